// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/costmodel.h"
#include "domain/pricesheet.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace fw::core {

// A supplier's price, or the sum of a component's price lines, as money per period of the cost model in the
// project's currency (issue 24), with how it was obtained.
struct QuotedAmount
{
    std::optional<double> perPeriod;
    QString explanation; // the formula with its numbers, line by line
    QString missing;     // why there is no amount; empty when there is one
    QList<int> lines;    // the price-sheet lines it is made of
};

// Months in a period of the cost model: 730 h each (a year is 12, a quarter 3).
double monthsIn(CostPeriod period);

// One line per period, in the project's currency (with H the hours and M the months of the period):
//   per GPU-hour:   unit price × quantity (GPUs) × H
//   per node-month: unit price × quantity (nodes) × M
//   one-off:        unit price × quantity ÷ term (months) × M   (amortised over the term; needs a term)
// then times the exchange rate when the line's currency is not the project's. Missing without a rate.
QuotedAmount quotePerPeriod(const PriceLine& line, const CostSettings& settings, const QList<ExchangeRate>& rates);

// The sum of the lines of `component`; none when no line is for it. Missing when any of its lines is.
std::optional<QuotedAmount> quoteComponent(CostInputKey component, const QList<PriceLine>& lines,
                                           const CostSettings& settings, const QList<ExchangeRate>& rates);

// The currencies a price may be given in: the project's own and every one with an exchange rate.
QStringList projectCurrencies(const CostSettings& settings, const QList<ExchangeRate>& rates);

} // namespace fw::core
