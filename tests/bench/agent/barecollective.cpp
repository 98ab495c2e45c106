// SPDX-License-Identifier: Apache-2.0
// The reference for the agent's harness overhead: one MPI collective timed per iteration the way OSU Micro-Benchmarks
// (osu_allreduce and its siblings, version 7) time theirs, and nothing else. It shares no code with the agent: its
// buffers are its own posix_memalign(page size) blocks, first touched here after the launcher bound the rank, one for
// sending and one for receiving; its loop is OSU's (MPI_Wtime, the call, MPI_Wtime, MPI_Barrier), warmup first.
// Sizes follow nccl-tests' conventions, as the agent's do: `bytes` is the larger buffer (all_gather: the gathered
// result; reduce_scatter: the input), chunked collectives round down to whole floats per rank.
//
// Usage: mpirun -np N barecollective COLLECTIVE ITERS WARMUP MIN_BYTES MAX_BYTES [in_place]
//   COLLECTIVE: all_reduce, all_gather, reduce_scatter, broadcast, all_to_all, send_recv; sizes MIN to MAX by 2.
//   FW_BARE_RECV_OFFSET=N moves the receive buffer N bytes past its page boundary: the experiment behind the agent's
//   buffer rules (docs/performance.md; std::vector's buffers sit 16 bytes past a page multiple apart).
// Rank 0 prints one line per size: bytes, then p50 and p99 of two per-iteration statistics over the timed iterations
// (nearest rank): the slowest rank's time (the agent's time_us) and the mean over ranks (OSU's -z tail latency).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <mpi.h>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

// In the order of kNames below.
enum Kind
{
    AllReduce,
    AllGather,
    ReduceScatter,
    Broadcast,
    AllToAll,
    SendRecv,
};

float* pageAligned(std::size_t bytes)
{
    void* block = nullptr;
    if (posix_memalign(&block, static_cast<std::size_t>(sysconf(_SC_PAGESIZE)), std::max<std::size_t>(bytes, 1)) != 0)
        MPI_Abort(MPI_COMM_WORLD, 1);
    std::memset(block, 0, bytes);
    return static_cast<float*>(block);
}

double nearestRank(std::vector<double> values, double p)
{
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(std::ceil(p / 100.0 * static_cast<double>(values.size())));
    return values[std::max<std::size_t>(index, 1) - 1];
}

} // namespace

int main(int argc, char** argv)
{
    MPI_Init(&argc, &argv);
    int rank = 0, ranks = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    if (argc < 6) {
        if (rank == 0)
            std::fprintf(stderr, "usage: barecollective COLLECTIVE ITERS WARMUP MIN_BYTES MAX_BYTES [in_place]\n");
        MPI_Finalize();
        return 2;
    }
    const std::string collective = argv[1];
    const int iters = std::atoi(argv[2]);
    const int warmup = std::atoi(argv[3]);
    const long minBytes = std::atol(argv[4]);
    const long maxBytes = std::atol(argv[5]);
    const bool inPlace = argc > 6 && std::string(argv[6]) == "in_place";
    // Chosen once, so the timed region holds a switch, not string comparisons.
    const char* const kNames[] = {"all_reduce", "all_gather", "reduce_scatter", "broadcast", "all_to_all", "send_recv"};
    const auto named = std::find(std::begin(kNames), std::end(kNames), collective);
    if (named == std::end(kNames)) {
        if (rank == 0)
            std::fprintf(stderr, "barecollective: unknown collective '%s'\n", collective.c_str());
        MPI_Finalize();
        return 2;
    }
    const auto kind = static_cast<Kind>(named - std::begin(kNames));
    const bool chunked = kind == AllGather || kind == ReduceScatter || kind == AllToAll;

    const char* offsetText = std::getenv("FW_BARE_RECV_OFFSET");
    const std::size_t recvOffset = offsetText ? static_cast<std::size_t>(std::atol(offsetText)) / 4 * 4 : 0;
    float* send = pageAligned(static_cast<std::size_t>(maxBytes));
    float* recvBlock = pageAligned(static_cast<std::size_t>(maxBytes) + recvOffset);
    float* recv = recvBlock + recvOffset / 4;
    const int next = (rank + 1) % ranks;
    const int previous = (rank + ranks - 1) % ranks;
    void* const sendOrInPlace = inPlace ? MPI_IN_PLACE : send;

    std::vector<double> own(static_cast<std::size_t>(iters));
    std::vector<double> all(rank == 0 ? own.size() * static_cast<std::size_t>(ranks) : 0);
    if (rank == 0)
        std::printf("# %s %s, %d ranks, receive buffer %zu B past a page: bytes max_p50_us max_p99_us mean_p50_us "
                    "mean_p99_us\n",
                    collective.c_str(), inPlace ? "in place" : "out of place", ranks, recvOffset);
    for (long requested = minBytes; requested <= maxBytes; requested *= 2) {
        const long floats = requested / 4;
        const int chunk = static_cast<int>(chunked ? floats / ranks : floats);
        if (chunk == 0)
            continue;
        const long bytes = chunked ? static_cast<long>(chunk) * ranks * 4 : floats * 4;
        const int count = static_cast<int>(floats);
        const auto once = [&] {
            switch (kind) {
            case AllReduce:
                MPI_Allreduce(sendOrInPlace, recv, count, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
                break;
            case AllGather:
                MPI_Allgather(sendOrInPlace, chunk, MPI_FLOAT, recv, chunk, MPI_FLOAT, MPI_COMM_WORLD);
                break;
            case ReduceScatter:
                MPI_Reduce_scatter_block(sendOrInPlace, recv, chunk, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
                break;
            case Broadcast:
                MPI_Bcast(inPlace || rank != 0 ? recv : send, count, MPI_FLOAT, 0, MPI_COMM_WORLD);
                break;
            case AllToAll:
                MPI_Alltoall(sendOrInPlace, chunk, MPI_FLOAT, recv, chunk, MPI_FLOAT, MPI_COMM_WORLD);
                break;
            case SendRecv:
                if (inPlace)
                    MPI_Sendrecv_replace(recv, count, MPI_FLOAT, next, 0, previous, 0, MPI_COMM_WORLD,
                                         MPI_STATUS_IGNORE);
                else
                    MPI_Sendrecv(send, count, MPI_FLOAT, next, 0, recv, count, MPI_FLOAT, previous, 0, MPI_COMM_WORLD,
                                 MPI_STATUS_IGNORE);
            }
        };
        MPI_Barrier(MPI_COMM_WORLD);
        for (int i = 0; i < warmup + iters; ++i) {
            const double start = MPI_Wtime();
            once();
            const double stop = MPI_Wtime();
            MPI_Barrier(MPI_COMM_WORLD);
            if (i >= warmup)
                own[static_cast<std::size_t>(i - warmup)] = (stop - start) * 1e6;
        }
        // Untimed, after the size: every rank's samples to rank 0.
        MPI_Gather(own.data(), iters, MPI_DOUBLE, all.data(), iters, MPI_DOUBLE, 0, MPI_COMM_WORLD);
        if (rank == 0) {
            std::vector<double> maxima(own.size(), 0.0), means(own.size(), 0.0);
            for (int r = 0; r < ranks; ++r)
                for (std::size_t i = 0; i < own.size(); ++i) {
                    const double value = all[static_cast<std::size_t>(r) * own.size() + i];
                    maxima[i] = std::max(maxima[i], value);
                    means[i] += value / ranks;
                }
            std::printf("%ld %.3f %.3f %.3f %.3f\n", bytes, nearestRank(maxima, 50), nearestRank(maxima, 99),
                        nearestRank(means, 50), nearestRank(means, 99));
        }
    }
    std::free(send);
    std::free(recvBlock);
    MPI_Finalize();
    return 0;
}
