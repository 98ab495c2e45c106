// SPDX-License-Identifier: Apache-2.0
#include "domain/pricesheet.h"

#include "domain/enumkeys.h"

#include <QCoreApplication>
#include <algorithm>

namespace fw::core {

namespace {

constexpr enumkeys::Entry<BillingUnit> kBillingUnits[] = {
    {BillingUnit::GpuHour, "gpu_hour", QT_TRANSLATE_NOOP("fw::core::PriceSheet", "per GPU-hour")},
    {BillingUnit::NodeMonth, "node_month", QT_TRANSLATE_NOOP("fw::core::PriceSheet", "per node-month")},
    {BillingUnit::OneOff, "one_off", QT_TRANSLATE_NOOP("fw::core::PriceSheet", "one-off")},
};
static_assert(enumkeys::covers(kBillingUnits, kAllBillingUnits));

} // namespace

QString storageKey(BillingUnit unit)
{
    return enumkeys::key(kBillingUnits, unit);
}

std::optional<BillingUnit> billingUnitFromKey(const QString& key)
{
    return enumkeys::fromKey(kBillingUnits, key);
}

QString displayName(BillingUnit unit)
{
    return QCoreApplication::translate("fw::core::PriceSheet", enumkeys::entry(kBillingUnits, unit).displayName);
}

bool isPriceable(CostInputKey key)
{
    return std::find(std::begin(kPriceableComponents), std::end(kPriceableComponents), key) !=
           std::end(kPriceableComponents);
}

} // namespace fw::core
