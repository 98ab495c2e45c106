// SPDX-License-Identifier: Apache-2.0
#include "charts/chartdata.h"

#include "analysis/bomdrift.h"
#include "analysis/numberformat.h"
#include "analysis/stragglerverdict.h"
#include "base/ranksummary.h"
#include "base/stats.h"
#include "charts/chartrows.h"
#include "charts/charts.h"
#include "evidence/costdecisionsnapshot.h"
#include "remote/planresults.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/bomrepository.h"
#include "storage/candidaterepository.h"
#include "storage/comparequeries.h"

#include <QHash>
#include <QLocale>
#include <QMap>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <tuple>

namespace fw::app {

using namespace fw::core;

namespace {

// Chart labels are short: the supplier alone, with the offer only where one supplier has several candidates.
QHash<qint64, QString> candidateNames(const QList<Candidate>& candidates)
{
    QHash<QString, int> perSupplier;
    for (const Candidate& c : candidates)
        ++perSupplier[c.supplier];
    QHash<qint64, QString> names;
    for (const Candidate& c : candidates) {
        if (c.supplier.isEmpty())
            names.insert(c.id, c.offerName);
        else if (perSupplier.value(c.supplier) > 1 && !c.offerName.isEmpty())
            names.insert(c.id, QStringLiteral("%1 %2").arg(c.supplier, c.offerName));
        else
            names.insert(c.id, c.supplier);
    }
    return names;
}

double pick(const CompareRow& row, TailPercentile p)
{
    switch (p) {
    case TailPercentile::P50:
        return row.p50Us;
    case TailPercentile::P95:
        return row.p95Us;
    case TailPercentile::P99:
        return row.p99Us;
    case TailPercentile::P999:
        return row.p999Us;
    case TailPercentile::Average:
        return row.timeAvgUs;
    }
    return kUnknown;
}

// The grouping key of a run when too many are selected for one line each.
QString groupKey(const CompareRun& run)
{
    return QStringLiteral("%1/%2/%3/%4")
        .arg(run.candidateId.value_or(0))
        .arg(storageKey(run.source))
        .arg(run.stale ? 1 : 0)
        .arg(storageKey(run.measuredOn));
}

CompareRun groupRun(const CompareRun& first)
{
    CompareRun g = first;
    g.runId = 0;
    g.label = first.candidateName.isEmpty() ? Charts::tr("No candidate") : first.candidateName;
    if (first.measuredOn == MeasuredOn::ThisComputer)
        g.label = Charts::tr("%1 (this computer)").arg(g.label);
    return g;
}

// Per size, the worse value over in place/out of place and cycles: what a job may meet. `higherIsWorse` is true
// for times, false for bandwidths.
QMap<qint64, std::pair<double, int>> worstBySize(const QList<CompareRow>& rows, TailPercentile p, bool higherIsWorse,
                                                 bool bandwidth)
{
    QMap<qint64, std::pair<double, int>> bySize;
    for (const CompareRow& row : rows) {
        const double v = bandwidth ? row.busbwGBs : pick(row, p);
        if (!isKnown(v) || v <= 0)
            continue;
        auto it = bySize.find(row.bytes);
        if (it == bySize.end()) {
            bySize.insert(row.bytes, {v, row.iterations});
        } else {
            if (higherIsWorse ? v > it->first : v < it->first)
                it->first = v;
            it->second = std::max(it->second, row.iterations);
        }
    }
    return bySize;
}

} // namespace

// The rows of each selected run, by run id.
QHash<qint64, QList<CompareRow>> rowsByRun(ProjectFile& project, const QList<CompareRun>& runs,
                                           const CompareSelection& selection)
{
    QList<qint64> ids;
    ids.reserve(runs.size());
    for (const CompareRun& run : runs)
        ids << run.runId;
    QHash<qint64, QList<CompareRow>> result;
    for (const CompareRow& row : CompareQueries(project).rows(ids, selection.minBytes, selection.maxBytes))
        result[row.runId] << row;
    return result;
}

// The row a single-size chart reads: the size asked for (or the largest with samples), out of place first, cycle 0.
std::optional<CompareRow> focusRow(const QList<CompareRow>& rows, qint64 bytes, bool needRankSamples)
{
    const CompareRow* best = nullptr;
    for (const CompareRow& row : rows) {
        const bool has = needRankSamples ? row.hasRankSamples : row.hasIterationSamples;
        if (!has || (bytes > 0 && row.bytes != bytes))
            continue;
        if (!best || row.bytes > best->bytes ||
            (row.bytes == best->bytes && (std::pair(row.inPlace, row.cycle) < std::pair(best->inPlace, best->cycle))))
            best = &row;
    }
    return best ? std::optional<CompareRow>(*best) : std::nullopt;
}

QList<CompareRun> focusedRuns(ProjectFile& project, const CompareSelection& selection)
{
    QList<CompareRun> runs = selectedRuns(listCompareRuns(project), selection);
    auto it =
        std::find_if(runs.begin(), runs.end(), [&](const CompareRun& r) { return r.runId == selection.focusRunId; });
    if (selection.focusRunId > 0 && it != runs.end())
        std::rotate(runs.begin(), it, it + 1);
    return runs;
}

QList<CompareRun> listCompareRuns(ProjectFile& project)
{
    const QHash<qint64, QString> names = candidateNames(CandidateRepository(project).all());
    BomRepository boms(project);
    QSet<qint64> stale;
    for (const StaleRun& run : staleRuns(boms.snapshots(), boms.allDeclared()))
        stale.insert(run.runId);

    QList<CompareRun> result;
    for (const BenchmarkRun& run : BenchmarkRunRepository(project).list()) {
        CompareRun c;
        c.runId = run.id;
        c.candidateId = run.candidateId;
        if (run.candidateId)
            c.candidateName = names.value(*run.candidateId);
        c.source = run.source;
        c.tool = run.tool;
        c.testName = run.testName;
        c.ranks = run.ranks;
        c.nodes = run.nodes;
        c.minBytes = run.summary.minBytes;
        c.maxBytes = run.summary.maxBytes;
        c.stale = stale.contains(run.id);
        c.measuredOn = run.measuredOn;
        c.importedAt = run.provenance.importedAt.toString(Qt::ISODate);
        // "Candidate · tool · date": the date the run was made where the log says it, else when it was imported.
        QDateTime when = QDateTime::fromString(run.startedAt, Qt::ISODate);
        if (!when.isValid())
            when = run.provenance.importedAt;
        c.when = when.toLocalTime();
        const QString who = c.candidateName.isEmpty() ? run.provenance.fileName : c.candidateName;
        const QString what = run.label.isEmpty() ? run.tool : run.label;
        c.label = QStringList{who, what, c.when.date().toString(Qt::ISODate)}.join(QStringLiteral(" \u00b7 "));
        result << c;
    }
    // Two runs of one candidate, tool and day: the time tells them apart, and the number where even that is shared.
    QHash<QString, int> seen;
    for (const CompareRun& c : std::as_const(result))
        ++seen[c.label];
    QHash<QString, int> seenWithTime;
    for (CompareRun& c : result)
        if (seen.value(c.label) > 1)
            ++seenWithTime[c.label += c.when.toString(QStringLiteral(" HH:mm"))];
    for (CompareRun& c : result)
        if (seenWithTime.value(c.label) > 1)
            c.label += QStringLiteral(" (#%1)").arg(c.runId);
    for (CompareRun& c : result) // a run of this computer says so wherever a chart names it
        if (c.measuredOn == MeasuredOn::ThisComputer)
            c.label = Charts::tr("%1 (this computer)").arg(c.label);
    return result;
}

QList<CompareRun> selectedRuns(const QList<CompareRun>& all, const CompareSelection& selection)
{
    const QSet<qint64> candidates(selection.candidateIds.begin(), selection.candidateIds.end());
    const QSet<qint64> runs(selection.runIds.begin(), selection.runIds.end());
    QList<CompareRun> result;
    for (const CompareRun& run : all) {
        if (!candidates.isEmpty() && !candidates.contains(run.candidateId.value_or(0)))
            continue;
        if (!runs.isEmpty() && !runs.contains(run.runId))
            continue;
        if (!selection.collective.isEmpty() && run.testName != selection.collective)
            continue;
        result << run;
    }
    return result;
}

TailLatencyData loadTailLatency(ProjectFile& project, const CompareSelection& selection)
{
    TailLatencyData data;
    const QList<CompareRun> runs = selectedRuns(listCompareRuns(project), selection);
    if (runs.isEmpty()) {
        data.notes << Charts::tr("No runs match the selection.");
        return data;
    }
    const QHash<qint64, QList<CompareRow>> rows = rowsByRun(project, runs, selection);
    const bool grouped = runs.size() > kMaxRunSeries;
    int averageOnly = 0;

    // Per run and percentile, the points; grouped runs are merged into medians below.
    struct Group
    {
        CompareRun run;
        int runCount = 0;
        QMap<qint64, QList<double>> values[5];
        QMap<qint64, int> samples[5];
        QMap<qint64, P99Interval> intervals; // p99 of a single run, by size
    };
    QList<Group> groups;
    QHash<QString, qsizetype> groupIndex;
    for (const CompareRun& run : runs) {
        const QList<CompareRow> runRows = rows.value(run.runId);
        bool anyPercentile = false;
        for (const CompareRow& row : runRows)
            anyPercentile =
                anyPercentile || isKnown(row.p50Us) || isKnown(row.p95Us) || isKnown(row.p99Us) || isKnown(row.p999Us);
        QList<TailPercentile> wanted = selection.percentiles;
        if (!anyPercentile) {
            wanted = {TailPercentile::Average};
            ++averageOnly;
        }
        const QString key = grouped ? groupKey(run) : QString::number(run.runId);
        if (!groupIndex.contains(key)) {
            groupIndex.insert(key, groups.size());
            groups << Group{grouped ? groupRun(run) : run};
        }
        Group& g = groups[groupIndex.value(key)];
        ++g.runCount;
        for (TailPercentile p : wanted) {
            const auto bySize = worstBySize(runRows, p, true, false);
            for (auto it = bySize.begin(); it != bySize.end(); ++it) {
                g.values[int(p)][it.key()] << it->first;
                g.samples[int(p)][it.key()] += it->second;
            }
            if (p != TailPercentile::P99)
                continue;
            for (const CompareRow& row : runRows) {
                if (row.p99Interval.confidence > 0 && bySize.value(row.bytes).first == row.p99Us)
                    g.intervals.insert(row.bytes, row.p99Interval); // the interval of the row the line shows
            }
        }
    }
    for (const Group& g : groups) {
        for (int p = 0; p < 5; ++p) {
            if (g.values[p].isEmpty())
                continue;
            TailSeries series{g.run, g.runCount, TailPercentile(p), {}};
            for (auto it = g.values[p].begin(); it != g.values[p].end(); ++it) {
                series.points << TailPoint{it.key(), base::medianOfKnown(*it), g.samples[p].value(it.key())};
                if (g.runCount == 1 && TailPercentile(p) == TailPercentile::P99)
                    series.points.last().interval = g.intervals.value(it.key());
            }
            data.series << series;
        }
    }
    if (grouped)
        data.notes << Charts::tr("%n runs selected: each line is the median over one candidate's runs.", nullptr,
                                 int(runs.size()));
    if (averageOnly > 0)
        data.notes << Charts::tr("%n run(s) report no percentiles; their average time is drawn instead.", nullptr,
                                 averageOnly);
    return data;
}

BusBandwidthData loadBusBandwidth(ProjectFile& project, const CompareSelection& selection)
{
    BusBandwidthData data;
    const QList<CompareRun> runs = selectedRuns(listCompareRuns(project), selection);
    if (runs.isEmpty()) {
        data.notes << Charts::tr("No runs match the selection.");
        return data;
    }
    const QHash<qint64, QList<CompareRow>> rows = rowsByRun(project, runs, selection);
    const bool grouped = runs.size() > kMaxRunSeries;
    struct Group
    {
        CompareRun run;
        int runCount = 0;
        QMap<qint64, QList<double>> values;
    };
    QList<Group> groups;
    QHash<QString, qsizetype> groupIndex;
    QSet<qint64> candidates;
    for (const CompareRun& run : runs) {
        if (run.candidateId)
            candidates.insert(*run.candidateId);
        const QString key = grouped ? groupKey(run) : QString::number(run.runId);
        if (!groupIndex.contains(key)) {
            groupIndex.insert(key, groups.size());
            groups << Group{grouped ? groupRun(run) : run};
        }
        Group& g = groups[groupIndex.value(key)];
        ++g.runCount;
        const auto bySize = worstBySize(rows.value(run.runId), TailPercentile::P50, false, true);
        for (auto it = bySize.begin(); it != bySize.end(); ++it)
            g.values[it.key()] << it->first;
    }
    int withoutBandwidth = 0;
    for (const Group& g : groups) {
        if (g.values.isEmpty()) {
            withoutBandwidth += g.runCount;
            continue;
        }
        BandwidthSeries series{g.run, g.runCount, {}};
        for (auto it = g.values.begin(); it != g.values.end(); ++it)
            series.points << BandwidthPoint{it.key(), base::medianOfKnown(*it)};
        data.series << series;
    }
    if (withoutBandwidth > 0)
        data.notes << Charts::tr("%n run(s) report no bus bandwidth.", nullptr, withoutBandwidth);
    if (grouped)
        data.notes << Charts::tr("%n runs selected: each line is the median over one candidate's runs.", nullptr,
                                 int(runs.size()));

    const QHash<qint64, BomValues> declared = BomRepository(project).allDeclared();
    QHash<qint64, QString> names;
    for (const CompareRun& run : runs)
        if (run.candidateId)
            names.insert(*run.candidateId, run.candidateName);
    QList<qint64> ids(candidates.begin(), candidates.end());
    std::sort(ids.begin(), ids.end());
    for (qint64 id : ids) {
        bool ok = false;
        const double gbps = declared.value(id).value(QStringLiteral("nic_speed")).trimmed().toDouble(&ok);
        if (ok && gbps > 0)
            data.lineRates << LineRate{id, names.value(id), gbps};
        else
            data.notes << Charts::tr("%1 declares no NIC speed in its BOM, so no line rate is drawn for it.")
                              .arg(names.value(id));
    }
    return data;
}

namespace {

QString stepSpan(const PlacedCounterDelta& placed)
{
    return placed.firstStep == placed.lastStep
               ? Charts::tr("step %1").arg(placed.firstStep + 1)
               : Charts::tr("steps %1 to %2").arg(placed.firstStep + 1).arg(placed.lastStep + 1);
}

// The counters that changed most over a delta, largest change first.
QString largestChanges(const CounterDelta& delta, int count)
{
    QList<CounterChange> changes = delta.changes;
    std::sort(changes.begin(), changes.end(),
              [](const CounterChange& a, const CounterChange& b) { return a.delta.value_or(0) > b.delta.value_or(0); });
    QStringList parts;
    for (const CounterChange& change : changes.mid(0, count)) {
        parts << (change.delta ? Charts::tr("%1 +%2").arg(change.name, QLocale().toString(*change.delta))
                               : Charts::tr("%1 reset").arg(change.name));
    }
    return parts.isEmpty() ? Charts::tr("no counter changed") : parts.join(QStringLiteral(", "));
}

// What the timeline says of the counters around its run: the deltas over the run's own step first, then the others
// of the plan run in one line each.
QStringList counterNotes(const RunCounters& counters)
{
    if (!counters.planRunId)
        return {Charts::tr("This run did not come from a plan run, so no counters were read around it. A plan with "
                           "counters steps before and after its benchmarks reads them.")};
    if (counters.deltas.isEmpty())
        return {Charts::tr("Plan run %1 read no counters around this run: put counters steps before and after the "
                           "benchmark steps, or use a fault step, which reads them over the fault.")
                    .arg(*counters.planRunId)};
    QStringList notes{Charts::tr("Counter deltas of plan run %1; this run is step %2 (%3):")
                          .arg(*counters.planRunId)
                          .arg(counters.runStep + 1)
                          .arg(counters.runPhase)};
    int others = 0;
    for (const PlacedCounterDelta& placed : counters.deltas) {
        const int alarms = int(placed.delta.alarms.size());
        if (!placed.coversRun) {
            ++others;
            continue;
        }
        notes << Charts::tr("%1 on %2, %3 s: %4; %n alarm(s)", nullptr, alarms)
                     .arg(stepSpan(placed), placed.host, formatNumber(placed.delta.intervalS),
                          largestChanges(placed.delta, 3));
    }
    if (notes.size() == 1)
        notes << Charts::tr("No counter delta spans this run's step.");
    if (others > 0)
        notes << Charts::tr("%n other counter delta(s) of the plan run cover other steps.", nullptr, others);
    return notes;
}

} // namespace

TimelineData loadTimeline(ProjectFile& project, const CompareSelection& selection)
{
    TimelineData data;
    const QList<CompareRun> runs = focusedRuns(project, selection);
    CompareQueries queries(project);
    const QHash<qint64, QList<CompareRow>> rows = rowsByRun(project, runs, selection);
    // The first run (the focused one first) with per-iteration samples at the size.
    for (const CompareRun& run : runs) {
        const std::optional<CompareRow> row = focusRow(rows.value(run.runId), selection.sizeBytes, false);
        if (!row)
            continue;
        data.run = run;
        data.bytes = row->bytes;
        data.samples = queries.iterationSamples(run.runId, row->ordinal);
        break;
    }
    if (!data.run)
        data.notes << Charts::tr("No selected run stores per-iteration samples at this size. Runs of the fabric agent "
                                 "and logs with raw samples do.");
    if (data.run) {
        data.counters = PlanResults::countersAround(project, data.run->runId);
        data.notes << counterNotes(data.counters);
    }
    return data;
}

RunVariationData loadRunVariation(ProjectFile& project, const CompareSelection& selection)
{
    // A box needs its BLOB, so only this many runs are read: enough for a readable chart.
    constexpr int kMaxBoxes = 24;
    RunVariationData data;
    const QList<CompareRun> runs = selectedRuns(listCompareRuns(project), selection);
    const QHash<qint64, QList<CompareRow>> rows = rowsByRun(project, runs, selection);
    // The size: asked for, or the largest size with samples in the first run that has any.
    qint64 bytes = selection.sizeBytes;
    if (bytes <= 0) {
        for (const CompareRun& run : runs)
            if (const auto row = focusRow(rows.value(run.runId), 0, false)) {
                bytes = row->bytes;
                break;
            }
    }
    data.bytes = bytes;
    CompareQueries queries(project);
    QMap<QString, QList<double>> mediansByCandidate;
    int skipped = 0;
    for (const CompareRun& run : runs) {
        const std::optional<CompareRow> row = bytes > 0 ? focusRow(rows.value(run.runId), bytes, false) : std::nullopt;
        if (!row)
            continue;
        if (data.boxes.size() >= kMaxBoxes) {
            ++skipped;
            continue;
        }
        const std::vector<float> samples = queries.iterationSamples(run.runId, row->ordinal);
        const BoxStats stats = boxStats(std::span<const float>(samples));
        if (stats.count == 0)
            continue;
        data.boxes << VariationBox{run, stats};
        mediansByCandidate[run.candidateName.isEmpty() ? Charts::tr("No candidate") : run.candidateName]
            << stats.median;
    }
    for (auto it = mediansByCandidate.begin(); it != mediansByCandidate.end(); ++it)
        data.variation << CandidateVariation{it.key(), int(it->size()),
                                             it->size() > 1 ? coefficientOfVariationPct(*it) : kUnknown};
    if (data.boxes.isEmpty())
        data.notes << Charts::tr("No selected run stores per-iteration samples at this size.");
    if (skipped > 0)
        data.notes << Charts::tr("%n more run(s) not drawn; narrow the selection to see them.", nullptr, skipped);
    return data;
}

FaultImpactData loadFaultImpact(ProjectFile& project, const CompareSelection& selection)
{
    FaultImpactData data;
    const QSet<qint64> wanted(selection.candidateIds.begin(), selection.candidateIds.end());
    const auto selected = [&](const std::optional<qint64>& candidate) {
        return wanted.isEmpty() || wanted.contains(candidate.value_or(0));
    };
    const QHash<qint64, QString> names = candidateNames(CandidateRepository(project).all());
    const auto nameOf = [&](const std::optional<qint64>& candidate) {
        return candidate ? names.value(*candidate, Charts::tr("Deleted candidate")) : QString();
    };
    const auto labelOf = [&](const std::optional<qint64>& candidate, const QString& label, int step) {
        const QString who = candidate ? nameOf(candidate) : Charts::tr("No candidate");
        return Charts::tr("%1 \u2014 %2").arg(who, label.isEmpty() ? Charts::tr("step %1").arg(step + 1) : label);
    };

    // Per fault, the figures of each run by size (the worse of in and out of place), and the sizes all its runs share.
    struct Figures
    {
        QMap<qint64, std::pair<double, double>> before, during, after; // bytes → p99 (worst), bus bandwidth (worst)
    };
    const auto collapse = [](const QList<SizeImpact>& impact, bool baseline) {
        QMap<qint64, std::pair<double, double>> out;
        for (const SizeImpact& s : impact) {
            const double p99 = baseline ? s.baselineP99Us : s.duringP99Us;
            const double busbw = baseline ? s.baselineBusbwGBs : s.duringBusbwGBs;
            auto it = out.find(s.bytes);
            if (it == out.end()) {
                out.insert(s.bytes, {p99, busbw});
                continue;
            }
            if (isKnown(p99) && (!isKnown(it->first) || p99 > it->first))
                it->first = p99;
            if (isKnown(busbw) && (!isKnown(it->second) || busbw < it->second))
                it->second = busbw;
        }
        return out;
    };
    QList<Figures> figures;
    QList<QSet<qint64>> shared;
    for (const FaultStepResult& step : PlanResults::faultSteps(project)) {
        if (!selected(step.candidateId))
            continue;
        FaultImpactEntry e;
        e.planRunId = step.planRunId;
        e.step = step.step;
        e.candidateId = step.candidateId;
        e.candidateName = nameOf(step.candidateId);
        e.label = labelOf(step.candidateId, step.label, step.step);
        e.faultKind = step.faultKind;
        e.faultReach = step.faultReach;
        e.faultTarget = step.faultTarget;
        e.node = step.node;
        e.startedAt = step.planStartedAt;
        e.applied = step.applied;
        e.stepFailed = step.status != DispatchResult::Status::Complete;
        e.stepMessage = step.message;
        e.duringFailed = step.duringFailed;
        e.duringMessage = step.duringMessage;
        e.revertReason = step.revertReason;
        e.revertOk = step.revertOk;
        e.tolerance = step.tolerance;
        e.recoveryRuns = step.recoveryRuns;
        if (step.recovery) {
            e.recoveryMeasured = true;
            e.recovered = step.recovery->recovered;
            e.recoverySeconds = step.recovery->secondsToRecover;
            e.observedWindowS = step.recovery->observedWindowS;
        }
        e.countersRead = step.countersRead;
        e.counterAlarms = step.counterAlarms();
        e.criticalAlarms = step.counterCriticals;

        Figures f;
        QSet<qint64> sizes;
        if (step.before) {
            if (step.during) {
                f.during = collapse(step.impact, false);
                f.before = collapse(step.impact, true);
            }
            if (step.after) {
                const QList<SizeImpact> impact = FaultImpact::impact(*step.before, *step.after);
                f.after = collapse(impact, false);
                if (f.before.isEmpty())
                    f.before = collapse(impact, true);
            }
            if (!step.during && !step.after)
                f.before = collapse(FaultImpact::impact(*step.before, *step.before), true);
            const QList<qint64> keys = f.before.keys();
            sizes = QSet<qint64>(keys.begin(), keys.end());
            if (step.during)
                sizes.intersect(QSet<qint64>(f.during.keyBegin(), f.during.keyEnd()));
            if (step.after)
                sizes.intersect(QSet<qint64>(f.after.keyBegin(), f.after.keyEnd()));
        }
        data.faults << e;
        figures << f;
        shared << sizes;
    }
    data.available = !data.faults.isEmpty();

    // One size for every fault when they share one: the largest.
    QSet<qint64> common;
    bool first = true;
    for (const QSet<qint64>& sizes : std::as_const(shared)) {
        if (sizes.isEmpty())
            continue;
        if (first)
            common = sizes;
        else
            common.intersect(sizes);
        first = false;
    }
    if (!common.isEmpty())
        data.bytes = *std::max_element(common.begin(), common.end());
    for (qsizetype i = 0; i < data.faults.size(); ++i) {
        FaultImpactEntry& e = data.faults[i];
        const QSet<qint64>& sizes = shared.at(i);
        if (sizes.isEmpty())
            continue;
        e.bytes =
            data.bytes > 0 && sizes.contains(data.bytes) ? data.bytes : *std::max_element(sizes.begin(), sizes.end());
        const Figures& f = figures.at(i);
        const auto at = [&](const QMap<qint64, std::pair<double, double>>& m) {
            return m.value(e.bytes, {kUnknown, kUnknown});
        };
        std::tie(e.beforeP99Us, e.beforeBusbwGBs) = at(f.before);
        std::tie(e.duringP99Us, e.duringBusbwGBs) = at(f.during);
        std::tie(e.afterP99Us, e.afterBusbwGBs) = at(f.after);
    }

    for (const ReplayStepResult& step : PlanResults::replaySteps(project)) {
        if (!selected(step.candidateId))
            continue;
        const ReplayResults& r = step.results;
        ReplayEntry e;
        e.planRunId = step.planRunId;
        e.step = step.step;
        e.candidateId = step.candidateId;
        e.candidateName = nameOf(step.candidateId);
        e.label = labelOf(step.candidateId, step.label, step.step);
        e.mode = r.mode;
        e.steps = r.steps;
        e.p50Us = r.stepTimeUs.p50;
        e.p95Us = r.stepTimeUs.p95;
        e.p99Us = r.stepTimeUs.p99;
        e.tokensPerS = r.tokensPerS.p50;
        e.exposedP50Us = r.exposedUs.p50;
        e.latencyP99Us = r.requestLatencyUs.p99;
        e.p99Inflation = r.p99Inflation;
        e.failed = step.status != DispatchResult::Status::Complete || !r.hasResult || r.jobFailed() ||
                   r.stream.aborted() || r.stream.failed() || !r.stream.ok();
        data.replays << e;
    }

    if (!data.available)
        data.notes << Charts::tr("No fault step of an acceptance plan is stored for the selected candidates, so "
                                 "before/during/after p99, bus bandwidth and recovery time cannot be shown.");
    return data;
}

CostData loadCost(ProjectFile& project, const CompareSelection& selection)
{
    CostData data;
    const core::CostDecisionSnapshot snapshot = core::CostDecisionSnapshot::load(&project);
    data.currency = snapshot.settings.currency;
    data.period = snapshot.settings.period;
    const QSet<qint64> wanted(selection.candidateIds.begin(), selection.candidateIds.end());
    const QHash<qint64, QString> names = candidateNames(snapshot.candidates);
    for (qsizetype i = 0; i < snapshot.candidates.size(); ++i) {
        const Candidate& c = snapshot.candidates.at(i);
        if (!wanted.isEmpty() && !wanted.contains(c.id))
            continue;
        const CostResult& result = snapshot.results.at(i);
        CandidateCost cost;
        cost.candidateId = c.id;
        cost.candidateName = names.value(c.id);
        for (int k = 0; k < kCostComponentCount; ++k)
            cost.components[std::size_t(k)] = result.inputs[std::size_t(k)].value;
        cost.total = result.total;
        cost.costPerAcceptedRun = result.costPerAcceptedRun;
        cost.ready = result.ready;
        cost.missing = result.missing;
        for (const AcceptanceRunInput& run : snapshot.cases.at(i).evidence.benchmarkRuns) {
            if (!run.ownMeasurement || run.stale || !isKnown(run.p99LatencyUs))
                continue;
            cost.p99SmallestUs =
                cost.p99SmallestUs ? std::min(*cost.p99SmallestUs, run.p99LatencyUs) : run.p99LatencyUs;
        }
        data.candidates << cost;
    }
    if (data.candidates.isEmpty())
        data.notes << Charts::tr("No candidate is selected.");
    return data;
}

} // namespace fw::app
