// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "bench/benchbackend.h"
#include "common/hostbuffer.h"

#include <mpi.h>
#include <optional>

namespace fw::agent {

// Host buffers and MPI's own collectives. Each iteration is a barrier, then MPI_Wtime around the one call, so every
// rank times the same iteration from (nearly) the same start; the barrier stays outside the timed region.
class MpiBackend final : public BenchBackend
{
public:
    // Buffers for the largest size are allocated and touched here, so no iteration pays for page faults: a send and
    // a receive buffer, each page-aligned (common/hostbuffer.h). `testDelayUs` is the test hook that makes this rank
    // slow: it sleeps inside the timed region.
    MpiBackend(MPI_Comm comm, base::Collective collective, int root, std::size_t maxBytes, HostBuffer::Pages pages,
               std::optional<double> testDelayUs);

    std::string_view timer() const override;
    std::vector<std::pair<std::string, std::string>> versions() const override;
    bool hasInPlace() const override;
    BufferDescription buffers() const override;
    void prepare(const base::CollectiveCounts& counts, bool inPlace) override;
    double timeIteration() override;
    std::vector<float> runChecked(std::span<const float> input) override;

private:
    void runOnce();
    // Where the logical input and output live for the current variant.
    float* inputBuffer();
    float* outputBuffer();

    MPI_Comm m_comm;
    base::Collective m_collective;
    int m_root;
    int m_rank = 0;
    int m_ranks = 1;
    std::optional<double> m_testDelayUs;
    HostBuffer m_send;
    HostBuffer m_recv;
    base::CollectiveCounts m_counts;
    bool m_inPlace = false;
};

} // namespace fw::agent
