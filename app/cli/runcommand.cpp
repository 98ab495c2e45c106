// SPDX-License-Identifier: Apache-2.0
#include "base/version.h"
#include "cli/clisupport.h"
#include "cli/commands.h"
#include "remote/agentbundle.h"
#include "remote/dispatchjob.h"
#include "remote/dispatchrecorder.h"
#include "remote/launchplan.h"
#include "remote/runprogress.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QThread>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>

namespace fw::app::cli {

// `run`: the dispatch of the Benchmarks page without a window (issue 4). Connection profiles are edited in the
// app; here one is picked by name, or the local agent runs.
int runCommand(const QStringList& arguments)
{
    CommandLine parser(
        tr("fabric-workbench run --project P --candidate C [--connection NAME] [--launcher local|mpirun|srun] "
           "[-- AGENT-ARG...]"),
        tr("Run fabric-agent bench for a candidate, on this computer or over SSH through "
           "one of its connections, print the sizes as they arrive and store the run in "
           "the project. Arguments after -- go to the agent."),
        CommandLine::NoOptions);
    const ConnectionOptions options;
    options.addTo(parser);
    parser.addPositionalArgument(QStringLiteral("agent-arguments"), tr("Options of fabric-agent bench."),
                                 QStringLiteral("[-- ARG...]"));
    if (const std::optional<int> exitCode = parser.read(arguments, {&options.project, &options.candidate}))
        return *exitCode;
    Target target = options.open(parser);
    if (!target.project)
        return 2;
    core::ProjectFile* const project = target.project.get();
    const std::optional<qint64> candidate = target.candidate;
    const std::optional<core::ConnectionProfile> profile = target.profile;
    const core::DispatchJob::Request request{
        *profile, parser.positionalArguments(), options.knownHostsPath(parser), {}};
    print(stdout, tr("Running: %1")
                      .arg(core::LaunchPlan::make(
                               *profile, core::DispatchJob::launchArguments(request.subcommand, request.agentArgs),
                               core::AgentBundle::embedded())
                               .command()));

    for (;;) {
        // The job runs on a thread of its own, as in the app, so this thread's event loop can commit the stream in
        // batches while lines arrive. A size is printed once it is stored: a crash or a kill -9 of this command
        // loses no size it printed.
        core::DispatchRecorder recorder(project, profile->id ? std::optional(profile->id) : std::nullopt, candidate);
        core::RunProgress progress;
        QObject::connect(&recorder, &core::DispatchRecorder::linesStored, [&](const QList<QByteArray>& lines) {
            for (const QByteArray& line : lines) {
                if (progress.feed(line) != core::RunProgress::Event::SizeResult)
                    continue;
                const core::LiveSizeResult& row = progress.results().constLast();
                print(stdout, tr("size %1/%2: %3 B %4, p50 %5 us, p99 %6 us, busbw %7 GB/s")
                                  .arg(progress.index())
                                  .arg(progress.total())
                                  .arg(row.bytes)
                                  .arg(row.inPlace ? tr("in place") : tr("out of place"))
                                  .arg(row.p50Us, 0, 'f', 2)
                                  .arg(row.p99Us, 0, 'f', 2)
                                  .arg(row.busbwGBs, 0, 'f', 3));
            }
        });
        bool storageFailed = false;
        QObject::connect(&recorder, &core::DispatchRecorder::storageFailed, [&](const QString& message) {
            storageFailed = true;
            print(stderr, tr("Not stored: %1").arg(message));
        });
        auto* job = new core::DispatchJob(request);
        QThread thread;
        job->moveToThread(&thread);
        QObject::connect(&thread, &QThread::finished, job, &QObject::deleteLater);
        QObject::connect(job, &core::DispatchJob::agentStarting, &recorder, &core::DispatchRecorder::begin);
        QObject::connect(job, &core::DispatchJob::lineReceived, &recorder, &core::DispatchRecorder::append);
        core::DispatchResult result;
        QEventLoop loop;
        QObject::connect(job, &core::DispatchJob::finished, &loop, [&](const core::DispatchResult& r) {
            result = r;
            loop.quit();
        });
        thread.start();
        QMetaObject::invokeMethod(job, &core::DispatchJob::run);
        loop.exec();
        thread.quit();
        thread.wait();

        bool trustFailed = false;
        if (result.status == core::DispatchResult::Status::HostKeyUnknown &&
            options.trustOffered(parser, result.hostKey, &trustFailed))
            continue;
        if (trustFailed)
            return 1;
        const std::optional<qint64> id = recorder.finish(result);
        if (!result.message.isEmpty())
            print(result.status == core::DispatchResult::Status::Complete ? stdout : stderr, result.message);
        if (result.status == core::DispatchResult::Status::HostKeyUnknown ||
            result.status == core::DispatchResult::Status::HostKeyRefused)
            options.explainHostKey(parser, result.hostKey);
        if (!result.buildLog.isEmpty())
            print(stderr, result.buildLog);
        if (result.slurmJobId)
            print(stdout, tr("Slurm job: %1").arg(*result.slurmJobId));
        if (id)
            print(stdout, tr("Stored as dispatch %1 (%2).").arg(*id).arg(core::storageKey(result.status)));
        if (storageFailed)
            return 1;
        return result.status == core::DispatchResult::Status::Complete ? 0 : 1;
    }
}

} // namespace fw::app::cli
