// SPDX-License-Identifier: Apache-2.0
#include "compare/comparepage.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QKeyEvent>
#include <QLineSeries>
#include <QValueAxis>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

// The Compare page's timeline: its zoom and pan (the wheel, a dragged range, the keys) and the points it loads for
// the range shown. Part of ComparePage, in a file of its own.
namespace fw::app {

void ComparePage::connectTimelineAxis()
{
    QChart* timeline = chart(ChartKind::Timeline);
    const QList<QAbstractAxis*> axes = timeline->axes(Qt::Horizontal);
    if (axes.isEmpty())
        return;
    if (auto* axis = qobject_cast<QValueAxis*>(axes.first()))
        connect(axis, &QValueAxis::rangeChanged, this, &ComparePage::onTimelineRangeChanged);
}

void ComparePage::onTimelineRangeChanged(qreal min, qreal max)
{
    if (m_timelineUpdating || m_timeline.samples.empty())
        return;
    QChart* timeline = chart(ChartKind::Timeline);
    if (timeline->series().isEmpty())
        return;
    auto* series = qobject_cast<QLineSeries*>(timeline->series().first());
    if (!series)
        return;
    m_timelineUpdating = true;
    const auto n = qint64(m_timeline.samples.size());
    const qint64 first = std::clamp<qint64>(qint64(std::floor(min)) - 1, 0, n);
    const qint64 last = std::clamp<qint64>(qint64(std::ceil(max)) + 2, first, n);
    const int points = std::clamp(m_views.value(int(ChartKind::Timeline))->width() * 2, 800, 4000);
    series->replace(timelinePoints(m_timeline, first, last, points));
    m_timelineUpdating = false;
}

void ComparePage::setTimelineRange(qint64 first, qint64 last)
{
    QChart* timeline = chart(ChartKind::Timeline);
    const QList<QAbstractAxis*> axes = timeline->axes(Qt::Horizontal);
    if (axes.isEmpty() || m_timeline.samples.empty())
        return;
    const auto n = qint64(m_timeline.samples.size());
    if (last <= 0 || last > n)
        last = n;
    first = std::clamp<qint64>(first, 0, std::max<qint64>(last - 2, 0));
    axes.first()->setRange(double(first), double(last - 1));
}

bool ComparePage::eventFilter(QObject* watched, QEvent* event)
{
    QChartView* view = m_views.value(int(ChartKind::Timeline));
    if (view && (watched == view || watched == view->viewport()) && !m_timeline.samples.empty()) {
        QChart* timeline = view->chart();
        const QList<QAbstractAxis*> axes = timeline->axes(Qt::Horizontal);
        auto* axis = axes.isEmpty() ? nullptr : qobject_cast<QValueAxis*>(axes.first());
        if (axis) {
            const double span = axis->max() - axis->min();
            if (event->type() == QEvent::Wheel) {
                auto* wheel = static_cast<QWheelEvent*>(event);
                const double at = timeline->mapToValue(wheel->position()).x();
                const double factor = wheel->angleDelta().y() > 0 ? 0.8 : 1.25;
                const double lo = at - (at - axis->min()) * factor;
                setTimelineRange(qint64(std::floor(lo)), qint64(std::ceil(lo + span * factor)) + 1);
                return true;
            }
            if (event->type() == QEvent::MouseButtonDblClick) {
                setTimelineRange(0, 0);
                return true;
            }
            if (event->type() == QEvent::KeyPress) {
                const int key = static_cast<QKeyEvent*>(event)->key();
                const auto lo = qint64(axis->min());
                const auto hi = qint64(axis->max()) + 1;
                const auto step = std::max<qint64>(1, qint64(span / 5));
                switch (key) {
                case Qt::Key_Left:
                    setTimelineRange(std::max<qint64>(0, lo - step), std::max<qint64>(0, lo - step) + (hi - lo));
                    return true;
                case Qt::Key_Right:
                    setTimelineRange(lo + step, hi + step);
                    return true;
                case Qt::Key_Plus:
                    setTimelineRange(lo + (hi - lo) / 4, hi - (hi - lo) / 4);
                    return true;
                case Qt::Key_Minus:
                    setTimelineRange(lo - (hi - lo) / 2, hi + (hi - lo) / 2);
                    return true;
                case Qt::Key_Home:
                    setTimelineRange(0, 0);
                    return true;
                default:
                    break;
                }
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace fw::app
