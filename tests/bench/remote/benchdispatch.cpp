// SPDX-License-Identifier: Apache-2.0
// Dispatch latency and overhead, against a real sshd on 127.0.0.1 and a real mpirun with 2 ranks:
//   1. time from Run to the first size result, with the agent build already cached;
//   2. a whole dispatch (connect, cache check, facts, bench, streaming) against the same bench command run
//      directly in a shell on the same machine.
// Usage: fw-bench-dispatch [ROUNDS] [-- BENCH-ARGS...]
// FW_BENCH_WORKDIR=DIR keeps the remote build in DIR between invocations (the first one builds it).
#include "processrun.h"
#include "remote/agentbundle.h"
#include "remote/agentdeployer.h"
#include "remote/dispatchjob.h"
#include "remote/knownhosts.h"
#include "remote/launchplan.h"
#include "remote/shellquote.h"
#include "remote/sshsession.h"
#include "sshdharness.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>

using namespace fw::core;

namespace {

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = QCoreApplication::arguments().mid(1);
    const int rounds = args.isEmpty() || args.first() == QLatin1String("--") ? 5 : args.takeFirst().toInt();
    args.removeAll(QStringLiteral("--"));
    const QStringList benchArgs =
        args.isEmpty()
            ? QStringList{QStringLiteral("-b"), QStringLiteral("8"), QStringLiteral("-e"), QStringLiteral("1M"),
                          QStringLiteral("-f"), QStringLiteral("4"), QStringLiteral("-n"), QStringLiteral("200")}
            : args;

    SshdHarness sshd;
    if (!sshd.isRunning()) {
        std::fprintf(stderr, "sshd did not start: %s\n", qPrintable(sshd.error()));
        return 1;
    }
    QTemporaryDir dir;
    const QString workDir = qEnvironmentVariable("FW_BENCH_WORKDIR", dir.filePath(QStringLiteral("work")));
    ConnectionProfile profile;
    profile.name = QStringLiteral("bench");
    profile.launcher = Launcher::Mpirun;
    profile.host = QStringLiteral("127.0.0.1");
    profile.port = sshd.port();
    profile.user = qEnvironmentVariable("USER", QStringLiteral("root"));
    profile.identity = Identity::KeyFile;
    profile.keyFile = sshd.clientKey();
    profile.workDir = workDir;
    profile.nodes = {QStringLiteral("localhost")};
    profile.ranksPerNode = 2;
    profile.launcherArgs = {QStringLiteral("--allow-run-as-root"), QStringLiteral("--oversubscribe")};
    const QString knownHosts = dir.filePath(QStringLiteral("known_hosts"));
    {
        SshSession session(profile, knownHosts);
        KnownHosts(knownHosts).trust(session.connect());
        session.authenticate();
        QElapsedTimer build;
        build.start();
        AgentDeployer(session, AgentBundle::embedded()).deploy();
        std::printf("first deployment (upload + remote build): %.1f s\n", double(build.elapsed()) / 1000);
    }
    const LaunchPlan plan = LaunchPlan::make(profile, benchArgs, AgentBundle::embedded());
    std::printf("bench command: %s\n\n", qPrintable(plan.command()));

    std::vector<double> firstResult, dispatchTotal, directTotal, setup, benchPhase;
    for (int round = 0; round < rounds; ++round) {
        // Alternate, so drifting load hits both alike.
        QElapsedTimer timer;
        timer.start();
        double first = -1;
        double benchStart = 0;
        DispatchJob job({profile, benchArgs, knownHosts, {}});
        QObject::connect(&job, &DispatchJob::stageChanged, &job, [&](DispatchJob::Stage stage) {
            if (stage == DispatchJob::Stage::Running)
                benchStart = double(timer.nsecsElapsed()) / 1e9;
        });
        QObject::connect(&job, &DispatchJob::lineReceived, &job, [&](const QByteArray& line) {
            if (first < 0 && line.contains("\"size_result\""))
                first = double(timer.nsecsElapsed()) / 1e9;
        });
        DispatchResult result;
        QObject::connect(&job, &DispatchJob::finished, &job, [&](const DispatchResult& r) { result = r; });
        job.run();
        const double total = double(timer.nsecsElapsed()) / 1e9;
        if (result.status != DispatchResult::Status::Complete || !result.buildCached) {
            std::fprintf(stderr, "dispatch failed: %s\n", qPrintable(result.message));
            return 1;
        }
        firstResult.push_back(first);
        dispatchTotal.push_back(total);
        setup.push_back(benchStart);
        benchPhase.push_back(total - benchStart);

        // The same command, run directly in a shell on the same machine: the agent's own output to a pipe. The
        // dispatch adds --facts (each host described in the bench's own launch); the direct run does without, so
        // the facts count as dispatch overhead.
        const QString agentDir = profile.workDir + QLatin1Char('/') + AgentBundle::embedded().folderName();
        timer.restart();
        const testsupport::ProcessResult direct =
            testsupport::runProcess(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), plan.command()},
                                    QProcessEnvironment::systemEnvironment(), QDir::homePath());
        directTotal.push_back(double(timer.nsecsElapsed()) / 1e9);
        if (!direct.succeeded()) {
            std::fprintf(stderr, "direct run failed in %s: %s\n", qPrintable(agentDir), direct.describe().constData());
            return 1;
        }
        std::printf("round %d: first result %.3f s, dispatch %.3f s (connect+auth+cache check+hostfile %.3f, "
                    "bench with facts %.3f), direct %.3f s\n",
                    round + 1, first, total, setup.back(), benchPhase.back(), directTotal.back());
    }
    const double d = median(dispatchTotal);
    const double r = median(directTotal);
    const double b = median(benchPhase);
    std::printf("\nmedian of %d rounds: Run -> first result %.3f s; dispatch %.3f s (connect+auth+cache "
                "check+hostfile %.3f, bench with facts %.3f); direct %.3f s\n",
                rounds, median(firstResult), d, median(setup), b, r);
    std::printf("overhead of the whole dispatch: %.3f s (%.1f%% of direct); of the bench phase alone (job wrapper, "
                "SSH channel, streaming): %.3f s (%.1f%%)\n",
                d - r, 100 * (d - r) / r, b - r, 100 * (b - r) / r);
    return 0;
}
