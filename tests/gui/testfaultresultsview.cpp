// SPDX-License-Identifier: Apache-2.0
#include "agentstreams.h"
#include "analysis/headlinefigures.h"
#include "analysis/nodeisolation.h"
#include "analysis/numberformat.h"
#include "faults/faultresultsview.h"
#include "findchild.h"
#include "ingest/agentresults.h"
#include "ingest/importer.h"
#include "remote/dispatchrunrepository.h"
#include "remote/planresults.h"
#include "remote/planrunrepository.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QTest>
#include <QTreeWidget>

using fw::app::FaultResultsView;
using fw::core::DispatchResult;
using fw::core::PlanStep;

// The results view fed with real agent streams (tests/fixtures/agent-streams, tests/data): a fault step with bench
// runs before, during and after, storage and replay steps, and failures that must read as results. The streams go
// in as a stored plan run and its dispatches, read by PlanResults and turned into rows as the Faults page does.
class TestFaultResultsView : public QObject
{
    Q_OBJECT

private slots:
    void emptySaysSo();
    void faultStepShowsImpactRecoveryAndAlarms();
    void appRevertTimeIsPreferred();
    void duringRunAbortedIsAResult();
    void notRecoveredWithinWindow();
    void storageStepPerPhase();
    void storageRecoveryAfterAKilledRank();
    void delayedNodeRemoveShowsWhatItKilled();
    void countersOnEveryNodeAreReadingsPerHost();
    void replayStepFigures();
    void killedJobIsAFailedResult();
    void isolateStepNamesTheNodeWithItsRuns();
    void stepOnThisComputerIsMarked();

private:
    // A stored plan run and the dispatches it ran.
    struct Plan
    {
        fw::core::StoredPlanRun run;
        QList<fw::core::StoredDispatch> dispatches;
    };
    // Adds a dispatch of step `ordinal` (of `kind`, labelled "<kind> step"); completed, started at noon plus
    // `startSeconds`.
    static fw::core::StoredDispatch& add(Plan& plan, int ordinal, PlanStep::Kind kind, const char* phase,
                                         const QByteArray& stream, int startSeconds = 0);
    static Plan faultStep(const QList<double>& recoveryFactors);
    // What the Faults page gives the view for a stored plan run.
    static void show(FaultResultsView& view, const Plan& plan);
    static QTreeWidgetItem* find(QTreeWidgetItem* parent, const QString& what);
    static QString verdict(QTreeWidgetItem* item) { return item->data(0, FaultResultsView::VerdictRole).toString(); }
};

fw::core::StoredDispatch& TestFaultResultsView::add(Plan& plan, int ordinal, PlanStep::Kind kind, const char* phase,
                                                    const QByteArray& stream, int startSeconds)
{
    QList<PlanStep>& steps = plan.run.plan.steps;
    while (steps.size() <= ordinal) {
        PlanStep unused;
        unused.label = QStringLiteral("baseline step");
        steps << unused;
    }
    steps[ordinal].kind = kind;
    steps[ordinal].label = fw::core::storageKey(kind) + QStringLiteral(" step");
    steps[ordinal].recoveryTolerance = fw::core::FaultImpact::kDefaultTolerance;

    fw::core::StoredDispatch d;
    d.id = plan.dispatches.size() + 1;
    d.plan = fw::core::PlanLink{plan.run.id, ordinal, QString::fromLatin1(phase)};
    const QString p = d.plan->phase;
    if (kind == PlanStep::Kind::Storage || kind == PlanStep::Kind::Replay)
        d.result.subcommand = fw::core::storageKey(kind);
    else if (p == QLatin1StringView("fault"))
        d.result.subcommand = QStringLiteral("fault");
    else if (p.startsWith(QLatin1StringView("counters")) || kind == PlanStep::Kind::Counters)
        d.result.subcommand = QStringLiteral("counters");
    else
        d.result.subcommand = QStringLiteral("bench");
    d.result.status = DispatchResult::Status::Complete;
    d.result.stream = stream;
    d.result.startedAt = QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC).addSecs(startSeconds);
    d.result.finishedAt = d.result.startedAt.addSecs(5);
    plan.dispatches << d;
    return plan.dispatches.last();
}

TestFaultResultsView::Plan TestFaultResultsView::faultStep(const QList<double>& recoveryFactors)
{
    // The revert time comes from the fault stream's fault_reverted event: the step's outcome has no reverted_at.
    const QByteArray faultStream = fw::test::agentStream("fault-storage-burst-hold.jsonl");
    const QDateTime reverted =
        QDateTime::fromString(fw::core::AgentResults::parseFault(faultStream).reverted.constFirst().time, Qt::ISODate);
    Plan plan;
    plan.run.id = 7;
    add(plan, 0, PlanStep::Kind::Fault, "before", fw::test::scaledBench(1.0), -60);
    add(plan, 0, PlanStep::Kind::Fault, "counters_before", fw::test::agentStream("counters-snapshot-before.jsonl"),
        -50);
    add(plan, 0, PlanStep::Kind::Fault, "fault", faultStream, -40);
    add(plan, 0, PlanStep::Kind::Fault, "during", fw::test::scaledBench(3.0), -30);
    add(plan, 0, PlanStep::Kind::Fault, "counters_after", fw::test::agentStream("counters-delta-fault.jsonl"), -5);
    int seconds = 10;
    for (double f : recoveryFactors) {
        add(plan, 0, PlanStep::Kind::Fault, "recovery", fw::test::scaledBench(f)).result.startedAt =
            reverted.addSecs(seconds);
        seconds += 10;
    }
    fw::core::PlanStepOutcome outcome;
    outcome.step = 0;
    outcome.status = DispatchResult::Status::Complete;
    plan.run.steps << outcome;
    return plan;
}

void TestFaultResultsView::show(FaultResultsView& view, const Plan& plan)
{
    QList<FaultResultsView::StepRow> rows;
    for (const fw::core::StoredDispatch& d : plan.dispatches) {
        const PlanStep& step = plan.run.plan.steps.at(d.plan->step);
        FaultResultsView::StepRow row;
        row.ordinal = d.plan->step;
        row.kind = fw::core::storageKey(step.kind);
        row.label = step.label;
        row.phase = d.plan->phase;
        row.dispatchId = d.id;
        row.status = fw::core::storageKey(d.result.status);
        row.message = d.result.message;
        row.stream = d.result.stream;
        row.measuredOn = d.result.where();
        rows << row;
    }
    view.setSteps(rows, fw::core::PlanResults::faultSteps(plan.run, plan.dispatches),
                  fw::core::PlanResults::replaySteps(plan.run, plan.dispatches),
                  fw::core::PlanResults::isolationSteps(plan.run, plan.dispatches));
}

QTreeWidgetItem* TestFaultResultsView::find(QTreeWidgetItem* parent, const QString& what)
{
    for (int i = 0; i < parent->childCount(); ++i) {
        if (parent->child(i)->text(FaultResultsView::What) == what)
            return parent->child(i);
    }
    return nullptr;
}

void TestFaultResultsView::emptySaysSo()
{
    FaultResultsView view;
    view.show();
    QCOMPARE(child<QTreeWidget>(&view, "resultSteps")->topLevelItemCount(), 0);
    QVERIFY(!child<QLabel>(&view, "summary")->text().isEmpty());
}

void TestFaultResultsView::faultStepShowsImpactRecoveryAndAlarms()
{
    FaultResultsView view;
    view.show();
    // Recovery runs: still 2x slow at 10 s, back within 10% at 20 s and 30 s.
    show(view, faultStep({2.0, 1.05, 1.0}));
    QCOMPARE(child<QTreeWidget>(&view, "resultSteps")->topLevelItemCount(), 1);
    QTreeWidgetItem* step = view.stepItem(0);
    QVERIFY(step);
    QCOMPARE(step->text(FaultResultsView::What), QStringLiteral("Step 1: fault step"));

    QTreeWidgetItem* fault = find(step, QStringLiteral("Fault"));
    QVERIFY(fault);
    QCOMPARE(fault->text(FaultResultsView::Value), QStringLiteral("storage-burst on /tmp/h2s/burst"));
    // A stream from an agent before the reach was reported says so, and claims nothing about the fabric.
    QTreeWidgetItem* reach = find(step, QStringLiteral("Reaches"));
    QVERIFY(reach);
    QVERIFY(reach->text(FaultResultsView::Value).startsWith(QStringLiteral("not recorded")));
    QVERIFY(reach->text(FaultResultsView::Detail).isEmpty());
    QTreeWidgetItem* revert = find(step, QStringLiteral("Revert"));
    QVERIFY(revert);
    QCOMPARE(revert->text(FaultResultsView::Value), QStringLiteral("reverted (ttl)"));

    // Every time x3 during the fault: p99 x3.00 and a third of the bus bandwidth at every size.
    QTreeWidgetItem* impact = find(step, QStringLiteral("Impact during the fault"));
    QVERIFY(impact);
    QCOMPARE(verdict(impact), QStringLiteral("degraded"));
    QCOMPARE(impact->text(FaultResultsView::Value), QStringLiteral("worst p99 ×3.00"));
    QCOMPARE(impact->childCount(), 2 * 44);
    QTreeWidgetItem* p99 = find(impact, QStringLiteral("p99 at 16 MiB"));
    QVERIFY(p99);
    QVERIFY2(p99->text(FaultResultsView::Detail).startsWith(QStringLiteral("×3.00 (+")),
             qPrintable(p99->text(FaultResultsView::Detail)));
    QCOMPARE(verdict(p99), QStringLiteral("degraded"));
    QTreeWidgetItem* busbw = find(impact, QStringLiteral("Bus bandwidth at 16 MiB, in place"));
    QVERIFY(busbw);
    QVERIFY(busbw->text(FaultResultsView::Detail).startsWith(QStringLiteral("×0.33 (−")));

    QTreeWidgetItem* recovery = find(step, QStringLiteral("Recovery after the revert"));
    QVERIFY(recovery);
    QCOMPARE(recovery->text(FaultResultsView::Value), QStringLiteral("20.0 s"));
    QVERIFY(recovery->text(FaultResultsView::Detail).contains(QStringLiteral("3 run")));

    // The counters' own delta with its alarms: link_downed is critical.
    QTreeWidgetItem* counters = find(step, QStringLiteral("Counter deltas (fault)"));
    QVERIFY(counters);
    QCOMPARE(verdict(counters), QStringLiteral("critical"));
    QTreeWidgetItem* linkDown = find(counters, QStringLiteral("Alarm: link_downed on mlx5_0/1"));
    QVERIFY(linkDown);
    QCOMPARE(linkDown->text(FaultResultsView::Value), QStringLiteral("critical"));
    QCOMPARE(verdict(linkDown), QStringLiteral("critical"));
    QCOMPARE(linkDown->background(0).color(), QColor(0xf8, 0xc9, 0xc4));
    QVERIFY(find(counters, QStringLiteral("Alarm: symbol_error on mlx5_0/1")));
    QCOMPARE(verdict(step), QStringLiteral("critical"));
}

void TestFaultResultsView::appRevertTimeIsPreferred()
{
    // The app saw the revert 10 s before the node's clock says: the recovery runs are timed from the app's record.
    Plan plan = faultStep({2.0, 1.05, 1.0});
    const QDateTime nodeTime = QDateTime::fromString(
        fw::core::AgentResults::parseFault(fw::test::agentStream("fault-storage-burst-hold.jsonl"))
            .reverted.constFirst()
            .time,
        Qt::ISODate);
    plan.run.steps[0].details.insert(QStringLiteral("reverted_at"), nodeTime.addSecs(-10).toString(Qt::ISODateWithMs));
    FaultResultsView view;
    show(view, plan);
    QTreeWidgetItem* recovery = find(view.stepItem(0), QStringLiteral("Recovery after the revert"));
    QVERIFY(recovery);
    QCOMPARE(recovery->text(FaultResultsView::Value), QStringLiteral("30.0 s"));
    // The revert line still shows the node's own record.
    QCOMPARE(find(view.stepItem(0), QStringLiteral("Revert"))->text(FaultResultsView::Detail),
             fw::core::AgentResults::parseFault(fw::test::agentStream("fault-storage-burst-hold.jsonl"))
                 .reverted.constFirst()
                 .time);
}

void TestFaultResultsView::duringRunAbortedIsAResult()
{
    Plan plan = faultStep({1.0});
    // The job during the fault lost a node: the stream stops after a few rows, without end.
    const QByteArray full = fw::test::scaledBench(3.0);
    qsizetype cut = 0;
    for (int i = 0; i < 6; ++i)
        cut = full.indexOf('\n', cut) + 1;
    for (fw::core::StoredDispatch& d : plan.dispatches) {
        if (d.plan->phase == QLatin1StringView("during")) {
            d.result.stream = full.left(cut + 40);
            d.result.status = DispatchResult::Status::Interrupted;
            d.result.message = QStringLiteral("the job ended: mpirun noticed that process rank 3 exited on signal 9");
        }
    }
    FaultResultsView view;
    show(view, plan);
    QTreeWidgetItem* step = view.stepItem(0);
    QTreeWidgetItem* during = find(step, QStringLiteral("Benchmark during the fault"));
    QVERIFY(during);
    QCOMPARE(during->text(FaultResultsView::Value), QStringLiteral("interrupted"));
    QVERIFY(during->text(FaultResultsView::Detail).contains(QStringLiteral("rank 3 exited on signal 9")));
    QCOMPARE(verdict(during), QStringLiteral("failed"));
    QVERIFY(!find(step, QStringLiteral("Impact during the fault")));
    // Recovery still measured against the baseline.
    QTreeWidgetItem* recovery = find(step, QStringLiteral("Recovery after the revert"));
    QVERIFY(recovery);
    QCOMPARE(recovery->text(FaultResultsView::Value), QStringLiteral("10.0 s"));
    QVERIFY(child<QLabel>(&view, "summary")->text().contains(QStringLiteral("results of their step")));
}

void TestFaultResultsView::notRecoveredWithinWindow()
{
    FaultResultsView view;
    show(view, faultStep({2.0, 1.5}));
    QTreeWidgetItem* recovery = find(view.stepItem(0), QStringLiteral("Recovery after the revert"));
    QVERIFY(recovery);
    QCOMPARE(recovery->text(FaultResultsView::Value), QStringLiteral("not recovered within the observed window"));
    QVERIFY(recovery->text(FaultResultsView::Detail).contains(QStringLiteral("20.0 s after the revert")));
    QCOMPARE(verdict(recovery), QStringLiteral("degraded"));
}

void TestFaultResultsView::storageStepPerPhase()
{
    Plan plan;
    add(plan, 2, PlanStep::Kind::Storage, "run", fw::test::agentStream("storage-2ranks.jsonl"));
    add(plan, 3, PlanStep::Kind::Storage, "run", fw::test::agentStream("storage-tmpfs-nobypass.jsonl"));
    add(plan, 4, PlanStep::Kind::Storage, "run", fw::test::agentStream("storage-corrupt.jsonl"));
    FaultResultsView view;
    show(view, plan);
    QCOMPARE(child<QTreeWidget>(&view, "resultSteps")->topLevelItemCount(), 3);
    QTreeWidgetItem* two = view.stepItem(2);
    const fw::core::StorageResults parsed =
        fw::core::AgentResults::parseStorage(fw::test::agentStream("storage-2ranks.jsonl"));
    for (const char* phase : {"checkpoint_write", "restore", "dataset_load"}) {
        QTreeWidgetItem* item = find(two, QString::fromLatin1(phase));
        QVERIFY2(item, phase);
        QVERIFY(item->text(FaultResultsView::Value).endsWith(QStringLiteral(" GB/s")));
        QCOMPARE(verdict(item), QString());
    }
    QVERIFY(find(two, QStringLiteral("restore"))->text(FaultResultsView::Detail).contains(QStringLiteral("o_direct")));
    QCOMPARE(verdict(two), QStringLiteral("ok"));

    QTreeWidgetItem* cached = find(view.stepItem(3), QStringLiteral("dataset_load"));
    QCOMPARE(verdict(cached), QStringLiteral("warning"));
    QVERIFY(find(view.stepItem(3), QStringLiteral("Warning")));

    QTreeWidgetItem* corrupt = view.stepItem(4);
    QCOMPARE(verdict(find(corrupt, QStringLiteral("restore"))), QStringLiteral("failed"));
    QTreeWidgetItem* outcome = find(corrupt, QStringLiteral("Storage run"));
    QVERIFY(outcome);
    QVERIFY(outcome->text(FaultResultsView::Detail).contains(QStringLiteral("data check failed")));
    QCOMPARE(verdict(corrupt), QStringLiteral("failed"));
}

void TestFaultResultsView::storageRecoveryAfterAKilledRank()
{
    Plan plan;
    add(plan, 0, PlanStep::Kind::Storage, "run", fw::test::agentStream("storage-recovery-3ranks.jsonl"));
    FaultResultsView view;
    show(view, plan);
    const fw::core::StorageResults parsed =
        fw::core::AgentResults::parseStorage(fw::test::agentStream("storage-recovery-3ranks.jsonl"));
    QTreeWidgetItem* recovery = find(view.stepItem(0), QStringLiteral("Recovery after rank 1 was killed"));
    QVERIFY(recovery);
    // The mean of the two repeats, in milliseconds: the figure the cost model and the claim checks take.
    const double mean = parsed.phase(QStringLiteral("recovery"))->recoveryUs.avg;
    QVERIFY(mean >= 1e3 && mean < 1e6);
    QCOMPARE(recovery->text(FaultResultsView::Value), QStringLiteral("%1 ms").arg(fw::core::formatNumber(mean / 1e3)));
    QVERIFY(recovery->text(FaultResultsView::Detail).contains(QStringLiteral("mean of 2 repeat")));
    QVERIFY(find(view.stepItem(0), QStringLiteral("recovery")));
}

void TestFaultResultsView::delayedNodeRemoveShowsWhatItKilled()
{
    Plan plan;
    add(plan, 0, PlanStep::Kind::Fault, "before", fw::test::scaledBench(1.0), 0);
    add(plan, 0, PlanStep::Kind::Fault, "fault", fw::test::agentStream("fault-node-remove-delayed-hold.jsonl"), 5);
    FaultResultsView view;
    show(view, plan);
    QTreeWidgetItem* fault = find(view.stepItem(0), QStringLiteral("Fault"));
    QVERIFY(fault);
    QCOMPARE(fault->text(FaultResultsView::Value), QStringLiteral("node-remove on bench -b 8"));
    QTreeWidgetItem* killed = find(view.stepItem(0), QStringLiteral("Processes killed"));
    QVERIFY(killed);
    QCOMPARE(killed->text(FaultResultsView::Value), QStringLiteral("1"));
    const fw::core::FaultEvents events =
        fw::core::AgentResults::parseFault(fw::test::agentStream("fault-node-remove-delayed-hold.jsonl"));
    QCOMPARE(killed->text(FaultResultsView::Detail), QStringLiteral("at %1").arg(events.fired.constFirst().time));
    QCOMPARE(verdict(killed), QString());
}

void TestFaultResultsView::countersOnEveryNodeAreReadingsPerHost()
{
    // A counters step over every node: one snapshot per host, which are no change of each other.
    Plan plan;
    add(plan, 0, PlanStep::Kind::Counters, "run", fw::test::agentStream("counters-snapshot-before.jsonl"));
    add(plan, 0, PlanStep::Kind::Counters, "run", fw::test::agentStream("counters-no-rdma.jsonl"));
    FaultResultsView view;
    show(view, plan);
    QTreeWidgetItem* step = view.stepItem(0);
    QStringList hosts;
    for (int i = 0; i < step->childCount(); ++i) {
        const QString what = step->child(i)->text(FaultResultsView::What);
        if (what.startsWith(QStringLiteral("Counters on ")))
            hosts << what;
        QVERIFY2(!what.startsWith(QStringLiteral("Counter deltas")), qPrintable(what));
    }
    QCOMPARE(hosts.size(), 2);
}

void TestFaultResultsView::replayStepFigures()
{
    Plan plan;
    add(plan, 5, PlanStep::Kind::Replay, "run", fw::test::agentStream("replay-synthetic.jsonl"));
    add(plan, 6, PlanStep::Kind::Replay, "run", fw::test::agentStream("replay-command-exit3.jsonl"));
    FaultResultsView view;
    show(view, plan);
    QTreeWidgetItem* synthetic = view.stepItem(5);
    QTreeWidgetItem* stepTime = find(synthetic, QStringLiteral("Step time"));
    QVERIFY(stepTime);
    QCOMPARE(stepTime->text(FaultResultsView::Value), QStringLiteral("p50 2.10 ms, p95 6.14 ms, p99 6.14 ms"));
    QTreeWidgetItem* checkpoint = find(synthetic, QStringLiteral("Checkpoint"));
    QVERIFY(checkpoint);
    QCOMPARE(checkpoint->text(FaultResultsView::Value), QStringLiteral("p50 3.32 ms, max 3.96 ms"));
    QVERIFY(!find(synthetic, QStringLiteral("Tokens/s")));
    QCOMPARE(verdict(synthetic), QStringLiteral("ok"));

    QTreeWidgetItem* command = view.stepItem(6);
    QTreeWidgetItem* tokens = find(command, QStringLiteral("Tokens/s"));
    QVERIFY(tokens);
    QCOMPARE(tokens->text(FaultResultsView::Value), QStringLiteral("average 3,003"));
    QTreeWidgetItem* job = find(command, QStringLiteral("Job"));
    QCOMPARE(job->text(FaultResultsView::Value), QStringLiteral("exit status 3"));
    QCOMPARE(verdict(job), QStringLiteral("failed"));
}

void TestFaultResultsView::killedJobIsAFailedResult()
{
    Plan plan;
    add(plan, 1, PlanStep::Kind::Replay, "during", fw::test::agentStream("replay-command-killed.jsonl"));
    FaultResultsView view;
    show(view, plan);
    QTreeWidgetItem* job = find(view.stepItem(1), QStringLiteral("Job"));
    QVERIFY(job);
    QCOMPARE(job->text(FaultResultsView::Value), QStringLiteral("killed by signal 9"));
    QCOMPARE(verdict(job), QStringLiteral("failed"));
    // The agent itself ended ok: no run-outcome line, the job's failure is the result.
    QVERIFY(!find(view.stepItem(1), QStringLiteral("Replay run")));
}

// Issue 43: a step whose commands ran on this computer measured this computer, not a candidate's fabric; its result
// says so, and the summary counts such steps. A step on the cluster says nothing of the kind.
void TestFaultResultsView::stepOnThisComputerIsMarked()
{
    Plan plan;
    add(plan, 0, PlanStep::Kind::Storage, "run", fw::test::agentStream("storage-2ranks.jsonl")).result.measuredOn =
        fw::core::MeasuredOn::Cluster;
    add(plan, 1, PlanStep::Kind::Storage, "run", fw::test::agentStream("storage-2ranks.jsonl")).result.measuredOn =
        fw::core::MeasuredOn::ThisComputer;
    FaultResultsView view;
    show(view, plan);
    QCOMPARE(view.stepItem(0)->text(FaultResultsView::Detail), QString());
    QVERIFY2(view.stepItem(1)->text(FaultResultsView::Detail).startsWith(QStringLiteral("Measured on this computer")),
             qPrintable(view.stepItem(1)->text(FaultResultsView::Detail)));
    const QString summary = child<QLabel>(&view, "summary")->text();
    QVERIFY2(summary.contains(QStringLiteral("Steps that ran on this computer (1) measured this computer")),
             qPrintable(summary));
}

QTEST_MAIN(TestFaultResultsView)
#include "testfaultresultsview.moc"

// Issue 22: an isolate step's search over six nodes, each run a stored bench stream (ten times slower with n5), is
// shown as the node it named and every run with its nodes, figure, comparison and verdict.
void TestFaultResultsView::isolateStepNamesTheNodeWithItsRuns()
{
    Plan plan;
    plan.run.id = 9;
    QStringList nodes;
    for (int i = 1; i <= 6; ++i)
        nodes << QStringLiteral("n%1").arg(i);
    const auto runner = [&](const QStringList& set, const QString& phase) -> std::optional<double> {
        const QByteArray stream = fw::test::scaledBench(set.contains(QStringLiteral("n5")) ? 10.0 : 1.0);
        add(plan, 0, PlanStep::Kind::Isolate, phase.toLatin1().constData(), stream).result.hosts = set;
        return fw::core::headlineFigures(*fw::core::Importer::agentRun(stream)).busbwLargeGBs;
    };
    const fw::core::IsolationResult search = fw::core::NodeIsolation::isolate(nodes, 0.5, 0, runner);
    QCOMPARE(search.node, QStringLiteral("n5"));
    fw::core::PlanStepOutcome outcome;
    outcome.step = 0;
    outcome.status = DispatchResult::Status::Complete;
    outcome.details = search.toJson();
    plan.run.steps << outcome;

    FaultResultsView view;
    view.show();
    show(view, plan);
    QTreeWidgetItem* step = view.stepItem(0);
    QVERIFY(step);
    QCOMPARE(verdict(step), QStringLiteral("degraded"));
    QTreeWidgetItem* found = find(step, QStringLiteral("Bad node"));
    QVERIFY(found);
    QCOMPARE(found->text(FaultResultsView::Value), QStringLiteral("n5"));
    QVERIFY(found->text(FaultResultsView::Detail).contains(QLatin1String("at most 5 for 6 nodes")));
    QCOMPARE(step->childCount(), 1 + int(search.runs.size()));
    for (qsizetype i = 0; i < search.runs.size(); ++i) {
        QTreeWidgetItem* run = step->child(int(i) + 1);
        const fw::core::IsolationRun& r = search.runs.at(i);
        QVERIFY(run->text(FaultResultsView::What).startsWith(QStringLiteral("Run %1: ").arg(i + 1)));
        QVERIFY(run->text(FaultResultsView::Detail).contains(r.nodes.join(QStringLiteral(", "))));
        QCOMPARE(verdict(run),
                 r.verdict == fw::core::IsolationRun::Verdict::Miss ? QStringLiteral("degraded") : QString());
        // Each run leads to its stored dispatch.
        QCOMPARE(run->data(FaultResultsView::Value, Qt::UserRole).toLongLong(), plan.dispatches.at(i).id);
    }
}
