// SPDX-License-Identifier: Apache-2.0
#include "report/reportcharts.h"

#include "analysis/numberformat.h"
#include "charts/chartdata.h"
#include "charts/chartexport.h"
#include "charts/charts.h"

#include <QChart>
#include <memory>

namespace fw::app {

namespace {

// Logical size of a chart in the report; drawn at twice that for print.
constexpr QSize kChartSize(900, 480);
constexpr qreal kChartPixelRatio = 2.0;

QString captionOf(ChartKind kind, const QStringList& notes)
{
    QString caption = chartTitle(kind);
    if (!notes.isEmpty())
        caption += QStringLiteral(". ") + notes.join(QLatin1Char(' '));
    return caption;
}

ReportChart render(ChartKind kind, QChart* chart, const QStringList& notes)
{
    const std::unique_ptr<QChart> owner(chart);
    return {chartKey(kind), captionOf(kind, notes), renderChartImage(chart, kChartSize, kChartPixelRatio)};
}

} // namespace

QList<ReportChart> reportCharts(core::ProjectFile& project, QString* note)
{
    const QList<CompareRun> runs = listCompareRuns(project);
    if (runs.isEmpty()) {
        if (note)
            *note = ReportBuilder::tr("No benchmark runs are stored, so there is nothing to chart.");
        return {};
    }
    CompareSelection selection;
    // The guide's baseline collective when there is one: runs of different collectives do not share an axis.
    const bool anyAllReduce = std::any_of(
        runs.begin(), runs.end(), [](const CompareRun& run) { return run.testName == QLatin1String("all_reduce"); });
    if (anyAllReduce)
        selection.collective = QStringLiteral("all_reduce");
    const TailLatencyData latency = loadTailLatency(project, selection);
    const BusBandwidthData bandwidth = loadBusBandwidth(project, selection);
    QList<ReportChart> charts;
    QChart* latencyChart = buildTailLatencyChart(latency);
    charts << render(ChartKind::TailLatency, latencyChart, chartNotes(latencyChart));
    QChart* bandwidthChart = buildBusBandwidthChart(bandwidth);
    charts << render(ChartKind::BusBandwidth, bandwidthChart, chartNotes(bandwidthChart));
    return charts;
}

ReportChart reportFaultChart(const FaultImpactData& data)
{
    // The per-fault notes are the report's table; the caption keeps only what the chart adds.
    QStringList notes = data.notes;
    if (data.bytes > 0)
        notes << Charts::tr("p99 at %1 per fault: before the fault, during it and after the revert.")
                     .arg(core::formatBytes(data.bytes));
    return render(ChartKind::FaultImpact, buildFaultImpactChart(data), notes);
}

} // namespace fw::app
