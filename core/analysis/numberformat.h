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
// A message or file size in binary units with the locale's digits: "8 B", "64 KiB", "1.5 MiB" (one decimal only
// when it is not a whole multiple); the unit symbol never takes a plural, so never "1 Bytes".
QString formatBytes(qint64 bytes);
// A score, total, weight change or tie margin of the decision matrix: always two decimals.
QString formatPoints(double value);
// The agent's adaptive p99 interval: "95 % confidence 10.1 – 12.3 µs, converged".
QString formatP99Interval(const P99Interval& interval);

} // namespace fw::core
