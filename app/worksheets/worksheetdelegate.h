// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStyledItemDelegate>

namespace fw::app {

// Roles a worksheet model gives to offer a fixed choice: the stored keys and their labels, as QStringLists.
// The cell's EditRole is then the key.
inline constexpr int kOptionKeysRole = Qt::UserRole + 64;
inline constexpr int kOptionLabelsRole = Qt::UserRole + 65;

// A combo box for cells with options (and an empty entry to clear them), the usual line editor otherwise.
class WorksheetDelegate final : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;
};

} // namespace fw::app
