// SPDX-License-Identifier: Apache-2.0
#include "base/ranksummary.h"
#include "base/stats.h"

#include <QTest>
#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

using namespace fw::base;

// The per-rank summaries of agent protocol 2 against the raw samples they summarise: the quantiles exactly, the
// sketch within its documented bound (docs/agent-protocol.md, "Per-rank summaries").
class TestRankSummary : public QObject
{
    Q_OBJECT

private slots:
    void quantilesAreTheNearestRankOfTheSamples();
    void bucketEdgesHoldTheirValues();
    void sketchRoundTripsAndCountsEverySample();
    void sketchQuantilesStayWithinTheBound_data();
    void sketchQuantilesStayWithinTheBound();
    void samplesFarAboveTheMinimumLandInTheLastBucket();
    void sketchOfTypicalSamplesFitsTheByteBudget();
    void malformedSketchesAreRefused();
    void nodeQuantilesAreTheNearestRankOfTheSamples();
    void bucketByteClampsAt255();
    void bucketMiddleIsWithinTheBound();

private:
    // float32 samples as the agent has them, ascending as doubles.
    static std::vector<double> sortedFloats(std::vector<float> samples)
    {
        std::sort(samples.begin(), samples.end());
        return {samples.begin(), samples.end()};
    }
    static std::vector<float> lognormal(std::size_t n, double median, double sigma, unsigned seed)
    {
        std::mt19937 random(seed);
        std::lognormal_distribution<double> distribution(std::log(median), sigma);
        std::vector<float> samples(n);
        for (float& x : samples)
            x = static_cast<float>(distribution(random));
        return samples;
    }
};

void TestRankSummary::quantilesAreTheNearestRankOfTheSamples()
{
    // 1..1000 shuffled: nearest-rank p50 = 500, p90 = 900, p99 = 990, p99.9 = 999, max = 1000.
    std::vector<float> samples(1000);
    for (std::size_t i = 0; i < samples.size(); ++i)
        samples[i] = static_cast<float>(i + 1);
    std::shuffle(samples.begin(), samples.end(), std::mt19937(7));
    QCOMPARE(rankQuantiles(sortedFloats(samples)), (RankQuantiles{500, 900, 990, 999, 1000}));

    // Random float32 samples: every figure is one of the samples, the one percentileNearestRank picks.
    const std::vector<double> sorted = sortedFloats(lognormal(777, 20, 0.3, 1));
    const RankQuantiles q = rankQuantiles(sorted);
    for (std::size_t i = 0; i < kRankQuantileCount; ++i) {
        QCOMPARE(q[i], static_cast<float>(percentileNearestRank(sorted, kRankQuantilePercents[i])));
        QVERIFY(std::binary_search(sorted.begin(), sorted.end(), static_cast<double>(q[i])));
    }
    QCOMPARE(q[4], static_cast<float>(sorted.back()));
    QCOMPARE(rankQuantiles({}), (RankQuantiles{0, 0, 0, 0, 0}));
}

void TestRankSummary::bucketEdgesHoldTheirValues()
{
    QCOMPARE(sketchBucket(0), 0u);
    QCOMPARE(sketchBucket(0.0005), 0u); // below 1 ns
    QCOMPARE(sketchBucket(0.001), 0u);  // 1 ns = 2^0
    QCOMPARE(sketchBucket(0.002), 4u);  // 2 ns = 2^(4/4)
    QCOMPARE(sketchBucket(1.024), 40u); // 1024 ns = 2^(40/4)
    for (const float us : lognormal(5000, 50, 2.0, 2)) {
        const std::uint32_t b = sketchBucket(us);
        QVERIFY(sketchBucketLowUs(b) <= us);
        QVERIFY(us < sketchBucketLowUs(b + 1));
    }
    QCOMPARE(sketchRelativeErrorBound(), std::exp2(1.0 / 8) - 1);
}

void TestRankSummary::sketchRoundTripsAndCountsEverySample()
{
    std::vector<std::uint8_t> bytes;
    std::vector<Sketch> written;
    for (unsigned seed = 0; seed < 20; ++seed) {
        written.push_back(makeSketch(sortedFloats(lognormal(100 + seed * 50, 10 + seed, 0.2, seed))));
        encodeSketch(written.back(), bytes);
    }
    std::size_t pos = 0;
    std::size_t totalPos = 0; // sketchTotal reads the same bytes without keeping the counts
    for (unsigned seed = 0; seed < 20; ++seed) {
        QCOMPARE(sketchTotal(bytes, totalPos), std::optional<std::uint64_t>(100 + seed * 50));
        const std::optional<Sketch> read = decodeSketch(bytes, pos);
        QCOMPARE(totalPos, pos);
        QVERIFY(read);
        QCOMPARE(read->firstBucket, written[seed].firstBucket);
        QCOMPARE(read->counts, written[seed].counts);
        QCOMPARE(read->total(), std::uint64_t(100 + seed * 50));
        QVERIFY(read->counts.size() <= kSketchBuckets);
        QVERIFY(read->counts.back() > 0); // no trailing empty buckets
    }
    QCOMPARE(pos, bytes.size());
    QCOMPARE(totalPos, bytes.size());
}

void TestRankSummary::sketchQuantilesStayWithinTheBound_data()
{
    QTest::addColumn<std::vector<float>>("samples");
    QTest::addRow("narrow") << lognormal(1000, 12, 0.05, 3);
    QTest::addRow("wide") << lognormal(1000, 300, 0.8, 4);
    QTest::addRow("few") << lognormal(7, 5, 0.3, 5);
    std::vector<float> bimodal = lognormal(900, 10, 0.05, 6);
    const std::vector<float> slow = lognormal(100, 80, 0.1, 7);
    bimodal.insert(bimodal.end(), slow.begin(), slow.end());
    QTest::addRow("bimodal") << bimodal;
    QTest::addRow("many") << lognormal(100000, 3, 0.4, 8);
}

void TestRankSummary::sketchQuantilesStayWithinTheBound()
{
    QFETCH(std::vector<float>, samples);
    const std::vector<double> sorted = sortedFloats(samples);
    const Sketch sketch = makeSketch(sorted);
    const double lastLow = sketchBucketLowUs(sketch.firstBucket + std::uint32_t(kSketchBuckets) - 1);
    for (double p = 1; p <= 100; p += 0.5) {
        const double exact = percentileNearestRank(sorted, p);
        const double estimate = sketchQuantile(sketch, p, sorted.back());
        if (exact < lastLow) {
            QVERIFY2(std::abs(estimate - exact) <= sketchRelativeErrorBound() * exact * (1 + 1e-12),
                     qPrintable(QStringLiteral("p%1: estimate %2, exact %3").arg(p).arg(estimate).arg(exact)));
        } else {
            QVERIFY(estimate >= lastLow && estimate <= sorted.back());
        }
    }
}

void TestRankSummary::samplesFarAboveTheMinimumLandInTheLastBucket()
{
    // 10 us and a 100 ms hiccup: 2^(31/4) = 215 times the bucket of the minimum is the last kept, so the hiccup is
    // counted there; the estimate of the top quantile stays between that bucket's edge and the exact maximum.
    std::vector<double> sorted(99, 10.0);
    sorted.push_back(100000.0);
    const Sketch sketch = makeSketch(sorted);
    QCOMPARE(sketch.counts.size(), kSketchBuckets);
    QCOMPARE(sketch.counts.front(), std::uint64_t(99));
    QCOMPARE(sketch.counts.back(), std::uint64_t(1));
    const double top = sketchQuantile(sketch, 100, 100000.0);
    QVERIFY(top >= sketchBucketLowUs(sketch.firstBucket + 31));
    QVERIFY(top <= 100000.0);
    QVERIFY(std::abs(sketchQuantile(sketch, 50, 100000.0) - 10.0) <= sketchRelativeErrorBound() * 10.0);
}

void TestRankSummary::sketchOfTypicalSamplesFitsTheByteBudget()
{
    // docs/agent-protocol.md budgets about 50 bytes a sketch for 1,000 iterations with a spread like these.
    for (unsigned seed = 0; seed < 10; ++seed) {
        std::vector<std::uint8_t> bytes;
        encodeSketch(makeSketch(sortedFloats(lognormal(1000, 40, 0.1, seed))), bytes);
        QVERIFY2(bytes.size() <= 50, qPrintable(QString::number(bytes.size())));
    }
    // The worst case fits the agent's fixed record.
    Sketch worst;
    worst.firstBucket = 16383;
    worst.counts.assign(kSketchBuckets, ~std::uint64_t(0));
    std::vector<std::uint8_t> bytes;
    encodeSketch(worst, bytes);
    QVERIFY(bytes.size() <= kSketchMaxBytes);
}

void TestRankSummary::malformedSketchesAreRefused()
{
    std::vector<std::uint8_t> bytes;
    encodeSketch(makeSketch(std::vector<double>{1, 2, 3, 400}), bytes);
    for (std::size_t cut = 0; cut < bytes.size(); ++cut) {
        std::size_t pos = 0;
        QVERIFY(!decodeSketch(std::span(bytes).first(cut), pos));
        pos = 0;
        QVERIFY(!sketchTotal(std::span(bytes).first(cut), pos));
    }
    const std::vector<std::uint8_t> tooManyBuckets = {1, 33};
    const std::vector<std::uint8_t> firstTooLarge = {0x80, 0x80, 0x01, 1, 1}; // bucket 16384
    const std::vector<std::uint8_t> endlessVarint(12, 0xff);
    for (const auto& malformed : {tooManyBuckets, firstTooLarge, endlessVarint}) {
        std::size_t pos = 0;
        QVERIFY(!decodeSketch(malformed, pos));
        pos = 0;
        QVERIFY(!sketchTotal(malformed, pos));
    }
}

void TestRankSummary::nodeQuantilesAreTheNearestRankOfTheSamples()
{
    // Node detail: p50, p99 and the maximum over all samples of a node's ranks.
    std::vector<float> samples(1000);
    for (std::size_t i = 0; i < samples.size(); ++i)
        samples[i] = static_cast<float>(i + 1);
    std::shuffle(samples.begin(), samples.end(), std::mt19937(8));
    QCOMPARE(nodeQuantiles(sortedFloats(samples)), (NodeQuantiles{500, 990, 1000}));

    // Eight ranks' lognormal samples together: each figure is one of the samples, the nearest-rank one.
    std::vector<float> node;
    for (unsigned r = 0; r < 8; ++r) {
        const std::vector<float> own = lognormal(1000, 20 + r, 0.2, 10 + r);
        node.insert(node.end(), own.begin(), own.end());
    }
    const std::vector<double> sorted = sortedFloats(node);
    const NodeQuantiles q = nodeQuantiles(sorted);
    for (std::size_t i = 0; i < kNodeQuantileCount; ++i) {
        QCOMPARE(q[i], static_cast<float>(percentileNearestRank(sorted, kNodeQuantilePercents[i])));
        QVERIFY(std::binary_search(sorted.begin(), sorted.end(), static_cast<double>(q[i])));
    }
    QCOMPARE(q[2], static_cast<float>(sorted.back()));
    QCOMPARE(nodeQuantiles({}), (NodeQuantiles{0, 0, 0}));
    // A rank's p50 and p99 in node detail are the same figures rankQuantiles gives.
    const RankQuantiles rank = rankQuantiles(sorted);
    QCOMPARE(q[0], rank[0]);
    QCOMPARE(q[1], rank[2]);
    QCOMPARE(q[2], rank[4]);
}

void TestRankSummary::bucketByteClampsAt255()
{
    QCOMPARE(bucketByte(0), std::uint8_t(0));
    QCOMPARE(bucketByte(-1), std::uint8_t(0));
    QCOMPARE(bucketByte(0.0005), std::uint8_t(0)); // below 1 ns
    QCOMPARE(bucketByte(0.001), std::uint8_t(0));
    QCOMPARE(bucketByte(0.002), std::uint8_t(4));
    QCOMPARE(bucketByte(1.024), std::uint8_t(40));
    // Every bucket's lower edge opens it, and the largest value below it is still in the bucket before.
    for (std::uint32_t b = 1; b <= 255; ++b) {
        const double low = sketchBucketLowUs(b);
        QCOMPARE(bucketByte(low), std::uint8_t(b));
        QCOMPARE(bucketByte(std::nextafter(low, 0.0)), std::uint8_t(b - 1));
    }
    // From bucket 255 on (2^63.75 ns) everything is 255: any float32 time, infinity and the largest double.
    QCOMPARE(bucketByte(sketchBucketLowUs(256)), std::uint8_t(255));
    QCOMPARE(bucketByte(sketchBucketLowUs(1000)), std::uint8_t(255));
    QCOMPARE(bucketByte(std::numeric_limits<float>::max()), std::uint8_t(255));
    QCOMPARE(bucketByte(std::numeric_limits<double>::max()), std::uint8_t(255));
    QCOMPARE(bucketByte(std::numeric_limits<double>::infinity()), std::uint8_t(255));
    QCOMPARE(bucketByte(std::nan("")), std::uint8_t(0));
}

void TestRankSummary::bucketMiddleIsWithinTheBound()
{
    // A rank's p50 or p99 read back from its byte: the bucket's geometric middle, within 2^(1/8) - 1 of the value,
    // from bucket 1's edge (1.19 ns; bucket 0 also holds everything below 1 ns) to bucket 255's (2^63.75 ns).
    const double bound = sketchRelativeErrorBound() * (1 + 1e-12);
    const double low = sketchBucketLowUs(1);
    const double high = sketchBucketLowUs(255);
    const int steps = 200000;
    double worst = 0;
    for (int i = 0; i < steps; ++i) {
        const double x = low * std::pow(high / low, static_cast<double>(i) / steps);
        const double middle = sketchBucketMiddleUs(bucketByte(x));
        const double error = std::abs(middle - x) / x;
        worst = std::max(worst, error);
        QVERIFY2(error <= bound, qPrintable(QStringLiteral("%1 us reads back as %2").arg(x).arg(middle)));
    }
    QVERIFY(worst > 0.9 * sketchRelativeErrorBound()); // the bound is tight: bucket edges come near it
    // Float32 times as the agent has them, and the edges themselves.
    for (const float us : lognormal(20000, 30, 1.5, 3)) {
        const double middle = sketchBucketMiddleUs(bucketByte(us));
        QVERIFY(std::abs(middle - us) <= bound * us);
    }
    for (std::uint32_t b = 1; b < 255; ++b) {
        const double edge = sketchBucketLowUs(b);
        QVERIFY(std::abs(sketchBucketMiddleUs(bucketByte(edge)) - edge) <= bound * edge);
    }
}

QTEST_GUILESS_MAIN(TestRankSummary)
#include "testranksummary.moc"
