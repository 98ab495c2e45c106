// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "charts/chartdata.h"

#include <QGraphicsObject>
#include <QImage>

QT_BEGIN_NAMESPACE
class QAbstractSeries;
class QChart;
QT_END_NAMESPACE

namespace fw::app {

// The heatmap by node of a run on thousands of hosts, drawn as one image: a scatter series makes a graphics item for
// every point, which took 1.3 s for 16,384 hosts; this draws them in one call. One pixel per cell, scaled onto the
// plot area where the cells' grid lies (`anchor` maps cell positions: column, row), hosts with an outlier rank
// outlined, with the host's tooltip on hover and hostClicked() on a click, as the scatter's cells have. The chart owns
// it as a child item.
class HeatmapImageItem : public QGraphicsObject
{
    Q_OBJECT

public:
    HeatmapImageItem(QChart* chart, QAbstractSeries* anchor, QImage cells, QList<HostCell> hosts);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    // The host whose cell lies at `at` (chart coordinates), or -1.
    qsizetype cellAt(const QPointF& at) const;
    // Where cell `index` lies, its centre in chart coordinates.
    QPointF cellCentre(qsizetype index) const;

signals:
    void hostClicked(const QString& host);

protected:
    void hoverMoveEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;

private:
    void place();

    QChart* m_chart;
    QAbstractSeries* m_anchor;
    QImage m_cells;
    QList<HostCell> m_hosts;
    QRectF m_rect;
    qsizetype m_hovered = -1;
};

// The chart property that holds its HeatmapImageItem (a QObject*), where one draws the cells.
inline constexpr char kHeatmapImageProperty[] = "fwHeatmapImage";

} // namespace fw::app
