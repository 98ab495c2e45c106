// SPDX-License-Identifier: Apache-2.0
#include "charts/heatmapimage.h"

#include "charts/chartkit.h"
#include "charts/charts.h"

#include <QAbstractSeries>
#include <QChart>
#include <QGraphicsSceneEvent>
#include <QPainter>
#include <cmath>

namespace fw::app {

HeatmapImageItem::HeatmapImageItem(QChart* chart, QAbstractSeries* anchor, QImage cells, QList<HostCell> hosts)
    : QGraphicsObject(chart), m_chart(chart), m_anchor(anchor), m_cells(std::move(cells)), m_hosts(std::move(hosts))
{
    setZValue(2.5); // above the grid, below the outlines (a series)
    setAcceptHoverEvents(true);
    setAcceptedMouseButtons(Qt::LeftButton);
    connect(chart, &QChart::plotAreaChanged, this, &HeatmapImageItem::place);
    place();
}

void HeatmapImageItem::place()
{
    // Cell (column, row) is centred on the point (column, row) of the anchor's axes.
    const QPointF a = m_chart->mapToPosition(QPointF(-0.5, -0.5), m_anchor);
    const QPointF b = m_chart->mapToPosition(QPointF(m_cells.width() - 0.5, m_cells.height() - 0.5), m_anchor);
    prepareGeometryChange();
    m_rect = QRectF(a, b).normalized();
    update();
}

QRectF HeatmapImageItem::boundingRect() const
{
    return m_rect.adjusted(-3, -3, 3, 3); // the outlines reach past the cells
}

void HeatmapImageItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (m_rect.isEmpty())
        return;
    painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter->drawImage(m_rect, m_cells);
    // Hosts with an outlier rank, outlined as the scatter's outline series does; drawn here, so that a click on such a
    // host reaches this item.
    const double width = m_rect.width() / m_cells.width(), height = m_rect.height() / m_cells.height();
    painter->setPen(QPen(QColor(0xd6, 0x27, 0x28), 2));
    painter->setBrush(Qt::NoBrush);
    for (qsizetype i = 0; i < m_hosts.size(); ++i) {
        const HostCell& host = m_hosts.at(i);
        if (host.slowOutliers + host.fastOutliers == 0)
            continue;
        const QPointF centre = cellCentre(i);
        painter->drawRect(QRectF(centre.x() - width / 2 - 1, centre.y() - height / 2 - 1, width + 2, height + 2));
    }
}

qsizetype HeatmapImageItem::cellAt(const QPointF& at) const
{
    if (!m_rect.contains(at) || m_cells.isNull())
        return -1;
    const auto column = qsizetype(std::floor((at.x() - m_rect.left()) / m_rect.width() * m_cells.width()));
    const auto row = qsizetype(std::floor((at.y() - m_rect.top()) / m_rect.height() * m_cells.height()));
    const qsizetype index = row * m_cells.width() + column;
    return column >= 0 && column < m_cells.width() && index >= 0 && index < m_hosts.size() ? index : -1;
}

QPointF HeatmapImageItem::cellCentre(qsizetype index) const
{
    const double column = double(index % m_cells.width()) + 0.5;
    const double row = double(index / m_cells.width()) + 0.5;
    return {m_rect.left() + column * m_rect.width() / m_cells.width(),
            m_rect.top() + row * m_rect.height() / m_cells.height()};
}

void HeatmapImageItem::hoverMoveEvent(QGraphicsSceneHoverEvent* event)
{
    const qsizetype cell = cellAt(event->pos());
    if (cell == m_hovered)
        return;
    m_hovered = cell;
    chartkit::showToolTip(cell >= 0 ? hostCellToolTip(m_hosts.at(cell)) : QString(), cell >= 0);
}

void HeatmapImageItem::hoverLeaveEvent(QGraphicsSceneHoverEvent*)
{
    m_hovered = -1;
    chartkit::showToolTip({}, false);
}

void HeatmapImageItem::mousePressEvent(QGraphicsSceneMouseEvent* event)
{
    const qsizetype cell = cellAt(event->pos());
    if (cell < 0) {
        event->ignore();
        return;
    }
    event->accept();
    emit hostClicked(m_hosts.at(cell).host);
}

} // namespace fw::app
