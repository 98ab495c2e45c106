// SPDX-License-Identifier: Apache-2.0
#include "ingest/perftesttextparser.h"

#include "ingest/importerror.h"
#include "ingest/lineparser.h"
#include "ingest/linereader.h"
#include "ingest/rowoutput.h"
#include "ingest/runfailure.h"
#include "ingest/textfields.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <limits>
#include <map>

namespace fw::core {

using namespace textfields;

namespace {

enum class Column
{
    Bytes,
    Iterations,
    Minimum,
    Maximum,
    Typical,
    Average,
    Stdev,
    P99,
    P999,
    BandwidthPeak,
    BandwidthAverage,
    MessageRate
};

struct Label
{
    std::string_view text; // a bandwidth label continues with "[unit]"
    Column column;
};

constexpr Label kLabels[] = {
    {"#bytes", Column::Bytes},
    {"#iterations", Column::Iterations},
    {"t_min[usec]", Column::Minimum},
    {"t_max[usec]", Column::Maximum},
    {"t_typical[usec]", Column::Typical},
    {"t_avg[usec]", Column::Average},
    {"t_stdev[usec]", Column::Stdev},
    {"99% percentile[usec]", Column::P99},
    {"99.9% percentile[usec]", Column::P999},
    {"BW peak[", Column::BandwidthPeak},
    {"BW average[", Column::BandwidthAverage},
    {"MsgRate[Mpps]", Column::MessageRate},
};

// Bytes per second of one unit of perftest's bandwidth columns. perftest divides by 2^20 for "MB/sec"; newer
// releases label the same figure "MiB/sec".
std::optional<double> bandwidthUnit(std::string_view unit)
{
    if (unit == "MB/sec" || unit == "MiB/sec")
        return 1048576.0;
    if (unit == "Gb/sec")
        return 1e9 / 8;
    return std::nullopt;
}

class Parser : LineParser
{
public:
    Parser(LineReader& lines, const QString& fileName, bool salvage, ResultSink* sink)
        : LineParser(lines, fileName, salvage), m_out(sink)
    {}
    QList<BenchmarkRun> parse();

private:
    void banner(std::string_view text);
    void settings(std::string_view text);
    void header(std::string_view text);
    void row();
    void finishTable();

    std::vector<std::string_view> m_fields;
    BenchmarkRun m_run;
    RowOutput m_out;
    // The settings, sorted: a QJsonObject is built once per table, since inserting thousands of keys into one one by
    // one is quadratic (a log with many "key : value" lines before its table).
    std::map<QString, QString> m_parameters;
    QList<Column> m_columns;
    double m_unitBytes = 0;
    qint64 m_headerLine = 0;
    int m_skipped = 0;
    bool m_twoHalves = false; // the header came twice before a row: server and client output interleaved
    int m_duplicateRows = 0;
    FailureWatch m_watch;
    std::optional<RunFailure> m_failure; // of the table in progress
    QList<BenchmarkRun> m_done;
};

QList<BenchmarkRun> Parser::parse()
{
    m_run.tool = QStringLiteral("perftest");
    m_run.backend = QStringLiteral("verbs");
    std::string_view line;
    while (m_lines.next(line)) {
        const std::string_view text = trimmed(line);
        if (text.empty() || startsWith(text, "---"))
            continue;
        if (startsWith(text, "#bytes")) {
            header(text);
            continue;
        }
        // A completion error ends the test; a connection error counts only for a log without results.
        if (m_watch.see(text, m_lines.lineNumber())) {
            if (m_watch.hard() && !m_failure) {
                const std::optional<qint64> last =
                    m_run.results.isEmpty() ? std::nullopt : std::optional<qint64>(m_run.results.constLast().bytes);
                m_failure = m_watch.failure(false, last);
                m_watch.reset();
            }
            ++m_skipped;
            continue;
        }
        split(text, m_fields);
        if (!m_columns.isEmpty() &&
            looksLikeRow(m_fields, std::size_t(m_columns.size()), std::size_t(m_columns.size()))) {
            readRow([this] { row(); });
        } else if ((text.ends_with(" BW Test") || text.ends_with(" Latency Test")) &&
                   (m_columns.isEmpty() || m_run.rowCount() > 0)) {
            finishTable(); // the banner of the next test in the same file
            banner(text);
        } else if (m_columns.isEmpty() && contains(text, ":") && !startsWith(text, "local address") &&
                   !startsWith(text, "remote address")) {
            settings(text);
        } else {
            ++m_skipped;
        }
    }
    if (!m_failure && m_done.isEmpty() && m_run.rowCount() == 0)
        m_failure = m_watch.failure(false, std::nullopt);
    finishTable();
    if (m_done.isEmpty()) {
        throw ImportError(m_fileName, 0,
                          PerftestTextParser::tr("no perftest result table found: expected a header line "
                                                 "\"#bytes #iterations ...\" followed by result rows"));
    }
    // One capture of both sides of a test (server and client, one after the other) holds the same table twice:
    // it is one measurement, imported once.
    QList<BenchmarkRun> runs;
    int repeated = 0;
    for (const BenchmarkRun& run : std::as_const(m_done)) {
        const bool seen = std::any_of(runs.cbegin(), runs.cend(), [&](const BenchmarkRun& earlier) {
            // Runs whose rows were handed on while reading are too long to be a repeated perftest table.
            return earlier.testName == run.testName && earlier.handedOn.count == 0 && run.handedOn.count == 0 &&
                   earlier.results == run.results;
        });
        if (seen)
            ++repeated;
        else
            runs << run;
    }
    if (repeated > 0 || m_duplicateRows > 0) {
        const QString note = PerftestTextParser::tr("The log holds the same result table more than once (server and "
                                                    "client output captured together); it is imported once.");
        for (BenchmarkRun& run : runs)
            run.notes = note + QLatin1Char('\n') + run.notes;
    }
    return runs;
}

void Parser::finishTable()
{
    if (m_run.rowCount() == 0 && !m_failure) {
        if (!m_columns.isEmpty()) {
            throw ImportError(m_fileName, m_headerLine,
                              PerftestTextParser::tr("the result table that starts here has no result rows"));
        }
        return;
    }
    const bool latency = m_columns.contains(Column::Average) || m_columns.contains(Column::Typical);
    QStringList notes;
    notes << PerftestTextParser::tr("perftest does not check the data it moves: results are unverified.");
    if (latency) {
        notes << PerftestTextParser::tr("perftest drops the two slowest samples; t_typical is the median, and "
                                        "WRITE/SEND latencies are half the round trip.");
    } else {
        notes << PerftestTextParser::tr("Bandwidth is the BW average column; MB/sec is read as 2^20 bytes per "
                                        "second, as perftest computes it.");
    }
    if (m_skipped > 0) {
        notes << PerftestTextParser::tr("%n line(s) that are not perftest output (CPU frequency warnings and "
                                        "similar) were skipped.",
                                        nullptr, m_skipped);
    }
    if (m_run.testName.isEmpty())
        m_run.testName = latency ? QStringLiteral("ib_lat") : QStringLiteral("ib_bw");
    m_run.ranks = 2;
    QJsonObject parameters;
    for (const auto& [key, value] : m_parameters)
        parameters.insert(key, value); // in key order: each appends
    m_run.parameters = QString::fromUtf8(QJsonDocument(parameters).toJson(QJsonDocument::Compact));
    m_run.notes = notes.join(QLatin1Char('\n'));
    m_run.skippedRows = takeSkippedRows();
    m_run.failure = std::exchange(m_failure, std::nullopt);
    m_done << m_run;
    // A second table (the next test, or the other side's copy) starts from the same settings.
    const QString testName = m_run.testName;
    m_run = BenchmarkRun();
    m_run.tool = QStringLiteral("perftest");
    m_run.backend = QStringLiteral("verbs");
    m_run.testName = testName;
    m_columns.clear();
    m_skipped = 0;
}

void Parser::banner(std::string_view text)
{
    // "RDMA_Write BW Test", "Send Latency Test", "Atomic FETCH_AND_ADD Latency Test"
    split(text, m_fields);
    const std::string_view verb = m_fields.front();
    QString name;
    if (verb == "RDMA_Write")
        name = QStringLiteral("write");
    else if (verb == "RDMA_Read")
        name = QStringLiteral("read");
    else if (verb == "Send")
        name = QStringLiteral("send");
    else if (verb == "Atomic")
        name = QStringLiteral("atomic");
    else
        name = toQString(verb).toLower();
    m_run.testName =
        QStringLiteral("ib_%1_%2").arg(name, text.ends_with(" BW Test") ? QStringLiteral("bw") : QStringLiteral("lat"));
}

void Parser::settings(std::string_view text)
{
    // " Dual-port       : OFF\t\tDevice         : mlx5_0": up to two "key : value" pairs per line. A key starts with
    // a letter and runs over letters, digits, spaces and _.*/- to a colon (blanks allowed before it); the value is the
    // run of non-blank characters after the colon. Read in one pass (the regular expression this replaces,
    // "([A-Za-z][A-Za-z0-9_.*/ -]*?)\s*:\s*(\S+)", took time quadratic in a long run of key characters).
    const auto isLetter = [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); };
    const auto isKeyChar = [&](char c) {
        return isLetter(c) || (c >= '0' && c <= '9') || c == ' ' || c == '_' || c == '.' || c == '*' || c == '/' ||
               c == '-';
    };
    const auto isBlank = [](char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
    };
    std::size_t i = 0;
    while (i < text.size()) {
        if (!isLetter(text[i])) {
            ++i;
            continue;
        }
        std::size_t keyEnd = i;
        while (keyEnd < text.size() && isKeyChar(text[keyEnd]))
            ++keyEnd;
        std::size_t colon = keyEnd;
        while (colon < text.size() && isBlank(text[colon]))
            ++colon;
        if (colon == text.size() || text[colon] != ':') {
            i = keyEnd; // a key starting later in the same run ends at the same place: no pair starts before it
            continue;
        }
        std::size_t valueBegin = colon + 1;
        while (valueBegin < text.size() && isBlank(text[valueBegin]))
            ++valueBegin;
        std::size_t valueEnd = valueBegin;
        while (valueEnd < text.size() && !isBlank(text[valueEnd]))
            ++valueEnd;
        if (valueEnd == valueBegin)
            break; // nothing but blanks after the colon: no pair here or later
        const QString key =
            toQString(trimmed(text.substr(i, keyEnd - i))).toLower().replace(QLatin1Char(' '), QLatin1Char('_'));
        m_parameters[key] = toQString(text.substr(valueBegin, valueEnd - valueBegin));
        i = valueEnd;
    }
}

void Parser::header(std::string_view text)
{
    if (!m_columns.isEmpty() && m_run.rowCount() == 0) {
        // The other side's header before any row: the two outputs are interleaved line by line.
        m_twoHalves = true;
        return;
    }
    finishTable();
    std::string_view rest = text;
    while (!(rest = trimmed(rest)).empty()) {
        const Label* match = nullptr;
        for (const Label& label : kLabels) {
            if (startsWith(rest, label.text))
                match = &label;
        }
        if (!match) {
            QStringList known;
            for (const Label& label : kLabels)
                known << toQString(label.text);
            fail(PerftestTextParser::tr("unknown column %1 in the perftest header; expected columns among: %2")
                     .arg(quoted(rest), known.join(QStringLiteral(", "))));
        }
        rest.remove_prefix(match->text.size());
        if (match->column == Column::BandwidthPeak || match->column == Column::BandwidthAverage) {
            const std::size_t close = rest.find(']');
            const auto unit = close == std::string_view::npos ? std::nullopt : bandwidthUnit(rest.substr(0, close));
            if (!unit) {
                fail(PerftestTextParser::tr("unknown bandwidth unit in %1; expected MB/sec, MiB/sec or Gb/sec")
                         .arg(quoted(rest)));
            }
            m_unitBytes = *unit;
            m_parameters[QStringLiteral("bandwidth_unit")] = toQString(rest.substr(0, close));
            rest.remove_prefix(close + 1);
        }
        m_columns << match->column;
    }
    if (m_columns.value(0) != Column::Bytes || m_columns.size() < 3)
        fail(PerftestTextParser::tr("expected the perftest header to start with #bytes and name result columns"));
    m_headerLine = m_lines.lineNumber();
}

void Parser::row()
{
    if (m_fields.size() != std::size_t(m_columns.size())) {
        fail(PerftestTextParser::tr("expected %1 fields in a result row, as the header at line %2 announces; "
                                    "found %3")
                 .arg(m_columns.size())
                 .arg(m_headerLine)
                 .arg(m_fields.size()));
    }
    SizeResult r;
    for (qsizetype i = 0; i < m_columns.size(); ++i) {
        const std::string_view field = m_fields[std::size_t(i)];
        if (m_columns[i] == Column::Bytes) {
            const auto bytes = toInt(field);
            if (!bytes || *bytes < 0) {
                fail(PerftestTextParser::tr("expected the size in bytes in column %1 (#bytes), a whole number from 0 "
                                            "to %2, found %3")
                         .arg(i + 1)
                         .arg(std::numeric_limits<qint64>::max())
                         .arg(quoted(field)));
            }
            r.bytes = *bytes;
            continue;
        }
        const auto value = toDouble(field);
        if (!value || *value < 0)
            fail(PerftestTextParser::tr("expected a number in column %1, found %2").arg(i + 1).arg(quoted(field)));
        switch (m_columns[i]) {
        case Column::Iterations:
            r.iterations = int(qMin(*value, 1e9));
            break;
        case Column::Minimum:
            r.timeMinUs = *value;
            break;
        case Column::Maximum:
            r.timeMaxUs = *value;
            break;
        case Column::Typical:
            r.p50Us = *value;
            break;
        case Column::Average:
            r.timeAvgUs = *value;
            break;
        case Column::Stdev:
            r.stdevUs = *value;
            break;
        case Column::P99:
            r.p99Us = *value;
            break;
        case Column::P999:
            r.p999Us = *value;
            break;
        case Column::BandwidthAverage:
            r.algbwGBs = *value * m_unitBytes / 1e9;
            r.busbwGBs = r.algbwGBs;
            break;
        case Column::Bytes:
        case Column::BandwidthPeak:
        case Column::MessageRate:
            break;
        }
    }
    // Interleaved halves print each row twice in a row; the copy is the same measurement.
    if (m_twoHalves && !m_run.results.isEmpty() && m_run.results.constLast() == r) {
        ++m_duplicateRows;
        return;
    }
    m_out.add(m_run, std::move(r));
}

} // namespace

QList<BenchmarkRun> PerftestTextParser::parse(LineReader& lines, const QString& fileName, bool salvage,
                                              ResultSink* sink)
{
    return Parser(lines, fileName, salvage, sink).parse();
}

} // namespace fw::core
