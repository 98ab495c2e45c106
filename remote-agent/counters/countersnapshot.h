// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fw::agent {

class HostFs;
class JsonValue;
class JsonWriter;

struct Counter
{
    // "ib_port" (InfiniBand port counters), "rdma_hw" (mlx5 hw_counters), "ethtool" (ethtool -S), "netdev"
    // (/sys/class/net/<if>/statistics).
    std::string source;
    std::string device;
    std::optional<int> port;
    std::string name;
    // "bytes", "packets", "us", "ticks" or "count".
    std::string unit;
    std::int64_t value = 0;

    bool sameCounter(const Counter& other) const
    {
        return source == other.source && device == other.device && port == other.port && name == other.name;
    }
};

struct CounterSnapshot
{
    std::int64_t timeMs = 0;
    std::vector<Counter> counters;
    // What could not be read, said plainly (e.g. ethtool missing), so an empty section is never mistaken for zero.
    std::vector<std::string> notes;
};

// Where per-priority PFC counters come from: `<command> -S <if>` in production, or saved `ethtool -S <if>` output
// in `<directory>/<if>` (tests and offline analysis).
struct EthtoolSource
{
    std::string command = "ethtool";
    std::filesystem::path directory;
};

CounterSnapshot collectCounters(const HostFs& sysfs, const EthtoolSource& ethtool,
                                const std::vector<std::string>& interfaces);

// The counters `ethtool -S` prints that matter for a lossless fabric: per-priority pause frames, their duration
// and transitions, global pause and physical-port discards. Other lines are ignored.
std::vector<Counter> parseEthtoolStats(std::string_view device, std::string_view text);

void writeSnapshot(JsonWriter& out, const CounterSnapshot& snapshot);
// Reads back the `counters` event written by writeSnapshot; throws std::runtime_error naming the field.
CounterSnapshot snapshotFromJson(const JsonValue& event);

} // namespace fw::agent
