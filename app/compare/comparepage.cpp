// SPDX-License-Identifier: Apache-2.0
#include "compare/comparepage.h"

#include "analysis/numberformat.h"
#include "charts/chartexport.h"
#include "charts/chartkit.h"
#include "charts/chartview.h"
#include "charts/heatmapimage.h"
#include "common/candidatechoice.h"
#include "common/objectnames.h"
#include "common/projectcontext.h"
#include "evidence/claimevidence.h"
#include "evidence/stragglerevidence.h"
#include "prompts.h"
#include "storage/candidaterepository.h"
#include "storage/comparequeries.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "storage/storageerror.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QScatterSeries>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QtConcurrent>
#include <cmath>

namespace fw::app {

using namespace fw::core;

namespace {

constexpr ChartKind kTopCharts[] = {ChartKind::TailLatency, ChartKind::CostPerRun};
constexpr ChartKind kTabCharts[] = {ChartKind::BusBandwidth, ChartKind::Timeline,    ChartKind::RankHeatmap,
                                    ChartKind::RunVariation, ChartKind::FaultImpact, ChartKind::CostBreakdown};
// The narrowest a chart is drawn: room for the minimum plot beside a log axis's labels and title.
constexpr int kChartMinimumWidth = 334;
constexpr TailPercentile kPercentiles[] = {TailPercentile::P50, TailPercentile::P95, TailPercentile::P99,
                                           TailPercentile::P999};

QList<qint64> checkedIds(const QListWidget* list)
{
    QList<qint64> ids;
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->checkState() == Qt::Checked)
            ids << list->item(i)->data(Qt::UserRole).toLongLong();
    return ids;
}

QSet<qint64> checkedSet(const QListWidget* list)
{
    const QList<qint64> ids = checkedIds(list);
    return {ids.begin(), ids.end()};
}

} // namespace

ComparePage::ComparePage(Prompts& prompts, ProjectContext& context, QWidget* parent)
    : QWidget(parent), m_prompts(prompts), m_context(context)
{
    auto* side = new QWidget;
    side->setMaximumWidth(340);
    auto* form = new QVBoxLayout(side);
    form->setContentsMargins(0, 0, 0, 0);
    m_candidatesLabel = new QLabel;
    m_candidates = named(new QListWidget, "candidates");
    m_candidates->setMaximumHeight(120);
    m_collectiveLabel = new QLabel;
    m_collective = named(new QComboBox, "collective");
    m_runsLabel = new QLabel;
    m_runsLabel->setWordWrap(true);
    m_runs = named(new QListWidget, "runs");
    // A long candidate or run name breaks into lines in the narrow side panel rather than being cut (issue 42).
    for (QListWidget* list : {m_candidates, m_runs}) {
        list->setWordWrap(true);
        list->setTextElideMode(Qt::ElideNone);
        list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        list->setResizeMode(QListView::Adjust);
    }
    m_sizesLabel = new QLabel;
    m_minSize = named(new QComboBox, "minSize");
    m_maxSize = named(new QComboBox, "maxSize");
    auto* sizes = new QHBoxLayout;
    sizes->addWidget(m_minSize);
    sizes->addWidget(m_maxSize);
    m_percentilesLabel = new QLabel;
    auto* percentiles = new QHBoxLayout;
    for (TailPercentile p : kPercentiles) {
        auto* box = new QCheckBox;
        box->setObjectName(chartkit::percentileName(p));
        box->setChecked(p != TailPercentile::P999);
        m_percentiles.insert(int(p), box);
        percentiles->addWidget(box);
        connect(box, &QCheckBox::toggled, this, [this] {
            m_dirty[int(ChartKind::TailLatency)] = true;
            scheduleRefresh();
        });
    }
    m_focusSizeLabel = new QLabel;
    m_focusSizeLabel->setWordWrap(true);
    m_focusSize = named(new QComboBox, "focusSize");
    m_focusRunLabel = new QLabel;
    m_focusRunLabel->setWordWrap(true);
    m_focusRun = named(new QComboBox, "focusRun");
    m_heatmapLabel = new QLabel;
    m_heatmapStatistic = named(new QComboBox, "heatmapStatistic");
    m_heatmapStatistic->addItem(QString(), false);
    m_heatmapStatistic->addItem(QString(), true);
    m_heatmapHostLabel = new QLabel;
    m_heatmapHostLabel->setWordWrap(true);
    m_heatmapHost = named(new QComboBox, "heatmapHost");
    m_heatmapHost->addItem(QString(), QString());
    m_heatmapHost->setEnabled(false);
    // The way back from one host's ranks, above the heatmap while it shows them.
    m_heatmapAllNodes = named(new QPushButton, "heatmapAllNodes");
    m_heatmapAllNodes->hide();
    m_status = named(new QLabel, "status");
    m_status->setWordWrap(true);

    form->addWidget(m_candidatesLabel);
    form->addWidget(m_candidates);
    form->addWidget(m_collectiveLabel);
    form->addWidget(m_collective);
    form->addWidget(m_runsLabel);
    form->addWidget(m_runs, 1);
    form->addWidget(m_sizesLabel);
    form->addLayout(sizes);
    form->addWidget(m_percentilesLabel);
    form->addLayout(percentiles);
    form->addWidget(m_focusSizeLabel);
    form->addWidget(m_focusSize);
    form->addWidget(m_focusRunLabel);
    form->addWidget(m_focusRun);
    form->addWidget(m_heatmapLabel);
    form->addWidget(m_heatmapStatistic);
    form->addWidget(m_heatmapHostLabel);
    form->addWidget(m_heatmapHost);
    form->addWidget(m_status);

    auto* top = new QWidget;
    auto* topLayout = new QHBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    for (ChartKind kind : kTopCharts)
        topLayout->addWidget(chartPanel(kind), 1);
    m_tabs = named(new QTabWidget, "chartTabs");
    for (ChartKind kind : kTabCharts)
        m_tabs->addTab(chartPanel(kind), QString());
    m_panels.value(int(ChartKind::RankHeatmap))->addTool(m_heatmapAllNodes);
    m_claims = named(new QTableWidget(0, 5), "claimChecks");
    m_claims->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_claims->verticalHeader()->hide();
    m_claims->horizontalHeader()->setStretchLastSection(true);
    m_claims->setWordWrap(true);
    m_tabs->addTab(m_claims, QString());
    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(top);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);

    // The choices scroll when the window is too low for them (long German and Japanese texts).
    auto* sideScroll = new QScrollArea;
    sideScroll->setWidget(side);
    sideScroll->setWidgetResizable(true);
    sideScroll->setFrameShape(QFrame::NoFrame);
    sideScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    sideScroll->setMaximumWidth(side->maximumWidth() + sideScroll->verticalScrollBar()->sizeHint().width());
    // The charts keep the height their texts need (testlocalisedlayouts) and scroll in a low window.
    auto* chartScroll = new QScrollArea;
    chartScroll->setWidget(splitter);
    chartScroll->setWidgetResizable(true);
    chartScroll->setFrameShape(QFrame::NoFrame);
    chartScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    chartScroll->setMinimumWidth(2 * kChartMinimumWidth + 3 * topLayout->spacing()); // the two top charts side by side
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(sideScroll);
    layout->addWidget(chartScroll, 1);

    const auto selectionChanged = [this] {
        if (m_updating)
            return;
        fillRuns();
        fillFocusRuns();
        for (ChartKind kind : kAllChartKinds)
            m_dirty[int(kind)] = true;
        scheduleRefresh();
    };
    connect(m_candidates, &QListWidget::itemChanged, this, selectionChanged);
    connect(m_collective, &QComboBox::currentIndexChanged, this, selectionChanged);
    connect(m_runs, &QListWidget::itemChanged, this, [this] {
        if (m_updating)
            return;
        fillFocusRuns();
        for (ChartKind kind : kAllChartKinds)
            m_dirty[int(kind)] = true;
        scheduleRefresh();
    });
    const auto sizeChanged = [this] {
        if (m_updating)
            return;
        for (ChartKind kind : kAllChartKinds)
            m_dirty[int(kind)] = true;
        scheduleRefresh();
    };
    connect(m_minSize, &QComboBox::currentIndexChanged, this, sizeChanged);
    connect(m_maxSize, &QComboBox::currentIndexChanged, this, sizeChanged);
    const auto focusChanged = [this] {
        if (m_updating)
            return;
        for (ChartKind kind : {ChartKind::Timeline, ChartKind::RankHeatmap, ChartKind::RunVariation})
            m_dirty[int(kind)] = true;
        scheduleRefresh();
    };
    connect(m_focusSize, &QComboBox::currentIndexChanged, this, focusChanged);
    connect(m_focusRun, &QComboBox::currentIndexChanged, this, focusChanged);
    connect(m_heatmapStatistic, &QComboBox::currentIndexChanged, this, focusChanged);
    connect(m_heatmapHost, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating)
            return;
        m_heatmapAllNodes->setVisible(!m_heatmapHost->currentData().toString().isEmpty());
        m_dirty[int(ChartKind::RankHeatmap)] = true;
        scheduleRefresh();
    });
    connect(m_heatmapAllNodes, &QPushButton::clicked, this, [this] { showHeatmapHost({}); });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] { scheduleRefresh(); });
    // Every change of the project shows at once while the page is open (an import, a cost input, an undo).
    connect(&m_context, &ProjectContext::edited, this, [this] {
        forgetStragglerVerdicts();
        if (isVisible())
            reload();
    });

    retranslate();
}

QWidget* ComparePage::chartPanel(ChartKind kind)
{
    auto* panel = new ChartPanel(chartKey(kind));
    QChartView* view = panel->view();
    // Tall enough for a title on two lines, a compact legend and the minimum plot; the view grows where the
    // legend needs more rows (ChartPanel keeps chartkit::kMinimumPlotArea).
    panel->setMinimumChartSize(QSize(kChartMinimumWidth, 320));
    connect(panel, &ChartPanel::enlargeRequested, this, [this, kind] { showLarge(kind); });
    m_panels.insert(int(kind), panel);
    m_views.insert(int(kind), view);
    connect(panel, &ChartPanel::exportRequested, this,
            [this, kind](const QString& suffix) { chooseExport(kind, suffix); });
    if (kind == ChartKind::Timeline) {
        // Zoom: drag a range, the wheel, or +/-; pan: arrow keys; double click or Home: everything.
        view->setRubberBand(QChartView::HorizontalRubberBand);
        view->setFocusPolicy(Qt::StrongFocus);
        view->installEventFilter(this);
        view->viewport()->installEventFilter(this);
    }
    m_dirty[int(kind)] = true;
    return panel;
}

QChart* ComparePage::chart(ChartKind kind) const
{
    const QChartView* view = m_views.value(int(kind));
    return view ? view->chart() : nullptr;
}

void ComparePage::retranslate()
{
    m_candidatesLabel->setText(tr("Candidates"));
    m_collectiveLabel->setText(tr("Collective"));
    m_runsLabel->setText(tr("Runs (none ticked: all runs of the candidates)"));
    m_sizesLabel->setText(tr("Message sizes (from, to)"));
    m_percentilesLabel->setText(tr("Percentiles"));
    m_percentiles.value(int(TailPercentile::P50))->setText(QStringLiteral("p50"));
    m_percentiles.value(int(TailPercentile::P95))->setText(QStringLiteral("p95"));
    m_percentiles.value(int(TailPercentile::P99))->setText(QStringLiteral("p99"));
    m_percentiles.value(int(TailPercentile::P999))->setText(QStringLiteral("p99.9"));
    m_focusSizeLabel->setText(tr("Size for the timeline, heatmap and box plots"));
    m_focusRunLabel->setText(tr("Run for the timeline and heatmap"));
    m_heatmapLabel->setText(tr("Heatmap shows per rank"));
    m_heatmapStatistic->setItemText(0, tr("Median"));
    m_heatmapStatistic->setItemText(1, tr("p99"));
    m_heatmapHostLabel->setText(tr("Heatmap host (or click a host's cell)"));
    m_heatmapHost->setItemText(0, tr("All nodes"));
    m_heatmapAllNodes->setText(tr("All nodes"));
    m_heatmapAllNodes->setToolTip(tr("Show every host in the heatmap again"));
    for (int i = 0; i < int(std::size(kTabCharts)); ++i)
        m_tabs->setTabText(i, chartTitle(kTabCharts[i]));
    m_tabs->setTabText(m_tabs->indexOf(m_claims), tr("Claims checked"));
    m_claims->setHorizontalHeaderLabels(
        {tr("Candidate"), tr("Question"), tr("Quoted by the supplier"), tr("Own measurement"), tr("Check")});
    if (m_collective->count() > 0)
        m_collective->setItemText(0, tr("Any collective"));
    if (m_minSize->count() > 0)
        m_minSize->setItemText(0, tr("Smallest"));
    if (m_maxSize->count() > 0)
        m_maxSize->setItemText(0, tr("Largest"));
    if (m_focusSize->count() > 0)
        m_focusSize->setItemText(0, tr("Largest with samples"));
    if (m_focusRun->count() > 0)
        m_focusRun->setItemText(0, tr("First selected run with samples"));
    if (m_candidates->count() > 0 && m_candidates->item(m_candidates->count() - 1)->data(Qt::UserRole) == 0)
        m_candidates->item(m_candidates->count() - 1)->setText(tr("Runs without a candidate"));
    fillRuns();
    for (ChartKind kind : kAllChartKinds)
        m_dirty[int(kind)] = true;
    if (m_loadedProject)
        scheduleRefresh();
}

void ComparePage::reload()
{
    ProjectFile* project = m_context.project();
    m_updating = true;
    const bool first = m_loadedProject != project;
    const QSet<qint64> candidates = checkedSet(m_candidates);
    const QString collective = m_collective->currentData().toString();
    const qint64 minSize = m_minSize->currentData().toLongLong();
    const qint64 maxSize = m_maxSize->currentData().toLongLong();
    const qint64 focusSize = m_focusSize->currentData().toLongLong();
    m_loadedProject = project;
    if (first) {
        fillHeatmapHosts({}); // another project's hosts
        forgetStragglerVerdicts();
    }
    m_candidates->clear();
    m_collective->clear();
    m_minSize->clear();
    m_maxSize->clear();
    m_focusSize->clear();
    m_allRuns.clear();
    m_collective->addItem(tr("Any collective"), QString());
    m_minSize->addItem(tr("Smallest"), qint64(0));
    m_maxSize->addItem(tr("Largest"), qint64(0));
    m_focusSize->addItem(tr("Largest with samples"), qint64(0));
    try {
        if (project) {
            m_allRuns = listCompareRuns(*project);
            for (const Candidate& c : CandidateRepository(*project).all()) {
                auto* item = new QListWidgetItem(candidateLabel(c), m_candidates);
                item->setToolTip(item->text());
                item->setData(Qt::UserRole, c.id);
                item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
                item->setCheckState(first || candidates.contains(c.id) ? Qt::Checked : Qt::Unchecked);
            }
            bool orphans = false;
            QStringList tests;
            for (const CompareRun& run : m_allRuns) {
                orphans = orphans || !run.candidateId;
                if (!tests.contains(run.testName))
                    tests << run.testName;
            }
            if (orphans) {
                auto* item = new QListWidgetItem(tr("Runs without a candidate"), m_candidates);
                item->setData(Qt::UserRole, qint64(0));
                item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
                item->setCheckState(first || candidates.contains(0) ? Qt::Checked : Qt::Unchecked);
            }
            tests.sort();
            for (const QString& test : tests)
                m_collective->addItem(test, test);
            // The guide's baseline collective first, when there is one.
            const QString wanted = first ? QStringLiteral("all_reduce") : collective;
            const int at = m_collective->findData(wanted);
            m_collective->setCurrentIndex(at >= 0 ? at : 0);
            for (qint64 bytes : CompareQueries(*project).sizes()) {
                m_minSize->addItem(core::formatBytes(bytes), bytes);
                m_maxSize->addItem(core::formatBytes(bytes), bytes);
                m_focusSize->addItem(core::formatBytes(bytes), bytes);
            }
            m_minSize->setCurrentIndex(std::max(0, m_minSize->findData(minSize)));
            m_maxSize->setCurrentIndex(std::max(0, m_maxSize->findData(maxSize)));
            m_focusSize->setCurrentIndex(std::max(0, m_focusSize->findData(focusSize)));
        }
    } catch (const StorageError& e) {
        m_prompts.showError(this, tr("Compare"), e.message());
    }
    if (!project)
        m_status->setText(tr("Open or create a project to compare its benchmark runs."));
    else if (m_allRuns.isEmpty())
        m_status->setText(tr("No benchmark runs are stored yet. Import vendor logs or run the agent on the "
                             "Benchmarks page; the cost charts below need no runs."));
    else
        m_status->clear();
    m_updating = false;
    fillClaimChecks();
    fillRuns();
    fillFocusRuns();
    for (ChartKind kind : kAllChartKinds)
        m_dirty[int(kind)] = true;
    scheduleRefresh();
}

void ComparePage::fillClaimChecks()
{
    m_claims->setRowCount(0);
    ProjectFile* project = m_context.project();
    if (!project)
        return;
    try {
        for (const Candidate& c : CandidateRepository(*project).all()) {
            const QuestionnaireCatalog& catalog = QuestionnaireCatalog::forFabric(c.fabric);
            const QMap<QString, QList<ClaimCheck>> checks =
                claimChecks(*project, QuestionnaireRepository(*project).answers(c.id));
            for (const Question& question : catalog.questions()) {
                for (const ClaimCheck& check : checks.value(question.key)) {
                    const int row = m_claims->rowCount();
                    m_claims->insertRow(row);
                    const QStringList cells = {candidateLabel(c), QString::number(question.number), check.claimText(),
                                               check.measuredText(), check.verdictText()};
                    for (int column = 0; column < cells.size(); ++column)
                        m_claims->setItem(row, column, new QTableWidgetItem(cells.at(column)));
                    if (check.contradicts())
                        m_claims->item(row, 4)->setBackground(QColor(0xf8, 0xd0, 0xd0));
                }
            }
        }
    } catch (const StorageError& e) {
        m_prompts.showError(this, tr("Compare"), e.message());
    }
    m_claims->resizeColumnsToContents();
}

void ComparePage::fillRuns()
{
    const bool wasUpdating = m_updating;
    m_updating = true;
    const QSet<qint64> ticked = checkedSet(m_runs);
    m_runs->clear();
    CompareSelection filter;
    filter.candidateIds = checkedIds(m_candidates);
    if (filter.candidateIds.isEmpty())
        filter.candidateIds = {-1}; // nothing ticked: nothing shown
    filter.collective = m_collective->currentData().toString();
    for (const CompareRun& run : selectedRuns(m_allRuns, filter)) {
        QString text =
            QStringLiteral("%1 \u00b7 %2")
                .arg(run.label, run.source == RunSource::VendorClaim ? tr("vendor claim") : tr("own measurement"));
        if (run.stale)
            text += tr(" [stale: BOM changed]");
        if (run.measuredOn == core::MeasuredOn::ThisComputer)
            text += tr(" [this computer: not a candidate's fabric, left out of the scores]");
        auto* item = new QListWidgetItem(text, m_runs);
        item->setToolTip(text); // a long name whole, where the list is narrow and the charts' keys are short
        item->setData(Qt::UserRole, run.runId);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(ticked.contains(run.runId) ? Qt::Checked : Qt::Unchecked);
        if (run.stale) {
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            item->setToolTip(text + QLatin1Char('\n') +
                             tr("The candidate's BOM changed after this run; its result may no longer describe the "
                                "cluster."));
        }
    }
    m_updating = wasUpdating;
}

void ComparePage::fillFocusRuns()
{
    const bool wasUpdating = m_updating;
    m_updating = true;
    const qint64 current = m_focusRun->currentData().toLongLong();
    m_focusRun->clear();
    m_focusRun->addItem(tr("First selected run with samples"), qint64(0));
    CompareSelection s = selection();
    for (const CompareRun& run : selectedRuns(m_allRuns, s))
        if (m_focusRun->count() < 500)
            m_focusRun->addItem(run.label, run.runId);
    m_focusRun->setCurrentIndex(std::max(0, m_focusRun->findData(current)));
    m_updating = wasUpdating;
}

CompareSelection ComparePage::selection() const
{
    CompareSelection s;
    s.candidateIds = checkedIds(m_candidates);
    if (s.candidateIds.isEmpty())
        s.candidateIds = {-1};
    s.runIds = checkedIds(m_runs);
    s.collective = m_collective->currentData().toString();
    s.minBytes = m_minSize->currentData().toLongLong();
    s.maxBytes = m_maxSize->currentData().toLongLong();
    s.percentiles.clear();
    for (TailPercentile p : kPercentiles)
        if (m_percentiles.value(int(p))->isChecked())
            s.percentiles << p;
    s.sizeBytes = m_focusSize->currentData().toLongLong();
    s.focusRunId = m_focusRun->currentData().toLongLong();
    s.heatmapP99 = m_heatmapStatistic->currentData().toBool();
    s.heatmapHost = m_heatmapHost->currentData().toString();
    return s;
}

void ComparePage::scheduleRefresh()
{
    if (m_refreshPending)
        return;
    m_refreshPending = true;
    QTimer::singleShot(0, this, [this] {
        if (!m_refreshPending)
            return;
        m_refreshPending = false;
        if (!isVisible())
            return; // shown later: showEvent reloads
        for (ChartKind kind : kTopCharts)
            if (m_dirty.value(int(kind), true))
                rebuild(kind);
        // The tab below after the top charts have been painted, so tail latency and cost appear first.
        QTimer::singleShot(0, this, [this] {
            const int tab = m_tabs->currentIndex();
            if (tab < 0 || tab >= int(std::size(kTabCharts)))
                return; // the table of claims, filled by reload()
            const ChartKind current = kTabCharts[tab];
            if (isVisible() && m_dirty.value(int(current), true))
                rebuild(current);
        });
    });
}

void ComparePage::refreshNow()
{
    m_refreshPending = false;
    for (ChartKind kind : kAllChartKinds)
        rebuild(kind);
}

void ComparePage::rebuild(ChartKind kind)
{
    m_dirty[int(kind)] = false;
    qint64 heatmapRun = 0;
    setChart(kind, build(kind, &heatmapRun));
    if (kind != ChartKind::RankHeatmap)
        return;
    m_heatmapRun = heatmapRun;
    if (heatmapRun > 0)
        addStragglerVerdict(heatmapRun);
}

QChart* ComparePage::build(ChartKind kind, qint64* heatmapRun, int width)
{
    ProjectFile* project = m_context.project();
    QChart* built = nullptr;
    if (!project) {
        // Without a project every chart says so and draws nothing.
        switch (kind) {
        case ChartKind::TailLatency:
            built = buildTailLatencyChart({});
            break;
        case ChartKind::BusBandwidth:
            built = buildBusBandwidthChart({});
            break;
        case ChartKind::Timeline:
            m_timeline = {};
            built = buildTimelineChart(m_timeline);
            break;
        case ChartKind::RankHeatmap:
            fillHeatmapHosts({});
            built = buildRankHeatmapChart({});
            break;
        case ChartKind::RunVariation:
            built = buildRunVariationChart({});
            break;
        case ChartKind::FaultImpact:
            built = buildFaultImpactChart({});
            break;
        case ChartKind::CostBreakdown:
            built = buildCostBreakdownChart({});
            break;
        case ChartKind::CostPerRun:
            built = buildCostPerRunChart({});
            break;
        }
        return built;
    }
    try {
        const CompareSelection s = selection();
        if (kind == ChartKind::Timeline) {
            m_timeline = loadTimeline(*project, s);
            if (width <= 0)
                width = m_views.value(int(kind))->width();
            built = buildTimelineChart(m_timeline, std::clamp(width * 2, 800, 4000));
        } else if (kind == ChartKind::RankHeatmap) {
            const RankHeatmapData heatmap = loadRankHeatmap(*project, s);
            fillHeatmapHosts(heatmap);
            built = buildRankHeatmapChart(heatmap);
            if (heatmapRun)
                *heatmapRun = heatmap.run ? heatmap.run->runId : 0;
        } else {
            built = buildChart(kind, *project, s);
        }
    } catch (const StorageError& e) {
        m_status->setText(e.message());
        built = buildFaultImpactChart({false, {e.message()}});
    }
    return built;
}

void ComparePage::showLarge(ChartKind kind)
{
    // The chart as it stands, built anew in a window of its own at most of the screen; it is a picture of the
    // selection when it opened (Compare's own chart follows the selection).
    auto* dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("large-") + chartKey(kind));
    dialog->setWindowTitle(chartTitle(kind));
    auto* panel = new ChartPanel(chartKey(kind), dialog);
    const QRect screen =
        (window()->screen() ? window()->screen() : QGuiApplication::primaryScreen())->availableGeometry();
    const QSize size(screen.width() * 4 / 5, screen.height() * 4 / 5);
    panel->setChart(build(kind, nullptr, size.width()));
    connect(panel, &ChartPanel::exportRequested, this,
            [this, kind](const QString& suffix) { chooseExport(kind, suffix); });
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(panel);
    dialog->resize(size);
    dialog->show();
}

void ComparePage::forgetStragglerVerdicts()
{
    m_verdicts.clear();
    m_verdictsPending.clear();
    ++m_verdictGeneration; // a verdict being worked out is for what was: the next drawing asks anew
}

void ComparePage::addStragglerVerdict(qint64 runId)
{
    // The verdict reads every row of the run, not only the shown size's (half a second at 131,072 ranks,
    // docs/performance.md): it is worked out on a thread of its own, through a connection of its own, and its sentence
    // joins the heatmap's notes when it is ready, the window answering meanwhile. Kept until the project or the
    // language changes.
    const auto show = [this, runId](const QString& sentence) {
        if (m_heatmapRun == runId)
            m_panels.value(int(ChartKind::RankHeatmap))->addNote(sentence);
    };
    if (const auto known = m_verdicts.constFind(runId); known != m_verdicts.cend()) {
        show(*known);
        return;
    }
    ProjectFile* project = m_context.project();
    if (!project || m_verdictsPending.contains(runId))
        return; // the one being worked out adds its note
    if (project->isReadOnly()) {
        // A viewer's private copy is not made twice: read here.
        try {
            m_verdicts.insert(runId, runStragglerVerdict(*project, runId).sentence);
            show(m_verdicts.value(runId));
        } catch (const StorageError& e) {
            m_status->setText(e.message());
        }
        return;
    }
    m_verdictsPending.insert(runId);
    QtConcurrent::run([path = project->path(), runId]() -> std::pair<QString, QString> {
        try {
            const std::unique_ptr<ProjectFile> own = ProjectFile::open(path);
            return {runStragglerVerdict(*own, runId).sentence, QString()};
        } catch (const StorageError& e) {
            return {QString(), e.message()};
        }
    }).then(this, [this, show, runId, generation = m_verdictGeneration](const std::pair<QString, QString>& result) {
        if (generation != m_verdictGeneration)
            return; // the project or the language changed meanwhile: the drawing since asked anew
        m_verdictsPending.remove(runId);
        if (!result.second.isEmpty()) {
            m_status->setText(result.second);
            return;
        }
        m_verdicts.insert(runId, result.first);
        show(result.first);
    });
}

void ComparePage::setChart(ChartKind kind, QChart* chart)
{
    m_panels.value(int(kind))->setChart(chart);
    if (kind == ChartKind::Timeline)
        connectTimelineAxis();
    if (kind != ChartKind::RankHeatmap)
        return;
    // A click on a host's cell (or a rank's, in the view of every rank) shows that host's ranks.
    if (auto* image = qobject_cast<HeatmapImageItem*>(chart->property(kHeatmapImageProperty).value<QObject*>()))
        connect(image, &HeatmapImageItem::hostClicked, this, &ComparePage::showHeatmapHost);
    for (QAbstractSeries* series : chart->series()) {
        auto* cells = qobject_cast<QScatterSeries*>(series);
        if (!cells || !cells->property(kHeatmapHostsProperty).isValid())
            continue;
        connect(cells, &QXYSeries::clicked, this, [this, cells](const QPointF& at) {
            const QStringList hosts = cells->property(kHeatmapHostsProperty).toStringList();
            const QList<QPointF> points = cells->points();
            for (qsizetype i = 0; i < points.size() && i < hosts.size(); ++i)
                if (std::abs(points.at(i).x() - at.x()) < 0.5 && std::abs(points.at(i).y() - at.y()) < 0.5) {
                    showHeatmapHost(hosts.at(i));
                    return;
                }
        });
    }
}

void ComparePage::fillHeatmapHosts(const RankHeatmapData& heatmap)
{
    const bool wasUpdating = m_updating;
    m_updating = true;
    const QString current = m_heatmapHost->currentData().toString();
    m_heatmapHost->clear();
    m_heatmapHost->addItem(tr("All nodes"), QString());
    if (heatmap.hostCells.size() > 1)
        for (const HostCell& cell : heatmap.hostCells)
            m_heatmapHost->addItem(hostCellLabel(cell), cell.host);
    m_heatmapHost->setCurrentIndex(std::max(0, m_heatmapHost->findData(current)));
    m_heatmapHost->setEnabled(m_heatmapHost->count() > 1);
    m_heatmapAllNodes->setVisible(!m_heatmapHost->currentData().toString().isEmpty());
    m_updating = wasUpdating;
}

void ComparePage::showHeatmapHost(const QString& host)
{
    const int at = m_heatmapHost->findData(host);
    if (at >= 0)
        m_heatmapHost->setCurrentIndex(at); // marks the heatmap for a rebuild
}

bool ComparePage::exportChart(ChartKind kind, const QString& path, QString* error)
{
    QChartView* view = m_views.value(int(kind));
    if (m_dirty.value(int(kind), true))
        rebuild(kind);
    const QSize size = view->isVisible() && view->width() >= 320 ? view->size() : QSize(800, 500);
    if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0)
        return writeChartSvg(view->chart(), size, path, error);
    return writeChartPng(view->chart(), size, path, error);
}

void ComparePage::chooseExport(ChartKind kind, const QString& suffix)
{
    const bool svg = suffix == QLatin1String("svg");
    const QString filter = svg ? tr("SVG drawing (*.svg)") : tr("PNG image (*.png)");
    QString path = m_prompts.exportPath(this, tr("Export chart"), chartKey(kind) + QLatin1Char('.') + suffix, filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + suffix;
    QString error;
    if (exportChart(kind, path, &error))
        m_context.announceWritten(path);
    else
        m_prompts.showError(this, tr("Export chart"), error);
}

void ComparePage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    reload();
}

void ComparePage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        forgetStragglerVerdicts(); // their sentences are in the language they were made in
        retranslate();
    }
    QWidget::changeEvent(event);
}

} // namespace fw::app
