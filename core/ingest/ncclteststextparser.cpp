// SPDX-License-Identifier: Apache-2.0
#include "ingest/ncclteststextparser.h"

#include "ingest/collectivename.h"
#include "ingest/importerror.h"
#include "ingest/lineparser.h"
#include "ingest/linereader.h"
#include "ingest/rowoutput.h"
#include "ingest/runfailure.h"
#include "ingest/textfields.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <cmath>
#include <limits>

namespace fw::core {

using namespace textfields;

namespace {

// Older nccl-tests print the largest error instead of a count of wrong elements; a row failed when it exceeded
// the tool's own tolerance for the data type (DeltaMaxValue in nccl-tests' common.cu).
std::optional<double> errorTolerance(std::string_view type)
{
    if (type == "half" || type == "float16" || type == "bfloat16")
        return 1e-2;
    if (type == "float" || type == "float32")
        return 1e-5;
    if (type == "double" || type == "float64")
        return 1e-12;
    if (type == "int8" || type == "uint8" || type == "int32" || type == "uint32" || type == "int64" ||
        type == "uint64" || type == "int" || type == "char")
        return 0.0;
    return std::nullopt;
}

// A version as printed, or empty when it says nothing: rccl-tests built outside git prints "Version :+".
QString statedVersion(std::string_view text)
{
    for (const char c : text) {
        if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
            return toQString(text);
    }
    return {};
}

// nccl-tests before commit ec1b5e2 (19 June 2020, "Change all_gather/reduce_scatter algbw to match the
// documentation", nccl-tests issue #45) computed the algbw of all_gather and reduce_scatter as S/t * (n-1)/n,
// the same value as busbw; since then algbw is S/t, as for every other collective, and busbw (S/t * (n-1)/n) is
// unchanged. Such a log is told apart by its rows: algbw equals busbw instead of busbw * n/(n-1).
enum class GatherSemantics
{
    Unknown,
    Old,    // algbw printed as busbw: recomputed as size / time
    Current // algbw = size / time, as printed
};

// Each value is printed with two decimals ("%6.2f"), so algbw and busbw may each be 0.005 off.
constexpr double kPrintedTolerance = 0.0101;

// Which semantics one row's algbw and busbw fit; Unknown when both or neither do (small bandwidths).
GatherSemantics semanticsOf(const SizeResult& row, int ranks)
{
    if (!isKnown(row.algbwGBs) || !isKnown(row.busbwGBs))
        return GatherSemantics::Unknown;
    const bool old = std::abs(row.algbwGBs - row.busbwGBs) <= kPrintedTolerance;
    const bool current = std::abs(row.algbwGBs * (ranks - 1) / ranks - row.busbwGBs) <= kPrintedTolerance;
    if (old == current)
        return GatherSemantics::Unknown;
    return old ? GatherSemantics::Old : GatherSemantics::Current;
}

// The column layout announced by a table header.
struct Columns
{
    bool hasRedop = false;
    bool hasRoot = false;
    bool cpuTime = false;
    bool errorColumn = false; // old "error" instead of "#wrong"
    bool perIteration = false;
    bool timestamp = false;

    int halfWidth() const { return perIteration ? 8 : 4; }
    int leading() const { return 3 + int(hasRedop) + int(hasRoot); }
    int expected() const { return leading() + 2 * halfWidth() + (timestamp ? 2 : 0); }
};

// Preamble facts; they belong to the tables that follow them until the next preamble.
struct Context
{
    QString tool = QStringLiteral("nccl-tests");
    QString version;
    QString program;
    QJsonObject parameters;
    QList<RankPlacement> placements;
    bool devicesElided = false;
};

class Parser : LineParser
{
public:
    Parser(LineReader& lines, const QString& fileName, bool salvage, ResultSink* sink)
        : LineParser(lines, fileName, salvage), m_out(sink)
    {}
    QList<BenchmarkRun> parse();

private:
    void comment(std::string_view body);
    bool bareComment(std::string_view text);
    void noise(std::string_view line);
    void preambleLine();
    void header();
    void row();
    void placement(std::string_view body);
    void nThreadLine();
    void finishRun();
    bool failureLine();
    void openFailedRun();
    void programNamed(std::string_view text);
    QString collective() const;
    void gatherSemantics(SizeResult& outOfPlace, SizeResult& inPlace);
    double number(std::size_t index, const char* column) const;
    void half(std::size_t& index, std::string_view type, SizeResult& result);

    std::vector<std::string_view> m_fields;

    Context m_context;
    bool m_contextUsed = false; // a table followed the current preamble
    bool m_inDevices = false;

    bool m_inTable = false;
    qint64 m_headerLine = 0;
    Columns m_columns;
    BenchmarkRun m_run;
    RowOutput m_out;
    qint64 m_previousBytes = -1;
    int m_cycle = 0;
    int m_skippedLines = 0;
    bool m_toleranceUsed = false;
    GatherSemantics m_semantics = GatherSemantics::Unknown;
    qint64 m_semanticsLine = 0;  // the row that showed the old semantics
    int m_rowsKeptAsPrinted = 0; // rows handed on before the old semantics showed
    int m_gatherRanks = -1;      // ranks of an all_gather/reduce_scatter run to judge; 0 if none; -1 before a row
    QStringList m_runNotes;
    FailureWatch m_watch;
    std::optional<RunFailure> m_failure; // of the run in progress

    QList<BenchmarkRun> m_done;
};

QList<BenchmarkRun> Parser::parse()
{
    std::string_view line;
    while (m_lines.next(line)) {
        const std::string_view text = trimmed(line);
        if (text.empty()) {
            m_inDevices = false;
            continue;
        }
        if (text.front() == '#') {
            comment(trimmed(text.substr(1)));
            continue;
        }
        if (bareComment(text)) {
            comment(text);
            continue;
        }
        if (m_watch.see(text, m_lines.lineNumber()) && failureLine())
            continue;
        // Most lines of a large log are NCCL INFO noise: only a line starting like a number can be a row. One
        // that has the table's shape is a row even when its size does not parse, so that it fails the import.
        const char first = text.front();
        if (m_inTable && ((first >= '0' && first <= '9') || first == '-' || first == '+' || first == '.')) {
            split(text, m_fields);
            const auto expected = std::size_t(m_columns.expected());
            if (looksLikeRow(m_fields, m_columns.hasRedop ? expected - 1 : expected, expected)) {
                readRow([this] { row(); });
                continue;
            }
        }
        noise(text);
    }
    // A log without a single result row that reports an error (NCCL WARN, an MPI abort) is a run that failed.
    if (!m_failure && m_done.isEmpty() && m_run.rowCount() == 0) {
        if (const std::optional<RunFailure> failure = m_watch.failure(false, std::nullopt)) {
            openFailedRun();
            m_failure = failure;
        }
    }
    finishRun();
    if (m_done.isEmpty()) {
        throw ImportError(m_fileName, 0,
                          NcclTestsTextParser::tr("no nccl-tests result table found: expected a header line "
                                                  "\"#  size  count  type ...\" followed by result rows"));
    }
    return m_done;
}

// A line nccl-tests prints after "#", where the "#" is missing: old versions print the footer without it (" Out of
// bounds values : 0 OK"), and a web page or Markdown makes a heading of the others.
bool Parser::bareComment(std::string_view text)
{
    static constexpr std::string_view kStarts[] = {"nThread ",
                                                   "nccl-tests version",
                                                   "rccl-tests version",
                                                   "Collective test starting",
                                                   "Collective test concluded",
                                                   "Using devices",
                                                   "Out of bounds values",
                                                   "Avg bus bandwidth",
                                                   "out-of-place",
                                                   "(B)"};
    for (const std::string_view start : kStarts) {
        if (startsWith(text, start))
            return true;
    }
    if (m_inDevices && startsWith(text, "Rank "))
        return true;
    if (startsWith(text, "size")) {
        split(text, m_fields);
        return m_fields.size() > 2 && m_fields[0] == "size" && m_fields[1] == "count";
    }
    return false;
}

void Parser::noise(std::string_view text)
{
    if (startsWith(text, "rccl-tests: Version ")) {
        preambleLine();
        m_context.tool = QStringLiteral("rccl-tests");
        m_context.version = statedVersion(trimmed(text.substr(20)));
    } else if (startsWith(text, "NCCL version ")) {
        split(text.substr(13), m_fields);
        if (!m_fields.empty())
            m_context.parameters.insert(QStringLiteral("nccl_version"), toQString(m_fields.front()));
    } else if (m_inDevices && (text == "..." || text == "\xe2\x80\xa6")) {
        m_context.devicesElided = true;
    } else {
        ++m_skippedLines;
        programNamed(text);
    }
}

// A warning or an abort stays noise unless the log holds no result at all; the tool's own failure report ends the run
// in progress, or the preamble's run before its table. True when the line was such a report.
bool Parser::failureLine()
{
    if (!m_watch.hard())
        return false;
    if (!m_failure) {
        openFailedRun();
        const std::optional<qint64> last =
            m_run.results.isEmpty() ? std::nullopt : std::optional<qint64>(m_run.results.constLast().bytes);
        m_failure = m_watch.failure(false, last);
    }
    m_watch.reset();
    return true;
}

void Parser::openFailedRun()
{
    if (m_inTable)
        return;
    m_inTable = true;
    m_contextUsed = true;
    m_headerLine = m_lines.lineNumber();
    m_columns = Columns();
    m_run = BenchmarkRun();
    m_previousBytes = -1;
    m_cycle = 0;
}

void Parser::programNamed(std::string_view text)
{
    // Logs older than "# Collective test starting:" (2023) name no test; a script's marker ("===begin
    // all_gather_perf test===") or a command line (".../build/all_reduce_perf -b 8") before the preamble does.
    // Most such lines are NCCL's INFO lines: one search rules them out (find_first_of calls memchr per character).
    if (text.find("_perf") == std::string_view::npos)
        return;
    const auto separator = [](char c) { return c == ' ' || c == '\t' || c == '='; };
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = start;
        while (end < text.size() && !separator(text[end]))
            ++end;
        const std::string_view word = text.substr(start, end - start);
        if (word.ends_with("_perf") || word.ends_with("_perf_mpi")) {
            const QString program = toQString(word);
            if (!collectivename::fromProgram(program).isEmpty()) {
                preambleLine();
                m_context.program = program;
                return;
            }
        }
        start = end + 1;
    }
}

void Parser::comment(std::string_view body)
{
    if (body.empty()) {
        m_inDevices = false;
        return;
    }
    if (startsWith(body, "nccl-tests version") || startsWith(body, "rccl-tests version")) {
        // "nccl-tests version 2.18.3 nccl-headers=22809 nccl-library=22809"; rccl-tests since 2.17 prints
        // "rccl-tests version 2.17.9-develop:2596ca5f71 rccl-headers=22803 rccl-library=22707".
        preambleLine();
        split(body, m_fields);
        if (body.front() == 'r')
            m_context.tool = QStringLiteral("rccl-tests");
        if (m_fields.size() >= 3)
            m_context.version = statedVersion(m_fields[2]);
        for (std::string_view field : m_fields) {
            // "nccl-library=22809" -> nccl_library, "rccl-headers=22803" -> rccl_headers
            if (field.size() < 13 || !(startsWith(field, "nccl-") || startsWith(field, "rccl-")))
                continue;
            const QString library = toQString(field.substr(0, 4));
            if (startsWith(field.substr(4), "-library="))
                m_context.parameters.insert(library + QStringLiteral("_library"), toQString(field.substr(13)));
            else if (startsWith(field.substr(4), "-headers="))
                m_context.parameters.insert(library + QStringLiteral("_headers"), toQString(field.substr(13)));
        }
    } else if (startsWith(body, "Collective test starting:")) {
        preambleLine();
        m_context.program = toQString(trimmed(body.substr(25)));
    } else if (startsWith(body, "nThread ")) {
        preambleLine();
        split(body, m_fields);
        nThreadLine();
    } else if (startsWith(body, "Using devices")) {
        preambleLine();
        m_inDevices = true;
        m_context.placements.clear();
        m_context.devicesElided = false;
    } else if (startsWith(body, "Rank ") && m_inDevices) {
        placement(body);
    } else if (startsWith(body, "size ") || body == "size") {
        split(body, m_fields);
        header();
    } else if (startsWith(body, "Out of bounds values")) {
        if (!m_inTable)
            fail(NcclTestsTextParser::tr("an \"Out of bounds values\" footer without a result table before it"));
        split(body.substr(body.find(':') == std::string_view::npos ? body.size() : body.find(':') + 1), m_fields);
        const auto count = m_fields.empty() ? std::nullopt : toInt(m_fields.front());
        if (!count || *count < 0) {
            fail(
                NcclTestsTextParser::tr("expected \"Out of bounds values : N OK|FAILED\", found %1").arg(quoted(body)));
        }
        m_run.outOfBounds = *count;
    } else if (startsWith(body, "Avg bus bandwidth")) {
        if (!m_inTable)
            fail(NcclTestsTextParser::tr("an \"Avg bus bandwidth\" footer without a result table before it"));
        const std::size_t colon = body.find(':');
        split(colon == std::string_view::npos ? std::string_view() : body.substr(colon + 1), m_fields);
        const auto value = m_fields.empty() ? std::nullopt : toDouble(m_fields.front());
        if (!value)
            fail(NcclTestsTextParser::tr("expected \"Avg bus bandwidth : X\", found %1").arg(quoted(body)));
        m_run.avgBusbwGBs = *value;
        if (m_fields.size() > 1 && (m_fields[1] == "OK" || m_fields[1] == "FAILED"))
            m_run.avgBusbwPassed = m_fields[1] == "OK";
    } else if (startsWith(body, "Collective test concluded")) {
        finishRun();
    } else if (startsWith(body, "Errors with asterisks")) {
        m_runNotes << NcclTestsTextParser::tr("Errors marked with an asterisk exceeded the tool's threshold and "
                                              "count as failed.");
    } else if (startsWith(body, "Blocking Enabled")) {
        m_context.parameters.insert(QStringLiteral("blocking"), true);
    } else if (startsWith(body, "Per-Iteration Report")) {
        m_context.parameters.insert(QStringLiteral("per_iter_timing"), true);
    } else if (startsWith(body, "error:")) {
        m_runNotes << NcclTestsTextParser::tr("nccl-tests reported: %1").arg(toQString(trimmed(body.substr(6))));
    }
    // Other comment lines (banners, units, memory usage, JSON output notices) carry nothing to keep.
}

void Parser::preambleLine()
{
    // A preamble after a table starts the next run; its facts must not leak into the previous one.
    if (m_contextUsed) {
        finishRun();
        m_context = Context();
        m_contextUsed = false;
    }
}

void Parser::nThreadLine()
{
    // "nThread 1 nGpus 1 minBytes 8 maxBytes 134217728 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1
    // validation: 1 graph: 0 unalign: 0"
    static const QSet<QString> numeric = {
        QStringLiteral("nThread"),    QStringLiteral("nGpus"), QStringLiteral("minBytes"), QStringLiteral("maxBytes"),
        QStringLiteral("validation"), QStringLiteral("graph"), QStringLiteral("unalign")};
    for (std::size_t i = 0; i + 1 < m_fields.size(); ++i) {
        QString key = toQString(m_fields[i]);
        if (key.endsWith(QLatin1Char(':')))
            key.chop(1);
        std::size_t valueIndex = i + 1;
        if ((key == QLatin1String("warmup") || key == QLatin1String("agg")) && m_fields[i + 1] == "iters:") {
            key += QStringLiteral("_iters");
            valueIndex = i + 2;
        }
        if (valueIndex >= m_fields.size())
            break;
        const std::string_view value = m_fields[valueIndex];
        if (numeric.contains(key) || key == QLatin1String("iters") || key.endsWith(QLatin1String("_iters"))) {
            const auto number = toInt(value);
            if (!number) {
                fail(NcclTestsTextParser::tr("expected a whole number after \"%1\" in the \"# nThread\" line, "
                                             "found %2")
                         .arg(key, quoted(value)));
            }
            m_context.parameters.insert(key, *number);
            i = valueIndex;
        } else if (key == QLatin1String("step")) {
            m_context.parameters.insert(key, toQString(value));
            i = valueIndex;
        }
    }
}

void Parser::placement(std::string_view body)
{
    // "Rank  0 Group  0 Pid 548419 on spark-fb97 device  0 [000f:01:00] NVIDIA GB10"; older versions lack Group.
    split(body, m_fields);
    RankPlacement p;
    std::optional<qint64> rank = m_fields.size() > 1 ? toInt(m_fields[1]) : std::nullopt;
    std::size_t on = 0;
    std::size_t device = 0;
    for (std::size_t i = 2; i + 1 < m_fields.size(); ++i) {
        if (m_fields[i] == "on" && on == 0)
            on = i;
        else if (m_fields[i] == "device" && on != 0 && device == 0)
            device = i;
    }
    if (!rank || *rank < 0 || *rank > 1 << 24 || on == 0 || device == 0) {
        fail(NcclTestsTextParser::tr("expected a device line \"#  Rank N [Group G] Pid P on HOST device D [BUS] "
                                     "NAME\", found %1")
                 .arg(quoted(body)));
    }
    p.rank = int(*rank);
    p.host = toQString(m_fields[on + 1]);
    p.device = toQString(m_fields[device + 1]);
    // The bus id in brackets, then the GPU name; a line cut short (MPI gathers at most 2048 bytes) may lack both.
    const std::size_t deviceAt = std::size_t(m_fields[device + 1].data() - body.data());
    const std::size_t bracket = body.find(']', deviceAt);
    const std::size_t open = bracket == std::string_view::npos ? bracket : body.rfind('[', bracket);
    if (open != std::string_view::npos && open > deviceAt) {
        p.device += QLatin1Char(' ') + toQString(body.substr(open, bracket - open + 1));
        p.gpuName = toQString(trimmed(body.substr(bracket + 1)));
    }
    m_context.placements.append(p);
}

void Parser::header()
{
    const auto unexpected = [this] {
        QStringList found;
        for (std::string_view f : m_fields)
            found << toQString(f);
        fail(NcclTestsTextParser::tr("unexpected column header: expected \"size count type [redop] [root] time "
                                     "algbw busbw #wrong time algbw busbw #wrong\", found \"%1\"")
                 .arg(found.join(QLatin1Char(' '))));
    };
    if (m_inTable && m_run.rowCount() > 0)
        finishRun(); // a second table under the same preamble is the next run
    Columns columns;
    std::size_t i = 0;
    const auto take = [&](std::string_view expected) {
        if (i < m_fields.size() && m_fields[i] == expected) {
            ++i;
            return true;
        }
        return false;
    };
    if (!take("size") || !take("count") || !take("type"))
        unexpected();
    columns.hasRedop = take("redop");
    columns.hasRoot = take("root");
    for (int h = 0; h < 2; ++h) {
        bool cpu = false;
        if (take("cputime"))
            cpu = true;
        else if (!take("time"))
            unexpected();
        if (!take("algbw") || !take("busbw"))
            unexpected();
        bool error = false;
        if (take("error"))
            error = true;
        else if (!take("#wrong") && !take("wrong")) // "wrong": a page that removed every "#" took this one too
            unexpected();
        const bool perIteration = take("i_min");
        if (perIteration && (!take("i_max") || !take("i_p99") || !take("i_cv%")))
            unexpected();
        if (h == 0) {
            columns.cpuTime = cpu;
            columns.errorColumn = error;
            columns.perIteration = perIteration;
        } else if (cpu != columns.cpuTime || error != columns.errorColumn || perIteration != columns.perIteration) {
            unexpected();
        }
    }
    columns.timestamp = take("timestamp");
    if (i != m_fields.size())
        unexpected();

    m_columns = columns;
    m_inTable = true;
    m_contextUsed = true;
    m_headerLine = m_lines.lineNumber();
    m_run = BenchmarkRun();
    m_previousBytes = -1;
    m_cycle = 0;
}

double Parser::number(std::size_t index, const char* column) const
{
    const auto value = toDouble(m_fields[index]);
    if (!value || *value < 0) {
        fail(NcclTestsTextParser::tr("expected a number in column %1 (%2), found %3")
                 .arg(index + 1)
                 .arg(QLatin1String(column), quoted(m_fields[index])));
    }
    return *value;
}

void Parser::half(std::size_t& i, std::string_view type, SizeResult& result)
{
    result.timeAvgUs = number(i++, m_columns.cpuTime ? "cputime" : "time");
    result.algbwGBs = number(i++, "algbw");
    result.busbwGBs = number(i++, "busbw");
    result.cpuTime = m_columns.cpuTime;
    std::string_view check = m_fields[i];
    const bool asterisk = !check.empty() && check.back() == '*';
    if (asterisk)
        check.remove_suffix(1);
    if (check != "N/A") {
        const auto value = toDouble(check);
        const char* column = m_columns.errorColumn ? "error" : "#wrong";
        if (!value || *value < 0) {
            fail(NcclTestsTextParser::tr("expected a number or N/A in column %1 (%2), found %3")
                     .arg(i + 1)
                     .arg(QLatin1String(column), quoted(m_fields[i])));
        }
        if (m_columns.errorColumn) {
            result.maxError = *value;
            if (asterisk) {
                result.checkPassed = false;
            } else if (const auto tolerance = errorTolerance(type)) {
                result.checkPassed = *value <= *tolerance;
                m_toleranceUsed = true;
            }
        } else {
            if (*value > 9e18 || *value != std::floor(*value)) {
                fail(NcclTestsTextParser::tr("expected a whole number of wrong elements in column %1, found %2")
                         .arg(i + 1)
                         .arg(quoted(m_fields[i])));
            }
            result.wrong = qint64(*value);
            result.checkPassed = *result.wrong == 0 && !asterisk;
        }
    }
    ++i;
    if (m_columns.perIteration) {
        result.timeMinUs = number(i++, "i_min");
        result.timeMaxUs = number(i++, "i_max");
        result.p99Us = number(i++, "i_p99");
        const double cvPct = number(i++, "i_cv%");
        result.stdevUs = cvPct * result.timeAvgUs / 100.0;
    }
}

void Parser::row()
{
    const std::size_t expected = std::size_t(m_columns.expected());
    // Old all-to-all rows leave the redop column blank, so they are one field short of the header; only a number
    // where the redop belongs tells that apart from a field missing elsewhere.
    const bool redopBlank = m_columns.hasRedop && m_fields.size() + 1 == expected && toDouble(m_fields[3]);
    if (m_fields.size() != expected && !redopBlank) {
        fail(NcclTestsTextParser::tr("expected %1 fields in a result row, as the header at line %2 announces; "
                                     "found %3")
                 .arg(expected)
                 .arg(m_headerLine)
                 .arg(m_fields.size()));
    }
    SizeResult base;
    const auto bytes = toInt(m_fields[0]);
    const auto count = toInt(m_fields[1]);
    if (!bytes || *bytes < 0) {
        fail(NcclTestsTextParser::tr("expected the size in bytes in column 1 (size), a whole number from 0 to %1, "
                                     "found %2")
                 .arg(std::numeric_limits<qint64>::max())
                 .arg(quoted(m_fields[0])));
    }
    if (!count || *count < 0) {
        fail(NcclTestsTextParser::tr("expected the element count in column 2 (count), a whole number from 0 to %1, "
                                     "found %2")
                 .arg(std::numeric_limits<qint64>::max())
                 .arg(quoted(m_fields[1])));
    }
    base.bytes = *bytes;
    base.count = *count;
    const std::string_view type = m_fields[2];
    base.type = toQString(type);
    std::size_t i = 3;
    if (m_columns.hasRedop && !redopBlank)
        base.redop = toQString(m_fields[i++]);
    if (m_columns.hasRoot) {
        const auto root = toInt(m_fields[i]);
        if (!root)
            fail(NcclTestsTextParser::tr("expected the root rank in column %1, found %2")
                     .arg(i + 1)
                     .arg(quoted(m_fields[i])));
        if (*root >= 0)
            base.root = int(*root);
        ++i;
    }
    if (m_previousBytes >= 0 && base.bytes < m_previousBytes)
        ++m_cycle;
    m_previousBytes = base.bytes;
    base.cycle = m_cycle;

    SizeResult outOfPlace = base;
    half(i, type, outOfPlace);
    SizeResult inPlace = base;
    inPlace.inPlace = true;
    half(i, type, inPlace);
    if (m_columns.timestamp) {
        const QString stamp = toQString(m_fields[i]) + QLatin1Char(' ') + toQString(m_fields[i + 1]);
        outOfPlace.timestamp = stamp;
        inPlace.timestamp = stamp;
    }
    gatherSemantics(outOfPlace, inPlace);
    m_out.add(m_run, std::move(outOfPlace));
    m_out.add(m_run, std::move(inPlace));
}

QString Parser::collective() const
{
    const QString name = collectivename::fromProgram(m_context.program);
    return name.isEmpty() ? collectivename::fromFileName(m_fileName) : name;
}

// Tells the old all_gather/reduce_scatter algbw from today's (see GatherSemantics) on the first row whose values
// decide it, and then recomputes algbw as size / time on every row of the run, so old and new logs compare.
void Parser::gatherSemantics(SizeResult& outOfPlace, SizeResult& inPlace)
{
    if (m_semantics == GatherSemantics::Current)
        return;
    if (m_semantics == GatherSemantics::Unknown) {
        if (m_gatherRanks < 0) { // the run's first row: whether the run is one to judge, once
            const QString name = collective();
            const bool gather = name == QLatin1String("all_gather") || name == QLatin1String("reduce_scatter");
            // The version line appeared in nccl-tests 2.17 (2025), long after the change.
            if (gather && m_context.tool == QLatin1String("nccl-tests") && !m_context.version.isEmpty()) {
                m_semantics = GatherSemantics::Current;
                return;
            }
            m_gatherRanks = gather && !m_context.devicesElided ? int(m_context.placements.size()) : 0;
        }
        if (m_gatherRanks < 2)
            return;
        for (const SizeResult* row : {&outOfPlace, &inPlace}) {
            if (const GatherSemantics found = semanticsOf(*row, m_gatherRanks); found != GatherSemantics::Unknown) {
                m_semantics = found;
                break;
            }
        }
        if (m_semantics != GatherSemantics::Old)
            return;
        m_semanticsLine = m_lines.lineNumber();
        m_rowsKeptAsPrinted = m_run.handedOn.count;
        for (SizeResult& earlier : m_run.results) {
            if (isKnown(earlier.timeAvgUs) && earlier.timeAvgUs > 0)
                earlier.algbwGBs = double(earlier.bytes) / earlier.timeAvgUs / 1e3;
        }
    }
    for (SizeResult* row : {&outOfPlace, &inPlace}) {
        if (isKnown(row->timeAvgUs) && row->timeAvgUs > 0)
            row->algbwGBs = double(row->bytes) / row->timeAvgUs / 1e3; // bytes per microsecond / 1e3 = GB/s
    }
}

void Parser::finishRun()
{
    if (!m_inTable)
        return;
    if (m_run.rowCount() == 0 && !m_failure) {
        throw ImportError(m_fileName, m_headerLine,
                          NcclTestsTextParser::tr("the result table that starts here has no result rows"));
    }
    BenchmarkRun& run = m_run;
    run.tool = m_context.tool;
    run.toolVersion = m_context.version;
    run.backend = m_context.tool == QLatin1String("rccl-tests") ? QStringLiteral("rccl") : QStringLiteral("nccl");
    run.testName = collectivename::fromProgram(m_context.program);
    if (run.testName.isEmpty()) {
        run.testName = collectivename::fromFileName(m_fileName);
        if (!run.testName.isEmpty()) {
            m_runNotes << NcclTestsTextParser::tr("The log does not name the collective; \"%1\" was taken from the "
                                                  "file name.")
                              .arg(run.testName);
        } else {
            m_runNotes << NcclTestsTextParser::tr("The log does not name the collective.");
        }
    }
    run.placements = m_context.placements;
    if (m_context.devicesElided) {
        m_runNotes << NcclTestsTextParser::tr("The device list is shortened (\"...\") in the log; the number of "
                                              "ranks and nodes is unknown.");
    } else if (!run.placements.isEmpty()) {
        QSet<QString> hosts;
        for (const RankPlacement& p : run.placements)
            hosts.insert(p.host);
        run.ranks = int(run.placements.size());
        run.nodes = int(hosts.size());
    }
    QJsonObject parameters = m_context.parameters;
    if (!m_context.program.isEmpty())
        parameters.insert(QStringLiteral("program"), m_context.program);
    if (m_semantics != GatherSemantics::Unknown) {
        parameters.insert(QStringLiteral("algbw_semantics"), m_semantics == GatherSemantics::Old
                                                                 ? QStringLiteral("before_2020_06")
                                                                 : QStringLiteral("current"));
    }
    if (m_semantics == GatherSemantics::Old) {
        m_runNotes << NcclTestsTextParser::tr("Old %1 bandwidth (nccl-tests before June 2020, shown from line %2 on): "
                                              "algbw was printed equal to busbw, size / time x (n-1)/n. algbw is "
                                              "recomputed as size / time, today's definition; busbw, which that "
                                              "change left as it was, is kept as printed.")
                          .arg(run.testName)
                          .arg(m_semanticsLine);
        if (m_rowsKeptAsPrinted > 0) {
            m_runNotes << NcclTestsTextParser::tr("The first %n row(s) were stored before the old bandwidth showed; "
                                                  "their algbw is as printed.",
                                                  nullptr, m_rowsKeptAsPrinted);
        }
    }
    run.parameters = QString::fromUtf8(QJsonDocument(parameters).toJson(QJsonDocument::Compact));
    if (m_cycle > 0)
        m_runNotes << NcclTestsTextParser::tr("The sweep repeats %1 times (-N cycles).").arg(m_cycle + 1);
    if (m_toleranceUsed) {
        m_runNotes << NcclTestsTextParser::tr("Old \"error\" column: a row passed when its error is within "
                                              "nccl-tests' own tolerance for the data type.");
    }
    if (m_columns.perIteration) {
        m_runNotes << NcclTestsTextParser::tr("Per-iteration columns (-I): the standard deviation is derived from "
                                              "i_cv% and the time column; i_p99 equals i_max below 100 "
                                              "iterations.");
    }
    if (m_skippedLines > 0) {
        m_runNotes << NcclTestsTextParser::tr("%n line(s) that are not nccl-tests output (NCCL INFO/WARN, launcher "
                                              "messages) were skipped.",
                                              nullptr, m_skippedLines);
    }
    run.notes = m_runNotes.join(QLatin1Char('\n'));
    run.skippedRows = takeSkippedRows();
    run.failure = std::exchange(m_failure, std::nullopt);
    m_done.append(run);

    m_inTable = false;
    m_run = BenchmarkRun();
    m_runNotes.clear();
    m_skippedLines = 0;
    m_toleranceUsed = false;
    m_semantics = GatherSemantics::Unknown;
    m_semanticsLine = 0;
    m_rowsKeptAsPrinted = 0;
    m_gatherRanks = -1;
}

} // namespace

QList<BenchmarkRun> NcclTestsTextParser::parse(LineReader& lines, const QString& fileName, bool salvage,
                                               ResultSink* sink)
{
    return Parser(lines, fileName, salvage, sink).parse();
}

} // namespace fw::core
