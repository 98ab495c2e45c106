// SPDX-License-Identifier: Apache-2.0
#include "worksheets/worksheetdelegate.h"

#include <QComboBox>

namespace fw::app {

QWidget* WorksheetDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                         const QModelIndex& index) const
{
    const QStringList keys = index.data(kOptionKeysRole).toStringList();
    if (keys.isEmpty())
        return QStyledItemDelegate::createEditor(parent, option, index);
    auto* combo = new QComboBox(parent);
    combo->addItem(QString(), QString());
    const QStringList labels = index.data(kOptionLabelsRole).toStringList();
    for (int i = 0; i < keys.size(); ++i)
        combo->addItem(labels.value(i, keys.at(i)), keys.at(i));
    return combo;
}

void WorksheetDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        combo->setCurrentIndex(std::max(0, combo->findData(index.data(Qt::EditRole).toString())));
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void WorksheetDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const
{
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        model->setData(index, combo->currentData().toString());
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

} // namespace fw::app
