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
    double computeMs = 0;
    bool busy = true;
    std::optional<double> arrivalRate; // steps (request batches) per second, open loop
    std::uint64_t seed = 1;
};

// `replay --pattern`: every rank runs the pattern's collectives in order, each `count` times per step, with the
// step's compute spread over the gaps before them. Needs an agent built with MPI.
int runPatternReplay(const PatternReplayOptions& options, std::span<char* const> argv);

} // namespace fw::agent
