// SPDX-License-Identifier: Apache-2.0
#include "base/stats.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>
#include <numeric>
#include <stdexcept>

namespace fw::base {

namespace {

constexpr double kMadScale = 0.6745;          // Phi^-1(0.75): makes MAD comparable to a standard deviation
constexpr double kMeanAbsDevScale = 1.253314; // sqrt(pi / 2), the same for the mean absolute deviation
constexpr double kOutlierScore = 3.5;
constexpr double kOutlierMinRelativeDifference = 0.05;

void requirePercent(double p)
{
    if (!(p >= 0 && p <= 100))
        throw std::invalid_argument("percentile must lie in [0, 100]");
}

std::vector<double> sortedCopy(std::span<const double> values)
{
    std::vector<double> sorted(values.begin(), values.end());
    std::sort(sorted.begin(), sorted.end());
    return sorted;
}

// log P(B = i) for B ~ Binomial(n, q).
double logBinomialPmf(std::size_t n, std::size_t i, double q)
{
    const auto nd = static_cast<double>(n);
    const auto id = static_cast<double>(i);
    return std::lgamma(nd + 1) - std::lgamma(id + 1) - std::lgamma(nd - id + 1) + id * std::log(q) +
           (nd - id) * std::log1p(-q);
}

} // namespace

double percentileNearestRank(std::span<const double> sorted, double p)
{
    requirePercent(p);
    if (sorted.empty())
        return 0;
    // p * n / 100 in this order keeps e.g. 99.9 * 1000 / 100 exact; the tolerance absorbs what rounding is left,
    // so an exact rank is never pushed to the next sample.
    const double exact = p * static_cast<double>(sorted.size()) / 100.0;
    const auto rank = static_cast<std::size_t>(std::ceil(exact - 1e-9 * std::max(1.0, exact)));
    return sorted[std::clamp<std::size_t>(rank, 1, sorted.size()) - 1];
}

double percentileInterpolated(std::span<const double> sorted, double p)
{
    requirePercent(p);
    if (sorted.empty())
        return 0;
    const double h = static_cast<double>(sorted.size() - 1) * p / 100.0;
    const auto below = static_cast<std::size_t>(std::floor(h));
    const std::size_t above = std::min(below + 1, sorted.size() - 1);
    return sorted[below] + (h - static_cast<double>(below)) * (sorted[above] - sorted[below]);
}

Summary summarize(std::span<const double> samples)
{
    Summary summary;
    if (samples.empty())
        return summary;
    const std::vector<double> sorted = sortedCopy(samples);
    const auto n = static_cast<double>(sorted.size());
    summary.count = sorted.size();
    summary.min = sorted.front();
    summary.max = sorted.back();
    summary.avg = std::accumulate(sorted.begin(), sorted.end(), 0.0) / n;
    summary.p50 = percentileNearestRank(sorted, 50);
    summary.p95 = percentileNearestRank(sorted, 95);
    summary.p99 = percentileNearestRank(sorted, 99);
    summary.p999 = percentileNearestRank(sorted, 99.9);
    if (sorted.size() > 1) {
        double squares = 0;
        for (const double x : sorted)
            squares += (x - summary.avg) * (x - summary.avg);
        summary.stdev = std::sqrt(squares / (n - 1));
    }
    summary.cvPct = summary.avg != 0 ? 100.0 * summary.stdev / summary.avg : 0;
    return summary;
}

double median(std::span<const double> values)
{
    if (values.empty())
        return 0;
    // A selection, not a sort: the straggler verdict takes several medians of thousands of ranks per size.
    std::vector<double> copy(values.begin(), values.end());
    const std::size_t middle = copy.size() / 2;
    const auto at = copy.begin() + static_cast<std::ptrdiff_t>(middle);
    std::nth_element(copy.begin(), at, copy.end());
    if (copy.size() % 2)
        return *at;
    return (*std::max_element(copy.begin(), at) + *at) / 2;
}

double medianOfKnown(std::span<const double> values)
{
    std::vector<double> known;
    known.reserve(values.size());
    std::copy_if(values.begin(), values.end(), std::back_inserter(known), [](double v) { return std::isfinite(v); });
    return known.empty() ? std::numeric_limits<double>::quiet_NaN() : median(known);
}

double medianAbsoluteDeviation(std::span<const double> values)
{
    const double center = median(values);
    std::vector<double> deviations;
    deviations.reserve(values.size());
    for (const double x : values)
        deviations.push_back(std::abs(x - center));
    return median(deviations);
}

std::vector<double> robustZScores(std::span<const double> values)
{
    std::vector<double> scores(values.size(), 0.0);
    if (values.empty())
        return scores;
    const double center = median(values);
    double scale = medianAbsoluteDeviation(values) / kMadScale;
    if (scale == 0) {
        double meanAbsDev = 0;
        for (const double x : values)
            meanAbsDev += std::abs(x - center);
        scale = kMeanAbsDevScale * meanAbsDev / static_cast<double>(values.size());
    }
    if (scale == 0)
        return scores;
    for (std::size_t i = 0; i < values.size(); ++i)
        scores[i] = (values[i] - center) / scale;
    return scores;
}

std::vector<std::size_t> robustOutliers(std::span<const double> values)
{
    std::vector<std::size_t> outliers;
    if (values.size() < 3)
        return outliers;
    const double center = median(values);
    const std::vector<double> scores = robustZScores(values);
    for (std::size_t i = 0; i < values.size(); ++i)
        if (std::abs(scores[i]) > kOutlierScore &&
            std::abs(values[i] - center) >= kOutlierMinRelativeDifference * std::abs(center))
            outliers.push_back(i);
    return outliers;
}

std::optional<OrderStatisticRanks> quantileConfidenceRanks(std::size_t n, double q, double confidence)
{
    if (!(q > 0 && q < 1) || !(confidence > 0 && confidence < 1))
        throw std::invalid_argument("quantile and confidence must lie in (0, 1)");
    if (n == 0)
        return std::nullopt;
    const double tail = (1 - confidence) / 2;

    // B counts samples below the quantile. X(l) <= xi_q exactly when B >= l, so the lower bound is the largest l
    // with P(B <= l - 1) <= tail.
    double below = 0;
    std::size_t lower = 0;
    for (std::size_t i = 0; i < n; ++i) {
        below += std::exp(logBinomialPmf(n, i, q));
        if (below > tail)
            break;
        lower = i + 1;
    }
    // Symmetrically, the upper bound is the smallest u with P(B >= u) <= tail; summed from the top so the small
    // tail is not lost to cancellation against 1.
    double above = 0;
    std::size_t upper = n + 1;
    for (std::size_t j = n; j >= 1; --j) {
        above += std::exp(logBinomialPmf(n, j, q));
        if (above > tail)
            break;
        upper = j;
    }
    if (lower == 0 || upper > n)
        return std::nullopt;
    return OrderStatisticRanks{lower, upper};
}

std::optional<Interval> quantileConfidenceInterval(std::span<const double> sorted, double q, double confidence)
{
    const auto ranks = quantileConfidenceRanks(sorted.size(), q, confidence);
    if (!ranks)
        return std::nullopt;
    return Interval{sorted[ranks->lower - 1], sorted[ranks->upper - 1]};
}

} // namespace fw::base
