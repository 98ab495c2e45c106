// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/acceptanceplan.h"
#include "domain/workload.h"

namespace fw::core {

// The acceptance plan made from the buyer's workload (issue 36, docs/workload.md "The plan from the workload"): the
// standard plan, with a sweep of each collective the step runs over the sizes it runs it at, the replay of the step's
// pattern (carried in the plan) alone and before and during each fault, and for inference an open-loop replay at a
// request rate the buyer sets. The description must be valid (validate() empty).
AcceptancePlan planFromWorkload(const WorkloadDescription& description, const QString& node, const QString& interface,
                                const QString& storagePath);

} // namespace fw::core
