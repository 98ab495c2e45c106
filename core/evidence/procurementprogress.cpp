// SPDX-License-Identifier: Apache-2.0
#include "evidence/procurementprogress.h"

#include "domain/bomcatalog.h"
#include "domain/candidatename.h"
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

// "Blue / IB" for each candidate whose id is not in `done`.
QStringList candidatesWithout(const QList<Candidate>& candidates, const QSet<qint64>& done)
{
    QStringList names;
    for (const Candidate& c : candidates) {
        if (!done.contains(c.id))
            names << supplierAndOffer(c);
    }
    return names;
}

// At most three names, then how many more: "NIC speed, switch model, cable type and 4 more".
QString someOf(const QStringList& names)
{
    constexpr qsizetype kShown = 3;
    if (names.size() <= kShown)
        return names.join(QStringLiteral(", "));
    return ProgressReader::tr("%1 and %n more", nullptr, int(names.size() - kShown))
        .arg(names.first(kShown).join(QStringLiteral(", ")));
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
    StepProgress& triageStep = at(progress, ProcurementStep::Triage);
    triageStep = {tr("%1 of %2 answered").arg(answered).arg(questions),
                  answered == 0,
                  tr("Complete when every triage question has an answer."),
                  {}};
    if (answered < questions)
        triageStep.missing << tr("%n question(s) without an answer", nullptr, questions - answered);

    at(progress, ProcurementStep::Candidates) = {
        tr("%n candidate(s)", nullptr, n), n == 0,
        tr("Complete when the project has a candidate; a decision compares two or more."),
        n == 0 ? QStringList{tr("No candidate yet.")} : QStringList{}};
    if (n == 0)
        return progress; // every later step is about candidates

    BomRepository boms(project);
    const QHash<qint64, BomValues> declared = boms.allDeclared();
    int bomComplete = 0;
    QuestionnaireCompleteness answers;
    QStringList bomMissing;
    QStringList unanswered;
    for (const Candidate& c : candidates) {
        const BomValues values = declared.value(c.id);
        QStringList empty;
        for (const BomField& field : BomCatalog::forFabric(c.fabric)) {
            if (values.value(QString::fromLatin1(field.key)).isEmpty())
                empty << BomCatalog::label(field);
        }
        if (empty.isEmpty())
            ++bomComplete;
        else
            bomMissing << tr("%1: %2").arg(supplierAndOffer(c), someOf(empty));
        const QuestionnaireCompleteness q = answerEvidence(project, c, QStringLiteral("en")).completeness;
        answers.total += q.total;
        answers.answered += q.answered;
        answers.redFlags += q.redFlags;
        if (q.answered < q.total)
            unanswered << tr("%1: %2 of %3 questions without an answer")
                              .arg(supplierAndOffer(c))
                              .arg(q.total - q.answered)
                              .arg(q.total);
    }
    at(progress, ProcurementStep::Bom) = {tr("%1 of %2 candidates complete").arg(bomComplete).arg(n), bomComplete < n,
                                          tr("Complete when every field of each candidate's declared test BOM is "
                                             "filled."),
                                          bomMissing};
    at(progress, ProcurementStep::Questionnaires) = {
        tr("%1 of %2 answered, %n red flag(s)", nullptr, answers.redFlags).arg(answers.answered).arg(answers.total),
        answers.answered < answers.total,
        tr("Complete when every question has an answer from each candidate's supplier. Red flags do not keep it "
           "from complete; the Decision counts them."),
        unanswered};

    const int own =
        project.scalar(QStringLiteral("SELECT count(*) FROM benchmark_run WHERE source = 'own_measurement'")).toInt();
    const int claims =
        project.scalar(QStringLiteral("SELECT count(*) FROM benchmark_run WHERE source <> 'own_measurement'")).toInt();
    // A run the agent made on this computer measures this computer, not the candidate's fabric (issue 43).
    const QSet<qint64> measured = candidateIds(
        project, QStringLiteral("SELECT DISTINCT candidate_id FROM benchmark_run r WHERE source = 'own_measurement' "
                                "AND candidate_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM dispatch_run d WHERE "
                                "d.benchmark_run_id = r.id AND d.measured_on = 'this_computer')"));
    at(progress, ProcurementStep::Benchmarks) = {
        tr("%1, %2").arg(tr("%n own run(s)", nullptr, own), tr("%n claim(s)", nullptr, claims)),
        int(measured.size()) < n,
        tr("Complete when every candidate has an own measurement of its cluster. Supplier claims and runs on this "
           "computer do not count."),
        candidatesWithout(candidates, measured)};

    const int plans = project.scalar(QStringLiteral("SELECT count(*) FROM plan_run")).toInt();
    const QSet<qint64> planned = candidateIds(
        project, QStringLiteral("SELECT DISTINCT candidate_id FROM plan_run WHERE candidate_id IS NOT NULL"));
    at(progress, ProcurementStep::FaultsReplay) = {tr("%n plan run(s)", nullptr, plans), int(planned.size()) < n,
                                                   tr("Complete when an acceptance plan has run for every candidate."),
                                                   candidatesWithout(candidates, planned)};

    const int readings =
        project.scalar(QStringLiteral("SELECT count(*) FROM dispatch_run WHERE subcommand = 'counters'")).toInt();
    at(progress, ProcurementStep::Counters) = {
        tr("%n counter reading(s)", nullptr, readings),
        false,
        tr("Nothing here is required: counter readings explain what the benchmarks and faults measured."),
        {}};

    const QHash<qint64, CostInputs> costs = CostRepository(project).allInputs();
    QSet<qint64> costed;
    for (const Candidate& c : candidates) {
        const CostInputs inputs = costs.value(c.id);
        if (std::any_of(inputs.begin(), inputs.end(), [](const CostInput& i) { return i.value.has_value(); }))
            costed.insert(c.id);
    }
    at(progress, ProcurementStep::Cost) = {
        tr("inputs for %1 of %2 candidates").arg(costed.size()).arg(n), int(costed.size()) < n,
        tr("Complete when every candidate has cost inputs; the Cost page names the ones its figures still need."),
        candidatesWithout(candidates, costed)};
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
