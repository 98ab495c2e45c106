// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "analysis/boxplot.h"
#include "domain/benchmarkrun.h"
#include "domain/costmodel.h"
#include "remote/planresults.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <array>
#include <optional>
#include <vector>

namespace fw::core {
class ProjectFile;
}

// What each Compare chart shows, as plain values read from a project: the Compare page and the PDF report both fill
// these and hand them to the builders in charts.h. The `notes` lists are translated when loaded (load and build in the
// same language); everything else is data from the project or translated by the builders.
namespace fw::app {

// The tail percentiles a latency chart can draw. Average stands in only for runs that report no percentile at all
// (e.g. a plain nccl-tests log), and the chart says so.
enum class TailPercentile
{
    P50,
    P95,
    P99,
    P999,
    Average
};

// p50, p95 and p99: what the tail-latency chart shows unless the user picks others.
inline const QList<TailPercentile>& defaultPercentiles()
{
    static const QList<TailPercentile> list = {TailPercentile::P50, TailPercentile::P95, TailPercentile::P99};
    return list;
}

// What the buyer picked on the Compare page; every loader reads only what it needs from it.
struct CompareSelection
{
    QList<qint64> candidateIds; // empty: every candidate, and runs without one; 0 stands for "without a candidate"
    QList<qint64> runIds;       // empty: every run of the chosen candidates and collective
    QString collective;         // test name, e.g. "all_reduce"; empty: any
    qint64 minBytes = 0;        // message-size range; maxBytes 0 means no upper bound
    qint64 maxBytes = 0;
    // A shared copy of one list: an initializer list here trips GCC 12's -Wmaybe-uninitialized at -O2.
    QList<TailPercentile> percentiles = defaultPercentiles();
    qint64 sizeBytes = 0;    // the one size of the timeline, heatmap and box plots; 0: the largest size of the run(s)
    qint64 focusRunId = 0;   // the run of the timeline and heatmap; 0: the first selected run with samples
    bool heatmapP99 = false; // the heatmap shows per-rank p99 instead of the median
    QString heatmapHost;     // the heatmap shows this host's ranks; empty (or not in the run): every host
};

// One run as the charts label it.
struct CompareRun
{
    qint64 runId = 0;
    std::optional<qint64> candidateId;
    QString candidateName; // "Supplier offer", or empty for a run without a candidate
    // "Supplier · nccl-tests · 2026-03-04" (the file name without a candidate, the run's own label instead of the
    // tool where people gave one; the time, then the number, where two runs would share it), shown wherever a chart
    // names the run
    QString label;
    QDateTime when; // when the run was made (as its log says), else when it was imported; local time
    core::RunSource source = core::RunSource::VendorClaim;
    QString tool;
    QString testName;
    std::optional<int> ranks;
    std::optional<int> nodes;
    qint64 minBytes = 0;
    qint64 maxBytes = 0;
    bool stale = false; // its BOM changed after it ran: dimmed and labelled
    // Measured on this computer, not on a candidate's fabric: its label ends in "(this computer)" on every chart.
    core::MeasuredOn measuredOn = core::MeasuredOn::Cluster;
    QString importedAt;
};

// Above this many selected runs, the latency and bandwidth charts draw one median line per candidate group.
inline constexpr int kMaxRunSeries = 8;

// Every run of the project, newest first, with candidate names and the stale flag; reads no result rows.
QList<CompareRun> listCompareRuns(core::ProjectFile& project);
// The runs a selection picks, in listing order.
QList<CompareRun> selectedRuns(const QList<CompareRun>& all, const CompareSelection& selection);

struct TailPoint
{
    qint64 bytes = 0;
    double us = 0;
    int samples = 0;            // iterations behind the figure; 0 when the log does not say
    core::P99Interval interval; // p99 of one run: the agent's adaptive interval of that row; confidence 0 without
};

// One line: a run, or, when more runs are selected than fit a legend (kMaxRunSeries), the median over the runs of
// one candidate, source and staleness (`runCount` > 1; `run` then stands for the group).
struct TailSeries
{
    CompareRun run;
    int runCount = 1;
    TailPercentile percentile = TailPercentile::P50;
    QList<TailPoint> points; // ascending bytes; one point per size (the worse of in/out of place and cycles)
};

struct TailLatencyData
{
    QList<TailSeries> series;
    QStringList notes; // what was left out and why, shown under the chart
};
TailLatencyData loadTailLatency(core::ProjectFile& project, const CompareSelection& selection);

struct BandwidthPoint
{
    qint64 bytes = 0;
    double busbwGBs = 0;
};

struct BandwidthSeries
{
    CompareRun run;
    int runCount = 1; // as in TailSeries
    QList<BandwidthPoint> points;
};

// The declared NIC speed of a candidate as a ceiling for bus bandwidth.
struct LineRate
{
    qint64 candidateId = 0;
    QString candidateName;
    double gbps = 0; // as declared in the BOM, Gb/s
    double GBs() const { return gbps / 8.0; }
};

struct BusBandwidthData
{
    QList<BandwidthSeries> series;
    QList<LineRate> lineRates;
    QStringList notes;
};
BusBandwidthData loadBusBandwidth(core::ProjectFile& project, const CompareSelection& selection);

// Per-iteration times of one size of one run (max over ranks), loaded on demand.
struct TimelineData
{
    std::optional<CompareRun> run; // none: nothing with samples is selected
    qint64 bytes = 0;
    std::vector<float> samples; // microseconds, in iteration order
    core::RunCounters counters; // the counter deltas of the plan run the run came from, placed at its steps
    QStringList notes;
};
TimelineData loadTimeline(core::ProjectFile& project, const CompareSelection& selection);

struct RankCell
{
    int rank = 0;
    QString host;
    double us = 0;        // the rank's median or p99 at the size
    double zScore = 0;    // robust z of `us` over all ranks
    bool outlier = false; // core/base robustOutliers, either side: zScore > 0 slow, < 0 fast
};

// One host of a run as the heatmap aggregates it: its slowest rank stands for it.
struct HostCell
{
    QString host;
    int rankCount = 0;
    int worstRank = 0;       // the rank with the largest value on the host
    double us = 0;           // that rank's median or p99 at the size; the node's own (nodeFigure) where the row has it
    double zScore = 0;       // robust z of `us` over the hosts
    int slowOutliers = 0;    // ranks of the host that are slow outliers among all ranks (RankCell::outlier, zScore > 0)
    int fastOutliers = 0;    // ... fast outliers (zScore < 0)
    bool nodeFigure = false; // `us` is the node's exact p50 or p99 over all its ranks' samples (node detail)
};

// What the heatmap draws: every rank (a small run, or one host), one cell per host (a large run on several hosts),
// or the ranks of the one host picked from those (CompareSelection::heatmapHost).
enum class HeatmapLevel
{
    Ranks,
    Hosts,
    HostRanks
};

// Up to this many ranks the heatmap shows every rank; above it, on several hosts, one cell per host.
inline constexpr int kHeatmapMaxRankCells = 64;
// Above this many hosts the heatmap by node is drawn as one image (HeatmapImageItem), not a marker per host.
inline constexpr int kHeatmapImageAbove = 1024;

struct RankHeatmapData
{
    std::optional<CompareRun> run;
    qint64 bytes = 0;
    bool p99 = false;
    QList<RankCell> ranks;
    QList<HostCell> hostCells; // one per host, in `hosts` order
    HeatmapLevel level = HeatmapLevel::Ranks;
    QString drillHost;            // HostRanks: the host whose ranks are shown
    QStringList hosts;            // in first-rank order
    QStringList outlierHosts;     // hosts with at least one outlier rank
    QStringList slowOutlierHosts; // ... with one above the others (zScore > 0)
    QStringList fastOutlierHosts; // ... with one below them (zScore < 0)
    // The run's straggler verdict (across all its sizes, not only this one) is not part of it: it reads every row,
    // so the page adds its sentence to the notes after the heatmap is drawn (runStragglerVerdict, cached per run).
    QStringList notes;
};
// The heatmap of the focused run at the size; aggregated by host, or one host's ranks, as the selection says.
RankHeatmapData loadRankHeatmap(core::ProjectFile& project, const CompareSelection& selection);
// One cell per host (in `hosts` order) from ranks whose zScore and outlier are set: the slowest rank's value and
// number, the rank count, the robust z of those values over the hosts, and the outlier ranks on each side.
QList<HostCell> aggregateHosts(const QList<RankCell>& ranks, const QStringList& hosts);

struct VariationBox
{
    CompareRun run;
    core::BoxStats stats; // over the run's per-iteration samples at the size
};

struct CandidateVariation
{
    QString candidateName;
    int runs = 0;
    double cvPct = 0; // run-to-run coefficient of variation of the run medians; NaN for a single run
};

struct RunVariationData
{
    qint64 bytes = 0;
    QList<VariationBox> boxes;
    QList<CandidateVariation> variation;
    QStringList notes;
};
RunVariationData loadRunVariation(core::ProjectFile& project, const CompareSelection& selection);

// One fault step of a stored plan run at one message size (R4.4, R7.1): p99 and bus bandwidth before the fault,
// during it and after the revert (the last run after it), and whether and when the fabric recovered. Figures are
// NaN where a run is missing or lacks the size.
struct FaultImpactEntry
{
    qint64 planRunId = 0;
    int step = 0; // the step's index in the plan
    std::optional<qint64> candidateId;
    QString candidateName; // empty for a plan run without a candidate
    QString label;         // "Supplier — step label", as the chart's category
    QString faultKind;     // link-down, link-degraded, storage-burst, ...; empty when it was never applied
    QString faultReach;    // what it reached (core::FaultReach); empty when the agent did not say
    QString faultTarget;   // interface or path
    QString node;
    QDateTime startedAt; // the plan run's start
    bool applied = false;
    bool stepFailed = false; // the step could not do what it says (no baseline, fault not applied, ...)
    QString stepMessage;
    qint64 bytes = 0; // the size the figures are at; 0 when the runs share none
    double beforeP99Us = core::kUnknown;
    double duringP99Us = core::kUnknown;
    double afterP99Us = core::kUnknown;
    double beforeBusbwGBs = core::kUnknown;
    double duringBusbwGBs = core::kUnknown;
    double afterBusbwGBs = core::kUnknown;
    bool duringFailed = false; // the benchmark during the fault failed (a removed node aborts the job): a result
    QString duringMessage;
    QString revertReason;
    bool revertOk = false;
    bool recoveryMeasured = false;
    bool recovered = false;
    double recoverySeconds = core::kUnknown; // revert to the start of the first run from which on p99 stayed back
    double observedWindowS = core::kUnknown;
    double tolerance = 0;
    int recoveryRuns = 0;
    bool countersRead = false;
    int counterAlarms = 0; // warnings and critical alarms of the counter delta over the fault
    int criticalAlarms = 0;
};

// Replay step time (R4.3) of one replay step of a stored plan run.
struct ReplayEntry
{
    qint64 planRunId = 0;
    int step = 0;
    std::optional<qint64> candidateId;
    QString candidateName;
    QString label; // "Supplier — step label"
    QString mode;  // synthetic, command or pattern (the buyer's workload)
    int steps = 0;
    double p50Us = core::kUnknown;
    double p95Us = core::kUnknown;
    double p99Us = core::kUnknown;
    double tokensPerS = core::kUnknown;   // median; NaN when the job reports none
    double exposedP50Us = core::kUnknown; // pattern: the step's time beyond its compute, median
    double latencyP99Us = core::kUnknown; // pattern, open loop: p99 of the latency from when a batch was due
    double p99Inflation = core::kUnknown; // pattern beside another job: its p99 there over its p99 alone
    bool failed = false;                  // the job failed, the stream was cut off or has no result
};

// The fault steps and replays of the stored plan runs of the selected candidates (runs and collective of the
// selection do not apply: a plan's runs belong to it).
struct FaultImpactData
{
    bool available = false; // at least one fault step is stored for the selection
    QStringList notes;
    qint64 bytes = 0; // the one size of every entry; 0 when they do not share one (each entry has its own)
    QList<FaultImpactEntry> faults;
    QList<ReplayEntry> replays;
};
FaultImpactData loadFaultImpact(core::ProjectFile& project, const CompareSelection& selection);

struct CandidateCost
{
    qint64 candidateId = 0;
    QString candidateName;
    std::array<std::optional<double>, 10> components; // in CostInputKey order, money per period
    std::optional<double> total;
    std::optional<double> costPerAcceptedRun;
    std::optional<double> p99SmallestUs; // best own, current p99 at the smallest size: the tail beside the cost
    bool ready = false;
    QStringList missing;
};

struct CostData
{
    QString currency;
    core::CostPeriod period = core::CostPeriod::Year;
    QList<CandidateCost> candidates;
    QStringList notes;
};
CostData loadCost(core::ProjectFile& project, const CompareSelection& selection);

} // namespace fw::app
