// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "base/stats.h"
#include "common/jsonwriter.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace fw::agent {

// An event's first fields, {"v":1,"type":`type`; the caller adds the rest and ends the object.
JsonWriter beginEvent(std::string_view type);

// The JSON Lines stream of bench, storage and replay (docs/agent-protocol.md): only one process (rank 0) writes, and
// each line is flushed at once so the app sees progress live.
class EventStream
{
public:
    explicit EventStream(bool enabled) : m_enabled(enabled) {}

    bool enabled() const { return m_enabled; }
    JsonWriter begin(std::string_view type) const { return beginEvent(type); }
    void write(JsonWriter& out) const;
    // An event written elsewhere, whole, as one line.
    void writeLine(const std::string& event) const;
    void error(const std::string& message, std::optional<int> rank = std::nullopt) const;
    // Bench's form: its errors always name the host, null when it is not known.
    void error(const std::string& message, std::optional<int> rank, const std::optional<std::string>& host) const;
    void warning(const std::string& message, std::optional<int> rank = std::nullopt) const;
    // `avgBusBwGbs`: bench's mean bus bandwidth over the sizes, written as float32 after wrong_total.
    void end(bool ok, const std::string& message = {}, std::optional<std::uint64_t> wrongTotal = std::nullopt,
             std::optional<double> avgBusBwGbs = std::nullopt) const;

private:
    bool m_enabled;
};

// The start event's "ranks", "nodes" (distinct hosts) and "rank_hosts" (rank to host).
void writeRanks(JsonWriter& out, const std::vector<std::string>& hosts);
// The start event's last fields: "start_time" (now) and "argv", the agent's whole command line.
void writeStartTimeAndArgv(JsonWriter& out, std::span<char* const> argv);

// {"count":n,"min":..,"avg":..,"max":..,"p50":..,"p95":..,"p99":..,"p999":..} of the values (nearest-rank percentiles),
// under `name`; written as float32 like bench's figures.
void writeSummary(JsonWriter& out, std::string_view name, std::span<const double> values);
// A size_result's "time_us": min, avg, max, p50, p95, p99, p999, stdev and cv_pct of `summary`, as float32.
void writeTimeSummary(JsonWriter& out, const base::Summary& summary);

// Options shared by storage and replay. Sizes take K, M, G (powers of 1024); nullopt when not a size or a count.
std::optional<std::uint64_t> parseByteSize(std::string_view text);
std::optional<std::uint64_t> parseCount(std::string_view text);
std::optional<double> parseNonNegative(std::string_view text);

// "2026-11-30T13:45:00Z", now.
std::string isoNow();

} // namespace fw::agent
