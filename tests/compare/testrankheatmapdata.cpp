// SPDX-License-Identifier: Apache-2.0
#include "base/ranksummary.h"
#include "base/stats.h"
#include "charts/chartdata.h"
#include "multihostrun.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/projectfile.h"

#include <QTemporaryDir>
#include <QTest>

using namespace fw::app;
using namespace fw::core;

// The rank heatmap's data (issue 22): hosts aggregated from their ranks, and which level a run is drawn at.
class TestRankHeatmapData : public QObject
{
    Q_OBJECT

private slots:
    void aggregatesEachHostFromItsRanks();
    void levelFollowsTheRunAndTheChosenHost();
    void levelFollowsTheRunAndTheChosenHost_data();
    void nodeDetailDrawsEachNodesOwnFigures();
};

void TestRankHeatmapData::aggregatesEachHostFromItsRanks()
{
    // Ranks listed out of host order; b has a slow and a fast outlier rank, c none.
    const QList<RankCell> ranks = {
        {0, QStringLiteral("a"), 10.0, 0.1, false}, {1, QStringLiteral("b"), 50.0, 9.0, true},
        {2, QStringLiteral("a"), 12.0, 0.4, false}, {3, QStringLiteral("b"), 2.0, -6.0, true},
        {4, QStringLiteral("c"), 11.0, 0.2, false}, {5, QStringLiteral("a"), 11.5, 0.3, false},
        {6, QStringLiteral("b"), 11.0, 0.2, false}, {7, QStringLiteral("d"), 10.5, 0.0, false}};
    const QStringList hosts = {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")};
    const QList<HostCell> cells = aggregateHosts(ranks, hosts);
    QCOMPARE(cells.size(), 4);
    QCOMPARE(cells.at(0).host, QStringLiteral("a"));
    QCOMPARE(cells.at(0).rankCount, 3);
    QCOMPARE(cells.at(0).worstRank, 2);
    QCOMPARE(cells.at(0).us, 12.0);
    QCOMPARE(cells.at(0).slowOutliers + cells.at(0).fastOutliers, 0);
    QCOMPARE(cells.at(1).rankCount, 3);
    QCOMPARE(cells.at(1).worstRank, 1);
    QCOMPARE(cells.at(1).us, 50.0);
    QCOMPARE(cells.at(1).slowOutliers, 1);
    QCOMPARE(cells.at(1).fastOutliers, 1);
    QCOMPARE(cells.at(2).worstRank, 4);
    QCOMPARE(cells.at(3).rankCount, 1);
    QCOMPARE(cells.at(3).us, 10.5);
    // z over the hosts' worst values: b far above the others.
    const std::vector<double> worst = {12.0, 50.0, 11.0, 10.5};
    const std::vector<double> z = fw::base::robustZScores(worst);
    for (qsizetype i = 0; i < cells.size(); ++i)
        QCOMPARE(cells.at(i).zScore, z[std::size_t(i)]);
    QVERIFY(cells.at(1).zScore > 3.5);
    QVERIFY(aggregateHosts({}, {}).isEmpty());
}

void TestRankHeatmapData::levelFollowsTheRunAndTheChosenHost_data()
{
    QTest::addColumn<int>("hosts");
    QTest::addColumn<int>("perHost");
    QTest::addColumn<QString>("chosen");
    QTest::addColumn<HeatmapLevel>("level");
    QTest::addRow("64 ranks: every rank") << 8 << 8 << QString() << HeatmapLevel::Ranks;
    QTest::addRow("96 ranks on 12 hosts: by host") << 12 << 8 << QString() << HeatmapLevel::Hosts;
    QTest::addRow("one host picked") << 12 << 8 << QStringLiteral("node-5") << HeatmapLevel::HostRanks;
    QTest::addRow("a small run's host picked") << 2 << 4 << QStringLiteral("node-1") << HeatmapLevel::HostRanks;
    QTest::addRow("a host of another run") << 12 << 8 << QStringLiteral("gpu-77") << HeatmapLevel::Hosts;
    QTest::addRow("128 ranks on one host: every rank") << 1 << 128 << QString() << HeatmapLevel::Ranks;
    QTest::addRow("one host, picked") << 1 << 128 << QStringLiteral("node-0") << HeatmapLevel::Ranks;
}

void TestRankHeatmapData::levelFollowsTheRunAndTheChosenHost()
{
    QFETCH(int, hosts);
    QFETCH(int, perHost);
    QFETCH(QString, chosen);
    QFETCH(HeatmapLevel, level);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto project = ProjectFile::create(dir.filePath(QStringLiteral("heatmap.fabwb")));
    const int slow = hosts * perHost - 3;
    const qint64 id =
        BenchmarkRunRepository(*project).add({testsupport::multiHostRun(hosts, perHost, slow, 1)}).constFirst();
    CompareSelection selection;
    selection.runIds = {id};
    selection.heatmapHost = chosen;
    const RankHeatmapData data = loadRankHeatmap(*project, selection);
    QCOMPARE(data.level, level);
    QCOMPARE(data.drillHost, level == HeatmapLevel::HostRanks ? chosen : QString());
    // Every rank stays in the data, and the hosts are aggregated whatever is drawn.
    QCOMPARE(data.ranks.size(), hosts * perHost);
    QCOMPARE(data.hostCells.size(), hosts);
    for (int h = 0; h < hosts; ++h) {
        const HostCell& cell = data.hostCells.at(h);
        QCOMPARE(cell.host, QStringLiteral("node-%1").arg(h));
        QCOMPARE(cell.rankCount, perHost);
        double worst = 0;
        int worstRank = -1;
        for (int r = h * perHost; r < (h + 1) * perHost; ++r) {
            const double us = double(float(testsupport::multiHostMedian(r, slow)));
            if (us > worst) {
                worst = us;
                worstRank = r;
            }
        }
        QCOMPARE(cell.us, worst);
        QCOMPARE(cell.worstRank, worstRank);
        QCOMPARE(cell.slowOutliers, h == slow / perHost && hosts * perHost >= 5 ? 1 : 0);
        QCOMPARE(cell.fastOutliers, 0);
    }
}

void TestRankHeatmapData::nodeDetailDrawsEachNodesOwnFigures()
{
    // A run of 12 hosts x 8 ranks stored as node detail (docs/agent-protocol.md): each node's exact p50, p99 and max
    // and each rank's p50 and p99 as a bucket byte. Rank 90 is twice as slow (four buckets up); rank 5 is 10 % slower,
    // one bucket up: a step of the grid, no outlier.
    constexpr int hosts = 12, perHost = 8, slow = 90;
    BenchmarkRun run = testsupport::multiHostRun(hosts, perHost, slow, 1);
    SizeResult& row = run.results.first();
    row.rankQuantiles.clear();
    std::vector<float> nodes;
    for (int h = 0; h < hosts; ++h)
        nodes.insert(nodes.end(), {30.0f + float(h), 45.0f + float(h), 70.0f + float(h)});
    row.nodeQuantiles = packSamples(nodes);
    QByteArray p50, p99;
    for (int r = 0; r < hosts * perHost; ++r) {
        const double us = r == 5 ? 33.0 : testsupport::multiHostMedian(r, slow);
        p50 += char(fw::base::bucketByte(us));
        p99 += char(fw::base::bucketByte(us * 1.5));
    }
    QCOMPARE(int(quint8(p50.at(5))), int(quint8(p50.at(4))) + 1);
    row.rankBuckets = p50 + p99;

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto project = ProjectFile::create(dir.filePath(QStringLiteral("node.fabwb")));
    const qint64 id = BenchmarkRunRepository(*project).add({run}).constFirst();
    CompareSelection selection;
    selection.runIds = {id};
    for (const bool tail : {false, true}) {
        selection.heatmapP99 = tail;
        const RankHeatmapData data = loadRankHeatmap(*project, selection);
        QCOMPARE(data.level, HeatmapLevel::Hosts);
        QCOMPARE(data.hostCells.size(), hosts);
        for (int h = 0; h < hosts; ++h) {
            const HostCell& cell = data.hostCells.at(h);
            QVERIFY(cell.nodeFigure);
            QCOMPARE(cell.us, double(nodes[std::size_t(h) * 3 + (tail ? 1 : 0)]));
            QCOMPARE(cell.rankCount, perHost);
        }
        QCOMPARE(data.hostCells.at(slow / perHost).worstRank, slow);
        QCOMPARE(data.hostCells.at(0).slowOutliers, 0);
        QCOMPARE(data.hostCells.at(slow / perHost).slowOutliers, 1);
        QCOMPARE(data.outlierHosts, QStringList{QStringLiteral("node-11")});
        // Drawn by node, the ranks are not listed one by one; a host's ranks are, when it is picked.
        QVERIFY(data.ranks.isEmpty());
        QVERIFY(data.notes.join(u' ').contains(QStringLiteral("node detail")));
        selection.heatmapHost = QStringLiteral("node-0");
        const RankHeatmapData drilled = loadRankHeatmap(*project, selection);
        selection.heatmapHost.clear();
        QCOMPARE(drilled.level, HeatmapLevel::HostRanks);
        QCOMPARE(drilled.ranks.size(), hosts * perHost);
        QVERIFY(drilled.ranks.at(slow).outlier);
        QVERIFY(!drilled.ranks.at(5).outlier);
        for (const RankCell& rank : drilled.ranks) {
            const double exact =
                (rank.rank == 5 ? 33.0 : testsupport::multiHostMedian(rank.rank, slow)) * (tail ? 1.5 : 1.0);
            QVERIFY2(std::abs(rank.us / exact - 1) <= fw::base::sketchRelativeErrorBound(),
                     qPrintable(QStringLiteral("rank %1: %2 for %3").arg(rank.rank).arg(rank.us).arg(exact)));
        }
    }
}

QTEST_GUILESS_MAIN(TestRankHeatmapData)
#include "testrankheatmapdata.moc"
