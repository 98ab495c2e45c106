// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "charts/chartdata.h"

#include <QCoreApplication>
#include <QList>
#include <QPointF>

class QChart;

// Builders of the Compare charts. Each returns a new QChart the caller owns (a QChartView takes it over, or the
// caller deletes it), with every string taken from tr() at build time, so a report that installs another language's
// translators before calling gets that language. The builders never touch the project.
namespace fw::app {

// The translation context of the chart texts.
class Charts
{
    Q_DECLARE_TR_FUNCTIONS(fw::app::Charts)
};

enum class ChartKind
{
    TailLatency,
    BusBandwidth,
    Timeline,
    RankHeatmap,
    RunVariation,
    FaultImpact,
    CostBreakdown,
    CostPerRun
};
inline constexpr ChartKind kAllChartKinds[] = {
    ChartKind::TailLatency,  ChartKind::BusBandwidth, ChartKind::Timeline,      ChartKind::RankHeatmap,
    ChartKind::RunVariation, ChartKind::FaultImpact,  ChartKind::CostBreakdown, ChartKind::CostPerRun};
// Stable key ("tail-latency", ...) for file names, and the translated title.
QString chartKey(ChartKind kind);
QString chartTitle(ChartKind kind);

// Tail percentiles by message size, log-log: one colour per candidate, one line style per percentile (p50 solid, p95
// dashed, p99 dotted), vendor claims with hollow points and "claim" in the legend, stale runs dimmed and labelled.
// The legend lists candidates, percentiles and sources, not runs; each data series is named after its run
// ("Candidate · tool · date p99") and has the object name tail-<run id>-<percentile> (tail-0-... for a group).
// Every point carries a tooltip text (see tailPointToolTip).
QChart* buildTailLatencyChart(const TailLatencyData& data);
QString tailPointToolTip(const TailSeries& series, const TailPoint& point);
// Bus bandwidth by message size (log x), one colour per candidate, claims dashed with hollow points, each candidate's
// declared line rate as a dotted reference line. Data series are named bandwidth-<run id>, line rates
// lineRate-<candidate id>.
QChart* buildBusBandwidthChart(const BusBandwidthData& data);
// Per-iteration times; the series is downsampled (LTTB keeping min/max spikes) to at most `maxPoints` over the
// iteration range [first, last) (last 0: all).
QChart* buildTimelineChart(const TimelineData& data, int maxPoints = 2000, qint64 first = 0, qint64 last = 0);
// The points the timeline draws for iterations [first, last) (last 0: all): what a zoom or pan frame recomputes.
QList<QPointF> timelinePoints(const TimelineData& data, qint64 first, qint64 last, int maxPoints);
// By data.level: one cell per rank, grouped by host (every host, or the drilled-into host with its rank numbers),
// coloured by value over the whole run, outlier ranks outlined red and their hosts named; or one cell per host in a
// grid, coloured by the robust z of its slowest rank over the hosts, hosts with outlier ranks outlined, and the first
// host of every k-th row named. The cells are the series named "heatmap-cells" (the outlines "heatmap-outliers");
// where a cell stands for a host to drill into, the series' kHeatmapHostsProperty holds each point's host.
QChart* buildRankHeatmapChart(const RankHeatmapData& data);
inline constexpr char kHeatmapHostsProperty[] = "fwHeatmapHosts";
// A host as the heatmap names it: "node-5 (slow outlier)"; and the tooltips of a rank's and a host's cell.
QString hostCellLabel(const HostCell& cell);
QString rankCellToolTip(const RankCell& cell);
QString hostCellToolTip(const HostCell& cell);
// Box plot per run at one size, runs named "Candidate · tool · date", claims hollow; each candidate's run-to-run CV
// beneath, for candidates with two runs or more.
QChart* buildRunVariationChart(const RunVariationData& data);
// Fault impact, or a plain statement that no fault runs are stored.
QChart* buildFaultImpactChart(const FaultImpactData& data);
// Stacked bars across of the ten cost components, one row per candidate (its name on the left).
QChart* buildCostBreakdownChart(const CostData& data);
// Cost per accepted run per candidate, a bar across per candidate (its name in the plot under it), with each
// candidate's p99 at the smallest size as a marker (series costP99) above its bar on an axis of its own at the top;
// no line joins the candidates.
QChart* buildCostPerRunChart(const CostData& data);

// What a hover crosshair at `x` (in the chart's x-axis values) shows: the size or iteration, then each data series'
// value there, as rich text; empty for a chart without a crosshair (the builders mark those that have one) or where
// no point is near.
QString crosshairText(const QChart* chart, double x);

// The live latency chart of a running dispatch (the Benchmarks page): p50 and p99 by message size on the same axes
// and styles as the tail-latency chart. addLiveLatency adds one size and fits the axes; retranslateLiveLatency puts
// the texts in the current language.
QChart* buildLiveLatencyChart();
void addLiveLatency(QChart* chart, qint64 bytes, double p50Us, double p99Us);
void retranslateLiveLatency(QChart* chart);

// What a chart says beside its title: what was left out and why, what its marks mean. A page shows them under the
// chart, the report in its caption.
QStringList chartNotes(const QChart* chart);
// For a chart with nothing to draw, what the buyer can do to fill it (shown in the middle of the chart); empty
// otherwise.
QString chartEmptyText(const QChart* chart);

// Loads what `kind` needs from the project and builds it: the report's one-call entry.
QChart* buildChart(ChartKind kind, core::ProjectFile& project, const CompareSelection& selection);

} // namespace fw::app
