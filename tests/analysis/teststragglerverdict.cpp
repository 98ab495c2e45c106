// SPDX-License-Identifier: Apache-2.0
#include "analysis/stragglerverdict.h"
#include "base/ranksummary.h"

#include <QJsonArray>
#include <QTest>
#include <functional>

using namespace fw::core;
using namespace Qt::StringLiterals;

// The straggler rule on synthetic per-rank summaries of agent protocol 2: each rank's p50, p90, p99, p99.9 and max.
class TestStragglerVerdict : public QObject
{
    Q_OBJECT

private slots:
    void slowHost_data();
    void slowHost();
    void ringLinksNameTheHost_data();
    void ringLinksNameTheHost();
    void ringLinkOneWayIsNoHost();
    void slowRankNamesGpuAndNic();
    void slowRankWithoutFacts();
    void slowRankByPlacement();
    void slowTailAloneIsNoVerdict();
    void singleSizeSpikeIsNoVerdict();
    void uniformIsNoVerdict();
    void tooFewSizes();
    void rawSamplesOfProtocol1();
    void bucketsOfNodeDetail();

private:
    // factor(rank, size index, quantile index) multiplies the rank's time; 1 is an ordinary rank.
    using Factor = std::function<double(int, int, int)>;
    static BenchmarkRun makeRun(int hosts, int ranksPerHost, int sizes, int iterations, const Factor& factor);
    static QJsonObject facts();
};

BenchmarkRun TestStragglerVerdict::makeRun(int hosts, int ranksPerHost, int sizes, int iterations, const Factor& factor)
{
    BenchmarkRun run;
    run.ranks = hosts * ranksPerHost;
    for (int r = 0; r < *run.ranks; ++r)
        run.placements << RankPlacement{r, u"node%1"_s.arg(r / ranksPerHost), QString(), QString()};
    for (int s = 0; s < sizes; ++s) {
        SizeResult row;
        row.bytes = qint64(8) << (2 * s);
        row.iterations = iterations;
        std::vector<float> quantiles;
        for (int r = 0; r < *run.ranks; ++r) {
            // A few percent of spread between ordinary ranks, as real ranks have.
            const double base = (10.0 + s) * (1 + 0.01 * ((r * 7) % 5));
            const std::array<double, 5> shape = {1.0, 1.1, 1.3, 1.5, 2.0};
            for (int q = 0; q < 5; ++q)
                quantiles.push_back(float(base * shape[std::size_t(q)] * factor(r, s, q)));
        }
        row.rankQuantiles = packSamples(quantiles);
        run.results << row;
    }
    return run;
}

// node1's GPUs and their nearest NICs as `fabric-agent facts` reports them (docs/agent-protocol.md).
QJsonObject TestStragglerVerdict::facts()
{
    QJsonArray devices, links;
    for (int gpu = 0; gpu < 4; ++gpu) {
        devices << QJsonObject{{u"index"_s, gpu}, {u"pci_address"_s, u"0000:%1:00.0"_s.arg(0x17 + gpu * 0x20, 2, 16)}};
        links << QJsonObject{{u"gpu"_s, gpu},
                             {u"rdma_device"_s, u"mlx5_%1"_s.arg(gpu)},
                             {u"port"_s, 1},
                             {u"relation"_s, gpu == 1 ? u"pcie_switch"_s : u"numa"_s}};
    }
    return {{u"hostname"_s, u"node1"_s},
            {u"gpus"_s, QJsonObject{{u"available"_s, true}, {u"devices"_s, devices}}},
            {u"gpu_nic"_s, links}};
}

void TestStragglerVerdict::slowHost_data()
{
    QTest::addColumn<int>("hosts");
    QTest::addColumn<int>("ranksPerHost");
    QTest::newRow("4 hosts x 4 ranks") << 4 << 4;
    QTest::newRow("8 hosts x 1 rank") << 8 << 1;
    QTest::newRow("16 hosts x 8 ranks") << 16 << 8;
}

void TestStragglerVerdict::slowHost()
{
    QFETCH(int, hosts);
    QFETCH(int, ranksPerHost);
    // Every rank of node2 is 40% slower at every size: its node or its link.
    const BenchmarkRun run =
        makeRun(hosts, ranksPerHost, 6, 1000, [&](int rank, int, int) { return rank / ranksPerHost == 2 ? 1.4 : 1.0; });
    const StragglerVerdict v = stragglerVerdict(run, {});
    QCOMPARE(v.level, StragglerVerdict::Level::Host);
    QCOMPARE(v.sizes, 6);
    QCOMPARE(v.hosts.size(), 1);
    QCOMPARE(v.hosts[0].host, u"node2"_s);
    QCOMPARE(v.hosts[0].ranks, ranksPerHost);
    QCOMPARE(v.hosts[0].evidence.slowSizes.size(), 6);
    QVERIFY2(v.hosts[0].evidence.excessPct > 35 && v.hosts[0].evidence.excessPct < 45,
             qPrintable(QString::number(v.hosts[0].evidence.excessPct)));
    QVERIFY(v.hosts[0].evidence.zScore > 3.5);
    QVERIFY2(v.sentence.contains(u"Straggler host node2"_s), qPrintable(v.sentence));
    QVERIFY(v.sentence.contains(u"6 of 6 sizes"_s));
    QCOMPARE(storageKey(v.level), u"host"_s);
}

void TestStragglerVerdict::ringLinksNameTheHost_data()
{
    QTest::addColumn<int>("ranksPerHost");
    QTest::newRow("6 hosts x 2 ranks") << 2;
    QTest::newRow("6 hosts x 1 rank") << 1;
    QTest::newRow("6 hosts x 4 ranks") << 4;
}

void TestStragglerVerdict::ringLinksNameTheHost()
{
    QFETCH(int, ranksPerHost);
    // A send_recv ring over 6 hosts whose node4 has a slow link both ways, as the namespace cluster measures it: the
    // rank that receives over the link into node4 (its first) and the rank that receives over the link out of it
    // (node5's first) wait for data; node4's other ranks receive from their own host and are not slow. By its own
    // ranks no host is a straggler host (with one rank a host, node4 and node5 both would be); by the ring's links,
    // node4 is.
    const int into = 4 * ranksPerHost;
    const int outOf = 5 * ranksPerHost;
    BenchmarkRun run = makeRun(6, ranksPerHost, 5, 20, [&](int rank, int size, int) {
        return rank == into || rank == outOf ? 10.0 : (rank == 3 && size == 1 ? 3.0 : 1.0);
    });
    run.testName = u"send_recv"_s;
    const StragglerVerdict v = stragglerVerdict(run, {});
    QCOMPARE(v.level, StragglerVerdict::Level::Host);
    QCOMPARE(v.hosts.size(), 1);
    QCOMPARE(v.hosts[0].host, u"node4"_s);
    QVERIFY(v.hosts[0].byRingLinks);
    QCOMPARE(v.hosts[0].evidence.slowSizes.size(), 5);
    QVERIFY2(v.sentence.contains(u"Straggler host node4: in the send_recv ring"_s), qPrintable(v.sentence));
    // The same figures from another collective: its own ranks decide, as before.
    run.testName = u"all_reduce"_s;
    const StragglerVerdict other = stragglerVerdict(run, {});
    QVERIFY(
        std::none_of(other.hosts.cbegin(), other.hosts.cend(), [](const StragglerHost& h) { return h.byRingLinks; }));
    QCOMPARE(other.level, ranksPerHost == 1 ? StragglerVerdict::Level::Host : StragglerVerdict::Level::Rank);
}

void TestStragglerVerdict::ringLinkOneWayIsNoHost()
{
    // Only the link out of node4 is slow (node5's first rank waits): node4's sending side or node5's receiving side,
    // the ring cannot tell which, so no host is named by links; and with two hosts the ring's two links join the
    // same pair.
    BenchmarkRun run = makeRun(6, 2, 5, 20, [](int rank, int, int) { return rank == 10 ? 10.0 : 1.0; });
    run.testName = u"send_recv"_s;
    StragglerVerdict v = stragglerVerdict(run, {});
    QCOMPARE(v.level, StragglerVerdict::Level::Rank);
    QCOMPARE(v.slowRanks.size(), 1);
    QCOMPARE(v.slowRanks[0].rank, 10);
    run = makeRun(2, 2, 5, 20, [](int rank, int, int) { return rank == 0 || rank == 2 ? 10.0 : 1.0; });
    run.testName = u"sendrecv"_s;
    v = stragglerVerdict(run, {});
    QVERIFY(std::none_of(v.hosts.cbegin(), v.hosts.cend(), [](const StragglerHost& h) { return h.byRingLinks; }));
}

void TestStragglerVerdict::slowRankNamesGpuAndNic()
{
    // Rank 5 (node1, local rank 1) is 30% slower at 5 of 6 sizes; its host's other ranks are not.
    const BenchmarkRun run =
        makeRun(4, 4, 6, 1000, [](int rank, int size, int) { return rank == 5 && size != 3 ? 1.3 : 1.0; });
    const StragglerVerdict v = stragglerVerdict(run, {{u"node1"_s, facts()}});
    QCOMPARE(v.level, StragglerVerdict::Level::Rank);
    QVERIFY(v.hosts.isEmpty());
    QCOMPARE(v.slowRanks.size(), 1);
    const StragglerRank& r = v.slowRanks[0];
    QCOMPARE(r.rank, 5);
    QCOMPARE(r.host, u"node1"_s);
    QCOMPARE(r.localRank, 1);
    QCOMPARE(r.gpuIndex, 1);
    QVERIFY(!r.gpuFromPlacement);
    QVERIFY(r.hostHasFacts);
    QCOMPARE(r.gpuPciAddress, u"0000:37:00.0"_s);
    QCOMPARE(r.nic, u"mlx5_1"_s);
    QCOMPARE(r.nicPort, 1);
    QCOMPARE(r.relation, u"pcie_switch"_s);
    QCOMPARE(r.evidence.slowSizes, (QList<qint64>{8, 32, 128, 2048, 8192}));
    QVERIFY(r.evidence.excessPct > 25 && r.evidence.excessPct < 35);
    QVERIFY2(v.sentence.contains(u"Straggler rank 5 on node1"_s), qPrintable(v.sentence));
    QVERIFY(v.sentence.contains(u"GPU 1 by local rank order"_s));
    QVERIFY(v.sentence.contains(u"nearest NIC mlx5_1 port 1, behind the same PCIe switch"_s));
}

void TestStragglerVerdict::slowRankWithoutFacts()
{
    const BenchmarkRun run = makeRun(4, 4, 6, 1000, [](int rank, int, int) { return rank == 9 ? 1.3 : 1.0; });
    // Facts of another host do not stand in for the slow rank's.
    const StragglerVerdict v = stragglerVerdict(run, {{u"node1"_s, facts()}});
    QCOMPARE(v.level, StragglerVerdict::Level::Rank);
    QCOMPARE(v.slowRanks[0].host, u"node2"_s);
    QVERIFY(!v.slowRanks[0].hostHasFacts);
    QVERIFY(v.slowRanks[0].nic.isEmpty());
    QVERIFY2(v.sentence.contains(u"no facts for this host"_s), qPrintable(v.sentence));
}

void TestStragglerVerdict::slowRankByPlacement()
{
    // The run states which GPU each rank used (nccl-tests' device column): that GPU, not the local rank order.
    BenchmarkRun run = makeRun(2, 4, 4, 1000, [](int rank, int, int) { return rank == 2 ? 1.5 : 1.0; });
    for (RankPlacement& p : run.placements)
        p.device = u"%1 [0000:%2:00]"_s.arg(3 - p.rank % 4).arg(p.rank);
    const StragglerVerdict v = stragglerVerdict(run, {});
    QCOMPARE(v.level, StragglerVerdict::Level::Rank);
    QCOMPARE(v.slowRanks[0].rank, 2);
    QCOMPARE(v.slowRanks[0].localRank, 2);
    QCOMPARE(v.slowRanks[0].gpuIndex, 1);
    QVERIFY(v.slowRanks[0].gpuFromPlacement);
    QVERIFY2(v.sentence.contains(u"GPU 1 as the run placed it"_s), qPrintable(v.sentence));
}

void TestStragglerVerdict::slowTailAloneIsNoVerdict()
{
    // Only the tail of rank 2 is slow (p99 and above): the verdict reads p50s, so it names nobody.
    const BenchmarkRun run =
        makeRun(2, 4, 4, 1000, [](int rank, int, int q) { return rank == 2 && q >= 2 ? 1.5 : 1.0; });
    QCOMPARE(stragglerVerdict(run, {}).level, StragglerVerdict::Level::None);
}

void TestStragglerVerdict::singleSizeSpikeIsNoVerdict()
{
    // Rank 5 is three times slower at one size of six: one spike, not a straggler.
    const BenchmarkRun run =
        makeRun(4, 4, 6, 1000, [](int rank, int size, int) { return rank == 5 && size == 2 ? 3.0 : 1.0; });
    const StragglerVerdict v = stragglerVerdict(run, {});
    QCOMPARE(v.level, StragglerVerdict::Level::None);
    QVERIFY(v.enoughData());
    QVERIFY(v.slowRanks.isEmpty());
    QVERIFY2(v.sentence.startsWith(u"No straggler: "_s), qPrintable(v.sentence));
    QVERIFY(v.sentence.contains(u"4 or more of the 6 sizes"_s));
}

void TestStragglerVerdict::uniformIsNoVerdict()
{
    const StragglerVerdict v = stragglerVerdict(makeRun(8, 8, 10, 1000, [](int, int, int) { return 1.0; }), {});
    QCOMPARE(v.level, StragglerVerdict::Level::None);
    QCOMPARE(v.ranks, 64);
    QVERIFY(v.hosts.isEmpty());
    QVERIFY(v.slowRanks.isEmpty());
    QCOMPARE(storageKey(v.level), u"none"_s);
}

void TestStragglerVerdict::tooFewSizes()
{
    // A slow rank at both of two sizes is not enough to name it; neither are sizes of too few iterations.
    const auto slow = [](int rank, int, int) { return rank == 1 ? 2.0 : 1.0; };
    for (const BenchmarkRun& run : {makeRun(2, 4, 2, 1000, slow), makeRun(2, 4, 6, 5, slow)}) {
        const StragglerVerdict v = stragglerVerdict(run, {});
        QCOMPARE(v.level, StragglerVerdict::Level::None);
        QVERIFY(!v.enoughData());
        QVERIFY2(v.sentence.startsWith(u"No straggler verdict: "_s), qPrintable(v.sentence));
    }
}

void TestStragglerVerdict::rawSamplesOfProtocol1()
{
    // Protocol 1 stores every rank's raw samples instead of quantiles; the same rule reads them.
    BenchmarkRun run = makeRun(4, 2, 3, 20, [](int, int, int) { return 1.0; });
    for (SizeResult& row : run.results) {
        row.rankQuantiles.clear();
        std::vector<float> samples;
        for (int r = 0; r < 8; ++r)
            for (int i = 0; i < 20; ++i)
                samples.push_back(float((r == 4 ? 20.0 : 10.0) + 0.1 * ((r * 3 + i) % 7)));
        row.rankSamples = packSamples(samples);
    }
    const StragglerVerdict v = stragglerVerdict(run, {});
    QCOMPARE(v.level, StragglerVerdict::Level::Rank);
    QCOMPARE(v.slowRanks[0].rank, 4);
    SizeResult row;
    row.rankQuantiles = packSamples({1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
    QCOMPARE(rankValues(row, 2, false).values, (std::vector<double>{1, 6}));
    QCOMPARE(rankValues(row, 2, true).values, (std::vector<double>{3, 8}));
    QVERIFY(!rankValues(row, 2, true).bucketed);
    QVERIFY(rankValues(row, 3, false).values.empty());
}

void TestStragglerVerdict::bucketsOfNodeDetail()
{
    // Node detail keeps each rank's p50 only as its sketch bucket (19 % wide). Rank 4 at twice the others' time is a
    // straggler; at 1.2 times it lies one bucket up, which a step of the grid also makes, and is none.
    for (const double factor : {2.0, 1.2}) {
        BenchmarkRun run = makeRun(4, 2, 3, 20, [](int, int, int) { return 1.0; });
        for (qsizetype s = 0; s < run.results.size(); ++s) {
            SizeResult& row = run.results[s];
            row.rankQuantiles.clear();
            QByteArray p50;
            for (int r = 0; r < 8; ++r)
                p50 += char(fw::base::bucketByte((r == 4 ? factor : 1.0) * 10.0 * double(1 << s)));
            row.rankBuckets = p50 + p50;
        }
        const StragglerVerdict v = stragglerVerdict(run, {});
        if (factor > 1.5) {
            QCOMPARE(v.level, StragglerVerdict::Level::Rank);
            QCOMPARE(v.slowRanks[0].rank, 4);
        } else {
            QCOMPARE(v.level, StragglerVerdict::Level::None);
        }
    }
    SizeResult row;
    row.rankBuckets = QByteArray::fromHex("272e2b2f");
    const RankValues p50 = rankValues(row, 2, false);
    QVERIFY(p50.bucketed);
    QCOMPARE(p50.values, (std::vector<double>{fw::base::sketchBucketMiddleUs(39), fw::base::sketchBucketMiddleUs(46)}));
}

QTEST_GUILESS_MAIN(TestStragglerVerdict)
#include "teststragglerverdict.moc"
