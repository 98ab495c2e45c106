// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

#include <QString>

// How a benchmark run is described to people, the same in the Benchmarks page and on the command line.
namespace fw::app::runtext {

// "8 B - 128 MiB (25 sizes)"
QString sizeRange(const core::BenchmarkRun::Summary& summary);
// "16 ranks on 2 nodes", "ranks not stated"
QString placement(const core::BenchmarkRun& run);
// "nccl-tests 2.18.2"
QString toolWithVersion(const core::BenchmarkRun& run);
// One line: tool, test, placement, sizes and correctness.
QString oneLine(const core::BenchmarkRun& run);
// One line per size with an adaptive p99 interval: "8 B, in place: p99 11.2 µs, 95 % confidence ...".
QStringList p99Intervals(const core::BenchmarkRun& run);

} // namespace fw::app::runtext
