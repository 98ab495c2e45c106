// SPDX-License-Identifier: Apache-2.0
// Test-only MPI profiling-interface shim, preloaded into the agent (LD_PRELOAD): every float collective the agent
// hands to MPI is checked before it goes on to the library (PMPI_*): each buffer must start on a page boundary, and a
// call's send and receive ranges must not overlap. Float is the benchmarks' datatype; the runner's own bookkeeping
// (flags, counts, gathered summaries) uses other types or calls and is not the subject. At MPI_Finalize each rank
// writes one line to $FW_MPI_PROBE_DIR/rank-<rank>.txt:
//   calls C misaligned M overlapping O first <the first offending call, or "-">
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <mpi.h>
#include <string>
#include <unistd.h>

namespace {

struct Tally
{
    long calls = 0;
    long misaligned = 0;
    long overlapping = 0;
    std::string first = "-";
};

Tally tally;

std::size_t bytesOf(int count, MPI_Datatype type)
{
    int size = 0;
    PMPI_Type_size(type, &size);
    return static_cast<std::size_t>(count) * static_cast<std::size_t>(size);
}

int ranks(MPI_Comm comm)
{
    int size = 1;
    PMPI_Comm_size(comm, &size);
    return size;
}

void note(const char* call, const std::string& what)
{
    if (tally.first == "-")
        tally.first = std::string(call) + ": " + what;
}

// `send` may be MPI_IN_PLACE or null (a one-buffer call); such a buffer is not checked.
void check(const char* call, MPI_Datatype type, const void* send, std::size_t sendBytes, const void* recv,
           std::size_t recvBytes)
{
    if (type != MPI_FLOAT)
        return;
    ++tally.calls;
    const auto page = static_cast<std::uintptr_t>(::sysconf(_SC_PAGESIZE));
    const bool hasSend = send && send != MPI_IN_PLACE;
    const auto s = reinterpret_cast<std::uintptr_t>(send);
    const auto r = reinterpret_cast<std::uintptr_t>(recv);
    if ((hasSend && s % page != 0) || r % page != 0) {
        ++tally.misaligned;
        note(call, "send at page offset " + std::to_string(hasSend ? s % page : 0) + ", receive at page offset " +
                       std::to_string(r % page));
    }
    if (hasSend && sendBytes > 0 && recvBytes > 0 && s < r + recvBytes && r < s + sendBytes) {
        ++tally.overlapping;
        note(call, "send [" + std::to_string(s) + ", +" + std::to_string(sendBytes) + ") overlaps receive [" +
                       std::to_string(r) + ", +" + std::to_string(recvBytes) + ")");
    }
}

} // namespace

extern "C" {

int MPI_Allreduce(const void* send, void* recv, int count, MPI_Datatype type, MPI_Op op, MPI_Comm comm)
{
    check("MPI_Allreduce", type, send, bytesOf(count, type), recv, bytesOf(count, type));
    return PMPI_Allreduce(send, recv, count, type, op, comm);
}

int MPI_Allgather(const void* send, int sendCount, MPI_Datatype sendType, void* recv, int recvCount,
                  MPI_Datatype recvType, MPI_Comm comm)
{
    check("MPI_Allgather", recvType, send, bytesOf(sendCount, sendType), recv,
          bytesOf(recvCount, recvType) * static_cast<std::size_t>(ranks(comm)));
    return PMPI_Allgather(send, sendCount, sendType, recv, recvCount, recvType, comm);
}

int MPI_Reduce_scatter_block(const void* send, void* recv, int count, MPI_Datatype type, MPI_Op op, MPI_Comm comm)
{
    check("MPI_Reduce_scatter_block", type, send, bytesOf(count, type) * static_cast<std::size_t>(ranks(comm)), recv,
          bytesOf(count, type));
    return PMPI_Reduce_scatter_block(send, recv, count, type, op, comm);
}

int MPI_Bcast(void* buffer, int count, MPI_Datatype type, int root, MPI_Comm comm)
{
    check("MPI_Bcast", type, nullptr, 0, buffer, bytesOf(count, type));
    return PMPI_Bcast(buffer, count, type, root, comm);
}

int MPI_Alltoall(const void* send, int sendCount, MPI_Datatype sendType, void* recv, int recvCount,
                 MPI_Datatype recvType, MPI_Comm comm)
{
    const auto all = static_cast<std::size_t>(ranks(comm));
    check("MPI_Alltoall", recvType, send, bytesOf(sendCount, sendType) * all, recv, bytesOf(recvCount, recvType) * all);
    return PMPI_Alltoall(send, sendCount, sendType, recv, recvCount, recvType, comm);
}

int MPI_Sendrecv(const void* send, int sendCount, MPI_Datatype sendType, int dest, int sendTag, void* recv,
                 int recvCount, MPI_Datatype recvType, int source, int recvTag, MPI_Comm comm, MPI_Status* status)
{
    check("MPI_Sendrecv", recvType, send, bytesOf(sendCount, sendType), recv, bytesOf(recvCount, recvType));
    return PMPI_Sendrecv(send, sendCount, sendType, dest, sendTag, recv, recvCount, recvType, source, recvTag, comm,
                         status);
}

int MPI_Sendrecv_replace(void* buffer, int count, MPI_Datatype type, int dest, int sendTag, int source, int recvTag,
                         MPI_Comm comm, MPI_Status* status)
{
    check("MPI_Sendrecv_replace", type, nullptr, 0, buffer, bytesOf(count, type));
    return PMPI_Sendrecv_replace(buffer, count, type, dest, sendTag, source, recvTag, comm, status);
}

int MPI_Finalize()
{
    if (const char* dir = std::getenv("FW_MPI_PROBE_DIR")) {
        int rank = 0;
        PMPI_Comm_rank(MPI_COMM_WORLD, &rank);
        const std::string path = std::string(dir) + "/rank-" + std::to_string(rank) + ".txt";
        if (std::FILE* file = std::fopen(path.c_str(), "w")) {
            std::fprintf(file, "calls %ld misaligned %ld overlapping %ld first %s\n", tally.calls, tally.misaligned,
                         tally.overlapping, tally.first.c_str());
            std::fclose(file);
        }
    }
    return PMPI_Finalize();
}

} // extern "C"
