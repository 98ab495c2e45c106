// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

namespace fw::core {

// The figures a benchmark run is judged by in the decision, the cost model and the report: p99 latency at its
// smallest message size and bus bandwidth at its largest, each the worse of in-place and out-of-place, since a job
// may meet either. Unknown (kUnknown) where the run has no such row.
struct HeadlineFigures
{
    double p99SmallUs = kUnknown;
    std::optional<P99Interval> p99SmallInterval; // the agent's adaptive interval of that p99, when it has one
    qint64 smallBytes = -1;
    double busbwLargeGBs = kUnknown;
    qint64 largeBytes = -1;
};

HeadlineFigures headlineFigures(const BenchmarkRun& run);

} // namespace fw::core
