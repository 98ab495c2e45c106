#include "fault/faultcommand.h"

#include "base/protocol.h"
#include "common/agentstream.h"
#include "common/clock.h"
#include "common/hostfs.h"
#include "common/interrupt.h"
#include "common/jsonwriter.h"
#include "common/process.h"
#include "common/progressmark.h"
#include "common/usage.h"
#include "fault/faultjournal.h"

#include <algorithm>
#include <arpa/inet.h>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <functional>
#include <ifaddrs.h>
#include <iostream>
#include <net/if.h>
#include <netinet/in.h>
#include <optional>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <sys/random.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace fw::agent {

namespace {

constexpr std::string_view kUsage = R"(Usage: fabric-agent fault apply --kind KIND --ttl S [options]
       fabric-agent fault renew [--id ID] [--state-dir DIR]
       fabric-agent fault revert --id ID [--state-dir DIR]
       fabric-agent fault revert-all [--state-dir DIR]
       fabric-agent fault list [--state-dir DIR]

Injects a reversible network fault and writes JSON Lines (docs/agent-protocol.md). Before the fault is applied,
its revert is journalled in the state directory and armed in a detached watchdog process that outlives this
agent and its SSH session: it reverts when the time-to-live ends or the lease is not renewed. `revert-all`
reverts whatever the journal still lists, e.g. after a crash. docs/faults.md describes the safety model.

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

Options of apply:
  --kind KIND              link-down, link-degraded, storage-burst, background-load or node-remove
  --interface IF           the network interface (link kinds, background-load)
  --ttl S                  revert after S seconds at the latest (1..86400)
  --lease S                also revert when no 'fault renew' came for S seconds (default: no lease)
  --rate RATE              link-degraded: tc rate, e.g. 100mbit (required); background-load: the sending
                           rate, same units (required)
  --peer ADDR              background-load: numeric IPv4 or IPv6 address to send to (required)
  --port N                 background-load: UDP port on the peer (default 9, discard)
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
  --state-dir DIR          journal directory (default /run/fabric-agent/faults)
  --id ID                  one fault (renew: default all)
  -h, --help               Show this help
)";

constexpr const char* kDefaultStateDir = "/run/fabric-agent/faults";
// Our tbf's handle: the revert deletes the root qdisc only if it still carries it, so a qdisc someone put there
// after us is never removed.
constexpr const char* kQdiscHandle = "fa17:";
constexpr std::string_view kQdiscNote =
    "tc qdiscs shape only traffic that passes through the kernel network stack on this interface (TCP/IP, MPI "
    "over TCP, IPoIB). Hardware RoCE and InfiniBand verbs traffic bypasses qdiscs and is NOT degraded by this "
    "fault; degrade such a link at the switch port, or take it down.";
constexpr std::string_view kStorageBurstNote =
    "The burst goes through the page cache and fsync of the filesystem holding the file: on a shared filesystem "
    "it loads the servers every host uses, on a local disk only this host. It reaches storage, not the network, "
    "unless that filesystem is reached over the fabric.";
constexpr std::string_view kBackgroundLoadNote =
    "The load is UDP through the kernel network stack of this host, out of this interface only: it competes "
    "with TCP/IP and MPI-over-TCP traffic on the link and in the switch, but it is not RDMA traffic, so on a "
    "RoCE or InfiniBand fabric it loads the link without using the HCA's queues the way RDMA jobs do. The "
    "peer receives and discards it (or answers with ICMP port unreachable).";
constexpr std::string_view kNodeRemoveNote =
    "Node removal kills the matching fabric-agent processes on this host with SIGKILL, as a node lost mid-run "
    "(the launcher and the other ranks see the loss). A kill that happened cannot be reverted: the processes are "
    "gone, and the revert only ends the journal entry (a revert before a delayed kill cancels it). It does not "
    "touch the network, other programs, or processes in other "
    "network namespaces.";
constexpr std::string_view kLinkDownNote =
    "Link down stops all traffic on this interface, RDMA on the port included; on bonded or multi-rail hosts "
    "traffic may fail over to other links instead of failing.";

class Refused : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

struct Options
{
    std::string action;
    std::string kind;
    std::string interface;
    long ttlSeconds = 0;
    long leaseSeconds = 0;
    std::string rate;
    std::string burst = "32kbit";
    std::string latency = "50ms";
    std::string path;
    std::uint64_t bytes = 0;
    std::string peer;
    int port = 9;
    std::string match;
    long afterSeconds = 0; // node-remove: 0 kills at once
    long afterSizes = 0;   // node-remove: 0 does not wait for the run's progress (progressmark.h)

    // A node-remove that waits (for a time, for a run's progress, or both) instead of killing at once.
    bool delayed() const { return afterSeconds > 0 || afterSizes > 0; }
    bool allowSshInterface = false;
    bool dryRun = false;
    bool hold = false;
    std::string stateDir = kDefaultStateDir;
    std::string id;
};

// A tc rate ("100mbit", "1.5gbit", "64kbps") in bits per second, with tc's units: bit = bits/s, bps = bytes/s,
// k/m/g/t = 10^3/10^6/10^9/10^12. 0 when it is not one.
double rateBitsPerSecond(const std::string& rate)
{
    std::smatch parts;
    static const std::regex kRate("([0-9]+(?:\\.[0-9]+)?)([kmgt]?)(bit|bps)");
    if (!std::regex_match(rate, parts, kRate))
        return 0;
    const std::string prefix = parts[2].str();
    const double scale = prefix == "k" ? 1e3 : prefix == "m" ? 1e6 : prefix == "g" ? 1e9 : prefix == "t" ? 1e12 : 1.0;
    const double value = std::stod(parts[1].str()) * scale;
    return parts[3].str() == "bps" ? value * 8 : value;
}

long parseSeconds(const std::string& option, const std::string& value)
{
    static const std::regex kNumber("[0-9]{1,5}");
    if (!std::regex_match(value, kNumber) || std::stol(value) < 1 || std::stol(value) > 86400)
        throw UsageError("fault: " + option + " needs whole seconds from 1 to 86400, not '" + value + "'");
    return std::stol(value);
}

Options parseOptions(std::span<char* const> args)
{
    Options options;
    if (args.empty())
        throw UsageError("fault: missing action (apply, renew, revert, revert-all, list)");
    options.action = args[0];
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
        } else if (arg == "--match")
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
    if (options.action == "storage-writer" || (options.action == "apply" && options.kind == "storage-burst")) {
        if (options.path.empty() || options.path.front() != '/' || options.path.back() == '/')
            throw UsageError("fault: storage-burst needs --path with an absolute file path, not '" + options.path +
                             "'");
        if (options.bytes == 0)
            throw UsageError("fault: storage-burst needs --bytes SIZE");
        if (options.ttlSeconds == 0)
            throw UsageError("fault: --ttl is required: every fault must end on its own");
        if (!options.interface.empty() || !options.rate.empty())
            throw UsageError("fault: storage-burst takes no --interface or --rate");
        return options;
    }
    if (options.action == "node-kill" || options.action == "node-kill-cancel" ||
        (options.action == "apply" && options.kind == "node-remove")) {
        // Printable text only: it is matched against command lines and shown in the journal.
        if (options.match.size() < 3 || options.match.size() > 200 ||
            !std::all_of(options.match.begin(), options.match.end(), [](char c) { return c >= ' ' && c != 127; }))
            throw UsageError("fault: node-remove needs --match TEXT (3 to 200 printable characters)");
        if ((options.action == "apply" || options.delayed()) && options.ttlSeconds == 0)
            throw UsageError("fault apply: --ttl is required: every fault must end on its own");
        if (options.afterSeconds >= options.ttlSeconds && options.afterSeconds > 0)
            throw UsageError("fault: node-remove's --after must be less than its --ttl, or the kill could come "
                             "after the fault has ended");
        if (!options.interface.empty() || !options.rate.empty() || !options.peer.empty())
            throw UsageError("fault: node-remove takes no --interface, --rate or --peer");
        return options;
    }
    if (options.action == "load-stop") {
        if (!std::regex_match(options.interface, std::regex("[A-Za-z0-9_.@][A-Za-z0-9_.@-]{0,14}")))
            throw UsageError("fault load-stop: --interface '" + options.interface + "' is not an interface name");
        return options;
    }
    if (options.action != "apply" && options.action != "load-sender")
        return options;
    if (options.action == "load-sender")
        options.kind = "background-load";
    if (options.kind != "link-down" && options.kind != "link-degraded" && options.kind != "background-load")
        throw UsageError("fault apply: --kind must be link-down, link-degraded, storage-burst, background-load or "
                         "node-remove, not '" +
                         options.kind + "'");
    // Linux interface names: at most 15 bytes, no '/', ':' or white space; checked so no argument looks like an
    // option to ip or tc.
    if (!std::regex_match(options.interface, std::regex("[A-Za-z0-9_.@][A-Za-z0-9_.@-]{0,14}")))
        throw UsageError("fault apply: --interface '" + options.interface + "' is not an interface name");
    if (options.ttlSeconds == 0)
        throw UsageError("fault apply: --ttl is required: every fault must end on its own");
    if (options.kind == "link-degraded") {
        if (!std::regex_match(options.rate, std::regex("[0-9]+(\\.[0-9]+)?([kmgt]?(bit|bps))")))
            throw UsageError("fault apply: --rate needs a tc rate such as 100mbit, not '" + options.rate + "'");
        if (!std::regex_match(options.burst, std::regex("[0-9]+([kmg]?(b|bit))?")))
            throw UsageError("fault apply: --burst needs a tc size such as 32kbit, not '" + options.burst + "'");
        if (!std::regex_match(options.latency, std::regex("[0-9]+(us|ms|s)")))
            throw UsageError("fault apply: --latency needs a time such as 50ms, not '" + options.latency + "'");
    } else if (options.kind == "background-load") {
        if (!std::regex_match(options.rate, std::regex("[0-9]+(\\.[0-9]+)?([kmgt]?(bit|bps))")) ||
            rateBitsPerSecond(options.rate) < 8000 || rateBitsPerSecond(options.rate) > 100e9)
            throw UsageError("fault apply: background-load needs --rate from 8kbit to 100gbit, such as 100mbit, not '" +
                             options.rate + "'");
        in6_addr address = {};
        if (::inet_pton(AF_INET, options.peer.c_str(), &address) != 1 &&
            ::inet_pton(AF_INET6, options.peer.c_str(), &address) != 1)
            throw UsageError("fault apply: background-load needs --peer with a numeric IPv4 or IPv6 address, not '" +
                             options.peer + "'");
    } else if (!options.rate.empty()) {
        throw UsageError("fault apply: --rate only applies to link-degraded and background-load");
    }
    if (options.kind != "background-load" && !options.peer.empty())
        throw UsageError("fault apply: --peer only applies to background-load");
    return options;
}

void printEvent(const JsonWriter& out)
{
    std::cout << out.str() << '\n' << std::flush;
}

JsonWriter& beginEvent(JsonWriter& out, std::string_view type)
{
    return out.beginObject().field("v", base::protocol::kSchemaVersion).field("type", type);
}

void writeCommandList(JsonWriter& out, std::string_view name, const std::vector<Command>& commands)
{
    out.key(name).beginArray();
    for (const auto& command : commands)
        out.value(commandLine(command));
    out.endArray();
}

// The interface that owns the local address of this SSH session, or empty when there is none here.
std::string sshInterface()
{
    const char* connection = std::getenv("SSH_CONNECTION");
    if (!connection)
        return {};
    std::istringstream fields(connection);
    std::string clientAddress, clientPort, localAddress;
    fields >> clientAddress >> clientPort >> localAddress;
    ifaddrs* list = nullptr;
    if (::getifaddrs(&list) != 0)
        return {};
    std::string found;
    for (const ifaddrs* entry = list; entry && found.empty(); entry = entry->ifa_next) {
        if (!entry->ifa_addr)
            continue;
        char text[INET6_ADDRSTRLEN] = {};
        const int family = entry->ifa_addr->sa_family;
        const void* address =
            family == AF_INET
                ? static_cast<const void*>(&reinterpret_cast<const sockaddr_in*>(entry->ifa_addr)->sin_addr)
            : family == AF_INET6
                ? static_cast<const void*>(&reinterpret_cast<const sockaddr_in6*>(entry->ifa_addr)->sin6_addr)
                : nullptr;
        if (address && ::inet_ntop(family, address, text, sizeof text) && localAddress == text)
            found = entry->ifa_name;
    }
    ::freeifaddrs(list);
    return found;
}

struct RootQdisc
{
    std::string kind;
    std::string handle;
};

std::optional<RootQdisc> rootQdisc(const std::string& interface)
{
    const CommandResult shown = runCommand({"tc", "qdisc", "show", "dev", interface});
    if (shown.exitCode != 0)
        throw Refused("cannot read the qdiscs of " + interface + " ('tc qdisc show dev " + interface +
                      "' failed: " + std::string(trimmed(shown.output)) + "); refusing to change them blind");
    std::istringstream lines(shown.output);
    std::string line;
    while (std::getline(lines, line)) {
        std::istringstream words(line);
        std::string qdisc, kind, handle, where;
        words >> qdisc >> kind >> handle >> where;
        if (qdisc == "qdisc" && where == "root")
            return RootQdisc{kind, handle};
    }
    return std::nullopt;
}

// The fabric-agent processes of this network namespace, other than `fabric-agent fault ...` (this command, its
// watchdogs and helpers), whose command line contains `text`: what node-remove kills.
std::vector<long> matchingAgents(const std::string& text)
{
    std::vector<long> pids;
    const std::string ownNetns = currentNetns();
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator("/proc", ec)) {
        const std::string name = entry.path().filename().string();
        if (name.empty() || !std::all_of(name.begin(), name.end(), [](char c) { return c >= '0' && c <= '9'; }))
            continue;
        const long pid = std::stol(name);
        if (pid == ::getpid())
            continue;
        std::error_code linkError;
        const auto exe = std::filesystem::read_symlink(entry.path() / "exe", linkError).filename().string();
        const auto netns = std::filesystem::read_symlink(entry.path() / "ns/net", linkError).string();
        if (linkError || !exe.starts_with("fabric-agent") || netns != ownNetns)
            continue;
        const std::vector<std::string> args = processArgs(pid);
        if (args.size() < 2 || args[1] == "fault" || commandLine(args).find(text) == std::string::npos)
            continue;
        if (processAlive(pid))
            pids.push_back(pid);
    }
    std::sort(pids.begin(), pids.end());
    return pids;
}

// The file of a storage burst: the first apply command's --path.
std::string burstPath(const FaultRecord& record)
{
    if (record.kind != "storage-burst" || record.apply.empty())
        return {};
    const Command& command = record.apply.front();
    const auto at = std::find(command.begin(), command.end(), "--path");
    return at != command.end() && at + 1 != command.end() ? *(at + 1) : std::string();
}

void checkBurstSafety(const Options& options, const FaultJournal& journal)
{
    const std::filesystem::path file(options.path);
    std::error_code ec;
    if (!std::filesystem::is_directory(file.parent_path(), ec))
        throw Refused("directory '" + file.parent_path().string() + "' does not exist");
    if (std::filesystem::symlink_status(file, ec).type() != std::filesystem::file_type::not_found)
        throw Refused("'" + options.path + "' already exists: a storage burst only writes a new file of its own");
    for (const auto& id : journal.activeIds())
        if (const auto record = journal.read(id); record && burstPath(*record) == options.path)
            throw Refused("'" + options.path + "' already has an active storage burst (" + id + ")");
    struct statvfs space = {};
    if (::statvfs(file.parent_path().c_str(), &space) != 0)
        throw Refused("cannot read the free space of '" + file.parent_path().string() + "': " + std::strerror(errno));
    const auto available = static_cast<std::uint64_t>(space.f_bavail) * space.f_frsize;
    if (options.bytes > available / 10 * 9)
        throw Refused("a burst of " + std::to_string(options.bytes) + " bytes would take more than 90% of the " +
                      std::to_string(available) + " bytes free in '" + file.parent_path().string() +
                      "': refusing to fill the filesystem");
}

// Everything that makes a fault unsafe or not ours to make; throws Refused with the reason.
void checkSafety(const Options& options, const FaultJournal& journal)
{
    if (options.kind == "storage-burst")
        return checkBurstSafety(options, journal);
    if (options.kind == "node-remove") {
        // A delayed kill is meant for processes that start after the apply.
        if (!options.delayed() && matchingAgents(options.match).empty())
            throw Refused("no fabric-agent process in this network namespace has '" + options.match +
                          "' in its command line: nothing to remove");
        return;
    }
    if (::if_nametoindex(options.interface.c_str()) == 0)
        throw Refused("interface '" + options.interface + "' does not exist in this network namespace");
    if (!options.allowSshInterface) {
        const std::string ssh = sshInterface();
        std::error_code ec;
        const std::string masterName =
            std::filesystem::read_symlink("/sys/class/net/" + options.interface + "/master", ec).filename();
        if (!ssh.empty() && (ssh == options.interface || (!ec && masterName == ssh)))
            throw Refused("interface '" + options.interface +
                          "' carries this SSH session (SSH_CONNECTION local "
                          "address is on " +
                          ssh +
                          "); a fault there would cut the connection that controls it. "
                          "Pass --allow-ssh-interface to do it anyway");
    }
    for (const auto& id : journal.activeIds())
        if (const auto record = journal.read(id);
            record && record->interface == options.interface && record->netns == currentNetns())
            throw Refused("interface '" + options.interface + "' already has an active fault (" + id + ", " +
                          record->kind + "); revert it first");
    if (options.kind == "background-load")
        return;
    if (options.kind == "link-down") {
        const auto flags = HostFs("/sys").readTrimmed("class/net/" + options.interface + "/flags");
        const auto value = flags ? std::optional(std::stol(*flags, nullptr, 16)) : std::nullopt;
        if (value && (*value & IFF_UP) == 0)
            throw Refused("interface '" + options.interface +
                          "' is already down (administratively): bringing it "
                          "up afterwards would change something that is not ours");
    } else {
        const auto root = rootQdisc(options.interface);
        // Handle 0: is the kernel's default qdisc; anything else was configured by someone, maybe on purpose.
        if (root && root->handle != "0:")
            throw Refused("interface '" + options.interface + "' already has a root qdisc (" + root->kind + " " +
                          root->handle +
                          ") that fabric-agent did not make: refusing to replace it. Remove it "
                          "yourself if it is not needed");
    }
}

std::string selfExe()
{
    std::error_code ec;
    const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec)
        throw std::runtime_error("cannot find this program's path (/proc/self/exe): " + ec.message());
    return self.string();
}

void buildPlan(const Options& options, FaultRecord& record)
{
    if (options.kind == "storage-burst") {
        record.apply = {{selfExe(), "fault", "storage-writer", "--path", options.path, "--bytes",
                         std::to_string(options.bytes), "--ttl", std::to_string(options.ttlSeconds)}};
        record.revert = {{"rm", "-f", "--", options.path}};
    } else if (options.kind == "background-load") {
        record.apply = {{selfExe(), "fault", "load-sender", "--interface", options.interface, "--peer", options.peer,
                         "--port", std::to_string(options.port), "--rate", options.rate, "--ttl",
                         std::to_string(options.ttlSeconds)}};
        // The sender's pid is known only once it runs; load-stop reads it (and its start time) from the journal.
        record.revert = {{selfExe(), "fault", "load-stop", "--interface", options.interface, "--state-dir",
                          std::filesystem::absolute(options.stateDir).string()}};
    } else if (options.kind == "node-remove" && options.delayed()) {
        Command kill = {selfExe(), "fault", "node-kill", "--match", options.match};
        if (options.afterSeconds > 0)
            kill.insert(kill.end(), {"--after", std::to_string(options.afterSeconds)});
        if (options.afterSizes > 0)
            kill.insert(kill.end(), {"--after-sizes", std::to_string(options.afterSizes)});
        kill.insert(kill.end(), {"--ttl", std::to_string(options.ttlSeconds), "--state-dir",
                                 std::filesystem::absolute(options.stateDir).string()});
        record.apply = {kill};
        // Only a kill that has not happened yet can be undone: by stopping the killer.
        record.revert = {{selfExe(), "fault", "node-kill-cancel", "--match", options.match, "--state-dir",
                          std::filesystem::absolute(options.stateDir).string()}};
    } else if (options.kind == "node-remove") {
        record.apply = {{selfExe(), "fault", "node-kill", "--match", options.match}};
        // Killed processes cannot be brought back.
        record.revert = {};
    } else if (options.kind == "link-down") {
        record.apply = {{"ip", "link", "set", "dev", options.interface, "down"}};
        record.revert = {{"ip", "link", "set", "dev", options.interface, "up"}};
    } else {
        record.apply = {{"tc", "qdisc", "add", "dev", options.interface, "root", "handle", kQdiscHandle, "tbf", "rate",
                         options.rate, "burst", options.burst, "latency", options.latency}};
        record.revert = {{"tc", "qdisc", "del", "dev", options.interface, "root", "handle", kQdiscHandle}};
    }
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

// Reverts fault `id` if it is still journalled and returns the `fault_reverted` line; empty when it was already
// reverted. Every reverter goes through here under the lock, so a fault is reverted exactly once.
std::string revertFault(const FaultJournal& journal, const std::string& id, const std::string& reason)
{
    const FaultJournal::Lock lock(journal);
    const auto record = journal.read(id);
    if (!record)
        return {};
    if (record->netns != currentNetns())
        throw Refused("fault " + id + " was applied in network namespace " + record->netns + ", not this one (" +
                      currentNetns() + "); revert it from there");
    JsonWriter out;
    beginEvent(out, base::protocol::event::kFaultReverted)
        .field("id", id)
        .field("kind", record->kind)
        .field("interface", record->interface)
        .field("reason", reason)
        .field("time", isoUtc(nowMs()));
    bool ok = true;
    out.key("commands").beginArray();
    for (const auto& command : record->revert) {
        const CommandResult result = runCommand(command);
        ok = ok && result.exitCode == 0;
        out.beginObject()
            .field("command", commandLine(command))
            .field("exit_code", result.exitCode)
            .field("output", trimmed(result.output))
            .endObject();
    }
    out.endArray().field("ok", ok).endObject();
    // Logged before the entry goes: whoever sees it gone (a hold, a test) finds the revert in the log.
    journal.appendLog(out.str());
    journal.remove(id);
    return out.str();
}

// Detached (common/process.h), so neither the agent's exit nor a hang-up of the SSH session reaches the watchdog. It
// reports "ready <pid>" (or why not) on a pipe before the fault is applied.
long startWatchdog(const FaultJournal& journal, const std::string& id)
{
    int ready[2];
    if (::pipe2(ready, O_CLOEXEC) != 0)
        throw std::runtime_error("cannot start the watchdog: pipe failed");
    const std::optional<int> status = detach(ready[1], {});
    if (!status) {
        ::dup2(ready[1], 3);
        ::close_range(4, ~0U, 0);
        const std::string dir = journal.directory().string();
        const char* argv[] = {"fabric-agent", "fault", "watchdog", "--state-dir",
                              dir.c_str(),    "--id",  id.c_str(), nullptr};
        ::execv("/proc/self/exe", const_cast<char* const*>(argv));
        const std::string message = std::string("exec failed: ") + std::strerror(errno);
        (void)!::write(3, message.data(), message.size());
        ::_exit(127);
    }
    if (*status < 0) {
        ::close(ready[0]);
        ::close(ready[1]);
        throw std::runtime_error("cannot start the watchdog: fork failed");
    }
    std::string reply;
    char buffer[256];
    ssize_t got = 0;
    while ((got = ::read(ready[0], buffer, sizeof buffer)) > 0 || (got < 0 && errno == EINTR))
        if (got > 0)
            reply.append(buffer, static_cast<std::size_t>(got));
    ::close(ready[0]);
    if (!reply.starts_with("ready "))
        throw std::runtime_error("the watchdog did not start" + (reply.empty() ? "" : ": " + reply));
    return std::stol(reply.substr(6));
}

int runWatchdog(const Options& options)
{
    const FaultJournal journal(options.stateDir);
    std::optional<FaultRecord> record;
    try {
        record = journal.read(options.id);
    } catch (const std::exception& error) {
        const std::string message = error.what();
        (void)!::write(3, message.data(), message.size());
        return 1;
    }
    if (!record) {
        (void)!::write(3, "no journal entry", 16);
        return 1;
    }
    const std::string ready = "ready " + std::to_string(::getpid());
    (void)!::write(3, ready.data(), ready.size());
    ::close(3);
    while (true) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        std::error_code ec;
        if (!std::filesystem::exists(journal.directory() / (options.id + ".json"), ec))
            return 0;
        const std::int64_t now = nowMs();
        std::string reason;
        if (now >= record->deadlineMs)
            reason = "ttl";
        else if (record->leaseSeconds > 0 && now >= journal.leaseExpiry(options.id).value_or(0))
            reason = "lease";
        if (!reason.empty()) {
            try {
                revertFault(journal, options.id, reason);
            } catch (const std::exception&) {
                // Nothing to tell and no one to tell it to; the journal entry stays for revert-all.
                return 1;
            }
            return 0;
        }
    }
}

// detach() (common/process.h) for a helper: in the caller, the exit status of the apply command, with a failed fork
// told on stderr, which the apply's error message quotes; in the detached helper, nullopt.
std::optional<int> detachHelper(int fd, std::string_view what, const std::function<void(pid_t)>& announce)
{
    const std::optional<int> status = detach(fd, announce);
    if (status && *status < 0) {
        std::cerr << "cannot start the " << what << ": fork failed\n";
        return 1;
    }
    return status;
}

// `fault storage-writer`, the apply command of a storage burst: creates the file exclusively (so a failure to create
// it fails the apply), then leaves a detached writer behind and exits. The writer writes in 1 MiB blocks, fsyncs,
// and then waits; it stops as soon as the file is removed (the revert) or the TTL has passed, and never writes to
// a file it did not create.
int runStorageWriter(const Options& options)
{
    const int fd = ::open(options.path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) {
        std::cerr << "cannot create " << options.path << ": " << std::strerror(errno) << '\n';
        return 1;
    }
    const std::int64_t deadline = nowMs() + options.ttlSeconds * 1000;
    if (const std::optional<int> status = detachHelper(fd, "writer", [](pid_t writer) {
            std::cout << "storage burst writer pid " << writer << '\n' << std::flush;
        })) {
        if (*status != 0)
            ::unlink(options.path.c_str());
        return *status;
    }
    const auto removedOrLate = [&] {
        struct stat status = {};
        return ::fstat(fd, &status) != 0 || status.st_nlink == 0 || nowMs() >= deadline;
    };
    std::vector<char> block(1u << 20, '\x5a');
    std::uint64_t done = 0;
    while (done < options.bytes && !removedOrLate()) {
        const std::size_t chunk = static_cast<std::size_t>(std::min<std::uint64_t>(block.size(), options.bytes - done));
        const ssize_t n = ::write(fd, block.data(), chunk);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break; // disk full or an I/O error: the burst ends early; the revert still removes the file
        done += static_cast<std::uint64_t>(n);
    }
    ::fsync(fd);
    while (!removedOrLate())
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    ::close(fd);
    ::_exit(0);
}

// `fault load-sender`, the apply command of background-load: opens a UDP socket bound to the interface and
// connected to the peer (so a missing route fails the apply), then leaves a detached sender behind and prints
// "background-load sender pid N start T". The sender paces 1400-byte datagrams to the rate (1 ms steps, at most
// 100 ms of catch-up after a stall), ignores send errors (an ICMP port unreachable from the peer, a full queue),
// and stops at the TTL or on SIGTERM (load-stop).
int runLoadSender(const Options& options)
{
    sockaddr_storage peer = {};
    socklen_t peerLength = 0;
    auto* v4 = reinterpret_cast<sockaddr_in*>(&peer);
    auto* v6 = reinterpret_cast<sockaddr_in6*>(&peer);
    if (::inet_pton(AF_INET, options.peer.c_str(), &v4->sin_addr) == 1) {
        v4->sin_family = AF_INET;
        v4->sin_port = htons(static_cast<std::uint16_t>(options.port));
        peerLength = sizeof *v4;
    } else if (::inet_pton(AF_INET6, options.peer.c_str(), &v6->sin6_addr) == 1) {
        v6->sin6_family = AF_INET6;
        v6->sin6_port = htons(static_cast<std::uint16_t>(options.port));
        peerLength = sizeof *v6;
    }
    const int fd = ::socket(peer.ss_family, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        std::cerr << "cannot open a UDP socket: " << std::strerror(errno) << '\n';
        return 1;
    }
    if (::setsockopt(fd, SOL_SOCKET, SO_BINDTODEVICE, options.interface.c_str(),
                     static_cast<socklen_t>(options.interface.size())) != 0) {
        std::cerr << "cannot bind the sender to " << options.interface << ": " << std::strerror(errno) << '\n';
        return 1;
    }
    if (::connect(fd, reinterpret_cast<const sockaddr*>(&peer), peerLength) != 0) {
        std::cerr << "cannot reach " << options.peer << " through " << options.interface << ": " << std::strerror(errno)
                  << '\n';
        return 1;
    }
    const std::int64_t deadline = nowMs() + options.ttlSeconds * 1000;
    const double bytesPerSecond = rateBitsPerSecond(options.rate) / 8;
    if (const std::optional<int> status = detachHelper(fd, "sender", [](pid_t sender) {
            std::cout << "background-load sender pid " << sender << " start " << processStartTime(sender) << '\n'
                      << std::flush;
        }))
        return *status;
    std::signal(SIGTERM, SIG_DFL);
    const std::vector<char> datagram(1400, '\x5a');
    const auto start = std::chrono::steady_clock::now();
    double sent = 0;
    while (nowMs() < deadline) {
        const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const double due = elapsed * bytesPerSecond;
        sent = std::max(sent, due - bytesPerSecond / 10);
        while (sent < due) {
            if (::send(fd, datagram.data(), datagram.size(), MSG_DONTWAIT) < 0 && errno == EINTR)
                continue;
            // Counted whether or not the kernel took it: a full queue means the link is saturated anyway.
            sent += static_cast<double>(datagram.size());
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    ::_exit(0);
}

// The active fault of `kind` in this network namespace and journal that `belongs` picks, if any.
std::optional<FaultRecord> findFault(const Options& options, std::string_view kind,
                                     const std::function<bool(const FaultRecord&)>& belongs)
{
    const FaultJournal journal(options.stateDir);
    for (const auto& id : journal.activeIds())
        if (auto record = journal.read(id);
            record && record->kind == kind && record->netns == currentNetns() && belongs(*record))
            return record;
    return std::nullopt;
}

// Stops the detached helper `record` journals (`what`: a background-load sender, a delayed node killer), after
// checking by its start time and command line (`fabric-agent fault <action> ... <argument> ...`) that the pid is
// still that helper and never a later process with its pid.
int stopHelper(const std::optional<FaultRecord>& record, std::string_view action, const std::string& argument,
               const std::string& what)
{
    if (!record || record->helperPid <= 0) {
        std::cout << "no " << what << " is journalled for " << argument << "; nothing to stop\n";
        return 0;
    }
    const long pid = record->helperPid;
    const auto same = [&] { return processAlive(pid) && processStartTime(pid) == record->helperStart; };
    const std::vector<std::string> args = processArgs(pid);
    const bool ours = args.size() > 4 && args[1] == "fault" && args[2] == action &&
                      std::find(args.begin(), args.end(), argument) != args.end();
    if (!same() || !ours) {
        std::cout << what << " pid " << pid << " has already exited; nothing to stop\n";
        return 0;
    }
    for (const int signal : {SIGTERM, SIGKILL}) {
        ::kill(static_cast<pid_t>(pid), signal);
        for (int waited = 0; waited < 40 && same(); ++waited)
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        if (!same()) {
            std::cout << "stopped " << what << " pid " << pid << '\n';
            return 0;
        }
    }
    std::cout << what << " pid " << pid << " did not stop\n";
    return 1;
}

// `fault load-stop`, the revert of background-load: stops the sender journalled for this interface.
int runLoadStop(const Options& options)
{
    return stopHelper(findFault(options, "background-load",
                                [&](const FaultRecord& record) { return record.interface == options.interface; }),
                      "load-sender", options.interface, "background-load sender");
}

// The --match of a node-remove fault, from its apply command.
std::string nodeRemoveMatch(const FaultRecord& record)
{
    if (record.apply.empty())
        return {};
    const Command& command = record.apply.front();
    const auto at = std::find(command.begin(), command.end(), "--match");
    return at != command.end() && at + 1 != command.end() ? *(at + 1) : std::string();
}

// `fault node-kill-cancel`, the revert of a delayed node-remove: stops its killer if it has not fired yet.
int runNodeKillCancel(const Options& options)
{
    return stopHelper(findFault(options, "node-remove",
                                [&](const FaultRecord& record) { return nodeRemoveMatch(record) == options.match; }),
                      "node-kill", options.match, "delayed node kill");
}

// SIGKILLs the agent processes that match, returning the pids it could signal.
std::vector<long> killMatching(const std::string& match)
{
    std::vector<long> killed;
    for (const long pid : matchingAgents(match))
        if (::kill(static_cast<pid_t>(pid), SIGKILL) == 0)
            killed.push_back(pid);
    return killed;
}

// Whether a matching run may be struck now: with --after-sizes, once one of its processes on this host has
// finished that many sizes (its ProgressMark); otherwise as soon as one exists.
bool readyToKill(const Options& options)
{
    const std::vector<long> matching = matchingAgents(options.match);
    if (options.afterSizes == 0)
        return !matching.empty();
    return std::any_of(matching.begin(), matching.end(), [&](long pid) {
        const std::optional<std::size_t> sizes = ProgressMark::read(pid);
        return sizes && *sizes >= static_cast<std::size_t>(options.afterSizes);
    });
}

// The detached side of a delayed node-remove: waits --after seconds, then (with --after-sizes, once a matching run
// has measured that many sizes) kills the matching processes, if any appear before the TTL. It logs a "fault_fired"
// event for its journal entry (found by its own pid), which `apply --hold` passes on.
[[noreturn]] void killLater(const Options& options, std::int64_t startMs)
{
    std::signal(SIGTERM, SIG_DFL);
    const std::int64_t deadline = startMs + options.ttlSeconds * 1000;
    std::this_thread::sleep_for(std::chrono::milliseconds(startMs + options.afterSeconds * 1000 - nowMs()));
    std::vector<long> killed;
    while (killed.empty() && nowMs() < deadline) {
        if (readyToKill(options))
            killed = killMatching(options.match);
        if (killed.empty())
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    // A killed rank could not remove its own mark.
    for (const long pid : killed)
        ProgressMark::remove(pid);
    try {
        const FaultJournal journal(options.stateDir);
        const FaultJournal::Lock lock(journal);
        for (const auto& id : journal.activeIds())
            if (const auto record = journal.read(id); record && record->helperPid == ::getpid()) {
                JsonWriter out;
                beginEvent(out, base::protocol::event::kFaultFired)
                    .field("id", id)
                    .field("kind", record->kind)
                    .field("match", options.match)
                    .field("time", isoUtc(nowMs()))
                    .key("killed_pids")
                    .beginArray();
                for (const long pid : killed)
                    out.value(static_cast<std::int64_t>(pid));
                out.endArray();
                if (killed.empty())
                    out.field("message", options.afterSizes > 0
                                             ? "no matching run finished " + std::to_string(options.afterSizes) +
                                                   " size(s) on this host before the time-to-live"
                                             : std::string("no matching process appeared before the time-to-live"));
                out.endObject();
                journal.appendLog(out.str());
            }
    } catch (const std::exception&) {
        // No one to tell: the kill (or its absence) still shows in the job it was aimed at.
    }
    ::_exit(0);
}

// `fault node-kill`, the apply command of node-remove: SIGKILLs the matching agent processes and prints their pids,
// or with --after or --after-sizes leaves a detached killer behind and prints "node killer pid N start T".
int runNodeKill(const Options& options)
{
    if (options.delayed()) {
        const std::int64_t start = nowMs();
        if (const std::optional<int> status = detachHelper(-1, "node killer", [](pid_t killer) {
                std::cout << "node killer pid " << killer << " start " << processStartTime(killer) << '\n'
                          << std::flush;
            }))
            return *status;
        killLater(options, start);
    }
    const std::vector<long> killed = killMatching(options.match);
    if (killed.empty()) {
        std::cout << "no fabric-agent process matches '" << options.match << "'\n";
        return 1;
    }
    std::cout << "killed pids";
    for (const long pid : killed)
        std::cout << ' ' << pid;
    std::cout << '\n' << std::flush;
    return 0;
}

// `apply --hold`: renews the lease until the fault is reverted; SIGTERM, SIGINT or SIGHUP revert it now.
int holdFault(const FaultJournal& journal, const FaultRecord& record)
{
    installInterruptHandlers();
    const auto renewEvery = std::chrono::milliseconds(record.leaseSeconds > 0 ? record.leaseSeconds * 1000 / 3 : 1000);
    auto nextRenew = std::chrono::steady_clock::now() + renewEvery;
    // A delayed node-remove's killer logs what it killed when it is done; passed on once.
    bool firedShown = record.kind != "node-remove" || record.helperPid <= 0;
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
        std::error_code ec;
        if (!std::filesystem::exists(journal.directory() / (record.id + ".json"), ec)) {
            std::cout << journal.loggedEvent(record.id) << '\n' << std::flush;
            return 0;
        }
        if (record.leaseSeconds > 0 && std::chrono::steady_clock::now() >= nextRenew) {
            // Each renewal is announced first: when whoever started the hold is gone (the SSH connection died),
            // the write raises SIGPIPE and ends this process before it renews, so the watchdog reverts at the
            // lease's end instead of at the TTL.
            const std::int64_t expires = nowMs() + record.leaseSeconds * 1000;
            JsonWriter out;
            beginEvent(out, base::protocol::event::kFaultRenewed)
                .field("id", record.id)
                .field("lease_expires", isoUtc(expires))
                .field("deadline", isoUtc(record.deadlineMs))
                .endObject();
            printEvent(out);
            journal.writeLease(record.id, expires);
            nextRenew += renewEvery;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
}

int applyFault(const Options& options)
{
    const FaultJournal journal(options.stateDir);
    FaultRecord record;
    record.kind = options.kind;
    record.interface = options.interface;
    record.netns = currentNetns();
    record.leaseSeconds = options.leaseSeconds;
    buildPlan(options, record);
    const std::string_view note = options.kind == "link-down"         ? kLinkDownNote
                                  : options.kind == "storage-burst"   ? kStorageBurstNote
                                  : options.kind == "background-load" ? kBackgroundLoadNote
                                  : options.kind == "node-remove"     ? kNodeRemoveNote
                                                                      : kQdiscNote;
    const auto kindFields = [&](JsonWriter& out) {
        if (options.kind == "storage-burst")
            out.field("path", options.path).field("bytes", options.bytes);
        if (options.kind == "background-load")
            out.field("peer", options.peer).field("port", options.port).field("rate", options.rate);
        if (options.kind == "node-remove")
            out.field("match", options.match)
                .field("after_s", options.afterSeconds)
                .field("after_sizes", options.afterSizes);
    };

    if (options.dryRun) {
        checkSafety(options, journal);
        JsonWriter out;
        beginEvent(out, base::protocol::event::kFaultPlan)
            .field("kind", record.kind)
            .field("interface", record.interface)
            .field("ttl_s", options.ttlSeconds)
            .field("lease_s", options.leaseSeconds);
        kindFields(out);
        if (options.kind == "node-remove") {
            out.key("matching_pids").beginArray();
            for (const long pid : matchingAgents(options.match))
                out.value(static_cast<std::int64_t>(pid));
            out.endArray();
        }
        writeCommandList(out, "commands", record.apply);
        writeCommandList(out, "revert_commands", record.revert);
        out.field("note", note).endObject();
        printEvent(out);
        return 0;
    }

    journal.ensureDirectory();
    std::string applyOutput;
    {
        const FaultJournal::Lock lock(journal);
        checkSafety(options, journal);
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
        for (const auto& command : record.apply) {
            const CommandResult result = runCommand(command);
            applyOutput += result.output;
            if (result.exitCode != 0) {
                // Whatever part took effect must not outlive this failure; the watchdog exits once the journal
                // entry is gone.
                const std::string failure = "'" + commandLine(command) + "' failed (exit " +
                                            std::to_string(result.exitCode) +
                                            "): " + std::string(trimmed(result.output));
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
    }
    JsonWriter out;
    beginEvent(out, base::protocol::event::kFaultApplied)
        .field("id", record.id)
        .field("kind", record.kind)
        .field("interface", record.interface)
        .field("ttl_s", options.ttlSeconds)
        .field("lease_s", options.leaseSeconds)
        .field("deadline", isoUtc(record.deadlineMs))
        .field("deadline_ms", record.deadlineMs)
        .field("watchdog_pid", record.watchdogPid)
        .field("state_dir", journal.directory().string());
    kindFields(out);
    if (options.kind == "background-load")
        out.field("sender_pid", static_cast<std::int64_t>(record.helperPid));
    if (options.kind == "node-remove" && options.delayed()) {
        out.field("killer_pid", static_cast<std::int64_t>(record.helperPid));
        // With --after-sizes the run's progress decides, so no time can be given.
        if (options.afterSizes == 0)
            out.field("kill_at", isoUtc(record.createdMs + options.afterSeconds * 1000));
    } else if (options.kind == "node-remove") {
        out.key("killed_pids").beginArray();
        const std::size_t at = applyOutput.find("killed pids");
        std::istringstream killed(at == std::string::npos ? std::string() : applyOutput.substr(at + 11));
        for (long pid = 0; killed >> pid;)
            out.value(static_cast<std::int64_t>(pid));
        out.endArray();
    }
    writeCommandList(out, "commands", record.apply);
    writeCommandList(out, "revert_commands", record.revert);
    out.field("note", note).endObject();
    printEvent(out);
    return options.hold ? holdFault(journal, record) : 0;
}

int renewFaults(const Options& options)
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
        JsonWriter out;
        beginEvent(out, base::protocol::event::kFaultRenewed).field("id", id).key("lease_expires");
        expires > 0 ? out.value(isoUtc(expires)) : out.null();
        out.field("deadline", isoUtc(record->deadlineMs)).endObject();
        printEvent(out);
    }
    return 0;
}

int listFaults(const Options& options)
{
    const FaultJournal journal(options.stateDir);
    JsonWriter out;
    beginEvent(out, base::protocol::event::kFaults).key("faults").beginArray();
    for (const auto& id : journal.activeIds())
        if (const auto record = journal.read(id)) {
            out.beginObject()
                .field("id", id)
                .field("kind", record->kind)
                .field("interface", record->interface)
                .field("netns", record->netns)
                .field("deadline", isoUtc(record->deadlineMs))
                .field("lease_s", record->leaseSeconds)
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

int revertFaults(const Options& options)
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

} // namespace

int runFault(std::span<char* const> args)
{
    if (showHelpIfAsked(args, kUsage))
        return 0;
    Options options;
    try {
        options = parseOptions(args);
    } catch (const UsageError& error) {
        printUsageError("fault", error.what());
        return 2;
    }
    try {
        if (options.action == "watchdog")
            return runWatchdog(options);
        if (options.action == "storage-writer")
            return runStorageWriter(options);
        if (options.action == "load-sender")
            return runLoadSender(options);
        if (options.action == "load-stop")
            return runLoadStop(options);
        if (options.action == "node-kill")
            return runNodeKill(options);
        if (options.action == "node-kill-cancel")
            return runNodeKillCancel(options);
        if (options.action == "apply")
            return applyFault(options);
        if (options.action == "renew")
            return renewFaults(options);
        if (options.action == "list")
            return listFaults(options);
        return revertFaults(options);
    } catch (const std::exception& error) {
        JsonWriter out;
        beginEvent(out, base::protocol::event::kError).field("message", error.what()).endObject();
        printEvent(out);
        std::cerr << "fabric-agent: fault " << options.action << ": " << error.what() << '\n';
        return 1;
    }
}

} // namespace fw::agent
