// SPDX-License-Identifier: Apache-2.0
#include "ingest/osutextparser.h"

#include "ingest/collectivename.h"
#include "ingest/importerror.h"
#include "ingest/lineparser.h"
#include "ingest/linereader.h"
#include "ingest/rowoutput.h"
#include "ingest/runfailure.h"
#include "ingest/textfields.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <limits>

namespace fw::core {

using namespace textfields;

namespace {

enum class Column
{
    Size,
    Average,
    Minimum,
    Maximum,
    Iterations,
    Validation,
    P50,
    P90,
    P99,
    Bandwidth,
    MessageRate
};

struct Label
{
    std::string_view text;
    Column column;
};

// As OMB prints them (c/util/osu_util*.c), longest first where one is a prefix of another.
constexpr Label kLabels[] = {
    {"Size", Column::Size},
    {"Avg Latency(us)", Column::Average},
    {"Latency (us)", Column::Average},
    {"Latency(us)", Column::Average},
    {"Min Latency(us)", Column::Minimum},
    {"Max Latency(us)", Column::Maximum},
    {"Iterations", Column::Iterations},
    {"Validation", Column::Validation},
    {"P50 Tail Lat(us)", Column::P50},
    {"P90 Tail Lat(us)", Column::P90},
    {"P99 Tail Lat(us)", Column::P99},
    {"Bandwidth (MB/s)", Column::Bandwidth},
    {"Bandwidth(MB/s)", Column::Bandwidth},
    {"MB/s", Column::Bandwidth},
    {"Messages/s", Column::MessageRate},
};

// "OSU MPI Latency Test v5.8", or without the version as older releases print it ("OSU MPI All-to-All Personalized
// Exchange Latency Test"): a title, not a sentence that starts with "OSU".
bool titleShaped(std::string_view text)
{
    if (text.ends_with(" Test"))
        return true;
    const std::size_t test = text.rfind(" Test v");
    return test != std::string_view::npos && test + 7 < text.size() && text[test + 7] >= '0' && text[test + 7] <= '9';
}

class Parser : LineParser
{
public:
    Parser(LineReader& lines, const QString& fileName, bool salvage, ResultSink* sink)
        : LineParser(lines, fileName, salvage), m_out(sink)
    {}
    QList<BenchmarkRun> parse();

private:
    void title(std::string_view body);
    void header(std::string_view body);
    void datatype(std::string_view text);
    void row();
    void finishRun();

    std::vector<std::string_view> m_fields;
    FailureWatch m_watch;
    std::optional<RunFailure> m_failure; // of the test in progress
    bool m_aborted = false;              // a failure report was seen: the rest of the log is the launcher's
    bool m_inRun = false;
    BenchmarkRun m_run;
    RowOutput m_out;
    QJsonObject m_parameters;
    QString m_type;
    QList<Column> m_columns;    // empty until the header is read
    bool m_startupTest = false; // osu_init, osu_hello: they print no result table
    QStringList m_startupTests; // such tests met in the file, left out of the runs
    qint64 m_headerLine = 0;
    int m_skipped = 0;
    QList<BenchmarkRun> m_done;
};

QList<BenchmarkRun> Parser::parse()
{
    std::string_view line;
    while (m_lines.next(line)) {
        const std::string_view text = trimmed(line);
        if (text.empty())
            continue;
        if (text.front() == '#') {
            const std::string_view body = trimmed(text.substr(1));
            if (startsWith(body, "OSU "))
                title(body);
            else if (m_inRun && startsWith(body, "Datatype:"))
                datatype(trimmed(body.substr(9)));
            else if (m_inRun && startsWith(body, "Size"))
                header(body);
            continue;
        }
        // An MPI abort or a crash: the test in progress failed (soft reports count only for a log without results).
        if (m_watch.see(text, m_lines.lineNumber())) {
            if (m_watch.hard() && m_inRun && !m_failure) {
                const std::optional<qint64> last =
                    m_run.results.isEmpty() ? std::nullopt : std::optional<qint64>(m_run.results.constLast().bytes);
                m_failure = m_watch.failure(false, last);
                m_watch.reset();
            }
            m_aborted = true;
            ++m_skipped;
            continue;
        }
        // The same lines without their "#", as a web page, Markdown or an old release shows them.
        if (startsWith(text, "OSU ") && titleShaped(text)) {
            title(text);
            continue;
        }
        if (m_inRun && m_columns.isEmpty() && startsWith(text, "Size ")) {
            header(text);
            continue;
        }
        if (m_inRun && startsWith(text, "Datatype:")) {
            datatype(trimmed(text.substr(9)));
            continue;
        }
        split(text, m_fields);
        const auto columns = std::size_t(m_columns.size());
        // After an abort or a crash, a line that starts with a number is the launcher's ("2 total processes killed").
        if (!m_columns.isEmpty() && !m_aborted && looksLikeRow(m_fields, columns, columns))
            readRow([this] { row(); });
        else
            ++m_skipped;
    }
    if (m_inRun && !m_failure && m_done.isEmpty() && m_run.rowCount() == 0)
        m_failure = m_watch.failure(false, std::nullopt);
    finishRun();
    if (m_done.isEmpty()) {
        throw ImportError(m_fileName, 0,
                          OsuTextParser::tr("no OSU result table found: expected a title \"# OSU MPI ... Test vX.Y\", "
                                            "a header \"# Size ...\" and result rows"));
    }
    for (const QString& name : std::as_const(m_startupTests)) {
        const QString note = OsuTextParser::tr("The OSU startup test \"%1\" in the same file prints no result table; "
                                               "it was not imported.")
                                 .arg(name);
        for (BenchmarkRun& run : m_done)
            run.notes += (run.notes.isEmpty() ? QString() : QStringLiteral("\n")) + note;
    }
    return m_done;
}

void Parser::title(std::string_view body)
{
    // "OSU MPI-CUDA Allreduce Latency Test v7.0"
    finishRun();
    split(body, m_fields);
    m_inRun = true;
    m_run = BenchmarkRun();
    m_parameters = QJsonObject();
    m_type.clear();
    m_columns.clear();
    m_run.tool = QStringLiteral("osu-micro-benchmarks");
    m_run.backend = QStringLiteral("mpi");
    // Older releases print no version: the title then ends with "Test", and the version is not stated.
    const bool versioned = m_fields.size() >= 4 && m_fields.back().size() >= 2 && m_fields.back().front() == 'v' &&
                           m_fields[m_fields.size() - 2] == "Test";
    if (!versioned && (m_fields.size() < 3 || m_fields.back() != "Test")) {
        fail(OsuTextParser::tr("expected an OSU title \"# OSU MPI <name> Test [vX.Y]\", found %1").arg(quoted(body)));
    }
    if (versioned)
        m_run.toolVersion = toQString(m_fields.back().substr(1));
    m_parameters.insert(QStringLiteral("api"), toQString(m_fields[1]));
    QStringList words;
    for (std::size_t i = 2; i + (versioned ? 2 : 1) < m_fields.size(); ++i)
        words << toQString(m_fields[i]);
    const QString name = words.join(QLatin1Char(' '));
    m_parameters.insert(QStringLiteral("title"), name);
    // osu_init and osu_hello time MPI start-up and print a sentence ("nprocs: 4, min: 67 ms, ..."), no table.
    m_startupTest = name == QLatin1String("Init") || name == QLatin1String("Hello World");
    static const QList<std::pair<QString, QString>> pointToPoint = {
        {QStringLiteral("Latency"), QStringLiteral("osu_latency")},
        {QStringLiteral("Bandwidth"), QStringLiteral("osu_bw")},
        {QStringLiteral("Bi-Directional Bandwidth"), QStringLiteral("osu_bibw")},
        {QStringLiteral("Multiple Bandwidth / Message Rate"), QStringLiteral("osu_mbw_mr")},
        {QStringLiteral("Multi-threaded Latency"), QStringLiteral("osu_latency_mt")},
    };
    const QString api = toQString(m_fields[1]);
    if (api.startsWith(QLatin1String("MPI_"))) {
        // One-sided tests name the call: "OSU MPI_Get_accumulate latency Test" -> osu_get_accumulate_latency.
        m_run.testName = (QStringLiteral("osu_") + api.mid(4) + QLatin1Char('_') + words.join(QLatin1Char('_')))
                             .toLower()
                             .replace(QLatin1Char(' '), QLatin1Char('_'));
    }
    for (const auto& [title, program] : pointToPoint) {
        if (name == title && m_run.testName.isEmpty())
            m_run.testName = program;
    }
    if (m_run.testName.isEmpty()) {
        // Collectives: "Allreduce Latency" -> all_reduce, as the agent names it.
        QString collective = words.isEmpty() ? QString() : words.constFirst();
        m_run.testName = collectivename::fromProgram(collective);
        if (m_run.testName.isEmpty())
            m_run.testName = QStringLiteral("osu_") + collective.toLower();
    }
}

void Parser::header(std::string_view body)
{
    m_columns.clear();
    std::string_view rest = body;
    while (!(rest = trimmed(rest)).empty()) {
        const Label* match = nullptr;
        for (const Label& label : kLabels) {
            if (startsWith(rest, label.text) && (!match || label.text.size() > match->text.size()))
                match = &label;
        }
        if (!match) {
            QStringList known;
            for (const Label& label : kLabels)
                known << toQString(label.text);
            fail(OsuTextParser::tr("unknown column %1 in the OSU header; expected columns among: %2")
                     .arg(quoted(rest), known.join(QStringLiteral(", "))));
        }
        m_columns << match->column;
        rest.remove_prefix(match->text.size());
    }
    if (m_columns.value(0) != Column::Size || m_columns.size() < 2)
        fail(OsuTextParser::tr("expected the OSU header to start with \"Size\" and name at least one result column"));
    m_headerLine = m_lines.lineNumber();
}

void Parser::datatype(std::string_view text)
{
    // "# Datatype: MPI_INT."
    if (!text.empty() && text.back() == '.')
        text.remove_suffix(1);
    m_type = toQString(text);
}

void Parser::row()
{
    if (m_fields.size() != std::size_t(m_columns.size())) {
        fail(OsuTextParser::tr("expected %1 fields in a result row, as the header at line %2 announces; found %3")
                 .arg(m_columns.size())
                 .arg(m_headerLine)
                 .arg(m_fields.size()));
    }
    SizeResult r;
    r.type = m_type;
    for (qsizetype i = 0; i < m_columns.size(); ++i) {
        const std::string_view field = m_fields[std::size_t(i)];
        const Column column = m_columns[i];
        if (column == Column::Validation) {
            if (field != "Pass" && field != "Fail")
                fail(OsuTextParser::tr("expected Pass or Fail in column %1, found %2").arg(i + 1).arg(quoted(field)));
            r.checkPassed = field == "Pass";
            continue;
        }
        if (column == Column::Size) {
            const auto bytes = toInt(field);
            if (!bytes || *bytes < 0) {
                fail(OsuTextParser::tr("expected the size in bytes in column %1 (Size), a whole number from 0 to "
                                       "%2, found %3")
                         .arg(i + 1)
                         .arg(std::numeric_limits<qint64>::max())
                         .arg(quoted(field)));
            }
            r.bytes = *bytes;
            continue;
        }
        const auto value = toDouble(field);
        if (!value || *value < 0)
            fail(OsuTextParser::tr("expected a number in column %1, found %2").arg(i + 1).arg(quoted(field)));
        switch (column) {
        case Column::Average:
            r.timeAvgUs = *value;
            break;
        case Column::Minimum:
            r.timeMinUs = *value;
            break;
        case Column::Maximum:
            r.timeMaxUs = *value;
            break;
        case Column::Iterations:
            r.iterations = int(qMin(*value, 1e9));
            break;
        case Column::P50:
            r.p50Us = *value;
            break;
        case Column::P99:
            r.p99Us = *value;
            break;
        case Column::Bandwidth:
            // OMB's MB/s is 10^6 bytes per second; the point-to-point bus bandwidth is the same figure.
            r.algbwGBs = *value / 1000.0;
            r.busbwGBs = r.algbwGBs;
            break;
        case Column::Size:
        case Column::P90:
        case Column::MessageRate:
        case Column::Validation:
            break;
        }
    }
    if (!m_run.results.isEmpty() && r.bytes < m_run.results.constLast().bytes)
        r.cycle = m_run.results.constLast().cycle + 1;
    else if (!m_run.results.isEmpty())
        r.cycle = m_run.results.constLast().cycle;
    m_out.add(m_run, std::move(r));
}

void Parser::finishRun()
{
    if (!m_inRun)
        return;
    m_inRun = false;
    if (m_startupTest && m_columns.isEmpty() && m_run.rowCount() == 0) {
        m_startupTests << m_parameters.value(QStringLiteral("title")).toString();
        m_skipped = 0;
        return;
    }
    if (m_run.rowCount() == 0 && !m_failure) {
        fail(m_columns.isEmpty() ? OsuTextParser::tr("the OSU test before this line has no \"# Size ...\" header")
                                 : OsuTextParser::tr("the OSU test before this line has no result rows"));
    }
    QStringList notes;
    if (m_columns.contains(Column::Minimum) || m_columns.contains(Column::Maximum)) {
        notes << OsuTextParser::tr("OSU's minimum and maximum are taken across ranks, over each rank's average "
                                   "latency; they are not per-iteration extremes.");
    }
    if (m_columns.contains(Column::P50) || m_columns.contains(Column::P99)) {
        notes << OsuTextParser::tr("OSU's percentiles are taken over rank-averaged iterations, not per-rank tails.");
    }
    if (m_columns.contains(Column::P90))
        notes << OsuTextParser::tr("The P90 column is not kept: the result model holds p50, p95, p99 and p99.9.");
    if (!m_columns.contains(Column::Validation))
        notes << OsuTextParser::tr("The run was not validated (no -c): results are unverified.");
    if (m_skipped > 0) {
        notes << OsuTextParser::tr("%n line(s) that are not OSU output (launcher and system messages) were skipped.",
                                   nullptr, m_skipped);
    }
    m_parameters.insert(QStringLiteral("datatype"), m_type);
    m_run.parameters = QString::fromUtf8(QJsonDocument(m_parameters).toJson(QJsonDocument::Compact));
    m_run.notes = notes.join(QLatin1Char('\n'));
    m_run.skippedRows = takeSkippedRows();
    m_run.failure = std::exchange(m_failure, std::nullopt);
    m_done << m_run;
    m_skipped = 0;
}

} // namespace

QList<BenchmarkRun> OsuTextParser::parse(LineReader& lines, const QString& fileName, bool salvage, ResultSink* sink)
{
    return Parser(lines, fileName, salvage, sink).parse();
}

} // namespace fw::core
