// SPDX-License-Identifier: Apache-2.0
#include "common/runtext.h"

#include "analysis/numberformat.h"

#include <QCoreApplication>
#include <QLocale>

namespace fw::app::runtext {

namespace {

// Qt resolves %n plurals only through a translation, and the source language has none loaded: choose here.
QString count(int n, const char* one, const char* many)
{
    return QCoreApplication::translate("fw::app::RunText", n == 1 ? one : many).arg(n);
}

} // namespace

QString sizeRange(const core::BenchmarkRun::Summary& summary)
{
    if (summary.sizeCount <= 1)
        return core::formatBytes(summary.maxBytes);
    return QCoreApplication::translate("fw::app::RunText", "%1 - %2 (%3)")
        .arg(core::formatBytes(summary.minBytes), core::formatBytes(summary.maxBytes),
             count(summary.sizeCount, QT_TRANSLATE_NOOP("fw::app::RunText", "%1 size"),
                   QT_TRANSLATE_NOOP("fw::app::RunText", "%1 sizes")));
}

QString placement(const core::BenchmarkRun& run)
{
    if (!run.ranks)
        return QCoreApplication::translate("fw::app::RunText", "ranks not stated");
    const QString ranks = count(*run.ranks, QT_TRANSLATE_NOOP("fw::app::RunText", "%1 rank"),
                                QT_TRANSLATE_NOOP("fw::app::RunText", "%1 ranks"));
    if (!run.nodes)
        return ranks;
    return QCoreApplication::translate("fw::app::RunText", "%1 on %2")
        .arg(ranks, count(*run.nodes, QT_TRANSLATE_NOOP("fw::app::RunText", "%1 node"),
                          QT_TRANSLATE_NOOP("fw::app::RunText", "%1 nodes")));
}

QString toolWithVersion(const core::BenchmarkRun& run)
{
    // A log that does not say its version (older OSU, rccl-tests built outside git) reads "not stated", never blank.
    return run.toolVersion.isEmpty()
               ? QCoreApplication::translate("fw::app::RunText", "%1 (version not stated)").arg(run.tool)
               : QStringLiteral("%1 %2").arg(run.tool, run.toolVersion);
}

QString oneLine(const core::BenchmarkRun& run)
{
    return QCoreApplication::translate("fw::app::RunText", "%1 %2, %3, %4, %5")
        .arg(toolWithVersion(run), run.testName, placement(run), sizeRange(run.summary),
             core::displayName(run.summary.correctness));
}

QStringList p99Intervals(const core::BenchmarkRun& run)
{
    QStringList lines;
    for (const core::SizeResult& row : run.results) {
        if (!row.p99Interval)
            continue;
        lines << QCoreApplication::translate("fw::app::RunText", "%1, %2: p99 %3 µs, %4")
                     .arg(core::formatBytes(row.bytes),
                          row.inPlace ? QCoreApplication::translate("fw::app::RunText", "in place")
                                      : QCoreApplication::translate("fw::app::RunText", "out of place"),
                          core::isKnown(row.p99Us) ? core::formatNumber(row.p99Us) : QStringLiteral("–"),
                          core::formatP99Interval(*row.p99Interval));
    }
    return lines;
}

} // namespace fw::app::runtext
