// SPDX-License-Identifier: Apache-2.0
#include "evidence/costdecisionsnapshot.h"

#include "analysis/answerassessment.h"
#include "analysis/bomdrift.h"
#include "analysis/communicationpattern.h"
#include "analysis/headlinefigures.h"
#include "analysis/numberformat.h"
#include "base/stats.h"
#include "domain/questionnairecatalog.h"
#include "evidence/claimevidence.h"
#include "remote/planresults.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/bomrepository.h"
#include "storage/candidaterepository.h"
#include "storage/costrepository.h"
#include "storage/decisionrepository.h"
#include "storage/pricerepository.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "storage/workloadrepository.h"

#include <QLocale>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace fw::core {

namespace {

QString runIds(const QList<qint64>& ids)
{
    QStringList names;
    for (qint64 id : ids)
        names << QString::number(id);
    return names.join(QStringLiteral(", "));
}

// The recovery a storage step measured (the mean over its repeats), none when the step did not try one (no
// --kill-rank); a recovery that failed or restored wrong data counts as not recovered.
std::optional<FaultRunInput> recoveryInput(const StorageStepResult& step)
{
    const StoragePhaseResult* phase = step.recoveryPhase();
    if (!phase && !step.results.killRank)
        return std::nullopt;
    FaultRunInput input;
    input.source = CostDecisionSnapshot::tr("plan run %1, step %2").arg(step.planRunId).arg(step.step + 1);
    if (phase && phase->wrongWords == 0 && step.status == DispatchResult::Status::Complete)
        input.recoverySeconds = phase->recoveryUs.avg / 1e6;
    return input;
}

// The measured numbers the matrix can score from. Cost counts only once the cost model is ready.
QList<CandidateMetrics> metricsOf(ProjectFile& project, const CostDecisionSnapshot& s)
{
    QList<CandidateMetrics> metrics(s.candidates.size());
    for (qsizetype c = 0; c < s.candidates.size(); ++c) {
        const Candidate& candidate = s.candidates.at(c);
        const CostResult& cost = s.results.at(c);
        // Only our own current runs of the reference setup: every candidate compared on the same measurement.
        QList<double> latencies;
        QList<double> bandwidths;
        QList<qint64> latencyRuns;
        QList<qint64> bandwidthRuns;
        for (const RunEvidence& run : s.comparison.ofCandidate(candidate.id)) {
            if (!run.comparable)
                continue;
            if (isKnown(run.headline.p99SmallUs)) {
                latencies << run.headline.p99SmallUs;
                latencyRuns << run.runId;
            }
            if (isKnown(run.headline.busbwLargeGBs)) {
                bandwidths << run.headline.busbwLargeGBs;
                bandwidthRuns << run.runId;
            }
        }
        const QString setup = s.comparison.reference ? s.comparison.reference->describe() : QString();
        if (!latencies.isEmpty()) {
            metrics[c].p99LatencyUs = base::median(latencies);
            metrics[c].latencySource =
                CostDecisionSnapshot::tr("measured: median p99 latency at the smallest size, %1 µs, of own run(s) %2 "
                                         "on the candidate's cluster (%3)")
                    .arg(formatNumber(*metrics[c].p99LatencyUs), runIds(latencyRuns), setup);
        }
        if (!bandwidths.isEmpty()) {
            metrics[c].busBandwidthGBs = base::median(bandwidths);
            metrics[c].bandwidthSource =
                CostDecisionSnapshot::tr("measured: median bus bandwidth at the largest size, %1 GB/s, of own run(s) "
                                         "%2 on the candidate's cluster (%3)")
                    .arg(formatNumber(*metrics[c].busBandwidthGBs), runIds(bandwidthRuns), setup);
        }
        metrics[c].latencyRuns = latencyRuns;
        metrics[c].bandwidthRuns = bandwidthRuns;
        // The candidate's own plan runs: recovery after each fault and the alarms over it (FaultEvidence).
        const FaultEvidence& faults = s.faults.at(c);
        metrics[c].recoverySeconds = faults.medianRecoverySeconds();
        metrics[c].faultStepsCounted = int(faults.countedSteps.size());
        metrics[c].faultStepsHeld = faults.held;
        metrics[c].faultSteps = faults.countedSteps;
        metrics[c].faultSource = faults.faultSource();
        metrics[c].counterAlarms = faults.alarmsPerPhase();
        metrics[c].counterSteps = faults.counterSteps;
        metrics[c].counterSource = faults.counterSource();
        // The replays of the buyer's own workload (WorkloadEvidence).
        const WorkloadEvidence& workload = s.workloads.at(c);
        metrics[c].workloadUs = workload.figureUs();
        metrics[c].workloadSource = workload.source();
        metrics[c].workloadSteps = workload.countedSteps;
        if (cost.ready) {
            metrics[c].costPerAcceptedRun = cost.costPerAcceptedRun;
            metrics[c].costSource =
                CostDecisionSnapshot::tr("Cost page: %1 per accepted run").arg(s.money(*cost.costPerAcceptedRun));
        }
        // Every candidate is scored from its questionnaire, unanswered questions included, so that answering one
        // can only raise the score (or lower it by a red flag that is worse than no answer).
        // A claim that our own linked run contradicts beyond the tolerance is a red flag against the supplier.
        const AnswerEvidence evidence = answerEvidence(project, candidate, QStringLiteral("en"));
        const QuestionnaireCompleteness& q = evidence.completeness;
        if (q.total > 0) {
            metrics[c].questionnaireCompleteness = double(q.answered) / q.total;
            metrics[c].redFlags = q.penalisedRedFlags();
            metrics[c].questionnaireSource =
                CostDecisionSnapshot::tr("Questionnaire: %1 of %2 answered, %3 incomplete (no penalty), %n red "
                                         "flag(s) against the supplier",
                                         nullptr, q.penalisedRedFlags())
                    .arg(q.answered)
                    .arg(q.total)
                    .arg(q.incomplete);
            int verdicts[3] = {}; // within, better, worse
            for (const QList<ClaimCheck>& checks : evidence.checks) {
                for (const ClaimCheck& check : checks) {
                    if (check.verdict != ClaimVerdict::NotCompared)
                        ++verdicts[int(check.verdict)];
                }
            }
            if (const int compared = verdicts[0] + verdicts[1] + verdicts[2]; compared > 0)
                metrics[c].questionnaireSource +=
                    CostDecisionSnapshot::tr("; %n claim(s) checked against own measurements: %1 within tolerance, "
                                             "%2 better, %3 contradicted",
                                             nullptr, compared)
                        .arg(verdicts[0])
                        .arg(verdicts[1])
                        .arg(verdicts[2]);
        }
    }
    return metrics;
}

} // namespace

CostDecisionSnapshot CostDecisionSnapshot::load(ProjectFile* project)
{
    CostDecisionSnapshot s;
    if (!project)
        return s;
    s.candidates = CandidateRepository(*project).all();
    CostRepository costs(*project);
    s.settings = costs.settings();
    const QHash<qint64, CostInputs> inputs = costs.allInputs();
    PriceRepository prices(*project);
    const QHash<qint64, QList<PriceLine>> priceLines = prices.allLines();
    const QList<ExchangeRate> rates = prices.rates();
    s.rates = rates;
    // Every run of a candidate, with its rows (not its samples): comparison and acceptance read the sizes.
    BenchmarkRunRepository runRepository(*project);
    BomRepository boms(*project);
    const QHash<qint64, BomValues> declared = boms.allDeclared();
    QSet<qint64> stale;
    for (const StaleRun& run : staleRuns(boms.snapshots(), declared))
        stale.insert(run.runId);
    QList<BenchmarkRun> runs;
    for (const BenchmarkRun& listed : runRepository.list()) {
        if (listed.candidateId)
            runs << runRepository.load(listed.id);
    }
    s.comparison = compareRuns(runs, stale, s.settings.thresholds, declared);
    const QList<StorageStepResult> storageSteps = PlanResults::storageSteps(*project);
    const QList<FaultStepResult> faults = PlanResults::faultSteps(*project);
    QList<qint64> candidateIds;
    for (const Candidate& candidate : s.candidates)
        candidateIds << candidate.id;
    s.faults = faultEvidence(faults, candidateIds);
    for (const FaultEvidence& evidence : s.faults)
        s.thisComputerSteps << evidence.thisComputerSteps;
    // The pattern the project's workload gives now: replays of it are compared; without a description, none are.
    QJsonObject pattern;
    if (const std::optional<WorkloadDescription> workload = WorkloadRepository(*project).load();
        workload && validate(*workload).isEmpty())
        pattern = patternJson(*workload, communicationPattern(*workload));
    s.workloads = workloadEvidence(PlanResults::replaySteps(*project), candidateIds, pattern);
    for (const WorkloadEvidence& evidence : s.workloads)
        s.thisComputerSteps << evidence.thisComputerSteps;
    for (const Candidate& candidate : s.candidates) {
        CostCase costCase{
            .inputs = inputs.value(candidate.id), .settings = s.settings, .nodeCount = candidate.nodeCount};
        costCase.priceLines = priceLines.value(candidate.id);
        costCase.rates = rates;
        // The acceptance rate counts all-reduce runs, the guide's baseline, judged by the project's thresholds; a run
        // measured on this computer measures no candidate's fabric (thisComputerNotice() says it was left out).
        for (const BenchmarkRun& run : runs) {
            if (run.candidateId == candidate.id && run.testName == QLatin1String("all_reduce") &&
                run.measuredOn == MeasuredOn::Cluster)
                costCase.evidence.benchmarkRuns << acceptanceInput(run, s.settings.thresholds, stale.contains(run.id),
                                                                   declared.value(candidate.id));
        }
        // The recovery time is what storage steps with --kill-rank measured: from the kill of a rank until every
        // rank has restored and checked the last complete checkpoint. (A fault step's time from the revert until
        // p99 is back is the fabric's, shown on the fault chart, not the job's restart.)
        for (const StorageStepResult& storage : storageSteps) {
            if (storage.candidateId != candidate.id)
                continue;
            if (storage.measuredOn == MeasuredOn::ThisComputer) {
                if (!s.thisComputerSteps.contains(PlanStepRef{storage.planRunId, storage.step}))
                    s.thisComputerSteps << PlanStepRef{storage.planRunId, storage.step};
                continue;
            }
            if (std::optional<FaultRunInput> input = recoveryInput(storage))
                costCase.evidence.faultRuns << *input;
        }
        // The stalled time is what fault steps with a replay measured: its step-time inflation under the fault.
        for (const FaultStepResult& fault : faults) {
            if (fault.candidateId != candidate.id || !fault.stall || fault.measuredOn == MeasuredOn::ThisComputer)
                continue;
            costCase.evidence.faultRuns << FaultRunInput{
                .wallSeconds = fault.stall->wallSeconds,
                .stalledSeconds = fault.stall->stalledSeconds,
                .source = tr("plan run %1, step %2").arg(fault.planRunId).arg(fault.step + 1)};
        }
        s.cases << costCase;
        s.results << computeCost(costCase);
    }
    s.benchmarkRunsStored = std::any_of(runs.begin(), runs.end(), [](const BenchmarkRun& run) {
        return run.source == RunSource::OwnMeasurement && run.testName == QLatin1String("all_reduce") &&
               run.measuredOn == MeasuredOn::Cluster;
    });

    DecisionRepository decisions(*project);
    s.criteria = decisions.criteria();
    s.manualScores = decisions.scores();
    s.notes = decisions.notes();
    const QList<CandidateMetrics> metrics = metricsOf(*project, s);
    QList<double> weights;
    for (const Criterion& criterion : s.criteria) {
        weights << criterion.weight;
        QList<ScoreCell> row =
            criterion.builtin ? automaticScores(*criterion.builtin, metrics) : QList<ScoreCell>(s.candidates.size());
        for (qsizetype c = 0; c < s.candidates.size(); ++c) {
            const ManualScore* manual = s.manualScore(criterion.id, s.candidates.at(c).id);
            // Evidence wins over a typed score, unless the typed one is an override (which gives its reason).
            if (!manual || (row.at(c).score && !manual->overridesEvidence))
                continue;
            const ScoreCell automatic = row.at(c);
            row[c] = {.score = manual->score,
                      .uncertainty = manual->uncertainty,
                      .source = manual->note,
                      .formula = automatic.score ? tr("typed override of the automatic score") : tr("scored by hand"),
                      .enteredBeforeBenchmark = manual->enteredBeforeBenchmark};
            if (automatic.score) {
                row[c].overriddenScore = automatic.score;
                row[c].overriddenSource = automatic.source;
            }
            s.filledBeforeBenchmark = s.filledBeforeBenchmark || manual->enteredBeforeBenchmark;
        }
        s.cells << row;
    }
    s.outcome = decide(weights, s.cells, int(s.candidates.size()));
    s.filledBeforeBenchmark = s.filledBeforeBenchmark || !s.benchmarkRunsStored;
    return s;
}

int CostDecisionSnapshot::candidateRow(qint64 candidateId) const
{
    for (qsizetype c = 0; c < candidates.size(); ++c) {
        if (candidates.at(c).id == candidateId)
            return int(c);
    }
    return -1;
}

const ManualScore* CostDecisionSnapshot::manualScore(qint64 criterionId, qint64 candidateId) const
{
    for (const ManualScore& score : manualScores) {
        if (score.criterionId == criterionId && score.candidateId == candidateId)
            return &score;
    }
    return nullptr;
}

QString CostDecisionSnapshot::money(double amount) const
{
    return tr("%1 %2").arg(formatNumber(amount), settings.currency);
}

QString CostDecisionSnapshot::recommendation() const
{
    if (candidates.isEmpty())
        return tr("No recommendation: the project has no candidates.");
    if (!outcome.missing.isEmpty()) {
        const auto [criterion, candidate] = outcome.missing.first();
        return tr("No recommendation yet: %n score(s) missing, for example %1 for %2.", nullptr,
                  int(outcome.missing.size()))
            .arg(criteria.at(criterion).title(), candidates.at(candidate).supplier);
    }
    if (outcome.winner < 0)
        return tr("No recommendation: every weight is zero.");
    const auto total = [&](int c) { return formatPoints(*outcome.totals.at(c)); };
    const QString winner = candidates.at(outcome.winner).supplier;
    if (outcome.isTie()) {
        QStringList names;
        for (int c : outcome.tiedWith)
            names << tr("%1 (%2)").arg(candidates.at(c).supplier, total(c));
        return tr("Tie: rent or benchmark both. %1 are within the tie margin of %2 points, so the matrix cannot "
                  "separate them.")
            .arg(names.join(tr(" and ")), formatPoints(outcome.margin));
    }
    if (outcome.runnerUp < 0)
        return tr("Recommended: %1 with %2 points (the only candidate).").arg(winner, total(outcome.winner));
    return tr("Recommended: %1 with %2 points. Runner-up %3 with %4: the lead of %5 is larger than the tie "
              "margin of %6.")
        .arg(winner, total(outcome.winner), candidates.at(outcome.runnerUp).supplier, total(outcome.runnerUp),
             formatPoints(outcome.lead), formatPoints(outcome.margin));
}

QString CostDecisionSnapshot::thisComputerNotice() const
{
    QStringList said;
    if (const QList<RunEvidence> local = comparison.thisComputerRuns(); !local.isEmpty()) {
        QStringList names;
        for (const RunEvidence& run : local) {
            const int c = candidateRow(run.candidateId);
            names << tr("run %1 (%2)").arg(run.runId).arg(c < 0 ? QString() : candidates.at(c).supplier);
        }
        said << tr("%n run(s) measured on this computer, through a connection that runs the agent here, are left out "
                   "of the scores and the acceptance rate: %1. They measure this computer, not a candidate's fabric, "
                   "so the recommendation does not rest on them. To count such a run, state on its connection that "
                   "this computer is a node of the candidate's cluster and measure again.",
                   nullptr, int(local.size()))
                    .arg(names.join(QStringLiteral(", ")));
    }
    // Plan steps run through such a connection (fault, counters, storage) are left out of their figures too.
    if (!thisComputerSteps.isEmpty()) {
        QStringList names;
        for (const PlanStepRef& ref : thisComputerSteps)
            names << tr("plan run %1, step %2").arg(ref.planRunId).arg(ref.step + 1);
        said << tr("%n plan step(s) ran on this computer and are left out of the fault, counter and cost figures: "
                   "%1.",
                   nullptr, int(thisComputerSteps.size()))
                    .arg(names.join(QStringLiteral("; ")));
    }
    return said.join(QLatin1Char(' '));
}

QString CostDecisionSnapshot::benchmarkResult(int candidate) const
{
    const ResolvedInput& rate = results.at(candidate).inputs[int(CostInputKey::AcceptanceRate)];
    if (rate.source == InputSource::Derived && rate.value && !rate.overridden)
        return rate.derivation;
    // Own runs that give no acceptance rate (no threshold set, other node counts, stale) are named, not denied.
    const QList<AcceptanceRunInput>& runs = cases.at(candidate).evidence.benchmarkRuns;
    const auto own =
        std::count_if(runs.begin(), runs.end(), [](const AcceptanceRunInput& r) { return r.ownMeasurement; });
    if (own > 0) {
        const Derivation why = deriveAcceptanceRate(runs, candidates.at(candidate).nodeCount, settings.thresholds);
        QString text = tr("%n own all-reduce run(s) stored, no acceptance rate from them: %1", nullptr, int(own))
                           .arg(why.value ? tr("the rate is typed over the derived one") : why.explanation);
        if (rate.value) {
            text += tr("; the acceptance rate %1 in use is %2")
                        .arg(QLocale().toString(*rate.value * 100, 'f', 0) + QStringLiteral(" %"),
                             rate.overridden                      ? tr("an override")
                             : rate.source == InputSource::Quoted ? tr("quoted by the supplier")
                                                                  : tr("typed by the buyer"));
        }
        return text;
    }
    if (rate.value) {
        return tr("No own benchmark result stored; acceptance rate %1 is %2")
            .arg(QLocale().toString(*rate.value * 100, 'f', 0) + QStringLiteral(" %"),
                 rate.overridden                      ? tr("an override")
                 : rate.source == InputSource::Quoted ? tr("quoted by the supplier")
                                                      : tr("typed by the buyer"));
    }
    return tr("No own benchmark result stored");
}

Worksheet CostDecisionSnapshot::worksheet() const
{
    const QStringList header = {
        tr("Candidate"),        tr("Fabric"),         tr("Benchmark result"),      tr("Operations owner"),
        tr("Idle/retry waste"), tr("Expansion path"), tr("Cost per accepted run"), tr("Weighted score"),
        tr("Recommendation")};
    QList<QStringList> rows;
    for (qsizetype c = 0; c < candidates.size(); ++c) {
        const Candidate& candidate = candidates.at(c);
        const CostResult& cost = results.at(c);
        const WorksheetNote note = notes.value(candidate.id);
        const auto& waste = cost.value(CostInputKey::FailedJobWaste);
        const auto& idle = cost.value(CostInputKey::QueueIdleGpu);
        QString recommendation;
        if (outcome.winner < 0)
            recommendation = tr("Matrix incomplete");
        else if (outcome.isTie() && outcome.tiedWith.contains(int(c)))
            recommendation = tr("Tie: rent or benchmark both");
        else if (outcome.winner == c)
            recommendation = tr("Recommended");
        else
            recommendation = tr("Not recommended");
        rows << QStringList{
            tr("%1: %2").arg(candidate.supplier, candidate.offerName),
            displayName(candidate.fabric),
            benchmarkResult(int(c)),
            note.operationsOwner,
            waste && idle ? tr("%1 (retry %2, idle %3)").arg(money(*waste + *idle), money(*waste), money(*idle))
                          : tr("not known"),
            note.expansionPath,
            cost.costPerAcceptedRun ? money(*cost.costPerAcceptedRun) + (cost.ready ? QString() : tr(" (not ready)"))
                                    : tr("not known"),
            outcome.totals.at(c) ? formatPoints(*outcome.totals.at(c)) : tr("incomplete"),
            recommendation};
    }
    return Worksheet(header, rows);
}

} // namespace fw::core
