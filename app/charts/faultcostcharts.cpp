// SPDX-License-Identifier: Apache-2.0
#include "analysis/downsample.h"
#include "analysis/numberformat.h"
#include "charts/chartdata.h"
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
#include <QGraphicsSimpleTextItem>
#include <QHash>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
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

// The fault impact and cost charts (charts.h).
namespace fw::app {

using namespace chartkit;

namespace {

QString seconds(double s)
{
    return Charts::tr("%1 s").arg(QLocale().toString(s, 'f', s < 10 ? 2 : 1));
}

QString noCandidateText()
{
    return Charts::tr("Tick a candidate, and enter its cost inputs on the Cost page.");
}

// What an empty cost chart says instead of bare axes: no ticked candidate has a cost yet, what is missing (the first
// candidate's first missing inputs) and where to supply it.
QString noCostText(const CostData& data)
{
    QStringList missing;
    for (const CandidateCost& c : data.candidates) {
        if (!c.missing.isEmpty()) {
            missing << Charts::tr("%1 lacks %2").arg(c.candidateName, c.missing.mid(0, 3).join(Charts::tr(", ")));
            break;
        }
    }
    const QString what = missing.isEmpty() ? Charts::tr("no cost model is complete")
                                           : Charts::tr("no cost model is complete (%1)").arg(missing.constFirst());
    return Charts::tr("No cost to draw yet: %1. Enter each candidate's prices, power, support and staff on the Cost "
                      "page (step 9); the cost per accepted run also needs own, accepted runs (Benchmarks, step 5).")
        .arg(what);
}

QString faultRecoveryText(const FaultImpactEntry& e)
{
    if (e.recoveryMeasured && e.recovered)
        return Charts::tr("recovered in %1").arg(seconds(e.recoverySeconds));
    if (e.recoveryMeasured)
        return Charts::tr("not recovered within %1").arg(seconds(e.observedWindowS));
    return Charts::tr("recovery not measured");
}

QString replayNote(const ReplayEntry& r)
{
    if (r.failed && !core::isKnown(r.p50Us))
        return Charts::tr("Replay %1: failed, no step times").arg(r.label);
    QString text = Charts::tr("Replay %1: step time p50 %2 \u00b5s, p95 %3 \u00b5s, p99 %4 \u00b5s over %n step(s)",
                              nullptr, r.steps)
                       .arg(r.label, number(r.p50Us, 4), number(r.p95Us, 4), number(r.p99Us, 4));
    if (core::isKnown(r.tokensPerS))
        text += Charts::tr(", %1 tokens/s").arg(number(r.tokensPerS, 4));
    if (core::isKnown(r.exposedP50Us))
        text += Charts::tr(", exposed communication p50 %1 \u00b5s").arg(number(r.exposedP50Us, 4));
    if (core::isKnown(r.latencyP99Us))
        text += Charts::tr(", request latency p99 %1 \u00b5s").arg(number(r.latencyP99Us, 4));
    if (core::isKnown(r.p99Inflation))
        text += Charts::tr(", p99 \u00d7 %1 beside another job").arg(number(r.p99Inflation, 3));
    if (r.failed)
        text += Charts::tr(" (the replay failed)");
    return text;
}

} // namespace

QChart* buildFaultImpactChart(const FaultImpactData& data)
{
    QChart* chart = newChart();
    QStringList notes = data.notes;
    if (!data.available && notes.isEmpty())
        notes << Charts::tr("No fault step of an acceptance plan is stored for the selected candidates.");
    QString title = chartTitle(ChartKind::FaultImpact);
    if (data.bytes > 0)
        title = Charts::tr("%1: p99 at %2").arg(title, core::formatBytes(data.bytes));

    // The bars: p99 before, during and after per fault; a log axis when they span more than a factor of 20.
    double lo = 1e300, hi = 0;
    for (const FaultImpactEntry& e : data.faults)
        for (double v : {e.beforeP99Us, e.duringP99Us, e.afterP99Us})
            if (core::isKnown(v) && v > 0) {
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
    const bool anyValue = hi > 0;
    const bool logScale = anyValue && hi / lo > 20;
    QAbstractAxis* y = nullptr;
    double floor = 0, top = 1;
    if (logScale) {
        QLogValueAxis* axis = logAxis(lo, hi * 1.5, Charts::tr("p99 latency (\u00b5s)"));
        floor = axis->min();
        top = axis->max();
        y = axis;
    } else {
        auto* axis = new QValueAxis;
        axis->setTitleText(Charts::tr("p99 latency (\u00b5s)"));
        axis->setRange(0, anyValue ? hi * 1.15 : 1);
        axis->applyNiceNumbers();
        top = axis->max();
        y = axis;
    }
    const auto value = [&](double v) { return core::isKnown(v) && v > 0 ? v : floor; };

    // A failed benchmark during the fault has no figure: a hatched bar of its own beside the empty "during" slot
    // says so (only when some fault has one, so the usual chart keeps three bars per fault).
    bool anyFailed = false;
    for (const FaultImpactEntry& e : data.faults)
        anyFailed = anyFailed || e.duringFailed;
    auto* bars = new QBarSeries;
    const QString phases[] = {Charts::tr("p99 before the fault"), Charts::tr("p99 during the fault"),
                              Charts::tr("p99 after the revert (last run)")};
    const QColor colors[] = {paletteColor(0), paletteColor(3), paletteColor(2)};
    QBarSet* sets[3];
    for (int k = 0; k < 3; ++k) {
        sets[k] = new QBarSet(phases[k]);
        sets[k]->setColor(colors[k]);
        sets[k]->setBorderColor(colors[k].darker(140));
    }
    QBarSet* failedSet = nullptr;
    bars->append(sets[0]);
    bars->append(sets[1]);
    if (anyFailed) {
        failedSet = new QBarSet(Charts::tr("During the fault: the benchmark failed (no figure)"));
        failedSet->setPen(QPen(paletteColor(3), 1));
        failedSet->setBrush(QBrush(paletteColor(3), Qt::BDiagPattern));
        bars->append(failedSet);
    }
    bars->append(sets[2]);
    QStringList categories;
    for (const FaultImpactEntry& e : data.faults) {
        categories << e.label;
        sets[0]->append(value(e.beforeP99Us));
        sets[1]->append(value(e.duringP99Us));
        sets[2]->append(value(e.afterP99Us));
        if (failedSet)
            failedSet->append(e.duringFailed ? top : floor);

        // Short notes: the title drops every line after the first that does not fit the chart's width.
        const auto brief = [](const QString& text) {
            const QString line = text.section(QLatin1Char('\n'), 0, 0);
            return line.size() > 70 ? line.left(69) + QStringLiteral("\u2026") : line;
        };
        QStringList parts{faultRecoveryText(e)};
        if (data.bytes == 0 && e.bytes > 0)
            parts << Charts::tr("at %1").arg(core::formatBytes(e.bytes));
        if (!e.applied)
            parts << Charts::tr("the fault was not applied");
        const auto gbs = [](double v) { return core::isKnown(v) ? number(v, 3) : QStringLiteral("\u2013"); };
        parts << Charts::tr("bus bandwidth %1 \u2192 %2 \u2192 %3 GB/s")
                     .arg(gbs(e.beforeBusbwGBs), e.duringFailed ? Charts::tr("failed") : gbs(e.duringBusbwGBs),
                          gbs(e.afterBusbwGBs));
        if (e.countersRead)
            parts << Charts::tr("%n counter alarm(s)", nullptr, e.counterAlarms);
        notes << Charts::tr("%1: %2").arg(e.label, parts.join(QStringLiteral("; ")));
        if (e.duringFailed)
            notes << Charts::tr("%1: the benchmark during the fault failed: %2").arg(e.label, brief(e.duringMessage));
        if (e.stepFailed && !e.stepMessage.isEmpty())
            notes << Charts::tr("%1: step failed: %2").arg(e.label, brief(e.stepMessage));
    }
    for (const ReplayEntry& r : data.replays)
        notes << replayNote(r);

    auto* x = new QBarCategoryAxis;
    x->append(categories);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    if (data.faults.isEmpty()) {
        delete bars;
        setEmpty(chart, title,
                 Charts::tr("Run an acceptance plan with a fault step on the Faults & Replay page to see how the "
                            "fabric copes."),
                 notes);
        return chart;
    }
    attach(chart, bars, x, y);
    setTitle(chart, title, notes);
    return chart;
}

QChart* buildCostBreakdownChart(const CostData& data)
{
    QChart* chart = newChart();
    QStringList notes = data.notes;
    // Bars across, one row per candidate: a candidate's name gets the room of a side axis (below a bar, Qt Charts
    // would give a name a quarter of the chart with two candidates and cut it). The ten components' legend is below,
    // in rows.
    auto* series = new QHorizontalStackedBarSeries;
    QStringList categories;
    for (const CandidateCost& c : data.candidates)
        categories << c.candidateName;
    double maxTotal = 0;
    for (int k = 0; k < core::kCostComponentCount; ++k) {
        auto* set = new QBarSet(core::displayName(core::CostInputKey(k)));
        set->setColor(paletteColor(k));
        set->setBorderColor(Qt::white);
        for (const CandidateCost& c : data.candidates)
            set->append(c.components[std::size_t(k)].value_or(0.0));
        series->append(set);
    }
    for (const CandidateCost& c : data.candidates) {
        double sum = 0;
        QStringList missing;
        for (int k = 0; k < core::kCostComponentCount; ++k) {
            sum += c.components[std::size_t(k)].value_or(0.0);
            if (!c.components[std::size_t(k)])
                missing << core::displayName(core::CostInputKey(k));
        }
        maxTotal = std::max(maxTotal, sum);
        if (!missing.isEmpty())
            notes << Charts::tr("%1: not yet known, drawn as zero: %2")
                         .arg(c.candidateName, missing.join(QStringLiteral(", ")));
    }
    auto* y = new QBarCategoryAxis;
    y->append(categories);
    auto* x = new QValueAxis;
    const QString perPeriod = data.period == core::CostPeriod::Month     ? Charts::tr("%1 per month")
                              : data.period == core::CostPeriod::Quarter ? Charts::tr("%1 per quarter")
                                                                         : Charts::tr("%1 per year");
    x->setTitleText(perPeriod.arg(data.currency));
    x->setRange(0, maxTotal > 0 ? maxTotal * 1.08 : 1);
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->applyNiceNumbers();
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    attach(chart, series, x, y);
    if (data.candidates.isEmpty()) {
        setEmpty(chart, chartTitle(ChartKind::CostBreakdown), noCandidateText(), notes);
        return chart;
    }
    if (maxTotal <= 0) {
        setEmpty(chart, chartTitle(ChartKind::CostBreakdown), noCostText(data), notes);
        return chart;
    }
    setTitle(chart, chartTitle(ChartKind::CostBreakdown), notes);
    return chart;
}

namespace {

// The cost bars take this share of a candidate's row; its p99 marker sits this far above the row's middle and its
// name as far below: both clear of the bar's edges (at half its width).
constexpr double kCostBarWidth = 0.34;
constexpr double kP99Offset = 0.34;

} // namespace

QChart* buildCostPerRunChart(const CostData& data)
{
    QChart* chart = newChart();
    QStringList notes = data.notes;
    QStringList categories;
    // Costs of tens of thousands and more in thousands, so the axis and the bars' labels stay short beside the tail
    // latency chart.
    double maxCost = 0;
    for (const CandidateCost& c : data.candidates)
        maxCost = std::max(maxCost, c.costPerAcceptedRun.value_or(0.0));
    const double divisor = maxCost >= 10'000 ? 1000 : 1;
    const QString unit =
        divisor > 1 ? Charts::tr("k%1", "thousands of a currency: kEUR").arg(data.currency) : data.currency;
    // A bar across per candidate, its name written in the plot under the bar (at the side, a German supplier's name
    // took a third of a chart beside the tail latency; below a column, Qt Charts cuts it).
    auto* bars = new QHorizontalBarSeries;
    // The units are in the legend and on the labels, not in axis titles: a narrow chart has no height to spare.
    auto* cost = new QBarSet(Charts::tr("Cost per accepted run (%1)").arg(unit));
    cost->setColor(paletteColor(0));
    // p99 is a figure per candidate, not a quantity that runs from one supplier to the next: a marker per candidate
    // on its own axis (above), beside the candidate's bar rather than on it, its value above the marker. No line
    // joins the candidates.
    auto* tail = new QScatterSeries;
    tail->setObjectName(QStringLiteral("costP99"));
    tail->setName(Charts::tr("p99 (\u00b5s)"));
    notes << Charts::tr("p99: at the smallest size, of the best current own run of each candidate; a diamond beside "
                        "each candidate's bar, read on the axis above.");
    tail->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
    tail->setMarkerSize(11);
    tail->setColor(paletteColor(3));
    tail->setBorderColor(paletteColor(3).darker(130));
    tail->setPointLabelsVisible(true);
    tail->setPointLabelsClipping(false); // the top candidate's label may reach over the plot's edge
    tail->setPointLabelsFormat(QStringLiteral("@xPoint \u00b5s"));
    QFont labelFont = tail->pointLabelsFont();
    labelFont.setPointSizeF(8);
    tail->setPointLabelsFont(labelFont);
    double maxTail = 0;
    for (qsizetype i = 0; i < data.candidates.size(); ++i) {
        const CandidateCost& c = data.candidates.at(i);
        categories << c.candidateName;
        // Whole units on the bar, or one decimal of thousands.
        const double value = c.costPerAcceptedRun.value_or(0.0) / divisor;
        cost->append(divisor > 1 ? std::round(value * 10) / 10 : std::round(value));
        if (c.p99SmallestUs) {
            // Above the bar in the candidate's row: bars are kCostBarWidth high around the row's middle.
            tail->append(std::round(*c.p99SmallestUs * 10) / 10, double(i) + kP99Offset); // the label shows 0.1 µs
            maxTail = std::max(maxTail, *c.p99SmallestUs);
        } else {
            notes << Charts::tr("%1: no current own measurement with a p99 yet.").arg(c.candidateName);
        }
        if (!c.costPerAcceptedRun)
            notes << Charts::tr("%1: cost per accepted run not known yet (%2).")
                         .arg(c.candidateName, c.missing.isEmpty() ? Charts::tr("inputs missing") : c.missing.first());
    }
    bars->append(cost);
    bars->setBarWidth(kCostBarWidth);
    bars->setLabelsVisible(true);
    bars->setLabelsFormat(QStringLiteral("@value"));
    bars->setLabelsPrecision(12);
    bars->setLabelsPosition(QAbstractBarSeries::LabelsInsideBase); // at the bar's start, clear of the p99 markers
    auto* y = new QBarCategoryAxis;
    y->append(categories);
    y->setLabelsVisible(false); // the names are in the plot, under their bars
    auto* yCost = new QValueAxis;
    yCost->setRange(0, maxCost > 0 ? maxCost / divisor * 1.1 : 1);
    yCost->setLabelFormat(QStringLiteral("%.0f"));
    yCost->applyNiceNumbers();
    auto* yTail = new QValueAxis;
    yTail->setRange(0, maxTail > 0 ? maxTail * 1.25 : 1);
    yTail->applyNiceNumbers();
    if (maxTail >= 100)
        yTail->setLabelFormat(QStringLiteral("%.0f"));
    yTail->setLinePenColor(paletteColor(3));
    yTail->setGridLineVisible(false);
    // Few ticks: the labels of a narrow chart are read whole.
    for (QValueAxis* axis : {yCost, yTail})
        axis->setTickCount(3);
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(yCost, Qt::AlignBottom);
    chart->addAxis(yTail, Qt::AlignTop);
    attach(chart, bars, yCost, y);
    attach(chart, tail, yTail, y);
    // Each candidate's name at the plot's left, under its bar, short (the candidate list holds it whole); placed
    // again whenever the plot moves.
    QList<QGraphicsSimpleTextItem*> names;
    for (const QString& name : std::as_const(categories)) {
        auto* text = new QGraphicsSimpleTextItem(compactKeyName(name), chart);
        text->setZValue(20);
        names << text;
    }
    const auto place = [chart, bars, names] {
        for (qsizetype i = 0; i < names.size(); ++i) {
            const QPointF at = chart->mapToPosition(QPointF(0, double(i) - kP99Offset), bars);
            names.at(i)->setPos(at.x() + 4, at.y() - names.at(i)->boundingRect().height() / 2);
        }
    };
    QObject::connect(chart, &QChart::plotAreaChanged, chart, place);
    place();
    if (data.candidates.isEmpty()) {
        setEmpty(chart, chartTitle(ChartKind::CostPerRun), noCandidateText(), notes);
        return chart;
    }
    if (maxCost <= 0 && maxTail <= 0) {
        setEmpty(chart, chartTitle(ChartKind::CostPerRun), noCostText(data), notes);
        return chart;
    }
    setTitle(chart, chartTitle(ChartKind::CostPerRun), notes);
    return chart;
}

} // namespace fw::app
