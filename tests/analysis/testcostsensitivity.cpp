// SPDX-License-Identifier: Apache-2.0
#include "analysis/costsensitivity.h"

#include <QTest>

using namespace fw::core;
using Key = CostInputKey;

class TestCostSensitivity : public QObject
{
    Q_OBJECT

private slots:
    void tornadoOrdersBySpan();
    void tornadoClampsFractions();
    void tornadoIsEmptyWithoutCostPerRun();
    void breakEvenOnAComponent();
    void breakEvenOnTheAcceptanceRate();
    void breakEvenThroughADerivation();
    void breakEvenOutOfRange();

private:
    static CostCase base();
};

// Total 1000 per year: compute 600, adapters 100, switches 100, optics 50, rack 50, storage 50, operations 25,
// support 25; 10 runs planned at acceptance 0.5: 200 per accepted run.
CostCase TestCostSensitivity::base()
{
    CostCase c;
    c.nodeCount = 8;
    const std::pair<Key, double> values[] = {
        {Key::ComputeCapacity, 600},  {Key::NetworkAdapters, 100},    {Key::Switches, 100},
        {Key::OpticsCables, 50},      {Key::RackPowerSpace, 50},      {Key::StorageDataPath, 50},
        {Key::FabricOperations, 25},  {Key::FailedJobWaste, 0},       {Key::QueueIdleGpu, 0},
        {Key::SupportEscalation, 25}, {Key::TrainingRunsPlanned, 10}, {Key::UsefulGpuUtilisation, 0.9},
        {Key::AcceptanceRate, 0.5},   {Key::OperationsHours, 100},
    };
    for (const auto& [key, value] : values)
        c.inputs[int(key)] = {InputSource::Typed, value, {}};
    return c;
}

void TestCostSensitivity::tornadoOrdersBySpan()
{
    const QList<TornadoBar> bars = tornado(base(), 0.1);
    // Runs and acceptance rate divide: 1000 / 4.5 − 1000 / 5.5 = 40.40; compute: (1060 − 940) / 5 = 24;
    // adapters and switches: 20 / 5 = 4; optics, rack, storage: 2; operations, support: 1. Zero components,
    // utilisation and operations hours do not move the cost per run.
    QCOMPARE(bars.size(), 10);
    QCOMPARE(bars.at(0).key, Key::TrainingRunsPlanned);
    QCOMPARE(bars.at(1).key, Key::AcceptanceRate);
    QCOMPARE(bars.at(0).lowCost, 1000.0 / 4.5);
    QCOMPARE(bars.at(0).highCost, 1000.0 / 5.5);
    QCOMPARE(bars.at(1).span(), 1000.0 / 4.5 - 1000.0 / 5.5);
    QCOMPARE(bars.at(2).key, Key::ComputeCapacity);
    QCOMPARE(bars.at(2).lowValue, 540.0);
    QCOMPARE(bars.at(2).lowCost, 188.0);
    QCOMPARE(bars.at(2).highCost, 212.0);
    QCOMPARE(bars.at(3).key, Key::NetworkAdapters);
    QCOMPARE(bars.at(3).span(), 4.0);
    QCOMPARE(bars.last().span(), 1.0);
}

void TestCostSensitivity::tornadoClampsFractions()
{
    CostCase c = base();
    c.inputs[int(Key::AcceptanceRate)].value = 0.95;
    const QList<TornadoBar> bars = tornado(c, 0.2);
    const auto it =
        std::find_if(bars.begin(), bars.end(), [](const TornadoBar& b) { return b.key == Key::AcceptanceRate; });
    QVERIFY(it != bars.end());
    QCOMPARE(it->highValue, 1.0);
    QCOMPARE(it->lowValue, 0.76);
    QCOMPARE(it->highCost, 100.0); // 1000 / (10 × 1)
}

void TestCostSensitivity::tornadoIsEmptyWithoutCostPerRun()
{
    CostCase c = base();
    c.inputs[int(Key::Switches)] = {};
    QVERIFY(tornado(c, 0.1).isEmpty());
}

void TestCostSensitivity::breakEvenOnAComponent()
{
    // (400 + compute) / 5 = 180  →  compute = 500.
    const auto value = breakEven(base(), Key::ComputeCapacity, 180);
    QVERIFY(value);
    QVERIFY(qAbs(*value - 500.0) < 1e-6);
}

void TestCostSensitivity::breakEvenOnTheAcceptanceRate()
{
    // 1000 / (10 × a) = 160  →  a = 0.625.
    const auto value = breakEven(base(), Key::AcceptanceRate, 160);
    QVERIFY(value);
    QVERIFY(qAbs(*value - 0.625) < 1e-9);
}

void TestCostSensitivity::breakEvenThroughADerivation()
{
    // Idle derived: compute × (1 − u) − waste, waste typed 0. Total = 1000 + 600 (1 − u).
    // Cost per run = (1000 + 600 (1 − u)) / 5 = 250  →  1 − u = 250 / 600  →  u = 7/12.
    CostCase c = base();
    c.inputs[int(Key::QueueIdleGpu)] = {InputSource::Derived, std::nullopt, {}};
    const auto value = breakEven(c, Key::UsefulGpuUtilisation, 250);
    QVERIFY(value);
    QVERIFY(qAbs(*value - 7.0 / 12) < 1e-9);
}

void TestCostSensitivity::breakEvenOutOfRange()
{
    // Compute would have to be −150; an acceptance rate above 1 would be needed for 50.
    QVERIFY(!breakEven(base(), Key::ComputeCapacity, 50));
    QVERIFY(!breakEven(base(), Key::AcceptanceRate, 50));
    // Utilisation does not enter this case's cost at all.
    QVERIFY(!breakEven(base(), Key::UsefulGpuUtilisation, 150));
}

QTEST_GUILESS_MAIN(TestCostSensitivity)
#include "testcostsensitivity.moc"
