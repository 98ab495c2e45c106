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
// A message or data size in one unit family, binary prefixes: "8 B", "64 KiB", "1 MiB", "1.5 GiB" (a decimal in the
// default locale where the size is not a whole number of the unit). Never "bytes", "kB" or "MB".
QString formatByteSize(qint64 bytes);
// The agent's adaptive p99 interval: "95 % confidence 10.1 – 12.3 µs, converged".
QString formatP99Interval(const P99Interval& interval);

} // namespace fw::core
