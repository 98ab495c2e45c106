// SPDX-License-Identifier: Apache-2.0
#include "ingest/textfields.h"

#include <charconv>
#include <cmath>

namespace fw::core::textfields {

namespace {
bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}
} // namespace

void split(std::string_view line, std::vector<std::string_view>& out)
{
    out.clear();
    std::size_t i = 0;
    const std::size_t n = line.size();
    while (i < n) {
        while (i < n && isBlank(line[i]))
            ++i;
        const std::size_t start = i;
        while (i < n && !isBlank(line[i]))
            ++i;
        if (i > start)
            out.push_back(line.substr(start, i - start));
    }
}

std::string_view trimmed(std::string_view text)
{
    std::size_t begin = 0;
    std::size_t end = text.size();
    while (begin < end && isBlank(text[begin]))
        ++begin;
    while (end > begin && isBlank(text[end - 1]))
        --end;
    return text.substr(begin, end - begin);
}

bool contains(std::string_view text, std::string_view part)
{
    return text.find(part) != std::string_view::npos;
}

std::optional<double> toDouble(std::string_view text)
{
    if (text.empty())
        return std::nullopt;
    // from_chars rejects a leading '+', which %e exponents never need but hand-edited logs may carry.
    if (text.front() == '+')
        text.remove_prefix(1);
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::optional<qint64> toInt(std::string_view text)
{
    if (text.empty())
        return std::nullopt;
    if (text.front() == '+')
        text.remove_prefix(1);
    qint64 value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

bool looksLikeRow(const std::vector<std::string_view>& fields, std::size_t minFields, std::size_t maxFields)
{
    if (fields.empty())
        return false;
    const std::string_view first = fields.front();
    const auto digit = [](char c) { return c >= '0' && c <= '9'; };
    if (digit(first.front()) && toInt(first))
        return true;
    // A damaged number: a digit, or a sign or point and a digit, first, then nothing a number could not be
    // mistyped into. Noise such as "47c46425da:4122:4122 [0] NCCL INFO ..." (a host name of hex digits) has a colon.
    std::size_t start = first.front() == '-' || first.front() == '+' ? 1 : 0;
    if (start < first.size() && first[start] == '.')
        ++start;
    if (start >= first.size() || !digit(first[start]))
        return false;
    for (const char c : first) {
        if (!digit(c) && !(c >= 'a' && c <= 'z') && !(c >= 'A' && c <= 'Z') && c != '.' && c != '-' && c != '+')
            return false;
    }
    return fields.size() >= minFields && fields.size() <= maxFields;
}

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QString quoted(std::string_view text)
{
    constexpr std::size_t kMax = 60;
    QString shown = toQString(text.substr(0, kMax));
    if (text.size() > kMax)
        shown += QStringLiteral("...");
    return QStringLiteral("\"%1\"").arg(shown);
}

} // namespace fw::core::textfields
