#include "evidence/costdecisionsnapshot.h"

#include "analysis/answerassessment.h"
#include "analysis/bomdrift.h"
#include "analysis/headlinefigures.h"
#include "analysis/numberformat.h"
#include "domain/questionnairecatalog.h"
#include "evidence/rundependents.h"
#include "remote/planresults.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/bomrepository.h"
#include "storage/candidaterepository.h"
#include "storage/costrepository.h"
#include "storage/decisionrepository.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"

#include <QLocale>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace fw::core {

namespace {

// One stored run, reduced to what acceptance and scoring read from it.
struct RunSummary
{
    qint64 candidateId = 0;
    AcceptanceRunInput acceptance;
};

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2;
}

// All-reduce runs only: the guide's baseline, and the only collective whose numbers the thresholds and the
// matrix compare across candidates.
QList<RunSummary> benchmarkSummaries(ProjectFile& project)
{
    BenchmarkRunRepository runs(project);
    BomRepository boms(project);
    QSet<qint64> stale;
    for (const StaleRun& run : staleRuns(boms.snapshots(), boms.allDeclared()))
        stale.insert(run.runId);
    QList<RunSummary> result;
    for (const BenchmarkRun& listed : runs.list()) {
        if (!countsAsDecisionEvidence(listed))
            continue;
        const BenchmarkRun run = runs.load(listed.id);
        RunSummary summary{.candidateId = *run.candidateId};
        AcceptanceRunInput& a = summary.acceptance;
        a.nodes = run.nodes;
        a.ownMeasurement = run.source == RunSource::OwnMeasurement;
        a.correctnessFailed = run.correctness() == Correctness::Failed;
        a.stale = stale.contains(run.id);
        const HeadlineFigures figures = headlineFigures(run);
        a.busBandwidthGBs = figures.busbwLargeGBs;
        a.p99LatencyUs = figures.p99SmallUs;
        result << summary;
    }
    return result;
}

// The measured numbers the matrix can score from. Cost counts only once the cost model is ready (R5.3).
QList<CandidateMetrics> metricsOf(ProjectFile& project, const CostDecisionSnapshot& s)
{
    QuestionnaireRepository questionnaires(project);
    QList<CandidateMetrics> metrics(s.candidates.size());
    for (qsizetype c = 0; c < s.candidates.size(); ++c) {
        const Candidate& candidate = s.candidates.at(c);
        const CostResult& cost = s.results.at(c);
        QList<double> latencies;
        QList<double> bandwidths;
        for (const AcceptanceRunInput& run : s.cases.at(c).evidence.benchmarkRuns) {
            if (!run.ownMeasurement || run.stale || run.nodes != candidate.nodeCount)
                continue;
            if (std::isfinite(run.p99LatencyUs))
                latencies << run.p99LatencyUs;
            if (std::isfinite(run.busBandwidthGBs))
                bandwidths << run.busBandwidthGBs;
        }
        if (!latencies.isEmpty()) {
            metrics[c].p99LatencyUs = median(latencies);
            metrics[c].latencySource = CostDecisionSnapshot::tr("median p99 latency at the smallest message size, "
                                                                "%1 µs, of %n own all-reduce run(s) at %2 nodes",
                                                                nullptr, int(latencies.size()))
                                           .arg(formatNumber(*metrics[c].p99LatencyUs))
                                           .arg(candidate.nodeCount);
        }
        if (!bandwidths.isEmpty()) {
            metrics[c].busBandwidthGBs = median(bandwidths);
            metrics[c].bandwidthSource = CostDecisionSnapshot::tr("median bus bandwidth at the largest message "
                                                                  "size, %1 GB/s, of %n own all-reduce run(s) at "
                                                                  "%2 nodes",
                                                                  nullptr, int(bandwidths.size()))
                                             .arg(formatNumber(*metrics[c].busBandwidthGBs))
                                             .arg(candidate.nodeCount);
        }
        if (cost.ready) {
            metrics[c].costPerAcceptedRun = cost.costPerAcceptedRun;
            metrics[c].costSource =
                CostDecisionSnapshot::tr("Cost page: %1 per accepted run").arg(s.money(*cost.costPerAcceptedRun));
        }
        const auto answers = questionnaires.answers(candidate.id);
        if (!answers.isEmpty()) {
            const QuestionnaireCompleteness q =
                completeness(QuestionnaireCatalog::forFabric(candidate.fabric), answers, QStringLiteral("en"));
            if (q.total > 0) {
                metrics[c].questionnaireCompleteness = double(q.answered) / q.total;
                metrics[c].redFlags = q.redFlags;
                metrics[c].questionnaireSource =
                    CostDecisionSnapshot::tr("Questionnaire: %1 of %2 answered, %n red flag(s)", nullptr, q.redFlags)
                        .arg(q.answered)
                        .arg(q.total);
            }
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
    const QList<RunSummary> runs = benchmarkSummaries(*project);
    const QList<FaultStepResult> faults = PlanResults::faultSteps(*project);
    for (const Candidate& candidate : s.candidates) {
        CostCase costCase{
            .inputs = inputs.value(candidate.id), .settings = s.settings, .nodeCount = candidate.nodeCount};
        for (const RunSummary& run : runs) {
            if (run.candidateId == candidate.id)
                costCase.evidence.benchmarkRuns << run.acceptance;
        }
        // The fault steps of stored plan runs give the recovery time (revert to the first run from which on p99
        // stayed within the step's tolerance). No plan measures stalled time yet, so they add no wall or stalled
        // seconds and the stall fraction says so.
        for (const FaultStepResult& fault : faults) {
            if (fault.candidateId != candidate.id || !fault.recovery)
                continue;
            FaultRunInput input;
            if (fault.recovery->recovered)
                input.recoverySeconds = fault.recovery->secondsToRecover;
            costCase.evidence.faultRuns << input;
        }
        s.cases << costCase;
        s.results << computeCost(costCase);
    }
    s.benchmarkRunsStored =
        std::any_of(runs.begin(), runs.end(), [](const RunSummary& run) { return run.acceptance.ownMeasurement; });

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
            if (row.at(c).score)
                continue;
            if (const ManualScore* manual = s.manualScore(criterion.id, s.candidates.at(c).id)) {
                row[c] = {.score = manual->score,
                          .uncertainty = manual->uncertainty,
                          .source = manual->note,
                          .formula = tr("scored by hand"),
                          .enteredBeforeBenchmark = manual->enteredBeforeBenchmark};
                s.filledBeforeBenchmark = s.filledBeforeBenchmark || manual->enteredBeforeBenchmark;
            }
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

QString CostDecisionSnapshot::benchmarkResult(int candidate) const
{
    const ResolvedInput& rate = results.at(candidate).inputs[int(CostInputKey::AcceptanceRate)];
    if (rate.source == InputSource::Derived && rate.value && !rate.overridden)
        return rate.derivation;
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
