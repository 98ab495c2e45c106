// SPDX-License-Identifier: Apache-2.0
#include "worksheets/checklistmodel.h"

#include "common/headertext.h"
#include "common/projectcontext.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "worksheets/worksheetdelegate.h"
#include "worksheets/worksheeteditcommand.h"

#include <QUndoStack>

namespace fw::app {

using core::Checklist;

ChecklistModel::ChecklistModel(List list, ProjectContext& context, QObject* parent)
    : QAbstractTableModel(parent), m_list(list), m_context(context)
{}

const QList<core::ChecklistItem>& ChecklistModel::items() const
{
    static const QList<core::ChecklistItem> none;
    if (!m_candidate)
        return none;
    return m_list == List::OperatingModel ? Checklist::operatingModel()
                                          : Checklist::officialSources(m_candidate->fabric);
}

void ChecklistModel::setCandidate(const std::optional<core::Candidate>& candidate)
{
    beginResetModel();
    m_candidate = m_context.project() ? candidate : std::nullopt;
    m_entries.clear();
    if (m_candidate) {
        const core::QuestionnaireRepository repository(*m_context.project());
        if (m_list == List::OfficialSources) {
            m_entries = repository.officialSources(m_candidate->id);
        } else {
            const core::ChecklistAnswers answers = repository.operatingModel(m_candidate->id);
            for (auto it = answers.begin(); it != answers.end(); ++it)
                m_entries.insert(it.key(), {it.value(), QString()});
        }
    }
    endResetModel();
}

int ChecklistModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(items().size());
}

int ChecklistModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_list == List::OfficialSources ? Reference + 1 : Answer + 1;
}

QVariant ChecklistModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const core::ChecklistItem& item = items().at(index.row());
    const core::SourceCheck entry = m_entries.value(QLatin1String(item.key));
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == Item)
            return Checklist::label(item.label);
        if (index.column() == Reference)
            return entry.reference;
        return Checklist::optionLabel(item, entry.status);
    case Qt::EditRole:
        return index.column() == Answer ? entry.status : data(index, Qt::DisplayRole);
    case kOptionKeysRole:
    case kOptionLabelsRole:
        if (index.column() == Answer && !item.options.isEmpty()) {
            QStringList values;
            for (const core::ChecklistOption& option : item.options)
                values << (role == kOptionKeysRole ? QString::fromLatin1(option.key) : Checklist::label(option.label));
            return values;
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant ChecklistModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Item:
        return m_list == List::OfficialSources ? tr("Official source") : tr("Item");
    case Answer:
        return m_list == List::OfficialSources ? tr("Status") : tr("Answer");
    default:
        return headerLines(tr("Where it was read (address, version, date)"), 160); // the last column
    }
}

Qt::ItemFlags ChecklistModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags result = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() != Item && m_candidate && m_context.isEditable())
        result |= Qt::ItemIsEditable;
    return result;
}

bool ChecklistModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) ||
        !(flags(index) & Qt::ItemIsEditable))
        return false;
    const core::ChecklistItem& item = items().at(index.row());
    const QString key = QString::fromLatin1(item.key);
    const core::SourceCheck before = m_entries.value(key);
    core::SourceCheck after = before;
    QString text = value.toString().trimmed();
    if (index.column() == Reference) {
        after.reference = text;
    } else {
        for (const core::ChecklistOption& option : item.options) {
            if (text.compare(Checklist::label(option.label), Qt::CaseInsensitive) == 0)
                text = QString::fromLatin1(option.key); // a pasted label
        }
        if (!Checklist::isValid(item, text))
            return false;
        after.status = text;
    }
    if (after == before)
        return true;
    const qint64 candidateId = m_candidate->id;
    m_context.undoStack()->push(new WorksheetEditCommand(
        tr("Edit %1").arg(Checklist::label(item.label)),
        [this, candidateId, key, before, after](bool redo) { apply(candidateId, key, redo ? after : before); },
        [this](const QString& message) { emit storageFailed(message); }));
    return m_entries.value(key) == after;
}

void ChecklistModel::apply(qint64 candidateId, const QString& key, const core::SourceCheck& entry)
{
    core::QuestionnaireRepository repository(*m_context.project());
    if (m_list == List::OfficialSources)
        repository.setOfficialSource(candidateId, key, entry);
    else
        repository.setOperatingModel(candidateId, key, entry.status);
    if (!m_candidate || m_candidate->id != candidateId)
        return;
    if (entry.isEmpty())
        m_entries.remove(key);
    else
        m_entries.insert(key, entry);
    emit dataChanged(index(0, Answer), index(rowCount() - 1, columnCount() - 1));
}

void ChecklistModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

} // namespace fw::app
