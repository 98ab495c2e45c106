// SPDX-License-Identifier: Apache-2.0
#include "analysis/faultimpact.h"

#include <QTest>

using namespace fw::core;

class TestFaultImpact : public QObject
{
    Q_OBJECT

private slots:
    void impactPerSize();
    void impactUsesTheMedianOfRepeatedSweeps();
    void impactWithUnknownFigures();
    void recoveryAfterSomeRuns();
    void recoveryMustHold();
    void notRecoveredWithinWindow();
    void recoveryToleranceIsAParameter_data();
    void recoveryToleranceIsAParameter();
    void runsBeforeTheRevertAreIgnored();
    void noObservations();

private:
    struct Row
    {
        qint64 bytes;
        bool inPlace;
        double p99;
        double busbw;
    };
    static BenchmarkRun run(const QList<Row>& rows)
    {
        BenchmarkRun r;
        r.testName = QStringLiteral("all_reduce");
        for (const Row& row : rows) {
            SizeResult s;
            s.bytes = row.bytes;
            s.inPlace = row.inPlace;
            s.p99Us = row.p99;
            s.busbwGBs = row.busbw;
            r.results << s;
        }
        return r;
    }
    static BenchmarkRun scaled(double p99Factor)
    {
        return run({{1024, false, 10 * p99Factor, 1.0}, {1 << 20, false, 100 * p99Factor, 20.0}});
    }
    static QDateTime at(int seconds) { return QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC).addSecs(seconds); }
};

void TestFaultImpact::impactPerSize()
{
    const BenchmarkRun baseline =
        run({{1024, false, 10, 1.0}, {1024, true, 9, 1.1}, {1 << 20, false, 100, 20.0}, {1 << 30, false, 5000, 40.0}});
    // The fault run has no 1 GiB row (it was cut short) and a size the baseline lacks.
    const BenchmarkRun during =
        run({{1 << 20, false, 400, 5.0}, {1024, true, 18, 0.55}, {1024, false, 25, 0.4}, {4096, false, 30, 2.0}});
    const QList<SizeImpact> impact = FaultImpact::impact(baseline, during);
    QCOMPARE(impact.size(), 3);
    QCOMPARE(impact.at(0).bytes, 1024);
    QVERIFY(!impact.at(0).inPlace);
    QCOMPARE(impact.at(0).p99Ratio, 2.5);
    QCOMPARE(impact.at(0).p99DeltaUs, 15.0);
    QCOMPARE(impact.at(0).busbwRatio, 0.4);
    QVERIFY(qAbs(impact.at(0).busbwDeltaGBs - -0.6) < 1e-12);
    QCOMPARE(impact.at(1).bytes, 1024);
    QVERIFY(impact.at(1).inPlace);
    QCOMPARE(impact.at(1).p99Ratio, 2.0);
    QCOMPARE(impact.at(1).busbwRatio, 0.5);
    QCOMPARE(impact.at(2).bytes, 1 << 20);
    QCOMPARE(impact.at(2).baselineP99Us, 100.0);
    QCOMPARE(impact.at(2).duringP99Us, 400.0);
    QCOMPARE(impact.at(2).p99Ratio, 4.0);
    QCOMPARE(impact.at(2).p99DeltaUs, 300.0);
    QCOMPARE(impact.at(2).baselineBusbwGBs, 20.0);
    QCOMPARE(impact.at(2).duringBusbwGBs, 5.0);
    QCOMPARE(impact.at(2).busbwRatio, 0.25);
    QCOMPARE(impact.at(2).busbwDeltaGBs, -15.0);
    QCOMPARE(FaultImpact::worstP99Ratio(baseline, during), 4.0);
}

void TestFaultImpact::impactUsesTheMedianOfRepeatedSweeps()
{
    // Three sweeps of the same size: the median is 100, not the mean (133.3) or the worst (200).
    const BenchmarkRun baseline = run({{64, false, 100, 2.0}, {64, false, 200, 1.0}, {64, false, 90, 3.0}});
    // Two sweeps: the median of two is their mean.
    const BenchmarkRun during = run({{64, false, 300, 1.0}, {64, false, 500, 0.5}});
    const QList<SizeImpact> impact = FaultImpact::impact(baseline, during);
    QCOMPARE(impact.size(), 1);
    QCOMPARE(impact.at(0).baselineP99Us, 100.0);
    QCOMPARE(impact.at(0).duringP99Us, 400.0);
    QCOMPARE(impact.at(0).baselineBusbwGBs, 2.0);
    QCOMPARE(impact.at(0).duringBusbwGBs, 0.75);
}

void TestFaultImpact::impactWithUnknownFigures()
{
    const BenchmarkRun baseline = run({{64, false, kUnknown, 2.0}, {128, false, 10, 0.0}});
    const BenchmarkRun during = run({{64, false, 50, 1.0}, {128, false, 20, 0.0}});
    const QList<SizeImpact> impact = FaultImpact::impact(baseline, during);
    QCOMPARE(impact.size(), 2);
    QVERIFY(!isKnown(impact.at(0).p99Ratio));
    QVERIFY(!isKnown(impact.at(0).p99DeltaUs));
    QCOMPARE(impact.at(0).busbwRatio, 0.5);
    // A zero baseline bandwidth (one rank all-reduce) gives no ratio, but a difference.
    QVERIFY(!isKnown(impact.at(1).busbwRatio));
    QCOMPARE(impact.at(1).busbwDeltaGBs, 0.0);
    QCOMPARE(impact.at(1).p99Ratio, 2.0);
}

void TestFaultImpact::recoveryAfterSomeRuns()
{
    const BenchmarkRun baseline = scaled(1.0);
    const QDateTime revert = at(0);
    // Out of order on purpose: recovery sorts by start time.
    const QList<RecoveryObservation> after = {
        {at(30), scaled(1.05)}, {at(5), scaled(3.0)}, {at(15), scaled(1.5)}, {at(45), scaled(0.98)}};
    const Recovery r = FaultImpact::recovery(baseline, revert, after);
    QVERIFY(r.recovered);
    QCOMPARE(r.secondsToRecover, 30.0);
    QCOMPARE(r.observedWindowS, 45.0);
    QCOMPARE(r.tolerance, 0.10);
    QCOMPARE(r.points.size(), 4);
    QCOMPARE(r.points.at(0).secondsAfterRevert, 5.0);
    QCOMPARE(r.points.at(0).worstP99Ratio, 3.0);
    QVERIFY(!r.points.at(0).withinTolerance);
    QVERIFY(!r.points.at(1).withinTolerance);
    QVERIFY(r.points.at(2).withinTolerance);
    QVERIFY(r.points.at(3).withinTolerance);
}

void TestFaultImpact::recoveryMustHold()
{
    // Back at 10 s, out again at 20 s, back for good at 40 s.
    const QList<RecoveryObservation> after = {
        {at(10), scaled(1.0)}, {at(20), scaled(2.0)}, {at(40), scaled(1.09)}, {at(50), scaled(1.0)}};
    const Recovery r = FaultImpact::recovery(scaled(1.0), at(0), after);
    QVERIFY(r.recovered);
    QCOMPARE(r.secondsToRecover, 40.0);
}

void TestFaultImpact::notRecoveredWithinWindow()
{
    // One size back, the other not: p99 must be back at every size.
    BenchmarkRun partly = scaled(1.0);
    partly.results[1].p99Us = 150;
    const QList<RecoveryObservation> after = {{at(10), scaled(2.0)}, {at(60), partly}};
    const Recovery r = FaultImpact::recovery(scaled(1.0), at(0), after);
    QVERIFY(!r.recovered);
    QVERIFY(!isKnown(r.secondsToRecover));
    QCOMPARE(r.observedWindowS, 60.0);
    QCOMPARE(r.points.at(1).worstP99Ratio, 1.5);
}

void TestFaultImpact::recoveryToleranceIsAParameter_data()
{
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<bool>("recovered");
    QTest::addColumn<double>("seconds");
    QTest::addRow("default 10 percent") << 0.10 << true << 20.0;
    QTest::addRow("25 percent") << 0.25 << true << 10.0;
    QTest::addRow("1 percent") << 0.01 << false << kUnknown;
}

void TestFaultImpact::recoveryToleranceIsAParameter()
{
    QFETCH(double, tolerance);
    QFETCH(bool, recovered);
    QFETCH(double, seconds);
    const QList<RecoveryObservation> after = {{at(10), scaled(1.2)}, {at(20), scaled(1.08)}, {at(30), scaled(1.05)}};
    const Recovery r = FaultImpact::recovery(scaled(1.0), at(0), after, tolerance);
    QCOMPARE(r.recovered, recovered);
    QCOMPARE(r.tolerance, tolerance);
    if (recovered)
        QCOMPARE(r.secondsToRecover, seconds);
    else
        QVERIFY(!isKnown(r.secondsToRecover));
}

void TestFaultImpact::runsBeforeTheRevertAreIgnored()
{
    const QList<RecoveryObservation> after = {{at(-30), scaled(1.0)}, {at(10), scaled(3.0)}};
    const Recovery r = FaultImpact::recovery(scaled(1.0), at(0), after);
    QCOMPARE(r.points.size(), 1);
    QVERIFY(!r.recovered);
}

void TestFaultImpact::noObservations()
{
    const Recovery r = FaultImpact::recovery(scaled(1.0), at(0), {});
    QVERIFY(!r.recovered);
    QVERIFY(!isKnown(r.observedWindowS));
    // A run with no size in common is no evidence of recovery.
    const QList<RecoveryObservation> after = {{at(10), run({{8, false, 1, 1}})}};
    const Recovery other = FaultImpact::recovery(scaled(1.0), at(0), after);
    QVERIFY(!other.recovered);
    QVERIFY(!isKnown(other.points.at(0).worstP99Ratio));
}

QTEST_GUILESS_MAIN(TestFaultImpact)
#include "testfaultimpact.moc"
