// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>

namespace fw::agent {

// Every bench rank keeps a small file saying how many sizes it has finished, so that a fault on its host can be
// triggered by the job's own progress instead of by a clock: `fault apply --kind node-remove --after-sizes N`
// strikes a run once it has measured N sizes, however fast or slow the machine is. The file is
// <directory()>/<pid> and holds "<start time> <sizes>\n" (the start time from /proc/PID/stat, so a reused pid never
// reads another process's mark). It is written by rename, so a reader sees the old or the new mark, never half.
class ProgressMark
{
public:
    // Marks nothing when the directory cannot be made or is not this user's own: the run goes on unmarked, and a
    // fault waiting for its progress never fires (it says so when its time-to-live ends).
    ProgressMark();
    ~ProgressMark();
    ProgressMark(const ProgressMark&) = delete;
    ProgressMark& operator=(const ProgressMark&) = delete;

    void sizesDone(std::size_t sizes);

    // /tmp/fabric-agent-<uid>/progress: a fixed place both sides agree on without any environment, since a
    // launcher starts ranks with an environment of its own.
    static std::filesystem::path directory();
    // The sizes process `pid` has finished, or nullopt when it left no mark (or the mark is another process's).
    static std::optional<std::size_t> read(long pid);
    // Removes the mark of a process that was killed and so could not remove its own.
    static void remove(long pid);

private:
    std::optional<std::filesystem::path> m_file;
    std::int64_t m_startTime = 0;
};

} // namespace fw::agent
