// SPDX-License-Identifier: Apache-2.0
#include "costdecision/decisionworksheetmodel.h"

namespace fw::app {

using namespace fw::core;

DecisionWorksheetModel::DecisionWorksheetModel(QObject* parent) : QAbstractTableModel(parent) {}

void DecisionWorksheetModel::show(const core::CostDecisionSnapshot& snapshot, bool editable)
{
    beginResetModel();
    m_worksheet = snapshot.worksheet();
    m_notes.clear();
    for (const Candidate& c : snapshot.candidates) {
        WorksheetNote note = snapshot.notes.value(c.id);
        note.candidateId = c.id;
        m_notes << note;
    }
    m_editable = editable;
    endResetModel();
}

int DecisionWorksheetModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_worksheet.rows().size());
}

int DecisionWorksheetModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_worksheet.header().size());
}

QVariant DecisionWorksheetModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (role == Qt::DisplayRole || role == Qt::EditRole || role == Qt::ToolTipRole)
        return m_worksheet.rows().at(index.row()).at(index.column());
    return {};
}

QVariant DecisionWorksheetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section < m_worksheet.header().size())
        return m_worksheet.header().at(section);
    return QAbstractTableModel::headerData(section, orientation, role);
}

Qt::ItemFlags DecisionWorksheetModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags result = QAbstractTableModel::flags(index);
    if (index.isValid() && m_editable && (index.column() == OperationsOwner || index.column() == ExpansionPath))
        result |= Qt::ItemIsEditable;
    return result;
}

bool DecisionWorksheetModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const WorksheetNote before = m_notes.at(index.row());
    WorksheetNote after = before;
    (index.column() == OperationsOwner ? after.operationsOwner : after.expansionPath) = value.toString().trimmed();
    if (after != before) {
        m_notes[index.row()] = after; // until the page redraws from the file
        emit noteEdited(before, after);
    }
    return true;
}

} // namespace fw::app
