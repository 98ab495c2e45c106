// SPDX-License-Identifier: Apache-2.0
#include "worksheets/questionnairemodel.h"

#include "common/projectcontext.h"
#include "evidence/claimevidence.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "worksheets/worksheetdelegate.h"
#include "worksheets/worksheeteditcommand.h"

#include <QBrush>
#include <QLocale>
#include <QUndoStack>
#include <algorithm>
#include <memory>

namespace fw::app {

using core::AnswerStatus;
using core::QuestionnaireAnswer;

QuestionnaireModel::QuestionnaireModel(ProjectContext& context, QObject* parent)
    : QAbstractTableModel(parent), m_context(context)
{}

QString QuestionnaireModel::catalogLanguage()
{
    const QString language = QLocale().name().section(QLatin1Char('_'), 0, 0);
    return core::QuestionnaireCatalog::languages().contains(language) ? language : QStringLiteral("en");
}

void QuestionnaireModel::setCandidate(const std::optional<core::Candidate>& candidate)
{
    beginResetModel();
    m_candidate = m_context.project() ? candidate : std::nullopt;
    m_answers = m_candidate ? core::QuestionnaireRepository(*m_context.project()).answers(m_candidate->id)
                            : QMap<QString, QuestionnaireAnswer>();
    m_checks =
        m_candidate ? core::claimChecks(*m_context.project(), m_answers) : QMap<QString, QList<core::ClaimCheck>>();
    endResetModel();
    emit answersChanged();
}

bool QuestionnaireModel::isEditable() const
{
    return m_candidate && m_context.isEditable();
}

const core::QuestionnaireCatalog* QuestionnaireModel::catalog() const
{
    return m_candidate ? &core::QuestionnaireCatalog::forFabric(m_candidate->fabric) : nullptr;
}

int QuestionnaireModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !catalog() ? 0 : int(catalog()->questions().size());
}

int QuestionnaireModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QuestionnaireAnswer QuestionnaireModel::answer(int row) const
{
    return m_answers.value(catalog()->questions().at(row).key);
}

QList<core::ClaimCheck> QuestionnaireModel::checks(int row) const
{
    return m_checks.value(catalog()->questions().at(row).key);
}

core::AnswerAssessment QuestionnaireModel::assessment(int row) const
{
    return core::assessAnswer(catalog()->questions().at(row), answer(row), catalogLanguage(), checks(row));
}

core::QuestionnaireCompleteness QuestionnaireModel::completeness() const
{
    return catalog() ? core::completeness(*catalog(), m_answers, catalogLanguage(), m_checks)
                     : core::QuestionnaireCompleteness();
}

QVariant QuestionnaireModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const core::Question& question = catalog()->questions().at(index.row());
    const QuestionnaireAnswer a = answer(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(index.column())) {
        case Number:
            return question.numericClaim ? tr("%1 (numbers)").arg(question.number) : QString::number(question.number);
        case Question:
            return core::QuestionnaireCatalog::localised(question.text, catalogLanguage());
        case Answer:
            return a.text;
        case Status:
            return core::displayName(assessment(index.row()).status);
        case Evidence: {
            QStringList names;
            for (const core::Attachment& attachment : a.attachments)
                names << attachment.name;
            for (qint64 runId : a.linkedRunIds)
                names << tr("run %1").arg(runId);
            for (const core::PlanStepRef& step : a.linkedPlanSteps)
                names << tr("plan run %1, step %2").arg(step.planRunId).arg(step.step + 1);
            return names.join(QStringLiteral(", "));
        }
        case Findings:
            return assessment(index.row()).findings.join(QLatin1Char(' '));
        case ColumnCount:
            break;
        }
        break;
    case Qt::EditRole:
        if (index.column() == Status)
            return core::storageKey(a.status);
        return data(index, Qt::DisplayRole);
    case Qt::ToolTipRole:
        if (index.column() == Status)
            return tr("Set by the reviewer: %1").arg(core::displayName(a.status));
        if (index.column() == Question || index.column() == Findings)
            return data(index, Qt::DisplayRole);
        break;
    case Qt::BackgroundRole:
        if (index.column() >= Status && assessment(index.row()).status == AnswerStatus::RedFlag)
            return QBrush(QColor(0xf8, 0xd0, 0xd0));
        break;
    case kOptionKeysRole:
    case kOptionLabelsRole:
        if (index.column() == Status) {
            QStringList values;
            for (AnswerStatus status : core::kAllAnswerStatuses)
                values << (role == kOptionKeysRole ? core::storageKey(status) : core::displayName(status));
            return values;
        }
        break;
    case QuestionKeyRole:
        return question.key;
    case EffectiveStatusRole:
        return int(assessment(index.row()).status);
    default:
        break;
    }
    return {};
}

QVariant QuestionnaireModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Number:
        return tr("No.");
    case Question:
        return tr("Question");
    case Answer:
        return tr("Supplier's answer");
    case Status:
        return tr("Status");
    case Evidence:
        return tr("Evidence");
    case Findings:
        return tr("Red flags");
    case ColumnCount:
        break;
    }
    return {};
}

Qt::ItemFlags QuestionnaireModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags result = QAbstractTableModel::flags(index);
    if (index.isValid() && (index.column() == Answer || index.column() == Status) && isEditable())
        result |= Qt::ItemIsEditable;
    return result;
}

QString QuestionnaireModel::rejection(const QModelIndex& index, const QString& value) const
{
    if (index.column() == Status && !value.isEmpty() && !core::answerStatusFromKey(value)) {
        bool known = false;
        for (AnswerStatus status : core::kAllAnswerStatuses)
            known = known || value.compare(core::displayName(status), Qt::CaseInsensitive) == 0;
        if (!known)
            return tr("Question %1: \"%2\" is not a status.").arg(index.row() + 1).arg(value);
    }
    return {};
}

bool QuestionnaireModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) ||
        !(flags(index) & Qt::ItemIsEditable))
        return false;
    QuestionnaireAnswer edited = answer(index.row());
    const QString text = value.toString();
    if (index.column() == Answer) {
        edited.text = text.trimmed();
        // Typing an answer answers the question; clearing it takes that back unless evidence remains.
        if (!edited.text.isEmpty() && edited.status == AnswerStatus::Unanswered)
            edited.status = AnswerStatus::Answered;
        if (edited.text.isEmpty() && edited.attachments.isEmpty() && edited.status == AnswerStatus::Answered)
            edited.status = AnswerStatus::Unanswered;
    } else {
        if (!rejection(index, text).isEmpty())
            return false;
        std::optional<AnswerStatus> status = core::answerStatusFromKey(text);
        for (AnswerStatus s : core::kAllAnswerStatuses) {
            if (text.compare(core::displayName(s), Qt::CaseInsensitive) == 0)
                status = s;
        }
        edited.status = status.value_or(AnswerStatus::Unanswered);
    }
    if (edited == answer(index.row()))
        return true;
    pushAnswer(index.row(), edited,
               index.column() == Answer ? tr("Answer question %1").arg(index.row() + 1)
                                        : tr("Set status of question %1").arg(index.row() + 1));
    return answer(index.row()) == edited;
}

void QuestionnaireModel::addAttachment(int row, const core::Attachment& attachment)
{
    if (!isEditable())
        return;
    QuestionnaireAnswer edited = answer(row);
    edited.attachments.append(attachment);
    if (edited.status == AnswerStatus::Unanswered || edited.status == AnswerStatus::Answered)
        edited.status = AnswerStatus::AnsweredWithEvidence;
    pushAnswer(row, edited, tr("Attach %1 to question %2").arg(attachment.name).arg(row + 1));
}

void QuestionnaireModel::removeAttachment(int row, qint64 attachmentId)
{
    if (!isEditable())
        return;
    QuestionnaireAnswer edited = answer(row);
    edited.attachments.removeIf([&](const core::Attachment& a) { return a.id == attachmentId; });
    if (edited.attachments.isEmpty() && edited.status == AnswerStatus::AnsweredWithEvidence)
        edited.status = edited.text.isEmpty() ? AnswerStatus::Unanswered : AnswerStatus::Answered;
    pushAnswer(row, edited, tr("Remove evidence from question %1").arg(row + 1));
}

void QuestionnaireModel::setLinks(int row, const QList<qint64>& runIds, const QList<core::PlanStepRef>& planSteps)
{
    if (!isEditable())
        return;
    QuestionnaireAnswer edited = answer(row);
    edited.linkedRunIds = runIds;
    std::sort(edited.linkedRunIds.begin(), edited.linkedRunIds.end());
    edited.linkedPlanSteps = planSteps;
    std::sort(edited.linkedPlanSteps.begin(), edited.linkedPlanSteps.end());
    if (edited == answer(row))
        return;
    pushAnswer(row, edited, tr("Link evidence to question %1").arg(row + 1));
}

void QuestionnaireModel::pushAnswer(int row, const QuestionnaireAnswer& after, const QString& text)
{
    const qint64 candidateId = m_candidate->id;
    const QString key = catalog()->questions().at(row).key;
    const QuestionnaireAnswer before = answer(row);
    // New attachments get their ids on the first redo; later redos must bring back the same ones.
    auto stored = std::make_shared<QuestionnaireAnswer>(after);
    m_context.undoStack()->push(new WorksheetEditCommand(
        text,
        [this, candidateId, key, before, stored](bool redo) {
            if (redo)
                *stored = applyAnswer(candidateId, key, *stored);
            else
                applyAnswer(candidateId, key, before);
        },
        [this](const QString& message) { emit storageFailed(message); }));
}

QuestionnaireAnswer QuestionnaireModel::applyAnswer(qint64 candidateId, const QString& key,
                                                    const QuestionnaireAnswer& a)
{
    const QuestionnaireAnswer stored =
        core::QuestionnaireRepository(*m_context.project()).setAnswer(candidateId, key, a);
    if (m_candidate && m_candidate->id == candidateId) {
        m_answers.insert(key, stored);
        m_checks = core::claimChecks(*m_context.project(), m_answers);
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        emit answersChanged();
    }
    return stored;
}

void QuestionnaireModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace fw::app
