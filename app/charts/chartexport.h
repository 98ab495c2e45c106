// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QImage>
#include <QSize>
#include <QString>

class QChart;

// Offscreen rendering and export of a chart: no window and no view needed, so the report and the command line can
// use them too. The chart stays owned by the caller; it is resized to `size` (logical pixels).
namespace fw::app {

// The chart drawn on a white background at `size` times `devicePixelRatio` device pixels.
QImage renderChartImage(QChart* chart, QSize size, qreal devicePixelRatio = 1.0);
// PNG at `size` (times the ratio); false with `error` set when the file cannot be written.
bool writeChartPng(QChart* chart, QSize size, const QString& path, QString* error = nullptr,
                   qreal devicePixelRatio = 2.0);
// SVG at `size`, vector text and lines; false with `error` set when the file cannot be written.
bool writeChartSvg(QChart* chart, QSize size, const QString& path, QString* error = nullptr);
// The SVG document as bytes (for embedding).
QByteArray chartSvg(QChart* chart, QSize size);

} // namespace fw::app
