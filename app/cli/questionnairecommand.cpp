// SPDX-License-Identifier: Apache-2.0
#include "analysis/answerassessment.h"
#include "cli/clisupport.h"
#include "cli/commands.h"
#include "domain/questionnairecatalog.h"
#include "evidence/claimevidence.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "storage/storageerror.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <algorithm>

namespace fw::app::cli {

namespace {

// A question of the catalog named by its number ("4") or key ("ib.nccl"); none after printing why.
const core::Question* findQuestion(const core::QuestionnaireCatalog& catalog, const QString& name)
{
    for (const core::Question& question : catalog.questions()) {
        if (question.key == name || QString::number(question.number) == name)
            return &question;
    }
    QStringList known;
    for (const core::Question& question : catalog.questions())
        known << QStringLiteral("%1 (%2)").arg(question.number).arg(question.key);
    print(stderr, tr("There is no question \"%1\" in the %2 questionnaire; the questions are %3.")
                      .arg(name, core::displayName(catalog.fabric()), known.join(QStringLiteral(", "))));
    return nullptr;
}

int listAnswers(const QStringList& arguments)
{
    CommandLine parser(
        tr("fabric-workbench questionnaire list --project P [--candidate C] [--json]"),
        tr("List the questionnaire answers of each candidate with their status, linked runs and claim checks."),
        CommandLine::ProjectFile | CommandLine::Json);
    const QCommandLineOption candidate(QStringLiteral("candidate"),
                                       tr("Only this candidate: id, supplier, offer or \"supplier / offer\"."),
                                       QStringLiteral("candidate"));
    parser.addOption(candidate);
    if (const std::optional<int> exitCode = parser.read(arguments))
        return *exitCode;
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::AsItIs);
    if (!file)
        return 2;
    std::optional<qint64> only;
    if (!optionalCandidate(*file, parser, candidate, &only))
        return 2;
    const QString language = QStringLiteral("en");
    QJsonArray candidates;
    try {
        for (const core::Candidate& c : core::CandidateRepository(*file).all()) {
            if (only && c.id != *only)
                continue;
            const core::AnswerEvidence evidence = core::answerEvidence(*file, c, language);
            const core::QuestionnaireCatalog& catalog = core::QuestionnaireCatalog::forFabric(c.fabric);
            if (!parser.wantsJson()) {
                print(stdout, tr("%1: %2 of %3 answered, %n red flag(s)", nullptr, evidence.completeness.redFlags)
                                  .arg(candidateName(c))
                                  .arg(evidence.completeness.answered)
                                  .arg(evidence.completeness.total));
            }
            QJsonArray answers;
            for (const core::Question& question : catalog.questions()) {
                const core::QuestionnaireAnswer answer = evidence.answers.value(question.key);
                const QList<core::ClaimCheck> checks = evidence.checks.value(question.key);
                const core::AnswerAssessment assessment = core::assessAnswer(question, answer, language, checks);
                if (parser.wantsJson()) {
                    QJsonArray runs;
                    for (qint64 id : answer.linkedRunIds)
                        runs << id;
                    QJsonArray steps;
                    for (const core::PlanStepRef& step : answer.linkedPlanSteps)
                        steps << planStepJson(step);
                    QJsonArray checkArray;
                    for (const core::ClaimCheck& check : checks)
                        checkArray << claimCheckJson(check);
                    answers << QJsonObject{
                        {QStringLiteral("number"), question.number},
                        {QStringLiteral("key"), question.key},
                        {QStringLiteral("numeric_claim"), question.numericClaim},
                        {QStringLiteral("text"), answer.text},
                        {QStringLiteral("status"), core::storageKey(assessment.status)},
                        {QStringLiteral("findings"), QJsonArray::fromStringList(assessment.findings)},
                        {QStringLiteral("linked_runs"), runs},
                        {QStringLiteral("linked_plan_steps"), steps},
                        {QStringLiteral("checks"), checkArray}};
                    continue;
                }
                if (answer.text.isEmpty() && answer.linkedRunIds.isEmpty() && answer.linkedPlanSteps.isEmpty())
                    continue;
                print(stdout, tr("  %1 (%2), %3: %4")
                                  .arg(question.number)
                                  .arg(question.key, core::displayName(assessment.status), answer.text));
                for (const core::ClaimCheck& check : checks)
                    print(stdout, QStringLiteral("    ") + check.describe());
            }
            if (parser.wantsJson()) {
                candidates << QJsonObject{{QStringLiteral("candidate_id"), c.id},
                                          {QStringLiteral("candidate"), candidateName(c)},
                                          {QStringLiteral("answered"), evidence.completeness.answered},
                                          {QStringLiteral("total"), evidence.completeness.total},
                                          {QStringLiteral("red_flags"), evidence.completeness.redFlags},
                                          {QStringLiteral("answers"), answers}};
            }
        }
    } catch (const core::StorageError& e) {
        print(stderr, e.message());
        return 1;
    }
    if (parser.wantsJson())
        printJson(candidates);
    return 0;
}

// "3:2": step 2 (as shown, from 1) of plan run 3; none after printing why.
std::optional<core::PlanStepRef> planStepOf(const QString& word)
{
    const QStringList parts = word.split(QLatin1Char(':'));
    bool runOk = false;
    bool stepOk = false;
    const qint64 run = parts.size() == 2 ? parts.at(0).toLongLong(&runOk) : 0;
    const int step = parts.size() == 2 ? parts.at(1).toInt(&stepOk) : 0;
    if (!runOk || !stepOk || run < 1 || step < 1) {
        print(stderr, tr("\"%1\" is not a plan step; name one as PLAN-RUN:STEP, for example 3:2 for step 2 of plan run "
                         "3 (the plan command prints the plan run's number).")
                          .arg(word));
        return std::nullopt;
    }
    return core::PlanStepRef{run, step - 1};
}

int linkRuns(const QStringList& arguments)
{
    CommandLine parser(
        tr("fabric-workbench questionnaire link --project P --candidate C --question N (--run ID | --plan-step R:S)... "
           "[--unlink]"),
        tr("Link an answer with figures to what checks them: the candidate's own runs for bandwidth and latency, steps "
           "of its plan runs for recovery times; or unlink them. Prints the checks."));
    const QCommandLineOption candidate = candidateOption();
    const QCommandLineOption question(QStringLiteral("question"), tr("The question: its number (4) or key (ib.nccl)."),
                                      QStringLiteral("N"));
    const QCommandLineOption run(QStringLiteral("run"), tr("A run id (\"runs list\" shows them); may be repeated."),
                                 QStringLiteral("ID"));
    const QCommandLineOption planStep(
        QStringLiteral("plan-step"),
        tr("A step of a plan run that measured recovery, as PLAN-RUN:STEP (a fault step, or a storage step with "
           "--kill-rank); may be repeated."),
        QStringLiteral("R:S"));
    const QCommandLineOption unlink(QStringLiteral("unlink"), tr("Remove these links instead."));
    parser.addOptions({candidate, question, run, planStep, unlink});
    if (const std::optional<int> exitCode = parser.read(arguments, {&candidate, &question}))
        return *exitCode;
    if (!parser.isSet(run) && !parser.isSet(planStep))
        return parser.usageError(tr("Name what to link: --run ID or --plan-step R:S."));
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::Writable);
    if (!file)
        return 2;
    const std::optional<qint64> candidateId = findCandidate(*file, parser.value(candidate));
    if (!candidateId)
        return 2;
    try {
        core::Candidate c;
        for (const core::Candidate& each : core::CandidateRepository(*file).all()) {
            if (each.id == *candidateId)
                c = each;
        }
        const core::QuestionnaireCatalog& catalog = core::QuestionnaireCatalog::forFabric(c.fabric);
        const core::Question* q = findQuestion(catalog, parser.value(question));
        if (!q)
            return 2;
        core::QuestionnaireAnswer answer = core::QuestionnaireRepository(*file).answers(c.id).value(q->key);
        if (!q->numericClaim && core::numericClaims(answer.text).isEmpty()) {
            QStringList numeric;
            for (const core::Question& other : catalog.questions()) {
                if (other.numericClaim)
                    numeric << QString::number(other.number);
            }
            print(stderr, tr("Question %1 (%2) does not ask for numbers and its answer quotes none (GB/s, µs, or a "
                             "recovery time in s), so nothing can check it; in the %3 questionnaire question %4 asks "
                             "for numbers.")
                              .arg(q->number)
                              .arg(q->key, core::displayName(c.fabric), numeric.join(QStringLiteral(", "))));
            return 2;
        }
        QHash<qint64, core::BenchmarkRun> runs;
        for (const core::BenchmarkRun& r : core::BenchmarkRunRepository(*file).list())
            runs.insert(r.id, r);
        for (const QString& word : parser.values(run)) {
            bool ok = false;
            const qint64 id = word.toLongLong(&ok);
            if (!ok || id < 1) {
                print(stderr,
                      tr("\"%1\" is not a run id; runs are named by the number \"runs list\" shows.").arg(word));
                return 2;
            }
            if (parser.isSet(unlink)) {
                answer.linkedRunIds.removeAll(id);
                continue;
            }
            if (!runs.contains(id)) {
                print(stderr,
                      tr("There is no benchmark run %1 in %2.").arg(id).arg(QDir::toNativeSeparators(file->path())));
                return 2;
            }
            const core::BenchmarkRun& r = runs.value(id);
            if (r.candidateId != c.id || r.source != core::RunSource::OwnMeasurement) {
                print(stderr, tr("Run %1 is not an own measurement of %2, so it cannot check the supplier's claim.")
                                  .arg(id)
                                  .arg(candidateName(c)));
                return 2;
            }
            if (!answer.linkedRunIds.contains(id))
                answer.linkedRunIds << id;
        }
        const QList<core::StepRecovery> measuring = core::recoverySteps(*file, c.id);
        for (const QString& word : parser.values(planStep)) {
            const std::optional<core::PlanStepRef> step = planStepOf(word);
            if (!step)
                return 2;
            if (parser.isSet(unlink)) {
                answer.linkedPlanSteps.removeAll(*step);
                continue;
            }
            if (std::none_of(measuring.begin(), measuring.end(),
                             [&](const core::StepRecovery& m) { return m.step == *step; })) {
                print(stderr, tr("Step %1 of plan run %2 is no step of a plan run of %3 that measures recovery (a "
                                 "fault step, or a storage step with --kill-rank).")
                                  .arg(step->step + 1)
                                  .arg(step->planRunId)
                                  .arg(candidateName(c)));
                return 2;
            }
            if (!answer.linkedPlanSteps.contains(*step))
                answer.linkedPlanSteps << *step;
        }
        const core::QuestionnaireAnswer stored = core::QuestionnaireRepository(*file).setAnswer(c.id, q->key, answer);
        const QMap<QString, QList<core::ClaimCheck>> checks = core::claimChecks(*file, {{q->key, stored}});
        QStringList linked;
        for (qint64 id : stored.linkedRunIds)
            linked << tr("run %1").arg(id);
        for (const core::PlanStepRef& step : stored.linkedPlanSteps)
            linked << tr("plan run %1, step %2").arg(step.planRunId).arg(step.step + 1);
        print(stdout, linked.isEmpty()
                          ? tr("Question %1 of %2 is linked to nothing.").arg(q->number).arg(candidateName(c))
                          : tr("Question %1 of %2 is linked to %3.")
                                .arg(q->number)
                                .arg(candidateName(c), linked.join(QStringLiteral("; "))));
        for (const core::ClaimCheck& check : checks.value(q->key))
            print(stdout, QStringLiteral("  ") + check.describe());
        if (!linked.isEmpty() && checks.value(q->key).isEmpty())
            print(stdout, tr("  The answer quotes no figure to check (GB/s bus bandwidth, a latency in µs or a "
                             "recovery time in s)."));
    } catch (const core::StorageError& e) {
        print(stderr, e.message());
        return 1;
    }
    return 0;
}

} // namespace

int questionnaireCommand(const QStringList& arguments)
{
    return runSubcommand(
        QStringLiteral("questionnaire"), tr("List questionnaire answers and check their claims against own runs."),
        {{"list", QT_TRANSLATE_NOOP("fw::app::cli", "list the answers with their checks"), listAnswers},
         {"link", QT_TRANSLATE_NOOP("fw::app::cli", "link an answer's claim to own runs"), linkRuns}},
        arguments);
}

} // namespace fw::app::cli
