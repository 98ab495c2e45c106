// SPDX-License-Identifier: Apache-2.0
#include "evidence/runevidence.h"

#include "analysis/numberformat.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <algorithm>
#include <cmath>

namespace fw::core {

namespace {

// Qt resolves %n plurals only through a translation, and the source language has none loaded: choose here. The
// count goes in as %2, so a text's %1 stays free for the words around it.
QString count(int n, const char* one, const char* many)
{
    return QString(QCoreApplication::translate("fw::core::RunEvidence", n == 1 ? one : many))
        .replace(QLatin1String("%2"), QString::number(n));
}

bool gpuLibrary(const QString& backend)
{
    return backend == QLatin1String("nccl") || backend == QLatin1String("rccl");
}

// The worse of in-place and out-of-place at one size: the lowest bandwidth, the highest p99 and CV.
struct AtSize
{
    double busbw = kUnknown;
    double p99 = kUnknown;
    double cvPercent = kUnknown;
    bool found = false;
};

AtSize atSize(const BenchmarkRun& run, qint64 size)
{
    AtSize at;
    for (const SizeResult& row : run.results) {
        if (row.bytes != size)
            continue;
        at.found = true;
        if (isKnown(row.busbwGBs) && !(row.busbwGBs >= at.busbw))
            at.busbw = row.busbwGBs;
        if (isKnown(row.p99Us) && !(row.p99Us <= at.p99))
            at.p99 = row.p99Us;
        if (isKnown(row.stdevUs) && isKnown(row.timeAvgUs) && row.timeAvgUs > 0) {
            const double cv = 100 * row.stdevUs / row.timeAvgUs;
            if (!(cv <= at.cvPercent))
                at.cvPercent = cv;
        }
    }
    return at;
}

// Orders candidate reference setups: more candidates first, then the tie-breaks of ComparableRuns.
struct SetupGroup
{
    RunSetup setup;
    QSet<qint64> candidates;
};

bool better(const SetupGroup& a, const SetupGroup& b)
{
    const auto key = [](const SetupGroup& g) {
        return std::tuple(g.candidates.size(), g.setup.collective == QLatin1String("all_reduce"),
                          g.setup.ranks.value_or(0), g.setup.nodes.value_or(0), gpuLibrary(g.setup.backend),
                          g.setup.maxBytes, -g.setup.minBytes);
    };
    return key(a) > key(b);
}

} // namespace

QString RunSetup::describe() const
{
    QString where;
    const QString library =
        backend.isEmpty() ? QCoreApplication::translate("fw::core::RunEvidence", "unknown backend") : backend.toUpper();
    if (gpuLibrary(backend) && ranks) {
        where = count(*ranks, QT_TRANSLATE_NOOP("fw::core::RunEvidence", "%1 on %2 GPU"),
                      QT_TRANSLATE_NOOP("fw::core::RunEvidence", "%1 on %2 GPUs"))
                    .arg(library);
    } else if (backend == QLatin1String("mpi") && ranks) {
        where = count(*ranks, QT_TRANSLATE_NOOP("fw::core::RunEvidence", "MPI on CPU, %2 rank"),
                      QT_TRANSLATE_NOOP("fw::core::RunEvidence", "MPI on CPU, %2 ranks"));
    } else if (ranks) {
        where = count(*ranks, QT_TRANSLATE_NOOP("fw::core::RunEvidence", "%1, %2 rank"),
                      QT_TRANSLATE_NOOP("fw::core::RunEvidence", "%1, %2 ranks"))
                    .arg(library);
    } else {
        where = QCoreApplication::translate("fw::core::RunEvidence", "%1, ranks not stated").arg(library);
    }
    if (nodes) {
        where = count(*nodes, QT_TRANSLATE_NOOP("fw::core::RunEvidence", "%1, %2 node"),
                      QT_TRANSLATE_NOOP("fw::core::RunEvidence", "%1, %2 nodes"))
                    .arg(where);
    }
    return QCoreApplication::translate("fw::core::RunEvidence", "%1, %2, %3 – %4")
        .arg(collective, where, formatBytes(minBytes), formatBytes(maxBytes));
}

RunSetup setupOf(const BenchmarkRun& run)
{
    RunSetup setup{.collective = run.testName, .backend = run.backend, .ranks = run.ranks, .nodes = run.nodes};
    for (qsizetype i = 0; i < run.results.size(); ++i) {
        const qint64 b = run.results.at(i).bytes;
        setup.minBytes = i == 0 ? b : std::min(setup.minBytes, b);
        setup.maxBytes = i == 0 ? b : std::max(setup.maxBytes, b);
    }
    return setup;
}

AcceptanceRunInput acceptanceInput(const BenchmarkRun& run, const AcceptanceThresholds& thresholds, bool stale,
                                   const BomValues& declared)
{
    const RunSetup setup = setupOf(run);
    AcceptanceRunInput input{.runId = run.id,
                             .ranks = run.ranks,
                             .nodes = run.nodes,
                             .ownMeasurement = run.source == RunSource::OwnMeasurement,
                             .failedAttempt = run.failure.has_value(),
                             .correctnessFailed = run.correctness() == Correctness::Failed,
                             .correctnessPassed = run.correctness() == Correctness::Passed,
                             .stale = stale};
    if (run.results.isEmpty())
        return input;
    const AtSize largest = atSize(run, setup.maxBytes);
    if (largest.found) {
        input.largestBytes = setup.maxBytes;
        input.largestBusBandwidthGBs = largest.busbw;
    }
    if (run.ranks && run.nodes && *run.nodes > 0)
        input.lineRateGBs = fabricLineRateGBs(declared, std::max(1, *run.ranks / *run.nodes));
    const qint64 bandwidthSize = thresholds.busBandwidthBytes.value_or(setup.maxBytes);
    const AtSize large = atSize(run, bandwidthSize);
    if (large.found) {
        input.bandwidthBytes = bandwidthSize;
        input.busBandwidthGBs = large.busbw;
        input.cvPercent = large.cvPercent;
    }
    const qint64 latencySize = thresholds.p99Bytes.value_or(setup.minBytes);
    const AtSize small = atSize(run, latencySize);
    if (small.found) {
        input.latencyBytes = latencySize;
        input.p99LatencyUs = small.p99;
    }
    return input;
}

QList<RunEvidence> ComparableRuns::ofCandidate(qint64 candidateId) const
{
    QList<RunEvidence> result;
    for (const RunEvidence& run : runs) {
        if (run.candidateId == candidateId)
            result << run;
    }
    return result;
}

QList<RunEvidence> ComparableRuns::thisComputerRuns() const
{
    QList<RunEvidence> result;
    for (const RunEvidence& run : runs) {
        if (run.measuredOn == MeasuredOn::ThisComputer)
            result << run;
    }
    return result;
}

ComparableRuns compareRuns(const QList<BenchmarkRun>& runs, const QSet<qint64>& staleRunIds,
                           const AcceptanceThresholds& thresholds, const QHash<qint64, BomValues>& declared)
{
    ComparableRuns result;
    QList<SetupGroup> groups;
    for (const BenchmarkRun& run : runs) {
        if (!run.candidateId || run.results.isEmpty())
            continue;
        const bool stale = staleRunIds.contains(run.id);
        RunEvidence evidence{
            .runId = run.id,
            .candidateId = *run.candidateId,
            .source = run.source,
            .measuredOn = run.measuredOn,
            .setup = setupOf(run),
            .headline = headlineFigures(run),
            .acceptance =
                judgeRun(acceptanceInput(run, thresholds, stale, declared.value(*run.candidateId)), thresholds)};
        if (run.source != RunSource::OwnMeasurement) {
            evidence.exclusion = QCoreApplication::translate(
                "fw::core::RunEvidence",
                "a supplier's claim: shown beside our measurements, never mixed into the scores");
        } else if (run.measuredOn == MeasuredOn::ThisComputer) {
            evidence.exclusion = QCoreApplication::translate(
                "fw::core::RunEvidence",
                "measured on this computer, not on the candidate's fabric: left out of the scores and the acceptance "
                "rate");
        } else if (stale) {
            evidence.exclusion = QCoreApplication::translate(
                "fw::core::RunEvidence", "the candidate's BOM changed after this run: it no longer measures the offer");
        } else {
            auto group = std::find_if(groups.begin(), groups.end(),
                                      [&](const SetupGroup& g) { return g.setup == evidence.setup; });
            if (group == groups.end())
                groups << SetupGroup{evidence.setup, {evidence.candidateId}};
            else
                group->candidates.insert(evidence.candidateId);
        }
        result.runs << evidence;
    }
    if (groups.isEmpty())
        return result;
    result.reference = std::min_element(groups.begin(), groups.end(), better)->setup;
    for (RunEvidence& run : result.runs) {
        if (!run.exclusion.isEmpty())
            continue;
        run.comparable = run.setup == *result.reference;
        if (!run.comparable) {
            run.exclusion = QCoreApplication::translate("fw::core::RunEvidence", "%1: not comparable with %2")
                                .arg(run.setup.describe(), result.reference->describe());
        }
    }
    return result;
}

} // namespace fw::core
