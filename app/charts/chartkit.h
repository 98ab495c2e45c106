// SPDX-License-Identifier: Apache-2.0
#pragma once

// What every chart builder draws with: the palette, titles with notes, the size and log axes, tooltips and the
// empty-chart text. Internal to app/charts; texts are in the Charts translation context.
#include "charts/chartdata.h"

#include <QColor>
#include <QSize>
#include <QString>
#include <QStringList>

class QAbstractAxis;
class QAbstractSeries;
class QCategoryAxis;
class QChart;
class QLogValueAxis;
class QPen;
class QXYSeries;

namespace fw::app::chartkit {

// The smallest plot (the rectangle inside the axes, QChart::plotArea()) a chart that draws data keeps at every window
// size the app allows: room for the decades of a log axis and five size labels, read whole. Legends, titles and axis
// texts take what is left around it, never this; a chart given less says so and offers more room instead of drawing
// "..." axes. testlocalisedlayouts asserts it on every page, in every language.
inline constexpr QSize kMinimumPlotArea{200, 140};

QColor paletteColor(int i);
// A stale run is drawn at a third of its opacity.
QColor dimmed(QColor c, bool stale);
QString percentileName(TailPercentile p);
// One line style per percentile, the same in every chart: p50 solid, p95 dashed, p99 dotted, p99.9 dash-dot, the
// average dash-dot-dot.
Qt::PenStyle percentileStyle(TailPercentile p);
// Own measurements get filled point markers, vendor claims hollow ones (their line keeps its colour and style).
void setPointMarker(QXYSeries* series, const QColor& color, bool claim);
// A legend entry of its own (an empty series): what a colour, a line style or a marker means. The chart's data
// series stay out of the legend (hideFromLegend), so the legend is candidates x styles, not runs x percentiles.
QXYSeries* addLegendKey(QChart* chart, const QString& name, const QPen& pen, QAbstractAxis* x, QAbstractAxis* y);
// The legend keys for own measurements (filled marker) and vendor claims (hollow marker, "claim").
void addSourceKeys(QChart* chart, bool anyOwn, bool anyClaim, QAbstractAxis* x, QAbstractAxis* y);
void hideFromLegend(QChart* chart, QAbstractSeries* series);
// A legend key's name as the compact key shows it: whole up to kMaxKeyName characters, else cut at a word there
// and ended with "…" (the whole name is in the run list and the tooltips).
inline constexpr int kMaxKeyName = 28;
QString compactKeyName(const QString& name);
// A chart with nothing to draw: no axes, no legend; the title says what the buyer can do to fill it.
void setEmpty(QChart* chart, const QString& title, const QString& whatToDo, const QStringList& notes = {});
QString sourceName(core::RunSource source);
QString staleSuffix(bool stale);
QString number(double v, int precision = 3);
// The title, and the notes that go with it (chartNotes: a page shows them beside the chart, the report in the
// caption), so that the title stays one short line.
void setTitle(QChart* chart, const QString& title, const QStringList& notes = {});
inline constexpr char kNotesProperty[] = "fwNotes";
inline constexpr char kEmptyProperty[] = "fwEmpty";
QChart* newChart();
// A log2 message-size axis: values are log2(bytes), labels "1 KiB", "1 MiB" at powers of two, few enough to be read
// whole. setSizeRange changes the range of one and puts its labels anew.
QCategoryAxis* sizeAxis(double minLog2, double maxLog2);
void setSizeRange(QCategoryAxis* axis, double minLog2, double maxLog2);
// A base-10 log axis over whole decades, labelled 0.1, 1, 10, 100, 1,000 (never "0" for 0.1).
QLogValueAxis* logAxis(double lo, double hi, const QString& title);
void setLogRange(QLogValueAxis* axis, double lo, double hi);
void attach(QChart* chart, QAbstractSeries* series, QAbstractAxis* x, QAbstractAxis* y);
void showToolTip(const QString& text, bool state);
// What an empty chart of runs says: import a log or run the agent.
QString emptyText();

} // namespace fw::app::chartkit
