// SPDX-License-Identifier: Apache-2.0
#include "storage/questionnairerepository.h"

#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QCryptographicHash>
#include <QSet>
#include <algorithm>

namespace fw::core {

namespace {

QString text(const QString& value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

} // namespace

QString QuestionnaireRepository::sha256(const QByteArray& content)
{
    return QString::fromLatin1(QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex());
}

QMap<QString, QuestionnaireAnswer> QuestionnaireRepository::answers(qint64 candidateId) const
{
    QMap<QString, QuestionnaireAnswer> result;
    QSqlQuery q = m_project.query(
        QStringLiteral("SELECT question_key, text, status FROM questionnaire_answer WHERE candidate_id = ?"),
        {candidateId});
    while (q.next()) {
        QuestionnaireAnswer answer;
        answer.text = q.value(1).toString();
        answer.status = answerStatusFromKey(q.value(2).toString()).value_or(AnswerStatus::Unanswered);
        result.insert(q.value(0).toString(), answer);
    }
    QSqlQuery links = m_project.query(QStringLiteral("SELECT question_key, run_id FROM questionnaire_answer_run "
                                                     "WHERE candidate_id = ? ORDER BY question_key, run_id"),
                                      {candidateId});
    while (links.next())
        result[links.value(0).toString()].linkedRunIds << links.value(1).toLongLong();
    QSqlQuery steps = m_project.query(QStringLiteral("SELECT question_key, plan_run_id, step FROM "
                                                     "questionnaire_answer_plan_step WHERE candidate_id = ? "
                                                     "ORDER BY question_key, plan_run_id, step"),
                                      {candidateId});
    while (steps.next())
        result[steps.value(0).toString()].linkedPlanSteps
            << PlanStepRef{steps.value(1).toLongLong(), steps.value(2).toInt()};
    QSqlQuery a = m_project.query(QStringLiteral("SELECT question_key, id, name, url, content, sha256 FROM "
                                                 "questionnaire_attachment WHERE candidate_id = ? ORDER BY id"),
                                  {candidateId});
    while (a.next()) {
        result[a.value(0).toString()].attachments.append({a.value(1).toLongLong(), a.value(2).toString(),
                                                          a.value(3).toString(), a.value(4).toByteArray(),
                                                          a.value(5).toString()});
    }
    return result;
}

QuestionnaireAnswer QuestionnaireRepository::setAnswer(qint64 candidateId, const QString& questionKey,
                                                       const QuestionnaireAnswer& answer)
{
    QuestionnaireAnswer stored = answer;
    m_project.write([&] {
        m_project.query(QStringLiteral("INSERT INTO questionnaire_answer (candidate_id, question_key, text, status) "
                                       "VALUES (?, ?, ?, ?) ON CONFLICT (candidate_id, question_key) DO UPDATE SET "
                                       "text = excluded.text, status = excluded.status"),
                        {candidateId, questionKey, text(answer.text), storageKey(answer.status)});
        // The links are replaced as a whole; a run that is not stored fails the write (foreign key), and nothing of
        // the answer is kept.
        m_project.query(
            QStringLiteral("DELETE FROM questionnaire_answer_run WHERE candidate_id = ? AND question_key = ?"),
            {candidateId, questionKey});
        std::sort(stored.linkedRunIds.begin(), stored.linkedRunIds.end());
        stored.linkedRunIds.erase(std::unique(stored.linkedRunIds.begin(), stored.linkedRunIds.end()),
                                  stored.linkedRunIds.end());
        for (qint64 runId : std::as_const(stored.linkedRunIds)) {
            if (!m_project.scalar(QStringLiteral("SELECT count(*) FROM benchmark_run WHERE id = ?"), {runId}).toInt())
                throw StorageError(ProjectFile::tr("Run %1 is not stored, so the answer to %2 cannot be linked to it.")
                                       .arg(runId)
                                       .arg(questionKey));
            m_project.query(QStringLiteral("INSERT INTO questionnaire_answer_run (candidate_id, question_key, run_id) "
                                           "VALUES (?, ?, ?)"),
                            {candidateId, questionKey, runId});
        }
        m_project.query(
            QStringLiteral("DELETE FROM questionnaire_answer_plan_step WHERE candidate_id = ? AND question_key = ?"),
            {candidateId, questionKey});
        std::sort(stored.linkedPlanSteps.begin(), stored.linkedPlanSteps.end());
        stored.linkedPlanSteps.erase(std::unique(stored.linkedPlanSteps.begin(), stored.linkedPlanSteps.end()),
                                     stored.linkedPlanSteps.end());
        for (const PlanStepRef& step : std::as_const(stored.linkedPlanSteps)) {
            if (!m_project.scalar(QStringLiteral("SELECT count(*) FROM plan_run WHERE id = ?"), {step.planRunId})
                     .toInt())
                throw StorageError(
                    ProjectFile::tr("Plan run %1 is not stored, so the answer to %2 cannot be linked to its step %3.")
                        .arg(step.planRunId)
                        .arg(questionKey)
                        .arg(step.step + 1));
            m_project.query(QStringLiteral("INSERT INTO questionnaire_answer_plan_step (candidate_id, question_key, "
                                           "plan_run_id, step) VALUES (?, ?, ?, ?)"),
                            {candidateId, questionKey, step.planRunId, step.step});
        }
        QSet<qint64> existing;
        QSqlQuery ids = m_project.query(QStringLiteral("SELECT id FROM questionnaire_attachment "
                                                       "WHERE candidate_id = ? AND question_key = ?"),
                                        {candidateId, questionKey});
        while (ids.next())
            existing.insert(ids.value(0).toLongLong());
        QSet<qint64> kept;
        for (Attachment& attachment : stored.attachments) {
            if (attachment.id != 0 && existing.contains(attachment.id)) {
                kept.insert(attachment.id);
                continue;
            }
            if (attachment.content.size() > kMaxAttachmentBytes) {
                throw StorageError(ProjectFile::tr("%1 is larger than %2 MiB and cannot be attached.")
                                       .arg(attachment.name)
                                       .arg(kMaxAttachmentBytes / (1024 * 1024)));
            }
            if (!attachment.isLink())
                attachment.sha256 = sha256(attachment.content);
            const QSqlQuery insert = m_project.query(
                QStringLiteral("INSERT INTO questionnaire_attachment (id, candidate_id, question_key, name, url, "
                               "content, sha256) VALUES (?, ?, ?, ?, ?, ?, ?)"),
                {attachment.id != 0 ? QVariant(attachment.id) : QVariant(), candidateId, questionKey,
                 text(attachment.name), text(attachment.url),
                 attachment.isLink() ? QVariant(QMetaType(QMetaType::QByteArray)) : QVariant(attachment.content),
                 text(attachment.sha256)});
            attachment.id = insert.lastInsertId().toLongLong();
            kept.insert(attachment.id);
        }
        for (qint64 id : existing - kept)
            m_project.query(QStringLiteral("DELETE FROM questionnaire_attachment WHERE id = ?"), {id});
    });
    return stored;
}

ChecklistAnswers QuestionnaireRepository::operatingModel(qint64 candidateId) const
{
    QSqlQuery q = m_project.query(QStringLiteral("SELECT item_key, value FROM operating_model WHERE candidate_id = ?"),
                                  {candidateId});
    ChecklistAnswers result;
    while (q.next())
        result.insert(q.value(0).toString(), q.value(1).toString());
    return result;
}

void QuestionnaireRepository::setOperatingModel(qint64 candidateId, const QString& itemKey, const QString& value)
{
    m_project.write([&] {
        if (value.isEmpty()) {
            m_project.query(QStringLiteral("DELETE FROM operating_model WHERE candidate_id = ? AND item_key = ?"),
                            {candidateId, itemKey});
        } else {
            m_project.query(QStringLiteral("INSERT INTO operating_model (candidate_id, item_key, value) VALUES "
                                           "(?, ?, ?) ON CONFLICT (candidate_id, item_key) DO UPDATE SET "
                                           "value = excluded.value"),
                            {candidateId, itemKey, value});
        }
    });
}

SourceChecks QuestionnaireRepository::officialSources(qint64 candidateId) const
{
    QSqlQuery q = m_project.query(
        QStringLiteral("SELECT item_key, status, reference FROM official_source_check WHERE candidate_id = ?"),
        {candidateId});
    SourceChecks result;
    while (q.next())
        result.insert(q.value(0).toString(), {q.value(1).toString(), q.value(2).toString()});
    return result;
}

namespace {

// A null QString binds as SQL NULL; these columns hold '' for "none".
QString notNull(const QString& text)
{
    return text.isNull() ? QStringLiteral("") : text;
}

} // namespace

void QuestionnaireRepository::setOfficialSource(qint64 candidateId, const QString& itemKey, const SourceCheck& check)
{
    m_project.write([&] {
        if (check.isEmpty()) {
            m_project.query(QStringLiteral("DELETE FROM official_source_check WHERE candidate_id = ? AND item_key = ?"),
                            {candidateId, itemKey});
        } else {
            m_project.query(QStringLiteral("INSERT INTO official_source_check (candidate_id, item_key, status, "
                                           "reference) VALUES (?, ?, ?, ?) ON CONFLICT (candidate_id, item_key) DO "
                                           "UPDATE SET status = excluded.status, reference = excluded.reference"),
                            {candidateId, itemKey, notNull(check.status), notNull(check.reference)});
        }
    });
}

} // namespace fw::core
