// SPDX-License-Identifier: Apache-2.0
#include "agentstreams.h"
#include "analysis/countercomparison.h"
#include "ingest/agentresults.h"
#include "remote/dispatchrunrepository.h"
#include "remote/planresults.h"
#include "remote/planrunrepository.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace fw::core;

// PlanResults on one stored plan run and its dispatches, from real agent streams (tests/fixtures/agent-streams,
// tests/data): what the Faults page's results view, the Compare chart and the report read.
class TestPlanResults : public QObject
{
    Q_OBJECT

private slots:
    void faultStepImpactAndRecovery();
    void failedRunsAreCountedNotCompared();
    void onlyStepsThatRanAreRead();
    void countersFromTwoSnapshots();
    void countersOwnDeltaKeepsItsAlarms();
    void replayKeepsItsDispatch();

private:
    struct Plan
    {
        StoredPlanRun run;
        QList<StoredDispatch> dispatches;
    };
    static StoredDispatch& add(Plan& plan, int step, const char* phase, const char* subcommand,
                               const QByteArray& stream);
    static QDateTime nodeRevertTime();
    // A fault step (step 1 of 3) with runs before, during (p99 × `duringFactor`) and after the revert.
    static Plan faultPlan(double duringFactor, const QList<double>& recoveryFactors);
};

StoredDispatch& TestPlanResults::add(Plan& plan, int step, const char* phase, const char* subcommand,
                                     const QByteArray& stream)
{
    StoredDispatch d;
    d.id = 100 + plan.dispatches.size();
    d.plan = PlanLink{plan.run.id, step, QString::fromLatin1(phase)};
    d.result.subcommand = QString::fromLatin1(subcommand);
    d.result.status = DispatchResult::Status::Complete;
    d.result.stream = stream;
    d.result.startedAt = QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);
    plan.dispatches << d;
    return plan.dispatches.last();
}

QDateTime TestPlanResults::nodeRevertTime()
{
    return QDateTime::fromString(
        AgentResults::parseFault(fw::test::agentStream("fault-storage-burst-hold.jsonl")).reverted.constFirst().time,
        Qt::ISODate);
}

TestPlanResults::Plan TestPlanResults::faultPlan(double duringFactor, const QList<double>& recoveryFactors)
{
    Plan plan;
    plan.run.id = 3;
    plan.run.candidateId = 9;
    plan.run.destination = QStringLiteral("head");
    PlanStep baseline;
    PlanStep fault;
    fault.kind = PlanStep::Kind::Fault;
    fault.label = QStringLiteral("burst");
    fault.recoveryTolerance = 0.2;
    plan.run.plan.steps = {baseline, fault, fault};
    add(plan, 0, "run", "bench", fw::test::scaledBench(1.0));
    add(plan, 1, "before", "bench", fw::test::scaledBench(1.0));
    add(plan, 1, "fault", "fault", fw::test::agentStream("fault-storage-burst-hold.jsonl"));
    add(plan, 1, "during", "bench", fw::test::scaledBench(duringFactor));
    int seconds = 10;
    for (double f : recoveryFactors) {
        add(plan, 1, "recovery", "bench", fw::test::scaledBench(f)).result.startedAt =
            nodeRevertTime().addSecs(seconds);
        seconds += 10;
    }
    PlanStepOutcome outcome;
    outcome.step = 1;
    outcome.details.insert(QStringLiteral("recovery_tolerance"), 0.1);
    plan.run.steps << outcome;
    return plan;
}

void TestPlanResults::faultStepImpactAndRecovery()
{
    const Plan plan = faultPlan(3.0, {2.0, 1.05});
    const QList<FaultStepResult> faults = PlanResults::faultSteps(plan.run, plan.dispatches);
    QCOMPARE(faults.size(), 1);
    const FaultStepResult& f = faults.constFirst();
    QCOMPARE(f.planRunId, 3);
    QCOMPARE(f.candidateId, std::optional<qint64>(9));
    QCOMPARE(f.step, 1);
    QCOMPARE(f.node, QStringLiteral("head"));
    QVERIFY(f.applied);
    QCOMPARE(f.faultKind, QStringLiteral("storage-burst"));
    QVERIFY(f.faultTtlS > 0);
    QVERIFY(f.reverted);
    QVERIFY(f.revertOk);
    QCOMPARE(f.revertedAt, nodeRevertTime());
    // The outcome's tolerance wins over the plan step's.
    QCOMPARE(f.tolerance, 0.1);

    QVERIFY(f.before && f.during);
    const QList<SizeImpact> impact = FaultImpact::impact(*f.before, *f.during);
    QVERIFY(!impact.isEmpty());
    QCOMPARE(f.impact.size(), impact.size());
    QCOMPARE(f.impact.constLast().bytes, impact.constLast().bytes);
    QCOMPARE(f.impact.constLast().p99Ratio, impact.constLast().p99Ratio);
    QCOMPARE(qRound(f.worstP99Ratio * 100), 300);

    QCOMPARE(f.recoveryRuns, 2);
    QCOMPARE(f.recoveryRunsWithoutResults, 0);
    QVERIFY(f.recovery);
    QVERIFY(f.recovery->recovered);
    QCOMPARE(f.recovery->secondsToRecover, 20.0);
}

void TestPlanResults::failedRunsAreCountedNotCompared()
{
    Plan plan = faultPlan(3.0, {1.0, 1.0});
    plan.run.steps[0].details.insert(QStringLiteral("during_message"), QStringLiteral("rank 3 exited on signal 9"));
    plan.run.steps[0].details.insert(QStringLiteral("reverted_at"),
                                     nodeRevertTime().addSecs(-5).toString(Qt::ISODateWithMs));
    for (StoredDispatch& d : plan.dispatches) {
        if (d.plan->phase == QLatin1StringView("during"))
            d.result.status = DispatchResult::Status::Interrupted;
    }
    // The first run after the revert lost its connection: no results to compare.
    plan.dispatches[4].result.status = DispatchResult::Status::Interrupted;
    const FaultStepResult f = PlanResults::faultSteps(plan.run, plan.dispatches).value(0);
    QVERIFY(f.duringRan);
    QVERIFY(f.duringFailed);
    QCOMPARE(f.duringMessage, QStringLiteral("rank 3 exited on signal 9"));
    QVERIFY(!f.during);
    QVERIFY(f.impact.isEmpty());
    QVERIFY(!qIsFinite(f.worstP99Ratio));
    QCOMPARE(f.recoveryRuns, 2);
    QCOMPARE(f.recoveryRunsWithoutResults, 1);
    // Timed from the app's record of the revert, 5 s before the node's: the one run left started 25 s after it.
    QCOMPARE(f.revertedAt, nodeRevertTime().addSecs(-5));
    QVERIFY(f.recovery);
    QCOMPARE(f.recovery->points.size(), 1);
    QCOMPARE(f.recovery->secondsToRecover, 25.0);
}

void TestPlanResults::onlyStepsThatRanAreRead()
{
    // Step 2 is a fault step too, but has neither an outcome nor commands; step 0 is not a fault step.
    const Plan plan = faultPlan(1.0, {});
    const QList<FaultStepResult> faults = PlanResults::faultSteps(plan.run, plan.dispatches);
    QCOMPARE(faults.size(), 1);
    QCOMPARE(faults.constFirst().step, 1);
    // No run after the revert: recovery is not measurable.
    QVERIFY(!faults.constFirst().recovery);
}

void TestPlanResults::countersFromTwoSnapshots()
{
    const CounterReading reading =
        PlanResults::counterReading({fw::test::agentStream("counters-snapshot-before.jsonl"),
                                     fw::test::agentStream("counters-snapshot-after.jsonl")});
    QCOMPARE(reading.snapshots, 2);
    QCOMPARE(reading.deltas.size(), 1);
    QVERIFY(reading.deltas.constFirst().alarms.isEmpty());
    const CounterDelta expected = CounterComparison::between(
        AgentResults::parseCounters(fw::test::agentStream("counters-snapshot-before.jsonl")).snapshots.constFirst(),
        AgentResults::parseCounters(fw::test::agentStream("counters-snapshot-after.jsonl")).snapshots.constFirst());
    QCOMPARE(reading.deltas.constFirst().changes.size(), expected.changes.size());
    QVERIFY(!expected.changes.isEmpty());

    const CounterReading one = PlanResults::counterReading({fw::test::agentStream("counters-snapshot-before.jsonl")});
    QCOMPARE(one.snapshots, 1);
    QVERIFY(one.deltas.isEmpty());
}

void TestPlanResults::countersOwnDeltaKeepsItsAlarms()
{
    Plan plan = faultPlan(3.0, {1.0});
    add(plan, 1, "counters_before", "counters", fw::test::agentStream("counters-snapshot-before.jsonl"));
    add(plan, 1, "counters_after", "counters", fw::test::agentStream("counters-delta-fault.jsonl"));
    const FaultStepResult f = PlanResults::faultSteps(plan.run, plan.dispatches).value(0);
    const CounterDeltas own = AgentResults::parseCounters(fw::test::agentStream("counters-delta-fault.jsonl"));
    QVERIFY(f.countersRead);
    QCOMPARE(f.counterCriticals, own.alarmCount(AlarmSeverity::Critical));
    QVERIFY(f.counterCriticals > 0);
    // The node's own delta, not one computed from the snapshots.
    QCOMPARE(f.counterReading.deltas.size(), own.deltas.size());
    QCOMPARE(f.counterReading.deltas.constFirst().phase, QStringLiteral("fault"));
    QCOMPARE(f.counterReading.deltas.constFirst().alarms.size(), own.deltas.constFirst().alarms.size());
    QCOMPARE(f.counterReading.snapshots, 1);
}

void TestPlanResults::replayKeepsItsDispatch()
{
    Plan plan;
    plan.run.id = 4;
    PlanStep replay;
    replay.kind = PlanStep::Kind::Replay;
    replay.label = QStringLiteral("train");
    plan.run.plan.steps = {replay};
    add(plan, 0, "run", "replay", fw::test::agentStream("replay-synthetic.jsonl"));
    const QList<ReplayStepResult> replays = PlanResults::replaySteps(plan.run, plan.dispatches);
    QCOMPARE(replays.size(), 1);
    QCOMPARE(replays.constFirst().dispatchId, plan.dispatches.constFirst().id);
    QCOMPARE(replays.constFirst().phase, QStringLiteral("run"));
    QCOMPARE(replays.constFirst().label, QStringLiteral("train"));
    QVERIFY(replays.constFirst().results.hasResult);
}

QTEST_GUILESS_MAIN(TestPlanResults)
#include "testplanresults.moc"
