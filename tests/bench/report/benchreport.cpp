// SPDX-License-Identifier: Apache-2.0
// Report export time (docs/performance.md): not a test, a program to run by hand.
//   fw-bench-report PROJECT [REPEATS]   build and write the PDF report of PROJECT in en, de and ja, REPEATS times
//                                        each (default 3), and print the median and the slowest wall time
//   fw-bench-report demo FILE           create the demo project at FILE
// Make a 100-run project with `fw-bench-ingest project FILE 100` (tests/bench/ingest/); runs the offscreen platform.
#include "report/reportbuilder.h"
#include "storage/demoproject.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>

using namespace fw::app;

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() == 3 && args[1] == QLatin1String("demo")) {
        fw::core::createDemoProject(args[2]);
        return 0;
    }
    if (args.size() < 2 || args.size() > 3) {
        std::fprintf(stderr, "usage: fw-bench-report PROJECT [REPEATS] | demo FILE\n");
        return 2;
    }
    const int repeats = args.size() == 3 ? std::max(1, args[2].toInt()) : 3;
    std::unique_ptr<fw::core::ProjectFile> project;
    try {
        project = fw::core::ProjectFile::open(args[1]);
    } catch (const fw::core::StorageError& error) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message()));
        return 2;
    }
    QTemporaryDir dir;
    std::printf("%s, %d repeats\n", qPrintable(QFileInfo(args[1]).fileName()), repeats);
    std::printf("lang  build ms  pdf ms  total ms (median)  slowest total ms  file KiB\n");
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja")}) {
        QList<double> builds;
        QList<double> writes;
        QList<double> totals;
        qint64 size = 0;
        for (int i = 0; i < repeats; ++i) {
            QElapsedTimer timer;
            timer.start();
            const Report report = ReportBuilder::build(*project, language);
            const double built = double(timer.nsecsElapsed()) / 1e6;
            const QString path = dir.filePath(QStringLiteral("report-%1.pdf").arg(language));
            QString error;
            if (!ReportBuilder::writePdf(report, path, &error)) {
                std::fprintf(stderr, "%s\n", qPrintable(error));
                return 1;
            }
            const double total = double(timer.nsecsElapsed()) / 1e6;
            builds << built;
            writes << total - built;
            totals << total;
            size = QFileInfo(path).size();
        }
        const auto median = [](QList<double> values) {
            std::sort(values.begin(), values.end());
            return values.at(values.size() / 2);
        };
        std::printf("%-4s  %8.0f  %6.0f  %17.0f  %16.0f  %9lld\n", qPrintable(language), median(builds), median(writes),
                    median(totals), *std::max_element(totals.begin(), totals.end()),
                    static_cast<long long>(size / 1024));
    }
    return 0;
}
