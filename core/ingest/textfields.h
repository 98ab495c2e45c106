// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QtGlobal>
#include <optional>
#include <string_view>
#include <vector>

// Small helpers the text importers share: whitespace splitting and strict number parsing on byte views.
namespace fw::core::textfields {

// Splits on any run of spaces and tabs (logs mix them freely). `out` is reused to avoid allocations.
void split(std::string_view line, std::vector<std::string_view>& out);
std::string_view trimmed(std::string_view text);
// Inline, and the first byte compared before the rest: the text parsers test each line against a dozen prefixes.
inline bool startsWith(std::string_view text, std::string_view prefix)
{
    return text.size() >= prefix.size() &&
           (prefix.empty() || (text.front() == prefix.front() && text.starts_with(prefix)));
}
bool contains(std::string_view text, std::string_view part);

// The whole view must be the number; "1.5e+03" and "-1" are accepted, "12abc", "inf" and "nan" are not.
std::optional<double> toDouble(std::string_view text);
std::optional<qint64> toInt(std::string_view text);

// Whether a line split into `fields` is meant as a result row of a table whose rows have `minFields` to
// `maxFields` fields: its first field is a whole number, or it looks like a damaged one (a digit, or a sign or
// point and a digit, first; only letters, digits, signs and points) and the line has the table's shape. Such a line is
// parsed, and fails the import when it does not parse, rather than being skipped as noise: "41943O4", "-8" or a size
// past 2^63 must never vanish from a table quietly.
bool looksLikeRow(const std::vector<std::string_view>& fields, std::size_t minFields, std::size_t maxFields);

// For error messages: the text as the user will recognise it, shortened when long.
QString quoted(std::string_view text);
QString toQString(std::string_view text);

} // namespace fw::core::textfields
