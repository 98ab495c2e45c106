// SPDX-License-Identifier: Apache-2.0
#include "charts/chartexport.h"

#include "charts/charts.h"

#include <QBuffer>
#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

namespace fw::app {

namespace {

// Lays the chart out at `size` and paints it with `painter` into (0, 0, size). A chart in a view's scene is drawn
// from there and given its old size back; a chart without a scene is put into a scratch scene for the duration.
void paintChart(QChart* chart, QSize size, QPainter& painter)
{
    QGraphicsScene* scene = chart->scene();
    QGraphicsScene scratch;
    const QSizeF oldSize = chart->size();
    const QPointF oldPos = chart->pos();
    if (!scene) {
        scene = &scratch;
        scratch.addItem(chart);
    }
    chart->setPos(0, 0);
    chart->resize(QSizeF(size));
    if (chart->layout())
        chart->layout()->activate();
    const QRectF source(chart->scenePos(), QSizeF(size));
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    scene->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), source, Qt::IgnoreAspectRatio);
    if (scene == &scratch) {
        scratch.removeItem(chart);
    } else {
        chart->setPos(oldPos);
        chart->resize(oldSize);
    }
}

} // namespace

QImage renderChartImage(QChart* chart, QSize size, qreal devicePixelRatio)
{
    QImage image(size * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(Qt::white);
    if (!chart || size.isEmpty())
        return image;
    QPainter painter(&image);
    paintChart(chart, size, painter);
    painter.end();
    return image;
}

bool writeChartPng(QChart* chart, QSize size, const QString& path, QString* error, qreal devicePixelRatio)
{
    const QImage image = renderChartImage(chart, size, devicePixelRatio);
    if (!image.save(path, "PNG")) {
        if (error)
            *error = Charts::tr("Could not write %1.").arg(path);
        return false;
    }
    return true;
}

QByteArray chartSvg(QChart* chart, QSize size)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setDescription(Charts::tr("Chart exported by Fabric Workbench"));
    {
        QPainter painter(&generator);
        painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
        if (chart)
            paintChart(chart, size, painter);
    }
    return buffer.data();
}

bool writeChartSvg(QChart* chart, QSize size, const QString& path, QString* error)
{
    const QByteArray svg = chartSvg(chart, size);
    QSaveFile file(path);
    if (svg.isEmpty() || !file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(svg) != svg.size() ||
        !file.commit()) {
        if (error)
            *error = Charts::tr("Could not write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace fw::app
