// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

#include <QString>

namespace fw::core {

// A number for explanations and tables, in the default locale: whole numbers from 100 up, two decimals
// from 1, four significant digits below.
QString formatNumber(double value);
// A count (runs, incidents): whole when it is whole ("38", "1,200"), else with one decimal ("37.6", an expected
// number per period).
QString formatCount(double value);
// A score, total, weight change or tie margin of the decision matrix: always two decimals.
QString formatPoints(double value);
// A share as a number of percent, in the default locale with three significant digits: 0.5 gives "50", 0.995
// "99.5". The caller writes the % sign as its sentence's language does.
QString formatPercentOf(double share);
// A size in bytes with binary units, the same everywhere (pages, charts, report, command line): "8 B", "64 KiB",
// "1.5 MiB" (a whole number for an exact multiple, else one decimal in the locale). The unit symbols are the same in
// every language, and "B" has no plural, so there is never a "1 Bytes".
QString formatBytes(qint64 bytes);
// The agent's adaptive p99 interval: "95 % confidence 10.1 – 12.3 µs, converged".
QString formatP99Interval(const P99Interval& interval);

} // namespace fw::core
