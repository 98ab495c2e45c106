// SPDX-License-Identifier: Apache-2.0
#include "cli/clisupport.h"
#include "cli/commands.h"
#include "domain/questionnairecatalog.h"
#include "report/supplierexchange.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

namespace fw::app::cli {

namespace {

using core::supplierreview::Review;

int exportSheet(const QStringList& arguments)
{
    CommandLine parser(tr("fabric-workbench supplier-sheet export --project P --candidate C [--lang en|de|ja] --out "
                          "FILE.xlsx|FILE.pdf"),
                       tr("Write the workbook a supplier fills in: the questionnaire of the candidate's "
                          "fabric, the bill of materials and the price sheet, in the supplier's language."));
    const QCommandLineOption candidate = candidateOption();
    const QCommandLineOption language(QStringLiteral("lang"), tr("The supplier's language: en, de or ja."),
                                      QStringLiteral("language"), QStringLiteral("en"));
    const QCommandLineOption out(QStringLiteral("out"),
                                 tr("The workbook to write: .xlsx to be filled in, .pdf to be read."),
                                 QStringLiteral("file"));
    parser.addOptions({candidate, language, out});
    if (const std::optional<int> exitCode = parser.read(arguments, {&candidate, &out}))
        return *exitCode;
    if (!core::QuestionnaireCatalog::languages().contains(parser.value(language))) {
        print(stderr,
              tr("There is no workbook language \"%1\"; the languages are en, de and ja.").arg(parser.value(language)));
        return 2;
    }
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::AsItIs);
    if (!file)
        return 2;
    const std::optional<qint64> candidateId = findCandidate(*file, parser.value(candidate));
    if (!candidateId)
        return 2;
    QString error;
    try {
        if (!supplierexchange::exportWorkbook(*file, *candidateId, parser.value(language), parser.value(out), &error)) {
            print(stderr, error);
            return 1;
        }
    } catch (const core::StorageError& e) {
        print(stderr, e.message());
        return 1;
    }
    print(stdout, tr("Wrote %1.").arg(QDir::toNativeSeparators(parser.value(out))));
    return 0;
}

QJsonObject answerJson(const core::QuestionnaireAnswer& answer)
{
    return {{QStringLiteral("status"), core::storageKey(answer.status)}, {QStringLiteral("text"), answer.text}};
}

QJsonObject reviewJson(const Review& review, bool applied)
{
    QJsonArray answers;
    for (const core::supplierreview::AnswerChange& change : review.answers) {
        QJsonArray checks;
        for (const core::ClaimCheck& check : change.checks)
            checks << claimCheckJson(check);
        answers << QJsonObject{{QStringLiteral("number"), change.number},
                               {QStringLiteral("key"), change.questionKey},
                               {QStringLiteral("before"), answerJson(change.before)},
                               {QStringLiteral("after"), answerJson(change.after)},
                               {QStringLiteral("new_red_flags"), QJsonArray::fromStringList(change.newRedFlags)},
                               {QStringLiteral("checks"), checks}};
    }
    QJsonArray bom;
    for (const core::supplierreview::BomChange& change : review.bom) {
        bom << QJsonObject{{QStringLiteral("field"), change.fieldKey},
                           {QStringLiteral("label"), change.label},
                           {QStringLiteral("before"), change.before},
                           {QStringLiteral("after"), change.after}};
    }
    QJsonArray prices;
    for (const core::supplierreview::PriceChange& change : review.prices) {
        prices << QJsonObject{
            {QStringLiteral("line"), change.line},
            {QStringLiteral("component"), core::storageKey(change.component)},
            {QStringLiteral("item"), change.item},
            {QStringLiteral("before"), change.before ? QJsonValue(priceLineJson(*change.before)) : QJsonValue()},
            {QStringLiteral("after"), change.after ? QJsonValue(priceLineJson(*change.after)) : QJsonValue()}};
    }
    QJsonArray refusals;
    for (const core::supplierreview::Refusal& refusal : review.refusals) {
        refusals << QJsonObject{{QStringLiteral("sheet"), refusal.sheet},
                                {QStringLiteral("cell"), refusal.cell},
                                {QStringLiteral("reason"), refusal.reason}};
    }
    return {{QStringLiteral("candidate_id"), review.candidateId},
            {QStringLiteral("candidate"), review.stamp.candidateName},
            {QStringLiteral("stamped"), review.stamped},
            {QStringLiteral("language"), review.stamp.language},
            {QStringLiteral("answers"), answers},
            {QStringLiteral("bom"), bom},
            {QStringLiteral("prices"), prices},
            {QStringLiteral("refusals"), refusals},
            {QStringLiteral("applied"), applied}};
}

void printReview(const Review& review)
{
    print(stdout, tr("Workbook of %1: %2 answer(s), %3 BOM field(s) and %4 price line(s) changed.")
                      .arg(review.stamp.candidateName)
                      .arg(review.answers.size())
                      .arg(review.bom.size())
                      .arg(review.prices.size()));
    for (const core::supplierreview::AnswerChange& change : review.answers) {
        print(stdout, tr("  Question %1 (%2): %3 -> %4")
                          .arg(change.number)
                          .arg(change.questionKey, core::displayName(change.before.status),
                               core::displayName(change.after.status)));
        if (change.before.text != change.after.text) {
            print(stdout, tr("    was: %1").arg(change.before.text));
            print(stdout, tr("    now: %1").arg(change.after.text));
        }
        for (const QString& flag : change.newRedFlags)
            print(stdout, tr("    new red flag: %1").arg(flag));
        for (const core::ClaimCheck& check : change.checks)
            print(stdout, QStringLiteral("    ") + check.describe());
    }
    for (const core::supplierreview::BomChange& change : review.bom)
        print(stdout, tr("  BOM %1: \"%2\" -> \"%3\"").arg(change.label, change.before, change.after));
    for (const core::supplierreview::PriceChange& change : review.prices) {
        using core::supplierreview::PriceChange;
        print(stdout, tr("  Price line %1 (%2, %3): \"%4\" -> \"%5\"")
                          .arg(QString::number(change.line), change.item, core::displayName(change.component),
                               PriceChange::describe(change.before), PriceChange::describe(change.after)));
    }
}

int importSheet(const QStringList& arguments)
{
    CommandLine parser(tr("fabric-workbench supplier-sheet import --project P FILE.xlsx [--candidate C] "
                          "(--accept-all|--dry-run) [--json]"),
                       tr("Bring back a workbook the supplier filled in: show what it changes, and "
                          "with --accept-all store every change in one step."),
                       CommandLine::ProjectFile | CommandLine::Json);
    const QCommandLineOption candidate(
        QStringLiteral("candidate"),
        tr("The candidate the workbook is for; needed when it has no stamp, checked against the stamp otherwise."),
        QStringLiteral("candidate"));
    const QCommandLineOption acceptAll(QStringLiteral("accept-all"), tr("Store every change."));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"), tr("Only show the changes; store nothing."));
    parser.addOptions({candidate, acceptAll, dryRun});
    parser.addPositionalArgument(QStringLiteral("file"),
                                 tr("The workbook the supplier returned (.xlsx, or .ods as LibreOffice saves it)."));
    if (const std::optional<int> exitCode = parser.read(arguments))
        return *exitCode;
    if (parser.positionalArguments().size() != 1 || parser.isSet(acceptAll) == parser.isSet(dryRun))
        return parser.usageError(tr("Name one workbook, and either --accept-all or --dry-run."));
    const std::unique_ptr<core::ProjectFile> file =
        parser.openProject(parser.isSet(acceptAll) ? OpenMode::Writable : OpenMode::AsItIs);
    if (!file)
        return 2;
    std::optional<qint64> only;
    if (!optionalCandidate(*file, parser, candidate, &only))
        return 2;
    Review review;
    QString error;
    bool applied = false;
    try {
        if (!supplierexchange::reviewWorkbook(*file, parser.positionalArguments().constFirst(), only, &review,
                                              &error)) {
            print(stderr, error);
            return 1;
        }
        if (review.refusals.isEmpty() && parser.isSet(acceptAll) && !review.isEmpty()) {
            QSet<QString> answers;
            QSet<QString> fields;
            QSet<int> prices;
            for (const auto& change : review.answers)
                answers.insert(change.questionKey);
            for (const auto& change : review.bom)
                fields.insert(change.fieldKey);
            for (const auto& change : review.prices)
                prices.insert(change.line);
            core::supplierreview::Reader::apply(*file, review, answers, fields, prices);
            applied = true;
        }
    } catch (const core::StorageError& e) {
        print(stderr, e.message());
        return 1;
    }
    if (parser.wantsJson())
        printJson(reviewJson(review, applied));
    else
        printReview(review);
    if (!review.refusals.isEmpty()) {
        for (const core::supplierreview::Refusal& refusal : review.refusals)
            print(stderr, refusal.describe());
        print(stderr, tr("The workbook was refused; nothing was changed."));
        return 1;
    }
    if (!parser.wantsJson())
        print(stdout, applied ? tr("Stored every change.") : tr("Nothing was stored."));
    return 0;
}

} // namespace

int supplierSheetCommand(const QStringList& arguments)
{
    return runSubcommand(
        QStringLiteral("supplier-sheet"),
        tr("Send a supplier the questionnaire and BOM as a workbook, and bring the answers back."),
        {{"export", QT_TRANSLATE_NOOP("fw::app::cli", "write a candidate's workbook for the supplier"), exportSheet},
         {"import", QT_TRANSLATE_NOOP("fw::app::cli", "review a returned workbook and store its answers"),
          importSheet}},
        arguments);
}

} // namespace fw::app::cli
