// SPDX-License-Identifier: Apache-2.0
#include "fault/faultkinds.h"

#include "base/faultreach.h"
#include "base/protocol.h"
#include "common/clock.h"
#include "common/hostfs.h"
#include "common/jsonwriter.h"
#include "common/process.h"
#include "common/usage.h"
#include "fault/helpers.h"
#include "fault/privilegeprobe.h"
#include "fault/rdmaport.h"

#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <optional>
#include <regex>
#include <sstream>
#include <sys/socket.h>
#include <sys/statvfs.h>

namespace fw::agent {

namespace field = base::protocol::field;

namespace {

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

constexpr std::string_view kIbPortDisableNote =
    "The InfiniBand port is disabled through a subnet management packet (ibportstate ... disable): its link goes "
    "down, so all traffic on it stops, RDMA verbs and IPoIB alike; the revert enables it and the link trains "
    "again. NOT yet run on InfiniBand hardware.";
constexpr std::string_view kIbPortDegradeNote =
    "The InfiniBand port's enabled link width or speed is set through ibportstate and the port is reset, so the "
    "link trains again at the lower width or speed; all traffic on it, RDMA included, runs at the lower rate. The "
    "revert sets the width or speed read from sysfs before and resets the port again; each reset is a short link "
    "outage. NOT yet run on InfiniBand hardware.";
constexpr std::string_view kRoceLinkDownNote =
    "The Ethernet netdev behind the RoCE port is taken down: the RDMA port goes down with it, so RoCE and IP "
    "traffic on it stop. NOT yet run on RoCE hardware.";
constexpr std::string_view kRoceSpeedDegradeNote =
    "The Ethernet netdev behind the RoCE port is forced to a lower speed (ethtool -s ... autoneg off): the link "
    "trains again, and RoCE and IP traffic on it run at that speed; the switch port must support it, or the link "
    "stays down until the revert. NOT yet run on RoCE hardware.";

// ---- option rules ----

// Linux interface names: at most 15 bytes, no '/', ':' or white space; checked so no argument looks like an
// option to ip or tc.
bool isInterfaceName(const std::string& name)
{
    return std::regex_match(name, std::regex("[A-Za-z0-9_.@][A-Za-z0-9_.@-]{0,14}"));
}

bool isTcRate(const std::string& rate)
{
    return std::regex_match(rate, std::regex("[0-9]+(\\.[0-9]+)?([kmgt]?(bit|bps))"));
}

void checkInterfaceOptions(const FaultOptions& options)
{
    if (!isInterfaceName(options.interface))
        throw UsageError("fault apply: --interface '" + options.interface + "' is not an interface name");
    if (options.ttlSeconds == 0)
        throw UsageError("fault apply: --ttl is required: every fault must end on its own");
}

void checkNoPeer(const FaultOptions& options)
{
    if (!options.peer.empty())
        throw UsageError("fault apply: --peer only applies to background-load");
}

void checkLinkDownOptions(const FaultOptions& options)
{
    if (!options.rate.empty())
        throw UsageError("fault apply: --rate only applies to link-degraded and background-load");
    checkNoPeer(options);
}

void checkLinkDegradedOptions(const FaultOptions& options)
{
    if (!isTcRate(options.rate))
        throw UsageError("fault apply: --rate needs a tc rate such as 100mbit, not '" + options.rate + "'");
    if (!std::regex_match(options.burst, std::regex("[0-9]+([kmg]?(b|bit))?")))
        throw UsageError("fault apply: --burst needs a tc size such as 32kbit, not '" + options.burst + "'");
    if (!std::regex_match(options.latency, std::regex("[0-9]+(us|ms|s)")))
        throw UsageError("fault apply: --latency needs a time such as 50ms, not '" + options.latency + "'");
    checkNoPeer(options);
}

void checkStorageBurstOptions(const FaultOptions& options)
{
    if (options.path.empty() || options.path.front() != '/' || options.path.back() == '/')
        throw UsageError("fault: storage-burst needs --path with an absolute file path, not '" + options.path + "'");
    if (options.bytes == 0)
        throw UsageError("fault: storage-burst needs --bytes SIZE");
    if (options.ttlSeconds == 0)
        throw UsageError("fault: --ttl is required: every fault must end on its own");
    if (!options.interface.empty() || !options.rate.empty())
        throw UsageError("fault: storage-burst takes no --interface or --rate");
}

void checkBackgroundLoadOptions(const FaultOptions& options)
{
    if (!isTcRate(options.rate) || rateBitsPerSecond(options.rate) < 8000 || rateBitsPerSecond(options.rate) > 100e9)
        throw UsageError("fault apply: background-load needs --rate from 8kbit to 100gbit, such as 100mbit, not '" +
                         options.rate + "'");
    in6_addr address = {};
    if (::inet_pton(AF_INET, options.peer.c_str(), &address) != 1 &&
        ::inet_pton(AF_INET6, options.peer.c_str(), &address) != 1)
        throw UsageError("fault apply: background-load needs --peer with a numeric IPv4 or IPv6 address, not '" +
                         options.peer + "'");
}

// `fault load-stop` finds its sender by the interface alone.
void checkLoadStopOptions(const FaultOptions& options)
{
    if (!isInterfaceName(options.interface))
        throw UsageError("fault load-stop: --interface '" + options.interface + "' is not an interface name");
}

void checkNodeRemoveOptions(const FaultOptions& options)
{
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
}

// ---- safety ----

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

// Refuses a fault on `netdev` when it, or the bond or bridge it is enslaved to, carries this SSH session.
void checkNotManagementPath(const std::string& netdev, const FaultOptions& options)
{
    if (options.allowSshInterface)
        return;
    const std::string ssh = sshInterface();
    std::error_code ec;
    const std::string masterName =
        std::filesystem::read_symlink(std::filesystem::path(options.sysfsRoot) / "class/net" / netdev / "master", ec)
            .filename();
    if (!ssh.empty() && (ssh == netdev || (!ec && masterName == ssh)))
        throw Refused("interface '" + netdev +
                      "' carries this SSH session (SSH_CONNECTION local "
                      "address is on " +
                      ssh +
                      "); a fault there would cut the connection that controls it. "
                      "Pass --allow-ssh-interface to do it anyway");
}

// One fault at a time on a link: refused when an active fault of this namespace is on any of `targets`.
void checkNoActiveFault(const std::vector<std::string>& targets, const FaultJournal& journal)
{
    for (const auto& id : journal.activeIds())
        if (const auto record = journal.read(id);
            record && record->netns == currentNetns() &&
            std::find(targets.begin(), targets.end(), record->interface) != targets.end())
            throw Refused("'" + record->interface + "' already has an active fault (" + id + ", " + record->kind +
                          "); revert it first");
}

// What every interface kind checks first.
void checkInterfaceSafety(const FaultOptions& options, const FaultJournal& journal)
{
    if (::if_nametoindex(options.interface.c_str()) == 0)
        throw Refused("interface '" + options.interface + "' does not exist in this network namespace");
    checkNotManagementPath(options.interface, options);
    checkNoActiveFault({options.interface}, journal);
}

void checkNetdevIsUp(const std::string& netdev, const FaultOptions& options)
{
    const auto flags = HostFs(options.sysfsRoot).readTrimmed("class/net/" + netdev + "/flags");
    const auto value = flags ? std::optional(std::stol(*flags, nullptr, 16)) : std::nullopt;
    if (value && (*value & IFF_UP) == 0)
        throw Refused("interface '" + netdev +
                      "' is already down (administratively): bringing it "
                      "up afterwards would change something that is not ours");
}

void checkLinkIsUp(const FaultOptions& options, const FaultJournal&)
{
    checkNetdevIsUp(options.interface, options);
}

void checkNoForeignQdisc(const FaultOptions& options, const FaultJournal&)
{
    const CommandResult shown = runCommand({toolPath("tc"), "qdisc", "show", "dev", options.interface});
    if (shown.exitCode != 0)
        throw Refused("cannot read the qdiscs of " + options.interface + " ('tc qdisc show dev " + options.interface +
                      "' failed: " + std::string(trimmed(shown.output)) + "); refusing to change them blind");
    std::istringstream lines(shown.output);
    std::string line;
    while (std::getline(lines, line)) {
        std::istringstream words(line);
        std::string qdisc, kind, handle, where;
        words >> qdisc >> kind >> handle >> where;
        if (qdisc != "qdisc" || where != "root")
            continue;
        // Handle 0: is the kernel's default qdisc; anything else was configured by someone, maybe on purpose.
        if (handle != "0:")
            throw Refused("interface '" + options.interface + "' already has a root qdisc (" + kind + " " + handle +
                          ") that fabric-agent did not make: refusing to replace it. Remove it "
                          "yourself if it is not needed");
        return;
    }
}

void checkBurstSafety(const FaultOptions& options, const FaultJournal& journal)
{
    const std::filesystem::path file(options.path);
    std::error_code ec;
    if (!std::filesystem::is_directory(file.parent_path(), ec))
        throw Refused("directory '" + file.parent_path().string() + "' does not exist");
    if (std::filesystem::symlink_status(file, ec).type() != std::filesystem::file_type::not_found)
        throw Refused("'" + options.path + "' already exists: a storage burst only writes a new file of its own");
    for (const auto& id : journal.activeIds())
        if (const auto record = journal.read(id);
            record && record->kind == options.faultKind->name && record->applyOption("--path") == options.path)
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

void checkSomethingToRemove(const FaultOptions& options, const FaultJournal&)
{
    // A delayed kill is meant for processes that start after the apply.
    if (!options.delayed() && matchingAgents(options.match).empty())
        throw Refused("no fabric-agent process in this network namespace has '" + options.match +
                      "' in its command line: nothing to remove");
}

// ---- plans ----

std::string selfExe()
{
    std::error_code ec;
    const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec)
        throw std::runtime_error("cannot find this program's path (/proc/self/exe): " + ec.message());
    return self.string();
}

std::string absoluteStateDir(const FaultOptions& options)
{
    return std::filesystem::absolute(options.stateDir).string();
}

void planLinkDown(const FaultOptions& options, FaultRecord& record)
{
    record.apply = {{"ip", "link", "set", "dev", options.interface, "down"}};
    record.revert = {{"ip", "link", "set", "dev", options.interface, "up"}};
}

void planLinkDegraded(const FaultOptions& options, FaultRecord& record)
{
    record.apply = {{"tc", "qdisc", "add", "dev", options.interface, "root", "handle", kQdiscHandle, "tbf", "rate",
                     options.rate, "burst", options.burst, "latency", options.latency}};
    record.revert = {{"tc", "qdisc", "del", "dev", options.interface, "root", "handle", kQdiscHandle}};
}

void planStorageBurst(const FaultOptions& options, FaultRecord& record)
{
    record.apply = {{selfExe(), "fault", "storage-writer", "--path", options.path, "--bytes",
                     std::to_string(options.bytes), "--ttl", std::to_string(options.ttlSeconds)}};
    record.revert = {{"rm", "-f", "--", options.path}};
}

void planBackgroundLoad(const FaultOptions& options, FaultRecord& record)
{
    record.apply = {{selfExe(), "fault", "load-sender", "--interface", options.interface, "--peer", options.peer,
                     "--port", std::to_string(options.port), "--rate", options.rate, "--ttl",
                     std::to_string(options.ttlSeconds)}};
    // The sender's pid is known only once it runs; load-stop reads it (and its start time) from the journal.
    record.revert = {
        {selfExe(), "fault", "load-stop", "--interface", options.interface, "--state-dir", absoluteStateDir(options)}};
}

void planNodeRemove(const FaultOptions& options, FaultRecord& record)
{
    if (!options.delayed()) {
        record.apply = {{selfExe(), "fault", "node-kill", "--match", options.match}};
        // Killed processes cannot be brought back.
        record.revert = {};
        return;
    }
    Command kill = {selfExe(), "fault", "node-kill", "--match", options.match};
    if (options.afterSeconds > 0)
        kill.insert(kill.end(), {"--after", std::to_string(options.afterSeconds)});
    if (options.afterSizes > 0)
        kill.insert(kill.end(), {"--after-sizes", std::to_string(options.afterSizes)});
    kill.insert(kill.end(), {"--ttl", std::to_string(options.ttlSeconds), "--state-dir", absoluteStateDir(options)});
    record.apply = {kill};
    // Only a kill that has not happened yet can be undone: by stopping the killer.
    record.revert = {
        {selfExe(), "fault", "node-kill-cancel", "--match", options.match, "--state-dir", absoluteStateDir(options)}};
}

// ---- RDMA kinds (ib-port-disable, ib-port-degrade, roce-link-down, roce-speed-degrade) ----

// ibportstate's LinkWidthEnabled and LinkSpeedEnabled values (IBA PortInfo): one bit per width or speed.
constexpr std::pair<std::string_view, int> kIbWidths[] = {{"1x", 1}, {"4x", 2}, {"8x", 4}, {"12x", 8}};
constexpr std::pair<std::string_view, int> kIbSpeeds[] = {{"SDR", 1}, {"DDR", 2}, {"QDR", 4}};

template <std::size_t N>
std::optional<int> ibValue(const std::pair<std::string_view, int> (&table)[N], std::string name)
{
    std::transform(name.begin(), name.end(), name.begin(), [](char c) { return char(std::tolower(c)); });
    for (const auto& [word, value] : table) {
        std::string lower(word);
        std::transform(lower.begin(), lower.end(), lower.begin(), [](char c) { return char(std::tolower(c)); });
        if (lower == name)
            return value;
    }
    return std::nullopt;
}

bool isInfinibandKind(const FaultOptions& options)
{
    return options.faultKind->name.starts_with("ib-");
}

void checkRdmaOptions(const FaultOptions& options)
{
    const std::string_view kind = options.faultKind->name;
    if (options.ttlSeconds == 0)
        throw UsageError("fault apply: --ttl is required: every fault must end on its own");
    if (options.rdmaDevice.empty() == options.interface.empty())
        throw UsageError("fault apply: " + std::string(kind) +
                         " needs either --rdma-device DEV (with --port N) or --interface IF, the netdev on the port");
    if (!options.rdmaDevice.empty() && !std::regex_match(options.rdmaDevice, std::regex("[A-Za-z0-9_.-]{1,64}")))
        throw UsageError("fault apply: --rdma-device '" + options.rdmaDevice + "' is not an RDMA device name");
    if (!options.interface.empty() && !isInterfaceName(options.interface))
        throw UsageError("fault apply: --interface '" + options.interface + "' is not an interface name");
    if (options.portGiven && (options.port < 1 || options.port > 254))
        throw UsageError("fault apply: --port needs an HCA port from 1 to 254");
    if (!options.rate.empty() || !options.peer.empty())
        throw UsageError("fault apply: " + std::string(kind) + " takes no --rate or --peer");
    if (kind == "ib-port-degrade") {
        if (options.speed.empty() == options.width.empty())
            throw UsageError("fault apply: ib-port-degrade needs one of --width (1x, 4x, 8x, 12x) or --speed (SDR, "
                             "DDR, QDR)");
        if (!options.width.empty() && !ibValue(kIbWidths, options.width))
            throw UsageError("fault apply: --width needs 1x, 4x, 8x or 12x, not '" + options.width + "'");
        if (!options.speed.empty() && !ibValue(kIbSpeeds, options.speed))
            throw UsageError("fault apply: --speed of ib-port-degrade needs SDR, DDR or QDR, not '" + options.speed +
                             "'");
    } else if (kind == "roce-speed-degrade") {
        if (!std::regex_match(options.speed, std::regex("[1-9][0-9]{1,6}")))
            throw UsageError("fault apply: roce-speed-degrade needs --speed in Mb/s, such as 25000, not '" +
                             options.speed + "'");
    } else if (!options.speed.empty() || !options.width.empty()) {
        throw UsageError("fault apply: --speed and --width only apply to ib-port-degrade and roce-speed-degrade");
    }
}

// The port the fault names, checked to be of the kind's link layer.
RdmaPort rdmaPort(const FaultOptions& options)
{
    RdmaPort port = findRdmaPort(HostFs(options.sysfsRoot), options.rdmaDevice,
                                 options.portGiven ? std::optional(options.port) : std::nullopt, options.interface);
    const bool infiniband = isInfinibandKind(options);
    if (port.infiniband() != infiniband)
        throw Refused(
            "port " + port.key() + " has link layer '" + port.linkLayer + "'; " + std::string(options.faultKind->name) +
            " needs " + (infiniband ? "InfiniBand" : "Ethernet (RoCE)") +
            (infiniband ? ": use roce-link-down or roce-speed-degrade" : ": use ib-port-disable or ib-port-degrade"));
    if (infiniband && port.lid == 0)
        throw Refused("InfiniBand port " + port.key() + " has no LID (state '" + port.state +
                      "'): no subnet manager has brought it up, so ibportstate cannot address it");
    return port;
}

// The Ethernet netdev behind a RoCE port: the one netdev on the port with a device (VLANs and macvlans on it have
// none), which --interface may name. A VLAN is refused: taking it down or slowing it leaves the port running.
std::string roceNetdev(const FaultOptions& options, const RdmaPort& port)
{
    const HostFs sysfs(options.sysfsRoot);
    std::vector<std::string> physical;
    for (const std::string& netdev : port.netdevs)
        if (sysfs.isDirectory("class/net/" + netdev + "/device"))
            physical.push_back(netdev);
    const bool named = !options.interface.empty();
    if (named && std::find(physical.begin(), physical.end(), options.interface) != physical.end())
        return options.interface;
    if (named)
        throw Refused("interface '" + options.interface + "' on RoCE port " + port.key() +
                      " has no device of its own (a VLAN or macvlan): " + std::string(options.faultKind->name) +
                      " on it would leave the port running; give the physical netdev" +
                      (physical.size() == 1 ? " '" + physical.front() + "'" : std::string()));
    if (physical.size() != 1)
        throw Refused("RoCE port " + port.key() + " has " + std::to_string(physical.size()) +
                      " netdevs with a device in gid_attrs/ndevs: give --interface IF");
    return physical.front();
}

// What a fault on the port would take with it: every netdev on it (and the port itself) must be free of this SSH
// session and of other active faults.
void checkRdmaSafety(const FaultOptions& options, const FaultJournal& journal)
{
    const RdmaPort port = rdmaPort(options);
    std::vector<std::string> targets = port.netdevs;
    targets.push_back(port.key());
    for (const std::string& netdev : port.netdevs)
        checkNotManagementPath(netdev, options);
    checkNoActiveFault(targets, journal);
    if (isInfinibandKind(options)) {
        if (port.state.find("ACTIVE") == std::string::npos)
            throw Refused("InfiniBand port " + port.key() + " is not active (state '" + port.state +
                          "'): enabling or resetting it afterwards would change something that is not ours");
    } else if (options.faultKind->name == "roce-link-down") {
        checkNetdevIsUp(roceNetdev(options, port), options);
    }
}

Command ibportstate(const RdmaPort& port, std::initializer_list<std::string> operation)
{
    Command command = {"ibportstate",
                       "-C",
                       port.device,
                       "-P",
                       std::to_string(port.port),
                       std::to_string(port.lid),
                       std::to_string(port.port)};
    command.insert(command.end(), operation);
    return command;
}

void planIbPortDisable(const FaultOptions& options, FaultRecord& record)
{
    const RdmaPort port = rdmaPort(options);
    record.interface = port.key();
    record.apply = {ibportstate(port, {"disable"})};
    record.revert = {ibportstate(port, {"enable"})};
}

void planIbPortDegrade(const FaultOptions& options, FaultRecord& record)
{
    const RdmaPort port = rdmaPort(options);
    record.interface = port.key();
    const bool width = !options.width.empty();
    const std::string before = width ? port.activeWidth() : port.activeSpeed();
    const auto beforeValue = width ? ibValue(kIbWidths, before) : ibValue(kIbSpeeds, before);
    if (!beforeValue)
        throw Refused("cannot tell the " + std::string(width ? "width" : "speed") + " of InfiniBand port " +
                      port.key() + " to revert to from its rate '" + port.rate + "'" +
                      (width ? std::string()
                             : ": ibportstate's speed covers SDR, DDR and QDR; FDR and faster links use extended "
                               "speeds, which this fault does not change"));
    const int asked = *(width ? ibValue(kIbWidths, options.width) : ibValue(kIbSpeeds, options.speed));
    if (asked >= *beforeValue)
        throw Refused("InfiniBand port " + port.key() + " runs at " + before + " already; " +
                      (width ? options.width : options.speed) + " is not a downgrade");
    const std::string operation = width ? "width" : "speed";
    // The new width or speed takes effect when the link trains again.
    record.apply = {ibportstate(port, {operation, std::to_string(asked)}), ibportstate(port, {"reset"})};
    record.revert = {ibportstate(port, {operation, std::to_string(*beforeValue)}), ibportstate(port, {"reset"})};
}

void planRoceLinkDown(const FaultOptions& options, FaultRecord& record)
{
    const std::string netdev = roceNetdev(options, rdmaPort(options));
    record.interface = netdev;
    record.apply = {{"ip", "link", "set", "dev", netdev, "down"}};
    record.revert = {{"ip", "link", "set", "dev", netdev, "up"}};
}

// `ethtool NETDEV`: the link's speed (Mb/s) and whether it auto-negotiates.
struct EthtoolLink
{
    std::optional<long> speed;
    std::optional<bool> autoneg;
};

EthtoolLink readEthtool(const FaultOptions& options, const std::string& netdev)
{
    const CommandResult shown = runCommand({options.ethtoolCommand, netdev});
    if (shown.exitCode != 0)
        throw Refused("cannot read the link of " + netdev + " ('" + options.ethtoolCommand + " " + netdev +
                      "' failed: " + std::string(trimmed(shown.output)) + "); refusing to change it blind");
    EthtoolLink link;
    std::smatch match;
    if (std::regex_search(shown.output, match, std::regex("Speed: ([0-9]+)Mb/s")))
        link.speed = std::stol(match[1].str());
    if (std::regex_search(shown.output, match, std::regex("Auto-negotiation: (on|off)")))
        link.autoneg = match[1].str() == "on";
    return link;
}

void planRoceSpeedDegrade(const FaultOptions& options, FaultRecord& record)
{
    const std::string netdev = roceNetdev(options, rdmaPort(options));
    record.interface = netdev;
    const EthtoolLink before = readEthtool(options, netdev);
    if (!before.speed || !before.autoneg)
        throw Refused("'" + options.ethtoolCommand + " " + netdev +
                      "' does not show the link's speed and auto-negotiation (is the link up?); refusing to change "
                      "it without knowing what to revert to");
    if (std::stol(options.speed) >= *before.speed)
        throw Refused(netdev + " runs at " + std::to_string(*before.speed) + " Mb/s already; " + options.speed +
                      " Mb/s is not a downgrade");
    record.apply = {{options.ethtoolCommand, "-s", netdev, "speed", options.speed, "autoneg", "off"}};
    record.revert = {*before.autoneg ? Command{options.ethtoolCommand, "-s", netdev, "autoneg", "on"}
                                     : Command{options.ethtoolCommand, "-s", netdev, "speed",
                                               std::to_string(*before.speed), "autoneg", "off"}};
}

void writeRdmaFields(JsonWriter& out, const FaultOptions& options)
{
    const RdmaPort port = rdmaPort(options);
    out.field("rdma_device", port.device).field(field::kPort, port.port).field("link_layer", port.linkLayer);
    if (port.infiniband())
        out.field("lid", port.lid).field("rate_before", port.rate);
    else
        out.field("netdev", roceNetdev(options, port));
    if (!options.speed.empty())
        out.field("speed", options.speed);
    if (!options.width.empty())
        out.field("width", options.width);
}

// ---- events ----

void writeBurstFields(JsonWriter& out, const FaultOptions& options)
{
    out.field(field::kPath, options.path).field(field::kBytes, options.bytes);
}

void writeLoadFields(JsonWriter& out, const FaultOptions& options)
{
    out.field("peer", options.peer).field(field::kPort, options.port).field("rate", options.rate);
}

void writeLoadApplied(JsonWriter& out, const FaultOptions&, const FaultRecord& record, const std::string&)
{
    out.field("sender_pid", static_cast<std::int64_t>(record.helperPid));
}

void writeNodeRemoveFields(JsonWriter& out, const FaultOptions& options)
{
    out.field(field::kMatch, options.match)
        .field(field::kAfterS, options.afterSeconds)
        .field("after_sizes", options.afterSizes);
}

void writeMatchingPids(JsonWriter& out, const FaultOptions& options)
{
    out.key("matching_pids").beginArray();
    for (const long pid : matchingAgents(options.match))
        out.value(static_cast<std::int64_t>(pid));
    out.endArray();
}

void writeNodeRemoveApplied(JsonWriter& out, const FaultOptions& options, const FaultRecord& record,
                            const std::string& applyOutput)
{
    if (options.delayed()) {
        out.field("killer_pid", static_cast<std::int64_t>(record.helperPid));
        // With --after-sizes the run's progress decides, so no time can be given.
        if (options.afterSizes == 0)
            out.field("kill_at", isoUtc(record.createdMs + options.afterSeconds * 1000));
        return;
    }
    out.key(field::kKilledPids).beginArray();
    const std::size_t at = applyOutput.find("killed pids");
    std::istringstream killed(at == std::string::npos ? std::string() : applyOutput.substr(at + 11));
    for (long pid = 0; killed >> pid;)
        out.value(static_cast<std::int64_t>(pid));
    out.endArray();
}

// A kind that acts on an RDMA port: they share their option and safety checks and the port's event fields.
FaultKind rdmaKind(std::string_view name, void (*buildPlan)(const FaultOptions&, FaultRecord&), std::string_view note)
{
    return {.name = name,
            .checkOptions = checkRdmaOptions,
            .checkSafety = checkRdmaSafety,
            .buildPlan = buildPlan,
            .writeFields = writeRdmaFields,
            .note = note};
}

// In the order of the usage text and the error that names them.
const FaultKind kKinds[] = {
    {
        .name = "link-down",
        .onInterface = true,
        .checkOptions = checkLinkDownOptions,
        .checkSafety = checkLinkIsUp,
        .buildPlan = planLinkDown,
        .note = kLinkDownNote,
    },
    {
        .name = "link-degraded",
        .onInterface = true,
        .checkOptions = checkLinkDegradedOptions,
        .checkSafety = checkNoForeignQdisc,
        .buildPlan = planLinkDegraded,
        .note = kQdiscNote,
    },
    {
        .name = "storage-burst",
        .checkOptions = checkStorageBurstOptions,
        .checkSafety = checkBurstSafety,
        .buildPlan = planStorageBurst,
        .writeFields = writeBurstFields,
        .helper = {.name = "storage-writer", .run = runStorageWriter},
        .note = kStorageBurstNote,
    },
    {
        .name = "background-load",
        .onInterface = true,
        .checkOptions = checkBackgroundLoadOptions,
        .buildPlan = planBackgroundLoad,
        .writeFields = writeLoadFields,
        .writeApplied = writeLoadApplied,
        .helper = {.name = "load-sender", .run = runLoadSender},
        .stopHelper = {.name = "load-stop", .run = runLoadStop, .checkOptions = checkLoadStopOptions},
        .note = kBackgroundLoadNote,
    },
    {
        .name = "node-remove",
        .checkOptions = checkNodeRemoveOptions,
        .checkSafety = checkSomethingToRemove,
        .buildPlan = planNodeRemove,
        .writeFields = writeNodeRemoveFields,
        .writePlanned = writeMatchingPids,
        .writeApplied = writeNodeRemoveApplied,
        .helper = {.name = "node-kill", .run = runNodeKill},
        .stopHelper = {.name = "node-kill-cancel", .run = runNodeKillCancel},
        .helperFires = true,
        .note = kNodeRemoveNote,
    },
    rdmaKind("ib-port-disable", planIbPortDisable, kIbPortDisableNote),
    rdmaKind("ib-port-degrade", planIbPortDegrade, kIbPortDegradeNote),
    rdmaKind("roce-link-down", planRoceLinkDown, kRoceLinkDownNote),
    rdmaKind("roce-speed-degrade", planRoceSpeedDegrade, kRoceSpeedDegradeNote),
};

} // namespace

const FaultKind* findFaultKind(std::string_view name)
{
    for (const FaultKind& kind : kKinds)
        if (kind.name == name)
            return &kind;
    return nullptr;
}

const FaultKind* faultKindOfAction(std::string_view action)
{
    for (const FaultKind& kind : kKinds)
        if (!action.empty() && (kind.helper.name == action || kind.stopHelper.name == action))
            return &kind;
    return nullptr;
}

void checkFaultOptions(const FaultKind& kind, const FaultOptions& options)
{
    for (const FaultAction* action : {&kind.helper, &kind.stopHelper})
        if (action->name == options.action && action->checkOptions)
            return action->checkOptions(options);
    if (kind.onInterface)
        checkInterfaceOptions(options);
    kind.checkOptions(options);
}

namespace {

constexpr std::string_view kIpoibLinkDownNote =
    "Link down on an IPoIB interface stops IP over InfiniBand on it only: the InfiniBand port stays active, and RDMA "
    "verbs and NCCL traffic on it go on. ib-port-disable takes the port itself down.";

// ip link down on an IPoIB interface (ARPHRD_INFINIBAND) leaves the InfiniBand port active: only IP over it stops.
bool downsIpoibOnly(const FaultKind& kind, const FaultOptions& options)
{
    return kind.name == "link-down" &&
           HostFs(options.sysfsRoot).readInteger("class/net/" + options.interface + "/type") == 32;
}

} // namespace

std::string_view faultReach(const FaultKind& kind, const FaultOptions& options)
{
    return downsIpoibOnly(kind, options) ? base::faultreach::kKernelIp : base::faultreach::reachOf(kind.name);
}

std::string_view faultNote(const FaultKind& kind, const FaultOptions& options)
{
    return downsIpoibOnly(kind, options) ? kIpoibLinkDownNote : kind.note;
}

void checkFaultSafety(const FaultKind& kind, const FaultOptions& options, const FaultJournal& journal)
{
    if (kind.onInterface)
        checkInterfaceSafety(options, journal);
    if (kind.checkSafety)
        kind.checkSafety(options, journal);
}

} // namespace fw::agent
