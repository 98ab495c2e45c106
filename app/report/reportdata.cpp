// SPDX-License-Identifier: Apache-2.0
#include "report/reportdata.h"

#include "analysis/answerassessment.h"
#include "analysis/bomdrift.h"
#include "analysis/triagerecommendation.h"
#include "charts/chartdata.h"
#include "domain/questionnairecatalog.h"
#include "evidence/claimevidence.h"
#include "evidence/stragglerevidence.h"
#include "remote/dispatchrunrepository.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/bomrepository.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "storage/triagerepository.h"
#include "storage/workloadrepository.h"

namespace fw::app::report {

using namespace fw::core;

Data load(ProjectFile& project, const QString& language)
{
    Data d;
    d.snapshot = core::CostDecisionSnapshot::load(&project);
    d.candidates = d.snapshot.candidates;
    BenchmarkRunRepository runs(project);
    for (const BenchmarkRun& listed : runs.list()) {
        d.runs << runs.load(listed.id);
        if (StragglerVerdict verdict = runStragglerVerdict(project, d.runs.constLast()); verdict.ranks > 0)
            d.stragglers.insert(listed.id, std::move(verdict));
    }
    BomRepository boms(project);
    d.declared = boms.allDeclared();
    d.stale = staleRuns(boms.snapshots(), d.declared);
    const QuestionnaireRepository questionnaires(project);
    for (const Candidate& c : d.candidates) {
        d.facts.insert(c.id, boms.measured(c.id));
        const AnswerEvidence evidence = answerEvidence(project, c, language);
        d.answers.insert(c.id, evidence.answers);
        d.claimChecks.insert(c.id, evidence.checks);
        d.completeness.insert(c.id, evidence.completeness);
        d.operatingModel.insert(c.id, questionnaires.operatingModel(c.id));
        d.officialSources.insert(c.id, questionnaires.officialSources(c.id));
    }
    d.triageAnswers = TriageRepository(project).all();
    d.triage = recommend(d.triageAnswers);
    d.workload = WorkloadRepository(project).load();
    d.dispatches = DispatchRunRepository(project).all();
    d.faults = loadFaultImpact(project, CompareSelection{});
    d.isolations = PlanResults::isolationSteps(project);
    return d;
}

} // namespace fw::app::report
