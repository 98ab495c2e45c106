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
#include <functional>
#include <mpi.h>
#include <optional>
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

// One sub-communicator per distinct layout within `world`, freed before MPI is finalised.
class Communicators
{
public:
    explicit Communicators(MPI_Comm world) : m_world(world) {}
    ~Communicators()
    {
        for (auto& [layout, comm] : m_comms)
            MPI_Comm_free(&comm);
    }
    Communicators(const Communicators&) = delete;
    Communicators& operator=(const Communicators&) = delete;

    MPI_Comm get(const GroupLayout& layout, int rank)
    {
        for (const auto& [known, comm] : m_comms)
            if (known.size == layout.size && known.stride == layout.stride)
                return comm;
        MPI_Comm comm = MPI_COMM_NULL;
        MPI_Comm_split(m_world, layout.color(rank), layout.position(rank), &comm);
        m_comms.emplace_back(layout, comm);
        return comm;
    }

private:
    MPI_Comm m_world;
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

// Where each collective of `pattern` runs over `size` ranks, and its element counts there.
std::vector<Planned> plan(const ReplayPattern& pattern, int size)
{
    std::vector<Planned> planned;
    for (const PatternCollective& c : pattern.collectives) {
        Planned p{c, groupLayout(c, pattern, size), {}, MPI_COMM_NULL, 0};
        p.counts = base::collectiveCounts(c.collective, c.bytes, p.layout.size, sizeof(float));
        planned.push_back(std::move(p));
    }
    return planned;
}

// What a run's steps measured, on the run's first rank: per step the slowest rank's figures.
struct Figures
{
    std::vector<double> stepUs, computeUs, exposedUs, latencyUs, tokensPerS;
    std::vector<std::vector<double>> collectiveUs;
};

// One pattern over the ranks of `world`: all of MPI_COMM_WORLD, or one job's ranks when two run at once.
class PatternRun
{
public:
    PatternRun(const ReplayPattern& pattern, MPI_Comm world, const PatternReplayOptions& options)
        : m_pattern(pattern), m_world(world), m_options(options), m_communicators(world)
    {
        MPI_Comm_rank(world, &m_rank);
        MPI_Comm_size(world, &m_size);
        m_planned = plan(pattern, m_size);
        std::size_t largest = 0;
        for (Planned& p : m_planned) {
            p.comm = m_communicators.get(p.layout, m_rank);
            p.position = p.layout.position(m_rank);
            const std::size_t elements = std::max(p.counts.sendCount, p.counts.recvCount);
            if (elements > static_cast<std::size_t>(INT_MAX) && m_tooLarge.empty())
                m_tooLarge = "collective " + std::to_string(p.collective.order) + ": " +
                             std::to_string(p.collective.bytes) + " bytes exceed MPI's int element count";
            largest = std::max(largest, elements);
            m_calls += p.collective.count;
        }
        m_largest = largest;
        m_gapUs = m_calls > 0 ? options.computeMs * 1000 / static_cast<double>(m_calls) : 0;
    }

    // One send and one receive buffer of the largest collective, page-aligned and first touched on this rank as
    // bench's. Throws when they cannot be had or a collective is too large for MPI.
    void allocate()
    {
        if (!m_tooLarge.empty())
            throw std::runtime_error(m_tooLarge);
        m_send = HostBuffer(m_largest * sizeof(float));
        m_recv = HostBuffer(m_largest * sizeof(float));
    }

    const std::vector<Planned>& planned() const { return m_planned; }
    int size() const { return m_size; }
    int rank() const { return m_rank; }

    // Runs up to `steps` steps (closed loop, or open loop with `openLoop`), or while `keepGoing` holds on any rank
    // of this run when `steps` is 0. Each step's slowest-rank figures go to `onStep` on this run's first rank.
    // Returns the signal that stopped it, or 0.
    int run(std::uint64_t steps, bool openLoop, const std::function<bool()>& keepGoing,
            const std::function<void(std::uint64_t, const std::vector<double>&)>& onStep)
    {
        // Batches arrive at Poisson times from the seed, the same on every rank and in every phase, counted from a
        // common start; a batch's latency runs from when it was due, so a late start is counted, not hidden.
        std::mt19937_64 random(m_options.seed);
        std::exponential_distribution<double> gap(openLoop ? *m_options.arrivalRate : 1.0);
        const std::size_t n = m_planned.size();
        // [step, compute, exposed, latency, per collective..., interrupted, go on]
        std::vector<double> local(6 + n), slowest(6 + n);
        MPI_Barrier(m_world);
        const Clock::time_point origin = Clock::now();
        double dueS = 0;
        // Warm-up steps first, run as the others and not reported: the first calls on new communicators set up
        // their connections.
        const auto warmup = static_cast<std::int64_t>(m_options.warmup);
        for (std::int64_t step = 1 - warmup; steps == 0 || step <= static_cast<std::int64_t>(steps); ++step) {
            if (openLoop)
                dueS += gap(random);
            else
                MPI_Barrier(m_world);
            std::fill(local.begin(), local.end(), 0.0);
            const Clock::time_point due =
                origin + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(dueS));
            if (openLoop)
                std::this_thread::sleep_until(due);
            const double t0 = seconds(Clock::now());
            for (std::size_t i = 0; i < n; ++i) {
                const Planned& p = m_planned[i];
                for (std::uint64_t k = 0; k < p.collective.count; ++k) {
                    const double c0 = seconds(Clock::now());
                    spin(m_gapUs, m_options.busy);
                    const double c1 = seconds(Clock::now());
                    runCall(p.collective, p.counts, p.layout, p.position, p.comm, m_send.floats().data(),
                            m_recv.floats().data());
                    local[1] += c1 - c0;
                    local[4 + i] += seconds(Clock::now()) - c1;
                }
            }
            if (m_calls == 0) {
                spin(m_options.computeMs * 1000, m_options.busy);
                local[1] = seconds(Clock::now()) - t0;
            }
            const double t1 = seconds(Clock::now());
            local[0] = t1 - t0;
            local[2] = local[0] - local[1];
            local[3] = openLoop ? t1 - seconds(due) : 0;
            const int signal = interruptSignal();
            local[4 + n] = signal;
            local[5 + n] = steps == 0 && keepGoing() ? 1 : 0;
            MPI_Allreduce(local.data(), slowest.data(), static_cast<int>(local.size()), MPI_DOUBLE, MPI_MAX, m_world);
            if (slowest[4 + n] != 0)
                return static_cast<int>(slowest[4 + n]);
            if (m_rank == 0) {
                std::vector<double> us(slowest.begin(), slowest.begin() + static_cast<std::ptrdiff_t>(4 + n));
                for (double& v : us)
                    v *= 1e6;
                if (step > 0)
                    onStep(static_cast<std::uint64_t>(step), us);
            }
            if (steps == 0 && step > 0 && slowest[5 + n] == 0)
                return 0;
        }
        return 0;
    }

    // Each all-reduce once more on rank-numbered data: every element must be the sum over the ranks its layout says
    // form its group (rank r adds r + 1), which shows the groups ran as the start event says. Wrong elements here.
    std::uint64_t wrongGroupSums()
    {
        constexpr std::size_t kChecked = 1024;
        float* send = m_send.floats().data();
        float* recv = m_recv.floats().data();
        std::uint64_t wrong = 0;
        for (const Planned& p : m_planned) {
            if (p.collective.collective != base::Collective::AllReduce || p.counts.sendCount == 0)
                continue;
            const int count = static_cast<int>(std::min(p.counts.sendCount, kChecked));
            std::fill_n(send, count, static_cast<float>(m_rank + 1));
            std::fill_n(recv, count, 0.0f);
            MPI_Allreduce(send, recv, count, MPI_FLOAT, MPI_SUM, p.comm);
            const int first = m_rank - p.layout.position(m_rank) * p.layout.stride;
            float expected = 0;
            for (int k = 0; k < p.layout.size; ++k)
                expected += static_cast<float>(first + k * p.layout.stride + 1);
            wrong +=
                static_cast<std::uint64_t>(std::count_if(recv, recv + count, [&](float v) { return v != expected; }));
        }
        return wrong;
    }

    // The figures of a step as the stream and the result keep them.
    void keep(Figures& figures, const std::vector<double>& us) const
    {
        const std::size_t n = m_planned.size();
        figures.collectiveUs.resize(n);
        figures.stepUs.push_back(us[0]);
        figures.computeUs.push_back(us[1]);
        figures.exposedUs.push_back(us[2]);
        if (m_options.arrivalRate)
            figures.latencyUs.push_back(us[3]);
        if (m_pattern.tokensPerStep > 0 && us[0] > 0)
            figures.tokensPerS.push_back(static_cast<double>(m_pattern.tokensPerStep) / (us[0] * 1e-6));
        for (std::size_t i = 0; i < n; ++i)
            figures.collectiveUs[i].push_back(us[4 + i]);
    }

private:
    const ReplayPattern& m_pattern;
    MPI_Comm m_world;
    const PatternReplayOptions& m_options;
    Communicators m_communicators;
    std::vector<Planned> m_planned;
    int m_rank = 0;
    int m_size = 1;
    std::uint64_t m_calls = 0;
    double m_gapUs = 0;
    std::size_t m_largest = 0;
    std::string m_tooLarge;
    HostBuffer m_send;
    HostBuffer m_recv;
};

void writeCollectives(JsonWriter& out, std::string_view name, const std::vector<Planned>& planned)
{
    out.key(name).beginArray();
    for (const Planned& p : planned)
        out.beginObject()
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
    out.endArray();
}

void writeStep(const EventStream& events, std::uint64_t step, const std::vector<double>& us, bool openLoop,
               const char* phase)
{
    JsonWriter out = events.begin(event::kReplayStep);
    out.field(field::kStep, step)
        .field(field::kStepUs, static_cast<float>(us[0]))
        .field(field::kComputeUs, static_cast<float>(us[1]))
        .field(field::kExposedUs, static_cast<float>(us[2]))
        .field(field::kLatencyUs, openLoop ? std::optional(static_cast<float>(us[3])) : std::nullopt);
    if (phase)
        out.field(field::kPhase, phase);
    out.key(field::kCollectiveUs).beginArray();
    for (std::size_t i = 4; i < us.size(); ++i)
        out.value(static_cast<float>(us[i]));
    out.endArray();
    events.write(out);
}

void writeFigures(JsonWriter& out, const Figures& f, const std::vector<Planned>& planned, bool openLoop)
{
    out.field(field::kSteps, f.stepUs.size());
    writeSummary(out, field::kStepTimeUs, f.stepUs);
    writeSummary(out, field::kComputeUs, f.computeUs);
    writeSummary(out, field::kExposedUs, f.exposedUs);
    if (openLoop)
        writeSummary(out, field::kRequestLatencyUs, f.latencyUs);
    if (!f.tokensPerS.empty())
        writeSummary(out, field::kTokensPerS, f.tokensPerS);
    else
        out.key(field::kTokensPerS).null();
    out.key(field::kCollectiveUs).beginArray();
    for (std::size_t i = 0; i < planned.size(); ++i) {
        out.beginObject()
            .field(key::kOrder, planned[i].collective.order)
            .field(key::kCollective, base::collectiveName(planned[i].collective.collective));
        writeSummary(out, field::kTimeUs, i < f.collectiveUs.size() ? f.collectiveUs[i] : std::vector<double>());
        out.endObject();
    }
    out.endArray();
}

// Waits for `request` with a sleep between tests: a blocking MPI call would spin on a core.
void waitQuietly(MPI_Request& request)
{
    int done = 0;
    for (MPI_Test(&request, &done, MPI_STATUS_IGNORE); !done; MPI_Test(&request, &done, MPI_STATUS_IGNORE))
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

double p99(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : base::percentileNearestRank(values, 99);
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
    const bool beside = !options.beside.empty();
    const bool openLoop = options.arrivalRate.has_value();

    ReplayPattern pattern, aggressorPattern;
    if (!runAgreed(failures, [&] {
            pattern = readPatternFile(options.path);
            if (beside)
                aggressorPattern = readPatternFile(options.beside);
            if (beside && group.size() < 2)
                throw std::runtime_error("--beside runs two jobs at once and needs at least 2 ranks");
        })) {
        events.end(false, "the pattern could not be read or cannot run here; see the error events");
        return 1;
    }

    // Two jobs at once: the victim on the even ranks, the aggressor on the odd ones, so that both have ranks on
    // every node a launcher fills in rank order. Each lays out its groups over its own ranks.
    const bool aggressor = beside && rank % 2 == 1;
    MPI_Comm jobComm = MPI_COMM_WORLD;
    if (beside)
        MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &jobComm);
    const auto freeJobs = [&] {
        if (beside)
            MPI_Comm_free(&jobComm);
    };
    std::optional<PatternRun> run;
    run.emplace(aggressor ? aggressorPattern : pattern, jobComm, options);
    if (!runAgreed(failures, [&] { run->allocate(); })) {
        run.reset();
        freeJobs();
        events.end(false, "set-up failed; see the error events");
        return 1;
    }

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
        .field("warmup_steps", options.warmup)
        .field("seed", openLoop ? std::optional(options.seed) : std::nullopt)
        .field("tokens_per_step", pattern.tokensPerStep > 0 ? std::optional(pattern.tokensPerStep) : std::nullopt);
    writeCollectives(start, "collectives", run->planned());
    if (beside) {
        start.field(field::kBesidePath, options.beside.string())
            .field("jobs", "the pattern on the even ranks, the one beside it on the odd ranks");
        writeCollectives(start, "beside_collectives", plan(aggressorPattern, group.size() / 2));
    }
    start.field("timer", "steady_clock per rank; a step's figures are the slowest rank's")
        .field("buffer_alignment", HostBuffer::alignment())
        .field("percentile_method", "nearest_rank");
    writeStartTimeAndArgv(start, argv);
    events.write(start);
    for (const Planned& p : run->planned())
        if (p.layout.size != p.collective.groupSize)
            events.warning("collective " + std::to_string(p.collective.order) + " (" + p.collective.group + " " +
                           std::string(base::collectiveName(p.collective.collective)) + "): the pattern's group of " +
                           std::to_string(p.collective.groupSize) + " ranks ran as " + std::to_string(p.layout.size) +
                           " of this run's " + std::to_string(run->size()));

    Figures solo, shared;
    std::vector<double> aggressorStepUs;
    const auto victimSteps = [&](Figures& figures, const char* phase) {
        return [&, phase](std::uint64_t step, const std::vector<double>& us) {
            run->keep(figures, us);
            writeStep(events, step, us, openLoop, phase);
        };
    };
    const auto agreedSignal = [&](int local) {
        int any = 0;
        MPI_Allreduce(&local, &any, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
        return any;
    };
    int signal = 0;
    if (!beside) {
        signal = run->run(options.steps, openLoop, {}, victimSteps(shared, nullptr));
    } else {
        // The victim alone, then beside the aggressor, which runs its steps until the victim's are done. While the
        // victim runs alone the aggressor's ranks wait without spinning, so they take no core from it.
        MPI_Request soloDone = MPI_REQUEST_NULL;
        if (!aggressor)
            signal = run->run(options.steps, openLoop, {}, victimSteps(solo, "solo"));
        MPI_Ibarrier(MPI_COMM_WORLD, &soloDone);
        waitQuietly(soloDone);
        signal = agreedSignal(signal);
        if (signal == 0) {
            MPI_Request victimDone = MPI_REQUEST_NULL;
            int done = 0;
            if (!aggressor) {
                signal = run->run(options.steps, openLoop, {}, victimSteps(shared, "shared"));
                MPI_Ibarrier(MPI_COMM_WORLD, &victimDone);
            } else {
                MPI_Ibarrier(MPI_COMM_WORLD, &victimDone);
                signal = run->run(
                    0, false,
                    [&] {
                        MPI_Test(&victimDone, &done, MPI_STATUS_IGNORE);
                        return done == 0;
                    },
                    [&](std::uint64_t, const std::vector<double>& us) { aggressorStepUs.push_back(us[0]); });
            }
            if (!done)
                MPI_Wait(&victimDone, MPI_STATUS_IGNORE);
            signal = agreedSignal(signal);
        }
        // The aggressor's first rank tells the report's writer how much it ran.
        if (rank == 1) {
            MPI_Send(aggressorStepUs.data(), static_cast<int>(aggressorStepUs.size()), MPI_DOUBLE, 0, 0,
                     MPI_COMM_WORLD);
        } else if (rank == 0) {
            MPI_Status status;
            MPI_Probe(1, 0, MPI_COMM_WORLD, &status);
            int count = 0;
            MPI_Get_count(&status, MPI_DOUBLE, &count);
            aggressorStepUs.resize(static_cast<std::size_t>(count));
            MPI_Recv(aggressorStepUs.data(), count, MPI_DOUBLE, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        }
    }
    if (signal != 0) {
        run.reset();
        freeJobs();
        events.end(false, "stopped by signal " + std::to_string(signal));
        return 1;
    }

    const std::uint64_t localWrong = run->wrongGroupSums();
    std::uint64_t wrong = 0;
    MPI_Reduce(&localWrong, &wrong, 1, MPI_UINT64_T, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        JsonWriter out = events.begin(event::kReplayResult);
        out.field(field::kMode, "pattern").field(field::kWrongElements, wrong);
        writeFigures(out, shared, run->planned(), openLoop);
        if (beside) {
            // The isolation figure: the victim's p99 beside the aggressor over its p99 alone (request latency in an
            // open loop, else step time).
            const std::vector<double>& alone = openLoop ? solo.latencyUs : solo.stepUs;
            const std::vector<double>& together = openLoop ? shared.latencyUs : shared.stepUs;
            const double before = p99(alone);
            const double after = p99(together);
            out.key(field::kIsolation)
                .beginObject()
                .field(field::kMeasure, openLoop ? field::kRequestLatencyP99 : "step_time_p99")
                .field(field::kSoloP99Us, static_cast<float>(before))
                .field(field::kSharedP99Us, static_cast<float>(after))
                .field(field::kP99Inflation,
                       before > 0 ? std::optional(static_cast<float>(after / before)) : std::nullopt)
                .field(field::kAggressorSteps, aggressorStepUs.size());
            writeSummary(out, "solo_step_time_us", solo.stepUs);
            if (openLoop)
                writeSummary(out, "solo_request_latency_us", solo.latencyUs);
            writeSummary(out, "aggressor_step_time_us", aggressorStepUs);
            out.endObject();
        }
        events.write(out);
    }
    const bool bad = group.any(localWrong > 0);
    run.reset();
    freeJobs();
    events.end(!bad, bad ? "group check failed: an all-reduce's sum is not over the ranks its layout names" : "");
    return bad ? 1 : 0;
}

} // namespace fw::agent
