// SPDX-License-Identifier: Apache-2.0
#include "analysis/costderivations.h"
#include "evidence/runevidence.h"
#include "storage/costrepository.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;

// Acceptance thresholds and which runs compare (issue 19), with hand-computed values.
class TestRunAcceptance : public QObject
{
    Q_OBJECT

private slots:
    void withoutThresholdsNothingIsJudged();
    void oneRankAtZeroIsRejectedWithReasons();
    void everyThresholdMetIsAccepted();
    void figuresAreReadAtTheThresholdSizes();
    void aZeroRunIsRejectedByTheBuiltInRule();
    void runsAcrossNodesMeetTheLineRateFloor();
    void theFloorIsRaisedFreelyAndLoweredWithAReason();
    void claimsAndStaleRunsAreNeverJudged();
    void acceptanceRateCountsOnlyAcceptedRuns();
    void onlyRunsOfTheReferenceSetupCompare();
};

namespace {

SizeResult row(qint64 bytes, bool inPlace, double p99, double busbw, double avg = kUnknown, double stdev = kUnknown)
{
    SizeResult r;
    r.bytes = bytes;
    r.inPlace = inPlace;
    r.p99Us = p99;
    r.busbwGBs = busbw;
    r.timeAvgUs = avg;
    r.stdevUs = stdev;
    r.wrong = 0;
    r.checkPassed = true;
    return r;
}

BenchmarkRun run(qint64 id, qint64 candidate, const QString& backend, int ranks, int nodes, QList<SizeResult> rows,
                 RunSource source = RunSource::OwnMeasurement)
{
    BenchmarkRun r;
    r.id = id;
    r.candidateId = candidate;
    r.source = source;
    r.testName = QStringLiteral("all_reduce");
    r.backend = backend;
    r.ranks = ranks;
    r.nodes = nodes;
    r.results = std::move(rows);
    return r;
}

} // namespace

void TestRunAcceptance::withoutThresholdsNothingIsJudged()
{
    const AcceptanceRunInput input{.ranks = 1, .nodes = 1, .busBandwidthGBs = 0, .p99LatencyUs = 3};
    const RunAcceptance result = judgeRun(input, {});
    QCOMPARE(result.verdict, RunVerdict::NotJudged);
    QCOMPARE(result.reasons, QStringList{QStringLiteral("no acceptance threshold is set for this project")});
    QCOMPARE(deriveAcceptanceRate({input}, 1, {}).value, std::nullopt);
}

void TestRunAcceptance::oneRankAtZeroIsRejectedWithReasons()
{
    // The report once called a 1-rank run at 0 GB/s "accepted": with thresholds it is rejected, and says why.
    const AcceptanceThresholds t{.minRanks = 2, .minNodes = 2, .minBusBandwidthGBs = 100};
    const AcceptanceRunInput input{
        .ranks = 1, .nodes = 1, .correctnessPassed = true, .busBandwidthGBs = 0, .bandwidthBytes = 1024};
    const RunAcceptance result = judgeRun(input, t);
    QCOMPARE(result.verdict, RunVerdict::Rejected);
    QCOMPARE(result.reasons.size(), 3);
    QCOMPARE(result.reasons.at(0), QStringLiteral("1 ranks (at least 2)"));
    QCOMPARE(result.reasons.at(1), QStringLiteral("1 nodes (at least 2)"));
    QVERIFY2(result.reasons.at(2).startsWith(QStringLiteral("bus bandwidth 0 GB/s at ")),
             qPrintable(result.reasons.at(2)));
    QVERIFY(result.reasons.at(2).endsWith(QStringLiteral("(at least 100)")));
}

void TestRunAcceptance::everyThresholdMetIsAccepted()
{
    const AcceptanceThresholds t{.correctnessPassed = true,
                                 .minRanks = 16,
                                 .minNodes = 2,
                                 .minBusBandwidthGBs = 100,
                                 .maxP99LatencyUs = 50,
                                 .maxCvPercent = 5};
    AcceptanceRunInput input{.ranks = 16,
                             .nodes = 2,
                             .correctnessPassed = true,
                             .busBandwidthGBs = 120,
                             .bandwidthBytes = 1 << 20,
                             .p99LatencyUs = 40,
                             .latencyBytes = 8,
                             .cvPercent = 4};
    RunAcceptance result = judgeRun(input, t);
    QCOMPARE(result.verdict, RunVerdict::Accepted);
    QCOMPARE(result.reasons.size(), 6); // what it met
    // Each bound on its own rejects it.
    input.cvPercent = 5.5;
    QCOMPARE(judgeRun(input, t).verdict, RunVerdict::Rejected);
    input.cvPercent = kUnknown; // not reported fails a set threshold rather than pass it unseen
    result = judgeRun(input, t);
    QCOMPARE(result.verdict, RunVerdict::Rejected);
    QCOMPARE(result.reasons, QStringList{QStringLiteral("no coefficient of variation reported")});
    input.cvPercent = 4;
    input.correctnessPassed = false; // unverified
    result = judgeRun(input, t);
    QCOMPARE(result.reasons, QStringList{QStringLiteral("correctness not verified on every row")});
    input.correctnessPassed = true;
    input.correctnessFailed = true;
    QCOMPARE(judgeRun(input, t).reasons, QStringList{QStringLiteral("a correctness check failed")});
}

void TestRunAcceptance::figuresAreReadAtTheThresholdSizes()
{
    // In-place and out-of-place: the worse of the two. CV = 100 × stdev / avg.
    const BenchmarkRun r = run(1, 1, QStringLiteral("nccl"), 16, 2,
                               {row(8, false, 20, 0.01), row(8, true, 24, 0.01), row(1024, false, 30, 5, 50, 2),
                                row(1024, true, 28, 4, 40, 3), row(4096, false, 60, 90), row(4096, true, 61, 80)});
    AcceptanceRunInput input = acceptanceInput(r, {}, false, {});
    QCOMPARE(input.latencyBytes, 8);
    QCOMPARE(input.p99LatencyUs, 24.0);
    QCOMPARE(input.bandwidthBytes, 4096);
    QCOMPARE(input.busBandwidthGBs, 80.0);
    QVERIFY(!isKnown(input.cvPercent)); // no stdev at 4096
    const AcceptanceThresholds at1k{.minBusBandwidthGBs = 4, .busBandwidthBytes = 1024, .p99Bytes = 1024};
    input = acceptanceInput(r, at1k, false, {});
    QCOMPARE(input.busBandwidthGBs, 4.0);
    QCOMPARE(input.p99LatencyUs, 30.0);
    QCOMPARE(input.cvPercent, 7.5); // max(100 × 2 / 50, 100 × 3 / 40) = max(4, 7.5)
    const AcceptanceThresholds missing{.minBusBandwidthGBs = 4, .busBandwidthBytes = 2048};
    input = acceptanceInput(r, missing, false, {});
    QCOMPARE(input.bandwidthBytes, -1);
    const RunAcceptance result = judgeRun(input, missing);
    QCOMPARE(result.verdict, RunVerdict::Rejected);
    QVERIFY(result.reasons.first().startsWith(QStringLiteral("no bus bandwidth at ")));
}

void TestRunAcceptance::aZeroRunIsRejectedByTheBuiltInRule()
{
    // Issue 37: with only the correctness threshold set, a run that moved nothing was "accepted".
    const AcceptanceThresholds t{.correctnessPassed = true};
    const BenchmarkRun r = run(1, 1, QStringLiteral("mpi"), 2, 1, {row(8, false, 3, 0), row(1 << 20, false, 90, 0)});
    const RunAcceptance result = judgeRun(acceptanceInput(r, t, false, {}), t);
    QCOMPARE(result.verdict, RunVerdict::Rejected);
    QCOMPARE(result.reasons, QStringList{QStringLiteral("bus bandwidth 0 GB/s at 1 MiB (built-in rule: never zero)")});
    QVERIFY(acceptanceRules(t).contains(QStringLiteral("bus bandwidth never 0 GB/s")));
    // Without any threshold nothing is judged, as before.
    QCOMPARE(judgeRun(acceptanceInput(r, {}, false, {}), {}).verdict, RunVerdict::NotJudged);
}

void TestRunAcceptance::runsAcrossNodesMeetTheLineRateFloor()
{
    // 8 HCAs of 400 Gb/s: 16 ranks on 2 nodes drive all 8, 8 × 50 GB/s = 400 GB/s; the default floor is half that.
    const BomValues bom{{QStringLiteral("nic_speed"), QStringLiteral("400")},
                        {QStringLiteral("hcas_per_node"), QStringLiteral("8")}};
    QCOMPARE(fabricLineRateGBs(bom, 8), 400.0);
    QCOMPARE(fabricLineRateGBs(bom, 1), 50.0); // one rank a node drives one NIC
    QCOMPARE(fabricLineRateGBs({{QStringLiteral("nic_speed"), QStringLiteral("200")}}, 8), 25.0); // one NIC
    QCOMPARE(fabricLineRateGBs({}, 8), std::nullopt);
    const AcceptanceThresholds t{.correctnessPassed = true};
    const qint64 large = qint64(128) << 20;
    BenchmarkRun r = run(1, 1, QStringLiteral("nccl"), 16, 2, {row(8, false, 20, 0.01), row(large, false, 900, 150)});
    RunAcceptance result = judgeRun(acceptanceInput(r, t, false, bom), t);
    QCOMPARE(result.verdict, RunVerdict::Rejected);
    QCOMPARE(
        result.reasons,
        QStringList{QStringLiteral(
            "bus bandwidth 150 GB/s at 128 MiB (default floor: at least 200 GB/s, 50 % of the line rate 400 GB/s)")});
    r.results.last().busbwGBs = 380;
    result = judgeRun(acceptanceInput(r, t, false, bom), t);
    QCOMPARE(result.verdict, RunVerdict::Accepted);
    QVERIFY(result.reasons.contains(QStringLiteral(
        "bus bandwidth 380 GB/s at 128 MiB (default floor: at least 200 GB/s, 50 % of the line rate 400 GB/s)")));
    // One node: the fabric is not in the path, no floor. A largest size under 64 MiB: said, not applied.
    r.results.last().busbwGBs = 1;
    r.nodes = 1;
    QCOMPARE(judgeRun(acceptanceInput(r, t, false, bom), t).verdict, RunVerdict::Accepted);
    r.nodes = 2;
    r.results.last().bytes = 1 << 20;
    result = judgeRun(acceptanceInput(r, t, false, bom), t);
    QCOMPARE(result.verdict, RunVerdict::Accepted);
    QVERIFY(result.reasons.contains(
        QStringLiteral("line-rate floor not applied: the largest size, 1 MiB, is below 64 MiB")));
    // Without a declared NIC speed the floor says so rather than pass silently.
    r.results.last().bytes = large;
    result = judgeRun(acceptanceInput(r, t, false, {}), t);
    QVERIFY(result.reasons.contains(QStringLiteral("line-rate floor not applied: the BOM declares no NIC speed")));
}

void TestRunAcceptance::theFloorIsRaisedFreelyAndLoweredWithAReason()
{
    QTemporaryDir dir;
    auto project = ProjectFile::create(dir.filePath(QStringLiteral("p.fabwb")));
    CostRepository costs(*project);
    CostSettings settings;
    settings.thresholds.lineRateShare = 0.8; // tighter: no reason needed
    costs.setSettings(settings);
    QCOMPARE(costs.settings().thresholds.lineRateShare, 0.8);
    settings.thresholds.lineRateShare = 0.3;
    QVERIFY_THROWS_EXCEPTION(StorageError, costs.setSettings(settings));
    QCOMPARE(costs.settings().thresholds.lineRateShare, 0.8); // nothing half-written
    settings.thresholds.loosenedBecause = QStringLiteral("the offer is 2 × 200G per node, priced as such");
    costs.setSettings(settings);
    const AcceptanceThresholds stored = costs.settings().thresholds;
    QCOMPARE(stored.lineRateShare, 0.3);
    const QStringList rules = acceptanceRules(stored);
    QVERIFY2(rules.contains(QStringLiteral(
                 "on runs across nodes, bus bandwidth at the largest size (64 MiB or more) ≥ 30 % of the line rate "
                 "the BOM declares (lowered floor), lowered because: the offer is 2 × 200G per node, priced as such")),
             qPrintable(rules.join(QLatin1Char('\n'))));
    // The verdict names the lowered floor it was judged by.
    const BomValues bom{{QStringLiteral("nic_speed"), QStringLiteral("400")}};
    const BenchmarkRun r = run(1, 1, QStringLiteral("nccl"), 2, 2, {row(qint64(1) << 30, false, 900, 20)});
    QCOMPARE(judgeRun(acceptanceInput(r, stored, false, bom), stored).reasons,
             QStringList{QStringLiteral("bus bandwidth 20.00 GB/s at 1 GiB (lowered floor: at least 15.00 GB/s, 30 % "
                                        "of the line rate 50.00 GB/s)")});
    settings.thresholds.lineRateShare = 1.5;
    QVERIFY_THROWS_EXCEPTION(StorageError, costs.setSettings(settings));
}

void TestRunAcceptance::claimsAndStaleRunsAreNeverJudged()
{
    const AcceptanceThresholds t{.minBusBandwidthGBs = 1};
    QCOMPARE(judgeRun({.ownMeasurement = false, .busBandwidthGBs = 500}, t).verdict, RunVerdict::NotJudged);
    const RunAcceptance stale = judgeRun({.stale = true, .busBandwidthGBs = 500}, t);
    QCOMPARE(stale.verdict, RunVerdict::NotJudged);
    QVERIFY(stale.reasons.first().contains(QStringLiteral("BOM changed")));
}

void TestRunAcceptance::acceptanceRateCountsOnlyAcceptedRuns()
{
    const AcceptanceThresholds t{.minRanks = 16, .minBusBandwidthGBs = 100};
    const QList<AcceptanceRunInput> runs{
        {.ranks = 16, .nodes = 2, .busBandwidthGBs = 120},                          // accepted
        {.ranks = 16, .nodes = 2, .busBandwidthGBs = 90},                           // rejected: bandwidth
        {.ranks = 8, .nodes = 2, .busBandwidthGBs = 150},                           // rejected: ranks
        {.ranks = 16, .nodes = 2, .ownMeasurement = false, .busBandwidthGBs = 400}, // claim: not counted
    };
    const Derivation rate = deriveAcceptanceRate(runs, 2, t);
    QCOMPARE(rate.value.value(), 1.0 / 3);
    QVERIFY2(rate.explanation.contains(QStringLiteral("1 / 3")), qPrintable(rate.explanation));
    QVERIFY(rate.explanation.contains(QStringLiteral("at least 16 ranks")));
}

void TestRunAcceptance::onlyRunsOfTheReferenceSetupCompare()
{
    const auto sweep = [](double p99, double busbw) {
        return QList<SizeResult>{row(8, false, p99, 0.1), row(1024, false, p99 * 2, busbw)};
    };
    const QList<BenchmarkRun> runs{
        run(1, 10, QStringLiteral("nccl"), 16, 2, sweep(10, 100)),
        run(2, 10, QStringLiteral("mpi"), 2, 1, sweep(1, 1)),
        run(3, 20, QStringLiteral("nccl"), 16, 2, sweep(15, 88)),
        run(4, 20, QStringLiteral("nccl"), 16, 2, sweep(1, 400), RunSource::VendorClaim),
        run(5, 20, QStringLiteral("nccl"), 16, 2, sweep(12, 90)),
    };
    const ComparableRuns c = compareRuns(runs, {5}, {}, {});
    QVERIFY(c.reference.has_value());
    QCOMPARE(c.reference->backend, QStringLiteral("nccl"));
    QCOMPARE(c.reference->ranks, 16);
    QCOMPARE(c.runs.size(), 5);
    QVERIFY(c.runs.at(0).comparable);
    QVERIFY(!c.runs.at(1).comparable);
    QVERIFY2(c.runs.at(1).exclusion.contains(QStringLiteral("MPI on CPU, 2 ranks, 1 node")),
             qPrintable(c.runs.at(1).exclusion));
    QVERIFY(
        c.runs.at(1).exclusion.contains(QStringLiteral("not comparable with all_reduce, NCCL on 16 GPUs, 2 nodes")));
    QVERIFY(c.runs.at(2).comparable);
    QVERIFY(!c.runs.at(3).comparable);
    QVERIFY(c.runs.at(3).exclusion.startsWith(QStringLiteral("a supplier's claim")));
    QVERIFY(!c.runs.at(4).comparable); // stale
    QVERIFY(c.runs.at(4).exclusion.contains(QStringLiteral("BOM changed")));
    QCOMPARE(c.ofCandidate(20).size(), 3);

    // A setup only one candidate ran loses to the one both ran, even with more ranks.
    QList<BenchmarkRun> more = runs;
    more << run(6, 10, QStringLiteral("nccl"), 32, 4, sweep(10, 100));
    QCOMPARE(compareRuns(more, {}, {}, {}).reference->ranks, 16);
    // Without own runs there is no reference, and nothing compares.
    QVERIFY(!compareRuns({runs.at(3)}, {}, {}, {}).reference);
}

QTEST_GUILESS_MAIN(TestRunAcceptance)
#include "testrunacceptance.moc"
