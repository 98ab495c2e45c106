// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "charts/chartdata.h"
#include "charts/charts.h"

#include <QHash>
#include <QSet>
#include <QWidget>
#include <functional>

class QChart;
class QChartView;
class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

class ChartPanel;
class ProjectContext;

class Prompts;

// Compare (R7.1): the charts a buyer reads instead of tables. Tail latency and the cost per accepted run side by
// side on top; bus bandwidth, the per-iteration timeline, the rank and host heatmap, run-to-run variation, fault
// impact and the cost breakdown in tabs below. Candidates, runs, collective and sizes are picked on the left. Only
// what is shown is loaded: per-size figures of the selected runs without their samples, and one row's samples for
// the timeline and the heatmap. Every chart exports as PNG and SVG from its own small toolbar, and the line charts show
// a crosshair with the values under the mouse.
//
// Object names: candidates, collective, runs, minSize, maxSize, the percentile boxes p50, p95, p99 and p99.9,
// focusSize, focusRun, heatmapStatistic, heatmapHost (the host whose ranks the heatmap shows; clicking a host's cell
// picks it too) and heatmapAllNodes (above the heatmap while it shows one host: back to every host), status,
// chartTabs; each chart's view by its chartKey()
// (tail-latency, bus-bandwidth, ...) and its export buttons export-png-<chartKey> and export-svg-<chartKey>
// (ChartPanel), its Enlarge button enlarge-<chartKey>, which opens the dialog large-<chartKey>; the table of supplier
// claims checked against our own runs, the last tab, claimChecks.
class ComparePage final : public QWidget
{
    Q_OBJECT

public:
    ComparePage(Prompts& prompts, ProjectContext& context, QWidget* parent = nullptr);

    // Re-reads candidates, runs and sizes from the open project, keeping what was ticked, and redraws.
    void reload();
    // Redraws the visible charts from the current selection now (the page otherwise redraws after the event loop).
    void refreshNow();
    CompareSelection selection() const;

    // The chart currently shown for `kind` (owned by its view); a tab's chart is built when its tab is first shown
    // after a change, or by refreshNow() for every chart.
    QChart* chart(ChartKind kind) const;
    // Exports the chart as PNG or SVG by the path's suffix, at the view's size (800 x 500 when hidden).
    bool exportChart(ChartKind kind, const QString& path, QString* error = nullptr);
    // The timeline's zoom: iterations [first, last) are loaded into the series, downsampled to the view's width.
    void setTimelineRange(qint64 first, qint64 last);
    const TimelineData& timelineData() const { return m_timeline; }

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    void scheduleRefresh();
    void fillRuns();
    void fillClaimChecks();
    void fillFocusRuns();
    void fillHeatmapHosts(const RankHeatmapData& heatmap);
    void showHeatmapHost(const QString& host);
    void rebuild(ChartKind kind);
    // The chart of `kind` for the current selection (`width`: the timeline's drawn width; 0 the view's); the
    // heatmap's run into `heatmapRun`.
    QChart* build(ChartKind kind, qint64* heatmapRun = nullptr, int width = 0);
    // The chart large, in a window of its own (its panel's Enlarge or a double click).
    void showLarge(ChartKind kind);
    // Adds the run's straggler verdict to the heatmap's notes, worked out on another thread the first time.
    void addStragglerVerdict(qint64 runId);
    void forgetStragglerVerdicts();
    void setChart(ChartKind kind, QChart* chart);
    void connectTimelineAxis();
    void onTimelineRangeChanged(qreal min, qreal max);
    void chooseExport(ChartKind kind, const QString& suffix);
    QWidget* chartPanel(ChartKind kind);

    Prompts& m_prompts;
    ProjectContext& m_context;
    core::ProjectFile* m_loadedProject = nullptr;
    QList<CompareRun> m_allRuns;
    bool m_updating = false;
    bool m_refreshPending = false;
    QHash<int, bool> m_dirty; // by ChartKind: needs a rebuild when next shown
    TimelineData m_timeline;
    bool m_timelineUpdating = false;
    qint64 m_heatmapRun = 0;           // the run the heatmap shows
    QHash<qint64, QString> m_verdicts; // straggler verdicts' sentences by run, for this project and language
    QSet<qint64> m_verdictsPending;    // being worked out
    quint64 m_verdictGeneration = 0;   // counts what made the verdicts worked out so far out of date

    QLabel* m_status;
    QLabel* m_candidatesLabel;
    QListWidget* m_candidates;
    QLabel* m_collectiveLabel;
    QComboBox* m_collective;
    QLabel* m_runsLabel;
    QListWidget* m_runs;
    QLabel* m_sizesLabel;
    QComboBox* m_minSize;
    QComboBox* m_maxSize;
    QLabel* m_percentilesLabel;
    QHash<int, QCheckBox*> m_percentiles;
    QLabel* m_focusSizeLabel;
    QComboBox* m_focusSize;
    QLabel* m_focusRunLabel;
    QComboBox* m_focusRun;
    QLabel* m_heatmapLabel;
    QComboBox* m_heatmapStatistic;
    QLabel* m_heatmapHostLabel;
    QComboBox* m_heatmapHost;
    QPushButton* m_heatmapAllNodes;
    QTabWidget* m_tabs;
    QTableWidget* m_claims; // claim vs own measurement at the same size, per candidate
    QHash<int, QChartView*> m_views;
    QHash<int, ChartPanel*> m_panels;
};

} // namespace fw::app
