// SPDX-License-Identifier: Apache-2.0
#include "analysis/costderivations.h"
#include "ingesttest.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/projectfile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;

// Issue 41: a vendor's log of a failed run says why it failed, and older tools' outputs import. The real logs are in
// tests/fixtures/logs (SOURCES.md); the inline ones are derived from the tools' print formats, as noted at each.
class TestRunFailure : public QObject
{
    Q_OBJECT

private slots:
    void failureMidTableIsRefusedAsAFailedRun();
    void failureMidTableIsKeptWhenSalvaged();
    void failureBeforeTheTable();
    void warningsAndAnAbortWithoutResultsAreAFailedRun();
    void traceAfterACompleteRunIsNoFailure();
    void osuRunThatCrashedBeforeItsRows();
    void perftestCompletionErrorAfterRows();
    void oldOsuTitlesImport();
    void emptyVersionIsNotStated();
    void failedAttemptIsStoredAndCountsAsRejected();

private:
    static QByteArray read(const char* name);
    static QList<BenchmarkRun> salvage(const QByteArray& bytes, const QString& name);
};

QByteArray TestRunFailure::read(const char* name)
{
    QFile file(ingesttest::fixture(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read fixture %s", name);
    return file.readAll();
}

QList<BenchmarkRun> TestRunFailure::salvage(const QByteArray& bytes, const QString& name)
{
    QByteArray copy = bytes;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    return Importer::read(buffer, name, std::nullopt, ImportMode::Salvage);
}

void TestRunFailure::failureMidTableIsRefusedAsAFailedRun()
{
    // nccl-tests issue #355: the first row of an alltoall on 2 x 8 H800 is cut off by a CUDA error.
    const char* name = "nccl_alltoall_h800_2node_16rank_cuda_failure_mid_table.txt";
    const QByteArray bytes = read(name);
    QCOMPARE(Importer::detect(bytes), ImportFormat::NcclTestsText);
    const ingesttest::Refusal refusal = ingesttest::refusal(bytes, QLatin1String(name));
    QCOMPARE(refusal.line, 27);
    QVERIFY2(refusal.message.contains(QLatin1String("the run failed: nccl-tests all_to_all reports")),
             qPrintable(refusal.message));
    QVERIFY(refusal.message.contains(
        QLatin1String("\"Test CUDA failure common.cu:389 'an illegal memory access was encountered'\" on node0")));
    QVERIFY(refusal.message.contains(QLatin1String("while measuring 2097152 bytes")));
    QVERIFY(!refusal.message.contains(QLatin1String("expected 13 fields")));
    // Kept nothing: the refusal carries the flag the command line and the window offer salvaging for.
    QByteArray copy = bytes;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    try {
        Importer::read(buffer, QLatin1String(name));
        QFAIL("a failed run was imported");
    } catch (const ImportError& error) {
        QVERIFY(error.isRunFailed());
        QVERIFY(!error.isRowError());
    }
}

void TestRunFailure::failureMidTableIsKeptWhenSalvaged()
{
    const char* name = "nccl_alltoall_h800_2node_16rank_cuda_failure_mid_table.txt";
    const QList<BenchmarkRun> runs = salvage(read(name), QLatin1String(name));
    QCOMPARE(runs.size(), 1);
    const BenchmarkRun& run = runs.constFirst();
    QVERIFY(run.failure);
    QCOMPARE(run.failure->error,
             QLatin1String("Test CUDA failure common.cu:389 'an illegal memory access was encountered'"));
    QCOMPARE(run.failure->node, QLatin1String("node0"));
    QCOMPARE(run.failure->line, 27);
    QCOMPARE(run.failure->bytes, 2097152);
    QVERIFY(run.failure->during);
    QCOMPARE(run.rowCount(), 0);
    QCOMPARE(run.correctness(), Correctness::Failed);
    QCOMPARE(run.tool, QLatin1String("nccl-tests"));
    QCOMPARE(run.toolVersion, QLatin1String("2.17.6"));
    QCOMPARE(run.testName, QLatin1String("all_to_all"));
    QCOMPARE(run.ranks, 16);
    QCOMPARE(run.nodes, 2);
    QVERIFY(run.notes.startsWith(QLatin1String("The run failed: the log reports")));
}

void TestRunFailure::failureBeforeTheTable()
{
    // rccl-tests issue #50: an old rccl-tests preamble ("# nThreads: 1 ..."), then the failure before any table.
    const char* name = "nccl_allreduce_rccl-tests_mi210_4gpu_nccl_failure_before_table.txt";
    const QByteArray bytes = read(name);
    QCOMPARE(Importer::detect(bytes), ImportFormat::NcclTestsText);
    const ingesttest::Refusal refusal = ingesttest::refusal(bytes, QLatin1String(name));
    QCOMPARE(refusal.line, 8);
    QVERIFY(refusal.message.contains(QLatin1String("on sharbox-ultra at line 8, before its first result")));
    const QList<BenchmarkRun> runs = salvage(bytes, QLatin1String(name));
    QCOMPARE(runs.size(), 1);
    const BenchmarkRun& run = runs.constFirst();
    QVERIFY(run.failure);
    QVERIFY(run.failure->error.startsWith(QLatin1String("Test NCCL failure common.cu:1285 'internal error")));
    QCOMPARE(run.failure->node, QLatin1String("sharbox-ultra"));
    QVERIFY(!run.failure->bytes);
    QCOMPARE(run.ranks, 4);
    QCOMPARE(run.rowCount(), 0);
    QCOMPARE(run.testName, QLatin1String("all_reduce")); // from the file name: the log does not name it
}

void TestRunFailure::warningsAndAnAbortWithoutResultsAreAFailedRun()
{
    // Derived from the print formats of NCCL's warnings ("host:pid:tid [dev] file:line NCCL WARN ...") and Open MPI's
    // abort banner, as rccl-tests logs show them when the communicator cannot be set up.
    const QByteArray bytes = "# nThread 1 nGpus 1 minBytes 8 maxBytes 134217728 step: 2(factor) warmup iters: 5 "
                             "iters: 20 agg iters: 1 validation: 1 graph: 0\n"
                             "#\n"
                             "rccl-tests: Version develop:448c4c7\n"
                             "# Using devices\n"
                             "#  Rank  0 Group  0 Pid   1001 on mi300-a device  0 [0000:05:00] AMD Instinct MI300X\n"
                             "#  Rank  1 Group  0 Pid   2002 on mi300-b device  0 [0000:05:00] AMD Instinct MI300X\n"
                             "mi300-b:2002:2040 [0] transport/net_ib.cc:1102 NCCL WARN NET/IB : Got completion from "
                             "peer 10.1.0.7<52130> with error 12, opcode 0, len 0, vendor err 129\n"
                             "MPI_ABORT was invoked on rank 1 in communicator MPI_COMM_WORLD\n";
    const ingesttest::Refusal refusal = ingesttest::refusal(bytes, QStringLiteral("all_reduce_perf.log"));
    QCOMPARE(refusal.line, 7);
    QVERIFY(refusal.message.contains(QLatin1String("the run failed: rccl-tests all_reduce reports")));
    const QList<BenchmarkRun> runs = salvage(bytes, QStringLiteral("all_reduce_perf.log"));
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs[0].failure->node, QLatin1String("mi300-b"));
    QVERIFY(runs[0].failure->error.startsWith(QLatin1String("NCCL WARN NET/IB : Got completion")));
    QCOMPARE(runs[0].toolVersion, QLatin1String("develop:448c4c7"));
}

void TestRunFailure::traceAfterACompleteRunIsNoFailure()
{
    // Wrong results make nccl-tests exit with ".. host pid N: Test failure" lines after its footer: the run ended.
    const char* name = "nccl_allreduce_gh200_2node_wrong_nonzero_FAILED.txt";
    const QList<BenchmarkRun> runs = ingesttest::parse(read(name), QLatin1String(name));
    QCOMPARE(runs.size(), 1);
    QVERIFY(!runs[0].failure);
    QVERIFY(runs[0].rowCount() > 0);
}

void TestRunFailure::osuRunThatCrashedBeforeItsRows()
{
    // The lines of an Open MPI users' list post (2014, OSU 4.2 osu_alltoall segfaulting), without its HTML.
    const QByteArray bytes = "# OSU MPI All-to-All Personalized Exchange Latency Test v4.2\n"
                             "# Size       Avg Latency(us)\n"
                             "--------------------------------------------------------------------------\n"
                             "mpirun noticed that process rank 3 with PID 4508 on node tesla51 exited on signal 11 "
                             "(Segmentation fault).\n"
                             "--------------------------------------------------------------------------\n"
                             "2 total processes killed (some possibly by mpirun during cleanup)\n";
    const ingesttest::Refusal refusal = ingesttest::refusal(bytes, QStringLiteral("osu.txt"));
    QVERIFY2(refusal.line == 4, qPrintable(refusal.message));
    QVERIFY(refusal.message.contains(QLatin1String("the run failed: osu-micro-benchmarks")));
    const QList<BenchmarkRun> runs = salvage(bytes, QStringLiteral("osu.txt"));
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs[0].failure->node, QLatin1String("tesla51"));
    QCOMPARE(runs[0].toolVersion, QLatin1String("4.2"));
}

void TestRunFailure::perftestCompletionErrorAfterRows()
{
    // Derived from perftest's print format (perftest_resources.c: " Completion with error at client", " Failed
    // status %d: wr_id %d syndrom 0x%x") after the rows it completed.
    const QByteArray bytes = " #bytes     #iterations    BW peak[MB/sec]    BW average[MB/sec]   MsgRate[Mpps]\n"
                             " 2          5000           9.54               9.40                 4.927311\n"
                             " 4          5000           19.11              18.90                4.953743\n"
                             " Completion with error at client\n"
                             " Failed status 12: wr_id 0 syndrom 0x81\n";
    const ingesttest::Refusal refusal = ingesttest::refusal(bytes, QStringLiteral("ib_write_bw.txt"));
    QCOMPARE(refusal.line, 4);
    QVERIFY(refusal.message.contains(QLatin1String("after 4 bytes, the last size it completed")));
    const QList<BenchmarkRun> runs = salvage(bytes, QStringLiteral("ib_write_bw.txt"));
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs[0].rowCount(), 2); // the rows before the failure
    QCOMPARE(runs[0].correctness(), Correctness::Failed);
}

void TestRunFailure::oldOsuTitlesImport()
{
    // Published notes on the Yoltla cluster: the title without a version, every line indented.
    const char* name = "osu_alltoall_2node_no_version_indented.txt";
    const QList<BenchmarkRun> runs = ingesttest::parse(read(name), QLatin1String(name));
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs[0].tool, QLatin1String("osu-micro-benchmarks"));
    QVERIFY(runs[0].toolVersion.isEmpty());
    QCOMPARE(runs[0].rowCount(), 10);
    QCOMPARE(runs[0].results.constFirst().bytes, 1024);
    QCOMPARE(runs[0].results.constFirst().timeAvgUs, 362.46);
    QCOMPARE(runs[0].results.constLast().timeMaxUs, 47672.54);
    // The same title without its "#", as OSU 3.x printed it (osu_alltoall.c: BENCHMARK without a version).
    const QByteArray bare = "  OSU MPI All-to-All Personalized Exchange Latency Test\n"
                            "  # Size         Latency (us)\n"
                            "  1                      5.46\n"
                            "  2                      5.27\n";
    QCOMPARE(Importer::detect(bare), ImportFormat::OsuText);
    const QList<BenchmarkRun> old = ingesttest::parse(bare, QStringLiteral("alltoall.txt"));
    QCOMPARE(old.size(), 1);
    QVERIFY(old[0].toolVersion.isEmpty());
    QCOMPARE(old[0].testName, runs[0].testName);
    QCOMPARE(old[0].rowCount(), 2);
}

void TestRunFailure::emptyVersionIsNotStated()
{
    // ROCm/rccl issue #1562: rccl-tests built outside git prints "rccl-tests: Version :+".
    const char* name = "nccl_allreduce_rccl-tests_mi300x_8gpu_empty_version.txt";
    const QList<BenchmarkRun> runs = ingesttest::parse(read(name), QLatin1String(name));
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs[0].tool, QLatin1String("rccl-tests"));
    QVERIFY(runs[0].toolVersion.isEmpty());
    QCOMPARE(runs[0].rowCount(), 50);
    QCOMPARE(runs[0].correctness(), Correctness::Passed);
}

void TestRunFailure::failedAttemptIsStoredAndCountsAsRejected()
{
    const char* name = "nccl_allreduce_rccl-tests_mi210_4gpu_nccl_failure_before_table.txt";
    QList<BenchmarkRun> runs = salvage(read(name), QLatin1String(name));
    QTemporaryDir dir;
    const auto project = ProjectFile::create(dir.filePath(QStringLiteral("p.fabwb")));
    BenchmarkRunRepository repository(*project);
    const QList<qint64> ids = repository.add(runs);
    QCOMPARE(ids.size(), 1);
    const BenchmarkRun stored = repository.load(ids[0]);
    QCOMPARE(stored.failure, runs[0].failure);
    QCOMPARE(stored.summary.correctness, Correctness::Failed);
    QCOMPARE(stored.summary.resultCount, 0);

    // The supplier's failed attempt counts in the failed share; a claim that ran through does not count at all.
    const AcceptanceThresholds thresholds{.correctnessPassed = true};
    const AcceptanceRunInput failed{.runId = 1, .nodes = 1, .ownMeasurement = false, .failedAttempt = true};
    const AcceptanceRunInput passed{.runId = 2, .nodes = 1, .ownMeasurement = true, .correctnessPassed = true};
    QCOMPARE(judgeRun(failed, thresholds).verdict, RunVerdict::Rejected);
    QCOMPARE(deriveAcceptanceRate({failed, passed}, 1, thresholds).value, 0.5);
}

QTEST_GUILESS_MAIN(TestRunFailure)
#include "testrunfailure.moc"
