// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace fw::core {

class ProjectFile;

// Something in the project that relies on a benchmark run, said in a sentence, so the Benchmarks page and
// `fabric-workbench runs delete` can warn before the run goes (issue 18).
struct RunDependent
{
    Q_DECLARE_TR_FUNCTIONS(RunDependent)

public:
    enum class Kind
    {
        PlanRun,             // an acceptance plan ran it; the plan's results (baseline, fault impact) read it
        DecisionEvidence,    // the Cost page counts it in an acceptance rate, or the Decision page scores on it
        QuestionnaireAnswer, // an answer cites it as the run that checks a claim
        Dispatch,            // a dispatch measured it; the dispatch keeps its raw stream
        BomSnapshot,         // it froze its candidate's BOM; the frozen BOM goes with it
    };

    qint64 runId = 0;
    Kind kind = Kind::Dispatch;
    QString reason; // one translated sentence

    // Whether deleting the run changes what a plan, the decision or an answer shows. A dispatch keeps its stream
    // and a frozen BOM belongs to the run alone, so those two only inform.
    bool blocks() const
    {
        return kind == Kind::PlanRun || kind == Kind::DecisionEvidence || kind == Kind::QuestionnaireAnswer;
    }
};

// Stable keys, as `runs show --json` writes them: plan_run, decision_evidence, questionnaire_answer, dispatch,
// bom_snapshot.
QString storageKey(RunDependent::Kind kind);

// What relies on each of the runs, in the order of `runIds`; runs that are not in the project have none.
QList<RunDependent> runDependents(ProjectFile& project, const QList<qint64>& runIds);

} // namespace fw::core
