// SPDX-License-Identifier: Apache-2.0
#include "common/agentstream.h"

#include "base/protocol.h"
#include "common/clock.h"

#include <charconv>
#include <cmath>
#include <iostream>
#include <limits>
#include <set>

namespace fw::agent {

namespace event = base::protocol::event;
namespace field = base::protocol::field;

JsonWriter beginEvent(std::string_view type)
{
    JsonWriter out;
    out.beginObject().field(field::kVersion, base::protocol::kSchemaVersion).field(field::kType, type);
    return out;
}

void EventStream::write(JsonWriter& out) const
{
    out.endObject();
    if (m_enabled)
        std::cout << out.str() << '\n' << std::flush;
}

void EventStream::writeLine(const std::string& event) const
{
    if (m_enabled)
        std::cout << event << '\n' << std::flush;
}

void EventStream::error(const std::string& message, std::optional<int> rank) const
{
    JsonWriter out = begin(event::kError);
    out.field(field::kMessage, message).field(field::kRank, rank);
    write(out);
}

void EventStream::error(const std::string& message, std::optional<int> rank,
                        const std::optional<std::string>& host) const
{
    JsonWriter out = begin(event::kError);
    out.field(field::kMessage, message).field(field::kRank, rank).field(field::kHost, host);
    write(out);
}

void EventStream::warning(const std::string& message, std::optional<int> rank) const
{
    JsonWriter out = begin(event::kWarning);
    out.field(field::kMessage, message).field(field::kRank, rank);
    write(out);
}

void EventStream::end(bool ok, const std::string& message, std::optional<std::uint64_t> wrongTotal,
                      std::optional<double> avgBusBwGbs) const
{
    JsonWriter out = begin(event::kEnd);
    out.field(field::kStatus, ok ? "ok" : "failed");
    if (wrongTotal)
        out.field(field::kWrongTotal, *wrongTotal);
    if (avgBusBwGbs)
        out.field(field::kAvgBusbwGBs, static_cast<float>(*avgBusBwGbs));
    out.field(field::kEndTime, isoNow());
    if (!message.empty())
        out.field(field::kMessage, message);
    write(out);
}

void writeRanks(JsonWriter& out, const std::vector<std::string>& hosts)
{
    out.field(field::kRanks, static_cast<int>(hosts.size()))
        .field(field::kNodes, static_cast<int>(std::set<std::string>(hosts.begin(), hosts.end()).size()));
    out.key(field::kRankHosts).beginArray();
    for (const std::string& host : hosts)
        out.value(host);
    out.endArray();
}

void writeStartTimeAndArgv(JsonWriter& out, std::span<char* const> argv)
{
    out.field(field::kStartTime, isoNow());
    out.key(field::kArgv).beginArray();
    for (const char* arg : argv)
        out.value(arg);
    out.endArray();
}

// min, avg, max, p50, p95 and p99, as single precision: the part both summaries share.
static JsonWriter& writeQuantiles(JsonWriter& out, const base::Summary& summary)
{
    return out.field(field::kMin, static_cast<float>(summary.min))
        .field(field::kAvg, static_cast<float>(summary.avg))
        .field(field::kMax, static_cast<float>(summary.max))
        .field(field::kP50, static_cast<float>(summary.p50))
        .field(field::kP95, static_cast<float>(summary.p95))
        .field(field::kP99, static_cast<float>(summary.p99));
}

void writeSummary(JsonWriter& out, std::string_view name, std::span<const double> values)
{
    const base::Summary summary = base::summarize(values);
    writeQuantiles(out.key(name).beginObject().field(field::kCount, summary.count), summary)
        .field(field::kP999, static_cast<float>(summary.p999))
        .endObject();
}

void writeTimeSummary(JsonWriter& out, const base::Summary& summary)
{
    writeQuantiles(out.key(field::kTimeUs).beginObject(), summary)
        .field(field::kP999, static_cast<float>(summary.p999))
        .field(field::kStdev, static_cast<float>(summary.stdev))
        .field("cv_pct", static_cast<float>(summary.cvPct))
        .endObject();
}

std::optional<std::uint64_t> parseCount(std::string_view text)
{
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

std::optional<std::uint64_t> parseByteSize(std::string_view text)
{
    std::uint64_t factor = 1;
    if (!text.empty()) {
        switch (text.back()) {
        case 'K':
        case 'k':
            factor = 1ULL << 10;
            break;
        case 'M':
        case 'm':
            factor = 1ULL << 20;
            break;
        case 'G':
        case 'g':
            factor = 1ULL << 30;
            break;
        default:
            break;
        }
        if (factor > 1)
            text.remove_suffix(1);
    }
    const auto value = parseCount(text);
    if (!value || *value > std::numeric_limits<std::uint64_t>::max() / factor)
        return std::nullopt;
    return *value * factor;
}

std::optional<double> parseNonNegative(std::string_view text)
{
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size() || !std::isfinite(value) || value < 0)
        return std::nullopt;
    return value;
}

std::string isoNow()
{
    return isoUtc(nowMs());
}

} // namespace fw::agent
