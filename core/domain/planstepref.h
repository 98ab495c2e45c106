// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QtGlobal>
#include <compare>

namespace fw::core {

// One step of a stored acceptance plan run, as evidence names it: the plan run's id and the step's index in its plan
// (from 0; shown from 1).
struct PlanStepRef
{
    qint64 planRunId = 0;
    int step = 0;

    auto operator<=>(const PlanStepRef&) const = default;
};

} // namespace fw::core
