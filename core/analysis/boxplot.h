// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstddef>
#include <span>

namespace fw::core {

// Tukey box-plot figures of one sample set: quartiles by linear interpolation (type 7), whiskers at the most
// extreme values within 1.5 IQR of the box, and how many values lie beyond them.
struct BoxStats
{
    std::size_t count = 0;
    double min = 0;
    double lowerWhisker = 0;
    double q1 = 0;
    double median = 0;
    double q3 = 0;
    double upperWhisker = 0;
    double max = 0;
    double mean = 0;
    double cvPct = 0; // sample stdev / mean in percent; 0 for fewer than two values or a zero mean
    std::size_t outliersBelow = 0;
    std::size_t outliersAbove = 0;
};

// Empty input gives a zero BoxStats. NaNs are ignored.
BoxStats boxStats(std::span<const double> values);
BoxStats boxStats(std::span<const float> values);

// Sample standard deviation over the mean, in percent: the run-to-run variation of a set of medians.
// 0 for fewer than two values or a zero mean.
double coefficientOfVariationPct(std::span<const double> values);

} // namespace fw::core
