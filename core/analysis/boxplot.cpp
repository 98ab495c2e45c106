// SPDX-License-Identifier: Apache-2.0
#include "analysis/boxplot.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace fw::core {

namespace {

// Hyndman-Fan type 7 on ascending data.
double quantile(const std::vector<double>& sorted, double q)
{
    const double h = (double(sorted.size()) - 1) * q;
    const auto lo = std::size_t(std::floor(h));
    const std::size_t hi = std::min(lo + 1, sorted.size() - 1);
    return sorted[lo] + (h - double(lo)) * (sorted[hi] - sorted[lo]);
}

BoxStats fromSorted(std::vector<double> v)
{
    BoxStats s;
    if (v.empty())
        return s;
    std::sort(v.begin(), v.end());
    s.count = v.size();
    s.min = v.front();
    s.max = v.back();
    s.q1 = quantile(v, 0.25);
    s.median = quantile(v, 0.5);
    s.q3 = quantile(v, 0.75);
    const double iqr = s.q3 - s.q1;
    const double lowFence = s.q1 - 1.5 * iqr;
    const double highFence = s.q3 + 1.5 * iqr;
    const auto firstIn = std::lower_bound(v.begin(), v.end(), lowFence);
    const auto endIn = std::upper_bound(v.begin(), v.end(), highFence);
    s.outliersBelow = std::size_t(firstIn - v.begin());
    s.outliersAbove = std::size_t(v.end() - endIn);
    // The box always lies within the fences, so at least one value does too.
    s.lowerWhisker = *firstIn;
    s.upperWhisker = *(endIn - 1);
    s.cvPct = coefficientOfVariationPct(v);
    double sum = 0;
    for (double x : v)
        sum += x;
    s.mean = sum / double(v.size());
    return s;
}

} // namespace

BoxStats boxStats(std::span<const double> values)
{
    std::vector<double> v;
    v.reserve(values.size());
    for (double x : values)
        if (!std::isnan(x))
            v.push_back(x);
    return fromSorted(std::move(v));
}

BoxStats boxStats(std::span<const float> values)
{
    std::vector<double> v;
    v.reserve(values.size());
    for (float x : values)
        if (!std::isnan(x))
            v.push_back(double(x));
    return fromSorted(std::move(v));
}

double coefficientOfVariationPct(std::span<const double> values)
{
    if (values.size() < 2)
        return 0;
    double sum = 0;
    for (double x : values)
        sum += x;
    const double mean = sum / double(values.size());
    if (mean == 0)
        return 0;
    double squares = 0;
    for (double x : values)
        squares += (x - mean) * (x - mean);
    const double stdev = std::sqrt(squares / double(values.size() - 1));
    return 100.0 * stdev / std::abs(mean);
}

} // namespace fw::core
