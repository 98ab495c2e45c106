// SPDX-License-Identifier: Apache-2.0
#include "fault/faultcommand.h"

#include "base/protocol.h"
#include "common/agentstream.h"
#include "common/clock.h"
#include "common/hostfs.h"
#include "common/interrupt.h"
#include "common/jsonwriter.h"
#include "common/process.h"
#include "common/usage.h"
#include "fault/faultjournal.h"
#include "fault/faultkinds.h"
#include "fault/faultoptions.h"
#include "fault/privilegeprobe.h"
#include "fault/watchdog.h"

#include <algorithm>
#include <chrono>
#include <iostream>
#include <regex>
#include <stdexcept>
#include <string>
#include <string_view>
#include <sys/random.h>
#include <thread>
#include <vector>

namespace fw::agent {

namespace field = base::protocol::field;

namespace {

constexpr std::string_view kUsage = R"(Usage: fabric-agent fault apply --kind KIND --ttl S [options]
       fabric-agent fault renew [--id ID] [--state-dir DIR]
       fabric-agent fault revert --id ID [--state-dir DIR]
       fabric-agent fault revert-all [--state-dir DIR]
       fabric-agent fault list [--state-dir DIR]
       fabric-agent fault check-access [--kind KIND ...] [--path FILE ...]

Injects a reversible network fault and writes JSON Lines (docs/agent-protocol.md). Before the fault is applied,
its revert is journalled in the state directory and armed in a detached watchdog process that outlives this
agent and its SSH session: it reverts when the time-to-live ends or the lease is not renewed. `revert-all`
reverts whatever the journal still lists, e.g. after a crash. docs/faults.md describes the safety model.
`check-access` says which kinds this user can run (see 'fault check-access --help'). A user who is not root
runs a kind's tool (ip, tc, ibportstate, ethtool) through 'sudo -n' when it lacks the capability and sudo
allows that tool without a password; the dry run's commands show it.

Kinds:
  link-down       ip link set dev IF down (revert: up)
  link-degraded   tc tbf rate limit as IF's root qdisc (revert: delete exactly that qdisc). qdiscs shape only
                  traffic through the kernel network stack: hardware RoCE/InfiniBand traffic is NOT affected.
  storage-burst   a detached writer creates FILE (never an existing one) and writes SIZE bytes to it with
                  fsync, as a checkpoint burst would (revert: rm -f FILE; the writer stops when its file is
                  removed, or at the TTL)
  background-load a detached sender sends UDP datagrams out of IF to PEER:PORT at RATE for the TTL, standing
                  in for other traffic (inference) on the same link (revert: stop that sender, identified by
                  the pid and start time in the journal; it also stops on its own at the TTL)
  node-remove     SIGKILL every fabric-agent process in this network namespace whose command line contains
                  TEXT (not 'fabric-agent fault' itself), as a node lost mid-run. This cannot be undone: the
                  journal records it for the TTL and the revert does nothing. With --after S a detached killer
                  does it S seconds later (or as soon as a match appears after that); with --after-sizes N, once
                  a matching bench run has measured N sizes on this host. Either way a job started after the
                  apply loses the node mid-run; a revert before then cancels the kill
  ib-port-disable ibportstate -C DEV -P PORT LID PORT disable on an InfiniBand port, the LID read from sysfs
                  (revert: enable)
  ib-port-degrade ibportstate ... width W or speed S, then reset, so the link trains at the lower width or speed
                  (revert: the width or speed sysfs showed before, then reset)
  roce-link-down  ip link set dev NETDEV down on the netdev behind a RoCE port, found through
                  ports/*/gid_attrs/ndevs (revert: up)
  roce-speed-degrade
                  ethtool -s NETDEV speed S autoneg off on that netdev (revert: autoneg on, or the speed ethtool
                  showed before when auto-negotiation was off)
                  The four RDMA kinds have NOT yet run on InfiniBand or RoCE hardware.

Options of apply:
  --kind KIND              one of the kinds above
  --interface IF           the network interface (link kinds, background-load); the RDMA kinds: the netdev
                           on the port (RoCE netdev or IPoIB interface), instead of --rdma-device
  --ttl S                  revert after S seconds at the latest (1..86400)
  --lease S                also revert when no 'fault renew' came for S seconds (default: no lease)
  --rate RATE              link-degraded: tc rate, e.g. 100mbit (required); background-load: the sending
                           rate, same units (required)
  --peer ADDR              background-load: numeric IPv4 or IPv6 address to send to (required)
  --port N                 background-load: UDP port on the peer (default 9, discard); the RDMA kinds: the
                           HCA port (default: the device's only port)
  --rdma-device DEV        the RDMA kinds: the device (e.g. mlx5_0), as in /sys/class/infiniband
  --width W                ib-port-degrade: 1x, 4x, 8x or 12x
  --speed S                ib-port-degrade: SDR, DDR or QDR; roce-speed-degrade: Mb/s, e.g. 25000
  --sysfs-root DIR         read sysfs below DIR instead of /sys (the RDMA mapping, link flags, bond masters)
  --ethtool-cmd PROGRAM    roce-speed-degrade: run PROGRAM instead of ethtool, to read the link and change it
  --match TEXT             node-remove: text the command line of the agent processes to kill contains
  --after S                node-remove: kill S seconds after the apply instead of at once (less than --ttl)
  --after-sizes N          node-remove: kill once a matching bench run has finished N sizes on this host, so the
                           run's own progress, not a clock, decides when it is struck
  --burst SIZE             link-degraded: tc burst (default 32kbit)
  --latency TIME           link-degraded: tc latency (default 50ms)
  --path FILE              storage-burst: absolute path of the file to write (must not exist)
  --bytes SIZE             storage-burst: bytes to write, K/M/G suffixes (at most 90% of the free space)
  --allow-ssh-interface    allow the interface that carries this SSH session (see SSH_CONNECTION)
  --dry-run                print the commands (a "fault_plan" event) and change nothing
  --hold                   stay in the foreground renewing the lease until the fault is reverted; SIGTERM,
                           SIGINT or SIGHUP revert it now
Common options:
  --state-dir DIR          journal directory (default /run/fabric-agent/faults; for a user who is not root
                           $XDG_RUNTIME_DIR/fabric-agent/faults, else ~/.fabric-agent/faults)
  --id ID                  one fault (renew: default all)
  -h, --help               Show this help
)";

long parseSeconds(const std::string& option, const std::string& value)
{
    static const std::regex kNumber("[0-9]{1,5}");
    if (!std::regex_match(value, kNumber) || std::stol(value) < 1 || std::stol(value) > 86400)
        throw UsageError("fault: " + option + " needs whole seconds from 1 to 86400, not '" + value + "'");
    return std::stol(value);
}

FaultOptions parseOptions(std::span<char* const> args)
{
    FaultOptions options;
    if (args.empty())
        throw UsageError("fault: missing action (apply, renew, revert, revert-all, list, check-access)");
    options.action = args[0];
    options.stateDir = defaultStateDir();
    static const std::vector<std::string> kActions = {"apply",     "renew",     "revert",          "revert-all",
                                                      "list",      "watchdog",  "storage-writer",  "load-sender",
                                                      "load-stop", "node-kill", "node-kill-cancel"};
    if (std::find(kActions.begin(), kActions.end(), options.action) == kActions.end())
        throw UsageError("fault: unknown action '" + options.action + "'");
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string arg = args[i];
        if (arg == "--allow-ssh-interface") {
            options.allowSshInterface = true;
            continue;
        }
        if (arg == "--dry-run") {
            options.dryRun = true;
            continue;
        }
        if (arg == "--hold") {
            options.hold = true;
            continue;
        }
        if (i + 1 == args.size())
            throw UsageError("fault: option '" + arg + "' needs a value, or is unknown");
        const std::string value = args[++i];
        if (arg == "--kind")
            options.kind = value;
        else if (arg == "--interface")
            options.interface = value;
        else if (arg == "--ttl")
            options.ttlSeconds = parseSeconds(arg, value);
        else if (arg == "--lease")
            options.leaseSeconds = parseSeconds(arg, value);
        else if (arg == "--rate")
            options.rate = value;
        else if (arg == "--burst")
            options.burst = value;
        else if (arg == "--latency")
            options.latency = value;
        else if (arg == "--state-dir")
            options.stateDir = value;
        else if (arg == "--path")
            options.path = value;
        else if (arg == "--peer")
            options.peer = value;
        else if (arg == "--port") {
            if (!std::regex_match(value, std::regex("[0-9]{1,5}")) || std::stoi(value) < 1 || std::stoi(value) > 65535)
                throw UsageError("fault: --port needs a UDP port from 1 to 65535, not '" + value + "'");
            options.port = std::stoi(value);
            options.portGiven = true;
        } else if (arg == "--rdma-device")
            options.rdmaDevice = value;
        else if (arg == "--speed")
            options.speed = value;
        else if (arg == "--width")
            options.width = value;
        else if (arg == "--sysfs-root")
            options.sysfsRoot = value;
        else if (arg == "--ethtool-cmd")
            options.ethtoolCommand = value;
        else if (arg == "--match")
            options.match = value;
        else if (arg == "--after")
            options.afterSeconds = parseSeconds(arg, value);
        else if (arg == "--after-sizes") {
            if (!std::regex_match(value, std::regex("[0-9]{1,4}")) || std::stol(value) < 1)
                throw UsageError("fault: --after-sizes needs a number of sizes from 1 to 9999, not '" + value + "'");
            options.afterSizes = std::stol(value);
        } else if (arg == "--bytes") {
            const auto bytes = parseByteSize(value);
            if (!bytes || *bytes == 0)
                throw UsageError("fault: --bytes needs a size such as 64M, not '" + value + "'");
            options.bytes = *bytes;
        } else if (arg == "--id")
            options.id = value;
        else
            throw UsageError("fault: unknown option '" + arg + "'");
    }
    // The id names files in the state directory, so it must never carry a path.
    if (!options.id.empty() && !std::regex_match(options.id, std::regex("[0-9a-f]{16}")))
        throw UsageError("fault: --id '" + options.id + "' is not a fault id (16 hex digits)");
    if ((options.action == "revert" || options.action == "watchdog") && options.id.empty())
        throw UsageError("fault " + options.action + ": --id is required");
    // `apply` works on the kind it names; a helper action on the kind it belongs to. The others need no kind.
    const bool apply = options.action == "apply";
    options.faultKind = apply ? findFaultKind(options.kind) : faultKindOfAction(options.action);
    if (!options.faultKind && apply)
        throw UsageError("fault apply: --kind must be link-down, link-degraded, storage-burst, background-load, "
                         "node-remove, ib-port-disable, ib-port-degrade, roce-link-down or roce-speed-degrade, not '" +
                         options.kind + "'");
    if (options.faultKind)
        checkFaultOptions(*options.faultKind, options);
    return options;
}

void printEvent(const JsonWriter& out)
{
    std::cout << out.str() << '\n' << std::flush;
}

void writeCommandList(JsonWriter& out, std::string_view name, const std::vector<Command>& commands)
{
    out.key(name).beginArray();
    for (const auto& command : commands)
        out.value(commandLine(command));
    out.endArray();
}

std::string newId()
{
    unsigned char bytes[8] = {};
    if (::getrandom(bytes, sizeof bytes, 0) != sizeof bytes)
        throw std::runtime_error("cannot make a fault id: getrandom failed");
    std::string id;
    for (const unsigned char byte : bytes) {
        constexpr char kHex[] = "0123456789abcdef";
        id += kHex[byte >> 4];
        id += kHex[byte & 15];
    }
    return id;
}

// `apply --hold`: renews the lease until the fault is reverted; SIGTERM, SIGINT or SIGHUP revert it now.
int holdFault(const FaultJournal& journal, const FaultRecord& record, const FaultKind& kind)
{
    installInterruptHandlers();
    const auto renewEvery = std::chrono::milliseconds(record.leaseSeconds > 0 ? record.leaseSeconds * 1000 / 3 : 1000);
    auto nextRenew = std::chrono::steady_clock::now() + renewEvery;
    // A delayed node-remove's killer logs what it killed when it is done; passed on once.
    bool firedShown = !kind.helperFires || record.helperPid <= 0;
    while (true) {
        if (!firedShown &&
            (!processAlive(record.helperPid) || processStartTime(record.helperPid) != record.helperStart)) {
            firedShown = true;
            if (const std::string line = journal.loggedEvent(record.id);
                line.find("\"fault_fired\"") != std::string::npos)
                std::cout << line << '\n' << std::flush;
        }
        if (interruptSignal()) {
            const std::string line = revertFault(journal, record.id, "cancelled");
            std::cout << (line.empty() ? journal.loggedEvent(record.id) : line) << '\n' << std::flush;
            return 0;
        }
        if (!journal.isActive(record.id)) {
            std::cout << journal.loggedEvent(record.id) << '\n' << std::flush;
            return 0;
        }
        if (record.leaseSeconds > 0 && std::chrono::steady_clock::now() >= nextRenew) {
            // Each renewal is announced first: when whoever started the hold is gone (the SSH connection died),
            // the write raises SIGPIPE and ends this process before it renews, so the watchdog reverts at the
            // lease's end instead of at the TTL.
            const std::int64_t expires = nowMs() + record.leaseSeconds * 1000;
            JsonWriter out = beginEvent(base::protocol::event::kFaultRenewed);
            out.field(field::kId, record.id)
                .field("lease_expires", isoUtc(expires))
                .field(field::kDeadline, isoUtc(record.deadlineMs))
                .endObject();
            printEvent(out);
            journal.writeLease(record.id, expires);
            nextRenew += renewEvery;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
}

// Runs the plan's apply commands under the journal's lock, after the safety checks and with the watchdog armed;
// returns their output.
std::string applyJournalled(const FaultJournal& journal, const FaultOptions& options, const FaultKind& kind,
                            FaultRecord& record)
{
    const FaultJournal::Lock lock(journal);
    checkFaultSafety(kind, options, journal);
    record.id = newId();
    record.createdMs = nowMs();
    record.deadlineMs = record.createdMs + options.ttlSeconds * 1000;
    // Journal, lease and watchdog first: from here on the fault can be undone without us.
    journal.write(record);
    if (record.leaseSeconds > 0)
        journal.writeLease(record.id, record.createdMs + record.leaseSeconds * 1000);
    try {
        record.watchdogPid = startWatchdog(journal, record.id);
    } catch (const std::exception&) {
        journal.remove(record.id);
        throw;
    }
    journal.write(record);
    std::string applyOutput;
    for (const auto& command : record.apply) {
        const CommandResult result = runCommand(command);
        applyOutput += result.output;
        if (result.exitCode != 0) {
            // Whatever part took effect must not outlive this failure; the watchdog exits once the journal
            // entry is gone.
            const std::string failure = "'" + commandLine(command) + "' failed (exit " +
                                        std::to_string(result.exitCode) + "): " + std::string(trimmed(result.output));
            for (const auto& revert : record.revert)
                runCommand(revert);
            journal.remove(record.id);
            throw std::runtime_error(failure + "; the fault was not applied");
        }
    }
    // A helper left running (a sender, a delayed killer) is journalled before anyone can ask for the revert,
    // which needs it to find the helper.
    std::smatch helper;
    if (std::regex_search(applyOutput, helper, std::regex("(?:sender|killer) pid ([0-9]+) start ([0-9]+)"))) {
        record.helperPid = std::stol(helper[1].str());
        record.helperStart = std::stoll(helper[2].str());
        journal.write(record);
    }
    return applyOutput;
}

int applyFault(const FaultOptions& options, const FaultKind& kind)
{
    const FaultJournal journal(options.stateDir);
    FaultRecord record;
    record.kind = kind.name;
    record.interface = options.interface;
    record.netns = currentNetns();
    record.leaseSeconds = options.leaseSeconds;
    kind.buildPlan(options, record);
    // A dry run shows the commands as they would run (through sudo -n where they would) and says when they cannot.
    const base::privileges::Access access = runWithPrivileges(kind, record, !options.dryRun);
    const std::string_view accessName = base::privileges::accessName(access);

    if (options.dryRun) {
        checkFaultSafety(kind, options, journal);
        JsonWriter out = beginEvent(base::protocol::event::kFaultPlan);
        out.field(field::kKind, record.kind)
            .field(field::kInterface, record.interface)
            .field(field::kTtlS, options.ttlSeconds)
            .field(field::kLeaseS, options.leaseSeconds);
        if (kind.writeFields)
            kind.writeFields(out, options);
        if (kind.writePlanned)
            kind.writePlanned(out, options);
        writeCommandList(out, "commands", record.apply);
        writeCommandList(out, "revert_commands", record.revert);
        out.field(field::kAccess, accessName);
        out.field(field::kReach, faultReach(kind, options)).field(field::kNote, faultNote(kind, options)).endObject();
        printEvent(out);
        return 0;
    }

    // The kind's own fields, the reach and the note describe the target as it is before the fault: the apply changes it
    // (an InfiniBand port's rate, and its LID once it is disabled). A failed apply throws and the event is dropped.
    JsonWriter out = beginEvent(base::protocol::event::kFaultApplied);
    out.field(field::kKind, record.kind).field(field::kInterface, record.interface);
    if (kind.writeFields)
        kind.writeFields(out, options);
    const std::string_view reach = faultReach(kind, options);
    const std::string_view note = faultNote(kind, options);
    journal.ensureDirectory();
    const std::string applyOutput = applyJournalled(journal, options, kind, record);
    out.field(field::kId, record.id)
        .field(field::kTtlS, options.ttlSeconds)
        .field(field::kLeaseS, options.leaseSeconds)
        .field(field::kDeadline, isoUtc(record.deadlineMs))
        .field(field::kDeadlineMs, record.deadlineMs)
        .field("watchdog_pid", record.watchdogPid)
        .field("state_dir", journal.directory().string());
    if (kind.writeApplied)
        kind.writeApplied(out, options, record, applyOutput);
    writeCommandList(out, "commands", record.apply);
    writeCommandList(out, "revert_commands", record.revert);
    out.field(field::kAccess, accessName).field(field::kReach, reach).field(field::kNote, note).endObject();
    printEvent(out);
    return options.hold ? holdFault(journal, record, kind) : 0;
}

int renewFaults(const FaultOptions& options)
{
    const FaultJournal journal(options.stateDir);
    const std::vector<std::string> ids = options.id.empty() ? journal.activeIds() : std::vector{options.id};
    for (const auto& id : ids) {
        const FaultJournal::Lock lock(journal);
        const auto record = journal.read(id);
        if (!record)
            throw Refused("fault " + id + " is not active (already reverted, or unknown)");
        const std::int64_t expires = record->leaseSeconds > 0 ? nowMs() + record->leaseSeconds * 1000 : 0;
        if (expires > 0)
            journal.writeLease(id, expires);
        JsonWriter out = beginEvent(base::protocol::event::kFaultRenewed);
        out.field(field::kId, id).key("lease_expires");
        expires > 0 ? out.value(isoUtc(expires)) : out.null();
        out.field(field::kDeadline, isoUtc(record->deadlineMs)).endObject();
        printEvent(out);
    }
    return 0;
}

int listFaults(const FaultOptions& options)
{
    const FaultJournal journal(options.stateDir);
    JsonWriter out = beginEvent(base::protocol::event::kFaults);
    out.key("faults").beginArray();
    for (const auto& id : journal.activeIds())
        if (const auto record = journal.read(id)) {
            out.beginObject()
                .field(field::kId, id)
                .field(field::kKind, record->kind)
                .field(field::kInterface, record->interface)
                .field("netns", record->netns)
                .field(field::kDeadline, isoUtc(record->deadlineMs))
                .field(field::kLeaseS, record->leaseSeconds)
                .field("watchdog_pid", record->watchdogPid);
            if (record->helperPid > 0)
                out.field("helper_pid", static_cast<std::int64_t>(record->helperPid));
            writeCommandList(out, "revert_commands", record->revert);
            out.endObject();
        }
    out.endArray().endObject();
    printEvent(out);
    return 0;
}

int revertFaults(const FaultOptions& options)
{
    const FaultJournal journal(options.stateDir);
    const std::vector<std::string> ids = options.id.empty() ? journal.activeIds() : std::vector{options.id};
    if (!options.id.empty() && !journal.read(options.id))
        throw Refused("fault " + options.id + " is not active (already reverted, or unknown)");
    for (const auto& id : ids) {
        const std::string line = revertFault(journal, id, options.id.empty() ? "revert-all" : "requested");
        if (!line.empty())
            std::cout << line << '\n' << std::flush;
    }
    return 0;
}

int runAction(const FaultOptions& options)
{
    if (options.action == "watchdog")
        return runWatchdog(options.stateDir, options.id);
    if (options.action == "apply")
        return applyFault(options, *options.faultKind);
    if (const FaultKind* kind = options.faultKind)
        return (options.action == kind->helper.name ? kind->helper : kind->stopHelper).run(options);
    if (options.action == "renew")
        return renewFaults(options);
    if (options.action == "list")
        return listFaults(options);
    return revertFaults(options);
}

} // namespace

int runFault(std::span<char* const> args)
{
    if (!args.empty() && std::string_view(args[0]) == "check-access")
        return runCheckAccess(args);
    if (showHelpIfAsked(args, kUsage))
        return 0;
    FaultOptions options;
    try {
        options = parseOptions(args);
    } catch (const UsageError& error) {
        printUsageError("fault", error.what());
        return 2;
    }
    try {
        return runAction(options);
    } catch (const std::exception& error) {
        JsonWriter out = beginEvent(base::protocol::event::kError);
        out.field(field::kMessage, error.what()).endObject();
        printEvent(out);
        std::cerr << "fabric-agent: fault " << options.action << ": " << error.what() << '\n';
        return 1;
    }
}

} // namespace fw::agent
