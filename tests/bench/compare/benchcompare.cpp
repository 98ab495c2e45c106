// SPDX-License-Identifier: Apache-2.0
// Compare page figures (docs/performance.md): not a test, a program to run by hand.
//   fw-bench-compare open FILE      open a project (e.g. from `fw-bench-ingest project FILE 1000`), load the
//                                   tail-latency data of every run and build the chart; then the cost charts
//   fw-bench-compare heatmap FILE   the rank heatmap of the project's first run at its largest size, built and drawn
//                                   (median, then p99, then the ranks of the slowest host), e.g. after importing
//                                   `fw-bench-agentstream` output
//   fw-bench-compare zoom [POINTS]  zoom and pan frames over a POINTS-long per-iteration series (default 1,000,000)
//   fw-bench-compare screenshots DIR  the demo project plus synthetic example runs, every chart as DIR/compare-*.png
#include "charts/chartexport.h"
#include "charts/charts.h"
#include "common/projectcontext.h"
#include "compare/comparepage.h"
#include "domain/candidate.h"
#include "evidence/stragglerevidence.h"
#include "scriptedprompts.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/bomrepository.h"
#include "storage/candidaterepository.h"
#include "storage/demoproject.h"
#include "storage/projectfile.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QElapsedTimer>
#include <QLineSeries>
#include <QTemporaryDir>
#include <QValueAxis>
#include <algorithm>
#include <cstdio>
#include <optional>
#include <random>
#include <sys/resource.h>

using namespace fw::app;

namespace {

double peakRssMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

// The page asks nothing in this benchmark; an error would be printed.
// What the page would have shown the user in an error dialog, on stderr; returns how many.
qsizetype printedErrors(const ScriptedPrompts& prompts)
{
    for (const QString& error : prompts.errors)
        std::fprintf(stderr, "%s\n", qPrintable(error));
    return prompts.errors.size();
}

double ms(const QElapsedTimer& timer, qint64 since)
{
    return double(timer.nsecsElapsed() - since) / 1e6;
}

int open(const QString& path)
{
    QElapsedTimer timer;
    timer.start();
    auto project = fw::core::ProjectFile::open(path);
    const qint64 opened = timer.nsecsElapsed();
    CompareSelection selection; // every run, p50/p95/p99, every size: what the page first shows
    const QList<CompareRun> runs = listCompareRuns(*project);
    const qint64 listed = timer.nsecsElapsed();
    const TailLatencyData data = loadTailLatency(*project, selection);
    const qint64 loaded = timer.nsecsElapsed();
    QChart* chart = buildTailLatencyChart(data);
    QChartView view(chart);
    view.resize(900, 560);
    view.show();
    QApplication::processEvents();
    const QImage image = view.grab().toImage();
    const qint64 shown = timer.nsecsElapsed();
    int points = 0;
    for (const TailSeries& s : data.series)
        points += int(s.points.size());
    std::printf("open %.1f ms; list %lld runs %.1f ms; tail-latency data (%lld series, %d points) %.1f ms; "
                "chart built and drawn %.1f ms; total %.1f ms; peak RSS %.0f MiB\n",
                double(opened) / 1e6, qlonglong(runs.size()), double(listed - opened) / 1e6,
                qlonglong(data.series.size()), points, double(loaded - listed) / 1e6, double(shown - loaded) / 1e6,
                double(shown) / 1e6, peakRssMiB());

    // Single-run selection: one run's lines, and the per-rank heatmap and timeline that read one BLOB each.
    selection.runIds = {runs.constFirst().runId};
    qint64 start = timer.nsecsElapsed();
    std::unique_ptr<QChart> one(buildChart(ChartKind::TailLatency, *project, selection));
    const double oneRun = ms(timer, start);
    start = timer.nsecsElapsed();
    std::unique_ptr<QChart> timeline(buildChart(ChartKind::Timeline, *project, selection));
    const double timelineMs = ms(timer, start);
    start = timer.nsecsElapsed();
    std::unique_ptr<QChart> heatmap(buildChart(ChartKind::RankHeatmap, *project, selection));
    const double heatmapMs = ms(timer, start);
    start = timer.nsecsElapsed();
    std::unique_ptr<QChart> cost(buildChart(ChartKind::CostBreakdown, *project, selection));
    const double costMs = ms(timer, start);
    // The page itself, as a user sees it: open the project, show the Compare page (lists, sizes, tail latency, cost
    // per accepted run and the first tab), drawn once.
    {
        QElapsedTimer pageTimer;
        pageTimer.start();
        auto pageProject = fw::core::ProjectFile::open(path);
        ScriptedPrompts prompts;
        fw::app::ProjectContext context;
        context.setProject(pageProject.get());
        ComparePage page(prompts, context);
        page.resize(1400, 900);
        page.show(); // reloads and schedules the visible charts
        QApplication::processEvents();
        const QImage shot = page.grab().toImage();
        std::printf("Compare page opened and drawn with every run selected: %.1f ms\n",
                    double(pageTimer.nsecsElapsed()) / 1e6);
        if (shot.isNull() || printedErrors(prompts) > 0)
            return 1;
    }

    std::printf("one run: tail latency %.1f ms, timeline %.1f ms, heatmap %.1f ms; cost breakdown (reads every "
                "run's rows for the acceptance rate) %.1f ms; peak RSS %.0f MiB\n",
                oneRun, timelineMs, heatmapMs, costMs, peakRssMiB());
    return image.isNull() ? 1 : 0;
}

int heatmap(const QString& path)
{
    auto project = fw::core::ProjectFile::open(path);
    CompareSelection selection;
    selection.runIds = {listCompareRuns(*project).constFirst().runId};
    // What the page first shows (every host: by node when the run is large), median then p99; then the ranks of the
    // host with the slowest rank, as a click on it shows them.
    const auto measure = [&](const char* statistic) {
        QElapsedTimer timer;
        timer.start();
        const RankHeatmapData data = loadRankHeatmap(*project, selection);
        const double loadMs = ms(timer, 0);
        QChartView view(buildRankHeatmapChart(data));
        view.resize(900, 560);
        view.show();
        QApplication::processEvents();
        const QImage image = view.grab().toImage();
        const char* level = data.level == HeatmapLevel::Hosts       ? "by node"
                            : data.level == HeatmapLevel::HostRanks ? "one host's ranks"
                                                                    : "every rank";
        std::printf("heatmap (%s, %s) of %lld ranks on %lld hosts: data %.1f ms, data, chart built and drawn %.1f ms; "
                    "peak RSS %.0f MiB\n",
                    statistic, level, qlonglong(data.run ? data.run->ranks.value_or(0) : 0),
                    qlonglong(data.hosts.size()), loadMs, ms(timer, 0), peakRssMiB());
        return image.isNull() || !data.run || data.hostCells.isEmpty() ? std::optional<RankHeatmapData>() : data;
    };
    std::optional<RankHeatmapData> data;
    for (const bool p99 : {false, true}) {
        selection.heatmapP99 = p99;
        data = measure(p99 ? "p99" : "median");
        if (!data)
            return 1;
    }
    if (data->hostCells.size() > 1) {
        const auto slowest = std::max_element(data->hostCells.cbegin(), data->hostCells.cend(),
                                              [](const HostCell& a, const HostCell& b) { return a.us < b.us; });
        selection.heatmapHost = slowest->host;
        if (!measure("p99"))
            return 1;
    }
    // The straggler verdict, which the page adds to the heatmap's notes once it is drawn: it reads every row.
    QElapsedTimer timer;
    timer.start();
    const fw::core::StragglerVerdict verdict = fw::core::runStragglerVerdict(*project, selection.runIds.constFirst());
    const double firstMs = ms(timer, 0);
    timer.restart();
    fw::core::runStragglerVerdict(*project, selection.runIds.constFirst());
    std::printf("straggler verdict (added after the heatmap is drawn): %.1f ms, asked again (kept) %.1f ms: %s\n",
                firstMs, ms(timer, 0), qPrintable(verdict.sentence));
    return 0;
}

int zoom(qint64 count)
{
    TimelineData data;
    data.samples.resize(std::size_t(count));
    std::mt19937 random(9);
    std::lognormal_distribution<float> noise(2.3f, 0.05f);
    for (float& v : data.samples)
        v = noise(random);
    for (qint64 i = 1; i < count; i += 77'777)
        data.samples[std::size_t(i)] *= 15; // spikes
    CompareRun run;
    run.label = QStringLiteral("synthetic");
    data.run = run;
    data.bytes = 1 << 20;

    QElapsedTimer timer;
    timer.start();
    QChart* chart = buildTimelineChart(data, 1800);
    QChartView view(chart);
    view.resize(900, 500);
    view.show();
    QApplication::processEvents();
    const double first = double(timer.nsecsElapsed()) / 1e6;
    auto* series = qobject_cast<QLineSeries*>(chart->series().constFirst());
    auto* axis = qobject_cast<QValueAxis*>(chart->axes(Qt::Horizontal).constFirst());

    // 60 frames: zoom in by 10% a frame towards the middle, then 60 frames of panning at the deepest zoom, each
    // recomputing the visible points and repainting the view, as the page does.
    std::vector<double> frames;
    double lo = 0;
    double hi = double(count);
    for (int f = 0; f < 120; ++f) {
        if (f < 60) {
            const double span = (hi - lo) * 0.9;
            const double mid = (lo + hi) / 2;
            lo = mid - span / 2;
            hi = mid + span / 2;
        } else {
            const double step = (hi - lo) / 10;
            lo += step;
            hi += step;
        }
        const qint64 start = timer.nsecsElapsed();
        series->replace(timelinePoints(data, qint64(lo), qint64(hi) + 1, 1800));
        axis->setRange(lo, hi);
        view.repaint();
        frames.push_back(ms(timer, start));
    }
    std::sort(frames.begin(), frames.end());
    std::printf("%lld-point series: first chart %.1f ms; %zu zoom/pan frames: median %.2f ms, p95 %.2f ms, max %.2f "
                "ms; peak RSS %.0f MiB\n",
                qlonglong(count), first, frames.size(), frames[frames.size() / 2],
                frames[std::size_t(double(frames.size()) * 0.95)], frames.back(), peakRssMiB());
    return frames.back() < 50 ? 0 : 1;
}

// A plausible all_reduce sweep on 2 nodes x 8 GPUs: latency = base + bytes / bandwidth, per-iteration noise, rare
// spikes, and one rank on node-b slower than the others. Synthetic example data, labelled so in the file name.
fw::core::BenchmarkRun exampleRun(qint64 candidate, fw::core::RunSource source, int seed, double baseUs, double busGBs,
                                  double slowRank)
{
    using namespace fw::core;
    std::mt19937 random{unsigned(seed)};
    std::lognormal_distribution<double> noise(0.0, 0.04);
    BenchmarkRun run;
    run.candidateId = candidate;
    run.source = source;
    run.tool = source == RunSource::VendorClaim ? QStringLiteral("nccl-tests") : QStringLiteral("fabric-agent");
    run.testName = QStringLiteral("all_reduce");
    run.ranks = 16;
    run.nodes = 2;
    for (int r = 0; r < 16; ++r)
        run.placements << RankPlacement{r, r < 8 ? QStringLiteral("node-a") : QStringLiteral("node-b"), {}, {}};
    for (int e = 3; e <= 30; ++e) {
        SizeResult row;
        row.bytes = qint64(1) << e;
        const double busFactor = 2.0 * 15 / 16;
        const double ideal = baseUs + double(row.bytes) * busFactor / (busGBs * 1e3);
        row.iterations = source == RunSource::VendorClaim ? 20 : 1000;
        row.checkPassed = true;
        row.wrong = 0;
        std::vector<double> times;
        std::vector<float> iterations;
        std::vector<float> ranks(std::size_t(16 * row.iterations));
        for (int k = 0; k < row.iterations; ++k) {
            float worst = 0;
            const bool spike = source == RunSource::OwnMeasurement && random() % 400 == 0;
            for (int r = 0; r < 16; ++r) {
                const double t = ideal * noise(random) * (r == 13 ? slowRank : 1.0) * (spike ? 6.0 : 1.0);
                ranks[std::size_t(r * row.iterations + k)] = float(t);
                worst = std::max(worst, float(t));
            }
            iterations.push_back(worst);
            times.push_back(double(worst));
        }
        std::sort(times.begin(), times.end());
        const auto at = [&](double q) {
            return times[std::min(times.size() - 1, std::size_t(q * double(times.size())))];
        };
        row.p50Us = at(0.50);
        row.p95Us = at(0.95);
        row.p99Us = at(0.99);
        row.p999Us = at(0.999);
        double sum = 0;
        for (double t : times)
            sum += t;
        row.timeAvgUs = sum / double(times.size());
        row.busbwGBs = double(row.bytes) * busFactor / (row.timeAvgUs * 1e3);
        row.algbwGBs = double(row.bytes) / (row.timeAvgUs * 1e3);
        if (source == RunSource::OwnMeasurement) {
            row.iterationSamples = packSamples(iterations);
            row.rankSamples = packSamples(ranks);
        }
        run.results << row;
    }
    run.provenance.sha256 = QStringLiteral("%1").arg(seed, 64, 10, QLatin1Char('0'));
    run.provenance.fileName = QStringLiteral("synthetic-example-%1.log").arg(seed);
    run.provenance.format =
        source == RunSource::VendorClaim ? ImportFormat::NcclTestsText : ImportFormat::AgentJsonLines;
    run.provenance.parserVersion = QStringLiteral("1");
    run.provenance.importedAt = QDateTime::currentDateTimeUtc();
    return run;
}

int screenshots(const QString& dir)
{
    using namespace fw::core;
    QTemporaryDir temp;
    const QString path = temp.filePath(QStringLiteral("example.fabwb"));
    createDemoProject(path);
    auto project = ProjectFile::open(path);
    const QList<Candidate> candidates = CandidateRepository(*project).all();
    if (candidates.size() < 2)
        return 1;
    const qint64 ib = candidates.at(0).id;
    const qint64 roce = candidates.at(1).id;
    BenchmarkRunRepository runs(*project);
    // The first IB run ran before a firmware change: stale.
    runs.add({exampleRun(ib, RunSource::OwnMeasurement, 1, 16, 40, 1.0)});
    BomRepository(*project).setDeclared(ib, {{QStringLiteral("nic_firmware"), QStringLiteral("28.41.1000")}});
    runs.add({exampleRun(ib, RunSource::VendorClaim, 2, 9, 48, 1.0)});
    runs.add({exampleRun(roce, RunSource::VendorClaim, 3, 12, 46, 1.0)});
    runs.add({exampleRun(roce, RunSource::OwnMeasurement, 4, 19, 36, 1.6)});
    const qint64 ownIb = runs.add({exampleRun(ib, RunSource::OwnMeasurement, 5, 14, 42, 1.0)}).constFirst();
    runs.add({exampleRun(ib, RunSource::OwnMeasurement, 6, 14.5, 41, 1.0)});
    runs.add({exampleRun(roce, RunSource::OwnMeasurement, 7, 20, 35, 1.7)});

    QDir().mkpath(dir);
    const QList<CompareRun> all = listCompareRuns(*project);
    CompareSelection selection;
    selection.collective = QStringLiteral("all_reduce");
    for (ChartKind kind : kAllChartKinds) {
        CompareSelection s = selection;
        if (kind == ChartKind::TailLatency || kind == ChartKind::BusBandwidth) {
            // One own run and the claim of each candidate, plus the stale run: a readable overlay.
            for (const CompareRun& run : all)
                if (run.runId != ownIb + 1 && run.runId != ownIb + 2)
                    s.runIds << run.runId;
            s.percentiles = {TailPercentile::P50, TailPercentile::P99};
        }
        if (kind == ChartKind::RankHeatmap) {
            s.focusRunId = ownIb - 1; // the RoCE run with the slow rank
            s.sizeBytes = qint64(1) << 20;
        }
        if (kind == ChartKind::Timeline || kind == ChartKind::RunVariation)
            s.sizeBytes = qint64(1) << 20;
        if (kind == ChartKind::Timeline)
            s.focusRunId = ownIb;
        std::unique_ptr<QChart> chart(buildChart(kind, *project, s));
        QString error;
        const QString file = QDir(dir).filePath(QStringLiteral("compare-%1.png").arg(chartKey(kind)));
        if (!writeChartPng(chart.get(), QSize(1000, 600), file, &error, 1.5)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        std::printf("%s\n", qPrintable(file));
    }

    // The page itself: tail latency and cost side by side, the tabs below.
    ScriptedPrompts prompts;
    fw::app::ProjectContext context;
    context.setProject(project.get());
    ComparePage page(prompts, context);
    page.resize(1600, 1000);
    page.show();
    QApplication::processEvents();
    page.refreshNow();
    QApplication::processEvents();
    const QString file = QDir(dir).filePath(QStringLiteral("compare-page.png"));
    if (!page.grab().save(file) || printedErrors(prompts) > 0)
        return 1;
    std::printf("%s\n", qPrintable(file));
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    const QStringList args = QApplication::arguments();
    if (args.size() == 3 && args[1] == QLatin1String("open"))
        return open(args[2]);
    if (args.size() == 3 && args[1] == QLatin1String("heatmap"))
        return heatmap(args[2]);
    if (args.size() >= 2 && args[1] == QLatin1String("zoom"))
        return zoom(args.size() == 3 ? args[2].toLongLong() : 1'000'000);
    if (args.size() == 3 && args[1] == QLatin1String("screenshots"))
        return screenshots(args[2]);
    std::fprintf(stderr, "usage: fw-bench-compare open FILE | heatmap FILE | zoom [POINTS] | screenshots DIR\n");
    return 2;
}
