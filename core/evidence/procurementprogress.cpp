#include "evidence/procurementprogress.h"

#include "domain/bomcatalog.h"
#include "domain/checklist.h"
#include "evidence/claimevidence.h"
#include "storage/bomrepository.h"
#include "storage/candidaterepository.h"
#include "storage/costrepository.h"
#include "storage/projectfile.h"
#include "storage/triagerepository.h"

#include <QSet>
#include <QSqlQuery>
#include <algorithm>

namespace fw::core {

namespace {

StepProgress& at(ProcurementProgress& progress, ProcurementStep step)
{
    return progress[std::size_t(step)];
}

// The candidates (ids) a query's first column names, for "every candidate has one" checks.
QSet<qint64> candidateIds(ProjectFile& project, const QString& sql)
{
    QSet<qint64> ids;
    QSqlQuery q = project.query(sql);
    while (q.next())
        ids.insert(q.value(0).toLongLong());
    return ids;
}

} // namespace

ProcurementProgress ProgressReader::read(ProjectFile& project)
{
    ProcurementProgress progress;
    const QList<Candidate> candidates = CandidateRepository(project).all();
    const auto n = int(candidates.size());

    const ChecklistAnswers triage = TriageRepository(project).all();
    int questions = 0;
    int answered = 0;
    for (const QList<ChecklistItem>* list :
         {&Checklist::triageFilter(), &Checklist::modelApiNeeds(), &Checklist::workloads()}) {
        for (const ChecklistItem& item : *list) {
            ++questions;
            answered += triage.value(QString::fromLatin1(item.key)).isEmpty() ? 0 : 1;
        }
    }
    at(progress, ProcurementStep::Triage) = {tr("%1 of %2 answered").arg(answered).arg(questions), answered == 0};

    at(progress, ProcurementStep::Candidates) = {tr("%n candidate(s)", nullptr, n), n == 0};
    if (n == 0)
        return progress; // every later step is about candidates

    BomRepository boms(project);
    const QHash<qint64, BomValues> declared = boms.allDeclared();
    int bomComplete = 0;
    QuestionnaireCompleteness answers;
    for (const Candidate& c : candidates) {
        const BomValues values = declared.value(c.id);
        bool complete = true;
        for (const BomField& field : BomCatalog::forFabric(c.fabric))
            complete = complete && !values.value(QString::fromLatin1(field.key)).isEmpty();
        bomComplete += complete ? 1 : 0;
        const QuestionnaireCompleteness q = answerEvidence(project, c, QStringLiteral("en")).completeness;
        answers.total += q.total;
        answers.answered += q.answered;
        answers.redFlags += q.redFlags;
    }
    at(progress, ProcurementStep::Bom) = {tr("%1 of %2 candidates complete").arg(bomComplete).arg(n), bomComplete < n};
    at(progress, ProcurementStep::Questionnaires) = {
        tr("%1 of %2 answered, %n red flag(s)", nullptr, answers.redFlags).arg(answers.answered).arg(answers.total),
        answers.answered < answers.total};

    const int own =
        project.scalar(QStringLiteral("SELECT count(*) FROM benchmark_run WHERE source = 'own_measurement'")).toInt();
    const int claims =
        project.scalar(QStringLiteral("SELECT count(*) FROM benchmark_run WHERE source <> 'own_measurement'")).toInt();
    const QSet<qint64> measured = candidateIds(
        project, QStringLiteral("SELECT DISTINCT candidate_id FROM benchmark_run WHERE source = 'own_measurement' AND "
                                "candidate_id IS NOT NULL"));
    at(progress, ProcurementStep::Benchmarks) = {
        tr("%1, %2").arg(tr("%n own run(s)", nullptr, own), tr("%n claim(s)", nullptr, claims)),
        int(measured.size()) < n};

    const int plans = project.scalar(QStringLiteral("SELECT count(*) FROM plan_run")).toInt();
    const QSet<qint64> planned = candidateIds(
        project, QStringLiteral("SELECT DISTINCT candidate_id FROM plan_run WHERE candidate_id IS NOT NULL"));
    at(progress, ProcurementStep::FaultsReplay) = {tr("%n plan run(s)", nullptr, plans), int(planned.size()) < n};

    const int readings =
        project.scalar(QStringLiteral("SELECT count(*) FROM dispatch_run WHERE subcommand = 'counters'")).toInt();
    at(progress, ProcurementStep::Counters) = {tr("%n counter reading(s)", nullptr, readings), false};

    const QHash<qint64, CostInputs> costs = CostRepository(project).allInputs();
    int costed = 0;
    for (const Candidate& c : candidates) {
        const CostInputs inputs = costs.value(c.id);
        costed +=
            std::any_of(inputs.begin(), inputs.end(), [](const CostInput& i) { return i.value.has_value(); }) ? 1 : 0;
    }
    at(progress, ProcurementStep::Cost) = {tr("inputs for %1 of %2 candidates").arg(costed).arg(n), costed < n};
    return progress;
}

ProcurementStep ProgressReader::firstToDo(const ProcurementProgress& progress)
{
    for (std::size_t i = 0; i < progress.size(); ++i) {
        if (progress[i].needsWork)
            return ProcurementStep(i);
    }
    return ProcurementStep::Decision;
}

} // namespace fw::core
