// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

class QChart;
class QFont;

// Chart texts that stay whole. Qt Charts cuts a title, axis title, legend entry or category label that is wider
// than its room and ends it with "..." (a German "Kosten pro akzeptiertem Lau..." hides its meaning); these break
// such a text into lines instead, at word boundaries (between characters in Japanese), each time the chart is
// resized. A text that fits is left as it is.
namespace fw::app {

// Keeps the chart's texts whole from now on: its title, the titles of its axes, its legend entries and the labels of
// its bar category axes, as they are set and set again. Every chart builder's chart does this (chartkit::newChart).
void keepChartTextsWhole(QChart* chart);
// Fits the texts now, for a chart whose texts changed while its size did not (a retranslation, a new title).
void fitChartTexts(QChart* chart);

// `text` as Qt Charts' rich text, broken into lines of at most `width` pixels in `font` (joined by <br>); `text`
// itself when it fits or `width` is not known.
QString chartTextLines(const QString& text, const QFont& font, qreal width);

} // namespace fw::app
