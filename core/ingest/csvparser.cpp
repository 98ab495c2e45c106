// SPDX-License-Identifier: Apache-2.0
#include "ingest/csvparser.h"

#include "ingest/importerror.h"
#include "ingest/lineparser.h"
#include "ingest/linereader.h"
#include "ingest/rowoutput.h"
#include "ingest/textfields.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace fw::core {

using namespace textfields;

namespace {

enum class Column
{
    Bytes,
    Count,
    Type,
    Redop,
    Root,
    InPlace,
    Iterations,
    TimeAvg,
    TimeMin,
    TimeMax,
    P50,
    P95,
    P99,
    P999,
    Stdev,
    Algbw,
    Busbw,
    Wrong
};

struct Name
{
    const char* text;
    Column column;
};

// docs/import-formats.md documents these names; keep the two in step.
constexpr Name kColumns[] = {
    {"bytes", Column::Bytes},
    {"count", Column::Count},
    {"type", Column::Type},
    {"redop", Column::Redop},
    {"root", Column::Root},
    {"in_place", Column::InPlace},
    {"iterations", Column::Iterations},
    {"time_avg_us", Column::TimeAvg},
    {"time_min_us", Column::TimeMin},
    {"time_max_us", Column::TimeMax},
    {"p50_us", Column::P50},
    {"p95_us", Column::P95},
    {"p99_us", Column::P99},
    {"p999_us", Column::P999},
    {"stdev_us", Column::Stdev},
    {"algbw_gbs", Column::Algbw},
    {"busbw_gbs", Column::Busbw},
    {"wrong", Column::Wrong},
};

class Parser : LineParser
{
public:
    Parser(LineReader& lines, const QString& fileName, bool salvage, ResultSink* sink)
        : LineParser(lines, fileName, salvage), m_out(sink)
    {}
    QList<BenchmarkRun> parse();

private:
    void splitCsv(std::string_view line);
    void metadata(std::string_view body);
    void header();
    void row();

    std::vector<std::string> m_cells;
    QList<Column> m_columns;
    BenchmarkRun m_run;
    RowOutput m_out;
    QJsonObject m_parameters;
};

QList<BenchmarkRun> Parser::parse()
{
    std::string_view line;
    while (m_lines.next(line)) {
        const std::string_view text = trimmed(line);
        if (text.empty())
            continue;
        if (text.front() == '#') {
            if (m_columns.isEmpty())
                metadata(trimmed(text.substr(1)));
            continue;
        }
        if (m_columns.isEmpty()) {
            splitCsv(text);
            header();
        } else {
            readRow([this, text] {
                splitCsv(text);
                row();
            });
        }
    }
    if (m_columns.isEmpty())
        throw ImportError(m_fileName, 0,
                          CsvParser::tr("no header line found; expected a line such as "
                                        "\"bytes,time_avg_us,busbw_gbs\""));
    if (m_run.rowCount() == 0)
        throw ImportError(m_fileName, 0, CsvParser::tr("the CSV file has a header but no result rows"));
    if (m_run.testName.isEmpty()) {
        throw ImportError(m_fileName, 0,
                          CsvParser::tr("the CSV file does not name the test; add a line \"# test: all_reduce\" "
                                        "(or the test's name) before the header"));
    }
    if (m_run.tool.isEmpty())
        m_run.tool = QStringLiteral("csv");
    m_run.parameters = QString::fromUtf8(QJsonDocument(m_parameters).toJson(QJsonDocument::Compact));
    if (!m_columns.contains(Column::Wrong))
        m_run.notes = CsvParser::tr("The CSV file has no \"wrong\" column: results are unverified.");
    m_run.skippedRows = takeSkippedRows();
    return {m_run};
}

void Parser::splitCsv(std::string_view line)
{
    // RFC 4180 within one line: fields may be quoted, with "" standing for a quote.
    m_cells.clear();
    std::string cell;
    std::size_t i = 0;
    for (;;) {
        cell.clear();
        if (i < line.size() && line[i] == '"') {
            ++i;
            for (;;) {
                if (i >= line.size())
                    fail(CsvParser::tr("a quoted field is not closed; expected a closing \" on the same line"));
                if (line[i] == '"') {
                    if (i + 1 < line.size() && line[i + 1] == '"') {
                        cell += '"';
                        i += 2;
                        continue;
                    }
                    ++i;
                    break;
                }
                cell += line[i++];
            }
            if (i < line.size() && line[i] != ',')
                fail(CsvParser::tr("expected a comma after a quoted field, found %1").arg(quoted(line.substr(i))));
        } else {
            const std::size_t comma = line.find(',', i);
            cell = std::string(trimmed(line.substr(i, comma == std::string_view::npos ? line.npos : comma - i)));
            i = comma == std::string_view::npos ? line.size() : comma;
        }
        m_cells.push_back(cell);
        if (i >= line.size())
            return;
        ++i; // the comma
    }
}

void Parser::metadata(std::string_view body)
{
    // "# test: all_reduce"
    const std::size_t colon = body.find(':');
    if (colon == std::string_view::npos)
        return; // a plain comment
    const QString key = toQString(trimmed(body.substr(0, colon))).toLower();
    const QString value = toQString(trimmed(body.substr(colon + 1)));
    if (key == QLatin1String("tool")) {
        m_run.tool = value;
    } else if (key == QLatin1String("tool_version")) {
        m_run.toolVersion = value;
    } else if (key == QLatin1String("test")) {
        m_run.testName = value;
    } else if (key == QLatin1String("backend")) {
        m_run.backend = value;
    } else if (key == QLatin1String("ranks") || key == QLatin1String("nodes")) {
        bool ok = false;
        const int number = value.toInt(&ok);
        if (!ok || number < 1)
            fail(CsvParser::tr("expected a positive whole number after \"# %1:\", found \"%2\"").arg(key, value));
        (key == QLatin1String("ranks") ? m_run.ranks : m_run.nodes) = number;
    } else if (key == QLatin1String("started_at")) {
        m_run.startedAt = value;
    } else if (!key.isEmpty()) {
        m_parameters.insert(key, value);
    }
}

void Parser::header()
{
    for (const std::string& cell : m_cells) {
        const Name* match = nullptr;
        for (const Name& name : kColumns) {
            if (cell == name.text)
                match = &name;
        }
        if (!match) {
            QStringList known;
            for (const Name& name : kColumns)
                known << QLatin1String(name.text);
            fail(CsvParser::tr("unknown column %1 in the header; expected names among: %2")
                     .arg(quoted(cell), known.join(QStringLiteral(", "))));
        }
        if (m_columns.contains(match->column))
            fail(CsvParser::tr("the column %1 appears twice in the header").arg(quoted(cell)));
        m_columns << match->column;
    }
    if (!m_columns.contains(Column::Bytes))
        fail(CsvParser::tr("the header has no \"bytes\" column"));
    if (!m_columns.contains(Column::TimeAvg) && !m_columns.contains(Column::P50) &&
        !m_columns.contains(Column::Algbw) && !m_columns.contains(Column::Busbw)) {
        fail(CsvParser::tr("the header names no measurement; expected at least one of time_avg_us, p50_us, "
                           "algbw_gbs, busbw_gbs"));
    }
}

void Parser::row()
{
    if (m_cells.size() != std::size_t(m_columns.size())) {
        fail(CsvParser::tr("expected %1 fields, as the header names, found %2")
                 .arg(m_columns.size())
                 .arg(m_cells.size()));
    }
    SizeResult r;
    for (qsizetype i = 0; i < m_columns.size(); ++i) {
        const std::string& cell = m_cells[std::size_t(i)];
        const Column column = m_columns[i];
        if (cell.empty()) {
            if (column == Column::Bytes)
                fail(CsvParser::tr("the \"bytes\" field is empty"));
            continue; // not reported
        }
        const auto wholeNumber = [&](qint64 minimum) {
            const auto value = toInt(cell);
            if (!value || *value < minimum) {
                fail(CsvParser::tr("expected a whole number of at least %1 in column %2 (%3), found %4")
                         .arg(minimum)
                         .arg(i + 1)
                         .arg(QLatin1String(kColumns[int(column)].text), quoted(cell)));
            }
            return *value;
        };
        const auto decimal = [&] {
            const auto value = toDouble(cell);
            if (!value || *value < 0) {
                fail(CsvParser::tr("expected a number (with a decimal point) in column %1 (%2), found %3")
                         .arg(i + 1)
                         .arg(QLatin1String(kColumns[int(column)].text), quoted(cell)));
            }
            return *value;
        };
        switch (column) {
        case Column::Bytes:
            r.bytes = wholeNumber(0);
            break;
        case Column::Count:
            r.count = wholeNumber(0);
            break;
        case Column::Type:
            r.type = QString::fromStdString(cell);
            break;
        case Column::Redop:
            r.redop = QString::fromStdString(cell);
            break;
        case Column::Root:
            if (const qint64 root = wholeNumber(-1); root >= 0)
                r.root = int(qMin<qint64>(root, 1 << 24));
            break;
        case Column::InPlace:
            if (cell == "1" || cell == "true")
                r.inPlace = true;
            else if (cell != "0" && cell != "false")
                fail(CsvParser::tr("expected 0, 1, true or false in column %1 (in_place), found %2")
                         .arg(i + 1)
                         .arg(quoted(cell)));
            break;
        case Column::Iterations:
            r.iterations = int(qMin<qint64>(wholeNumber(0), 1000000000));
            break;
        case Column::TimeAvg:
            r.timeAvgUs = decimal();
            break;
        case Column::TimeMin:
            r.timeMinUs = decimal();
            break;
        case Column::TimeMax:
            r.timeMaxUs = decimal();
            break;
        case Column::P50:
            r.p50Us = decimal();
            break;
        case Column::P95:
            r.p95Us = decimal();
            break;
        case Column::P99:
            r.p99Us = decimal();
            break;
        case Column::P999:
            r.p999Us = decimal();
            break;
        case Column::Stdev:
            r.stdevUs = decimal();
            break;
        case Column::Algbw:
            r.algbwGBs = decimal();
            break;
        case Column::Busbw:
            r.busbwGBs = decimal();
            break;
        case Column::Wrong:
            r.wrong = wholeNumber(0);
            r.checkPassed = *r.wrong == 0;
            break;
        }
    }
    m_out.add(m_run, std::move(r));
}

} // namespace

QList<BenchmarkRun> CsvParser::parse(LineReader& lines, const QString& fileName, bool salvage, ResultSink* sink)
{
    return Parser(lines, fileName, salvage, sink).parse();
}

} // namespace fw::core
