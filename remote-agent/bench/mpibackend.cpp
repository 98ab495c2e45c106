// SPDX-License-Identifier: Apache-2.0
#include "bench/mpibackend.h"

#include <algorithm>
#include <chrono>
#include <climits>
#include <limits>
#include <stdexcept>
#include <thread>

namespace fw::agent {

namespace {

// MPI counts are int; larger messages would need derived datatypes, which would change what is measured.
int mpiCount(std::size_t count)
{
    return static_cast<int>(count);
}

} // namespace

MpiBackend::MpiBackend(MPI_Comm comm, base::Collective collective, int root, std::size_t maxBytes,
                       HostBuffer::Pages pages, std::optional<double> testDelayUs)
    : m_comm(comm), m_collective(collective), m_root(root), m_testDelayUs(testDelayUs)
{
    MPI_Comm_rank(comm, &m_rank);
    MPI_Comm_size(comm, &m_ranks);
    const base::CollectiveCounts largest = base::collectiveCounts(collective, maxBytes, m_ranks, sizeof(float));
    const std::size_t elements = std::max(largest.sendCount, largest.recvCount);
    if (elements > static_cast<std::size_t>(INT_MAX))
        throw std::runtime_error("backend mpi: " + std::to_string(maxBytes) +
                                 " bytes exceed MPI's int element count; use -e " +
                                 std::to_string(static_cast<std::size_t>(INT_MAX) * sizeof(float)) + " or less");
    // Separate allocations, each zeroed (first touched) here on this rank.
    m_send = HostBuffer(elements * sizeof(float), pages);
    m_recv = HostBuffer(elements * sizeof(float), pages);
}

std::string_view MpiBackend::timer() const
{
    return "MPI_Wtime";
}

std::vector<std::pair<std::string, std::string>> MpiBackend::versions() const
{
    return {};
}

bool MpiBackend::hasInPlace() const
{
    return true;
}

BufferDescription MpiBackend::buffers() const
{
    return {"host", HostBuffer::alignment(), HostBuffer::backingName(m_send.backing())};
}

void MpiBackend::prepare(const base::CollectiveCounts& counts, bool inPlace)
{
    m_counts = counts;
    m_inPlace = inPlace;
    std::fill_n(m_send.floats().begin(), counts.sendCount, 0.0f);
    std::fill_n(m_recv.floats().begin(), std::max(counts.sendCount, counts.recvCount), 0.0f);
}

double MpiBackend::timeIteration()
{
    MPI_Barrier(m_comm);
    const double start = MPI_Wtime();
    runOnce();
    if (m_testDelayUs)
        std::this_thread::sleep_for(std::chrono::duration<double, std::micro>(*m_testDelayUs));
    const double end = MPI_Wtime();
    return (end - start) * 1e6;
}

std::vector<float> MpiBackend::runChecked(std::span<const float> input)
{
    constexpr float kUnset = std::numeric_limits<float>::quiet_NaN();
    const std::size_t outputCount =
        m_collective == base::Collective::ReduceScatter ? m_counts.chunkCount : m_counts.recvCount;
    std::fill_n(m_recv.floats().begin(), std::max(m_counts.sendCount, m_counts.recvCount), kUnset);
    // A broadcast's receivers have no input: their buffer keeps the NaN until the root's data arrives.
    if (m_collective != base::Collective::Broadcast || m_rank == m_root)
        std::copy(input.begin(), input.end(), inputBuffer());
    runOnce();
    const float* output = outputBuffer();
    return {output, output + outputCount};
}

float* MpiBackend::inputBuffer()
{
    if (!m_inPlace)
        return m_send.floats().data();
    if (m_collective == base::Collective::AllGather)
        return m_recv.floats().data() + static_cast<std::size_t>(m_rank) * m_counts.chunkCount;
    return m_recv.floats().data();
}

float* MpiBackend::outputBuffer()
{
    // MPI_Bcast has one buffer: out of place, the root sends from its send buffer, so that is where its copy is.
    if (!m_inPlace && m_collective == base::Collective::Broadcast && m_rank == m_root)
        return m_send.floats().data();
    return m_recv.floats().data();
}

void MpiBackend::runOnce()
{
    using base::Collective;
    const void* send = m_inPlace ? MPI_IN_PLACE : m_send.floats().data();
    float* recv = m_recv.floats().data();
    const int count = mpiCount(m_counts.sendCount);
    const int chunk = mpiCount(m_counts.chunkCount);
    switch (m_collective) {
    case Collective::AllReduce:
        MPI_Allreduce(send, recv, count, MPI_FLOAT, MPI_SUM, m_comm);
        break;
    case Collective::AllGather:
        MPI_Allgather(send, chunk, MPI_FLOAT, recv, chunk, MPI_FLOAT, m_comm);
        break;
    case Collective::ReduceScatter:
        MPI_Reduce_scatter_block(send, recv, chunk, MPI_FLOAT, MPI_SUM, m_comm);
        break;
    case Collective::Broadcast:
        MPI_Bcast(outputBuffer(), count, MPI_FLOAT, m_root, m_comm);
        break;
    case Collective::AllToAll:
        MPI_Alltoall(send, chunk, MPI_FLOAT, recv, chunk, MPI_FLOAT, m_comm);
        break;
    case Collective::SendRecv: {
        // A ring shift as in nccl-tests' sendrecv_perf: every rank sends to the next and receives from the previous.
        const int next = (m_rank + 1) % m_ranks;
        const int previous = (m_rank + m_ranks - 1) % m_ranks;
        if (m_inPlace)
            MPI_Sendrecv_replace(recv, count, MPI_FLOAT, next, 0, previous, 0, m_comm, MPI_STATUS_IGNORE);
        else
            MPI_Sendrecv(m_send.floats().data(), count, MPI_FLOAT, next, 0, recv, count, MPI_FLOAT, previous, 0, m_comm,
                         MPI_STATUS_IGNORE);
        break;
    }
    }
}

} // namespace fw::agent
