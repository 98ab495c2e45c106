#pragma once

// What every chart builder draws with: the palette, titles with notes, the size and log axes, tooltips and the
// empty-chart text. Internal to app/charts; texts are in the Charts translation context.
#include "charts/chartdata.h"

#include <QColor>
#include <QString>
#include <QStringList>

class QAbstractAxis;
class QAbstractSeries;
class QCategoryAxis;
class QChart;
class QLogValueAxis;

namespace fw::app::chartkit {

QColor paletteColor(int i);
// A stale run is drawn at a third of its opacity.
QColor dimmed(QColor c, bool stale);
QString percentileName(TailPercentile p);
QString sourceName(core::RunSource source);
QString staleSuffix(bool stale);
QString number(double v, int precision = 3);
// The title, with the notes in smaller type beneath it.
void setTitle(QChart* chart, const QString& title, const QStringList& notes = {});
QChart* newChart();
// A log2 message-size axis: values are log2(bytes), labels "1 KiB", "1 MiB" at powers of two.
QCategoryAxis* sizeAxis(double minLog2, double maxLog2);
QLogValueAxis* logAxis(double lo, double hi, const QString& title);
void attach(QChart* chart, QAbstractSeries* series, QAbstractAxis* x, QAbstractAxis* y);
void showToolTip(const QString& text, bool state);
QString emptyText();

} // namespace fw::app::chartkit
