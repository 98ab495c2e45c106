// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QtGlobal>

namespace fw::core {
class ProjectFile;
}

namespace fw::test {

// One fault step as a plan ran it, for tests of what stored plan runs give: recovered `seconds` after the revert
// (or still slow then), the benchmark during the fault completed or failed, and `alarms` alarms of the node's
// counters over the fault (no delta read when negative).
struct FaultStepSpec
{
    double seconds = 20;
    bool recovers = true;
    bool duringFails = false;
    int alarms = -1;
    bool baseline = true; // a benchmark before the fault
    bool applied = true;  // the fault's stream says it was applied (a storage burst)
};

// A plan run of one fault step per spec, stored for `candidate` through PlanRunRepository as PlanJob stores one,
// from saved agent streams: a benchmark before (the real 4-rank stream), the fault held and reverted, a benchmark
// during it (3× slower), two after the revert (half-way 2× slower, then back or still 2× slower) and the counter
// delta. Returns the plan run's id. Needs fw_test_streams.
qint64 storeFaultPlanRun(fw::core::ProjectFile& project, qint64 candidate, const QList<FaultStepSpec>& steps);

} // namespace fw::test
