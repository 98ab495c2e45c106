// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/agentresults.h"

#include <QCoreApplication>

namespace fw::core {

// The change between two counter snapshots, as `counters delta` computes it but without alarms (the alarm rules
// live in the agent): for plans that took two snapshots instead of asking the agent for the delta. A note says that
// no alarm rules were applied, and which counters the earlier snapshot lacked.
class CounterComparison
{
    Q_DECLARE_TR_FUNCTIONS(CounterComparison)

public:
    static CounterDelta between(const CounterSnapshot& before, const CounterSnapshot& after);
};

} // namespace fw::core
