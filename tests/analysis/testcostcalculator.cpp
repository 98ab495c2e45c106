// SPDX-License-Identifier: Apache-2.0
#include "analysis/costcalculator.h"
#include "analysis/numberformat.h"

#include <QTest>

using namespace fw::core;
using Key = CostInputKey;

class TestCostCalculator : public QObject
{
    Q_OBJECT

private slots:
    void typedInputsSumAndNormalise();
    void derivationsChainFromMeasuredNumbers();
    void missingReadinessNumberBlocksReady_data();
    void missingReadinessNumberBlocksReady();
    void missingComponentIsNamed();
    void overrideReplacesDerivationAndKeepsIt();
    void acceptanceRateFromRunsAtExactNodeCount();
    void acceptanceRateNamesWhatIsMissing();
    void acceptanceRateNeedsAThreshold();
    void faultRunsGiveStallAndRecovery();
    void derivedWithoutEvidenceSaysSo();
    void pinFlowsIntoDependentDerivations();

private:
    static CostCase typedCase();
    static void set(CostCase& c, Key key, double value, InputSource source = InputSource::Typed)
    {
        c.inputs[int(key)] = {source, value, {}};
    }
};

// Total 1000 per year, 10 runs planned at acceptance 0.5: 5 accepted, 200 per accepted run.
CostCase TestCostCalculator::typedCase()
{
    CostCase c;
    c.nodeCount = 16;
    const std::pair<Key, double> values[] = {
        {Key::ComputeCapacity, 600},      {Key::NetworkAdapters, 100},    {Key::Switches, 100},
        {Key::OpticsCables, 50},          {Key::RackPowerSpace, 50},      {Key::StorageDataPath, 50},
        {Key::FabricOperations, 25},      {Key::FailedJobWaste, 0},       {Key::QueueIdleGpu, 0},
        {Key::SupportEscalation, 25},     {Key::TrainingRunsPlanned, 10}, {Key::AcceptedInferenceOutputs, 400},
        {Key::UsefulGpuUtilisation, 0.9}, {Key::AcceptanceRate, 0.5},     {Key::OperationsHours, 100},
    };
    for (const auto& [key, value] : values)
        set(c, key, value);
    return c;
}

void TestCostCalculator::typedInputsSumAndNormalise()
{
    const CostResult r = computeCost(typedCase());
    QCOMPARE(r.total.value(), 1000.0);
    QCOMPARE(r.acceptedRuns.value(), 5.0);
    QCOMPARE(r.costPerAcceptedRun.value(), 200.0);
    QCOMPARE(r.costPerAcceptedOutput.value(), 2.5);
    QVERIFY(r.ready);
    QVERIFY2(r.missing.isEmpty(), qPrintable(r.missing.join(u'\n')));
}

void TestCostCalculator::derivationsChainFromMeasuredNumbers()
{
    // Year: H = 8760 h. f = 2 × 4.38 / 8760 = 0.001.
    CostCase c = typedCase();
    set(c, Key::ComputeCapacity, 876'000);
    set(c, Key::IncidentsPerPeriod, 2);
    set(c, Key::RecoveryHours, 4.38);
    set(c, Key::StallFraction, 0.1);
    set(c, Key::OperationsHours, 100);
    set(c, Key::OperationsHourlyRate, 50);
    for (Key key : {Key::FabricOperations, Key::FailedJobWaste, Key::UsefulGpuUtilisation, Key::QueueIdleGpu})
        c.inputs[int(key)] = {InputSource::Derived, std::nullopt, {}};
    const CostResult r = computeCost(c);
    QCOMPARE(r.value(Key::FabricOperations).value(), 5000.0);    // 100 h × 50
    QCOMPARE(r.value(Key::FailedJobWaste).value(), 876.0);       // 876000 × 0.001
    QCOMPARE(r.value(Key::UsefulGpuUtilisation).value(), 0.899); // 1 − 0.1 − 0.001
    QCOMPARE(r.value(Key::QueueIdleGpu).value(), 87'600.0);      // 876000 × 0.101 − 876
    // 876000 + 100 + 100 + 50 + 50 + 50 + 5000 + 876 + 87600 + 25
    QCOMPARE(r.total.value(), 969'851.0);
    QCOMPARE(r.costPerAcceptedRun.value(), 969'851.0 / 5);
    QVERIFY(r.inputs[int(Key::FailedJobWaste)].derivation.contains(formatNumber(876)));
    QCOMPARE(r.inputs[int(Key::QueueIdleGpu)].source, InputSource::Derived);
    QVERIFY(r.ready);
}

void TestCostCalculator::missingReadinessNumberBlocksReady_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<QString>("name");
    QTest::addRow("utilisation") << int(Key::UsefulGpuUtilisation) << QStringLiteral("Useful GPU utilisation");
    QTest::addRow("acceptance") << int(Key::AcceptanceRate)
                                << QStringLiteral("Benchmark acceptance rate at the exact node count");
    QTest::addRow("operations hours") << int(Key::OperationsHours)
                                      << QStringLiteral("Operations hours to keep the fabric stable");
}

void TestCostCalculator::missingReadinessNumberBlocksReady()
{
    QFETCH(int, key);
    QFETCH(QString, name);
    CostCase c = typedCase();
    c.inputs[key] = {};
    const CostResult r = computeCost(c);
    QVERIFY(!r.ready);
    QCOMPARE(r.missing.size(), 1);
    QCOMPARE(r.missing.first(), name + QStringLiteral(": not entered"));
    // Operations hours and utilisation do not enter the cost directly; the cost per run stays computable.
    QCOMPARE(r.costPerAcceptedRun.has_value(), key != int(Key::AcceptanceRate));
}

void TestCostCalculator::missingComponentIsNamed()
{
    CostCase c = typedCase();
    c.inputs[int(Key::Switches)] = {};
    const CostResult r = computeCost(c);
    QVERIFY(!r.ready);
    QVERIFY(!r.total);
    QVERIFY(!r.costPerAcceptedRun);
    QCOMPARE(r.missing, QStringList{QStringLiteral("Switches: not entered")});
}

void TestCostCalculator::overrideReplacesDerivationAndKeepsIt()
{
    CostCase c = typedCase();
    set(c, Key::OperationsHourlyRate, 50);
    c.inputs[int(Key::FabricOperations)] = {InputSource::Derived, 125.0, QStringLiteral("contract caps it")};
    const CostResult r = computeCost(c);
    const ResolvedInput& ops = r.inputs[int(Key::FabricOperations)];
    QCOMPARE(ops.value.value(), 125.0);
    QVERIFY(ops.overridden);
    QVERIFY(ops.derivation.contains(formatNumber(5000))); // what it would have been: 100 h × 50
    QCOMPARE(r.total.value(), 1100.0);
}

void TestCostCalculator::acceptanceRateFromRunsAtExactNodeCount()
{
    QList<AcceptanceRunInput> runs = {
        {.nodes = 16, .busBandwidthGBs = 190, .p99LatencyUs = 40},
        {.nodes = 16, .busBandwidthGBs = 170, .p99LatencyUs = 40},
        {.nodes = 16, .busBandwidthGBs = 180, .p99LatencyUs = 50},
        {.nodes = 16, .correctnessFailed = true, .busBandwidthGBs = 200, .p99LatencyUs = 10},
        {.nodes = 16, .ownMeasurement = false, .busBandwidthGBs = 200, .p99LatencyUs = 10},
        {.nodes = 16, .stale = true, .busBandwidthGBs = 200, .p99LatencyUs = 10},
        {.nodes = 8, .busBandwidthGBs = 200, .p99LatencyUs = 10},
        {.nodes = 16, .busBandwidthGBs = 200},
    };
    const AcceptanceThresholds thresholds{.minBusBandwidthGBs = 180, .maxP99LatencyUs = 50};
    const Derivation d = deriveAcceptanceRate(runs, 16, thresholds);
    // Considered: pass, slow, pass2, wrong, no p99 = 5; accepted: pass, pass2 = 2.
    QCOMPARE(d.value.value(), 0.4);
    QVERIFY2(d.explanation.contains(QStringLiteral("2 / 5")), qPrintable(d.explanation));

    CostCase c = typedCase();
    c.settings.thresholds = thresholds;
    c.evidence.benchmarkRuns = runs;
    c.inputs[int(Key::AcceptanceRate)] = {InputSource::Derived, std::nullopt, {}};
    const CostResult r = computeCost(c);
    QCOMPARE(r.value(Key::AcceptanceRate).value(), 0.4);
    QCOMPARE(r.costPerAcceptedRun.value(), 250.0); // 1000 / (10 × 0.4)
}

void TestCostCalculator::acceptanceRateNamesWhatIsMissing()
{
    const QList<AcceptanceRunInput> runs = {{.nodes = 8, .busBandwidthGBs = 200},
                                            {.nodes = 4, .busBandwidthGBs = 200},
                                            {.nodes = 16, .ownMeasurement = false, .busBandwidthGBs = 200}};
    CostCase c = typedCase();
    c.settings.thresholds.minBusBandwidthGBs = 100;
    c.evidence.benchmarkRuns = runs;
    c.inputs[int(Key::AcceptanceRate)] = {InputSource::Derived, std::nullopt, {}};
    const CostResult r = computeCost(c);
    QVERIFY(!r.ready);
    QCOMPARE(r.missing.size(), 1);
    const QString line = r.missing.first();
    QVERIFY2(line.startsWith(QStringLiteral("Benchmark acceptance rate at the exact node count: no measured evidence "
                                            "yet: no own, current benchmark run at exactly 16 nodes")),
             qPrintable(line));
    QVERIFY2(line.contains(QStringLiteral("runs at 4, 8 nodes")) && line.contains(QStringLiteral("1 supplier claim")),
             qPrintable(line));
}

void TestCostCalculator::acceptanceRateNeedsAThreshold()
{
    const Derivation d = deriveAcceptanceRate({{.nodes = 16, .busBandwidthGBs = 200}}, 16, {});
    QVERIFY(!d.value);
    QVERIFY(d.explanation.contains(QStringLiteral("no acceptance threshold")));
}

void TestCostCalculator::faultRunsGiveStallAndRecovery()
{
    const QList<FaultRunInput> runs = {{.wallSeconds = 1000, .stalledSeconds = 100, .recoverySeconds = 600},
                                       {.wallSeconds = 3000, .stalledSeconds = 200, .recoverySeconds = 1200},
                                       {.wallSeconds = 0, .stalledSeconds = 0}};
    QCOMPARE(deriveStallFraction(runs).value.value(), 0.075); // 300 / 4000
    QCOMPARE(deriveRecoveryHours(runs).value.value(), 0.25);  // (600 + 1200) / 2 / 3600

    CostCase c = typedCase();
    c.evidence.faultRuns = runs;
    set(c, Key::IncidentsPerPeriod, 8.76);
    for (Key key : {Key::StallFraction, Key::RecoveryHours, Key::UsefulGpuUtilisation})
        c.inputs[int(key)] = {InputSource::Derived, std::nullopt, {}};
    const CostResult r = computeCost(c);
    // f = 8.76 × 0.25 / 8760 = 0.00025; u = 1 − 0.075 − 0.00025
    QCOMPARE(r.value(Key::UsefulGpuUtilisation).value(), 0.92475);
}

void TestCostCalculator::derivedWithoutEvidenceSaysSo()
{
    CostCase c = typedCase();
    for (Key key : {Key::StallFraction, Key::RecoveryHours, Key::UsefulGpuUtilisation})
        c.inputs[int(key)] = {InputSource::Derived, std::nullopt, {}};
    set(c, Key::IncidentsPerPeriod, 1);
    const CostResult r = computeCost(c);
    QVERIFY(!r.ready);
    QVERIFY(r.inputs[int(Key::StallFraction)].missing.startsWith(QStringLiteral("no measured evidence yet")));
    // Each says what would measure it.
    QVERIFY(r.inputs[int(Key::StallFraction)].missing.contains(QStringLiteral("replay run while a fault is held")));
    QVERIFY(r.inputs[int(Key::RecoveryHours)].missing.contains(QStringLiteral("a storage step with --kill-rank")));
    // A recovery that did not complete is named, not counted.
    const Derivation failed = deriveRecoveryHours({{.source = QStringLiteral("plan run 2, step 1")}});
    QVERIFY(!failed.value);
    QVERIFY(failed.explanation.endsWith(QStringLiteral("no stored recovery completed (plan run 2, step 1)")));
    QCOMPARE(r.missing.first(),
             QStringLiteral("Useful GPU utilisation: needs Stall fraction and Recovery time per incident"));
}

void TestCostCalculator::pinFlowsIntoDependentDerivations()
{
    CostCase c = typedCase();
    set(c, Key::IncidentsPerPeriod, 10);
    set(c, Key::RecoveryHours, 8.76);
    c.inputs[int(Key::FailedJobWaste)] = {InputSource::Derived, std::nullopt, {}};
    // f = 10 × 8.76 / 8760 = 0.01: waste = compute × 0.01.
    QCOMPARE(computeCost(c).value(Key::FailedJobWaste).value(), 6.0);
    const CostResult pinned = computeCost(c, CostPin{Key::ComputeCapacity, 1200});
    QCOMPARE(pinned.value(Key::FailedJobWaste).value(), 12.0);
    QCOMPARE(pinned.total.value(), 1000.0 + 600 + 12);
}

QTEST_GUILESS_MAIN(TestCostCalculator)
#include "testcostcalculator.moc"
