#pragma once

#include <span>

namespace fw::agent {

// `fabric-agent bench`: initialises MPI, runs the sweep on every rank and, on rank 0 only, writes the JSON Lines
// stream (docs/agent-protocol.md). `argv` is the whole command line, recorded in the start event; `args` are the
// options after the subcommand. Returns the process exit status.
int runBench(std::span<char* const> argv, std::span<char* const> args);

} // namespace fw::agent
