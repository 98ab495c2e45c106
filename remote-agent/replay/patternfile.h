// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "base/collective.h"

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace fw::agent {

// One collective of a pattern file (docs/workload.md, "The pattern file"), as the replay runs it.
struct PatternCollective
{
    int order = 0;
    base::Collective collective = base::Collective::AllReduce;
    std::uint64_t bytes = 0;
    std::uint64_t count = 0;
    int groupSize = 1;
    std::string phase;
    std::string group;
};

struct ReplayPattern
{
    std::string kind; // the workload's kind: pre_training, fine_tuning, inference, mixed
    int tensorParallel = 1;
    int dataParallel = 1;
    std::uint64_t tokensPerStep = 0; // global batch x sequence length; 0 when the file does not say
    std::vector<PatternCollective> collectives;
};

// Reads a pattern file; throws std::runtime_error naming the file, and the entry and key at fault.
ReplayPattern readPatternFile(const std::filesystem::path& path);

// Which ranks of a world run one collective together: groups of `size` ranks `stride` apart (docs/workload.md, "The
// replay"): tensor parallelism on neighbouring ranks, data and expert parallelism `tensor_parallel` apart,
// pipeline stages `tensor_parallel x data_parallel` apart, the KV cache across the two halves. A world too small or
// not divisible keeps the largest group that fits, on neighbouring ranks.
struct GroupLayout
{
    int size = 1;
    int stride = 1;

    int color(int rank) const { return rank / (size * stride) * stride + rank % stride; }
    int position(int rank) const { return rank / stride % size; }
};
GroupLayout groupLayout(const PatternCollective& collective, const ReplayPattern& pattern, int world);

} // namespace fw::agent
