#include "domain/costmodel.h"

#include <QCoreApplication>

namespace fw::core {

namespace {

constexpr auto kContext = "fw::core::CostModel";

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

} // namespace

QString storageKey(CostPeriod period)
{
    switch (period) {
    case CostPeriod::Month:
        return QStringLiteral("month");
    case CostPeriod::Quarter:
        return QStringLiteral("quarter");
    case CostPeriod::Year:
        return QStringLiteral("year");
    }
    Q_UNREACHABLE();
    return {};
}

QString storageKey(CostInputKey key)
{
    return QString::fromLatin1(info(key).key);
}

QString storageKey(InputSource source)
{
    switch (source) {
    case InputSource::Typed:
        return QStringLiteral("typed");
    case InputSource::Quoted:
        return QStringLiteral("quoted");
    case InputSource::Derived:
        return QStringLiteral("derived");
    }
    Q_UNREACHABLE();
    return {};
}

std::optional<CostPeriod> costPeriodFromKey(const QString& key)
{
    for (CostPeriod period : kAllCostPeriods) {
        if (storageKey(period) == key)
            return period;
    }
    return std::nullopt;
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
    for (InputSource source : kAllInputSources) {
        if (storageKey(source) == key)
            return source;
    }
    return std::nullopt;
}

QString displayName(CostPeriod period)
{
    switch (period) {
    case CostPeriod::Month:
        return QCoreApplication::translate(kContext, "Month");
    case CostPeriod::Quarter:
        return QCoreApplication::translate(kContext, "Quarter");
    case CostPeriod::Year:
        return QCoreApplication::translate(kContext, "Year");
    }
    Q_UNREACHABLE();
    return {};
}

QString displayName(CostInputKey key)
{
    return QCoreApplication::translate(kContext, info(key).name);
}

QString displayName(InputSource source)
{
    switch (source) {
    case InputSource::Typed:
        return QCoreApplication::translate(kContext, "Typed");
    case InputSource::Quoted:
        return QCoreApplication::translate(kContext, "Quoted by supplier");
    case InputSource::Derived:
        return QCoreApplication::translate(kContext, "Derived from measurement");
    }
    Q_UNREACHABLE();
    return {};
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
