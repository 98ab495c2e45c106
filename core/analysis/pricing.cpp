// SPDX-License-Identifier: Apache-2.0
#include "analysis/pricing.h"

#include "analysis/numberformat.h"

#include <QCoreApplication>

namespace fw::core {

double monthsIn(CostPeriod period)
{
    return hoursIn(period) / hoursIn(CostPeriod::Month);
}

QuotedAmount quotePerPeriod(const PriceLine& line, const CostSettings& settings, const QList<ExchangeRate>& rates)
{
    QuotedAmount result;
    result.lines << line.line;
    const QString price = formatNumber(line.unitPrice) + u' ' + line.currency;
    double amount = 0;
    QString formula;
    switch (line.unit) {
    case BillingUnit::GpuHour:
        amount = line.unitPrice * line.quantity * hoursIn(settings.period);
        formula = QCoreApplication::translate("fw::core::Pricing", "%1 per GPU-hour × %2 GPUs × %3 h")
                      .arg(price, formatNumber(line.quantity), formatNumber(hoursIn(settings.period)));
        break;
    case BillingUnit::NodeMonth:
        amount = line.unitPrice * line.quantity * monthsIn(settings.period);
        formula = QCoreApplication::translate("fw::core::Pricing", "%1 per node-month × %2 × %3 months")
                      .arg(price, formatNumber(line.quantity), formatNumber(monthsIn(settings.period)));
        break;
    case BillingUnit::OneOff:
        if (!line.termMonths || *line.termMonths <= 0) {
            result.missing =
                QCoreApplication::translate("fw::core::Pricing", "price sheet line %1 is one-off and has no term to "
                                                                 "amortise it over")
                    .arg(line.line);
            return result;
        }
        amount = line.unitPrice * line.quantity / *line.termMonths * monthsIn(settings.period);
        formula = QCoreApplication::translate("fw::core::Pricing", "%1 one-off × %2 ÷ %3 months term × %4 months")
                      .arg(price, formatNumber(line.quantity), QString::number(*line.termMonths),
                           formatNumber(monthsIn(settings.period)));
        break;
    }
    if (line.currency != settings.currency) {
        const ExchangeRate* rate = nullptr;
        for (const ExchangeRate& r : rates) {
            if (r.currency == line.currency)
                rate = &r;
        }
        if (!rate) {
            result.missing =
                QCoreApplication::translate("fw::core::Pricing",
                                            "price sheet line %1 is in %2, and the project has no exchange rate "
                                            "from %2 to %3")
                    .arg(QString::number(line.line), line.currency, settings.currency);
            return result;
        }
        amount *= rate->inBase;
        formula +=
            QCoreApplication::translate("fw::core::Pricing", " × %1 %2/%3 (rate of %4)")
                .arg(formatNumber(rate->inBase), settings.currency, line.currency, rate->asOf.toString(Qt::ISODate));
    }
    result.perPeriod = amount;
    result.explanation =
        QCoreApplication::translate("fw::core::Pricing", "line %1 (%2): %3 = %4 %5")
            .arg(QString::number(line.line), line.item, formula, formatNumber(amount), settings.currency);
    return result;
}

std::optional<QuotedAmount> quoteComponent(CostInputKey component, const QList<PriceLine>& lines,
                                           const CostSettings& settings, const QList<ExchangeRate>& rates)
{
    std::optional<QuotedAmount> sum;
    QStringList explanations;
    QStringList missing;
    for (const PriceLine& line : lines) {
        if (line.component != component)
            continue;
        if (!sum)
            sum = QuotedAmount{.perPeriod = 0.0};
        const QuotedAmount one = quotePerPeriod(line, settings, rates);
        sum->lines << line.line;
        if (one.perPeriod) {
            *sum->perPeriod += *one.perPeriod;
            explanations << one.explanation;
        } else {
            missing << one.missing;
        }
    }
    if (!sum)
        return std::nullopt;
    sum->explanation = QCoreApplication::translate("fw::core::Pricing", "quoted on the price sheet: %1")
                           .arg(explanations.join(QStringLiteral("; ")));
    if (!missing.isEmpty()) {
        sum->perPeriod.reset();
        sum->missing = missing.join(QStringLiteral("; "));
    }
    return sum;
}

QStringList projectCurrencies(const CostSettings& settings, const QList<ExchangeRate>& rates)
{
    QStringList currencies{settings.currency};
    for (const ExchangeRate& rate : rates) {
        if (!currencies.contains(rate.currency))
            currencies << rate.currency;
    }
    return currencies;
}

} // namespace fw::core
