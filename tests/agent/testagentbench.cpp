// SPDX-License-Identifier: Apache-2.0
#include "agentprocess.h"
#include "base/ranksummary.h"
#include "base/stats.h"
#include "benchrows.h"
#include "ingest/importer.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/comparequeries.h"
#include "storage/projectfile.h"

#include <QBuffer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>
#include <algorithm>
#include <cmath>
#include <numeric>
#include <span>

using namespace Qt::StringLiterals;
using benchrows::decodeBytes;
using benchrows::decodeFloats;
using benchrows::rowProblem;

// Runs the real agent under a real mpirun, with 1, 2 and 4 ranks on this machine, and reads its JSON Lines the way
// the workbench will.
class TestAgentBench : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyCollective_data();
    void everyCollective();
    void corruptionIsDetected_data();
    void corruptionIsDetected();
    void slowRankIsNamed();
    void adaptiveStopsAtSampleCap();
    void adaptiveStopsAtTimeCap();
    void adaptiveConverges();
    void sixtyFourRanksSummariseThemselves();
    void nodeDetailSummarisesNodes();
    void singleProcessWithoutLauncher();
    void factsComeOncePerHostBeforeStart();
    void badOptions_data();
    void badOptions();
    void ncclWithoutGpuFailsClearly();
    void lostRailLeavesAGivenNcclIbHcaAlone();
    void goldenStreamsMatchProtocol_data();
    void goldenStreamsMatchProtocol();
    void versionOneGoldenStreamsStayConsistent_data();
    void versionOneGoldenStreamsStayConsistent();

private:
    using Run = agenttest::Run;

    Run mpirun(int ranks, const QStringList& args, const QStringList& env = {}) const;
    static Run direct(const QStringList& args);
    static Run finish(QProcess& process);
    static Run parse(const QByteArray& out);
    static QString protocolProblem(const QList<QJsonObject>& events);
    static QSet<QString> keysOf(const QList<QJsonObject>& events);
    static Run readGolden(const QString& name);

    QString m_mpirun;
};

void TestAgentBench::initTestCase()
{
    m_mpirun = QStandardPaths::findExecutable(u"mpirun"_s);
    QVERIFY2(!m_mpirun.isEmpty(), "mpirun is not on PATH; install openmpi-bin (packaging/install-deps.sh)");
}

TestAgentBench::Run TestAgentBench::mpirun(int ranks, const QStringList& args, const QStringList& env) const
{
    QProcess process;
    agenttest::startUnderMpirun(process, m_mpirun, QStringLiteral(FW_AGENT_PATH), ranks, QStringList{u"bench"_s} + args,
                                env);
    return finish(process);
}

TestAgentBench::Run TestAgentBench::direct(const QStringList& args)
{
    QProcess process;
    process.start(QStringLiteral(FW_AGENT_PATH), QStringList{u"bench"_s} + args);
    return finish(process);
}

TestAgentBench::Run TestAgentBench::finish(QProcess& process)
{
    Run run = agenttest::finish(process, 120000);
    if (run.problem.isEmpty())
        run.problem = protocolProblem(run.events);
    return run;
}

TestAgentBench::Run TestAgentBench::parse(const QByteArray& out)
{
    Run run = agenttest::parseLines(out);
    if (run.problem.isEmpty())
        run.problem = protocolProblem(run.events);
    return run;
}

// The stream's grammar (docs/agent-protocol.md): versioned events of known types, a start before any result,
// progress counting up, and exactly one end, last.
QString TestAgentBench::protocolProblem(const QList<QJsonObject>& events)
{
    static const QStringList kTypes{u"facts"_s,   u"start"_s, u"progress"_s, u"size_result"_s,
                                    u"warning"_s, u"end"_s,   u"error"_s};
    if (events.isEmpty())
        return u"no events"_s;
    bool started = false;
    qint64 lastIndex = 0;
    for (qsizetype i = 0; i < events.size(); ++i) {
        const QJsonObject& event = events[i];
        const QString type = event[u"type"_s].toString();
        if (event[u"v"_s].toInt() < 1 || event[u"v"_s].toInt() > 2 || !kTypes.contains(type))
            return u"event %1 has v=%2, type '%3'"_s.arg(i).arg(event[u"v"_s].toInt()).arg(type);
        if (type == u"end"_s && i + 1 != events.size())
            return u"end is not the last event"_s;
        if (type == u"start"_s) {
            if (started)
                return u"two start events"_s;
            started = true;
        }
        if ((type == u"progress"_s || type == u"size_result"_s) && !started)
            return u"%1 before start"_s.arg(type);
        if (type == u"facts"_s && i > 0 && events[i - 1][u"type"_s].toString() != u"facts"_s)
            return u"facts after another event"_s;
        if (type == u"progress"_s) {
            const qint64 index = event[u"index"_s].toInteger();
            if (index != lastIndex + 1 || index > event[u"total"_s].toInteger())
                return u"progress %1 after %2"_s.arg(index).arg(lastIndex);
            lastIndex = index;
        }
        if ((type == u"error"_s || type == u"warning"_s) && event[u"message"_s].toString().isEmpty())
            return u"%1 without a message"_s.arg(type);
    }
    const QJsonObject& end = events.last();
    if (end[u"type"_s].toString() != u"end"_s)
        return u"the last event is not end"_s;
    const QString status = end[u"status"_s].toString();
    if (status != u"ok"_s && status != u"failed"_s)
        return u"end has status '%1'"_s.arg(status);
    return {};
}

void TestAgentBench::everyCollective_data()
{
    QTest::addColumn<int>("ranks");
    QTest::addColumn<QString>("collective");
    for (const int ranks : {1, 2, 4})
        for (const QString& collective :
             {u"all_reduce"_s, u"all_gather"_s, u"reduce_scatter"_s, u"broadcast"_s, u"all_to_all"_s, u"send_recv"_s})
            QTest::addRow("%d %s", ranks, qPrintable(collective)) << ranks << collective;
}

void TestAgentBench::everyCollective()
{
    QFETCH(int, ranks);
    QFETCH(QString, collective);
    const Run run = mpirun(ranks, {u"--collective"_s, collective, u"-b"_s, u"64"_s, u"-e"_s, u"4K"_s, u"-f"_s, u"4"_s,
                                   u"-n"_s, u"5"_s, u"-w"_s, u"1"_s, u"-c"_s, u"2"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem + u"\n"_s + QString::fromUtf8(run.err)));
    QCOMPARE(run.exitCode, 0);

    const QJsonObject start = run.ofType(u"start"_s).value(0);
    QCOMPARE(start[u"ranks"_s].toInt(), ranks);
    QCOMPARE(start[u"nodes"_s].toInt(), 1);
    QCOMPARE(start[u"collective"_s].toString(), collective);
    QCOMPARE(start[u"backend"_s].toString(), u"mpi"_s);
    QCOMPARE(start[u"rank_hosts"_s].toArray().size(), ranks);
    QCOMPARE(start[u"rank_hosts"_s][0].toString(), QSysInfo::machineHostName());
    QVERIFY(start[u"versions"_s][u"mpi"_s].toString().contains(u"MPI"_s));
    QCOMPARE(start[u"iters"_s].toInt(), 5);
    QCOMPARE(start[u"step_factor"_s].toInt(), 4);

    // 64 B to 4 KiB by 4: four sizes, each out of place and in place.
    const QList<QJsonObject> progress = run.ofType(u"progress"_s);
    QCOMPARE(progress.size(), 4);
    QCOMPARE(progress.last()[u"bytes"_s].toInteger(), 4096);
    const QList<QJsonObject> rows = run.ofType(u"size_result"_s);
    QCOMPARE(rows.size(), 8);
    const bool chunked =
        collective == u"all_gather"_s || collective == u"reduce_scatter"_s || collective == u"all_to_all"_s;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QJsonObject& row = rows[i];
        const qint64 requested = progress[i / 2][u"bytes"_s].toInteger();
        // Chunked collectives round down to whole floats per rank.
        const qint64 expectedBytes = chunked ? requested / 4 / ranks * ranks * 4 : requested;
        QCOMPARE(row[u"bytes"_s].toInteger(), expectedBytes);
        QCOMPARE(row[u"in_place"_s].toBool(), i % 2 == 1);
        QCOMPARE(row[u"samples"_s].toInt(), 5);
        QCOMPARE(row[u"wrong"_s].toInt(-1), 0);
        QCOMPARE(row[u"p99_meaningful"_s].toBool(), false);
        const QString problem = rowProblem(start, row);
        QVERIFY2(problem.isEmpty(), qPrintable(u"row %1: "_s.arg(i) + problem));
    }
    const QJsonObject end = run.events.last();
    QCOMPARE(end[u"status"_s].toString(), u"ok"_s);
    QCOMPARE(end[u"wrong_total"_s].toInt(-1), 0);
}

void TestAgentBench::corruptionIsDetected_data()
{
    QTest::addColumn<QString>("collective");
    QTest::addColumn<int>("wrongPerCheck");
    // Rank 0 adds 1 to its first input element. 4 ranks, 1 KiB = 256 floats, 64 per rank's chunk.
    QTest::addRow("all_reduce") << u"all_reduce"_s << 4;         // element 0 of every rank's sum
    QTest::addRow("all_gather") << u"all_gather"_s << 4;         // rank 0's block on every rank
    QTest::addRow("reduce_scatter") << u"reduce_scatter"_s << 1; // only rank 0 owns element 0's sum
    QTest::addRow("broadcast") << u"broadcast"_s << 4;           // the root's data everywhere
    QTest::addRow("all_to_all") << u"all_to_all"_s << 1;         // rank 0's block for rank 0
    QTest::addRow("send_recv") << u"send_recv"_s << 1;           // what rank 1 receives
}

void TestAgentBench::corruptionIsDetected()
{
    QFETCH(QString, collective);
    QFETCH(int, wrongPerCheck);
    const Run run =
        mpirun(4, {u"--collective"_s, collective, u"-b"_s, u"1K"_s, u"-e"_s, u"1K"_s, u"-n"_s, u"3"_s, u"-c"_s, u"2"_s},
               {u"FW_AGENT_TEST_CORRUPT_RANK=0"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    QVERIFY(run.exitCode != 0);
    QCOMPARE(run.ofType(u"start"_s).value(0)[u"test_hooks"_s][u"corrupt_rank"_s].toInt(-1), 0);
    QVERIFY(!run.ofType(u"warning"_s).isEmpty());
    const QList<QJsonObject> rows = run.ofType(u"size_result"_s);
    QCOMPARE(rows.size(), 2);
    for (const QJsonObject& row : rows)
        QCOMPARE(row[u"wrong"_s].toInt(), 2 * wrongPerCheck);
    const QJsonObject end = run.events.last();
    QCOMPARE(end[u"status"_s].toString(), u"failed"_s);
    QCOMPARE(end[u"wrong_total"_s].toInt(), 4 * wrongPerCheck);
    QVERIFY(end[u"message"_s].toString().contains(u"wrong"_s));
}

void TestAgentBench::slowRankIsNamed()
{
    // Rank 2 sleeps 100 ms inside every timed iteration; the others take well under 1 ms on an idle machine. On two
    // cores under full load the others' medians can reach several ms and spread (one 0.2 ms, one 6 ms): with 20 ms
    // of delay, rank 2's robust z once fell below the cut-off of 3.5 and no outlier was named; 100 ms keeps it far
    // above it for any spread under some 20 ms.
    const Run run = mpirun(4, {u"-b"_s, u"1K"_s, u"-e"_s, u"1K"_s, u"-n"_s, u"10"_s},
                           {u"FW_AGENT_TEST_DELAY_RANK=2"_s, u"FW_AGENT_TEST_DELAY_US=100000"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    QCOMPARE(run.exitCode, 0);
    for (const QJsonObject& row : run.ofType(u"size_result"_s)) {
        const QJsonArray outliers = row[u"outliers"_s].toArray();
        QCOMPARE(outliers.size(), 1);
        QCOMPARE(outliers[0][u"rank"_s].toInt(), 2);
        QCOMPARE(outliers[0][u"host"_s].toString(), QSysInfo::machineHostName());
        QVERIFY(outliers[0][u"score"_s].toDouble() > 3.5);
        QVERIFY(outliers[0][u"p50_us"_s].toDouble() >= 100000);
        QCOMPARE(outliers[0][u"direction"_s].toString(), u"slow"_s);
        const QString reason = outliers[0][u"reason"_s].toString();
        QVERIFY2(reason.startsWith(u"rank 2 on host "_s + QSysInfo::machineHostName() +
                                   u" took much longer than the others"_s),
                 qPrintable(reason));
    }
}

void TestAgentBench::sixtyFourRanksSummariseThemselves()
{
    // 64 ranks oversubscribed on this machine, tiny sizes and few iterations: every rank's summary reaches the
    // stream, raw samples only for the two slowest (and any outlier), and the import stores all 64 summaries.
    const Run run = mpirun(64, {u"-b"_s, u"64"_s, u"-e"_s, u"256"_s, u"-f"_s, u"4"_s, u"-n"_s, u"5"_s, u"-w"_s, u"1"_s,
                                u"-c"_s, u"1"_s, u"--raw-ranks"_s, u"2"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem + u"\n"_s + QString::fromUtf8(run.err)));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject start = run.ofType(u"start"_s).value(0);
    QCOMPARE(start[u"v"_s].toInt(), 2);
    QCOMPARE(start[u"ranks"_s].toInt(), 64);
    const QList<QJsonObject> rows = run.ofType(u"size_result"_s);
    QCOMPARE(rows.size(), 4); // 64 B and 256 B, out of place and in place
    for (const QJsonObject& row : rows) {
        const QString problem = rowProblem(start, row);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(row[u"raw_ranks"_s].toArray().size() >= 2);
    }

    QByteArray stream;
    for (const QJsonObject& event : run.events)
        stream += QJsonDocument(event).toJson(QJsonDocument::Compact) + '\n';
    QBuffer buffer(&stream);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    const QList<fw::core::BenchmarkRun> imported = fw::core::Importer::read(buffer, u"bench-64.jsonl"_s);
    QCOMPARE(imported.size(), 1);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto project = fw::core::ProjectFile::create(dir.filePath(u"scale.fabwb"_s));
    const qint64 id = fw::core::BenchmarkRunRepository(*project).add(imported).constFirst();
    const fw::core::CompareQueries queries(*project);
    for (int ordinal = 0; ordinal < rows.size(); ++ordinal) {
        bool ok = false;
        const std::vector<float> sent = decodeFloats(rows[ordinal][u"rank_quantiles_b64"_s], &ok);
        QVERIFY(ok);
        const std::vector<float> stored = fw::core::unpackSamples(queries.rankFigures(id, ordinal).rankQuantiles);
        QCOMPARE(stored.size(), std::size_t(64) * fw::base::kRankQuantileCount);
        QCOMPARE(stored, sent);
        QVERIFY(queries.rankSamples(id, ordinal).empty()); // no ranks x iterations matrix any more
    }
    const fw::core::BenchmarkRun loaded = fw::core::BenchmarkRunRepository(*project).load(id, true);
    QCOMPARE(loaded.placements.size(), 64);
    for (const fw::core::SizeResult& row : loaded.results) {
        QCOMPARE(row.rawRankSamples.size(), row.rawRanks.size() / 4 * row.iterations * 4);
        QVERIFY(!row.rankSketches.isEmpty());
    }
}

void TestAgentBench::nodeDetailSummarisesNodes()
{
    // --rank-detail node with every rank's raw samples in the row (--raw-ranks 4): the node's figures must be exactly
    // those of the union of its ranks' samples, each rank's bucket bytes those of its exact p50 and p99 (rowProblem,
    // nodeDetailProblem). All four ranks run on this host: one node.
    const Run run = mpirun(4, {u"-b"_s, u"64"_s, u"-e"_s, u"4K"_s, u"-f"_s, u"8"_s, u"-n"_s, u"30"_s, u"-c"_s, u"1"_s,
                               u"--rank-detail"_s, u"node"_s, u"--raw-ranks"_s, u"4"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem + u"\n"_s + QString::fromUtf8(run.err)));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject start = run.ofType(u"start"_s).value(0);
    QCOMPARE(start[u"rank_detail"_s].toString(), u"node"_s);
    QCOMPARE(start[u"nodes"_s].toInt(), 1);
    const QList<QJsonObject> rows = run.ofType(u"size_result"_s);
    QCOMPARE(rows.size(), 6); // 64 B, 512 B and 4 KiB, out of place and in place
    for (const QJsonObject& row : rows) {
        QVERIFY(!row.contains(u"rank_quantiles_b64"_s));
        QVERIFY(!row.contains(u"rank_sketch_b64"_s));
        QVERIFY(row.contains(u"node_quantiles_b64"_s));
        QCOMPARE(row[u"raw_ranks"_s].toArray().size(), 4);
        const QString problem = rowProblem(start, row);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        bool ok = false;
        QCOMPARE(decodeFloats(row[u"node_quantiles_b64"_s], &ok).size(), std::size_t(3));
        QCOMPARE(decodeBytes(row[u"rank_p50_bucket_b64"_s], &ok).size(), std::size_t(4));
    }

    // A small run keeps rank detail by default (auto: node only above 8,192 ranks), and says so.
    const Run plain = mpirun(2, {u"-b"_s, u"8"_s, u"-e"_s, u"8"_s, u"-n"_s, u"3"_s});
    QVERIFY2(plain.problem.isEmpty(), qPrintable(plain.problem));
    QCOMPARE(plain.ofType(u"start"_s).value(0)[u"rank_detail"_s].toString(), u"rank"_s);
    for (const QJsonObject& row : plain.ofType(u"size_result"_s)) {
        QVERIFY(row.contains(u"rank_quantiles_b64"_s));
        QVERIFY(!row.contains(u"node_quantiles_b64"_s));
    }
}

void TestAgentBench::adaptiveStopsAtSampleCap()
{
    // An unreachable target: the run must stop at exactly --max-iters samples and say it did not converge. Rank 1
    // sleeps in every iteration so the times cannot tie (see adaptiveStopsAtTimeCap).
    const Run run = mpirun(2,
                           {u"-b"_s, u"8"_s, u"-e"_s, u"8"_s, u"-n"_s, u"100"_s, u"--adaptive-ci"_s, u"0.000001"_s,
                            u"--max-iters"_s, u"600"_s},
                           {u"FW_AGENT_TEST_DELAY_RANK=1"_s, u"FW_AGENT_TEST_DELAY_US=300"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    const QJsonObject start = run.ofType(u"start"_s).value(0);
    QCOMPARE(start[u"adaptive"_s][u"max_iters"_s].toInt(), 600);
    for (const QJsonObject& row : run.ofType(u"size_result"_s)) {
        QCOMPARE(row[u"samples"_s].toInt(), 600);
        const QJsonObject ci = row[u"ci"_s].toObject();
        QCOMPARE(ci[u"converged"_s].toBool(), false);
        QCOMPARE(ci[u"confidence"_s].toDouble(), 0.95);
        const double p99 = row[u"time_us"_s][u"p99"_s].toDouble();
        QVERIFY(ci[u"p99_low_us"_s].toDouble() <= p99 && p99 <= ci[u"p99_high_us"_s].toDouble());
        QVERIFY(rowProblem(start, row).isEmpty());
    }
}

void TestAgentBench::adaptiveStopsAtTimeCap()
{
    // A target of one part in a million is met only if the order statistics around p99 tie. Sub-microsecond
    // collectives on a fast machine can tie over hundreds of thousands of samples, so rank 1 sleeps about 300 us in
    // every iteration: sleep jitter spreads the times over microseconds and the target stays out of reach.
    const Run run = mpirun(2,
                           {u"-b"_s, u"8"_s, u"-e"_s, u"8"_s, u"-n"_s, u"100"_s, u"--adaptive-ci"_s, u"0.000001"_s,
                            u"--max-seconds"_s, u"1"_s, u"--max-iters"_s, u"100000000"_s},
                           {u"FW_AGENT_TEST_DELAY_RANK=1"_s, u"FW_AGENT_TEST_DELAY_US=300"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    // Each iteration takes at least the 300 us rank 1 sleeps, so a 1 s cap allows at most about 3,300 of them
    // (plus part of a batch); a busy machine only allows fewer. Far below the iteration cap: the time cap stopped it.
    for (const QJsonObject& row : run.ofType(u"size_result"_s)) {
        QVERIFY(row[u"samples"_s].toInt() >= 100);
        QVERIFY2(row[u"samples"_s].toInt() <= 5000, qPrintable(QString::number(row[u"samples"_s].toInt())));
        QCOMPARE(row[u"ci"_s][u"converged"_s].toBool(), false);
    }
}

void TestAgentBench::adaptiveConverges()
{
    // A loose 90% target is reached from the first batch of 1000 samples on any machine whose tail is not wild.
    const Run run = mpirun(2, {u"-b"_s, u"8"_s, u"-e"_s, u"8"_s, u"-n"_s, u"1000"_s, u"--adaptive-ci"_s, u"0.9"_s,
                               u"--max-seconds"_s, u"10"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    for (const QJsonObject& row : run.ofType(u"size_result"_s)) {
        const QJsonObject ci = row[u"ci"_s].toObject();
        const double p99 = row[u"time_us"_s][u"p99"_s].toDouble();
        QVERIFY(ci[u"converged"_s].toBool());
        QVERIFY((ci[u"p99_high_us"_s].toDouble() - ci[u"p99_low_us"_s].toDouble()) / p99 <= 0.9);
        QVERIFY(row[u"samples"_s].toInt() >= 1000);
        QVERIFY(row[u"p99_meaningful"_s].toBool());
    }
}

void TestAgentBench::singleProcessWithoutLauncher()
{
    const Run run = direct({u"-b"_s, u"8"_s, u"-e"_s, u"32"_s, u"-f"_s, u"2"_s, u"-n"_s, u"3"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.ofType(u"start"_s).value(0)[u"ranks"_s].toInt(), 1);
    QCOMPARE(run.ofType(u"size_result"_s).size(), 6);
}

// --facts (#23): the dispatch's facts come from the bench's own launch, one event per host, before start.
void TestAgentBench::factsComeOncePerHostBeforeStart()
{
    const Run run = mpirun(3, {u"-b"_s, u"8"_s, u"-e"_s, u"8"_s, u"-n"_s, u"3"_s, u"--facts"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.ofType(u"facts"_s).size(), 1); // three ranks, one host
    QCOMPARE(run.events.value(0)[u"type"_s].toString(), u"facts"_s);
    QCOMPARE(run.events.value(1)[u"type"_s].toString(), u"start"_s);
    const QJsonObject facts = run.ofType(u"facts"_s).value(0);
    QCOMPARE(facts[u"hostname"_s].toString(), QSysInfo::machineHostName());
    QVERIFY(facts[u"interfaces"_s].isArray());
    QVERIFY(facts[u"mpi"_s].isObject());
    // Without the option the stream opens with start, as before.
    const Run plain = mpirun(2, {u"-b"_s, u"8"_s, u"-e"_s, u"8"_s, u"-n"_s, u"3"_s});
    QVERIFY(plain.ofType(u"facts"_s).isEmpty());
}

void TestAgentBench::badOptions_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    QTest::addRow("bad size") << QStringList{u"-e"_s, u"4Q"_s} << u"-e: '4Q' is not a size"_s;
    QTest::addRow("bad collective") << QStringList{u"--collective"_s, u"allreduce"_s} << u"all_to_all"_s;
    QTest::addRow("inverted range") << QStringList{u"-b"_s, u"1K"_s, u"-e"_s, u"8"_s} << u"-e"_s;
    QTest::addRow("cap without adaptive") << QStringList{u"--max-seconds"_s, u"5"_s} << u"--adaptive-ci"_s;
    QTest::addRow("root out of range") << QStringList{u"--collective"_s, u"broadcast"_s, u"-r"_s, u"3"_s}
                                       << u"root 3"_s;
    QTest::addRow("missing value") << QStringList{u"-n"_s} << u"'-n' needs a value"_s;
    QTest::addRow("unknown option") << QStringList{u"--fast"_s} << u"unknown option '--fast'"_s;
    QTest::addRow("raw ranks not a count")
        << QStringList{u"--raw-ranks"_s, u"all"_s} << u"option --raw-ranks: 'all' is not a whole number"_s;
    QTest::addRow("rank detail unknown") << QStringList{u"--rank-detail"_s, u"bogus"_s}
                                         << u"option --rank-detail: 'bogus' is not a rank detail"_s;
    // A lost rail is a job that NCCL runs without one HCA: the MPI backend has nothing to leave out.
    QTest::addRow("exclude-hca without nccl")
        << QStringList{u"--exclude-hca"_s, u"mlx5_1"_s} << u"--exclude-hca needs --backend nccl"_s;
    QTest::addRow("exclude-hca not a device")
        << QStringList{u"--backend"_s, u"nccl"_s, u"--exclude-hca"_s, u"mlx5_1,mlx5_2"_s} << u"an RDMA device name"_s;
}

void TestAgentBench::badOptions()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const Run run = direct(args);
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.events.size(), 2);
    QCOMPARE(run.events[0][u"type"_s].toString(), u"error"_s);
    QVERIFY2(run.events[0][u"message"_s].toString().contains(mentions),
             qPrintable(run.events[0][u"message"_s].toString()));
    QCOMPARE(run.events[1][u"status"_s].toString(), u"failed"_s);
    QVERIFY(run.ofType(u"size_result"_s).isEmpty());
}

void TestAgentBench::lostRailLeavesAGivenNcclIbHcaAlone()
{
    // --exclude-hca sets NCCL_IB_HCA=^=DEV; a value the user gave is not overridden behind their back. Every rank
    // refuses before it touches a GPU, so this holds with or without one.
    const Run run =
        mpirun(2, {u"--backend"_s, u"nccl"_s, u"--exclude-hca"_s, u"mlx5_1"_s, u"-b"_s, u"8"_s, u"-e"_s, u"64"_s},
               {u"NCCL_IB_HCA=mlx5_0,mlx5_1"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    QVERIFY(run.exitCode != 0);
    QVERIFY(run.ofType(u"size_result"_s).isEmpty());
    const QList<QJsonObject> errors = run.ofType(u"error"_s);
    QCOMPARE(errors.size(), 2);
    for (int r = 0; r < 2; ++r)
        QVERIFY2(errors[r][u"message"_s].toString().contains(
                     u"--exclude-hca: NCCL_IB_HCA is already set ('mlx5_0,mlx5_1'); unset it, or put the HCA to leave "
                     u"out in it yourself"_s),
                 qPrintable(errors[r][u"message"_s].toString()));
}

void TestAgentBench::ncclWithoutGpuFailsClearly()
{
    if (!FW_AGENT_HAS_NCCL)
        QSKIP("this agent was built without CUDA and NCCL");
    if (QFile::exists(u"/dev/nvidia0"_s))
        QSKIP("a GPU is present: this test covers hosts without one");
    const Run run = mpirun(2, {u"--backend"_s, u"nccl"_s, u"-b"_s, u"8"_s, u"-e"_s, u"64"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    QVERIFY(run.exitCode != 0);
    QVERIFY(run.ofType(u"start"_s).isEmpty());
    QVERIFY(run.ofType(u"size_result"_s).isEmpty());
    const QList<QJsonObject> errors = run.ofType(u"error"_s);
    QCOMPARE(errors.size(), 2);
    for (int r = 0; r < 2; ++r) {
        const QString message = errors[r][u"message"_s].toString();
        QCOMPARE(errors[r][u"rank"_s].toInt(), r);
        QCOMPARE(errors[r][u"host"_s].toString(), QSysInfo::machineHostName());
        QVERIFY2(message.startsWith(u"rank %1 on host %2: backend nccl: no usable CUDA device: cudaGetDeviceCount "
                                    u"failed: "_s.arg(r)
                                        .arg(QSysInfo::machineHostName())),
                 qPrintable(message));
    }
    QCOMPARE(run.events.last()[u"status"_s].toString(), u"failed"_s);
}

// Keys of every event type, nested objects as "outer.inner" and rank_stats entries as "rank_stats[].key".
QSet<QString> TestAgentBench::keysOf(const QList<QJsonObject>& events)
{
    QSet<QString> keys;
    for (const QJsonObject& event : events) {
        const QString type = event[u"type"_s].toString();
        for (auto it = event.begin(); it != event.end(); ++it) {
            const QString key = type + u'.' + it.key();
            keys.insert(key);
            for (const QString& inner : it.value().toObject().keys())
                keys.insert(key + u'.' + inner);
            if (it.key() == u"rank_stats"_s)
                for (const QString& inner : it.value().toArray().at(0).toObject().keys())
                    keys.insert(key + u"[]."_s + inner);
        }
    }
    return keys;
}

TestAgentBench::Run TestAgentBench::readGolden(const QString& name)
{
    QFile file(QStringLiteral(FW_DATA_DIR) + u'/' + name);
    if (!file.open(QIODevice::ReadOnly)) {
        Run run;
        run.problem = u"cannot read "_s + file.fileName();
        return run;
    }
    return parse(file.readAll());
}

void TestAgentBench::goldenStreamsMatchProtocol_data()
{
    QTest::addColumn<QString>("golden");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("env");
    // Each golden file next to a small fresh run of the same kind: the keys must agree, so the importer's tests
    // never read a stream the agent no longer writes. tests/data/README.md says how the files were made.
    QTest::addRow("sweep") << u"agent-bench-v2-mpi-all_reduce-4ranks.jsonl"_s << 2
                           << QStringList{u"-b"_s, u"8"_s, u"-e"_s, u"64"_s, u"-f"_s, u"8"_s, u"-n"_s, u"3"_s}
                           << QStringList{};
    QTest::addRow("adaptive") << u"agent-bench-v2-mpi-adaptive-2ranks.jsonl"_s << 2
                              << QStringList{u"-b"_s,  u"8"_s,           u"-e"_s,
                                             u"64"_s,  u"-f"_s,          u"8"_s,
                                             u"-n"_s,  u"50"_s,          u"--adaptive-ci"_s,
                                             u"0.5"_s, u"--max-iters"_s, u"100"_s}
                              << QStringList{};
    QTest::addRow("corrupted") << u"agent-bench-v2-mpi-corrupt-2ranks.jsonl"_s << 2
                               << QStringList{u"--collective"_s, u"all_gather"_s, u"-b"_s, u"64"_s, u"-e"_s,
                                              u"64"_s,           u"-f"_s,         u"4"_s,  u"-n"_s, u"3"_s}
                               << QStringList{u"FW_AGENT_TEST_CORRUPT_RANK=1"_s};
    if (FW_AGENT_HAS_NCCL && !QFile::exists(u"/dev/nvidia0"_s))
        QTest::addRow("nccl without GPU")
            << u"agent-bench-nccl-nogpu.jsonl"_s << 2 << QStringList{u"--backend"_s, u"nccl"_s} << QStringList{};
}

void TestAgentBench::goldenStreamsMatchProtocol()
{
    QFETCH(QString, golden);
    QFETCH(int, ranks);
    QFETCH(QStringList, args);
    QFETCH(QStringList, env);
    const Run expected = readGolden(golden);
    QVERIFY2(expected.problem.isEmpty(), qPrintable(golden + u": "_s + expected.problem));
    const QJsonObject start = expected.ofType(u"start"_s).value(0);
    for (const QJsonObject& row : expected.ofType(u"size_result"_s)) {
        const QString problem = rowProblem(start, row);
        QVERIFY2(problem.isEmpty(), qPrintable(golden + u": "_s + problem));
    }

    const Run fresh = mpirun(ranks, args, env);
    QVERIFY2(fresh.problem.isEmpty(), qPrintable(fresh.problem));
    QStringList missing = (keysOf(expected.events) - keysOf(fresh.events)).values();
    // start.rank_detail came later without a new version; streams without it are rank detail, as the goldens are.
    QStringList added =
        (keysOf(fresh.events) - keysOf(expected.events) - QSet<QString>{u"start.rank_detail"_s}).values();
    missing.sort();
    added.sort();
    QVERIFY2(missing.isEmpty() && added.isEmpty(),
             qPrintable(u"regenerate %1; only in it: %2; only in a fresh run: %3"_s.arg(golden, missing.join(u", "_s),
                                                                                        added.join(u", "_s))));
}

void TestAgentBench::versionOneGoldenStreamsStayConsistent_data()
{
    // Written by agents before protocol 2 (every rank's raw samples); the importer's tests read them to show such
    // streams still import, so they must stay what they were: well formed, every figure following from the samples.
    QTest::addColumn<QString>("golden");
    for (const QString& name : {u"agent-bench-mpi-all_reduce-4ranks.jsonl"_s,
                                u"agent-bench-mpi-adaptive-2ranks.jsonl"_s, u"agent-bench-mpi-corrupt-2ranks.jsonl"_s})
        QTest::addRow("%s", qPrintable(name)) << name;
}

void TestAgentBench::versionOneGoldenStreamsStayConsistent()
{
    QFETCH(QString, golden);
    const Run expected = readGolden(golden);
    QVERIFY2(expected.problem.isEmpty(), qPrintable(golden + u": "_s + expected.problem));
    const QJsonObject start = expected.ofType(u"start"_s).value(0);
    QCOMPARE(start[u"v"_s].toInt(), 1);
    const QList<QJsonObject> rows = expected.ofType(u"size_result"_s);
    QVERIFY(!rows.isEmpty());
    for (const QJsonObject& row : rows) {
        QVERIFY(row.contains(u"rank_us_b64"_s));
        const QString problem = rowProblem(start, row);
        QVERIFY2(problem.isEmpty(), qPrintable(golden + u": "_s + problem));
    }
}

QTEST_GUILESS_MAIN(TestAgentBench)
#include "testagentbench.moc"
