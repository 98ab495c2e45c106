// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/agentresults.h"
#include "domain/benchmarkrun.h"

#include <QDateTime>
#include <QList>
#include <optional>

namespace fw::core {

// The change at one message size (and variant) between a baseline run and a run during a fault. Figures are NaN
// when either run lacks them.
struct SizeImpact
{
    qint64 bytes = 0;
    bool inPlace = false;
    double baselineP99Us = kUnknown;
    double duringP99Us = kUnknown;
    double p99Ratio = kUnknown;   // during / baseline: 2 means twice as slow
    double p99DeltaUs = kUnknown; // during - baseline
    double baselineBusbwGBs = kUnknown;
    double duringBusbwGBs = kUnknown;
    double busbwRatio = kUnknown;    // during / baseline: 0.5 means half the bandwidth
    double busbwDeltaGBs = kUnknown; // during - baseline
};

// One run after the revert, and when it started.
struct RecoveryObservation
{
    QDateTime startedAt;
    BenchmarkRun run;
};

// One observation as the recovery saw it: the worst p99 ratio to the baseline over the compared sizes.
struct RecoveryPoint
{
    double secondsAfterRevert = kUnknown;
    double worstP99Ratio = kUnknown;
    bool withinTolerance = false;
};

struct Recovery
{
    bool recovered = false;
    // From the revert to the start of the first run from which on every observed run had p99 within the tolerance
    // at every compared size; NaN when not recovered.
    double secondsToRecover = kUnknown;
    double observedWindowS = kUnknown; // revert to the last observed run's start; NaN without observations
    double tolerance = 0.10;
    QList<RecoveryPoint> points; // in time order
};

// What a fault cost a training job: the same replay run without the fault and while it was held.
struct ReplayStall
{
    int steps = 0;                    // steps timed under the fault
    double baselineStepUs = kUnknown; // mean step time without the fault
    double faultStepUs = kUnknown;    // mean step time under it
    double wallSeconds = 0;           // steps × faultStepUs: the time the steps under the fault took
    double stalledSeconds = 0;        // steps × max(0, faultStepUs − baselineStepUs): the time they made no progress
};

// Fault impact (R4.4, R7.1): how much a fault slowed the collective, and how long the fabric took to come back.
class FaultImpact
{
public:
    static constexpr double kDefaultTolerance = 0.10;

    // Per (size, variant) present in both runs, sorted by size, out of place first. A run with several rows for one
    // size (repeated sweeps) contributes their median.
    static QList<SizeImpact> impact(const BenchmarkRun& baseline, const BenchmarkRun& during);

    // A run is back when p99 <= baseline p99 × (1 + tolerance) at every size both have. A run that comes back and
    // then falls out again does not count as recovered: recovery is the first run from which on all later observed
    // runs stay back. Observations before the revert are ignored; the order of `after` does not matter.
    static Recovery recovery(const BenchmarkRun& baseline, const QDateTime& revertedAt,
                             const QList<RecoveryObservation>& after, double tolerance = kDefaultTolerance);

    // The worst p99 ratio of `run` to `baseline` over the sizes both have; NaN when they share none.
    static double worstP99Ratio(const BenchmarkRun& baseline, const BenchmarkRun& run);

    // The step-time inflation of `underFault` over `baseline`; none when either has no result, failed (job or
    // data) or timed no step.
    static std::optional<ReplayStall> stall(const ReplayResults& baseline, const ReplayResults& underFault);
};

} // namespace fw::core
