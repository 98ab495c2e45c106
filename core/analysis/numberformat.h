#pragma once

#include <QString>

namespace fw::core {

// A number for explanations and tables, in the default locale: whole numbers from 100 up, two decimals
// from 1, four significant digits below.
QString formatNumber(double value);
// A score, total, weight change or tie margin of the decision matrix: always two decimals.
QString formatPoints(double value);

} // namespace fw::core
