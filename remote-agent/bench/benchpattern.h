// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "base/collective.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace fw::agent {

// The correctness check's data: small integers that depend on rank, check iteration and element, so a result that
// came from the wrong rank, the wrong iteration or the wrong offset differs. Sums of up to 2^20 ranks stay below
// 2^24 and are therefore exact in float in any order: results are compared exactly, with no tolerance.
float patternValue(int rank, std::size_t iteration, std::size_t index);

// This rank's logical input (counts.sendCount elements).
std::vector<float> patternInput(const base::CollectiveCounts& counts, int rank, std::size_t iteration);

// Elements of this rank's logical output that differ from what the collective must produce.
std::uint64_t countWrong(base::Collective collective, const base::CollectiveCounts& counts, int rank, int ranks,
                         int root, std::size_t iteration, std::span<const float> output);

} // namespace fw::agent
