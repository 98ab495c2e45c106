// SPDX-License-Identifier: Apache-2.0
#include "charts/chartdata.h"
#include "evidence/costdecisionsnapshot.h"
#include "evidence/faultevidence.h"
#include "faultplanrun.h"
#include "storage/candidaterepository.h"
#include "storage/decisionrepository.h"
#include "storage/projectfile.h"

#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;
using fw::test::storeFaultPlanRun;

// The fault-behaviour and counters-health scores the Decision page takes from stored plan runs, read back through
// CostDecisionSnapshot from a real project file, with the figures worked out by hand; and the same per-step
// figures on the Compare page.
class TestFaultScores : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void scoresFromStoredPlanRuns();
    void moreEvidenceThatIsNotWorseNeverLowersAScore();
    void aStepThatDidNotHoldNeverScoresBetter();
    void stepsLeftOutAreNamedAndOthersDoNotCount();
    void compareShowsTheSameFigures();
    void faultKindsOnlySomeCandidatesRanAreLeftOut();
    void kernelIpFaultsUnderAnRdmaBenchmarkAreLeftOut();

private:
    qint64 addCandidate(ProjectFile& project, const QString& supplier);
    static const ScoreCell& cell(const CostDecisionSnapshot& s, BuiltinCriterion builtin, qint64 candidate);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectFile> m_project;
};

void TestFaultScores::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_project = ProjectFile::create(m_dir->filePath(QStringLiteral("faults.fabwb")));
}

qint64 TestFaultScores::addCandidate(ProjectFile& project, const QString& supplier)
{
    return CandidateRepository(project).add(
        {.supplier = supplier, .offerName = QStringLiteral("O"), .fabric = FabricKind::InfiniBand, .nodeCount = 16});
}

const ScoreCell& TestFaultScores::cell(const CostDecisionSnapshot& s, BuiltinCriterion builtin, qint64 candidate)
{
    qsizetype row = 0;
    while (row < s.criteria.size() && s.criteria.at(row).builtin != builtin)
        ++row;
    return s.cells.at(row).at(s.candidateRow(candidate));
}

void TestFaultScores::scoresFromStoredPlanRuns()
{
    const qint64 a = addCandidate(*m_project, QStringLiteral("Acme"));
    const qint64 b = addCandidate(*m_project, QStringLiteral("Blue"));
    const qint64 c = addCandidate(*m_project, QStringLiteral("Cyan"));
    // The buyer's guess, typed before the plan runs: evidence replaces it (it is no override).
    DecisionRepository decisions(*m_project);
    qint64 faultCriterion = 0;
    for (const Criterion& criterion : decisions.criteria()) {
        if (criterion.builtin == BuiltinCriterion::FaultBehaviour)
            faultCriterion = criterion.id;
    }
    decisions.setScore(
        faultCriterion, a,
        ManualScore{.criterionId = faultCriterion, .candidateId = a, .score = 9, .note = QStringLiteral("guess")});
    // Acme: recovered in 20 s and in 40 s, 3 and 1 alarms. Blue: recovered in 10 s with no alarm, then not
    // recovered within 20 s. Cyan: not recovered within 20 s, no counters read.
    const qint64 acme = storeFaultPlanRun(*m_project, a, {{.seconds = 20, .alarms = 3}, {.seconds = 40, .alarms = 1}});
    const qint64 blue =
        storeFaultPlanRun(*m_project, b, {{.seconds = 10, .alarms = 0}, {.seconds = 20, .recovers = false}});
    storeFaultPlanRun(*m_project, c, {{.seconds = 20, .recovers = false}});
    const CostDecisionSnapshot s = CostDecisionSnapshot::load(m_project.get());

    // Fault behaviour: best median recovery 10 s (Blue).
    //   Acme: median 30 s, 2 of 2 held: 10 × 10 / 30 = 3.33.
    //   Blue: median 10 s, 1 of 2 held: 10 × 10 / 10 × 1/2 = 5.
    //   Cyan: nothing recovered: 0.
    const ScoreCell& fa = cell(s, BuiltinCriterion::FaultBehaviour, a);
    QVERIFY(fa.automatic);
    QCOMPARE(fa.basis, ScoreBasis::Measured);
    QCOMPARE(qRound(*fa.score * 100), 333);
    QVERIFY2(fa.source.contains(QStringLiteral("median recovery 30.00 s")), qPrintable(fa.source));
    QVERIFY2(fa.source.contains(QStringLiteral("plan run %1 step 1").arg(acme)), qPrintable(fa.source));
    QVERIFY2(fa.source.contains(QStringLiteral("plan run %1 step 2").arg(acme)), qPrintable(fa.source));
    QVERIFY2(fa.source.contains(QStringLiteral("storage-burst: 0 of 2 failed during the fault, 2 held")),
             qPrintable(fa.source));
    QCOMPARE(fa.planSteps, (QList<PlanStepRef>{{acme, 0}, {acme, 1}}));
    const ScoreCell& fb = cell(s, BuiltinCriterion::FaultBehaviour, b);
    QVERIFY(fb.automatic);
    QCOMPARE(*fb.score, 5.0);
    QVERIFY2(fb.formula.contains(QStringLiteral("1 of 2 fault steps held")), qPrintable(fb.formula));
    QVERIFY2(fb.source.contains(
                 QStringLiteral("plan run %1 step 2 (storage-burst, not recovered within 20.00 s observed)").arg(blue)),
             qPrintable(fb.source));
    const ScoreCell& fc = cell(s, BuiltinCriterion::FaultBehaviour, c);
    QVERIFY(fc.automatic);
    QCOMPARE(*fc.score, 0.0);
    QVERIFY2(fc.source.contains(QStringLiteral("no fault step recovered")), qPrintable(fc.source));

    // Counters health: max(0, 10 − 2 × alarms per phase). Acme (3 + 1) / 2 = 2: 6. Blue 0: 10. Cyan: none read.
    const ScoreCell& ca = cell(s, BuiltinCriterion::CountersHealth, a);
    QVERIFY(ca.automatic);
    QCOMPARE(*ca.score, 6.0);
    QVERIFY2(ca.source.contains(QStringLiteral("2 warning(s) and 2 critical alarm(s)")), qPrintable(ca.source));
    QCOMPARE(ca.planSteps, (QList<PlanStepRef>{{acme, 0}, {acme, 1}}));
    QCOMPARE(*cell(s, BuiltinCriterion::CountersHealth, b).score, 10.0);
    QVERIFY(!cell(s, BuiltinCriterion::CountersHealth, c).score);
}

void TestFaultScores::moreEvidenceThatIsNotWorseNeverLowersAScore()
{
    const qint64 a = addCandidate(*m_project, QStringLiteral("Acme"));
    const qint64 b = addCandidate(*m_project, QStringLiteral("Blue"));
    storeFaultPlanRun(*m_project, b, {{.seconds = 10, .alarms = 0}});
    storeFaultPlanRun(*m_project, a, {{.seconds = 20, .alarms = 3}, {.seconds = 40, .alarms = 1}});
    const auto scores = [&] {
        const CostDecisionSnapshot s = CostDecisionSnapshot::load(m_project.get());
        return std::pair{*cell(s, BuiltinCriterion::FaultBehaviour, a).score,
                         *cell(s, BuiltinCriterion::CountersHealth, a).score};
    };
    const auto [fault0, counters0] = scores();
    QCOMPARE(qRound(fault0 * 100), 333); // 10 × 10 / 30
    QCOMPARE(counters0, 6.0);            // 10 − 2 × 2

    // A step that recovers at the median (30 s) with the mean number of alarms (2): no lower.
    storeFaultPlanRun(*m_project, a, {{.seconds = 30, .alarms = 2}});
    const auto [fault1, counters1] = scores();
    QCOMPARE(qRound(fault1 * 100), 333); // median of 20, 30, 40 is 30
    QCOMPARE(counters1, 6.0);            // (3 + 1 + 2) / 3 = 2
    // A better one: recovered in 15 s with no alarm. Median of 15, 20, 30, 40 is 25: 10 × 10 / 25 = 4.
    storeFaultPlanRun(*m_project, a, {{.seconds = 15, .alarms = 0}});
    const auto [fault2, counters2] = scores();
    QCOMPARE(fault2, 4.0);
    QCOMPARE(counters2, 7.0); // 6 / 4 = 1.5 per phase: 10 − 3
    // Worse evidence may lower them: a step that does not recover, with 7 alarms.
    storeFaultPlanRun(*m_project, a, {{.seconds = 20, .recovers = false, .alarms = 7}});
    const auto [fault3, counters3] = scores();
    QCOMPARE(fault3, 3.2);    // median still 25 s, 4 of 5 held: 4 × 4 / 5
    QCOMPARE(counters3, 4.8); // 13 / 5 = 2.6: 10 − 5.2
}

void TestFaultScores::aStepThatDidNotHoldNeverScoresBetter()
{
    const qint64 slow = addCandidate(*m_project, QStringLiteral("Slow"));
    const qint64 never = addCandidate(*m_project, QStringLiteral("Never"));
    const qint64 failed = addCandidate(*m_project, QStringLiteral("Failed"));
    // Slow recovers late; Never does not recover at all, though it was observed only briefly; Failed comes back
    // fast, but its benchmark failed under a storage burst it should have survived.
    storeFaultPlanRun(*m_project, slow, {{.seconds = 50}});
    storeFaultPlanRun(*m_project, never, {{.seconds = 2, .recovers = false}});
    storeFaultPlanRun(*m_project, failed, {{.seconds = 5, .duringFails = true}});
    const CostDecisionSnapshot s = CostDecisionSnapshot::load(m_project.get());
    const double slowScore = *cell(s, BuiltinCriterion::FaultBehaviour, slow).score;
    QCOMPARE(slowScore, 1.0); // 10 × 5 / 50
    QCOMPARE(*cell(s, BuiltinCriterion::FaultBehaviour, never).score, 0.0);
    const ScoreCell& f = cell(s, BuiltinCriterion::FaultBehaviour, failed);
    QCOMPARE(*f.score, 0.0);
    QVERIFY2(f.source.contains(QStringLiteral("storage-burst: 1 of 1 failed during the fault, 0 held")),
             qPrintable(f.source));
    QVERIFY2(f.source.contains(QStringLiteral("benchmark during the fault failed")), qPrintable(f.source));
}

void TestFaultScores::stepsLeftOutAreNamedAndOthersDoNotCount()
{
    const qint64 a = addCandidate(*m_project, QStringLiteral("Acme"));
    const qint64 b = addCandidate(*m_project, QStringLiteral("Blue"));
    const qint64 run =
        storeFaultPlanRun(*m_project, a, {{.seconds = 20}, {.baseline = false}, {.alarms = 1, .applied = false}});
    // Blue's plan run is Blue's evidence only.
    storeFaultPlanRun(*m_project, b, {{.seconds = 5, .alarms = 9}});
    const CostDecisionSnapshot s = CostDecisionSnapshot::load(m_project.get());
    const ScoreCell& fa = cell(s, BuiltinCriterion::FaultBehaviour, a);
    QCOMPARE(fa.planSteps, (QList<PlanStepRef>{{run, 0}}));
    QCOMPARE(*fa.score, 2.5); // 10 × 5 / 20
    QVERIFY2(fa.source.contains(QStringLiteral("plan run %1 step 2 (recovery not measured: no benchmark before the "
                                               "fault to compare with)")
                                    .arg(run)),
             qPrintable(fa.source));
    QVERIFY2(fa.source.contains(QStringLiteral("plan run %1 step 3 (the fault was not applied)").arg(run)),
             qPrintable(fa.source));
    // The counters over a step whose fault was not applied still say how the fabric fared: 1 alarm, 8 points.
    const ScoreCell& ca = cell(s, BuiltinCriterion::CountersHealth, a);
    QCOMPARE(*ca.score, 8.0);
    QCOMPARE(ca.planSteps, (QList<PlanStepRef>{{run, 2}}));
    QCOMPARE(*cell(s, BuiltinCriterion::CountersHealth, b).score, 0.0); // max(0, 10 − 18)
}

void TestFaultScores::compareShowsTheSameFigures()
{
    const qint64 a = addCandidate(*m_project, QStringLiteral("Acme"));
    storeFaultPlanRun(*m_project, a, {{.seconds = 20, .alarms = 3}, {.seconds = 40, .alarms = 1}});
    const CostDecisionSnapshot s = CostDecisionSnapshot::load(m_project.get());
    const FaultEvidence& evidence = s.faults.at(s.candidateRow(a));
    const fw::app::FaultImpactData compare = fw::app::loadFaultImpact(*m_project, {});
    QCOMPARE(compare.faults.size(), 2);
    QList<double> seconds;
    int alarms = 0;
    for (const fw::app::FaultImpactEntry& e : compare.faults) {
        QVERIFY(e.recovered);
        seconds << e.recoverySeconds;
        alarms += e.counterAlarms;
    }
    QCOMPARE(seconds, evidence.recoverySeconds);
    QCOMPARE(seconds, (QList<double>{20, 40}));
    QCOMPARE(alarms, evidence.warnings + evidence.criticals);
    QCOMPARE(alarms, 4);
}

// Candidates are compared on the same faults: a kind that only one candidate ran cannot rank them, so it is left out
// of every candidate's score, with the reason; with one candidate alone nothing is left out.
void TestFaultScores::faultKindsOnlySomeCandidatesRanAreLeftOut()
{
    const auto step = [](qint64 candidate, qint64 planRun, const char* kind, double seconds) {
        FaultStepResult r;
        r.candidateId = candidate;
        r.planRunId = planRun;
        r.faultKind = QString::fromLatin1(kind);
        r.applied = true;
        r.recovery = Recovery{.recovered = true, .secondsToRecover = seconds};
        return r;
    };
    const QList<FaultStepResult> steps = {step(1, 10, "link-down", 4), step(1, 10, "storage-burst", 30),
                                          step(2, 11, "link-down", 6), step(3, 12, "link-degraded", 2)};
    // Candidate 3 ran only link-degraded, which no other candidate ran: nothing is common to all three.
    QList<FaultEvidence> e = faultEvidence(steps, {1, 2, 3});
    QCOMPARE(e.size(), 3);
    for (const FaultEvidence& each : e)
        QVERIFY(each.countedSteps.isEmpty());
    QVERIFY2(e.at(0).leftOut.contains(QStringLiteral("plan run 10 step 1 (link-down: not counted for every candidate "
                                                     "with fault steps, so it cannot compare them)")),
             qPrintable(e.at(0).leftOut.join(QLatin1Char('|'))));
    // Candidates 1 and 2 share link-down: 1's storage burst is left out, its median is 4 s, not 17 s.
    e = faultEvidence(steps, {1, 2});
    QCOMPARE(e.at(0).countedSteps.size(), 1);
    QCOMPARE(e.at(0).medianRecoverySeconds(), std::optional<double>(4));
    QCOMPARE(e.at(0).leftOut.size(), 1);
    QVERIFY(e.at(0).leftOut.first().contains(QStringLiteral("storage-burst")));
    QCOMPARE(e.at(1).countedSteps.size(), 1);
    QVERIFY(e.at(1).leftOut.isEmpty());
    // One candidate alone keeps every kind.
    e = faultEvidence(steps, QList<qint64>{1});
    QCOMPARE(e.at(0).countedSteps.size(), 2);
}

// A tbf rate limit under an NCCL benchmark shaped nothing the benchmark sent (RDMA bypasses qdiscs): its quick
// "recovery" is no evidence of resilience and must not score. The same fault under MPI over TCP counts, and a fault
// from an agent that did not record its reach is judged as before.
void TestFaultScores::kernelIpFaultsUnderAnRdmaBenchmarkAreLeftOut()
{
    const auto step = [](const char* backend, const char* reach) {
        FaultStepResult r;
        r.candidateId = 1;
        r.planRunId = 10;
        r.faultKind = QStringLiteral("link-degraded");
        r.faultReach = QString::fromLatin1(reach);
        r.applied = true;
        r.recovery = Recovery{.recovered = true, .secondsToRecover = 1};
        BenchmarkRun before;
        before.backend = QString::fromLatin1(backend);
        r.before = before;
        return r;
    };
    FaultEvidence e = faultEvidence({step("nccl", "kernel_ip")}, 1);
    QVERIFY(e.countedSteps.isEmpty());
    QCOMPARE(e.leftOut.size(), 1);
    QVERIFY2(e.leftOut.first().contains(QStringLiteral("kernel IP traffic only")), qPrintable(e.leftOut.first()));
    QVERIFY(e.leftOut.first().contains(QStringLiteral("nccl")));
    QCOMPARE(faultEvidence({step("mpi", "kernel_ip")}, 1).countedSteps.size(), 1);
    QCOMPARE(faultEvidence({step("nccl", "rdma_path")}, 1).countedSteps.size(), 1);
    QCOMPARE(faultEvidence({step("nccl", "")}, 1).countedSteps.size(), 1);
}

QTEST_GUILESS_MAIN(TestFaultScores)
#include "testfaultscores.moc"
