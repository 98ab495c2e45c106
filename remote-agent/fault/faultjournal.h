// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fw::agent {

using Command = std::vector<std::string>;

// One active fault as the on-host journal records it: everything a watchdog or a later agent needs to undo it
// without the agent that applied it.
struct FaultRecord
{
    std::string id;
    std::string kind;
    std::string interface;
    // The network namespace it was applied in (/proc/self/ns/net), so a revert never runs in another one.
    std::string netns;
    std::int64_t createdMs = 0;
    std::int64_t deadlineMs = 0;
    // 0: no lease, only the time-to-live.
    std::int64_t leaseSeconds = 0;
    std::vector<Command> apply;
    std::vector<Command> revert;
    long watchdogPid = 0;
    // A detached helper the fault left running (background-load's sender): its pid and start time (clock ticks
    // after boot, /proc/PID/stat field 22), so the revert stops that process and never a later one with its pid.
    long helperPid = 0;
    std::int64_t helperStart = 0;

    // The value after `option` in the first apply command (a storage burst's --path, a node-remove's --match), or
    // empty.
    std::string applyOption(std::string_view option) const;
};

// The state directory: `<id>.json` per active fault, `<id>.lease` holding the lease's expiry (epoch ms),
// `reverted.jsonl` with one `fault_reverted` event per revert, and `lock`, which serialises every change.
class FaultJournal
{
public:
    explicit FaultJournal(std::filesystem::path directory);

    const std::filesystem::path& directory() const { return m_directory; }
    // Creates the directory (mode 0700) when missing; throws std::runtime_error when it cannot.
    void ensureDirectory() const;

    // Writes atomically (temporary file and rename), so a reader never sees half a record.
    void write(const FaultRecord& record) const;
    // nullopt when no such fault is active; throws std::runtime_error naming the file when it is unreadable.
    std::optional<FaultRecord> read(const std::string& id) const;
    std::vector<std::string> activeIds() const;
    // Whether fault `id` is still journalled (not reverted yet).
    bool isActive(const std::string& id) const;
    void remove(const std::string& id) const;

    void writeLease(const std::string& id, std::int64_t expiresMs) const;
    std::optional<std::int64_t> leaseExpiry(const std::string& id) const;

    void appendLog(const std::string& line) const;
    // The last logged event line for `id`, or empty.
    std::string loggedEvent(const std::string& id) const;

    // An exclusive flock on `lock`, held until destruction; blocks while another process holds it.
    class Lock
    {
    public:
        explicit Lock(const FaultJournal& journal);
        ~Lock();
        Lock(const Lock&) = delete;
        Lock& operator=(const Lock&) = delete;

    private:
        int m_fd;
    };

private:
    std::filesystem::path path(const std::string& id, const char* suffix) const;

    std::filesystem::path m_directory;
};

std::string currentNetns();

} // namespace fw::agent
