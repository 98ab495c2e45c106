// SPDX-License-Identifier: Apache-2.0
// Import throughput and the cost of a large project (docs/performance.md): not a test, a program to run by hand.
//   fw-bench-ingest parse FILE          parse like an import, print seconds, MB/s and peak RSS
//   fw-bench-ingest import FILE PROJECT a whole import, as `fabric-workbench import` does it: create PROJECT (or
//                                       open it, if it exists), then read FILE and store its runs in one
//                                       transaction (rows stored while parsed), commit and checkpoint; print the
//                                       seconds of creating or opening, and of the import, MB/s, rows/s, peak RSS
//   fw-bench-ingest project FILE RUNS   store RUNS runs of 30 sizes x 1000 iterations x 8 ranks of samples, then
//                                       time opening the project and listing its runs
#include "domain/benchmarkrun.h"
#include "ingest/importer.h"
#include "ingest/importerror.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <cstdio>
#include <random>
#include <sys/resource.h>

using namespace fw::core;

namespace {

double peakRssMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

int parse(const QString& path)
{
    const double before = peakRssMiB();
    QElapsedTimer timer;
    timer.start();
    const QList<BenchmarkRun> runs = Importer::readFile(path);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    qsizetype rows = 0;
    qsizetype samples = 0;
    for (const BenchmarkRun& run : runs) {
        rows += run.results.size();
        for (const SizeResult& r : run.results)
            samples += (r.iterationSamples.size() + r.rankSamples.size()) / 4;
    }
    const double megabytes = double(QFileInfo(path).size()) / 1e6;
    std::printf("c++ %s: %.2f s, %.1f MB/s, peak RSS %.0f MiB (%.0f MiB before the import), %lld rows, %lld "
                "samples, sha256 %s\n",
                qPrintable(path), seconds, megabytes / seconds, peakRssMiB(), before, qlonglong(rows),
                qlonglong(samples), qPrintable(runs.constFirst().provenance.sha256.left(12)));
    return 0;
}

int import(const QString& path, const QString& projectPath)
{
    // A project that exists is opened, and the file imported into it beside what it holds; else it is created.
    const bool existing = QFileInfo::exists(projectPath);
    QElapsedTimer projectTimer;
    projectTimer.start();
    auto file = existing ? ProjectFile::open(projectPath) : ProjectFile::create(projectPath);
    std::printf("%s project %s in %.3f s\n", existing ? "opened" : "created", qPrintable(projectPath),
                double(projectTimer.nsecsElapsed()) / 1e9);
    BenchmarkRunRepository repository(*file);
    const double before = peakRssMiB();
    QElapsedTimer timer;
    timer.start();
    const QList<BenchmarkRun> runs =
        repository.import([&](ResultSink& sink) { return Importer::readFile(path, ImportMode::Strict, {}, &sink); });
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    qint64 rows = 0;
    for (const BenchmarkRun& run : runs)
        rows += run.summary.resultCount;
    const double megabytes = double(QFileInfo(path).size()) / 1e6;
    std::printf("c++ import %s: %.3f s, %.1f MB/s, %.0f rows/s, peak RSS %.0f MiB (%.0f MiB before the import), %lld "
                "runs, %lld rows, project %.0f MiB\n",
                qPrintable(path), seconds, megabytes / seconds, double(rows) / seconds, peakRssMiB(), before,
                qlonglong(runs.size()), qlonglong(rows), double(QFileInfo(projectPath).size()) / 1048576.0);
    return 0;
}

int project(const QString& path, int runCount)
{
    std::mt19937 random(6);
    std::uniform_real_distribution<float> noise(0.9f, 1.3f);
    {
        auto file = ProjectFile::create(path);
        BenchmarkRunRepository repository(*file);
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < runCount; ++i) {
            BenchmarkRun run;
            run.tool = QStringLiteral("fabric-agent");
            run.testName = QStringLiteral("all_reduce");
            run.source = RunSource::OwnMeasurement;
            run.ranks = 8;
            run.nodes = 1;
            for (int s = 0; s < 30; ++s) {
                SizeResult r;
                r.bytes = qint64(8) << s;
                r.iterations = 1000;
                r.timeAvgUs = 10.0 + double(r.bytes) / 2e4;
                r.wrong = 0;
                r.checkPassed = true;
                std::vector<float> iterations(1000);
                std::vector<float> ranks(8000);
                for (float& v : ranks)
                    v = float(r.timeAvgUs) * noise(random);
                for (int k = 0; k < 1000; ++k) {
                    for (int rank = 0; rank < 8; ++rank)
                        iterations[std::size_t(k)] =
                            std::max(iterations[std::size_t(k)], ranks[std::size_t(rank * 1000 + k)]);
                }
                r.iterationSamples = packSamples(iterations);
                r.rankSamples = packSamples(ranks);
                run.results << r;
            }
            run.provenance.sha256 = QStringLiteral("%1").arg(i, 64, 10, QLatin1Char('0'));
            run.provenance.fileName = QStringLiteral("synthetic-%1.jsonl").arg(i);
            run.provenance.format = ImportFormat::AgentJsonLines;
            run.provenance.parserVersion = QLatin1String(Importer::kParserVersion);
            run.provenance.importedAt = QDateTime::currentDateTimeUtc();
            repository.add({run});
        }
        std::printf("stored %d runs in %.1f s; file %.0f MiB\n", runCount, double(timer.elapsed()) / 1000.0,
                    double(QFileInfo(path).size()) / 1048576.0);
    }
    QElapsedTimer timer;
    timer.start();
    auto file = ProjectFile::open(path);
    const qint64 opened = timer.nsecsElapsed();
    const QList<BenchmarkRun> runs = BenchmarkRunRepository(*file).list();
    const qint64 listed = timer.nsecsElapsed();
    const BenchmarkRun one = BenchmarkRunRepository(*file).load(runs.constFirst().id, true);
    const qint64 loaded = timer.nsecsElapsed();
    std::printf("open %.1f ms, list %lld runs %.1f ms, load one run with samples %.1f ms; peak RSS %.0f MiB\n",
                double(opened) / 1e6, qlonglong(runs.size()), double(listed - opened) / 1e6,
                double(loaded - listed) / 1e6, peakRssMiB());
    return one.results.size() == 30 ? 0 : 1;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    try {
        if (args.size() == 3 && args[1] == QLatin1String("parse"))
            return parse(args[2]);
        if (args.size() == 4 && args[1] == QLatin1String("import"))
            return import(args[2], args[3]);
        if (args.size() == 4 && args[1] == QLatin1String("project"))
            return project(args[2], args[3].toInt());
    } catch (const ImportError& error) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message()));
        return 1;
    } catch (const StorageError& error) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message()));
        return 1;
    }
    std::fprintf(stderr, "usage: fw-bench-ingest parse FILE | import FILE PROJECT | project FILE RUNS\n");
    return 2;
}
