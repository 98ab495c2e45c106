#include "ingest/agentjsonlparser.h"

#include "base/protocol.h"
#include "ingest/importerror.h"
#include "ingest/lineparser.h"
#include "ingest/linereader.h"
#include "ingest/textfields.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace fw::core {

namespace protocol = base::protocol;

namespace {

QLatin1String latin1(std::string_view text)
{
    return QLatin1String(text.data(), qsizetype(text.size()));
}

class Parser : LineParser
{
public:
    Parser(LineReader& lines, const QString& fileName) : LineParser(lines, fileName) {}
    QList<BenchmarkRun> parse();

private:
    void start(const QJsonObject& event);
    void sizeResult(const QJsonObject& event);
    void end(const QJsonObject& event);
    double number(const QJsonObject& object, const char* key, bool required) const;
    QByteArray samples(const QJsonObject& event, const char* key, qint64 expectedValues) const;

    bool m_inRun = false;
    qint64 m_startLine = 0;
    BenchmarkRun m_run;
    QJsonObject m_parameters;
    QStringList m_notes;
    QStringList m_failuresOutsideRuns; // errors and failed ends the agent reported before any run started
    QList<BenchmarkRun> m_done;
};

QList<BenchmarkRun> Parser::parse()
{
    std::string_view line;
    while (m_lines.next(line)) {
        if (textfields::trimmed(line).empty())
            continue;
        QJsonParseError error;
        const QJsonDocument document =
            QJsonDocument::fromJson(QByteArray::fromRawData(line.data(), qsizetype(line.size())), &error);
        if (error.error != QJsonParseError::NoError || !document.isObject()) {
            fail(AgentJsonlParser::tr("expected one JSON object per line (%1 at column %2)")
                     .arg(error.error != QJsonParseError::NoError ? error.errorString()
                                                                  : AgentJsonlParser::tr("not an object"))
                     .arg(error.offset + 1));
        }
        const QJsonObject event = document.object();
        const int version = event.value(QLatin1String("v")).toInt(-1);
        if (version != protocol::kSchemaVersion) {
            fail(AgentJsonlParser::tr("expected \"v\": %1 in every event, found %2; a newer agent needs a newer "
                                      "Fabric Workbench")
                     .arg(protocol::kSchemaVersion)
                     .arg(QString::fromUtf8(
                         QJsonDocument(QJsonObject{{QStringLiteral("v"), event.value(QLatin1String("v"))}})
                             .toJson(QJsonDocument::Compact))));
        }
        const QString type = event.value(QLatin1String("type")).toString();
        if (type == latin1(protocol::event::kStart)) {
            start(event);
        } else if (type == latin1(protocol::event::kSizeResult)) {
            sizeResult(event);
        } else if (type == latin1(protocol::event::kEnd)) {
            end(event);
        } else if (type == latin1(protocol::event::kWarning) || type == latin1(protocol::event::kError)) {
            const QString message = event.value(QLatin1String("message")).toString();
            const QJsonValue rank = event.value(QLatin1String("rank"));
            const QString text =
                rank.isDouble()
                    ? AgentJsonlParser::tr("The agent reported (rank %1): %2").arg(rank.toInt()).arg(message)
                    : AgentJsonlParser::tr("The agent reported: %1").arg(message);
            if (m_inRun)
                m_notes << text;
            else if (type == latin1(protocol::event::kError))
                m_failuresOutsideRuns << message;
        }
        // progress, facts and event types added later carry nothing for the run table.
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

double Parser::number(const QJsonObject& object, const char* key, bool required) const
{
    const QJsonValue value = object.value(QLatin1String(key));
    if (value.isDouble())
        return value.toDouble();
    if (required || !(value.isUndefined() || value.isNull()))
        fail(AgentJsonlParser::tr("expected a number for \"%1\"").arg(QLatin1String(key)));
    return kUnknown;
}

void Parser::start(const QJsonObject& event)
{
    if (m_inRun)
        fail(AgentJsonlParser::tr("a \"start\" event inside a run; expected the \"end\" of the run at line %1 first")
                 .arg(m_startLine));
    m_inRun = true;
    m_startLine = m_lines.lineNumber();
    m_run = BenchmarkRun();
    m_notes.clear();
    m_run.source = RunSource::OwnMeasurement;
    m_run.tool = event.value(QLatin1String("tool")).toString(QStringLiteral("fabric-agent"));
    m_run.toolVersion = event.value(QLatin1String("agent_version")).toString();
    m_run.backend = event.value(QLatin1String("backend")).toString();
    m_run.testName = event.value(QLatin1String("collective")).toString();
    if (m_run.testName.isEmpty())
        fail(AgentJsonlParser::tr("the \"start\" event has no \"collective\""));
    const double ranks = number(event, "ranks", true);
    if (!(ranks >= 1 && ranks <= 1 << 24))
        fail(AgentJsonlParser::tr("expected a positive number of \"ranks\""));
    m_run.ranks = int(ranks);
    const double nodes = number(event, "nodes", false);
    if (isKnown(nodes) && nodes >= 1 && nodes <= ranks)
        m_run.nodes = int(nodes);
    const QJsonArray hosts = event.value(QLatin1String("rank_hosts")).toArray();
    for (qsizetype i = 0; i < hosts.size() && i < ranks; ++i)
        m_run.placements << RankPlacement{int(i), hosts[i].toString(), QString(), QString()};
    m_run.startedAt = event.value(QLatin1String("start_time")).toString();
    m_parameters = QJsonObject();
    for (const char* key : {"datatype", "redop", "root", "iters", "warmup", "check_iters", "min_bytes", "max_bytes",
                            "step_factor", "step_bytes", "adaptive", "versions", "argv"}) {
        const QJsonValue value = event.value(QLatin1String(key));
        if (!value.isUndefined())
            m_parameters.insert(QLatin1String(key), value);
    }
}

QByteArray Parser::samples(const QJsonObject& event, const char* key, qint64 expectedValues) const
{
    const QJsonValue value = event.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull())
        return {};
    const auto decoded =
        QByteArray::fromBase64Encoding(value.toString().toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!value.isString() || !decoded)
        fail(AgentJsonlParser::tr("expected base64 text for \"%1\"").arg(QLatin1String(key)));
    if (decoded.decoded.size() != expectedValues * 4) {
        fail(AgentJsonlParser::tr("\"%1\" holds %2 bytes; expected %3 float32 values (%4 bytes)")
                 .arg(QLatin1String(key))
                 .arg(decoded.decoded.size())
                 .arg(expectedValues)
                 .arg(expectedValues * 4));
    }
    return decoded.decoded;
}

void Parser::sizeResult(const QJsonObject& event)
{
    if (!m_inRun)
        fail(AgentJsonlParser::tr("a \"size_result\" event before any \"start\" event"));
    SizeResult r;
    const double bytes = number(event, "bytes", true);
    if (!(bytes >= 0 && bytes < 9e18))
        fail(AgentJsonlParser::tr("expected a size in bytes for \"bytes\""));
    r.bytes = qint64(bytes);
    const double count = number(event, "count", false);
    r.count = isKnown(count) && count >= 0 && count < 9e18 ? qint64(count) : -1;
    r.inPlace = event.value(QLatin1String("in_place")).toBool();
    r.type = m_parameters.value(QLatin1String("datatype")).toString();
    r.redop = m_parameters.value(QLatin1String("redop")).toString();
    const int root = m_parameters.value(QLatin1String("root")).toInt(-1);
    if (root >= 0)
        r.root = root;
    const double samplesCount = number(event, "samples", true);
    if (!(samplesCount >= 0 && samplesCount <= 1e9))
        fail(AgentJsonlParser::tr("expected a number of iterations for \"samples\""));
    r.iterations = int(samplesCount);
    const QJsonObject time = event.value(QLatin1String("time_us")).toObject();
    r.timeMinUs = number(time, "min", false);
    r.timeAvgUs = number(time, "avg", true);
    r.timeMaxUs = number(time, "max", false);
    r.p50Us = number(time, "p50", false);
    r.p95Us = number(time, "p95", false);
    r.p99Us = number(time, "p99", false);
    r.p999Us = number(time, "p999", false);
    r.stdevUs = number(time, "stdev", false);
    r.algbwGBs = number(event, "algbw_gbs", false);
    r.busbwGBs = number(event, "busbw_gbs", false);
    const double wrong = number(event, "wrong", false);
    if (isKnown(wrong)) {
        r.wrong = qint64(qBound(0.0, wrong, 9e18));
        r.checkPassed = *r.wrong == 0;
    }
    r.iterationSamples = samples(event, "iter_us_b64", r.iterations);
    r.rankSamples = samples(event, "rank_us_b64", qint64(r.iterations) * *m_run.ranks);
    if (!m_run.results.isEmpty()) {
        const SizeResult& last = m_run.results.constLast();
        r.cycle = last.cycle + (r.bytes < last.bytes ? 1 : 0);
    }
    m_run.results << r;
}

void Parser::end(const QJsonObject& event)
{
    if (!m_inRun) {
        // After a failed set-up the agent ends without having started a run.
        if (event.value(QLatin1String("status")).toString() == QLatin1String("failed")) {
            m_failuresOutsideRuns << event.value(QLatin1String("message")).toString();
            return;
        }
        fail(AgentJsonlParser::tr("an \"end\" event before any \"start\" event"));
    }
    m_inRun = false;
    const QString status = event.value(QLatin1String("status")).toString();
    if (status == QLatin1String("failed")) {
        m_notes << AgentJsonlParser::tr("The agent ended the run as failed: %1")
                       .arg(event.value(QLatin1String("message")).toString());
    }
    if (m_run.results.isEmpty()) {
        throw ImportError(m_fileName, m_startLine,
                          AgentJsonlParser::tr("the run that starts here has no \"size_result\" events"));
    }
    m_run.avgBusbwGBs = number(event, "avg_busbw_gbs", false);
    m_run.notes = m_notes.join(QLatin1Char('\n'));
    m_parameters.insert(QStringLiteral("status"), status);
    m_parameters.insert(QStringLiteral("end_time"), event.value(QLatin1String("end_time")));
    m_run.parameters = QString::fromUtf8(QJsonDocument(m_parameters).toJson(QJsonDocument::Compact));
    m_done << m_run;
}

} // namespace

QList<BenchmarkRun> AgentJsonlParser::parse(LineReader& lines, const QString& fileName)
{
    return Parser(lines, fileName).parse();
}

} // namespace fw::core
