// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/planstepref.h"
#include "remote/planresults.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <optional>

namespace fw::core {

// What one candidate's replays of the buyer's workload (`replay --pattern`, PlanResults::replaySteps) say: the
// figure the Workload replay criterion scores, lower is better. A closed loop gives the step time's p50; an open
// loop (requests at a rate) the request latency's p99, the tail a user waits on.
struct WorkloadEvidence
{
    Q_DECLARE_TR_FUNCTIONS(WorkloadEvidence)

public:
    QList<PlanStepRef> countedSteps;
    QList<double> figuresUs; // per counted step
    QStringList steps;       // what each counted step gave
    QStringList leftOut;     // each replay of the candidate not counted, and why
    QList<PlanStepRef> thisComputerSteps;
    int ranks = 0;               // the rank count every candidate is compared at
    double arrivalRatePerS = -1; // the open loop's rate compared at; negative for a closed loop

    std::optional<double> figureUs() const; // the median over the counted steps
    QString source() const;                 // empty when no step was counted
};

// Every candidate's evidence from its replays of `pattern`, the pattern the project's workload gives now
// (patternJson); empty for every candidate when `pattern` is empty. Counted: complete replays of the same
// collectives on the candidate's cluster, alone (not beside another job). Every candidate is compared at one rank
// count and arrival rate: the one the most candidates ran (on a tie the larger rank count, then the open loop);
// replays at another are listed as left out.
QList<WorkloadEvidence> workloadEvidence(const QList<ReplayStepResult>& replays, const QList<qint64>& candidateIds,
                                         const QJsonObject& pattern);

} // namespace fw::core
