#pragma once

#include "domain/benchmarkrun.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <optional>

namespace fw::core {

// What a supplier's figure is about: bus bandwidth (GB/s, higher is better) or latency (µs, lower is better).
enum class ClaimMetric
{
    BusBandwidth,
    Latency
};

// A figure quoted in an answer that one of our runs can measure: "389.5 GB/s busbw at 128 MiB", "24 µs at 8 B".
struct NumericClaim
{
    ClaimMetric metric = ClaimMetric::BusBandwidth;
    double value = 0;                   // GB/s or µs
    std::optional<qint64> bytes;        // the message size it is quoted at, when the answer names one
    std::optional<qint64> decimalBytes; // the same size read 1000-based, when its unit ("MB") allows both

    bool operator==(const NumericClaim&) const = default;
};

// The figures of an answer, in the order written. Bandwidth: a number with "GB/s" (bytes: "Gb/s" is a link speed
// and is not read). Latency: a number with "µs", "us", "usec", "ms" or "ns", kept in µs. A size after it ("at",
// "@", "for" and a number with B, KB, KiB, MB, MiB, GB, GiB or bytes) is the size it is quoted at; KB, MB and GB are
// taken as 1024-based like the sizes benchmarks sweep (the 1000-based size is matched too). A decimal comma is read.
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

// One claim set against one run at the same metric and size.
struct ClaimCheck
{
    Q_DECLARE_TR_FUNCTIONS(ClaimCheck)

public:
    NumericClaim claim;
    qint64 runId = 0;
    QString runName;             // the run's label, else "run 7"
    qint64 bytes = -1;           // the size compared at; -1 when none
    double measured = kUnknown;  // GB/s or µs, the worse of in-place and out-of-place (and of repeated sweeps)
    double deviationPercent = 0; // of the claim; positive when the measurement is better
    ClaimVerdict verdict = ClaimVerdict::NotCompared;
    QString reason; // NotCompared: why

    bool contradicts() const { return verdict == ClaimVerdict::Worse; }
    // "389.5 GB/s bus bandwidth at 128 MiB" (quoted by the supplier)
    QString claimText() const;
    // "350.1 GB/s at 128 MiB in run 7" (measured); the reason when there is no measurement
    QString measuredText() const;
    // "within tolerance (±10 %)", "better by 12 % (tolerance ±10 %)", "worse by 10 % (tolerance ±10 %)", "not compared"
    QString verdictText() const;
    // One sentence with all three.
    QString describe() const;
};

// The measurement of `run` (its rows loaded) for `claim`: at the claim's size, or, when the claim names none, at the
// run's largest size for bandwidth and its smallest for latency (the sizes those figures are quoted at). Bandwidth
// is the bus bandwidth; latency the mean time per operation (the time nccl-tests and OSU print). Only our own
// measurements check a claim: a run that is a supplier's claim itself is not compared.
ClaimCheck checkClaim(const NumericClaim& claim, const BenchmarkRun& run);

// Every figure of `answerText` against every run, run by run.
QList<ClaimCheck> checkClaims(const QString& answerText, const QList<BenchmarkRun>& runs);

} // namespace fw::core
