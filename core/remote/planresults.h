#pragma once

#include "analysis/agentresults.h"
#include "analysis/faultimpact.h"
#include "domain/benchmarkrun.h"
#include "remote/dispatchresult.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <optional>

namespace fw::core {

class ProjectFile;

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
    DispatchResult::Status status = DispatchResult::Status::Complete; // the step's outcome; none stored: Failed
    QString message;                                                  // why, when the step did not complete

    bool applied = false; // the fault stream has a fault_applied event
    QString faultKind;    // link-down, link-degraded, storage-burst
    QString faultTarget;  // the interface, or the path of a storage burst
    QString revertReason; // ttl, lease, requested, revert-all, cancelled; empty without a revert event
    bool revertOk = false;

    std::optional<BenchmarkRun> before;
    std::optional<BenchmarkRun> during;
    std::optional<BenchmarkRun> after; // the last run after the revert that has results
    bool duringRan = false;            // a benchmark was started while the fault was in place
    bool duringFailed = false;         // ... and did not complete
    QString duringMessage;

    double tolerance = FaultImpact::kDefaultTolerance;
    int recoveryRuns = 0;             // benchmarks run after the revert
    std::optional<Recovery> recovery; // none: not measurable (no baseline, no revert time or no run after it)

    bool countersRead = false; // a counter delta over the fault was stored and read
    int counterWarnings = 0;
    int counterCriticals = 0;
};

// One replay step of a stored plan run, with its stream read.
struct ReplayStepResult
{
    qint64 planRunId = 0;
    std::optional<qint64> candidateId;
    int step = 0;
    QString label;
    QDateTime planStartedAt;
    DispatchResult::Status status = DispatchResult::Status::Complete; // the replay command's own status
    ReplayResults results;
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
};

} // namespace fw::core
