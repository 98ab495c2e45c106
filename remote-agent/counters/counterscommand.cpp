// SPDX-License-Identifier: Apache-2.0
#include "counters/counterscommand.h"

#include "base/protocol.h"
#include "common/clock.h"
#include "common/hostfs.h"
#include "common/jsonreader.h"
#include "common/jsonwriter.h"
#include "common/usage.h"
#include "counters/countersnapshot.h"
#include "counters/thresholds.h"

#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>

namespace fw::agent {

namespace field = base::protocol::field;

namespace {

constexpr std::string_view kUsage = R"(Usage: fabric-agent counters snapshot [source options]
       fabric-agent counters delta --before FILE [--after FILE | source options] [alarm options]
       fabric-agent counters watch --interval S --count N [source options] [alarm options]
       fabric-agent counters thresholds [--thresholds FILE]

Reads InfiniBand port counters and RoCE hw_counters (sysfs), per-priority PFC/pause counters (ethtool -S) and
interface statistics, and writes JSON Lines (docs/agent-protocol.md): snapshot prints one "counters" event;
delta compares a saved snapshot with a later one (or the host now); watch prints a snapshot and then a
"counter_delta" event every S seconds, N times. thresholds prints the alarm rules in effect, in the format
--thresholds reads (docs/faults.md), so the defaults can be saved, edited and passed back.

Source options:
  --sysfs-root DIR       Read sysfs below DIR instead of /sys
  --interface NAME       Only this network interface (repeatable; default: all but lo)
  --ethtool-cmd PROGRAM  Run 'PROGRAM -S <if>' for PFC counters (default: ethtool)
  --ethtool-dir DIR      Read saved 'ethtool -S <if>' output from DIR/<if> instead of running ethtool
Alarm options:
  --thresholds FILE      Add the rules in FILE to the defaults (or replace them, see docs/faults.md)
  --phase NAME           Run phase the rules are selected for (e.g. baseline, fault, recovery)
  -h, --help             Show this help
)";

struct Options
{
    std::string action;
    std::filesystem::path sysfsRoot = "/sys";
    std::vector<std::string> interfaces;
    EthtoolSource ethtool;
    std::string before;
    std::string after;
    std::string thresholdsFile;
    std::string phase;
    double intervalSeconds = 0;
    long count = 0;
};

Options parseOptions(std::span<char* const> args)
{
    Options options;
    if (args.empty())
        throw UsageError("counters: missing action (snapshot, delta, watch or thresholds)");
    options.action = args[0];
    if (options.action != "snapshot" && options.action != "delta" && options.action != "watch" &&
        options.action != "thresholds")
        throw UsageError("counters: unknown action '" + options.action + "'");
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string arg = args[i];
        if (i + 1 == args.size())
            throw UsageError("counters: option '" + arg + "' needs a value, or is unknown");
        const std::string value = args[++i];
        if (arg == "--sysfs-root")
            options.sysfsRoot = value;
        else if (arg == "--interface")
            options.interfaces.push_back(value);
        else if (arg == "--ethtool-cmd")
            options.ethtool.command = value;
        else if (arg == "--ethtool-dir")
            options.ethtool.directory = value;
        else if (arg == "--before")
            options.before = value;
        else if (arg == "--after")
            options.after = value;
        else if (arg == "--thresholds")
            options.thresholdsFile = value;
        else if (arg == "--phase")
            options.phase = value;
        else if (arg == "--interval" || arg == "--count") {
            std::size_t used = 0;
            try {
                if (arg == "--interval")
                    options.intervalSeconds = std::stod(value, &used);
                else
                    options.count = std::stol(value, &used);
            } catch (const std::exception&) {
                used = 0;
            }
            if (used != value.size() || (arg == "--interval" ? options.intervalSeconds <= 0 : options.count <= 0))
                throw UsageError("counters: " + arg + " needs a positive number, not '" + value + "'");
        } else
            throw UsageError("counters: unknown option '" + arg + "'");
    }
    std::error_code ec;
    if (!std::filesystem::is_directory(options.sysfsRoot, ec))
        throw UsageError("counters: --sysfs-root '" + options.sysfsRoot.string() + "' is not a directory");
    if (!options.ethtool.directory.empty() && !std::filesystem::is_directory(options.ethtool.directory, ec))
        throw UsageError("counters: --ethtool-dir '" + options.ethtool.directory.string() + "' is not a directory");
    if (options.action == "delta" && options.before.empty())
        throw UsageError("counters delta: --before FILE is required");
    if (options.action == "watch" && (options.intervalSeconds <= 0 || options.count <= 0))
        throw UsageError("counters watch: --interval and --count are required");
    return options;
}

// The last "counters" event in a JSON Lines file, so a whole saved stream can be passed as well as one line.
CounterSnapshot readSnapshotFile(const std::string& path)
{
    std::ifstream file(path);
    if (!file)
        throw std::runtime_error("snapshot file '" + path + "': cannot be read");
    std::optional<CounterSnapshot> last;
    std::string line;
    for (int number = 1; std::getline(file, line); ++number) {
        if (trimmed(line).empty())
            continue;
        try {
            const JsonValue event = parseJson(line);
            const auto* type = event.find("type") ? event.find("type")->asString() : nullptr;
            if (type && *type == base::protocol::event::kCounters)
                last = snapshotFromJson(event);
        } catch (const std::exception& error) {
            throw std::runtime_error("snapshot file '" + path + "' line " + std::to_string(number) + ": " +
                                     error.what());
        }
    }
    if (!last)
        throw std::runtime_error("snapshot file '" + path + "': no \"counters\" event in it");
    return *last;
}

struct DeltaRow
{
    const Counter* counter = nullptr;
    std::int64_t before = 0;
    // nullopt when the counter went down: it was reset (driver reload, port reset), so its change is unknown.
    std::optional<std::int64_t> delta;
};

void writeCounterKeys(JsonWriter& out, const Counter& counter)
{
    out.field(field::kSource, counter.source)
        .field(field::kDevice, counter.device)
        .field(field::kPort, counter.port)
        .field(field::kName, counter.name);
}

void writeDelta(const CounterSnapshot& before, const CounterSnapshot& after, const Thresholds& thresholds,
                const std::string& phase)
{
    const double seconds = static_cast<double>(after.timeMs - before.timeMs) / 1000.0;
    const auto perSecond = [&](std::int64_t delta) {
        return seconds > 0 ? std::optional(static_cast<double>(delta) / seconds) : std::nullopt;
    };
    std::vector<DeltaRow> rows;
    std::vector<std::pair<const DeltaRow*, Alarm>> alarms;
    std::vector<std::string> notes = after.notes;
    std::size_t unchanged = 0;
    for (const auto& counter : after.counters) {
        const auto old = std::find_if(before.counters.begin(), before.counters.end(),
                                      [&](const Counter& candidate) { return candidate.sameCounter(counter); });
        if (old == before.counters.end()) {
            notes.push_back(counter.source + " " + counter.device + " " + counter.name +
                            ": not in the earlier snapshot");
            continue;
        }
        if (counter.value == old->value) {
            ++unchanged;
            continue;
        }
        DeltaRow row{&counter, old->value, std::nullopt};
        if (counter.value > old->value)
            row.delta = counter.value - old->value;
        rows.push_back(row);
    }
    for (const auto& row : rows)
        if (row.delta)
            for (auto& alarm : thresholds.evaluate(*row.counter, *row.delta, seconds, phase))
                alarms.emplace_back(&row, std::move(alarm));

    JsonWriter out;
    out.beginObject()
        .field(field::kVersion, base::protocol::kSchemaVersion)
        .field(field::kType, base::protocol::event::kCounterDelta)
        .key(field::kPhase);
    phase.empty() ? out.null() : out.value(phase);
    out.field(field::kFrom, isoUtc(before.timeMs))
        .field(field::kTo, isoUtc(after.timeMs))
        .field(field::kIntervalS, seconds);
    out.key(field::kDeltas).beginArray();
    for (const auto& row : rows) {
        out.beginObject();
        writeCounterKeys(out, *row.counter);
        out.field(field::kUnit, row.counter->unit)
            .field(field::kBefore, row.before)
            .field(field::kAfter, row.counter->value)
            .field(field::kDelta, row.delta)
            .field(field::kPerS, row.delta ? perSecond(*row.delta) : std::nullopt);
        if (!row.delta)
            out.field(field::kReset, true);
        out.endObject();
    }
    out.endArray().field(field::kUnchanged, unchanged).key(field::kAlarms).beginArray();
    for (const auto& [row, alarm] : alarms) {
        out.beginObject();
        writeCounterKeys(out, *row->counter);
        out.field(field::kDelta, row->delta)
            .field(field::kPerS, perSecond(*row->delta))
            .field(field::kLimit, alarm.limit)
            .field(field::kThreshold, alarm.threshold)
            .field(field::kSeverity, alarm.rule->severity)
            .field(field::kRuleCounter, alarm.rule->counter)
            .field(field::kRuleOrigin, alarm.rule->origin)
            .endObject();
    }
    out.endArray().key(field::kNotes).beginArray();
    for (const auto& note : notes)
        out.value(note);
    out.endArray().endObject();
    std::cout << out.str() << '\n' << std::flush;
}

} // namespace

int runCounters(std::span<char* const> args)
{
    if (showHelpIfAsked(args, kUsage))
        return 0;
    Options options;
    Thresholds thresholds;
    try {
        options = parseOptions(args);
        if (!options.thresholdsFile.empty())
            thresholds.load(options.thresholdsFile);
    } catch (const UsageError& error) {
        printUsageError("counters", error.what());
        return 2;
    } catch (const std::exception& error) {
        std::cerr << "fabric-agent: " << error.what() << '\n';
        return 2;
    }

    const HostFs sysfs(options.sysfsRoot);
    const auto snapshot = [&] { return collectCounters(sysfs, options.ethtool, options.interfaces); };
    if (options.action == "thresholds") {
        JsonWriter out(true);
        thresholds.write(out);
        std::cout << out.str() << '\n';
    } else if (options.action == "snapshot") {
        JsonWriter out;
        writeSnapshot(out, snapshot());
        std::cout << out.str() << '\n';
    } else if (options.action == "delta") {
        const CounterSnapshot before = readSnapshotFile(options.before);
        const CounterSnapshot after = options.after.empty() ? snapshot() : readSnapshotFile(options.after);
        writeDelta(before, after, thresholds, options.phase);
    } else {
        CounterSnapshot previous = snapshot();
        JsonWriter out;
        writeSnapshot(out, previous);
        std::cout << out.str() << '\n' << std::flush;
        for (long i = 0; i < options.count; ++i) {
            std::this_thread::sleep_for(std::chrono::duration<double>(options.intervalSeconds));
            CounterSnapshot current = snapshot();
            writeDelta(previous, current, thresholds, options.phase);
            previous = std::move(current);
        }
    }
    return std::cout ? 0 : 1;
}

} // namespace fw::agent
