// SPDX-License-Identifier: Apache-2.0
#include "remote/dispatchrunrepository.h"

#include "base/protocol.h"
#include "ingest/agentstreamreader.h"
#include "ingest/importer.h"
#include "ingest/importerror.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QBuffer>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

namespace fw::core {

namespace {

QString text(const QString& value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

QString hostsJson(const QStringList& hosts)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(hosts)).toJson(QJsonDocument::Compact));
}

// The start event's MPI/NCCL/CUDA versions, compact JSON.
QString versionsJson(const AgentEvent& start)
{
    return QString::fromUtf8(
        QJsonDocument(start.value(base::protocol::field::kVersions).toObject()).toJson(QJsonDocument::Compact));
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
    qint64 id = 0;
    m_project.write([&] {
        id = begin(r, profileId, candidateId, plan);
        finish(id, r);
    });
    return id;
}

qint64 DispatchRunRepository::begin(const DispatchResult& r, std::optional<qint64> profileId,
                                    std::optional<qint64> candidateId, const std::optional<PlanLink>& plan)
{
    qint64 id = 0;
    m_project.write([&] {
        id = m_project
                 .query(QStringLiteral("INSERT INTO dispatch_run (profile_id, candidate_id, status, message, launcher, "
                                       "destination, command, hosts, source_hash, build_cached, facts, stream, "
                                       "started_at, finished_at, subcommand, plan_run_id, plan_step, plan_phase, "
                                       "measured_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                        {profileId ? QVariant(*profileId) : QVariant(),
                         candidateId ? QVariant(*candidateId) : QVariant(),
                         storageKey(DispatchResult::Status::Interrupted),
                         tr("The run did not end: the program storing it stopped while the agent ran (a crash, a "
                            "kill, a power loss, or its project was closed). Every line that had arrived is kept."),
                         text(r.launcher), text(r.destination), text(r.command), hostsJson(r.hosts), text(r.sourceHash),
                         r.buildCached ? 1 : 0, r.facts.isNull() ? QByteArray("") : r.facts, QByteArray(""),
                         r.startedAt.toString(Qt::ISODateWithMs), QStringLiteral(""), r.subcommand,
                         plan ? QVariant(plan->planRunId) : QVariant(), plan ? QVariant(plan->step) : QVariant(),
                         plan ? plan->phase : QStringLiteral(""), storageKey(r.where())})
                 .lastInsertId()
                 .toLongLong();
    });
    return id;
}

void DispatchRunRepository::appendStream(qint64 id, const QByteArray& bytes)
{
    m_project.write([&] {
        m_project.query(QStringLiteral("INSERT INTO dispatch_stream_chunk (dispatch_run_id, data) VALUES (?, ?)"),
                        {id, bytes.isNull() ? QByteArray("") : bytes});
    });
}

QString DispatchRunRepository::runName(const QString& destination, const QDateTime& startedAt)
{
    return tr("fabric-agent run on %1, %2")
        .arg(destination, QLocale().toString(startedAt.toLocalTime(), QLocale::ShortFormat));
}

void DispatchRunRepository::finish(qint64 id, const DispatchResult& r)
{
    m_project.write([&] {
        QSqlQuery row = m_project.query(
            QStringLiteral("SELECT candidate_id, plan_run_id, plan_phase FROM dispatch_run WHERE id = ?"), {id});
        if (!row.next())
            throw StorageError(tr("Could not store the end of dispatch %1 in %2: the dispatch is no longer there.")
                                   .arg(id)
                                   .arg(QDir::toNativeSeparators(m_project.path())));
        const std::optional<qint64> candidateId =
            row.value(0).isNull() ? std::nullopt : std::optional(row.value(0).toLongLong());
        // Only a complete bench stream is a run the importer accepts; a cut one stays raw in dispatch_run. A plan's
        // benchmarks during a fault and after its revert measure the fault, not the fabric as offered: they stay raw
        // too, so they never count as the candidate's ordinary runs (Compare, acceptance rate, report); so do an
        // isolate step's runs on parts of the node set, which look for a bad node rather than measure the offer.
        const QString phase = row.value(2).toString();
        const bool underFault =
            !row.value(1).isNull() && (phase == QLatin1String("during") || phase == QLatin1String("recovery") ||
                                       phase.startsWith(QLatin1String("isolate_")));
        QVariant benchmarkRunId;
        QString message = r.message;
        if (r.status == DispatchResult::Status::Complete && r.subcommand == QLatin1String("bench") && !underFault) {
            QByteArray stream = r.stream;
            QBuffer buffer(&stream);
            buffer.open(QIODevice::ReadOnly);
            const QString fileName = runName(r.destination, r.startedAt);
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
        // The start event carries the agent's own account of its version and libraries.
        const AgentEvent start = AgentStreamReader::first(r.stream, AgentEvent::Type::Start);
        m_project.query(
            QStringLiteral("UPDATE dispatch_run SET status = ?, message = ?, launcher = ?, destination = ?, "
                           "command = ?, hosts = ?, source_hash = ?, build_cached = ?, agent_version = ?, "
                           "versions = ?, facts = ?, stream = ?, error_tail = ?, exit_status = ?, "
                           "started_at = ?, finished_at = ?, benchmark_run_id = ?, subcommand = ?, slurm_job_id = ? "
                           "WHERE id = ?"),
            {storageKey(r.status),
             text(message),
             text(r.launcher),
             text(r.destination),
             text(r.command),
             hostsJson(r.hosts),
             text(r.sourceHash),
             r.buildCached ? 1 : 0,
             text(start.string(base::protocol::field::kAgentVersion)),
             versionsJson(start),
             r.facts.isNull() ? QByteArray("") : r.facts,
             r.stream.isNull() ? QByteArray("") : r.stream,
             text(r.errorTail),
             r.exitStatus,
             r.startedAt.toString(Qt::ISODateWithMs),
             (r.finishedAt.isValid() ? r.finishedAt : QDateTime::currentDateTimeUtc()).toString(Qt::ISODateWithMs),
             benchmarkRunId,
             r.subcommand,
             r.slurmJobId ? QVariant(*r.slurmJobId) : QVariant(),
             id});
        // The whole stream is in the row now: the chunks it was stored in as it ran are not needed any more.
        m_project.query(QStringLiteral("DELETE FROM dispatch_stream_chunk WHERE dispatch_run_id = ?"), {id});
    });
}

QList<StoredDispatch> DispatchRunRepository::all() const
{
    return select(QStringLiteral(""), {});
}

std::optional<StoredDispatch> DispatchRunRepository::last() const
{
    const QList<StoredDispatch> found =
        select(QStringLiteral("WHERE id = (SELECT MAX(id) FROM dispatch_run WHERE plan_run_id IS NULL)"), {});
    if (found.isEmpty())
        return std::nullopt;
    return found.constFirst();
}

std::optional<StoredDispatch> DispatchRunRepository::ofBenchmarkRun(qint64 runId) const
{
    const QList<StoredDispatch> found = select(QStringLiteral("WHERE benchmark_run_id = ?"), {runId});
    if (found.isEmpty())
        return std::nullopt;
    return found.constFirst();
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
                       "started_at, finished_at, benchmark_run_id, subcommand, plan_run_id, plan_step, plan_phase, "
                       "EXISTS (SELECT 1 FROM dispatch_stream_chunk c WHERE c.dispatch_run_id = dispatch_run.id), "
                       "slurm_job_id, measured_on FROM dispatch_run %1 ORDER BY id")
            .arg(where),
        values);
    QList<StoredDispatch> result;
    QList<qsizetype> unfinished;
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
        // begin() leaves finished_at empty, and only finish() fills it.
        d.ended = !q.value(18).toString().isEmpty();
        if (q.value(24).toBool())
            unfinished << result.size();
        if (!q.value(25).isNull())
            r.slurmJobId = q.value(25).toLongLong();
        r.measuredOn = measuredOnFromKey(q.value(26).toString()).value_or(MeasuredOn::Cluster);
        result.append(d);
    }
    // A dispatch that never ended: its stream is the batches that were committed as it ran (after what the row
    // holds), and its agent version is read from them as finish() would have.
    for (const qsizetype index : unfinished) {
        StoredDispatch& d = result[index];
        QSqlQuery chunks = m_project.query(
            QStringLiteral("SELECT data FROM dispatch_stream_chunk WHERE dispatch_run_id = ? ORDER BY id"), {d.id});
        while (chunks.next())
            d.result.stream += chunks.value(0).toByteArray();
        // A bench that described its hosts in its own launch: the facts are the stream's first lines.
        if (d.result.facts.isEmpty())
            d.result.facts = AgentStreamReader::leadingFacts(d.result.stream);
        if (d.agentVersion.isEmpty()) {
            const AgentEvent start = AgentStreamReader::first(d.result.stream, AgentEvent::Type::Start);
            d.agentVersion = start.string(base::protocol::field::kAgentVersion);
            d.versions = versionsJson(start);
        }
    }
    return result;
}

int StoredDispatch::sizeResults() const
{
    AgentStreamReader reader(result.stream);
    int count = 0;
    for (AgentEvent event; reader.next(event);)
        count += event.is(AgentEvent::Type::SizeResult) ? 1 : 0;
    return count;
}

} // namespace fw::core
