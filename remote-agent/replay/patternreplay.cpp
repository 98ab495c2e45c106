// SPDX-License-Identifier: Apache-2.0
#include "replay/patternreplay.h"

#include "base/patternformat.h"
#include "base/protocol.h"
#include "base/stats.h"
#include "base/version.h"
#include "common/agentstream.h"
#include "common/agreedfailure.h"
#include "common/hostbuffer.h"
#include "common/interrupt.h"
#include "common/rankgroup.h"
#include "replay/patternfile.h"

#include <algorithm>
#include <chrono>
#include <climits>
#include <mpi.h>
#include <random>
#include <stdexcept>
#include <thread>

namespace fw::agent {

namespace {

namespace event = base::protocol::event;
namespace field = base::protocol::field;
namespace key = base::pattern;

using Clock = std::chrono::steady_clock;

double seconds(Clock::time_point at)
{
    return std::chrono::duration<double>(at.time_since_epoch()).count();
}

// Collective over `comm`: a pipeline's transfer goes from each stage to the next (forward, prefill, the KV cache)
// or back to the previous one (backward); the other collectives as nccl-tests sizes them.
void runCall(const PatternCollective& c, const base::CollectiveCounts& counts, const GroupLayout& layout, int position,
             MPI_Comm comm, float* send, float* recv)
{
    using base::Collective;
    const int count = static_cast<int>(counts.sendCount);
    const int chunk = static_cast<int>(counts.chunkCount);
    switch (c.collective) {
    case Collective::AllReduce:
        MPI_Allreduce(send, recv, count, MPI_FLOAT, MPI_SUM, comm);
        break;
    case Collective::AllGather:
        MPI_Allgather(send, chunk, MPI_FLOAT, recv, chunk, MPI_FLOAT, comm);
        break;
    case Collective::ReduceScatter:
        MPI_Reduce_scatter_block(send, recv, chunk, MPI_FLOAT, MPI_SUM, comm);
        break;
    case Collective::Broadcast:
        MPI_Bcast(recv, count, MPI_FLOAT, 0, comm);
        break;
    case Collective::AllToAll:
        MPI_Alltoall(send, chunk, MPI_FLOAT, recv, chunk, MPI_FLOAT, comm);
        break;
    case Collective::SendRecv: {
        const bool backward = c.phase == key::kPhaseBackward;
        const int next = position + 1 < layout.size ? position + 1 : MPI_PROC_NULL;
        const int previous = position > 0 ? position - 1 : MPI_PROC_NULL;
        MPI_Sendrecv(send, count, MPI_FLOAT, backward ? previous : next, 0, recv, count, MPI_FLOAT,
                     backward ? next : previous, 0, comm, MPI_STATUS_IGNORE);
        break;
    }
    }
}

void spin(double us, bool busy)
{
    if (us <= 0)
        return;
    if (!busy) {
        std::this_thread::sleep_for(std::chrono::duration<double, std::micro>(us));
        return;
    }
    const Clock::time_point until =
        Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double, std::micro>(us));
    volatile std::uint64_t sink = 0;
    while (Clock::now() < until)
        for (int i = 0; i < 100; ++i)
            sink = sink + static_cast<std::uint64_t>(i);
}

// One sub-communicator per distinct layout, freed before MPI is finalised.
class Communicators
{
public:
    ~Communicators()
    {
        for (auto& [layout, comm] : m_comms)
            MPI_Comm_free(&comm);
    }
    MPI_Comm get(const GroupLayout& layout, int rank)
    {
        for (const auto& [known, comm] : m_comms)
            if (known.size == layout.size && known.stride == layout.stride)
                return comm;
        MPI_Comm comm = MPI_COMM_NULL;
        MPI_Comm_split(MPI_COMM_WORLD, layout.color(rank), layout.position(rank), &comm);
        m_comms.emplace_back(layout, comm);
        return comm;
    }

private:
    std::vector<std::pair<GroupLayout, MPI_Comm>> m_comms;
};

struct Planned
{
    PatternCollective collective;
    GroupLayout layout;
    base::CollectiveCounts counts;
    MPI_Comm comm = MPI_COMM_NULL;
    int position = 0;
};

// After the timed steps, each all-reduce once more on rank-numbered data: every element must be the sum over the
// ranks its layout says form its group (rank r adds r + 1), which shows the groups ran as the start event says.
std::uint64_t wrongGroupSums(const std::vector<Planned>& planned, int rank, float* send, float* recv)
{
    constexpr std::size_t kChecked = 1024;
    std::uint64_t wrong = 0;
    for (const Planned& p : planned) {
        if (p.collective.collective != base::Collective::AllReduce || p.counts.sendCount == 0)
            continue;
        const int count = static_cast<int>(std::min(p.counts.sendCount, kChecked));
        std::fill_n(send, count, static_cast<float>(rank + 1));
        std::fill_n(recv, count, 0.0f);
        MPI_Allreduce(send, recv, count, MPI_FLOAT, MPI_SUM, p.comm);
        const int first = rank - p.layout.position(rank) * p.layout.stride;
        float expected = 0;
        for (int k = 0; k < p.layout.size; ++k)
            expected += static_cast<float>(first + k * p.layout.stride + 1);
        wrong += static_cast<std::uint64_t>(std::count_if(recv, recv + count, [&](float v) { return v != expected; }));
    }
    return wrong;
}

} // namespace

int runPatternReplay(const PatternReplayOptions& options, std::span<char* const> argv)
{
    installInterruptHandlers();
    const RankGroup group;
    const int rank = group.rank();
    const EventStream events(rank == 0);
    const std::vector<std::string> hosts = group.gatherText(hostName());
    Failures failures(group, events, hosts);

    ReplayPattern pattern;
    if (!runAgreed(failures, [&] { pattern = readPatternFile(options.path); })) {
        events.end(false, "the pattern file could not be read; see the error events");
        return 1;
    }

    // The groups, their buffers' sizes and one send and one receive buffer of the largest, page-aligned and first
    // touched on this rank as bench's.
    Communicators communicators;
    std::vector<Planned> planned;
    std::size_t largest = 0;
    std::string tooLarge;
    for (const PatternCollective& c : pattern.collectives) {
        Planned p{c, groupLayout(c, pattern, group.size()), {}, MPI_COMM_NULL, 0};
        p.counts = base::collectiveCounts(c.collective, c.bytes, p.layout.size, sizeof(float));
        p.comm = communicators.get(p.layout, rank);
        p.position = p.layout.position(rank);
        const std::size_t elements = std::max(p.counts.sendCount, p.counts.recvCount);
        if (elements > static_cast<std::size_t>(INT_MAX) && tooLarge.empty())
            tooLarge = "collective " + std::to_string(c.order) + ": " + std::to_string(c.bytes) +
                       " bytes exceed MPI's int element count";
        largest = std::max(largest, elements);
        planned.push_back(std::move(p));
    }
    HostBuffer send, recv;
    if (!runAgreed(failures, [&] {
            if (!tooLarge.empty())
                throw std::runtime_error(tooLarge);
            send = HostBuffer(largest * sizeof(float));
            recv = HostBuffer(largest * sizeof(float));
        })) {
        events.end(false, "set-up failed; see the error events");
        return 1;
    }

    std::uint64_t calls = 0;
    for (const Planned& p : planned)
        calls += p.collective.count;
    const double gapUs = calls > 0 ? options.computeMs * 1000 / static_cast<double>(calls) : 0;
    const bool openLoop = options.arrivalRate.has_value();

    JsonWriter start = events.begin(event::kStart);
    start.field(field::kTool, "fabric-agent")
        .field(field::kCommand, "replay")
        .field(field::kMode, "pattern")
        .field(field::kAgentVersion, base::version())
        .field("mpi", true);
    writeRanks(start, hosts);
    start.field(field::kPatternPath, options.path.string())
        .field("workload_kind", pattern.kind.empty() ? std::nullopt : std::optional(pattern.kind))
        .field(field::kSteps, options.steps)
        .field("compute_ms", options.computeMs)
        .field("compute", options.busy ? "busy_loop" : "sleep")
        .field("arrivals", openLoop ? "open_loop_poisson" : "closed_loop")
        .field(field::kArrivalRatePerS, options.arrivalRate)
        .field("seed", openLoop ? std::optional(options.seed) : std::nullopt)
        .field("tokens_per_step", pattern.tokensPerStep > 0 ? std::optional(pattern.tokensPerStep) : std::nullopt);
    start.key("collectives").beginArray();
    for (const Planned& p : planned)
        start.beginObject()
            .field(key::kOrder, p.collective.order)
            .field(key::kCollective, base::collectiveName(p.collective.collective))
            .field(key::kBytes, p.counts.bytes)
            .field(key::kCount, p.collective.count)
            .field(key::kGroupSize, p.collective.groupSize)
            .field("ran_group_size", p.layout.size)
            .field("stride", p.layout.stride)
            .field(key::kPhase, p.collective.phase)
            .field(key::kGroup, p.collective.group)
            .endObject();
    start.endArray()
        .field("timer", "steady_clock per rank; a step's figures are the slowest rank's")
        .field("buffer_alignment", HostBuffer::alignment())
        .field("percentile_method", "nearest_rank");
    writeStartTimeAndArgv(start, argv);
    events.write(start);
    for (const Planned& p : planned)
        if (p.layout.size != p.collective.groupSize)
            events.warning("collective " + std::to_string(p.collective.order) + " (" + p.collective.group + " " +
                           std::string(base::collectiveName(p.collective.collective)) + "): the pattern's group of " +
                           std::to_string(p.collective.groupSize) + " ranks ran as " + std::to_string(p.layout.size) +
                           " of this run's " + std::to_string(group.size()));

    // Open loop: batches arrive at Poisson times from the seed, the same on every rank, counted from a common start;
    // a batch's latency runs from when it was due, so a late start is counted, not hidden.
    std::mt19937_64 random(options.seed);
    std::exponential_distribution<double> gap(openLoop ? *options.arrivalRate : 1.0);
    const std::size_t n = planned.size();
    std::vector<double> stepUs, computeUs, exposedUs, latencyUs, tokensPerS;
    std::vector<std::vector<double>> collectiveUs(n);
    std::vector<double> local(4 + n), slowest(4 + n);
    group.barrier();
    const Clock::time_point origin = Clock::now();
    double dueS = 0;
    for (std::uint64_t step = 1; step <= options.steps; ++step) {
        if (openLoop)
            dueS += gap(random);
        else
            group.barrier();
        std::fill(local.begin(), local.end(), 0.0);
        const bool ok = runAgreed(failures, [&] {
            if (const int signal = interruptSignal())
                throw Interrupted(signal);
            const Clock::time_point due =
                origin + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(dueS));
            if (openLoop)
                std::this_thread::sleep_until(due);
            const double t0 = seconds(Clock::now());
            for (std::size_t i = 0; i < n; ++i) {
                const Planned& p = planned[i];
                for (std::uint64_t k = 0; k < p.collective.count; ++k) {
                    const double c0 = seconds(Clock::now());
                    spin(gapUs, options.busy);
                    const double c1 = seconds(Clock::now());
                    runCall(p.collective, p.counts, p.layout, p.position, p.comm, send.floats().data(),
                            recv.floats().data());
                    local[1] += c1 - c0;
                    local[4 + i] += seconds(Clock::now()) - c1;
                }
            }
            if (calls == 0) {
                spin(options.computeMs * 1000, options.busy);
                local[1] = seconds(Clock::now()) - t0;
            }
            const double t1 = seconds(Clock::now());
            local[0] = t1 - t0;
            local[2] = local[0] - local[1];
            local[3] = openLoop ? t1 - seconds(due) : 0;
        });
        if (!ok) {
            events.end(false, "step " + std::to_string(step) + " failed; see the error events");
            return 1;
        }
        MPI_Reduce(local.data(), slowest.data(), static_cast<int>(local.size()), MPI_DOUBLE, MPI_MAX, 0,
                   MPI_COMM_WORLD);
        if (rank != 0)
            continue;
        for (double& v : slowest)
            v *= 1e6;
        stepUs.push_back(slowest[0]);
        computeUs.push_back(slowest[1]);
        exposedUs.push_back(slowest[2]);
        if (openLoop)
            latencyUs.push_back(slowest[3]);
        if (pattern.tokensPerStep > 0 && slowest[0] > 0)
            tokensPerS.push_back(static_cast<double>(pattern.tokensPerStep) / (slowest[0] * 1e-6));
        JsonWriter out = events.begin(event::kReplayStep);
        out.field(field::kStep, step)
            .field(field::kStepUs, static_cast<float>(slowest[0]))
            .field(field::kComputeUs, static_cast<float>(slowest[1]))
            .field(field::kExposedUs, static_cast<float>(slowest[2]))
            .field(field::kLatencyUs, openLoop ? std::optional(static_cast<float>(slowest[3])) : std::nullopt);
        out.key(field::kCollectiveUs).beginArray();
        for (std::size_t i = 0; i < n; ++i) {
            collectiveUs[i].push_back(slowest[4 + i]);
            out.value(static_cast<float>(slowest[4 + i]));
        }
        out.endArray();
        events.write(out);
    }
    const std::uint64_t localWrong = wrongGroupSums(planned, rank, send.floats().data(), recv.floats().data());
    std::uint64_t wrong = 0;
    MPI_Reduce(&localWrong, &wrong, 1, MPI_UINT64_T, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        JsonWriter out = events.begin(event::kReplayResult);
        out.field(field::kMode, "pattern").field(field::kSteps, stepUs.size()).field(field::kWrongElements, wrong);
        writeSummary(out, field::kStepTimeUs, stepUs);
        writeSummary(out, field::kComputeUs, computeUs);
        writeSummary(out, field::kExposedUs, exposedUs);
        if (openLoop)
            writeSummary(out, field::kRequestLatencyUs, latencyUs);
        if (!tokensPerS.empty())
            writeSummary(out, field::kTokensPerS, tokensPerS);
        else
            out.key(field::kTokensPerS).null();
        out.key(field::kCollectiveUs).beginArray();
        for (std::size_t i = 0; i < n; ++i) {
            out.beginObject()
                .field(key::kOrder, planned[i].collective.order)
                .field(key::kCollective, base::collectiveName(planned[i].collective.collective));
            writeSummary(out, field::kTimeUs, collectiveUs[i]);
            out.endObject();
        }
        out.endArray();
        events.write(out);
    }
    const bool bad = group.any(localWrong > 0);
    events.end(!bad, bad ? "group check failed: an all-reduce's sum is not over the ranks its layout names" : "");
    return bad ? 1 : 0;
}

} // namespace fw::agent
