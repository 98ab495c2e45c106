// SPDX-License-Identifier: Apache-2.0
#include "cli/clisupport.h"
#include "cli/commands.h"
#include "common/runtext.h"
#include "evidence/rundependents.h"
#include "evidence/stragglerevidence.h"
#include "remote/dispatchrunrepository.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace fw::app::cli {

namespace {

QJsonValue number(double value)
{
    return core::isKnown(value) ? QJsonValue(value) : QJsonValue();
}

template <typename T> QJsonValue optional(const std::optional<T>& value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

QJsonObject runJson(const core::BenchmarkRun& run, const QHash<qint64, QString>& candidates)
{
    return {
        {QStringLiteral("id"), run.id},
        {QStringLiteral("candidate_id"), optional(run.candidateId)},
        {QStringLiteral("candidate"), run.candidateId ? QJsonValue(candidates.value(*run.candidateId)) : QJsonValue()},
        {QStringLiteral("source"), core::storageKey(run.source)},
        {QStringLiteral("measured_on"), core::storageKey(run.measuredOn)},
        {QStringLiteral("label"), run.label},
        {QStringLiteral("tool"), run.tool},
        {QStringLiteral("tool_version"), run.toolVersion},
        {QStringLiteral("test"), run.testName},
        {QStringLiteral("backend"), run.backend},
        {QStringLiteral("ranks"), optional(run.ranks)},
        {QStringLiteral("nodes"), optional(run.nodes)},
        {QStringLiteral("sizes"), run.summary.sizeCount},
        {QStringLiteral("min_bytes"), run.summary.minBytes},
        {QStringLiteral("max_bytes"), run.summary.maxBytes},
        {QStringLiteral("result_count"), run.summary.resultCount},
        {QStringLiteral("correctness"), core::storageKey(run.summary.correctness)},
        {QStringLiteral("started_at"), run.startedAt},
        {QStringLiteral("imported_at"), run.provenance.importedAt.toUTC().toString(Qt::ISODateWithMs)},
        {QStringLiteral("file_name"), run.provenance.fileName},
        {QStringLiteral("sha256"), run.provenance.sha256},
        {QStringLiteral("format"), core::storageKey(run.provenance.format)},
        {QStringLiteral("notes"), run.notes}};
}

QJsonObject evidenceJson(const core::StragglerEvidence& e)
{
    QJsonArray sizes;
    for (qint64 bytes : e.slowSizes)
        sizes << bytes;
    return {{QStringLiteral("slow_sizes"), sizes},
            {QStringLiteral("sizes"), e.sizes},
            {QStringLiteral("excess_pct"), number(e.excessPct)},
            {QStringLiteral("robust_z"), number(e.zScore)}};
}

QJsonObject stragglerJson(const core::StragglerVerdict& v)
{
    QJsonArray hosts;
    for (const core::StragglerHost& h : v.hosts)
        hosts << QJsonObject{{QStringLiteral("host"), h.host},
                             {QStringLiteral("ranks"), h.ranks},
                             {QStringLiteral("slow_ranks"), h.slowRanks},
                             {QStringLiteral("by_ring_links"), h.byRingLinks},
                             {QStringLiteral("evidence"), evidenceJson(h.evidence)}};
    QJsonArray ranks;
    for (const core::StragglerRank& r : v.slowRanks)
        ranks << QJsonObject{
            {QStringLiteral("rank"), r.rank},
            {QStringLiteral("host"), r.host},
            {QStringLiteral("local_rank"), r.localRank},
            {QStringLiteral("gpu"), r.gpuIndex < 0 ? QJsonValue() : QJsonValue(r.gpuIndex)},
            {QStringLiteral("gpu_from"),
             r.gpuFromPlacement ? QStringLiteral("placement") : QStringLiteral("local_rank")},
            {QStringLiteral("host_facts"), r.hostHasFacts},
            {QStringLiteral("gpu_pci_address"), r.gpuPciAddress.isEmpty() ? QJsonValue() : QJsonValue(r.gpuPciAddress)},
            {QStringLiteral("nic"), r.nic.isEmpty() ? QJsonValue() : QJsonValue(r.nic)},
            {QStringLiteral("nic_port"), r.nicPort < 0 ? QJsonValue() : QJsonValue(r.nicPort)},
            {QStringLiteral("relation"), r.relation.isEmpty() ? QJsonValue() : QJsonValue(r.relation)},
            {QStringLiteral("evidence"), evidenceJson(r.evidence)}};
    return {{QStringLiteral("level"), core::storageKey(v.level)},
            {QStringLiteral("sizes"), v.sizes},
            {QStringLiteral("ranks"), v.ranks},
            {QStringLiteral("enough_data"), v.enoughData()},
            {QStringLiteral("hosts"), hosts},
            {QStringLiteral("slow_ranks"), ranks},
            {QStringLiteral("sentence"), v.sentence}};
}

QString runLine(const core::BenchmarkRun& run, const QHash<qint64, QString>& candidates)
{
    const QString what =
        run.label.isEmpty() ? runtext::oneLine(run) : QStringLiteral("\"%1\" %2").arg(run.label, runtext::oneLine(run));
    return tr("%1: %2 (%3, %4)")
        .arg(run.id)
        .arg(what, core::displayName(run.source),
             run.candidateId ? candidates.value(*run.candidateId) : tr("no candidate"));
}

// The run ids given as arguments, each one in the project; none after printing which is not.
std::optional<QList<qint64>> runIds(core::ProjectFile& project, const CommandLine& parser)
{
    const QStringList words = parser.positionalArguments();
    if (words.isEmpty()) {
        parser.usageError(tr("Name at least one run by its id (\"fabric-workbench runs list\" shows them)."));
        return std::nullopt;
    }
    QSet<qint64> known;
    for (const core::BenchmarkRun& run : core::BenchmarkRunRepository(project).list())
        known.insert(run.id);
    QList<qint64> ids;
    for (const QString& word : words) {
        bool ok = false;
        const qint64 id = word.toLongLong(&ok);
        if (!ok || id < 1) {
            print(stderr, tr("\"%1\" is not a run id; runs are named by the number \"runs list\" shows.").arg(word));
            return std::nullopt;
        }
        if (!known.contains(id)) {
            print(stderr,
                  tr("There is no benchmark run %1 in %2.").arg(id).arg(QDir::toNativeSeparators(project.path())));
            return std::nullopt;
        }
        if (!ids.contains(id))
            ids << id;
    }
    return ids;
}

int listRuns(const QStringList& arguments)
{
    CommandLine parser(tr("fabric-workbench runs list --project P [--candidate C | --no-candidate] [--json]"),
                       tr("List the benchmark runs of a project, newest import first."),
                       CommandLine::ProjectFile | CommandLine::Json);
    const QCommandLineOption candidate(QStringLiteral("candidate"),
                                       tr("Only this candidate's runs: id, supplier, offer or \"supplier / offer\"."),
                                       QStringLiteral("candidate"));
    const QCommandLineOption none(QStringLiteral("no-candidate"), tr("Only the runs of no candidate."));
    parser.addOptions({candidate, none});
    if (const std::optional<int> exitCode = parser.read(arguments))
        return *exitCode;
    if (parser.isSet(candidate) && parser.isSet(none)) {
        print(stderr, tr("Give --candidate or --no-candidate, not both."));
        return 2;
    }
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::AsItIs);
    if (!file)
        return 2;
    std::optional<qint64> only;
    if (!optionalCandidate(*file, parser, candidate, &only))
        return 2;
    const QHash<qint64, QString> names = candidateNames(*file);
    QList<core::BenchmarkRun> runs;
    for (const core::BenchmarkRun& run : core::BenchmarkRunRepository(*file).list()) {
        if ((!only || run.candidateId == only) && (!parser.isSet(none) || !run.candidateId))
            runs << run;
    }
    if (parser.wantsJson()) {
        QJsonArray array;
        for (const core::BenchmarkRun& run : runs)
            array << runJson(run, names);
        printJson(array);
        return 0;
    }
    if (runs.isEmpty())
        print(stdout, tr("No benchmark runs."));
    for (const core::BenchmarkRun& run : runs)
        print(stdout, runLine(run, names));
    return 0;
}

int showRun(const QStringList& arguments)
{
    CommandLine parser(
        tr("fabric-workbench runs show --project P ID [--json]"),
        tr("Show one benchmark run: its provenance, where its ranks ran, every result row and what relies on it."),
        CommandLine::ProjectFile | CommandLine::Json);
    parser.addPositionalArgument(QStringLiteral("id"), tr("The run's id."), QStringLiteral("ID"));
    if (const std::optional<int> exitCode = parser.read(arguments))
        return *exitCode;
    if (parser.positionalArguments().size() > 1)
        return parser.usageError(tr("Name one run."));
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::AsItIs);
    if (!file)
        return 2;
    const std::optional<QList<qint64>> ids = runIds(*file, parser);
    if (!ids)
        return 2;
    core::BenchmarkRun run;
    QList<core::RunDependent> dependents;
    std::optional<qint64> slurmJobId;
    core::StragglerVerdict straggler;
    try {
        run = core::BenchmarkRunRepository(*file).load(ids->constFirst());
        dependents = core::runDependents(*file, *ids);
        straggler = core::runStragglerVerdict(*file, run);
        if (const std::optional<core::StoredDispatch> dispatch =
                core::DispatchRunRepository(*file).ofBenchmarkRun(run.id))
            slurmJobId = dispatch->result.slurmJobId;
    } catch (const core::StorageError& e) {
        print(stderr, e.message());
        return 1;
    }
    run.summary = run.summarize();
    const QHash<qint64, QString> names = candidateNames(*file);
    if (parser.wantsJson()) {
        QJsonObject object = runJson(run, names);
        object.insert(QStringLiteral("parameters"), QJsonDocument::fromJson(run.parameters.toUtf8()).object());
        QJsonArray placements;
        for (const core::RankPlacement& p : std::as_const(run.placements))
            placements << QJsonObject{{QStringLiteral("rank"), p.rank},
                                      {QStringLiteral("host"), p.host},
                                      {QStringLiteral("device"), p.device},
                                      {QStringLiteral("gpu"), p.gpuName}};
        object.insert(QStringLiteral("placements"), placements);
        QJsonArray results;
        for (const core::SizeResult& r : std::as_const(run.results))
            results << QJsonObject{{QStringLiteral("bytes"), r.bytes},
                                   {QStringLiteral("in_place"), r.inPlace},
                                   {QStringLiteral("cycle"), r.cycle},
                                   {QStringLiteral("iterations"), r.iterations},
                                   {QStringLiteral("time_avg_us"), number(r.timeAvgUs)},
                                   {QStringLiteral("p50_us"), number(r.p50Us)},
                                   {QStringLiteral("p99_us"), number(r.p99Us)},
                                   {QStringLiteral("algbw_gbs"), number(r.algbwGBs)},
                                   {QStringLiteral("busbw_gbs"), number(r.busbwGBs)},
                                   {QStringLiteral("check_passed"), optional(r.checkPassed)}};
        object.insert(QStringLiteral("results"), results);
        QJsonArray relying;
        for (const core::RunDependent& d : std::as_const(dependents))
            relying << QJsonObject{{QStringLiteral("kind"), core::storageKey(d.kind)},
                                   {QStringLiteral("blocks_delete"), d.blocks()},
                                   {QStringLiteral("reason"), d.reason}};
        object.insert(QStringLiteral("dependents"), relying);
        object.insert(QStringLiteral("slurm_job_id"), optional(slurmJobId));
        object.insert(QStringLiteral("straggler"), stragglerJson(straggler));
        printJson(object);
        return 0;
    }
    print(stdout, runLine(run, names));
    print(stdout, tr("File: %1 (%2, SHA-256 %3), imported %4")
                      .arg(run.provenance.fileName, core::displayName(run.provenance.format), run.provenance.sha256,
                           run.provenance.importedAt.toUTC().toString(Qt::ISODate)));
    if (slurmJobId)
        print(stdout, tr("Slurm job: %1").arg(*slurmJobId));
    if (!run.notes.isEmpty())
        print(stdout, tr("Notes: %1").arg(run.notes));
    print(stdout, tr("Straggler verdict: %1").arg(straggler.sentence));
    for (const core::RankPlacement& p : std::as_const(run.placements))
        print(stdout, tr("Rank %1: %2 %3 %4").arg(p.rank).arg(p.host, p.device, p.gpuName).trimmed());
    for (const core::SizeResult& r : std::as_const(run.results))
        print(stdout, tr("%1 B %2: p50 %3 us, p99 %4 us, busbw %5 GB/s")
                          .arg(r.bytes)
                          .arg(r.inPlace ? tr("in place") : tr("out of place"))
                          .arg(r.p50Us, 0, 'f', 2)
                          .arg(r.p99Us, 0, 'f', 2)
                          .arg(r.busbwGBs, 0, 'f', 3));
    for (const core::RunDependent& d : std::as_const(dependents))
        print(stdout, QStringLiteral("- ") + d.reason);
    return 0;
}

int moveRuns(const QStringList& arguments)
{
    CommandLine parser(tr("fabric-workbench runs move --project P ID... (--to CANDIDATE | --no-candidate)"),
                       tr("Give benchmark runs to another candidate, or to none. Each moved run freezes "
                          "its new candidate's declared BOM."));
    const QCommandLineOption to(QStringLiteral("to"),
                                tr("The candidate the runs go to: id, supplier, offer or \"supplier / offer\"."),
                                QStringLiteral("candidate"));
    const QCommandLineOption none(QStringLiteral("no-candidate"), tr("Take the runs from their candidate."));
    parser.addOptions({to, none});
    parser.addPositionalArgument(QStringLiteral("ids"), tr("The runs' ids."), QStringLiteral("ID..."));
    if (const std::optional<int> exitCode = parser.read(arguments))
        return *exitCode;
    if (parser.isSet(to) == parser.isSet(none))
        return parser.usageError(tr("Give either --to CANDIDATE or --no-candidate."));
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::Writable);
    if (!file)
        return 2;
    const std::optional<QList<qint64>> ids = runIds(*file, parser);
    if (!ids)
        return 2;
    std::optional<qint64> candidate;
    if (!optionalCandidate(*file, parser, to, &candidate))
        return 2;
    if (!stored([&] { core::BenchmarkRunRepository(*file).move(*ids, candidate); }))
        return 1;
    const QString where = candidate ? candidateNames(*file).value(*candidate) : tr("no candidate");
    for (const qint64 id : *ids)
        print(stdout, tr("Moved run %1 to %2.").arg(id).arg(where));
    return 0;
}

int editRuns(const QStringList& arguments)
{
    CommandLine parser(
        tr("fabric-workbench runs edit --project P ID... [--label TEXT] [--notes TEXT] [--source vendor|own]"),
        tr("Change the label, the notes or the source of benchmark runs."));
    const QCommandLineOption label(QStringLiteral("label"), tr("The runs' label; empty to clear it."),
                                   QStringLiteral("text"));
    const QCommandLineOption notes(QStringLiteral("notes"), tr("The runs' notes; empty to clear them."),
                                   QStringLiteral("text"));
    const QCommandLineOption source(QStringLiteral("source"),
                                    tr("vendor (a supplier's claim) or own (our measurement)."),
                                    QStringLiteral("vendor|own"));
    parser.addOptions({label, notes, source});
    parser.addPositionalArgument(QStringLiteral("ids"), tr("The runs' ids."), QStringLiteral("ID..."));
    if (const std::optional<int> exitCode = parser.read(arguments))
        return *exitCode;
    core::RunChanges changes;
    if (parser.isSet(label))
        changes.label = parser.value(label);
    if (parser.isSet(notes))
        changes.notes = parser.value(notes);
    if (parser.isSet(source)) {
        const QString value = parser.value(source);
        if (value == QLatin1String("vendor")) {
            changes.source = core::RunSource::VendorClaim;
        } else if (value == QLatin1String("own")) {
            changes.source = core::RunSource::OwnMeasurement;
        } else {
            print(stderr, tr("--source must be vendor or own, not \"%1\".").arg(value));
            return 2;
        }
    }
    if (!changes.label && !changes.notes && !changes.source) {
        print(stderr, tr("Nothing to change: give at least one of --label, --notes and --source."));
        return 2;
    }
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::Writable);
    if (!file)
        return 2;
    const std::optional<QList<qint64>> ids = runIds(*file, parser);
    if (!ids)
        return 2;
    if (!stored([&] { core::BenchmarkRunRepository(*file).edit(*ids, changes); }))
        return 1;
    for (const qint64 id : *ids)
        print(stdout, tr("Changed run %1.").arg(id));
    return 0;
}

int deleteRuns(const QStringList& arguments)
{
    CommandLine parser(
        tr("fabric-workbench runs delete --project P ID... [--force]"),
        tr("Delete benchmark runs with their result rows, all in one transaction. A run that a plan run, the Cost and "
           "Decision pages or a questionnaire answer relies on is deleted only with --force; without it, nothing is "
           "deleted and the command says what relies on which run."));
    const QCommandLineOption force(QStringLiteral("force"), tr("Delete the runs even when something relies on them."));
    parser.addOption(force);
    parser.addPositionalArgument(QStringLiteral("ids"), tr("The runs' ids."), QStringLiteral("ID..."));
    if (const std::optional<int> exitCode = parser.read(arguments))
        return *exitCode;
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::Writable);
    if (!file)
        return 2;
    const std::optional<QList<qint64>> ids = runIds(*file, parser);
    if (!ids)
        return 2;
    try {
        const QList<core::RunDependent> dependents = core::runDependents(*file, *ids);
        QStringList blocking;
        for (const core::RunDependent& d : dependents) {
            if (d.blocks())
                blocking << tr("Run %1: %2").arg(d.runId).arg(d.reason);
        }
        if (!blocking.isEmpty() && !parser.isSet(force)) {
            print(stderr, tr("Nothing was deleted; something relies on these runs:") + QStringLiteral("\n  ") +
                              blocking.join(QStringLiteral("\n  ")) + QLatin1Char('\n') +
                              tr("Add --force to delete them anyway."));
            return 1;
        }
        core::BenchmarkRunRepository(*file).remove(*ids);
        for (const qint64 id : *ids)
            print(stdout, tr("Deleted run %1.").arg(id));
        for (const core::RunDependent& d : dependents)
            print(stdout, tr("Run %1: %2").arg(d.runId).arg(d.reason));
    } catch (const core::StorageError& e) {
        print(stderr, e.message());
        return 1;
    }
    return 0;
}

} // namespace

int runsCommand(const QStringList& arguments)
{
    return runSubcommand(
        QStringLiteral("runs"), tr("List, show, move, edit and delete the benchmark runs of a project."),
        {{"list", QT_TRANSLATE_NOOP("fw::app::cli", "list the runs"), listRuns},
         {"show", QT_TRANSLATE_NOOP("fw::app::cli", "show one run"), showRun},
         {"move", QT_TRANSLATE_NOOP("fw::app::cli", "give runs to another candidate"), moveRuns},
         {"edit", QT_TRANSLATE_NOOP("fw::app::cli", "change the label, notes or source of runs"), editRuns},
         {"delete", QT_TRANSLATE_NOOP("fw::app::cli", "delete runs"), deleteRuns}},
        arguments);
}

} // namespace fw::app::cli
