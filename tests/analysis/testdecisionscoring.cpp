// SPDX-License-Identifier: Apache-2.0
#include "analysis/decisionscoring.h"

#include <QTest>

using namespace fw::core;

class TestDecisionScoring : public QObject
{
    Q_OBJECT

private slots:
    void totalsAreWeightedMeans();
    void tieWithinMarginMeansBenchmarkBoth();
    void clearLeadIsNoTie();
    void weightSensitivityIsHandComputed();
    void weightSensitivityAmongThree();
    void missingScoreBlocksAWinnerUnlessWeightIsZero();
    void relativeScoresLowerAndHigherIsBetter();
    void countersAndQuestionnaireScores();
    void manualCriteriaHaveNoAutomaticScore();

private:
    static QList<QList<ScoreCell>> matrix(const QList<QList<double>>& scores, double uncertainty)
    {
        QList<QList<ScoreCell>> cells;
        for (const QList<double>& row : scores) {
            QList<ScoreCell> cellRow;
            for (double s : row)
                cellRow << ScoreCell{.score = s, .uncertainty = uncertainty};
            cells << cellRow;
        }
        return cells;
    }
};

void TestDecisionScoring::totalsAreWeightedMeans()
{
    // T_A = (3 × 8 + 1 × 4) / 4 = 7; T_B = (3 × 5 + 1 × 6) / 4 = 5.25.
    const DecisionOutcome o = decide({3, 1}, matrix({{8, 5}, {4, 6}}, 0.1), 2);
    QCOMPARE(o.totals.at(0).value(), 7.0);
    QCOMPARE(o.totals.at(1).value(), 5.25);
    QCOMPARE(o.winner, 0);
    QCOMPARE(o.runnerUp, 1);
    QCOMPARE(o.lead, 1.75);
}

void TestDecisionScoring::tieWithinMarginMeansBenchmarkBoth()
{
    // T_A = 6, T_B = 5.5; margin = 2 × sqrt(0.5² × (1 + 1) + 0.5² × (1 + 1)) = 2 × 1 = 2 ≥ 0.5.
    const DecisionOutcome o = decide({1, 1}, matrix({{8, 5}, {4, 6}}, 1.0), 2);
    QCOMPARE(o.winner, 0);
    QCOMPARE(o.margin, 2.0);
    QCOMPARE(o.lead, 0.5);
    QVERIFY(o.isTie());
    QCOMPARE(o.tiedWith, (QList<int>{0, 1}));
}

void TestDecisionScoring::clearLeadIsNoTie()
{
    // Same totals; margin = 2 × sqrt(0.25 × 0.02 × 2) = 0.2 < 0.5.
    const DecisionOutcome o = decide({1, 1}, matrix({{8, 5}, {4, 6}}, 0.1), 2);
    QVERIFY(qAbs(o.margin - 0.2) < 1e-12);
    QVERIFY(!o.isTie());
    QCOMPARE(o.tiedWith, QList<int>{0});
}

void TestDecisionScoring::weightSensitivityIsHandComputed()
{
    // A = (8, 4), B = (5, 6), weights (1, 1).
    // Criterion 0: S_A − S_B = 1 × (4 − 6) = −2, slope 8 − 5 = 3: w* = 2/3, so the weight must fall by 1/3.
    // Criterion 1: S_A − S_B = 1 × (8 − 5) = 3, slope 4 − 6 = −2: w* = 1.5, so it must rise by 0.5.
    const DecisionOutcome o = decide({1, 1}, matrix({{8, 5}, {4, 6}}, 0.1), 2);
    QCOMPARE(o.sensitivity.size(), 2);
    QVERIFY(qAbs(o.sensitivity.at(0).delta.value() - (-1.0 / 3)) < 1e-12);
    QCOMPARE(o.sensitivity.at(0).newWinner, 1);
    QCOMPARE(o.sensitivity.at(1).delta.value(), 0.5);
    QCOMPARE(o.sensitivity.at(1).newWinner, 1);
    // Just past the crossing the winner really changes.
    QCOMPARE(decide({1, 1.51}, matrix({{8, 5}, {4, 6}}, 0.1), 2).winner, 1);
    QCOMPARE(decide({1, 1.49}, matrix({{8, 5}, {4, 6}}, 0.1), 2).winner, 0);
}

void TestDecisionScoring::weightSensitivityAmongThree()
{
    // A = (9, 3), B = (6, 6), C = (2, 9), weights (1, 1): totals 6, 6... make A lead: weights (2, 1).
    // T_A = 21/3 = 7, T_B = 18/3 = 6, T_C = 13/3 = 4.33.
    // Criterion 1 (w = 1): vs B: S diff = 2 × (9 − 6) = 6, slope 3 − 6 = −3 → w* = 2 (Δ +1);
    //                     vs C: S diff = 2 × (9 − 2) = 14, slope 3 − 9 = −6 → w* = 2.33 (Δ +1.33). B first.
    const DecisionOutcome o = decide({2, 1}, matrix({{9, 6, 2}, {3, 6, 9}}, 0.1), 3);
    QCOMPARE(o.winner, 0);
    QCOMPARE(o.sensitivity.at(1).delta.value(), 1.0);
    QCOMPARE(o.sensitivity.at(1).newWinner, 1);
    // Criterion 0 (w = 2): vs B: S diff = 1 × (3 − 6) = −3, slope 3 → w* = 1 (Δ −1);
    //                      vs C: S diff = 3 − 9 = −6, slope 7 → w* = 0.857 (Δ −1.14). B again.
    QCOMPARE(o.sensitivity.at(0).delta.value(), -1.0);
    QCOMPARE(o.sensitivity.at(0).newWinner, 1);
}

void TestDecisionScoring::missingScoreBlocksAWinnerUnlessWeightIsZero()
{
    auto cells = matrix({{8, 5}, {4, 6}}, 0.1);
    cells[1][1].score.reset();
    DecisionOutcome o = decide({1, 1}, cells, 2);
    QCOMPARE(o.winner, -1);
    QCOMPARE(o.missing, (QList<QPair<int, int>>{{1, 1}}));
    QVERIFY(o.totals.at(0));
    QVERIFY(!o.totals.at(1));
    o = decide({1, 0}, cells, 2);
    QCOMPARE(o.winner, 0);
    QVERIFY(o.missing.isEmpty());
    QVERIFY(!o.sensitivity.at(1).delta); // unscored criterion: nothing to say
    QVERIFY(decide({0, 0}, cells, 2).winner == -1);
}

void TestDecisionScoring::relativeScoresLowerAndHigherIsBetter()
{
    QList<CandidateMetrics> m(3);
    m[0].p99LatencyUs = 10;
    m[1].p99LatencyUs = 25;
    m[0].busBandwidthGBs = 150;
    m[1].busBandwidthGBs = 200;
    m[2].busBandwidthGBs = 50;
    const QList<ScoreCell> latency = automaticScores(BuiltinCriterion::TailLatency, m);
    QCOMPARE(latency.at(0).score.value(), 10.0);
    QCOMPARE(latency.at(1).score.value(), 4.0); // 10 × 10 / 25
    QVERIFY(!latency.at(2).score);              // no evidence: scored by hand
    QVERIFY(latency.at(0).automatic);
    QCOMPARE(latency.at(0).uncertainty, kAutomaticUncertainty);
    QVERIFY(latency.at(1).formula.contains(QStringLiteral("10 × 10.00 / 25.00")));
    const QList<ScoreCell> bandwidth = automaticScores(BuiltinCriterion::BusBandwidth, m);
    QCOMPARE(bandwidth.at(0).score.value(), 7.5); // 10 × 150 / 200
    QCOMPARE(bandwidth.at(1).score.value(), 10.0);
    QCOMPARE(bandwidth.at(2).score.value(), 2.5);
}

void TestDecisionScoring::countersAndQuestionnaireScores()
{
    QList<CandidateMetrics> m(2);
    m[0].counterAlarms = 0;
    m[1].counterAlarms = 3;
    m[0].questionnaireCompleteness = 0.8;
    m[0].redFlags = 1;
    m[1].questionnaireCompleteness = 0.3;
    m[1].redFlags = 2;
    const auto counters = automaticScores(BuiltinCriterion::CountersHealth, m);
    QCOMPARE(counters.at(0).score.value(), 10.0);
    QCOMPARE(counters.at(1).score.value(), 4.0); // 10 − 2 × 3
    const auto questionnaire = automaticScores(BuiltinCriterion::QuestionnaireCompleteness, m);
    QCOMPARE(questionnaire.at(0).score.value(), 6.0); // 10 × 0.8 − 2
    QCOMPARE(questionnaire.at(1).score.value(), 0.0); // max(0, 3 − 4)
}

void TestDecisionScoring::manualCriteriaHaveNoAutomaticScore()
{
    QList<CandidateMetrics> m(2);
    m[0].costPerAcceptedRun = 100;
    m[1].costPerAcceptedRun = 125;
    for (BuiltinCriterion c : {BuiltinCriterion::OperatingModelFit, BuiltinCriterion::ProcurementFlexibility,
                               BuiltinCriterion::ExpansionPath, BuiltinCriterion::SupportBoundary}) {
        const auto cells = automaticScores(c, m);
        QCOMPARE(cells.size(), 2);
        QVERIFY(!cells.at(0).score && !cells.at(1).score);
    }
    QCOMPARE(automaticScores(BuiltinCriterion::CostPerAcceptedRun, m).at(1).score.value(), 8.0);
}

QTEST_GUILESS_MAIN(TestDecisionScoring)
#include "testdecisionscoring.moc"
