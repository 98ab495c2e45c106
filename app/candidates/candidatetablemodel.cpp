// SPDX-License-Identifier: Apache-2.0
#include "candidates/candidatetablemodel.h"

#include "candidates/candidatechangecommand.h"
#include "storage/projectfile.h"

#include <QFont>
#include <QUndoStack>

namespace fw::app {

using core::Candidate;

CandidateTableModel::CandidateTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void CandidateTableModel::setProject(core::ProjectFile* project, QUndoStack* undoStack)
{
    beginResetModel();
    m_project = project;
    m_undoStack = undoStack;
    m_repository.reset();
    m_rows.clear();
    if (project) {
        m_repository.emplace(*project);
        m_rows = m_repository->all();
    }
    endResetModel();
}

bool CandidateTableModel::isEditable() const
{
    return m_project && !m_project->isReadOnly();
}

int CandidateTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CandidateTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CandidateTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Candidate& c = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (Column(index.column())) {
        case Supplier:
            return c.supplier;
        case Offer:
            return c.offerName;
        case Fabric:
            return role == Qt::EditRole ? core::storageKey(c.fabric) : core::displayName(c.fabric);
        case Delivery:
            return role == Qt::EditRole ? core::storageKey(c.delivery) : core::displayName(c.delivery);
        case Nodes:
            return c.nodeCount;
        case Notes:
            return c.notes;
        case ColumnCount:
            break;
        }
        break;
    case Qt::ToolTipRole:
        if (c.isExample)
            return tr("Example data: an invented offer for trying the workbench, not a real supplier quote.");
        break;
    case Qt::FontRole:
        if (c.isExample) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == Nodes)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case CandidateIdRole:
        return c.id;
    case IsExampleRole:
        return c.isExample;
    default:
        break;
    }
    return {};
}

QVariant CandidateTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Supplier:
        return tr("Supplier");
    case Offer:
        return tr("Offer");
    case Fabric:
        return tr("Fabric");
    case Delivery:
        return tr("Delivery model");
    case Nodes:
        return tr("Nodes");
    case Notes:
        return tr("Notes");
    case ColumnCount:
        break;
    }
    return {};
}

Qt::ItemFlags CandidateTableModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags result = QAbstractTableModel::flags(index);
    if (index.isValid() && isEditable())
        result |= Qt::ItemIsEditable;
    return result;
}

bool CandidateTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) || !isEditable())
        return false;
    Candidate edited = m_rows.at(index.row());
    switch (Column(index.column())) {
    case Supplier:
    case Offer: {
        const QString text = value.toString().trimmed();
        if (text.isEmpty())
            return false; // a candidate is always named by supplier and offer
        (index.column() == Supplier ? edited.supplier : edited.offerName) = text;
        break;
    }
    case Fabric:
        if (auto fabric = core::fabricKindFromKey(value.toString()))
            edited.fabric = *fabric;
        else
            return false;
        break;
    case Delivery:
        if (auto delivery = core::deliveryModelFromKey(value.toString()))
            edited.delivery = *delivery;
        else
            return false;
        break;
    case Nodes: {
        bool ok = false;
        const int nodes = value.toInt(&ok);
        if (!ok || nodes < 1)
            return false;
        edited.nodeCount = nodes;
        break;
    }
    case Notes:
        edited.notes = value.toString();
        break;
    case ColumnCount:
        return false;
    }
    if (edited == m_rows.at(index.row()))
        return true;
    push(m_rows.at(index.row()), edited,
         tr("Edit %1 of %2").arg(headerData(index.column(), Qt::Horizontal).toString(), edited.supplier));
    return rowOf(edited.id) >= 0 && m_rows.at(rowOf(edited.id)) == edited;
}

int CandidateTableModel::addCandidate()
{
    if (!isEditable())
        return -1;
    const qsizetype before = m_rows.size();
    push(std::nullopt, Candidate{.supplier = tr("New supplier"), .offerName = tr("New offer"), .nodeCount = 2},
         tr("Add candidate"));
    return m_rows.size() > before ? int(m_rows.size() - 1) : -1;
}

void CandidateTableModel::removeCandidates(QList<int> rows)
{
    if (!isEditable() || rows.isEmpty())
        return;
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    QList<Candidate> doomed;
    for (int row : rows)
        doomed.append(m_rows.at(row));
    m_undoStack->beginMacro(tr("Delete %n candidate(s)", nullptr, int(doomed.size())));
    for (const Candidate& c : doomed)
        push(c, std::nullopt, QString());
    m_undoStack->endMacro();
}

qint64 CandidateTableModel::apply(const std::optional<Candidate>& from, const std::optional<Candidate>& to,
                                  core::DeleteSnapshot& removed)
{
    Q_ASSERT(m_repository && (from || to));
    if (!from) {
        Candidate added = *to;
        if (removed.isEmpty()) {
            added.id = m_repository->add(*to);
        } else {
            m_repository->restore(removed);
            removed = {};
        }
        // Rows stay in id order, so an undone delete returns to its old place.
        const auto position = std::lower_bound(m_rows.cbegin(), m_rows.cend(), added.id,
                                               [](const Candidate& c, qint64 id) { return c.id < id; });
        const int row = int(position - m_rows.cbegin());
        beginInsertRows({}, row, row);
        m_rows.insert(row, added);
        endInsertRows();
        return added.id;
    }
    const int row = rowOf(from->id);
    Q_ASSERT(row >= 0);
    if (!to) {
        removed = m_repository->remove(from->id);
        beginRemoveRows({}, row, row);
        m_rows.removeAt(row);
        endRemoveRows();
        return 0;
    }
    m_repository->update(*to);
    m_rows[row] = *to;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    return to->id;
}

void CandidateTableModel::reportFailure(const QString& message)
{
    emit storageFailed(message);
}

void CandidateTableModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

int CandidateTableModel::rowOf(qint64 id) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).id == id)
            return row;
    }
    return -1;
}

void CandidateTableModel::push(const std::optional<Candidate>& before, const std::optional<Candidate>& after,
                               const QString& text)
{
    m_undoStack->push(new CandidateChangeCommand(*this, before, after, text));
}

} // namespace fw::app
