#include "analysis/claimcheck.h"

#include <QTest>

using namespace fw::core;

// A supplier's figure set against our own run at the same metric and size: the values below are computed by hand.
class TestClaimCheck : public QObject
{
    Q_OBJECT

private slots:
    void readsFiguresWithUnitsAndSizes();
    void linkSpeedsAreNoBusBandwidth();
    void bandwidthWithinBetterWorse_data();
    void bandwidthWithinBetterWorse();
    void latencyIsLowerIsBetter();
    void noSizeGivenComparesAtTheQuotedEnd();
    void missingSizeIsNotCompared();
    void decimalSizeMatches();
    void onlyOwnMeasurementsCheck();
    void unknownMeasurementIsNotCompared();

private:
    // Rows at `bytes`, out of place and in place, with bus bandwidth and mean time each.
    static void addRows(BenchmarkRun& run, qint64 bytes, double busbwOut, double busbwIn, double timeOut, double timeIn)
    {
        for (const bool inPlace : {false, true}) {
            SizeResult row;
            row.bytes = bytes;
            row.inPlace = inPlace;
            row.busbwGBs = inPlace ? busbwIn : busbwOut;
            row.timeAvgUs = inPlace ? timeIn : timeOut;
            run.results << row;
        }
    }
    static BenchmarkRun ownRun()
    {
        BenchmarkRun run;
        run.id = 7;
        run.source = RunSource::OwnMeasurement;
        addRows(run, 8, 0.01, 0.01, 22, 25);                   // latency end: mean 22 and 25 µs
        addRows(run, qint64(1) << 20, 380, 370, 3000, 3100);   // 1 MiB
        addRows(run, qint64(128) << 20, 395, 390, 9000, 9100); // 128 MiB, the largest
        return run;
    }
    static NumericClaim bandwidth(double gbs, std::optional<qint64> bytes)
    {
        return {ClaimMetric::BusBandwidth, gbs, bytes, std::nullopt};
    }
};

void TestClaimCheck::readsFiguresWithUnitsAndSizes()
{
    const QList<NumericClaim> claims = numericClaims(
        QStringLiteral("all_reduce_perf: 389.5 GB/s busbw at 128 MiB and 24 \u00b5s at 8 B; 362,5 GB/s peak. "
                       "p50 0.5 ms @ 1 MB, 800 ns for 8 bytes, 20 us"));
    QCOMPARE(claims.size(), 6);
    QCOMPARE(claims.at(0), (NumericClaim{ClaimMetric::BusBandwidth, 389.5, qint64(128) << 20, std::nullopt}));
    QCOMPARE(claims.at(1), (NumericClaim{ClaimMetric::Latency, 24, 8, std::nullopt}));
    QCOMPARE(claims.at(2), (NumericClaim{ClaimMetric::BusBandwidth, 362.5, std::nullopt, std::nullopt}));
    // ms and ns are kept in µs; "MB" may be 1024- or 1000-based.
    QCOMPARE(claims.at(3), (NumericClaim{ClaimMetric::Latency, 500, qint64(1) << 20, qint64(1000000)}));
    QCOMPARE(claims.at(4), (NumericClaim{ClaimMetric::Latency, 0.8, 8, std::nullopt}));
    QCOMPARE(claims.at(5), (NumericClaim{ClaimMetric::Latency, 20, std::nullopt, std::nullopt}));
}

void TestClaimCheck::linkSpeedsAreNoBusBandwidth()
{
    QVERIFY(numericClaims(QStringLiteral("NDR 400 Gb/s per port, 8 x 400 Gbit/s")).isEmpty());
    QVERIFY(numericClaims(QStringLiteral("fast, tested")).isEmpty());
}

void TestClaimCheck::bandwidthWithinBetterWorse_data()
{
    QTest::addColumn<double>("claimed");
    QTest::addColumn<int>("verdict");
    QTest::addColumn<double>("deviation");
    QTest::addColumn<QString>("text");
    // Measured at 1 MiB: the worse of 380 (out of place) and 370 (in place) GB/s = 370.
    QTest::addRow("7.5 %% lower is within")
        << 400.0 << int(ClaimVerdict::Within) << -7.5 << QStringLiteral("within tolerance (±10 %)");
    // (370 - 411.1111) / 411.1111 = -10 %: the boundary still holds.
    QTest::addRow("10 %% lower is within")
        << 370.0 / 0.9 << int(ClaimVerdict::Within) << -10.0 << QStringLiteral("within tolerance (±10 %)");
    // (370 - 300) / 300 = +23.3 %
    QTest::addRow("better") << 300.0 << int(ClaimVerdict::Better) << 70.0 / 3.0
                            << QStringLiteral("better by 23.3 % (tolerance ±10 %)");
    // (370 - 440) / 440 = -15.9 %
    QTest::addRow("worse") << 440.0 << int(ClaimVerdict::Worse) << -70.0 / 4.4
                           << QStringLiteral("worse by 15.9 % (tolerance ±10 %)");
}

void TestClaimCheck::bandwidthWithinBetterWorse()
{
    QFETCH(double, claimed);
    QFETCH(int, verdict);
    QFETCH(double, deviation);
    QFETCH(QString, text);
    const ClaimCheck check = checkClaim(bandwidth(claimed, qint64(1) << 20), ownRun());
    QCOMPARE(check.bytes, qint64(1) << 20);
    QCOMPARE(check.measured, 370.0);
    QCOMPARE(int(check.verdict), verdict);
    QVERIFY2(qAbs(check.deviationPercent - deviation) < 1e-9, qPrintable(QString::number(check.deviationPercent)));
    QCOMPARE(check.verdictText(), text);
    QCOMPARE(check.contradicts(), verdict == int(ClaimVerdict::Worse));
    QCOMPARE(check.measuredText(), QStringLiteral("370 GB/s at 1 MiB in run 7"));
}

void TestClaimCheck::latencyIsLowerIsBetter()
{
    // Measured at 8 B: the worse (higher) of 22 and 25 µs = 25.
    const ClaimCheck worse = checkClaim({ClaimMetric::Latency, 20, 8, std::nullopt}, ownRun());
    QCOMPARE(worse.measured, 25.0);
    QCOMPARE(worse.verdict, ClaimVerdict::Worse);
    QCOMPARE(worse.deviationPercent, -25.0); // (20 - 25) / 20
    QCOMPARE(worse.describe(),
             QStringLiteral("Quoted 20 µs latency at 8 bytes; measured 25 µs at 8 bytes in run 7: worse by "
                            "25.0 % (tolerance ±10 %)."));
    const ClaimCheck better = checkClaim({ClaimMetric::Latency, 30, 8, std::nullopt}, ownRun());
    QCOMPARE(better.verdict, ClaimVerdict::Better);
    QVERIFY(qAbs(better.deviationPercent - 50.0 / 3.0) < 1e-9); // (30 - 25) / 30 = +16.7 %
    QCOMPARE(checkClaim({ClaimMetric::Latency, 26, 8, std::nullopt}, ownRun()).verdict,
             ClaimVerdict::Within); // (26 - 25) / 26 = +3.8 %
}

void TestClaimCheck::noSizeGivenComparesAtTheQuotedEnd()
{
    // Bandwidth without a size: at the largest size, 128 MiB, the worse of 395 and 390 = 390; (390 - 400) / 400.
    const ClaimCheck bw = checkClaim(bandwidth(400, std::nullopt), ownRun());
    QCOMPARE(bw.bytes, qint64(128) << 20);
    QCOMPARE(bw.measured, 390.0);
    QCOMPARE(bw.verdict, ClaimVerdict::Within);
    QCOMPARE(bw.claimText(), QStringLiteral("400 GB/s bus bandwidth, no size given"));
    // Latency without a size: at the smallest, 8 B.
    const ClaimCheck lat = checkClaim({ClaimMetric::Latency, 20, std::nullopt, std::nullopt}, ownRun());
    QCOMPARE(lat.bytes, qint64(8));
    QCOMPARE(lat.measured, 25.0);
}

void TestClaimCheck::missingSizeIsNotCompared()
{
    const ClaimCheck check = checkClaim(bandwidth(389, qint64(8) << 30), ownRun());
    QCOMPARE(check.verdict, ClaimVerdict::NotCompared);
    QVERIFY(!check.contradicts());
    QCOMPARE(check.measuredText(), QStringLiteral("run 7 has no result at 8 GiB"));
    QCOMPARE(check.verdictText(), QStringLiteral("not compared"));
}

void TestClaimCheck::decimalSizeMatches()
{
    BenchmarkRun run = ownRun();
    run.label = QStringLiteral("decimal sweep");
    addRows(run, 1000000, 200, 210, 1, 1);
    const QList<ClaimCheck> checks = checkClaims(QStringLiteral("200 GB/s at 1 MB"), {run});
    QCOMPARE(checks.size(), 1);
    // No row at 1 MiB carries 200 GB/s: the row at 1 MiB exists, so it is the one compared (370 GB/s).
    QCOMPARE(checks.first().bytes, qint64(1) << 20);
    run.results.removeIf([](const SizeResult& r) { return r.bytes == (qint64(1) << 20); });
    const ClaimCheck decimal = checkClaims(QStringLiteral("200 GB/s at 1 MB"), {run}).first();
    QCOMPARE(decimal.bytes, qint64(1000000));
    QCOMPARE(decimal.measured, 200.0);
    QCOMPARE(decimal.verdict, ClaimVerdict::Within);
    QCOMPARE(decimal.runName, QStringLiteral("run 7 (decimal sweep)"));
}

void TestClaimCheck::onlyOwnMeasurementsCheck()
{
    BenchmarkRun claim = ownRun();
    claim.source = RunSource::VendorClaim;
    const ClaimCheck check = checkClaim(bandwidth(1000, std::nullopt), claim);
    QCOMPARE(check.verdict, ClaimVerdict::NotCompared);
    QCOMPARE(check.reason, QStringLiteral("run 7 is a supplier's claim, not our own measurement"));
}

void TestClaimCheck::unknownMeasurementIsNotCompared()
{
    BenchmarkRun run = ownRun();
    for (SizeResult& row : run.results)
        row.busbwGBs = kUnknown;
    const ClaimCheck check = checkClaim(bandwidth(400, qint64(1) << 20), run);
    QCOMPARE(check.verdict, ClaimVerdict::NotCompared);
    QCOMPARE(check.reason, QStringLiteral("run 7 has no bus bandwidth at 1 MiB"));
}

QTEST_GUILESS_MAIN(TestClaimCheck)
#include "testclaimcheck.moc"
