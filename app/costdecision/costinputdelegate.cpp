// SPDX-License-Identifier: Apache-2.0
#include "costdecision/costinputdelegate.h"

#include "costdecision/costinputmodel.h"

#include <QComboBox>

namespace fw::app {

using namespace fw::core;

QWidget* CostInputDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                         const QModelIndex& index) const
{
    if (index.column() != CostInputModel::Source)
        return QStyledItemDelegate::createEditor(parent, option, index);
    auto* combo = new QComboBox(parent);
    for (InputSource source : kAllInputSources) {
        if (source != InputSource::Derived || isDerivable(CostInputModel::keyOf(index.row())))
            combo->addItem(displayName(source), storageKey(source));
    }
    return combo;
}

void CostInputDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    if (auto* combo = qobject_cast<QComboBox*>(editor))
        combo->setCurrentIndex(combo->findData(index.data(Qt::EditRole)));
    else
        QStyledItemDelegate::setEditorData(editor, index);
}

void CostInputDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const
{
    if (auto* combo = qobject_cast<QComboBox*>(editor))
        model->setData(index, combo->currentData(), Qt::EditRole);
    else
        QStyledItemDelegate::setModelData(editor, model, index);
}

} // namespace fw::app
