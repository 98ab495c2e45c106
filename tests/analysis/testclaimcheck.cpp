// SPDX-License-Identifier: Apache-2.0
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
    void readsRecoveryTimesAndPercentiles();
    void p99ClaimComparesWithP99();
    void recoveryAgainstPlanSteps();
    void eachFigureMeetsItsKindOfEvidence();

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
    // A German answer names the size with "bei" or "für".
    const QList<NumericClaim> german =
        numericClaims(QStringLiteral("389 GB/s Busbandbreite bei 8 GiB, 24 \u00b5s f\u00fcr 8 Bytes"));
    QCOMPARE(german.size(), 2);
    QCOMPARE(german.at(0), (NumericClaim{ClaimMetric::BusBandwidth, 389, qint64(8) << 30, std::nullopt}));
    QCOMPARE(german.at(1), (NumericClaim{ClaimMetric::Latency, 24, 8, std::nullopt}));
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
    QCOMPARE(worse.describe(), QStringLiteral("Quoted 20 µs latency at 8 B; measured 25 µs at 8 B in run 7: worse by "
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
    QCOMPARE(decimal.evidenceName, QStringLiteral("run 7 (decimal sweep)"));
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

void TestClaimCheck::readsRecoveryTimesAndPercentiles()
{
    const QList<NumericClaim> claims = numericClaims(QString::fromUtf8(
        "Failover within 50 ms; a link flap recovers in 2 s, a restart takes 1.5 min; p99 30 \u00b5s at 8 B; "
        "99th percentile 40 us; \u30ce\u30fc\u30c9\u969c\u5bb3\u304b\u3089 5 \u79d2\u3067\u5fa9\u65e7; "
        "Wiederanlauf in 12 Sekunden; mean 25 us at 8 B"));
    QCOMPARE(claims.size(), 8);
    QCOMPARE(claims.at(0), (NumericClaim{ClaimMetric::Recovery, 0.05, std::nullopt, std::nullopt}));
    QCOMPARE(claims.at(1), (NumericClaim{ClaimMetric::Recovery, 2, std::nullopt, std::nullopt}));
    QCOMPARE(claims.at(2), (NumericClaim{ClaimMetric::Recovery, 90, std::nullopt, std::nullopt}));
    QCOMPARE(claims.at(3), (NumericClaim{ClaimMetric::Latency, 30, 8, std::nullopt, true}));
    QCOMPARE(claims.at(4), (NumericClaim{ClaimMetric::Latency, 40, std::nullopt, std::nullopt, true}));
    QCOMPARE(claims.at(5), (NumericClaim{ClaimMetric::Recovery, 5, std::nullopt, std::nullopt}));
    QCOMPARE(claims.at(6), (NumericClaim{ClaimMetric::Recovery, 12, std::nullopt, std::nullopt}));
    QCOMPARE(claims.at(7), (NumericClaim{ClaimMetric::Latency, 25, 8, std::nullopt, false}));
    // A latency in ms with no word of recovery near it stays a latency; words are not units.
    QCOMPARE(numericClaims(QStringLiteral("1.2 ms at 64 MiB")).constFirst().metric, ClaimMetric::Latency);
    QVERIFY(numericClaims(QStringLiteral("4 spines, 32 leaves, 2 sites")).isEmpty());
}

void TestClaimCheck::p99ClaimComparesWithP99()
{
    BenchmarkRun run = ownRun();
    const NumericClaim claim{ClaimMetric::Latency, 30, 8, std::nullopt, true};
    ClaimCheck check = checkClaim(claim, run);
    QCOMPARE(check.verdict, ClaimVerdict::NotCompared);
    QCOMPARE(check.reason, QStringLiteral("run 7 has no p99 at 8 B"));
    run.results[0].p99Us = 31; // out of place
    run.results[1].p99Us = 36; // in place, the worse
    check = checkClaim(claim, run);
    QCOMPARE(check.measured, 36.0);
    QCOMPARE(check.verdict, ClaimVerdict::Worse); // (30 − 36) / 30 = −20 %
    QCOMPARE(
        check.describe(),
        QStringLiteral("Quoted 30 \u00b5s p99 latency at 8 B; measured 36 \u00b5s p99 at 8 B in run 7: worse by 20.0 % "
                       "(tolerance \u00b110 %)."));
}

void TestClaimCheck::recoveryAgainstPlanSteps()
{
    const NumericClaim two{ClaimMetric::Recovery, 2, std::nullopt, std::nullopt};
    StepRecovery fault{{3, 1}, QStringLiteral("plan run 3, step 2 (link down)"), StepRecovery::Kind::AfterRevert};
    fault.seconds = 2.1;
    ClaimCheck check = checkRecoveryClaim(two, fault);
    QCOMPARE(check.verdict, ClaimVerdict::Within); // 5 % slower
    QCOMPARE(check.planStep, (std::optional<PlanStepRef>{{3, 1}}));
    QCOMPARE(check.runId, 0);
    QCOMPARE(check.describe(), QStringLiteral("Quoted recovery in 2 s; measured p99 back within tolerance 2.1 s after "
                                              "the revert in plan run 3, step 2 (link down): within tolerance "
                                              "(\u00b110 %)."));
    check = checkRecoveryClaim({ClaimMetric::Recovery, 1, std::nullopt, std::nullopt}, fault);
    QCOMPARE(check.verdict, ClaimVerdict::Worse);
    QVERIFY(qAbs(check.deviationPercent + 110.0) < 1e-9);

    StepRecovery restore{{3, 4}, QStringLiteral("plan run 3, step 5"), StepRecovery::Kind::RestoreAfterKill};
    restore.seconds = 8;
    check = checkRecoveryClaim({ClaimMetric::Recovery, 10, std::nullopt, std::nullopt}, restore);
    QCOMPARE(check.verdict, ClaimVerdict::Better); // 20 % faster
    QVERIFY(
        check.measuredText().startsWith(QStringLiteral("every rank restored the last checkpoint 8 s after the kill")));

    // Never back within tolerance: a claim shorter than the watched time is contradicted by at least that much.
    StepRecovery stuck{{3, 1}, QStringLiteral("plan run 3, step 2"), StepRecovery::Kind::AfterRevert};
    stuck.observedSeconds = 30;
    check = checkRecoveryClaim({ClaimMetric::Recovery, 5, std::nullopt, std::nullopt}, stuck);
    QCOMPARE(check.verdict, ClaimVerdict::Worse);
    QVERIFY(check.notRecovered);
    QVERIFY(check.contradicts());
    QCOMPARE(check.verdictText(), QStringLiteral("worse by more than 500.0 % (tolerance \u00b110 %)"));
    check = checkRecoveryClaim({ClaimMetric::Recovery, 40, std::nullopt, std::nullopt}, stuck);
    QCOMPARE(check.verdict, ClaimVerdict::NotCompared);
    QCOMPARE(check.reason, QStringLiteral("it was not watched for longer than the claim"));

    StepRecovery nothing{{4, 0}, QStringLiteral("plan run 4, step 1"), StepRecovery::Kind::AfterRevert};
    nothing.reason = QStringLiteral("the fault of plan run 4, step 1 was not applied");
    check = checkRecoveryClaim(two, nothing);
    QCOMPARE(check.verdict, ClaimVerdict::NotCompared);
    QCOMPARE(check.reason, nothing.reason);
}

void TestClaimCheck::eachFigureMeetsItsKindOfEvidence()
{
    StepRecovery fault{{3, 1}, QStringLiteral("plan run 3, step 2"), StepRecovery::Kind::AfterRevert};
    fault.seconds = 1.5;
    const QString answer = QStringLiteral("380 GB/s at 1 MiB; adaptive routing reroutes within 2 s");
    QList<ClaimCheck> checks = checkClaims(answer, {ownRun()}, {fault});
    QCOMPARE(checks.size(), 2);
    QCOMPARE(checks.at(0).runId, 7);
    QCOMPARE(checks.at(0).verdict, ClaimVerdict::Within);
    QCOMPARE(checks.at(1).planStep, (std::optional<PlanStepRef>{{3, 1}}));
    QCOMPARE(checks.at(1).verdict, ClaimVerdict::Better); // 25 % faster
    checks = checkClaims(answer, {ownRun()});
    QCOMPARE(checks.size(), 2);
    QCOMPARE(checks.at(1).verdict, ClaimVerdict::NotCompared);
    QCOMPARE(checks.at(1).reason, QStringLiteral("no plan step that measures recovery is linked"));
    checks = checkClaims(answer, {}, {fault});
    QCOMPARE(checks.at(0).reason, QStringLiteral("no run is linked"));
    QVERIFY(checkClaims(answer, {}).isEmpty()); // nothing linked, nothing checked
}

QTEST_GUILESS_MAIN(TestClaimCheck)
#include "testclaimcheck.moc"
