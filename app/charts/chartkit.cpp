#include "charts/chartkit.h"

#include "charts/charts.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QCategoryAxis>
#include <QChart>
#include <QCursor>
#include <QHash>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QStackedBarSeries>
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

// The title, with the notes in smaller type beneath it.
void setTitle(QChart* chart, const QString& title, const QStringList& notes)
{
    QString html = QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped());
    for (const QString& note : notes)
        html += QStringLiteral("<br><span style=\"font-size:small; font-weight:normal\">%1</span>")
                    .arg(note.toHtmlEscaped());
    chart->setTitle(html);
}

QChart* newChart()
{
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundBrush(Qt::white);
    chart->setBackgroundRoundness(0);
    // Numbers in labels follow the current default locale (the report's, while a report is built): 1.234,5.
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    chart->legend()->setAlignment(Qt::AlignBottom);
    QFont font = chart->titleFont();
    font.setPointSizeF(11);
    chart->setTitleFont(font);
    return chart;
}

// A log2 message-size axis: values are log2(bytes), labels "1 KiB", "1 MiB" at powers of two.
QCategoryAxis* sizeAxis(double minLog2, double maxLog2)
{
    auto* axis = new QCategoryAxis;
    axis->setTitleText(Charts::tr("Message size"));
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const int lo = int(std::floor(minLog2));
    const int hi = std::max(lo + 1, int(std::ceil(maxLog2)));
    const int step = std::max(1, (hi - lo + 5) / 6); // at most about seven labels, so none is elided
    for (int e = lo; e <= hi; e += step)
        axis->append(formatBytes(qint64(1) << std::clamp(e, 0, 62)), e);
    axis->setRange(lo - 0.3, hi + 0.3);
    axis->setGridLineVisible(true);
    return axis;
}

QLogValueAxis* logAxis(double lo, double hi, const QString& title)
{
    auto* axis = new QLogValueAxis;
    axis->setBase(10);
    axis->setLabelFormat(QStringLiteral("%.0f")); // decades of µs: 1, 10, 100, 1,000 (localised)
    axis->setTitleText(title);
    axis->setMinorTickCount(-1);
    const double low = std::pow(10.0, std::floor(std::log10(std::max(lo, 1e-3))));
    const double high = std::pow(10.0, std::ceil(std::log10(std::max(hi, low * 10))));
    axis->setRange(low, high == low ? low * 10 : high);
    return axis;
}

void attach(QChart* chart, QAbstractSeries* series, QAbstractAxis* x, QAbstractAxis* y)
{
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
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
    return Charts::tr("Nothing to draw for this selection.");
}

} // namespace fw::app::chartkit
