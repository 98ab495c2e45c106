// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/costmodel.h"

#include <QDate>
#include <QList>
#include <QString>
#include <optional>

namespace fw::core {

// How a supplier's price is counted (issue 24): per GPU and hour of use, per node and month, or once.
enum class BillingUnit
{
    GpuHour,
    NodeMonth,
    OneOff
};
inline constexpr BillingUnit kAllBillingUnits[] = {BillingUnit::GpuHour, BillingUnit::NodeMonth, BillingUnit::OneOff};

QString storageKey(BillingUnit unit);
std::optional<BillingUnit> billingUnitFromKey(const QString& key);
QString displayName(BillingUnit unit);

// One line of a supplier's price sheet for a candidate: unit price × quantity in a currency, counted per billing
// unit, and which cost component it is part of. `line` is the row's number on the price sheet (1-based).
struct PriceLine
{
    int line = 0;
    CostInputKey component = CostInputKey::ComputeCapacity;
    QString item;
    double unitPrice = 0;
    double quantity = 0;
    QString currency;
    BillingUnit unit = BillingUnit::NodeMonth;
    std::optional<int> termMonths; // the contract term; what a one-off price is amortised over
    QDate validUntil;              // null when the supplier gave none
    std::optional<double> leadTimeWeeks;

    bool operator==(const PriceLine&) const = default;
};

// What one unit of `currency` is worth in the project's currency, as of a date (the buyer's own rate).
struct ExchangeRate
{
    QString currency;
    double inBase = 1;
    QDate asOf;

    bool operator==(const ExchangeRate&) const = default;
};

// The cost components a supplier can quote: the ten of R5.1 but the two waste terms, which are computed.
bool isPriceable(CostInputKey key);
inline constexpr CostInputKey kPriceableComponents[] = {
    CostInputKey::ComputeCapacity,  CostInputKey::NetworkAdapters,  CostInputKey::Switches,
    CostInputKey::OpticsCables,     CostInputKey::RackPowerSpace,   CostInputKey::StorageDataPath,
    CostInputKey::FabricOperations, CostInputKey::SupportEscalation};

} // namespace fw::core
