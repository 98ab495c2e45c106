// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <functional>
#include <span>
#include <string>

namespace fw::agent {

// `fabric-agent bench`: initialises MPI, runs the sweep on every rank and, on rank 0 only, writes the JSON Lines
// stream (docs/agent-protocol.md). `argv` is the whole command line, recorded in the start event; `args` are the
// options after the subcommand. `hostFacts` returns this host's `facts` event as one JSON line; with --facts the
// first rank of each host calls it once. Returns the process exit status.
int runBench(std::span<char* const> argv, std::span<char* const> args, const std::function<std::string()>& hostFacts);

} // namespace fw::agent
