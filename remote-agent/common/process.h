#pragma once

#include <cstdint>
#include <string>
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

} // namespace fw::agent
