// SPDX-License-Identifier: Apache-2.0
#include "fault/helpers.h"

#include "base/protocol.h"
#include "common/agentstream.h"
#include "common/clock.h"
#include "common/jsonwriter.h"
#include "common/process.h"
#include "common/progressmark.h"
#include "fault/faultjournal.h"
#include "fault/faultkinds.h"

#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <functional>
#include <iostream>
#include <netinet/in.h>
#include <optional>
#include <regex>
#include <string_view>
#include <sys/socket.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace fw::agent {

namespace field = base::protocol::field;

namespace {

// detach() for a helper: in the caller, the exit status of the apply command (a failed fork is told on stderr,
// which the apply's error message quotes); in the detached helper, nullopt.
std::optional<int> detachHelper(int fd, std::string_view what, const std::function<void(pid_t)>& announce)
{
    const std::optional<int> status = detach(fd, announce);
    if (status && *status < 0) {
        std::cerr << "cannot start the " << what << ": fork failed\n";
        return 1;
    }
    return status;
}

// The active fault of the helper's kind in this network namespace and journal that `belongs` picks, if any.
std::optional<FaultRecord> findFault(const FaultOptions& options,
                                     const std::function<bool(const FaultRecord&)>& belongs)
{
    const FaultJournal journal(options.stateDir);
    for (const auto& id : journal.activeIds())
        if (auto record = journal.read(id);
            record && record->kind == options.faultKind->name && record->netns == currentNetns() && belongs(*record))
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

// SIGKILLs the agent processes that match, returning the pids it could signal.
std::vector<long> killMatching(const std::string& match)
{
    std::vector<long> killed;
    for (const long pid : matchingAgents(match))
        if (::kill(static_cast<pid_t>(pid), SIGKILL) == 0)
            killed.push_back(pid);
    return killed;
}

// The most sizes a matching process on this host has finished (its ProgressMark); nullopt when none has a mark.
std::optional<std::size_t> sizesDone(const std::string& match)
{
    std::optional<std::size_t> most;
    for (const long pid : matchingAgents(match))
        if (const std::optional<std::size_t> sizes = ProgressMark::read(pid); sizes && (!most || *sizes > *most))
            most = sizes;
    return most;
}

// Whether a matching run may be struck now: with --after-sizes, once one of its processes on this host has
// finished that many sizes; otherwise as soon as one exists.
bool readyToKill(const FaultOptions& options)
{
    if (options.afterSizes == 0)
        return !matchingAgents(options.match).empty();
    const std::optional<std::size_t> sizes = sizesDone(options.match);
    return sizes && *sizes >= static_cast<std::size_t>(options.afterSizes);
}

// The detached side of a delayed node-remove: waits --after seconds, then (with --after-sizes, once a matching run
// has measured that many sizes) kills the matching processes, if any appear before the TTL. It logs a "fault_fired"
// event for its journal entry (found by its own pid), which `apply --hold` passes on.
[[noreturn]] void killLater(const FaultOptions& options, std::int64_t startMs)
{
    std::signal(SIGTERM, SIG_DFL);
    const std::int64_t deadline = startMs + options.ttlSeconds * 1000;
    std::this_thread::sleep_for(std::chrono::milliseconds(startMs + options.afterSeconds * 1000 - nowMs()));
    std::vector<long> killed;
    std::optional<std::size_t> sizesAtKill; // with --after-sizes: what the struck run had finished on this host
    while (killed.empty() && nowMs() < deadline) {
        if (readyToKill(options)) {
            sizesAtKill = sizesDone(options.match);
            killed = killMatching(options.match);
        }
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
                JsonWriter out = beginEvent(base::protocol::event::kFaultFired);
                out.field(field::kId, id)
                    .field(field::kKind, record->kind)
                    .field(field::kMatch, options.match)
                    .field(field::kTime, isoUtc(nowMs()))
                    .key(field::kKilledPids)
                    .beginArray();
                for (const long pid : killed)
                    out.value(static_cast<std::int64_t>(pid));
                out.endArray();
                if (!killed.empty() && options.afterSizes > 0 && sizesAtKill)
                    out.field("sizes_done", static_cast<std::int64_t>(*sizesAtKill));
                if (killed.empty())
                    out.field(field::kMessage,
                              options.afterSizes > 0
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

} // namespace

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

// Creates the file exclusively (so a failure to create it fails the apply), then leaves a detached writer behind
// and exits. The writer writes in 1 MiB blocks, fsyncs, and then waits; it stops as soon as the file is removed
// (the revert) or the TTL has passed, and never writes to a file it did not create.
int runStorageWriter(const FaultOptions& options)
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

// Opens a UDP socket bound to the interface and connected to the peer (so a missing route fails the apply), then
// leaves a detached sender behind and prints "background-load sender pid N start T". The sender paces 1400-byte
// datagrams to the rate (1 ms steps, at most 100 ms of catch-up after a stall), ignores send errors (an ICMP port
// unreachable from the peer, a full queue), and stops at the TTL or on SIGTERM (load-stop).
int runLoadSender(const FaultOptions& options)
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

// The revert of background-load: stops the sender journalled for this interface.
int runLoadStop(const FaultOptions& options)
{
    return stopHelper(
        findFault(options, [&](const FaultRecord& record) { return record.interface == options.interface; }),
        "load-sender", options.interface, "background-load sender");
}

// The revert of a delayed node-remove: stops its killer if it has not fired yet.
int runNodeKillCancel(const FaultOptions& options)
{
    return stopHelper(
        findFault(options, [&](const FaultRecord& record) { return record.applyOption("--match") == options.match; }),
        "node-kill", options.match, "delayed node kill");
}

// SIGKILLs the matching agent processes and prints their pids, or with --after or --after-sizes leaves a detached
// killer behind and prints "node killer pid N start T".
int runNodeKill(const FaultOptions& options)
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

} // namespace fw::agent
