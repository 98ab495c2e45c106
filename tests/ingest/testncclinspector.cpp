// SPDX-License-Identifier: Apache-2.0
#include "ingesttest.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <cmath>

using namespace fw::core;
using ingesttest::parse;
using ingesttest::refusal;

// The NCCL Inspector plugin's JSON records (issue 21). The published samples are the records printed in the
// plugin's READMEs (tests/fixtures/logs/SOURCES.md); no real output file was found, so the per-call file in
// tests/ingest/data is written the way the plugin's writer (inspector_json.cc, json.cc) writes one.
class TestNcclInspector : public QObject
{
    Q_OBJECT

private slots:
    void publishedSamples_data();
    void publishedSamples();
    void perCallFile();
    void malformed_data();
    void malformed();
    void tooManyRuns();
};

namespace {
QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QJsonObject parameters(const BenchmarkRun& run)
{
    return QJsonDocument::fromJson(run.parameters.toUtf8()).object();
}
} // namespace

void TestNcclInspector::publishedSamples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("test");
    QTest::addColumn<int>("rank");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<double>("timeUs");
    QTest::addColumn<double>("algbw"); // the record's own coll_algobw_gbs and coll_busbw_gbs
    QTest::addColumn<double>("busbw");
    // AllReduce: size as given; busbw = algbw * 2 * 7/8.
    QTest::addRow("README AllReduce") << "nccl_inspector_readme_allreduce_8rank_pretty.json"
                                      << "all_reduce" << 2 << 8 << 1 << 17179869184LL << 61974.0 << 277.210914
                                      << 485.119099;
    // ReduceScatter: the record gives the per-rank size 2147483648; nccl-tests' size is 8 times that.
    QTest::addRow("README ReduceScatter verbose")
        << "nccl_inspector_readme_reducescatter_8rank_verbose.json"
        << "reduce_scatter" << 4 << 8 << 1 << 17179869184LL << 41057.0 << 418.439467 << 366.134533;
    QTest::addRow("exporter README ReduceScatter")
        << "nccl_inspector_exporter_readme_reducescatter_32rank.json"
        << "reduce_scatter" << 31 << 32 << 4 << 2097152LL << 110.0 << 19.065018 << 18.469236;
}

void TestNcclInspector::publishedSamples()
{
    QFETCH(QString, file);
    QFETCH(QString, test);
    QFETCH(int, rank);
    QFETCH(int, ranks);
    QFETCH(int, nodes);
    QFETCH(qint64, bytes);
    QFETCH(double, timeUs);
    QFETCH(double, algbw);
    QFETCH(double, busbw);
    const QByteArray bytesOfFile = readAll(ingesttest::fixture(file.toUtf8().constData()));
    QVERIFY(!bytesOfFile.isEmpty());
    QCOMPARE(Importer::detect(bytesOfFile), ImportFormat::NcclInspectorJson);
    const QList<BenchmarkRun> runs = parse(bytesOfFile, file);
    QCOMPARE(runs.size(), 1);
    const BenchmarkRun& run = runs.constFirst();
    QCOMPARE(run.provenance.format, ImportFormat::NcclInspectorJson);
    QCOMPARE(run.tool, QStringLiteral("nccl-inspector"));
    QCOMPARE(run.toolVersion, QStringLiteral("v4.0"));
    QCOMPARE(run.testName, test);
    QCOMPARE(run.ranks, ranks);
    QCOMPARE(run.nodes, nodes);
    QCOMPARE(run.placements.size(), 1);
    QCOMPARE(run.placements[0].rank, rank);
    QCOMPARE(run.placements[0].host, QStringLiteral("example-hostname"));
    QCOMPARE(run.correctness(), Correctness::Unverified);
    QCOMPARE(run.results.size(), 1);
    const SizeResult& row = run.results.constFirst();
    QCOMPARE(row.bytes, bytes);
    QCOMPARE(row.iterations, 1);
    QCOMPARE(row.timeAvgUs, timeUs);
    QVERIFY(!isKnown(row.p50Us)); // one call: no percentile but the call itself
    // The bandwidths recomputed from size and time agree with the ones the Inspector printed ("%lf").
    QVERIFY2(std::abs(row.algbwGBs - algbw) < 1e-6 * algbw, qPrintable(QString::number(row.algbwGBs, 'f', 6)));
    QVERIFY2(std::abs(row.busbwGBs - busbw) < 1e-6 * busbw, qPrintable(QString::number(row.busbwGBs, 'f', 6)));
    QCOMPARE(unpackSamples(row.iterationSamples), std::vector<float>{float(timeUs)});
}

void TestNcclInspector::perCallFile()
{
    const QString name = QStringLiteral("nccl-inspector-dgx-a-07-pid1639453.log");
    const QByteArray bytes = readAll(QStringLiteral(FW_SOURCE_DIR "/tests/ingest/data/") + name);
    QVERIFY(!bytes.isEmpty());
    QCOMPARE(Importer::detect(bytes), ImportFormat::NcclInspectorJson);
    const QList<BenchmarkRun> runs = parse(bytes, name);
    // One run per communicator and operation, in the order they first appear.
    QCOMPARE(runs.size(), 3);

    const BenchmarkRun& allReduce = runs[0];
    QCOMPARE(allReduce.testName, QStringLiteral("all_reduce"));
    QCOMPARE(allReduce.ranks, 8);
    QCOMPARE(allReduce.nodes, 1);
    QCOMPARE(allReduce.placements[0].host, QStringLiteral("dgx-a-07"));
    QCOMPARE(allReduce.results.size(), 1);
    const SizeResult& row = allReduce.results.constFirst();
    QCOMPARE(row.bytes, 1048576);
    QCOMPARE(row.iterations, 25);
    // The 25 calls took 20 ... 44 us, in shuffled order.
    QCOMPARE(row.timeAvgUs, 32.0);
    QCOMPARE(row.timeMinUs, 20.0);
    QCOMPARE(row.timeMaxUs, 44.0);
    QCOMPARE(row.p50Us, 32.0);    // nearest rank: the 13th of 25
    QCOMPARE(row.p95Us, 43.0);    // the 24th of 25
    QVERIFY(!isKnown(row.p99Us)); // below 100 calls it would be the maximum
    QVERIFY(std::abs(row.stdevUs - std::sqrt(1300.0 / 24)) < 1e-9);
    QVERIFY(std::abs(row.algbwGBs - 32.768) < 1e-9);        // 1048576 B / 32 us
    QVERIFY(std::abs(row.busbwGBs - 32.768 * 1.75) < 1e-9); // 2 (n-1)/n
    const std::vector<float> samples = unpackSamples(row.iterationSamples);
    QCOMPARE(samples.size(), std::size_t(25));
    QCOMPARE(samples.front(), 27.0f); // the first call in the file
    QCOMPARE(samples.back(), 35.0f);  // the last, timed on the CPU
    const QJsonObject p = parameters(allReduce);
    QCOMPARE(p.value(QLatin1String("comm_name")).toString(), QStringLiteral("DP Group 0"));
    QCOMPARE(p.value(QLatin1String("comm_id")).toString(), QStringLiteral("0x7f8c496ae9f661"));
    QCOMPARE(p.value(QLatin1String("pid")).toInt(), 1639453);
    QCOMPARE(p.value(QLatin1String("timing_sources")).toObject().value(QLatin1String("kernel_cpu")).toInt(), 1);
    QCOMPARE(p.value(QLatin1String("timing_sources")).toObject().value(QLatin1String("kernel_gpu")).toInt(), 24);
    QVERIFY(allReduce.notes.contains(QLatin1String("timed on the CPU")));
    QVERIFY(allReduce.notes.contains(QLatin1String("unverified")));

    const BenchmarkRun& allGather = runs[1];
    QCOMPARE(allGather.testName, QStringLiteral("all_gather"));
    QCOMPARE(allGather.results.size(), 1);
    const SizeResult& gathered = allGather.results.constFirst();
    QCOMPARE(gathered.bytes, 1048576); // 131072 per rank x 8, as nccl-tests prints the size
    QCOMPARE(gathered.iterations, 2);
    QCOMPARE(gathered.timeAvgUs, 52.0);
    QCOMPARE(gathered.p50Us, 50.0);
    QVERIFY(std::abs(gathered.algbwGBs - 1048576.0 / 52 / 1e3) < 1e-9);
    QVERIFY(std::abs(gathered.busbwGBs - 1048576.0 / 52 / 1e3 * 7 / 8) < 1e-9);
    QVERIFY(allGather.notes.contains(QLatin1String("per-rank message size")));
    QVERIFY(!allGather.notes.contains(QLatin1String("timed on the CPU")));

    const BenchmarkRun& send = runs[2];
    QCOMPARE(send.testName, QStringLiteral("send"));
    QCOMPARE(send.results.constFirst().bytes, 65536);
    QCOMPARE(send.results.constFirst().timeAvgUs, 13.0);
    QCOMPARE(send.results.constFirst().busbwGBs, send.results.constFirst().algbwGBs);
    QCOMPARE(parameters(send).value(QLatin1String("peers")).toArray(), QJsonArray{3});
    QCOMPARE(parameters(send).value(QLatin1String("comm_id")).toString(), QStringLiteral("0x1a2b3c4d5e6f70"));
}

void TestNcclInspector::malformed_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<qint64>("line");
    QTest::addColumn<QString>("message");
    const QByteArray header = R"({"header":{"id":"0x1","rank":0,"n_ranks":2,"nnodes":1},)";
    const QByteArray good = header + R"("coll_perf":{"coll":"AllReduce","coll_msg_size_bytes":8192,)"
                                     R"("coll_exec_time_us":10}})"
                                     "\n";
    QTest::addRow("empty") << QByteArray("\n") << 0LL << "the file holds no NCCL Inspector records";
    QTest::addRow("no perf record") << QByteArray(R"({"header":{"rank":0,"n_ranks":2}})") << 0LL
                                    << "is an NCCL Inspector record with \"coll_perf\" or \"p2p_perf\"";
    QTest::addRow("not an object") << QByteArray(good + "[1]\n") << 2LL << "expected a JSON object per record";
    QTest::addRow("size missing") << QByteArray(good + header +
                                                R"("coll_perf":{"coll":"AllReduce",)"
                                                R"("coll_exec_time_us":10}})")
                                  << 2LL << "has no \"coll_perf.coll_msg_size_bytes\"";
    QTest::addRow("rank missing") << QByteArray(R"({"header":{"n_ranks":2},"p2p_perf":{"p2p":"Send",)"
                                                R"("p2p_msg_size_bytes":8,"p2p_exec_time_us":1}})")
                                  << 1LL << "has no \"header.rank\"";
    QTest::addRow("size not a number") << QByteArray(good + header +
                                                     R"("coll_perf":{"coll":"AllReduce",)"
                                                     R"("coll_msg_size_bytes":"big"}})")
                                       << 2LL << "expected a number for \"coll_msg_size_bytes\"";
    QTest::addRow("negative time") << QByteArray(header + R"("coll_perf":{"coll":"AllReduce",)"
                                                          R"("coll_msg_size_bytes":8,"coll_exec_time_us":-1}})")
                                   << 1LL << "expected a time in microseconds for \"coll_exec_time_us\"";
    QTest::addRow("rank out of range") << QByteArray(R"({"header":{"rank":2,"n_ranks":2},"coll_perf":{"coll":"Reduce",)"
                                                     R"("coll_msg_size_bytes":8,"coll_exec_time_us":1}})")
                                       << 1LL << "the rank 2 in \"header.rank\" is not below \"header.n_ranks\" (2)";
    QTest::addRow("fractional rank") << QByteArray(R"({"header":{"rank":1.5,"n_ranks":2}})") << 1LL
                                     << "expected a whole number from 0 to 16777216 for \"rank\"";
    QTest::addRow("ranks change") << QByteArray(good + R"({"header":{"id":"0x1","rank":0,"n_ranks":4},)"
                                                       R"("coll_perf":{"coll":"AllReduce","coll_msg_size_bytes":8192,)"
                                                       R"("coll_exec_time_us":10}})")
                                  << 2LL << "\"header.n_ranks\" is 4, but earlier records";
    QTest::addRow("cut off") << QByteArray(good + header + R"("coll_perf":{"coll":"AllReduce",)") << 2LL
                             << "the file ends inside a JSON object";
}

void TestNcclInspector::malformed()
{
    QFETCH(QByteArray, json);
    QFETCH(qint64, line);
    QFETCH(QString, message);
    const auto refused = refusal(json, QStringLiteral("host-pid1.log"), ImportFormat::NcclInspectorJson);
    QCOMPARE(refused.line, line);
    QVERIFY2(refused.message.contains(message), qPrintable(refused.message));
    QVERIFY(refused.message.startsWith(QLatin1String("host-pid1.log")));
}

// Every run holds its calls until the end of the file, so the runs of one file are bounded.
void TestNcclInspector::tooManyRuns()
{
    QByteArray json;
    for (int i = 0; i <= 10000; ++i) {
        json += R"({"header":{"id":"0x)" + QByteArray::number(i, 16) +
                R"(","rank":0,"n_ranks":2},"coll_perf":{"coll":"AllReduce","coll_msg_size_bytes":8192,)"
                R"("coll_exec_time_us":10}})"
                "\n";
    }
    const auto refused = refusal(json, QStringLiteral("many.log"));
    QCOMPARE(refused.line, 10001LL);
    QVERIFY2(refused.message.contains(QLatin1String("more than 10000 pairs of communicator and operation")),
             qPrintable(refused.message));
}

QTEST_GUILESS_MAIN(TestNcclInspector)
#include "testncclinspector.moc"
