// SPDX-License-Identifier: Apache-2.0
#include "ingest/nccltestsjsonparser.h"

#include "ingest/collectivename.h"
#include "ingest/importerror.h"
#include "ingest/jsonreader.h"
#include "ingest/rowoutput.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

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
    void expect(Token got, Token wanted, const char* key);
    std::optional<bool> okay(Token first, const char* key);
    void config(Token first);
    void devices(Token first);
    void results(Token first);
    void result();
    void half(Token first, SizeResult& result);
    void perIteration(Token first, SizeResult& result);
    QByteArray samples(Token first, const char* key);

    JsonReader& m_json;
    QString m_fileName;
    BenchmarkRun m_run;
    RowOutput m_out;
    QJsonObject m_parameters;
    QString m_program;
    QString m_experiment;
    qint64 m_gpusPerProcess = 1;
    bool m_perProcessSamples = false;
    QStringList m_notes;
};

void Parser::expect(Token got, Token wanted, const char* key)
{
    if (got == wanted)
        return;
    const QString what =
        wanted == Token::ObjectBegin ? NcclTestsJsonParser::tr("an object") : NcclTestsJsonParser::tr("an array");
    m_json.fail(NcclTestsJsonParser::tr("expected %1 for \"%2\"").arg(what, QLatin1String(key)));
}

std::optional<bool> Parser::okay(Token first, const char* key)
{
    // nccl-tests writes booleans as the strings "true"/"false", and "unchecked" when no threshold was set.
    if (first == Token::Bool)
        return m_json.boolean();
    const QString text = m_json.stringValue(first, key);
    if (text == QLatin1String("true"))
        return true;
    if (text == QLatin1String("false"))
        return false;
    return std::nullopt;
}

QList<BenchmarkRun> Parser::parse()
{
    if (m_json.next() != Token::ObjectBegin)
        m_json.fail(NcclTestsJsonParser::tr("expected a JSON object as written by nccl-tests -J"));
    bool sawResults = false;
    m_json.forEachField([&](const std::string& key, Token t) {
        if (key == "version") {
            m_parameters.insert(QStringLiteral("json_version"), m_json.numberValue(t, "version"));
        } else if (key == "start_time") {
            m_run.startedAt = m_json.stringValue(t, "start_time");
        } else if (key == "end_time") {
            m_parameters.insert(QStringLiteral("end_time"), m_json.stringValue(t, "end_time"));
        } else if (key == "nccl_version") {
            m_parameters.insert(QStringLiteral("nccl_library"), m_json.scalarValue(t));
        } else if (key == "args") {
            expect(t, Token::ArrayBegin, "args");
            QStringList args;
            for (Token a = m_json.next(); a != Token::ArrayEnd; a = m_json.next())
                args << m_json.stringValue(a, "args");
            if (!args.isEmpty())
                m_program = args.constFirst();
            m_parameters.insert(QStringLiteral("args"), args.join(QLatin1Char(' ')));
        } else if (key == "config") {
            config(t);
        } else if (key == "results") {
            results(t);
            sawResults = true;
        } else if (key == "out_of_bounds" || key == "average_bus_bandwidth") {
            expect(t, Token::ObjectBegin, key.c_str());
            m_json.forEachField([&](const std::string& field, Token v) {
                if (field == "count")
                    m_run.outOfBounds = qint64(m_json.numberValue(v, "count"));
                else if (field == "bandwidth")
                    m_run.avgBusbwGBs = m_json.numberValue(v, "bandwidth");
                else if (field == "okay" && key == "average_bus_bandwidth")
                    m_run.avgBusbwPassed = okay(v, "okay");
                else
                    m_json.skipValue(v);
            });
        } else if (key == "errors") {
            expect(t, Token::ArrayBegin, "errors");
            for (Token e = m_json.next(); e != Token::ArrayEnd; e = m_json.next())
                m_notes << NcclTestsJsonParser::tr("nccl-tests reported: %1").arg(m_json.stringValue(e, "errors"));
        } else {
            m_json.skipValue(t); // "env" (the whole environment, possibly with secrets) and unknown keys
        }
    });
    if (m_json.next() != Token::End)
        m_json.fail(NcclTestsJsonParser::tr("unexpected text after the end of the JSON document"));
    if (!sawResults || m_run.rowCount() == 0) {
        m_json.fail(NcclTestsJsonParser::tr("the file has no \"results\" entries; expected the JSON that "
                                            "nccl-tests -J writes"));
    }

    m_run.tool = QStringLiteral("nccl-tests");
    m_run.backend = QStringLiteral("nccl");
    m_run.testName = collectivename::fromProgram(m_program);
    if (m_run.testName.isEmpty())
        m_run.testName = collectivename::fromProgram(m_experiment);
    if (m_run.testName.isEmpty()) {
        m_run.testName = collectivename::fromFileName(m_fileName);
        m_notes << (m_run.testName.isEmpty() ? NcclTestsJsonParser::tr("The file does not name the collective.")
                                             : NcclTestsJsonParser::tr("The file does not name the collective; "
                                                                       "\"%1\" was taken from the file name.")
                                                   .arg(m_run.testName));
    }
    if (!m_run.placements.isEmpty()) {
        QSet<QString> hosts;
        for (const RankPlacement& p : m_run.placements)
            hosts.insert(p.host);
        m_run.ranks = int(m_run.placements.size() * m_gpusPerProcess);
        m_run.nodes = int(hosts.size());
    }
    if (m_perProcessSamples) {
        m_notes << NcclTestsJsonParser::tr("Per-rank samples are per process (the slowest GPU of each process), as "
                                           "nccl-tests records them.");
    }
    m_run.parameters = QString::fromUtf8(QJsonDocument(m_parameters).toJson(QJsonDocument::Compact));
    m_run.notes = m_notes.join(QLatin1Char('\n'));
    return {m_run};
}

void Parser::config(Token first)
{
    expect(first, Token::ObjectBegin, "config");
    qint64 threads = 1;
    qint64 gpus = 1;
    m_json.forEachField([&](const std::string& key, Token t) {
        if (key == "devices") {
            devices(t);
            return;
        }
        const QJsonValue value = m_json.scalarValue(t);
        if (value.isUndefined())
            return;
        m_parameters.insert(QString::fromStdString(key), value);
        if (key == "nthreads")
            threads = value.toInteger(1);
        else if (key == "ngpus")
            gpus = value.toInteger(1);
    });
    m_gpusPerProcess = qBound(qint64(1), threads * gpus, qint64(1) << 16);
}

void Parser::devices(Token first)
{
    expect(first, Token::ArrayBegin, "devices");
    for (Token t = m_json.next(); t != Token::ArrayEnd; t = m_json.next()) {
        expect(t, Token::ObjectBegin, "devices");
        RankPlacement p;
        p.rank = int(m_run.placements.size());
        QString device;
        QString hex;
        m_json.forEachField([&](const std::string& key, Token v) {
            if (key == "rank")
                p.rank = int(qBound(0.0, m_json.numberValue(v, "rank"), double(1 << 24)));
            else if (key == "hostname")
                p.host = m_json.stringValue(v, "hostname");
            else if (key == "device")
                device = m_json.scalarValue(v).toVariant().toString();
            else if (key == "device_hex")
                hex = m_json.stringValue(v, "device_hex");
            else if (key == "device_info")
                p.gpuName = m_json.stringValue(v, "device_info").trimmed();
            else
                m_json.skipValue(v);
        });
        p.device = hex.isEmpty() ? device : QStringLiteral("%1 [%2]").arg(device, hex);
        m_run.placements.append(p);
    }
}

void Parser::results(Token first)
{
    expect(first, Token::ArrayBegin, "results");
    qint64 previousBytes = -1;
    int cycle = 0;
    for (Token t = m_json.next(); t != Token::ArrayEnd; t = m_json.next()) {
        expect(t, Token::ObjectBegin, "results");
        const qsizetype before = m_run.results.size();
        result();
        for (qsizetype i = before; i < m_run.results.size(); ++i) {
            SizeResult& r = m_run.results[i];
            if (i == before) {
                if (previousBytes >= 0 && r.bytes < previousBytes)
                    ++cycle;
                previousBytes = r.bytes;
            }
            r.cycle = cycle;
        }
        m_out.handOn(m_run);
    }
}

void Parser::result()
{
    const qint64 line = m_json.line();
    SizeResult base;
    bool haveSize = false;
    std::optional<SizeResult> outOfPlace;
    std::optional<SizeResult> inPlace;
    struct PerIter
    {
        bool outOfPlace;
        SizeResult stats;
    };
    QList<PerIter> perIter;
    m_json.forEachField([&](const std::string& key, Token t) {
        if (key == "size") {
            const double bytes = m_json.numberValue(t, "size");
            if (!(bytes >= 0 && bytes < 9e18))
                m_json.fail(NcclTestsJsonParser::tr("expected a size in bytes for \"size\""));
            base.bytes = qint64(bytes);
            haveSize = true;
        } else if (key == "count") {
            const double count = m_json.numberValue(t, "count");
            base.count = count >= 0 && count < 9e18 ? qint64(count) : -1;
        } else if (key == "type") {
            base.type = m_json.stringValue(t, "type");
        } else if (key == "redop") {
            base.redop = m_json.stringValue(t, "redop").trimmed();
        } else if (key == "root") {
            // Written as a padded string ("    -1") by nccl-tests; accept a number too.
            const QJsonValue root = m_json.scalarValue(t);
            bool ok = false;
            const int value = root.isString() ? root.toString().trimmed().toInt(&ok) : root.toInt(-1);
            if ((ok || root.isDouble()) && value >= 0)
                base.root = value;
        } else if (key == "out_of_place" || key == "in_place") {
            if (t == Token::Null)
                return;
            SizeResult half = base;
            this->half(t, half);
            (key == "out_of_place" ? outOfPlace : inPlace) = half;
        } else if (key == "out_of_place_per_iter" || key == "in_place_per_iter") {
            if (t == Token::Null)
                return;
            PerIter p{key == "out_of_place_per_iter", SizeResult()};
            perIteration(t, p.stats);
            perIter << p;
        } else if (key == "actual_iterations") {
            base.iterations = int(qBound(0.0, m_json.numberValue(t, "actual_iterations"), 1e9));
        } else if (key == "experiment_name") {
            m_experiment = m_json.scalarValue(t).toString();
        } else {
            m_json.skipValue(t);
        }
    });
    if (!haveSize) {
        throw ImportError(m_fileName, line,
                          NcclTestsJsonParser::tr("a \"results\" entry has no \"size\"; expected size, count, type, "
                                                  "out_of_place and in_place"));
    }
    if (!outOfPlace && !inPlace) {
        throw ImportError(m_fileName, line,
                          NcclTestsJsonParser::tr("a \"results\" entry has neither \"out_of_place\" nor "
                                                  "\"in_place\" timings"));
    }
    for (std::optional<SizeResult>* half : {&outOfPlace, &inPlace}) {
        if (!*half)
            continue;
        SizeResult& r = **half;
        // The fields outside the halves may come after them in the object.
        r.bytes = base.bytes;
        r.count = base.count;
        r.type = base.type;
        r.redop = base.redop;
        r.root = base.root;
        r.iterations = base.iterations;
        r.inPlace = half == &inPlace;
        for (const PerIter& p : perIter) {
            if (p.outOfPlace == r.inPlace)
                continue;
            r.timeMinUs = p.stats.timeMinUs;
            r.timeMaxUs = p.stats.timeMaxUs;
            r.p50Us = p.stats.p50Us;
            r.p95Us = p.stats.p95Us;
            r.p99Us = p.stats.p99Us;
            r.stdevUs = p.stats.stdevUs;
            r.iterationSamples = p.stats.iterationSamples;
            r.rankSamples = p.stats.rankSamples;
            if (!p.stats.iterationSamples.isEmpty())
                r.iterations = int(p.stats.iterationSamples.size() / 4);
        }
        m_out.append(m_run, std::move(r));
    }
}

void Parser::half(Token first, SizeResult& r)
{
    expect(first, Token::ObjectBegin, "out_of_place");
    m_json.forEachField([&](const std::string& key, Token t) {
        if (key == "time" || key == "cpu_time") {
            r.timeAvgUs = m_json.numberValue(t, "time");
            r.cpuTime = key == "cpu_time";
        } else if (key == "alg_bw") {
            r.algbwGBs = m_json.numberValue(t, "alg_bw");
        } else if (key == "bus_bw") {
            r.busbwGBs = m_json.numberValue(t, "bus_bw");
        } else if (key == "nwrong") {
            const double wrong = m_json.numberValue(t, "nwrong");
            if (isKnown(wrong)) {
                r.wrong = qint64(qBound(0.0, wrong, 9e18));
                r.checkPassed = *r.wrong == 0;
            }
        } else {
            m_json.skipValue(t);
        }
    });
}

void Parser::perIteration(Token first, SizeResult& r)
{
    expect(first, Token::ObjectBegin, "out_of_place_per_iter");
    m_json.forEachField([&](const std::string& key, Token t) {
        if (key == "min_us")
            r.timeMinUs = m_json.numberValue(t, "min_us");
        else if (key == "max_us")
            r.timeMaxUs = m_json.numberValue(t, "max_us");
        else if (key == "p50_us")
            r.p50Us = m_json.numberValue(t, "p50_us");
        else if (key == "p95_us")
            r.p95Us = m_json.numberValue(t, "p95_us");
        else if (key == "p99_us")
            r.p99Us = m_json.numberValue(t, "p99_us");
        else if (key == "stdev_us")
            r.stdevUs = m_json.numberValue(t, "stdev_us");
        else if (key == "times_us")
            r.iterationSamples = samples(t, "times_us");
        else if (key == "per_process_max_times_us") {
            expect(t, Token::ArrayBegin, "per_process_max_times_us");
            QByteArray all;
            for (Token p = m_json.next(); p != Token::ArrayEnd; p = m_json.next())
                all += samples(p, "per_process_max_times_us");
            r.rankSamples = all;
            m_perProcessSamples = !all.isEmpty();
        } else {
            m_json.skipValue(t);
        }
    });
}

QByteArray Parser::samples(Token first, const char* key)
{
    expect(first, Token::ArrayBegin, key);
    std::vector<float> values;
    m_json.readNumberArray(values, key);
    return packSamples(values);
}

} // namespace

QList<BenchmarkRun> NcclTestsJsonParser::parse(JsonReader& json, const QString& fileName, ResultSink* sink)
{
    return Parser(json, fileName, sink).parse();
}

} // namespace fw::core
