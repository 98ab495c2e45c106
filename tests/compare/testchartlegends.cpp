// SPDX-License-Identifier: Apache-2.0
#include "charts/chartdata.h"
#include "charts/chartkit.h"
#include "charts/charts.h"

#include <QApplication>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLineSeries>
#include <QTest>
#include <memory>

using namespace fw::app;

// The charts' legends, drawn: each key says which colour is which.
class TestChartLegends : public QObject
{
    Q_OBJECT

private slots:
    void costLegendKeysAreFilledSwatches();
    void flowingLegendKeepsEveryEntryWhole();
};

namespace {

CostData costData()
{
    CostData data;
    data.currency = QStringLiteral("EUR");
    double value = 100;
    for (const QString& name : {QStringLiteral("Alpha"), QStringLiteral("Beta")}) {
        CandidateCost c;
        c.candidateName = name;
        for (std::optional<double>& component : c.components)
            component = value += 10;
        c.total = value * 10;
        c.costPerAcceptedRun = value;
        c.ready = true;
        data.candidates << c;
    }
    return data;
}

// Each visible bar key of the legend of `chart`, drawn in a view of `size`, with the number of pixels of exactly its
// bars' colour inside the legend's area.
QList<std::pair<QBarSet*, int>> legendKeys(QChart* chart, QSize size)
{
    QChartView view(chart);
    view.resize(size);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        return {};
    QApplication::processEvents();
    const QImage image = view.grab().toImage();
    const QRect legend = view.mapFromScene(chart->mapToScene(chart->legend()->geometry())).boundingRect();
    QList<std::pair<QBarSet*, int>> keys;
    for (QLegendMarker* marker : chart->legend()->markers()) {
        auto* bar = qobject_cast<QBarLegendMarker*>(marker);
        if (!bar || !bar->isVisible())
            continue;
        int count = 0;
        for (int y = std::max(0, legend.top()); y <= std::min(image.height() - 1, legend.bottom()); ++y)
            for (int x = std::max(0, legend.left()); x <= std::min(image.width() - 1, legend.right()); ++x)
                count += image.pixelColor(x, y).rgb() == bar->barset()->color().rgb();
        keys.append({bar->barset(), count});
    }
    view.setChart(new QChart); // the caller keeps its chart
    return keys;
}

} // namespace

// Issue 43: the bar charts' legends (cost breakdown, cost per accepted run, fault impact) showed hollow squares, so a
// reader could not tell which colour was which component. Each key is a swatch filled with its bars' colour.
void TestChartLegends::costLegendKeysAreFilledSwatches()
{
    for (QChart* (*build)(const CostData&) : {buildCostBreakdownChart, buildCostPerRunChart}) {
        std::unique_ptr<QChart> chart(build(costData()));
        const QList<std::pair<QBarSet*, int>> keys = legendKeys(chart.get(), QSize(900, 560));
        QVERIFY2(!keys.isEmpty(), qPrintable(chart->title()));
        // A filled key of the legend's font height is well over 20 pixels of its colour; an outline is not.
        for (const auto& [set, pixels] : keys)
            QVERIFY2(pixels >= 20, qPrintable(QStringLiteral("%1 \"%2\": %3 pixels of its colour in the legend")
                                                  .arg(chart->title(), set->label())
                                                  .arg(pixels)));
    }
}

// Issue 42: a legend below the chart that flows into rows cut an entry at the right edge when a narrow entry came
// before a wide one (Qt Charts starts a new row only when the entry just placed would not fit again), as Compare's
// tail-latency legend did at 1190 x 765. At every width, each entry lies whole inside the legend and no two overlap.
void TestChartLegends::flowingLegendKeepsEveryEntryWhole()
{
    QChart* chart = chartkit::newChart(); // the view owns it
    const QStringList names = {
        QStringLiteral("p50"),
        QStringLiteral("Alpha Networks \u00b7 nccl-tests \u00b7 2026-12-01 (this computer)"),
        QStringLiteral("p95"),
        QStringLiteral("Beta Fabric Systems \u00b7 fabric-agent \u00b7 2026-12-02"),
        QStringLiteral("p99"),
        QStringLiteral("claim"),
        QStringLiteral("Gamma \u00b7 a supplier's own nccl-tests log of all_reduce, out of place, 16 nodes"),
        QStringLiteral("x"),
        QStringLiteral("Delta Interconnect \u00b7 fabric-agent \u00b7 2026-12-03 \u00b7 adaptive"),
    };
    for (const QString& name : names) {
        auto* series = new QLineSeries;
        series->setName(name);
        series->append(0, 1);
        series->append(1, 2);
        chart->addSeries(series);
    }
    chart->createDefaultAxes();
    QChartView view(chart);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QLegend* legend = chart->legend();
    int flowed = 0;
    for (int width = 420; width <= 1400; width += 6) {
        view.resize(width, 700);
        QApplication::processEvents();
        flowed += !legend->isAttachedToChart();
        const QRectF room = legend->sceneBoundingRect().adjusted(-0.5, -0.5, 0.5, 0.5);
        QList<QRectF> entries;
        for (QGraphicsItem* item : view.scene()->items())
            if (item->type() == QGraphicsTextItem::Type && item->isVisible() && legend->isAncestorOf(item))
                entries << item->parentItem()->sceneBoundingRect();
        QCOMPARE(entries.size(), names.size());
        for (qsizetype i = 0; i < entries.size(); ++i) {
            QVERIFY2(room.contains(entries.at(i)), qPrintable(QStringLiteral("width %1: an entry at %2..%3 outside the "
                                                                             "legend's %4..%5")
                                                                  .arg(width)
                                                                  .arg(entries.at(i).left())
                                                                  .arg(entries.at(i).right())
                                                                  .arg(room.left())
                                                                  .arg(room.right())));
            for (qsizetype j = i + 1; j < entries.size(); ++j)
                QVERIFY2(!entries.at(i).adjusted(0.5, 0.5, -0.5, -0.5).intersects(entries.at(j)),
                         qPrintable(QStringLiteral("width %1: two entries overlap").arg(width)));
        }
    }
    QVERIFY(flowed > 0); // the sweep reached widths where the legend flows
}

QTEST_MAIN(TestChartLegends)
#include "testchartlegends.moc"
