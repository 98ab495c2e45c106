// SPDX-License-Identifier: Apache-2.0
#include "ingest/textnormaliser.h"

#include "ingest/textfields.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <algorithm>
#include <optional>

namespace fw::core {

using namespace textfields;

namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";
constexpr TextNormaliser::Prefix kPrefixes[] = {
    TextNormaliser::Prefix::OpenMpiTag, TextNormaliser::Prefix::SlurmLabel, TextNormaliser::Prefix::Rfc3339Time,
    TextNormaliser::Prefix::ComposeService, TextNormaliser::Prefix::HostName};
constexpr int kMaxLayers = 3;
constexpr qsizetype kMaxSampleLines = 4000;

struct Match
{
    std::size_t length = 0;  // bytes to cut
    std::string_view source; // what the prefix names: rank, host, service or time
};

bool digit(char c)
{
    return c >= '0' && c <= '9';
}

bool letter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

bool nameChar(char c)
{
    return letter(c) || digit(c) || c == '.' || c == '_' || c == '-';
}

std::size_t digits(std::string_view text, std::size_t at)
{
    std::size_t end = at;
    while (end < text.size() && digit(text[end]))
        ++end;
    return end - at;
}

// "[1,0]<stdout>:" (the job and the rank, then the stream).
std::optional<Match> openMpiTag(std::string_view line)
{
    if (line.empty() || line.front() != '[')
        return std::nullopt;
    std::size_t i = 1;
    std::size_t n = digits(line, i);
    if (n == 0 || i + n >= line.size() || line[i + n] != ',')
        return std::nullopt;
    i += n + 1;
    n = digits(line, i);
    if (n == 0 || i + n + 1 >= line.size() || line[i + n] != ']' || line[i + n + 1] != '<')
        return std::nullopt;
    const std::string_view rank = line.substr(i, n);
    const std::size_t close = line.find(">:", i + n + 2);
    if (close == std::string_view::npos || close > i + n + 10)
        return std::nullopt;
    for (std::size_t k = i + n + 2; k < close; ++k) {
        if (!letter(line[k]))
            return std::nullopt;
    }
    return Match{close + 2, rank};
}

// srun --label: the task number, right-aligned, a colon and a space ("  0: "); an empty line ends at the colon.
std::optional<Match> slurmLabel(std::string_view line)
{
    std::size_t i = 0;
    while (i < line.size() && line[i] == ' ')
        ++i;
    const std::size_t n = digits(line, i);
    if (n == 0 || n > 7 || i + n >= line.size() || line[i + n] != ':')
        return std::nullopt;
    const std::size_t end = i + n + 1;
    if (end < line.size() && line[end] != ' ')
        return std::nullopt;
    return Match{end < line.size() ? end + 1 : end, line.substr(i, n)};
}

// kubectl logs --timestamps: "2024-05-02T10:11:12.123456789Z " (RFC 3339, any offset).
std::optional<Match> rfc3339Time(std::string_view line)
{
    const auto at = [&](std::size_t i, char c) { return i < line.size() && line[i] == c; };
    const auto number = [&](std::size_t i, std::size_t n) { return digits(line, i) >= n; };
    if (!number(0, 4) || !at(4, '-') || !number(5, 2) || !at(7, '-') || !number(8, 2) || !(at(10, 'T')) ||
        !number(11, 2) || !at(13, ':') || !number(14, 2) || !at(16, ':') || !number(17, 2))
        return std::nullopt;
    std::size_t i = 19;
    if (at(i, '.')) {
        const std::size_t n = digits(line, i + 1);
        if (n == 0)
            return std::nullopt;
        i += 1 + n;
    }
    if (at(i, 'Z')) {
        ++i;
    } else if ((at(i, '+') || at(i, '-')) && number(i + 1, 2) && at(i + 3, ':') && number(i + 4, 2)) {
        i += 6;
    } else {
        return std::nullopt;
    }
    if (i < line.size() && line[i] != ' ')
        return std::nullopt;
    return Match{i < line.size() ? i + 1 : i, line.substr(0, i)};
}

// docker compose: the service, padded, then "| " ("worker_1  | ").
std::optional<Match> composeService(std::string_view line)
{
    std::size_t i = 0;
    while (i < line.size() && nameChar(line[i]))
        ++i;
    if (i == 0 || !letter(line.front()))
        return std::nullopt;
    const std::string_view name = line.substr(0, i);
    while (i < line.size() && line[i] == ' ')
        ++i;
    if (i == name.size() || i >= line.size() || line[i] != '|')
        return std::nullopt;
    ++i;
    if (i < line.size() && line[i] != ' ')
        return std::nullopt;
    return Match{i < line.size() ? i + 1 : i, name};
}

// pdsh and clush: "host: " (or "host:" on an empty line).
std::optional<Match> hostName(std::string_view line)
{
    std::size_t i = 0;
    bool hasLetter = false;
    while (i < line.size() && nameChar(line[i])) {
        hasLetter = hasLetter || letter(line[i]);
        ++i;
    }
    if (i == 0 || !hasLetter || !(letter(line.front()) || digit(line.front())) || i >= line.size() || line[i] != ':')
        return std::nullopt;
    const std::size_t end = i + 1;
    if (end < line.size() && line[end] != ' ')
        return std::nullopt;
    return Match{end < line.size() ? end + 1 : end, line.substr(0, i)};
}

std::optional<Match> match(TextNormaliser::Prefix prefix, std::string_view line)
{
    switch (prefix) {
    case TextNormaliser::Prefix::OpenMpiTag:
        return openMpiTag(line);
    case TextNormaliser::Prefix::SlurmLabel:
        return slurmLabel(line);
    case TextNormaliser::Prefix::Rfc3339Time:
        return rfc3339Time(line);
    case TextNormaliser::Prefix::ComposeService:
        return composeService(line);
    case TextNormaliser::Prefix::HostName:
        return hostName(line);
    }
    return std::nullopt;
}

// A prefix a launcher puts there is on most lines, and names few sources: ranks, hosts, services. A time stamp
// differs on every line by nature.
bool consistent(TextNormaliser::Prefix prefix, qsizetype matched, qsizetype lines, qsizetype distinct)
{
    if (matched < 3 || matched * 10 < lines * 6)
        return false;
    if (prefix == TextNormaliser::Prefix::Rfc3339Time || prefix == TextNormaliser::Prefix::SlurmLabel ||
        prefix == TextNormaliser::Prefix::OpenMpiTag)
        return true;
    return distinct <= 64 && distinct * 4 <= matched;
}

const char* key(TextNormaliser::Prefix prefix)
{
    switch (prefix) {
    case TextNormaliser::Prefix::OpenMpiTag:
        return "openmpi_tag_output";
    case TextNormaliser::Prefix::SlurmLabel:
        return "srun_label";
    case TextNormaliser::Prefix::Rfc3339Time:
        return "kubectl_timestamps";
    case TextNormaliser::Prefix::ComposeService:
        return "docker_compose";
    case TextNormaliser::Prefix::HostName:
        return "pdsh_host";
    }
    return "";
}

} // namespace

TextNormaliser::TextNormaliser(const QByteArray& head)
{
    std::vector<std::string_view> lines;
    std::string_view rest(head.constData(), std::size_t(head.size()));
    if (startsWith(rest, kBom))
        rest.remove_prefix(kBom.size());
    // The last line may be cut off at the end of the head; it is not needed to decide.
    while (!rest.empty() && qsizetype(lines.size()) < kMaxSampleLines) {
        const std::size_t newline = rest.find('\n');
        if (newline == std::string_view::npos)
            break;
        std::string_view line = rest.substr(0, newline);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (!trimmed(line).empty())
            lines.push_back(line);
        rest.remove_prefix(newline + 1);
    }
    for (int layer = 0; layer < kMaxLayers && !lines.empty(); ++layer) {
        std::optional<Prefix> chosen;
        qsizetype best = 0;
        for (const Prefix prefix : kPrefixes) {
            qsizetype matched = 0;
            QSet<QByteArray> sources;
            for (const std::string_view line : lines) {
                if (const auto m = match(prefix, line)) {
                    ++matched;
                    if (sources.size() <= 64)
                        sources.insert(QByteArray(m->source.data(), qsizetype(m->source.size())));
                }
            }
            if (matched > best && consistent(prefix, matched, qsizetype(lines.size()), sources.size())) {
                chosen = prefix;
                best = matched;
            }
        }
        if (!chosen)
            break;
        m_layers.push_back(Layer{*chosen, {}, false, {}, {}, 0});
        std::vector<std::string_view> next;
        for (const std::string_view line : lines) {
            const auto m = match(*chosen, line);
            const std::string_view stripped = m ? line.substr(m->length) : line;
            if (!trimmed(stripped).empty())
                next.push_back(stripped);
        }
        lines = std::move(next);
    }
}

std::string_view TextNormaliser::apply(std::string_view line, qint64 lineNumber)
{
    if (lineNumber == 1 && startsWith(line, kBom))
        line.remove_prefix(kBom.size());
    for (Layer& layer : m_layers) {
        const auto m = match(layer.prefix, line);
        if (!m)
            continue;
        ++layer.lines;
        const bool same = !layer.sources.isEmpty() && layer.sources.constLast() == toQString(m->source);
        if (layer.prefix == Prefix::Rfc3339Time) {
            layer.last = toQString(m->source);
            if (layer.first.isEmpty())
                layer.first = layer.last;
        } else if (!same) {
            const QString source = toQString(m->source);
            if (!layer.sources.contains(source)) {
                if (layer.sources.size() < kMaxSources)
                    layer.sources << source;
                else
                    layer.moreSources = true;
            }
        }
        line.remove_prefix(m->length);
    }
    return line;
}

QByteArray TextNormaliser::normalisedHead(const QByteArray& head)
{
    if (m_layers.empty() && !head.startsWith(QByteArray(kBom.data(), qsizetype(kBom.size()))))
        return head;
    // Detection must not count the head's lines into the provenance.
    const std::vector<Layer> saved = m_layers;
    QByteArray out;
    out.reserve(head.size());
    std::string_view rest(head.constData(), std::size_t(head.size()));
    qint64 number = 0;
    while (!rest.empty()) {
        const std::size_t newline = rest.find('\n');
        const std::string_view line = rest.substr(0, newline);
        const std::string_view normal = apply(line, ++number);
        out.append(normal.data(), qsizetype(normal.size()));
        if (newline == std::string_view::npos)
            break;
        out.append('\n');
        rest.remove_prefix(newline + 1);
    }
    m_layers = saved;
    return out;
}

void TextNormaliser::annotate(BenchmarkRun& run) const
{
    if (m_layers.empty())
        return;
    QJsonObject parameters = QJsonDocument::fromJson(run.parameters.toUtf8()).object();
    QJsonArray kinds;
    QStringList notes;
    for (Layer layer : m_layers) {
        kinds.append(QLatin1String(key(layer.prefix)));
        if (layer.prefix == Prefix::OpenMpiTag || layer.prefix == Prefix::SlurmLabel) {
            // Ranks and tasks in order, whichever printed first.
            std::sort(layer.sources.begin(), layer.sources.end(),
                      [](const QString& a, const QString& b) { return a.toLongLong() < b.toLongLong(); });
        }
        const QString more = layer.moreSources ? QStringLiteral(", ...") : QString();
        const QString sources = layer.sources.join(QStringLiteral(", ")) + more;
        switch (layer.prefix) {
        case Prefix::OpenMpiTag:
            parameters.insert(QStringLiteral("prefix_ranks"), QJsonArray::fromStringList(layer.sources));
            notes << tr("The lines carried Open MPI's --tag-output prefix \"[job,rank]<stream>:\", removed before "
                        "reading; lines came from rank(s) %1.")
                         .arg(sources);
            break;
        case Prefix::SlurmLabel:
            parameters.insert(QStringLiteral("prefix_tasks"), QJsonArray::fromStringList(layer.sources));
            notes << tr("The lines carried Slurm's srun --label prefix \"N: \", removed before reading; lines came "
                        "from task(s) %1.")
                         .arg(sources);
            break;
        case Prefix::Rfc3339Time:
            parameters.insert(QStringLiteral("prefix_first_time"), layer.first);
            parameters.insert(QStringLiteral("prefix_last_time"), layer.last);
            notes << tr("The lines carried a time stamp (kubectl logs --timestamps), removed before reading; the "
                        "lines span %1 to %2.")
                         .arg(layer.first, layer.last);
            if (run.startedAt.isEmpty())
                run.startedAt = layer.first;
            break;
        case Prefix::ComposeService:
            parameters.insert(QStringLiteral("prefix_services"), QJsonArray::fromStringList(layer.sources));
            notes << tr("The lines carried docker compose's service prefix \"name | \", removed before reading; "
                        "lines came from %1.")
                         .arg(sources);
            break;
        case Prefix::HostName:
            parameters.insert(QStringLiteral("prefix_hosts"), QJsonArray::fromStringList(layer.sources));
            notes << tr("The lines carried a host prefix \"host: \" (pdsh, clush), removed before reading; lines "
                        "came from %1.")
                         .arg(sources);
            break;
        }
    }
    parameters.insert(QStringLiteral("line_prefix"), kinds);
    run.parameters = QString::fromUtf8(QJsonDocument(parameters).toJson(QJsonDocument::Compact));
    notes.prepend(run.notes);
    notes.removeAll(QString());
    run.notes = notes.join(QLatin1Char('\n'));
}

} // namespace fw::core
