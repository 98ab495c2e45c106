// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "analysis/faultimpact.h"
#include "analysis/nodeisolation.h"
#include "domain/agentresults.h"
#include "domain/benchmarkrun.h"
#include "remote/dispatchresult.h"

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace fw::core {

class ProjectFile;
struct StoredDispatch;
struct StoredPlanRun;

// The counter readings of one step taken together: the node's own deltas (they carry the alarms), else one delta
// between the first and the last snapshot (without alarms); the notes of all, each once.
struct CounterReading
{
    QList<CounterDelta> deltas;
    int snapshots = 0; // snapshots read
    QStringList notes; // what the readings left out
};

// One fault step of a stored plan run, read back from its dispatches: the benchmark runs before, during and after
// the fault (as imported), how the fault ended, the recovery the runs after the revert show, and the counter
// alarms the node raised. A benchmark that failed during the fault (a removed node aborts the job) is a result,
// `duringFailed`, not an error.
struct FaultStepResult
{
    qint64 planRunId = 0;
    std::optional<qint64> candidateId;
    int step = 0;
    QString label; // the step's label in the plan; empty when it has none
    QString node;  // the host the fault was applied on: the step's node, else the plan run's destination
    QDateTime planStartedAt;
    DispatchResult::Status status = DispatchResult::Status::Complete; // the step's outcome; none stored: Interrupted
    QString message;                                                  // why, when the step did not complete

    bool applied = false;  // the fault stream has a fault_applied event
    QString faultKind;     // link-down, link-degraded, storage-burst, ... (base/faultreach.h)
    QString faultTarget;   // the interface, the path of a storage burst, what a node-remove matched
    QString faultNote;     // the agent's note on what it changed
    QString faultReach;    // what it reached (FaultReach); empty when the agent did not say
    int faultTtlS = 0;     // the agent reverts the fault by itself this long after applying it
    bool reverted = false; // the fault stream has a fault_reverted event for the applied fault
    QString revertReason;  // ttl, lease, requested, revert-all, cancelled; empty without a revert event
    bool revertOk = false;
    QString revertTime;   // the revert event's time on the node's clock, as written
    QDateTime revertedAt; // what recovery is timed from: the app's record of the revert, else the node's
    // node-remove: the processes it killed, and when on the node's clock (empty: at the apply); nullopt when it
    // has not struck (a delayed kill the revert cancelled)
    std::optional<QList<qint64>> killedPids;
    QString killedAt;

    // this computer when any command of the step ran there (issue 43): the scores leave the step out
    MeasuredOn measuredOn = MeasuredOn::Cluster;

    std::optional<BenchmarkRun> before;
    std::optional<BenchmarkRun> during;
    std::optional<BenchmarkRun> after; // the last run after the revert that has results
    bool duringRan = false;            // a benchmark was started while the fault was in place
    bool duringFailed = false;         // ... and did not complete
    QString duringMessage;
    QList<SizeImpact> impact;        // `before` against `during` (FaultImpact::impact); empty without both
    double worstP99Ratio = kUnknown; // the worst p99 ratio over `impact`

    double tolerance = FaultImpact::kDefaultTolerance;
    int recoveryRuns = 0;               // benchmarks run after the revert
    int recoveryRunsWithoutResults = 0; // of those, the ones with no results to compare (failed or unreadable)
    std::optional<Recovery> recovery;   // none: not measurable (no baseline, no revert time or no run after it)

    // With the step's `replay`: the same replay without the fault and while it was held, and what the fault cost
    // it (FaultImpact::stall); none without both.
    std::optional<ReplayResults> replayBefore;
    std::optional<ReplayResults> replayDuring;
    std::optional<ReplayStall> stall;

    bool countersRead = false; // a counter delta over the fault was stored and read
    int counterWarnings = 0;
    int counterCriticals = 0;
    CounterReading counterReading; // the counters before and after the fault, read together

    // The alarms the node raised over the fault, as Compare shows them and counters health scores them.
    int counterAlarms() const { return counterWarnings + counterCriticals; }
};

// One agent run of a stored plan run's step (replay, storage): where it ran in the plan.
struct PlanStepDispatch
{
    qint64 planRunId = 0;
    std::optional<qint64> candidateId;
    int step = 0;
    qint64 dispatchId = 0;
    QString phase; // the plan phase the command ran in
    QString label;
    QDateTime planStartedAt;
    DispatchResult::Status status = DispatchResult::Status::Complete; // the command's own status
    MeasuredOn measuredOn = MeasuredOn::Cluster;                      // where the command ran (issue 43)
};

// One replay step of a stored plan run, with its stream read.
struct ReplayStepResult : PlanStepDispatch
{
    ReplayResults results;
    // The pattern file the replay step ran (`--pattern` naming the plan's pattern or beside pattern); empty for a
    // synthetic or command replay, and for a fault step's replay.
    QJsonObject pattern;
};

// One storage step of a stored plan run, with its stream read. With `--kill-rank` its `recovery` phase is the
// cost model's measured recovery time (recoveryPhase()).
struct StorageStepResult : PlanStepDispatch
{
    StorageResults results;

    // The recovery phase when the stream has one with a measured time; else null.
    const StoragePhaseResult* recoveryPhase() const;
};

// One isolate step of a stored plan run: the search it made, read from the step's outcome, and the stored dispatch
// of each of its runs (the evidence). A step stopped before it stored an outcome has no search: `search` is none.
struct IsolationStepResult
{
    qint64 planRunId = 0;
    std::optional<qint64> candidateId;
    int step = 0;
    QString label; // the step's label in the plan; empty when it has none
    QDateTime planStartedAt;
    DispatchResult::Status status = DispatchResult::Status::Interrupted; // the step's outcome; none stored: Interrupted
    QString message;                                                     // why, when the step did not complete
    std::optional<IsolationResult> search;
    QHash<QString, qint64> dispatchIds; // plan phase (isolate_1, ...) → the stored dispatch of that run
};

// One counter delta of a plan run, placed in the plan: a fault step's delta over the fault, or the change between
// two counters steps on one host, which spans the steps between them.
struct PlacedCounterDelta
{
    int firstStep = 0; // the steps the delta spans, inclusive, 0-based
    int lastStep = 0;
    QString host;
    CounterDelta delta;
    bool coversRun = false; // the benchmark run asked about ran inside this span
};

// The counters of the plan run a benchmark run was part of, for the Compare timeline.
struct RunCounters
{
    std::optional<qint64> planRunId; // none: the run did not come from a plan run
    int runStep = -1;                // the step and phase the benchmark ran in
    QString runPhase;
    QList<PlacedCounterDelta> deltas; // in plan order
    QStringList notes;                // what the readings left out
};

// Reads what stored acceptance plan runs measured, for the Compare charts, the report and the cost model; every
// figure comes from the stored streams and the benchmark runs imported from them.
class PlanResults
{
public:
    // Every fault step of every stored plan run, oldest run first, step order within a run.
    static QList<FaultStepResult> faultSteps(ProjectFile& project);
    // Every replay step of every stored plan run that wrote a replay stream, in the same order.
    static QList<ReplayStepResult> replaySteps(ProjectFile& project);
    // Every storage command of every stored plan run, in the same order.
    static QList<StorageStepResult> storageSteps(ProjectFile& project);
    // Every isolate step of every stored plan run that ran, in the same order.
    static QList<IsolationStepResult> isolationSteps(ProjectFile& project);

    // The same for one stored plan run and its dispatches (DispatchRunRepository::ofPlanRun), for the results view.
    static QList<FaultStepResult> faultSteps(const StoredPlanRun& run, const QList<StoredDispatch>& dispatches);
    static QList<ReplayStepResult> replaySteps(const StoredPlanRun& run, const QList<StoredDispatch>& dispatches);
    static QList<StorageStepResult> storageSteps(const StoredPlanRun& run, const QList<StoredDispatch>& dispatches);
    static QList<IsolationStepResult> isolationSteps(const StoredPlanRun& run, const QList<StoredDispatch>& dispatches);

    // The counter deltas of the plan run benchmark run `runId` came from, each placed at the steps it spans.
    static RunCounters countersAround(ProjectFile& project, qint64 runId);

    // Counter streams (`counters snapshot` or `counters delta`) read together, in the order they ran.
    static CounterReading counterReading(const QList<QByteArray>& streams);
};

} // namespace fw::core
