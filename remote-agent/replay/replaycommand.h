// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <span>

namespace fw::agent {

// `fabric-agent replay`: a synthetic training step (compute, gradient all-reduce, periodic checkpoint) on every rank,
// or a user's job command whose step times and tokens/s are read from its output with regular expressions.
int runReplay(std::span<char* const> argv, std::span<char* const> args);

} // namespace fw::agent
