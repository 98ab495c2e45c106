// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"
#include "domain/planstepref.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <optional>

namespace fw::core {

// What a supplier's figure is about: bus bandwidth (GB/s, higher is better), latency (µs, lower is better) or a
// recovery time (seconds, lower is better). Runs check the first two, plan steps the third.
enum class ClaimMetric
{
    BusBandwidth,
    Latency,
    Recovery
};

// A figure quoted in an answer that one of our runs can measure: "389.5 GB/s busbw at 128 MiB", "24 µs at 8 B".
struct NumericClaim
{
    ClaimMetric metric = ClaimMetric::BusBandwidth;
    double value = 0;                   // GB/s, µs or s
    std::optional<qint64> bytes;        // the message size it is quoted at, when the answer names one
    std::optional<qint64> decimalBytes; // the same size read 1000-based, when its unit ("MB") allows both
    bool p99 = false;                   // latency: the answer calls it the 99th percentile ("p99 24 µs")

    bool operator==(const NumericClaim&) const = default;
};

// The figures of an answer, in the order written. Bandwidth: a number with "GB/s" (bytes: "Gb/s" is a link speed
// and is not read). Latency: a number with "µs", "us", "usec", "ms" or "ns", kept in µs; "p99", "99th" or "99 %"
// next to it marks it as the 99th percentile. Recovery: a number with "s", "sec", "seconds", "min", "minutes" (also
// "Sekunden", "Minuten", "秒", "分"), kept in seconds. A size after a bandwidth or latency ("at", "@", "for" and a
// number with B, KB, KiB, MB, MiB, GB, GiB or bytes) is the size it is quoted at; KB, MB and GB are taken as
// 1024-based like the sizes benchmarks sweep (the 1000-based size is matched too). A decimal comma is read.
QList<NumericClaim> numericClaims(const QString& text);

enum class ClaimVerdict
{
    Within,     // the measurement is within the tolerance of the claim, either way
    Better,     // better than the claim by more than the tolerance
    Worse,      // worse than the claim by more than the tolerance: the measurement contradicts it
    NotCompared // no measurement to set against it (see reason)
};

// How far a measurement may fall short of (or exceed) a claim and still be "within tolerance", in percent of the
// claim: run-to-run variation between two good runs of the same fabric is of this order.
inline constexpr double kClaimTolerancePercent = 10.0;

// What one step of a stored plan run measured of recovery (core/evidence reads it from the plan run).
struct StepRecovery
{
    enum class Kind
    {
        AfterRevert,     // a fault step: from the revert until p99 was back within tolerance
        RestoreAfterKill // a storage step with --kill-rank: from the kill until every rank restored the checkpoint
    };

    PlanStepRef step;
    QString name; // "plan run 3 (nightly), step 2 (link down)"
    Kind kind = Kind::AfterRevert;
    double seconds = kUnknown;         // what was measured; NaN when nothing was
    double observedSeconds = kUnknown; // AfterRevert, not recovered: how long after the revert runs were watched
    QString reason;                    // why nothing was measured
};

// One claim set against one run (bandwidth, latency) or one plan step (recovery), at the same metric and size.
struct ClaimCheck
{
    Q_DECLARE_TR_FUNCTIONS(ClaimCheck)

public:
    NumericClaim claim;
    qint64 runId = 0;                               // the run compared with; 0 for a plan step
    std::optional<PlanStepRef> planStep;            // the plan step compared with
    QString evidenceName;                           // "run 7 (label)", "plan run 3, step 2 (label)"
    qint64 bytes = -1;                              // the size compared at; -1 when none
    double measured = kUnknown;                     // GB/s, µs or s; for runs the worse of in-place and out-of-place
    std::optional<StepRecovery::Kind> recoveryKind; // what a recovery figure measured
    bool notRecovered = false;   // the step never got back: `measured` is how long it was watched, a lower bound
    bool failedRun = false;      // the run is the log of a run that failed: nothing it holds can support a claim
    double deviationPercent = 0; // of the claim; positive when the measurement is better
    ClaimVerdict verdict = ClaimVerdict::NotCompared;
    QString reason; // NotCompared: why

    bool contradicts() const { return verdict == ClaimVerdict::Worse; }
    // "389.5 GB/s bus bandwidth at 128 MiB" (quoted by the supplier)
    QString claimText() const;
    // "350.1 GB/s at 128 MiB in run 7" (measured); the reason when there is no measurement
    QString measuredText() const;
    // "within tolerance (±10 %)", "better by 12 % (tolerance ±10 %)", "worse by 10 % (tolerance ±10 %)", "worse by
    // more than 40 % (...)" when the step never recovered, "not compared"
    QString verdictText() const;
    // One sentence with all three.
    QString describe() const;
};

// The measurement of `run` (its rows loaded) for `claim`: at the claim's size, or, when the claim names none, at the
// run's largest size for bandwidth and its smallest for latency (the sizes those figures are quoted at). Bandwidth
// is the bus bandwidth; latency the mean time per operation (the time nccl-tests and OSU print), or the p99 when the
// claim says p99. Only our own measurements check a claim: a run that is a supplier's claim itself is not compared.
// A run that failed (issue 41: kept by salvaging a log) is not compared either, and marks the check `failedRun`: a
// claim linked to it rests on a failed run, which the answer's assessment flags.
ClaimCheck checkClaim(const NumericClaim& claim, const BenchmarkRun& run);

// A recovery claim against what a plan step measured. A fault step that never got back within tolerance contradicts
// a claim shorter than the time it was watched; a longer claim is not compared.
ClaimCheck checkRecoveryClaim(const NumericClaim& claim, const StepRecovery& step);

// Every figure of `answerText` against what it can be compared with: bandwidth and latency against every run,
// recovery times against every plan step. A figure with nothing of its kind linked, while something else is, gets
// one "not compared" check that says what to link.
QList<ClaimCheck> checkClaims(const QString& answerText, const QList<BenchmarkRun>& runs,
                              const QList<StepRecovery>& steps = {});

} // namespace fw::core
