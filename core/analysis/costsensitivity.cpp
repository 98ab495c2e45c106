// SPDX-License-Identifier: Apache-2.0
#include "analysis/costsensitivity.h"

#include <algorithm>
#include <cmath>

namespace fw::core {

namespace {

std::optional<double> costPerRunWith(const CostCase& costCase, CostInputKey key, double value)
{
    return computeCost(costCase, CostPin{key, value}).costPerAcceptedRun;
}

double clampToRange(CostInputKey key, double value)
{
    return unitOf(key) == CostUnit::Fraction ? std::clamp(value, 0.0, 1.0) : std::max(0.0, value);
}

} // namespace

double TornadoBar::span() const
{
    return std::abs(highCost - lowCost);
}

QList<TornadoBar> tornado(const CostCase& costCase, double fraction)
{
    const CostResult base = computeCost(costCase);
    QList<TornadoBar> bars;
    if (!base.costPerAcceptedRun)
        return bars;
    for (int i = 0; i < kCostInputCount; ++i) {
        const CostInputKey key = CostInputKey(i);
        if (!base.value(key))
            continue;
        TornadoBar bar{.key = key, .baseValue = *base.value(key)};
        bar.lowValue = clampToRange(key, bar.baseValue * (1.0 - fraction));
        bar.highValue = clampToRange(key, bar.baseValue * (1.0 + fraction));
        const auto low = costPerRunWith(costCase, key, bar.lowValue);
        const auto high = costPerRunWith(costCase, key, bar.highValue);
        if (!low || !high)
            continue; // e.g. an acceptance rate moved to zero: no run is accepted
        bar.lowCost = *low;
        bar.highCost = *high;
        // Relative, so a tiny rounding difference in a huge cost does not count as sensitivity.
        if (bar.span() > 1e-12 * std::abs(*base.costPerAcceptedRun))
            bars.append(bar);
    }
    std::stable_sort(bars.begin(), bars.end(),
                     [](const TornadoBar& a, const TornadoBar& b) { return a.span() > b.span(); });
    return bars;
}

std::optional<double> breakEven(const CostCase& costCase, CostInputKey key, double targetCostPerRun)
{
    const auto gap = [&](double value) -> std::optional<double> {
        const auto cost = costPerRunWith(costCase, key, value);
        return cost ? std::optional(*cost - targetCostPerRun) : std::nullopt;
    };
    // Probe the range coarsely for a sign change, then bisect inside it.
    QList<double> probes;
    if (unitOf(key) == CostUnit::Fraction) {
        for (int i = 0; i <= 100; ++i)
            probes << i / 100.0;
    } else {
        const auto base = computeCost(costCase).value(key);
        const double scale = base && *base > 0 ? *base : 1.0;
        probes << 0.0;
        for (int e = -40; e <= 40; ++e)
            probes << scale * std::ldexp(1.0, e);
    }
    std::optional<double> previousValue;
    std::optional<double> previousGap;
    for (double probe : probes) {
        const auto g = gap(probe);
        if (!g)
            continue;
        if (*g == 0)
            return probe;
        if (previousGap && (*previousGap < 0) != (*g < 0)) {
            double lo = *previousValue, hi = probe;
            const bool negativeAtLo = *previousGap < 0;
            for (int i = 0; i < 200 && hi - lo > 1e-12 * std::max(1.0, std::abs(hi)); ++i) {
                const double mid = (lo + hi) / 2;
                const auto gm = gap(mid);
                if (!gm)
                    return std::nullopt;
                if ((*gm < 0) == negativeAtLo)
                    lo = mid;
                else
                    hi = mid;
            }
            return (lo + hi) / 2;
        }
        previousValue = probe;
        previousGap = g;
    }
    return std::nullopt;
}

} // namespace fw::core
