// SPDX-License-Identifier: Apache-2.0
#include "remote/dispatchjob.h"

#include "ingest/agentstreamreader.h"
#include "remote/agentdeployer.h"
#include "remote/agentsite.h"
#include "remote/jobrunner.h"
#include "remote/remoteerror.h"
#include "remote/remotelog.h"
#include "remote/shellquote.h"

namespace fw::core {

QString storageKey(DispatchResult::Status status)
{
    switch (status) {
    case DispatchResult::Status::Complete:
        return QStringLiteral("complete");
    case DispatchResult::Status::Failed:
        return QStringLiteral("failed");
    case DispatchResult::Status::Cancelled:
        return QStringLiteral("cancelled");
    case DispatchResult::Status::Interrupted:
        return QStringLiteral("interrupted");
    case DispatchResult::Status::HostKeyUnknown:
        return QStringLiteral("host_key_unknown");
    case DispatchResult::Status::HostKeyRefused:
        return QStringLiteral("host_key_refused");
    case DispatchResult::Status::Skipped:
        return QStringLiteral("skipped");
    }
    Q_UNREACHABLE();
}

DispatchJob::DispatchJob(Request request, QObject* parent) : QObject(parent), m_request(std::move(request)) {}

void DispatchJob::run()
{
    DispatchResult result;
    result.startedAt = QDateTime::currentDateTimeUtc();
    result.subcommand = m_request.subcommand;
    result.launcher = storageKey(m_request.profile.launcher);
    result.measuredOn = m_request.profile.measuredOn();
    result.destination = m_request.profile.destination();
    try {
        AgentSite site(m_request.profile, m_request.knownHostsPath, m_request.passphrase);
        const auto onStage = [this](AgentSite::Stage stage) {
            emit stageChanged(stage == AgentSite::Stage::Connecting ? Stage::Connecting : Stage::Deploying);
        };
        if (site.open(result, m_cancel, onStage)) {
            runAgent(site, result);
            if (result.status != DispatchResult::Status::Interrupted)
                site.keepConnection();
        }
    } catch (const AgentBuildError& error) {
        result.status = DispatchResult::Status::Failed;
        result.message = error.message();
        result.buildLog = error.log();
    } catch (const RemoteError& error) {
        result.status = DispatchResult::Status::Failed;
        result.message = error.message();
    }
    result.finishedAt = QDateTime::currentDateTimeUtc();
    qCDebug(lcDispatch) << m_request.subcommand << "on" << result.destination << "ended:" << storageKey(result.status)
                        << result.message;
    emit finished(result);
}

QStringList DispatchJob::launchArguments(const QString& subcommand, const QStringList& agentArgs)
{
    if (subcommand == QLatin1String("bench") && !agentArgs.contains(QLatin1String("--facts")))
        return agentArgs + QStringList{QStringLiteral("--facts")};
    return agentArgs;
}

void DispatchJob::runAgent(AgentSite& site, DispatchResult& result)
{
    // A bench describes its hosts itself, in its own launch; other subcommands get a facts launch first.
    const bool factsInLaunch = m_request.subcommand == QLatin1String("bench");
    const LaunchPlan plan = site.plan(launchArguments(m_request.subcommand, m_request.agentArgs), m_request.subcommand);
    result.command = plan.command();
    result.hosts = plan.hosts;
    JobRunner runner(site.transport(), m_cancel);

    if (!factsInLaunch) {
        emit stageChanged(Stage::CollectingFacts);
        const JobOutcome facts = runner.run(plan.factsArgv, {});
        result.facts = facts.output;
        if (recordEnding(facts, tr("collecting facts"), result))
            return;
        if (facts.exitStatus != 0) {
            result.status = DispatchResult::Status::Failed;
            result.message = tr("`%1` exited with status %2:\n%3")
                                 .arg(shell::join(plan.factsArgv))
                                 .arg(facts.exitStatus)
                                 .arg(result.errorTail.trimmed());
            return;
        }
        if (m_cancel.load()) {
            result.status = DispatchResult::Status::Cancelled;
            result.message = tr("Cancelled before the benchmark started.");
            return;
        }
    }

    emit agentStarting(result);
    emit stageChanged(Stage::Running);
    const JobOutcome agent = runner.run(plan.agentArgv, [this](const QByteArray& line) { emit lineReceived(line); });
    result.stream = agent.output;
    if (factsInLaunch)
        result.facts = AgentStreamReader::leadingFacts(result.stream);
    if (recordEnding(agent, tr("running the benchmark"), result))
        return;
    recordExit(agent, plan.command(), result);
}

bool recordEnding(const JobOutcome& outcome, const QString& what, DispatchResult& result)
{
    result.exitStatus = outcome.exitStatus;
    result.errorTail = QString::fromUtf8(outcome.errorTail);
    result.slurmJobId = outcome.slurmJobId;
    switch (outcome.ending) {
    case JobOutcome::Ending::Cancelled:
        result.status = DispatchResult::Status::Cancelled;
        result.message = DispatchJob::tr("Cancelled while %1; the job and its ranks were stopped.").arg(what);
        return true;
    case JobOutcome::Ending::ConnectionLost:
        result.status = DispatchResult::Status::Interrupted;
        result.message =
            outcome.lostReason.isEmpty()
                ? DispatchJob::tr("The connection to %1 dropped while %2; what arrived before is kept.")
                      .arg(result.destination, what)
                : DispatchJob::tr("The connection to %1 dropped while %2 (%3); what arrived before is kept.")
                      .arg(result.destination, what, outcome.lostReason);
        return true;
    case JobOutcome::Ending::Exited:
        return false;
    }
    Q_UNREACHABLE();
}

void recordExit(const JobOutcome& outcome, const QString& command, DispatchResult& result)
{
    if (outcome.exitStatus == 0) {
        result.status = DispatchResult::Status::Complete;
        return;
    }
    result.status = DispatchResult::Status::Failed;
    result.message = DispatchJob::tr("`%1` exited with status %2.").arg(command).arg(outcome.exitStatus);
    if (!result.errorTail.trimmed().isEmpty())
        result.message += QLatin1Char('\n') + result.errorTail.trimmed();
}

} // namespace fw::core
