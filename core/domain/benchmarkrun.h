// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QSet>
#include <QString>
#include <cmath>
#include <limits>
#include <optional>
#include <vector>

namespace fw::core {

// Who produced the numbers: a supplier's claim is evidence to check, our own run is the check.
enum class RunSource
{
    VendorClaim,
    OwnMeasurement
};

// Where an own run was measured. A run of the agent through a connection that runs it on this computer (the local
// launcher) measures this computer, not a candidate's fabric, unless the user stated on that connection that this
// computer is a node of the candidate's cluster. Every other run (imported logs, runs over SSH) is the cluster's.
enum class MeasuredOn
{
    Cluster,
    ThisComputer
};

// Whether the tool checked the results of the collective, and what it found.
enum class Correctness
{
    Passed,     // every row was checked and nothing was wrong
    Failed,     // a row had wrong elements, an error above threshold, or out-of-bounds values
    Unverified, // at least one row (or the whole log) carries no correctness data
};

// The input formats the importers understand; stored as the provenance's format key.
enum class ImportFormat
{
    NcclTestsText,
    NcclTestsJson,
    OsuText,
    PerftestText,
    PerftestJson,
    AgentJsonLines,
    Csv,
    NcclInspectorJson
};

inline constexpr RunSource kAllRunSources[] = {RunSource::VendorClaim, RunSource::OwnMeasurement};
inline constexpr MeasuredOn kAllMeasuredOn[] = {MeasuredOn::Cluster, MeasuredOn::ThisComputer};
inline constexpr Correctness kAllCorrectness[] = {Correctness::Passed, Correctness::Failed, Correctness::Unverified};
inline constexpr ImportFormat kAllImportFormats[] = {
    ImportFormat::NcclTestsText, ImportFormat::NcclTestsJson,  ImportFormat::OsuText, ImportFormat::PerftestText,
    ImportFormat::PerftestJson,  ImportFormat::AgentJsonLines, ImportFormat::Csv,     ImportFormat::NcclInspectorJson};

// Stable keys, as stored in the project file; display names are translated.
QString storageKey(RunSource source);
QString storageKey(Correctness correctness);
QString storageKey(MeasuredOn measuredOn); // "cluster", "this_computer": the project file and --json
std::optional<MeasuredOn> measuredOnFromKey(const QString& key);
QString storageKey(ImportFormat format);
std::optional<RunSource> runSourceFromKey(const QString& key);
std::optional<Correctness> correctnessFromKey(const QString& key);
std::optional<ImportFormat> importFormatFromKey(const QString& key);
QString displayName(RunSource source);
QString displayName(Correctness correctness);
QString displayName(MeasuredOn measuredOn); // "candidate's cluster", "this computer"
QString displayName(ImportFormat format);

// A value a log may or may not give; NaN means "not reported", never zero.
inline constexpr double kUnknown = std::numeric_limits<double>::quiet_NaN();
inline bool isKnown(double value)
{
    return !std::isnan(value);
}

// One rank of the run and where it ran, as the tool's preamble states it.
struct RankPlacement
{
    int rank = 0;
    QString host;
    QString device;  // e.g. "0 [0000:04:00]"; empty when not stated
    QString gpuName; // e.g. "NVIDIA H100 80GB HBM3"; empty when not stated

    bool operator==(const RankPlacement&) const = default;
};

// One table row: a message size, in place or out of place. Times are microseconds, bandwidths GB/s
// (10^9 bytes per second, as nccl-tests reports them).
// The agent's adaptive mode (--adaptive-ci): a distribution-free confidence interval for p99, from order
// statistics of the samples. The bounds are unknown while too few samples exist (fewer than 368).
struct P99Interval
{
    double lowUs = kUnknown;
    double highUs = kUnknown;
    double confidence = 0;  // 0.95 for 95 %
    bool converged = false; // the interval met the requested width before a cap stopped the batches

    bool operator==(const P99Interval&) const;
};

struct SizeResult
{
    qint64 bytes = 0;
    qint64 count = -1; // elements; -1 when not reported
    QString type;      // "float", "uint8", "MPI_INT", ...
    QString redop;     // "sum", "none", "" when not applicable or not reported
    std::optional<int> root;
    bool inPlace = false;
    int cycle = 0;      // repetition of the sweep (nccl-tests -N), counted from 0
    int iterations = 0; // timed iterations behind the statistics; 0 when not reported

    double timeAvgUs = kUnknown;
    double timeMinUs = kUnknown;
    double timeMaxUs = kUnknown;
    double p50Us = kUnknown;
    double p95Us = kUnknown;
    double p99Us = kUnknown;
    double p999Us = kUnknown;
    double stdevUs = kUnknown;
    double algbwGBs = kUnknown;
    double busbwGBs = kUnknown;
    bool cpuTime = false; // nccl-tests -C: the time column is CPU time

    // Correctness: wrong elements when counted (#wrong), the largest error when the old "error" column is
    // given, and the verdict drawn from them. Neither given means the row is unverified.
    std::optional<qint64> wrong;
    double maxError = kUnknown;
    std::optional<bool> checkPassed;

    QString timestamp; // nccl-tests -S, as printed

    std::optional<P99Interval> p99Interval; // adaptive agent runs only

    // Raw samples, little-endian float32 microseconds: one per iteration (max over ranks), and every rank's
    // own time per iteration, rank-major. Empty when the tool did not report them.
    QByteArray iterationSamples;
    QByteArray rankSamples;
    // Agent protocol version 2 sends, instead of rankSamples, per rank: p50, p90, p99, p99.9 and max as float32,
    // rank-major (base/ranksummary.h), and a sketch, the ranks' encoded sketches one after the other; raw samples
    // only of the ranks in rawRanks (int32 little-endian, ascending), rank-major in that order.
    QByteArray rankQuantiles;
    QByteArray rankSketches;
    QByteArray rawRanks;
    QByteArray rawRankSamples;
    // Node detail (a run of more than 8,192 ranks) sends instead of rankQuantiles and rankSketches: each node's exact
    // p50, p99 and max as float32, node-major (nodes in the order of their first rank), and each rank's p50 and p99
    // as one sketch-grid bucket byte: every rank's p50 byte, then every rank's p99 byte (base/ranksummary.h).
    QByteArray nodeQuantiles;
    QByteArray rankBuckets;

    // The bytes of samples and summaries the row holds.
    qsizetype sampleBytes() const
    {
        return iterationSamples.size() + rankSamples.size() + rankQuantiles.size() + rankSketches.size() +
               rawRanks.size() + rawRankSamples.size() + nodeQuantiles.size() + rankBuckets.size();
    }

    bool operator==(const SizeResult&) const;
};

// Where the numbers came from: enough to find the original file again and to tell two imports apart.
struct Provenance
{
    QString sha256; // lowercase hex of the input bytes
    QString fileName;
    qint64 fileSize = 0;
    ImportFormat format = ImportFormat::Csv;
    QString parserVersion;
    QDateTime importedAt; // UTC
    int part = 0;         // which run of the file, when one file holds several

    bool operator==(const Provenance&) const = default;
};

// A result row that a salvaged import skipped: where it was and why it could not be read.
struct SkippedRow
{
    qint64 line = 0;
    QString reason;

    bool operator==(const SkippedRow&) const = default;
};

// Why a benchmark run stopped before its end, as the tool's own log says (issue 41): a supplier's crashed run is a
// finding, not a damaged file. `bytes` is the message size the run was measuring when it failed (`during`), or the
// last size it completed; none when it failed before its first size.
struct RunFailure
{
    QString error;               // the tool's error line, as printed (trimmed)
    QString node;                // the host that reported it; empty when the line names none
    qint64 line = 0;             // where the error line is in the log, from 1
    std::optional<qint64> bytes; // the size it reached
    bool during = false;         // `bytes` was being measured, not completed, when it failed
    bool operator==(const RunFailure&) const = default;
};

// What the summary of a run needs to know of rows that are no longer held: counted as they are handed on.
struct RowTally
{
    int count = 0;
    QSet<qint64> sizes;
    qint64 minBytes = 0;
    qint64 maxBytes = 0;
    bool unverified = false; // a row carries no correctness verdict
    bool failed = false;     // a row failed its check

    void add(const SizeResult& row);
};

// One benchmark run, imported from a log or measured by our agent: the unit the Benchmarks page lists.
struct BenchmarkRun
{
    qint64 id = 0; // 0 until stored
    std::optional<qint64> candidateId;
    RunSource source = RunSource::VendorClaim;
    QString tool;        // "nccl-tests", "rccl-tests", "osu-micro-benchmarks", "perftest", "fabric-agent", ...
    QString toolVersion; // empty when the log does not say
    QString testName;    // collective or test: "all_reduce", "osu_latency", "ib_write_lat", ...
    QString backend;     // "nccl", "rccl", "mpi", "verbs"; empty when unknown
    std::optional<int> ranks;
    std::optional<int> nodes;
    QList<RankPlacement> placements;
    QString parameters; // compact JSON object of the run's settings (iterations, warm-up, sweep, ...)
    QString startedAt;  // as the tool printed it; empty when not given
    QString notes;      // what the importer had to interpret, one sentence per line; people may edit it
    QString label;      // the name people give the run; empty until they do

    std::optional<qint64> outOfBounds; // nccl-tests footer
    double avgBusbwGBs = kUnknown;     // nccl-tests footer
    std::optional<bool> avgBusbwPassed;

    QList<SizeResult> results;
    // Rows an import already handed to a ResultSink (stored as they were read, so a large log is never held whole):
    // `results` holds only the rows after them, and summarize() and correctness() count both.
    RowTally handedOn;
    Provenance provenance;
    QString bomFingerprint; // filled by the BOM-drift check; empty until then
    // Rows the import skipped because the user asked to salvage a damaged file; empty for a whole import.
    QList<SkippedRow> skippedRows;
    bool salvaged() const { return !skippedRows.isEmpty(); }
    // Set when the log says the run failed: it is a failed attempt, never "passed", and holds only the rows before
    // the failure (none when it failed before its table). Kept only when the user asks (ImportMode::Salvage).
    std::optional<RunFailure> failure;
    // Where the run was measured: filled by the repository from the dispatch the run came from (MeasuredOn).
    MeasuredOn measuredOn = MeasuredOn::Cluster;

    // What a run list shows, available without loading the rows.
    struct Summary
    {
        int resultCount = 0;
        int sizeCount = 0; // distinct message sizes
        qint64 minBytes = 0;
        qint64 maxBytes = 0;
        Correctness correctness = Correctness::Unverified;
        bool operator==(const Summary&) const = default;
    };
    Summary summary; // filled by the repository when the rows are not loaded

    // Failed beats unverified beats passed, so a single unchecked row makes the whole run unverified. A salvaged
    // run is never passed: the rows it lost were not checked. A run whose log says it failed is failed.
    Correctness correctness() const;
    // The summary computed from `results`.
    Summary summarize() const;
    // Every row of the run: those handed on and those held.
    qsizetype rowCount() const { return handedOn.count + results.size(); }
    bool operator==(const BenchmarkRun&) const;
};

// Where an import puts result rows while it reads, so memory stays bounded by a chunk of rows, not by the log
// (BenchmarkRunRepository stores them inside the import's transaction). A run's rows arrive in order; the sink may
// set the run's id, which the run keeps when it is stored.
class ResultSink
{
public:
    virtual ~ResultSink() = default;
    // Takes the first `count` rows of `run.results`; the caller removes them and counts them in `run.handedOn`.
    virtual void take(BenchmarkRun& run, qsizetype count) = 0;
};

// Samples are stored as little-endian float32, the same layout as the agent's base64 fields.
QByteArray packSamples(const std::vector<float>& samples);
std::vector<float> unpackSamples(const QByteArray& packed);

} // namespace fw::core
