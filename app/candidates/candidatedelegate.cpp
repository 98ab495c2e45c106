// SPDX-License-Identifier: Apache-2.0
#include "candidates/candidatedelegate.h"

#include "candidates/candidatetablemodel.h"

#include <QComboBox>
#include <QSpinBox>

namespace fw::app {

namespace {

template <typename Enum, std::size_t N> QComboBox* choiceEditor(QWidget* parent, const Enum (&all)[N])
{
    auto* combo = new QComboBox(parent);
    for (Enum value : all)
        combo->addItem(core::displayName(value), core::storageKey(value));
    return combo;
}

} // namespace

QWidget* CandidateDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                         const QModelIndex& index) const
{
    switch (index.column()) {
    case CandidateTableModel::Fabric:
        return choiceEditor(parent, core::kAllFabricKinds);
    case CandidateTableModel::Delivery:
        return choiceEditor(parent, core::kAllDeliveryModels);
    case CandidateTableModel::Nodes: {
        auto* spin = new QSpinBox(parent);
        spin->setRange(1, 100000);
        return spin;
    }
    default:
        return QStyledItemDelegate::createEditor(parent, option, index);
    }
}

void CandidateDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        combo->setCurrentIndex(combo->findData(index.data(Qt::EditRole)));
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void CandidateDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const
{
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        model->setData(index, combo->currentData(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

} // namespace fw::app
