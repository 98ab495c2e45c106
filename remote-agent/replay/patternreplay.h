// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>

namespace fw::agent {

struct PatternReplayOptions
{
    std::filesystem::path path;
    std::uint64_t steps = 20;
    std::uint64_t warmup = 2; // steps run first and not reported, before each phase
    double computeMs = 0;
    bool busy = true;
    std::optional<double> arrivalRate; // steps (request batches) per second, open loop
    std::uint64_t seed = 1;
    // A second pattern run beside the first, on the odd ranks while the first runs on the even ones, after the first
    // has run alone: the first's p99 inflation is the isolation of two jobs on one fabric. Empty: none.
    std::filesystem::path beside;
};

// `replay --pattern`: every rank runs the pattern's collectives in order, each `count` times per step, with the
// step's compute spread over the gaps before them. Needs an agent built with MPI.
int runPatternReplay(const PatternReplayOptions& options, std::span<char* const> argv);

} // namespace fw::agent
