// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/decisionmatrix.h"
#include "domain/planstepref.h"

#include <QList>
#include <QString>
#include <optional>

namespace fw::core {

// How sure a score is when nothing better is known, in ± points out of 10.
inline constexpr double kDefaultManualUncertainty = 1.0;
inline constexpr double kAutomaticUncertainty = 0.5;
// The tie margin covers this many standard deviations of the difference of two totals (about 95 %).
inline constexpr double kTieCoverage = 2.0;

// What an automatic score is computed from; the report's label says it ("measured" only for the first).
enum class ScoreBasis
{
    Typed,     // scored by hand
    Measured,  // our own stored measurements
    Answers,   // the supplier's questionnaire answers
    CostModel, // the cost model, whose inputs may be typed, quoted or derived
};

// One cell of the matrix: a candidate's score on one criterion, and where it came from.
struct ScoreCell
{
    std::optional<double> score;
    double uncertainty = kDefaultManualUncertainty;
    bool automatic = false;
    ScoreBasis basis = ScoreBasis::Typed;
    QString source;               // the evidence, for an automatic score; the user's note for a manual one
    QString formula;              // how the evidence became the score
    QList<qint64> runIds;         // the benchmark runs an automatic score came from
    QList<PlanStepRef> planSteps; // the plan steps an automatic score came from
    bool enteredBeforeBenchmark = false;
    // A typed score with a reason in force over an automatic one: what the evidence would have given.
    std::optional<double> overriddenScore;
    QString overriddenSource;
};

// The label of a cell's source, for the report and the page: "measured", "from answers", "from the cost model",
// "typed override", "by hand".
QString basisLabel(const ScoreCell& cell);

// The measured numbers of one candidate that criteria can be scored from; absent where none is stored.
struct CandidateMetrics
{
    std::optional<double> p99LatencyUs;
    std::optional<double> busBandwidthGBs;
    std::optional<double> recoverySeconds; // median over the fault steps that recovered
    int faultStepsCounted = 0;             // fault steps with a measured recovery
    int faultStepsHeld = 0;                // of those, the ones that held (FaultEvidence::holds)
    std::optional<double> counterAlarms;   // alarms per fault phase read (mean)
    std::optional<double> costPerAcceptedRun;
    std::optional<double> questionnaireCompleteness; // 0..1, answered without a red flag / all questions
    std::optional<int> redFlags;                     // only those worse than no answer (not mere incompleteness)
    std::optional<double> workloadUs;                // the workload replay's figure (WorkloadEvidence), lower is better
    QString latencySource;
    QString bandwidthSource;
    QString faultSource;
    QString counterSource;
    QString costSource;
    QString questionnaireSource;
    QString workloadSource;
    QList<qint64> latencyRuns;
    QList<qint64> bandwidthRuns;
    QList<PlanStepRef> faultSteps;
    QList<PlanStepRef> counterSteps;
    QList<PlanStepRef> workloadSteps;
};

// Automatic scores for one built-in criterion, one cell per candidate; a cell without a score means there is
// no evidence for that candidate (or the criterion is always scored by hand).
//   lower is better (p99 latency, cost per accepted run, workload replay):  10 × best / value
//   higher is better (bus bandwidth):                     10 × value / best
//   fault behaviour:        10 × best / median recovery × steps held / steps counted; 0 when none recovered
//   counter alarms:                                       max(0, 10 − 2 × alarms per phase)
//   questionnaire:                                      max(0, 10 × completeness − 2 × red flags)
// No rule lowers a candidate's score when evidence arrives for it that is not worse: a median of runs does not
// drop by a run at or better than it, a fault step that held and recovered no slower than the median raises the held
// share or keeps it, a phase with no more alarms than the mean keeps the mean, and an answer adds to completeness
// unless it is a red flag worse than none.
QList<ScoreCell> automaticScores(BuiltinCriterion criterion, const QList<CandidateMetrics>& candidates);

// How far one weight must move, the others held, for another candidate to take the lead.
struct WeightSensitivity
{
    std::optional<double> delta; // signed change of the weight; none when no weight ≥ 0 changes the winner
    int newWinner = -1;
};

struct DecisionOutcome
{
    QList<std::optional<double>> totals; // weighted mean score per candidate, 0..10
    QList<QPair<int, int>> missing;      // (criterion, candidate) cells with weight > 0 and no score
    int winner = -1;                     // -1 while the matrix is incomplete or has no weight
    int runnerUp = -1;
    double lead = 0;                      // winner's total − runner-up's
    double margin = 0;                    // tie margin between the two
    QList<int> tiedWith;                  // candidates within their tie margin of the winner, the winner first
    QList<WeightSensitivity> sensitivity; // per criterion

    bool isTie() const { return tiedWith.size() > 1; }
};

// Totals T_c = Σ w_k s_ck / Σ w_k. Two candidates a, b tie when |T_a − T_b| ≤ margin, where
//   margin = kTieCoverage × sqrt(Σ_k (w_k / Σw)² (σ_ak² + σ_bk²)),
// the spread of the difference of two weighted means whose scores carry independent uncertainties σ.
// Weight sensitivity: with the other weights fixed, T_a − T_c changes sign at
//   w_k* = −(S_a − S_c) / (s_ak − s_ck),  S_x = Σ_{j≠k} w_j s_xj,
// and the smallest |w_k* − w_k| with w_k* ≥ 0 over challengers c is reported.
DecisionOutcome decide(const QList<double>& weights, const QList<QList<ScoreCell>>& cells, int candidateCount);

} // namespace fw::core
