// SPDX-License-Identifier: Apache-2.0
#include "storage/benchmarkrunrepository.h"

#include "storage/bomrepository.h"
#include "storage/duplicateimporterror.h"
#include "storage/memoryheadroom.h"
#include "storage/projectfile.h"
#include "storage/sqliterows.h"
#include "storage/storageerror.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlQuery>
#include <condition_variable>
#include <deque>
#include <exception>
#include <iterator>
#include <mutex>
#include <sqlite3.h>
#include <thread>
#include <vector>

namespace fw::core {

namespace {

// Qt binds an invalid QVariant as SQL NULL: the columns keep "not reported" apart from zero.
QVariant real(double value)
{
    return isKnown(value) ? QVariant(value) : QVariant();
}

double realOrUnknown(const QVariant& value)
{
    return value.isNull() ? kUnknown : value.toDouble();
}

template <typename T> QVariant optional(const std::optional<T>& value)
{
    return value ? QVariant::fromValue(*value) : QVariant();
}

QString text(const QString& value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

// How a frozen BOM names its run.
QString frozenBomLabel(const QString& tool, const QString& testName, const QString& fileName)
{
    return QStringLiteral("%1 %2 (%3)").arg(tool, testName, fileName);
}

const QString kRunColumns = QStringLiteral(
    "id, candidate_id, source, tool, tool_version, test_name, backend, ranks, nodes, parameters, started_at, notes, "
    "correctness, out_of_bounds, avg_busbw_gbs, avg_busbw_passed, result_count, size_count, min_bytes, max_bytes, "
    "sha256, part, file_name, file_size, format, parser_version, imported_at, bom_fingerprint, label, skipped_rows, "
    "failure, EXISTS (SELECT 1 FROM dispatch_run d WHERE d.benchmark_run_id = benchmark_run.id AND "
    "d.measured_on = 'this_computer')");

QString skippedRowsText(const QList<SkippedRow>& rows)
{
    if (rows.isEmpty())
        return {};
    QJsonArray array;
    for (const SkippedRow& row : rows)
        array.append(QJsonObject{{QStringLiteral("line"), row.line}, {QStringLiteral("reason"), row.reason}});
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

QString failureText(const std::optional<RunFailure>& failure)
{
    if (!failure)
        return {};
    QJsonObject object{{QStringLiteral("error"), failure->error},
                       {QStringLiteral("node"), failure->node},
                       {QStringLiteral("line"), failure->line},
                       {QStringLiteral("during"), failure->during}};
    if (failure->bytes)
        object.insert(QStringLiteral("bytes"), *failure->bytes);
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

std::optional<RunFailure> failureFromText(const QString& text)
{
    if (text.isEmpty())
        return std::nullopt;
    const QJsonObject object = QJsonDocument::fromJson(text.toUtf8()).object();
    RunFailure failure{.error = object.value(QLatin1String("error")).toString(),
                       .node = object.value(QLatin1String("node")).toString(),
                       .line = object.value(QLatin1String("line")).toInteger(),
                       .during = object.value(QLatin1String("during")).toBool()};
    if (object.contains(QLatin1String("bytes")))
        failure.bytes = object.value(QLatin1String("bytes")).toInteger();
    return failure;
}

BenchmarkRun runFromRow(const QSqlQuery& q)
{
    BenchmarkRun run;
    run.id = q.value(0).toLongLong();
    if (!q.value(1).isNull())
        run.candidateId = q.value(1).toLongLong();
    // The schema's CHECK constraints guarantee known keys.
    run.source = runSourceFromKey(q.value(2).toString()).value_or(RunSource::VendorClaim);
    run.tool = q.value(3).toString();
    run.toolVersion = q.value(4).toString();
    run.testName = q.value(5).toString();
    run.backend = q.value(6).toString();
    if (!q.value(7).isNull())
        run.ranks = q.value(7).toInt();
    if (!q.value(8).isNull())
        run.nodes = q.value(8).toInt();
    run.parameters = q.value(9).toString();
    run.startedAt = q.value(10).toString();
    run.notes = q.value(11).toString();
    run.summary.correctness = correctnessFromKey(q.value(12).toString()).value_or(Correctness::Unverified);
    if (!q.value(13).isNull())
        run.outOfBounds = q.value(13).toLongLong();
    run.avgBusbwGBs = realOrUnknown(q.value(14));
    if (!q.value(15).isNull())
        run.avgBusbwPassed = q.value(15).toBool();
    run.summary.resultCount = q.value(16).toInt();
    run.summary.sizeCount = q.value(17).toInt();
    run.summary.minBytes = q.value(18).toLongLong();
    run.summary.maxBytes = q.value(19).toLongLong();
    run.provenance.sha256 = q.value(20).toString();
    run.provenance.part = q.value(21).toInt();
    run.provenance.fileName = q.value(22).toString();
    run.provenance.fileSize = q.value(23).toLongLong();
    run.provenance.format = importFormatFromKey(q.value(24).toString()).value_or(ImportFormat::Csv);
    run.provenance.parserVersion = q.value(25).toString();
    run.provenance.importedAt = QDateTime::fromString(q.value(26).toString(), Qt::ISODateWithMs);
    run.bomFingerprint = q.value(27).toString();
    run.label = q.value(28).toString();
    const QJsonArray skipped = QJsonDocument::fromJson(q.value(29).toString().toUtf8()).array();
    for (const QJsonValue& value : skipped) {
        const QJsonObject row = value.toObject();
        run.skippedRows << SkippedRow{row.value(QLatin1String("line")).toInteger(),
                                      row.value(QLatin1String("reason")).toString()};
    }
    run.failure = failureFromText(q.value(30).toString());
    // The dispatch it came from ran on this computer (DispatchRunRepository keeps where).
    run.measuredOn = q.value(31).toBool() ? MeasuredOn::ThisComputer : MeasuredOn::Cluster;
    return run;
}

// The UTF-8 of a text column that repeats from row to row ("float", "sum", a host's name), kept while unchanged.
struct Utf8Cache
{
    QString text;
    QByteArray utf8;
    const QByteArray& of(const QString& value)
    {
        if (value != text) {
            text = value;
            utf8 = value.toUtf8();
        }
        return utf8;
    }
};

// Binds text to a NOT NULL column: a null pointer would bind SQL NULL, and empty is what the columns mean.
void bindText(sqlite3_stmt* statement, int index, const QByteArray& utf8)
{
    sqlite3_bind_text(statement, index, utf8.isNull() ? "" : utf8.constData(), int(utf8.size()), SQLITE_STATIC);
}

// Steps a bound statement once and resets it for the next row.
void stepStatement(const ProjectFile& project, sqlite3* db, sqlite3_stmt* statement)
{
    const int stepped = sqlite3_step(statement);
    sqlite3_reset(statement);
    if (stepped != SQLITE_DONE)
        throw project.error(QString::fromUtf8(sqlite3_errmsg(db)));
}

// The ranks' placements, one row per rank (32,768 of them in the largest runs of docs/performance.md), bound and
// stepped like the result rows: through QSqlQuery, a QVariant per value and a statement per row cost more than the
// rest of storing such a run's start.
class RankStatement
{
public:
    explicit RankStatement(const ProjectFile& project)
        : m_project(project), m_db(project.sqliteHandle()),
          m_statement(
              sqliterows::prepare(project,
                                  "INSERT OR REPLACE INTO benchmark_rank (run_id, rank, host, device, gpu_name) "
                                  "VALUES (?, ?, ?, ?, ?)",
                                  SQLITE_PREPARE_PERSISTENT))
    {}
    ~RankStatement() { sqlite3_finalize(m_statement); }
    RankStatement(const RankStatement&) = delete;
    RankStatement& operator=(const RankStatement&) = delete;

    void insert(qint64 runId, const RankPlacement& p)
    {
        sqlite3_bind_int64(m_statement, 1, runId);
        sqlite3_bind_int64(m_statement, 2, p.rank);
        bindText(m_statement, 3, m_host.of(p.host));
        bindText(m_statement, 4, m_device.of(p.device));
        bindText(m_statement, 5, m_gpuName.of(p.gpuName));
        stepStatement(m_project, m_db, m_statement);
    }

private:
    const ProjectFile& m_project;
    sqlite3* m_db;
    sqlite3_stmt* m_statement;
    Utf8Cache m_host;
    Utf8Cache m_device;
    Utf8Cache m_gpuName;
};

// The insert of result rows, through SQLite's own API: prepared once per import, each row bound and stepped with
// no conversion beyond its text columns (Qt's binding built a name and a QVariant per value, which cost more than
// the insert).
class ResultStatement
{
public:
    explicit ResultStatement(const ProjectFile& project) : m_project(project), m_db(project.sqliteHandle())
    {
        static const char sql[] =
            "INSERT INTO benchmark_result (run_id, ordinal, bytes, count, type, redop, root, in_place, cycle, "
            "iterations, time_avg_us, time_min_us, time_max_us, p50_us, p95_us, p99_us, p999_us, stdev_us, "
            "algbw_gbs, busbw_gbs, cpu_time, wrong, max_error, check_passed, timestamp, p99_ci_low_us, "
            "p99_ci_high_us, p99_ci_confidence, p99_ci_converged, iteration_samples, rank_samples, rank_quantiles, "
            "rank_sketches, raw_ranks, raw_rank_samples, node_quantiles, rank_buckets) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
            "?, ?, ?, ?, ?)";
        m_statement = sqliterows::prepare(m_project, sql, SQLITE_PREPARE_PERSISTENT);
    }
    ~ResultStatement() { sqlite3_finalize(m_statement); }
    ResultStatement(const ResultStatement&) = delete;
    ResultStatement& operator=(const ResultStatement&) = delete;

    void insert(qint64 runId, qint64 ordinal, const SizeResult& r)
    {
        sqlite3_stmt* s = m_statement;
        int i = 0;
        const auto bindInteger = [&](qint64 value) { sqlite3_bind_int64(s, ++i, value); };
        const auto bindNull = [&] { sqlite3_bind_null(s, ++i); };
        const auto bindReal = [&](double value) {
            if (isKnown(value))
                sqlite3_bind_double(s, ++i, value);
            else
                bindNull();
        };
        const auto bindUtf8 = [&](const QByteArray& utf8) { bindText(s, ++i, utf8); };
        const auto bindBlob = [&](const QByteArray& value) {
            if (value.isEmpty())
                bindNull();
            else
                sqlite3_bind_blob64(s, ++i, value.constData(), sqlite3_uint64(value.size()), SQLITE_STATIC);
        };
        const QByteArray timestamp = r.timestamp.toUtf8();
        bindInteger(runId);
        bindInteger(ordinal);
        bindInteger(r.bytes);
        r.count >= 0 ? bindInteger(r.count) : bindNull();
        bindUtf8(m_type.of(r.type));
        bindUtf8(m_redop.of(r.redop));
        r.root ? bindInteger(*r.root) : bindNull();
        bindInteger(r.inPlace ? 1 : 0);
        bindInteger(r.cycle);
        bindInteger(r.iterations);
        bindReal(r.timeAvgUs);
        bindReal(r.timeMinUs);
        bindReal(r.timeMaxUs);
        bindReal(r.p50Us);
        bindReal(r.p95Us);
        bindReal(r.p99Us);
        bindReal(r.p999Us);
        bindReal(r.stdevUs);
        bindReal(r.algbwGBs);
        bindReal(r.busbwGBs);
        bindInteger(r.cpuTime ? 1 : 0);
        r.wrong ? bindInteger(*r.wrong) : bindNull();
        bindReal(r.maxError);
        r.checkPassed ? bindInteger(*r.checkPassed ? 1 : 0) : bindNull();
        bindUtf8(timestamp);
        if (r.p99Interval) {
            bindReal(r.p99Interval->lowUs);
            bindReal(r.p99Interval->highUs);
            sqlite3_bind_double(s, ++i, r.p99Interval->confidence);
            bindInteger(r.p99Interval->converged ? 1 : 0);
        } else {
            bindNull();
            bindNull();
            bindNull();
            bindNull();
        }
        bindBlob(r.iterationSamples);
        bindBlob(r.rankSamples);
        bindBlob(r.rankQuantiles);
        bindBlob(r.rankSketches);
        bindBlob(r.rawRanks);
        bindBlob(r.rawRankSamples);
        bindBlob(r.nodeQuantiles);
        bindBlob(r.rankBuckets);
        stepStatement(m_project, m_db, s);
    }

private:
    const ProjectFile& m_project;
    sqlite3* m_db;
    sqlite3_stmt* m_statement = nullptr;
    Utf8Cache m_type;
    Utf8Cache m_redop;
};

} // namespace

QList<BenchmarkRun> BenchmarkRunRepository::list() const
{
    QSqlQuery q = m_project.query(
        QStringLiteral("SELECT %1 FROM benchmark_run ORDER BY imported_at DESC, id DESC").arg(kRunColumns));
    QList<BenchmarkRun> runs;
    while (q.next())
        runs << runFromRow(q);
    return runs;
}

QList<RankPlacement> BenchmarkRunRepository::placements(qint64 runId) const
{
    // Through SQLite's own API (Qt's query made a QVariant of each of 524,288 values at 131,072 ranks).
    sqlite3_stmt* statement = sqliterows::prepare(
        m_project, "SELECT rank, host, device, gpu_name FROM benchmark_rank WHERE run_id = ? ORDER BY rank");
    sqlite3_bind_int64(statement, 1, runId);
    sqliterows::RepeatedText host, device, gpu;
    QList<RankPlacement> result;
    sqliterows::forEachRow(m_project, statement, [&] {
        result << RankPlacement{sqlite3_column_int(statement, 0), host.read(statement, 1), device.read(statement, 2),
                                gpu.read(statement, 3)};
    });
    return result;
}

BenchmarkRun BenchmarkRunRepository::load(qint64 id, bool withSamples) const
{
    QSqlQuery q = m_project.query(QStringLiteral("SELECT %1 FROM benchmark_run WHERE id = ?").arg(kRunColumns), {id});
    if (!q.next())
        throw StorageError(tr("Benchmark run %1 no longer exists in %2.").arg(id).arg(m_project.path()));
    BenchmarkRun run = runFromRow(q);

    run.placements = placements(id);

    // The sample BLOBs are the last columns, so SQLite reads their overflow pages only when they are asked for.
    QSqlQuery rows = m_project.query(
        QStringLiteral("SELECT bytes, count, type, redop, root, in_place, cycle, iterations, time_avg_us, "
                       "time_min_us, time_max_us, p50_us, p95_us, p99_us, p999_us, stdev_us, algbw_gbs, busbw_gbs, "
                       "cpu_time, wrong, max_error, check_passed, timestamp, p99_ci_low_us, p99_ci_high_us, "
                       "p99_ci_confidence, p99_ci_converged%1 "
                       "FROM benchmark_result WHERE run_id = ? ORDER BY ordinal")
            .arg(withSamples ? QStringLiteral(", iteration_samples, rank_samples, rank_quantiles, rank_sketches, "
                                              "raw_ranks, raw_rank_samples, node_quantiles, rank_buckets")
                             : QString()),
        {id});
    while (rows.next()) {
        SizeResult r;
        r.bytes = rows.value(0).toLongLong();
        r.count = rows.value(1).isNull() ? -1 : rows.value(1).toLongLong();
        r.type = rows.value(2).toString();
        r.redop = rows.value(3).toString();
        if (!rows.value(4).isNull())
            r.root = rows.value(4).toInt();
        r.inPlace = rows.value(5).toBool();
        r.cycle = rows.value(6).toInt();
        r.iterations = rows.value(7).toInt();
        r.timeAvgUs = realOrUnknown(rows.value(8));
        r.timeMinUs = realOrUnknown(rows.value(9));
        r.timeMaxUs = realOrUnknown(rows.value(10));
        r.p50Us = realOrUnknown(rows.value(11));
        r.p95Us = realOrUnknown(rows.value(12));
        r.p99Us = realOrUnknown(rows.value(13));
        r.p999Us = realOrUnknown(rows.value(14));
        r.stdevUs = realOrUnknown(rows.value(15));
        r.algbwGBs = realOrUnknown(rows.value(16));
        r.busbwGBs = realOrUnknown(rows.value(17));
        r.cpuTime = rows.value(18).toBool();
        if (!rows.value(19).isNull())
            r.wrong = rows.value(19).toLongLong();
        r.maxError = realOrUnknown(rows.value(20));
        if (!rows.value(21).isNull())
            r.checkPassed = rows.value(21).toBool();
        r.timestamp = rows.value(22).toString();
        if (!rows.value(25).isNull()) {
            r.p99Interval = P99Interval{.lowUs = realOrUnknown(rows.value(23)),
                                        .highUs = realOrUnknown(rows.value(24)),
                                        .confidence = rows.value(25).toDouble(),
                                        .converged = rows.value(26).toBool()};
        }
        if (withSamples) {
            r.iterationSamples = rows.value(27).toByteArray();
            r.rankSamples = rows.value(28).toByteArray();
            r.rankQuantiles = rows.value(29).toByteArray();
            r.rankSketches = rows.value(30).toByteArray();
            r.rawRanks = rows.value(31).toByteArray();
            r.rawRankSamples = rows.value(32).toByteArray();
            r.nodeQuantiles = rows.value(33).toByteArray();
            r.rankBuckets = rows.value(34).toByteArray();
        }
        run.results << r;
    }
    return run;
}

std::optional<qint64> BenchmarkRunRepository::findBySha256(const QString& sha256) const
{
    const QVariant id = m_project.scalar(
        QStringLiteral("SELECT id FROM benchmark_run WHERE sha256 = ? ORDER BY part LIMIT 1"), {sha256});
    return id.isNull() ? std::nullopt : std::optional<qint64>(id.toLongLong());
}

// One import's writes: the result rows go in with one statement prepared once and bound per row (preparing it per
// row cost more than the insert itself; ResultStatement), first as the parser hands them on, inside the import's
// transaction, then the runs and the rows each run still holds. A run whose rows arrive before it is known gets its id
// when its first rows do; the foreign key from rows to run is checked at commit (defer_foreign_keys), when the run is
// there.
class BenchmarkRunRepository::Store : public ResultSink
{
public:
    explicit Store(ProjectFile& project)
        : m_project(project), m_result(project), m_rank(project),
          m_nextId(project.scalar(QStringLiteral("SELECT coalesce(max(id), 0) + 1 FROM benchmark_run")).toLongLong())
    {}
    ~Store() { joinWriter(); }
    Store(const Store&) = delete;
    Store& operator=(const Store&) = delete;

    // Chunks of rows are inserted by a second thread while this one parses on: storing costs about as much as
    // parsing, and the two overlap on two cores. The connection is used by that thread alone until it is joined
    // (store(), or the destructor when the import fails); at most two chunks wait, so memory stays bounded.
    void take(BenchmarkRun& run, qsizetype count) override
    {
        if (run.id == 0 || !m_reserved.contains(run.id)) {
            run.id = nextId();
            m_reserved.insert(run.id);
        }
        // Running short of address space is refused before anything is built: a QList built whole from a range does
        // not report a failed allocation (it wrote through the null it got).
        requireAddressSpace();
        // Moved out: the caller drops these rows next, and reads only their plain fields before (RowOutput). A
        // std::vector throws std::bad_alloc when it cannot allocate.
        Chunk chunk{run.id, run.handedOn.count,
                    std::vector<SizeResult>(std::make_move_iterator(run.results.begin()),
                                            std::make_move_iterator(run.results.begin() + count))};
        std::unique_lock lock(m_mutex);
        if (!m_writer.joinable())
            m_writer = std::thread([this] { write(); });
        m_changed.wait(lock, [this] { return m_queue.size() < 2 || m_error; });
        if (m_error) {
            lock.unlock();
            joinWriter();
            std::rethrow_exception(m_error); // what the writer ran into
        }
        m_queue.push_back(std::move(chunk));
        m_changed.notify_all();
    }

    // Stores the runs, with ids for those that have none from this import yet, and the rows they still hold.
    QList<qint64> store(QList<BenchmarkRun>& runs, BenchmarkRunRepository& repository)
    {
        finishWriter();
        if (const auto existing =
                runs.isEmpty() ? std::nullopt : repository.findBySha256(runs.constFirst().provenance.sha256)) {
            // Checked inside the transaction, so two imports of one file cannot both pass.
            QSqlQuery first = m_project.query(
                QStringLiteral("SELECT file_name, imported_at FROM benchmark_run WHERE id = ?"), {*existing});
            first.next();
            const QDateTime importedAt = QDateTime::fromString(first.value(1).toString(), Qt::ISODateWithMs);
            throw DuplicateImportError(tr("%1 was already imported on %2 as \"%3\" (run %4); importing the "
                                          "same bytes twice is refused.")
                                           .arg(runs.constFirst().provenance.fileName,
                                                importedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                                                first.value(0).toString())
                                           .arg(*existing),
                                       *existing);
        }
        QList<qint64> ids;
        QSet<qint64> unused = m_reserved;
        for (BenchmarkRun& run : runs) {
            const BenchmarkRun::Summary summary = run.summarize();
            if (summary.resultCount == 0 && !run.failure) // a failed attempt may have failed before its first size
                throw StorageError(tr("A benchmark run without result rows cannot be stored."));
            if (!unused.remove(run.id))
                run.id = nextId();
            insertRun(run, summary);
            for (const RankPlacement& p : std::as_const(run.placements))
                m_rank.insert(run.id, p);
            for (qsizetype i = 0; i < run.results.size(); ++i)
                m_result.insert(run.id, run.handedOn.count + i, run.results.at(i));
            // A run of a candidate freezes that candidate's declared BOM with it, so a later BOM change shows
            // the run as stale (the BOM-drift check) instead of silently re-labelling old evidence.
            if (run.candidateId && run.bomFingerprint.isEmpty()) {
                BomRepository(m_project).recordSnapshot(
                    run.id, *run.candidateId, frozenBomLabel(run.tool, run.testName, run.provenance.fileName));
            }
            ids << run.id;
        }
        // Rows handed on for a run the parser dropped after all (never the case today) go with it.
        for (const qint64 id : std::as_const(unused))
            m_project.query(QStringLiteral("DELETE FROM benchmark_result WHERE run_id = ?"), {id});
        return ids;
    }

private:
    struct Chunk
    {
        qint64 runId = 0;
        qint64 firstOrdinal = 0;
        std::vector<SizeResult> rows;
    };

    void write()
    {
        try {
            for (;;) {
                Chunk chunk;
                {
                    std::unique_lock lock(m_mutex);
                    m_changed.wait(lock, [this] { return !m_queue.empty() || m_finish || m_abandon; });
                    if (m_abandon || m_queue.empty())
                        return;
                    chunk = std::move(m_queue.front());
                    m_queue.pop_front();
                }
                m_changed.notify_all();
                for (std::size_t i = 0; i < chunk.rows.size(); ++i)
                    m_result.insert(chunk.runId, chunk.firstOrdinal + qint64(i), chunk.rows[i]);
            }
        } catch (...) {
            const std::lock_guard lock(m_mutex);
            m_error = std::current_exception();
        }
        m_changed.notify_all();
    }
    // Waits until every queued chunk is stored; throws what the writer ran into.
    void finishWriter()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_finish = true;
        }
        joinWriter();
        if (m_error)
            std::rethrow_exception(m_error);
    }
    // Joins the writer: it stores what is queued when finishing, and stops after its current chunk otherwise (the
    // import failed, and the transaction is rolled back once it has stopped).
    void joinWriter() noexcept
    {
        {
            const std::lock_guard lock(m_mutex);
            if (!m_finish)
                m_abandon = true;
        }
        m_changed.notify_all();
        if (m_writer.joinable())
            m_writer.join();
    }

    // Ids are given here rather than by SQLite, so that rows can be stored before their run; inside the
    // transaction nobody else writes, so the next free id stays free.
    qint64 nextId() { return m_nextId++; }

    void insertRun(const BenchmarkRun& run, const BenchmarkRun::Summary& summary)
    {
        m_project.query(
            QStringLiteral("INSERT INTO benchmark_run (id, candidate_id, source, tool, tool_version, test_name, "
                           "backend, ranks, nodes, parameters, started_at, notes, correctness, out_of_bounds, "
                           "avg_busbw_gbs, avg_busbw_passed, result_count, size_count, min_bytes, max_bytes, "
                           "sha256, part, file_name, file_size, format, parser_version, imported_at, "
                           "bom_fingerprint, label, skipped_rows, failure) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                           "?, ?, ?, ?)"),
            {run.id,
             optional(run.candidateId),
             storageKey(run.source),
             text(run.tool),
             text(run.toolVersion),
             text(run.testName),
             text(run.backend),
             optional(run.ranks),
             optional(run.nodes),
             run.parameters.isEmpty() ? QStringLiteral("{}") : run.parameters,
             text(run.startedAt),
             text(run.notes),
             storageKey(summary.correctness),
             optional(run.outOfBounds),
             real(run.avgBusbwGBs),
             run.avgBusbwPassed ? QVariant(*run.avgBusbwPassed ? 1 : 0) : QVariant(),
             summary.resultCount,
             summary.sizeCount,
             summary.minBytes,
             summary.maxBytes,
             run.provenance.sha256,
             run.provenance.part,
             text(run.provenance.fileName),
             run.provenance.fileSize,
             storageKey(run.provenance.format),
             text(run.provenance.parserVersion),
             run.provenance.importedAt.toUTC().toString(Qt::ISODateWithMs),
             run.bomFingerprint.isEmpty() ? QVariant() : QVariant(run.bomFingerprint),
             text(run.label),
             text(skippedRowsText(run.skippedRows)),
             text(failureText(run.failure))});
    }

    ProjectFile& m_project;
    ResultStatement m_result;
    RankStatement m_rank;
    QSet<qint64> m_reserved; // ids given to runs whose rows were handed on
    qint64 m_nextId;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Chunk> m_queue;
    bool m_finish = false;  // store what is queued, then end
    bool m_abandon = false; // end now: the import failed
    std::exception_ptr m_error;
    std::thread m_writer; // last: joined before the members above go
};

QList<qint64> BenchmarkRunRepository::add(const QList<BenchmarkRun>& runs)
{
    QList<qint64> ids;
    m_project.write([&] {
        QList<BenchmarkRun> copy = runs;
        for (BenchmarkRun& run : copy)
            run.id = 0; // new runs, whatever they were before
        Store store(m_project);
        ids = store.store(copy, *this);
    });
    return ids;
}

QList<BenchmarkRun> BenchmarkRunRepository::import(const std::function<QList<BenchmarkRun>(ResultSink&)>& read,
                                                   const std::function<void(BenchmarkRun&)>& prepare)
{
    QList<BenchmarkRun> runs;
    requireAddressSpace(); // refused before anything is read when memory is already short
    m_project.write([&] {
        m_project.query(QStringLiteral("PRAGMA defer_foreign_keys = ON"));
        Store store(m_project);
        runs = read(store);
        for (BenchmarkRun& run : runs) {
            if (prepare)
                prepare(run);
        }
        store.store(runs, *this);
        // Every run is in now; inside an outer write, its other parts go back to checking at once.
        m_project.query(QStringLiteral("PRAGMA defer_foreign_keys = OFF"));
    });
    for (BenchmarkRun& run : runs) {
        run.summary = run.summarize();
        run.results.clear(); // stored; a caller that needs them loads the run
    }
    return runs;
}

RunEditUndo BenchmarkRunRepository::before(const QList<qint64>& ids) const
{
    RunEditUndo undo;
    for (const qint64 id : ids) {
        QSqlQuery q = m_project.query(QStringLiteral("SELECT candidate_id, source, label, notes, bom_fingerprint "
                                                     "FROM benchmark_run WHERE id = ?"),
                                      {id});
        if (!q.next())
            throw StorageError(
                tr("There is no benchmark run %1 in %2.").arg(id).arg(QDir::toNativeSeparators(m_project.path())));
        RunEditUndo::Fields fields;
        fields.id = id;
        if (!q.value(0).isNull())
            fields.candidateId = q.value(0).toLongLong();
        fields.source = runSourceFromKey(q.value(1).toString()).value_or(RunSource::VendorClaim);
        fields.label = q.value(2).toString();
        fields.notes = q.value(3).toString();
        fields.bomFingerprint = q.value(4).toString();
        undo.runs << fields;
        undo.bomSnapshots.append(
            DeleteSnapshot::of(m_project, QStringLiteral("bom_snapshot"), QStringLiteral("run_id"), id));
    }
    return undo;
}

DeleteSnapshot BenchmarkRunRepository::remove(const QList<qint64>& ids)
{
    DeleteSnapshot removed;
    m_project.write([&] {
        before(ids); // every id exists, or nothing is deleted
        for (const qint64 id : ids) {
            // The frozen BOM names the run without a foreign key; the snapshot keeps it. An answer's links to the run
            // go with it through their foreign key, and come back with it.
            removed.append(DeleteSnapshot::of(m_project, QStringLiteral("benchmark_run"), QStringLiteral("id"), id));
            removed.append(DeleteSnapshot::of(m_project, QStringLiteral("bom_snapshot"), QStringLiteral("run_id"), id));
            m_project.query(QStringLiteral("DELETE FROM bom_snapshot WHERE run_id = ?"), {id});
            m_project.query(QStringLiteral("DELETE FROM benchmark_run WHERE id = ?"), {id});
        }
    });
    return removed;
}

void BenchmarkRunRepository::restore(const DeleteSnapshot& removed)
{
    m_project.write([&] { removed.restore(m_project); });
}

RunEditUndo BenchmarkRunRepository::move(const QList<qint64>& ids, std::optional<qint64> candidateId)
{
    RunEditUndo undo;
    m_project.write([&] {
        undo = before(ids);
        if (candidateId &&
            m_project.scalar(QStringLiteral("SELECT count(*) FROM candidate WHERE id = ?"), {*candidateId}).toInt() ==
                0)
            throw StorageError(tr("There is no candidate %1 in %2.")
                                   .arg(*candidateId)
                                   .arg(QDir::toNativeSeparators(m_project.path())));
        for (const RunEditUndo::Fields& run : std::as_const(undo.runs)) {
            if (run.candidateId == candidateId)
                continue;
            m_project.query(QStringLiteral("DELETE FROM bom_snapshot WHERE run_id = ?"), {run.id});
            m_project.query(QStringLiteral("UPDATE benchmark_run SET candidate_id = ?, bom_fingerprint = NULL "
                                           "WHERE id = ?"),
                            {candidateId ? QVariant(*candidateId) : QVariant(), run.id});
            if (candidateId) {
                QSqlQuery names = m_project.query(
                    QStringLiteral("SELECT tool, test_name, file_name FROM benchmark_run WHERE id = ?"), {run.id});
                names.next();
                BomRepository(m_project).recordSnapshot(
                    run.id, *candidateId,
                    frozenBomLabel(names.value(0).toString(), names.value(1).toString(), names.value(2).toString()));
            }
        }
    });
    return undo;
}

RunEditUndo BenchmarkRunRepository::edit(const QList<qint64>& ids, const RunChanges& changes)
{
    RunEditUndo undo;
    m_project.write([&] {
        undo = before(ids);
        for (const qint64 id : ids) {
            if (changes.source)
                m_project.query(QStringLiteral("UPDATE benchmark_run SET source = ? WHERE id = ?"),
                                {storageKey(*changes.source), id});
            if (changes.label)
                m_project.query(QStringLiteral("UPDATE benchmark_run SET label = ? WHERE id = ?"),
                                {text(*changes.label), id});
            if (changes.notes)
                m_project.query(QStringLiteral("UPDATE benchmark_run SET notes = ? WHERE id = ?"),
                                {text(*changes.notes), id});
        }
    });
    return undo;
}

void BenchmarkRunRepository::undo(const RunEditUndo& before)
{
    m_project.write([&] {
        for (const RunEditUndo::Fields& run : before.runs) {
            const QSqlQuery q = m_project.query(
                QStringLiteral("UPDATE benchmark_run SET candidate_id = ?, source = ?, label = ?, notes = ?, "
                               "bom_fingerprint = ? WHERE id = ?"),
                {run.candidateId ? QVariant(*run.candidateId) : QVariant(), storageKey(run.source), text(run.label),
                 text(run.notes), run.bomFingerprint.isEmpty() ? QVariant() : QVariant(run.bomFingerprint), run.id});
            if (q.numRowsAffected() != 1)
                throw StorageError(tr("There is no benchmark run %1 in %2.")
                                       .arg(run.id)
                                       .arg(QDir::toNativeSeparators(m_project.path())));
            m_project.query(QStringLiteral("DELETE FROM bom_snapshot WHERE run_id = ?"), {run.id});
        }
        before.bomSnapshots.restore(m_project);
    });
}

} // namespace fw::core
