// SPDX-License-Identifier: Apache-2.0
#include "domain/costmodel.h"

#include "domain/enumkeys.h"

#include <QCoreApplication>

namespace fw::core {

namespace {

struct InputInfo
{
    const char* key;
    const char* name;
    CostUnit unit;
    bool derivable;
    bool readiness;
};

// Indexed by CostInputKey.
constexpr InputInfo kInputs[] = {
    {"compute_capacity", QT_TRANSLATE_NOOP("fw::core::CostModel", "Compute capacity"), CostUnit::Money, false, false},
    {"network_adapters", QT_TRANSLATE_NOOP("fw::core::CostModel", "Network adapters"), CostUnit::Money, false, false},
    {"switches", QT_TRANSLATE_NOOP("fw::core::CostModel", "Switches"), CostUnit::Money, false, false},
    {"optics_cables", QT_TRANSLATE_NOOP("fw::core::CostModel", "Optics and cables"), CostUnit::Money, false, false},
    {"rack_power_space", QT_TRANSLATE_NOOP("fw::core::CostModel", "Rack, power and space"), CostUnit::Money, false,
     false},
    {"storage_data_path", QT_TRANSLATE_NOOP("fw::core::CostModel", "Storage and data path"), CostUnit::Money, false,
     false},
    {"fabric_operations", QT_TRANSLATE_NOOP("fw::core::CostModel", "Fabric operations"), CostUnit::Money, true, false},
    {"failed_job_waste", QT_TRANSLATE_NOOP("fw::core::CostModel", "Failed-job and retry waste"), CostUnit::Money, true,
     false},
    {"queue_idle_gpu", QT_TRANSLATE_NOOP("fw::core::CostModel", "Queue delay and idle GPU time"), CostUnit::Money, true,
     false},
    {"support_escalation", QT_TRANSLATE_NOOP("fw::core::CostModel", "Support and escalation"), CostUnit::Money, false,
     false},
    {"training_runs_planned", QT_TRANSLATE_NOOP("fw::core::CostModel", "Training runs planned"), CostUnit::Count, false,
     false},
    {"accepted_inference_outputs", QT_TRANSLATE_NOOP("fw::core::CostModel", "Accepted inference outputs after retries"),
     CostUnit::Count, false, false},
    {"useful_gpu_utilisation", QT_TRANSLATE_NOOP("fw::core::CostModel", "Useful GPU utilisation"), CostUnit::Fraction,
     true, true},
    {"acceptance_rate", QT_TRANSLATE_NOOP("fw::core::CostModel", "Benchmark acceptance rate at the exact node count"),
     CostUnit::Fraction, true, true},
    {"operations_hours", QT_TRANSLATE_NOOP("fw::core::CostModel", "Operations hours to keep the fabric stable"),
     CostUnit::Hours, false, true},
    {"operations_hourly_rate", QT_TRANSLATE_NOOP("fw::core::CostModel", "Operations hourly rate"),
     CostUnit::MoneyPerHour, false, false},
    {"stall_fraction", QT_TRANSLATE_NOOP("fw::core::CostModel", "Stall fraction"), CostUnit::Fraction, true, false},
    {"recovery_hours", QT_TRANSLATE_NOOP("fw::core::CostModel", "Recovery time per incident"), CostUnit::Hours, true,
     false},
    {"incidents_per_period", QT_TRANSLATE_NOOP("fw::core::CostModel", "Fabric incidents per period"), CostUnit::Count,
     false, false},
};
static_assert(std::size(kInputs) == std::size_t(kCostInputCount));

const InputInfo& info(CostInputKey key)
{
    return kInputs[int(key)];
}

constexpr enumkeys::Entry<CostPeriod> kCostPeriods[] = {
    {CostPeriod::Month, "month", QT_TRANSLATE_NOOP("fw::core::CostModel", "Month")},
    {CostPeriod::Quarter, "quarter", QT_TRANSLATE_NOOP("fw::core::CostModel", "Quarter")},
    {CostPeriod::Year, "year", QT_TRANSLATE_NOOP("fw::core::CostModel", "Year")},
};
static_assert(enumkeys::covers(kCostPeriods, kAllCostPeriods));

constexpr enumkeys::Entry<InputSource> kInputSources[] = {
    {InputSource::Typed, "typed", QT_TRANSLATE_NOOP("fw::core::CostModel", "Typed")},
    {InputSource::Quoted, "quoted", QT_TRANSLATE_NOOP("fw::core::CostModel", "Quoted by supplier")},
    {InputSource::Derived, "derived", QT_TRANSLATE_NOOP("fw::core::CostModel", "Derived from measurement")},
};
static_assert(enumkeys::covers(kInputSources, kAllInputSources));

} // namespace

QString storageKey(CostPeriod period)
{
    return enumkeys::key(kCostPeriods, period);
}

QString storageKey(CostInputKey key)
{
    return QString::fromLatin1(info(key).key);
}

QString storageKey(InputSource source)
{
    return enumkeys::key(kInputSources, source);
}

std::optional<CostPeriod> costPeriodFromKey(const QString& key)
{
    return enumkeys::fromKey(kCostPeriods, key);
}

std::optional<CostInputKey> costInputKeyFromKey(const QString& key)
{
    for (int i = 0; i < kCostInputCount; ++i) {
        if (key == QLatin1String(kInputs[i].key))
            return CostInputKey(i);
    }
    return std::nullopt;
}

std::optional<InputSource> inputSourceFromKey(const QString& key)
{
    return enumkeys::fromKey(kInputSources, key);
}

QString displayName(CostPeriod period)
{
    return QCoreApplication::translate("fw::core::CostModel", enumkeys::entry(kCostPeriods, period).displayName);
}

QString displayName(CostInputKey key)
{
    return QCoreApplication::translate("fw::core::CostModel", info(key).name);
}

QString displayName(InputSource source)
{
    return QCoreApplication::translate("fw::core::CostModel", enumkeys::entry(kInputSources, source).displayName);
}

double hoursIn(CostPeriod period)
{
    switch (period) {
    case CostPeriod::Month:
        return 730.0;
    case CostPeriod::Quarter:
        return 2190.0;
    case CostPeriod::Year:
        return 8760.0;
    }
    Q_UNREACHABLE();
    return 0;
}

CostUnit unitOf(CostInputKey key)
{
    return info(key).unit;
}

bool isComponent(CostInputKey key)
{
    return int(key) < kCostComponentCount;
}

bool isDerivable(CostInputKey key)
{
    return info(key).derivable;
}

bool isReadinessNumber(CostInputKey key)
{
    return info(key).readiness;
}

} // namespace fw::core
