// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string_view>

// The collectives a bench run measures, their buffer sizes and bus-bandwidth factors, as nccl-tests defines them
// (doc/PERFORMANCE.md and src/*.cu), so agent runs and imported nccl-tests logs compare row by row.
namespace fw::base {

enum class Collective
{
    AllReduce,
    AllGather,
    ReduceScatter,
    Broadcast,
    AllToAll,
    SendRecv,
};

// Protocol names: all_reduce, all_gather, reduce_scatter, broadcast, all_to_all, send_recv.
std::string_view collectiveName(Collective collective);
std::optional<Collective> collectiveFromName(std::string_view name);
std::span<const Collective> allCollectives();

// busbw = algbw x factor, with n ranks: 2(n-1)/n for all-reduce, (n-1)/n for reduce-scatter, all-gather and
// all-to-all, 1 for broadcast and send/recv. It makes the figure comparable with the link speed whatever the rank
// count.
double busBandwidthFactor(Collective collective, int ranks);

// Element counts of one rank's buffers for a requested size. `bytes` is the size of the larger buffer, which is what
// nccl-tests prints as "size" and divides by the time for algbw. For all-gather, reduce-scatter and all-to-all each
// rank owns an equal chunk, so the requested size is rounded down to a multiple of ranks x element size; a size
// below one element per rank leaves all counts 0.
struct CollectiveCounts
{
    std::size_t sendCount = 0;
    std::size_t recvCount = 0;
    std::size_t chunkCount = 0; // elements per rank's block (all-gather, reduce-scatter, all-to-all); else sendCount
    std::size_t bytes = 0;
};
CollectiveCounts collectiveCounts(Collective collective, std::size_t requestedBytes, int ranks,
                                  std::size_t elementSize);

// GB/s (10^9 bytes per second) for `bytes` moved in `microseconds`, as nccl-tests computes algbw.
double algorithmBandwidthGBs(std::size_t bytes, double microseconds);

} // namespace fw::base
