// SPDX-License-Identifier: Apache-2.0
#include "base/ranksummary.h"
#include "charts/charts.h"
#include "charts/heatmapimage.h"
#include "common/projectcontext.h"
#include "compare/comparepage.h"
#include "findchild.h"
#include "multihostrun.h"
#include "scriptedprompts.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/projectfile.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QPushButton>
#include <QScatterSeries>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace fw::app;
using namespace fw::core;

// The Compare page's rank heatmap by node (issues 22 and 34): one cell per host, a click drills into the host, and
// thousands of hosts drawn as one image.
class TestHeatmapByNode : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void heatmapByNodeDrillsIntoAHost();
    void heatmapOfThousandsOfHostsIsOneImage();

private:
    QTemporaryDir m_dir;
};

namespace {

// A series of the heatmap by its object name: heatmap-cells or heatmap-outliers.
QScatterSeries* heatmapSeries(QChart* chart, const QString& name)
{
    for (QAbstractSeries* s : chart->series())
        if (s->objectName() == name)
            return qobject_cast<QScatterSeries*>(s);
    return nullptr;
}

// The Compare page on `project`, shown with its rank heatmap tab open and drawn.
struct HeatmapPage
{
    explicit HeatmapPage(ProjectFile& project) : page(prompts, context)
    {
        context.setProject(&project);
        page.resize(1400, 900);
        auto* tabs = child<QTabWidget>(&page, "chartTabs");
        tabs->setCurrentWidget(child<QChartView>(&page, "rank-heatmap")->parentWidget());
        page.show();
        page.refreshNow();
    }

    fw::app::ProjectContext context;
    ScriptedPrompts prompts;
    ComparePage page;
};

} // namespace

void TestHeatmapByNode::heatmapByNodeDrillsIntoAHost()
{
    // 96 ranks on 12 hosts (node-0 ... node-11), 8 each; rank 42 (node-5) is twice as slow as the others.
    const auto project = ProjectFile::create(m_dir.filePath(QStringLiteral("hosts.fabwb")));
    BenchmarkRunRepository(*project).add({testsupport::multiHostRun(12, 8, 42, 11)});
    HeatmapPage opened(*project);
    ComparePage& page = opened.page;
    auto* hostBox = child<QComboBox>(&page, "heatmapHost");
    auto* allNodes = child<QPushButton>(&page, "heatmapAllNodes");

    // By node: one cell per host, each the host's slowest rank; node-5 outlined.
    const auto byNode = [&] {
        QChart* chart = page.chart(ChartKind::RankHeatmap);
        QScatterSeries* cells = heatmapSeries(chart, QStringLiteral("heatmap-cells"));
        QVERIFY(cells);
        QCOMPARE(cells->count(), 12);
        QCOMPARE(cells->property(kHeatmapHostsProperty).toStringList().at(5), QStringLiteral("node-5"));
        QScatterSeries* outlines = heatmapSeries(chart, QStringLiteral("heatmap-outliers"));
        QCOMPARE(outlines->count(), 1);
        QCOMPARE(outlines->at(0), cells->at(5));
        QVERIFY(chart->title().contains(QStringLiteral("per-host")));
        QVERIFY(allNodes->isHidden());
    };
    byNode();
    if (QTest::currentTestFailed())
        return;
    const RankHeatmapData data = loadRankHeatmap(*project, page.selection());
    QCOMPARE(data.level, HeatmapLevel::Hosts);
    QCOMPARE(data.hostCells.size(), 12);
    for (int h = 0; h < 12; ++h) {
        double worst = 0;
        for (int r = h * 8; r < h * 8 + 8; ++r)
            worst = std::max(worst, double(float(testsupport::multiHostMedian(r, 42))));
        QCOMPARE(data.hostCells.at(h).us, worst);
    }
    QCOMPARE(data.hostCells.at(5).worstRank, 42);
    const QString tip = hostCellToolTip(data.hostCells.at(5));
    QVERIFY2(tip.contains(QStringLiteral("node-5 (slow outlier): 8 rank")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("rank 42, 60 \u00b5s")), qPrintable(tip));
    QVERIFY2(rankCellToolTip(data.ranks.at(42)).contains(QStringLiteral("Rank 42 on node-5: 60 \u00b5s")),
             qPrintable(rankCellToolTip(data.ranks.at(42))));

    // The host box lists the hosts, outliers named; picking node-5 shows its 8 ranks, numbered, rank 42 outlined.
    QCOMPARE(hostBox->count(), 13);
    QVERIFY(hostBox->isEnabled());
    QCOMPARE(hostBox->itemText(6), QStringLiteral("node-5 (slow outlier)"));
    const auto drilled = [&](const QString& host, int first) {
        QChart* chart = page.chart(ChartKind::RankHeatmap);
        QScatterSeries* cells = heatmapSeries(chart, QStringLiteral("heatmap-cells"));
        QVERIFY(cells);
        QCOMPARE(cells->count(), 8);
        QVERIFY2(chart->title().contains(host), qPrintable(chart->title()));
        auto* ranks = qobject_cast<QCategoryAxis*>(chart->axes(Qt::Horizontal).constFirst());
        QCOMPARE(ranks->categoriesLabels().constFirst(), QString::number(first));
        auto* hosts = qobject_cast<QCategoryAxis*>(chart->axes(Qt::Vertical).constFirst());
        QCOMPARE(hosts->count(), 1);
        QVERIFY(hosts->categoriesLabels().constFirst().startsWith(host));
        QVERIFY(allNodes->isVisible());
        QCOMPARE(page.selection().heatmapHost, host);
    };
    hostBox->setCurrentIndex(hostBox->findData(QStringLiteral("node-5")));
    page.refreshNow();
    drilled(QStringLiteral("node-5"), 40);
    if (QTest::currentTestFailed())
        return;
    QScatterSeries* outlines = heatmapSeries(page.chart(ChartKind::RankHeatmap), QStringLiteral("heatmap-outliers"));
    QCOMPARE(outlines->count(), 1);
    QCOMPARE(outlines->at(0), QPointF(2, 0)); // rank 42: the third slot of node-5
    // The statistic changes, the host stays.
    child<QComboBox>(&page, "heatmapStatistic")->setCurrentIndex(1);
    page.refreshNow();
    drilled(QStringLiteral("node-5"), 40);
    QVERIFY(page.chart(ChartKind::RankHeatmap)->title().contains(QStringLiteral("p99")));

    // "All nodes" goes back.
    QTest::mouseClick(allNodes, Qt::LeftButton);
    QCOMPARE(hostBox->currentIndex(), 0);
    page.refreshNow();
    byNode();
    if (QTest::currentTestFailed())
        return;

    // A click on node-9's cell drills into it, as a user clicks: through the view, where the chart drew the cell.
    QChartView* view = child<QChartView>(&page, "rank-heatmap");
    QTRY_VERIFY(view->chart()->plotArea().width() > 0);
    QScatterSeries* cells = heatmapSeries(view->chart(), QStringLiteral("heatmap-cells"));
    const QPointF inChart = view->chart()->mapToPosition(cells->at(9), cells);
    const QPoint at = view->mapFromScene(view->chart()->mapToScene(inChart));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QTRY_COMPARE(hostBox->currentData().toString(), QStringLiteral("node-9"));
    QTRY_VERIFY(page.chart(ChartKind::RankHeatmap)->title().contains(QStringLiteral("node-9")));
    drilled(QStringLiteral("node-9"), 72);
    if (QTest::currentTestFailed())
        return;

    // Without a project no host is left to pick, and nothing to go back from.
    opened.context.setProject(nullptr);
    page.reload();
    page.refreshNow();
    QCOMPARE(hostBox->count(), 1);
    QVERIFY(!hostBox->isEnabled());
    QVERIFY(allNodes->isHidden());
    QVERIFY(page.selection().heatmapHost.isEmpty());
}

void TestHeatmapByNode::heatmapOfThousandsOfHostsIsOneImage()
{
    // Node detail of 1,100 hosts x 2 ranks (issue 34): the heatmap by node is one image, not a marker per host, with
    // the slow host outlined; a click on a host's cell drills into it as on the markers.
    constexpr int hosts = 1100, perHost = 2, slow = 1501; // rank 1501: node-750
    BenchmarkRun run = testsupport::multiHostRun(hosts, perHost, slow, 12);
    SizeResult& row = run.results.first();
    row.rankQuantiles.clear();
    std::vector<float> nodes;
    QByteArray p50, p99;
    for (int r = 0; r < hosts * perHost; ++r) {
        const double us = testsupport::multiHostMedian(r, slow);
        p50 += char(fw::base::bucketByte(us));
        p99 += char(fw::base::bucketByte(us * 1.5));
        if (r % perHost == perHost - 1)
            nodes.insert(nodes.end(), {float(us), float(us * 1.5), float(us * 1.8)});
    }
    row.nodeQuantiles = packSamples(nodes);
    row.rankBuckets = p50 + p99;
    const auto project = ProjectFile::create(m_dir.filePath(QStringLiteral("nodes.fabwb")));
    BenchmarkRunRepository(*project).add({run});
    HeatmapPage opened(*project);
    ComparePage& page = opened.page;

    QChartView* view = child<QChartView>(&page, "rank-heatmap");
    auto* image = qobject_cast<HeatmapImageItem*>(view->chart()->property(kHeatmapImageProperty).value<QObject*>());
    QVERIFY(image);
    QCOMPARE(heatmapSeries(view->chart(), QStringLiteral("heatmap-cells"))->count(), 0);
    QCOMPARE(heatmapSeries(view->chart(), QStringLiteral("heatmap-outliers"))->count(), 0); // the image outlines
    QTRY_VERIFY(image->boundingRect().width() > 100);
    QVERIFY2(view->chart()->title().contains(QStringLiteral("per-host")), qPrintable(view->chart()->title()));
    for (const qsizetype cell : {qsizetype(0), qsizetype(123), qsizetype(750), qsizetype(hosts - 1)})
        QCOMPARE(image->cellAt(image->cellCentre(cell)), cell);
    // The slow host is the darkest cell where the view draws it.
    const QImage drawn = view->grab().toImage();
    const auto pixel = [&](qsizetype cell) {
        const QPoint at = view->mapFromScene(view->chart()->mapToScene(image->cellCentre(cell)));
        return drawn.pixelColor(at * drawn.devicePixelRatio()).lightness();
    };
    QVERIFY2(pixel(750) < pixel(123), qPrintable(QStringLiteral("%1, %2").arg(pixel(750)).arg(pixel(123))));

    auto* hostBox = child<QComboBox>(&page, "heatmapHost");
    for (const qsizetype cell : {qsizetype(750), qsizetype(123)}) {
        auto* shown = qobject_cast<HeatmapImageItem*>(view->chart()->property(kHeatmapImageProperty).value<QObject*>());
        QVERIFY(shown);
        QTRY_VERIFY(shown->boundingRect().width() > 100);
        const QPoint at = view->mapFromScene(view->chart()->mapToScene(shown->cellCentre(cell)));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
        const QString host = QStringLiteral("node-%1").arg(cell);
        QTRY_COMPARE(hostBox->currentData().toString(), host);
        QTRY_VERIFY(page.chart(ChartKind::RankHeatmap)->title().contains(host));
        QCOMPARE(heatmapSeries(page.chart(ChartKind::RankHeatmap), QStringLiteral("heatmap-cells"))->count(), perHost);
        QTest::mouseClick(child<QPushButton>(&page, "heatmapAllNodes"), Qt::LeftButton);
        page.refreshNow();
    }
}

QTEST_MAIN(TestHeatmapByNode)
#include "testheatmapbynode.moc"
