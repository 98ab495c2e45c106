// SPDX-License-Identifier: Apache-2.0
#include "analysis/nodeisolation.h"
#include "analysis/workloadplan.h"
#include "base/version.h"
#include "cli/clisupport.h"
#include "cli/commands.h"
#include "remote/dispatchrunrepository.h"
#include "remote/planjob.h"
#include "remote/planrunrepository.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

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

// An isolate step's finding and its evidence: every run, where it ran, its figure, what it was compared with.
void printIsolation(const core::IsolationResult& search)
{
    print(stdout, QStringLiteral("  ") + search.summary());
    for (qsizetype i = 0; i < search.runs.size(); ++i) {
        const core::IsolationRun& run = search.runs.at(i);
        const QString figure =
            core::isKnown(run.figureGBs)
                ? QCoreApplication::translate("fw::app::cli", "%1 GB/s").arg(run.figureGBs, 0, 'g', 4)
                : QStringLiteral("–");
        const QString compared =
            core::isKnown(run.comparedGBs)
                ? QCoreApplication::translate("fw::app::cli", " against %1 GB/s").arg(run.comparedGBs, 0, 'g', 4)
                : QString();
        print(stdout,
              QCoreApplication::translate("fw::app::cli", "  run %1 (%2, phase %3) on %4: %5%6, %7")
                  .arg(i + 1)
                  .arg(core::IsolationResult::roleName(run.role), run.phase, run.nodes.join(QStringLiteral(", ")),
                       figure, compared, core::IsolationResult::verdictName(run.verdict)));
    }
}

} // namespace

// `plan`: an acceptance plan from a file, run as one job over a candidate's connection (issue 7), every command and
// step outcome stored as it arrives.
int planCommand(const QStringList& arguments)
{
    CommandLine parser(tr("fabric-workbench plan --project P --candidate C --plan FILE [--connection NAME] | --check "
                          "--plan FILE | --example | --project P --from-workload --out FILE"),
                       tr("Run an acceptance plan (baseline, faults, storage, replay, counters) for a "
                          "candidate over one of its connections and store every result in the "
                          "project. --example prints a plan to start from; --from-workload writes one made from "
                          "the project's workload (docs/workload.md)."),
                       CommandLine::NoOptions);
    const ConnectionOptions options;
    options.addTo(parser);
    const QCommandLineOption planOption(QStringLiteral("plan"), tr("The plan file (JSON)."), QStringLiteral("file"));
    const QCommandLineOption exampleOption(QStringLiteral("example"), tr("Print an example plan and exit."));
    const QCommandLineOption checkOption(QStringLiteral("check"),
                                         tr("Check the plan file and exit: its problems (exit status 2) and its "
                                            "warnings (faults that cannot affect the benchmark's traffic), without "
                                            "a project or a connection. With --project and --candidate, also "
                                            "connect and name each step this connection's user cannot run, why, and "
                                            "what would make it run (exit status 1 when there is one); nothing "
                                            "runs."));
    const QCommandLineOption fromWorkloadOption(
        QStringLiteral("from-workload"),
        tr("Write a plan made from the project's workload to --out and exit: sweeps of the step's collectives at its "
           "sizes, the replay of its pattern (carried in the plan) alone and under each fault, and for inference "
           "requests at a target rate. Edit it, then run it with --plan."));
    const QCommandLineOption outOption(QStringLiteral("out"), tr("With --from-workload: the plan file to write."),
                                       QStringLiteral("file"));
    const QCommandLineOption nodeOption(QStringLiteral("node"),
                                        tr("With --example or --from-workload: the node the faults are injected on "
                                           "(default node2)."),
                                        QStringLiteral("host"), QStringLiteral("node2"));
    const QCommandLineOption interfaceOption(QStringLiteral("interface"),
                                             tr("With --example or --from-workload: the interface the degraded-link "
                                                "fault slows (default %1).")
                                                 .arg(core::AcceptancePlan::kExampleInterface),
                                             QStringLiteral("name"), core::AcceptancePlan::kExampleInterface);
    const QCommandLineOption storageOption(QStringLiteral("storage-path"),
                                           tr("With --example or --from-workload: the folder of the storage steps "
                                              "(default %1).")
                                               .arg(core::AcceptancePlan::kExampleStoragePath),
                                           QStringLiteral("folder"), core::AcceptancePlan::kExampleStoragePath);
    parser.addOptions({planOption, exampleOption, checkOption, fromWorkloadOption, outOption, nodeOption,
                       interfaceOption, storageOption});
    if (const std::optional<int> exitCode = parser.read(arguments))
        return *exitCode;
    const QString node = parser.value(nodeOption);
    const QString interface = parser.value(interfaceOption);
    const QString storagePath = parser.value(storageOption);
    if (parser.isSet(exampleOption)) {
        std::fputs(core::AcceptancePlan::standard(node, interface, storagePath).toJson().constData(), stdout);
        return 0;
    }
    if (parser.isSet(fromWorkloadOption)) {
        if (!requireOptions(parser, {&options.project, &outOption}, parser.usage()))
            return 2;
        const std::unique_ptr<core::ProjectFile> file = openProject(parser.value(options.project), OpenMode::AsItIs);
        if (!file)
            return 2;
        const std::optional<core::WorkloadDescription> workload = layableWorkload(*file);
        if (!workload)
            return 1;
        const core::AcceptancePlan plan = core::planFromWorkload(*workload, node, interface, storagePath);
        const std::optional<QString> shown = writeWhole(parser.value(outOption), plan.toJson());
        if (!shown)
            return 1;
        print(stdout, QCoreApplication::translate("fw::app::cli",
                                                  "Wrote a plan of %n step(s) made from the workload "
                                                  "to %1.",
                                                  nullptr, int(plan.steps.size()))
                          .arg(*shown));
        return 0;
    }
    // Warnings do not stop a plan: it can run, but a fault may not test what it seems to.
    const auto printWarnings = [](const core::AcceptancePlan& plan) {
        for (const QString& warning : plan.warnings())
            print(stderr, tr("Warning: %1").arg(warning));
    };
    const QString planPath = QDir::toNativeSeparators(parser.value(planOption));
    // The plan file through `reader` (AcceptancePlan::fromJson or read); nullopt, said on stderr, when it cannot be.
    const auto readPlan = [&](auto reader) -> std::optional<core::AcceptancePlan> {
        QFile file(parser.value(planOption));
        if (!file.open(QIODevice::ReadOnly)) {
            print(stderr, tr("Cannot read %1: %2").arg(planPath, file.errorString()));
            return std::nullopt;
        }
        QString error;
        std::optional<core::AcceptancePlan> plan = reader(file.readAll(), &error);
        if (!plan)
            print(stderr, tr("%1: %2").arg(planPath, error));
        return plan;
    };
    const bool checkOnly = parser.isSet(checkOption) && parser.isSet(options.project);
    if (parser.isSet(checkOption) && !checkOnly) {
        if (!parser.isSet(planOption))
            return parser.usageError(tr("--check needs --plan FILE."));
        // read(), not fromJson(): every problem is listed, not only the first.
        const std::optional<core::AcceptancePlan> plan = readPlan(&core::AcceptancePlan::read);
        if (!plan)
            return 2;
        const QStringList problems = plan->problems();
        for (const QString& problem : problems)
            print(stderr, tr("%1: %2").arg(planPath, problem));
        printWarnings(*plan);
        if (!problems.isEmpty())
            return 2;
        print(stdout, QCoreApplication::translate("fw::app::cli", "%1: the plan can run (%n warning(s)).", nullptr,
                                                  int(plan->warnings().size()))
                          .arg(planPath));
        return 0;
    }
    if (!requireOptions(parser, {&options.project, &options.candidate, &planOption}, parser.usage()))
        return 2;
    const std::optional<core::AcceptancePlan> plan = readPlan(&core::AcceptancePlan::fromJson);
    if (!plan)
        return 2;
    printWarnings(*plan);
    Target target = options.open(parser);
    if (!target.project)
        return 2;
    core::ProjectFile* const project = target.project.get();
    const std::optional<qint64> candidate = target.candidate;
    const std::optional<core::ConnectionProfile> profile = target.profile;
    const std::optional<qint64> profileId = profile->id ? std::optional(profile->id) : std::nullopt;

    core::PlanRunRepository repository(*project);
    for (;;) {
        core::PlanJob job({*profile, *plan, options.knownHostsPath(parser), {}, checkOnly});
        std::optional<qint64> planRunId;
        int storeFailures = 0;
        int skipped = 0;
        const auto store = [&](const std::function<void(qint64)>& work) {
            if (checkOnly)
                return;
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
            const QString label = core::AcceptancePlan::displayLabel(plan->steps.at(step).label);
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
            if (outcome.status == core::DispatchResult::Status::Skipped) {
                // Named before anything runs (PlanJob's privilege check).
                ++skipped;
                print(stderr, tr("%1 will not run: %2").arg(stepName(outcome.step), outcome.message));
                return;
            }
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
            if (const std::optional<core::IsolationResult> search = core::IsolationResult::fromJson(outcome.details))
                printIsolation(*search);
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
        if (result.status == core::DispatchResult::Status::HostKeyUnknown ||
            result.status == core::DispatchResult::Status::HostKeyRefused)
            options.explainHostKey(parser, result.hostKey);
        if (planRunId)
            print(stdout, tr("Plan run %1: %2.").arg(*planRunId).arg(core::storageKey(result.status)));
        if (checkOnly)
            return result.status == core::DispatchResult::Status::Complete && skipped == 0 ? 0 : 1;
        return result.status == core::DispatchResult::Status::Complete && storeFailures == 0 ? 0 : 1;
    }
}

} // namespace fw::app::cli
