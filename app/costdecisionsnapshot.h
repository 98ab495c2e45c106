#pragma once

#include "analysis/costcalculator.h"
#include "analysis/decisionscoring.h"
#include "analysis/worksheet.h"
#include "domain/candidate.h"
#include "domain/decisionmatrix.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

// Everything the Cost and Decision pages show, read from the project and computed in one pass, so the cost table,
// the tornado, the matrix and the worksheet always agree with each other.
struct CostDecisionSnapshot
{
    Q_DECLARE_TR_FUNCTIONS(CostDecisionSnapshot)

public:
    // An empty snapshot for no project.
    static CostDecisionSnapshot load(core::ProjectFile* project);

    QList<core::Candidate> candidates;
    core::CostSettings settings;
    QList<core::CostCase> cases;     // per candidate
    QList<core::CostResult> results; // per candidate

    QList<core::Criterion> criteria;
    QList<core::ManualScore> manualScores;
    QList<QList<core::ScoreCell>> cells; // [criterion][candidate], automatic where evidence exists
    core::DecisionOutcome outcome;
    QHash<qint64, core::WorksheetNote> notes;
    bool benchmarkRunsStored = false;
    bool filledBeforeBenchmark = false; // R6.1: the matrix should be filled after the benchmark

    int candidateRow(qint64 candidateId) const;
    const core::ManualScore* manualScore(qint64 criterionId, qint64 candidateId) const;
    // An amount in the project's currency.
    QString money(double amount) const;
    QString recommendation() const;
    QString benchmarkResult(int candidate) const;
    core::Worksheet worksheet() const;
};

} // namespace fw::app
