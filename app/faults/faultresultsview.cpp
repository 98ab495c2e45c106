// SPDX-License-Identifier: Apache-2.0
#include "faults/faultresultsview.h"

#include "analysis/communicationpattern.h"
#include "analysis/numberformat.h"
#include "common/objectnames.h"
#include "domain/faultreach.h"
#include "ingest/agentresults.h"
#include "ingest/importer.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMap>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <functional>

namespace fw::app {

namespace {

using StepRow = FaultResultsView::StepRow;

QString microseconds(double us)
{
    if (!core::isKnown(us))
        return QStringLiteral("–");
    if (us >= 1e6)
        return FaultResultsView::tr("%1 s").arg(core::formatNumber(us / 1e6));
    if (us >= 1e3)
        return FaultResultsView::tr("%1 ms").arg(core::formatNumber(us / 1e3));
    return FaultResultsView::tr("%1 µs").arg(core::formatNumber(us));
}

QString gbs(double value)
{
    return core::isKnown(value) ? FaultResultsView::tr("%1 GB/s").arg(core::formatNumber(value)) : QStringLiteral("–");
}

QString ratio(double value)
{
    return core::isKnown(value) ? FaultResultsView::tr("×%1").arg(QLocale().toString(value, 'f', 2))
                                : QStringLiteral("–");
}

QString signedNumber(double value, const QString& text)
{
    return value >= 0 ? QStringLiteral("+") + text : QStringLiteral("−") + text;
}

QTreeWidgetItem* addItem(QTreeWidgetItem* parent, const QString& what, const QString& value, const QString& detail,
                         const QString& verdict = QString())
{
    auto* item = new QTreeWidgetItem(parent, {what, value, detail});
    item->setData(FaultResultsView::What, FaultResultsView::VerdictRole, verdict);
    QColor colour;
    if (verdict == QLatin1StringView("failed") || verdict == QLatin1StringView("critical"))
        colour = QColor(0xf8, 0xc9, 0xc4);
    else if (verdict == QLatin1StringView("degraded") || verdict == QLatin1StringView("warning"))
        colour = QColor(0xff, 0xe8, 0xa8);
    if (colour.isValid()) {
        for (int column = 0; column < FaultResultsView::ColumnCount; ++column) {
            item->setBackground(column, colour);
            item->setForeground(column, QColor(0x20, 0x20, 0x20));
        }
    }
    for (int column = 0; column < FaultResultsView::ColumnCount; ++column)
        item->setToolTip(column, item->text(column));
    return item;
}

QString phaseName(const QString& phase)
{
    if (phase == QLatin1StringView("before"))
        return FaultResultsView::tr("before the fault");
    if (phase == QLatin1StringView("during"))
        return FaultResultsView::tr("during the fault");
    if (phase == QLatin1StringView("after") || phase == QLatin1StringView("recovery"))
        return FaultResultsView::tr("after the revert");
    if (phase == QLatin1StringView("replay_before"))
        return FaultResultsView::tr("replay before the fault");
    if (phase == QLatin1StringView("replay_during"))
        return FaultResultsView::tr("replay during the fault");
    return phase;
}

} // namespace

FaultResultsView::FaultResultsView(QWidget* parent)
    : QWidget(parent), m_summary(named(new QLabel(this), "summary")),
      m_tree(named(new QTreeWidget(this), "resultSteps"))
{
    m_summary->setWordWrap(true);
    m_tree->setColumnCount(ColumnCount);
    m_tree->setAlternatingRowColors(false);
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_tree->header()->setStretchLastSection(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree, 1);
    rebuild();
}

void FaultResultsView::setSteps(const QList<StepRow>& rows, const QList<core::FaultStepResult>& faults,
                                const QList<core::ReplayStepResult>& replays,
                                const QList<core::IsolationStepResult>& isolations)
{
    m_rows = rows;
    m_faults = faults;
    m_replays = replays;
    m_isolations = isolations;
    rebuild();
}

void FaultResultsView::clear()
{
    m_rows.clear();
    m_faults.clear();
    m_replays.clear();
    m_isolations.clear();
    rebuild();
}

QTreeWidgetItem* FaultResultsView::stepItem(int ordinal) const
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_tree->topLevelItem(i);
        if (item->data(Value, Qt::UserRole).toInt() == ordinal)
            return item;
    }
    return nullptr;
}

void FaultResultsView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QWidget::changeEvent(event);
}

void FaultResultsView::rebuild()
{
    m_tree->clear();
    m_tree->setHeaderLabels({tr("Result"), tr("Value"), tr("Detail")});
    if (m_rows.isEmpty()) {
        m_summary->setText(tr("No plan run chosen, or it has not run any step yet."));
        return;
    }
    QMap<int, QList<StepRow>> steps;
    for (const StepRow& row : m_rows)
        steps[row.ordinal] << row;
    int failedRuns = 0;
    int thisComputerSteps = 0;
    for (auto it = steps.cbegin(); it != steps.cend(); ++it) {
        const QList<StepRow>& rows = it.value();
        const StepRow& first = rows.constFirst();
        auto* top = new QTreeWidgetItem(m_tree, {tr("Step %1: %2").arg(it.key() + 1).arg(first.label), first.kind});
        top->setData(Value, Qt::UserRole, it.key());
        QFont bold = top->font(What);
        bold.setBold(true);
        top->setFont(What, bold);
        // A step that ran on this computer measured this computer: marked where its result is read (issue 43).
        if (std::any_of(rows.cbegin(), rows.cend(),
                        [](const StepRow& row) { return row.measuredOn == core::MeasuredOn::ThisComputer; })) {
            ++thisComputerSteps;
            top->setText(Detail, tr("Measured on this computer, not on a candidate's fabric: left out of the scores"));
        }
        if (first.kind == QLatin1StringView("fault")) {
            const auto fault = std::find_if(m_faults.cbegin(), m_faults.cend(),
                                            [&](const core::FaultStepResult& f) { return f.step == it.key(); });
            addFault(top, rows, fault == m_faults.cend() ? nullptr : &*fault);
        } else if (first.kind == QLatin1StringView("storage"))
            addStorage(top, rows);
        else if (first.kind == QLatin1StringView("replay"))
            addReplay(top, rows);
        else if (first.kind == QLatin1StringView("counters"))
            addCounters(top, rows);
        else if (first.kind == QLatin1StringView("isolate")) {
            const auto isolation = std::find_if(m_isolations.cbegin(), m_isolations.cend(),
                                                [&](const core::IsolationStepResult& i) { return i.step == it.key(); });
            addIsolation(top, rows, isolation == m_isolations.cend() ? nullptr : &*isolation);
        } else
            addBaseline(top, rows);
        // The step's verdict is its worst child's.
        const auto rank = [](const QString& v) {
            static const QStringList order = {QStringLiteral("warning"), QStringLiteral("degraded"),
                                              QStringLiteral("critical"), QStringLiteral("failed")};
            return order.indexOf(v);
        };
        QString worst;
        std::function<void(QTreeWidgetItem*)> visit = [&](QTreeWidgetItem* item) {
            const QString v = item->data(What, VerdictRole).toString();
            if (v == QLatin1StringView("failed"))
                ++failedRuns;
            if (rank(v) > rank(worst))
                worst = v;
            for (int i = 0; i < item->childCount(); ++i)
                visit(item->child(i));
        };
        for (int i = 0; i < top->childCount(); ++i)
            visit(top->child(i));
        top->setData(What, VerdictRole, worst.isEmpty() ? QStringLiteral("ok") : worst);
        top->setExpanded(true);
    }
    m_tree->resizeColumnToContents(What);
    m_tree->resizeColumnToContents(Value);
    QString summary = failedRuns == 0
                          ? tr("%n step(s). Every run completed.", nullptr, int(steps.size()))
                          : tr("%n step(s). Runs that failed or were aborted are results of their step, marked in red.",
                               nullptr, int(steps.size()));
    if (thisComputerSteps > 0)
        summary += QLatin1Char(' ') + tr("Steps that ran on this computer (%n) measured this computer, not a "
                                         "candidate's fabric: the scores leave them out.",
                                         nullptr, thisComputerSteps);
    m_summary->setText(summary);
}

bool FaultResultsView::addRunOutcome(QTreeWidgetItem* parent, const StepRow& row, const QString& what)
{
    const core::AgentStreamInfo info = core::AgentResults::parseInfo(row.stream);
    QStringList why;
    if (!row.message.isEmpty())
        why << row.message;
    for (const core::AgentMessage& e : info.errors)
        why << (e.host.isEmpty() ? e.message : tr("%1 (host %2)").arg(e.message, e.host));
    if (!info.endMessage.isEmpty() && !why.contains(info.endMessage))
        why << info.endMessage;
    QString value;
    if (row.status != QLatin1StringView("complete") && !row.status.isEmpty())
        value = row.status;
    else if (info.error)
        value = tr("unreadable");
    else if (info.aborted() || info.truncated)
        value = tr("aborted");
    else if (info.endStatus == QLatin1StringView("failed") || !info.errors.isEmpty())
        value = tr("failed");
    if (value.isEmpty())
        return false;
    if (info.error)
        why << info.error->text();
    if (info.aborted())
        why << tr("the stream stopped without its end event");
    addItem(parent, what, value, why.join(QStringLiteral("; ")), QStringLiteral("failed"));
    return true;
}

void FaultResultsView::addBaseline(QTreeWidgetItem* parent, const QList<StepRow>& rows)
{
    int n = 0;
    for (const StepRow& row : rows) {
        ++n;
        const QString what = tr("Run %1").arg(n);
        if (addRunOutcome(parent, row, what))
            continue;
        const std::optional<core::BenchmarkRun> run = core::Importer::agentRun(row.stream);
        if (!run || run->results.isEmpty()) {
            addItem(parent, what, tr("no results"), QString(), QStringLiteral("warning"));
            continue;
        }
        const core::SizeResult* largest = &run->results.constFirst();
        for (const core::SizeResult& r : run->results) {
            if (r.bytes > largest->bytes || (r.bytes == largest->bytes && !r.inPlace))
                largest = &r;
        }
        addItem(parent, what, tr("average bus bandwidth %1").arg(gbs(run->avgBusbwGBs)),
                tr("%1 at %2: p99 %3, bus bandwidth %4")
                    .arg(run->testName, core::formatBytes(largest->bytes), microseconds(largest->p99Us),
                         gbs(largest->busbwGBs)));
    }
}

void FaultResultsView::addIsolation(QTreeWidgetItem* parent, const QList<StepRow>& rows,
                                    const core::IsolationStepResult* isolation)
{
    using Outcome = core::IsolationResult::Outcome;
    using Verdict = core::IsolationRun::Verdict;
    const std::optional<core::IsolationResult> search = isolation ? isolation->search : std::nullopt;
    if (!search) {
        // Stopped before it stored its outcome: the runs that were stored, each as it ended.
        addItem(parent, tr("Bad node"), tr("not known"), tr("The step ended before its search was stored."),
                QStringLiteral("warning"));
        addBaseline(parent, rows);
        return;
    }
    const QString verdict = search->outcome == Outcome::Found        ? QStringLiteral("degraded")
                            : search->outcome == Outcome::NotOneNode ? QStringLiteral("warning")
                            : search->outcome == Outcome::Failed     ? QStringLiteral("failed")
                                                                     : QString();
    const QString value = search->outcome == Outcome::Found        ? search->node
                          : search->outcome == Outcome::NotOneNode ? tr("not one node")
                          : search->outcome == Outcome::Failed     ? tr("not known")
                                                                   : tr("none found");
    addItem(parent, tr("Bad node"), value,
            search->summary() + (isolation->message.isEmpty() || search->outcome != Outcome::Failed
                                     ? QString()
                                     : QLatin1Char(' ') + isolation->message),
            verdict);
    for (qsizetype i = 0; i < search->runs.size(); ++i) {
        const core::IsolationRun& run = search->runs.at(i);
        const QString what = tr("Run %1: %2").arg(i + 1).arg(core::IsolationResult::roleName(run.role));
        const QString nodes = run.nodes.join(QStringLiteral(", "));
        const QString detail =
            run.verdict == Verdict::Reference || run.verdict == Verdict::Failed
                ? tr("on %1: %2").arg(nodes, core::IsolationResult::verdictName(run.verdict))
                : tr("on %1: %2 against %3")
                      .arg(nodes, core::IsolationResult::verdictName(run.verdict), gbs(run.comparedGBs));
        const QString runVerdict = run.verdict == Verdict::Miss     ? QStringLiteral("degraded")
                                   : run.verdict == Verdict::Failed ? QStringLiteral("failed")
                                                                    : QString();
        QTreeWidgetItem* item = addItem(parent, what, gbs(run.figureGBs), detail, runVerdict);
        if (const qint64 id = isolation->dispatchIds.value(run.phase); id > 0)
            item->setData(Value, Qt::UserRole, id);
    }
}

void FaultResultsView::addFault(QTreeWidgetItem* parent, const QList<StepRow>& rows, const core::FaultStepResult* fault)
{
    const StepRow* faultRow = nullptr;
    const StepRow* beforeRow = nullptr;
    const StepRow* duringRow = nullptr;
    QList<StepRow> counterRows;
    for (const StepRow& row : rows) {
        if (row.phase == QLatin1StringView("fault"))
            faultRow = &row;
        else if (row.phase == QLatin1StringView("before"))
            beforeRow = &row; // the last one before the fault is the baseline
        else if (row.phase == QLatin1StringView("during"))
            duringRow = duringRow ? duringRow : &row;
        else if (row.phase.startsWith(QLatin1StringView("counters")))
            counterRows << row;
    }

    // The fault itself: what was applied, and whether it was reverted.
    if (faultRow) {
        if (fault && fault->applied) {
            addItem(parent, tr("Fault"), tr("%1 on %2").arg(fault->faultKind, fault->faultTarget), fault->faultNote);
            addItem(parent, tr("Reaches"), core::FaultReach::text(fault->faultReach),
                    fault->faultReach.isEmpty()                          ? QString()
                    : core::FaultReach::touchesFabric(fault->faultReach) ? tr("touched the fabric")
                                                                         : tr("did not touch the fabric's RDMA path"));
            if (fault->faultKind == QLatin1StringView("node-remove")) {
                // A removal that killed nothing tested nothing.
                const qsizetype killed = fault->killedPids ? fault->killedPids->size() : 0;
                addItem(parent, tr("Processes killed"),
                        fault->killedPids ? QString::number(killed) : tr("none: the kill did not happen"),
                        !fault->killedPids          ? tr("the fault was reverted before its delayed kill")
                        : fault->killedAt.isEmpty() ? tr("when the fault was applied")
                                                    : tr("at %1").arg(fault->killedAt),
                        killed > 0 ? QString() : QStringLiteral("warning"));
            }
            if (fault->reverted)
                addItem(parent, tr("Revert"),
                        fault->revertOk ? tr("reverted (%1)").arg(fault->revertReason) : tr("revert failed"),
                        fault->revertTime, fault->revertOk ? QString() : QStringLiteral("critical"));
            else
                addItem(parent, tr("Revert"), tr("no revert recorded"),
                        tr("the agent reverts by itself at the TTL (%1 s)").arg(fault->faultTtlS),
                        QStringLiteral("warning"));
        }
        addRunOutcome(parent, *faultRow, tr("Fault"));
    } else if (fault && fault->status == core::DispatchResult::Status::Skipped) {
        // Named by the privilege check before the plan ran: nothing of it ran, so there is nothing to measure.
        addItem(parent, tr("Fault"), tr("skipped"), fault->message, QStringLiteral("warning"));
    } else {
        addItem(parent, tr("Fault"), tr("not applied"), tr("the plan run has no fault record for this step"),
                QStringLiteral("failed"));
    }

    if (beforeRow)
        addRunOutcome(parent, *beforeRow, tr("Benchmark %1").arg(phaseName(beforeRow->phase)));
    bool duringFailed = fault && fault->duringFailed;
    if (duringRow)
        duringFailed =
            addRunOutcome(parent, *duringRow, tr("Benchmark %1").arg(phaseName(duringRow->phase))) || duringFailed;
    if (!fault)
        return;
    const double tolerance = fault->tolerance;

    // Impact on p99 and bus bandwidth per size.
    if (fault->before && fault->during && !duringFailed) {
        const double worst = fault->worstP99Ratio;
        QTreeWidgetItem* node =
            addItem(parent, tr("Impact during the fault"), tr("worst p99 %1").arg(ratio(worst)),
                    tr("%n size(s) compared", nullptr, int(fault->impact.size())),
                    core::isKnown(worst) && worst > 1 + tolerance ? QStringLiteral("degraded") : QString());
        for (const core::SizeImpact& s : fault->impact) {
            const QString size =
                s.inPlace ? tr("%1, in place").arg(core::formatBytes(s.bytes)) : core::formatBytes(s.bytes);
            const bool slower = core::isKnown(s.p99Ratio) && s.p99Ratio > 1 + tolerance;
            addItem(node, tr("p99 at %1").arg(size),
                    tr("%1 → %2").arg(microseconds(s.baselineP99Us), microseconds(s.duringP99Us)),
                    core::isKnown(s.p99DeltaUs)
                        ? tr("%1 (%2)").arg(ratio(s.p99Ratio),
                                            signedNumber(s.p99DeltaUs, microseconds(std::abs(s.p99DeltaUs))))
                        : QString(),
                    slower ? QStringLiteral("degraded") : QString());
            const bool lessBandwidth = core::isKnown(s.busbwRatio) && s.busbwRatio < 1 - tolerance;
            addItem(node, tr("Bus bandwidth at %1").arg(size),
                    tr("%1 → %2").arg(gbs(s.baselineBusbwGBs), gbs(s.duringBusbwGBs)),
                    core::isKnown(s.busbwDeltaGBs)
                        ? tr("%1 (%2)").arg(ratio(s.busbwRatio),
                                            signedNumber(s.busbwDeltaGBs, gbs(std::abs(s.busbwDeltaGBs))))
                        : QString(),
                    lessBandwidth ? QStringLiteral("degraded") : QString());
        }
    } else if (!duringFailed) {
        addItem(parent, tr("Impact during the fault"), tr("not measured"),
                !beforeRow   ? tr("no benchmark before the fault")
                : !duringRow ? tr("no benchmark during the fault")
                             : tr("a benchmark has no results"),
                QStringLiteral("warning"));
    }

    // The replay under the fault against the same replay before it: the stalled time of the cost model.
    if (fault->stall) {
        const core::ReplayStall& st = *fault->stall;
        addItem(parent, tr("Replay under the fault"),
                tr("%1 s stalled of %2 s")
                    .arg(QLocale().toString(st.stalledSeconds, 'g', 3), QLocale().toString(st.wallSeconds, 'g', 3)),
                tr("mean step %1 before the fault, %2 under it, %n step(s)", nullptr, st.steps)
                    .arg(microseconds(st.baselineStepUs), microseconds(st.faultStepUs)),
                st.stalledSeconds > 0 ? QStringLiteral("degraded") : QString());
    } else if (fault->replayBefore || fault->replayDuring) {
        addItem(parent, tr("Replay under the fault"), tr("not measured"),
                tr("the replay before or under the fault has no step times"), QStringLiteral("warning"));
    }

    // Recovery after the revert.
    if (fault->before) {
        const QString percent = core::formatPercentOf(tolerance);
        if (!fault->revertedAt.isValid()) {
            addItem(parent, tr("Recovery after the revert"), tr("unknown"), tr("no revert time recorded"),
                    QStringLiteral("warning"));
        } else if (!fault->recovery) {
            addItem(parent, tr("Recovery after the revert"), tr("not measured"),
                    tr("no benchmark ran after the revert"), QStringLiteral("warning"));
        } else {
            const core::Recovery& r = *fault->recovery;
            const QString runs = tr("%n run(s) observed", nullptr, int(r.points.size()));
            if (r.recovered)
                addItem(parent, tr("Recovery after the revert"),
                        tr("%1 s").arg(QLocale().toString(r.secondsToRecover, 'f', 1)),
                        tr("p99 back within %1% of the baseline at every size; %2").arg(percent, runs));
            else
                addItem(parent, tr("Recovery after the revert"), tr("not recovered within the observed window"),
                        tr("%1 s after the revert, %2; worst p99 at the last %3")
                            .arg(QLocale().toString(r.observedWindowS, 'f', 1), runs,
                                 r.points.isEmpty() ? QString() : ratio(r.points.constLast().worstP99Ratio)),
                        QStringLiteral("degraded"));
        }
        if (fault->recoveryRunsWithoutResults > 0)
            addItem(parent, tr("Runs after the revert"),
                    tr("%n without results", nullptr, fault->recoveryRunsWithoutResults), QString(),
                    QStringLiteral("warning"));
    }

    for (const StepRow& row : std::as_const(counterRows))
        addRunOutcome(parent, row, tr("Counters"));
    addCounterReading(parent, fault->counterReading, true);
}

void FaultResultsView::addStorage(QTreeWidgetItem* parent, const QList<StepRow>& rows)
{
    for (const StepRow& row : rows) {
        const QString prefix = rows.size() > 1 ? phaseName(row.phase) + QStringLiteral(": ") : QString();
        const core::StorageResults r = core::AgentResults::parseStorage(row.stream);
        addRunOutcome(parent, row, prefix + tr("Storage run"));
        for (const core::StoragePhaseResult& p : r.phases) {
            QStringList detail;
            detail << tr("p50 %1, min %2, max %3")
                          .arg(gbs(p.aggregateGBs.p50), gbs(p.aggregateGBs.min), gbs(p.aggregateGBs.max));
            detail << tr("slowest rank %1").arg(microseconds(p.slowestRankTimeUs.max));
            if (!p.cacheBypass.isEmpty())
                detail << tr("page cache: %1").arg(p.cacheBypass);
            detail << tr("%1 per rank, %n repeat(s)", nullptr, p.repeats).arg(core::formatBytes(p.bytesPerRank));
            QString verdict;
            if (p.wrongWords > 0) {
                detail.prepend(tr("%n wrong word(s) read back", nullptr, int(p.wrongWords)));
                verdict = QStringLiteral("failed");
            } else if (p.cacheBypass == QLatin1StringView("none")) {
                verdict = QStringLiteral("warning");
            }
            addItem(parent, prefix + p.phase, gbs(p.aggregateGBs.avg), detail.join(QStringLiteral("; ")), verdict);
            if (p.killRank)
                addItem(parent, prefix + tr("Recovery after rank %1 was killed").arg(*p.killRank),
                        microseconds(p.recoveryUs.avg),
                        tr("mean of %n repeat(s), as the cost model and the claim checks take it; p50 %1, max %2: "
                           "from the kill until every rank had restored the last checkpoint; failure detection and "
                           "the job's relaunch not included",
                           nullptr, p.recoveryUs.count)
                            .arg(microseconds(p.recoveryUs.p50), microseconds(p.recoveryUs.max)));
        }
        for (const core::AgentMessage& w : r.stream.warnings)
            addItem(parent, prefix + tr("Warning"), QString(), w.message, QStringLiteral("warning"));
    }
}

void FaultResultsView::addReplay(QTreeWidgetItem* parent, const QList<StepRow>& rows)
{
    for (const StepRow& row : rows) {
        const QString prefix = rows.size() > 1 ? phaseName(row.phase) + QStringLiteral(": ") : QString();
        addRunOutcome(parent, row, prefix + tr("Replay run"));
        const auto replay = std::find_if(m_replays.cbegin(), m_replays.cend(), [&](const core::ReplayStepResult& r) {
            return row.dispatchId && r.dispatchId == *row.dispatchId;
        });
        if (replay == m_replays.cend())
            continue;
        const core::ReplayResults& r = replay->results;
        if (!r.hasResult) {
            if (!r.stepEvents.isEmpty())
                addItem(parent, prefix + tr("Steps before the stop"), QString::number(r.stepEvents.size()), QString(),
                        QStringLiteral("failed"));
            continue;
        }
        addItem(
            parent, prefix + tr("Step time"),
            tr("p50 %1, p95 %2, p99 %3")
                .arg(microseconds(r.stepTimeUs.p50), microseconds(r.stepTimeUs.p95), microseconds(r.stepTimeUs.p99)),
            tr("%n step(s), max %1", nullptr, r.steps).arg(microseconds(r.stepTimeUs.max)));
        // The workload's pattern: what of the step is communication not hidden behind compute, and each collective.
        if (r.exposedUs.isKnown())
            addItem(parent, prefix + tr("Exposed communication"),
                    tr("p50 %1, p99 %2").arg(microseconds(r.exposedUs.p50), microseconds(r.exposedUs.p99)),
                    tr("the step's time minus its compute (p50 %1)").arg(microseconds(r.computeUs.p50)));
        if (r.requestLatencyUs.isKnown())
            addItem(
                parent, prefix + tr("Request latency"),
                tr("p50 %1, p99 %2, p99.9 %3")
                    .arg(microseconds(r.requestLatencyUs.p50), microseconds(r.requestLatencyUs.p99),
                         microseconds(r.requestLatencyUs.p999)),
                tr("from when each batch was due, %1 batches/s arriving").arg(core::formatNumber(r.arrivalRatePerS)));
        if (core::isKnown(r.p99Inflation))
            addItem(parent, prefix + tr("Beside another job"), tr("p99 × %1").arg(core::formatNumber(r.p99Inflation)),
                    (r.inflationOfLatency ? tr("request latency p99 %1 alone, %2 beside the other job, which ran %n "
                                               "step(s) meanwhile",
                                               nullptr, r.besideSteps)
                                          : tr("step time p99 %1 alone, %2 beside the other job, which ran %n step(s) "
                                               "meanwhile",
                                               nullptr, r.besideSteps))
                        .arg(microseconds(r.soloP99Us), microseconds(r.sharedP99Us)));
        for (const core::ReplayCollectiveTime& c : r.collectives) {
            const std::optional<base::Collective> known = base::collectiveFromName(c.collective.toStdString());
            addItem(parent,
                    prefix + tr("Collective %1 (%2)")
                                 .arg(c.order)
                                 .arg(known ? core::collectiveDisplayName(*known) : c.collective),
                    tr("p50 %1, p99 %2 per step").arg(microseconds(c.timeUs.p50), microseconds(c.timeUs.p99)),
                    QString());
        }
        if (r.tokensPerS.isKnown())
            addItem(
                parent, prefix + tr("Tokens/s"), tr("average %1").arg(core::formatNumber(r.tokensPerS.avg)),
                tr("p50 %1, min %2").arg(core::formatNumber(r.tokensPerS.p50), core::formatNumber(r.tokensPerS.min)));
        if (r.checkpointUs.isKnown())
            addItem(parent, prefix + tr("Checkpoint"),
                    tr("p50 %1, max %2").arg(microseconds(r.checkpointUs.p50), microseconds(r.checkpointUs.max)),
                    tr("%n checkpoint(s)", nullptr, r.checkpoints));
        if (core::isKnown(r.allreduceBusbwGBs))
            addItem(parent, prefix + tr("All-reduce bus bandwidth"), gbs(r.allreduceBusbwGBs),
                    tr("all-reduce p50 %1").arg(microseconds(r.allreduceUs.p50)));
        if (r.wrongElements.value_or(0) > 0)
            addItem(parent, prefix + tr("All-reduce check"), tr("%n wrong element(s)", nullptr, int(*r.wrongElements)),
                    QString(), QStringLiteral("failed"));
        if (r.mode == QLatin1StringView("command")) {
            QString value;
            if (r.jobSignal)
                value = tr("killed by signal %1").arg(*r.jobSignal);
            else if (r.jobExitCode && *r.jobExitCode != 0)
                value = tr("exit status %1").arg(*r.jobExitCode);
            else
                value = r.jobStatus == QLatin1StringView("failed") ? tr("failed") : tr("completed");
            addItem(parent, prefix + tr("Job"), value,
                    tr("%1 s wall time; last output: %2")
                        .arg(QLocale().toString(r.wallS, 'f', 1),
                             r.jobOutputTail.isEmpty() ? QString() : r.jobOutputTail.constLast()),
                    r.jobFailed() ? QStringLiteral("failed") : QString());
        }
    }
}

void FaultResultsView::addCounters(QTreeWidgetItem* parent, const QList<StepRow>& rows)
{
    // One reading per command: a step over every node has one per host, and the snapshots of two hosts are not a
    // change of one.
    for (const StepRow& row : rows) {
        addRunOutcome(parent, row, tr("Counters"));
        const core::CounterDeltas read = core::AgentResults::parseCounters(row.stream);
        for (const core::CounterSnapshot& s : read.snapshots)
            addItem(parent, tr("Counters on %1").arg(s.host), tr("%n counter(s) read", nullptr, int(s.counters.size())),
                    s.time);
        const core::CounterReading reading = core::PlanResults::counterReading({row.stream});
        if (!reading.deltas.isEmpty() || !reading.notes.isEmpty())
            addCounterReading(parent, reading, false);
    }
}

void FaultResultsView::addCounterReading(QTreeWidgetItem* parent, const core::CounterReading& reading,
                                         bool expectChange)
{
    for (const core::CounterDelta& d : reading.deltas) {
        int critical = 0;
        for (const core::CounterAlarm& a : d.alarms)
            critical += a.severity == core::AlarmSeverity::Critical ? 1 : 0;
        QTreeWidgetItem* node =
            addItem(parent, d.phase.isEmpty() ? tr("Counter deltas") : tr("Counter deltas (%1)").arg(d.phase),
                    tr("%n alarm(s)", nullptr, int(d.alarms.size())),
                    tr("%n counter(s) changed", nullptr, int(d.changes.size())),
                    critical > 0          ? QStringLiteral("critical")
                    : !d.alarms.isEmpty() ? QStringLiteral("warning")
                                          : QString());
        for (const core::CounterAlarm& a : d.alarms) {
            const bool isCritical = a.severity == core::AlarmSeverity::Critical;
            const QString where = a.port ? QStringLiteral("%1/%2").arg(a.device).arg(*a.port) : a.device;
            addItem(
                node, tr("Alarm: %1 on %2").arg(a.name, where), isCritical ? tr("critical") : tr("warning"),
                a.limit == QLatin1StringView("max_per_s")
                    ? tr("%1 per second, limit %2")
                          .arg(QLocale().toString(a.perS, 'g', 4), QLocale().toString(a.threshold))
                    : tr("+%1, limit %2").arg(QLocale().toString(a.delta.value_or(0)), QLocale().toString(a.threshold)),
                isCritical ? QStringLiteral("critical") : QStringLiteral("warning"));
        }
        for (const core::CounterChange& c : d.changes) {
            const QString where = c.port ? QStringLiteral("%1/%2").arg(c.device).arg(*c.port) : c.device;
            addItem(node, tr("%1 on %2").arg(c.name, where),
                    c.delta ? tr("+%1").arg(QLocale().toString(*c.delta)) : tr("reset"),
                    tr("%1 → %2").arg(QLocale().toString(c.before), QLocale().toString(c.after)));
        }
    }
    if (expectChange && reading.deltas.isEmpty() && reading.snapshots > 0)
        addItem(parent, tr("Counter deltas"), tr("one snapshot only"), tr("a change needs a second snapshot"),
                QStringLiteral("warning"));
    for (const QString& note : reading.notes)
        addItem(parent, tr("Not included"), QString(), note, QStringLiteral("warning"));
}

} // namespace fw::app
