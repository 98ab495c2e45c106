// SPDX-License-Identifier: Apache-2.0
#include "charts/chartdata.h"
#include "charts/charts.h"

#include <QApplication>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QTest>
#include <memory>

using namespace fw::app;

// The charts' legends, drawn: each key says which colour is which.
class TestChartLegends : public QObject
{
    Q_OBJECT

private slots:
    void costLegendKeysAreFilledSwatches();
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

QTEST_MAIN(TestChartLegends)
#include "testchartlegends.moc"
