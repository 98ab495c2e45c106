// SPDX-License-Identifier: Apache-2.0
#include "ingesttest.h"

#include <QTest>

using namespace fw::core;
using ingesttest::parse;
using ingesttest::refusal;

class TestCsvImport : public QObject
{
    Q_OBJECT

private slots:
    void documentedLayout();
    void malformed_data();
    void malformed();
};

void TestCsvImport::documentedLayout()
{
    QFile in(QStringLiteral(FW_SOURCE_DIR "/tests/ingest/data/bench-other-tool.csv"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QList<BenchmarkRun> runs = Importer::read(in, QStringLiteral("bench-other-tool.csv"));
    QCOMPARE(runs.size(), 1);
    const BenchmarkRun& run = runs.constFirst();
    QCOMPARE(run.provenance.format, ImportFormat::Csv);
    QCOMPARE(run.tool, QStringLiteral("in-house-allreduce"));
    QCOMPARE(run.toolVersion, QStringLiteral("3.1"));
    QCOMPARE(run.testName, QStringLiteral("all_reduce"));
    QCOMPARE(run.ranks, 16);
    QCOMPARE(run.nodes, 2);
    QVERIFY(run.parameters.contains(QLatin1String("\"fabric\":\"RoCE v2\"")));
    QCOMPARE(run.results.size(), 3);
    QCOMPARE(run.results[1].inPlace, true);
    QCOMPARE(run.results[0].p99Us, 160.25);
    QVERIFY(!run.results[0].root);
    QCOMPARE(run.results[2].bytes, 2097152); // quoted field
    QVERIFY(!run.results[2].checkPassed);    // empty "wrong": unchecked
    QCOMPARE(run.correctness(), Correctness::Unverified);
}

void TestCsvImport::malformed_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<qint64>("line");
    QTest::addColumn<QString>("message");
    const QByteArray head = "# test: all_reduce\nbytes,time_avg_us,wrong\n";
    QTest::addRow("unknown column") << QByteArray("bytes,latency\n") << 1LL << "unknown column \"latency\"";
    QTest::addRow("duplicate column") << QByteArray("bytes,bytes,time_avg_us\n") << 1LL << "appears twice";
    QTest::addRow("no measurement") << QByteArray("bytes,count\n") << 1LL << "the header names no measurement";
    QTest::addRow("no bytes") << QByteArray("time_avg_us\n") << 1LL << "the header has no \"bytes\" column";
    QTest::addRow("field count") << head + "8,1.0\n" << 3LL << "expected 3 fields, as the header names, found 2";
    QTest::addRow("decimal comma") << head + "8,\"1,5\",0\n"
                                   << 3LL << "expected a number (with a decimal point) in column 2 (time_avg_us)";
    QTest::addRow("negative wrong") << head + "8,1.5,-1\n"
                                    << 3LL << "expected a whole number of at least 0 in column 3";
    QTest::addRow("open quote") << head + "8,\"1.5,0\n" << 3LL << "a quoted field is not closed";
    QTest::addRow("no test") << QByteArray("bytes,time_avg_us\n8,1.0\n") << 0LL << "does not name the test";
    QTest::addRow("no rows") << head << 0LL << "has a header but no result rows";
    QTest::addRow("bad ranks") << QByteArray("# ranks: many\nbytes,time_avg_us\n") << 1LL
                               << "expected a positive whole number after \"# ranks:\"";
}

void TestCsvImport::malformed()
{
    QFETCH(QByteArray, csv);
    QFETCH(qint64, line);
    QFETCH(QString, message);
    const auto refused = refusal(csv, QStringLiteral("bench.csv"), ImportFormat::Csv);
    QVERIFY2(refused.message.contains(message), qPrintable(refused.message));
    QCOMPARE(refused.line, line);
}

QTEST_GUILESS_MAIN(TestCsvImport)
#include "testcsvimport.moc"
