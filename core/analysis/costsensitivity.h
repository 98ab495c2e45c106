// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "analysis/costcalculator.h"

#include <QList>
#include <optional>

namespace fw::core {

// One bar of the tornado: the cost per accepted run with one input moved down and up by the same fraction.
struct TornadoBar
{
    CostInputKey key;
    double baseValue = 0;
    double lowValue = 0;  // the input at −X (fractions stay within 0..1)
    double highValue = 0; // the input at +X
    double lowCost = 0;   // cost per accepted run at lowValue
    double highCost = 0;  // cost per accepted run at highValue

    double span() const;
};

// Every input that has a value and moves the cost per accepted run, each moved by ±`fraction` of its value
// with everything that depends on it recomputed; widest span first. Empty when there is no cost per run.
QList<TornadoBar> tornado(const CostCase& costCase, double fraction);

// The value of `key` at which `costCase` reaches `targetCostPerRun`, all else equal; none when no value in
// the input's range (0 and up; 0..1 for fractions) gets there. The cost per run is monotonic in each input,
// so there is at most one such value.
std::optional<double> breakEven(const CostCase& costCase, CostInputKey key, double targetCostPerRun);

} // namespace fw::core
