// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <sys/types.h>
#include <vector>

namespace fw::agent {

struct CommandResult
{
    // The exit status, or -1 when the program could not be started or was killed by a signal.
    int exitCode = -1;
    // stdout and stderr together, in the order the program wrote them.
    std::string output;
};

// Runs argv[0] (looked up on PATH) without a shell, so no argument is ever re-parsed, and waits for it.
CommandResult runCommand(const std::vector<std::string>& argv);

// The command as one line for people and for the protocol's command lists: arguments joined by spaces.
std::string commandLine(const std::vector<std::string>& argv);

// Field 22 of /proc/PID/stat, the start time in clock ticks after boot; with the pid it names one process for
// good. 0 when the process is gone.
std::int64_t processStartTime(long pid);

// Whether `pid` runs and has not finished (a zombie has finished; only its parent's wait is missing).
bool processAlive(long pid);

// A process's argv from /proc/PID/cmdline; empty when it is gone (or a kernel thread).
std::vector<std::string> processArgs(long pid);

// Leaves the rest of the calling code to a detached grandchild: a double fork with setsid between, so it is
// re-parented to init (or the nearest subreaper), in a session of its own with no terminal, and stdio on /dev/null,
// so neither the caller's exit nor a hang-up of its SSH session reaches it. The fault watchdog and the fault
// helpers start this way.
// In the grandchild the result is empty and it goes on. In the caller, `parentFd` (when not -1) is closed and the
// result is the intermediate child's exit status: 0 once the grandchild runs, after `announce` (when given) was
// called there with its pid; 1 when the second fork failed; -1 when the first fork failed.
std::optional<int> detach(int parentFd, const std::function<void(pid_t)>& announce);

} // namespace fw::agent
