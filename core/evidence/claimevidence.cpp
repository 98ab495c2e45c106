// SPDX-License-Identifier: Apache-2.0
#include "evidence/claimevidence.h"

#include "domain/questionnairecatalog.h"
#include "remote/dispatchrunrepository.h"
#include "remote/planresults.h"
#include "remote/planrunrepository.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/questionnairerepository.h"

#include <QHash>
#include <algorithm>

namespace fw::core {

namespace {

QString stepName(const StoredPlanRun& run, int step, const QString& label)
{
    const QString plan =
        run.plan.name.isEmpty()
            ? ClaimCheck::tr("plan run %1").arg(run.id)
            : ClaimCheck::tr("plan run %1 (%2)").arg(run.id).arg(AcceptancePlan::displayLabel(run.plan.name));
    return label.isEmpty() ? ClaimCheck::tr("%1, step %2").arg(plan).arg(step + 1)
                           : ClaimCheck::tr("%1, step %2 (%3)").arg(plan).arg(step + 1).arg(label);
}

} // namespace

QList<StepRecovery> recoverySteps(ProjectFile& project, const StoredPlanRun& run)
{
    const QList<StoredDispatch> dispatches = DispatchRunRepository(project).ofPlanRun(run.id);
    QList<StepRecovery> result;
    for (const FaultStepResult& fault : PlanResults::faultSteps(run, dispatches)) {
        StepRecovery step{
            {run.id, fault.step}, stepName(run, fault.step, fault.label), StepRecovery::Kind::AfterRevert};
        if (!fault.applied)
            step.reason = ClaimCheck::tr("the fault of %1 was not applied").arg(step.name);
        else if (!fault.recovery)
            step.reason = ClaimCheck::tr("%1 measured no recovery: it needs a run before the fault, the time of the "
                                         "revert and a run after it")
                              .arg(step.name);
        else if (fault.recovery->recovered)
            step.seconds = fault.recovery->secondsToRecover;
        else
            step.observedSeconds = fault.recovery->observedWindowS;
        result << step;
    }
    for (const StorageStepResult& storage : PlanResults::storageSteps(run, dispatches)) {
        if (!storage.results.phase(QStringLiteral("recovery")))
            continue; // a storage step without a killed rank measures no recovery
        StepRecovery step{
            {run.id, storage.step}, stepName(run, storage.step, storage.label), StepRecovery::Kind::RestoreAfterKill};
        if (const StoragePhaseResult* phase = storage.recoveryPhase())
            step.seconds = phase->recoveryUs.avg / 1e6;
        else
            step.reason = ClaimCheck::tr("%1 has no measured restore after the killed rank").arg(step.name);
        result << step;
    }
    std::sort(result.begin(), result.end(),
              [](const StepRecovery& a, const StepRecovery& b) { return a.step < b.step; });
    return result;
}

QList<StepRecovery> recoverySteps(ProjectFile& project, qint64 candidateId)
{
    QList<StepRecovery> result;
    for (const StoredPlanRun& run : PlanRunRepository(project).all()) {
        if (run.candidateId == candidateId)
            result << recoverySteps(project, run);
    }
    return result;
}

QMap<QString, QList<ClaimCheck>> claimChecks(ProjectFile& project, const QMap<QString, QuestionnaireAnswer>& answers)
{
    QMap<QString, QList<ClaimCheck>> result;
    BenchmarkRunRepository repository(project);
    QHash<qint64, BenchmarkRun> runs;
    QHash<qint64, QList<StepRecovery>> planRuns;
    for (auto it = answers.begin(); it != answers.end(); ++it) {
        if (it->linkedRunIds.isEmpty() && it->linkedPlanSteps.isEmpty())
            continue;
        QList<BenchmarkRun> linked;
        for (qint64 id : it->linkedRunIds) {
            if (!runs.contains(id))
                runs.insert(id, repository.load(id));
            linked << runs.value(id);
        }
        QList<StepRecovery> steps;
        for (const PlanStepRef& ref : it->linkedPlanSteps) {
            if (!planRuns.contains(ref.planRunId)) {
                const std::optional<StoredPlanRun> run = PlanRunRepository(project).find(ref.planRunId);
                planRuns.insert(ref.planRunId, run ? recoverySteps(project, *run) : QList<StepRecovery>());
            }
            const QList<StepRecovery>& measured = planRuns.value(ref.planRunId);
            const auto found =
                std::find_if(measured.begin(), measured.end(), [&](const StepRecovery& s) { return s.step == ref; });
            if (found != measured.end()) {
                steps << *found;
            } else {
                StepRecovery missing{ref, ClaimCheck::tr("plan run %1, step %2").arg(ref.planRunId).arg(ref.step + 1)};
                missing.reason = ClaimCheck::tr("%1 measures no recovery").arg(missing.name);
                steps << missing;
            }
        }
        result.insert(it.key(), checkClaims(it->text, linked, steps));
    }
    return result;
}

AnswerEvidence answerEvidence(ProjectFile& project, const Candidate& candidate, const QString& language)
{
    AnswerEvidence evidence;
    evidence.answers = QuestionnaireRepository(project).answers(candidate.id);
    evidence.checks = claimChecks(project, evidence.answers);
    evidence.completeness =
        completeness(QuestionnaireCatalog::forFabric(candidate.fabric), evidence.answers, language, evidence.checks);
    return evidence;
}

} // namespace fw::core
