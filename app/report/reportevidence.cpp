// SPDX-License-Identifier: Apache-2.0
#include "analysis/answerassessment.h"
#include "analysis/bomcomparison.h"
#include "analysis/bomdrift.h"
#include "analysis/costsensitivity.h"
#include "analysis/headlinefigures.h"
#include "analysis/measuredbom.h"
#include "analysis/numberformat.h"
#include "analysis/stragglerverdict.h"
#include "analysis/triagerecommendation.h"
#include "base/version.h"
#include "charts/chartdata.h"
#include "charts/charts.h"
#include "common/runtext.h"
#include "domain/bomcatalog.h"
#include "domain/checklist.h"
#include "domain/faultreach.h"
#include "domain/questionnairecatalog.h"
#include "evidence/costdecisionsnapshot.h"
#include "remote/dispatchrunrepository.h"
#include "report/reportcharts.h"
#include "report/reporthtml.h"
#include "report/reportlanguage.h"
#include "report/reportsections.h"
#include "report/worksheetexport.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/bomrepository.h"
#include "storage/demoproject.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "storage/triagerepository.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QDate>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSet>
#include <QTextBlock>
#include <QTextDocument>
#include <QUrl>
#include <algorithm>
#include <cmath>

namespace fw::app::report {

using namespace fw::core;

namespace {

// Each run with per-rank figures: the slow rank or host named across its sizes, and where that came from.
QString stragglerVerdicts(const Data& d)
{
    if (d.stragglers.isEmpty())
        return {};
    QString body = heading(ReportBuilder::tr("Straggler verdicts"));
    body += para(
        ReportBuilder::tr(
            "Source: each rank's median time stored with each run (the fabric agent's per-rank quantiles, or every "
            "rank's raw samples), at every size of at least %1 iterations. A rank or host is named only when it is a "
            "slow "
            "outlier (robust z-score beyond 3.5 and at least 5% above the median) at two thirds of those sizes, and at "
            "least %2 of them; its GPU and nearest NIC come from the host facts (fabric-agent facts) of the run's "
            "dispatch or of its candidate.")
            .arg(kStragglerMinIterations)
            .arg(kStragglerMinSizes));
    for (const BenchmarkRun& run : d.runs) {
        const auto it = d.stragglers.constFind(run.id);
        if (it == d.stragglers.cend())
            continue;
        const QString text = ReportBuilder::tr("Run %1 (%2): %3")
                                 .arg(QLocale().toString(run.id), d.candidateLabel(run.candidateId), it->sentence);
        body +=
            it->level == StragglerVerdict::Level::None ? para(text) : QStringLiteral("<p>%1</p>").arg(flagged(text));
    }
    return body;
}

} // namespace

ReportSection acceptanceSection(const Data& d, const QList<ReportChart>& charts, const QString& chartNote)
{
    const core::CostDecisionSnapshot& s = d.snapshot;
    QString body;
    const AcceptanceThresholds& t = s.settings.thresholds;
    body += !t.isSet() ? absent(ReportBuilder::tr("No acceptance thresholds are set: every run is \"not judged\"."))
                       : para(ReportBuilder::tr("Acceptance thresholds: %1.")
                                  .arg(acceptanceRules(t).join(ReportBuilder::tr("; "))));
    if (s.comparison.reference) {
        body += para(ReportBuilder::tr("The latency and bandwidth scores compare the candidates on own, current runs "
                                       "of one setup: %1. Supplier claims are shown beside them, never mixed in.")
                         .arg(s.comparison.reference->describe()));
    }
    if (d.runs.isEmpty()) {
        body +=
            absent(ReportBuilder::tr("No benchmark runs are stored in this project: there are no acceptance results."));
    } else {
        QSet<qint64> stale;
        for (const StaleRun& run : d.stale)
            stale.insert(run.runId);
        QList<QStringList> rows;
        for (const BenchmarkRun& run : d.runs) {
            const HeadlineFigures f = headlineFigures(run);
            // Accepted, rejected or not judged, always with the reason; whether the scores compare the run. A run
            // of a candidate was judged with the snapshot (with its BOM's line rate); one of none is judged here.
            const auto evidence = std::find_if(s.comparison.runs.begin(), s.comparison.runs.end(),
                                               [&](const RunEvidence& e) { return e.runId == run.id; });
            const bool compared = evidence != s.comparison.runs.end();
            const RunAcceptance acceptance =
                compared ? evidence->acceptance : judgeRun(acceptanceInput(run, t, stale.contains(run.id), {}), t);
            const QString why = acceptance.reasons.join(ReportBuilder::tr("; "));
            // A supplier's claim that did not fail is neither judged nor scored: one sentence says both (the
            // acceptance and the comparison each said it again, in nearly the same words).
            const bool claimOnly =
                run.source != RunSource::OwnMeasurement && acceptance.verdict == RunVerdict::NotJudged;
            QString verdictText =
                claimOnly ? esc(ReportBuilder::tr("Not judged or scored: a supplier's claim, shown beside our "
                                                  "measurements."))
                : acceptance.verdict == RunVerdict::Rejected
                    ? flagged(ReportBuilder::tr("%1: %2").arg(displayName(acceptance.verdict), why))
                    : esc(ReportBuilder::tr("%1: %2").arg(displayName(acceptance.verdict), why));
            if (compared && !claimOnly) {
                verdictText +=
                    QStringLiteral("<br>") +
                    esc(evidence->comparable ? ReportBuilder::tr("compared in the scores")
                                             : ReportBuilder::tr("not in the scores: %1").arg(evidence->exclusion));
            }
            rows << QStringList{
                esc(QLocale().toString(run.id)),
                esc(d.candidateLabel(run.candidateId)) + QStringLiteral("<br>") +
                    esc(run.measuredOn == MeasuredOn::ThisComputer
                            ? ReportBuilder::tr("%1, measured on this computer").arg(displayName(run.source))
                            : displayName(run.source)),
                esc(runtext::toolWithVersion(run) + QLatin1Char(' ') + run.testName) + QStringLiteral("<br>") +
                    esc(runtext::placement(run)),
                esc(displayName(run.correctness())),
                isKnown(f.p99SmallUs)
                    ? esc(ReportBuilder::tr("%1 µs at %2").arg(formatNumber(f.p99SmallUs), formatBytes(f.smallBytes))) +
                          (f.p99SmallInterval ? QStringLiteral("<br>") + esc(formatP99Interval(*f.p99SmallInterval))
                                              : QString())
                    : esc(ReportBuilder::tr("not reported")),
                isKnown(f.busbwLargeGBs) ? esc(ReportBuilder::tr("%1 GB/s at %2")
                                                   .arg(formatNumber(f.busbwLargeGBs), formatBytes(f.largeBytes)))
                                         : esc(ReportBuilder::tr("not reported")),
                verdictText};
        }
        body += table(escaped({ReportBuilder::tr("Run"), ReportBuilder::tr("Candidate and source"),
                               ReportBuilder::tr("Test and placement"), ReportBuilder::tr("Correctness"),
                               ReportBuilder::tr("p99 latency"), ReportBuilder::tr("Bus bandwidth"),
                               ReportBuilder::tr("Acceptance")}),
                      rows, QStringLiteral("small"));
    }
    body += stragglerVerdicts(d);
    body += heading(ReportBuilder::tr("Tail latency and bandwidth"));
    if (!chartNote.isEmpty())
        body += absent(chartNote);
    for (const ReportChart& chart : charts) {
        body += QStringLiteral("<p align=\"center\"><img src=\"chart:%1\" width=\"640\"></p>").arg(chart.name);
        body += QStringLiteral("<p class=\"caption\" align=\"center\">%1</p>").arg(esc(chart.caption));
    }
    return {ReportBuilder::tr("Acceptance results"), body};
}

QString microseconds(double us)
{
    return isKnown(us) ? esc(ReportBuilder::tr("%1 µs").arg(formatNumber(us))) : esc(ReportBuilder::tr("–"));
}

QString faultRecovery(const FaultImpactEntry& e)
{
    if (!e.recoveryMeasured)
        return esc(ReportBuilder::tr("not measured"));
    if (!e.recovered)
        return flagged(ReportBuilder::tr("not recovered within %1 s").arg(formatNumber(e.observedWindowS)));
    return esc(ReportBuilder::tr("%1 s").arg(formatNumber(e.recoverySeconds)));
}

// The agent's revert reasons, as a buyer reads them.
QString revertReason(const QString& key)
{
    if (key == QLatin1String("cancelled"))
        return ReportBuilder::tr("by the plan (hold stopped)");
    if (key == QLatin1String("ttl"))
        return ReportBuilder::tr("time-to-live reached");
    if (key == QLatin1String("lease"))
        return ReportBuilder::tr("lease expired (connection lost)");
    if (key == QLatin1String("requested"))
        return ReportBuilder::tr("on request");
    return key;
}

ReportSection faultSection(const Data& d, const QList<ReportChart>& charts)
{
    const FaultImpactData& data = d.faults;
    QString body;
    if (!data.available) {
        body += absent(ReportBuilder::tr("No fault tests are stored in this project."));
        body += para(ReportBuilder::tr(
            "Without fault runs, the fault-behaviour criterion of the decision matrix is scored by hand or "
            "missing. The cost model's recovery time is measured only by storage steps with --kill-rank, and "
            "its stall fraction only by fault steps with a replay, so here it is a typed or quoted figure."));
    } else {
        body += para(ReportBuilder::tr(
            "Each fault step of an acceptance plan benchmarks the fabric before the fault, while the fault is held "
            "on a node, and again after the revert until p99 is back within the step's tolerance of the run before. "
            "Recovery is the time from the revert to the start of the first run from which on p99 stayed within "
            "the tolerance at every size. A benchmark that fails during the fault (a removed node aborts the job) "
            "is a result of the test."));
        body += para(ReportBuilder::tr(
            "Each fault says what it reached, as the agent reported it: the RDMA path of a port (and so all traffic "
            "on it), kernel IP traffic only, the job, or storage. A fault that reached something other than the "
            "RDMA path is flagged: it did not act on RDMA traffic (NCCL or verbs over RoCE or InfiniBand)."));
        body += para(ReportBuilder::tr(
            "This recovery is the fabric's, not the job's. Where the cost model's recovery time is set to "
            "derived, it is the mean over the candidate's storage steps with --kill-rank of the time from the "
            "SIGKILL of a rank mid-checkpoint until every rank had restored and checked the last complete "
            "checkpoint; failure detection, the scheduler's requeue, the relaunch of the processes and NCCL "
            "initialisation are not included. Where the stall fraction is set to derived, it comes from the fault "
            "steps that ran a replay: the time the replay's steps took under the fault beyond the same replay's "
            "mean step before it, over the time they took."));
        if (data.bytes > 0)
            body += para(ReportBuilder::tr("p99 and bus bandwidth at %1, the largest message size all fault runs "
                                           "share.")
                             .arg(formatBytes(data.bytes)));
    }
    // One table per candidate, in the project's candidate order; plan runs without a candidate last.
    QList<std::optional<qint64>> owners;
    for (const Candidate& c : d.candidates)
        owners << c.id;
    owners << std::nullopt;
    for (const std::optional<qint64>& owner : owners) {
        QList<QStringList> rows;
        for (const FaultImpactEntry& e : data.faults) {
            const bool known = e.candidateId && std::any_of(d.candidates.begin(), d.candidates.end(),
                                                            [&](const Candidate& c) { return c.id == *e.candidateId; });
            if ((known ? e.candidateId : std::nullopt) != owner)
                continue;
            QString fault = esc(e.label);
            if (e.applied) {
                fault += QStringLiteral("<br>") + esc(ReportBuilder::tr("%1 on %2").arg(e.faultKind, e.faultTarget));
                // Which faults touched the fabric under test, and which only kernel IP traffic, the job or storage.
                const QString reach = ReportBuilder::tr("reaches: %1").arg(FaultReach::text(e.faultReach));
                fault +=
                    QStringLiteral("<br>") +
                    (FaultReach::touchesFabric(e.faultReach) || e.faultReach.isEmpty() ? esc(reach) : flagged(reach));
            } else
                fault += QStringLiteral("<br>") + flagged(ReportBuilder::tr("not applied"));
            if (data.bytes == 0 && e.bytes > 0)
                fault += QStringLiteral("<br>") + esc(ReportBuilder::tr("at %1").arg(formatBytes(e.bytes)));
            if (e.stepFailed && !e.stepMessage.isEmpty())
                fault += QStringLiteral("<br>") + flagged(e.stepMessage.section(QLatin1Char('\n'), 0, 0));
            const QString during =
                e.duringFailed ? flagged(ReportBuilder::tr("benchmark failed")) : microseconds(e.duringP99Us);
            const QString busbw = e.duringFailed ? flagged(ReportBuilder::tr("benchmark failed"))
                                  : isKnown(e.duringBusbwGBs)
                                      ? esc(ReportBuilder::tr("%1 GB/s").arg(formatNumber(e.duringBusbwGBs)))
                                      : esc(ReportBuilder::tr("–"));
            QString revert =
                esc(e.revertReason.isEmpty() ? ReportBuilder::tr("not recorded") : revertReason(e.revertReason));
            if (!e.revertReason.isEmpty() && !e.revertOk)
                revert = flagged(ReportBuilder::tr("%1, revert failed").arg(revertReason(e.revertReason)));
            const QString alarms = !e.countersRead       ? esc(ReportBuilder::tr("not read"))
                                   : e.counterAlarms > 0 ? flagged(QLocale().toString(e.counterAlarms))
                                                         : esc(QLocale().toString(e.counterAlarms));
            rows << QStringList{fault,
                                esc(e.node),
                                microseconds(e.beforeP99Us),
                                during,
                                microseconds(e.afterP99Us),
                                busbw,
                                faultRecovery(e),
                                revert,
                                alarms};
        }
        if (rows.isEmpty())
            continue;
        QString who = ReportBuilder::tr("Plan runs without a candidate");
        for (const Candidate& c : d.candidates)
            if (owner && c.id == *owner)
                who = candidateName(c);
        body += heading(who);
        body += table(escaped({ReportBuilder::tr("Fault"), ReportBuilder::tr("Node"), ReportBuilder::tr("p99 before"),
                               ReportBuilder::tr("p99 during"), ReportBuilder::tr("p99 after"),
                               ReportBuilder::tr("Bus bandwidth during"), ReportBuilder::tr("Recovered in"),
                               ReportBuilder::tr("Revert"), ReportBuilder::tr("Counter alarms")}),
                      rows, QStringLiteral("small faults"));
    }
    for (const ReportChart& chart : charts) {
        if (chart.name != chartKey(ChartKind::FaultImpact))
            continue;
        body += QStringLiteral("<p align=\"center\"><img src=\"chart:%1\" width=\"640\"></p>").arg(chart.name);
        body += QStringLiteral("<p class=\"caption\" align=\"center\">%1</p>").arg(esc(chart.caption));
    }

    if (!data.replays.isEmpty()) {
        body += heading(ReportBuilder::tr("Workload replay"));
        QList<QStringList> rows;
        for (const ReplayEntry& r : data.replays) {
            const QString mode = r.mode == QLatin1StringView("pattern")     ? ReportBuilder::tr("the workload's step")
                                 : r.mode == QLatin1StringView("command")   ? ReportBuilder::tr("the buyer's job")
                                 : r.mode == QLatin1StringView("synthetic") ? ReportBuilder::tr("synthetic step")
                                                                            : r.mode;
            rows << QStringList{esc(r.label),
                                esc(mode),
                                esc(QLocale().toString(r.steps)),
                                microseconds(r.p50Us),
                                microseconds(r.p95Us),
                                microseconds(r.p99Us),
                                microseconds(r.exposedP50Us),
                                isKnown(r.tokensPerS) ? esc(formatNumber(r.tokensPerS)) : esc(ReportBuilder::tr("–")),
                                r.failed ? flagged(ReportBuilder::tr("failed")) : esc(ReportBuilder::tr("complete"))};
        }
        body += para(ReportBuilder::tr(
            "A replay of the workload's step runs, on the candidate's cluster, the collectives that the buyer's "
            "model, batch and parallelism imply, in their sizes and order; its exposed communication is the step's "
            "time beyond its compute: what the fabric adds to every step."));
        body += table(escaped({ReportBuilder::tr("Replay"), ReportBuilder::tr("Mode"), ReportBuilder::tr("Steps"),
                               ReportBuilder::tr("Step time p50"), ReportBuilder::tr("Step time p95"),
                               ReportBuilder::tr("Step time p99"), ReportBuilder::tr("Exposed communication p50"),
                               ReportBuilder::tr("Tokens/s"), ReportBuilder::tr("Result")}),
                      rows, QStringLiteral("small"));
        for (const ReplayEntry& r : data.replays)
            if (isKnown(r.p99Inflation))
                body += para(ReportBuilder::tr("%1: beside another job on the same nodes, the replay's p99 was %2 "
                                               "times its p99 alone. The closer to 1, the better the fabric keeps "
                                               "two tenants apart.")
                                 .arg(r.label, formatNumber(r.p99Inflation)));
    }

    if (!d.isolations.isEmpty()) {
        body += heading(ReportBuilder::tr("Bad-node isolation"));
        body += para(ReportBuilder::tr(
            "Each isolate step benchmarks the two halves of the node set, then parts of the half that misses, and "
            "confirms the last suspect paired with a known-good node against two known-good nodes: at most "
            "⌈log₂ N⌉ + 2 runs for N nodes. A run misses when its bus bandwidth at the largest size is lower than "
            "the figure it is compared with by more than the step's tolerance. Every run is kept with the plan run."));
        QList<QStringList> rows;
        for (const IsolationStepResult& step : d.isolations) {
            QString finding;
            QStringList evidence;
            if (!step.search) {
                finding = flagged(ReportBuilder::tr("the step ended before its search was stored"));
            } else {
                const IsolationResult& search = *step.search;
                finding = search.outcome == IsolationResult::Outcome::Found ? flagged(search.summary())
                                                                            : esc(search.summary());
                if (search.outcome == IsolationResult::Outcome::Failed && !step.message.isEmpty())
                    finding += QStringLiteral("<br>") + flagged(step.message.section(QLatin1Char('\n'), 0, 0));
                for (const IsolationRun& run : search.runs)
                    evidence << esc(ReportBuilder::tr("%1 on %2: %3 (%4)")
                                        .arg(IsolationResult::roleName(run.role), run.nodes.join(QStringLiteral(", ")),
                                             isKnown(run.figureGBs)
                                                 ? ReportBuilder::tr("%1 GB/s").arg(formatNumber(run.figureGBs))
                                                 : ReportBuilder::tr("–"),
                                             IsolationResult::verdictName(run.verdict)));
            }
            rows << QStringList{esc(step.label), esc(d.candidateLabel(step.candidateId)), finding,
                                evidence.join(QStringLiteral("<br>"))};
        }
        body += table(escaped({ReportBuilder::tr("Step"), ReportBuilder::tr("Candidate"), ReportBuilder::tr("Finding"),
                               ReportBuilder::tr("Runs")}),
                      rows, QStringLiteral("small"));
    }
    return {ReportBuilder::tr("Fault tests"), body};
}

ReportSection costSection(const Data& d)
{
    const core::CostDecisionSnapshot& s = d.snapshot;
    QString body;
    if (d.candidates.isEmpty()) {
        body += absent(ReportBuilder::tr("The project has no candidates, so there is no cost model."));
        return {ReportBuilder::tr("Cost model"), body};
    }
    body += para(ReportBuilder::tr("Fabric-adjusted cost per %1, in %2.")
                     .arg(displayName(s.settings.period), s.settings.currency));
    body += heading(ReportBuilder::tr("Readiness"));
    QStringList readiness;
    for (qsizetype c = 0; c < d.candidates.size(); ++c) {
        const CostResult& r = s.results.at(c);
        readiness << (r.ready ? ReportBuilder::tr("%1: ready.").arg(d.candidates.at(c).supplier)
                              : ReportBuilder::tr("%1: not ready; missing: %2.")
                                    .arg(d.candidates.at(c).supplier, r.missing.join(ReportBuilder::tr("; "))));
    }
    body += bullets(readiness);

    body += heading(ReportBuilder::tr("Inputs and results"));
    QStringList header{esc(ReportBuilder::tr("Input"))};
    for (const Candidate& c : d.candidates)
        header << esc(c.supplier);
    QList<QStringList> rows;
    for (int k = 0; k < kCostInputCount; ++k) {
        const auto key = CostInputKey(k);
        QStringList row{isComponent(key) ? esc(displayName(key))
                                         : QStringLiteral("<i>%1</i>").arg(esc(displayName(key)))};
        for (qsizetype c = 0; c < d.candidates.size(); ++c) {
            const ResolvedInput& input = s.results.at(c).inputs[k];
            if (!input.value) {
                row << QStringLiteral("<span class=\"muted\">%1</span>").arg(esc(ReportBuilder::tr("missing")));
                continue;
            }
            const QString marking =
                input.overridden ? ReportBuilder::tr("override")
                : input.quotedLines.isEmpty()
                    ? displayName(input.source)
                    : ReportBuilder::tr("quoted, price sheet line(s) %1").arg(input.quotedLineList());
            row << esc(costValue(s, key, *input.value)) +
                       QStringLiteral(" <span class=\"muted\">(%1)</span>").arg(esc(marking));
        }
        rows << row;
    }
    const auto resultRow = [&](const QString& name, auto member) {
        QStringList row{QStringLiteral("<b>%1</b>").arg(esc(name))};
        for (qsizetype c = 0; c < d.candidates.size(); ++c) {
            const std::optional<double>& v = s.results.at(c).*member;
            row << (v ? QStringLiteral("<b>%1</b>").arg(esc(s.money(*v))) : esc(ReportBuilder::tr("not known")));
        }
        rows << row;
    };
    resultRow(ReportBuilder::tr("Total fabric-adjusted cost"), &CostResult::total);
    resultRow(ReportBuilder::tr("Cost per accepted run"), &CostResult::costPerAcceptedRun);
    resultRow(ReportBuilder::tr("Cost per accepted output"), &CostResult::costPerAcceptedOutput);
    QStringList acceptedRow{QStringLiteral("<b>%1</b>").arg(esc(ReportBuilder::tr("Accepted runs")))};
    for (qsizetype c = 0; c < d.candidates.size(); ++c) {
        const auto& v = s.results.at(c).acceptedRuns;
        acceptedRow << (v ? esc(formatNumber(*v)) : esc(ReportBuilder::tr("not known")));
    }
    rows << acceptedRow;
    body += table(header, rows, QStringLiteral("small"));
    body += para(ReportBuilder::tr(
        "Sources: typed by the buyer, quoted by the supplier, or derived from measurements; italic rows "
        "are the numbers the components are derived from."));
    return {ReportBuilder::tr("Cost model"), body};
}

ReportSection decisionSection(const Data& d)
{
    const core::CostDecisionSnapshot& s = d.snapshot;
    QString body;
    if (d.candidates.isEmpty() || s.criteria.isEmpty()) {
        body += absent(ReportBuilder::tr("There is no decision matrix: the project has no candidates or no criteria."));
        return {ReportBuilder::tr("Decision matrix and sensitivity"), body};
    }
    body += QStringLiteral("<p class=\"lead\">%1</p>").arg(esc(s.recommendation()));
    if (const QString notice = s.thisComputerNotice(); !notice.isEmpty())
        body += para(notice);
    if (s.filledBeforeBenchmark)
        body += para(ReportBuilder::tr("Some scores were entered before any own benchmark run was stored: revisit them "
                                       "once the measurements are in."));
    QStringList header{esc(ReportBuilder::tr("Criterion")), esc(ReportBuilder::tr("Weight"))};
    for (const Candidate& c : d.candidates)
        header << esc(c.supplier);
    QList<QStringList> rows;
    for (qsizetype k = 0; k < s.criteria.size(); ++k) {
        QStringList row{esc(s.criteria.at(k).title()), esc(formatNumber(s.criteria.at(k).weight))};
        for (qsizetype c = 0; c < d.candidates.size(); ++c) {
            const ScoreCell& cell = s.cells.at(k).value(c);
            if (!cell.score) {
                row << (s.criteria.at(k).weight > 0 ? flagged(ReportBuilder::tr("missing"))
                                                    : esc(ReportBuilder::tr("—")));
                continue;
            }
            row << esc(ReportBuilder::tr("%1 ± %2 (%3)")
                           .arg(formatPoints(*cell.score), formatPoints(cell.uncertainty), basisLabel(cell)));
        }
        rows << row;
    }
    QStringList totals{QStringLiteral("<b>%1</b>").arg(esc(ReportBuilder::tr("Weighted total"))), QString()};
    for (qsizetype c = 0; c < d.candidates.size(); ++c) {
        const auto& total = s.outcome.totals.value(c);
        totals << (total ? QStringLiteral("<b>%1</b>").arg(esc(formatPoints(*total)))
                         : esc(ReportBuilder::tr("incomplete")));
    }
    rows << totals;
    body += table(header, rows, QStringLiteral("small"));
    if (s.outcome.winner >= 0 && s.outcome.runnerUp >= 0)
        body += para(ReportBuilder::tr(
                         "Lead %1 points, tie margin %2 points (two standard deviations of the score uncertainties).")
                         .arg(formatPoints(s.outcome.lead), formatPoints(s.outcome.margin)));

    body += heading(ReportBuilder::tr("Weight sensitivity"));
    if (s.outcome.winner < 0 || s.outcome.sensitivity.isEmpty()) {
        body += absent(ReportBuilder::tr("No weight sensitivity: the matrix has no winner yet."));
    } else {
        QList<QStringList> sens;
        for (qsizetype k = 0; k < s.criteria.size() && k < s.outcome.sensitivity.size(); ++k) {
            const WeightSensitivity& w = s.outcome.sensitivity.at(k);
            sens << QStringList{esc(s.criteria.at(k).title()), esc(formatNumber(s.criteria.at(k).weight)),
                                w.delta && w.newWinner >= 0
                                    ? esc(ReportBuilder::tr("%1 takes the lead at a weight change of %2")
                                              .arg(d.candidates.at(w.newWinner).supplier, formatPoints(*w.delta)))
                                    : esc(ReportBuilder::tr("no weight changes the winner"))};
        }
        body += table(escaped({ReportBuilder::tr("Criterion"), ReportBuilder::tr("Weight"),
                               ReportBuilder::tr("What changes the winner")}),
                      sens, QStringLiteral("small"));
    }

    body += heading(ReportBuilder::tr("Cost sensitivity (±20 %)"));
    bool any = false;
    for (qsizetype c = 0; c < d.candidates.size(); ++c) {
        const QList<TornadoBar> bars = tornado(s.cases.at(c), 0.2);
        if (bars.isEmpty())
            continue;
        any = true;
        QList<QStringList> rows2;
        for (qsizetype i = 0; i < bars.size() && i < 5; ++i) {
            const TornadoBar& bar = bars.at(i);
            rows2 << QStringList{esc(displayName(bar.key)), esc(costValue(s, bar.key, bar.baseValue)),
                                 esc(s.money(bar.lowCost)), esc(s.money(bar.highCost))};
        }
        body += QStringLiteral("<h3>%1</h3>").arg(esc(candidateName(d.candidates.at(c))));
        body += table(escaped({ReportBuilder::tr("Input"), ReportBuilder::tr("Value"),
                               ReportBuilder::tr("Cost per accepted run at −20 %"),
                               ReportBuilder::tr("Cost per accepted run at +20 %")}),
                      rows2, QStringLiteral("small"));
    }
    if (!any)
        body += absent(ReportBuilder::tr("No cost sensitivity: no candidate has a cost per accepted run yet."));
    return {ReportBuilder::tr("Decision matrix and sensitivity"), body};
}

ReportSection worksheetSection(const Worksheet& worksheet)
{
    QString body;
    if (worksheet.rows().isEmpty()) {
        body += absent(ReportBuilder::tr("The worksheet is empty: the project has no candidates."));
        return {ReportBuilder::tr("Procurement worksheet"), body};
    }
    QList<QStringList> rows;
    for (const QStringList& row : worksheet.rows())
        rows << escaped(row);
    body += table(escaped(worksheet.header()), rows, QStringLiteral("small"));
    body += para(ReportBuilder::tr("The worksheet is also available as an XLSX workbook and a CSV file "
                                   "(fabric-workbench report --format xlsx|csv)."));
    return {ReportBuilder::tr("Procurement worksheet"), body};
}

ReportSection provenanceSection(const Data& d, ProjectFile& project)
{
    QString body;
    body += heading(ReportBuilder::tr("This report"));
    body += table(escaped({ReportBuilder::tr("Item"), ReportBuilder::tr("Value")}),
                  {{esc(ReportBuilder::tr("Generated by")),
                    esc(ReportBuilder::tr("Fabric Workbench %1").arg(QString::fromUtf8(base::version())))},
                   {esc(ReportBuilder::tr("Qt")), esc(QString::fromLatin1(qVersion()))},
                   {esc(ReportBuilder::tr("Project file")), mono(QFileInfo(project.path()).fileName())},
                   {esc(ReportBuilder::tr("Created")), esc(dateTime(QDateTime::currentDateTimeUtc()))}});

    body += heading(ReportBuilder::tr("Imported benchmark files"));
    if (d.runs.isEmpty()) {
        body += absent(ReportBuilder::tr("No benchmark files are imported."));
    } else {
        QList<QStringList> rows;
        for (const BenchmarkRun& run : d.runs) {
            const Provenance& p = run.provenance;
            rows << QStringList{esc(QLocale().toString(run.id)),
                                esc(p.fileName) + QStringLiteral("<br>") +
                                    esc(ReportBuilder::tr("%1, %2, parser %3")
                                            .arg(displayName(p.format), formatBytes(p.fileSize), p.parserVersion)),
                                mono(p.sha256), esc(dateTime(p.importedAt))};
        }
        body += table(escaped({ReportBuilder::tr("Run"), ReportBuilder::tr("File"), ReportBuilder::tr("SHA-256"),
                               ReportBuilder::tr("Imported")}),
                      rows, QStringLiteral("small"));
    }

    body += heading(ReportBuilder::tr("Host facts and attachments"));
    QList<QStringList> files;
    for (const Candidate& c : d.candidates) {
        for (const StoredFacts& f : d.facts.value(c.id))
            files << QStringList{esc(c.supplier), esc(ReportBuilder::tr("facts of %1 (%2)").arg(f.host, f.source)),
                                 mono(f.sourceSha256)};
        for (auto it = d.answers.value(c.id).cbegin(); it != d.answers.value(c.id).cend(); ++it) {
            for (const Attachment& a : it->attachments)
                files << QStringList{esc(c.supplier), esc(a.isLink() ? a.url : a.name),
                                     a.isLink() ? esc(ReportBuilder::tr("link")) : mono(a.sha256)};
        }
    }
    body +=
        files.isEmpty()
            ? absent(ReportBuilder::tr("No host facts or questionnaire attachments are stored."))
            : table(escaped({ReportBuilder::tr("Candidate"), ReportBuilder::tr("File"), ReportBuilder::tr("SHA-256")}),
                    files, QStringLiteral("small"));

    body += heading(ReportBuilder::tr("Agent dispatches"));
    if (d.dispatches.isEmpty()) {
        body += absent(
            ReportBuilder::tr("The agent was never dispatched from this project: no agent versions or launch commands "
                              "are recorded."));
    } else {
        QList<QStringList> rows;
        for (const StoredDispatch& s : d.dispatches) {
            const DispatchResult& r = s.result;
            // A bench dispatch cut short is not a benchmark run; what it measured is still evidence.
            const QString arrived =
                r.subcommand == QLatin1String("bench") && r.status != DispatchResult::Status::Complete
                    ? QStringLiteral("<br>") +
                          esc(s.ended ? ReportBuilder::tr("%n size result(s) stored", nullptr, s.sizeResults())
                                      : ReportBuilder::tr("did not end; %n size result(s) stored", nullptr,
                                                          s.sizeResults()))
                    : QString();
            rows << QStringList{esc(QLocale().toString(s.id)) + QStringLiteral("<br>") + esc(dateTime(r.startedAt)),
                                esc(d.candidateLabel(s.candidateId)) + QStringLiteral("<br>") +
                                    esc(storageKey(r.status)) + arrived,
                                esc(s.agentVersion.isEmpty() ? ReportBuilder::tr("not reported") : s.agentVersion) +
                                    (s.versions.isEmpty() ? QString() : QStringLiteral("<br>") + mono(s.versions)),
                                mono(r.launcher + QLatin1Char(' ') + r.command) + QStringLiteral("<br>") +
                                    esc(r.hosts.join(QStringLiteral(", "))),
                                r.sourceHash.isEmpty() ? esc(ReportBuilder::tr("local agent")) : mono(r.sourceHash)};
        }
        body += table(escaped({ReportBuilder::tr("Dispatch"), ReportBuilder::tr("Candidate and outcome"),
                               ReportBuilder::tr("Agent and libraries"), ReportBuilder::tr("Launch command and hosts"),
                               ReportBuilder::tr("Agent bundle SHA-256")}),
                      rows, QStringLiteral("small"));
    }
    return {ReportBuilder::tr("Appendix: provenance"), body};
}

} // namespace fw::app::report
