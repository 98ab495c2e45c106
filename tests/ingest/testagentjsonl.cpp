// SPDX-License-Identifier: Apache-2.0
#include "analysis/stragglerverdict.h"
#include "base/ranksummary.h"
#include "ingest/base64text.h"
#include "ingesttest.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace fw::core;
using ingesttest::parse;
using ingesttest::refusal;

class TestAgentJsonl : public QObject
{
    Q_OBJECT

private slots:
    void streamWrittenPerTheProtocol();
    void goldenStreamsOfTheAgent_data();
    void goldenStreamsOfTheAgent();
    void adaptiveConfidenceIntervalIsKept();
    void rankSummariesOfProtocolTwo();
    void nodeDetailOfProtocolTwo();
    void startLongerThanTheDetectedHeadIsRecognised();
    void malformed_data();
    void malformed();
    void base64AsQtDecodesIt();
};

namespace {
QByteArray read(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
} // namespace

void TestAgentJsonl::streamWrittenPerTheProtocol()
{
    const QByteArray bytes = read(QStringLiteral(FW_SOURCE_DIR "/tests/ingest/data/agent-bench-2ranks.jsonl"));
    const QList<BenchmarkRun> runs = parse(bytes, QStringLiteral("bench.jsonl"));
    QCOMPARE(runs.size(), 1);
    const BenchmarkRun& run = runs.constFirst();
    QCOMPARE(run.provenance.format, ImportFormat::AgentJsonLines);
    QCOMPARE(run.source, RunSource::OwnMeasurement);
    QCOMPARE(run.tool, QStringLiteral("fabric-agent"));
    QCOMPARE(run.toolVersion, QStringLiteral("0.1.0"));
    QCOMPARE(run.backend, QStringLiteral("mpi"));
    QCOMPARE(run.testName, QStringLiteral("all_reduce"));
    QCOMPARE(run.ranks, 2);
    QCOMPARE(run.nodes, 2);
    QCOMPARE(run.placements[1].host, QStringLiteral("h2"));
    QCOMPARE(run.results.size(), 4);
    const SizeResult& row = run.results[1];
    QVERIFY(row.inPlace);
    QCOMPARE(row.iterations, 4);
    QCOMPARE(row.p999Us, 30.0);
    QCOMPARE(row.type, QStringLiteral("float"));
    QCOMPARE(unpackSamples(row.iterationSamples), (std::vector<float>{10, 11, 12, 30}));
    QCOMPARE(unpackSamples(row.rankSamples), (std::vector<float>{9, 11, 12, 30, 10, 10.5f, 11, 29}));
    QCOMPARE(run.correctness(), Correctness::Passed);
    QVERIFY(run.notes.contains(QLatin1String("rank 1 was slow to start")));
}

void TestAgentJsonl::goldenStreamsOfTheAgent_data()
{
    // The agent's own tests write these (tests/data/); each must import, or be refused with its reason.
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(FW_SOURCE_DIR "/tests/data"));
    const QStringList streams = dir.entryList({QStringLiteral("agent-bench-*.jsonl")}, QDir::Files);
    if (streams.isEmpty())
        QSKIP("no golden agent streams in tests/data yet");
    for (const QString& name : streams)
        QTest::addRow("%s", qPrintable(name)) << dir.filePath(name);
}

void TestAgentJsonl::goldenStreamsOfTheAgent()
{
    QFETCH(QString, path);
    const QString name = QFileInfo(path).fileName();
    const QByteArray bytes = read(path);
    if (name.contains(QLatin1String("nogpu"))) {
        const auto refused = refusal(bytes, name);
        QVERIFY2(refused.message.contains(QLatin1String("failed before a run started")), qPrintable(refused.message));
        return;
    }
    const QList<BenchmarkRun> runs = parse(bytes, name);
    QVERIFY(!runs.isEmpty());
    for (const BenchmarkRun& run : runs) {
        QCOMPARE(run.placements.size(), run.ranks.value_or(-1));
        for (const SizeResult& row : run.results) {
            QCOMPARE(qsizetype(row.iterations) * 4, row.iterationSamples.size());
            if (name.startsWith(QLatin1String("agent-bench-v2-"))) {
                // Protocol 2: every rank's five quantiles and its sketch, raw samples of the chosen ranks only.
                QVERIFY(row.rankSamples.isEmpty());
                QCOMPARE(row.rankQuantiles.size(), qsizetype(*run.ranks) * 5 * 4);
                QVERIFY(row.rankSketches.size() >= *run.ranks * 2);
                QVERIFY(!row.rawRanks.isEmpty());
                QCOMPARE(row.rawRankSamples.size(), row.rawRanks.size() / 4 * row.iterations * 4);
            } else {
                QCOMPARE(qsizetype(row.iterations) * 4 * *run.ranks, row.rankSamples.size());
                QVERIFY(row.rankQuantiles.isEmpty());
            }
        }
        if (name.contains(QLatin1String("corrupt")))
            QCOMPARE(run.correctness(), Correctness::Failed);
    }
}

void TestAgentJsonl::adaptiveConfidenceIntervalIsKept()
{
    // tests/data/README.md: bench -b 8 -e 64 -f 8 -n 400 --adaptive-ci 0.5, two ranks.
    const QList<BenchmarkRun> runs =
        parse(read(QStringLiteral(FW_SOURCE_DIR "/tests/data/agent-bench-mpi-adaptive-2ranks.jsonl")),
              QStringLiteral("adaptive.jsonl"));
    QCOMPARE(runs.size(), 1);
    const QList<SizeResult>& rows = runs.constFirst().results;
    QCOMPARE(rows.size(), 4);
    QCOMPARE(rows[0].bytes, 8);
    QVERIFY(!rows[0].inPlace);
    QVERIFY(rows[0].p99Interval.has_value());
    QCOMPARE(rows[0].p99Interval->lowUs, 28837.32);
    QCOMPARE(rows[0].p99Interval->highUs, 45364.84);
    QCOMPARE(rows[0].p99Interval->confidence, 0.95);
    QVERIFY(rows[0].p99Interval->converged);
    QCOMPARE(rows[1].p99Interval->lowUs, 1.313);
    QCOMPARE(rows[1].p99Interval->highUs, 2.215);
    QVERIFY(!rows[1].p99Interval->converged);

    // Too few samples for an interval: the bounds are null, the interval says so. A run without --adaptive-ci has
    // none at all.
    const QByteArray start = "{\"v\":1,\"type\":\"start\",\"collective\":\"all_reduce\",\"ranks\":1}\n";
    const QByteArray end = "{\"v\":1,\"type\":\"end\",\"status\":\"ok\"}\n";
    const QList<BenchmarkRun> few =
        parse(start +
                  "{\"v\":1,\"type\":\"size_result\",\"bytes\":8,\"samples\":50,\"time_us\":{\"avg\":1.0},"
                  "\"ci\":{\"p99_low_us\":null,\"p99_high_us\":null,\"confidence\":0.95,\"converged\":false}}\n"
                  "{\"v\":1,\"type\":\"size_result\",\"bytes\":64,\"samples\":50,\"time_us\":{\"avg\":1.0}}\n" +
                  end,
              QStringLiteral("few.jsonl"), ImportFormat::AgentJsonLines);
    QCOMPARE(few.size(), 1);
    const SizeResult& unknown = few.constFirst().results[0];
    QVERIFY(unknown.p99Interval.has_value());
    QVERIFY(!isKnown(unknown.p99Interval->lowUs));
    QVERIFY(!isKnown(unknown.p99Interval->highUs));
    QCOMPARE(unknown.p99Interval->confidence, 0.95);
    QVERIFY(!few.constFirst().results[1].p99Interval.has_value());
    const QList<BenchmarkRun> plain =
        parse(read(QStringLiteral(FW_SOURCE_DIR "/tests/ingest/data/agent-bench-2ranks.jsonl")),
              QStringLiteral("bench.jsonl"));
    for (const SizeResult& row : plain.constFirst().results)
        QVERIFY(!row.p99Interval.has_value());
}

namespace {
// A protocol 2 row of two ranks and two iterations (docs/agent-protocol.md): quantiles 1 2 2 2 2 and 3 4 4 4 4;
// sketches as varints: rank 0 from bucket 39, one bucket counting 2; rank 1 from bucket 46, two buckets of 1 each;
// rank 1's raw samples 3 and 4. `fields` replaces any of these keys; a null removes it.
QByteArray versionTwoStream(const QByteArray& fields)
{
    QByteArray row = "{\"v\":2,\"type\":\"size_result\",\"bytes\":8,\"samples\":2,\"time_us\":{\"avg\":3.5},"
                     "\"iter_us_b64\":\"AABAQAAAgEA=\",";
    QJsonObject values{{QStringLiteral("rank_quantiles_b64"),
                        QStringLiteral("AACAPwAAAEAAAABAAAAAQAAAAEAAAEBAAACAQAAAgEAAAIBAAACAQA==")},
                       {QStringLiteral("rank_sketch_b64"), QStringLiteral("JwECLgIBAQ==")},
                       {QStringLiteral("raw_ranks"), QJsonArray{1}},
                       {QStringLiteral("raw_us_b64"), QStringLiteral("AABAQAAAgEA=")}};
    const QJsonObject replaced = QJsonDocument::fromJson("{" + fields + "}").object();
    for (auto it = replaced.begin(); it != replaced.end(); ++it) {
        if (it.value().isNull())
            values.remove(it.key());
        else
            values.insert(it.key(), it.value());
    }
    row += QJsonDocument(values).toJson(QJsonDocument::Compact).mid(1);
    return "{\"v\":2,\"type\":\"start\",\"collective\":\"all_reduce\",\"ranks\":2,\"rank_hosts\":[\"a\",\"b\"]}\n" +
           row + "\n{\"v\":2,\"type\":\"end\",\"status\":\"ok\"}\n";
}
// The same row in node detail (docs/agent-protocol.md, "Node detail"): hosts a and b are two nodes of one rank each;
// node quantiles (p50, p99, max) 1 2 2 and 3 4 4; the ranks' p50 in buckets 39 and 46, their p99 in 43 and 47.
QByteArray nodeDetailStream(const QByteArray& fields)
{
    return versionTwoStream(R"("rank_quantiles_b64":null,"rank_sketch_b64":null,)"
                            R"("node_quantiles_b64":"AACAPwAAAEAAAABAAABAQAAAgEAAAIBA",)"
                            R"("rank_p50_bucket_b64":"Jy4=","rank_p99_bucket_b64":"Ky8=")" +
                            (fields.isEmpty() ? QByteArray() : "," + fields));
}
} // namespace

void TestAgentJsonl::nodeDetailOfProtocolTwo()
{
    const QList<BenchmarkRun> runs = parse(nodeDetailStream({}), QStringLiteral("node.jsonl"));
    QCOMPARE(runs.size(), 1);
    const SizeResult& row = runs.constFirst().results.constFirst();
    QCOMPARE(unpackSamples(row.nodeQuantiles), (std::vector<float>{1, 2, 2, 3, 4, 4}));
    QCOMPARE(row.rankBuckets, QByteArray::fromHex("272e2b2f")); // every p50 byte, then every p99 byte
    QVERIFY(row.rankQuantiles.isEmpty() && row.rankSketches.isEmpty());
    QCOMPARE(unpackSamples(row.rawRankSamples), (std::vector<float>{3, 4}));
    // Each rank's value is the middle of its bucket, within the sketch's bound of the exact one.
    const RankValues p99 = rankValues(row, 2, true);
    QVERIFY(p99.bucketed);
    QCOMPARE(p99.values.size(), std::size_t(2));
    QVERIFY(std::abs(p99.values[0] / 2 - 1) <= fw::base::sketchRelativeErrorBound());
    QVERIFY(std::abs(p99.values[1] / 4 - 1) <= fw::base::sketchRelativeErrorBound());
}

void TestAgentJsonl::rankSummariesOfProtocolTwo()
{
    const QList<BenchmarkRun> runs = parse(versionTwoStream({}), QStringLiteral("v2.jsonl"));
    QCOMPARE(runs.size(), 1);
    const SizeResult& row = runs.constFirst().results.constFirst();
    QCOMPARE(unpackSamples(row.rankQuantiles), (std::vector<float>{1, 2, 2, 2, 2, 3, 4, 4, 4, 4}));
    QCOMPARE(row.rankSketches, QByteArray::fromHex("2701022e020101"));
    QCOMPARE(row.rawRanks, QByteArray::fromHex("01000000"));
    QCOMPARE(unpackSamples(row.rawRankSamples), (std::vector<float>{3, 4}));
    QVERIFY(row.rankSamples.isEmpty());
    // No raw rank at all is a valid choice (--raw-ranks 0 and no outlier).
    const SizeResult none = parse(versionTwoStream(R"("raw_ranks":[],"raw_us_b64":"")"), QStringLiteral("v2.jsonl"))
                                .constFirst()
                                .results[0];
    QVERIFY(none.rawRanks.isEmpty() && none.rawRankSamples.isEmpty());
}

void TestAgentJsonl::startLongerThanTheDetectedHeadIsRecognised()
{
    // 20,000 ranks on hosts with long names: the start line alone is about 660 KB, far past the 64 KiB the importer
    // looks at to recognise a format. The agent writes "v" and "type" first, and that is enough.
    QByteArray start = "{\"v\":2,\"type\":\"start\",\"collective\":\"all_reduce\",\"ranks\":20000,\"rank_hosts\":[";
    for (int r = 0; r < 20000; ++r)
        start += (r ? "," : "") +
                 QStringLiteral("\"gpu-node-%1.cluster.example\"").arg(r / 8, 5, 10, QLatin1Char('0')).toLatin1();
    start += "]}\n";
    const QByteArray stream = start +
                              "{\"v\":2,\"type\":\"size_result\",\"bytes\":8,\"samples\":1,\"time_us\":{\"avg\":1.0}}\n"
                              "{\"v\":2,\"type\":\"end\",\"status\":\"ok\"}\n";
    QVERIFY(start.size() > 600000);
    const QList<BenchmarkRun> runs = parse(stream, QStringLiteral("wide.jsonl"));
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs.constFirst().provenance.format, ImportFormat::AgentJsonLines);
    QCOMPARE(runs.constFirst().placements.size(), 20000);
    QCOMPARE(runs.constFirst().placements.last().host, QStringLiteral("gpu-node-02499.cluster.example"));
}

void TestAgentJsonl::malformed_data()
{
    QTest::addColumn<QByteArray>("stream");
    QTest::addColumn<qint64>("line");
    QTest::addColumn<QString>("message");
    const QByteArray start = "{\"v\":1,\"type\":\"start\",\"collective\":\"all_reduce\",\"ranks\":2}\n";
    const QByteArray row = "{\"v\":1,\"type\":\"size_result\",\"bytes\":8,\"samples\":1,\"time_us\":{\"avg\":1.0}}\n";
    const QByteArray end = "{\"v\":1,\"type\":\"end\",\"status\":\"ok\"}\n";
    QTest::addRow("not JSON") << start + "{\"v\":1,\"type\":\n" << 2LL << "expected one JSON object per line";
    QTest::addRow("newer protocol") << QByteArray("{\"v\":3,\"type\":\"start\"}\n") << 1LL
                                    << "expected \"v\": 2 in every event, found {\"v\":3}";
    QTest::addRow("cut off") << start + row << 1LL << "has no \"end\" event";
    QTest::addRow("row before start") << row << 1LL << "a \"size_result\" event before any \"start\" event";
    QTest::addRow("no ranks") << QByteArray("{\"v\":1,\"type\":\"start\",\"collective\":\"all_reduce\"}\n") << 1LL
                              << "expected a number for \"ranks\"";
    QTest::addRow("samples of wrong length")
        << start +
               "{\"v\":1,\"type\":\"size_result\",\"bytes\":8,\"samples\":2,\"time_us\":{\"avg\":1.0},"
               "\"iter_us_b64\":\"AACAPw==\"}\n" +
               end
        << 2LL << "\"iter_us_b64\" holds 4 bytes; expected 2 float32 values (8 bytes)";
    QTest::addRow("bad base64") << start +
                                       "{\"v\":1,\"type\":\"size_result\",\"bytes\":8,\"samples\":1,\"time_us\":"
                                       "{\"avg\":1.0},\"iter_us_b64\":\"!!\"}\n" +
                                       end
                                << 2LL << "expected base64 text for \"iter_us_b64\"";
    QTest::addRow("ci not an object")
        << start +
               "{\"v\":1,\"type\":\"size_result\",\"bytes\":8,\"samples\":1,\"time_us\":{\"avg\":1.0},"
               "\"ci\":[1,2]}\n" +
               end
        << 2LL << "expected an object for \"ci\"";
    QTest::addRow("ci confidence out of range")
        << start +
               "{\"v\":1,\"type\":\"size_result\",\"bytes\":8,\"samples\":1,\"time_us\":{\"avg\":1.0},"
               "\"ci\":{\"p99_low_us\":1,\"p99_high_us\":2,\"confidence\":95,\"converged\":true}}\n" +
               end
        << 2LL << "expected a confidence between 0 and 1 for \"confidence\"";
    QTest::addRow("no rows") << start + end << 1LL << "has no \"size_result\" events";
    QTest::addRow("v2 quantiles of wrong length")
        << versionTwoStream(R"("rank_quantiles_b64":"AACAPwAAAEAAAABAAAAAQAAAAEA=")") << 2LL
        << "\"rank_quantiles_b64\" holds 20 bytes; expected 10 float32 values (40 bytes)";
    QTest::addRow("v2 quantiles out of order")
        << versionTwoStream(R"("rank_quantiles_b64":"AACAPwAAAEAAAABAAAAAQAAAAEAAAIBAAABAQAAAgEAAAIBAAACAQA==")") << 2LL
        << "\"rank_quantiles_b64\": the quantiles of rank 1 are not in ascending order";
    QTest::addRow("v2 sketch cut off") << versionTwoStream(R"("rank_sketch_b64":"JwECLgIB")") << 2LL
                                       << "\"rank_sketch_b64\": the sketch of rank 1 is cut off";
    QTest::addRow("v2 sketch miscounts") << versionTwoStream(R"("rank_sketch_b64":"JwEDLgIBAQ==")") << 2LL
                                         << "the sketch of rank 0 is cut off, malformed or does not count 2 samples";
    QTest::addRow("v2 sketch too long") << versionTwoStream(R"("rank_sketch_b64":"JwECLgIBAQA=")") << 2LL
                                        << "\"rank_sketch_b64\" holds more than one sketch per rank";
    QTest::addRow("v2 raw ranks out of order") << versionTwoStream(R"("raw_ranks":[1,0])") << 2LL
                                               << "\"raw_ranks\": expected rank numbers below 2 in ascending order";
    QTest::addRow("v2 raw rank out of range") << versionTwoStream(R"("raw_ranks":[2])") << 2LL
                                              << "\"raw_ranks\": expected rank numbers below 2 in ascending order";
    QTest::addRow("v2 raw ranks not an array")
        << versionTwoStream(R"("raw_ranks":1)") << 2LL << "expected an array of rank numbers for \"raw_ranks\"";
    QTest::addRow("v2 raw samples of wrong length")
        << versionTwoStream(R"("raw_us_b64":"AABAQA==")") << 2LL
        << "\"raw_us_b64\" holds 4 bytes; expected 2 float32 values (8 bytes)";
    QTest::addRow("node quantiles of wrong length")
        << nodeDetailStream(R"("node_quantiles_b64":"AACAPwAAAEAAAABA")") << 2LL
        << "\"node_quantiles_b64\" holds 12 bytes; expected 6 float32 values (24 bytes)";
    QTest::addRow("node quantiles out of order")
        << nodeDetailStream(R"("node_quantiles_b64":"AACAPwAAAEAAAABAAACAQAAAQEAAAIBA")") << 2LL
        << "\"node_quantiles_b64\": the quantiles of node 1 are not in ascending order";
    QTest::addRow("bucket bytes of wrong length") << nodeDetailStream(R"("rank_p99_bucket_b64":"Kw==")") << 2LL
                                                  << "\"rank_p99_bucket_b64\" holds 1 bytes; expected 2, one per rank";
    QTest::addRow("bucket bytes missing") << nodeDetailStream(R"("rank_p50_bucket_b64":null)") << 2LL
                                          << "\"rank_p50_bucket_b64\" holds 0 bytes; expected 2, one per rank";
    QTest::addRow("nested start") << start + start << 2LL << "a \"start\" event inside a run";
}

void TestAgentJsonl::malformed()
{
    QFETCH(QByteArray, stream);
    QFETCH(qint64, line);
    QFETCH(QString, message);
    const auto refused = refusal(stream, QStringLiteral("agent.jsonl"), ImportFormat::AgentJsonLines);
    QVERIFY2(refused.message.contains(message), qPrintable(refused.message));
    QCOMPARE(refused.line, line);
}

void TestAgentJsonl::base64AsQtDecodesIt()
{
    // decodeBase64 replaces QByteArray::fromBase64Encoding(text.toLatin1(), AbortOnBase64DecodingErrors): it accepts
    // and refuses the same texts, with the same bytes. Every encoding of 0 to 13 bytes, with and without its padding,
    // and with each character in turn replaced by one that is padding, outside the alphabet, or outside Latin-1.
    QList<QString> texts;
    QByteArray bytes;
    for (int size = 0; size <= 13; ++size) {
        const QString padded = QString::fromLatin1(bytes.toBase64());
        QString bare = padded;
        bare.remove(QLatin1Char('='));
        for (const QString& text : {padded, bare, padded + QLatin1Char('='), bare + QLatin1Char('A')}) {
            texts << text;
            for (qsizetype i = 0; i < text.size(); ++i) {
                for (const QChar other : {QChar(u'='), QChar(u' '), QChar(u'-'), QChar(u'_'), QChar(u'\n'),
                                          QChar(u'\xe9'), QChar(u'\u0141'), QChar(u'\0')}) {
                    QString changed = text;
                    changed[i] = other;
                    texts << changed;
                }
            }
        }
        bytes.append(char(0xfb - 37 * size)); // every bit pattern of the alphabet, including '+' and '/'
    }
    for (const QString& text : std::as_const(texts)) {
        const auto qt = QByteArray::fromBase64Encoding(text.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
        const std::optional<QByteArray> ours = decodeBase64(text);
        QVERIFY2(bool(qt) == ours.has_value(), qPrintable(text));
        if (ours)
            QCOMPARE(*ours, qt.decoded);
    }
}

QTEST_GUILESS_MAIN(TestAgentJsonl)
#include "testagentjsonl.moc"
