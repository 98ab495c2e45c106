// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

// Descriptive and robust statistics for benchmark samples, shared by the agent (which reports them) and the
// workbench (which recomputes them from imported raw samples). Plain C++ so the agent's bundle can carry it.
namespace fw::base {

// Percentiles of ascending data, p in [0, 100].
//
// Nearest rank is the smallest sample with at least p% of the samples at or below it. It is always an observed
// value, never optimistic about a tail, and is what nccl-tests reports for `-I 1`; every percentile the agent
// reports uses it. Below 100 samples its p99 is simply the maximum.
double percentileNearestRank(std::span<const double> sorted, double p);
// Linear interpolation between the two closest ranks (Hyndman-Fan type 7, the default of NumPy and R): smoother,
// but it reports values nobody measured. Kept so the app can show the difference next to imported figures.
double percentileInterpolated(std::span<const double> sorted, double p);

struct Summary
{
    std::size_t count = 0;
    double min = 0;
    double avg = 0;
    double max = 0;
    double p50 = 0;
    double p95 = 0;
    double p99 = 0;
    double p999 = 0;
    double stdev = 0; // sample standard deviation (n - 1); 0 for one sample
    double cvPct = 0; // stdev / avg in percent; 0 when avg is 0
};

// Percentiles are nearest rank. Empty input gives a zero Summary.
Summary summarize(std::span<const double> samples);

// The median (the mean of the two middle values for an even count); 0 for none.
double median(std::span<const double> values);
// The median of the finite values, skipping the unknown (NaN) ones; NaN when none is finite.
double medianOfKnown(std::span<const double> values);
double medianAbsoluteDeviation(std::span<const double> values);

// Modified z-scores (Iglewicz and Hoaglin): 0.6745 (x - median) / MAD. When more than half the values are equal
// the MAD is 0, and 1.253314 x mean absolute deviation stands in for it, as the same authors suggest. All zeros when
// every value is equal. Positive means above the median, i.e. slower for times.
std::vector<double> robustZScores(std::span<const double> values);

// Indices of values whose |robust z| exceeds 3.5 (Iglewicz and Hoaglin's cut-off) and which also differ from the
// median by at least 5%: with very uniform ranks the MAD is tiny and a 1% difference would otherwise be "extreme".
// Two-sided: a value far below the median counts as much as one far above; the sign of its robustZScores entry
// says which side (for times: positive = slow, negative = fast). Callers that give one side a meaning of its own
// (the agent's fast ranks) filter on that sign.
// Small counts: fewer than three values never yield an outlier, since two values are always 0.6745 from their
// median (and nothing says which of two is the odd one). When the MAD is 0 the mean-absolute-deviation stand-in
// bounds the score of a single deviating value among n equal ones by n / 1.253314, so with 3 or 4 values one odd
// value among exactly equal others is never an outlier; 5 is the least count where it can be.
std::vector<std::size_t> robustOutliers(std::span<const double> values);

// 1-based order-statistic ranks [lower, upper] such that [X(lower), X(upper)] covers the q-quantile with at least
// the given confidence, from the binomial distribution of the number of samples below the quantile
// (distribution-free; needs only independent samples). Each tail gets (1 - confidence) / 2. nullopt when n is too
// small for one of the bounds, e.g. below 368 samples for a 95% interval on p99.
struct OrderStatisticRanks
{
    std::size_t lower = 0;
    std::size_t upper = 0;
};
std::optional<OrderStatisticRanks> quantileConfidenceRanks(std::size_t n, double q, double confidence);

struct Interval
{
    double low = 0;
    double high = 0;
};
// The interval above on ascending data; nullopt when it does not exist yet.
std::optional<Interval> quantileConfidenceInterval(std::span<const double> sorted, double q, double confidence);

} // namespace fw::base
