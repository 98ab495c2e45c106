// SPDX-License-Identifier: Apache-2.0
#include "evidence/rundependents.h"

#include "evidence/costdecisionsnapshot.h"
#include "evidence/runevidence.h"
#include "storage/projectfile.h"

#include <QSqlQuery>

namespace fw::core {

namespace {

QString candidateName(ProjectFile& project, const QVariant& id)
{
    return project.scalar(QStringLiteral("SELECT supplier || ' / ' || offer_name FROM candidate WHERE id = ?"), {id})
        .toString();
}

} // namespace

QString storageKey(RunDependent::Kind kind)
{
    switch (kind) {
    case RunDependent::Kind::PlanRun:
        return QStringLiteral("plan_run");
    case RunDependent::Kind::DecisionEvidence:
        return QStringLiteral("decision_evidence");
    case RunDependent::Kind::QuestionnaireAnswer:
        return QStringLiteral("questionnaire_answer");
    case RunDependent::Kind::Dispatch:
        return QStringLiteral("dispatch");
    case RunDependent::Kind::BomSnapshot:
        return QStringLiteral("bom_snapshot");
    }
    Q_UNREACHABLE();
}

QList<RunDependent> runDependents(ProjectFile& project, const QList<qint64>& runIds)
{
    // The links are read straight from their tables: dispatch_run.benchmark_run_id (with its plan run), the answers'
    // questionnaire_answer_run and bom_snapshot.run_id; loading the dispatches through their repository would read
    // every stream.
    QList<RunDependent> result;
    // The Cost and Decision pages read the project through the snapshot; asking it, rather than repeating its rules,
    // names exactly the runs they count: in a candidate's acceptance rate, and among the runs the scores compare.
    const CostDecisionSnapshot decision = CostDecisionSnapshot::load(&project);
    QHash<qint64, QString> accepted; // run -> candidate
    for (qsizetype c = 0; c < decision.candidates.size() && c < decision.cases.size(); ++c) {
        for (const AcceptanceRunInput& run : decision.cases.at(c).evidence.benchmarkRuns)
            accepted.insert(run.runId, candidateName(project, decision.candidates.at(c).id));
    }
    QHash<qint64, QString> compared;
    for (const RunEvidence& run : decision.comparison.runs) {
        if (run.comparable)
            compared.insert(run.runId, candidateName(project, run.candidateId));
    }
    for (const qint64 id : runIds) {
        const auto add = [&](RunDependent::Kind kind, const QString& reason) {
            result << RunDependent{id, kind, reason};
        };
        QSqlQuery dispatches = project.query(
            QStringLiteral("SELECT d.id, d.plan_run_id, d.plan_step, d.plan_phase, p.name FROM dispatch_run d "
                           "LEFT JOIN plan_run p ON p.id = d.plan_run_id WHERE d.benchmark_run_id = ? ORDER BY d.id"),
            {id});
        while (dispatches.next()) {
            if (dispatches.value(1).isNull()) {
                add(RunDependent::Kind::Dispatch,
                    RunDependent::tr("Dispatch %1 measured it; the dispatch keeps its raw stream and loses the link.")
                        .arg(dispatches.value(0).toLongLong()));
            } else {
                add(RunDependent::Kind::PlanRun,
                    RunDependent::tr("Plan run %1 (\"%2\") measured it in step %3 (%4); the plan's results read it.")
                        .arg(dispatches.value(1).toLongLong())
                        .arg(dispatches.value(4).toString())
                        .arg(dispatches.value(2).toInt() + 1)
                        .arg(dispatches.value(3).toString()));
            }
        }
        if (accepted.contains(id)) {
            add(RunDependent::Kind::DecisionEvidence,
                RunDependent::tr("The Cost page counts it in the acceptance rate of %1.").arg(accepted.value(id)));
        }
        if (compared.contains(id)) {
            add(RunDependent::Kind::DecisionEvidence,
                RunDependent::tr("The Decision page scores %1 on it (latency and bandwidth).").arg(compared.value(id)));
        }
        QSqlQuery answers =
            project.query(QStringLiteral("SELECT candidate_id, question_key FROM questionnaire_answer_run "
                                         "WHERE run_id = ? ORDER BY candidate_id, question_key"),
                          {id});
        while (answers.next()) {
            add(RunDependent::Kind::QuestionnaireAnswer,
                RunDependent::tr("The answer of %1 to question %2 cites it as evidence.")
                    .arg(candidateName(project, answers.value(0)), answers.value(1).toString()));
        }
        QSqlQuery frozen =
            project.query(QStringLiteral("SELECT candidate_id, recorded_at FROM bom_snapshot WHERE run_id = ?"), {id});
        while (frozen.next()) {
            add(RunDependent::Kind::BomSnapshot,
                RunDependent::tr("It froze the BOM of %1 as declared on %2; the frozen BOM goes with it.")
                    .arg(candidateName(project, frozen.value(0)), frozen.value(1).toString().left(10)));
        }
    }
    return result;
}

} // namespace fw::core
