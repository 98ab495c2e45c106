// SPDX-License-Identifier: Apache-2.0
#pragma once

// What every section of the report reads, loaded from the project once. Internal to app/report.
#include "analysis/answerassessment.h"
#include "analysis/bomdrift.h"
#include "analysis/measuredbom.h"
#include "analysis/stragglerverdict.h"
#include "analysis/triagerecommendation.h"
#include "charts/chartdata.h"
#include "domain/benchmarkrun.h"
#include "domain/checklist.h"
#include "domain/questionnaireanswer.h"
#include "domain/workload.h"
#include "evidence/costdecisionsnapshot.h"
#include "remote/dispatchrunrepository.h"
#include "remote/planresults.h"
#include "report/reportbuilder.h"
#include "storage/bomrepository.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <optional>

namespace fw::core {
class ProjectFile;
}

namespace fw::app::report {

using namespace fw::core;

// The data every section reads, loaded once.
struct Data
{
    core::CostDecisionSnapshot snapshot;
    QList<Candidate> candidates;
    QList<BenchmarkRun> runs;                   // all-reduce and others, rows loaded
    QHash<qint64, StragglerVerdict> stragglers; // by run id: runs with per-rank figures only
    QList<StaleRun> stale;
    QHash<qint64, BomValues> declared;
    QHash<qint64, QList<StoredFacts>> facts;
    QHash<qint64, QMap<QString, QuestionnaireAnswer>> answers;
    QHash<qint64, QMap<QString, QList<ClaimCheck>>> claimChecks; // by candidate, then question key
    QHash<qint64, QuestionnaireCompleteness> completeness;
    QHash<qint64, ChecklistAnswers> operatingModel;
    QHash<qint64, SourceChecks> officialSources;
    ChecklistAnswers triageAnswers;
    TriageRecommendation triage;
    std::optional<WorkloadDescription> workload; // the buyer's workload, when described
    QList<StoredDispatch> dispatches;
    FaultImpactData faults;                // every candidate's stored fault and replay steps
    QList<IsolationStepResult> isolations; // every stored isolate step, oldest plan run first

    QString candidateLabel(std::optional<qint64> id) const
    {
        if (!id)
            return ReportBuilder::tr("no candidate");
        for (const Candidate& c : candidates) {
            if (c.id == *id)
                return c.supplier;
        }
        return ReportBuilder::tr("deleted candidate");
    }
};

Data load(ProjectFile& project, const QString& language);

} // namespace fw::app::report
