// SPDX-License-Identifier: Apache-2.0
#include "ingesttest.h"

#include <QTest>

using namespace fw::core;
using ingesttest::parse;
using ingesttest::refusal;

class TestOsuText : public QObject
{
    Q_OBJECT

private slots:
    void fixtures_data();
    void fixtures();
    void validationAndPercentiles();
    void malformed_data();
    void malformed();
};

void TestOsuText::fixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("test");
    QTest::addColumn<QString>("version");
    QTest::addColumn<int>("rows");
    QTest::addColumn<double>("lastAverage");
    QTest::addColumn<double>("lastMaximum"); // NaN without -f

    const double none = kUnknown;
    QTest::addRow("allreduce 144 ranks") << "osu_allreduce_4node_144rank_oci_roce_v7.5.txt"
                                         << "all_reduce"
                                         << "7.5" << 27 << 496306.98 << none;
    QTest::addRow("allreduce CUDA full") << "osu_allreduce_cuda_full_4gpu_srun_v7.0.txt"
                                         << "all_reduce"
                                         << "7.0" << 1 << 7327.25 << 7330.34;
    QTest::addRow("latency 5.8") << "osu_latency_2node_ib_v5.8_kernel_msg_and_time.txt"
                                 << "osu_latency"
                                 << "5.8" << 24 << 179.11 << none;
    QTest::addRow("latency single size") << "osu_latency_2node_oci_roce_v7.5_single_size.txt"
                                         << "osu_latency"
                                         << "7.5" << 1 << 1.67 << none;
    QTest::addRow("reduce -f 200 nodes") << "osu_reduce_full_f_200node_ib_v6.2.txt"
                                         << "reduce"
                                         << "6.2" << 6 << 276274.93 << 281278.16;
}

void TestOsuText::fixtures()
{
    QFETCH(QString, file);
    QFile in(ingesttest::fixture(file.toLatin1().constData()));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QList<BenchmarkRun> runs = Importer::read(in, file);
    QCOMPARE(runs.size(), 1);
    const BenchmarkRun& run = runs.constFirst();
    QCOMPARE(run.provenance.format, ImportFormat::OsuText);
    QCOMPARE(run.tool, QStringLiteral("osu-micro-benchmarks"));
    QTEST(run.testName, "test");
    QTEST(run.toolVersion, "version");
    QTEST(int(run.results.size()), "rows");
    QTEST(run.results.constLast().timeAvgUs, "lastAverage");
    QFETCH(double, lastMaximum);
    QCOMPARE(isKnown(run.results.constLast().timeMaxUs), isKnown(lastMaximum));
    if (isKnown(lastMaximum))
        QCOMPARE(run.results.constLast().timeMaxUs, lastMaximum);
    QCOMPARE(run.correctness(), Correctness::Unverified); // none of them ran with -c
    QVERIFY(!run.ranks);                                  // OSU does not print it
}

void TestOsuText::validationAndPercentiles()
{
    const QByteArray log = "# OSU MPI Allreduce Latency Test v7.4\n"
                           "# Datatype: MPI_FLOAT.\n"
                           "# Size       Avg Latency(us)   P50 Tail Lat(us)   P90 Tail Lat(us)   P99 Tail Lat(us)  "
                           "Validation\n"
                           "4                      11.69              11.00              12.00              19.50  "
                           "Pass\n"
                           "8                      12.00              11.50              12.50              20.00  "
                           "Fail\n"
                           "# OSU MPI Bandwidth Test v7.4\n"
                           "# Size      Bandwidth (MB/s)\n"
                           "1                       2.50\n";
    const QList<BenchmarkRun> runs = parse(log, QStringLiteral("osu.txt"));
    QCOMPARE(runs.size(), 2);
    QCOMPARE(runs[0].results[0].type, QStringLiteral("MPI_FLOAT"));
    QCOMPARE(runs[0].results[0].p50Us, 11.0);
    QCOMPARE(runs[0].results[0].p99Us, 19.5);
    QCOMPARE(runs[0].results[0].checkPassed, true);
    QCOMPARE(runs[0].correctness(), Correctness::Failed);
    QCOMPARE(runs[1].testName, QStringLiteral("osu_bw"));
    QCOMPARE(runs[1].results[0].algbwGBs, 0.0025);
}

void TestOsuText::malformed_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<qint64>("line");
    QTest::addColumn<QString>("message");
    const QByteArray title = "# OSU MPI Latency Test v7.5\n";
    QTest::addRow("bad title") << QByteArray("# OSU MPI Latency v7.5\n") << 1LL << "expected an OSU title";
    QTest::addRow("unknown column") << title + "# Size    Jitter (us)\n" << 2LL << "unknown column \"Jitter (us)\"";
    QTest::addRow("extra field") << title + "# Size    Latency (us)\n8   1.5   2\n"
                                 << 3LL
                                 << "expected 2 fields in a result row, as the header at line 2 announces; found 3";
    QTest::addRow("not a number") << title + "# Size    Latency (us)\n8   1,5\n"
                                  << 3LL << "expected a number in column 2, found \"1,5\"";
    QTest::addRow("bad validation") << title + "# Size    Latency (us)  Validation\n8   1.5  ok\n"
                                    << 3LL << "expected Pass or Fail in column 3";
    QTest::addRow("no rows") << title + "# Size    Latency (us)\n" << 2LL << "has no result rows";
    // Rows with a damaged size are refused, not skipped as launcher noise.
    QTest::addRow("letter in size") << title + "# Size    Latency (us)\n8   1.5\n1O24   2.5\n"
                                    << 4LL
                                    << "expected the size in bytes in column 1 (Size), a whole number from 0 to "
                                       "9223372036854775807, found \"1O24\"";
    QTest::addRow("negative size") << title + "# Size    Latency (us)\n-8   1.5\n" << 3LL << "found \"-8\"";
    QTest::addRow("fractional size") << title + "# Size    Latency (us)\n8.5   1.5\n" << 3LL << "found \"8.5\"";
    QTest::addRow("size past 2^64") << title + "# Size    Latency (us)\n99999999999999999999   1.5\n"
                                    << 3LL << "found \"99999999999999999999\"";
}

void TestOsuText::malformed()
{
    QFETCH(QByteArray, log);
    QFETCH(qint64, line);
    QFETCH(QString, message);
    const auto refused = refusal(log, QStringLiteral("osu.txt"), ImportFormat::OsuText);
    QVERIFY2(refused.message.contains(message), qPrintable(refused.message));
    QCOMPARE(refused.line, line);
}

QTEST_GUILESS_MAIN(TestOsuText)
#include "testosutext.moc"
