// SPDX-License-Identifier: Apache-2.0
#include "counters/countersnapshot.h"

#include "base/protocol.h"
#include "common/clock.h"
#include "common/hostfs.h"
#include "common/jsonreader.h"
#include "common/jsonwriter.h"
#include "common/process.h"

#include <algorithm>
#include <regex>
#include <stdexcept>
#include <unistd.h>

namespace fw::agent {

namespace field = base::protocol::field;

namespace {

bool wanted(const std::vector<std::string>& interfaces, std::string_view name)
{
    return interfaces.empty() || std::find(interfaces.begin(), interfaces.end(), name) != interfaces.end();
}

std::string ibUnit(std::string_view name)
{
    if (name == "port_xmit_data" || name == "port_rcv_data")
        return "bytes";
    if (name.ends_with("_packets"))
        return "packets";
    if (name == "port_xmit_wait")
        return "ticks";
    return "count";
}

std::string netdevUnit(std::string_view name)
{
    if (name.ends_with("_bytes"))
        return "bytes";
    if (name.ends_with("_packets"))
        return "packets";
    return "count";
}

// Every regular file in `relative` that holds one integer, sorted by name.
std::vector<std::pair<std::string, std::int64_t>> integerFiles(const HostFs& sysfs, const std::string& relative,
                                                               const std::filesystem::path& root)
{
    std::vector<std::pair<std::string, std::int64_t>> values;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(root / relative, ec)) {
        const std::string name = entry.path().filename().string();
        if (const auto value = sysfs.readInteger(relative + "/" + name))
            values.emplace_back(name, *value);
    }
    std::sort(values.begin(), values.end());
    return values;
}

void collectRdma(const HostFs& sysfs, const std::filesystem::path& root, CounterSnapshot& snapshot)
{
    for (const auto& device : sysfs.subdirectories("class/infiniband")) {
        const std::string ports = "class/infiniband/" + device + "/ports";
        for (const auto& portName : sysfs.subdirectories(ports)) {
            const auto port = parseInteger(portName);
            if (!port)
                continue;
            const std::string base = ports + "/" + portName;
            for (const auto& [name, value] : integerFiles(sysfs, base + "/counters", root)) {
                // The IBTA data counters count 4-byte words; the protocol reports bytes.
                const bool words = name == "port_xmit_data" || name == "port_rcv_data";
                snapshot.counters.push_back(
                    {"ib_port", device, static_cast<int>(*port), name, ibUnit(name), words ? value * 4 : value});
            }
            for (const auto& [name, value] : integerFiles(sysfs, base + "/hw_counters", root))
                snapshot.counters.push_back({"rdma_hw", device, static_cast<int>(*port), name, "count", value});
        }
    }
}

void collectNetdev(const HostFs& sysfs, const std::filesystem::path& root, const EthtoolSource& ethtool,
                   const std::vector<std::string>& interfaces, CounterSnapshot& snapshot)
{
    bool ethtoolMissing = false;
    for (const auto& interface : sysfs.subdirectories("class/net")) {
        if (interface == "lo" || !wanted(interfaces, interface))
            continue;
        for (const auto& [name, value] : integerFiles(sysfs, "class/net/" + interface + "/statistics", root))
            snapshot.counters.push_back({"netdev", interface, std::nullopt, name, netdevUnit(name), value});

        std::string text;
        if (!ethtool.directory.empty()) {
            text = HostFs(ethtool.directory).read(interface).value_or("");
        } else if (!ethtoolMissing) {
            const CommandResult result = runCommand({ethtool.command, "-S", interface});
            if (result.exitCode == 127 || result.exitCode == -1) {
                // One note for the host, not one per interface.
                ethtoolMissing = true;
                snapshot.notes.push_back("'" + ethtool.command + "' could not be run (" +
                                         std::string(trimmed(result.output)) +
                                         "): per-priority PFC/pause counters are not included");
            } else if (result.exitCode == 0) {
                text = result.output;
            }
        }
        for (auto& counter : parseEthtoolStats(interface, text))
            snapshot.counters.push_back(std::move(counter));
    }
    for (const auto& interface : interfaces)
        if (!sysfs.isDirectory("class/net/" + interface))
            snapshot.notes.push_back("interface '" + interface + "' does not exist on this host");
}

} // namespace

std::vector<Counter> parseEthtoolStats(std::string_view device, std::string_view text)
{
    static const std::regex kWanted(
        R"((rx|tx)_prio[0-7]_(pause|pause_duration|pause_transition)|(rx|tx)_pause_ctrl_phy|(rx|tx)_discards_phy)");
    std::vector<Counter> counters;
    while (!text.empty()) {
        const auto newline = text.find('\n');
        const std::string_view line = text.substr(0, newline);
        text.remove_prefix(newline == std::string_view::npos ? text.size() : newline + 1);
        const auto colon = line.find(':');
        if (colon == std::string_view::npos)
            continue;
        const std::string name(trimmed(line.substr(0, colon)));
        const auto value = parseInteger(trimmed(line.substr(colon + 1)));
        if (!value || !std::regex_match(name, kWanted))
            continue;
        counters.push_back(
            {"ethtool", std::string(device), std::nullopt, name, name.ends_with("_duration") ? "us" : "count", *value});
    }
    return counters;
}

CounterSnapshot collectCounters(const HostFs& sysfs, const EthtoolSource& ethtool,
                                const std::vector<std::string>& interfaces)
{
    CounterSnapshot snapshot;
    snapshot.timeMs = nowMs();
    const std::filesystem::path root = sysfs.root();
    collectRdma(sysfs, root, snapshot);
    collectNetdev(sysfs, root, ethtool, interfaces, snapshot);
    if (!sysfs.isDirectory("class/infiniband"))
        snapshot.notes.push_back("no RDMA devices (no class/infiniband in sysfs): InfiniBand and RoCE counters "
                                 "are not included");
    return snapshot;
}

void writeSnapshot(JsonWriter& out, const CounterSnapshot& snapshot)
{
    char hostname[256] = {};
    ::gethostname(hostname, sizeof hostname - 1);
    out.beginObject()
        .field(field::kVersion, base::protocol::kSchemaVersion)
        .field(field::kType, base::protocol::event::kCounters)
        .field(field::kHost, std::string_view(hostname))
        .field(field::kTime, isoUtc(snapshot.timeMs))
        .field(field::kTimeMs, snapshot.timeMs);
    out.key(field::kCounters).beginArray();
    for (const auto& counter : snapshot.counters)
        out.beginObject()
            .field(field::kSource, counter.source)
            .field(field::kDevice, counter.device)
            .field(field::kPort, counter.port)
            .field(field::kName, counter.name)
            .field(field::kUnit, counter.unit)
            .field(field::kValue, counter.value)
            .endObject();
    out.endArray().key(field::kNotes).beginArray();
    for (const auto& note : snapshot.notes)
        out.value(note);
    out.endArray().endObject();
}

CounterSnapshot snapshotFromJson(const JsonValue& event)
{
    const auto* type = event.find("type") ? event.find("type")->asString() : nullptr;
    if (!type || *type != base::protocol::event::kCounters)
        throw std::runtime_error("not a \"counters\" event (field \"type\")");
    CounterSnapshot snapshot;
    const auto time = event.find("time_ms") ? event.find("time_ms")->asInteger() : std::nullopt;
    if (!time)
        throw std::runtime_error("field \"time_ms\": expected an integer");
    snapshot.timeMs = *time;
    const auto* counters = event.find("counters") ? event.find("counters")->asArray() : nullptr;
    if (!counters)
        throw std::runtime_error("field \"counters\": expected an array");
    for (std::size_t i = 0; i < counters->size(); ++i) {
        const JsonValue& entry = (*counters)[i];
        const auto text = [&](const char* key) {
            const auto* s = entry.find(key) ? entry.find(key)->asString() : nullptr;
            if (!s)
                throw std::runtime_error("counters[" + std::to_string(i) + "]." + key + ": expected a string");
            return *s;
        };
        const auto value = entry.find("value") ? entry.find("value")->asInteger() : std::nullopt;
        if (!value)
            throw std::runtime_error("counters[" + std::to_string(i) + "].value: expected an integer");
        std::optional<int> port;
        if (const JsonValue* p = entry.find("port"); p && !p->isNull()) {
            if (!p->asInteger())
                throw std::runtime_error("counters[" + std::to_string(i) + "].port: expected an integer or null");
            port = static_cast<int>(*p->asInteger());
        }
        snapshot.counters.push_back({text("source"), text("device"), port, text("name"), text("unit"), *value});
    }
    return snapshot;
}

} // namespace fw::agent
