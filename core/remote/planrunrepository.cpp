// SPDX-License-Identifier: Apache-2.0
#include "remote/planrunrepository.h"

#include "storage/projectfile.h"

#include <QJsonDocument>
#include <QSqlQuery>

namespace fw::core {

namespace {

constexpr StoredPlanRun::Status kStatuses[] = {StoredPlanRun::Status::Running, StoredPlanRun::Status::Complete,
                                               StoredPlanRun::Status::Failed, StoredPlanRun::Status::Cancelled,
                                               StoredPlanRun::Status::Interrupted};

StoredPlanRun::Status fromDispatch(DispatchResult::Status status)
{
    switch (status) {
    case DispatchResult::Status::Complete:
        return StoredPlanRun::Status::Complete;
    case DispatchResult::Status::Cancelled:
        return StoredPlanRun::Status::Cancelled;
    case DispatchResult::Status::Interrupted:
        return StoredPlanRun::Status::Interrupted;
    case DispatchResult::Status::Failed:
    case DispatchResult::Status::HostKeyUnknown:
    case DispatchResult::Status::HostKeyRefused:
    case DispatchResult::Status::Skipped: // a plan run is never skipped; see stepKey
        return StoredPlanRun::Status::Failed;
    }
    Q_UNREACHABLE();
}

// Step outcomes are stored with the plan-run statuses, and "skipped" (schema 23); a host-key status never reaches a
// step.
QString stepKey(DispatchResult::Status status)
{
    return status == DispatchResult::Status::Skipped ? storageKey(status) : storageKey(fromDispatch(status));
}

DispatchResult::Status stepStatus(const QString& key)
{
    for (const auto status :
         {DispatchResult::Status::Complete, DispatchResult::Status::Failed, DispatchResult::Status::Cancelled,
          DispatchResult::Status::Interrupted, DispatchResult::Status::Skipped})
        if (storageKey(status) == key)
            return status;
    return DispatchResult::Status::Failed;
}

QString iso(const QDateTime& time)
{
    return time.isValid() ? time.toString(Qt::ISODateWithMs) : QStringLiteral("");
}

} // namespace

QString storageKey(StoredPlanRun::Status status)
{
    switch (status) {
    case StoredPlanRun::Status::Running:
        return QStringLiteral("running");
    case StoredPlanRun::Status::Complete:
        return QStringLiteral("complete");
    case StoredPlanRun::Status::Failed:
        return QStringLiteral("failed");
    case StoredPlanRun::Status::Cancelled:
        return QStringLiteral("cancelled");
    case StoredPlanRun::Status::Interrupted:
        return QStringLiteral("interrupted");
    }
    Q_UNREACHABLE();
}

qint64 PlanRunRepository::begin(const AcceptancePlan& plan, const ConnectionProfile& profile,
                                std::optional<qint64> candidateId)
{
    qint64 id = 0;
    m_project.write([&] {
        id = m_project
                 .query(
                     QStringLiteral("INSERT INTO plan_run (candidate_id, profile_id, name, plan, destination, status,"
                                    " started_at) VALUES (?, ?, ?, ?, ?, 'running', ?)"),
                     {candidateId ? QVariant(*candidateId) : QVariant(), profile.id ? QVariant(profile.id) : QVariant(),
                      plan.name.isNull() ? QStringLiteral("") : plan.name, QString::fromUtf8(plan.toJson()),
                      profile.destination(), iso(QDateTime::currentDateTimeUtc())})
                 .lastInsertId()
                 .toLongLong();
    });
    return id;
}

qint64 PlanRunRepository::addInvocation(qint64 planRunId, const PlanInvocation& invocation,
                                        std::optional<qint64> profileId, std::optional<qint64> candidateId)
{
    return DispatchRunRepository(m_project).add(invocation.result, profileId, candidateId,
                                                PlanLink{planRunId, invocation.step, invocation.phase});
}

void PlanRunRepository::addStep(qint64 planRunId, const PlanStepOutcome& outcome)
{
    m_project.write([&] {
        m_project.query(QStringLiteral("INSERT OR REPLACE INTO plan_step_result (plan_run_id, step, status, message,"
                                       " details) VALUES (?, ?, ?, ?, ?)"),
                        {planRunId, outcome.step, stepKey(outcome.status),
                         outcome.message.isNull() ? QStringLiteral("") : outcome.message,
                         QString::fromUtf8(QJsonDocument(outcome.details).toJson(QJsonDocument::Compact))});
    });
}

void PlanRunRepository::finish(qint64 planRunId, const PlanRunResult& result)
{
    m_project.write([&] {
        m_project.query(
            QStringLiteral("UPDATE plan_run SET status = ?, message = ?, finished_at = ? WHERE id = ?"),
            {storageKey(fromDispatch(result.status)), result.message.isNull() ? QStringLiteral("") : result.message,
             iso(result.finishedAt.isValid() ? result.finishedAt : QDateTime::currentDateTimeUtc()), planRunId});
    });
}

QList<StoredPlanRun> PlanRunRepository::all() const
{
    return select(QStringLiteral(""), {});
}

std::optional<StoredPlanRun> PlanRunRepository::find(qint64 id) const
{
    const QList<StoredPlanRun> runs = select(QStringLiteral("WHERE id = ?"), {id});
    if (runs.isEmpty())
        return std::nullopt;
    return runs.constFirst();
}

void PlanRunRepository::remove(qint64 id)
{
    // The plan's dispatches go with it (ON DELETE CASCADE); benchmark runs imported from them stay, like those of a
    // deleted dispatch, since they are the evidence.
    m_project.write([&] { m_project.query(QStringLiteral("DELETE FROM plan_run WHERE id = ?"), {id}); });
}

QList<StoredPlanRun> PlanRunRepository::select(const QString& where, const QVariantList& values) const
{
    QSqlQuery q = m_project.query(QStringLiteral("SELECT id, candidate_id, profile_id, plan, destination, status, "
                                                 "message, started_at, finished_at FROM plan_run %1 ORDER BY id")
                                      .arg(where),
                                  values);
    QList<StoredPlanRun> result;
    while (q.next()) {
        StoredPlanRun run;
        run.id = q.value(0).toLongLong();
        if (!q.value(1).isNull())
            run.candidateId = q.value(1).toLongLong();
        if (!q.value(2).isNull())
            run.profileId = q.value(2).toLongLong();
        run.plan = AcceptancePlan::fromJson(q.value(3).toByteArray(), nullptr).value_or(AcceptancePlan{});
        run.destination = q.value(4).toString();
        for (const StoredPlanRun::Status status : kStatuses)
            if (storageKey(status) == q.value(5).toString())
                run.status = status;
        run.message = q.value(6).toString();
        run.startedAt = QDateTime::fromString(q.value(7).toString(), Qt::ISODateWithMs);
        run.finishedAt = QDateTime::fromString(q.value(8).toString(), Qt::ISODateWithMs);
        result << run;
    }
    for (StoredPlanRun& run : result) {
        QSqlQuery steps = m_project.query(QStringLiteral("SELECT step, status, message, details FROM plan_step_result"
                                                         " WHERE plan_run_id = ? ORDER BY step"),
                                          {run.id});
        while (steps.next())
            run.steps << PlanStepOutcome{steps.value(0).toInt(), stepStatus(steps.value(1).toString()),
                                         steps.value(2).toString(),
                                         QJsonDocument::fromJson(steps.value(3).toByteArray()).object()};
    }
    return result;
}

} // namespace fw::core
