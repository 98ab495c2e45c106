// SPDX-License-Identifier: Apache-2.0
#include "evidence/costdecisionsnapshot.h"
#include "evidence/faultevidence.h"
#include "evidence/procurementprogress.h"
#include "remote/connectionprofile.h"
#include "remote/connectionprofilerepository.h"
#include "remote/dispatchrunrepository.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;

// Where an own run was measured (issue 43): a run of the local launcher measures this computer unless its connection
// states that this computer is a node of the candidate's cluster; the dispatch keeps where, the run list reads it,
// and the scores and the acceptance rate leave such runs out, saying so.
class TestMeasuredOn : public QObject
{
    Q_OBJECT

private:
    static QByteArray data(const char* path)
    {
        QFile file(QStringLiteral(FW_SOURCE_DIR "/tests/") + QLatin1String(path));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", path);
        return file.readAll();
    }

    static DispatchResult complete(const ConnectionProfile& profile, const QByteArray& stream)
    {
        DispatchResult r;
        r.status = DispatchResult::Status::Complete;
        r.launcher = storageKey(profile.launcher);
        r.measuredOn = profile.measuredOn();
        r.destination = profile.destination();
        r.stream = stream;
        r.exitStatus = 0;
        r.startedAt = QDateTime::currentDateTimeUtc();
        r.finishedAt = r.startedAt;
        return r;
    }

private slots:
    void theLocalLauncherMeasuresThisComputerUnlessStatedOtherwise_data()
    {
        QTest::addColumn<int>("launcher");
        QTest::addColumn<bool>("clusterNode");
        QTest::addColumn<int>("expected");
        QTest::newRow("local") << int(Launcher::Local) << false << int(MeasuredOn::ThisComputer);
        QTest::newRow("local, stated cluster node") << int(Launcher::Local) << true << int(MeasuredOn::Cluster);
        QTest::newRow("mpirun over SSH") << int(Launcher::Mpirun) << false << int(MeasuredOn::Cluster);
        QTest::newRow("srun over SSH") << int(Launcher::Srun) << false << int(MeasuredOn::Cluster);
    }

    void theLocalLauncherMeasuresThisComputerUnlessStatedOtherwise()
    {
        QFETCH(int, launcher);
        QFETCH(bool, clusterNode);
        QFETCH(int, expected);
        ConnectionProfile profile;
        profile.launcher = Launcher(launcher);
        profile.clusterNode = clusterNode;
        QCOMPARE(int(profile.measuredOn()), expected);
    }

    void aStatedClusterNodeIsCheckedAgainstTheHostsTheBomNames()
    {
        // Agreeing: the same host, whatever the case and domain.
        QVERIFY(
            clusterNodeDisagreements({QStringLiteral("node01")}, {QStringLiteral("NODE01.cluster.example")}).isEmpty());
        // Nothing declared: nothing to disagree with.
        QVERIFY(clusterNodeDisagreements({QStringLiteral("laptop")}, {}).isEmpty());
        // A host the BOM does not name is said, with the hosts it does.
        const QStringList said =
            clusterNodeDisagreements({QStringLiteral("laptop")}, {QStringLiteral("node01"), QStringLiteral("node02")});
        QCOMPARE(said.size(), 1);
        QVERIFY2(said[0].contains(QLatin1String("laptop")) && said[0].contains(QLatin1String("node01, node02")),
                 qPrintable(said[0]));
        // No host name reported: the statement could not be checked, and that is said too.
        QCOMPARE(clusterNodeDisagreements({}, {QStringLiteral("node01")}).size(), 1);
    }

    void planStepsOfThisComputerAreLeftOutOfTheFaultScores()
    {
        FaultStepResult step;
        step.planRunId = 7;
        step.candidateId = 3;
        step.step = 1;
        step.applied = true;
        step.measuredOn = MeasuredOn::ThisComputer;
        const FaultEvidence e = faultEvidence({step}, 3);
        QVERIFY(e.countedSteps.isEmpty());
        QCOMPARE(e.thisComputerSteps, (QList<PlanStepRef>{{7, 1}}));
        QCOMPARE(e.leftOut.size(), 1);
        QVERIFY2(e.leftOut[0].contains(QLatin1String("measured on this computer")), qPrintable(e.leftOut[0]));
    }

    void runsOfThisComputerAreMarkedAndLeftOutOfTheScores()
    {
        QTemporaryDir dir;
        auto project = ProjectFile::create(dir.filePath(QStringLiteral("p.fabwb")));
        CandidateRepository candidates(*project);
        const qint64 acme = candidates.add(Candidate{.supplier = QStringLiteral("Acme"), .nodeCount = 1});
        const qint64 blue = candidates.add(Candidate{.supplier = QStringLiteral("Blue"), .nodeCount = 1});

        ConnectionProfile cluster;
        cluster.name = QStringLiteral("head");
        cluster.candidateId = acme;
        cluster.launcher = Launcher::Mpirun;
        cluster.host = QStringLiteral("head.example");
        cluster.user = QStringLiteral("me");
        cluster.nodes = {QStringLiteral("node01")};
        ConnectionProfile here;
        here.name = QStringLiteral("here");
        here.candidateId = blue;
        ConnectionProfileRepository connections(*project);
        cluster.id = connections.save(cluster);
        here.id = connections.save(here);
        // The statement and the question are kept with the connection.
        connections.setAskBeforeRun(here.id, false);
        QCOMPARE(connections.ofCandidate(blue).value(0).askBeforeRun, false);
        QCOMPARE(connections.ofCandidate(blue).value(0).clusterNode, false);

        DispatchRunRepository dispatches(*project);
        dispatches.add(complete(cluster, data("data/agent-bench-mpi-all_reduce-4ranks.jsonl")), cluster.id, acme);
        dispatches.add(complete(here, data("data/agent-bench-v2-mpi-all_reduce-4ranks.jsonl")), here.id, blue);
        // A dispatch stored without saying where (as before schema 22) is judged by its launcher.
        DispatchResult unsaid = complete(here, data("data/agent-bench-mpi-adaptive-2ranks.jsonl"));
        unsaid.measuredOn.reset();
        QCOMPARE(unsaid.where(), MeasuredOn::ThisComputer);

        const QList<StoredDispatch> stored = dispatches.all();
        QCOMPARE(stored.size(), 2);
        QCOMPARE(stored[0].result.where(), MeasuredOn::Cluster);
        QCOMPARE(stored[1].result.where(), MeasuredOn::ThisComputer);

        // The run list reads where each run was measured.
        qint64 localRun = 0;
        qint64 clusterRun = 0;
        for (const BenchmarkRun& run : BenchmarkRunRepository(*project).list()) {
            if (run.candidateId == blue) {
                QCOMPARE(run.measuredOn, MeasuredOn::ThisComputer);
                localRun = run.id;
            } else {
                QCOMPARE(run.measuredOn, MeasuredOn::Cluster);
                clusterRun = run.id;
            }
        }
        QVERIFY(localRun && clusterRun);
        QCOMPARE(BenchmarkRunRepository(*project).load(localRun).measuredOn, MeasuredOn::ThisComputer);
        QCOMPARE(storageKey(MeasuredOn::ThisComputer), QStringLiteral("this_computer"));
        QCOMPARE(measuredOnFromKey(QStringLiteral("cluster")), std::optional(MeasuredOn::Cluster));

        // The scores compare only the cluster's run; this computer's is left out, with the reason, and said.
        const CostDecisionSnapshot s = CostDecisionSnapshot::load(project.get());
        bool sawLocal = false;
        for (const RunEvidence& run : s.comparison.runs) {
            if (run.runId == localRun) {
                sawLocal = true;
                QVERIFY(!run.comparable);
                QCOMPARE(run.measuredOn, MeasuredOn::ThisComputer);
                QVERIFY2(run.exclusion.contains(QLatin1String("this computer")), qPrintable(run.exclusion));
            } else {
                QCOMPARE(run.measuredOn, MeasuredOn::Cluster);
            }
        }
        QVERIFY(sawLocal);
        QCOMPARE(s.comparison.thisComputerRuns().size(), 1);
        // Nor does it make the Benchmarks step complete for Blue: the checklist still names it.
        const ProcurementProgress progress = ProgressReader::read(*project);
        const StepProgress& benchmarks = progress[std::size_t(ProcurementStep::Benchmarks)];
        QVERIFY(benchmarks.needsWork);
        QCOMPARE(benchmarks.missing, QStringList{QStringLiteral("Blue / ")});
        const QString notice = s.thisComputerNotice();
        QVERIFY2(notice.contains(QStringLiteral("run %1 (Blue)").arg(localRun)) &&
                     notice.contains(QLatin1String("does not rest on")),
                 qPrintable(notice));
        // Nor does the acceptance rate count it.
        QVERIFY(s.cases.at(s.candidateRow(blue)).evidence.benchmarkRuns.isEmpty());
        QCOMPARE(s.cases.at(s.candidateRow(acme)).evidence.benchmarkRuns.size(), 1);

        // Stated a node of Blue's cluster, the next run through the connection counts.
        here.clusterNode = true;
        connections.save(here);
        QCOMPARE(connections.ofCandidate(blue).value(0).measuredOn(), MeasuredOn::Cluster);
    }
};

QTEST_GUILESS_MAIN(TestMeasuredOn)
#include "testmeasuredon.moc"
