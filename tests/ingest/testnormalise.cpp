// SPDX-License-Identifier: Apache-2.0
#include "ingesttest.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <functional>

using namespace fw::core;
using ingesttest::parse;
using ingesttest::refusal;

// Logs as people pass them on: launcher prefixes, a byte-order mark, headers without "#", several tests in one file.
// The real logs are in tests/fixtures/logs (SOURCES.md); every hand-made input here says "synthetic".
class TestNormalise : public QObject
{
    Q_OBJECT

private slots:
    void realPrefixedLogs_data();
    void realPrefixedLogs();
    void syntheticPrefixes_data();
    void syntheticPrefixes();
    void prefixLikeDataIsNotEaten();
    void byteOrderMark();
    void headersWithoutHash();
    void severalOsuTestsInOneFile();
    void noResultTableIsStillRefused();
    void programNamedByACommandLine();

private:
    static QList<BenchmarkRun> readFixture(const char* name)
    {
        QFile in(ingesttest::fixture(name));
        if (!in.open(QIODevice::ReadOnly))
            return {};
        return Importer::read(in, QLatin1String(name));
    }
    static QJsonObject parameters(const BenchmarkRun& run)
    {
        return QJsonDocument::fromJson(run.parameters.toUtf8()).object();
    }
};

void TestNormalise::realPrefixedLogs_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("prefix");  // the parameters' "line_prefix"
    QTest::addColumn<QString>("sources"); // what the prefix named, comma-separated
    QTest::addColumn<QString>("test");
    QTest::addColumn<QString>("version");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("rows");
    QTest::addColumn<qint64>("firstBytes");
    QTest::addColumn<double>("firstTime");
    QTest::addColumn<double>("lastBusbw");
    QTest::addColumn<double>("avgBusbw");
    QTest::addColumn<QString>("correctness");

    QTest::addRow("Open MPI --tag-output, all_reduce")
        << "nccl_allreduce_rtx5090_2rank_ompi_tag_output.txt"
        << "openmpi_tag_output"
        << "0,1"
        << "all_reduce"
        << "2.18.0" << 2 << 1 << 16 << qint64(1048576) << 4366.46 << 2.31 << 1.57614 << "passed";
    QTest::addRow("Open MPI --tag-output, all_gather")
        << "nccl_allgather_rtx5090_2rank_ompi_tag_output.txt"
        << "openmpi_tag_output"
        << "0,1"
        << "all_gather"
        << "2.18.0" << 2 << 1 << 16 << qint64(1048576) << 2191.72 << 2.29 << 1.54321 << "passed";
    QTest::addRow("srun --label, 16 ranks")
        << "nccl_allreduce_h100_2node_16rank_srun_label.txt"
        << "srun_label"
        << "0"
        << "all_reduce"
        << "" << 16 << 2 << 22 << qint64(8388608) << 215.3 << 155.56 << 142.735 << "unverified";
    QTest::addRow("srun --label, no preamble")
        << "nccl_allreduce_h100_2node_16rank_srun_label_ring.txt"
        << "srun_label"
        << "0"
        << "all_reduce"
        << "" << 16 << 2 << 22 << qint64(8388608) << 407.5 << 89.40 << 85.5294 << "unverified";
    QTest::addRow("srun --label, one size, blank labelled line")
        << "nccl_allreduce_a100_2node_p4de_efa_srun_label_one_size_100_iters.txt"
        << "srun_label"
        << "0"
        << "all_reduce"
        << "" << -1 << -1 << 2 << qint64(26214400) << 2009.1 << 26.23 << 25.3468 << "passed";
    QTest::addRow("srun --label, labelled line of blanks")
        << "nccl_allreduce_a100_2node_p4de_efa_srun_label_one_size_1000_iters.txt"
        << "srun_label"
        << "0"
        << "all_reduce"
        << "" << -1 << -1 << 2 << qint64(26214400) << 1896.5 << 26.24 << 26.0796 << "passed";
    QTest::addRow("srun --label, first label cut")
        << "nccl_allgather_h100_2node_gcp_a3mega_srun_label_cut_first_prefix.txt"
        << "srun_label"
        << "0"
        << "all_gather"
        << "" << -1 << -1 << 22 << qint64(8388608) << 309.5 << 188.99 << 128.817 << "unverified";
}

void TestNormalise::realPrefixedLogs()
{
    QFETCH(QString, file);
    const QList<BenchmarkRun> runs = readFixture(file.toLatin1().constData());
    QCOMPARE(runs.size(), 1);
    const BenchmarkRun& run = runs.constFirst();
    QCOMPARE(run.provenance.format, ImportFormat::NcclTestsText);
    const QJsonObject p = parameters(run);
    QFETCH(QString, prefix);
    QCOMPARE(p.value(QLatin1String("line_prefix")).toArray(), QJsonArray{prefix});
    const QString sourcesKey =
        prefix == QLatin1String("srun_label") ? QStringLiteral("prefix_tasks") : QStringLiteral("prefix_ranks");
    QStringList sources;
    for (const QJsonValue& v : p.value(sourcesKey).toArray())
        sources << v.toString();
    QTEST(sources.join(QLatin1Char(',')), "sources");
    QTEST(run.testName, "test");
    QTEST(run.toolVersion, "version");
    QTEST(run.ranks.value_or(-1), "ranks");
    QTEST(run.nodes.value_or(-1), "nodes");
    QTEST(int(run.results.size()), "rows");
    QTEST(run.results.constFirst().bytes, "firstBytes");
    QTEST(run.results.constFirst().timeAvgUs, "firstTime");
    QTEST(run.results.constLast().busbwGBs, "lastBusbw");
    QTEST(run.avgBusbwGBs, "avgBusbw");
    QTEST(storageKey(run.correctness()), "correctness");
    QVERIFY(run.notes.contains(QLatin1String("removed before reading")));
}

void TestNormalise::syntheticPrefixes_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<QStringList>("prefixes");
    QTest::addColumn<QString>("sourcesKey");
    QTest::addColumn<QStringList>("sources");
    QTest::addColumn<QString>("started"); // the run's start, from a time stamp prefix

    // Synthetic: a short OSU run, as each launcher or collector would pass it on.
    const QList<QByteArray> osu = {"# OSU MPI Latency Test v7.3",  "# Datatype: MPI_CHAR.",
                                   "# Size       Avg Latency(us)", "1                       1.62",
                                   "2                       1.61", "4                       1.63"};
    const auto prefixed = [&](const std::function<QByteArray(int)>& prefix) {
        QByteArray out;
        for (int i = 0; i < osu.size(); ++i)
            out += prefix(i) + osu[i] + '\n';
        return out;
    };
    QTest::addRow("pdsh host, synthetic")
        << prefixed([](int) { return QByteArray("gpu-node-07: "); }) << QStringList{QStringLiteral("pdsh_host")}
        << "prefix_hosts" << QStringList{QStringLiteral("gpu-node-07")} << "";
    QTest::addRow("kubectl --timestamps, synthetic")
        << prefixed([](int i) { return QByteArray("2025-03-04T09:13:0") + QByteArray::number(i) + ".123456789Z "; })
        << QStringList{QStringLiteral("kubectl_timestamps")} << "prefix_first_time"
        << QStringList{QStringLiteral("2025-03-04T09:13:00.123456789Z")} << "2025-03-04T09:13:00.123456789Z";
    QTest::addRow("docker compose, synthetic")
        << prefixed([](int) { return QByteArray("osu-client-1  | "); }) << QStringList{QStringLiteral("docker_compose")}
        << "prefix_services" << QStringList{QStringLiteral("osu-client-1")} << "";
    QTest::addRow("kubectl over Open MPI, synthetic")
        << prefixed([](int) { return QByteArray("2025-03-04T09:13:00+01:00 [1,0]<stdout>:"); })
        << QStringList{QStringLiteral("kubectl_timestamps"), QStringLiteral("openmpi_tag_output")} << "prefix_ranks"
        << QStringList{QStringLiteral("0")} << "2025-03-04T09:13:00+01:00";
}

void TestNormalise::syntheticPrefixes()
{
    QFETCH(QByteArray, log);
    const QList<BenchmarkRun> runs = parse(log, QStringLiteral("osu.txt"));
    QCOMPARE(runs.size(), 1);
    const BenchmarkRun& run = runs.constFirst();
    QCOMPARE(run.provenance.format, ImportFormat::OsuText);
    QCOMPARE(run.testName, QStringLiteral("osu_latency"));
    QCOMPARE(run.results.size(), 3);
    QCOMPARE(run.results[2].bytes, 4);
    QCOMPARE(run.results[2].timeAvgUs, 1.63);
    QCOMPARE(run.results[0].type, QStringLiteral("MPI_CHAR"));
    const QJsonObject p = parameters(run);
    QFETCH(QStringList, prefixes);
    QCOMPARE(p.value(QLatin1String("line_prefix")).toArray(), QJsonArray::fromStringList(prefixes));
    QFETCH(QString, sourcesKey);
    QFETCH(QStringList, sources);
    const QJsonValue value = p.value(sourcesKey);
    QCOMPARE(value.isArray() ? value.toArray() : QJsonArray{value}, QJsonArray::fromStringList(sources));
    QTEST(run.startedAt, "started");
}

void TestNormalise::prefixLikeDataIsNotEaten()
{
    // Synthetic: a few launcher lines that look like "host: " prefixes do not make the others lose anything, and
    // CSV metadata "# key: value" or a perftest settings block, which look like prefixes line by line, stay whole.
    const QByteArray osu = "srun: job 4242 queued and waiting for resources\n"
                           "srun: job 4242 has been allocated resources\n"
                           "# OSU MPI Latency Test v7.3\n"
                           "# Size       Avg Latency(us)\n"
                           "1                       1.62\n"
                           "2                       1.61\n"
                           "4                       1.63\n";
    const BenchmarkRun run = parse(osu, QStringLiteral("osu.txt")).constFirst();
    QCOMPARE(run.results.size(), 3);
    QVERIFY(!run.parameters.contains(QLatin1String("line_prefix")));

    // Every line "word: number" with a different word each time: data, not a prefix.
    const QByteArray csv = "# tool: in-house\n# test: all_reduce\n# ranks: 16\n# nodes: 2\n"
                           "bytes,time_avg_us\n1024,10.5\n2048,11.5\n";
    const BenchmarkRun table = parse(csv, QStringLiteral("t.csv")).constFirst();
    QCOMPARE(table.ranks, 16);
    QVERIFY(!table.parameters.contains(QLatin1String("line_prefix")));

    QFile in(ingesttest::fixture("perftest_ib_write_lat_rdma_cm_dgx_spark_roce.txt"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const BenchmarkRun perftest = Importer::read(in, QStringLiteral("p.txt")).constFirst();
    QVERIFY(!perftest.parameters.contains(QLatin1String("line_prefix")));
    QCOMPARE(perftest.results.size(), 1);
}

void TestNormalise::byteOrderMark()
{
    // Synthetic: the CSV layout saved by an editor that writes a UTF-8 byte-order mark (issue 25).
    const QByteArray csv = "\xEF\xBB\xBF# test: all_reduce\nbytes,time_avg_us,busbw_gbs\n1048576,120.5,16.31\n";
    const QList<BenchmarkRun> runs = parse(csv, QStringLiteral("excel.csv"));
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs[0].provenance.format, ImportFormat::Csv);
    QCOMPARE(runs[0].testName, QStringLiteral("all_reduce"));
    QCOMPARE(runs[0].results[0].busbwGBs, 16.31);
}

void TestNormalise::headersWithoutHash()
{
    // Synthetic: an nccl-tests log as a Markdown page shows it (every "# " line made a heading, the rows indented
    // as a code block) with an old footer that starts with a space and has no "#".
    const QByteArray nccl =
        "    nThread 1 nGpus 1 minBytes 8 maxBytes 16 step: 2(factor) warmup iters: 5 iters: 20 "
        "validation: 1\n"
        "    Using devices\n"
        "      Rank  0 Pid   1320 on node-a device  0 [0x00] Tesla V100-SXM2-16GB\n"
        "      Rank  1 Pid   2066 on node-b device  0 [0x00] Tesla V100-SXM2-16GB\n"
        "\n"
        "                                                    out-of-place                    in-place\n"
        "          size         count    type   redop     time   algbw   busbw  error     time   "
        "algbw   busbw  error\n"
        "           (B)    (elements)                      (us)  (GB/s)  (GB/s)            (us)  "
        "(GB/s)  (GB/s)\n"
        "              8             2   float     sum    24.49    0.00    0.00  0e+00    24.11    "
        "0.00    0.00  0e+00\n"
        "             16             4   float     sum    24.30    0.00    0.00  0e+00    24.37    "
        "0.00    0.00  0e+00\n"
        "     Out of bounds values : 0 OK\n"
        "     Avg bus bandwidth    : 0.00049 \n";
    const QList<BenchmarkRun> runs = parse(nccl, QStringLiteral("all_reduce_web.txt"));
    QCOMPARE(runs.size(), 1);
    const BenchmarkRun& run = runs.constFirst();
    QCOMPARE(run.ranks, 2);
    QCOMPARE(run.nodes, 2);
    QCOMPARE(run.results.size(), 4);
    QCOMPARE(run.results[3].timeAvgUs, 24.37);
    QCOMPARE(run.outOfBounds, 0);
    QCOMPARE(run.avgBusbwGBs, 0.00049);
    QCOMPARE(run.correctness(), Correctness::Passed);
    QVERIFY(!run.notes.contains(QLatin1String("skipped")));

    // Synthetic: OSU the same way.
    const QByteArray osu = "OSU MPI Bandwidth Test v5.8\n"
                           "Size      Bandwidth (MB/s)\n"
                           "1                       2.41\n"
                           "2                       3.94\n";
    const BenchmarkRun bw = parse(osu, QStringLiteral("bw.txt")).constFirst();
    QCOMPARE(bw.testName, QStringLiteral("osu_bw"));
    QCOMPARE(bw.results.size(), 2);
    QCOMPARE(bw.results[1].algbwGBs, 0.00394);
    // A sentence that starts with "OSU" is no title.
    QVERIFY(refusal("OSU benchmarks were run on two nodes.\n1 2.0\n", QStringLiteral("notes.txt"))
                .message.contains(QLatin1String("not a benchmark log")));
}

void TestNormalise::severalOsuTestsInOneFile()
{
    const QList<BenchmarkRun> runs = readFixture("osu_nine_tests_one_file_k8s_v5.8.txt");
    QCOMPARE(runs.size(), 9);
    const QStringList names = {QStringLiteral("osu_get_accumulate_latency"),
                               QStringLiteral("osu_accumulate_latency"),
                               QStringLiteral("osu_fetch_and_op_latency"),
                               QStringLiteral("osu_get_latency"),
                               QStringLiteral("osu_put_latency"),
                               QStringLiteral("all_reduce"),
                               QStringLiteral("osu_latency"),
                               QStringLiteral("osu_bibw"),
                               QStringLiteral("osu_bw")};
    const QList<int> rows = {23, 23, 1, 23, 23, 19, 24, 23, 23};
    for (qsizetype i = 0; i < runs.size(); ++i) {
        QCOMPARE(runs[i].testName, names[i]);
        QCOMPARE(runs[i].results.size(), rows[i]);
        QCOMPARE(runs[i].provenance.part, int(i));
        QCOMPARE(runs[i].toolVersion, QStringLiteral("5.8"));
    }
    QCOMPARE(runs[2].results[0].bytes, 8);
    QCOMPARE(runs[2].results[0].timeAvgUs, 33.40);
    QCOMPARE(runs[5].results.constLast().bytes, 1048576);
    QCOMPARE(runs[5].results.constLast().timeAvgUs, 845.90);
    QCOMPARE(runs[6].results[0].bytes, 0);
    QCOMPARE(runs[6].results[0].timeAvgUs, 9.29);
    QCOMPARE(runs[7].results.constLast().algbwGBs, 2.9596);
    QCOMPARE(runs[8].results.constLast().algbwGBs, 4.11748);
}

void TestNormalise::noResultTableIsStillRefused()
{
    // Synthetic: launcher prefixes around a log that never printed a table. Its NCCL warning makes it a run that failed
    // (issue 41); the node is read through the prefixes.
    const QByteArray log = "[1,0]<stdout>:# nThread 1 nGpus 1 minBytes 8 maxBytes 16 step: 2(factor)\n"
                           "[1,0]<stdout>:#\n"
                           "[1,0]<stdout>:# Using devices\n"
                           "[1,0]<stderr>:node-a:1:1 [0] NCCL WARN NET/IB : Got async event : port error\n";
    const auto refused = refusal(log, QStringLiteral("cut.txt"));
    QVERIFY2(refused.message.contains(QLatin1String("the run failed")), qPrintable(refused.message));
    QVERIFY2(refused.message.contains(QLatin1String("on node-a at line 4, before its first result")),
             qPrintable(refused.message));
    // Without the warning it is still a log without a table.
    const auto noTable = refusal(log.left(log.lastIndexOf("[1,0]<stderr>")), QStringLiteral("cut.txt"));
    QVERIFY2(noTable.message.contains(QLatin1String("no nccl-tests result table found")), qPrintable(noTable.message));
}

void TestNormalise::programNamedByACommandLine()
{
    // Synthetic: an old log (no "# Collective test starting:") after the command line that ran it; a second test
    // follows its own command line. Each command line names the collective of the table after it; a word that only
    // looks like a program ("my_perf") names nothing.
    const QByteArray table = "#       size         count      type   redop     time   algbw   busbw  error     time   "
                             "algbw   busbw  error\n"
                             "           8             2     float     sum    24.49    0.00    0.00  0e+00    24.11    "
                             "0.00    0.00  0e+00\n";
    const QByteArray log = "$ mpirun -np 2 /opt/nccl-tests/build/reduce_scatter_perf -b 8 -e 8 -g 1\n" + table +
                           "$ mpirun -np 2 ./build/all_reduce_perf -b 8 -e 8 -g 1 # see my_perf notes\n" + table;
    const QList<BenchmarkRun> runs = parse(log, QStringLiteral("log.txt"));
    QCOMPARE(runs.size(), 2);
    QCOMPARE(runs[0].testName, QStringLiteral("reduce_scatter"));
    QCOMPARE(runs[1].testName, QStringLiteral("all_reduce"));
    QCOMPARE(runs[1].results[1].timeAvgUs, 24.11);
    QVERIFY(!runs[0].notes.contains(QLatin1String("file name")));
}

QTEST_GUILESS_MAIN(TestNormalise)
#include "testnormalise.moc"
