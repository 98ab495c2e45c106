// SPDX-License-Identifier: Apache-2.0
#include "ingesttest.h"

#include <QTest>

using namespace fw::core;
using ingesttest::parse;
using ingesttest::refusal;

class TestNcclTestsJson : public QObject
{
    Q_OBJECT

private slots:
    void perIterationFile();
    void malformed_data();
    void malformed();
};

namespace {
QByteArray dataFile(const char* name)
{
    QFile file(QStringLiteral(FW_SOURCE_DIR "/tests/ingest/data/") + QLatin1String(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
} // namespace

void TestNcclTestsJson::perIterationFile()
{
    const QByteArray bytes = dataFile("nccl-tests-all_reduce-per-iter.json");
    QVERIFY(!bytes.isEmpty());
    const QList<BenchmarkRun> runs = parse(bytes, QStringLiteral("out.json"));
    QCOMPARE(runs.size(), 1);
    const BenchmarkRun& run = runs.constFirst();
    QCOMPARE(run.provenance.format, ImportFormat::NcclTestsJson);
    QCOMPARE(run.testName, QStringLiteral("all_reduce"));
    QCOMPARE(run.ranks, 2);
    QCOMPARE(run.nodes, 2);
    QCOMPARE(run.placements[1].host, QStringLiteral("node-b"));
    QCOMPARE(run.placements[1].gpuName, QStringLiteral("NVIDIA H100 80GB HBM3"));
    QCOMPARE(run.startedAt, QStringLiteral("2026-11-30 10:00:00"));
    QCOMPARE(run.outOfBounds, 1);
    QVERIFY(!run.avgBusbwPassed);                                     // "unchecked"
    QVERIFY(!run.parameters.contains(QLatin1String("SECRET_TOKEN"))); // the environment is never stored
    QCOMPARE(run.results.size(), 4);

    const SizeResult& first = run.results[0];
    QCOMPARE(first.bytes, 8);
    QVERIFY(!first.inPlace);
    QVERIFY(!first.root); // "    -1": no root
    QCOMPARE(first.timeAvgUs, 17.5);
    QCOMPARE(first.p50Us, 17.0);
    QCOMPARE(first.p95Us, 20.0);
    QCOMPARE(first.iterations, 4);
    QCOMPARE(unpackSamples(first.iterationSamples), (std::vector<float>{16.0f, 17.0f, 17.0f, 20.0f}));
    QCOMPARE(unpackSamples(first.rankSamples).size(), std::size_t(8));
    QCOMPARE(unpackSamples(first.rankSamples)[4], 15.5f);
    QCOMPARE(run.results[1].p50Us, 16.5);
    QVERIFY(run.results[1].inPlace);

    const SizeResult& unchecked = run.results[2];
    QVERIFY(!isKnown(unchecked.timeAvgUs)); // "nan"
    QVERIFY(!unchecked.checkPassed);        // nwrong null
    QCOMPARE(run.results[3].wrong, 3);
    QCOMPARE(run.correctness(), Correctness::Failed);
}

void TestNcclTestsJson::malformed_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<qint64>("line");
    QTest::addColumn<QString>("message");
    QTest::addRow("not an object") << QByteArray("[1, 2]") << 1LL << "expected a JSON object";
    QTest::addRow("truncated") << QByteArray("{\"results\": [\n{\"size\": 8,\n") << 3LL
                               << "the file ends inside a JSON object";
    QTest::addRow("missing comma") << QByteArray("{\"version\": 3\n \"results\": []}") << 2LL
                                   << "expected \",\" or \"}\" in a JSON object";
    QTest::addRow("no results") << QByteArray("{\"version\": 3}") << 1LL << "the file has no \"results\" entries";
    QTest::addRow("entry without size") << QByteArray(
                                               "{\"results\": [\n{\"count\": 2, \"out_of_place\": {\"time\": 1}}]}")
                                        << 2LL << "a \"results\" entry has no \"size\"";
    QTest::addRow("time is text") << QByteArray("{\"results\": [{\"size\": 8,\n\"in_place\": {\"time\": \"fast\"}}]}")
                                  << 2LL << "expected a number for \"time\"";
    QTest::addRow("trailing garbage") << QByteArray("{\"results\": [{\"size\": 8, \"in_place\": {\"time\": 1}}]}\nx")
                                      << 2LL << "unexpected text after the end of the JSON document";
    QTest::addRow("deep nesting") << QByteArray("{\"other\": ") + QByteArray(100, '[') << 1LL
                                  << "nested more than 64 deep";
    QTest::addRow("bad escape") << QByteArray("{\"a\\q\": 1}") << 1LL << "unknown escape sequence";
    // A Latin-1 "é" in a host name: refused with where, never stored as U+FFFD.
    QTest::addRow("invalid UTF-8") << QByteArray("{\"results\": [],\n\"hostname\": \"caf\xE9-01\"}") << 2LL
                                   << "a string is not valid UTF-8 (byte 0xe9 at byte 4 of the string)";
}

void TestNcclTestsJson::malformed()
{
    QFETCH(QByteArray, json);
    QFETCH(qint64, line);
    QFETCH(QString, message);
    const auto refused = refusal(json, QStringLiteral("bad.json"), ImportFormat::NcclTestsJson);
    QVERIFY2(refused.message.contains(message), qPrintable(refused.message));
    QCOMPARE(refused.line, line);
}

QTEST_GUILESS_MAIN(TestNcclTestsJson)
#include "testnccltestsjson.moc"
