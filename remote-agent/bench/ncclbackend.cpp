// SPDX-License-Identifier: Apache-2.0
#include "bench/ncclbackend.h"

#include "common/gpuprobe.h"
#include "common/hostbuffer.h"

#include <algorithm>
#include <chrono>
#include <cuda_runtime_api.h>
#include <nccl.h>
#include <string>

namespace fw::agent {

namespace {

// A collective that has not finished by then is treated as hung (a dead peer or link), not as slow.
constexpr std::chrono::seconds kCollectiveTimeout{300};

// The last error's detail text: ncclGetLastError exists from NCCL 2.13 on, and clusters run older releases too.
std::string lastError(ncclComm_t comm)
{
#if NCCL_VERSION_CODE >= NCCL_VERSION(2, 13, 0)
    return std::string(": ") + ncclGetLastError(comm);
#else
    (void)comm;
    return {};
#endif
}

// ncclInProgress (non-blocking communicators) appeared in NCCL 2.14; before, anything but success is an error.
bool isAsyncFailure(ncclResult_t result)
{
#if NCCL_VERSION_CODE >= NCCL_VERSION(2, 14, 0)
    return result != ncclSuccess && result != ncclInProgress;
#else
    return result != ncclSuccess;
#endif
}

void cudaCheck(cudaError_t error, const char* what)
{
    if (error != cudaSuccess)
        throw std::runtime_error(std::string("backend nccl: ") + what + " failed: " + cudaGetErrorString(error) + " (" +
                                 cudaGetErrorName(error) + ")");
}

// Agrees across ranks after a local set-up step: the failing rank rethrows its own error, the others throw
// PeerSetupFailed, so nobody enters the next collective step alone.
void agree(MPI_Comm comm, const std::string& localError)
{
    const int failed = localError.empty() ? 0 : 1;
    int anyFailed = 0;
    MPI_Allreduce(&failed, &anyFailed, 1, MPI_INT, MPI_MAX, comm);
    if (failed)
        throw std::runtime_error(localError);
    if (anyFailed)
        throw PeerSetupFailed();
}

class NcclBackend final : public BenchBackend
{
public:
    NcclBackend(MPI_Comm comm, base::Collective collective, int root, std::size_t maxBytes);
    ~NcclBackend() override;
    NcclBackend(const NcclBackend&) = delete;
    NcclBackend& operator=(const NcclBackend&) = delete;

    std::string_view timer() const override { return "cudaEventElapsedTime"; }
    std::vector<std::pair<std::string, std::string>> versions() const override;
    bool hasInPlace() const override;
    BufferDescription buffers() const override;
    void prepare(const base::CollectiveCounts& counts, bool inPlace) override;
    double timeIteration() override;
    std::vector<float> runChecked(std::span<const float> input) override;

private:
    void setUpDevice(std::size_t maxBytes);
    void setUpCommunicator();
    void enqueue();
    void ncclCheck(ncclResult_t result, const char* what);
    // Waits for everything enqueued so far without blocking inside CUDA, so a network failure that NCCL reports
    // asynchronously ends the run with its message instead of a hang.
    void waitForStream();
    float* inputBuffer();
    float* outputBuffer();

    MPI_Comm m_comm;
    base::Collective m_collective;
    int m_root;
    int m_rank = 0;
    int m_ranks = 1;
    int m_device = -1;
    ncclComm_t m_nccl = nullptr;
    cudaStream_t m_stream = nullptr;
    cudaEvent_t m_start = nullptr;
    cudaEvent_t m_stop = nullptr;
    float* m_send = nullptr;
    float* m_recv = nullptr;
    // The checked iterations' input and output pass through here: page-aligned and pinned (cudaHostRegister), so
    // the copies are DMA from and to memory on this rank's NUMA node, as nccl-tests stages them.
    HostBuffer m_staging;
    bool m_stagingPinned = false;
    std::size_t m_elements = 0;
    base::CollectiveCounts m_counts;
    bool m_inPlace = false;
};

NcclBackend::NcclBackend(MPI_Comm comm, base::Collective collective, int root, std::size_t maxBytes)
    : m_comm(comm), m_collective(collective), m_root(root)
{
    MPI_Comm_rank(comm, &m_rank);
    MPI_Comm_size(comm, &m_ranks);
    std::string error;
    try {
        setUpDevice(maxBytes);
    } catch (const std::exception& failure) {
        error = failure.what();
    }
    agree(comm, error);
    setUpCommunicator();
}

NcclBackend::~NcclBackend()
{
    // Errors are ignored here: this runs on the way out, also after a failure.
    if (m_nccl)
        ncclCommDestroy(m_nccl);
    if (m_start)
        cudaEventDestroy(m_start);
    if (m_stop)
        cudaEventDestroy(m_stop);
    if (m_stream)
        cudaStreamDestroy(m_stream);
    if (m_stagingPinned)
        cudaHostUnregister(m_staging.data());
    cudaFree(m_send);
    cudaFree(m_recv);
}

void NcclBackend::setUpDevice(std::size_t maxBytes)
{
    // One GPU per rank: the rank's index among the ranks on its own host picks the device, as in nccl-tests.
    MPI_Comm local = MPI_COMM_NULL;
    MPI_Comm_split_type(m_comm, MPI_COMM_TYPE_SHARED, m_rank, MPI_INFO_NULL, &local);
    int localRank = 0;
    MPI_Comm_rank(local, &localRank);
    MPI_Comm_free(&local);

    int devices = 0;
    if (const cudaError_t error = cudaGetDeviceCount(&devices); error != cudaSuccess)
        throw std::runtime_error(std::string("backend nccl: no usable CUDA device: cudaGetDeviceCount failed: ") +
                                 cudaGetErrorString(error) + " (" + cudaGetErrorName(error) + ")");
    if (localRank >= devices)
        throw std::runtime_error("backend nccl: local rank " + std::to_string(localRank) + " needs its own GPU, but " +
                                 std::to_string(devices) +
                                 " are visible on this host; start at most that many ranks per host");
    m_device = localRank;
    cudaCheck(cudaSetDevice(m_device), "cudaSetDevice");

    const base::CollectiveCounts largest = base::collectiveCounts(m_collective, maxBytes, m_ranks, sizeof(float));
    m_elements = std::max(largest.sendCount, largest.recvCount);
    const std::size_t bytes = std::max<std::size_t>(m_elements, 1) * sizeof(float);
    cudaCheck(cudaStreamCreateWithFlags(&m_stream, cudaStreamNonBlocking), "cudaStreamCreateWithFlags");
    cudaCheck(cudaEventCreate(&m_start), "cudaEventCreate");
    cudaCheck(cudaEventCreate(&m_stop), "cudaEventCreate");
    cudaCheck(cudaMalloc(reinterpret_cast<void**>(&m_send), bytes), "cudaMalloc of the send buffer");
    cudaCheck(cudaMalloc(reinterpret_cast<void**>(&m_recv), bytes), "cudaMalloc of the receive buffer");
    m_staging = HostBuffer(bytes);
    cudaCheck(cudaHostRegister(m_staging.data(), bytes, cudaHostRegisterDefault),
              "cudaHostRegister of the staging buffer");
    m_stagingPinned = true;
}

void NcclBackend::setUpCommunicator()
{
    // Rank 0 creates the id and MPI carries it to everyone, with a flag so a failure there stops all ranks.
    struct
    {
        int ok = 0;
        ncclUniqueId id{};
    } shared;
    std::string error;
    if (m_rank == 0) {
        const ncclResult_t result = ncclGetUniqueId(&shared.id);
        shared.ok = result == ncclSuccess ? 1 : 0;
        if (!shared.ok)
            error = std::string("backend nccl: ncclGetUniqueId failed: ") + ncclGetErrorString(result);
    }
    MPI_Bcast(&shared, sizeof shared, MPI_BYTE, 0, m_comm);
    if (!shared.ok && m_rank != 0)
        throw PeerSetupFailed();
    if (!error.empty())
        throw std::runtime_error(error);

    const ncclResult_t result = ncclCommInitRank(&m_nccl, m_ranks, shared.id, m_rank);
    if (result != ncclSuccess) {
        m_nccl = nullptr;
        error =
            std::string("backend nccl: ncclCommInitRank failed: ") + ncclGetErrorString(result) + lastError(nullptr);
    }
    agree(m_comm, error);
}

std::vector<std::pair<std::string, std::string>> NcclBackend::versions() const
{
    std::vector<std::pair<std::string, std::string>> result;
    int code = 0;
    if (ncclGetVersion(&code) == ncclSuccess)
        result.emplace_back("nccl", ncclVersionString(code));
    if (cudaRuntimeGetVersion(&code) == cudaSuccess)
        result.emplace_back("cuda_runtime", cudaVersionString(code));
    if (cudaDriverGetVersion(&code) == cudaSuccess && code > 0)
        result.emplace_back("cuda_driver", cudaVersionString(code));
    return result;
}

bool NcclBackend::hasInPlace() const
{
    // All-to-all and send/recv are grouped ncclSend/ncclRecv calls; with one buffer a peer's receive could
    // overwrite data not yet sent.
    return m_collective != base::Collective::AllToAll && m_collective != base::Collective::SendRecv;
}

BufferDescription NcclBackend::buffers() const
{
    // cudaMalloc returns memory aligned to at least 256 bytes.
    return {"device", 256, "device"};
}

void NcclBackend::ncclCheck(ncclResult_t result, const char* what)
{
    if (result != ncclSuccess)
        throw std::runtime_error(std::string("backend nccl: ") + what + " failed: " + ncclGetErrorString(result) +
                                 lastError(m_nccl));
}

void NcclBackend::prepare(const base::CollectiveCounts& counts, bool inPlace)
{
    m_counts = counts;
    m_inPlace = inPlace;
    const std::size_t bytes = std::max(counts.sendCount, counts.recvCount) * sizeof(float);
    cudaCheck(cudaMemsetAsync(m_send, 0, bytes, m_stream), "cudaMemsetAsync");
    cudaCheck(cudaMemsetAsync(m_recv, 0, bytes, m_stream), "cudaMemsetAsync");
    waitForStream();
}

double NcclBackend::timeIteration()
{
    // The stream is idle here, so the start event fires as soon as the barrier releases this rank.
    MPI_Barrier(m_comm);
    cudaCheck(cudaEventRecord(m_start, m_stream), "cudaEventRecord");
    enqueue();
    cudaCheck(cudaEventRecord(m_stop, m_stream), "cudaEventRecord");
    waitForStream();
    float milliseconds = 0;
    cudaCheck(cudaEventElapsedTime(&milliseconds, m_start, m_stop), "cudaEventElapsedTime");
    return static_cast<double>(milliseconds) * 1e3;
}

std::vector<float> NcclBackend::runChecked(std::span<const float> input)
{
    // 0xFF bytes make every float a NaN, which never equals an expected value.
    const std::size_t elements = std::max(m_counts.sendCount, m_counts.recvCount);
    cudaCheck(cudaMemsetAsync(m_recv, 0xFF, elements * sizeof(float), m_stream), "cudaMemsetAsync");
    // Copies go on the benchmark stream: a plain cudaMemcpy from pageable memory may return before its DMA has
    // landed, and the non-blocking stream would not wait for it.
    const std::span<float> staging = m_staging.floats();
    if (m_collective != base::Collective::Broadcast || m_rank == m_root) {
        std::copy(input.begin(), input.end(), staging.begin());
        cudaCheck(cudaMemcpyAsync(inputBuffer(), staging.data(), input.size_bytes(), cudaMemcpyHostToDevice, m_stream),
                  "cudaMemcpyAsync to the device");
    }
    enqueue();
    const std::size_t outputCount =
        m_collective == base::Collective::ReduceScatter ? m_counts.chunkCount : m_counts.recvCount;
    cudaCheck(
        cudaMemcpyAsync(staging.data(), outputBuffer(), outputCount * sizeof(float), cudaMemcpyDeviceToHost, m_stream),
        "cudaMemcpyAsync to the host");
    waitForStream();
    return {staging.begin(), staging.begin() + static_cast<std::ptrdiff_t>(outputCount)};
}

float* NcclBackend::inputBuffer()
{
    if (!m_inPlace)
        return m_send;
    if (m_collective == base::Collective::AllGather)
        return m_recv + static_cast<std::size_t>(m_rank) * m_counts.chunkCount;
    return m_recv;
}

float* NcclBackend::outputBuffer()
{
    if (m_inPlace && m_collective == base::Collective::ReduceScatter)
        return m_recv + static_cast<std::size_t>(m_rank) * m_counts.chunkCount;
    return m_recv;
}

void NcclBackend::enqueue()
{
    using base::Collective;
    const float* send = inputBuffer();
    float* recv = outputBuffer();
    const std::size_t chunk = m_counts.chunkCount;
    switch (m_collective) {
    case Collective::AllReduce:
        ncclCheck(ncclAllReduce(send, recv, m_counts.sendCount, ncclFloat, ncclSum, m_nccl, m_stream), "ncclAllReduce");
        break;
    case Collective::AllGather:
        ncclCheck(ncclAllGather(send, recv, chunk, ncclFloat, m_nccl, m_stream), "ncclAllGather");
        break;
    case Collective::ReduceScatter:
        ncclCheck(ncclReduceScatter(send, recv, chunk, ncclFloat, ncclSum, m_nccl, m_stream), "ncclReduceScatter");
        break;
    case Collective::Broadcast:
        ncclCheck(ncclBroadcast(send, recv, m_counts.sendCount, ncclFloat, m_root, m_nccl, m_stream), "ncclBroadcast");
        break;
    case Collective::AllToAll:
        // Grouped point-to-point, as nccl-tests does: ncclAlltoAll exists only in recent NCCL releases.
        ncclCheck(ncclGroupStart(), "ncclGroupStart");
        for (int peer = 0; peer < m_ranks; ++peer) {
            const std::size_t offset = static_cast<std::size_t>(peer) * chunk;
            ncclCheck(ncclSend(send + offset, chunk, ncclFloat, peer, m_nccl, m_stream), "ncclSend");
            ncclCheck(ncclRecv(recv + offset, chunk, ncclFloat, peer, m_nccl, m_stream), "ncclRecv");
        }
        ncclCheck(ncclGroupEnd(), "ncclGroupEnd");
        break;
    case Collective::SendRecv:
        ncclCheck(ncclGroupStart(), "ncclGroupStart");
        ncclCheck(ncclSend(send, m_counts.sendCount, ncclFloat, (m_rank + 1) % m_ranks, m_nccl, m_stream), "ncclSend");
        ncclCheck(ncclRecv(recv, m_counts.recvCount, ncclFloat, (m_rank + m_ranks - 1) % m_ranks, m_nccl, m_stream),
                  "ncclRecv");
        ncclCheck(ncclGroupEnd(), "ncclGroupEnd");
        break;
    }
}

void NcclBackend::waitForStream()
{
    const auto deadline = std::chrono::steady_clock::now() + kCollectiveTimeout;
    for (;;) {
        const cudaError_t state = cudaStreamQuery(m_stream);
        if (state == cudaSuccess)
            return;
        if (state != cudaErrorNotReady)
            cudaCheck(state, "cudaStreamQuery");
        ncclResult_t asyncError = ncclSuccess;
        ncclCheck(ncclCommGetAsyncError(m_nccl, &asyncError), "ncclCommGetAsyncError");
        const bool timedOut = std::chrono::steady_clock::now() > deadline;
        if (isAsyncFailure(asyncError) || timedOut) {
            const std::string reason =
                timedOut ? "the collective did not finish within " + std::to_string(kCollectiveTimeout.count()) + " s"
                         : std::string("NCCL reported an asynchronous error: ") + ncclGetErrorString(asyncError) +
                               lastError(m_nccl);
            // Abort rather than destroy: destroy would wait for the operation that will never finish.
            ncclCommAbort(m_nccl);
            m_nccl = nullptr;
            throw std::runtime_error("backend nccl: " + reason);
        }
    }
}

} // namespace

std::unique_ptr<BenchBackend> makeNcclBackend(MPI_Comm comm, base::Collective collective, int root,
                                              std::size_t maxBytes)
{
    return std::make_unique<NcclBackend>(comm, collective, root, maxBytes);
}

} // namespace fw::agent
