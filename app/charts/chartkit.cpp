// SPDX-License-Identifier: Apache-2.0
#include "charts/chartkit.h"

#include "analysis/numberformat.h"
#include "charts/charts.h"
#include "charts/charttext.h"

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QCategoryAxis>
#include <QChart>
#include <QCursor>
#include <QGraphicsTextItem>
#include <QHash>
#include <QImage>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPainter>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QTextDocument>
#include <QTextOption>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace fw::app::chartkit {

namespace {

// Tableau 10: distinct on screen, in print and for the common colour-vision deficiencies.
const QColor kPalette[] = {QColor(0x4e, 0x79, 0xa7), QColor(0xf2, 0x8e, 0x2b), QColor(0x59, 0xa1, 0x4f),
                           QColor(0xe1, 0x57, 0x59), QColor(0x76, 0xb7, 0xb2), QColor(0xed, 0xc9, 0x48),
                           QColor(0xb0, 0x7a, 0xa1), QColor(0xff, 0x9d, 0xa7), QColor(0x9c, 0x75, 0x5f),
                           QColor(0xba, 0xb0, 0xac)};
constexpr int kPaletteSize = int(std::size(kPalette));

} // namespace

QColor paletteColor(int i)
{
    return kPalette[((i % kPaletteSize) + kPaletteSize) % kPaletteSize];
}

// A stale run is drawn at a third of its opacity.
QColor dimmed(QColor c, bool stale)
{
    if (stale)
        c.setAlpha(80);
    return c;
}

QString percentileName(TailPercentile p)
{
    switch (p) {
    case TailPercentile::P50:
        return QStringLiteral("p50");
    case TailPercentile::P95:
        return QStringLiteral("p95");
    case TailPercentile::P99:
        return QStringLiteral("p99");
    case TailPercentile::P999:
        return QStringLiteral("p99.9");
    case TailPercentile::Average:
        return Charts::tr("avg");
    }
    return {};
}

Qt::PenStyle percentileStyle(TailPercentile p)
{
    switch (p) {
    case TailPercentile::P50:
        return Qt::SolidLine;
    case TailPercentile::P95:
        return Qt::DashLine;
    case TailPercentile::P99:
        return Qt::DotLine;
    case TailPercentile::P999:
        return Qt::DashDotLine;
    case TailPercentile::Average:
        return Qt::DashDotDotLine;
    }
    return Qt::SolidLine;
}

void setPointMarker(QXYSeries* series, const QColor& color, bool claim)
{
    constexpr int kSize = 9;
    QImage marker(kSize * 2, kSize * 2, QImage::Format_ARGB32_Premultiplied);
    marker.setDevicePixelRatio(2);
    marker.fill(Qt::transparent);
    {
        QPainter painter(&marker);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(color, claim ? 1.6 : 1.0));
        painter.setBrush(claim ? QBrush(Qt::white) : QBrush(color));
        painter.drawEllipse(QRectF(1, 1, kSize - 2, kSize - 2));
    }
    series->setMarkerSize(kSize);
    series->setLightMarker(marker);
}

QXYSeries* addLegendKey(QChart* chart, const QString& name, const QPen& pen, QAbstractAxis* x, QAbstractAxis* y)
{
    auto* key = new QLineSeries;
    key->setName(name);
    key->setPen(pen);
    attach(chart, key, x, y);
    return key;
}

void addSourceKeys(QChart* chart, bool anyOwn, bool anyClaim, QAbstractAxis* x, QAbstractAxis* y)
{
    if (!anyClaim)
        return; // only own measurements: nothing to tell apart
    const QColor grey(0x55, 0x55, 0x55);
    QPen pen(grey);
    pen.setWidthF(1.2);
    if (anyOwn)
        setPointMarker(addLegendKey(chart, Charts::tr("own measurement"), pen, x, y), grey, false);
    setPointMarker(addLegendKey(chart, Charts::tr("claim (vendor)"), pen, x, y), grey, true);
}

void hideFromLegend(QChart* chart, QAbstractSeries* series)
{
    for (QLegendMarker* marker : chart->legend()->markers(series))
        marker->setVisible(false);
}

QString compactKeyName(const QString& name)
{
    if (name.size() <= kMaxKeyName)
        return name;
    QString cut = name.left(kMaxKeyName - 1);
    const qsizetype space = cut.lastIndexOf(QLatin1Char(' '));
    if (space >= kMaxKeyName / 2)
        cut.truncate(space);
    return cut.trimmed() + QChar(0x2026);
}

void setEmpty(QChart* chart, const QString& title, const QString& whatToDo, const QStringList& notes)
{
    for (QAbstractAxis* axis : chart->axes())
        axis->setVisible(false);
    chart->legend()->setVisible(false);
    QStringList rest;
    for (const QString& note : notes)
        if (note != whatToDo)
            rest << note;
    setTitle(chart, title, rest);
    chart->setProperty(kEmptyProperty, whatToDo);
    // What to do, in the middle of the empty plot, wrapped to its width.
    auto* text = new QGraphicsTextItem(chart);
    text->setObjectName(QStringLiteral("emptyText"));
    QFont font = text->font();
    font.setPointSizeF(font.pointSizeF() * 1.15);
    text->setFont(font);
    text->setDefaultTextColor(QColor(0x44, 0x44, 0x44));
    text->setPlainText(whatToDo);
    QTextOption option = text->document()->defaultTextOption();
    option.setAlignment(Qt::AlignHCenter);
    option.setWrapMode(QTextOption::WordWrap);
    text->document()->setDefaultTextOption(option);
    const auto place = [chart, text] {
        const QRectF area = chart->plotArea().isEmpty() ? chart->rect() : chart->plotArea();
        text->setTextWidth(std::max(80.0, area.width() - 24));
        const double height = text->boundingRect().height();
        text->setPos(area.left() + 12, area.top() + std::max(0.0, (area.height() - height) / 2));
    };
    QObject::connect(chart, &QChart::plotAreaChanged, text, place);
    QObject::connect(chart, &QGraphicsWidget::geometryChanged, text, place);
    place();
}

QString sourceName(core::RunSource source)
{
    return source == core::RunSource::VendorClaim ? Charts::tr("vendor claim") : Charts::tr("own measurement");
}

QString staleSuffix(bool stale)
{
    return stale ? Charts::tr(" (stale)") : QString();
}

QString number(double v, int precision)
{
    return QLocale().toString(v, 'g', precision);
}

void setTitle(QChart* chart, const QString& title, const QStringList& notes)
{
    chart->setTitle(title);
    chart->setProperty(kNotesProperty, notes);
}

QChart* newChart()
{
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundBrush(Qt::white);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(10, 10, 10, 10)); // the room goes to the plot and the texts of a narrow chart
    // Numbers in labels follow the current default locale (the report's, while a report is built): 1.234,5.
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries); // a line key shows its colour and style
    QFont font = chart->titleFont();
    font.setPointSizeF(11);
    chart->setTitleFont(font);
    keepChartTextsWhole(chart); // a narrow chart breaks its texts into lines rather than cutting them
    return chart;
}

// A log2 message-size axis: values are log2(bytes), labels "1 KiB", "1 MiB" at powers of two.
QCategoryAxis* sizeAxis(double minLog2, double maxLog2)
{
    auto* axis = new QCategoryAxis;
    axis->setTitleText(Charts::tr("Message size"));
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setGridLineVisible(true);
    setSizeRange(axis, minLog2, maxLog2);
    return axis;
}

void setSizeRange(QCategoryAxis* axis, double minLog2, double maxLog2)
{
    for (const QString& label : axis->categoriesLabels())
        axis->remove(label);
    const int lo = int(std::floor(minLog2));
    const int hi = std::max(lo + 1, int(std::ceil(maxLog2)));
    // At most five labels, at aligned powers (4 B, 16 B, 64 B; or 1 B, 1 KiB, 1 MiB), so each is read whole even
    // in a narrow chart.
    int step = 1;
    for (int candidate : {1, 2, 4, 5, 10}) {
        step = candidate;
        const int first = int(std::ceil(double(lo) / candidate)) * candidate;
        if ((hi - first) / candidate + 1 <= 5)
            break;
    }
    const int first = int(std::ceil(double(lo) / step)) * step;
    for (int e = first; e <= hi; e += step)
        axis->append(core::formatBytes(qint64(1) << std::clamp(e, 0, 62)), e);
    axis->setRange(lo - 0.3, hi + 0.3);
}

QLogValueAxis* logAxis(double lo, double hi, const QString& title)
{
    auto* axis = new QLogValueAxis;
    axis->setBase(10);
    // 'g': 0.1, 1, 10, 100, 1,000, 1,000,000 in the chart's locale; ticks fall on the decades of the range.
    axis->setLabelFormat(QStringLiteral("%.9g")); // "%.6g" wrote 1,000,000 as "1E+06"
    axis->setTitleText(title);
    axis->setMinorTickCount(-1);
    setLogRange(axis, lo, hi);
    return axis;
}

void setLogRange(QLogValueAxis* axis, double lo, double hi)
{
    const double low = std::pow(10.0, std::floor(std::log10(std::max(lo, 1e-3))));
    const double high = std::pow(10.0, std::ceil(std::log10(std::max(hi, low * 10))));
    // Just past the decades: Qt places the ticks at the powers of ten inside the range, and log10(0.1) may round
    // above -1, which would drop the 0.1 tick.
    axis->setRange(low * 0.999, (high <= low ? low * 10 : high) * 1.001);
}

void attach(QChart* chart, QAbstractSeries* series, QAbstractAxis* x, QAbstractAxis* y)
{
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
    // A bar's key is a swatch filled with its colour: the legend's shape "from series" draws it hollow.
    if (qobject_cast<QAbstractBarSeries*>(series))
        for (QLegendMarker* marker : chart->legend()->markers(series))
            marker->setShape(QLegend::MarkerShapeRectangle);
}

void showToolTip(const QString& text, bool state)
{
    if (state)
        QToolTip::showText(QCursor::pos(), text);
    else
        QToolTip::hideText();
}

QString emptyText()
{
    return Charts::tr("No run to draw: import a log or run the agent on the Benchmarks page for the ticked "
                      "candidates, or tick more runs.");
}

} // namespace fw::app::chartkit
