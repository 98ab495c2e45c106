// SPDX-License-Identifier: Apache-2.0
#include "domain/acceptanceplan.h"
#include "evidence/costdecisionsnapshot.h"
#include "localplanrun.h"
#include "remote/connectionprofile.h"
#include "remote/planresults.h"
#include "storage/candidaterepository.h"
#include "storage/costrepository.h"
#include "storage/projectfile.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;

// A plan with a storage step that kills rank 1 mid-checkpoint and a fault step with a replay, run for real: the
// agent built in this tree under mpirun with two ranks on this computer, stored in a real project file. The cost
// model's recovery time and stall fraction must be what those steps measured.
class TestPlanWaste : public QObject
{
    Q_OBJECT

private slots:
    void killedRankAndReplayUnderAFaultFeedTheCostModel()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto project = ProjectFile::create(dir.filePath(QStringLiteral("p.fabwb")));
        const qint64 candidate = CandidateRepository(*project).add(
            {.supplier = QStringLiteral("Acme"), .offerName = QStringLiteral("recovery")});
        CostRepository costs(*project);
        costs.setInput(candidate, CostInputKey::RecoveryHours, {.source = InputSource::Derived});
        costs.setInput(candidate, CostInputKey::StallFraction, {.source = InputSource::Derived});
        const QString state = dir.filePath(QStringLiteral("state"));
        QVERIFY(QDir().mkpath(state));

        QString problem;
        const std::optional<AcceptancePlan> plan =
            AcceptancePlan::fromJson(QStringLiteral(R"({
  "format": "fabric-workbench-plan", "version": 1, "name": "restart from checkpoint",
  "steps": [
    {"kind": "storage", "label": "kill rank 1", "args": ["--path", "%1", "--size", "1M", "--block", "64K",
     "--mode", "write", "--repeats", "2", "--kill-rank", "1"]},
    {"kind": "fault", "label": "burst", "args": ["--kind", "storage-burst", "--path", "%2", "--bytes", "1M",
     "--state-dir", "%3"], "ttl_s": 300, "lease_s": 60, "bench": ["-b", "8", "-e", "64", "-f", "8", "-n", "5"],
     "recovery_tolerance": 10, "recovery_max_s": 30, "replay": ["--steps", "4", "--compute-ms", "1"]}
  ]})")
                                         .arg(dir.path(), dir.filePath(QStringLiteral("burst.bin")), state)
                                         .toUtf8(),
                                     &problem);
        QVERIFY2(plan, qPrintable(problem));
        ConnectionProfile profile;
        profile.name = QStringLiteral("two ranks");
        profile.launcher = Launcher::Local;
        profile.clusterNode = true; // stands in for a node of the candidate's cluster, so its steps count
        profile.ranksPerNode = 2;
        profile.localAgent = QStringLiteral(FW_AGENT);
        // CI runs as root on 2 cores; shared memory only, no binding, as the agent's own tests run it.
        profile.launcherArgs = {QStringLiteral("--allow-run-as-root"),
                                QStringLiteral("--oversubscribe"),
                                QStringLiteral("--bind-to"),
                                QStringLiteral("none"),
                                QStringLiteral("--mca"),
                                QStringLiteral("btl"),
                                QStringLiteral("self,vader")};
        const std::optional<qint64> run = storePlanRun(*project, candidate, *plan, profile, &problem);
        QVERIFY2(run, qPrintable(problem));

        // What the agent measured, as stored.
        const QList<StorageStepResult> steps = PlanResults::storageSteps(*project);
        QCOMPARE(steps.size(), 1);
        QCOMPARE(steps.constFirst().planRunId, *run);
        QCOMPARE(steps.constFirst().results.ranks, 2);
        const StoragePhaseResult* phase = steps.constFirst().recoveryPhase();
        QVERIFY(phase);
        QCOMPARE(phase->killRank, std::optional<int>(1));
        QCOMPARE(phase->recoveryUs.count, 2);
        QCOMPARE(phase->tornBytes.size(), 2);
        QVERIFY(phase->recoveryUs.avg > 0);
        QCOMPARE(phase->wrongWords, 0);

        // The Cost page's figure (the snapshot it shows) is that measurement: its mean over the repeats, in hours.
        const CostDecisionSnapshot s = CostDecisionSnapshot::load(project.get());
        const ResolvedInput& recovery =
            s.results.at(s.candidateRow(candidate)).inputs[int(CostInputKey::RecoveryHours)];
        QVERIFY2(recovery.value, qPrintable(recovery.missing));
        QCOMPARE(*recovery.value, phase->recoveryUs.avg / 1e6 / 3600);
        QVERIFY2(recovery.derivation.contains(QStringLiteral("measured (plan run %1, step 1)").arg(*run)),
                 qPrintable(recovery.derivation));

        // The replay before the fault and under it, as stored, and the stall fraction from them.
        const QList<FaultStepResult> faults = PlanResults::faultSteps(*project);
        QCOMPARE(faults.size(), 1);
        const FaultStepResult& fault = faults.constFirst();
        QVERIFY(fault.applied && fault.reverted);
        QVERIFY(fault.replayBefore && fault.replayDuring);
        QCOMPARE(fault.replayBefore->stepTimeUs.count, 4);
        QCOMPARE(fault.replayDuring->stepTimeUs.count, 4);
        const double before = fault.replayBefore->stepTimeUs.avg;
        const double under = fault.replayDuring->stepTimeUs.avg;
        const ResolvedInput& stall = s.results.at(s.candidateRow(candidate)).inputs[int(CostInputKey::StallFraction)];
        QVERIFY2(stall.value, qPrintable(stall.missing));
        // s = 4 × max(0, under − before) / (4 × under)
        QCOMPARE(*stall.value + 1, std::max(0.0, under - before) / under + 1);
        QVERIFY2(stall.derivation.contains(QStringLiteral("under a fault (plan run %1, step 2)").arg(*run)),
                 qPrintable(stall.derivation));
    }
};

QTEST_GUILESS_MAIN(TestPlanWaste)
#include "testplanwaste.moc"
