#include "remote/dispatchrunrepository.h"

#include "base/protocol.h"
#include "ingest/agentstreamreader.h"
#include "ingest/importer.h"
#include "ingest/importerror.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/projectfile.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>

namespace fw::core {

namespace {

QString text(const QString& value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

std::optional<DispatchResult::Status> statusFromKey(const QString& key)
{
    for (const auto status : {DispatchResult::Status::Complete, DispatchResult::Status::Failed,
                              DispatchResult::Status::Cancelled, DispatchResult::Status::Interrupted,
                              DispatchResult::Status::HostKeyUnknown, DispatchResult::Status::HostKeyRefused})
        if (storageKey(status) == key)
            return status;
    return std::nullopt;
}

} // namespace

qint64 DispatchRunRepository::add(const DispatchResult& r, std::optional<qint64> profileId,
                                  std::optional<qint64> candidateId, const std::optional<PlanLink>& plan)
{
    // The start event carries the agent's own account of its version and libraries.
    const AgentEvent start = AgentStreamReader::first(r.stream, AgentEvent::Type::Start);
    const QString agentVersion = start.string(base::protocol::field::kAgentVersion);
    const QString versions = QString::fromUtf8(
        QJsonDocument(start.value(base::protocol::field::kVersions).toObject()).toJson(QJsonDocument::Compact));
    const QString hosts =
        QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(r.hosts)).toJson(QJsonDocument::Compact));
    // Only a complete bench stream is a run the importer accepts; a cut one stays raw in dispatch_run. A plan's
    // benchmarks during a fault and after its revert measure the fault, not the fabric as offered: they stay raw
    // too, so they never count as the candidate's ordinary runs (Compare, acceptance rate, report).
    const bool underFault =
        plan && (plan->phase == QLatin1String("during") || plan->phase == QLatin1String("recovery"));
    QVariant benchmarkRunId;
    QString message = r.message;
    if (r.status == DispatchResult::Status::Complete && r.subcommand == QLatin1String("bench") && !underFault) {
        QByteArray stream = r.stream;
        QBuffer buffer(&stream);
        buffer.open(QIODevice::ReadOnly);
        const QString fileName =
            QStringLiteral("fabric-agent %1 %2.jsonl").arg(r.destination, r.startedAt.toString(Qt::ISODate));
        try {
            QList<BenchmarkRun> runs = Importer::read(buffer, fileName, ImportFormat::AgentJsonLines);
            for (BenchmarkRun& run : runs)
                run.candidateId = candidateId;
            benchmarkRunId = BenchmarkRunRepository(m_project).add(runs).value(0);
        } catch (const ImportError& error) {
            message += (message.isEmpty() ? QString() : QStringLiteral("\n")) +
                       tr("The stream was kept but not imported as a benchmark run: %1").arg(error.message());
        }
    }
    qint64 id = 0;
    m_project.write([&] {
        id = m_project
                 .query(QStringLiteral("INSERT INTO dispatch_run (profile_id, candidate_id, status, message, launcher, "
                                       "destination, command, hosts, source_hash, build_cached, agent_version, "
                                       "versions, facts, stream, error_tail, exit_status, started_at, finished_at, "
                                       "benchmark_run_id, subcommand, plan_run_id, plan_step, plan_phase) "
                                       "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                        {profileId ? QVariant(*profileId) : QVariant(),
                         candidateId ? QVariant(*candidateId) : QVariant(),
                         storageKey(r.status),
                         text(message),
                         text(r.launcher),
                         text(r.destination),
                         text(r.command),
                         hosts,
                         text(r.sourceHash),
                         r.buildCached ? 1 : 0,
                         text(agentVersion),
                         versions,
                         r.facts.isNull() ? QByteArray("") : r.facts,
                         r.stream.isNull() ? QByteArray("") : r.stream,
                         text(r.errorTail),
                         r.exitStatus,
                         r.startedAt.toString(Qt::ISODateWithMs),
                         r.finishedAt.toString(Qt::ISODateWithMs),
                         benchmarkRunId,
                         r.subcommand,
                         plan ? QVariant(plan->planRunId) : QVariant(),
                         plan ? QVariant(plan->step) : QVariant(),
                         plan ? plan->phase : QStringLiteral("")})
                 .lastInsertId()
                 .toLongLong();
    });
    return id;
}

QList<StoredDispatch> DispatchRunRepository::all() const
{
    return select(QStringLiteral(""), {});
}

QList<StoredDispatch> DispatchRunRepository::ofPlanRun(qint64 planRunId) const
{
    return select(QStringLiteral("WHERE plan_run_id = ?"), {planRunId});
}

QList<StoredDispatch> DispatchRunRepository::ofSubcommand(const QString& subcommand) const
{
    return select(QStringLiteral("WHERE subcommand = ?"), {subcommand});
}

QList<StoredDispatch> DispatchRunRepository::select(const QString& where, const QVariantList& values) const
{
    QSqlQuery q = m_project.query(
        QStringLiteral("SELECT id, profile_id, candidate_id, status, message, launcher, destination, command, hosts, "
                       "source_hash, build_cached, agent_version, versions, facts, stream, error_tail, exit_status, "
                       "started_at, finished_at, benchmark_run_id, subcommand, plan_run_id, plan_step, plan_phase "
                       "FROM dispatch_run %1 ORDER BY id")
            .arg(where),
        values);
    QList<StoredDispatch> result;
    while (q.next()) {
        StoredDispatch d;
        d.id = q.value(0).toLongLong();
        if (!q.value(1).isNull())
            d.profileId = q.value(1).toLongLong();
        if (!q.value(2).isNull())
            d.candidateId = q.value(2).toLongLong();
        DispatchResult& r = d.result;
        r.status = statusFromKey(q.value(3).toString()).value_or(DispatchResult::Status::Failed);
        r.message = q.value(4).toString();
        r.launcher = q.value(5).toString();
        r.destination = q.value(6).toString();
        r.command = q.value(7).toString();
        for (const QJsonValue& host : QJsonDocument::fromJson(q.value(8).toByteArray()).array())
            r.hosts << host.toString();
        r.sourceHash = q.value(9).toString();
        r.buildCached = q.value(10).toBool();
        d.agentVersion = q.value(11).toString();
        d.versions = q.value(12).toString();
        r.facts = q.value(13).toByteArray();
        r.stream = q.value(14).toByteArray();
        r.errorTail = q.value(15).toString();
        r.exitStatus = q.value(16).toInt();
        r.startedAt = QDateTime::fromString(q.value(17).toString(), Qt::ISODateWithMs);
        r.finishedAt = QDateTime::fromString(q.value(18).toString(), Qt::ISODateWithMs);
        if (!q.value(19).isNull())
            d.benchmarkRunId = q.value(19).toLongLong();
        r.subcommand = q.value(20).toString();
        if (!q.value(21).isNull())
            d.plan = PlanLink{q.value(21).toLongLong(), q.value(22).toInt(), q.value(23).toString()};
        result.append(d);
    }
    return result;
}

} // namespace fw::core
