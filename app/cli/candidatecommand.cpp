// SPDX-License-Identifier: Apache-2.0
#include "cli/clisupport.h"
#include "cli/commands.h"
#include "domain/candidate.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QJsonArray>
#include <QJsonObject>

namespace fw::app::cli {

namespace {

// The fabric as the command line names it: infiniband or roce (the stored key roce_v2 is read too).
std::optional<core::FabricKind> fabricFromWord(const QString& word)
{
    if (word == QLatin1String("roce"))
        return core::FabricKind::RoceV2;
    return core::fabricKindFromKey(word);
}

QString fabricWord(core::FabricKind kind)
{
    return kind == core::FabricKind::RoceV2 ? QStringLiteral("roce") : core::storageKey(kind);
}

QJsonObject candidateJson(const core::Candidate& c)
{
    return {{QStringLiteral("id"), c.id},
            {QStringLiteral("supplier"), c.supplier},
            {QStringLiteral("offer"), c.offerName},
            {QStringLiteral("name"), candidateName(c)},
            {QStringLiteral("fabric"), fabricWord(c.fabric)},
            {QStringLiteral("delivery"), core::storageKey(c.delivery)},
            {QStringLiteral("nodes"), c.nodeCount},
            {QStringLiteral("notes"), c.notes},
            {QStringLiteral("example"), c.isExample}};
}

QString candidateLine(const core::Candidate& c)
{
    return tr("%1: %2, %3, %4, nodes: %5")
        .arg(c.id)
        .arg(candidateName(c), core::displayName(c.fabric), core::displayName(c.delivery))
        .arg(c.nodeCount);
}

// The options add and edit share, one per field of a candidate.
struct FieldOptions
{
    QCommandLineOption supplier{QStringLiteral("supplier"),
                                QCoreApplication::translate("fw::app::cli", "The supplier's name."),
                                QStringLiteral("name")};
    QCommandLineOption offer{QStringLiteral("offer"),
                             QCoreApplication::translate("fw::app::cli", "The offer's name, as the supplier calls it."),
                             QStringLiteral("name")};
    QCommandLineOption fabric{QStringLiteral("fabric"),
                              QCoreApplication::translate("fw::app::cli", "infiniband or roce (RoCE v2)."),
                              QStringLiteral("infiniband|roce")};
    QCommandLineOption delivery{QStringLiteral("delivery"),
                                QCoreApplication::translate("fw::app::cli",
                                                            "How the cluster is delivered: cloud_rental, colocation or "
                                                            "on_premises."),
                                QStringLiteral("model")};
    QCommandLineOption nodes{QStringLiteral("nodes"),
                             QCoreApplication::translate("fw::app::cli", "How many GPU nodes the offer has."),
                             QStringLiteral("N")};
    QCommandLineOption notes{QStringLiteral("notes"), QCoreApplication::translate("fw::app::cli", "Free notes."),
                             QStringLiteral("text")};

    bool anySet(const QCommandLineParser& parser) const
    {
        for (const QCommandLineOption* option : {&supplier, &offer, &fabric, &delivery, &nodes, &notes})
            if (parser.isSet(*option))
                return true;
        return false;
    }
};

// Sets on `c` every field the user gave; false after printing what is wrong with one.
bool applyFields(const FieldOptions& options, const QCommandLineParser& parser, core::Candidate& c)
{
    if (parser.isSet(options.supplier))
        c.supplier = parser.value(options.supplier).trimmed();
    if (parser.isSet(options.offer))
        c.offerName = parser.value(options.offer).trimmed();
    if (parser.isSet(options.notes))
        c.notes = parser.value(options.notes);
    if (parser.isSet(options.fabric)) {
        const std::optional<core::FabricKind> fabric = fabricFromWord(parser.value(options.fabric));
        if (!fabric) {
            print(stderr, tr("--fabric must be infiniband or roce, not \"%1\".").arg(parser.value(options.fabric)));
            return false;
        }
        c.fabric = *fabric;
    }
    if (parser.isSet(options.delivery)) {
        const std::optional<core::DeliveryModel> delivery = core::deliveryModelFromKey(parser.value(options.delivery));
        if (!delivery) {
            print(stderr, tr("--delivery must be cloud_rental, colocation or on_premises, not \"%1\".")
                              .arg(parser.value(options.delivery)));
            return false;
        }
        c.delivery = *delivery;
    }
    if (parser.isSet(options.nodes)) {
        const std::optional<int> nodes = positiveNumber(parser, options.nodes);
        if (!nodes)
            return false;
        c.nodeCount = *nodes;
    }
    if (c.supplier.isEmpty()) {
        print(stderr, tr("--supplier must not be empty."));
        return false;
    }
    return true;
}

// Whether another candidate already has this supplier and offer; the command line names candidates by them.
bool nameTaken(core::ProjectFile& project, const core::Candidate& c)
{
    for (const core::Candidate& other : core::CandidateRepository(project).all()) {
        if (other.id != c.id && candidateName(other).compare(candidateName(c), Qt::CaseInsensitive) == 0) {
            print(stderr, tr("There is already a candidate %1 (id %2); give this one another supplier or offer name.")
                              .arg(candidateName(other))
                              .arg(other.id));
            return true;
        }
    }
    return false;
}

int addCandidate(const QStringList& arguments)
{
    CommandLine parser(tr("fabric-workbench candidate add --project P --supplier S --offer O "
                          "[--fabric infiniband|roce] [--delivery MODEL] [--nodes N] [--notes TEXT]"),
                       tr("Add a candidate: one supplier's offer. Without --fabric, --delivery and "
                          "--nodes it is InfiniBand, a cloud rental, 1 node."));
    const FieldOptions fields;
    parser.addOptions({fields.supplier, fields.offer, fields.fabric, fields.delivery, fields.nodes, fields.notes});
    if (const std::optional<int> exitCode = parser.read(arguments, {&fields.supplier, &fields.offer}))
        return *exitCode;
    core::Candidate candidate;
    if (!applyFields(fields, parser, candidate))
        return 2;
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::Writable);
    if (!file)
        return 2;
    if (nameTaken(*file, candidate))
        return 2;
    if (!stored([&] { candidate.id = core::CandidateRepository(*file).add(candidate); }))
        return 1;
    print(stdout, tr("Added candidate %1.").arg(candidateLine(candidate)));
    return 0;
}

int listCandidates(const QStringList& arguments)
{
    CommandLine parser(tr("fabric-workbench candidate list --project P [--json]"), tr("List the project's candidates."),
                       CommandLine::ProjectFile | CommandLine::Json);
    if (const std::optional<int> exitCode = parser.read(arguments))
        return *exitCode;
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::AsItIs);
    if (!file)
        return 2;
    const QList<core::Candidate> candidates = core::CandidateRepository(*file).all();
    if (parser.wantsJson()) {
        QJsonArray array;
        for (const core::Candidate& c : candidates)
            array << candidateJson(c);
        printJson(array);
        return 0;
    }
    if (candidates.isEmpty())
        print(stdout, tr("The project has no candidates."));
    for (const core::Candidate& c : candidates)
        print(stdout, candidateLine(c));
    return 0;
}

int editCandidate(const QStringList& arguments)
{
    CommandLine parser(tr("fabric-workbench candidate edit --project P --candidate C [--supplier S] [--offer O] "
                          "[--fabric infiniband|roce] [--delivery MODEL] [--nodes N] [--notes TEXT]"),
                       tr("Change a candidate's fields; the others stay as they are."));
    const QCommandLineOption which = candidateOption();
    const FieldOptions fields;
    parser.addOptions(
        {which, fields.supplier, fields.offer, fields.fabric, fields.delivery, fields.nodes, fields.notes});
    if (const std::optional<int> exitCode = parser.read(arguments, {&which}))
        return *exitCode;
    if (!fields.anySet(parser)) {
        print(stderr, tr("Nothing to change: give at least one of --supplier, --offer, --fabric, --delivery, --nodes "
                         "and --notes."));
        return 2;
    }
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::Writable);
    if (!file)
        return 2;
    const std::optional<qint64> id = findCandidate(*file, parser.value(which));
    if (!id)
        return 2;
    core::CandidateRepository repository(*file);
    core::Candidate candidate;
    for (const core::Candidate& c : repository.all())
        if (c.id == *id)
            candidate = c;
    if (!applyFields(fields, parser, candidate) || nameTaken(*file, candidate))
        return 2;
    if (!stored([&] { repository.update(candidate); }))
        return 1;
    print(stdout, tr("Changed candidate %1.").arg(candidateLine(candidate)));
    return 0;
}

int removeCandidate(const QStringList& arguments)
{
    CommandLine parser(
        tr("fabric-workbench candidate remove --project P --candidate C [--force]"),
        tr("Remove a candidate with its connections, BOM, answers, costs and scores. Its benchmark runs, dispatches "
           "and plan runs stay, without a candidate. A candidate that has any of these is removed only with "
           "--force."));
    const QCommandLineOption candidate = candidateOption();
    const QCommandLineOption force(QStringLiteral("force"), tr("Remove it even when it has records."));
    parser.addOptions({candidate, force});
    if (const std::optional<int> exitCode = parser.read(arguments, {&candidate}))
        return *exitCode;
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::Writable);
    if (!file)
        return 2;
    const std::optional<qint64> id = findCandidate(*file, parser.value(candidate));
    if (!id)
        return 2;
    // What the delete would take and leave behind, read the way the delete reads it.
    const core::DeleteSnapshot preview =
        core::DeleteSnapshot::of(*file, QStringLiteral("candidate"), QStringLiteral("id"), *id);
    const int connections = preview.removedRows(QStringLiteral("connection_profile"));
    const QString column = QStringLiteral("candidate_id");
    const int runs = preview.clearedReferences(QStringLiteral("benchmark_run"), column);
    const int others = preview.removedRowCount() - 1 - connections;
    const int dispatches = preview.clearedReferences(QStringLiteral("dispatch_run"), column) +
                           preview.clearedReferences(QStringLiteral("plan_run"), column);
    const QString summary = tr("connections: %1, benchmark runs: %2, dispatches and plan runs: %3, other records: %4")
                                .arg(connections)
                                .arg(runs)
                                .arg(dispatches)
                                .arg(others);
    if (connections + runs + others + dispatches > 0 && !parser.isSet(force)) {
        print(stderr, tr("Candidate %1 has records (%2). Its connections and other records would be deleted, its "
                         "runs, dispatches and plan runs kept without a candidate. Add --force to remove it.")
                          .arg(candidateNames(*file).value(*id), summary));
        return 1;
    }
    if (!stored([&] { core::CandidateRepository(*file).remove(*id); }))
        return 1;
    print(stdout, tr("Removed candidate %1 (%2).").arg(*id).arg(summary));
    return 0;
}

} // namespace

int candidateCommand(const QStringList& arguments)
{
    return runSubcommand(QStringLiteral("candidate"), tr("Add, list, change and remove the candidates of a project."),
                         {{"add", QT_TRANSLATE_NOOP("fw::app::cli", "add a candidate"), addCandidate},
                          {"list", QT_TRANSLATE_NOOP("fw::app::cli", "list the candidates"), listCandidates},
                          {"edit", QT_TRANSLATE_NOOP("fw::app::cli", "change a candidate's fields"), editCandidate},
                          {"remove", QT_TRANSLATE_NOOP("fw::app::cli", "remove a candidate"), removeCandidate}},
                         arguments);
}

} // namespace fw::app::cli
