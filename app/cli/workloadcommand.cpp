// SPDX-License-Identifier: Apache-2.0
#include "analysis/communicationpattern.h"
#include "cli/clisupport.h"
#include "cli/commands.h"
#include "storage/projectfile.h"
#include "storage/workloadrepository.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <vector>

namespace fw::app::cli {

namespace {

// The option of a numeric field: its key with '-' for '_' (--hidden-size).
QString optionName(const core::WorkloadField& field)
{
    return QString::fromLatin1(field.key).replace(QLatin1Char('_'), QLatin1Char('-'));
}

QString keyList(const QStringList& keys)
{
    return keys.join(QStringLiteral(", "));
}

QStringList kindKeys()
{
    QStringList keys;
    for (const core::WorkloadKind kind : core::allWorkloadKinds())
        keys << core::storageKey(kind);
    return keys;
}

QStringList precisionKeys()
{
    QStringList keys;
    for (const core::WorkloadPrecision precision : core::allWorkloadPrecisions())
        keys << core::storageKey(precision);
    return keys;
}

// "--attention-heads: The 30 attention heads are not divisible ..." for each problem, on stderr.
void printProblems(const QList<core::WorkloadProblem>& problems)
{
    for (const core::WorkloadProblem& problem : problems) {
        const core::WorkloadField* field = core::workloadField(problem.field);
        const QString option = field ? optionName(*field) : problem.field;
        print(stderr, tr("--%1: %2").arg(option, problem.message));
    }
}

void printDescription(const core::WorkloadDescription& d)
{
    print(stdout, tr("Kind: %1").arg(core::displayName(d.kind)));
    print(stdout, tr("Precision: %1").arg(core::displayName(d.precision)));
    const QLocale locale;
    for (const core::WorkloadField& field : core::workloadFields())
        print(stdout, tr("%1: %2").arg(core::workloadFieldLabel(field), locale.toString(d.*field.member)));
}

int setWorkload(const QStringList& arguments)
{
    CommandLine parser(
        tr("fabric-workbench workload set --project P [--kind K] [--precision P] [--FIELD N]..."),
        tr("Describe the workload the cluster is bought for, or change the description: the options given replace "
           "those fields, the others stay as stored (or as the defaults, Llama-2-7B on 2 nodes of 8 GPUs). A "
           "description that cannot be laid out as it says is refused, naming the field."));
    const QCommandLineOption kind(QStringLiteral("kind"), tr("What runs: %1.").arg(keyList(kindKeys())),
                                  QStringLiteral("kind"));
    const QCommandLineOption precision(QStringLiteral("precision"),
                                       tr("The numeric format: %1.").arg(keyList(precisionKeys())),
                                       QStringLiteral("precision"));
    parser.addOptions({kind, precision});
    std::vector<QCommandLineOption> numbers;
    for (const core::WorkloadField& field : core::workloadFields()) {
        numbers.emplace_back(optionName(field), core::workloadFieldLabel(field), QStringLiteral("N"));
        parser.addOption(numbers.back());
    }
    if (const std::optional<int> exitCode = parser.read(arguments))
        return *exitCode;
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::Writable);
    if (!file)
        return 2;
    core::WorkloadRepository repository(*file);
    std::optional<core::WorkloadDescription> before;
    if (!stored([&] { before = repository.load(); }))
        return 1;
    core::WorkloadDescription d = before.value_or(core::WorkloadDescription{});
    if (parser.isSet(kind)) {
        const std::optional<core::WorkloadKind> value = core::workloadKindFromKey(parser.value(kind));
        if (!value) {
            print(stderr, tr("--kind must be one of %1, not \"%2\".").arg(keyList(kindKeys()), parser.value(kind)));
            return 2;
        }
        d.kind = *value;
    }
    if (parser.isSet(precision)) {
        const std::optional<core::WorkloadPrecision> value = core::workloadPrecisionFromKey(parser.value(precision));
        if (!value) {
            print(stderr, tr("--precision must be one of %1, not \"%2\".")
                              .arg(keyList(precisionKeys()), parser.value(precision)));
            return 2;
        }
        d.precision = *value;
    }
    int index = 0;
    for (const core::WorkloadField& field : core::workloadFields()) {
        const QCommandLineOption& option = numbers.at(std::size_t(index++));
        if (!parser.isSet(option))
            continue;
        bool ok = false;
        const qint64 value = parser.value(option).toLongLong(&ok);
        if (!ok) {
            print(stderr, tr("--%1 must be a whole number, not \"%2\".").arg(optionName(field), parser.value(option)));
            return 2;
        }
        d.*field.member = value;
    }
    const QList<core::WorkloadProblem> problems = core::validate(d);
    if (!problems.isEmpty()) {
        printProblems(problems);
        print(stderr, tr("The workload was not stored."));
        return 2;
    }
    if (!stored([&] { repository.save(d); }))
        return 1;
    print(stdout, before ? tr("Changed the workload.") : tr("Described the workload."));
    for (const QString& line : core::summaryLines(core::summarise(core::communicationPattern(d))))
        print(stdout, QStringLiteral("  ") + line);
    return 0;
}

// What `show` and `pattern` say of a project without a workload.
QString notDescribed()
{
    return tr("The project has not described its workload yet; \"fabric-workbench workload set\" does.");
}

int showWorkload(const QStringList& arguments)
{
    CommandLine parser(
        tr("fabric-workbench workload show --project P [--json]"),
        tr("Show the project's workload description and the communication pattern of one step: the bytes per step "
           "of each collective and which dominates."),
        CommandLine::ProjectFile | CommandLine::Json);
    if (const std::optional<int> exitCode = parser.read(arguments))
        return *exitCode;
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::AsItIs);
    if (!file)
        return 2;
    std::optional<core::WorkloadDescription> d;
    if (!stored([&] { d = core::WorkloadRepository(*file).load(); }))
        return 1;
    const QList<core::WorkloadProblem> problems = d ? core::validate(*d) : QList<core::WorkloadProblem>{};
    if (parser.wantsJson()) {
        QJsonObject out{{QStringLiteral("workload"), d ? QJsonValue(core::workloadJson(*d)) : QJsonValue()}};
        QJsonArray problemList;
        for (const core::WorkloadProblem& problem : problems)
            problemList << QJsonObject{{QStringLiteral("field"), problem.field},
                                       {QStringLiteral("message"), problem.message}};
        out.insert(QStringLiteral("problems"), problemList);
        const bool hasPattern = d && problems.isEmpty();
        out.insert(QStringLiteral("summary"),
                   hasPattern ? core::patternJson(*d, core::communicationPattern(*d)).value(QStringLiteral("summary"))
                              : QJsonValue());
        printJson(out);
        return 0;
    }
    if (!d) {
        print(stdout, notDescribed());
        return 0;
    }
    printDescription(*d);
    if (!problems.isEmpty()) {
        print(stdout, tr("The description cannot be laid out as it says, so it has no communication pattern:"));
        for (const core::WorkloadProblem& problem : problems)
            print(stdout, QStringLiteral("  ") + problem.message);
        return 0;
    }
    print(stdout, tr("Communication per step and GPU:"));
    for (const QString& line : core::summaryLines(core::summarise(core::communicationPattern(*d))))
        print(stdout, QStringLiteral("  ") + line);
    return 0;
}

int writePattern(const QStringList& arguments)
{
    CommandLine parser(
        tr("fabric-workbench workload pattern --project P [--out FILE]"),
        tr("Write the communication pattern of one step of the project's workload as JSON (docs/workload.md): each "
           "collective with its bytes, count, group size, phase and order. Without --out it goes to standard "
           "output."));
    const QCommandLineOption out(QStringLiteral("out"), tr("The file to write; an existing one is replaced."),
                                 QStringLiteral("file"));
    parser.addOption(out);
    if (const std::optional<int> exitCode = parser.read(arguments))
        return *exitCode;
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::AsItIs);
    if (!file)
        return 2;
    const std::optional<core::WorkloadDescription> d = layableWorkload(*file);
    if (!d)
        return 1;
    const core::CommunicationPattern pattern = core::communicationPattern(*d);
    const QJsonObject json = core::patternJson(*d, pattern);
    if (!parser.isSet(out)) {
        printJson(json);
        return 0;
    }
    const std::optional<QString> shown = writeWhole(parser.value(out), QJsonDocument(json).toJson());
    if (!shown)
        return 1;
    print(stdout, QCoreApplication::translate("fw::app::cli", "Wrote the pattern of %n collective(s) to %1.", nullptr,
                                              int(pattern.entries.size()))
                      .arg(*shown));
    return 0;
}

} // namespace

std::optional<core::WorkloadDescription> layableWorkload(core::ProjectFile& file)
{
    std::optional<core::WorkloadDescription> d;
    if (!stored([&] { d = core::WorkloadRepository(file).load(); }))
        return std::nullopt;
    if (!d) {
        print(stderr, notDescribed());
        return std::nullopt;
    }
    const QList<core::WorkloadProblem> problems = core::validate(*d);
    if (!problems.isEmpty()) {
        printProblems(problems);
        print(stderr, tr("The description cannot be laid out as it says, so it has no communication pattern."));
        return std::nullopt;
    }
    return d;
}

// `workload`: the buyer's own workload and the communication pattern of its step (issue 36, docs/workload.md).
int workloadCommand(const QStringList& arguments)
{
    return runSubcommand(
        QStringLiteral("workload"),
        tr("The workload the cluster is bought for, and the collectives one step of it makes."),
        {{"set", QT_TRANSLATE_NOOP("fw::app::cli", "describe the workload or change fields of it"), setWorkload},
         {"show", QT_TRANSLATE_NOOP("fw::app::cli", "show the description and the bytes per step"), showWorkload},
         {"pattern", QT_TRANSLATE_NOOP("fw::app::cli", "write the step's collectives as JSON"), writePattern}},
        arguments);
}

} // namespace fw::app::cli
