// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/costmodel.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <limits>
#include <optional>

namespace fw::core {

// A number the workbench worked out, with the working; without a value, `explanation` says what is missing.
struct Derivation
{
    std::optional<double> value;
    QString explanation;
};

// What the acceptance rate needs from one stored benchmark run, whatever produced it. The figures are read at the
// sizes the thresholds name (acceptanceInput() in core/evidence), else at the run's largest and smallest size.
struct AcceptanceRunInput
{
    qint64 runId = 0;
    std::optional<int> ranks;
    std::optional<int> nodes;
    bool ownMeasurement = true; // a supplier's claim is never part of our acceptance rate...
    bool failedAttempt = false; // ...unless its log says the run failed, kept as a failed attempt (issue 41)
    bool correctnessFailed = false;
    bool correctnessPassed = false; // every row was checked and right
    bool stale = false;             // its BOM changed after the run (R2.2)
    double busBandwidthGBs = std::numeric_limits<double>::quiet_NaN();
    qint64 bandwidthBytes = -1; // where busBandwidthGBs was read; -1 when the run has no such size
    double p99LatencyUs = std::numeric_limits<double>::quiet_NaN();
    qint64 latencyBytes = -1;
    double cvPercent = std::numeric_limits<double>::quiet_NaN(); // at bandwidthBytes
    // For the built-in rules: bus bandwidth at the run's largest size, and the fabric line rate the run could use
    // there (fabricLineRateGBs(): the BOM's NIC speed × the NICs its ranks on a node can drive); none undeclared.
    double largestBusBandwidthGBs = std::numeric_limits<double>::quiet_NaN();
    qint64 largestBytes = -1;
    std::optional<double> lineRateGBs;
};

// What the thresholds make of one run: accepted, rejected, or not judged (no threshold set, a supplier's claim,
// or a stale run), with the reasons a person reads.
enum class RunVerdict
{
    Accepted,
    Rejected,
    NotJudged
};

struct RunAcceptance
{
    RunVerdict verdict = RunVerdict::NotJudged;
    QStringList reasons; // why rejected or not judged; for an accepted run, what it met. Each names its rule.
};

// The rules in words: the built-in ones ("no failed correctness check", "bus bandwidth never zero", the line-rate
// floor, with the reason when it was lowered), then the set thresholds ("bus bandwidth ≥ 180 GB/s at 1 GiB").
QStringList acceptanceRules(const AcceptanceThresholds& thresholds);

RunAcceptance judgeRun(const AcceptanceRunInput& run, const AcceptanceThresholds& thresholds);
QString displayName(RunVerdict verdict);
QString storageKey(RunVerdict verdict); // "accepted", "rejected", "not_judged" (`cost acceptance --json`)

// What the waste terms need from one measured run of a plan: how long a replay ran under a fault and how much of
// that it made no progress (step-time inflation over the same replay without the fault), and how long a job took
// to run again from its last checkpoint after a rank was killed (a storage step with --kill-rank; none when it did
// not recover). `source` names the plan run and step.
struct FaultRunInput
{
    double wallSeconds = 0;
    double stalledSeconds = 0;
    std::optional<double> recoverySeconds;
    QString source;
};

// a = accepted / considered, over our own current runs at exactly `nodeCount` nodes. A run is accepted when no
// correctness check failed and judgeRun() accepts it: it meets every set threshold; a figure it does not report
// fails it.
Derivation deriveAcceptanceRate(const QList<AcceptanceRunInput>& runs, int nodeCount,
                                const AcceptanceThresholds& thresholds);

// s = sum of stalled seconds / sum of wall seconds, over every run with a wall time.
Derivation deriveStallFraction(const QList<FaultRunInput>& runs);

// R = mean recovery seconds / 3600, over the runs that recovered. The measured recovery runs from the SIGKILL of a
// rank mid-checkpoint until every rank has restored and checked the last complete checkpoint; the explanation says
// what that leaves out.
Derivation deriveRecoveryHours(const QList<FaultRunInput>& runs);

} // namespace fw::core
