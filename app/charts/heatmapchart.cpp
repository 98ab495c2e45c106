// SPDX-License-Identifier: Apache-2.0
#include "analysis/numberformat.h"
#include "charts/chartdata.h"
#include "charts/chartkit.h"
#include "charts/charts.h"
#include "charts/heatmapimage.h"

#include <QCategoryAxis>
#include <QChart>
#include <QHash>
#include <QLocale>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

// The rank and host heatmap (charts.h).
namespace fw::app {

using namespace chartkit;

namespace {

// Light (fast) to dark (slow), t in [0, 1].
QColor heatmapShade(double t)
{
    const QColor light(0xde, 0xeb, 0xf7);
    const QColor dark(0x08, 0x30, 0x6b);
    t = std::clamp(t, 0.0, 1.0);
    return QColor::fromRgbF(float(light.redF() + t * (dark.redF() - light.redF())),
                            float(light.greenF() + t * (dark.greenF() - light.greenF())),
                            float(light.blueF() + t * (dark.blueF() - light.blueF())));
}

QScatterSeries* heatmapCells(const QString& name)
{
    auto* cells = new QScatterSeries;
    cells->setObjectName(QStringLiteral("heatmap-cells"));
    cells->setName(name);
    cells->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    cells->setPen(QPen(Qt::white, 1));
    cells->setColor(QColor(0x9e, 0xca, 0xe1));
    return cells;
}

QScatterSeries* heatmapOutlines(const QString& name)
{
    auto* outliers = new QScatterSeries;
    outliers->setObjectName(QStringLiteral("heatmap-outliers"));
    outliers->setName(name);
    outliers->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    outliers->setColor(Qt::transparent);
    outliers->setBrush(Qt::NoBrush);
    outliers->setPen(QPen(QColor(0xd6, 0x27, 0x28), 3.5));
    return outliers;
}

// The cell under a hover, by its position in the grid of cells.
qsizetype cellAt(const QScatterSeries* cells, const QPointF& at)
{
    const QList<QPointF> pts = cells->points();
    for (qsizetype i = 0; i < pts.size(); ++i)
        if (std::abs(pts.at(i).x() - at.x()) < 0.5 && std::abs(pts.at(i).y() - at.y()) < 0.5)
            return i;
    return -1;
}

// Square cells as large as the plot lets `columns` x `rows` of them be (the axes span one more than that), up to
// `largest` pixels; the outlines a little larger. The plot's size is known only once the chart is laid out.
void fitCells(QChart* chart, QScatterSeries* cells, QScatterSeries* outlines, double columns, double rows,
              double largest)
{
    QObject::connect(chart, &QChart::plotAreaChanged, cells, [=](const QRectF& plot) {
        // Whole pixels: a layout announces its plot area several times, and each new size redraws every marker.
        const double size =
            std::floor(std::clamp(std::min(plot.width() / columns, plot.height() / rows) - 1, 3.0, largest));
        if (size == cells->markerSize())
            return;
        cells->setMarkerSize(size);
        outlines->setMarkerSize(size + std::min(8.0, std::floor(size / 2)));
    });
}

// Every rank, or the ranks of data.drillHost: one row per host, one column per rank slot on the host.
void addRankCells(QChart* chart, QCategoryAxis* x, QCategoryAxis* y, const RankHeatmapData& data,
                  const QString& statistic)
{
    const bool drill = data.level == HeatmapLevel::HostRanks;
    // The shade spans the whole run, so one host's ranks read against all of them.
    double lo = 1e300, hi = -1e300;
    for (const RankCell& c : data.ranks) {
        lo = std::min(lo, c.us);
        hi = std::max(hi, c.us);
    }
    QList<RankCell> shown;
    QList<HostCell> hosts;
    for (const RankCell& c : data.ranks)
        if (!drill || c.host == data.drillHost)
            shown << c;
    for (const HostCell& h : data.hostCells)
        if (!drill || h.host == data.drillHost)
            hosts << h;
    QHash<QString, int> rowOf;
    for (qsizetype h = 0; h < hosts.size(); ++h)
        rowOf.insert(hosts.at(h).host, int(h));
    auto* cells = heatmapCells(
        Charts::tr("Rank %1 (light: fast, dark: slow; %2 to %3 \u00b5s)").arg(statistic, number(lo, 4), number(hi, 4)));
    auto* outliers = heatmapOutlines(Charts::tr("Outlier rank (robust z-score beyond ±3.5)"));
    QHash<QString, int> slotOf;
    int maxSlot = 0;
    QList<QPointF> points;
    QList<QPointF> outlined;
    QStringList hostOfPoint;
    QHash<int, QHash<QXYSeries::PointConfiguration, QVariant>> colors;
    for (const RankCell& c : shown) {
        const int slot = slotOf[c.host]++;
        maxSlot = std::max(maxSlot, slot);
        const QPointF at(slot, rowOf.value(c.host));
        colors[int(points.size())][QXYSeries::PointConfiguration::Color] =
            heatmapShade(hi > lo ? (c.us - lo) / (hi - lo) : 0.0);
        points << at;
        hostOfPoint << c.host;
        if (c.outlier)
            outlined << at;
    }
    cells->replace(points);
    cells->setPointsConfiguration(colors);
    outliers->replace(outlined);
    if (!drill)
        cells->setProperty(kHeatmapHostsProperty, hostOfPoint);
    for (qsizetype h = 0; h < hosts.size(); ++h)
        y->append(hostCellLabel(hosts.at(h)), double(h));
    y->setRange(-0.6, double(hosts.size()) - 0.4);
    x->setRange(-0.6, maxSlot + 0.6);
    const int step = std::max(1, (maxSlot + 16) / 16);
    if (drill) {
        x->setTitleText(Charts::tr("Rank"));
        for (int slot = 0; slot <= maxSlot; slot += step)
            x->append(QString::number(shown.at(slot).rank), slot);
    } else {
        for (int slot = 0; slot <= maxSlot; slot += step)
            x->append(QString::number(slot), slot);
    }
    const int cellSize = std::clamp(480 / std::max<int>(int(hosts.size()), maxSlot + 1), 10, 44);
    cells->setMarkerSize(cellSize);
    outliers->setMarkerSize(cellSize + 8);
    fitCells(chart, cells, outliers, maxSlot + 1.2, double(hosts.size()) + 0.2, 44);
    attach(chart, cells, x, y);
    attach(chart, outliers, x, y);
    QObject::connect(cells, &QXYSeries::hovered, cells, [shown, cells](const QPointF& at, bool state) {
        const qsizetype i = cellAt(cells, at);
        if (i >= 0 && i < shown.size())
            showToolTip(rankCellToolTip(shown.at(i)), state);
    });
}

// One cell per host, in host order, left to right and top to bottom in a grid about five times as wide as high (the
// heatmap's tab is wide and low); the row axis names the first host of every k-th row, no more than 6 names.
void addHostCells(QChart* chart, QCategoryAxis* x, QCategoryAxis* y, const RankHeatmapData& data)
{
    const auto count = int(data.hostCells.size());
    const int columns = std::clamp(int(std::ceil(std::sqrt(5.0 * count))), 1, 128);
    const int rows = (count + columns - 1) / columns;
    double lo = 1e300, hi = -1e300;
    for (const HostCell& h : data.hostCells) {
        lo = std::min(lo, h.us);
        hi = std::max(hi, h.us);
    }
    const bool node = !data.hostCells.isEmpty() && data.hostCells.constFirst().nodeFigure;
    const QString lowHigh[] = {number(lo, 4), number(hi, 4)};
    auto* cells = heatmapCells(
        node ? Charts::tr("Host's own %1 over all its ranks' samples, %2 to %3 \u00b5s (dark: slow, by robust z over "
                          "hosts)")
                   .arg(data.p99 ? QStringLiteral("p99") : QStringLiteral("p50"), lowHigh[0], lowHigh[1])
             : Charts::tr("Host's slowest rank, %1 to %2 \u00b5s (dark: slow, by robust z over hosts)")
                   .arg(lowHigh[0], lowHigh[1]));
    auto* outliers = heatmapOutlines(Charts::tr("Host with an outlier rank (robust z-score beyond ±3.5)"));
    // Thousands of hosts are one image (heatmapimage.h): the series then only names the shades in the legend.
    const bool image = count > kHeatmapImageAbove;
    QImage pixels;
    if (image) {
        pixels = QImage(columns, rows, QImage::Format_ARGB32);
        pixels.fill(Qt::transparent);
    }
    QList<QPointF> points;
    QList<QPointF> outlined;
    QStringList hostOfPoint;
    QHash<int, QHash<QXYSeries::PointConfiguration, QVariant>> colors;
    for (int i = 0; i < count; ++i) {
        const HostCell& h = data.hostCells.at(i);
        const QPointF at(i % columns, i / columns);
        // z from -3.5 (fast outlier) to +3.5 (slow outlier) spans the shades.
        const QColor shade = heatmapShade(0.5 + h.zScore / 7.0);
        if (image) {
            pixels.setPixelColor(i % columns, i / columns, shade);
        } else {
            colors[i][QXYSeries::PointConfiguration::Color] = shade;
            points << at;
            hostOfPoint << h.host;
        }
        if (!image && h.slowOutliers + h.fastOutliers > 0)
            outlined << at; // the image outlines its own
    }
    cells->replace(points);
    cells->setPointsConfiguration(colors);
    if (!image)
        cells->setProperty(kHeatmapHostsProperty, hostOfPoint);
    outliers->replace(outlined);
    x->setTitleText(Charts::tr("Position in the row"));
    y->setReverse(true); // the first host top left, as one reads
    const int rowStep = std::max(1, (rows + 5) / 6);
    for (int row = 0; row < rows; row += rowStep) {
        const QString& first = data.hostCells.at(row * columns).host;
        y->append(first.isEmpty() ? Charts::tr("unknown host") : first, row);
    }
    y->setRange(-0.6, rows - 0.4);
    x->setRange(-0.6, columns - 0.4);
    const int columnStep = std::max(1, (columns + 15) / 16);
    for (int column = 0; column < columns; column += columnStep)
        x->append(QStringLiteral("+%1").arg(column), column);
    const int cellSize = std::clamp(std::min(640 / columns, 360 / std::max(rows, 1)), 6, 44);
    cells->setMarkerSize(cellSize);
    outliers->setMarkerSize(cellSize + 4);
    outliers->setPen(QPen(QColor(0xd6, 0x27, 0x28), 2.5));
    fitCells(chart, cells, outliers, columns + 0.2, rows + 0.2, 44);
    attach(chart, cells, x, y);
    attach(chart, outliers, x, y);
    const QList<HostCell> hosts = data.hostCells;
    if (image) {
        chart->setProperty(kHeatmapImageProperty,
                           QVariant::fromValue<QObject*>(new HeatmapImageItem(chart, outliers, pixels, hosts)));
        return;
    }
    QObject::connect(cells, &QXYSeries::hovered, cells, [hosts, cells](const QPointF& at, bool state) {
        const qsizetype i = cellAt(cells, at);
        if (i >= 0 && i < hosts.size())
            showToolTip(hostCellToolTip(hosts.at(i)), state);
    });
}

} // namespace

QString hostCellLabel(const HostCell& cell)
{
    const QString host = cell.host.isEmpty() ? Charts::tr("unknown host") : cell.host;
    if (cell.slowOutliers > 0 && cell.fastOutliers > 0)
        return Charts::tr("%1 (slow and fast outliers)").arg(host);
    if (cell.slowOutliers > 0)
        return Charts::tr("%1 (slow outlier)").arg(host);
    if (cell.fastOutliers > 0)
        return Charts::tr("%1 (fast outlier)").arg(host);
    return host;
}

QString rankCellToolTip(const RankCell& c)
{
    QString text = Charts::tr("Rank %1 on %2: %3 \u00b5s (robust z %4)")
                       .arg(c.rank)
                       .arg(c.host, number(c.us, 4), number(c.zScore, 2));
    if (c.outlier && c.zScore > 0)
        text += u'\n' + Charts::tr("Slow outlier: it took much longer than the other ranks.");
    else if (c.outlier)
        text += u'\n' + Charts::tr("Fast outlier: it finished much earlier than the other ranks.");
    return text;
}

QString hostCellToolTip(const HostCell& h)
{
    QString text = Charts::tr("%1: %n rank(s)", nullptr, h.rankCount).arg(hostCellLabel(h));
    if (h.nodeFigure)
        text += u'\n' + Charts::tr("All its ranks' samples: %1 \u00b5s (robust z over the hosts %2); slowest rank %3")
                            .arg(number(h.us, 4), number(h.zScore, 2))
                            .arg(h.worstRank);
    else
        text += u'\n' + Charts::tr("Slowest: rank %1, %2 \u00b5s (robust z over the hosts %3)")
                            .arg(h.worstRank)
                            .arg(number(h.us, 4), number(h.zScore, 2));
    if (h.slowOutliers > 0)
        text += u'\n' + Charts::tr("%n slow outlier rank(s)", nullptr, h.slowOutliers);
    if (h.fastOutliers > 0)
        text += u'\n' + Charts::tr("%n fast outlier rank(s)", nullptr, h.fastOutliers);
    text += u'\n' + Charts::tr("Click to show its ranks.");
    return text;
}

QChart* buildRankHeatmapChart(const RankHeatmapData& data)
{
    QChart* chart = newChart();
    QStringList notes = data.notes;
    QString title = chartTitle(ChartKind::RankHeatmap);
    auto* x = new QCategoryAxis;
    x->setTitleText(Charts::tr("Rank slot on host"));
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    auto* y = new QCategoryAxis;
    y->setTitleText(Charts::tr("Host"));
    y->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    if (!data.run || (data.ranks.isEmpty() && data.hostCells.isEmpty())) {
        setEmpty(chart, title,
                 Charts::tr("No per-rank samples: run the fabric agent on the Benchmarks page for the ticked "
                            "candidates."),
                 notes);
        return chart;
    }
    const QString statistic = data.p99 ? Charts::tr("p99") : Charts::tr("median");
    switch (data.level) {
    case HeatmapLevel::Ranks:
        title = Charts::tr("%1: per-rank %2 at %3").arg(title, statistic, core::formatBytes(data.bytes));
        addRankCells(chart, x, y, data, statistic);
        break;
    case HeatmapLevel::Hosts:
        title = Charts::tr("%1: per-host %2 at %3").arg(title, statistic, core::formatBytes(data.bytes));
        addHostCells(chart, x, y, data);
        notes.prepend((data.hostCells.constFirst().nodeFigure
                           ? Charts::tr("%n host(s), %1 ranks: each cell is the host's own figure over all its ranks' "
                                        "samples. Click a host, or pick it as the heatmap host, to see its ranks.",
                                        nullptr, int(data.hostCells.size()))
                           : Charts::tr("%n host(s), %1 ranks: each cell is a host's slowest rank. Click a host, or "
                                        "pick it as the heatmap host, to see its ranks.",
                                        nullptr, int(data.hostCells.size())))
                          .arg(data.run->ranks.value_or(int(data.ranks.size()))));
        break;
    case HeatmapLevel::HostRanks:
        title = Charts::tr("%1: per-rank %2 on %3 at %4")
                    .arg(title, statistic, data.drillHost, core::formatBytes(data.bytes));
        addRankCells(chart, x, y, data, statistic);
        notes.prepend(
            Charts::tr("Only the ranks of %1; the All nodes button shows every host again.").arg(data.drillHost));
        break;
    }
    notes.prepend(Charts::tr("Run: %1").arg(data.run->label));
    if (data.outlierHosts.isEmpty())
        notes << Charts::tr("No rank stands out (robust z-score within 3.5 or within 5% of the median).");
    if (!data.slowOutlierHosts.isEmpty())
        notes << Charts::tr("Slow outlier host: %1 (took much longer than the other ranks)")
                     .arg(data.slowOutlierHosts.join(QStringLiteral(", ")));
    if (!data.fastOutlierHosts.isEmpty())
        notes << Charts::tr("Fast outlier host: %1 (finished much earlier than the other ranks). In all_reduce, "
                            "all_gather, reduce_scatter and all_to_all the others were then waiting for its data, "
                            "which points at its link or its sends; a broadcast root, or the rank a barrier "
                            "releases last, is fast without a fault.")
                     .arg(data.fastOutlierHosts.join(QStringLiteral(", ")));
    setTitle(chart, title, notes);
    return chart;
}

} // namespace fw::app
