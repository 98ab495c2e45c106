#pragma once

#include "domain/costmodel.h"

#include <QList>
#include <QString>
#include <limits>
#include <optional>

namespace fw::core {

// A number the workbench worked out, with the working; without a value, `explanation` says what is missing.
struct Derivation
{
    std::optional<double> value;
    QString explanation;
};

// What the acceptance rate needs from one stored benchmark run, whatever produced it.
struct AcceptanceRunInput
{
    std::optional<int> nodes;
    bool ownMeasurement = true; // a supplier's claim is never part of our acceptance rate
    bool correctnessFailed = false;
    bool stale = false;                                                // its BOM changed after the run (R2.2)
    double busBandwidthGBs = std::numeric_limits<double>::quiet_NaN(); // at the largest message size
    double p99LatencyUs = std::numeric_limits<double>::quiet_NaN();    // at the smallest message size
};

// What the waste terms need from one fault or replay run: how long it ran, how much of that the job made
// no progress, and how long it took to resume after the injected fault (none when it did not recover).
struct FaultRunInput
{
    double wallSeconds = 0;
    double stalledSeconds = 0;
    std::optional<double> recoverySeconds;
};

// a = accepted / considered, over our own current runs at exactly `nodeCount` nodes. A run is accepted when no
// correctness check failed and it meets every set threshold; a threshold it does not report fails it.
Derivation deriveAcceptanceRate(const QList<AcceptanceRunInput>& runs, int nodeCount,
                                const AcceptanceThresholds& thresholds);

// s = sum of stalled seconds / sum of wall seconds, over every fault run.
Derivation deriveStallFraction(const QList<FaultRunInput>& runs);

// R = mean recovery seconds / 3600, over the fault runs that recovered.
Derivation deriveRecoveryHours(const QList<FaultRunInput>& runs);

} // namespace fw::core
