// SPDX-License-Identifier: Apache-2.0
#include "analysis/communicationpattern.h"
#include "analysis/decisionscoring.h"
#include "evidence/workloadevidence.h"

#include <QJsonArray>
#include <QTest>

using namespace fw::core;

// The Workload replay criterion (issue 36): which replays of the buyer's workload count for a candidate, the one
// setup every candidate is compared at, and the score, lower is better.
class TestWorkloadScores : public QObject
{
    Q_OBJECT

private:
    static QJsonObject pattern() { return patternJson(WorkloadDescription{}, communicationPattern({})); }
    // A complete replay of `pattern` by candidate `candidate` in plan run `run`, on `ranks` ranks.
    static ReplayStepResult replay(qint64 candidate, qint64 run, int ranks, double stepP50Us,
                                   const QJsonObject& of = pattern())
    {
        ReplayStepResult r;
        r.planRunId = run;
        r.candidateId = candidate;
        r.step = 1;
        r.pattern = of;
        r.results.hasResult = true;
        r.results.mode = QStringLiteral("pattern");
        r.results.stream.start.insert(QStringLiteral("ranks"), ranks);
        r.results.stepTimeUs.count = 10;
        r.results.stepTimeUs.p50 = stepP50Us;
        r.results.requestLatencyUs.count = 10;
        r.results.requestLatencyUs.p99 = stepP50Us * 3;
        return r;
    }

private slots:
    void countsTheWorkloadsOwnCompleteReplaysAlone()
    {
        QJsonObject other = pattern();
        QJsonArray collectives = other.value(QStringLiteral("collectives")).toArray();
        collectives.removeLast();
        other.insert(QStringLiteral("collectives"), collectives);
        ReplayStepResult here = replay(1, 5, 16, 900);
        here.measuredOn = MeasuredOn::ThisComputer;
        ReplayStepResult beside = replay(1, 6, 16, 800);
        beside.results.stream.start.insert(QStringLiteral("beside_path"), QStringLiteral("/tmp/training.json"));
        ReplayStepResult failed = replay(1, 7, 16, 700);
        failed.status = DispatchResult::Status::Failed;
        ReplayStepResult synthetic = replay(1, 8, 16, 600);
        synthetic.pattern = {};
        const QList<ReplayStepResult> replays = {replay(1, 2, 16, 1000),
                                                 replay(1, 3, 16, 3000),
                                                 replay(1, 4, 16, 500, other),
                                                 here,
                                                 beside,
                                                 failed,
                                                 synthetic};
        const QList<WorkloadEvidence> e = workloadEvidence(replays, {1}, pattern());
        QCOMPARE(e.size(), 1);
        QCOMPARE(e[0].countedSteps, (QList<PlanStepRef>{{2, 1}, {3, 1}}));
        QCOMPARE(e[0].figureUs(), std::optional<double>(2000)); // the median of 1 and 3 ms
        QCOMPARE(e[0].ranks, 16);
        QCOMPARE(e[0].thisComputerSteps, (QList<PlanStepRef>{{5, 1}}));
        // Every replay of the workload left out says why; the synthetic one is no replay of the workload at all.
        const QString leftOut = e[0].leftOut.join(u'\n');
        QCOMPARE(e[0].leftOut.size(), 4);
        QVERIFY2(leftOut.contains(QStringLiteral("plan run 4 step 2 (replayed other collectives")),
                 qPrintable(leftOut));
        QVERIFY(leftOut.contains(QStringLiteral("plan run 5 step 2 (measured on this computer")));
        QVERIFY(leftOut.contains(QStringLiteral("plan run 6 step 2 (ran beside another job")));
        QVERIFY(leftOut.contains(QStringLiteral("plan run 7 step 2 (the replay did not complete)")));
        QVERIFY2(e[0].source().contains(QStringLiteral("median step time p50 2.00 ms of the workload's replay on 16 "
                                                       "rank(s), 2 replay(s) on the candidate's cluster (plan run 2 "
                                                       "step 2: step time p50 1.00 ms; plan run 3 step 2: step time "
                                                       "p50 3.00 ms)")),
                 qPrintable(e[0].source()));
    }

    void candidatesAreComparedAtOneSetup()
    {
        // Two candidates replayed on 16 ranks, one of them also on 64: 16 is what both ran.
        const QList<ReplayStepResult> replays = {replay(1, 1, 16, 1000), replay(1, 2, 64, 4000),
                                                 replay(2, 3, 16, 2000)};
        QList<WorkloadEvidence> e = workloadEvidence(replays, {1, 2, 3}, pattern());
        QCOMPARE(e[0].figureUs(), std::optional<double>(1000));
        QCOMPARE(e[1].figureUs(), std::optional<double>(2000));
        QVERIFY(!e[2].figureUs());
        QVERIFY(e[2].source().isEmpty());
        QCOMPARE(e[0].leftOut, QStringList{QStringLiteral("plan run 2 step 2 (on 64 rank(s); the candidates are "
                                                          "compared on 16 rank(s))")});
        // An open loop is compared at its rate, on request latency's p99.
        ReplayStepResult open = replay(3, 4, 16, 100);
        open.results.arrivalRatePerS = 10;
        e = workloadEvidence({open}, {3}, pattern());
        QCOMPARE(e[0].figureUs(), std::optional<double>(300));
        QVERIFY2(e[0].source().contains(QStringLiteral("request latency p99 0.3 ms of the workload's replay on 16 "
                                                       "rank(s) at 10.00 requests/s")),
                 qPrintable(e[0].source()));
        // An inference plan replays both loops at one rank count: its requests' tail decides.
        e = workloadEvidence({replay(3, 5, 16, 100), open}, {3}, pattern());
        QCOMPARE(e[0].figureUs(), std::optional<double>(300));
        QCOMPARE(e[0].leftOut, QStringList{QStringLiteral("plan run 5 step 2 (on 16 rank(s); the candidates are "
                                                          "compared on 16 rank(s) at 10.00 requests/s)")});
        // Without a description there is no pattern to compare against: nothing counts.
        e = workloadEvidence(replays, {1, 2}, QJsonObject());
        QVERIFY(!e[0].figureUs() && !e[1].figureUs());
    }

    void theFasterStepScoresTen()
    {
        const QList<ReplayStepResult> replays = {replay(1, 1, 16, 1000), replay(2, 2, 16, 4000)};
        const QList<WorkloadEvidence> e = workloadEvidence(replays, {1, 2}, pattern());
        QList<CandidateMetrics> metrics(2);
        for (qsizetype c = 0; c < 2; ++c) {
            metrics[c].workloadUs = e[c].figureUs();
            metrics[c].workloadSource = e[c].source();
            metrics[c].workloadSteps = e[c].countedSteps;
        }
        const QList<ScoreCell> cells = automaticScores(BuiltinCriterion::WorkloadReplay, metrics);
        QCOMPARE(cells[0].score, std::optional<double>(10));
        QCOMPARE(cells[1].score, std::optional<double>(2.5));
        QCOMPARE(cells[1].basis, ScoreBasis::Measured);
        QCOMPARE(cells[1].planSteps, (QList<PlanStepRef>{{2, 1}}));
        QVERIFY(cells[1].source.contains(QStringLiteral("plan run 2 step 2")));
        QCOMPARE(storageKey(BuiltinCriterion::WorkloadReplay), QStringLiteral("workload_replay"));
    }
};

QTEST_MAIN(TestWorkloadScores)
#include "testworkloadscores.moc"
