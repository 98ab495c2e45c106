// SPDX-License-Identifier: Apache-2.0
#include "bench/benchrunner.h"

#include "base/collective.h"
#include "base/protocol.h"
#include "base/ranksummary.h"
#include "base/stats.h"
#include "base/version.h"
#include "bench/benchbackend.h"
#include "bench/benchoptions.h"
#include "bench/benchpattern.h"
#include "bench/mpibackend.h"
#include "bench/nodedetail.h"
#include "common/agentstream.h"
#include "common/base64.h"
#include "common/jsonwriter.h"
#include "common/mpiprobe.h"
#include "common/progressmark.h"
#include "common/rankgroup.h"
#ifdef FW_HAVE_NCCL
#include "bench/ncclbackend.h"
#endif

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <iostream>
#include <memory>
#include <mpi.h>
#include <numeric>
#include <optional>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

namespace fw::agent {

namespace {

namespace event = base::protocol::event;
namespace field = base::protocol::field;

constexpr double kConfidence = 0.95;
constexpr double kP99 = 0.99;
constexpr std::size_t kMeaningfulP99Samples = 100;
constexpr std::size_t kMeaningfulP999Samples = 1000;
constexpr double kDefaultTestDelayUs = 1000;

// Initialises MPI for the lifetime of a bench run and finalises it on every way out.
class MpiSession
{
public:
    MpiSession()
    {
        MPI_Init(nullptr, nullptr);
        MPI_Comm_rank(MPI_COMM_WORLD, &m_rank);
        MPI_Comm_size(MPI_COMM_WORLD, &m_ranks);
    }
    ~MpiSession() { MPI_Finalize(); }
    MpiSession(const MpiSession&) = delete;
    MpiSession& operator=(const MpiSession&) = delete;

    int rank() const { return m_rank; }
    int ranks() const { return m_ranks; }

private:
    int m_rank = 0;
    int m_ranks = 1;
};

struct TestHooks
{
    std::optional<int> corruptRank;
    std::optional<int> delayRank;
    double delayUs = kDefaultTestDelayUs;

    bool any() const { return corruptRank || delayRank; }
};

std::optional<int> rankFromEnvironment(const char* name)
{
    const char* text = std::getenv(name);
    if (!text || !*text)
        return std::nullopt;
    int rank = -1;
    const std::string_view view(text);
    const auto [end, error] = std::from_chars(view.data(), view.data() + view.size(), rank);
    if (error != std::errc() || end != view.data() + view.size() || rank < 0)
        throw std::invalid_argument(std::string(name) + ": '" + text + "' is not a rank number");
    return rank;
}

TestHooks testHooksFromEnvironment()
{
    TestHooks hooks;
    hooks.corruptRank = rankFromEnvironment("FW_AGENT_TEST_CORRUPT_RANK");
    hooks.delayRank = rankFromEnvironment("FW_AGENT_TEST_DELAY_RANK");
    if (const char* text = std::getenv("FW_AGENT_TEST_DELAY_US"); text && *text) {
        const std::string_view view(text);
        const auto [end, error] = std::from_chars(view.data(), view.data() + view.size(), hooks.delayUs);
        if (error != std::errc() || end != view.data() + view.size() || !(hooks.delayUs >= 0))
            throw std::invalid_argument(std::string("FW_AGENT_TEST_DELAY_US: '") + text +
                                        "' is not a number of microseconds");
    }
    return hooks;
}

std::vector<std::string> gatherHosts(int rank, int ranks)
{
    char name[MPI_MAX_PROCESSOR_NAME] = {};
    int length = 0;
    MPI_Get_processor_name(name, &length);
    std::vector<char> all(rank == 0 ? static_cast<std::size_t>(ranks) * MPI_MAX_PROCESSOR_NAME : 0);
    MPI_Gather(name, MPI_MAX_PROCESSOR_NAME, MPI_CHAR, all.data(), MPI_MAX_PROCESSOR_NAME, MPI_CHAR, 0, MPI_COMM_WORLD);
    std::vector<std::string> hosts;
    for (int r = 0; rank == 0 && r < ranks; ++r) {
        const char* entry = all.data() + static_cast<std::size_t>(r) * MPI_MAX_PROCESSOR_NAME;
        hosts.emplace_back(entry, ::strnlen(entry, MPI_MAX_PROCESSOR_NAME));
    }
    return hosts;
}

// Set-up can fail on some ranks only (a host without a GPU). Every rank learns whether any failed, so all leave
// together instead of hanging in the first collective, and rank 0 reports each failing rank with its host.
bool allRanksReady(const std::string& localError, const std::vector<std::string>& hosts, const EventStream& events)
{
    const int failed = localError.empty() ? 0 : 1;
    int anyFailed = 0;
    MPI_Allreduce(&failed, &anyFailed, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    if (!anyFailed)
        return true;
    const std::vector<std::string> errors = gatherTextAtRoot(localError);
    for (std::size_t r = 0; r < errors.size(); ++r)
        if (!errors[r].empty())
            events.error("rank " + std::to_string(r) + " on host " + hosts[r] + ": " + errors[r], static_cast<int>(r),
                         hosts[r]);
    return false;
}

std::unique_ptr<BenchBackend> makeBackend(const BenchOptions& options, const TestHooks& hooks, int rank)
{
    if (options.backend == BenchOptions::Backend::Nccl) {
        if (!options.excludeHca.empty()) {
            // A lost rail: NCCL reads NCCL_IB_HCA when the communicator is made, so it never uses this HCA. A value
            // the user set is not overridden behind their back.
            if (const char* given = std::getenv("NCCL_IB_HCA"))
                throw std::runtime_error(std::string("--exclude-hca: NCCL_IB_HCA is already set ('") + given +
                                         "'); unset it, or put the HCA to leave out in it yourself");
            ::setenv("NCCL_IB_HCA", ("^=" + options.excludeHca).c_str(), 1);
        }
#ifdef FW_HAVE_NCCL
        return makeNcclBackend(MPI_COMM_WORLD, options.collective, options.root, options.maxBytes);
#else
        throw std::runtime_error("backend nccl is unavailable: this fabric-agent was built without CUDA and NCCL "
                                 "(FW_AGENT_WITH_CUDA_NCCL=OFF, or they were not found at configure time)");
#endif
    }
    std::optional<double> delay;
    if (hooks.delayRank == rank)
        delay = hooks.delayUs;
    const HostBuffer::Pages pages = options.hugePages ? HostBuffer::Pages::Huge : HostBuffer::Pages::Normal;
    return std::make_unique<MpiBackend>(MPI_COMM_WORLD, options.collective, options.root, options.maxBytes, pages,
                                        delay);
}

// --facts: the first rank of each host (by MPI's shared-memory split, as the launcher placed the ranks) describes it,
// and rank 0 writes one `facts` event per host. Collective.
void writeHostFacts(const std::function<std::string()>& hostFacts, const EventStream& events)
{
    MPI_Comm local = MPI_COMM_NULL;
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &local);
    int localRank = 0;
    MPI_Comm_rank(local, &localRank);
    MPI_Comm_free(&local);
    for (const std::string& facts : gatherTextAtRoot(localRank == 0 ? hostFacts() : std::string()))
        if (!facts.empty())
            events.writeLine(facts);
}

void writeStart(const EventStream& events, const BenchOptions& options, const BenchBackend& backend,
                const std::vector<std::string>& hosts, std::span<char* const> argv, const TestHooks& hooks,
                bool nodeDetail)
{
    JsonWriter out = events.begin(event::kStart);
    out.field(field::kTool, "fabric-agent")
        .field(field::kAgentVersion, base::version())
        .field(field::kBackend, backendName(options.backend));
    if (!options.excludeHca.empty())
        out.field("excluded_hca", options.excludeHca);
    out.field(field::kCollective, base::collectiveName(options.collective))
        .field(field::kDatatype, "float")
        .field(field::kRedop, "sum")
        .field(field::kRoot, options.collective == base::Collective::Broadcast ? options.root : -1);
    writeRanks(out, hosts);
    out.field(field::kRankDetail, nodeDetail ? "node" : "rank");
    out.field(field::kIters, options.iters)
        .field(field::kWarmup, options.warmup)
        .field(field::kCheckIters, options.checkIters)
        .field(field::kMinBytes, options.minBytes)
        .field(field::kMaxBytes, options.maxBytes);
    if (options.stepFactor > 1)
        out.field(field::kStepFactor, options.stepFactor);
    else
        out.field(field::kStepBytes, options.stepBytes);
    out.field("timer", backend.timer()).field("barrier_per_iter", true).field("percentile_method", "nearest_rank");
    const BufferDescription buffers = backend.buffers();
    out.key("buffers")
        .beginObject()
        .field("memory", buffers.memory)
        .field("alignment", buffers.alignment)
        .field("pages", buffers.pages)
        .endObject();
    out.key(field::kAdaptive);
    if (options.adaptiveCi)
        out.beginObject()
            .field("target_rel_ci", *options.adaptiveCi)
            .field(field::kConfidence, kConfidence)
            .field("max_seconds", options.maxSeconds)
            .field("max_iters", options.maxIters)
            .endObject();
    else
        out.null();
    out.key(field::kVersions).beginObject();
    if (const auto mpi = mpiLibraryVersion())
        out.field("mpi", *mpi);
    for (const auto& [name, version] : backend.versions())
        out.field(name, version);
    out.endObject();
    out.key("test_hooks");
    if (hooks.any()) {
        out.beginObject().field("corrupt_rank", hooks.corruptRank).field("delay_rank", hooks.delayRank);
        out.field("delay_us", hooks.delayRank ? std::optional(hooks.delayUs) : std::nullopt).endObject();
    } else {
        out.null();
    }
    writeStartTimeAndArgv(out, argv);
    events.write(out);
}

std::vector<double> sortedDoubles(std::span<const float> values)
{
    std::vector<double> sorted(values.begin(), values.end());
    std::sort(sorted.begin(), sorted.end());
    return sorted;
}

struct Measurement
{
    std::vector<float> own;    // this rank's time per iteration
    std::vector<float> maxima; // rank 0 only: the most over ranks per iteration
    std::optional<base::Interval> ci;
    bool converged = false;
};

// Timed iterations in batches; one batch unless adaptive. After each batch rank 0 gets the maximum over ranks of
// each iteration (MPI_Reduce, MAX) and, in adaptive mode, decides whether to go on and broadcasts the next batch size
// (0 to stop). The reduction and the decision sit between batches, outside any timed region. Every rank keeps only its
// own samples, so no rank's memory grows with ranks x iterations.
Measurement measure(BenchBackend& backend, const BenchOptions& options, int rank)
{
    Measurement result;
    std::vector<float> batch;
    std::vector<float> batchMaxima;
    std::uint64_t next = options.iters;
    const double started = MPI_Wtime();
    while (next > 0) {
        batch.resize(next);
        for (float& sample : batch)
            sample = static_cast<float>(backend.timeIteration());
        batchMaxima.resize(rank == 0 ? batch.size() : 0);
        MPI_Reduce(batch.data(), batchMaxima.data(), static_cast<int>(batch.size()), MPI_FLOAT, MPI_MAX, 0,
                   MPI_COMM_WORLD);
        result.own.insert(result.own.end(), batch.begin(), batch.end());
        result.maxima.insert(result.maxima.end(), batchMaxima.begin(), batchMaxima.end());
        const std::size_t total = result.own.size();
        if (!options.adaptiveCi)
            break;
        if (rank == 0) {
            const std::vector<double> sorted = sortedDoubles(result.maxima);
            result.ci = base::quantileConfidenceInterval(sorted, kP99, kConfidence);
            const double p99 = base::percentileNearestRank(sorted, 99);
            result.converged = result.ci && p99 > 0 && (result.ci->high - result.ci->low) / p99 <= *options.adaptiveCi;
            const double elapsed = MPI_Wtime() - started;
            next = 0;
            if (!result.converged && elapsed < options.maxSeconds && total < options.maxIters) {
                // Grow by a quarter (at least 50) so the interval is not recomputed after every iteration, but
                // never past the time or sample cap.
                const double perIteration = elapsed / static_cast<double>(total);
                const auto byTime = static_cast<std::uint64_t>((options.maxSeconds - elapsed) / perIteration);
                next =
                    std::min<std::uint64_t>({std::max<std::uint64_t>(total / 4, 50), byTime, options.maxIters - total});
            }
        }
        MPI_Bcast(&next, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD);
    }
    return result;
}

// Check iterations: pattern input, one collective, exact comparison. Returns the wrong elements summed over ranks,
// on every rank, so all of them end with the same exit status. The corrupt-rank hook alters that rank's input after the
// expected values are fixed, as a broken transport would.
std::uint64_t check(BenchBackend& backend, const BenchOptions& options, const base::CollectiveCounts& counts,
                    const TestHooks& hooks, int rank, int ranks)
{
    std::uint64_t wrong = 0;
    for (std::size_t iteration = 0; iteration < options.checkIters; ++iteration) {
        std::vector<float> input = patternInput(counts, rank, iteration);
        if (hooks.corruptRank == rank && !input.empty())
            input.front() += 1.0f;
        const std::vector<float> output = backend.runChecked(input);
        wrong += countWrong(options.collective, counts, rank, ranks, options.root, iteration, output);
    }
    std::uint64_t total = 0;
    MPI_Allreduce(&wrong, &total, 1, MPI_UINT64_T, MPI_SUM, MPI_COMM_WORLD);
    return total;
}

// Figures go out as float32, the precision of the samples they come from, in their shortest form.
float f32(double value)
{
    return static_cast<float>(value);
}

// How long one MPI_Barrier takes here: each rank's median over kBarrierSamples back-to-back barriers, the most over
// ranks (on rank 0; 0 elsewhere). The barrier before every timed iteration releases the ranks up to about this far
// apart, and the rank released last waits that much less inside the collective. Measured once, before the sweep.
double barrierLatencyUs(int rank, int ranks)
{
    constexpr int kBarrierWarmup = 10;
    constexpr int kBarrierSamples = 51;
    for (int i = 0; i < kBarrierWarmup; ++i)
        MPI_Barrier(MPI_COMM_WORLD);
    std::vector<double> own;
    own.reserve(kBarrierSamples);
    for (int i = 0; i < kBarrierSamples; ++i) {
        const double start = MPI_Wtime();
        MPI_Barrier(MPI_COMM_WORLD);
        own.push_back((MPI_Wtime() - start) * 1e6);
    }
    const double median = base::median(own);
    std::vector<double> all(rank == 0 ? static_cast<std::size_t>(ranks) : 0);
    MPI_Gather(&median, 1, MPI_DOUBLE, all.data(), 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    return all.empty() ? 0 : *std::max_element(all.begin(), all.end());
}

// Collectives in which every rank's result needs data from every other rank: there a rank whose data arrives late
// holds up all the others, while it itself finishes early.
bool everyRankNeedsEveryOther(base::Collective collective)
{
    switch (collective) {
    case base::Collective::AllReduce:
    case base::Collective::AllGather:
    case base::Collective::ReduceScatter:
    case base::Collective::AllToAll:
        return true;
    case base::Collective::Broadcast:
    case base::Collective::SendRecv:
        break;
    }
    return false;
}

struct RankOutlier
{
    std::size_t rank = 0;
    double score = 0; // robust z-score of the rank's median; negative when fast
    bool slow = true;
};

// A fast rank is named only where its earliness means something and is larger than the barrier can explain: with
// a barrier before each iteration, the rank the barrier releases last waits least, by up to one barrier latency.
constexpr double kFastMarginBarriers = 2;

// Ranks whose median lies far from the others' in either direction (base::robustOutliers: |robust z| > 3.5 and at
// least 5% from the median of the rank medians). Slow ranks always count; fast ones as above.
std::vector<RankOutlier> rankOutliers(const BenchOptions& options, const std::vector<double>& rankMedians,
                                      double barrierUs)
{
    const std::vector<double> scores = base::robustZScores(rankMedians);
    const double center = base::median(rankMedians);
    std::vector<RankOutlier> outliers;
    for (const std::size_t r : base::robustOutliers(rankMedians)) {
        const bool slow = scores[r] > 0;
        if (!slow && (!everyRankNeedsEveryOther(options.collective) ||
                      center - rankMedians[r] <= kFastMarginBarriers * barrierUs))
            continue;
        outliers.push_back({r, scores[r], slow});
    }
    return outliers;
}

std::string outlierReason(const BenchOptions& options, const RankOutlier& outlier, const std::string& host,
                          const std::vector<std::string>& hosts)
{
    const std::string who = "rank " + std::to_string(outlier.rank) + " on host " + host;
    const std::string collective(base::collectiveName(options.collective));
    if (!outlier.slow)
        return who + " finished much earlier than the others: in " + collective +
               " every rank needs data from every other, so the others were waiting for its data, which points at "
               "its link or its sends";
    if (options.collective == base::Collective::SendRecv && hosts.size() > 1) {
        const std::size_t from = (outlier.rank + hosts.size() - 1) % hosts.size();
        return who + " took much longer than the others: in send_recv it waits for data from rank " +
               std::to_string(from) + " on host " + hosts[from] +
               ", so look at that host's link and sends as well as at this host";
    }
    return who + " took much longer than the others: it was slow itself (its host, device or link) or waited for "
                 "data that reached it late";
}

// What one rank sends rank 0 about its own samples: a fixed-size record, so one MPI_Gather brings all of them.
struct RankRecord
{
    base::RankQuantiles quantiles{};
    std::uint16_t sketchBytes = 0;
    std::array<std::uint8_t, base::kSketchMaxBytes> sketch{};
};

// Rank 0's view of every rank for one size: summaries, outliers and the raw samples of the ranks that matter. Rank
// detail fills quantiles and sketches, node detail `node`; both fill medians and p99s, every rank's exact p50 and p99.
struct RankSummaries
{
    std::vector<float> quantiles;       // rank-major, base::kRankQuantileCount per rank
    std::vector<std::uint8_t> sketches; // the ranks' encoded sketches one after the other
    std::optional<NodeDetail> node;     // node detail: node quantiles and bucket bytes (p50s, p99s moved out)
    std::vector<double> medians;
    std::vector<float> p99s;
    std::vector<RankOutlier> outliers;
    std::vector<int> rawRanks; // ascending
    std::vector<float> raw;    // rawRanks.size() x samples, in the order of rawRanks
};

// Raw samples go out for the flagged outliers (at most this many, the most extreme first) and the --raw-ranks
// slowest ranks by p99. 16 keeps a 4,096-rank, 60-row stream under 25 MB (docs/agent-protocol.md).
constexpr std::size_t kMaxRawOutliers = 16;

std::vector<int> chooseRawRanks(const BenchOptions& options, const RankSummaries& summaries)
{
    std::vector<RankOutlier> outliers = summaries.outliers;
    std::sort(outliers.begin(), outliers.end(),
              [](const RankOutlier& a, const RankOutlier& b) { return std::abs(a.score) > std::abs(b.score); });
    outliers.resize(std::min(outliers.size(), kMaxRawOutliers));
    const std::size_t ranks = summaries.medians.size();
    std::vector<int> byP99(ranks);
    std::iota(byP99.begin(), byP99.end(), 0);
    const auto p99 = [&](int r) { return summaries.p99s[static_cast<std::size_t>(r)]; };
    const std::size_t slowest = std::min(options.rawRanks, ranks);
    std::partial_sort(byP99.begin(), byP99.begin() + static_cast<long>(slowest), byP99.end(),
                      [&](int a, int b) { return p99(a) != p99(b) ? p99(a) > p99(b) : a < b; });
    std::vector<int> chosen(byP99.begin(), byP99.begin() + static_cast<long>(slowest));
    for (const RankOutlier& outlier : outliers)
        chosen.push_back(static_cast<int>(outlier.rank));
    std::sort(chosen.begin(), chosen.end());
    chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());
    return chosen;
}

// Rank detail: every rank summarises its own samples and sends rank 0 one RankRecord (filled on rank 0 only).
void gatherRankRecords(const Measurement& measurement, int rank, int ranks, RankSummaries& result)
{
    const std::vector<double> sorted = sortedDoubles(measurement.own);
    RankRecord own;
    own.quantiles = base::rankQuantiles(sorted);
    std::vector<std::uint8_t> encoded;
    base::encodeSketch(base::makeSketch(sorted), encoded);
    own.sketchBytes = static_cast<std::uint16_t>(encoded.size());
    std::copy(encoded.begin(), encoded.end(), own.sketch.begin());
    std::vector<RankRecord> records(rank == 0 ? static_cast<std::size_t>(ranks) : 0);
    MPI_Gather(&own, sizeof(RankRecord), MPI_BYTE, records.data(), sizeof(RankRecord), MPI_BYTE, 0, MPI_COMM_WORLD);
    for (const RankRecord& record : records) {
        result.quantiles.insert(result.quantiles.end(), record.quantiles.begin(), record.quantiles.end());
        result.sketches.insert(result.sketches.end(), record.sketch.begin(),
                               record.sketch.begin() + record.sketchBytes);
        result.medians.push_back(record.quantiles[0]);
        result.p99s.push_back(record.quantiles[2]);
    }
}

// Node detail: node quantiles and every rank's exact p50 and p99 with their bucket bytes (nodedetail.h).
void gatherNodeRecords(const NodeGroups& groups, const Measurement& measurement, int rank, int ranks,
                       RankSummaries& result)
{
    NodeDetail node = gatherNodeDetail(groups, measurement.own, rank, ranks);
    result.medians.assign(node.p50s.begin(), node.p50s.end());
    result.p99s = std::move(node.p99s);
    node.p50s = {};
    result.node = std::move(node);
}

// Rank 0 finds the outliers and picks the ranks whose raw samples it gets (MPI_Gatherv, nothing from the others).
void gatherRawRanks(const BenchOptions& options, const Measurement& measurement, double barrierUs, int rank, int ranks,
                    RankSummaries& result)
{
    int chosenCount = 0;
    if (rank == 0) {
        result.outliers = rankOutliers(options, result.medians, barrierUs);
        result.rawRanks = chooseRawRanks(options, result);
        chosenCount = static_cast<int>(result.rawRanks.size());
    }
    MPI_Bcast(&chosenCount, 1, MPI_INT, 0, MPI_COMM_WORLD);
    std::vector<int> chosen = result.rawRanks;
    chosen.resize(static_cast<std::size_t>(chosenCount));
    MPI_Bcast(chosen.data(), chosenCount, MPI_INT, 0, MPI_COMM_WORLD);

    const int samples = static_cast<int>(measurement.own.size());
    const bool sends = std::binary_search(chosen.begin(), chosen.end(), rank);
    std::vector<int> counts;
    std::vector<int> offsets;
    if (rank == 0) {
        counts.assign(static_cast<std::size_t>(ranks), 0);
        offsets.assign(static_cast<std::size_t>(ranks), 0);
        for (std::size_t i = 0; i < chosen.size(); ++i) {
            counts[static_cast<std::size_t>(chosen[i])] = samples;
            offsets[static_cast<std::size_t>(chosen[i])] = static_cast<int>(i) * samples;
        }
        result.raw.resize(chosen.size() * static_cast<std::size_t>(samples));
    }
    MPI_Gatherv(measurement.own.data(), sends ? samples : 0, MPI_FLOAT, result.raw.data(), counts.data(),
                offsets.data(), MPI_FLOAT, 0, MPI_COMM_WORLD);
}

// Called by every rank after the timed iterations; `nodes` is set in node detail. The result is filled on rank 0.
RankSummaries summarizeRanks(const BenchOptions& options, const Measurement& measurement, double barrierUs,
                             const NodeGroups* nodes, int rank, int ranks)
{
    RankSummaries result;
    if (nodes)
        gatherNodeRecords(*nodes, measurement, rank, ranks, result);
    else
        gatherRankRecords(measurement, rank, ranks, result);
    gatherRawRanks(options, measurement, barrierUs, rank, ranks, result);
    return result;
}

// Writes one size_result and returns its busbw. Statistics are computed from the float32 samples exactly as they
// go on the wire, so a reader recomputing them from iter_us_b64 (or a rank's from raw_us_b64) gets the same figures.
double writeSizeResult(const EventStream& events, const BenchOptions& options, const base::CollectiveCounts& counts,
                       bool inPlace, const Measurement& measurement, const RankSummaries& rankSummaries,
                       std::optional<std::uint64_t> wrong, const std::vector<std::string>& hosts)
{
    const int ranks = static_cast<int>(hosts.size());
    const std::vector<float>& iterations = measurement.maxima;
    const std::vector<double> sorted = sortedDoubles(iterations);
    const base::Summary summary = base::summarize(sorted);
    const double algBw = base::algorithmBandwidthGBs(counts.bytes, summary.avg);
    const double busBw = algBw * base::busBandwidthFactor(options.collective, ranks);

    JsonWriter out = events.begin(event::kSizeResult);
    out.field(field::kBytes, counts.bytes)
        .field(field::kCount, counts.bytes / sizeof(float))
        .field(field::kInPlace, inPlace)
        .field(field::kSamples, summary.count);
    writeTimeSummary(out, summary);
    out.field("p99_meaningful", summary.count >= kMeaningfulP99Samples)
        .field("p999_meaningful", summary.count >= kMeaningfulP999Samples)
        .field(field::kAlgbwGBs, f32(algBw))
        .field(field::kBusbwGBs, f32(busBw))
        .field(field::kWrong, wrong);

    out.key(field::kOutliers).beginArray();
    for (const RankOutlier& outlier : rankSummaries.outliers)
        out.beginObject()
            .field(field::kRank, static_cast<int>(outlier.rank))
            .field(field::kHost, hosts[outlier.rank])
            .field("p50_us", f32(rankSummaries.medians[outlier.rank]))
            .field("score", f32(outlier.score))
            .field("direction", outlier.slow ? "slow" : "fast")
            .field(field::kReason, outlierReason(options, outlier, hosts[outlier.rank], hosts))
            .endObject();
    out.endArray();
    if (options.adaptiveCi) {
        out.key(field::kCi)
            .beginObject()
            .field(field::kP99LowUs, measurement.ci ? std::optional(f32(measurement.ci->low)) : std::nullopt)
            .field(field::kP99HighUs, measurement.ci ? std::optional(f32(measurement.ci->high)) : std::nullopt)
            .field(field::kConfidence, kConfidence)
            .field(field::kConverged, measurement.converged)
            .endObject();
    }
    out.field(field::kIterUsB64, floatsToBase64Le(iterations));
    if (const auto& node = rankSummaries.node) {
        out.field(field::kNodeQuantilesB64, floatsToBase64Le(node->nodeQuantiles));
        out.field(field::kRankP50BucketB64, base64Encode(std::as_bytes(std::span(node->p50Buckets))));
        out.field(field::kRankP99BucketB64, base64Encode(std::as_bytes(std::span(node->p99Buckets))));
    } else {
        out.field(field::kRankQuantilesB64, floatsToBase64Le(rankSummaries.quantiles));
        out.field(field::kRankSketchB64, base64Encode(std::as_bytes(std::span(rankSummaries.sketches))));
    }
    out.key(field::kRawRanks).beginArray();
    for (const int r : rankSummaries.rawRanks)
        out.value(r);
    out.endArray();
    out.field(field::kRawUsB64, floatsToBase64Le(rankSummaries.raw));
    events.write(out);
    return busBw;
}

struct Totals
{
    std::uint64_t wrong = 0;
    double busBwSum = 0;
    std::size_t rows = 0;
};

void sweep(BenchBackend& backend, const BenchOptions& options, const TestHooks& hooks,
           const std::vector<std::string>& hosts, const EventStream& events, int rank, int ranks, Totals& totals)
{
    const double barrierUs = barrierLatencyUs(rank, ranks);
    std::optional<NodeGroups> nodes; // node detail: the node and leaders' communicators, once per run
    if (sendsNodeDetail(options.rankDetail, ranks))
        nodes.emplace(hosts, rank);
    const std::vector<std::size_t> sizes = options.sizes();
    ProgressMark mark; // what a fault triggered by this run's progress waits for (progressmark.h)
    for (std::size_t k = 0; k < sizes.size(); ++k) {
        JsonWriter progress = events.begin(event::kProgress);
        progress.field(field::kIndex, k + 1).field(field::kTotal, sizes.size()).field(field::kBytes, sizes[k]);
        events.write(progress);

        const base::CollectiveCounts counts =
            base::collectiveCounts(options.collective, sizes[k], ranks, sizeof(float));
        if (counts.bytes == 0) {
            events.warning("size " + std::to_string(sizes[k]) + " B skipped: " +
                           std::string(base::collectiveName(options.collective)) + " over " + std::to_string(ranks) +
                           " ranks needs at least " + std::to_string(ranks * sizeof(float)) + " B");
            continue;
        }
        for (const bool inPlace : {false, true}) {
            if (inPlace && !backend.hasInPlace())
                continue;
            backend.prepare(counts, inPlace);
            for (std::size_t i = 0; i < options.warmup; ++i)
                backend.timeIteration();
            const Measurement measurement = measure(backend, options, rank);
            const RankSummaries rankSummaries =
                summarizeRanks(options, measurement, barrierUs, nodes ? &*nodes : nullptr, rank, ranks);
            std::optional<std::uint64_t> wrong;
            if (options.checkIters > 0)
                wrong = check(backend, options, counts, hooks, rank, ranks);
            totals.wrong += wrong.value_or(0);
            if (rank != 0)
                continue;
            totals.busBwSum +=
                writeSizeResult(events, options, counts, inPlace, measurement, rankSummaries, wrong, hosts);
            ++totals.rows;
        }
        mark.sizesDone(k + 1);
    }
}

} // namespace

int runBench(std::span<char* const> argv, std::span<char* const> args, const std::function<std::string()>& hostFacts)
{
    const BenchOptionsOrError parsed = parseBenchOptions(args);
    MpiSession mpi;
    const int rank = mpi.rank();
    const int ranks = mpi.ranks();
    const EventStream events(rank == 0);
    const auto fail = [&](const std::string& message, int status) {
        if (rank == 0)
            std::cerr << "fabric-agent: bench: " << message << '\n';
        events.error(message, rank == 0 ? std::optional(0) : std::nullopt, std::nullopt);
        events.end(false, message, 0, 0);
        return status;
    };
    if (const auto* error = std::get_if<std::string>(&parsed))
        return fail(*error, 2);
    const auto& options = std::get<BenchOptions>(parsed);
    if (options.root >= ranks)
        return fail("option -r: root " + std::to_string(options.root) + " is not a rank of this run (" +
                        std::to_string(ranks) + " ranks)",
                    2);

    TestHooks hooks;
    try {
        hooks = testHooksFromEnvironment();
    } catch (const std::exception& error) {
        return fail(error.what(), 2);
    }
    const std::vector<std::string> hosts = gatherHosts(rank, ranks);

    std::unique_ptr<BenchBackend> backend;
    std::string setupError;
    try {
        backend = makeBackend(options, hooks, rank);
    } catch (const PeerSetupFailed&) {
        // The failing rank reports; this one only leaves with it.
    } catch (const std::exception& error) {
        setupError = error.what();
    }
    if (!allRanksReady(setupError, hosts, events)) {
        if (!setupError.empty())
            std::cerr << "fabric-agent: bench: rank " << rank << ": " << setupError << '\n';
        events.end(false, "set-up failed; see the error events", 0, 0);
        return 1;
    }

    if (options.facts)
        writeHostFacts(hostFacts, events);
    if (rank == 0) {
        writeStart(events, options, *backend, hosts, argv, hooks, sendsNodeDetail(options.rankDetail, ranks));
        if (hooks.any())
            events.warning("test hooks are active (FW_AGENT_TEST_*): these figures are not a real measurement");
        if (!backend->hasInPlace())
            events.warning("backend " + std::string(backendName(options.backend)) + " runs " +
                           std::string(base::collectiveName(options.collective)) +
                           " out of place only: its in-place form would overlap send and receive buffers");
    }

    Totals totals;
    try {
        sweep(*backend, options, hooks, hosts, events, rank, ranks, totals);
    } catch (const std::exception& error) {
        // The other ranks are inside a collective and cannot be told; aborting ends the job instead of a hang.
        std::cerr << "fabric-agent: bench: rank " << rank << ": " << error.what() << '\n';
        if (rank == 0) {
            events.error(error.what(), 0, hosts.front());
            events.end(false, error.what(), totals.wrong, 0);
        }
        MPI_Abort(MPI_COMM_WORLD, 1);
        return 1;
    }
    const double avgBusBw = totals.rows ? totals.busBwSum / static_cast<double>(totals.rows) : 0;
    if (totals.wrong > 0) {
        events.end(false, "correctness check failed: " + std::to_string(totals.wrong) + " wrong elements", totals.wrong,
                   avgBusBw);
        return 1;
    }
    events.end(true, {}, 0, avgBusBw);
    return 0;
}

} // namespace fw::agent
