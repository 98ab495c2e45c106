// SPDX-License-Identifier: Apache-2.0
#include "ingesttest.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <cmath>

using namespace fw::core;
using ingesttest::parse;
using ingesttest::refusal;

class TestNcclTestsText : public QObject
{
    Q_OBJECT

private slots:
    void fixtures_data();
    void fixtures();
    void placementsAndFooterAreFacts();
    void oldErrorColumnUsesTheTypeTolerance();
    void optionalColumns();
    void severalRunsAndCycles();
    void deviceLineCutShort();
    void malformed_data();
    void malformed();
    void damagedRowInARealLog_data();
    void damagedRowInARealLog();
    void allGatherSemantics_data();
    void allGatherSemantics();
    void oldAllGatherAlgbwIsRecomputed();
};

void TestNcclTestsText::fixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("tool");
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("test");
    QTest::addColumn<int>("ranks"); // -1: unknown
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("sizes");
    QTest::addColumn<QString>("correctness");
    QTest::addColumn<double>("firstTime");
    QTest::addColumn<double>("lastBusbw");

    QTest::addRow("allgather old, no redop") << "nccl_allgather_a100_8gpu_old_no_redop_col.txt"
                                             << "nccl-tests"
                                             << ""
                                             << "all_gather" << 8 << 1 << 68 << 30 << "unverified" << 34.27 << 230.07;
    QTest::addRow("allgather GB10 xauth noise") << "nccl_allgather_gb10_2node_v2.18.3_xauth_noise.txt"
                                                << "nccl-tests"
                                                << "2.18.3"
                                                << "all_gather" << 2 << 2 << 6 << 3 << "passed" << 27211.0 << 22.46;
    QTest::addRow("k8s elided devices") << "nccl_allreduce_a100_128gpu_k8s_error_col_elided.txt"
                                        << "nccl-tests"
                                        << ""
                                        << "all_reduce" << -1 << -1 << 60 << 30 << "passed" << 58.20 << 44.72;
    QTest::addRow("azure fragment") << "nccl_allreduce_a100_2node_azure_ib_fragment_info_line.txt"
                                    << "nccl-tests"
                                    << ""
                                    << "all_reduce" << -1 << -1 << 18 << 9 << "passed" << 593.7 << 189.33;
    QTest::addRow("slingshot 2.18.2") << "nccl_allreduce_gh200_2node_slingshot_v2.18.2.txt"
                                      << "nccl-tests"
                                      << "2.18.2"
                                      << "all_reduce" << 2 << 2 << 16 << 8 << "passed" << 339.61 << 22.88;
    QTest::addRow("wrong non-zero, FAILED") << "nccl_allreduce_gh200_2node_wrong_nonzero_FAILED.txt"
                                            << "nccl-tests"
                                            << "2.17.8"
                                            << "all_reduce" << 2 << 2 << 50 << 25 << "failed" << 17.49 << 22.80;
    QTest::addRow("indented, libnl noise") << "nccl_allreduce_gh200_8rank_libnl_noise_indented.txt"
                                           << "nccl-tests"
                                           << ""
                                           << "all_reduce" << 8 << 2 << 50 << 25 << "passed" << 17.93 << 123.11;
    QTest::addRow("GCP full sweep") << "nccl_allreduce_h100_2node_16rank_gcp_a3mega_full_sweep.txt"
                                    << "nccl-tests"
                                    << ""
                                    << "all_reduce" << 16 << 2 << 62 << 31 << "passed" << 135.8 << 337.35;
    QTest::addRow("OCI RoCE 16 GiB") << "nccl_allreduce_h100_2node_16rank_oci_roce.txt"
                                     << "nccl-tests"
                                     << ""
                                     << "all_reduce" << 16 << 2 << 10 << 5 << "passed" << 4511.2 << 464.79;
    QTest::addRow("rccl-tests") << "nccl_allreduce_rccl-tests_mi100_asterisk_note.txt"
                                << "rccl-tests"
                                << "develop:3f7f785"
                                << "all_reduce" << 2 << 1 << 50 << 25 << "passed" << 14.07 << 10.86;
    QTest::addRow("EFA, INFO interleaved") << "nccl_allreduce_v100_2node_16rank_efa_nccl_info_interleaved.txt"
                                           << "nccl-tests"
                                           << ""
                                           << "all_reduce" << 16 << 2 << 56 << 28 << "passed" << 145.4 << 8.95;
    QTest::addRow("alltoall blank redop") << "nccl_alltoall_a100_8gpu_old_blank_redop.txt"
                                          << "nccl-tests"
                                          << ""
                                          << "all_to_all" << 8 << 1 << 68 << 30 << "unverified" << 1.63 << 226.16;
    QTest::addRow("sendrecv uint8 error 3e+02") << "nccl_sendrecv_gtx1080_old_no_redop_uint8_error_fragment.txt"
                                                << "nccl-tests"
                                                << ""
                                                << "send_recv" << -1 << -1 << 2 << 1 << "failed" << 11732.0 << 3.23;
}

void TestNcclTestsText::fixtures()
{
    QFETCH(QString, file);
    QFile in(ingesttest::fixture(file.toLatin1().constData()));
    QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(in.fileName()));
    const QList<BenchmarkRun> runs = Importer::read(in, file);
    QCOMPARE(runs.size(), 1);
    const BenchmarkRun& run = runs.constFirst();
    QCOMPARE(run.provenance.format, ImportFormat::NcclTestsText);
    QTEST(run.tool, "tool");
    QTEST(run.toolVersion, "version");
    QTEST(run.testName, "test");
    QTEST(run.ranks.value_or(-1), "ranks");
    QTEST(run.nodes.value_or(-1), "nodes");
    QTEST(int(run.results.size()), "rows");
    QTEST(run.summarize().sizeCount, "sizes");
    QTEST(storageKey(run.correctness()), "correctness");
    QTEST(run.results.constFirst().timeAvgUs, "firstTime");
    QTEST(run.results.constLast().busbwGBs, "lastBusbw");
    QCOMPARE(run.source, RunSource::VendorClaim);
    QVERIFY(!run.results.constFirst().inPlace);
    QVERIFY(run.results.constLast().inPlace);
}

void TestNcclTestsText::placementsAndFooterAreFacts()
{
    QFile in(ingesttest::fixture("nccl_allreduce_gh200_2node_wrong_nonzero_FAILED.txt"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const BenchmarkRun run = Importer::read(in, QStringLiteral("x.txt")).constFirst();
    QCOMPARE(run.placements.size(), 2);
    QCOMPARE(run.placements[1], (RankPlacement{1, QStringLiteral("gpu-1-7"), QStringLiteral("0 [0009:01:00]"),
                                               QStringLiteral("NVIDIA GH200 120GB")}));
    QCOMPARE(run.outOfBounds, 4);
    QCOMPARE(run.avgBusbwGBs, 4.79995);
    QVERIFY(run.testName == QLatin1String("all_reduce")); // from the preamble, not the file name
    // The one row with wrong elements fails; the others pass.
    const SizeResult& bad = run.results[34];
    QCOMPARE(bad.bytes, 1048576);
    QCOMPARE(bad.wrong, 96);
    QCOMPARE(bad.checkPassed, false);
    QCOMPARE(run.results[35].wrong, 32);
    QCOMPARE(run.results[0].checkPassed, true);
    QVERIFY(run.parameters.contains(QLatin1String("\"nccl_library\":\"22902\"")));
}

void TestNcclTestsText::oldErrorColumnUsesTheTypeTolerance()
{
    QFile in(ingesttest::fixture("nccl_sendrecv_gtx1080_old_no_redop_uint8_error_fragment.txt"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const BenchmarkRun run = Importer::read(in, QStringLiteral("sendrecv.txt")).constFirst();
    QCOMPARE(run.results[0].maxError, 0.0);
    QCOMPARE(run.results[0].checkPassed, true);
    QCOMPARE(run.results[1].maxError, 300.0);
    QCOMPARE(run.results[1].checkPassed, false); // an integer type tolerates no error at all
    QVERIFY(!run.results[0].wrong);
    QCOMPARE(run.correctness(), Correctness::Failed);

    // An unknown type cannot be judged: the row stays unverified instead of passing.
    const QByteArray custom = "#  size count type time algbw busbw error time algbw busbw error\n"
                              "  1024 256 fp8e4m3 10.0 0.10 0.10 1e-03 10.0 0.10 0.10 1e-03\n";
    const BenchmarkRun unknown = parse(custom, QStringLiteral("all_reduce.txt")).constFirst();
    QVERIFY(!unknown.results[0].checkPassed);
    QCOMPARE(unknown.correctness(), Correctness::Unverified);
}

void TestNcclTestsText::optionalColumns()
{
    // -C cputime, -S timestamps, -I per-iteration columns, exponent numbers, an asterisk, N/A on one half.
    const QByteArray log =
        "# nccl-tests version 2.19.2 nccl-headers=22809 nccl-library=22809\n"
        "# Collective test starting: reduce_scatter_perf\n"
        "# nThread 1 nGpus 1 minBytes 8 maxBytes 16 step: 2(factor) warmup iters: 1 iters: 100 agg iters: 1 "
        "validation: 1 graph: 0 unalign: 0\n"
        "# Per-Iteration Report: CUDA event timing; i_* uses max over process rows \n"
        "#\n"
        "#       size  count  type  redop  root  cputime  algbw  busbw  #wrong  i_min  i_max  i_p99  i_cv%  "
        "cputime  algbw  busbw  #wrong  i_min  i_max  i_p99  i_cv%  timestamp\n"
        "           8      2 float    sum    -1  1.5e+04   0.00   0.00       0   10.0   20.0   19.0   10.0  "
        " 12.0   0.00   0.00     N/A   11.0   13.0   13.0    5.0  2026-01-02 03:04:05\n"
        "host:1:1 [0] NCCL WARN something odd\n"
        "          16      4 float    sum    -1     14.0   0.00   0.00      2*   10.0   20.0   19.0   10.0  "
        " 12.0   0.00   0.00       0   11.0   13.0   13.0    5.0  2026-01-02 03:04:06\n"
        "# Out of bounds values : 0 OK\n"
        "# Avg bus bandwidth    : 0.001 FAILED\n";
    const BenchmarkRun run = parse(log, QStringLiteral("log.txt")).constFirst();
    QCOMPARE(run.testName, QStringLiteral("reduce_scatter"));
    QCOMPARE(run.toolVersion, QStringLiteral("2.19.2"));
    QCOMPARE(run.results.size(), 4);
    const SizeResult& first = run.results[0];
    QVERIFY(first.cpuTime);
    QCOMPARE(first.timeAvgUs, 15000.0);
    QCOMPARE(first.timeMinUs, 10.0);
    QCOMPARE(first.timeMaxUs, 20.0);
    QCOMPARE(first.p99Us, 19.0);
    QCOMPARE(first.stdevUs, 1500.0); // 10 % of the time column
    QCOMPARE(first.timestamp, QStringLiteral("2026-01-02 03:04:05"));
    QVERIFY(!run.results[1].checkPassed); // N/A
    QCOMPARE(run.results[2].wrong, 2);
    QCOMPARE(run.results[2].checkPassed, false); // asterisk
    QCOMPARE(run.avgBusbwPassed, false);
    QCOMPARE(run.correctness(), Correctness::Failed);
    QVERIFY(run.notes.contains(QLatin1String("1 line")));
}

void TestNcclTestsText::severalRunsAndCycles()
{
    const QByteArray table = "#  size count type redop root time algbw busbw #wrong time algbw busbw #wrong\n"
                             "  8 2 float sum -1 10.0 0.00 0.00 0 10.0 0.00 0.00 0\n"
                             "  16 4 float sum -1 11.0 0.00 0.00 0 11.0 0.00 0.00 0\n";
    const QByteArray log = "# Collective test starting: all_reduce_perf\n"
                           "# nThread 1 nGpus 1 minBytes 8 maxBytes 16 step: 2(factor) warmup iters: 1 iters: 20 "
                           "agg iters: 1 validation: 1 graph: 0\n#\n# Using devices\n"
                           "#  Rank  0 Group  0 Pid 1 on a device  0 [0000:01:00] GPU A\n"
                           "#  Rank  1 Group  0 Pid 2 on b device  0 [0000:01:00] GPU B\n#\n" +
                           table + "  8 2 float sum -1 12.0 0.00 0.00 0 12.0 0.00 0.00 0\n" +
                           "# Out of bounds values : 0 OK\n# Avg bus bandwidth : 0.0\n"
                           "# Collective test concluded: all_reduce_perf\n"
                           "# Collective test starting: broadcast_perf\n"
                           "# nThread 1 nGpus 1 minBytes 8 maxBytes 16 step: 2(factor) warmup iters: 1 iters: 20 "
                           "agg iters: 1 validation: 1 graph: 0\n" +
                           table;
    const QList<BenchmarkRun> runs = parse(log, QStringLiteral("two.txt"));
    QCOMPARE(runs.size(), 2);
    QCOMPARE(runs[0].testName, QStringLiteral("all_reduce"));
    QCOMPARE(runs[0].results.size(), 6);
    QCOMPARE(runs[0].results[4].cycle, 1); // -N: the sweep starts again at 8 bytes
    QCOMPARE(runs[0].placements.size(), 2);
    QCOMPARE(runs[0].nodes, 2);
    QCOMPARE(runs[1].testName, QStringLiteral("broadcast"));
    QVERIFY(runs[1].placements.isEmpty()); // the second test's preamble has no device list
    QCOMPARE(runs[1].provenance.part, 1);
    QCOMPARE(runs[0].provenance.sha256, runs[1].provenance.sha256);
}

void TestNcclTestsText::deviceLineCutShort()
{
    // Found by fuzzing (docs/reliability.md): a "]" with no "[" before it crashed the device-line reader.
    const QByteArray log = "# nThread 1 nGpus 1\n# Using devices\n"
                           "#  Rank  0 Pid 1 on h device  0 [0x00] GPU A\n"
                           "#  Rank  1 Pid 1 on h device  1 me\":0]}\n#\n"
                           "#  size count type redop root time algbw busbw #wrong time algbw busbw #wrong\n"
                           "  8 2 float sum -1 10.0 0.00 0.00 0 10.0 0.00 0.00 0\n";
    const BenchmarkRun run = parse(log, QStringLiteral("all_reduce.txt")).constFirst();
    QCOMPARE(run.placements.size(), 2);
    QCOMPARE(run.placements[1].device, QStringLiteral("1"));
    QVERIFY(run.placements[1].gpuName.isEmpty());
}

void TestNcclTestsText::malformed_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<qint64>("line");
    QTest::addColumn<QString>("message");

    const QByteArray header = "#  size count type redop root time algbw busbw #wrong time algbw busbw #wrong\n";
    QTest::addRow("letters in time") << header + "  8 2 float sum -1 1O.0 0.00 0.00 0 10.0 0.00 0.00 0\n"
                                     << 2LL << "expected a number in column 6 (time), found \"1O.0\"";
    QTest::addRow("missing field") << header + "  8 2 float sum -1 10.0 0.00 0.00 0 10.0 0.00 0.00\n"
                                   << 2LL
                                   << "expected 13 fields in a result row, as the header at line 1 announces; found 12";
    QTest::addRow("negative count") << header + "  8 -2 float sum -1 10.0 0.00 0.00 0 10.0 0.00 0.00 0\n"
                                    << 2LL << "expected the element count in column 2";
    QTest::addRow("fractional wrong") << header + "  8 2 float sum -1 10.0 0.00 0.00 0.5 10.0 0.00 0.00 0\n"
                                      << 2LL << "expected a whole number of wrong elements in column 9";
    QTest::addRow("bad wrong") << header + "  8 2 float sum -1 10.0 0.00 0.00 yes 10.0 0.00 0.00 0\n"
                               << 2LL << "expected a number or N/A in column 9 (#wrong), found \"yes\"";
    QTest::addRow("unknown column") << QByteArray("#  size count type redop root time algbw busbw #wrong latency\n")
                                    << 1LL << "unexpected column header";
    QTest::addRow("header without rows") << header + "# Out of bounds values : 0 OK\n"
                                         << 1LL << "the result table that starts here has no result rows";
    QTest::addRow("bad footer") << header + "  8 2 float sum -1 10.0 0.00 0.00 0 10.0 0.00 0.00 0\n"
                                            "# Out of bounds values : many OK\n"
                                << 3LL << "expected \"Out of bounds values : N OK|FAILED\"";
    QTest::addRow("footer without table")
        << QByteArray("# nThread 1\n# Avg bus bandwidth : 1.0\n") << 2LL << "without a result table before it";
    QTest::addRow("bad device line") << QByteArray("# nThread 1 nGpus 1\n# Using devices\n#  Rank x Pid 1 on\n") << 3LL
                                     << "expected a device line";
    QTest::addRow("bad nThread") << QByteArray("# nThread one nGpus 1\n") << 1LL
                                 << "expected a whole number after \"nThread\"";
    QTest::addRow("no table") << QByteArray("# nThread 1 nGpus 1\n# Using devices\n") << 0LL
                              << "no nccl-tests result table found";
    QTest::addRow("NUL byte") << header + QByteArray("  8 2 float\0 sum\n", 18) << 2LL << "NUL byte";
    QTest::addRow("overlong line") << header + QByteArray(70000, 'x') + "\n" << 2LL << "longer than 65536 bytes";
    // A row whose size does not parse is part of the table, not noise: it fails the import with its line.
    const QByteArray rest = " 2 float sum -1 10.0 0.00 0.00 0 10.0 0.00 0.00 0\n";
    QTest::addRow("letter in size") << header + "  41943O4" + rest << 2LL
                                    << "expected the size in bytes in column 1 (size), a whole number from 0 to "
                                       "9223372036854775807, found \"41943O4\"";
    QTest::addRow("negative size") << header + "  -8" + rest << 2LL << "column 1 (size), a whole number";
    QTest::addRow("size past 2^64") << header + "  18446744073709551617" + rest << 2LL
                                    << "found \"18446744073709551617\"";
    QTest::addRow("invalid UTF-8") << header + "  8 2 fl\xE9oat sum -1 10.0 0.00 0.00 0 10.0 0.00 0.00 0\n"
                                   << 2LL << "the line is not valid UTF-8 (byte 0xe9 at byte 9 of the line)";
    QTest::addRow("invalid UTF-8 in noise")
        << QByteArray("launcher: caf\xC3 ok\n") + header << 1LL << "not valid UTF-8 (byte 0xc3 at byte 14";
    QTest::addRow("overlong UTF-8 form") << header + "  8 2 \xC0\xAF" + rest << 2LL << "byte 0xc0";
    QTest::addRow("UTF-8 surrogate") << header + "  8 2 \xED\xA0\x80" + rest << 2LL << "byte 0xed";
}

void TestNcclTestsText::damagedRowInARealLog_data()
{
    QTest::addColumn<QByteArray>("size");
    QTest::addRow("letter O") << QByteArray("41943O4");
    QTest::addRow("negative") << QByteArray("-8");
    QTest::addRow("overflow") << QByteArray("184467440737095516160");
}

void TestNcclTestsText::damagedRowInARealLog()
{
    // Today's real log imports whole; with one size damaged it must fail at that line, not lose the size.
    QFETCH(QByteArray, size);
    QFile file(ingesttest::fixture("nccl_allreduce_gh200_2node_slingshot_v2.18.2.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray log = file.readAll();
    QCOMPARE(parse(log, QStringLiteral("slingshot.txt")).constFirst().results.size(), 16);
    QList<QByteArray> lines = log.split('\n');
    QVERIFY(lines[13].contains(" 4194304 "));
    // Noise inside the table with a row's number of fields, led by a host name of hex digits, is still noise.
    QList<QByteArray> noisy = lines;
    noisy.insert(13, "47c46425da29465eb4f752ffa03dd537000001:4122:4122 [0] NCCL INFO Channel 00/0 : 0 1 2 3 4 5");
    QCOMPARE(noisy[13].split(' ').size(), 13);
    QCOMPARE(parse(noisy.join('\n'), QStringLiteral("slingshot.txt")).constFirst().results.size(), 16);
    lines[13].replace("4194304", size);
    const auto refused = refusal(lines.join('\n'), QStringLiteral("slingshot.txt"));
    QCOMPARE(refused.line, 14LL);
    QVERIFY2(refused.message.startsWith(QLatin1String("slingshot.txt, line 14: expected the size in bytes in column "
                                                      "1 (size)")),
             qPrintable(refused.message));
    QVERIFY2(refused.message.contains(QLatin1String(size)), qPrintable(refused.message));
}

void TestNcclTestsText::malformed()
{
    QFETCH(QByteArray, log);
    QFETCH(qint64, line);
    QFETCH(QString, message);
    const auto refused = refusal(log, QStringLiteral("bad.txt"), ImportFormat::NcclTestsText);
    QCOMPARE(refused.line, line);
    QVERIFY2(refused.message.contains(message), qPrintable(refused.message));
    QVERIFY2(refused.message.startsWith(QLatin1String("bad.txt")), qPrintable(refused.message));
}

// nccl-tests changed all_gather's and reduce_scatter's algbw in June 2020 (commit ec1b5e2): before, algbw was
// printed equal to busbw, S/t * (n-1)/n; since, algbw = S/t. Both real all_gather logs show today's semantics: the
// old-layout one (no redop column, ~2021) by its values, the other by its version line.
void TestNcclTestsText::allGatherSemantics_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("lastAlgbw");
    QTest::addColumn<double>("lastBusbw");
    // 8589934592 B / 33646 us = 255.30 GB/s (255.31 from the unrounded time); x 7/8 = 223.39.
    QTest::addRow("old layout, today's semantics")
        << "nccl_allgather_a100_8gpu_old_no_redop_col.txt" << 255.31 << 223.39;
    // 4294967296 B / 96986.7 us = 44.28 GB/s; x 1/2 = 22.14.
    QTest::addRow("version line") << "nccl_allgather_gb10_2node_v2.18.3_xauth_noise.txt" << 44.28 << 22.14;
}

void TestNcclTestsText::allGatherSemantics()
{
    QFETCH(QString, file);
    QFETCH(double, lastAlgbw);
    QFETCH(double, lastBusbw);
    QFile log(ingesttest::fixture(file.toUtf8().constData()));
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QList<BenchmarkRun> runs = parse(log.readAll(), file);
    QCOMPARE(runs.size(), 1);
    const BenchmarkRun& run = runs.constFirst();
    const QJsonObject parameters = QJsonDocument::fromJson(run.parameters.toUtf8()).object();
    QCOMPARE(parameters.value(QLatin1String("algbw_semantics")).toString(), QStringLiteral("current"));
    QVERIFY(!run.notes.contains(QLatin1String("Old all_gather bandwidth")));
    const SizeResult& last = run.results[run.results.size() - 2]; // out of place
    QCOMPARE(last.algbwGBs, lastAlgbw);                           // as printed
    QCOMPARE(last.busbwGBs, lastBusbw);
}

// The same real A100 log as nccl-tests before June 2020 printed it: algbw = busbw in every row (synthetic: written
// from the real log with that formula, since no real pre-2020 all_gather log was found). It is flagged, and algbw is
// recomputed as size / time, so it compares with the real log row by row; busbw is kept.
void TestNcclTestsText::oldAllGatherAlgbwIsRecomputed()
{
    QFile oldFile(QStringLiteral(FW_SOURCE_DIR "/tests/ingest/data/synthetic-allgather-old-algbw.txt"));
    QFile newFile(ingesttest::fixture("nccl_allgather_a100_8gpu_old_no_redop_col.txt"));
    QVERIFY(oldFile.open(QIODevice::ReadOnly));
    QVERIFY(newFile.open(QIODevice::ReadOnly));
    const BenchmarkRun old = parse(oldFile.readAll(), QStringLiteral("all_gather_2019.txt")).constFirst();
    const BenchmarkRun current = parse(newFile.readAll(), QStringLiteral("all_gather_2021.txt")).constFirst();
    const QJsonObject parameters = QJsonDocument::fromJson(old.parameters.toUtf8()).object();
    QCOMPARE(parameters.value(QLatin1String("algbw_semantics")).toString(), QStringLiteral("before_2020_06"));
    // Rows up to 2048 B (0.05 and 0.05) fit both; the 4096 B row on line 28 (0.10 and 0.10) decides.
    QVERIFY2(old.notes.contains(QLatin1String("Old all_gather bandwidth (nccl-tests before June 2020, shown from "
                                              "line 28 on)")),
             qPrintable(old.notes));
    QCOMPARE(old.results.size(), current.results.size());
    for (qsizetype i = 0; i < old.results.size(); ++i) {
        const SizeResult& a = old.results[i];
        const SizeResult& b = current.results[i];
        QCOMPARE(a.busbwGBs, b.busbwGBs);
        // size / time from the printed time, against the printed (rounded) algbw: within rounding.
        QVERIFY2(std::abs(a.algbwGBs - b.algbwGBs) <= 0.0051 + 5e-4 * b.algbwGBs,
                 qPrintable(QStringLiteral("row %1: %2 vs %3").arg(i).arg(a.algbwGBs).arg(b.algbwGBs)));
    }
    // By hand: 8589934592 B / 33646 us = 255.303 GB/s (printed as 223.39, the busbw, in the old log; the real log's
    // 255.31 comes from the unrounded time).
    const SizeResult& last = old.results[old.results.size() - 2];
    QVERIFY(std::abs(last.algbwGBs - 8589934592.0 / 33646 / 1e3) < 1e-9);
    QVERIFY(std::abs(last.algbwGBs - 255.303) < 1e-3);
    QCOMPARE(last.busbwGBs, 223.39);
    // Rows held before the deciding one are recomputed too: 32 B / 35.03 us.
    QVERIFY(std::abs(old.results[10].algbwGBs - 32.0 / 35.03 / 1e3) < 1e-12);
}

QTEST_GUILESS_MAIN(TestNcclTestsText)
#include "testncclteststext.moc"
