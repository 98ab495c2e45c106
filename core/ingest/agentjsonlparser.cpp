// SPDX-License-Identifier: Apache-2.0
#include "ingest/agentjsonlparser.h"

#include "base/protocol.h"
#include "base/ranksummary.h"
#include "ingest/agentstreamreader.h"
#include "ingest/base64text.h"
#include "ingest/importerror.h"
#include "ingest/lineparser.h"
#include "ingest/linereader.h"
#include "ingest/rowoutput.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QtEndian>
#include <algorithm>
#include <span>

namespace fw::core {

namespace {

namespace protocol = base::protocol;
namespace field = protocol::field;

// The first group of `per` float32 values (a rank's or a node's quantiles) that is not in ascending order, or -1.
qsizetype firstUnsortedGroup(const QByteArray& packed, std::size_t per)
{
    const std::vector<float> values = unpackSamples(packed);
    for (std::size_t i = 0; i + per <= values.size(); i += per)
        if (!std::is_sorted(values.begin() + qsizetype(i), values.begin() + qsizetype(i + per)))
            return qsizetype(i / per);
    return -1;
}

class Parser : LineParser
{
public:
    Parser(LineReader& lines, const QString& fileName, ResultSink* sink)
        : LineParser(lines, fileName, false), m_out(sink)
    {}
    QList<BenchmarkRun> parse();

private:
    void start(const AgentEvent& event);
    void sizeResult(const AgentEvent& event);
    void end(const AgentEvent& event);
    double number(const QJsonObject& object, std::string_view key, bool required) const;
    QByteArray base64(const AgentEvent& event, std::string_view key) const;
    QByteArray samples(const AgentEvent& event, std::string_view key, qint64 expectedValues) const;
    void rankSummaries(const AgentEvent& event, SizeResult& r) const;
    void nodeDetail(const AgentEvent& event, SizeResult& r) const;

    bool m_inRun = false;
    qint64 m_startLine = 0;
    BenchmarkRun m_run;
    RowOutput m_out;
    QJsonObject m_parameters;
    int m_nodeCount = 0; // distinct hosts of the start event's rank_hosts
    QStringList m_notes;
    QStringList m_failuresOutsideRuns; // errors and failed ends the agent reported before any run started
    QList<BenchmarkRun> m_done;
};

QList<BenchmarkRun> Parser::parse()
{
    AgentStreamReader reader(m_lines);
    AgentEvent event;
    while (reader.next(event)) {
        if (!event.isObject()) {
            const QJsonParseError& error = event.parseError();
            fail(AgentJsonlParser::tr("expected one JSON object per line (%1 at column %2)")
                     .arg(error.error != QJsonParseError::NoError ? error.errorString()
                                                                  : AgentJsonlParser::tr("not an object"))
                     .arg(error.offset + 1));
        }
        if (!event.hasKnownVersion()) {
            fail(AgentJsonlParser::tr("expected \"v\": %1 in every event, found %2; a newer agent needs a newer "
                                      "Fabric Workbench")
                     .arg(protocol::kSchemaVersion)
                     .arg(QString::fromUtf8(QJsonDocument(QJsonObject{{protocolText(field::kVersion), event.version()}})
                                                .toJson(QJsonDocument::Compact))));
        }
        switch (event.type()) {
        case AgentEvent::Type::Start:
            start(event);
            break;
        case AgentEvent::Type::SizeResult:
            sizeResult(event);
            break;
        case AgentEvent::Type::End:
            end(event);
            break;
        case AgentEvent::Type::Warning:
        case AgentEvent::Type::Error: {
            const QString message = event.string(field::kMessage);
            const QJsonValue rank = event.value(field::kRank);
            const QString text =
                rank.isDouble()
                    ? AgentJsonlParser::tr("The agent reported (rank %1): %2").arg(rank.toInt()).arg(message)
                    : AgentJsonlParser::tr("The agent reported: %1").arg(message);
            if (m_inRun)
                m_notes << text;
            else if (event.is(AgentEvent::Type::Error))
                m_failuresOutsideRuns << message;
            break;
        }
        default:
            // progress, facts and event types added later carry nothing for the run table.
            break;
        }
    }
    if (m_inRun) {
        throw ImportError(m_fileName, m_startLine,
                          AgentJsonlParser::tr("the run that starts here has no \"end\" event: the stream was cut "
                                               "off, so the run is incomplete"));
    }
    if (m_done.isEmpty() && !m_failuresOutsideRuns.isEmpty()) {
        throw ImportError(m_fileName, 0,
                          AgentJsonlParser::tr("the stream holds no benchmark run: the agent failed before a run "
                                               "started: %1")
                              .arg(m_failuresOutsideRuns.constFirst()));
    }
    if (m_done.isEmpty()) {
        throw ImportError(m_fileName, 0,
                          AgentJsonlParser::tr("no benchmark run found: expected a \"start\" event, \"size_result\" "
                                               "events and an \"end\" event (docs/agent-protocol.md)"));
    }
    return m_done;
}

double Parser::number(const QJsonObject& object, std::string_view key, bool required) const
{
    const QJsonValue value = object.value(protocolText(key));
    if (value.isDouble())
        return value.toDouble();
    if (required || !(value.isUndefined() || value.isNull()))
        fail(AgentJsonlParser::tr("expected a number for \"%1\"").arg(protocolText(key)));
    return kUnknown;
}

void Parser::start(const AgentEvent& event)
{
    if (m_inRun)
        fail(AgentJsonlParser::tr("a \"start\" event inside a run; expected the \"end\" of the run at line %1 first")
                 .arg(m_startLine));
    m_inRun = true;
    m_startLine = m_lines.lineNumber();
    m_run = BenchmarkRun();
    m_notes.clear();
    m_run.source = RunSource::OwnMeasurement;
    m_run.tool = event.value(field::kTool).toString(QStringLiteral("fabric-agent"));
    m_run.toolVersion = event.value(field::kAgentVersion).toString();
    m_run.backend = event.value(field::kBackend).toString();
    m_run.testName = event.value(field::kCollective).toString();
    if (m_run.testName.isEmpty())
        fail(AgentJsonlParser::tr("the \"start\" event has no \"collective\""));
    const double ranks = number(event.object(), field::kRanks, true);
    if (!(ranks >= 1 && ranks <= 1 << 24))
        fail(AgentJsonlParser::tr("expected a positive number of \"ranks\""));
    m_run.ranks = int(ranks);
    const double nodes = number(event.object(), field::kNodes, false);
    if (isKnown(nodes) && nodes >= 1 && nodes <= ranks)
        m_run.nodes = int(nodes);
    const QJsonArray hosts = event.value(field::kRankHosts).toArray();
    m_run.placements.reserve(std::min(hosts.size(), qsizetype(ranks)));
    QSet<QString> distinct;
    QString previous;
    for (qsizetype i = 0; i < hosts.size() && i < ranks; ++i) {
        QString host = hosts[i].toString();
        // The ranks of a host mostly follow each other: they share one string, and only a new name is hashed.
        if (host == previous)
            host = previous;
        else
            distinct.insert(previous = host);
        m_run.placements << RankPlacement{int(i), std::move(host), QString(), QString()};
    }
    m_nodeCount = int(distinct.size());
    m_run.startedAt = event.value(field::kStartTime).toString();
    m_parameters = QJsonObject();
    for (const std::string_view key :
         {field::kDatatype, field::kRedop, field::kRoot, field::kIters, field::kWarmup, field::kCheckIters,
          field::kMinBytes, field::kMaxBytes, field::kStepFactor, field::kStepBytes, field::kAdaptive, field::kVersions,
          field::kArgv, field::kRankDetail}) {
        const QJsonValue value = event.value(key);
        if (!value.isUndefined())
            m_parameters.insert(protocolText(key), value);
    }
}

QByteArray Parser::base64(const AgentEvent& event, std::string_view key) const
{
    const QJsonValue value = event.value(key);
    if (value.isUndefined() || value.isNull())
        return {};
    std::optional<QByteArray> decoded;
    if (value.isString())
        decoded = decodeBase64(value.toString());
    if (!decoded)
        fail(AgentJsonlParser::tr("expected base64 text for \"%1\"").arg(protocolText(key)));
    return std::move(*decoded);
}

QByteArray Parser::samples(const AgentEvent& event, std::string_view key, qint64 expectedValues) const
{
    const QJsonValue value = event.value(key);
    if (value.isUndefined() || value.isNull())
        return {};
    const QByteArray decoded = base64(event, key);
    if (decoded.size() != expectedValues * 4) {
        fail(AgentJsonlParser::tr("\"%1\" holds %2 bytes; expected %3 float32 values (%4 bytes)")
                 .arg(protocolText(key))
                 .arg(decoded.size())
                 .arg(expectedValues)
                 .arg(expectedValues * 4));
    }
    return decoded;
}

// Protocol version 2: every rank's quantiles and sketch, and the raw samples of the ranks in "raw_ranks"
// (docs/agent-protocol.md). Absent in version 1 streams, which send "rank_us_b64" instead.
void Parser::rankSummaries(const AgentEvent& event, SizeResult& r) const
{
    const int ranks = *m_run.ranks;
    r.rankQuantiles = samples(event, field::kRankQuantilesB64, qint64(ranks) * qint64(base::kRankQuantileCount));
    if (const qsizetype rank = firstUnsortedGroup(r.rankQuantiles, base::kRankQuantileCount); rank >= 0)
        fail(AgentJsonlParser::tr("\"%1\": the quantiles of rank %2 are not in ascending order")
                 .arg(protocolText(field::kRankQuantilesB64))
                 .arg(rank));

    r.rankSketches = base64(event, field::kRankSketchB64);
    if (event.object().contains(protocolText(field::kRankSketchB64))) {
        const std::span bytes(reinterpret_cast<const std::uint8_t*>(r.rankSketches.constData()),
                              std::size_t(r.rankSketches.size()));
        std::size_t pos = 0;
        for (int rank = 0; rank < ranks; ++rank) {
            const std::optional<std::uint64_t> total = base::sketchTotal(bytes, pos);
            if (!total || *total != std::uint64_t(r.iterations))
                fail(AgentJsonlParser::tr("\"%1\": the sketch of rank %2 is cut off, malformed or does not count "
                                          "%3 samples")
                         .arg(protocolText(field::kRankSketchB64))
                         .arg(rank)
                         .arg(r.iterations));
        }
        if (pos != bytes.size())
            fail(AgentJsonlParser::tr("\"%1\" holds more than one sketch per rank")
                     .arg(protocolText(field::kRankSketchB64)));
    }

    nodeDetail(event, r);

    const QJsonValue rawRanks = event.value(field::kRawRanks);
    if (rawRanks.isUndefined() || rawRanks.isNull())
        return;
    if (!rawRanks.isArray())
        fail(AgentJsonlParser::tr("expected an array of rank numbers for \"%1\"").arg(protocolText(field::kRawRanks)));
    int previous = -1;
    for (const QJsonValue& value : rawRanks.toArray()) {
        const double rank = value.toDouble(-1);
        if (!value.isDouble() || rank != double(int(rank)) || rank <= previous || rank >= ranks)
            fail(AgentJsonlParser::tr("\"%1\": expected rank numbers below %2 in ascending order")
                     .arg(protocolText(field::kRawRanks))
                     .arg(ranks));
        previous = int(rank);
        const qint32 little = qToLittleEndian(qint32(rank));
        r.rawRanks.append(reinterpret_cast<const char*>(&little), sizeof little);
    }
    r.rawRankSamples = samples(event, field::kRawUsB64, qint64(rawRanks.toArray().size()) * r.iterations);
}

// Node detail (a run of more than 8,192 ranks): each node's exact p50, p99 and max, nodes in the order of their first
// rank in "rank_hosts", and each rank's p50 and p99 as a bucket byte (docs/agent-protocol.md, "Node detail").
void Parser::nodeDetail(const AgentEvent& event, SizeResult& r) const
{
    if (!event.object().contains(protocolText(field::kNodeQuantilesB64)))
        return;
    const int ranks = *m_run.ranks;
    if (m_nodeCount == 0)
        fail(AgentJsonlParser::tr("\"%1\" needs the host of every rank in the start event's \"%2\"")
                 .arg(protocolText(field::kNodeQuantilesB64), protocolText(field::kRankHosts)));
    r.nodeQuantiles = samples(event, field::kNodeQuantilesB64, qint64(m_nodeCount) * qint64(base::kNodeQuantileCount));
    if (const qsizetype node = firstUnsortedGroup(r.nodeQuantiles, base::kNodeQuantileCount); node >= 0)
        fail(AgentJsonlParser::tr("\"%1\": the quantiles of node %2 are not in ascending order")
                 .arg(protocolText(field::kNodeQuantilesB64))
                 .arg(node));
    for (const std::string_view key : {field::kRankP50BucketB64, field::kRankP99BucketB64}) {
        const QByteArray buckets = base64(event, key);
        if (buckets.size() != ranks)
            fail(AgentJsonlParser::tr("\"%1\" holds %2 bytes; expected %3, one per rank")
                     .arg(protocolText(key))
                     .arg(buckets.size())
                     .arg(ranks));
        r.rankBuckets += buckets;
    }
}

void Parser::sizeResult(const AgentEvent& event)
{
    if (!m_inRun)
        fail(AgentJsonlParser::tr("a \"size_result\" event before any \"start\" event"));
    SizeResult r;
    const double bytes = number(event.object(), field::kBytes, true);
    if (!(bytes >= 0 && bytes < 9e18))
        fail(AgentJsonlParser::tr("expected a size in bytes for \"bytes\""));
    r.bytes = qint64(bytes);
    const double count = number(event.object(), field::kCount, false);
    r.count = isKnown(count) && count >= 0 && count < 9e18 ? qint64(count) : -1;
    r.inPlace = event.value(field::kInPlace).toBool();
    r.type = m_parameters.value(protocolText(field::kDatatype)).toString();
    r.redop = m_parameters.value(protocolText(field::kRedop)).toString();
    const int root = m_parameters.value(protocolText(field::kRoot)).toInt(-1);
    if (root >= 0)
        r.root = root;
    const double samplesCount = number(event.object(), field::kSamples, true);
    if (!(samplesCount >= 0 && samplesCount <= 1e9))
        fail(AgentJsonlParser::tr("expected a number of iterations for \"samples\""));
    r.iterations = int(samplesCount);
    const QJsonObject time = event.value(field::kTimeUs).toObject();
    r.timeMinUs = number(time, field::kMin, false);
    r.timeAvgUs = number(time, field::kAvg, true);
    r.timeMaxUs = number(time, field::kMax, false);
    r.p50Us = number(time, field::kP50, false);
    r.p95Us = number(time, field::kP95, false);
    r.p99Us = number(time, field::kP99, false);
    r.p999Us = number(time, field::kP999, false);
    r.stdevUs = number(time, field::kStdev, false);
    r.algbwGBs = number(event.object(), field::kAlgbwGBs, false);
    r.busbwGBs = number(event.object(), field::kBusbwGBs, false);
    const double wrong = number(event.object(), field::kWrong, false);
    if (isKnown(wrong)) {
        r.wrong = qint64(qBound(0.0, wrong, 9e18));
        r.checkPassed = *r.wrong == 0;
    }
    if (event.object().contains(protocolText(field::kCi))) {
        const QJsonValue ci = event.value(field::kCi);
        if (!ci.isObject())
            fail(AgentJsonlParser::tr("expected an object for \"%1\"").arg(protocolText(field::kCi)));
        const QJsonObject interval = ci.toObject();
        const double confidence = number(interval, field::kConfidence, true);
        if (!(confidence > 0 && confidence < 1))
            fail(AgentJsonlParser::tr("expected a confidence between 0 and 1 for \"%1\"")
                     .arg(protocolText(field::kConfidence)));
        r.p99Interval = P99Interval{.lowUs = number(interval, field::kP99LowUs, false),
                                    .highUs = number(interval, field::kP99HighUs, false),
                                    .confidence = confidence,
                                    .converged = interval.value(protocolText(field::kConverged)).toBool()};
    }
    r.iterationSamples = samples(event, field::kIterUsB64, r.iterations);
    r.rankSamples = samples(event, field::kRankUsB64, qint64(r.iterations) * *m_run.ranks);
    rankSummaries(event, r);
    if (!m_run.results.isEmpty()) {
        const SizeResult& last = m_run.results.constLast();
        r.cycle = last.cycle + (r.bytes < last.bytes ? 1 : 0);
    }
    m_out.add(m_run, std::move(r));
}

void Parser::end(const AgentEvent& event)
{
    if (!m_inRun) {
        // After a failed set-up the agent ends without having started a run.
        if (event.string(field::kStatus) == protocolText(protocol::value::kFailed)) {
            m_failuresOutsideRuns << event.string(field::kMessage);
            return;
        }
        fail(AgentJsonlParser::tr("an \"end\" event before any \"start\" event"));
    }
    m_inRun = false;
    const QString status = event.string(field::kStatus);
    if (status == protocolText(protocol::value::kFailed)) {
        m_notes << AgentJsonlParser::tr("The agent ended the run as failed: %1").arg(event.string(field::kMessage));
    }
    if (m_run.rowCount() == 0) {
        throw ImportError(m_fileName, m_startLine,
                          AgentJsonlParser::tr("the run that starts here has no \"size_result\" events"));
    }
    m_run.avgBusbwGBs = number(event.object(), field::kAvgBusbwGBs, false);
    m_run.notes = m_notes.join(QLatin1Char('\n'));
    m_parameters.insert(protocolText(field::kStatus), status);
    m_parameters.insert(protocolText(field::kEndTime), event.value(field::kEndTime));
    m_run.parameters = QString::fromUtf8(QJsonDocument(m_parameters).toJson(QJsonDocument::Compact));
    m_done << m_run;
}

} // namespace

QList<BenchmarkRun> AgentJsonlParser::parse(LineReader& lines, const QString& fileName, ResultSink* sink)
{
    return Parser(lines, fileName, sink).parse();
}

} // namespace fw::core
