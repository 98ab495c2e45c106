// SPDX-License-Identifier: Apache-2.0
// Price-sheet lines as cost inputs (issue 24): billing units converted to the model's period, one-off prices
// amortised over their term, other currencies converted at the project's dated rate; hand-computed cases.
#include "analysis/costcalculator.h"
#include "analysis/pricing.h"

#include <QTest>

using namespace fw::core;

namespace {

PriceLine line(int number, CostInputKey component, BillingUnit unit, double price, double quantity,
               const QString& currency = QStringLiteral("EUR"), std::optional<int> term = std::nullopt)
{
    PriceLine l;
    l.line = number;
    l.component = component;
    l.item = QStringLiteral("item %1").arg(number);
    l.unit = unit;
    l.unitPrice = price;
    l.quantity = quantity;
    l.currency = currency;
    l.termMonths = term;
    return l;
}

CostSettings settings(CostPeriod period)
{
    CostSettings s;
    s.period = period;
    s.currency = QStringLiteral("EUR");
    return s;
}

const QList<ExchangeRate> kRates = {{QStringLiteral("USD"), 0.9, QDate(2026, 11, 30)},
                                    {QStringLiteral("JPY"), 0.0062, QDate(2026, 11, 30)}};

} // namespace

class TestPricing : public QObject
{
    Q_OBJECT

private slots:
    void billingUnitsPerPeriod_data()
    {
        QTest::addColumn<int>("unit");
        QTest::addColumn<int>("period");
        QTest::addColumn<double>("expected");
        // 2 EUR × 8 GPUs × hours of the period.
        QTest::newRow("GPU-hour, month") << int(BillingUnit::GpuHour) << int(CostPeriod::Month) << 2.0 * 8 * 730;
        QTest::newRow("GPU-hour, year") << int(BillingUnit::GpuHour) << int(CostPeriod::Year) << 2.0 * 8 * 8760;
        // 2 EUR × 8 nodes × months of the period.
        QTest::newRow("node-month, quarter") << int(BillingUnit::NodeMonth) << int(CostPeriod::Quarter) << 2.0 * 8 * 3;
        QTest::newRow("node-month, year") << int(BillingUnit::NodeMonth) << int(CostPeriod::Year) << 2.0 * 8 * 12;
        // 2 EUR × 8 once, over a 24-month term: 16 / 24 per month.
        QTest::newRow("one-off, month") << int(BillingUnit::OneOff) << int(CostPeriod::Month) << 16.0 / 24;
        QTest::newRow("one-off, year") << int(BillingUnit::OneOff) << int(CostPeriod::Year) << 16.0 / 24 * 12;
    }

    void billingUnitsPerPeriod()
    {
        QFETCH(int, unit);
        QFETCH(int, period);
        QFETCH(double, expected);
        const QuotedAmount amount =
            quotePerPeriod(line(1, CostInputKey::ComputeCapacity, BillingUnit(unit), 2, 8, QStringLiteral("EUR"), 24),
                           settings(CostPeriod(period)), {});
        QVERIFY2(amount.perPeriod, qPrintable(amount.missing));
        QCOMPARE(*amount.perPeriod, expected);
        QCOMPARE(amount.lines, QList<int>{1});
    }

    void exchangeRateConverts()
    {
        // 1,000 USD per node-month × 4 nodes × 12 months × 0.9 EUR/USD.
        QuotedAmount amount = quotePerPeriod(
            line(2, CostInputKey::RackPowerSpace, BillingUnit::NodeMonth, 1000, 4, QStringLiteral("USD")),
            settings(CostPeriod::Year), kRates);
        QVERIFY(amount.perPeriod);
        QCOMPARE(*amount.perPeriod, 1000.0 * 4 * 12 * 0.9);
        QVERIFY2(amount.explanation.contains(QStringLiteral("2026-11-30")), qPrintable(amount.explanation));
        // 3,000,000 JPY once over 60 months, per quarter: 3e6 / 60 × 3 × 0.0062.
        amount =
            quotePerPeriod(line(3, CostInputKey::Switches, BillingUnit::OneOff, 3000000, 1, QStringLiteral("JPY"), 60),
                           settings(CostPeriod::Quarter), kRates);
        QVERIFY(amount.perPeriod);
        QCOMPARE(*amount.perPeriod, 3000000.0 / 60 * 3 * 0.0062);
    }

    void missingRateOrTerm()
    {
        QuotedAmount amount =
            quotePerPeriod(line(4, CostInputKey::Switches, BillingUnit::NodeMonth, 10, 1, QStringLiteral("CHF")),
                           settings(CostPeriod::Year), kRates);
        QVERIFY(!amount.perPeriod);
        QCOMPARE(amount.missing,
                 QStringLiteral("price sheet line 4 is in CHF, and the project has no exchange rate from CHF to EUR"));
        amount = quotePerPeriod(line(5, CostInputKey::Switches, BillingUnit::OneOff, 10, 1), settings(CostPeriod::Year),
                                kRates);
        QVERIFY(!amount.perPeriod);
        QVERIFY(amount.missing.contains(QStringLiteral("no term")));
    }

    void componentSumsItsLines()
    {
        const QList<PriceLine> lines = {
            line(3, CostInputKey::Switches, BillingUnit::OneOff, 120000, 2, QStringLiteral("EUR"), 36),
            line(9, CostInputKey::Switches, BillingUnit::NodeMonth, 1000, 1, QStringLiteral("USD")),
            line(1, CostInputKey::ComputeCapacity, BillingUnit::GpuHour, 2, 8)};
        const std::optional<QuotedAmount> switches =
            quoteComponent(CostInputKey::Switches, lines, settings(CostPeriod::Year), kRates);
        QVERIFY(switches && switches->perPeriod);
        QCOMPARE(*switches->perPeriod, 120000.0 * 2 / 36 * 12 + 1000.0 * 12 * 0.9);
        QCOMPARE(switches->lines, (QList<int>{3, 9}));
        QVERIFY(!quoteComponent(CostInputKey::OpticsCables, lines, settings(CostPeriod::Year), kRates));
        // One line that cannot be converted leaves the component missing, with the reason.
        const std::optional<QuotedAmount> partial =
            quoteComponent(CostInputKey::Switches, lines, settings(CostPeriod::Year), {});
        QVERIFY(partial && !partial->perPeriod);
        QVERIFY(partial->missing.contains(QStringLiteral("no exchange rate from USD")));
    }

    void calculatorTakesQuotedComponentsFromLines()
    {
        CostCase costCase;
        costCase.settings = settings(CostPeriod::Month);
        costCase.rates = kRates;
        costCase.priceLines = {line(1, CostInputKey::ComputeCapacity, BillingUnit::GpuHour, 2, 8),
                               line(2, CostInputKey::SupportEscalation, BillingUnit::NodeMonth, 50, 2)};
        costCase.inputs[int(CostInputKey::ComputeCapacity)] = {InputSource::Quoted, 1.0, QString()};
        // Typed: its lines are not used.
        costCase.inputs[int(CostInputKey::SupportEscalation)] = {InputSource::Typed, 7.0, QString()};
        const CostResult result = computeCost(costCase);
        const ResolvedInput& compute = result.inputs[int(CostInputKey::ComputeCapacity)];
        QCOMPARE(compute.value, std::optional<double>(2.0 * 8 * 730));
        QCOMPARE(compute.quotedLines, QList<int>{1});
        QVERIFY(compute.quote.contains(QStringLiteral("line 1")));
        const ResolvedInput& support = result.inputs[int(CostInputKey::SupportEscalation)];
        QCOMPARE(support.value, std::optional<double>(7.0));
        QVERIFY(support.quotedLines.isEmpty());
        // A quoted component without lines keeps the number typed with it.
        costCase.priceLines.clear();
        QCOMPARE(computeCost(costCase).inputs[int(CostInputKey::ComputeCapacity)].value, std::optional<double>(1.0));
    }

    void currenciesOfTheProject()
    {
        QCOMPARE(projectCurrencies(settings(CostPeriod::Year), kRates),
                 (QStringList{QStringLiteral("EUR"), QStringLiteral("USD"), QStringLiteral("JPY")}));
    }
};

QTEST_GUILESS_MAIN(TestPricing)
#include "testpricing.moc"
