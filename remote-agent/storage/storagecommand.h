// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <span>

namespace fw::agent {

// `fabric-agent storage`: checkpoint write (fsync), restore and dataset-load throughput from every rank at once.
// `argv` is the whole command line, recorded in the start event; `args` are the options after the subcommand.
int runStorage(std::span<char* const> argv, std::span<char* const> args);

} // namespace fw::agent
