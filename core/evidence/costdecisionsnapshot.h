// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "analysis/costcalculator.h"
#include "analysis/decisionscoring.h"
#include "analysis/worksheet.h"
#include "domain/candidate.h"
#include "domain/decisionmatrix.h"
#include "evidence/faultevidence.h"
#include "evidence/runevidence.h"
#include "evidence/workloadevidence.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>

namespace fw::core {

class ProjectFile;

// Everything the Cost and Decision pages, the Compare charts, the report and the command line show of the cost
// model and the decision, read from the project and computed in one pass, so they always agree with each other:
// the join between the evidence (runs, plan runs, answers) and the decision.
struct CostDecisionSnapshot
{
    Q_DECLARE_TR_FUNCTIONS(CostDecisionSnapshot)

public:
    // An empty snapshot for no project.
    static CostDecisionSnapshot load(ProjectFile* project);

    QList<Candidate> candidates;
    CostSettings settings;
    QList<ExchangeRate> rates;   // the project's, into settings.currency
    QList<CostCase> cases;       // per candidate
    QList<CostResult> results;   // per candidate
    ComparableRuns comparison;   // which runs the latency and bandwidth scores compare, and why others are left out
    QList<FaultEvidence> faults; // per candidate: what its plan runs' fault steps give fault and counter scores
    QList<WorkloadEvidence> workloads; // per candidate: what its replays of the buyer's workload give
    // Steps of candidates' plan runs that ran on this computer, left out of the fault, counter, workload and cost
    // figures.
    QList<PlanStepRef> thisComputerSteps;

    QList<Criterion> criteria;
    QList<ManualScore> manualScores;
    QList<QList<ScoreCell>> cells; // [criterion][candidate], automatic where evidence exists
    DecisionOutcome outcome;
    QHash<qint64, WorksheetNote> notes;
    bool benchmarkRunsStored = false;
    bool filledBeforeBenchmark = false; // R6.1: the matrix should be filled after the benchmark

    int candidateRow(qint64 candidateId) const;
    const ManualScore* manualScore(qint64 criterionId, qint64 candidateId) const;
    // An amount in the project's currency.
    QString money(double amount) const;
    QString recommendation() const;
    // What the scores and the acceptance rate leave out because it was measured on this computer, naming each run
    // and its candidate; empty when no candidate's run was.
    QString thisComputerNotice() const;
    QString benchmarkResult(int candidate) const;
    Worksheet worksheet() const;
};

} // namespace fw::core
