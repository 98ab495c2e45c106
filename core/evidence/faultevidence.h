// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "analysis/decisionscoring.h"
#include "remote/planresults.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QSet>
#include <QStringList>
#include <optional>

namespace fw::core {

// The failures seen under one fault kind over a candidate's counted fault steps.
struct FaultKindTally
{
    int counted = 0;
    int held = 0;
    int failedDuring = 0; // the benchmark during the fault did not complete
};

// What one candidate's fault steps of stored plan runs (PlanResults::faultSteps) say about its fault behaviour and
// counters health: the figures the Decision page scores, the report and `fabric-workbench decision` print. They are
// the per-step figures the Compare page shows (FaultStepResult::recovery, FaultStepResult::counterAlarms), taken
// together; only the candidate's own plan runs count.
struct FaultEvidence
{
    Q_DECLARE_TR_FUNCTIONS(FaultEvidence)

public:
    // Counted for fault behaviour: steps whose fault was applied and whose recovery was measured.
    QList<PlanStepRef> countedSteps;
    QList<double> recoverySeconds; // of the counted steps that recovered, in step order
    int held = 0;
    QMap<QString, FaultKindTally> byKind;
    // Counted for counters health: steps whose counter delta over the fault was read.
    QList<PlanStepRef> counterSteps;
    int warnings = 0;
    int criticals = 0;
    QStringList steps;   // per step of the candidate, what it gave ("plan run 3 step 2: recovered in 20 s, ...")
    QStringList leftOut; // per step left out of a score, and why
    QList<PlanStepRef> thisComputerSteps; // left out because they ran on this computer (issue 43)

    // Median of recoverySeconds; none when no counted step recovered.
    std::optional<double> medianRecoverySeconds() const;
    // Warnings and criticals per counter phase read (mean); none when none was read.
    std::optional<double> alarmsPerPhase() const;
    QString faultSource() const;   // empty when no step was counted
    QString counterSource() const; // empty when no phase was read

    // A counted step holds when it recovered and the benchmark during the fault did not fail, except under
    // node-remove, which kills a rank and so ends the job by design on every fabric.
    static bool holds(const FaultStepResult& step);
};

// One candidate's evidence; with `kinds`, steps of other fault kinds are left out (and say so).
FaultEvidence faultEvidence(const QList<FaultStepResult>& steps, qint64 candidateId,
                            const std::optional<QSet<QString>>& kinds = std::nullopt);

// The evidence of each candidate, compared on the same faults: when two or more candidates have counted fault
// steps, only the fault kinds every one of them counted are scored; a kind only some ran is left out of all of
// them, with the reason, since it cannot rank them.
QList<FaultEvidence> faultEvidence(const QList<FaultStepResult>& steps, const QList<qint64>& candidateIds);

} // namespace fw::core
