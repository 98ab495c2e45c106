// SPDX-License-Identifier: Apache-2.0
#include "ingesttest.h"

#include <QFile>
#include <QTest>

using namespace fw::core;

// The real logs added to tests/fixtures/logs for issue 21's "corpus twice the size": each is imported whole and
// checked against values read by hand from the file (SOURCES.md says where each was published).
class TestCorpus : public QObject
{
    Q_OBJECT

private slots:
    void realLogs_data();
    void realLogs();
    void collectiveNamedByAScriptMarker();
    void startupTestWithoutTableIsLeftOut();
    void webPageWithoutHash();
    void rcclTestsVersionLine();
    void perftestServerAndClientInOneCapture();
    void perftestOutJson();
    void threeRunsInOneCapture();

private:
    static QStringList names(const char* commaSeparated)
    {
        return QString::fromLatin1(commaSeparated).split(QLatin1Char(','));
    }
    static QList<BenchmarkRun> readFixture(const QString& name)
    {
        QFile in(ingesttest::fixture(name.toLatin1().constData()));
        if (!in.open(QIODevice::ReadOnly))
            qFatal("cannot open %s", qPrintable(in.fileName()));
        return Importer::read(in, name);
    }
};

void TestCorpus::realLogs_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<ImportFormat>("format");
    QTest::addColumn<QStringList>("tests"); // one per run, in the file's order
    QTest::addColumn<QString>("tool");
    QTest::addColumn<QString>("version");
    QTest::addColumn<int>("ranks"); // -1: the log does not say
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QString>("firstHost");    // rank 0's host; empty when the log lists no devices
    QTest::addColumn<QString>("lastHost");     // the last rank's host
    QTest::addColumn<QList<int>>("rows");      // one per run
    QTest::addColumn<qint64>("firstBytes");    // first run, first row
    QTest::addColumn<double>("firstTime");     // first run, first row, µs; unknown for bandwidth tests
    QTest::addColumn<double>("lastTime");      // last run, last row
    QTest::addColumn<double>("lastBandwidth"); // last run, last row, GB/s: busbw for nccl-tests, else algbw
    QTest::addColumn<double>("avgBusbw");      // first run's footer; unknown without one
    QTest::addColumn<QString>("correctness");  // every run

    const double none = kUnknown;
    const auto nccl = ImportFormat::NcclTestsText;
    const auto osu = ImportFormat::OsuText;
    const QString k8sPod = QStringLiteral("1942ef50-8240-449e-82ca-4ce7993f70b4-78bfb5d4f4-4z9xh");

    // rccl-tests
    QTest::addRow("rccl-tests MI300X, pod host name")
        << "nccl_allreduce_rccl-tests_mi300x_8gpu_k8s_pod_hostname.txt" << nccl << names("all_reduce") << "rccl-tests"
        << "develop:a7809b3" << 8 << 1 << k8sPod << k8sPod << QList<int>{62} << qint64(8) << 19.28 << 47584.0 << 315.91
        << 110.464 << "passed";
    QTest::addRow("rccl-tests MI300X, RCCL version block")
        << "nccl_allreduce_rccl-tests_mi300x_2node_16rank_version_block.txt" << nccl << names("all_reduce")
        << "rccl-tests"
        << "develop:448c4c7" << 16 << 2 << "gpu-53"
        << "gpu-56" << QList<int>{64} << qint64(8) << 256.5 << 90127.0 << 357.41 << 92.3318 << "passed";
    QTest::addRow("rccl-tests MI355X, no preamble, no footer")
        << "nccl_allreduce_rccl-tests_mi355x_2node_testing_cycle_no_footer.txt" << nccl << names("all_reduce")
        << "rccl-tests"
        << "develop:5272cd1" << 16 << 2 << "mi355-gpu-23"
        << "mi355-gpu-24" << QList<int>{62} << qint64(8) << 41.16 << 43639.0 << 369.08 << none << "passed";

    QTest::addRow("rccl-tests 2.17.9 version line, blank before footer")
        << "nccl_allreduce_rccl-tests_mi355x_8gpu_docker_v2.17.9_blank_before_footer.txt" << nccl << names("all_reduce")
        << "rccl-tests"
        << "2.17.9-develop:2596ca5f71" << 8 << 1 << "Aliyun3"
        << "Aliyun3" << QList<int>{58} << qint64(4) << 42.02 << 4675.42 << 401.90 << 105.615 << "passed";
    QTest::addRow("rccl-tests alltoall, in-place N/A")
        << "nccl_alltoall_rccl-tests_mi355x_8gpu_docker_inplace_na.txt" << nccl << names("all_to_all") << "rccl-tests"
        << "2.17.9-develop:2596ca5f71" << 8 << 1 << "Aliyun3"
        << "Aliyun3" << QList<int>{50} << qint64(0) << 0.94 << 371.15 << 316.42 << 58.3947 << "unverified";

    // nccl-tests of 2019-2021 and as web pages show them
    QTest::addRow("web page without #, one size")
        << "nccl_allreduce_a100_2node_no_hash_web_page_single_size.txt" << nccl << names("all_reduce") << "nccl-tests"
        << "" << -1 << -1 << ""
        << "" << QList<int>{2} << qint64(4294967296) << 173736.0 << 173530.0 << 43.31 << 43.2879 << "passed";
    QTest::addRow("dstack page without #, \"wrong\" column")
        << "nccl_allreduce_b200_gcp_a4_dstack_no_hash_wrong_header.txt" << nccl << names("all_reduce") << "nccl-tests"
        << "" << -1 << -1 << ""
        << "" << QList<int>{22} << qint64(8388608) << 156.9 << 23702.0 << 679.54 << 165.789 << "passed";
    QTest::addRow("dstack page without #, A3 Mega")
        << "nccl_allgather_h100_gcp_a3mega_dstack_no_hash.txt" << nccl << names("all_gather") << "nccl-tests"
        << "" << -1 << -1 << ""
        << "" << QList<int>{22} << qint64(8388608) << 166.6 << 42701.0 << 188.59 << 146.948 << "unverified";
    QTest::addRow("dstack page without #, A3 High")
        << "nccl_allgather_h100_gcp_a3high_dstack_no_hash.txt" << nccl << names("all_gather") << "nccl-tests"
        << "" << -1 << -1 << ""
        << "" << QList<int>{22} << qint64(8388608) << 784.9 << 160117.0 << 50.29 << 40.6043 << "passed";
    QTest::addRow("2019, NCCL 2.4.2, indented")
        << "nccl_allreduce_v100_4gpu_old_2019_rst_indented_nccl2.4.2.txt" << nccl << names("all_reduce") << "nccl-tests"
        << "" << 4 << 1 << "bessemer-node026"
        << "bessemer-node026" << QList<int>{50} << qint64(8) << 16.36 << 17974.0 << 11.20 << 4.42606 << "passed";
    QTest::addRow("2021, NCCL 2.8.3, indented")
        << "nccl_allreduce_v100_4gpu_old_2021_rst_indented_nccl2.8.3.txt" << nccl << names("all_reduce") << "nccl-tests"
        << "" << 4 << 1 << "bessemer-node026"
        << "bessemer-node026" << QList<int>{50} << qint64(8) << 13.37 << 21407.0 << 9.40 << 4.22207 << "passed";
    QTest::addRow("five collectives, 2019")
        << "nccl_five_collectives_one_file_gtx1080_old_2019_begin_markers.txt" << nccl
        << names("all_reduce,all_gather,broadcast,reduce,reduce_scatter") << "nccl-tests"
        << "" << 2 << 1 << "Orlando"
        << "Orlando" << QList<int>{50, 50, 50, 50, 50} << qint64(8) << 25.34 << 184732.0 << 0.36 << 0.414483
        << "passed";

    QTest::addRow("three all_gather runs in one capture")
        << "nccl_allgather_rtx5090_three_runs_one_capture_rep_markers.txt" << nccl
        << names("all_gather,all_gather,all_gather") << "nccl-tests"
        << "2.18.0" << 2 << 1 << "lab"
        << "lab" << QList<int>{16, 16, 16} << qint64(1048576) << 2189.16 << 29216.0 << 2.30 << 1.27827 << "passed";

    // OSU micro-benchmarks 5.x
    QTest::addRow("osu_latency 5.0, ### banner")
        << "osu_latency_2node_cray_aries_v5.0_hash_banner.txt" << osu << names("osu_latency") << "osu-micro-benchmarks"
        << "5.0" << -1 << -1 << ""
        << "" << QList<int>{24} << qint64(0) << 1.84 << 497.37 << none << none << "unverified";
    QTest::addRow("osu_bibw 5.4.1 after application output")
        << "osu_bibw_2node_v5.4.1_indented_after_app_output.txt" << osu << names("osu_bibw") << "osu-micro-benchmarks"
        << "5.4.1" << -1 << -1 << ""
        << "" << QList<int>{23} << qint64(1) << none << none << 7.64081 << none << "unverified";
    QTest::addRow("osu_bibw 5.9, rst, title with a trailing blank")
        << "osu_bibw_2node_ib_v5.9_indented_rst_trailing_blank.txt" << osu << names("osu_bibw")
        << "osu-micro-benchmarks"
        << "5.9" << -1 << -1 << ""
        << "" << QList<int>{23} << qint64(1) << none << none << 22.91991 << none << "unverified";
    QTest::addRow("osu_bibw 5.9, rst, A100 nodes")
        << "osu_bibw_a100_2node_ib_v5.9_indented_rst.txt" << osu << names("osu_bibw") << "osu-micro-benchmarks"
        << "5.9" << -1 << -1 << ""
        << "" << QList<int>{23} << qint64(1) << none << none << 51.215 << none << "unverified";
    QTest::addRow("osu_bibw 5.9, kubectl logs, sockets")
        << "osu_bibw_2pod_eks_sockets_v5.9_kubectl_logs_elided.txt" << osu << names("osu_bibw")
        << "osu-micro-benchmarks"
        << "5.9" << -1 << -1 << ""
        << "" << QList<int>{23} << qint64(1) << none << none << 1.26538 << none << "unverified";
    QTest::addRow("osu_bibw 5.9, kubectl logs, EFA")
        << "osu_bibw_2pod_eks_efa_v5.9_kubectl_logs_elided.txt" << osu << names("osu_bibw") << "osu-micro-benchmarks"
        << "5.9" << -1 << -1 << ""
        << "" << QList<int>{23} << qint64(1) << none << none << 10.51305 << none << "unverified";
    QTest::addRow("three OSU tests, startup test first")
        << "osu_three_tests_one_file_v5.6.2_init_without_table.txt" << osu << names("osu_bibw,all_reduce")
        << "osu-micro-benchmarks"
        << "5.6.2" << -1 << -1 << ""
        << "" << QList<int>{4, 4} << qint64(1) << none << 0.92 << none << none << "unverified";
    QTest::addRow("three OSU tests, Wi4MPI banner")
        << "osu_three_tests_one_file_v5.6.2_wi4mpi_banner.txt" << osu << names("osu_bibw,all_reduce")
        << "osu-micro-benchmarks"
        << "5.6.2" << -1 << -1 << ""
        << "" << QList<int>{4, 5} << qint64(1) << none << 0.67 << none << none << "unverified";

    // perftest
    QTest::addRow("ib_write_bw server side, Gb/sec")
        << "perftest_ib_write_bw_server_side_uc_roce_gbits_single_size.txt" << ImportFormat::PerftestText
        << names("ib_write_bw") << "perftest"
        << "" << 2 << -1 << ""
        << "" << QList<int>{1} << qint64(8388608) << none << none << 98.03 / 8 << none << "unverified";
    QTest::addRow("ib_write_bw loopback, server and client interleaved")
        << "perftest_ib_write_bw_loopback_server_client_interleaved.txt" << ImportFormat::PerftestText
        << names("ib_write_bw") << "perftest"
        << "" << 2 << -1 << ""
        << "" << QList<int>{1} << qint64(1000) << none << none << 4020.54 * 1048576 / 1e9 << none << "unverified";
    QTest::addRow("ib_write_bw bidirectional, server then client")
        << "perftest_ib_write_bw_bidir_server_then_client_one_capture_pollara.txt" << ImportFormat::PerftestText
        << names("ib_write_bw") << "perftest"
        << "" << 2 << -1 << ""
        << "" << QList<int>{23} << qint64(2) << none << none << 779.21 / 8 << none << "unverified";
    QTest::addRow("ib_send_bw server side, BW peak warning")
        << "perftest_ib_send_bw_server_side_hbv3_bw_peak_warning_elided.txt" << ImportFormat::PerftestText
        << names("ib_send_bw") << "perftest"
        << "" << 2 << -1 << ""
        << "" << QList<int>{14} << qint64(2) << none << none << 23551.65 * 1048576 / 1e9 << none << "unverified";
    QTest::addRow("ib_send_lat client side")
        << "perftest_ib_send_lat_client_hbv3_all_sizes_elided.txt" << ImportFormat::PerftestText << names("ib_send_lat")
        << "perftest"
        << "" << 2 << -1 << ""
        << "" << QList<int>{14} << qint64(2) << 1.60 << 3.77 << none << none << "unverified";
}

void TestCorpus::realLogs()
{
    QFETCH(QString, file);
    QFETCH(QStringList, tests);
    QFETCH(QList<int>, rows);
    QFETCH(ImportFormat, format);
    QList<BenchmarkRun> runs;
    try {
        runs = readFixture(file);
    } catch (const ImportError& error) {
        QFAIL(qPrintable(error.message()));
    }
    QCOMPARE(runs.size(), tests.size());
    for (qsizetype i = 0; i < runs.size(); ++i) {
        const BenchmarkRun& run = runs[i];
        QCOMPARE(run.provenance.format, format);
        QCOMPARE(run.testName, tests[i]);
        QTEST(run.tool, "tool");
        QTEST(run.toolVersion, "version");
        QTEST(run.ranks.value_or(-1), "ranks");
        QTEST(run.nodes.value_or(-1), "nodes");
        QTEST(run.placements.isEmpty() ? QString() : run.placements.constFirst().host, "firstHost");
        QTEST(run.placements.isEmpty() ? QString() : run.placements.constLast().host, "lastHost");
        QCOMPARE(int(run.results.size()), rows[i]);
        QTEST(storageKey(run.correctness()), "correctness");
        QCOMPARE(run.source, RunSource::VendorClaim);
    }
    const SizeResult& first = runs.constFirst().results.constFirst();
    QTEST(first.bytes, "firstBytes");
    QFETCH(double, firstTime);
    QCOMPARE(isKnown(first.timeAvgUs), isKnown(firstTime));
    if (isKnown(firstTime))
        QCOMPARE(first.timeAvgUs, firstTime);
    const SizeResult& last = runs.constLast().results.constLast();
    QFETCH(double, lastTime);
    QCOMPARE(isKnown(last.timeAvgUs), isKnown(lastTime));
    if (isKnown(lastTime))
        QCOMPARE(last.timeAvgUs, lastTime);
    QFETCH(double, lastBandwidth);
    const double bandwidth = format == ImportFormat::NcclTestsText ? last.busbwGBs : last.algbwGBs;
    QCOMPARE(isKnown(bandwidth), isKnown(lastBandwidth));
    if (isKnown(lastBandwidth))
        QCOMPARE(bandwidth, lastBandwidth);
    QFETCH(double, avgBusbw);
    QCOMPARE(isKnown(runs.constFirst().avgBusbwGBs), isKnown(avgBusbw));
    if (isKnown(avgBusbw))
        QCOMPARE(runs.constFirst().avgBusbwGBs, avgBusbw);
}

void TestCorpus::collectiveNamedByAScriptMarker()
{
    // nccl-tests of 2019 print no test name: the script's "===begin all_gather_perf test===" line names each run,
    // and each run keeps its own table layout (all_gather: no redop; broadcast: root; reduce: redop and root).
    const QList<BenchmarkRun> runs = readFixture(QStringLiteral("nccl_five_collectives_one_file_gtx1080_old_2019_"
                                                                "begin_markers.txt"));
    QCOMPARE(runs.size(), 5);
    for (qsizetype i = 0; i < runs.size(); ++i) {
        QCOMPARE(runs[i].provenance.part, int(i));
        QVERIFY(!runs[i].notes.contains(QLatin1String("file name")));
        QCOMPARE(runs[i].results.constFirst().maxError, 0.0);
    }
    const BenchmarkRun& allGather = runs[1];
    QCOMPARE(allGather.results[0].count, 1);
    QCOMPARE(allGather.results[0].redop, QString());
    QCOMPARE(allGather.results.constLast().timeAvgUs, 85704.0); // in-place half of the 128 MiB row
    // A real log of the old all_gather semantics (nccl-tests before June 2020): algbw printed equal to busbw (0.78
    // on 2 ranks). It is recomputed as size / time, today's definition; busbw stays as printed.
    QVERIFY(allGather.parameters.contains(QLatin1String("\"algbw_semantics\":\"before_2020_06\"")));
    QVERIFY(allGather.notes.contains(QLatin1String("June 2020")));
    QCOMPARE(allGather.results.constLast().algbwGBs, 134217728.0 / 85704.0 / 1e3);
    QCOMPARE(allGather.results.constLast().busbwGBs, 0.78);
    QCOMPARE(allGather.avgBusbwGBs, 0.347488);
    QVERIFY(runs[4].parameters.contains(QLatin1String("\"algbw_semantics\":\"before_2020_06\""))); // reduce_scatter
    QCOMPARE(runs[2].results[0].root, 0);
    QCOMPARE(runs[2].results[0].redop, QString());
    QCOMPARE(runs[3].results[0].root, 0);
    QCOMPARE(runs[3].results[0].redop, QStringLiteral("sum"));
    QCOMPARE(runs[3].avgBusbwGBs, 0.716373);
    QCOMPARE(runs[4].avgBusbwGBs, 0.328477);
}

void TestCorpus::startupTestWithoutTableIsLeftOut()
{
    // osu_init prints "nprocs: 4, min: 67 ms, ..." and no table; the two tests after it are imported and say so.
    const QList<BenchmarkRun> runs =
        readFixture(QStringLiteral("osu_three_tests_one_file_v5.6.2_init_without_table.txt"));
    QCOMPARE(runs.size(), 2);
    for (const BenchmarkRun& run : runs)
        QVERIFY2(run.notes.contains(QLatin1String("\"Init\"")), qPrintable(run.notes));
    QCOMPARE(runs[0].results.constLast().bytes, 8);
    QCOMPARE(runs[0].results.constLast().algbwGBs, 0.02851);
    QCOMPARE(runs[1].results.constFirst().bytes, 4);
    QCOMPARE(runs[1].results.constFirst().timeAvgUs, 1.40);

    // A file with only a startup test still holds no result table.
    const auto refused = ingesttest::refusal(
        "# OSU MPI Init Test v5.6.2\nnprocs: 4, min: 67 ms, max: 67 ms, avg: 67 ms\n", QStringLiteral("init.txt"));
    QVERIFY2(refused.message.contains(QLatin1String("no OSU result table found")), qPrintable(refused.message));
}

void TestCorpus::webPageWithoutHash()
{
    // The page dropped every "#" and shifted the header; the collective comes from the file name, and says so.
    const BenchmarkRun run =
        readFixture(QStringLiteral("nccl_allreduce_a100_2node_no_hash_web_page_single_size.txt")).constFirst();
    QVERIFY2(run.notes.contains(QLatin1String("file name")), qPrintable(run.notes));
    QCOMPARE(run.outOfBounds, 0);
    QCOMPARE(run.results[0].count, 1073741824);
    QCOMPARE(run.results[0].wrong, 0);
    QCOMPARE(run.results[1].timeAvgUs, 173530.0);
    QCOMPARE(run.results[1].algbwGBs, 24.75);
}

void TestCorpus::rcclTestsVersionLine()
{
    // rccl-tests since 2.17 print "# rccl-tests version ... rccl-headers=22803 rccl-library=22707" like nccl-tests.
    const BenchmarkRun run =
        readFixture(QStringLiteral("nccl_alltoall_rccl-tests_mi355x_8gpu_docker_inplace_na.txt")).constFirst();
    QVERIFY2(run.parameters.contains(QLatin1String("\"rccl_library\":\"22707\"")), qPrintable(run.parameters));
    QVERIFY2(run.parameters.contains(QLatin1String("\"rccl_headers\":\"22803\"")), qPrintable(run.parameters));
    // Only the out-of-place half was checked: the in-place #wrong is N/A, so the run is unverified, not passed.
    QCOMPARE(run.results[0].checkPassed, true);
    QCOMPARE(run.results[1].checkPassed, std::nullopt);
}

void TestCorpus::perftestServerAndClientInOneCapture()
{
    // run_perftest_loopback runs the server and the client on one host and prints both outputs interleaved line by
    // line: every settings line, the header and the row twice, a CPU-frequency warning in between. One measurement.
    const QList<BenchmarkRun> runs =
        readFixture(QStringLiteral("perftest_ib_write_bw_loopback_server_client_interleaved.txt"));
    QCOMPARE(runs.size(), 1);
    const BenchmarkRun& run = runs.constFirst();
    QVERIFY2(run.notes.contains(QLatin1String("imported once")), qPrintable(run.notes));
    QCOMPARE(run.results.size(), 1);
    QCOMPARE(run.results[0].iterations, 5000);
    QVERIFY(run.parameters.contains(QLatin1String("mlx5_ib0")));
}

void TestCorpus::perftestOutJson()
{
    // ib_write_bw --out_json as NVIDIA's doca-platform tests quote it: the settings in "test_info", one result with
    // BW_average in MB/sec (2^20 bytes per second, as perftest computes it).
    const QString name = QStringLiteral("perftest_ib_write_bw_out_json_roce_doca_platform.json");
    QFile in(ingesttest::fixture(name.toLatin1().constData()));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray bytes = in.readAll();
    for (const QString& fileName : {name, QStringLiteral("result.json")}) {
        const QList<BenchmarkRun> runs = ingesttest::parse(bytes, fileName);
        QCOMPARE(runs.size(), 1);
        const BenchmarkRun& run = runs.constFirst();
        QCOMPARE(run.provenance.format, ImportFormat::PerftestJson);
        // Named by the file, or else by test_info's "RDMA_Write_BW_Test", without the note that nothing named it.
        QCOMPARE(run.testName, QStringLiteral("ib_write_bw"));
        QVERIFY2(!run.notes.contains(QLatin1String("does not name")), qPrintable(run.notes));
        QCOMPARE(run.results.size(), 1);
        QCOMPARE(run.results[0].bytes, 65536);
        QCOMPARE(run.results[0].iterations, 5000);
        QCOMPARE(run.results[0].algbwGBs, 2229.27 * 1048576 / 1e9);
        QCOMPARE(run.correctness(), Correctness::Unverified);
        for (const char* setting : {"\"device\":\"mlx5_11\"", "\"link_type\":\"Ethernet\"", "\"mtu\":1024",
                                    "\"number_of_qps\":1", "\"test\":\"RDMA_Write_BW_Test\""})
            QVERIFY2(run.parameters.contains(QLatin1String(setting)), qPrintable(run.parameters));
    }
}

void TestCorpus::threeRunsInOneCapture()
{
    // A script ran all_gather_perf_mpi three times into one capture, a "=== AllGather DEFAULT rep N ===" line and
    // four X11 "Authorization required" lines before each: three runs, in order, each with its own footer.
    const QList<BenchmarkRun> runs =
        readFixture(QStringLiteral("nccl_allgather_rtx5090_three_runs_one_capture_rep_markers.txt"));
    QCOMPARE(runs.size(), 3);
    const QList<double> averages{1.27827, 0.669677, 1.54607};
    const QList<double> largest{64380.9, 63473.4, 29133.5}; // out-of-place time of 128 MiB
    for (qsizetype i = 0; i < runs.size(); ++i) {
        QCOMPARE(runs[i].provenance.part, int(i));
        QCOMPARE(runs[i].avgBusbwGBs, averages[i]);
        QCOMPARE(runs[i].outOfBounds, 0);
        QCOMPARE(runs[i].results[14].bytes, 134217728);
        QCOMPARE(runs[i].results[14].timeAvgUs, largest[i]);
        // nccl-tests 2.18.0 prints today's all_gather bandwidths: algbw = size / time, busbw = algbw / 2 here.
        QVERIFY(!runs[i].parameters.contains(QLatin1String("before_2020_06")));
    }
    QCOMPARE(runs[1].results[0].algbwGBs, 0.23);
    QCOMPARE(runs[1].results[0].busbwGBs, 0.12);
}

QTEST_GUILESS_MAIN(TestCorpus)
#include "testcorpus.moc"
