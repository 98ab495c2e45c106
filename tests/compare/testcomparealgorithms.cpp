// SPDX-License-Identifier: Apache-2.0
#include "analysis/boxplot.h"
#include "analysis/downsample.h"

#include <QTest>
#include <algorithm>
#include <random>
#include <vector>

using namespace fw::core;

class TestCompareAlgorithms : public QObject
{
    Q_OBJECT

private slots:
    void spikesSurviveDownsampling();
    void zoomedRangeKeepsItsSpikes();
    void shortRangeIsReturnedWhole();
    void lttbFollowsTheShape();
    void boxPlotQuartilesWhiskersAndOutliers();
    void coefficientOfVariation();
};

void TestCompareAlgorithms::spikesSurviveDownsampling()
{
    // A million iterations of noise around 10 us with four single-iteration spikes and one dip.
    std::mt19937 random(3);
    std::uniform_real_distribution<float> noise(9.5f, 10.5f);
    std::vector<float> y(1'000'000);
    for (float& v : y)
        v = noise(random);
    const std::size_t spikes[] = {17, 333'333, 700'001, 999'990};
    for (std::size_t i : spikes)
        y[i] = 250.0f;
    y[500'000] = 0.5f;

    const std::vector<std::size_t> picked = downsampleMinMaxLttb(y, 0, y.size(), 2000);
    QVERIFY(picked.size() <= 2000);
    QVERIFY(picked.size() > 1500);
    QCOMPARE(picked.front(), std::size_t(0));
    QCOMPARE(picked.back(), y.size() - 1);
    QVERIFY(std::is_sorted(picked.begin(), picked.end()));
    QVERIFY(std::adjacent_find(picked.begin(), picked.end()) == picked.end());
    for (std::size_t i : spikes)
        QVERIFY2(std::binary_search(picked.begin(), picked.end(), i), qPrintable(QString::number(i)));
    QVERIFY(std::binary_search(picked.begin(), picked.end(), std::size_t(500'000)));
}

void TestCompareAlgorithms::zoomedRangeKeepsItsSpikes()
{
    std::vector<float> y(200'000, 5.0f);
    y[150'123] = 80.0f;
    y[10] = 90.0f; // outside the range: never returned
    const std::vector<std::size_t> picked = downsampleMinMaxLttb(y, 100'000, 180'000, 500);
    QVERIFY(picked.size() <= 500);
    QCOMPARE(picked.front(), std::size_t(100'000));
    QCOMPARE(picked.back(), std::size_t(179'999));
    QVERIFY(std::binary_search(picked.begin(), picked.end(), std::size_t(150'123)));
    QVERIFY(!std::binary_search(picked.begin(), picked.end(), std::size_t(10)));
}

void TestCompareAlgorithms::shortRangeIsReturnedWhole()
{
    const std::vector<float> y = {1, 2, 3, 4, 5};
    const std::vector<std::size_t> picked = downsampleMinMaxLttb(y, 1, 4, 100);
    QCOMPARE(picked, (std::vector<std::size_t>{1, 2, 3}));
    QVERIFY(downsampleMinMaxLttb(y, 4, 4, 100).empty());
    QCOMPARE(downsampleMinMaxLttb(y, 0, 99, 100).size(), std::size_t(5)); // clamped to the data
}

void TestCompareAlgorithms::lttbFollowsTheShape()
{
    // A slow ramp up and down: the downsampled line stays within one step of the original everywhere.
    std::vector<float> y(100'000);
    for (std::size_t i = 0; i < y.size(); ++i)
        y[i] = float(i < 50'000 ? i : 100'000 - i) / 1000.0f;
    const std::vector<std::size_t> picked = downsampleMinMaxLttb(y, 0, y.size(), 300);
    float top = 0;
    for (std::size_t i : picked)
        top = std::max(top, y[i]);
    QCOMPARE(top, 50.0f); // the peak is kept
    for (std::size_t k = 1; k < picked.size(); ++k)
        QVERIFY(picked[k] - picked[k - 1] <= 2 * 100'000 / 98);
}

void TestCompareAlgorithms::boxPlotQuartilesWhiskersAndOutliers()
{
    const std::vector<double> values = {1, 2, 3, 4, 5, 6, 7, 8, 9, 100};
    const BoxStats s = boxStats(std::span<const double>(values));
    QCOMPARE(s.count, std::size_t(10));
    QCOMPARE(s.median, 5.5);
    QCOMPARE(s.q1, 3.25);
    QCOMPARE(s.q3, 7.75);
    QCOMPARE(s.lowerWhisker, 1.0);
    QCOMPARE(s.upperWhisker, 9.0);
    QCOMPARE(s.outliersAbove, std::size_t(1));
    QCOMPARE(s.outliersBelow, std::size_t(0));
    QCOMPARE(s.max, 100.0);
    QCOMPARE(s.mean, 14.5);
    const std::vector<float> floats = {2, 2, 2};
    const BoxStats f = boxStats(std::span<const float>(floats));
    QCOMPARE(f.median, 2.0);
    QCOMPARE(f.cvPct, 0.0);
    QCOMPARE(boxStats(std::span<const double>()).count, std::size_t(0));
}

void TestCompareAlgorithms::coefficientOfVariation()
{
    const std::vector<double> values = {10, 12, 14};
    // stdev 2, mean 12.
    QVERIFY(qFuzzyCompare(coefficientOfVariationPct(values), 100.0 * 2.0 / 12.0));
    QCOMPARE(coefficientOfVariationPct(std::vector<double>{5}), 0.0);
}

QTEST_APPLESS_MAIN(TestCompareAlgorithms)
#include "testcomparealgorithms.moc"
