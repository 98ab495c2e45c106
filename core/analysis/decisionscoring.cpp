// SPDX-License-Identifier: Apache-2.0
#include "analysis/decisionscoring.h"

#include "analysis/numberformat.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <numeric>

namespace fw::core {

namespace {

ScoreCell automaticCell(double score, const QString& source, const QString& formula)
{
    return {.score = std::clamp(score, 0.0, kMaxScore),
            .uncertainty = kAutomaticUncertainty,
            .automatic = true,
            .basis = ScoreBasis::Measured,
            .source = source,
            .formula = formula};
}

QList<ScoreCell> withBasis(QList<ScoreCell> cells, ScoreBasis basis)
{
    for (ScoreCell& cell : cells) {
        if (cell.automatic)
            cell.basis = basis;
    }
    return cells;
}

// Scores relative to the best candidate that has the metric.
QList<ScoreCell> relative(const QList<std::optional<double>>& values, const QStringList& sources, bool lowerIsBetter)
{
    std::optional<double> best;
    for (const auto& value : values) {
        if (value && (!best || (lowerIsBetter ? *value < *best : *value > *best)))
            best = *value;
    }
    QList<ScoreCell> cells(values.size());
    for (qsizetype c = 0; c < values.size(); ++c) {
        const auto& value = values.at(c);
        if (!value)
            continue;
        if (lowerIsBetter && *value > 0) {
            const double score = kMaxScore * *best / *value;
            cells[c] = automaticCell(
                score, sources.at(c),
                QCoreApplication::translate("fw::core::DecisionScoring", "10 × best / this = 10 × %1 / %2 = %3")
                    .arg(formatNumber(*best), formatNumber(*value), formatPoints(score)));
        } else if (!lowerIsBetter && *best > 0) {
            const double score = kMaxScore * *value / *best;
            cells[c] = automaticCell(
                score, sources.at(c),
                QCoreApplication::translate("fw::core::DecisionScoring", "10 × this / best = 10 × %1 / %2 = %3")
                    .arg(formatNumber(*value), formatNumber(*best), formatPoints(score)));
        } else if (lowerIsBetter) {
            cells[c] = automaticCell(
                kMaxScore, sources.at(c),
                QCoreApplication::translate("fw::core::DecisionScoring", "0 is the best possible value: 10"));
        }
    }
    return cells;
}

template <typename Metric> QList<std::optional<double>> column(const QList<CandidateMetrics>& candidates, Metric metric)
{
    QList<std::optional<double>> values;
    for (const CandidateMetrics& m : candidates)
        values << std::invoke(metric, m);
    return values;
}

QStringList sourcesOf(const QList<CandidateMetrics>& candidates, QString CandidateMetrics::*source)
{
    QStringList sources;
    for (const CandidateMetrics& m : candidates)
        sources << m.*source;
    return sources;
}

// The runs each candidate's automatic score came from.
QList<ScoreCell> withRuns(QList<ScoreCell> cells, const QList<CandidateMetrics>& candidates,
                          QList<qint64> CandidateMetrics::*runs)
{
    for (qsizetype c = 0; c < cells.size(); ++c) {
        if (cells.at(c).automatic)
            cells[c].runIds = candidates.at(c).*runs;
    }
    return cells;
}

} // namespace

QList<ScoreCell> automaticScores(BuiltinCriterion criterion, const QList<CandidateMetrics>& candidates)
{
    switch (criterion) {
    case BuiltinCriterion::TailLatency:
        return withRuns(relative(column(candidates, &CandidateMetrics::p99LatencyUs),
                                 sourcesOf(candidates, &CandidateMetrics::latencySource), true),
                        candidates, &CandidateMetrics::latencyRuns);
    case BuiltinCriterion::BusBandwidth:
        return withRuns(relative(column(candidates, &CandidateMetrics::busBandwidthGBs),
                                 sourcesOf(candidates, &CandidateMetrics::bandwidthSource), false),
                        candidates, &CandidateMetrics::bandwidthRuns);
    case BuiltinCriterion::FaultBehaviour: {
        // Relative to the best median recovery, times the share of counted steps that held: a step that did not
        // recover (or whose job failed under a fault it should survive) scores as none that recovered would.
        QList<ScoreCell> cells = relative(column(candidates, &CandidateMetrics::recoverySeconds),
                                          sourcesOf(candidates, &CandidateMetrics::faultSource), true);
        for (qsizetype c = 0; c < candidates.size(); ++c) {
            const CandidateMetrics& m = candidates.at(c);
            if (m.faultStepsCounted <= 0)
                continue;
            if (!cells.at(c).score || m.faultStepsHeld == 0) {
                cells[c] = automaticCell(
                    0, m.faultSource,
                    QCoreApplication::translate("fw::core::DecisionScoring",
                                                "no counted fault step held (recovered, and the benchmark during the "
                                                "fault did not fail where it should survive): 0"));
            } else if (m.faultStepsHeld < m.faultStepsCounted) {
                const double score = *cells.at(c).score * m.faultStepsHeld / m.faultStepsCounted;
                cells[c] = automaticCell(
                    score, m.faultSource,
                    QCoreApplication::translate("fw::core::DecisionScoring", "(%1) × %2 of %3 fault steps held = %4")
                        .arg(cells.at(c).formula)
                        .arg(m.faultStepsHeld)
                        .arg(m.faultStepsCounted)
                        .arg(formatPoints(score)));
            }
            cells[c].planSteps = m.faultSteps;
        }
        return cells;
    }
    case BuiltinCriterion::WorkloadReplay: {
        QList<ScoreCell> cells = relative(column(candidates, &CandidateMetrics::workloadUs),
                                          sourcesOf(candidates, &CandidateMetrics::workloadSource), true);
        for (qsizetype c = 0; c < candidates.size(); ++c) {
            if (cells.at(c).automatic)
                cells[c].planSteps = candidates.at(c).workloadSteps;
        }
        return cells;
    }
    case BuiltinCriterion::CostPerAcceptedRun:
        return withBasis(relative(column(candidates, &CandidateMetrics::costPerAcceptedRun),
                                  sourcesOf(candidates, &CandidateMetrics::costSource), true),
                         ScoreBasis::CostModel);
    case BuiltinCriterion::CountersHealth: {
        QList<ScoreCell> cells(candidates.size());
        for (qsizetype c = 0; c < candidates.size(); ++c) {
            if (const auto alarms = candidates.at(c).counterAlarms) {
                const double score = std::max(0.0, kMaxScore - 2 * *alarms);
                cells[c] =
                    automaticCell(score, candidates.at(c).counterSource,
                                  QCoreApplication::translate("fw::core::DecisionScoring",
                                                              "max(0, 10 − 2 × alarms) = max(0, 10 − 2 × %1) = %2")
                                      .arg(formatNumber(*alarms), formatPoints(score)));
                cells[c].planSteps = candidates.at(c).counterSteps;
            }
        }
        return cells;
    }
    case BuiltinCriterion::QuestionnaireCompleteness: {
        QList<ScoreCell> cells(candidates.size());
        for (qsizetype c = 0; c < candidates.size(); ++c) {
            const CandidateMetrics& m = candidates.at(c);
            if (m.questionnaireCompleteness) {
                const int flags = m.redFlags.value_or(0);
                const double score = std::max(0.0, kMaxScore * *m.questionnaireCompleteness - 2 * flags);
                cells[c] = automaticCell(
                    score, m.questionnaireSource,
                    QCoreApplication::translate("fw::core::DecisionScoring",
                                                "max(0, 10 × completeness − 2 × red flags) = max(0, 10 × %1 − 2 × %2) "
                                                "= %3")
                        .arg(formatNumber(*m.questionnaireCompleteness))
                        .arg(flags)
                        .arg(formatPoints(score)));
                cells[c].basis = ScoreBasis::Answers;
            }
        }
        return cells;
    }
    case BuiltinCriterion::OperatingModelFit:
    case BuiltinCriterion::ProcurementFlexibility:
    case BuiltinCriterion::ExpansionPath:
    case BuiltinCriterion::SupportBoundary:
        break;
    }
    return QList<ScoreCell>(candidates.size());
}

QString basisLabel(const ScoreCell& cell)
{
    if (cell.overriddenScore)
        return QCoreApplication::translate("fw::core::DecisionScoring", "typed override");
    switch (cell.basis) {
    case ScoreBasis::Measured:
        return QCoreApplication::translate("fw::core::DecisionScoring", "measured");
    case ScoreBasis::Answers:
        return QCoreApplication::translate("fw::core::DecisionScoring", "from answers");
    case ScoreBasis::CostModel:
        return QCoreApplication::translate("fw::core::DecisionScoring", "from the cost model");
    case ScoreBasis::Typed:
        break;
    }
    return QCoreApplication::translate("fw::core::DecisionScoring", "by hand");
}

DecisionOutcome decide(const QList<double>& weights, const QList<QList<ScoreCell>>& cells, int candidateCount)
{
    DecisionOutcome outcome;
    outcome.totals.resize(candidateCount);
    outcome.sensitivity.resize(weights.size());
    const qsizetype criteria = weights.size();
    const double weightSum = std::accumulate(weights.begin(), weights.end(), 0.0);
    const auto score = [&](qsizetype k, int c) { return cells.at(k).at(c).score; };

    QList<bool> complete(candidateCount, true);
    for (qsizetype k = 0; k < criteria; ++k) {
        for (int c = 0; c < candidateCount; ++c) {
            if (weights.at(k) > 0 && !score(k, c)) {
                outcome.missing.append({int(k), c});
                complete[c] = false;
            }
        }
    }
    if (weightSum <= 0)
        return outcome;
    for (int c = 0; c < candidateCount; ++c) {
        if (!complete.at(c))
            continue;
        double sum = 0;
        for (qsizetype k = 0; k < criteria; ++k) {
            if (weights.at(k) > 0)
                sum += weights.at(k) * *score(k, c);
        }
        outcome.totals[c] = sum / weightSum;
    }
    if (!outcome.missing.isEmpty() || candidateCount == 0)
        return outcome;

    QList<int> order(candidateCount);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return *outcome.totals.at(a) > *outcome.totals.at(b); });
    const int winner = order.first();
    outcome.winner = winner;

    const auto marginBetween = [&](int a, int b) {
        double variance = 0;
        for (qsizetype k = 0; k < criteria; ++k) {
            const double share = weights.at(k) / weightSum;
            const double sa = cells.at(k).at(a).uncertainty, sb = cells.at(k).at(b).uncertainty;
            variance += share * share * (sa * sa + sb * sb);
        }
        return kTieCoverage * std::sqrt(variance);
    };
    outcome.tiedWith << winner;
    for (int c : order.mid(1)) {
        if (*outcome.totals.at(winner) - *outcome.totals.at(c) <= marginBetween(winner, c))
            outcome.tiedWith << c;
    }
    if (candidateCount > 1) {
        outcome.runnerUp = order.at(1);
        outcome.lead = *outcome.totals.at(winner) - *outcome.totals.at(outcome.runnerUp);
        outcome.margin = marginBetween(winner, outcome.runnerUp);
    }

    for (qsizetype k = 0; k < criteria; ++k) {
        bool scored = true;
        for (int c = 0; c < candidateCount; ++c)
            scored = scored && score(k, c).has_value();
        if (!scored)
            continue;
        const auto othersSum = [&](int c) {
            double sum = 0;
            for (qsizetype j = 0; j < criteria; ++j) {
                if (j != k && weights.at(j) > 0)
                    sum += weights.at(j) * *score(j, c);
            }
            return sum;
        };
        const double otherWeights = weightSum - weights.at(k);
        WeightSensitivity& best = outcome.sensitivity[k];
        for (int c = 0; c < candidateCount; ++c) {
            const double slope = *score(k, winner) - *score(k, c);
            if (c == winner || slope == 0)
                continue;
            const double crossing = -(othersSum(winner) - othersSum(c)) / slope;
            if (crossing < 0 || otherWeights + crossing <= 0)
                continue;
            const double delta = crossing - weights.at(k);
            if (!best.delta || std::abs(delta) < std::abs(*best.delta)) {
                best.delta = delta;
                best.newWinner = c;
            }
        }
    }
    return outcome;
}

} // namespace fw::core
