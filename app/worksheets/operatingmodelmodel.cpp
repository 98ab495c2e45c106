#include "worksheets/operatingmodelmodel.h"

#include "common/projectcontext.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "worksheets/worksheetdelegate.h"
#include "worksheets/worksheeteditcommand.h"

#include <QUndoStack>

namespace fw::app {

using core::Checklist;

OperatingModelModel::OperatingModelModel(ProjectContext& context, QObject* parent)
    : QAbstractTableModel(parent), m_context(context)
{}

void OperatingModelModel::setCandidate(const std::optional<core::Candidate>& candidate)
{
    beginResetModel();
    m_candidate = m_context.project() ? candidate : std::nullopt;
    m_answers = m_candidate ? core::QuestionnaireRepository(*m_context.project()).operatingModel(m_candidate->id)
                            : core::ChecklistAnswers();
    endResetModel();
}

int OperatingModelModel::answeredCount() const
{
    return int(m_answers.size());
}

int OperatingModelModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_candidate ? 0 : int(Checklist::operatingModel().size());
}

int OperatingModelModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OperatingModelModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const core::ChecklistItem& item = Checklist::operatingModel().at(index.row());
    const QString value = m_answers.value(QLatin1String(item.key));
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == Item)
            return Checklist::label(item.label);
        return Checklist::optionLabel(item, value);
    case Qt::EditRole:
        return index.column() == Answer ? value : data(index, Qt::DisplayRole);
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

QVariant OperatingModelModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    return section == Item ? tr("Item") : tr("Answer");
}

Qt::ItemFlags OperatingModelModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags result = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Answer && m_candidate && m_context.isEditable())
        result |= Qt::ItemIsEditable;
    return result;
}

bool OperatingModelModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) ||
        !(flags(index) & Qt::ItemIsEditable))
        return false;
    const core::ChecklistItem& item = Checklist::operatingModel().at(index.row());
    const QString key = QString::fromLatin1(item.key);
    QString after = value.toString().trimmed();
    for (const core::ChecklistOption& option : item.options) {
        if (after.compare(Checklist::label(option.label), Qt::CaseInsensitive) == 0)
            after = QString::fromLatin1(option.key); // a pasted label
    }
    if (!Checklist::isValid(item, after))
        return false;
    const QString before = m_answers.value(key);
    if (after == before)
        return true;
    const qint64 candidateId = m_candidate->id;
    m_context.undoStack()->push(new WorksheetEditCommand(
        tr("Edit %1").arg(Checklist::label(item.label)),
        [this, candidateId, key, before, after](bool redo) { apply(candidateId, key, redo ? after : before); },
        [this](const QString& message) { emit storageFailed(message); }));
    return m_answers.value(key) == after;
}

void OperatingModelModel::apply(qint64 candidateId, const QString& key, const QString& value)
{
    core::QuestionnaireRepository(*m_context.project()).setOperatingModel(candidateId, key, value);
    if (!m_candidate || m_candidate->id != candidateId)
        return;
    if (value.isEmpty())
        m_answers.remove(key);
    else
        m_answers.insert(key, value);
    emit dataChanged(index(0, Answer), index(rowCount() - 1, Answer));
}

void OperatingModelModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace fw::app
