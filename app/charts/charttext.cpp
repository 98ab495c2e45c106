// SPDX-License-Identifier: Apache-2.0
#include "charts/charttext.h"

#include <QAbstractAxis>
#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsItemGroup>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextOption>
#include <algorithm>
#include <cmath>

namespace fw::app {

namespace {

constexpr char kFitting[] = "fwFittingTexts";
constexpr char kSource[] = "fwSourceText";     // the text as set, before it was broken into lines
constexpr char kShown[] = "fwShownText";       // the text as shown, to tell a text set anew from our own
constexpr char kCategories[] = "fwCategories"; // a bar category axis's categories as set
constexpr char kShownCategories[] = "fwShownCategories";
constexpr char kBaseMargins[] = "fwBaseMargins";
// Qt Charts' share of the chart's width at most for the axes on one side, and for a legend at the left or right.
constexpr qreal kSideShare = 0.4;
// Room Qt Charts keeps around a text (its text margins and label padding), not to be written on.
constexpr qreal kSlack = 10;

// The text as set on an object that shows `current` now: its source when `current` is what was shown last.
QString sourceOf(const QObject* object, const QString& current)
{
    return current == object->property(kShown).toString() ? object->property(kSource).toString() : current;
}

void remember(QObject* object, const QString& source, const QString& shown)
{
    object->setProperty(kSource, source);
    object->setProperty(kShown, shown);
}

qreal naturalWidth(const QString& text, const QFont& font)
{
    QTextDocument document;
    document.setDocumentMargin(0);
    document.setDefaultFont(font);
    document.setPlainText(text);
    return document.idealWidth();
}

void fitTitle(QChart* chart, qreal width)
{
    const QString source = sourceOf(chart, chart->title());
    const QString shown = chartTextLines(source, chart->titleFont(), width);
    remember(chart, source, shown);
    if (chart->title() != shown)
        chart->setTitle(shown);
}

void fitAxis(QAbstractAxis* axis, const QRectF& content, const QRectF& plot, int sideAxes)
{
    const bool vertical = axis->orientation() == Qt::Vertical;
    // The title runs along the plot (turned on a vertical axis).
    const QString source = sourceOf(axis, axis->titleText());
    const QString shown = chartTextLines(source, axis->titleFont(), (vertical ? plot.height() : plot.width()) - kSlack);
    remember(axis, source, shown);
    if (axis->titleText() != shown)
        axis->setTitleText(shown);

    auto* categories = qobject_cast<QBarCategoryAxis*>(axis);
    if (!categories || !axis->isVisible() || !axis->labelsVisible())
        return;
    QStringList originals = categories->categories();
    if (originals == categories->property(kShownCategories).toStringList())
        originals = categories->property(kCategories).toStringList();
    if (originals.isEmpty())
        return;
    // A horizontal axis gives each label the content's width over the categories and two more; a vertical one
    // its share of the width, less its title.
    qreal width = content.width() / qreal(originals.size() + 2) - 2 * kSlack;
    if (vertical) {
        width = kSideShare * content.width() / std::max(1, sideAxes) - 1.5 * kSlack;
        if (!axis->titleText().isEmpty())
            width -= QFontMetricsF(axis->titleFont()).height() * 2;
    }
    QStringList shownCategories;
    for (const QString& category : originals)
        shownCategories << chartTextLines(category, axis->labelsFont(), width);
    // Categories are keys: two that break into the same lines stay as they were.
    if (shownCategories.removeDuplicates() > 0)
        shownCategories = originals;
    categories->setProperty(kCategories, originals);
    categories->setProperty(kShownCategories, shownCategories);
    if (categories->categories() != shownCategories)
        categories->setCategories(shownCategories);
}

QString markerSource(QLegendMarker* marker)
{
    if (auto* bar = qobject_cast<QBarLegendMarker*>(marker))
        return bar->barset()->label();
    return marker->series() ? marker->series()->name() : marker->label();
}

// The items Qt Charts draws the legend's entries with, in the order of its markers (all of them, shown or not): the
// children of the one item group in the legend. Empty where that does not hold (another Qt Charts version).
QList<QGraphicsItem*> entryItems(QLegend* legend)
{
    for (QGraphicsItem* child : legend->childItems())
        if (child->type() == QGraphicsItemGroup::Type && child->childItems().size() == legend->markers().size())
            return child->childItems();
    return {};
}

// Qt Charts keeps each entry's size as it was first asked for (a layout asks on every pass): a label set since, of
// fewer lines, would keep the height of the old one. Its entries are told their sizes changed.
void forgetEntrySizes(QLegend* legend)
{
    for (QGraphicsItem* item : entryItems(legend))
        if (auto* entry = dynamic_cast<QGraphicsLayoutItem*>(item->toGraphicsObject()))
            entry->updateGeometry();
    if (legend->layout())
        legend->layout()->invalidate();
}

// Lays the detached legend out now, as Qt Charts would on its next layout request.
void layOutNow(QLegend* legend)
{
    if (!legend->layout())
        return;
    forgetEntrySizes(legend);
    legend->layout()->activate();
}

// `label` (plain text, or lines joined by <br>) with each line `spaces` no-break spaces longer.
QString padded(const QString& label, int spaces)
{
    QStringList lines =
        label.contains(QLatin1Char('<')) ? label.split(QStringLiteral("<br>")) : QStringList{label.toHtmlEscaped()};
    for (QString& line : lines)
        line += QStringLiteral("&nbsp;").repeated(spaces);
    return lines.join(QStringLiteral("<br>"));
}

// Qt Charts flows a detached legend's entries into rows, starting a new row where the entry just placed would not fit
// again beside itself. A narrow entry before a wide one leaves the wide one cut at the right edge, and an entry of
// more lines than the one that ends its row overlaps the row above. Read from the entries as laid out: each such
// entry's predecessor is padded with spaces to fill its row, so the row ends there, and an entry of several lines
// takes a row of its own.
void breakRowsWhereNeeded(QLegend* legend, const QList<QLegendMarker*>& markers)
{
    const QList<QGraphicsItem*> items = entryItems(legend);
    if (items.isEmpty())
        return;
    const QList<QLegendMarker*> all = legend->markers();
    const qreal right = legend->rect().width();
    const qreal space = std::max(1.0, QFontMetricsF(legend->font()).horizontalAdvance(QChar(0xa0)));
    auto place = [&](QLegendMarker* marker) {
        QGraphicsItem* item = items.at(all.indexOf(marker));
        return legend->mapRectFromItem(item, item->boundingRect());
    };
    auto lines = [](QLegendMarker* marker) { return marker->label().count(QStringLiteral("<br>")) + 1; };
    // Each round ends one row where it must; a legend has at most as many rows as entries.
    for (qsizetype round = 0; round < markers.size(); ++round) {
        qsizetype ends = -1;
        for (qsizetype i = 1; i < markers.size() && ends < 0; ++i) {
            const QRectF before = place(markers.at(i - 1)), entry = place(markers.at(i));
            const bool sameRow = std::abs(before.bottom() - entry.bottom()) < 0.5;
            const bool several = lines(markers.at(i)) > 1 || lines(markers.at(i - 1)) > 1;
            if (sameRow && (entry.right() > right + 0.5 || several))
                ends = i - 1;
        }
        if (ends < 0)
            return;
        const QRectF entry = place(markers.at(ends));
        const int spaces = std::max(1, int((right - entry.right()) / space) - 1);
        markers.at(ends)->setLabel(padded(markers.at(ends)->label(), spaces));
        layOutNow(legend);
    }
}

// A legend below the chart whose entries do not fit in one row flows into rows (Qt Charts would cut every entry to
// keep one row): it is detached, laid out by Qt Charts in rows across the chart's width (each row ended where an
// entry would not fit whole), and the chart's bottom margin keeps the room for it. One at the left or right breaks
// its entries into lines.
void fitLegend(QChart* chart, const QRectF& content, const QMargins& base)
{
    QLegend* legend = chart->legend();
    QList<QLegendMarker*> markers;
    for (QLegendMarker* marker : legend->markers())
        if (marker->isVisible())
            markers << marker;
    if (!legend->isVisible() || markers.isEmpty())
        return;
    // The key, the gap beside it and the entry's margins.
    const qreal key = QFontMetricsF(legend->font()).height() + 4 * kSlack;
    const bool row = legend->alignment() == Qt::AlignTop || legend->alignment() == Qt::AlignBottom;
    qreal natural = 0;
    for (QLegendMarker* marker : markers)
        natural += naturalWidth(markerSource(marker), legend->font()) + key;
    // With room to spare: Qt Charts' own padding around an attached legend cuts an entry that only just fits.
    const bool flow = legend->alignment() == Qt::AlignBottom && natural > content.width() - 8 * kSlack;
    // An entry at the side takes its share of the width; one in a row is broken only when it is wider than the chart.
    const qreal width = !row   ? kSideShare * content.width() - key - 2 * kSlack
                        : flow ? content.width() - 2 * kSlack - key
                               : -1;
    bool changed = false;
    for (QLegendMarker* marker : markers) {
        const QString shown = chartTextLines(markerSource(marker), legend->font(), width);
        if (marker->label() != shown) {
            marker->setLabel(shown);
            changed = true;
        }
    }
    if (changed)
        forgetEntrySizes(legend); // the entries' sizes follow their lines
    if (!flow) {
        if (row && !legend->isAttachedToChart()) {
            legend->attachToChart();
            chart->setMargins(base);
        }
        return;
    }
    if (legend->isAttachedToChart())
        legend->detachFromChart();
    auto place = [&](qreal height) {
        QMargins margins = base;
        margins.setBottom(base.bottom() + int(std::ceil(height)));
        if (chart->margins() != margins)
            chart->setMargins(margins);
        const QRectF room(content.left(), content.bottom() - height, content.width(), height);
        if (legend->geometry() != room)
            legend->setGeometry(room);
        layOutNow(legend);
    };
    // Laid out in the room of the rows as they were, its rows ended where they must, then given the room they take.
    place(std::max(legend->geometry().height(), QFontMetricsF(legend->font()).lineSpacing() + 2 * kSlack));
    breakRowsWhereNeeded(legend, markers);
    QRectF rows;
    for (QGraphicsItem* item : entryItems(legend))
        if (item->isVisible())
            rows |= legend->mapRectFromItem(item, item->boundingRect());
    if (!rows.isEmpty())
        place(rows.height() + kSlack);
}

} // namespace

void fitChartTexts(QChart* chart)
{
    if (chart->property(kFitting).toBool())
        return;
    // The margins the chart was given, before a legend in rows took room below them.
    if (!chart->property(kBaseMargins).isValid())
        chart->setProperty(kBaseMargins, QVariant::fromValue(chart->margins()));
    const auto base = chart->property(kBaseMargins).value<QMargins>();
    const QRectF content = chart->rect().marginsRemoved(QMarginsF(base));
    if (content.width() < 40 || content.height() < 40)
        return; // not laid out yet
    chart->setProperty(kFitting, true);
    fitTitle(chart, content.width() - 2 * kSlack);
    fitLegend(chart, content, base);
    const QRectF plot = chart->plotArea();
    int left = 0, right = 0;
    for (QAbstractAxis* axis : chart->axes(Qt::Vertical))
        if (axis->isVisible())
            ++(axis->alignment() == Qt::AlignRight ? right : left);
    for (QAbstractAxis* axis : chart->axes())
        fitAxis(axis, content, plot, axis->alignment() == Qt::AlignRight ? right : left);
    chart->setProperty(kFitting, false);
}

QString chartTextLines(const QString& text, const QFont& font, qreal width)
{
    if (text.isEmpty() || width <= 0 || text.contains(QLatin1Char('<')))
        return text;
    // Measured and broken as Qt Charts draws it: a text document in the font (with its fallbacks for Japanese).
    QTextDocument document;
    document.setDocumentMargin(0);
    document.setDefaultFont(font);
    document.setPlainText(text);
    if (document.idealWidth() <= width)
        return text;
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    document.setDefaultTextOption(option);
    document.setTextWidth(width);
    QStringList lines;
    for (QTextBlock block = document.firstBlock(); block.isValid(); block = block.next()) {
        const QTextLayout* layout = block.layout();
        for (int i = 0; i < layout->lineCount(); ++i) {
            const QTextLine line = layout->lineAt(i);
            lines << block.text().mid(line.textStart(), line.textLength()).trimmed().toHtmlEscaped();
        }
    }
    return lines.join(QStringLiteral("<br>"));
}

void keepChartTextsWhole(QChart* chart)
{
    // The plot area moves when a text takes another line: the texts are fitted again then, and come out the same.
    QObject::connect(chart, &QGraphicsWidget::geometryChanged, chart, [chart] { fitChartTexts(chart); });
    QObject::connect(chart, &QChart::plotAreaChanged, chart, [chart] { fitChartTexts(chart); });
    fitChartTexts(chart);
}

} // namespace fw::app
