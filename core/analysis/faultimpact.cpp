// SPDX-License-Identifier: Apache-2.0
#include "analysis/faultimpact.h"

#include "base/stats.h"

#include <QMap>
#include <algorithm>
#include <utility>
#include <vector>

namespace fw::core {

namespace {

struct SizeFigures
{
    double p99Us = kUnknown;
    double busbwGBs = kUnknown;
};

using SizeKey = std::pair<qint64, bool>; // bytes, in place

// Sorted by bytes, then out of place before in place (false < true).
QMap<SizeKey, SizeFigures> figuresBySize(const BenchmarkRun& run)
{
    QMap<SizeKey, std::pair<std::vector<double>, std::vector<double>>> collected;
    for (const SizeResult& row : run.results) {
        auto& [p99, busbw] = collected[SizeKey(row.bytes, row.inPlace)];
        p99.push_back(row.p99Us);
        busbw.push_back(row.busbwGBs);
    }
    QMap<SizeKey, SizeFigures> out;
    for (auto it = collected.cbegin(); it != collected.cend(); ++it)
        out.insert(it.key(),
                   SizeFigures{base::medianOfKnown(it.value().first), base::medianOfKnown(it.value().second)});
    return out;
}

double ratio(double numerator, double denominator)
{
    if (!isKnown(numerator) || !isKnown(denominator) || denominator == 0)
        return kUnknown;
    return numerator / denominator;
}

double difference(double a, double b)
{
    return isKnown(a) && isKnown(b) ? a - b : kUnknown;
}

} // namespace

QList<SizeImpact> FaultImpact::impact(const BenchmarkRun& baseline, const BenchmarkRun& during)
{
    const QMap<SizeKey, SizeFigures> before = figuresBySize(baseline);
    const QMap<SizeKey, SizeFigures> fault = figuresBySize(during);
    QList<SizeImpact> out;
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        const auto match = fault.constFind(it.key());
        if (match == fault.cend())
            continue;
        SizeImpact s;
        s.bytes = it.key().first;
        s.inPlace = it.key().second;
        s.baselineP99Us = it.value().p99Us;
        s.duringP99Us = match.value().p99Us;
        s.p99Ratio = ratio(s.duringP99Us, s.baselineP99Us);
        s.p99DeltaUs = difference(s.duringP99Us, s.baselineP99Us);
        s.baselineBusbwGBs = it.value().busbwGBs;
        s.duringBusbwGBs = match.value().busbwGBs;
        s.busbwRatio = ratio(s.duringBusbwGBs, s.baselineBusbwGBs);
        s.busbwDeltaGBs = difference(s.duringBusbwGBs, s.baselineBusbwGBs);
        out << s;
    }
    return out;
}

double FaultImpact::worstP99Ratio(const BenchmarkRun& baseline, const BenchmarkRun& run)
{
    const QMap<SizeKey, SizeFigures> before = figuresBySize(baseline);
    const QMap<SizeKey, SizeFigures> now = figuresBySize(run);
    double worst = kUnknown;
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        const auto match = now.constFind(it.key());
        if (match == now.cend())
            continue;
        const double r = ratio(match.value().p99Us, it.value().p99Us);
        if (isKnown(r) && (!isKnown(worst) || r > worst))
            worst = r;
    }
    return worst;
}

Recovery FaultImpact::recovery(const BenchmarkRun& baseline, const QDateTime& revertedAt,
                               const QList<RecoveryObservation>& after, double tolerance)
{
    Recovery out;
    out.tolerance = tolerance;
    QList<const RecoveryObservation*> observed;
    for (const RecoveryObservation& o : after) {
        if (o.startedAt.isValid() && revertedAt.isValid() && o.startedAt >= revertedAt)
            observed << &o;
    }
    std::stable_sort(observed.begin(), observed.end(), [](const RecoveryObservation* a, const RecoveryObservation* b) {
        return a->startedAt < b->startedAt;
    });
    for (const RecoveryObservation* o : observed) {
        RecoveryPoint p;
        p.secondsAfterRevert = double(revertedAt.msecsTo(o->startedAt)) / 1000.0;
        p.worstP99Ratio = worstP99Ratio(baseline, o->run);
        // No comparable size is no evidence of recovery.
        p.withinTolerance = isKnown(p.worstP99Ratio) && p.worstP99Ratio <= 1.0 + tolerance;
        out.points << p;
    }
    if (out.points.isEmpty())
        return out;
    out.observedWindowS = out.points.constLast().secondsAfterRevert;
    // Walk back from the last run while runs stay within the tolerance.
    qsizetype first = out.points.size();
    while (first > 0 && out.points.at(first - 1).withinTolerance)
        --first;
    if (first < out.points.size()) {
        out.recovered = true;
        out.secondsToRecover = out.points.at(first).secondsAfterRevert;
    }
    return out;
}

std::optional<ReplayStall> FaultImpact::stall(const ReplayResults& baseline, const ReplayResults& underFault)
{
    const auto usable = [](const ReplayResults& r) {
        return r.hasResult && !r.jobFailed() && r.stepTimeUs.isKnown() && isKnown(r.stepTimeUs.avg);
    };
    if (!usable(baseline) || !usable(underFault))
        return std::nullopt;
    ReplayStall s;
    s.steps = underFault.stepTimeUs.count;
    s.baselineStepUs = baseline.stepTimeUs.avg;
    s.faultStepUs = underFault.stepTimeUs.avg;
    s.wallSeconds = s.steps * s.faultStepUs / 1e6;
    s.stalledSeconds = s.steps * std::max(0.0, s.faultStepUs - s.baselineStepUs) / 1e6;
    return s;
}

} // namespace fw::core
