// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <array>
#include <optional>

namespace fw::core {

// The accounting period every cost input is stated for.
enum class CostPeriod
{
    Month,
    Quarter,
    Year
};

// Every number the fabric-adjusted cost (R5) is built from. The first ten are the components of R5.1,
// in money per period; the rest are the volumes of R5.2, the three readiness numbers of R5.3 and what the
// derivations of R5.4 need.
enum class CostInputKey
{
    ComputeCapacity,
    NetworkAdapters,
    Switches,
    OpticsCables,
    RackPowerSpace,
    StorageDataPath,
    FabricOperations,
    FailedJobWaste,
    QueueIdleGpu,
    SupportEscalation,
    TrainingRunsPlanned,
    AcceptedInferenceOutputs,
    UsefulGpuUtilisation,
    AcceptanceRate,
    OperationsHours,
    OperationsHourlyRate,
    StallFraction,
    RecoveryHours,
    IncidentsPerPeriod,
    Count
};
inline constexpr int kCostInputCount = int(CostInputKey::Count);
inline constexpr int kCostComponentCount = 10;

enum class CostUnit
{
    Money,        // currency per period
    Count,        // per period
    Fraction,     // 0..1
    Hours,        // per period, or per incident for RecoveryHours
    MoneyPerHour, // currency per hour
};

// Where a number comes from (R5.4): the buyer's own figure, a supplier's quote, or the workbench's
// derivation from measurements and other inputs.
enum class InputSource
{
    Typed,
    Quoted,
    Derived
};
inline constexpr InputSource kAllInputSources[] = {InputSource::Typed, InputSource::Quoted, InputSource::Derived};
inline constexpr CostPeriod kAllCostPeriods[] = {CostPeriod::Month, CostPeriod::Quarter, CostPeriod::Year};

// Stable keys, as stored in the project file; display names are translated.
QString storageKey(CostPeriod period);
QString storageKey(CostInputKey key);
QString storageKey(InputSource source);
std::optional<CostPeriod> costPeriodFromKey(const QString& key);
std::optional<CostInputKey> costInputKeyFromKey(const QString& key);
std::optional<InputSource> inputSourceFromKey(const QString& key);
QString displayName(CostPeriod period);
QString displayName(CostInputKey key);
QString displayName(InputSource source);

// Hours in a period: a year is 8760 h, a quarter a fourth and a month a twelfth of it.
double hoursIn(CostPeriod period);
CostUnit unitOf(CostInputKey key);
bool isComponent(CostInputKey key);
// Whether the workbench can compute this number itself (from measurements or other inputs).
bool isDerivable(CostInputKey key);
// The three numbers without which the cost model is "not ready" (R5.3).
bool isReadinessNumber(CostInputKey key);

// One input as the user left it. For a derived input, `value` is the user's override of the derivation
// and `note` the reason, which an override must give; for a quoted one, `note` names the quote.
struct CostInput
{
    InputSource source = InputSource::Typed;
    std::optional<double> value;
    QString note;

    bool isOverride() const { return source == InputSource::Derived && value.has_value(); }
    bool operator==(const CostInput&) const = default;
};

// One candidate's inputs; a never-entered input is typed with no value.
using CostInputs = std::array<CostInput, kCostInputCount>;

// The built-in floor of acceptance (issue 37): a run across nodes must reach this share of the fabric line rate the
// BOM declares, in bus bandwidth at its largest message size, when that size is at least kLineRateFloorBytes (below
// it no fabric reaches its line rate). A typed share may raise it; lowering it needs a reason (docs/cost-model.md).
inline constexpr double kDefaultLineRateShare = 0.5;
inline constexpr qint64 kLineRateFloorBytes = qint64(64) << 20;

// What a benchmark run must show to count as accepted, set per project; an unset bound is not checked, and with
// none set a run is "not judged" rather than accepted. Once any is set, the built-in rules apply as well: no failed
// correctness check, no bus bandwidth of zero, and the line-rate floor.
struct AcceptanceThresholds
{
    bool correctnessPassed = false; // every row checked and right (an unverified run fails)
    std::optional<int> minRanks;
    std::optional<int> minNodes;
    std::optional<double> minBusBandwidthGBs; // at busBandwidthBytes, else at the largest message size of a run
    std::optional<qint64> busBandwidthBytes;
    std::optional<double> maxP99LatencyUs; // at p99Bytes, else at the smallest message size of a run
    std::optional<qint64> p99Bytes;
    std::optional<double> maxCvPercent;  // stdev / mean of the time, at the size the bandwidth is judged at
    std::optional<double> lineRateShare; // replaces kDefaultLineRateShare; 0 turns the floor off
    QString loosenedBecause;             // required when lineRateShare is below the default

    bool isSet() const
    {
        return correctnessPassed || minRanks || minNodes || minBusBandwidthGBs || maxP99LatencyUs || maxCvPercent ||
               lineRateShare;
    }
    double effectiveLineRateShare() const { return lineRateShare.value_or(kDefaultLineRateShare); }
    bool loosensFloor() const { return lineRateShare && *lineRateShare < kDefaultLineRateShare; }
    bool operator==(const AcceptanceThresholds&) const = default;
};

// Project-wide settings of the cost model.
struct CostSettings
{
    CostPeriod period = CostPeriod::Year;
    QString currency = QStringLiteral("EUR");
    AcceptanceThresholds thresholds;

    bool operator==(const CostSettings&) const = default;
};

} // namespace fw::core
