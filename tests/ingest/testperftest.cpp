// SPDX-License-Identifier: Apache-2.0
#include "ingesttest.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace fw::core;
using ingesttest::parse;
using ingesttest::refusal;

class TestPerftest : public QObject
{
    Q_OBJECT

private slots:
    void fixtures_data();
    void fixtures();
    void latencyColumns();
    void json();
    void severalTables();
    void malformed_data();
    void malformed();
    void settingsPairs_data();
    void settingsPairs();
    void manySettingsLines();
};

void TestPerftest::fixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("test");
    QTest::addColumn<int>("rows");
    QTest::addColumn<double>("lastAverageUs"); // latency tests
    QTest::addColumn<double>("lastBandwidth"); // GB/s, bandwidth tests

    const double none = kUnknown;
    QTest::addRow("send_bw MiB NDR") << "perftest_ib_send_bw_mib_units_new_fields_ndr.txt"
                                     << "ib_send_bw" << 1 << none << 46557.03 * 1048576 / 1e9;
    QTest::addRow("send_lat UD") << "perftest_ib_send_lat_ud_all_sizes_ib_2019.txt"
                                 << "ib_send_lat" << 12 << 2.10 << none;
    QTest::addRow("write_bw tabs") << "perftest_ib_write_bw_all_sizes_cpufreq_warnings_tabs.txt"
                                   << "ib_write_bw" << 23 << none << 23317.65 * 1048576 / 1e9;
    QTest::addRow("write_lat tabs") << "perftest_ib_write_lat_all_sizes_cpufreq_warnings_tabs.txt"
                                    << "ib_write_lat" << 23 << 348.34 << none;
    QTest::addRow("write_lat rdma_cm") << "perftest_ib_write_lat_rdma_cm_dgx_spark_roce.txt"
                                       << "ib_write_lat" << 1 << 1.47 << none;
}

void TestPerftest::fixtures()
{
    QFETCH(QString, file);
    QFETCH(double, lastAverageUs);
    QFETCH(double, lastBandwidth);
    QFile in(ingesttest::fixture(file.toLatin1().constData()));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QList<BenchmarkRun> runs = Importer::read(in, file);
    QCOMPARE(runs.size(), 1);
    const BenchmarkRun& run = runs.constFirst();
    QCOMPARE(run.provenance.format, ImportFormat::PerftestText);
    QTEST(run.testName, "test");
    QTEST(int(run.results.size()), "rows");
    const SizeResult& last = run.results.constLast();
    QCOMPARE(isKnown(last.timeAvgUs), isKnown(lastAverageUs));
    if (isKnown(lastAverageUs))
        QCOMPARE(last.timeAvgUs, lastAverageUs);
    QCOMPARE(isKnown(last.algbwGBs), isKnown(lastBandwidth));
    if (isKnown(lastBandwidth))
        QCOMPARE(last.algbwGBs, lastBandwidth);
    QCOMPARE(run.correctness(), Correctness::Unverified); // perftest checks no data
    QVERIFY(run.parameters.contains(QLatin1String("\"device\"")));
}

void TestPerftest::latencyColumns()
{
    QFile in(ingesttest::fixture("perftest_ib_write_lat_all_sizes_cpufreq_warnings_tabs.txt"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const SizeResult last = Importer::read(in, QStringLiteral("lat.txt")).constFirst().results.constLast();
    QCOMPARE(last.bytes, 8388608);
    QCOMPARE(last.iterations, 1000);
    QCOMPARE(last.timeMinUs, 345.23);
    QCOMPARE(last.timeMaxUs, 447.02);
    QCOMPARE(last.p50Us, 345.55);
    QCOMPARE(last.stdevUs, 15.93);
    QCOMPARE(last.p99Us, 441.71);
    QCOMPARE(last.p999Us, 447.02);
}

void TestPerftest::json()
{
    QFile in(QStringLiteral(FW_SOURCE_DIR "/tests/ingest/data/perftest-ib_write_lat.json"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QList<BenchmarkRun> runs = Importer::read(in, QStringLiteral("perftest-ib_write_lat.json"));
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs[0].provenance.format, ImportFormat::PerftestJson);
    QCOMPARE(runs[0].testName, QStringLiteral("ib_write_lat"));
    const SizeResult& row = runs[0].results.constFirst();
    QCOMPARE(row.bytes, 2);
    QCOMPARE(row.p50Us, 1.47);
    QCOMPARE(row.p999Us, 1.93);
    QCOMPARE(row.iterations, 1000);
}

void TestPerftest::severalTables()
{
    QFile in(ingesttest::fixture("perftest_ib_write_lat_rdma_cm_dgx_spark_roce.txt"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray real = in.readAll();
    // Synthetic: the real log captured twice in one file, as when the server's and the client's output are saved
    // together: one measurement, one run.
    const QList<BenchmarkRun> twice = ingesttest::parse(real + real, QStringLiteral("both.txt"));
    QCOMPARE(twice.size(), 1);
    QCOMPARE(twice[0].results.size(), 1);
    QVERIFY(twice[0].notes.contains(QLatin1String("imported once")));

    // Synthetic: the two halves interleaved line by line (headers twice, then every row twice).
    const QByteArray header = " #bytes #iterations  t_min[usec]  t_max[usec]  t_typical[usec]\n";
    const QByteArray interleaved = header + header + " 2  1000  1.0  2.0  1.5\n 2  1000  1.0  2.0  1.5\n" +
                                   " 4  1000  1.1  2.1  1.6\n 4  1000  1.1  2.1  1.6\n";
    const QList<BenchmarkRun> halves = ingesttest::parse(interleaved, QStringLiteral("ib_write_lat.txt"));
    QCOMPARE(halves.size(), 1);
    QCOMPARE(halves[0].results.size(), 2);
    QCOMPARE(halves[0].results[1].p50Us, 1.6);

    // Synthetic: two different tests in one file are two runs, each with its own name.
    const QByteArray two = "                    RDMA_Write Latency Test\n" + header + " 2  1000  1.0  2.0  1.5\n" +
                           "                    Send Latency Test\n" + header + " 2  1000  3.0  4.0  3.5\n";
    const QList<BenchmarkRun> runs = ingesttest::parse(two, QStringLiteral("two.txt"));
    QCOMPARE(runs.size(), 2);
    QCOMPARE(runs[0].testName, QStringLiteral("ib_write_lat"));
    QCOMPARE(runs[1].testName, QStringLiteral("ib_send_lat"));
    QCOMPARE(runs[1].results[0].p50Us, 3.5);
    QCOMPARE(runs[1].provenance.part, 1);
}

void TestPerftest::malformed_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<qint64>("line");
    QTest::addColumn<QString>("message");
    const QByteArray header = " #bytes #iterations    t_min[usec]    t_max[usec]  t_typical[usec]\n";
    QTest::addRow("unknown column") << QByteArray(" #bytes #iterations  jitter[usec]\n") << 1LL
                                    << "unknown column \"jitter[usec]\"";
    QTest::addRow("unknown unit") << QByteArray(" #bytes #iterations  BW peak[KB/sec]\n") << 1LL
                                  << "unknown bandwidth unit";
    QTest::addRow("short row") << header + " 2  1000  1.0  2.0\n" << 2LL << "expected 5 fields in a result row";
    QTest::addRow("bad number") << header + " 2  1000  1.0  2.0  x\n"
                                << 2LL << "expected a number in column 5, found \"x\"";
    QTest::addRow("second table without rows") << header + " 2  1000  1.0  2.0  1.5\n" + header << 3LL
                                               << "the result table that starts here has no result rows";
    QTest::addRow("no table") << QByteArray(" Dual-port : OFF\n") << 0LL << "no perftest result table found";
    // Rows with a damaged size are refused, not skipped as CPU-frequency noise.
    QTest::addRow("letter in size") << header + " 2  1000  1.0  2.0  1.5\n 4O96  1000  1.0  2.0  1.5\n"
                                    << 3LL
                                    << "expected the size in bytes in column 1 (#bytes), a whole number from 0 to "
                                       "9223372036854775807, found \"4O96\"";
    QTest::addRow("negative size") << header + " -2  1000  1.0  2.0  1.5\n" << 2LL << "found \"-2\"";
    QTest::addRow("size past 2^64") << header + " 36893488147419103232  1000  1.0  2.0  1.5\n"
                                    << 2LL << "found \"36893488147419103232\"";
}

void TestPerftest::malformed()
{
    QFETCH(QByteArray, log);
    QFETCH(qint64, line);
    QFETCH(QString, message);
    const auto refused = refusal(log, QStringLiteral("perftest.txt"), ImportFormat::PerftestText);
    QVERIFY2(refused.message.contains(message), qPrintable(refused.message));
    QCOMPARE(refused.line, line);
}

void TestPerftest::settingsPairs_data()
{
    // Synthetic settings lines; the expected pairs are those of the regular expression the reader used before,
    // "([A-Za-z][A-Za-z0-9_.*/ -]*?)\s*:\s*(\S+)", key trimmed, lower-cased, blanks as "_".
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("parameters");
    QTest::addRow("two pairs, tabs") << QByteArray(" Dual-port       : OFF\t\tDevice         : mlx5_0")
                                     << R"({"dual-port":"OFF","device":"mlx5_0"})";
    QTest::addRow("tab before colon") << QByteArray(" rdma_cm QPs\t : OFF") << R"({"rdma_cm_qps":"OFF"})";
    QTest::addRow("tab inside key") << QByteArray("ab\tcd : x") << R"({"cd":"x"})";
    QTest::addRow("blanks in keys") << QByteArray(" Number of qps   : 1\t\tTransport type : IB")
                                    << R"({"number_of_qps":"1","transport_type":"IB"})";
    QTest::addRow("unit in value") << QByteArray(" Mtu             : 4096[B]") << R"({"mtu":"4096[B]"})";
    QTest::addRow("colons in value") << QByteArray(" GID: 00:00:00:00") << R"({"gid":"00:00:00:00"})";
    QTest::addRow("value, then a pair") << QByteArray("Key : a b : c") << R"({"key":"a","b":"c"})";
    QTest::addRow("no blanks") << QByteArray("x:y:z") << R"({"x":"y:z"})";
    QTest::addRow("digit first") << QByteArray("1abc : v") << R"({"abc":"v"})";
    QTest::addRow("bracket breaks the key") << QByteArray("key(1) : v") << "{}";
    QTest::addRow("no value") << QByteArray("a: ") << "{}";
    QTest::addRow("non-ASCII letters") << QByteArray("na\xc3\xafve key : v\xc3\xa9")
                                       << QStringLiteral(R"({"ve_key":"v%1"})").arg(QChar(0xe9));
    QTest::addRow("all key characters") << QByteArray("A -B/C.d*e_f :\tg") << R"({"a_-b/c.d*e_f":"g"})";
}

void TestPerftest::settingsPairs()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, parameters);
    const QByteArray log = "                    RDMA_Write BW Test\n" + line +
                           "\n #bytes     #iterations    BW peak[MB/sec]    BW average[MB/sec]   MsgRate[Mpps]\n"
                           " 65536      5000             100.0              90.0                0.001\n";
    const BenchmarkRun run = parse(log, QStringLiteral("perftest.txt"), ImportFormat::PerftestText).constFirst();
    QJsonObject expected = QJsonDocument::fromJson(parameters.toUtf8()).object();
    expected.insert(QStringLiteral("bandwidth_unit"), QStringLiteral("MB/sec"));
    QCOMPARE(QJsonDocument::fromJson(run.parameters.toUtf8()).object(), expected);
}

void TestPerftest::manySettingsLines()
{
    // Synthetic: 20,000 different "key : value" lines before the table (fuzzing made such files) are read in one
    // pass and kept, the last value of a key winning; this took 14 s in the fuzz build when each went into the JSON
    // object one by one.
    QByteArray log = "                    Send BW Test\n";
    for (int i = 0; i < 20000; ++i)
        log += "k" + QByteArray::number(i) + " : v" + QByteArray::number(i) + "\n";
    log += "k7 : last\n #bytes     #iterations    BW peak[MB/sec]    BW average[MB/sec]   MsgRate[Mpps]\n"
           " 2          1000             1.0                1.0                 0.5\n";
    const BenchmarkRun run = parse(log, QStringLiteral("perftest.txt"), ImportFormat::PerftestText).constFirst();
    const QJsonObject parameters = QJsonDocument::fromJson(run.parameters.toUtf8()).object();
    QCOMPARE(parameters.size(), 20001);
    QCOMPARE(parameters.value(QStringLiteral("k19999")).toString(), QStringLiteral("v19999"));
    QCOMPARE(parameters.value(QStringLiteral("k7")).toString(), QStringLiteral("last"));
}

QTEST_GUILESS_MAIN(TestPerftest)
#include "testperftest.moc"
