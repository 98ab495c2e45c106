// SPDX-License-Identifier: Apache-2.0
#include "charts/charts.h"

#include "analysis/downsample.h"
#include "analysis/numberformat.h"
#include "charts/chartdata.h"
#include "charts/chartkit.h"
#include "charts/charttext.h"

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
#include <limits>

namespace fw::app {

using namespace chartkit;

QString chartKey(ChartKind kind)
{
    switch (kind) {
    case ChartKind::TailLatency:
        return QStringLiteral("tail-latency");
    case ChartKind::BusBandwidth:
        return QStringLiteral("bus-bandwidth");
    case ChartKind::Timeline:
        return QStringLiteral("timeline");
    case ChartKind::RankHeatmap:
        return QStringLiteral("rank-heatmap");
    case ChartKind::RunVariation:
        return QStringLiteral("run-variation");
    case ChartKind::FaultImpact:
        return QStringLiteral("fault-impact");
    case ChartKind::CostBreakdown:
        return QStringLiteral("cost-breakdown");
    case ChartKind::CostPerRun:
        return QStringLiteral("cost-per-run");
    }
    return {};
}

QString chartTitle(ChartKind kind)
{
    switch (kind) {
    case ChartKind::TailLatency:
        return Charts::tr("Tail latency by message size");
    case ChartKind::BusBandwidth:
        return Charts::tr("Bus bandwidth by message size");
    case ChartKind::Timeline:
        return Charts::tr("Per-iteration timeline");
    case ChartKind::RankHeatmap:
        return Charts::tr("Rank and host heatmap");
    case ChartKind::RunVariation:
        return Charts::tr("Run-to-run variation");
    case ChartKind::FaultImpact:
        return Charts::tr("Fault impact");
    case ChartKind::CostBreakdown:
        return Charts::tr("Cost breakdown");
    case ChartKind::CostPerRun:
        return Charts::tr("Cost per accepted run and tail latency");
    }
    return {};
}

QString tailPointToolTip(const TailSeries& series, const TailPoint& point)
{
    QString text = series.runCount > 1
                       ? Charts::tr("%1: median of %n runs", nullptr, series.runCount).arg(series.run.label)
                       : Charts::tr("Run: %1").arg(series.run.label);
    text += QLatin1Char('\n') + Charts::tr("Source: %1").arg(sourceName(series.run.source));
    if (!series.run.tool.isEmpty())
        text += QStringLiteral(" (%1)").arg(series.run.tool);
    text += QLatin1Char('\n') +
            Charts::tr("%1 at %2: %3 \u00b5s")
                .arg(percentileName(series.percentile), core::formatBytes(point.bytes), number(point.us, 4));
    text += QLatin1Char('\n') +
            (point.samples > 0 ? Charts::tr("Samples: %1").arg(point.samples) : Charts::tr("Samples: not reported"));
    if (point.interval.confidence > 0)
        text += QLatin1Char('\n') + core::formatP99Interval(point.interval);
    if (series.run.stale)
        text += QLatin1Char('\n') + Charts::tr("Stale: the BOM changed after this run.");
    return text;
}

namespace {

// One colour per candidate (a run without one: its own colour per file), in the order they first appear.
class CandidateColors
{
public:
    int indexOf(const CompareRun& run)
    {
        const QString key = run.candidateId ? QString::number(*run.candidateId) : QStringLiteral("-") + run.label;
        if (!m_index.contains(key)) {
            m_index.insert(key, int(m_names.size()));
            m_names << (run.candidateId ? run.candidateName : QString());
        }
        return m_index.value(key);
    }
    QColor colorOf(const CompareRun& run) { return paletteColor(indexOf(run)); }
    const QStringList& names() const { return m_names; }

private:
    QHash<QString, int> m_index;
    QStringList m_names;
};

// The legend's candidate keys: a solid line in each candidate's colour, named short. A run without a candidate (the
// measurement of this computer, a file imported for none) is "No candidate", numbered where there are several: its
// long name is in the run list and the tooltips, and would take the legend's rows from the plot.
void addCandidateKeys(QChart* chart, const CandidateColors& colors, QAbstractAxis* x, QAbstractAxis* y)
{
    const QStringList& names = colors.names();
    const auto without = names.count(QString());
    int numbered = 0;
    for (qsizetype i = 0; i < names.size(); ++i) {
        QPen pen(paletteColor(int(i)));
        pen.setWidthF(3);
        QString name = names.at(i);
        if (name.isEmpty())
            name = without > 1 ? Charts::tr("No candidate %1").arg(++numbered) : Charts::tr("No candidate");
        addLegendKey(chart, compactKeyName(name), pen, x, y);
    }
}

// The index of the point of `points` nearest to `x` (in axis values), or -1 when none lies within `tolerance`.
qsizetype nearestPoint(const QList<QPointF>& points, double x, double tolerance)
{
    qsizetype best = -1;
    double distance = tolerance;
    for (qsizetype i = 0; i < points.size(); ++i) {
        const double d = std::abs(points.at(i).x() - x);
        if (d <= distance) {
            distance = d;
            best = i;
        }
    }
    return best;
}

double log2Bytes(qint64 bytes)
{
    return std::log2(double(std::max<qint64>(bytes, 1)));
}

} // namespace

QString crosshairText(const QChart* chart, double x)
{
    if (!chart || !chart->property("fwCrosshair").toBool())
        return {};
    const bool sizes = chart->property("fwSizeAxis").toBool();
    const QString unit = chart->property("fwYUnit").toString();
    QStringList lines;
    double at = x;
    bool found = false;
    for (QAbstractSeries* abstract : chart->series()) {
        auto* series = qobject_cast<QXYSeries*>(abstract);
        if (!series || !series->isVisible() || series->count() == 0 || series->property("fwReference").toBool())
            continue;
        const QList<QPointF> points = series->points();
        const qsizetype i = nearestPoint(points, x, sizes ? 0.5 : std::numeric_limits<double>::max());
        if (i < 0)
            continue;
        if (!found)
            at = points.at(i).x();
        found = true;
        if (points.at(i).x() != at)
            continue; // another size or iteration: not on this crosshair
        lines << Charts::tr("%1: %2 %3").arg(series->name(), number(points.at(i).y(), 4), unit);
    }
    if (!found)
        return {};
    const QString head = sizes ? core::formatBytes(qint64(std::llround(std::exp2(at))))
                               : Charts::tr("Iteration %1").arg(QLocale().toString(qint64(std::llround(at))));
    lines.prepend(QStringLiteral("<b>%1</b>").arg(head.toHtmlEscaped()));
    for (qsizetype i = 1; i < lines.size(); ++i)
        lines[i] = lines.at(i).toHtmlEscaped();
    return lines.join(QStringLiteral("<br>"));
}

QChart* buildTailLatencyChart(const TailLatencyData& data)
{
    QChart* chart = newChart();
    if (data.series.isEmpty()) {
        setEmpty(chart, chartTitle(ChartKind::TailLatency), emptyText(), data.notes);
        return chart;
    }
    QStringList notes = data.notes;
    double minX = 1e300, maxX = -1e300, minY = 1e300, maxY = -1e300;
    for (const TailSeries& s : data.series)
        for (const TailPoint& p : s.points) {
            const double x = log2Bytes(p.bytes);
            minX = std::min(minX, x);
            maxX = std::max(maxX, x);
            minY = std::min(minY, p.us);
            maxY = std::max(maxY, p.us);
        }
    bool anyStale = false, anyClaim = false, anyOwn = false;
    QCategoryAxis* x = sizeAxis(minX, maxX);
    // Short, for a chart beside another: the decades (1, 10, 100) say that the scale is logarithmic.
    QLogValueAxis* y = logAxis(minY, maxY, Charts::tr("Latency (\u00b5s)"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    chart->setProperty("fwCrosshair", true);
    chart->setProperty("fwSizeAxis", true);
    chart->setProperty("fwYUnit", QStringLiteral("\u00b5s"));

    CandidateColors colors;
    QList<TailPercentile> percentiles;
    for (const TailSeries& s : data.series) {
        const bool claim = s.run.source == core::RunSource::VendorClaim;
        const QColor color = dimmed(colors.colorOf(s.run), s.run.stale);
        auto* series = new QLineSeries;
        series->setObjectName(QStringLiteral("tail-%1-%2").arg(s.run.runId).arg(percentileName(s.percentile)));
        QString name = QStringLiteral("%1 %2").arg(s.run.label, percentileName(s.percentile));
        if (s.runCount > 1)
            name += Charts::tr(" (median of %n runs)", nullptr, s.runCount);
        if (claim)
            name += Charts::tr(" (claim)");
        name += staleSuffix(s.run.stale);
        series->setName(name);
        QPen pen(color);
        pen.setWidthF(2);
        pen.setStyle(percentileStyle(s.percentile));
        series->setPen(pen);
        setPointMarker(series, color, claim);
        series->setPointsVisible(true);
        for (const TailPoint& p : s.points)
            series->append(log2Bytes(p.bytes), p.us);
        attach(chart, series, x, y);
        hideFromLegend(chart, series);
        if (!percentiles.contains(s.percentile))
            percentiles << s.percentile;
        anyClaim = anyClaim || claim;
        anyOwn = anyOwn || !claim;
        anyStale = anyStale || s.run.stale;
        QObject::connect(series, &QXYSeries::hovered, series, [s](const QPointF& at, bool state) {
            // The nearest point of this series to the cursor.
            const TailPoint* nearest = nullptr;
            double best = 1e300;
            for (const TailPoint& p : s.points) {
                const double d = std::abs(log2Bytes(p.bytes) - at.x());
                if (d < best) {
                    best = d;
                    nearest = &p;
                }
            }
            if (nearest)
                showToolTip(tailPointToolTip(s, *nearest), state);
        });
    }
    // The legend: candidates by colour, percentiles by line style, claims by hollow markers.
    addCandidateKeys(chart, colors, x, y);
    std::sort(percentiles.begin(), percentiles.end());
    for (TailPercentile p : percentiles) {
        QPen pen(QColor(0x55, 0x55, 0x55));
        pen.setWidthF(2);
        pen.setStyle(percentileStyle(p));
        addLegendKey(chart, percentileName(p), pen, x, y);
    }
    addSourceKeys(chart, anyOwn, anyClaim, x, y);
    if (anyStale)
        notes << Charts::tr("Faded lines are stale: the candidate's BOM changed after the run.");
    setTitle(chart, chartTitle(ChartKind::TailLatency), notes);
    return chart;
}

QChart* buildBusBandwidthChart(const BusBandwidthData& data)
{
    QChart* chart = newChart();
    if (data.series.isEmpty()) {
        setEmpty(chart, chartTitle(ChartKind::BusBandwidth), emptyText(), data.notes);
        return chart;
    }
    QStringList notes = data.notes;
    double minX = 1e300, maxX = -1e300, maxY = 0;
    for (const BandwidthSeries& s : data.series)
        for (const BandwidthPoint& p : s.points) {
            const double xv = log2Bytes(p.bytes);
            minX = std::min(minX, xv);
            maxX = std::max(maxX, xv);
            maxY = std::max(maxY, p.busbwGBs);
        }
    for (const LineRate& rate : data.lineRates)
        maxY = std::max(maxY, rate.GBs());
    QCategoryAxis* x = sizeAxis(minX, maxX);
    auto* y = new QValueAxis;
    y->setTitleText(Charts::tr("Bus bandwidth (GB/s)"));
    y->setRange(0, maxY > 0 ? maxY * 1.1 : 1);
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->applyNiceNumbers();
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    chart->setProperty("fwCrosshair", true);
    chart->setProperty("fwSizeAxis", true);
    chart->setProperty("fwYUnit", QStringLiteral("GB/s"));

    CandidateColors colors;
    bool anyClaim = false, anyOwn = false;
    for (const BandwidthSeries& s : data.series) {
        const bool claim = s.run.source == core::RunSource::VendorClaim;
        const QColor color = dimmed(colors.colorOf(s.run), s.run.stale);
        auto* series = new QLineSeries;
        series->setObjectName(QStringLiteral("bandwidth-%1").arg(s.run.runId));
        QString name = s.run.label;
        if (s.runCount > 1)
            name += Charts::tr(" (median of %n runs)", nullptr, s.runCount);
        if (claim)
            name += Charts::tr(" (claim)");
        name += staleSuffix(s.run.stale);
        series->setName(name);
        QPen pen(color);
        pen.setWidthF(2.2);
        if (claim)
            pen.setStyle(Qt::DashLine);
        series->setPen(pen);
        setPointMarker(series, color, claim);
        series->setPointsVisible(true);
        for (const BandwidthPoint& p : s.points)
            series->append(log2Bytes(p.bytes), p.busbwGBs);
        attach(chart, series, x, y);
        hideFromLegend(chart, series);
        anyClaim = anyClaim || claim;
        anyOwn = anyOwn || !claim;
        const BandwidthSeries copy = s;
        QObject::connect(series, &QXYSeries::hovered, series, [copy](const QPointF& at, bool state) {
            const BandwidthPoint* nearest = nullptr;
            double best = 1e300;
            for (const BandwidthPoint& p : copy.points) {
                const double d = std::abs(log2Bytes(p.bytes) - at.x());
                if (d < best) {
                    best = d;
                    nearest = &p;
                }
            }
            if (nearest)
                showToolTip(Charts::tr("%1\n%2 at %3: %4 GB/s")
                                .arg(copy.run.label, sourceName(copy.run.source), core::formatBytes(nearest->bytes),
                                     number(nearest->busbwGBs, 4)),
                            state);
        });
    }
    addCandidateKeys(chart, colors, x, y);
    QStringList rates;
    for (const LineRate& rate : data.lineRates) {
        auto* line = new QLineSeries;
        line->setObjectName(QStringLiteral("lineRate-%1").arg(rate.candidateId));
        line->setProperty("fwReference", true);
        line->setName(Charts::tr("Line rate %1: %2 Gb/s = %3 GB/s")
                          .arg(rate.candidateName, number(rate.gbps, 4), number(rate.GBs(), 4)));
        CompareRun candidate;
        candidate.candidateId = rate.candidateId;
        candidate.candidateName = rate.candidateName;
        QPen pen(colors.colorOf(candidate));
        pen.setStyle(Qt::DotLine);
        pen.setWidthF(1.6);
        line->setPen(pen);
        line->append(x->min(), rate.GBs());
        line->append(x->max(), rate.GBs());
        attach(chart, line, x, y);
        hideFromLegend(chart, line);
        rates << line->name();
    }
    if (!rates.isEmpty()) {
        QPen pen(QColor(0x55, 0x55, 0x55));
        pen.setStyle(Qt::DotLine);
        pen.setWidthF(1.6);
        addLegendKey(chart, Charts::tr("declared line rate"), pen, x, y);
        notes << rates;
    }
    addSourceKeys(chart, anyOwn, anyClaim, x, y);
    if (anyClaim)
        notes << Charts::tr("Dashed lines and hollow points: vendor claims.");
    setTitle(chart, chartTitle(ChartKind::BusBandwidth), notes);
    return chart;
}

QList<QPointF> timelinePoints(const TimelineData& data, qint64 first, qint64 last, int maxPoints)
{
    const auto n = qint64(data.samples.size());
    if (last <= 0 || last > n)
        last = n;
    first = std::clamp<qint64>(first, 0, last);
    const std::vector<std::size_t> picked =
        core::downsampleMinMaxLttb(data.samples, std::size_t(first), std::size_t(last), std::size_t(maxPoints));
    QList<QPointF> points;
    points.reserve(qsizetype(picked.size()));
    for (std::size_t i : picked)
        points.append(QPointF(double(i), double(data.samples[i])));
    return points;
}

QChart* buildTimelineChart(const TimelineData& data, int maxPoints, qint64 first, qint64 last)
{
    QChart* chart = newChart();
    QStringList notes = data.notes;
    auto* x = new QValueAxis;
    x->setTitleText(Charts::tr("Iteration"));
    x->setLabelFormat(QStringLiteral("%.0f"));
    auto* y = new QValueAxis;
    y->setTitleText(Charts::tr("Time (\u00b5s, slowest rank)"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    QString title = chartTitle(ChartKind::Timeline);
    if (!data.run || data.samples.empty()) {
        setEmpty(chart, title,
                 Charts::tr("No per-iteration samples: run the fabric agent on the Benchmarks page, or import a log "
                            "with raw samples, for the ticked candidates."),
                 notes);
        return chart;
    }
    chart->setProperty("fwCrosshair", true);
    chart->setProperty("fwYUnit", QStringLiteral("\u00b5s"));
    title = Charts::tr("%1 at %2").arg(title, core::formatBytes(data.bytes));
    notes.prepend(Charts::tr("Run: %1").arg(data.run->label));
    const auto n = qint64(data.samples.size());
    const qint64 end = last <= 0 || last > n ? n : last;
    const qint64 begin = std::clamp<qint64>(first, 0, end);
    auto* series = new QLineSeries;
    series->setName(Charts::tr("Per-iteration time (%n iterations)", nullptr, int(n)) + staleSuffix(data.run->stale));
    QPen pen(dimmed(paletteColor(0), data.run->stale));
    pen.setWidthF(1.2);
    series->setPen(pen);
    series->replace(timelinePoints(data, begin, end, maxPoints));
    attach(chart, series, x, y);

    // The median and p99 of the whole run, as references for the spikes.
    std::vector<float> sorted = data.samples;
    std::sort(sorted.begin(), sorted.end());
    const double median = double(sorted[sorted.size() / 2]);
    const double p99 = double(sorted[std::min(sorted.size() - 1, std::size_t(std::ceil(0.99 * double(n))) - 1)]);
    const double maxV = double(sorted.back());
    const auto reference = [&](double v, const QString& name, const QColor& color) {
        auto* line = new QLineSeries;
        line->setName(name);
        line->setProperty("fwReference", true);
        QPen refPen(color);
        refPen.setStyle(Qt::DashLine);
        refPen.setWidthF(1.4);
        line->setPen(refPen);
        line->append(double(begin), v);
        line->append(double(std::max(end - 1, begin + 1)), v);
        attach(chart, line, x, y);
    };
    reference(median, Charts::tr("median %1 \u00b5s").arg(number(median, 4)), paletteColor(2));
    reference(p99, Charts::tr("p99 %1 \u00b5s").arg(number(p99, 4)), paletteColor(3));
    x->setRange(double(begin), double(std::max(end - 1, begin + 1)));
    if (begin == 0 && end == n) {
        x->setRange(0, double(n));
        x->applyNiceNumbers();
        x->setRange(0, double(n));
    }
    y->setRange(0, maxV * 1.05);
    y->applyNiceNumbers();
    if (data.run->source == core::RunSource::VendorClaim)
        notes << Charts::tr("These samples are a vendor claim.");
    setTitle(chart, title, notes);
    return chart;
}

QChart* buildRunVariationChart(const RunVariationData& data)
{
    QChart* chart = newChart();
    QStringList notes = data.notes;
    QString title = chartTitle(ChartKind::RunVariation);
    if (data.bytes > 0)
        title = Charts::tr("%1 at %2").arg(title, core::formatBytes(data.bytes));
    if (data.boxes.isEmpty()) {
        setEmpty(chart, title,
                 Charts::tr("No per-iteration samples: run the fabric agent on the Benchmarks page, or import a log "
                            "with raw samples, for the ticked candidates."),
                 notes);
        return chart;
    }
    auto* series = new QBoxPlotSeries;
    series->setName(Charts::tr("Per-iteration time per run (box: quartiles; whiskers: 1.5 IQR)"));
    auto* x = new QBarCategoryAxis;
    auto* y = new QValueAxis;
    y->setTitleText(Charts::tr("Time (\u00b5s)"));
    CandidateColors colors;
    double lo = 1e300, hi = -1e300;
    QStringList categories;
    for (const VariationBox& box : data.boxes) {
        // A run of no candidate by that and its date: its own name (the file, the label) can run over lines that a
        // category below a box has no room for; the box's tooltip names it whole.
        QString label = box.run.candidateId ? box.run.label
                                            : Charts::tr("No candidate \u00b7 %1")
                                                  .arg(QLocale().toString(box.run.when.date(), QLocale::ShortFormat));
        if (categories.contains(label))
            label += QStringLiteral(" (#%1)").arg(box.run.runId);
        if (box.run.source == core::RunSource::VendorClaim)
            label += Charts::tr(" (claim)");
        label += staleSuffix(box.run.stale);
        categories << label;
        auto* set = new QBoxSet(box.stats.lowerWhisker, box.stats.q1, box.stats.median, box.stats.q3,
                                box.stats.upperWhisker, label);
        const QColor color = dimmed(colors.colorOf(box.run), box.run.stale);
        if (box.run.source == core::RunSource::VendorClaim) {
            // A claim's box is hollow, as its points are in the other charts.
            set->setBrush(Qt::white);
            set->setPen(QPen(color.darker(130), 1.8, Qt::DashLine));
        } else {
            set->setBrush(color);
            set->setPen(QPen(color.darker(160), 1.2));
        }
        series->append(set);
        QObject::connect(set, &QBoxSet::hovered, set,
                         [name = box.run.label](bool state) { showToolTip(Charts::tr("Run: %1").arg(name), state); });
        lo = std::min(lo, box.stats.lowerWhisker);
        hi = std::max(hi, box.stats.upperWhisker);
    }
    x->append(categories);
    x->setTitleText(Charts::tr("Run"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    const double pad = std::max((hi - lo) * 0.08, hi * 0.01);
    y->setRange(std::max(0.0, lo - pad), hi + pad);
    y->applyNiceNumbers();
    attach(chart, series, x, y);
    chart->legend()->setVisible(false);
    for (const CandidateVariation& v : data.variation) {
        const QString who = v.candidateName.isEmpty() ? Charts::tr("No candidate") : v.candidateName;
        if (v.runs < 2 || !core::isKnown(v.cvPct))
            notes << Charts::tr("%1: one run, so no run-to-run variation yet; measure again to see it.").arg(who);
        else
            notes << Charts::tr("%1: run-to-run CV of the medians %2% over %n run(s)", nullptr, v.runs)
                         .arg(who, number(v.cvPct, 3));
    }
    setTitle(chart, title, notes);
    return chart;
}

QChart* buildLiveLatencyChart()
{
    QChart* chart = newChart();
    QCategoryAxis* x = sizeAxis(0, 20);
    QLogValueAxis* y = logAxis(1, 1000, QString());
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    chart->setProperty("fwCrosshair", true);
    chart->setProperty("fwSizeAxis", true);
    chart->setProperty("fwYUnit", QStringLiteral("\u00b5s"));
    for (TailPercentile p : {TailPercentile::P50, TailPercentile::P99}) {
        auto* series = new QLineSeries;
        series->setObjectName(percentileName(p));
        QPen pen(paletteColor(0));
        pen.setWidthF(2);
        pen.setStyle(percentileStyle(p));
        series->setPen(pen);
        setPointMarker(series, paletteColor(0), false);
        series->setPointsVisible(true);
        attach(chart, series, x, y);
    }
    retranslateLiveLatency(chart);
    return chart;
}

void addLiveLatency(QChart* chart, qint64 bytes, double p50Us, double p99Us)
{
    const QList<QAbstractSeries*> all = chart->series();
    if (all.size() < 2 || bytes <= 0 || p50Us <= 0)
        return;
    auto* p50 = static_cast<QXYSeries*>(all.at(0));
    auto* p99 = static_cast<QXYSeries*>(all.at(1));
    const double x = log2Bytes(bytes);
    // One point per size: a second variant (in place) of a size already drawn keeps the worse figure.
    const auto put = [x](QXYSeries* series, double us) {
        for (qsizetype i = 0; i < series->count(); ++i)
            if (series->at(i).x() == x) {
                if (us > series->at(i).y())
                    series->replace(int(i), x, us);
                return;
            }
        series->append(x, us);
    };
    put(p50, p50Us);
    if (p99Us > 0)
        put(p99, p99Us);
    double minX = x, maxX = x, minY = p50Us, maxY = std::max(p50Us, p99Us);
    for (QXYSeries* series : {p50, p99})
        for (const QPointF& p : series->points()) {
            minX = std::min(minX, p.x());
            maxX = std::max(maxX, p.x());
            minY = std::min(minY, p.y());
            maxY = std::max(maxY, p.y());
        }
    setSizeRange(static_cast<QCategoryAxis*>(chart->axes(Qt::Horizontal).constFirst()), minX, maxX);
    setLogRange(static_cast<QLogValueAxis*>(chart->axes(Qt::Vertical).constFirst()), minY, maxY);
}

void retranslateLiveLatency(QChart* chart)
{
    const QList<QAbstractSeries*> all = chart->series();
    if (all.size() >= 2) {
        all.at(0)->setName(Charts::tr("p50 (\u00b5s)"));
        all.at(1)->setName(Charts::tr("p99 (\u00b5s)"));
    }
    chart->axes(Qt::Horizontal).constFirst()->setTitleText(Charts::tr("Message size"));
    // The unit only: the chart is low, and its decades (1, 10, 100) say that the scale is logarithmic.
    chart->axes(Qt::Vertical).constFirst()->setTitleText(Charts::tr("\u00b5s"));
    setTitle(chart, Charts::tr("Latency by message size"));
    fitChartTexts(chart);
}

QStringList chartNotes(const QChart* chart)
{
    return chart ? chart->property(kNotesProperty).toStringList() : QStringList();
}

QString chartEmptyText(const QChart* chart)
{
    return chart ? chart->property(kEmptyProperty).toString() : QString();
}

QChart* buildChart(ChartKind kind, core::ProjectFile& project, const CompareSelection& selection)
{
    switch (kind) {
    case ChartKind::TailLatency:
        return buildTailLatencyChart(loadTailLatency(project, selection));
    case ChartKind::BusBandwidth:
        return buildBusBandwidthChart(loadBusBandwidth(project, selection));
    case ChartKind::Timeline:
        return buildTimelineChart(loadTimeline(project, selection));
    case ChartKind::RankHeatmap:
        return buildRankHeatmapChart(loadRankHeatmap(project, selection));
    case ChartKind::RunVariation:
        return buildRunVariationChart(loadRunVariation(project, selection));
    case ChartKind::FaultImpact:
        return buildFaultImpactChart(loadFaultImpact(project, selection));
    case ChartKind::CostBreakdown:
        return buildCostBreakdownChart(loadCost(project, selection));
    case ChartKind::CostPerRun:
        return buildCostPerRunChart(loadCost(project, selection));
    }
    return nullptr;
}

} // namespace fw::app
