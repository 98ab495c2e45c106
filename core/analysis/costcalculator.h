// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "analysis/costderivations.h"
#include "domain/costmodel.h"
#include "domain/pricesheet.h"

#include <QList>
#include <QStringList>
#include <array>
#include <optional>

namespace fw::core {

// The measurements stored for one candidate; empty lists mean there are none.
struct CostEvidence
{
    QList<AcceptanceRunInput> benchmarkRuns;
    QList<FaultRunInput> faultRuns;
};

// Everything one candidate's cost is computed from.
struct CostCase
{
    CostInputs inputs;
    CostSettings settings;
    int nodeCount = 1;
    CostEvidence evidence;
    // The candidate's price-sheet lines and the project's exchange rates: a component whose source is "quoted" and
    // that has lines takes its value from them (analysis/pricing), in the period and currency of `settings`.
    QList<PriceLine> priceLines;
    QList<ExchangeRate> rates;
};

// One input after its source has been resolved: the number used, and how it was obtained.
struct ResolvedInput
{
    std::optional<double> value;
    InputSource source = InputSource::Typed;
    bool overridden = false;
    QString derivation; // the formula with its numbers, for derived inputs (also when overridden)
    QString missing;    // why there is no value; empty when there is one
    QString quote;      // for an input taken from price-sheet lines: the lines with their numbers
    QList<int> quotedLines;

    // The quoted price-sheet lines as text: "3, 5".
    QString quotedLineList() const;
};

// Replaces one resolved number before everything that depends on it is computed: sensitivity analysis.
struct CostPin
{
    CostInputKey key;
    double value;
};

// The fabric-adjusted cost of one candidate (R5.1), normalised (R5.2), with its readiness (R5.3).
struct CostResult
{
    std::array<ResolvedInput, kCostInputCount> inputs;
    std::optional<double> total;
    std::optional<double> acceptedRuns;
    std::optional<double> costPerAcceptedRun;
    std::optional<double> costPerAcceptedOutput; // none without an inference volume
    QStringList missing;                         // "name: why", the three readiness numbers first
    bool ready = false;

    const std::optional<double>& value(CostInputKey key) const { return inputs[int(key)].value; }
};

// The derivations, in dependency order (H = hours in the period):
//   f = incidents × recovery hours / H             (share of the period lost to failed jobs)
//   failed-job waste = compute × f
//   useful GPU utilisation = max(0, 1 − stall fraction − f)
//   queue delay and idle GPU = max(0, compute × (1 − useful utilisation) − failed-job waste)
//   fabric operations = operations hours × hourly rate
// and the normalisation:
//   cost per accepted run = total / (training runs planned × acceptance rate)
//   cost per accepted output = total / accepted inference outputs
// It is ready when the three numbers of R5.3 and the cost per accepted run are known.
CostResult computeCost(const CostCase& costCase, std::optional<CostPin> pin = std::nullopt);

} // namespace fw::core
