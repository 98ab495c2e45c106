// SPDX-License-Identifier: Apache-2.0
#include "bench/benchpattern.h"

#include <array>

namespace fw::agent {

namespace {

constexpr std::uint64_t kPeriod = 17;

// The part of the pattern that does not depend on the rank; the value repeats with it, so sums over ranks need
// only kPeriod entries.
std::size_t phase(std::size_t iteration, std::size_t index)
{
    return static_cast<std::size_t>((iteration * 13u + index * 3u) % kPeriod);
}

float valueAt(int rank, std::size_t phaseValue)
{
    return static_cast<float>(static_cast<int>((static_cast<std::uint64_t>(rank) * 7u + phaseValue) % kPeriod) - 8);
}

} // namespace

float patternValue(int rank, std::size_t iteration, std::size_t index)
{
    return valueAt(rank, phase(iteration, index));
}

std::vector<float> patternInput(const base::CollectiveCounts& counts, int rank, std::size_t iteration)
{
    std::vector<float> input(counts.sendCount);
    for (std::size_t i = 0; i < input.size(); ++i)
        input[i] = patternValue(rank, iteration, i);
    return input;
}

std::uint64_t countWrong(base::Collective collective, const base::CollectiveCounts& counts, int rank, int ranks,
                         int root, std::size_t iteration, std::span<const float> output)
{
    using base::Collective;
    const std::size_t chunk = counts.chunkCount;
    std::array<float, kPeriod> sums{};
    for (std::size_t p = 0; p < kPeriod; ++p)
        for (int r = 0; r < ranks; ++r)
            sums[p] += valueAt(r, p);
    const auto expected = [&](std::size_t i) -> float {
        switch (collective) {
        case Collective::AllReduce:
            return sums[phase(iteration, i)];
        case Collective::AllGather:
            return patternValue(static_cast<int>(i / chunk), iteration, i % chunk);
        case Collective::ReduceScatter:
            return sums[phase(iteration, static_cast<std::size_t>(rank) * chunk + i)];
        case Collective::Broadcast:
            return patternValue(root, iteration, i);
        case Collective::AllToAll:
            // Block s of the output is block `rank` of rank s's input.
            return patternValue(static_cast<int>(i / chunk), iteration,
                                static_cast<std::size_t>(rank) * chunk + i % chunk);
        case Collective::SendRecv:
            return patternValue((rank + ranks - 1) % ranks, iteration, i);
        }
        return 0;
    };
    std::uint64_t wrong = 0;
    for (std::size_t i = 0; i < output.size(); ++i)
        // NaN, the pre-filled value, never compares equal.
        if (!(output[i] == expected(i)))
            ++wrong;
    return wrong;
}

} // namespace fw::agent
