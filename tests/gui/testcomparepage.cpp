// SPDX-License-Identifier: Apache-2.0
#include "agentprovenance.h"
#include "analysis/numberformat.h"
#include "base/ranksummary.h"
#include "charts/chartexport.h"
#include "charts/chartkit.h"
#include "charts/charts.h"
#include "charts/chartview.h"
#include "charts/heatmapimage.h"
#include "common/projectcontext.h"
#include "compare/comparepage.h"
#include "evidence/stragglerevidence.h"
#include "findchild.h"
#include "ingest/importer.h"
#include "multihostrun.h"
#include "scriptedprompts.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/bomrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QBoxPlotSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QListWidget>
#include <QLogValueAxis>
#include <QPushButton>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QSet>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <algorithm>
#include <cmath>

using namespace fw::app;
using namespace fw::core;

namespace {

// Three sizes; per-iteration samples with one spike, rank samples where rank 6 (on node-b) is twice as slow.
BenchmarkRun makeRun(qint64 candidate, RunSource source, int seed, double scale, bool samples)
{
    BenchmarkRun run;
    run.candidateId = candidate;
    run.source = source;
    run.tool = QStringLiteral("fabric-agent");
    run.testName = QStringLiteral("all_reduce");
    run.ranks = 8;
    run.nodes = 2;
    for (int r = 0; r < 8; ++r)
        run.placements << RankPlacement{r, r < 4 ? QStringLiteral("node-a") : QStringLiteral("node-b"), {}, {}};
    const qint64 sizes[] = {8, 1024, 1 << 20};
    for (int s = 0; s < 3; ++s) {
        SizeResult row;
        row.bytes = sizes[s];
        row.iterations = 100;
        row.p50Us = scale * (10 + s * 10);
        row.p95Us = scale * (12 + s * 10);
        row.p99Us = scale * (15 + s * 10);
        row.timeAvgUs = scale * (11 + s * 10);
        row.busbwGBs = 10.0 * (s + 1) / scale;
        if (samples) {
            std::vector<float> iterations(100, float(row.p50Us));
            iterations[42] = float(row.p50Us * 20); // the spike
            std::vector<float> ranks(800);
            for (int r = 0; r < 8; ++r)
                for (int k = 0; k < 100; ++k)
                    ranks[std::size_t(r * 100 + k)] = float(row.p50Us * (r == 6 ? 2.0 : 1.0 + 0.001 * r));
            row.iterationSamples = packSamples(iterations);
            row.rankSamples = packSamples(ranks);
        }
        run.results << row;
    }
    run.provenance = testsupport::agentProvenance(seed);
    return run;
}

int nonWhitePixels(const QImage& image)
{
    int count = 0;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); y += 2)
        for (int x = 0; x < rgb.width(); x += 2)
            if (rgb.pixel(x, y) != qRgb(255, 255, 255))
                ++count;
    return count;
}

// A data series by its object name: tail-<run>-<percentile>, bandwidth-<run>, lineRate-<candidate>.
QLineSeries* lineNamed(QChart* chart, const QString& objectName)
{
    for (QAbstractSeries* s : chart->series())
        if (s->objectName() == objectName)
            return qobject_cast<QLineSeries*>(s);
    return nullptr;
}

// The names of the legend's visible entries.
QStringList legendNames(QChart* chart)
{
    QStringList names;
    for (QLegendMarker* marker : chart->legend()->markers())
        if (marker->isVisible())
            names << marker->label();
    return names;
}

// The centre pixel of a series' point marker: white for the hollow marker of a claim.
QRgb markerCentre(const QXYSeries* series)
{
    const QImage& marker = series->lightMarker();
    return marker.pixel(marker.width() / 2, marker.height() / 2);
}

// The texts Qt Charts drew for a chart laid out at `size` in a scene: titles, legend entries and axis labels.
QStringList drawnTexts(QChart* chart, QSize size)
{
    QGraphicsScene scene;
    scene.addItem(chart);
    chart->resize(QSizeF(size));
    if (chart->layout())
        chart->layout()->activate();
    QApplication::processEvents();
    QStringList texts;
    for (QGraphicsItem* item : scene.items())
        if (item->type() == QGraphicsTextItem::Type && item->isVisible())
            texts << static_cast<QGraphicsTextItem*>(item)->toPlainText();
    scene.removeItem(chart);
    return texts;
}

void tick(QListWidget* list, qint64 id)
{
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->data(Qt::UserRole).toLongLong() == id)
            list->item(i)->setCheckState(Qt::Checked);
}

} // namespace

class TestComparePage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void tailLatencyShowsSelectedRunsAtKnownSizes();
    void runsAreNamedByCandidateToolAndDate();
    void axesLabelSizesAndDecades();
    void crosshairShowsTheValues();
    void bandwidthHasLineRate();
    void timelineKeepsSpikeAndZooms();
    void heatmapHighlightsOutlierHost();
    void variationAndFaultAndCost();
    void staleRunIsDimmedAndLabelled();
    void chartsRenderAndExport();
    void adaptiveIntervalInTheTooltip();
    void heatmapReadsStoredRankQuantiles();
    void costAndP99SideBySideWithoutALine();
    void emptyCostChartsSayWhatIsMissingAndWhere();
    void legendKeysAreShortAndRunsWhole();
    void aChartOpensLarge();

private:
    // The page's widgets, found by their object names.
    QListWidget* runList() const { return child<QListWidget>(m_page.get(), "runs"); }
    QComboBox* collectiveBox() const { return child<QComboBox>(m_page.get(), "collective"); }
    QComboBox* minSizeBox() const { return child<QComboBox>(m_page.get(), "minSize"); }

    QTemporaryDir m_dir;
    std::unique_ptr<ProjectFile> m_project;
    fw::app::ProjectContext m_context;
    ScriptedPrompts m_prompts;
    std::unique_ptr<ComparePage> m_page;
    qint64 m_a = 0;
    qint64 m_b = 0;
    qint64 m_runA = 0;
    qint64 m_claimB = 0;
    qint64 m_staleA = 0;
};

void TestComparePage::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_project = ProjectFile::create(m_dir.filePath(QStringLiteral("compare.fabwb")));
    CandidateRepository candidates(*m_project);
    m_a = candidates.add(Candidate{0, QStringLiteral("Alpha"), QStringLiteral("IB"), FabricKind::InfiniBand});
    m_b = candidates.add(Candidate{0, QStringLiteral("Beta"), QStringLiteral("RoCE"), FabricKind::RoceV2});
    BomRepository boms(*m_project);
    boms.setDeclared(m_a, {{QStringLiteral("nic_speed"), QStringLiteral("400")}});
    BenchmarkRunRepository runs(*m_project);
    // Storing a run freezes its candidate's BOM; the first run ran before a firmware change, so it is stale.
    m_staleA = runs.add({makeRun(m_a, RunSource::OwnMeasurement, 3, 1.5, true)}).constFirst();
    boms.setDeclared(m_a, {{QStringLiteral("nic_firmware"), QStringLiteral("28.40.1000")}});
    m_runA = runs.add({makeRun(m_a, RunSource::OwnMeasurement, 1, 1.0, true)}).constFirst();
    m_claimB = runs.add({makeRun(m_b, RunSource::VendorClaim, 2, 2.0, false)}).constFirst();

    m_context.setProject(m_project.get());
    m_page = std::make_unique<ComparePage>(m_prompts, m_context);
    m_page->resize(1400, 900);
    m_page->reload();
    QCOMPARE(runList()->count(), 3);
    QCOMPARE(collectiveBox()->currentData().toString(), QStringLiteral("all_reduce"));
    tick(runList(), m_runA);
    tick(runList(), m_claimB);
    m_page->refreshNow();
}

void TestComparePage::tailLatencyShowsSelectedRunsAtKnownSizes()
{
    QChart* chart = m_page->chart(ChartKind::TailLatency);
    // Two runs, p50/p95/p99 each.
    int dataSeries = 0;
    for (QAbstractSeries* s : chart->series())
        dataSeries += s->objectName().startsWith(QStringLiteral("tail-")) ? 1 : 0;
    QCOMPARE(dataSeries, 6);
    QLineSeries* p99 = lineNamed(chart, QStringLiteral("tail-%1-p99").arg(m_runA));
    QVERIFY(p99);
    QCOMPARE(p99->count(), 3);
    // x is log2(bytes): 1 KiB at 10, p99 there is 25 us.
    QCOMPARE(p99->at(1), QPointF(10, 25));
    // One line style per percentile, one colour per candidate.
    QCOMPARE(p99->pen().style(), Qt::DotLine);
    QLineSeries* p50 = lineNamed(chart, QStringLiteral("tail-%1-p50").arg(m_runA));
    QCOMPARE(p50->pen().style(), Qt::SolidLine);
    QCOMPARE(lineNamed(chart, QStringLiteral("tail-%1-p95").arg(m_runA))->pen().style(), Qt::DashLine);
    QCOMPARE(p50->pen().color(), p99->pen().color());
    QLineSeries* claim = lineNamed(chart, QStringLiteral("tail-%1-p50").arg(m_claimB));
    QVERIFY(claim);
    QCOMPARE(claim->pen().style(), Qt::SolidLine);
    QVERIFY(claim->pen().color() != p50->pen().color());
    QCOMPARE(claim->at(2), QPointF(20, 60));
    // Vendor claims are drawn distinctly: hollow points, and named as claims.
    QCOMPARE(markerCentre(claim), qRgb(255, 255, 255));
    QVERIFY(markerCentre(p50) != qRgb(255, 255, 255));
    QVERIFY(claim->name().contains(QStringLiteral("claim")));
    // The legend: candidates x styles, not runs x percentiles.
    QCOMPARE(legendNames(chart),
             (QStringList{QStringLiteral("Beta"), QStringLiteral("Alpha"), QStringLiteral("p50"), QStringLiteral("p95"),
                          QStringLiteral("p99"), QStringLiteral("own measurement"), QStringLiteral("claim (vendor)")}));

    CompareRun run;
    for (const CompareRun& r : listCompareRuns(*m_project))
        if (r.runId == m_runA)
            run = r;
    TailSeries series{run, 1, TailPercentile::P99, {{1024, 25, 100}}};
    const QString tip = tailPointToolTip(series, series.points.constFirst());
    QVERIFY(tip.contains(QStringLiteral("100")));
    QVERIFY(tip.contains(QStringLiteral("own measurement")));
    QVERIFY(tip.contains(series.run.label));

    // Narrowing the sizes drops the smallest point.
    minSizeBox()->setCurrentIndex(minSizeBox()->findData(qint64(1024)));
    m_page->refreshNow();
    QCOMPARE(lineNamed(m_page->chart(ChartKind::TailLatency), QStringLiteral("tail-%1-p99").arg(m_runA))->count(), 2);
    minSizeBox()->setCurrentIndex(0);
    m_page->refreshNow();
}

void TestComparePage::runsAreNamedByCandidateToolAndDate()
{
    const QList<CompareRun> runs = listCompareRuns(*m_project);
    QSet<QString> labels;
    for (const CompareRun& run : runs) {
        labels.insert(run.label);
        const QString date = run.when.date().toString(Qt::ISODate);
        const QString expected = QStringLiteral("%1 \u00b7 fabric-agent \u00b7 %2").arg(run.candidateName, date);
        QVERIFY2(run.label.startsWith(expected), qPrintable(run.label));
    }
    QCOMPARE(labels.size(), runs.size()); // two Alpha runs of one day are told apart
}

void TestComparePage::axesLabelSizesAndDecades()
{
    // Sizes in B/KiB/MiB, few enough to be read whole.
    auto* sizes = qobject_cast<QCategoryAxis*>(m_page->chart(ChartKind::TailLatency)->axes(Qt::Horizontal).first());
    QVERIFY(sizes);
    const QRegularExpression unit(QStringLiteral("^\\d+ (B|KiB|MiB|GiB)$"));
    QVERIFY(sizes->count() <= 5);
    for (const QString& label : sizes->categoriesLabels())
        QVERIFY2(unit.match(label).hasMatch(), qPrintable(label));

    // A log axis from 0.1 µs labels its decades 0.1, 1, 10, never "0".
    CompareRun run;
    run.runId = 1;
    run.label = QStringLiteral("Alpha \u00b7 osu \u00b7 2026-01-01");
    TailLatencyData data;
    data.series << TailSeries{run, 1, TailPercentile::P50, {{8, 0.2, 10}, {1 << 20, 40, 10}}};
    std::unique_ptr<QChart> chart(buildTailLatencyChart(data));
    auto* y = qobject_cast<QLogValueAxis*>(chart->axes(Qt::Vertical).first());
    QVERIFY(y);
    // The range reaches just past its decades, so rounding cannot drop the 0.1 and 100 ticks.
    QVERIFY(y->min() <= 0.1 && y->min() > 0.099);
    QVERIFY(y->max() >= 100 && y->max() < 101);
    const QStringList texts = drawnTexts(chart.get(), QSize(700, 420));
    QVERIFY2(texts.contains(QStringLiteral("0.1")), qPrintable(texts.join(u'|')));
    QVERIFY2(texts.contains(QStringLiteral("100")), qPrintable(texts.join(u'|')));
    QVERIFY2(!texts.contains(QStringLiteral("0")), qPrintable(texts.join(u'|')));
    for (const QString& text : texts)
        QVERIFY2(!text.endsWith(QLatin1String("...")), qPrintable(text));
    QVERIFY(chartEmptyText(chart.get()).isEmpty());

    // Nothing selected: no axes, but what to do.
    std::unique_ptr<QChart> empty(buildTailLatencyChart({}));
    QVERIFY(chartEmptyText(empty.get()).contains(QStringLiteral("import a log or run the agent")));
    for (QAbstractAxis* axis : empty->axes())
        QVERIFY(!axis->isVisible());
    QVERIFY(!empty->legend()->isVisible());
    QVERIFY(drawnTexts(empty.get(), QSize(700, 420)).contains(chartEmptyText(empty.get())));
}

void TestComparePage::crosshairShowsTheValues()
{
    QChart* chart = m_page->chart(ChartKind::TailLatency);
    // At 1 KiB (x = 10), a little off the point: the size, then every line's value there.
    const QString text = crosshairText(chart, 10.2);
    QVERIFY2(text.contains(QStringLiteral("1 KiB")), qPrintable(text));
    QVERIFY2(text.contains(lineNamed(chart, QStringLiteral("tail-%1-p99").arg(m_runA))->name() +
                           QStringLiteral(": 25 \u00b5s")),
             qPrintable(text));
    QVERIFY2(text.contains(lineNamed(chart, QStringLiteral("tail-%1-p50").arg(m_claimB))->name() +
                           QStringLiteral(": 40 \u00b5s")),
             qPrintable(text));
    QVERIFY(crosshairText(chart, 14.9).isEmpty()); // between sizes: no point near
    QVERIFY(crosshairText(m_page->chart(ChartKind::RankHeatmap), 1).isEmpty());
    QVERIFY(crosshairText(m_page->chart(ChartKind::BusBandwidth), 20).contains(QStringLiteral("1 MiB")));
}

void TestComparePage::bandwidthHasLineRate()
{
    QChart* chart = m_page->chart(ChartKind::BusBandwidth);
    QLineSeries* rate = lineNamed(chart, QStringLiteral("lineRate-%1").arg(m_a));
    QVERIFY(rate);
    QVERIFY(rate->name().contains(QStringLiteral("400")));
    QCOMPARE(rate->at(0).y(), 50.0); // 400 Gb/s = 50 GB/s
    QLineSeries* run = lineNamed(chart, QStringLiteral("bandwidth-%1").arg(m_runA));
    QVERIFY(run);
    QCOMPARE(run->at(2), QPointF(20, 30));
    QLineSeries* claim = lineNamed(chart, QStringLiteral("bandwidth-%1").arg(m_claimB));
    QCOMPARE(claim->pen().style(), Qt::DashLine);
    QCOMPARE(markerCentre(claim), qRgb(255, 255, 255));
    QVERIFY(legendNames(chart).contains(QStringLiteral("claim (vendor)")));
}

void TestComparePage::timelineKeepsSpikeAndZooms()
{
    QChart* chart = m_page->chart(ChartKind::Timeline);
    auto* series = qobject_cast<QLineSeries*>(chart->series().constFirst());
    QVERIFY(series);
    QCOMPARE(series->count(), 100);      // short enough to draw whole
    QCOMPARE(series->at(42).y(), 600.0); // 30 us x 20 at 1 MiB, the largest size
    m_page->setTimelineRange(40, 60);
    auto* zoomed = qobject_cast<QLineSeries*>(m_page->chart(ChartKind::Timeline)->series().constFirst());
    QVERIFY(zoomed->count() < 100);
    QVERIFY(zoomed->count() >= 20);
    bool spike = false;
    for (const QPointF& p : zoomed->points())
        spike = spike || p.y() == 600.0;
    QVERIFY(spike);
}

void TestComparePage::heatmapHighlightsOutlierHost()
{
    QChart* chart = m_page->chart(ChartKind::RankHeatmap);
    QCOMPARE(chart->series().size(), 2);
    auto* cells = qobject_cast<QScatterSeries*>(chart->series().at(0));
    auto* outliers = qobject_cast<QScatterSeries*>(chart->series().at(1));
    QCOMPARE(cells->count(), 8);
    QCOMPARE(outliers->count(), 1);
    QCOMPARE(outliers->at(0), QPointF(2, 1)); // rank 6 is the third slot on node-b
    auto* hosts = qobject_cast<QCategoryAxis*>(chart->axes(Qt::Vertical).constFirst());
    QVERIFY(hosts);
    QVERIFY(hosts->categoriesLabels().at(1).contains(QStringLiteral("node-b")));
    QVERIFY(hosts->categoriesLabels().at(1).contains(QStringLiteral("slow outlier")));
    QVERIFY(!hosts->categoriesLabels().at(0).contains(QStringLiteral("outlier")));
    const RankHeatmapData data = loadRankHeatmap(*m_project, m_page->selection());
    QCOMPARE(data.outlierHosts, QStringList{QStringLiteral("node-b")});
    QCOMPARE(data.slowOutlierHosts, QStringList{QStringLiteral("node-b")});
    QVERIFY(data.fastOutlierHosts.isEmpty());
    QCOMPARE(data.ranks.at(6).us, 60.0);
    // Slow at every size, not only this one: the run's straggler verdict names it, under the heatmap too, once the
    // heatmap is drawn (the page adds it right after).
    const StragglerVerdict verdict = runStragglerVerdict(*m_project, data.run->runId);
    QCOMPARE(verdict.level, StragglerVerdict::Level::Rank);
    QCOMPARE(verdict.slowRanks.at(0).rank, 6);
    QTRY_VERIFY2(chartNotes(chart).join(u'\n').contains(
                     QStringLiteral("Straggler rank 6 on node-b: slower than the other ranks at 3 of 3 sizes")),
                 qPrintable(chartNotes(chart).join(u'\n')));
    QVERIFY(
        chartNotes(chart).join(u'\n').contains(QStringLiteral("GPU 2 by local rank order; no facts for this host")));
    QVERIFY(!data.notes.contains(verdict.sentence)); // not part of the heatmap's own data
}

void TestComparePage::variationAndFaultAndCost()
{
    QChart* boxes = m_page->chart(ChartKind::RunVariation);
    auto* series = qobject_cast<QBoxPlotSeries*>(boxes->series().constFirst());
    QVERIFY(series);
    QCOMPARE(series->count(), 1); // the claim has no samples
    QCOMPARE(series->boxSets().constFirst()->at(QBoxSet::Median), 30.0);
    // The box is named after its run; one run of a candidate claims no run-to-run variation.
    auto* runs = qobject_cast<QBarCategoryAxis*>(boxes->axes(Qt::Horizontal).constFirst());
    // A name wider than its room is broken into lines (charttext.h), not cut.
    QVERIFY2(QString(runs->at(0))
                 .replace(QStringLiteral("-<br>"), QStringLiteral("-")) // a line may end at a hyphen
                 .replace(QStringLiteral("<br>"), QStringLiteral(" "))
                 .startsWith(QStringLiteral("Alpha \u00b7 fabric-agent \u00b7 ")),
             qPrintable(runs->at(0)));
    const QString notes = chartNotes(boxes).join(u'\n');
    QVERIFY2(notes.contains(QStringLiteral("Alpha: one run")), qPrintable(notes));
    QVERIFY2(!notes.contains(QStringLiteral("CV")), qPrintable(notes));
    QVERIFY(chartNotes(m_page->chart(ChartKind::FaultImpact)).join(u'\n').contains(QStringLiteral("No fault step")));
    QVERIFY(!chartEmptyText(m_page->chart(ChartKind::FaultImpact)).isEmpty());
    QChart* cost = m_page->chart(ChartKind::CostBreakdown);
    auto* stacked = qobject_cast<QHorizontalStackedBarSeries*>(cost->series().constFirst());
    QVERIFY(stacked);
    QCOMPARE(stacked->count(), 10);
    QCOMPARE(stacked->barSets().constFirst()->count(), 2); // Alpha and Beta
}

void TestComparePage::staleRunIsDimmedAndLabelled()
{
    tick(runList(), m_staleA);
    bool labelled = false;
    for (int i = 0; i < runList()->count(); ++i)
        if (runList()->item(i)->data(Qt::UserRole).toLongLong() == m_staleA)
            labelled = runList()->item(i)->text().contains(QStringLiteral("stale"));
    QVERIFY(labelled);
    m_page->refreshNow();
    QLineSeries* stale = lineNamed(m_page->chart(ChartKind::TailLatency), QStringLiteral("tail-%1-p99").arg(m_staleA));
    QVERIFY(stale);
    QVERIFY(stale->name().contains(QStringLiteral("stale")));
    QVERIFY(stale->pen().color().alpha() < 255);
    QLineSeries* fresh = lineNamed(m_page->chart(ChartKind::TailLatency), QStringLiteral("tail-%1-p99").arg(m_runA));
    QCOMPARE(fresh->pen().color().alpha(), 255);
}

void TestComparePage::chartsRenderAndExport()
{
    for (ChartKind kind : kAllChartKinds) {
        QChart* chart = m_page->chart(kind);
        const QImage image = renderChartImage(chart, QSize(640, 400));
        QCOMPARE(image.size(), QSize(640, 400));
        QVERIFY2(nonWhitePixels(image) > 300, qPrintable(chartKey(kind)));
    }
    // A chart the caller owns, without any view.
    std::unique_ptr<QChart> own(buildChart(ChartKind::TailLatency, *m_project, m_page->selection()));
    const QImage image = renderChartImage(own.get(), QSize(500, 300), 2.0);
    QCOMPARE(image.size(), QSize(1000, 600));
    QVERIFY(nonWhitePixels(image) > 1000);
    QVERIFY(own->scene() == nullptr);

    const QString png = m_dir.filePath(QStringLiteral("tail.png"));
    const QString svg = m_dir.filePath(QStringLiteral("tail.svg"));
    QString error;
    QVERIFY2(m_page->exportChart(ChartKind::TailLatency, png, &error), qPrintable(error));
    QVERIFY2(m_page->exportChart(ChartKind::TailLatency, svg, &error), qPrintable(error));
    QCOMPARE(QImage(png).size(), QSize(1600, 1000)); // 800 x 500 at twice the pixels
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(text.contains("<svg"));
    QVERIFY(text.contains("<path") || text.contains("<polyline"));
    QVERIFY(!writeChartSvg(own.get(), QSize(10, 10), m_dir.filePath(QStringLiteral("missing/dir/x.svg")), &error));
    QVERIFY(!error.isEmpty());
}

void TestComparePage::adaptiveIntervalInTheTooltip()
{
    QList<BenchmarkRun> imported =
        Importer::readFile(QStringLiteral(FW_SOURCE_DIR "/tests/data/agent-bench-mpi-adaptive-2ranks.jsonl"));
    QCOMPARE(imported.size(), 1);
    imported.first().candidateId = m_a;
    const qint64 id = BenchmarkRunRepository(*m_project).add(imported).constFirst();
    CompareSelection selection;
    selection.runIds = {id};
    const TailLatencyData data = loadTailLatency(*m_project, selection);
    const auto p99 = std::find_if(data.series.cbegin(), data.series.cend(),
                                  [](const TailSeries& s) { return s.percentile == TailPercentile::P99; });
    QVERIFY(p99 != data.series.cend());
    // At 8 B the worse p99 is the out-of-place one, 35962.67 µs: the line shows it, with that row's interval.
    const TailPoint& point = p99->points.constFirst();
    QCOMPARE(point.bytes, qint64(8));
    QCOMPARE(point.us, 35962.67);
    QCOMPARE(point.interval.confidence, 0.95);
    QCOMPARE(point.interval.lowUs, 28837.32);
    QCOMPARE(point.interval.highUs, 45364.84);
    QVERIFY(point.interval.converged);
    const QString tip = tailPointToolTip(*p99, point);
    QVERIFY2(tip.contains(formatP99Interval(point.interval)), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("converged")), qPrintable(tip));
    // p50 has no interval to show.
    const auto p50 = std::find_if(data.series.cbegin(), data.series.cend(),
                                  [](const TailSeries& s) { return s.percentile == TailPercentile::P50; });
    QVERIFY(p50 != data.series.cend());
    QVERIFY(!tailPointToolTip(*p50, p50->points.constFirst()).contains(QStringLiteral("confidence")));
}

void TestComparePage::heatmapReadsStoredRankQuantiles()
{
    // A run of agent protocol 2: 64 ranks on 8 hosts, each rank's p50, p90, p99, p99.9 and max stored, no ranks x
    // iterations matrix. Rank 40 (host node-5) has twice the others' median; rank 9 a p99 tail of its own.
    const auto project = ProjectFile::create(m_dir.filePath(QStringLiteral("quantiles.fabwb")));
    BenchmarkRun run = makeRun(0, RunSource::OwnMeasurement, 9, 1.0, false);
    run.candidateId.reset();
    run.ranks = 64;
    run.nodes = 8;
    run.placements.clear();
    for (int r = 0; r < 64; ++r)
        run.placements << RankPlacement{r, QStringLiteral("node-%1").arg(r / 8), {}, {}};
    for (SizeResult& row : run.results) {
        std::vector<float> quantiles;
        for (int r = 0; r < 64; ++r) {
            const float p50 = float(row.p50Us) * (r == 40 ? 2.0f : 1.0f + 0.001f * float(r));
            const float p99 = r == 9 ? p50 * 10 : p50 * 1.5f;
            quantiles.insert(quantiles.end(), {p50, p50 * 1.2f, p99, p99 * 1.1f, p99 * 1.2f});
        }
        row.rankQuantiles = packSamples(quantiles);
    }
    const qint64 id = BenchmarkRunRepository(*project).add({run}).constFirst();
    CompareSelection selection;
    selection.runIds = {id};
    const RankHeatmapData medians = loadRankHeatmap(*project, selection);
    QCOMPARE(medians.run->runId, id);
    QCOMPARE(medians.bytes, qint64(1 << 20));
    QCOMPARE(medians.ranks.size(), 64);
    QCOMPARE(medians.hosts.size(), 8);
    QCOMPARE(medians.ranks.at(40).us, 60.0);
    QCOMPARE(medians.slowOutlierHosts, QStringList{QStringLiteral("node-5")});
    const StragglerVerdict verdict = runStragglerVerdict(*project, id);
    QCOMPARE(verdict.level, StragglerVerdict::Level::Rank);
    QCOMPARE(verdict.slowRanks.size(), 1);
    QCOMPARE(verdict.slowRanks.at(0).rank, 40);
    selection.heatmapP99 = true;
    const RankHeatmapData tails = loadRankHeatmap(*project, selection);
    QCOMPARE(tails.ranks.size(), 64);
    const float rank9 = 30.0f * (1.0f + 0.001f * float(9));
    QCOMPARE(tails.ranks.at(9).us, double(rank9 * 10));
    QCOMPARE(tails.slowOutlierHosts, (QStringList{QStringLiteral("node-1"), QStringLiteral("node-5")}));
}

void TestComparePage::costAndP99SideBySideWithoutALine()
{
    // p99 is a figure per candidate: a marker each on its own axis, beside the bar, never a line across suppliers.
    CostData data;
    data.currency = QStringLiteral("EUR");
    for (const auto& [name, cost, p99] :
         {std::tuple{QStringLiteral("Alpha"), 1200.0, 14.2}, std::tuple{QStringLiteral("Beta"), 900.0, 31.7}}) {
        CandidateCost c;
        c.candidateName = name;
        c.costPerAcceptedRun = cost;
        c.p99SmallestUs = p99;
        data.candidates << c;
    }
    std::unique_ptr<QChart> chart(buildCostPerRunChart(data));
    for (QAbstractSeries* series : chart->series())
        QVERIFY2(!qobject_cast<QLineSeries*>(series), "a line joins the candidates' p99");
    auto* p99 = chart->findChild<QScatterSeries*>(QStringLiteral("costP99"));
    QVERIFY(p99 && p99->points().size() == 2);
    QCOMPARE(p99->points().at(1).x(), 31.7);
    QVERIFY(p99->pointLabelsVisible());
    // Its own axis, above; the cost's below.
    QCOMPARE(p99->attachedAxes().size(), 2);
    bool top = false;
    for (QAbstractAxis* axis : p99->attachedAxes())
        top = top || axis->alignment() == Qt::AlignTop;
    QVERIFY(top);
    // Each marker is beside its candidate's bar (category i), clear of the bar's half width and its own half size.
    auto* bars = qobject_cast<QHorizontalBarSeries*>(chart->series().constFirst());
    QVERIFY(bars);
    for (int i = 0; i < 2; ++i)
        QVERIFY2(p99->points().at(i).y() - i > bars->barWidth() / 2 + 0.1, qPrintable(QString::number(i)));
}

// Issue 42: with no cost model the cost charts showed bare axes ("0 1 1", "0.00 0.50 1.00"); they say what is missing
// and where to supply it instead.
void TestComparePage::emptyCostChartsSayWhatIsMissingAndWhere()
{
    CostData data;
    data.currency = QStringLiteral("EUR");
    for (const QString& name : {QStringLiteral("Alpha"), QStringLiteral("Beta")}) {
        CandidateCost c;
        c.candidateName = name;
        c.missing = {QStringLiteral("Hardware or rental: not entered"), QStringLiteral("Power: not entered")};
        data.candidates << c;
    }
    for (QChart* built : {buildCostPerRunChart(data), buildCostBreakdownChart(data)}) {
        std::unique_ptr<QChart> chart(built);
        const QString empty = chartEmptyText(chart.get());
        QVERIFY2(empty.contains(QLatin1String("Alpha lacks Hardware or rental: not entered, Power: not entered")),
                 qPrintable(empty));
        QVERIFY2(empty.contains(QLatin1String("on the Cost page")), qPrintable(empty));
        for (QAbstractAxis* axis : chart->axes())
            QVERIFY(!axis->isVisible());
    }
    // A candidate with a cost draws its bar as before.
    data.candidates[1].costPerAcceptedRun = 900;
    std::unique_ptr<QChart> drawn(buildCostPerRunChart(data));
    QVERIFY(chartEmptyText(drawn.get()).isEmpty());
}

void TestComparePage::legendKeysAreShortAndRunsWhole()
{
    // A run of no candidate whose name runs over three lines: the legend says "No candidate", the run list holds the
    // name whole in its tooltip.
    BenchmarkRun run = makeRun(0, RunSource::OwnMeasurement, 4, 1.2, false);
    run.candidateId.reset();
    run.label = QStringLiteral("Measured on this computer (not a candidate's fabric), a long label");
    run.provenance.fileName = QStringLiteral("fabric-agent run on This computer, 06.12.26 15:13");
    const qint64 id = BenchmarkRunRepository(*m_project).add({run}).constFirst();
    m_page->reload();
    auto* candidates = child<QListWidget>(m_page.get(), "candidates");
    for (int i = 0; i < candidates->count(); ++i)
        candidates->item(i)->setCheckState(Qt::Checked);
    tick(runList(), id);
    m_page->refreshNow();
    QChart* chart = m_page->chart(ChartKind::TailLatency);
    QStringList keys;
    for (QLegendMarker* marker : chart->legend()->markers())
        if (marker->isVisible())
            keys << marker->series()->name();
    QVERIFY2(keys.contains(Charts::tr("No candidate")), qPrintable(keys.join(u'|')));
    for (const QString& key : keys)
        QVERIFY2(key.size() <= chartkit::kMaxKeyName, qPrintable(key));
    bool whole = false;
    for (int i = 0; i < runList()->count(); ++i)
        whole = whole || runList()->item(i)->toolTip().contains(QStringLiteral("(not a candidate's fabric), a long"));
    QVERIFY(whole);
    BenchmarkRunRepository(*m_project).remove({id});
    m_page->reload();
    tick(runList(), m_runA);
    tick(runList(), m_claimB);
    m_page->refreshNow();
}

void TestComparePage::aChartOpensLarge()
{
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    child<QToolButton>(m_page.get(), "enlarge-tail-latency")->click();
    auto* dialog = m_page->findChild<QDialog*>(QStringLiteral("large-tail-latency"));
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    auto* view = child<QChartView>(dialog, "tail-latency");
    QTRY_VERIFY(view->chart()->plotArea().width() >= chartkit::kMinimumPlotArea.width() &&
                view->chart()->plotArea().height() >= chartkit::kMinimumPlotArea.height());
    QVERIFY(!view->chart()->series().isEmpty());
    dialog->close();
    m_page->hide();
}

QTEST_MAIN(TestComparePage)
#include "testcomparepage.moc"
