// SPDX-License-Identifier: Apache-2.0
#include "ingest/perftestjsonparser.h"

#include "ingest/importerror.h"
#include "ingest/jsonreader.h"
#include "ingest/rowoutput.h"

#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace fw::core {

namespace {

using Token = JsonReader::Token;

class Parser
{
public:
    Parser(JsonReader& json, const QString& fileName, ResultSink* sink)
        : m_json(json), m_fileName(fileName), m_out(sink)
    {}
    QList<BenchmarkRun> parse();

private:
    void value(Token first, int depth);
    void object(int depth, bool testInfo = false);
    QString testFromInfo() const;

    JsonReader& m_json;
    QString m_fileName;
    BenchmarkRun m_run;
    RowOutput m_out;
    QJsonObject m_parameters;
    QString m_infoTest; // "test" of the "test_info" object: "RDMA_Write_BW_Test"
    bool m_latency = false;
};

QList<BenchmarkRun> Parser::parse()
{
    value(m_json.next(), 0);
    if (m_json.next() != Token::End)
        m_json.fail(PerftestJsonParser::tr("unexpected text after the end of the JSON document"));
    if (m_run.rowCount() == 0) {
        throw ImportError(m_fileName, 0,
                          PerftestJsonParser::tr("no perftest results found: expected objects with \"MsgSize\" and "
                                                 "t_* or BW_* values, as perftest --out_json writes them"));
    }
    m_run.tool = QStringLiteral("perftest");
    m_run.backend = QStringLiteral("verbs");
    m_run.ranks = 2;
    static const QRegularExpression program(QStringLiteral("ib_(write|read|send|atomic)_(lat|bw)"));
    const auto match = program.match(QFileInfo(m_fileName).fileName());
    const QString fromInfo = testFromInfo();
    if (match.hasMatch())
        m_run.testName = match.captured(0);
    else if (!fromInfo.isEmpty())
        m_run.testName = fromInfo;
    else
        m_run.testName = m_latency ? QStringLiteral("ib_lat") : QStringLiteral("ib_bw");
    QStringList notes;
    notes << PerftestJsonParser::tr("perftest does not check the data it moves: results are unverified.");
    if (!match.hasMatch() && fromInfo.isEmpty())
        notes << PerftestJsonParser::tr("The JSON file does not name the test; it is recorded as \"%1\".")
                     .arg(m_run.testName);
    m_run.parameters = QString::fromUtf8(QJsonDocument(m_parameters).toJson(QJsonDocument::Compact));
    m_run.notes = notes.join(QLatin1Char('\n'));
    return {m_run};
}

void Parser::value(Token first, int depth)
{
    if (first == Token::ObjectBegin) {
        object(depth + 1);
    } else if (first == Token::ArrayBegin) {
        for (Token t = m_json.next(); t != Token::ArrayEnd; t = m_json.next())
            value(t, depth + 1);
    } else if (depth == 0) {
        m_json.fail(PerftestJsonParser::tr("expected a JSON object as perftest --out_json writes it"));
    }
}

// perftest names the test in "test_info": "RDMA_Write_BW_Test", "Send_Lat_Test", "Atomic_Latency_Test".
QString Parser::testFromInfo() const
{
    static const QRegularExpression test(QStringLiteral("^(RDMA_Write|RDMA_Read|Send|Atomic)_(BW|Lat)"),
                                         QRegularExpression::CaseInsensitiveOption);
    const auto match = test.match(m_infoTest);
    if (!match.hasMatch())
        return {};
    const QString verb = match.captured(1).toLower();
    return QStringLiteral("ib_%1_%2")
        .arg(verb.mid(verb.lastIndexOf(QLatin1Char('_')) + 1), match.captured(2).toLower());
}

void Parser::object(int depth, bool testInfo)
{
    QHash<QString, double> numbers;
    m_json.forEachField([&](const std::string& name, Token t) {
        const QString key = QString::fromStdString(name);
        if (t == Token::ObjectBegin && depth == 1 && key == QLatin1String("test_info")) {
            object(depth + 1, true); // the settings perftest prints above its table, as --out_json writes them
        } else if (t == Token::ObjectBegin || t == Token::ArrayBegin) {
            value(t, depth);
        } else if (t == Token::Number) {
            numbers.insert(key, m_json.number());
            if (testInfo)
                m_parameters.insert(key.toLower(), m_json.number());
        } else if ((depth == 1 || testInfo) && m_json.scalarValue(t).isString()) {
            const QString text = QString::fromStdString(m_json.text());
            if (testInfo && key == QLatin1String("test"))
                m_infoTest = text;
            m_parameters.insert(testInfo ? key.toLower() : key, text);
        }
    });
    if (!numbers.contains(QStringLiteral("MsgSize")))
        return;
    const auto get = [&numbers](const char* key) { return numbers.value(QLatin1String(key), kUnknown); };
    SizeResult r;
    const double bytes = get("MsgSize");
    if (!(bytes >= 0 && bytes < 9e18))
        m_json.fail(PerftestJsonParser::tr("expected a message size in bytes for \"MsgSize\""));
    r.bytes = qint64(bytes);
    const double iterations = get("n_iterations");
    r.iterations = isKnown(iterations) ? int(qBound(0.0, iterations, 1e9)) : 0;
    r.timeMinUs = get("t_min");
    r.timeMaxUs = get("t_max");
    r.p50Us = get("t_typical");
    r.timeAvgUs = get("t_avg");
    r.stdevUs = get("t_stdev");
    r.p99Us = get("percentile_99");
    r.p999Us = get("percentile_99.9");
    const double average = get("BW_average");
    if (isKnown(average)) {
        r.algbwGBs = average * 1048576.0 / 1e9;
        r.busbwGBs = r.algbwGBs;
    }
    if (!isKnown(r.timeAvgUs) && !isKnown(r.p50Us) && !isKnown(r.algbwGBs)) {
        m_json.fail(PerftestJsonParser::tr("a result with \"MsgSize\" has neither t_avg, t_typical nor "
                                           "BW_average"));
    }
    m_latency = m_latency || isKnown(r.timeAvgUs) || isKnown(r.p50Us);
    m_out.add(m_run, std::move(r));
}

} // namespace

QList<BenchmarkRun> PerftestJsonParser::parse(JsonReader& json, const QString& fileName, ResultSink* sink)
{
    return Parser(json, fileName, sink).parse();
}

} // namespace fw::core
