#include "cli.h"

#include "base/version.h"
#include "ingest/importer.h"
#include "ingest/importerror.h"
#include "remote/agentbundle.h"
#include "remote/connectionprofilerepository.h"
#include "remote/dispatchjob.h"
#include "remote/dispatchrunrepository.h"
#include "remote/knownhosts.h"
#include "remote/launchplan.h"
#include "remote/planjob.h"
#include "remote/planrunrepository.h"
#include "remote/remoteerror.h"
#include "remote/runprogress.h"
#include "report/reportbuilder.h"
#include "report/reportlanguage.h"
#include "runtext.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>

namespace fw::app::cli {

namespace {

// The context is the one lupdate gives a plain tr() in this namespace, so the .ts entries apply.
QString tr(const char* text)
{
    return QCoreApplication::translate("fw::app::cli", text);
}

void print(FILE* stream, const QString& text)
{
    std::fprintf(stream, "%s\n", qPrintable(text));
}

// A candidate named by id, by supplier, by offer, or by "supplier / offer"; case does not matter.
// Prints why when there is not exactly one match.
std::optional<qint64> findCandidate(core::ProjectFile& project, const QString& name)
{
    const QList<core::Candidate> all = core::CandidateRepository(project).all();
    bool isNumber = false;
    const qint64 id = name.toLongLong(&isNumber);
    QList<core::Candidate> matches;
    for (const core::Candidate& c : all) {
        const QString full = QStringLiteral("%1 / %2").arg(c.supplier, c.offerName);
        if ((isNumber && c.id == id) || c.supplier.compare(name, Qt::CaseInsensitive) == 0 ||
            c.offerName.compare(name, Qt::CaseInsensitive) == 0 || full.compare(name, Qt::CaseInsensitive) == 0)
            matches << c;
    }
    if (matches.size() == 1)
        return matches.constFirst().id;
    QStringList known;
    for (const core::Candidate& c : all)
        known << QStringLiteral("  %1: %2 / %3").arg(c.id).arg(c.supplier, c.offerName);
    print(stderr,
          (matches.isEmpty() ? tr("No candidate \"%1\" in the project.") : tr("\"%1\" names more than one candidate."))
                  .arg(name) +
              QLatin1Char('\n') +
              (known.isEmpty() ? tr("The project has no candidates yet; add one in the Candidates page.")
                               : tr("Name one by id, supplier, offer or \"supplier / offer\":\n%1")
                                     .arg(known.join(QLatin1Char('\n')))));
    return std::nullopt;
}

// Parses a subcommand's arguments; the exit code where the command ends here (a parse error, or --help printed).
std::optional<int> parseArguments(QCommandLineParser& parser, const QStringList& arguments)
{
    if (!parser.parse(arguments)) {
        print(stderr, parser.errorText());
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        print(stdout, parser.helpText());
        return 0;
    }
    return std::nullopt;
}

enum class OpenMode
{
    AsItIs,
    Writable // refuse a project that opens read-only
};

// The project at `path`, or null after printing why it cannot be used.
std::unique_ptr<core::ProjectFile> openProject(const QString& path, OpenMode mode)
{
    std::unique_ptr<core::ProjectFile> project;
    try {
        project = core::ProjectFile::open(path);
    } catch (const core::StorageError& error) {
        print(stderr, error.message());
        return nullptr;
    }
    if (mode == OpenMode::Writable && project->isReadOnly()) {
        print(stderr,
              tr("%1 is open read-only: %2").arg(QDir::toNativeSeparators(project->path()), project->readOnlyReason()));
        return nullptr;
    }
    return project;
}

int importCommand(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Import benchmark logs (nccl-tests text or JSON, OSU, perftest, fabric-agent "
                                        "JSON Lines, CSV) into a project. Each file is stored whole or not at all."));
    parser.addHelpOption();
    const QCommandLineOption projectOption(QStringLiteral("project"), tr("The project file (*.fabwb)."),
                                           QStringLiteral("file"));
    const QCommandLineOption candidateOption(QStringLiteral("candidate"),
                                             tr("The candidate the runs belong to: id, supplier or offer name."),
                                             QStringLiteral("candidate"));
    const QCommandLineOption sourceOption(QStringLiteral("source"),
                                          tr("vendor (a supplier's claim) or own (our measurement); by default the "
                                             "agent's logs are own measurements and all others vendor claims."),
                                          QStringLiteral("vendor|own"));
    parser.addOptions({projectOption, candidateOption, sourceOption});
    parser.addPositionalArgument(QStringLiteral("files"), tr("The logs to import."), QStringLiteral("FILE..."));
    if (const std::optional<int> exitCode = parseArguments(parser, arguments))
        return *exitCode;
    const QStringList files = parser.positionalArguments();
    if (!parser.isSet(projectOption) || !parser.isSet(candidateOption) || files.isEmpty()) {
        print(stderr, tr("Usage: fabric-workbench import --project P --candidate C [--source vendor|own] FILE..."));
        return 2;
    }
    std::optional<core::RunSource> source;
    if (parser.isSet(sourceOption)) {
        const QString value = parser.value(sourceOption);
        if (value == QLatin1String("vendor")) {
            source = core::RunSource::VendorClaim;
        } else if (value == QLatin1String("own")) {
            source = core::RunSource::OwnMeasurement;
        } else {
            print(stderr, tr("--source must be vendor or own, not \"%1\".").arg(value));
            return 2;
        }
    }

    const std::unique_ptr<core::ProjectFile> project = openProject(parser.value(projectOption), OpenMode::Writable);
    if (!project)
        return 2;
    const std::optional<qint64> candidate = findCandidate(*project, parser.value(candidateOption));
    if (!candidate)
        return 2;

    int failed = 0;
    core::BenchmarkRunRepository repository(*project);
    for (const QString& file : files) {
        try {
            QList<core::BenchmarkRun> runs = core::Importer::readFile(file);
            for (core::BenchmarkRun& run : runs) {
                run.candidateId = candidate;
                if (source)
                    run.source = *source;
            }
            const QList<qint64> ids = repository.add(runs);
            for (qsizetype i = 0; i < runs.size(); ++i) {
                runs[i].summary = runs[i].summarize();
                print(stdout, tr("Imported %1 as run %2 (%3): %4")
                                  .arg(QFileInfo(file).fileName())
                                  .arg(ids[i])
                                  .arg(core::displayName(runs[i].source), runtext::oneLine(runs[i])));
            }
        } catch (const core::ImportError& e) {
            ++failed;
            print(stderr, tr("Not imported: %1").arg(e.message()));
        } catch (const core::StorageError& e) {
            ++failed;
            print(stderr, tr("Not imported: %1").arg(e.message()));
        }
    }
    return failed == 0 ? 0 : 1;
}

struct Target
{
    std::unique_ptr<core::ProjectFile> project;
    qint64 candidate = 0;
    core::ConnectionProfile profile;
};

// The options that pick where the agent runs, shared by `run` and `plan`: the candidate's connection by name (or
// the local agent when it has none), an optional launcher override, and the known_hosts file. Their texts name
// the file's context literally: inside a struct, lupdate would otherwise file them under the struct's name.
struct ConnectionOptions
{
    QCommandLineOption project{QStringLiteral("project"),
                               QCoreApplication::translate("fw::app::cli", "The project file (*.fabwb)."),
                               QStringLiteral("file")};
    QCommandLineOption candidate{
        QStringLiteral("candidate"),
        QCoreApplication::translate("fw::app::cli", "The candidate the run belongs to: id, supplier or offer name."),
        QStringLiteral("candidate")};
    QCommandLineOption connection{
        QStringLiteral("connection"),
        QCoreApplication::translate("fw::app::cli",
                                    "The candidate's connection to use, by name; without it, the only one."),
        QStringLiteral("name")};
    QCommandLineOption launcher{
        QStringLiteral("launcher"),
        QCoreApplication::translate("fw::app::cli", "local, mpirun or srun; overrides the connection's launcher."),
        QStringLiteral("launcher")};
    QCommandLineOption knownHosts{
        QStringLiteral("known-hosts"),
        QCoreApplication::translate("fw::app::cli", "The known_hosts file; ~/.ssh/known_hosts by default."),
        QStringLiteral("file")};
    QCommandLineOption acceptKey{
        QStringLiteral("accept-host-key"),
        QCoreApplication::translate("fw::app::cli",
                                    "Trust an unknown host whose key has exactly this fingerprint (SHA256:...). A "
                                    "changed key is never accepted here."),
        QStringLiteral("fingerprint")};

    void addTo(QCommandLineParser& parser) const
    {
        parser.addOptions({project, candidate, connection, launcher, knownHosts, acceptKey});
    }
    QString knownHostsPath(const QCommandLineParser& parser) const
    {
        return parser.isSet(knownHosts) ? parser.value(knownHosts)
                                        : QDir::homePath() + QStringLiteral("/.ssh/known_hosts");
    }
    // The writable project, the candidate and the connection a command runs for; no project after printing why.
    Target open(const QCommandLineParser& parser) const
    {
        Target target;
        std::unique_ptr<core::ProjectFile> file = openProject(parser.value(project), OpenMode::Writable);
        if (!file)
            return target;
        const std::optional<qint64> id = findCandidate(*file, parser.value(candidate));
        if (!id)
            return target;
        const std::optional<core::ConnectionProfile> chosen = choose(*file, *id, parser);
        if (!chosen)
            return target;
        target.candidate = *id;
        target.profile = *chosen;
        target.project = std::move(file);
        return target;
    }
    // The connection to use, or none after printing why.
    std::optional<core::ConnectionProfile> choose(core::ProjectFile& file, qint64 candidateId,
                                                  const QCommandLineParser& parser) const
    {
        QList<core::ConnectionProfile> profiles;
        for (const core::ConnectionProfile& p : core::ConnectionProfileRepository(file).all()) {
            if (p.candidateId == candidateId &&
                (!parser.isSet(connection) || p.name.compare(parser.value(connection), Qt::CaseInsensitive) == 0))
                profiles << p;
        }
        core::ConnectionProfile profile;
        profile.name = core::displayName(core::Launcher::Local);
        if (profiles.size() == 1) {
            profile = profiles.constFirst();
        } else if (!profiles.isEmpty() || parser.isSet(connection)) {
            print(stderr,
                  profiles.isEmpty()
                      ? QCoreApplication::translate("fw::app::cli", "The candidate has no connection named \"%1\".")
                            .arg(parser.value(connection))
                      : QCoreApplication::translate(
                            "fw::app::cli", "The candidate has several connections; name one with --connection."));
            return std::nullopt;
        }
        if (parser.isSet(launcher)) {
            const std::optional<core::Launcher> chosen = core::launcherFromKey(parser.value(launcher));
            if (!chosen) {
                print(stderr, QCoreApplication::translate("fw::app::cli",
                                                          "--launcher must be local, mpirun or srun, not \"%1\".")
                                  .arg(parser.value(launcher)));
                return std::nullopt;
            }
            profile.launcher = *chosen;
        }
        return profile;
    }
    // After a host-key stop: whether the user's --accept-host-key matches, in which case the key is now trusted
    // and the command should try again. Prints why when trusting fails.
    bool trustOffered(const QCommandLineParser& parser, const core::HostKey& key, bool* failed) const
    {
        if (!parser.isSet(acceptKey) || parser.value(acceptKey) != key.fingerprint)
            return false;
        try {
            core::KnownHosts(knownHostsPath(parser)).trust(key);
        } catch (const core::RemoteError& e) {
            print(stderr, e.message());
            *failed = true;
            return false;
        }
        return true;
    }
};

// `run`: the dispatch of the Benchmarks page without a window (issue 4). Connection profiles are edited in the
// app; here one is picked by name, or the local agent runs.
int runCommand(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Run fabric-agent bench for a candidate, on this computer or over SSH through "
                                        "one of its connections, print the sizes as they arrive and store the run in "
                                        "the project. Arguments after -- go to the agent."));
    parser.addHelpOption();
    const ConnectionOptions options;
    options.addTo(parser);
    parser.addPositionalArgument(QStringLiteral("agent-arguments"), tr("Options of fabric-agent bench."),
                                 QStringLiteral("[-- ARG...]"));
    if (const std::optional<int> exitCode = parseArguments(parser, arguments))
        return *exitCode;
    if (!parser.isSet(options.project) || !parser.isSet(options.candidate)) {
        print(stderr, tr("Usage: fabric-workbench run --project P --candidate C [--connection NAME] "
                         "[--launcher local|mpirun|srun] [-- AGENT-ARG...]"));
        return 2;
    }
    Target target = options.open(parser);
    if (!target.project)
        return 2;
    core::ProjectFile* const project = target.project.get();
    const std::optional<qint64> candidate = target.candidate;
    const std::optional<core::ConnectionProfile> profile = target.profile;
    const core::DispatchJob::Request request{
        *profile, parser.positionalArguments(), options.knownHostsPath(parser), {}};
    print(stdout,
          tr("Running: %1")
              .arg(core::LaunchPlan::make(*profile, request.agentArgs, core::AgentBundle::embedded()).command()));

    for (;;) {
        core::DispatchJob job(request);
        core::RunProgress progress;
        QObject::connect(&job, &core::DispatchJob::lineReceived, &job, [&](const QByteArray& line) {
            if (progress.feed(line) != core::RunProgress::Event::SizeResult)
                return;
            const core::LiveSizeResult& row = progress.results().constLast();
            print(stdout, tr("size %1/%2: %3 B %4, p50 %5 us, p99 %6 us, busbw %7 GB/s")
                              .arg(progress.index())
                              .arg(progress.total())
                              .arg(row.bytes)
                              .arg(row.inPlace ? tr("in place") : tr("out of place"))
                              .arg(row.p50Us, 0, 'f', 2)
                              .arg(row.p99Us, 0, 'f', 2)
                              .arg(row.busbwGBs, 0, 'f', 3));
        });
        core::DispatchResult result;
        QObject::connect(&job, &core::DispatchJob::finished, &job, [&](const core::DispatchResult& r) { result = r; });
        job.run();
        bool trustFailed = false;
        if (result.status == core::DispatchResult::Status::HostKeyUnknown &&
            options.trustOffered(parser, result.hostKey, &trustFailed))
            continue;
        if (trustFailed)
            return 1;
        if (!result.message.isEmpty())
            print(result.status == core::DispatchResult::Status::Complete ? stdout : stderr, result.message);
        if (!result.buildLog.isEmpty())
            print(stderr, result.buildLog);
        if (result.hasData()) {
            try {
                const qint64 id = core::DispatchRunRepository(*project).add(
                    result, profile->id ? std::optional(profile->id) : std::nullopt, candidate);
                print(stdout, tr("Stored as dispatch %1 (%2).").arg(id).arg(core::storageKey(result.status)));
            } catch (const core::StorageError& e) {
                print(stderr, tr("Not stored: %1").arg(e.message()));
                return 1;
            }
        }
        return result.status == core::DispatchResult::Status::Complete ? 0 : 1;
    }
}

// `plan`: an acceptance plan from a file, run as one job over a candidate's connection (issue 7), every command and
// step outcome stored as it arrives.
int planCommand(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Run an acceptance plan (baseline, faults, storage, replay, counters) for a "
                                        "candidate over one of its connections and store every result in the "
                                        "project. --example prints a plan to start from."));
    parser.addHelpOption();
    const ConnectionOptions options;
    options.addTo(parser);
    const QCommandLineOption planOption(QStringLiteral("plan"), tr("The plan file (JSON)."), QStringLiteral("file"));
    const QCommandLineOption exampleOption(QStringLiteral("example"), tr("Print an example plan and exit."));
    parser.addOptions({planOption, exampleOption});
    if (const std::optional<int> exitCode = parseArguments(parser, arguments))
        return *exitCode;
    if (parser.isSet(exampleOption)) {
        std::fputs(core::AcceptancePlan::standard(QStringLiteral("node2"), QStringLiteral("ib0"),
                                                  QStringLiteral("/scratch/fabric-agent"))
                       .toJson()
                       .constData(),
                   stdout);
        return 0;
    }
    if (!parser.isSet(options.project) || !parser.isSet(options.candidate) || !parser.isSet(planOption)) {
        print(stderr, tr("Usage: fabric-workbench plan --project P --candidate C --plan FILE [--connection NAME] "
                         "[--launcher local|mpirun|srun]"));
        return 2;
    }
    QFile file(parser.value(planOption));
    if (!file.open(QIODevice::ReadOnly)) {
        print(stderr, tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(file.fileName()), file.errorString()));
        return 2;
    }
    QString error;
    const std::optional<core::AcceptancePlan> plan = core::AcceptancePlan::fromJson(file.readAll(), &error);
    if (!plan) {
        print(stderr, tr("%1: %2").arg(QDir::toNativeSeparators(file.fileName()), error));
        return 2;
    }
    Target target = options.open(parser);
    if (!target.project)
        return 2;
    core::ProjectFile* const project = target.project.get();
    const std::optional<qint64> candidate = target.candidate;
    const std::optional<core::ConnectionProfile> profile = target.profile;
    const std::optional<qint64> profileId = profile->id ? std::optional(profile->id) : std::nullopt;

    core::PlanRunRepository repository(*project);
    for (;;) {
        core::PlanJob job({*profile, *plan, options.knownHostsPath(parser), {}});
        std::optional<qint64> planRunId;
        int storeFailures = 0;
        const auto store = [&](const std::function<void(qint64)>& work) {
            try {
                if (!planRunId)
                    planRunId = repository.begin(*plan, *profile, candidate);
                work(*planRunId);
            } catch (const core::StorageError& e) {
                ++storeFailures;
                print(stderr, tr("Not stored: %1").arg(e.message()));
            }
        };
        const qsizetype steps = plan->steps.size();
        const auto stepName = [&](int step) {
            const QString label = plan->steps.at(step).label;
            return tr("Step %1/%2 (%3)")
                .arg(step + 1)
                .arg(steps)
                .arg(label.isEmpty() ? core::storageKey(plan->steps.at(step).kind) : label);
        };
        QObject::connect(&job, &core::PlanJob::stepStarted, &job,
                         [&](int step, const QString& phase, const QString& command) {
                             print(stdout, tr("%1, %2: %3").arg(stepName(step), phase, command));
                         });
        QObject::connect(&job, &core::PlanJob::invocationFinished, &job, [&](const core::PlanInvocation& invocation) {
            store([&](qint64 id) {
                const qint64 dispatch = repository.addInvocation(id, invocation, profileId, candidate);
                print(stdout,
                      tr("%1, %2: %3, stored as dispatch %4.")
                          .arg(stepName(invocation.step), invocation.phase, core::storageKey(invocation.result.status))
                          .arg(dispatch));
            });
        });
        QObject::connect(&job, &core::PlanJob::stepFinished, &job, [&](const core::PlanStepOutcome& outcome) {
            store([&](qint64 id) { repository.addStep(id, outcome); });
            QString summary = core::storageKey(outcome.status);
            if (outcome.details.contains(QLatin1String("recovered")))
                summary += QLatin1String(", ") +
                           (outcome.details.value(QLatin1String("recovered")).toBool()
                                ? tr("back to normal %1 s after the revert")
                                      .arg(outcome.details.value(QLatin1String("recovery_s")).toDouble(), 0, 'f', 1)
                                : tr("not recovered within the observation window"));
            if (outcome.details.contains(QLatin1String("during_status")))
                summary +=
                    QLatin1String(", ") + tr("benchmark during the fault: %1")
                                              .arg(outcome.details.value(QLatin1String("during_status")).toString());
            print(outcome.status == core::DispatchResult::Status::Complete ? stdout : stderr,
                  tr("%1 done: %2").arg(stepName(outcome.step), summary) +
                      (outcome.message.isEmpty() ? QString() : QLatin1Char('\n') + outcome.message));
        });
        core::PlanRunResult result;
        QObject::connect(&job, &core::PlanJob::finished, &job, [&](const core::PlanRunResult& r) { result = r; });
        job.run();
        bool trustFailed = false;
        if (result.status == core::DispatchResult::Status::HostKeyUnknown && !planRunId &&
            options.trustOffered(parser, result.hostKey, &trustFailed))
            continue;
        if (trustFailed)
            return 1;
        if (planRunId)
            store([&](qint64 id) { repository.finish(id, result); });
        if (!result.message.isEmpty())
            print(result.status == core::DispatchResult::Status::Complete ? stdout : stderr, result.message);
        if (planRunId)
            print(stdout, tr("Plan run %1: %2.").arg(*planRunId).arg(core::storageKey(result.status)));
        return result.status == core::DispatchResult::Status::Complete && storeFailures == 0 ? 0 : 1;
    }
}

int reportCommand(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Write the procurement report of a project (PDF or HTML), or its procurement "
                                        "worksheet (XLSX or CSV), in English, German or Japanese."));
    parser.addHelpOption();
    const QCommandLineOption projectOption(QStringLiteral("project"), tr("The project file (*.fabwb)."),
                                           QStringLiteral("file"));
    const QCommandLineOption languageOption(QStringLiteral("lang"), tr("The report language: en, de or ja."),
                                            QStringLiteral("en|de|ja"), QStringLiteral("en"));
    const QCommandLineOption formatOption(QStringLiteral("format"),
                                          tr("pdf or html (the report), xlsx or csv (the worksheet); by default "
                                             "the suffix of --out."),
                                          QStringLiteral("pdf|html|xlsx|csv"));
    const QCommandLineOption outOption(QStringLiteral("out"), tr("The file to write."), QStringLiteral("file"));
    parser.addOptions({projectOption, languageOption, formatOption, outOption});
    if (const std::optional<int> exitCode = parseArguments(parser, arguments))
        return *exitCode;
    const QString usage =
        tr("Usage: fabric-workbench report --project P [--lang en|de|ja] [--format pdf|html|xlsx|csv] --out F");
    if (!parser.isSet(projectOption) || !parser.isSet(outOption) || !parser.positionalArguments().isEmpty()) {
        print(stderr, usage);
        return 2;
    }
    const QString language = parser.value(languageOption);
    if (!ReportLanguage::isKnown(language)) {
        print(stderr, tr("--lang must be en, de or ja, not \"%1\".").arg(language));
        return 2;
    }
    const QString out = parser.value(outOption);
    const QString formatKey =
        parser.isSet(formatOption) ? parser.value(formatOption) : QFileInfo(out).suffix().toLower();
    const std::optional<ReportBuilder::Format> format = ReportBuilder::formatFromKey(formatKey);
    if (!format) {
        print(stderr, tr("--format must be pdf, html, xlsx or csv, not \"%1\".").arg(formatKey));
        return 2;
    }
    const std::unique_ptr<core::ProjectFile> project = openProject(parser.value(projectOption), OpenMode::AsItIs);
    if (!project)
        return 2;
    QString error;
    if (!ReportBuilder::exportProject(*project, language, *format, out, &error)) {
        print(stderr, error);
        return 1;
    }
    print(stdout, tr("Wrote %1").arg(QDir::toNativeSeparators(out)));
    return 0;
}

struct Command
{
    const char* name;
    int (*run)(const QStringList& arguments);
};

constexpr Command kCommands[] = {
    {"import", importCommand},
    {"run", runCommand},
    {"report", reportCommand},
    {"plan", planCommand},
};

} // namespace

bool isCommand(int argc, char** argv)
{
    if (argc < 2)
        return false;
    for (const Command& command : kCommands) {
        if (std::strcmp(argv[1], command.name) == 0)
            return true;
    }
    return false;
}

int run(int argc, char** argv)
{
    // `report` lays out a PDF and draws charts, which needs a QApplication; it uses the offscreen platform, so it
    // too runs without a display. The other commands need only a QCoreApplication.
    std::unique_ptr<QCoreApplication> app;
    if (!QCoreApplication::instance()) {
        if (std::strcmp(argv[1], "report") == 0) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
            app = std::make_unique<QApplication>(argc, argv);
        } else {
            app = std::make_unique<QCoreApplication>(argc, argv);
        }
    }
    QCoreApplication::setApplicationName(QStringLiteral("fabric-workbench"));
    QCoreApplication::setApplicationVersion(QString::fromUtf8(base::version()));
    QStringList arguments = QCoreApplication::arguments();
    const QString name = arguments.takeAt(1);
    for (const Command& command : kCommands) {
        if (name == QLatin1String(command.name))
            return command.run(arguments);
    }
    return 2;
}

} // namespace fw::app::cli
