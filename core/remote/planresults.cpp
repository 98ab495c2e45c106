// SPDX-License-Identifier: Apache-2.0
#include "remote/planresults.h"

#include "analysis/countercomparison.h"
#include "ingest/agentresults.h"
#include "ingest/importer.h"
#include "remote/dispatchrunrepository.h"
#include "remote/planrunrepository.h"
#include "storage/storageerror.h"

#include <QHash>

namespace fw::core {

namespace {

// The run of a complete bench dispatch, read from its stored stream: runs under or right after a fault are not
// imported as benchmark runs (DispatchRunRepository::add).
std::optional<BenchmarkRun> benchRun(const StoredDispatch& dispatch)
{
    if (dispatch.result.status != DispatchResult::Status::Complete)
        return std::nullopt;
    return Importer::agentRun(dispatch.result.stream);
}

const PlanStepOutcome* outcomeOf(const StoredPlanRun& run, int step)
{
    for (const PlanStepOutcome& outcome : run.steps)
        if (outcome.step == step)
            return &outcome;
    return nullptr;
}

bool isPhase(const StoredDispatch& d, QLatin1StringView phase)
{
    return d.plan && d.plan->phase == phase;
}

// When a run started: the app's record, else the start event's time (on the node's clock).
QDateTime startOf(const StoredDispatch& d)
{
    if (d.result.startedAt.isValid())
        return d.result.startedAt;
    return QDateTime::fromString(AgentResults::parseInfo(d.result.stream).startTime, Qt::ISODate);
}

FaultStepResult faultStep(const StoredPlanRun& run, int index, const QList<const StoredDispatch*>& dispatches)
{
    const PlanStep& step = run.plan.steps.at(index);
    FaultStepResult r;
    r.planRunId = run.id;
    r.candidateId = run.candidateId;
    r.step = index;
    r.label = AcceptancePlan::displayLabel(step.label);
    r.node = step.node.isEmpty() ? run.destination : step.node;
    r.planStartedAt = run.startedAt;
    r.tolerance = step.recoveryTolerance;
    QJsonObject details;
    if (const PlanStepOutcome* outcome = outcomeOf(run, index)) {
        r.status = outcome->status;
        r.message = outcome->message;
        details = outcome->details;
    } else {
        // Commands ran but the step never ended: the app or the connection stopped in the middle of it.
        r.status = DispatchResult::Status::Interrupted;
    }
    if (details.contains(QLatin1String("recovery_tolerance")))
        r.tolerance = details.value(QLatin1String("recovery_tolerance")).toDouble(r.tolerance);

    r.revertedAt = QDateTime::fromString(details.value(QLatin1String("reverted_at")).toString(), Qt::ISODateWithMs);
    QList<RecoveryObservation> observations;
    QList<QByteArray> counterStreams;
    for (const StoredDispatch* d : dispatches) {
        if (d->result.where() == MeasuredOn::ThisComputer)
            r.measuredOn = MeasuredOn::ThisComputer;
        if (isPhase(*d, QLatin1StringView("before"))) {
            // The last one before the fault is the baseline.
            if (std::optional<BenchmarkRun> loaded = benchRun(*d))
                r.before = std::move(loaded);
        } else if (isPhase(*d, QLatin1StringView("during"))) {
            if (r.duringRan)
                continue;
            r.duringRan = true;
            r.duringFailed = d->result.status != DispatchResult::Status::Complete;
            if (r.duringFailed)
                r.duringMessage = details.value(QLatin1String("during_message")).toString(d->result.message);
            else
                r.during = benchRun(*d);
        } else if (isPhase(*d, QLatin1StringView("recovery")) || isPhase(*d, QLatin1StringView("after"))) {
            ++r.recoveryRuns;
            if (std::optional<BenchmarkRun> loaded = benchRun(*d)) {
                observations << RecoveryObservation{startOf(*d), *loaded};
                r.after = std::move(loaded);
            } else {
                ++r.recoveryRunsWithoutResults;
            }
        } else if (isPhase(*d, QLatin1StringView("replay_before"))) {
            r.replayBefore = AgentResults::parseReplay(d->result.stream);
        } else if (isPhase(*d, QLatin1StringView("replay_during"))) {
            r.replayDuring = AgentResults::parseReplay(d->result.stream);
        } else if (isPhase(*d, QLatin1StringView("fault"))) {
            const FaultEvents events = AgentResults::parseFault(d->result.stream);
            for (const FaultApplied& a : events.applied) {
                if (a.dryRun)
                    continue;
                r.applied = true;
                r.faultKind = a.kind;
                r.faultTarget = !a.interface.isEmpty() ? a.interface : !a.path.isEmpty() ? a.path : a.match;
                if (a.kind == QLatin1StringView("node-remove") && a.afterS == 0)
                    r.killedPids = a.killedPids;
                if (const FaultFired* fired = events.firedOf(a.id)) {
                    r.killedPids = fired->killedPids;
                    r.killedAt = fired->time;
                }
                r.faultNote = a.note;
                r.faultReach = a.reach;
                r.faultTtlS = a.ttlS;
                if (const FaultReverted* reverted = events.revertOf(a.id)) {
                    r.reverted = true;
                    r.revertReason = reverted->reason;
                    r.revertOk = reverted->ok;
                    r.revertTime = reverted->time;
                    // The node's clock; the app's own record of the revert (above) is preferred, since the
                    // runs after it are timed by the app.
                    if (!r.revertedAt.isValid())
                        r.revertedAt = QDateTime::fromString(reverted->time, Qt::ISODate);
                }
                break;
            }
        } else if (d->plan && d->plan->phase.startsWith(QLatin1StringView("counters"))) {
            const CounterDeltas counters = AgentResults::parseCounters(d->result.stream);
            if (isPhase(*d, QLatin1StringView("counters_after")) && counters.stream.ok() &&
                !counters.deltas.isEmpty()) {
                r.countersRead = true;
                r.counterWarnings = counters.alarmCount(AlarmSeverity::Warning);
                r.counterCriticals = counters.alarmCount(AlarmSeverity::Critical);
            }
            counterStreams << d->result.stream;
        }
    }
    r.counterReading = PlanResults::counterReading(counterStreams);
    if (r.before && r.during) {
        r.impact = FaultImpact::impact(*r.before, *r.during);
        r.worstP99Ratio = FaultImpact::worstP99Ratio(*r.before, *r.during);
    }
    if (r.replayBefore && r.replayDuring)
        r.stall = FaultImpact::stall(*r.replayBefore, *r.replayDuring);
    if (r.before && r.revertedAt.isValid() && !observations.isEmpty())
        r.recovery = FaultImpact::recovery(*r.before, r.revertedAt, observations, r.tolerance);
    return r;
}

// A plan run's dispatches by step, in the order they ran.
QHash<int, QList<const StoredDispatch*>> byStep(const QList<StoredDispatch>& dispatches)
{
    QHash<int, QList<const StoredDispatch*>> result;
    for (const StoredDispatch& d : dispatches)
        if (d.plan)
            result[d.plan->step] << &d;
    return result;
}

// The dispatches of `run` that ran `subcommand`, each with its stream read by `parse`, in the order they ran.
template <typename Result, typename Parse>
QList<Result> commandSteps(const StoredPlanRun& run, const QList<StoredDispatch>& dispatches,
                           QLatin1StringView subcommand, Parse parse)
{
    QList<Result> result;
    for (const StoredDispatch& d : dispatches) {
        if (!d.plan || d.result.subcommand != subcommand)
            continue;
        Result r;
        r.planRunId = run.id;
        r.candidateId = run.candidateId;
        r.step = d.plan->step;
        r.dispatchId = d.id;
        r.phase = d.plan->phase;
        if (r.step >= 0 && r.step < run.plan.steps.size())
            r.label = AcceptancePlan::displayLabel(run.plan.steps.at(r.step).label);
        r.planStartedAt = run.startedAt;
        r.status = d.result.status;
        r.measuredOn = d.result.where();
        r.results = parse(d.result.stream);
        result << r;
    }
    return result;
}

// The same over every stored plan run, oldest first.
template <typename Result>
QList<Result> ofEveryPlanRun(ProjectFile& project,
                             QList<Result> (*steps)(const StoredPlanRun&, const QList<StoredDispatch>&))
{
    const DispatchRunRepository dispatches(project);
    QList<Result> result;
    for (const StoredPlanRun& run : PlanRunRepository(project).all())
        result << steps(run, dispatches.ofPlanRun(run.id));
    return result;
}

} // namespace

const StoragePhaseResult* StorageStepResult::recoveryPhase() const
{
    const StoragePhaseResult* recovery = results.phase(QStringLiteral("recovery"));
    return recovery && recovery->recoveryUs.isKnown() ? recovery : nullptr;
}

QList<FaultStepResult> PlanResults::faultSteps(ProjectFile& project)
{
    return ofEveryPlanRun<FaultStepResult>(project, &PlanResults::faultSteps);
}

QList<ReplayStepResult> PlanResults::replaySteps(ProjectFile& project)
{
    return ofEveryPlanRun<ReplayStepResult>(project, &PlanResults::replaySteps);
}

QList<StorageStepResult> PlanResults::storageSteps(ProjectFile& project)
{
    return ofEveryPlanRun<StorageStepResult>(project, &PlanResults::storageSteps);
}

QList<FaultStepResult> PlanResults::faultSteps(const StoredPlanRun& run, const QList<StoredDispatch>& dispatches)
{
    QList<FaultStepResult> result;
    const QHash<int, QList<const StoredDispatch*>> steps = byStep(dispatches);
    for (int i = 0; i < run.plan.steps.size(); ++i) {
        if (run.plan.steps.at(i).kind != PlanStep::Kind::Fault)
            continue;
        // A step that never ran has neither an outcome nor commands.
        if (!outcomeOf(run, i) && !steps.contains(i))
            continue;
        result << faultStep(run, i, steps.value(i));
    }
    return result;
}

QList<ReplayStepResult> PlanResults::replaySteps(const StoredPlanRun& run, const QList<StoredDispatch>& dispatches)
{
    QList<ReplayStepResult> result =
        commandSteps<ReplayStepResult>(run, dispatches, QLatin1StringView("replay"), &AgentResults::parseReplay);
    for (ReplayStepResult& r : result) {
        if (r.step < 0 || r.step >= run.plan.steps.size() || run.plan.steps.at(r.step).kind != PlanStep::Kind::Replay)
            continue;
        const QStringList& args = run.plan.steps.at(r.step).agentArgs;
        const qsizetype at = args.indexOf(QLatin1String("--pattern"));
        if (at < 0 || at + 1 >= args.size())
            continue;
        if (args.at(at + 1) == AcceptancePlan::kPatternArgument)
            r.pattern = run.plan.pattern;
        else if (args.at(at + 1) == AcceptancePlan::kBesidePatternArgument)
            r.pattern = run.plan.besidePattern;
    }
    return result;
}

QList<StorageStepResult> PlanResults::storageSteps(const StoredPlanRun& run, const QList<StoredDispatch>& dispatches)
{
    return commandSteps<StorageStepResult>(run, dispatches, QLatin1StringView("storage"), &AgentResults::parseStorage);
}

QList<IsolationStepResult> PlanResults::isolationSteps(ProjectFile& project)
{
    return ofEveryPlanRun<IsolationStepResult>(project, &PlanResults::isolationSteps);
}

QList<IsolationStepResult> PlanResults::isolationSteps(const StoredPlanRun& run,
                                                       const QList<StoredDispatch>& dispatches)
{
    QList<IsolationStepResult> result;
    const QHash<int, QList<const StoredDispatch*>> steps = byStep(dispatches);
    for (int i = 0; i < run.plan.steps.size(); ++i) {
        if (run.plan.steps.at(i).kind != PlanStep::Kind::Isolate)
            continue;
        const PlanStepOutcome* outcome = outcomeOf(run, i);
        if (!outcome && !steps.contains(i))
            continue;
        IsolationStepResult r;
        r.planRunId = run.id;
        r.candidateId = run.candidateId;
        r.step = i;
        r.label = AcceptancePlan::displayLabel(run.plan.steps.at(i).label);
        r.planStartedAt = run.startedAt;
        if (outcome) {
            r.status = outcome->status;
            r.message = outcome->message;
            r.search = IsolationResult::fromJson(outcome->details);
        }
        for (const StoredDispatch* d : steps.value(i))
            r.dispatchIds.insert(d->plan->phase, d->id);
        result << r;
    }
    return result;
}

CounterReading PlanResults::counterReading(const QList<QByteArray>& streams)
{
    CounterReading out;
    QList<CounterSnapshot> snapshots;
    for (const QByteArray& stream : streams) {
        const CounterDeltas counters = AgentResults::parseCounters(stream);
        out.deltas << counters.deltas;
        snapshots << counters.snapshots;
        for (const QString& note : counters.allNotes()) {
            if (!out.notes.contains(note))
                out.notes << note;
        }
    }
    out.snapshots = int(snapshots.size());
    if (out.deltas.isEmpty() && snapshots.size() >= 2)
        out.deltas << CounterComparison::between(snapshots.constFirst(), snapshots.constLast());
    return out;
}

RunCounters PlanResults::countersAround(ProjectFile& project, qint64 runId)
{
    RunCounters out;
    DispatchRunRepository dispatches(project);
    const std::optional<StoredDispatch> bench = dispatches.ofBenchmarkRun(runId);
    if (!bench || !bench->plan)
        return out;
    out.planRunId = bench->plan->planRunId;
    out.runStep = bench->plan->step;
    out.runPhase = bench->plan->phase;
    // The last snapshot of each host so far, and the step it was taken in.
    QHash<QString, std::pair<int, CounterSnapshot>> lastSnapshot;
    for (const StoredDispatch& d : dispatches.ofPlanRun(*out.planRunId)) {
        if (!d.plan || d.result.subcommand != QLatin1String("counters"))
            continue;
        const int step = d.plan->step;
        const CounterDeltas counters = AgentResults::parseCounters(d.result.stream);
        for (const QString& note : counters.allNotes()) {
            if (!out.notes.contains(note))
                out.notes << note;
        }
        const QString host =
            d.result.hosts.isEmpty() ? d.result.destination : d.result.hosts.join(QStringLiteral(", "));
        // A fault step's delta spans the fault: the benchmark during it, not the one before or after.
        const bool covers = step == out.runStep && out.runPhase == QLatin1String("during");
        for (const CounterDelta& delta : counters.deltas)
            out.deltas << PlacedCounterDelta{step, step, host, delta, covers};
        for (const CounterSnapshot& snapshot : counters.snapshots) {
            if (d.plan->phase.startsWith(QLatin1String("counters_")))
                continue; // a fault step's own before and after, already a delta above
            if (const auto previous = lastSnapshot.constFind(snapshot.host); previous != lastSnapshot.cend()) {
                const int first = previous->first + 1;
                const int last = step - 1;
                if (first <= last)
                    out.deltas << PlacedCounterDelta{first, last, snapshot.host,
                                                     CounterComparison::between(previous->second, snapshot),
                                                     out.runStep >= first && out.runStep <= last};
            }
            lastSnapshot.insert(snapshot.host, {step, snapshot});
        }
    }
    return out;
}

} // namespace fw::core
