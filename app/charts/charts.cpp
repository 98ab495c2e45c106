#include "charts/charts.h"

#include "analysis/downsample.h"
#include "analysis/numberformat.h"
#include "charts/chartdata.h"
#include "charts/chartkit.h"

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
    text +=
        QLatin1Char('\n') + Charts::tr("%1 at %2: %3 \u00b5s")
                                .arg(percentileName(series.percentile), formatBytes(point.bytes), number(point.us, 4));
    text += QLatin1Char('\n') +
            (point.samples > 0 ? Charts::tr("Samples: %1").arg(point.samples) : Charts::tr("Samples: not reported"));
    if (point.interval.confidence > 0)
        text += QLatin1Char('\n') + core::formatP99Interval(point.interval);
    if (series.run.stale)
        text += QLatin1Char('\n') + Charts::tr("Stale: the BOM changed after this run.");
    return text;
}

QChart* buildTailLatencyChart(const TailLatencyData& data)
{
    QChart* chart = newChart();
    QStringList notes = data.notes;
    double minX = 1e300, maxX = -1e300, minY = 1e300, maxY = -1e300;
    for (const TailSeries& s : data.series)
        for (const TailPoint& p : s.points) {
            const double x = std::log2(double(std::max<qint64>(p.bytes, 1)));
            minX = std::min(minX, x);
            maxX = std::max(maxX, x);
            minY = std::min(minY, p.us);
            maxY = std::max(maxY, p.us);
        }
    if (data.series.isEmpty()) {
        notes.prepend(emptyText());
        minX = 0;
        maxX = 30;
        minY = 1;
        maxY = 1000;
    }
    bool anyStale = false;
    bool anyClaim = false;
    QCategoryAxis* x = sizeAxis(minX, maxX);
    QLogValueAxis* y = logAxis(minY, maxY, Charts::tr("Latency (\u00b5s, log scale)"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);

    QHash<QString, int> colorOf; // one colour per run (or group), shaded per percentile
    for (const TailSeries& s : data.series) {
        const QString key = QStringLiteral("%1/%2").arg(s.run.runId).arg(s.run.label);
        if (!colorOf.contains(key))
            colorOf.insert(key, int(colorOf.size()));
        QColor color = paletteColor(colorOf.value(key));
        switch (s.percentile) {
        case TailPercentile::P50:
            color = color.lighter(135);
            break;
        case TailPercentile::P999:
            color = color.darker(140);
            break;
        default:
            break;
        }
        auto* series = new QLineSeries;
        QString name = QStringLiteral("%1 %2").arg(s.run.label, percentileName(s.percentile));
        if (s.runCount > 1)
            name += Charts::tr(" (median of %n runs)", nullptr, s.runCount);
        if (s.run.source == core::RunSource::VendorClaim)
            name += Charts::tr(" (claim)");
        name += staleSuffix(s.run.stale);
        series->setName(name);
        QPen pen(dimmed(color, s.run.stale));
        pen.setWidthF(s.percentile == TailPercentile::P99 ? 2.6 : 1.8);
        if (s.run.source == core::RunSource::VendorClaim) {
            pen.setStyle(Qt::DashLine);
            anyClaim = true;
        }
        anyStale = anyStale || s.run.stale;
        series->setPen(pen);
        series->setPointsVisible(true);
        for (const TailPoint& p : s.points)
            series->append(std::log2(double(std::max<qint64>(p.bytes, 1))), p.us);
        attach(chart, series, x, y);
        QObject::connect(series, &QXYSeries::hovered, series, [s](const QPointF& at, bool state) {
            // The nearest point of this series to the cursor.
            const TailPoint* nearest = nullptr;
            double best = 1e300;
            for (const TailPoint& p : s.points) {
                const double d = std::abs(std::log2(double(std::max<qint64>(p.bytes, 1))) - at.x());
                if (d < best) {
                    best = d;
                    nearest = &p;
                }
            }
            if (nearest)
                showToolTip(tailPointToolTip(s, *nearest), state);
        });
    }
    if (data.series.size() > 4)
        chart->legend()->setAlignment(Qt::AlignRight);
    if (anyClaim)
        notes << Charts::tr("Dashed lines: vendor claims; solid lines: own measurements.");
    if (anyStale)
        notes << Charts::tr("Faded lines are stale: the candidate's BOM changed after the run.");
    setTitle(chart, chartTitle(ChartKind::TailLatency), notes);
    return chart;
}

QChart* buildBusBandwidthChart(const BusBandwidthData& data)
{
    QChart* chart = newChart();
    QStringList notes = data.notes;
    double minX = 1e300, maxX = -1e300, maxY = 0;
    for (const BandwidthSeries& s : data.series)
        for (const BandwidthPoint& p : s.points) {
            const double xv = std::log2(double(std::max<qint64>(p.bytes, 1)));
            minX = std::min(minX, xv);
            maxX = std::max(maxX, xv);
            maxY = std::max(maxY, p.busbwGBs);
        }
    if (data.series.isEmpty()) {
        notes.prepend(emptyText());
        minX = 0;
        maxX = 30;
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

    QHash<qint64, int> candidateColor;
    int next = 0;
    for (const BandwidthSeries& s : data.series) {
        auto* series = new QLineSeries;
        QString name = s.run.label;
        if (s.runCount > 1)
            name += Charts::tr(" (median of %n runs)", nullptr, s.runCount);
        if (s.run.source == core::RunSource::VendorClaim)
            name += Charts::tr(" (claim)");
        name += staleSuffix(s.run.stale);
        series->setName(name);
        const int colorIndex = next++;
        if (s.run.candidateId && !candidateColor.contains(*s.run.candidateId))
            candidateColor.insert(*s.run.candidateId, colorIndex);
        QPen pen(dimmed(paletteColor(colorIndex), s.run.stale));
        pen.setWidthF(2.4);
        if (s.run.source == core::RunSource::VendorClaim)
            pen.setStyle(Qt::DashLine);
        series->setPen(pen);
        series->setPointsVisible(true);
        for (const BandwidthPoint& p : s.points)
            series->append(std::log2(double(std::max<qint64>(p.bytes, 1))), p.busbwGBs);
        attach(chart, series, x, y);
        const BandwidthSeries copy = s;
        QObject::connect(series, &QXYSeries::hovered, series, [copy](const QPointF& at, bool state) {
            const BandwidthPoint* nearest = nullptr;
            double best = 1e300;
            for (const BandwidthPoint& p : copy.points) {
                const double d = std::abs(std::log2(double(std::max<qint64>(p.bytes, 1))) - at.x());
                if (d < best) {
                    best = d;
                    nearest = &p;
                }
            }
            if (nearest)
                showToolTip(Charts::tr("%1\n%2 at %3: %4 GB/s")
                                .arg(copy.run.label, sourceName(copy.run.source), formatBytes(nearest->bytes),
                                     number(nearest->busbwGBs, 4)),
                            state);
        });
    }
    for (const LineRate& rate : data.lineRates) {
        auto* line = new QLineSeries;
        line->setName(Charts::tr("Line rate %1: %2 Gb/s = %3 GB/s")
                          .arg(rate.candidateName, number(rate.gbps, 4), number(rate.GBs(), 4)));
        QPen pen(candidateColor.contains(rate.candidateId) ? paletteColor(candidateColor.value(rate.candidateId))
                                                           : QColor(Qt::darkGray));
        pen.setStyle(Qt::DotLine);
        pen.setWidthF(1.6);
        line->setPen(pen);
        line->append(x->min(), rate.GBs());
        line->append(x->max(), rate.GBs());
        attach(chart, line, x, y);
    }
    if (data.series.size() + data.lineRates.size() > 4)
        chart->legend()->setAlignment(Qt::AlignRight);
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
    if (data.run && !data.samples.empty()) {
        title = Charts::tr("%1: %2, %3").arg(title, data.run->label, formatBytes(data.bytes));
        const auto n = qint64(data.samples.size());
        const qint64 end = last <= 0 || last > n ? n : last;
        const qint64 begin = std::clamp<qint64>(first, 0, end);
        auto* series = new QLineSeries;
        series->setName(Charts::tr("Per-iteration time (%n iterations)", nullptr, int(n)) +
                        staleSuffix(data.run->stale));
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
    } else {
        notes.prepend(emptyText());
        x->setRange(0, 1000);
        y->setRange(0, 100);
    }
    setTitle(chart, title, notes);
    return chart;
}

QChart* buildRankHeatmapChart(const RankHeatmapData& data)
{
    QChart* chart = newChart();
    QStringList notes = data.notes;
    QString title = chartTitle(ChartKind::RankHeatmap);
    auto* x = new QCategoryAxis;
    x->setTitleText(Charts::tr("Rank slot on host"));
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    auto* y = new QCategoryAxis;
    y->setTitleText(Charts::tr("Host"));
    y->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    if (data.run && !data.ranks.isEmpty()) {
        const QString statistic = data.p99 ? Charts::tr("p99") : Charts::tr("median");
        title = Charts::tr("%1: per-rank %2 at %3, %4").arg(title, statistic, formatBytes(data.bytes), data.run->label);
        double lo = 1e300, hi = -1e300;
        for (const RankCell& c : data.ranks) {
            lo = std::min(lo, c.us);
            hi = std::max(hi, c.us);
        }
        QHash<QString, int> slotOf;
        int maxSlot = 0;
        auto* cells = new QScatterSeries;
        cells->setName(Charts::tr("Rank %1 (light: fast, dark: slow; %2 to %3 \u00b5s)")
                           .arg(statistic, number(lo, 4), number(hi, 4)));
        cells->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        cells->setMarkerSize(26);
        cells->setPen(QPen(Qt::white, 1));
        cells->setColor(QColor(0x9e, 0xca, 0xe1));
        auto* outliers = new QScatterSeries;
        outliers->setName(Charts::tr("Outlier rank (robust z-score beyond ±3.5)"));
        outliers->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        outliers->setMarkerSize(34);
        outliers->setColor(Qt::transparent);
        outliers->setBrush(Qt::NoBrush);
        outliers->setPen(QPen(QColor(0xd6, 0x27, 0x28), 3.5));
        const QColor light(0xde, 0xeb, 0xf7);
        const QColor dark(0x08, 0x30, 0x6b);
        for (const RankCell& c : data.ranks) {
            const int hostIndex = int(data.hosts.indexOf(c.host));
            const int slot = slotOf[c.host]++;
            maxSlot = std::max(maxSlot, slot);
            cells->append(slot, hostIndex);
            const double t = hi > lo ? (c.us - lo) / (hi - lo) : 0.0;
            const QColor color = QColor::fromRgbF(float(light.redF() + t * (dark.redF() - light.redF())),
                                                  float(light.greenF() + t * (dark.greenF() - light.greenF())),
                                                  float(light.blueF() + t * (dark.blueF() - light.blueF())));
            cells->setPointConfiguration(int(cells->count() - 1), {{QXYSeries::PointConfiguration::Color, color}});
            if (c.outlier)
                outliers->append(slot, hostIndex);
        }
        for (qsizetype h = 0; h < data.hosts.size(); ++h) {
            QString host = data.hosts.at(h).isEmpty() ? Charts::tr("unknown host") : data.hosts.at(h);
            const bool slow = data.slowOutlierHosts.contains(data.hosts.at(h));
            const bool fast = data.fastOutlierHosts.contains(data.hosts.at(h));
            if (slow && fast)
                host = Charts::tr("%1 (slow and fast outliers)").arg(host);
            else if (slow)
                host = Charts::tr("%1 (slow outlier)").arg(host);
            else if (fast)
                host = Charts::tr("%1 (fast outlier)").arg(host);
            y->append(host, double(h));
        }
        y->setRange(-0.6, double(data.hosts.size()) - 0.4);
        x->setRange(-0.6, maxSlot + 0.6);
        const int step = std::max(1, (maxSlot + 16) / 16);
        for (int slot = 0; slot <= maxSlot; slot += step)
            x->append(QString::number(slot), slot);
        const int cellSize = std::clamp(480 / std::max<int>(int(data.hosts.size()), maxSlot + 1), 10, 44);
        cells->setMarkerSize(cellSize);
        outliers->setMarkerSize(cellSize + 8);
        attach(chart, cells, x, y);
        attach(chart, outliers, x, y);
        const RankHeatmapData copy = data;
        QObject::connect(cells, &QXYSeries::hovered, cells, [copy, cells](const QPointF& at, bool state) {
            const QList<QPointF> pts = cells->points();
            for (qsizetype i = 0; i < pts.size() && i < copy.ranks.size(); ++i)
                if (std::abs(pts.at(i).x() - at.x()) < 0.5 && std::abs(pts.at(i).y() - at.y()) < 0.5) {
                    const RankCell& c = copy.ranks.at(i);
                    QString text = Charts::tr("Rank %1 on %2: %3 \u00b5s (robust z %4)")
                                       .arg(c.rank)
                                       .arg(c.host, number(c.us, 4), number(c.zScore, 2));
                    if (c.outlier && c.zScore > 0)
                        text += u'\n' + Charts::tr("Slow outlier: it took much longer than the other ranks.");
                    else if (c.outlier)
                        text += u'\n' + Charts::tr("Fast outlier: it finished much earlier than the other ranks.");
                    showToolTip(text, state);
                    return;
                }
        });
        if (data.outlierHosts.isEmpty())
            notes << Charts::tr("No rank stands out (robust z-score within 3.5 or within 5% of the median).");
        if (!data.slowOutlierHosts.isEmpty())
            notes << Charts::tr("Slow outlier host: %1 (took much longer than the other ranks)")
                         .arg(data.slowOutlierHosts.join(QStringLiteral(", ")));
        if (!data.fastOutlierHosts.isEmpty())
            notes << Charts::tr("Fast outlier host: %1 (finished much earlier than the other ranks). In all_reduce, "
                                "all_gather, reduce_scatter and all_to_all the others were then waiting for its data, "
                                "which points at its link or its sends; a broadcast root, or the rank a barrier "
                                "releases last, is fast without a fault.")
                         .arg(data.fastOutlierHosts.join(QStringLiteral(", ")));
    } else {
        notes.prepend(emptyText());
        x->setRange(0, 8);
        y->setRange(0, 1);
    }
    setTitle(chart, title, notes);
    return chart;
}

QChart* buildRunVariationChart(const RunVariationData& data)
{
    QChart* chart = newChart();
    QStringList notes = data.notes;
    QString title = chartTitle(ChartKind::RunVariation);
    if (data.bytes > 0)
        title = Charts::tr("%1 at %2").arg(title, formatBytes(data.bytes));
    auto* series = new QBoxPlotSeries;
    series->setName(Charts::tr("Per-iteration time per run (box: quartiles; whiskers: 1.5 IQR)"));
    auto* x = new QBarCategoryAxis;
    auto* y = new QValueAxis;
    y->setTitleText(Charts::tr("Time (\u00b5s)"));
    QHash<QString, int> colorOf;
    double lo = 1e300, hi = -1e300;
    QStringList categories;
    for (const VariationBox& box : data.boxes) {
        const QString candidate = box.run.candidateName;
        if (!colorOf.contains(candidate))
            colorOf.insert(candidate, int(colorOf.size()));
        QString label = QStringLiteral("#%1").arg(box.run.runId);
        if (box.run.source == core::RunSource::VendorClaim)
            label += Charts::tr(" (claim)");
        if (box.run.stale)
            label += Charts::tr(" (stale)");
        categories << label;
        auto* set = new QBoxSet(box.stats.lowerWhisker, box.stats.q1, box.stats.median, box.stats.q3,
                                box.stats.upperWhisker, label);
        QColor color = dimmed(paletteColor(colorOf.value(candidate)), box.run.stale);
        set->setBrush(color);
        set->setPen(QPen(color.darker(160), 1.2));
        series->append(set);
        lo = std::min(lo, box.stats.lowerWhisker);
        hi = std::max(hi, box.stats.upperWhisker);
    }
    x->append(categories);
    x->setTitleText(Charts::tr("Run"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    if (data.boxes.isEmpty()) {
        notes.prepend(emptyText());
        y->setRange(0, 1);
    } else {
        const double pad = std::max((hi - lo) * 0.08, hi * 0.01);
        y->setRange(std::max(0.0, lo - pad), hi + pad);
        y->applyNiceNumbers();
        attach(chart, series, x, y);
        chart->legend()->setVisible(false);
    }
    for (const CandidateVariation& v : data.variation)
        notes << Charts::tr("%1: run-to-run CV of the medians %2% over %n run(s)", nullptr, v.runs)
                     .arg(v.candidateName.isEmpty() ? Charts::tr("No candidate") : v.candidateName, number(v.cvPct, 3));
    if (data.boxes.isEmpty())
        delete series;
    setTitle(chart, title, notes);
    return chart;
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
