// SPDX-License-Identifier: Apache-2.0
#include "analysis/communicationpattern.h"
#include "analysis/workloadplan.h"

#include <QJsonArray>
#include <QTest>

using namespace fw::core;

// The acceptance plan made from the buyer's workload (issue 36): the standard plan with the workload's own sweeps
// and its replay, the pattern carried in the plan file, and a plan that names a pattern it lacks refused.
class TestWorkloadPlan : public QObject
{
    Q_OBJECT

private:
    static AcceptancePlan planFor(const WorkloadDescription& d)
    {
        return planFromWorkload(d, QStringLiteral("node2"), QStringLiteral("ib0"), QStringLiteral("/scratch"));
    }
    static QList<PlanStep> stepsOfKind(const AcceptancePlan& plan, PlanStep::Kind kind)
    {
        QList<PlanStep> steps;
        for (const PlanStep& step : plan.steps)
            if (step.kind == kind)
                steps << step;
        return steps;
    }

private slots:
    void trainingPlanSweepsItsCollectivesAndReplaysItsStep()
    {
        const WorkloadDescription llama; // Llama-2-7B on 2 nodes of 8: tensor parallelism 8, data parallelism 2
        const AcceptancePlan plan = planFor(llama);
        QVERIFY2(plan.problems().isEmpty(), qPrintable(plan.problems().join(u'\n')));
        QCOMPARE(plan.pattern, patternJson(llama, communicationPattern(llama)));

        // The step's only collective is the all-reduce: the tensor-parallel activations (1 × 4096 × 4096 × 2 B =
        // 32 MiB) and the data-parallel gradient buckets (25 MiB each, then the rest), so one sweep from the
        // smallest buffer to the largest.
        qint64 smallest = std::numeric_limits<qint64>::max();
        qint64 largest = 0;
        for (const PatternEntry& entry : communicationPattern(llama).entries) {
            QCOMPARE(entry.collective, fw::base::Collective::AllReduce);
            smallest = std::min(smallest, entry.bytes);
            largest = std::max(largest, entry.bytes);
        }
        QCOMPARE(largest, qint64(33'554'432));
        const PlanStep sweep = plan.steps.at(1);
        QCOMPARE(sweep.kind, PlanStep::Kind::Baseline);
        QCOMPARE(sweep.benchArgs.mid(0, 6),
                 (QStringList{QStringLiteral("--collective"), QStringLiteral("all_reduce"), QStringLiteral("-b"),
                              QString::number(smallest), QStringLiteral("-e"), QString::number(largest)}));

        // The replay runs the pattern alone and before and during each fault, never the synthetic step.
        const QString pattern = AcceptancePlan::kPatternArgument;
        const QList<PlanStep> replays = stepsOfKind(plan, PlanStep::Kind::Replay);
        QCOMPARE(replays.size(), 1);
        QCOMPARE(replays.constFirst().agentArgs.mid(0, 2), (QStringList{QStringLiteral("--pattern"), pattern}));
        const QList<PlanStep> faults = stepsOfKind(plan, PlanStep::Kind::Fault);
        QCOMPARE(faults.size(), 2);
        for (const PlanStep& fault : faults)
            QVERIFY(fault.replayArgs.contains(pattern));

        // The plan file carries the pattern, so it runs anywhere without the project.
        QString error;
        const std::optional<AcceptancePlan> read = AcceptancePlan::fromJson(plan.toJson(), &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(*read, plan);
    }

    void inferenceAddsRequestsArrivingAtARate()
    {
        WorkloadDescription serving;
        serving.kind = WorkloadKind::Inference;
        const AcceptancePlan plan = planFor(serving);
        QVERIFY(plan.problems().isEmpty());
        const QList<PlanStep> replays = stepsOfKind(plan, PlanStep::Kind::Replay);
        QCOMPARE(replays.size(), 3);
        QVERIFY(!replays.at(0).agentArgs.contains(QStringLiteral("--arrival-rate")));
        QVERIFY(replays.at(1).agentArgs.contains(QStringLiteral("--arrival-rate")));
        // And beside another job: the same model's training, carried in the plan as the second pattern.
        QVERIFY(replays.at(2).agentArgs.contains(QStringLiteral("--arrival-rate")));
        QCOMPARE(replays.at(2).agentArgs.mid(replays.at(2).agentArgs.indexOf(QStringLiteral("--beside")), 2),
                 (QStringList{QStringLiteral("--beside"), AcceptancePlan::kBesidePatternArgument}));
        WorkloadDescription training = serving;
        training.kind = WorkloadKind::PreTraining;
        QCOMPARE(plan.besidePattern, patternJson(training, communicationPattern(training)));
        QString error;
        const std::optional<AcceptancePlan> read = AcceptancePlan::fromJson(plan.toJson(), &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(*read, plan);
        // Its transfer of the KV cache is a point-to-point collective: swept too.
        QStringList swept;
        for (const PlanStep& step : stepsOfKind(plan, PlanStep::Kind::Baseline))
            if (step.benchArgs.value(0) == QLatin1String("--collective"))
                swept << step.benchArgs.value(1);
        QVERIFY2(swept.contains(QStringLiteral("send_recv")), qPrintable(swept.join(u' ')));
    }

    void aPlanNamingAPatternItLacksCannotRun()
    {
        AcceptancePlan plan = planFor(WorkloadDescription());
        plan.pattern = {};
        const QStringList problems = plan.problems();
        QVERIFY(!problems.isEmpty());
        QVERIFY2(problems.constFirst().contains(QLatin1String("{pattern}")), qPrintable(problems.constFirst()));
        WorkloadDescription serving;
        serving.kind = WorkloadKind::Inference;
        AcceptancePlan withoutBeside = planFor(serving);
        withoutBeside.besidePattern = {};
        QVERIFY2(withoutBeside.problems().join(u'\n').contains(QLatin1String("{beside-pattern}")),
                 qPrintable(withoutBeside.problems().join(u'\n')));

        // A pattern of a later version than this build reads is refused when the plan is read.
        AcceptancePlan later = planFor(WorkloadDescription());
        later.pattern.insert(QStringLiteral("version"), 2);
        QString error;
        QVERIFY(!AcceptancePlan::fromJson(later.toJson(), &error));
        QVERIFY2(error.contains(QLatin1String("version 2")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestWorkloadPlan)
#include "testworkloadplan.moc"
