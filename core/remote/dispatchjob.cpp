#include "remote/dispatchjob.h"

#include "remote/agentbundle.h"
#include "remote/agentdeployer.h"
#include "remote/jobrunner.h"
#include "remote/launchplan.h"
#include "remote/localtransport.h"
#include "remote/remoteerror.h"
#include "remote/shellquote.h"
#include "remote/sshsession.h"

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
    }
    Q_UNREACHABLE();
}

DispatchJob::DispatchJob(Request request, QObject* parent) : QObject(parent), m_request(std::move(request)) {}

void DispatchJob::run()
{
    DispatchResult result;
    result.startedAt = QDateTime::currentDateTimeUtc();
    result.launcher = storageKey(m_request.profile.launcher);
    result.destination = m_request.profile.destination();
    try {
        const QStringList problems = m_request.profile.problems();
        if (!problems.isEmpty())
            throw RemoteError(problems.join(QLatin1Char('\n')));
        if (m_request.profile.isRemote())
            runRemote(result);
        else
            runLocal(result);
    } catch (const AgentBuildError& error) {
        result.status = DispatchResult::Status::Failed;
        result.message = error.message();
        result.buildLog = error.log();
    } catch (const RemoteError& error) {
        result.status = DispatchResult::Status::Failed;
        result.message = error.message();
    }
    result.finishedAt = QDateTime::currentDateTimeUtc();
    emit finished(result);
}

void DispatchJob::runLocal(DispatchResult& result)
{
    LocalTransport transport;
    runAgent(transport, LaunchPlan::make(m_request.profile, m_request.benchArgs, AgentBundle::embedded()), result);
}

void DispatchJob::runRemote(DispatchResult& result)
{
    emit stageChanged(Stage::Connecting);
    SshSession session(m_request.profile, m_request.knownHostsPath);
    result.hostKey = session.connect();
    switch (result.hostKey.status) {
    case HostKey::Status::Trusted:
        break;
    case HostKey::Status::Unknown:
        result.status = DispatchResult::Status::HostKeyUnknown;
        result.message =
            tr("%1 is not in %2 yet. Its %3 key has the fingerprint %4.")
                .arg(result.hostKey.host, m_request.knownHostsPath, result.hostKey.type, result.hostKey.fingerprint);
        return;
    case HostKey::Status::Changed:
    case HostKey::Status::OtherType:
        result.status = DispatchResult::Status::HostKeyRefused;
        result.message =
            (result.hostKey.status == HostKey::Status::Changed
                 ? tr("The host key of %1 has changed since it was trusted. Either the server was reinstalled or "
                      "its keys replaced, or someone is intercepting the connection.")
                 : tr("%1 presented a key of a type that %2 holds no key for, while it holds keys of other types "
                      "for it. The server may have been reinstalled, or someone may be intercepting the "
                      "connection."))
                .arg(result.hostKey.host, m_request.knownHostsPath) +
            QLatin1Char(' ') +
            tr("Nothing was sent. The presented %1 key has the fingerprint %2; check it with the cluster's "
               "administrators before trusting it again.")
                .arg(result.hostKey.type, result.hostKey.fingerprint);
        return;
    }
    session.authenticate(m_request.passphrase);
    if (m_cancel.load()) {
        result.status = DispatchResult::Status::Cancelled;
        result.message = tr("Cancelled before the benchmark started.");
        return;
    }

    emit stageChanged(Stage::Deploying);
    const AgentBundle& bundle = AgentBundle::embedded();
    const AgentDeployer::Deployment deployment = AgentDeployer(session, bundle).deploy();
    result.sourceHash = bundle.sha256();
    result.buildCached = deployment.cached;
    const LaunchPlan plan = LaunchPlan::make(m_request.profile, m_request.benchArgs, bundle);
    if (!plan.hostfile.isEmpty())
        session.upload(plan.hostfile, plan.hostfilePath);
    runAgent(session, plan, result);
}

void DispatchJob::runAgent(JobTransport& transport, const LaunchPlan& plan, DispatchResult& result)
{
    result.command = plan.benchCommand();
    result.hosts = plan.hosts;
    JobRunner runner(transport, m_cancel);
    const auto ended = [&](const JobOutcome& outcome, const QString& what) {
        result.exitStatus = outcome.exitStatus;
        result.errorTail = QString::fromUtf8(outcome.errorTail);
        switch (outcome.ending) {
        case JobOutcome::Ending::Cancelled:
            result.status = DispatchResult::Status::Cancelled;
            result.message = tr("Cancelled while %1; the job and its ranks were stopped.").arg(what);
            return true;
        case JobOutcome::Ending::ConnectionLost:
            result.status = DispatchResult::Status::Interrupted;
            result.message =
                tr("The connection to %1 dropped while %2; what arrived before is kept.").arg(result.destination, what);
            return true;
        case JobOutcome::Ending::Exited:
            return false;
        }
        Q_UNREACHABLE();
    };

    emit stageChanged(Stage::CollectingFacts);
    const JobOutcome facts = runner.run(plan.factsArgv, {});
    result.facts = facts.output;
    if (ended(facts, tr("collecting facts")))
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

    emit stageChanged(Stage::Running);
    const JobOutcome bench = runner.run(plan.benchArgv, [this](const QByteArray& line) { emit lineReceived(line); });
    result.stream = bench.output;
    if (ended(bench, tr("running the benchmark")))
        return;
    if (bench.exitStatus != 0) {
        result.status = DispatchResult::Status::Failed;
        result.message = tr("`%1` exited with status %2.").arg(plan.benchCommand()).arg(bench.exitStatus);
        if (!result.errorTail.trimmed().isEmpty())
            result.message += QLatin1Char('\n') + result.errorTail.trimmed();
        return;
    }
    result.status = DispatchResult::Status::Complete;
}

} // namespace fw::core
