#include "faultcommand.h"

#include "agentstream.h"
#include "base/protocol.h"
#include "clock.h"
#include "faultjournal.h"
#include "hostfs.h"
#include "jsonwriter.h"
#include "process.h"

#include <algorithm>
#include <arpa/inet.h>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <ifaddrs.h>
#include <iostream>
#include <net/if.h>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace fw::agent {

namespace {

constexpr std::string_view kUsage = R"(Usage: fabric-agent fault apply --kind KIND --interface IF --ttl S [options]
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

Options of apply:
  --kind KIND              link-down, link-degraded or storage-burst
  --interface IF           the network interface (link kinds)
  --ttl S                  revert after S seconds at the latest (1..86400)
  --lease S                also revert when no 'fault renew' came for S seconds (default: no lease)
  --rate RATE              link-degraded: tc rate, e.g. 100mbit (required)
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
constexpr std::string_view kLinkDownNote =
    "Link down stops all traffic on this interface, RDMA on the port included; on bonded or multi-rail hosts "
    "traffic may fail over to other links instead of failing.";

class UsageError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

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
    bool allowSshInterface = false;
    bool dryRun = false;
    bool hold = false;
    std::string stateDir = kDefaultStateDir;
    std::string id;
};

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
    static const std::vector<std::string> kActions = {"apply", "renew",    "revert",        "revert-all",
                                                      "list",  "watchdog", "storage-writer"};
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
        else if (arg == "--bytes") {
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
    if (options.action != "apply")
        return options;
    if (options.kind != "link-down" && options.kind != "link-degraded")
        throw UsageError("fault apply: --kind must be link-down, link-degraded or storage-burst, not '" + options.kind +
                         "'");
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
    } else if (!options.rate.empty()) {
        throw UsageError("fault apply: --rate only applies to link-degraded");
    }
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
    journal.remove(id);
    journal.appendLog(out.str());
    return out.str();
}

// Double fork and setsid: the watchdog is re-parented to init (or the nearest subreaper), in a session of its
// own, with no terminal and stdio on /dev/null, so neither the agent's exit nor a hang-up of the SSH session
// reaches it. It reports "ready <pid>" (or why not) on a pipe before the fault is applied.
long startWatchdog(const FaultJournal& journal, const std::string& id)
{
    int ready[2];
    if (::pipe2(ready, O_CLOEXEC) != 0)
        throw std::runtime_error("cannot start the watchdog: pipe failed");
    const pid_t child = ::fork();
    if (child < 0)
        throw std::runtime_error("cannot start the watchdog: fork failed");
    if (child == 0) {
        ::setsid();
        if (::fork() != 0)
            ::_exit(0);
        const int null = ::open("/dev/null", O_RDWR);
        ::dup2(null, STDIN_FILENO);
        ::dup2(null, STDOUT_FILENO);
        ::dup2(null, STDERR_FILENO);
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
    ::close(ready[1]);
    int status = 0;
    ::waitpid(child, &status, 0);
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
    const pid_t child = ::fork();
    if (child < 0) {
        ::unlink(options.path.c_str());
        std::cerr << "cannot start the writer: fork failed\n";
        return 1;
    }
    if (child > 0) {
        ::close(fd);
        int status = 0;
        ::waitpid(child, &status, 0);
        return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
    }
    ::setsid();
    const pid_t writer = ::fork();
    if (writer != 0) {
        if (writer > 0)
            std::cout << "storage burst writer pid " << writer << '\n' << std::flush;
        ::_exit(writer > 0 ? 0 : 1);
    }
    const int null = ::open("/dev/null", O_RDWR);
    ::dup2(null, STDIN_FILENO);
    ::dup2(null, STDOUT_FILENO);
    ::dup2(null, STDERR_FILENO);
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

volatile std::sig_atomic_t g_stop = 0;

void onStopSignal(int)
{
    g_stop = 1;
}

int holdFault(const FaultJournal& journal, const FaultRecord& record)
{
    for (const int signal : {SIGTERM, SIGINT, SIGHUP})
        std::signal(signal, onStopSignal);
    const auto renewEvery = std::chrono::milliseconds(record.leaseSeconds > 0 ? record.leaseSeconds * 1000 / 3 : 1000);
    auto nextRenew = std::chrono::steady_clock::now() + renewEvery;
    while (true) {
        if (g_stop) {
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
            journal.writeLease(record.id, nowMs() + record.leaseSeconds * 1000);
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
    const std::string_view note = options.kind == "link-down"       ? kLinkDownNote
                                  : options.kind == "storage-burst" ? kStorageBurstNote
                                                                    : kQdiscNote;

    if (options.dryRun) {
        checkSafety(options, journal);
        JsonWriter out;
        beginEvent(out, base::protocol::event::kFaultPlan)
            .field("kind", record.kind)
            .field("interface", record.interface)
            .field("ttl_s", options.ttlSeconds)
            .field("lease_s", options.leaseSeconds);
        if (options.kind == "storage-burst")
            out.field("path", options.path).field("bytes", options.bytes);
        writeCommandList(out, "commands", record.apply);
        writeCommandList(out, "revert_commands", record.revert);
        out.field("note", note).endObject();
        printEvent(out);
        return 0;
    }

    journal.ensureDirectory();
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
    if (options.kind == "storage-burst")
        out.field("path", options.path).field("bytes", options.bytes);
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
    for (const std::string_view arg : args)
        if (arg == "-h" || arg == "--help") {
            std::cout << kUsage;
            return 0;
        }
    Options options;
    try {
        options = parseOptions(args);
    } catch (const UsageError& error) {
        std::cerr << "fabric-agent: " << error.what() << "\nTry 'fabric-agent fault --help'.\n";
        return 2;
    }
    try {
        if (options.action == "watchdog")
            return runWatchdog(options);
        if (options.action == "storage-writer")
            return runStorageWriter(options);
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
