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

#include <QCommandLineParser>
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
    const QString usage = tr("fabric-workbench questionnaire list --project P [--candidate C] [--json]");
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("List the questionnaire answers of each candidate with their status, linked runs and claim checks."));
    parser.addHelpOption();
    const QCommandLineOption project = projectOption();
    const QCommandLineOption candidate(QStringLiteral("candidate"),
                                       tr("Only this candidate: id, supplier, offer or \"supplier / offer\"."),
                                       QStringLiteral("candidate"));
    const QCommandLineOption json(QStringLiteral("json"), tr("Write JSON (docs/cli.md describes it)."));
    parser.addOptions({project, candidate, json});
    if (const std::optional<int> exitCode = parseArguments(parser, arguments, usage))
        return *exitCode;
    if (!requireOptions(parser, {&project}, usage))
        return 2;
    const std::unique_ptr<core::ProjectFile> file = openProject(parser.value(project), OpenMode::AsItIs);
    if (!file)
        return 2;
    std::optional<qint64> only;
    if (parser.isSet(candidate)) {
        only = findCandidate(*file, parser.value(candidate));
        if (!only)
            return 2;
    }
    const QString language = QStringLiteral("en");
    QJsonArray candidates;
    try {
        for (const core::Candidate& c : core::CandidateRepository(*file).all()) {
            if (only && c.id != *only)
                continue;
            const core::AnswerEvidence evidence = core::answerEvidence(*file, c, language);
            const core::QuestionnaireCatalog& catalog = core::QuestionnaireCatalog::forFabric(c.fabric);
            if (!parser.isSet(json)) {
                print(stdout, tr("%1: %2 of %3 answered, %4 red flag(s)")
                                  .arg(candidateName(c))
                                  .arg(evidence.completeness.answered)
                                  .arg(evidence.completeness.total)
                                  .arg(evidence.completeness.redFlags));
            }
            QJsonArray answers;
            for (const core::Question& question : catalog.questions()) {
                const core::QuestionnaireAnswer answer = evidence.answers.value(question.key);
                const QList<core::ClaimCheck> checks = evidence.checks.value(question.key);
                const core::AnswerAssessment assessment = core::assessAnswer(question, answer, language, checks);
                if (parser.isSet(json)) {
                    QJsonArray runs;
                    for (qint64 id : answer.linkedRunIds)
                        runs << id;
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
                        {QStringLiteral("checks"), checkArray}};
                    continue;
                }
                if (answer.text.isEmpty() && answer.linkedRunIds.isEmpty())
                    continue;
                print(stdout, tr("  %1 (%2), %3: %4")
                                  .arg(question.number)
                                  .arg(question.key, core::displayName(assessment.status), answer.text));
                for (const core::ClaimCheck& check : checks)
                    print(stdout, QStringLiteral("    ") + check.describe());
            }
            if (parser.isSet(json)) {
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
    if (parser.isSet(json))
        printJson(candidates);
    return 0;
}

int linkRuns(const QStringList& arguments)
{
    const QString usage =
        tr("fabric-workbench questionnaire link --project P --candidate C --question N --run ID [--run ID...] "
           "[--unlink]");
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Link an answer with numbers (NCCL results) to the candidate's own runs that check it, or unlink them, "
           "and print the checks."));
    parser.addHelpOption();
    const QCommandLineOption project = projectOption();
    const QCommandLineOption candidate = candidateOption();
    const QCommandLineOption question(QStringLiteral("question"), tr("The question: its number (4) or key (ib.nccl)."),
                                      QStringLiteral("N"));
    const QCommandLineOption run(QStringLiteral("run"), tr("A run id (\"runs list\" shows them); may be repeated."),
                                 QStringLiteral("ID"));
    const QCommandLineOption unlink(QStringLiteral("unlink"), tr("Remove the links to these runs instead."));
    parser.addOptions({project, candidate, question, run, unlink});
    if (const std::optional<int> exitCode = parseArguments(parser, arguments, usage))
        return *exitCode;
    if (!requireOptions(parser, {&project, &candidate, &question, &run}, usage))
        return 2;
    const std::unique_ptr<core::ProjectFile> file = openProject(parser.value(project), OpenMode::Writable);
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
        if (!q->numericClaim) {
            QStringList numeric;
            for (const core::Question& other : catalog.questions()) {
                if (other.numericClaim)
                    numeric << QString::number(other.number);
            }
            print(stderr, tr("Question %1 (%2) does not ask for numbers, so no run can check it; in the %3 "
                             "questionnaire only question %4 does.")
                              .arg(q->number)
                              .arg(q->key, core::displayName(c.fabric), numeric.join(QStringLiteral(", "))));
            return 2;
        }
        QHash<qint64, core::BenchmarkRun> runs;
        for (const core::BenchmarkRun& r : core::BenchmarkRunRepository(*file).list())
            runs.insert(r.id, r);
        core::QuestionnaireAnswer answer = core::QuestionnaireRepository(*file).answers(c.id).value(q->key);
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
        const core::QuestionnaireAnswer stored = core::QuestionnaireRepository(*file).setAnswer(c.id, q->key, answer);
        const QMap<QString, QList<core::ClaimCheck>> checks = core::claimChecks(*file, {{q->key, stored}});
        QStringList ids;
        for (qint64 id : stored.linkedRunIds)
            ids << QString::number(id);
        print(stdout, stored.linkedRunIds.isEmpty()
                          ? tr("Question %1 of %2 is linked to no run.").arg(q->number).arg(candidateName(c))
                          : tr("Question %1 of %2 is linked to run(s) %3.")
                                .arg(q->number)
                                .arg(candidateName(c), ids.join(QStringLiteral(", "))));
        for (const core::ClaimCheck& check : checks.value(q->key))
            print(stdout, QStringLiteral("  ") + check.describe());
        if (!stored.linkedRunIds.isEmpty() && checks.value(q->key).isEmpty())
            print(stdout, tr("  The answer quotes no figure to check (GB/s bus bandwidth or a latency in µs)."));
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
