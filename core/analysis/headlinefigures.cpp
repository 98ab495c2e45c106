// SPDX-License-Identifier: Apache-2.0
#include "analysis/headlinefigures.h"

#include <algorithm>
#include <cmath>

namespace fw::core {

HeadlineFigures headlineFigures(const BenchmarkRun& run)
{
    HeadlineFigures f;
    for (const SizeResult& row : run.results) {
        f.largeBytes = std::max(f.largeBytes, row.bytes);
        f.smallBytes = f.smallBytes < 0 ? row.bytes : std::min(f.smallBytes, row.bytes);
    }
    for (const SizeResult& row : run.results) {
        if (row.bytes == f.largeBytes && isKnown(row.busbwGBs))
            f.busbwLargeGBs = std::isnan(f.busbwLargeGBs) ? row.busbwGBs : std::min(f.busbwLargeGBs, row.busbwGBs);
        if (row.bytes == f.smallBytes && isKnown(row.p99Us) && !(row.p99Us <= f.p99SmallUs)) {
            f.p99SmallUs = row.p99Us;
            f.p99SmallInterval = row.p99Interval;
        }
    }
    return f;
}

} // namespace fw::core
