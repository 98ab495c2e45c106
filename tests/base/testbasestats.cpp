// SPDX-License-Identifier: Apache-2.0
#include "base/collective.h"
#include "base/stats.h"

#include <QTest>
#include <cmath>
#include <limits>
#include <numeric>
#include <vector>

using fw::base::Collective;

// Known values, each computed by hand (or with a one-line formula noted next to it).
class TestBaseStats : public QObject
{
    Q_OBJECT

private slots:
    void nearestRankVersusInterpolated_data();
    void nearestRankVersusInterpolated();
    void nearestRankIsExactAtWholeRanks();
    void p99BelowHundredSamplesIsTheMaximum();
    void summaryOfKnownData();
    void summaryOfEmptyAndSingleSample();
    void medianAndMad();
    void robustScores();
    void outliers_data();
    void outliers();
    void quantileConfidenceRanks_data();
    void quantileConfidenceRanks();
    void quantileConfidenceIntervalOnData();
    void busBandwidthFactors_data();
    void busBandwidthFactors();
    void collectiveCounts_data();
    void collectiveCounts();
    void collectiveNames();
    void algorithmBandwidth();
};

void TestBaseStats::nearestRankVersusInterpolated_data()
{
    QTest::addColumn<double>("p");
    QTest::addColumn<double>("nearestRank");
    QTest::addColumn<double>("interpolated");
    // Data 1..10. Nearest rank: sample ceil(p/100 x 10). Interpolated: h = 9p/100, x(floor h) + frac(h) x step.
    QTest::addRow("p0") << 0.0 << 1.0 << 1.0;
    QTest::addRow("p10") << 10.0 << 1.0 << 1.9;
    QTest::addRow("p50") << 50.0 << 5.0 << 5.5;
    QTest::addRow("p95") << 95.0 << 10.0 << 9.55;
    QTest::addRow("p99") << 99.0 << 10.0 << 9.91;
    QTest::addRow("p100") << 100.0 << 10.0 << 10.0;
}

void TestBaseStats::nearestRankVersusInterpolated()
{
    QFETCH(double, p);
    QFETCH(double, nearestRank);
    QFETCH(double, interpolated);
    std::vector<double> data(10);
    std::iota(data.begin(), data.end(), 1.0);
    QCOMPARE(fw::base::percentileNearestRank(data, p), nearestRank);
    QVERIFY(std::abs(fw::base::percentileInterpolated(data, p) - interpolated) < 1e-12);
}

void TestBaseStats::nearestRankIsExactAtWholeRanks()
{
    // 99.9% of 1000 is rank 999 exactly; floating-point noise must not push it to 1000.
    std::vector<double> data(1000);
    std::iota(data.begin(), data.end(), 1.0);
    QCOMPARE(fw::base::percentileNearestRank(data, 99.9), 999.0);
    QCOMPARE(fw::base::percentileNearestRank(data, 99), 990.0);
    QCOMPARE(fw::base::percentileNearestRank(data, 95), 950.0);
    // Interpolated: h = 999 x 0.99 = 989.01, between samples 990 and 991.
    QVERIFY(std::abs(fw::base::percentileInterpolated(data, 99) - 990.01) < 1e-9);
}

void TestBaseStats::p99BelowHundredSamplesIsTheMaximum()
{
    // With 50 samples the nearest-rank p99 is sample ceil(49.5) = 50, the maximum: why p99 is flagged below 100.
    std::vector<double> data(50);
    std::iota(data.begin(), data.end(), 1.0);
    QCOMPARE(fw::base::percentileNearestRank(data, 99), 50.0);
    QVERIFY(fw::base::percentileInterpolated(data, 99) < 50.0);
}

void TestBaseStats::summaryOfKnownData()
{
    // 2, 4, 4, 4, 5, 5, 7, 9: mean 5, squared deviations sum to 32, sample variance 32/7.
    const std::vector<double> data{9, 4, 5, 4, 2, 7, 4, 5};
    const fw::base::Summary s = fw::base::summarize(data);
    QCOMPARE(s.count, std::size_t(8));
    QCOMPARE(s.min, 2.0);
    QCOMPARE(s.max, 9.0);
    QCOMPARE(s.avg, 5.0);
    QCOMPARE(s.p50, 4.0); // rank ceil(4) = 4 of 2,4,4,4,5,...
    QCOMPARE(s.p95, 9.0);
    QCOMPARE(s.p99, 9.0);
    QCOMPARE(s.p999, 9.0);
    QVERIFY(std::abs(s.stdev - std::sqrt(32.0 / 7.0)) < 1e-12);
    QVERIFY(std::abs(s.cvPct - 100.0 * std::sqrt(32.0 / 7.0) / 5.0) < 1e-12);
}

void TestBaseStats::summaryOfEmptyAndSingleSample()
{
    QCOMPARE(fw::base::summarize({}).count, std::size_t(0));
    const std::vector<double> one{3.5};
    const fw::base::Summary s = fw::base::summarize(one);
    QCOMPARE(s.p99, 3.5);
    QCOMPARE(s.stdev, 0.0);
    QCOMPARE(s.cvPct, 0.0);
}

void TestBaseStats::medianAndMad()
{
    const std::vector<double> odd{1, 1, 2, 2, 4, 6, 9};
    QCOMPARE(fw::base::median(odd), 2.0);
    // |x - 2| = 1 1 0 0 2 4 7, median 1.
    QCOMPARE(fw::base::medianAbsoluteDeviation(odd), 1.0);
    const std::vector<double> even{4, 1, 3, 2};
    QCOMPARE(fw::base::median(even), 2.5);
    // Unknown figures (NaN) are skipped; none known is unknown, not 0.
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QCOMPARE(fw::base::medianOfKnown(std::vector<double>{nan, 4, 1, nan, 3, 2}), 2.5);
    QVERIFY(std::isnan(fw::base::medianOfKnown(std::vector<double>{nan, nan})));
    QVERIFY(std::isnan(fw::base::medianOfKnown({})));
}

void TestBaseStats::robustScores()
{
    // Median 10, |deviations| 0 1 1 0 90 -> MAD 1; scores 0.6745 x deviation.
    const std::vector<double> values{10, 11, 9, 10, 100};
    const std::vector<double> scores = fw::base::robustZScores(values);
    QCOMPARE(scores.size(), values.size());
    QVERIFY(std::abs(scores[0]) < 1e-12);
    QVERIFY(std::abs(scores[1] - 0.6745) < 1e-12);
    QVERIFY(std::abs(scores[2] + 0.6745) < 1e-12);
    QVERIFY(std::abs(scores[4] - 0.6745 * 90) < 1e-9);

    // More than half equal: MAD 0, so 1.253314 x mean absolute deviation (90 / 5 = 18) scales instead.
    const std::vector<double> tied{10, 10, 10, 10, 100};
    QVERIFY(std::abs(fw::base::robustZScores(tied)[4] - 90 / (1.253314 * 18)) < 1e-9);

    const std::vector<double> equal{5, 5, 5};
    for (const double score : fw::base::robustZScores(equal))
        QCOMPARE(score, 0.0);
}

void TestBaseStats::outliers_data()
{
    QTest::addColumn<std::vector<double>>("values");
    QTest::addColumn<std::vector<std::size_t>>("expected");
    QTest::addRow("one slow rank") << std::vector<double>{10.0, 10.2, 9.9, 10.1, 30.0} << std::vector<std::size_t>{4};
    QTest::addRow("one fast rank") << std::vector<double>{10.0, 10.2, 9.9, 10.1, 2.0} << std::vector<std::size_t>{4};
    QTest::addRow("uniform") << std::vector<double>{10.0, 10.2, 9.9, 10.1, 10.3} << std::vector<std::size_t>{};
    // Score far above 3.5, but only 2% off the median: not worth naming a host for.
    QTest::addRow("tiny spread") << std::vector<double>{10.0, 10.001, 9.999, 10.0, 10.2} << std::vector<std::size_t>{};
    QTest::addRow("two ranks") << std::vector<double>{1.0, 100.0} << std::vector<std::size_t>{};
    QTest::addRow("one rank") << std::vector<double>{5.0} << std::vector<std::size_t>{};
    QTest::addRow("none") << std::vector<double>{} << std::vector<std::size_t>{};
    // The test cluster's shaped link: the host that sends slowly is the fastest of three. Median 220.6, MAD 0.4.
    QTest::addRow("three ranks, one fast") << std::vector<double>{220.6, 221.0, 110.8} << std::vector<std::size_t>{2};
    QTest::addRow("three ranks, one slow") << std::vector<double>{10.0, 10.1, 20.0} << std::vector<std::size_t>{2};
    // Three values a <= b <= c: the MAD is min(b - a, c - b), so the far one scores 0.6745 x (far gap / near gap):
    // 10 / 2 = 5 gives 3.37, not enough; the near one always scores 0.6745.
    QTest::addRow("three ranks, gap ratio 5") << std::vector<double>{100.0, 102.0, 112.0} << std::vector<std::size_t>{};
    QTest::addRow("three ranks, gap ratio 6")
        << std::vector<double>{100.0, 102.0, 114.0} << std::vector<std::size_t>{2};
    QTest::addRow("slow and fast") << std::vector<double>{10.0, 30.0, 10.1, 9.9, 10.0, 2.0, 10.2}
                                   << std::vector<std::size_t>{1, 5};
    // MAD 0: a single odd value among n equal ones scores n / 1.253314 (mean absolute deviation d / n stands in).
    QTest::addRow("MAD 0, three ranks") << std::vector<double>{10.0, 10.0, 20.0} << std::vector<std::size_t>{};
    QTest::addRow("MAD 0, four ranks") << std::vector<double>{10.0, 10.0, 10.0, 1.0} << std::vector<std::size_t>{};
    QTest::addRow("MAD 0, five ranks") << std::vector<double>{10.0, 10.0, 1.0, 10.0, 10.0}
                                       << std::vector<std::size_t>{2};
    QTest::addRow("all equal") << std::vector<double>{7.0, 7.0, 7.0, 7.0} << std::vector<std::size_t>{};
}

void TestBaseStats::outliers()
{
    QFETCH(std::vector<double>, values);
    QFETCH(std::vector<std::size_t>, expected);
    QCOMPARE(fw::base::robustOutliers(values), expected);
    // Two-sided: the score's sign says which side, and every outlier is beyond 3.5 on its side.
    const std::vector<double> scores = fw::base::robustZScores(values);
    const double center = fw::base::median(values);
    for (const std::size_t i : expected) {
        QVERIFY(std::abs(scores[i]) > 3.5);
        QCOMPARE(scores[i] > 0, values[i] > center);
    }
}

void TestBaseStats::quantileConfidenceRanks_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<double>("q");
    QTest::addColumn<int>("lower");
    QTest::addColumn<int>("upper");
    // Median of 10 at 95%: P(B <= 1) = 11/1024 <= 0.025 < P(B <= 2) = 56/1024, so [X(2), X(9)] (the textbook answer).
    QTest::addRow("median n=10") << 10 << 0.5 << 2 << 9;
    // Median of 100: the normal approximation 50 -/+ 1.96 x 5 gives [X(40), X(61)], which the exact sum confirms.
    QTest::addRow("median n=100") << 100 << 0.5 << 40 << 61;
    // p99 needs 0.99^n <= 0.025 for an upper bound: n >= 367.04. The lower ranks below were cross-checked with
    // exact binomial sums (Python's math.comb).
    QTest::addRow("p99 n=367") << 367 << 0.99 << 0 << 0;
    QTest::addRow("p99 n=368") << 368 << 0.99 << 360 << 368;
    QTest::addRow("p99 n=1000") << 1000 << 0.99 << 983 << 997;
    QTest::addRow("too few") << 3 << 0.5 << 0 << 0;
}

void TestBaseStats::quantileConfidenceRanks()
{
    QFETCH(int, n);
    QFETCH(double, q);
    QFETCH(int, lower);
    QFETCH(int, upper);
    const auto ranks = fw::base::quantileConfidenceRanks(static_cast<std::size_t>(n), q, 0.95);
    if (lower == 0) {
        QVERIFY(!ranks);
        return;
    }
    QVERIFY(ranks);
    QCOMPARE(ranks->lower, static_cast<std::size_t>(lower));
    QCOMPARE(ranks->upper, static_cast<std::size_t>(upper));
}

void TestBaseStats::quantileConfidenceIntervalOnData()
{
    std::vector<double> data(10);
    std::iota(data.begin(), data.end(), 1.0);
    const auto interval = fw::base::quantileConfidenceInterval(data, 0.5, 0.95);
    QVERIFY(interval);
    QCOMPARE(interval->low, 2.0);
    QCOMPARE(interval->high, 9.0);
}

void TestBaseStats::busBandwidthFactors_data()
{
    QTest::addColumn<Collective>("collective");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<double>("factor");
    QTest::addRow("all_reduce 8") << Collective::AllReduce << 8 << 2.0 * 7 / 8;
    QTest::addRow("all_reduce 1") << Collective::AllReduce << 1 << 0.0;
    QTest::addRow("all_gather 4") << Collective::AllGather << 4 << 0.75;
    QTest::addRow("reduce_scatter 2") << Collective::ReduceScatter << 2 << 0.5;
    QTest::addRow("all_to_all 64") << Collective::AllToAll << 64 << 63.0 / 64;
    QTest::addRow("broadcast 16") << Collective::Broadcast << 16 << 1.0;
    QTest::addRow("send_recv 2") << Collective::SendRecv << 2 << 1.0;
}

void TestBaseStats::busBandwidthFactors()
{
    QFETCH(Collective, collective);
    QFETCH(int, ranks);
    QFETCH(double, factor);
    QCOMPARE(fw::base::busBandwidthFactor(collective, ranks), factor);
}

void TestBaseStats::collectiveCounts_data()
{
    QTest::addColumn<Collective>("collective");
    QTest::addColumn<int>("requested");
    QTest::addColumn<int>("send");
    QTest::addColumn<int>("recv");
    QTest::addColumn<int>("bytes");
    // 4 ranks, float: 100 B = 25 elements, 6 per rank's chunk.
    QTest::addRow("all_reduce") << Collective::AllReduce << 100 << 25 << 25 << 100;
    QTest::addRow("all_gather") << Collective::AllGather << 100 << 6 << 24 << 96;
    QTest::addRow("reduce_scatter") << Collective::ReduceScatter << 100 << 24 << 6 << 96;
    QTest::addRow("all_to_all") << Collective::AllToAll << 100 << 24 << 24 << 96;
    QTest::addRow("broadcast") << Collective::Broadcast << 100 << 25 << 25 << 100;
    QTest::addRow("send_recv") << Collective::SendRecv << 6 << 1 << 1 << 4;
    QTest::addRow("below one per rank") << Collective::AllGather << 8 << 0 << 0 << 0;
}

void TestBaseStats::collectiveCounts()
{
    QFETCH(Collective, collective);
    QFETCH(int, requested);
    QFETCH(int, send);
    QFETCH(int, recv);
    QFETCH(int, bytes);
    const auto counts = fw::base::collectiveCounts(collective, static_cast<std::size_t>(requested), 4, 4);
    QCOMPARE(counts.sendCount, static_cast<std::size_t>(send));
    QCOMPARE(counts.recvCount, static_cast<std::size_t>(recv));
    QCOMPARE(counts.bytes, static_cast<std::size_t>(bytes));
}

void TestBaseStats::collectiveNames()
{
    for (const Collective collective : fw::base::allCollectives())
        QCOMPARE(fw::base::collectiveFromName(fw::base::collectiveName(collective)), collective);
    QCOMPARE(fw::base::collectiveName(Collective::AllToAll), std::string_view("all_to_all"));
    QVERIFY(!fw::base::collectiveFromName("allreduce"));
}

void TestBaseStats::algorithmBandwidth()
{
    // 1 MB in 100 us is 10 GB/s.
    QCOMPARE(fw::base::algorithmBandwidthGBs(1000000, 100), 10.0);
    QCOMPARE(fw::base::algorithmBandwidthGBs(1000, 0), 0.0);
}

QTEST_GUILESS_MAIN(TestBaseStats)
#include "testbasestats.moc"
