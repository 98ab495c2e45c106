// SPDX-License-Identifier: Apache-2.0
#include "fault/watchdog.h"

#include "base/protocol.h"
#include "common/agentstream.h"
#include "common/clock.h"
#include "common/hostfs.h"
#include "common/jsonwriter.h"
#include "common/process.h"
#include "fault/faultoptions.h"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <optional>
#include <stdexcept>
#include <thread>
#include <unistd.h>

namespace fw::agent {

namespace field = base::protocol::field;

std::string revertFault(const FaultJournal& journal, const std::string& id, const std::string& reason)
{
    const FaultJournal::Lock lock(journal);
    const auto record = journal.read(id);
    if (!record)
        return {};
    if (record->netns != currentNetns())
        throw Refused("fault " + id + " was applied in network namespace " + record->netns + ", not this one (" +
                      currentNetns() + "); revert it from there");
    JsonWriter out = beginEvent(base::protocol::event::kFaultReverted);
    out.field(field::kId, id)
        .field(field::kKind, record->kind)
        .field(field::kInterface, record->interface)
        .field(field::kReason, reason)
        .field(field::kTime, isoUtc(nowMs()));
    bool ok = true;
    out.key(field::kCommands).beginArray();
    for (const auto& command : record->revert) {
        const CommandResult result = runCommand(command);
        ok = ok && result.exitCode == 0;
        out.beginObject()
            .field(field::kCommand, commandLine(command))
            .field(field::kExitCode, result.exitCode)
            .field(field::kOutput, trimmed(result.output))
            .endObject();
    }
    out.endArray().field(field::kOk, ok).endObject();
    // Logged before the entry goes: whoever sees it gone (a hold, a test) finds the revert in the log.
    journal.appendLog(out.str());
    journal.remove(id);
    return out.str();
}

// Detached (common/process.h) so that neither the agent's exit nor a hang-up of the SSH session reaches it; it
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

int runWatchdog(const std::string& stateDir, const std::string& id)
{
    const FaultJournal journal(stateDir);
    std::optional<FaultRecord> record;
    try {
        record = journal.read(id);
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
        if (!journal.isActive(id))
            return 0;
        const std::int64_t now = nowMs();
        std::string reason;
        if (now >= record->deadlineMs)
            reason = "ttl";
        else if (record->leaseSeconds > 0 && now >= journal.leaseExpiry(id).value_or(0))
            reason = "lease";
        if (!reason.empty()) {
            try {
                revertFault(journal, id, reason);
            } catch (const std::exception&) {
                // Nothing to tell and no one to tell it to; the journal entry stays for revert-all.
                return 1;
            }
            return 0;
        }
    }
}

} // namespace fw::agent
