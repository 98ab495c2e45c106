#pragma once

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

} // namespace fw::agent
