// SPDX-License-Identifier: Apache-2.0
#include "remote/agentsite.h"

#include "remote/agentbundle.h"
#include "remote/agentdeployer.h"
#include "remote/keptconnections.h"
#include "remote/localtransport.h"
#include "remote/remoteerror.h"
#include "remote/remotelog.h"
#include "remote/sshsession.h"

#include <QDir>
#include <QSaveFile>

namespace fw::core {

AgentSite::AgentSite(ConnectionProfile profile, QString knownHostsPath, QString passphrase)
    : m_profile(std::move(profile)), m_knownHostsPath(std::move(knownHostsPath)), m_passphrase(std::move(passphrase))
{}

AgentSite::~AgentSite() = default;

bool AgentSite::open(DispatchResult& result, const std::atomic_bool& cancel, const std::function<void(Stage)>& onStage)
{
    const QStringList problems = m_profile.problems();
    if (!problems.isEmpty())
        throw RemoteError(problems.join(QLatin1Char('\n')));
    if (!m_profile.isRemote()) {
        qCDebug(lcDispatch) << "running on this computer";
        m_local = std::make_unique<LocalTransport>();
        return true;
    }
    if (onStage)
        onStage(Stage::Connecting);
    std::optional<KeptConnections::Connection> kept =
        KeptConnections::take(KeptConnections::key(m_profile, m_knownHostsPath));
    if (kept && kept->session->responds()) {
        qCDebug(lcDispatch) << "using the kept connection to" << m_profile.destination();
        m_session = std::move(kept->session);
        m_writtenFiles = std::move(kept->writtenFiles);
        result.hostKey = m_session->checkHostKey();
    } else {
        kept.reset(); // a connection that no longer answers is closed
        qCDebug(lcDispatch) << "connecting to" << m_profile.destination()
                            << (m_profile.jumpHost.isEmpty() ? QString()
                                                             : QStringLiteral("through ") + m_profile.jumpHost);
        m_session = std::make_unique<SshSession>(m_profile, m_knownHostsPath);
        result.hostKey = m_session->connect();
    }
    switch (result.hostKey.status) {
    case HostKey::Status::Trusted:
        break;
    case HostKey::Status::Unknown:
        result.status = DispatchResult::Status::HostKeyUnknown;
        result.message =
            tr("%1 is not in %2 yet. Its %3 key has the fingerprint %4.")
                .arg(result.hostKey.host, m_knownHostsPath, result.hostKey.type, result.hostKey.fingerprint);
        if (result.hostKey.markerLine > 0)
            result.message +=
                QLatin1Char(' ') +
                tr("%1, line %2 names a certificate authority for this host, but this version does not check host "
                   "certificates. Trust the host's own key only after checking its fingerprint with the cluster's "
                   "administrators.")
                    .arg(result.hostKey.markerFile, QString::number(result.hostKey.markerLine));
        return false;
    case HostKey::Status::Changed:
    case HostKey::Status::OtherType:
        result.status = DispatchResult::Status::HostKeyRefused;
        result.message =
            (result.hostKey.status == HostKey::Status::Changed
                 ? tr("The host key of %1 has changed since it was trusted. Either the server was reinstalled or "
                      "its keys replaced, or someone is intercepting the connection.")
                       .arg(result.hostKey.host)
                 : tr("%1 presented a key of a type that %2 holds no key for, while it holds keys of other types "
                      "for it. The server may have been reinstalled, or someone may be intercepting the "
                      "connection.")
                       .arg(result.hostKey.host, m_knownHostsPath)) +
            QLatin1Char(' ') +
            tr("Nothing was sent. The presented %1 key has the fingerprint %2; check it with the cluster's "
               "administrators before trusting it again.")
                .arg(result.hostKey.type, result.hostKey.fingerprint);
        return false;
    case HostKey::Status::Revoked:
        result.status = DispatchResult::Status::HostKeyRefused;
        result.message = tr("REVOKED HOST KEY DETECTED: the %1 key of %2 (fingerprint %3) is marked as revoked in %4, "
                            "line %5. Nothing was sent. A revoked key is never trusted; ask the cluster's "
                            "administrators for the host's current key.")
                             .arg(result.hostKey.type, result.hostKey.host, result.hostKey.fingerprint,
                                  result.hostKey.markerFile, QString::number(result.hostKey.markerLine));
        return false;
    }
    if (!kept) {
        m_session->authenticate(m_passphrase);
        qCDebug(lcDispatch) << "connected to" << m_profile.destination();
    }
    if (cancel.load()) {
        result.status = DispatchResult::Status::Cancelled;
        result.message = tr("Cancelled before the agent started.");
        return false;
    }
    if (onStage)
        onStage(Stage::Deploying);
    const AgentBundle& bundle = AgentBundle::embedded();
    const AgentDeployer::Deployment deployment = AgentDeployer(*m_session, bundle).deploy();
    result.sourceHash = bundle.sha256();
    result.buildCached = deployment.cached;
    if (!deployment.cached)
        m_writtenFiles.clear(); // the work folder was not as this connection left it
    return true;
}

JobTransport& AgentSite::transport()
{
    Q_ASSERT(m_session || m_local);
    if (m_session)
        return *m_session;
    return *m_local;
}

LaunchPlan AgentSite::plan(const QStringList& agentArgs, const QString& subcommand, const QStringList& nodes)
{
    ConnectionProfile profile = m_profile;
    if (!nodes.isEmpty())
        profile.nodes = nodes;
    LaunchPlan plan = LaunchPlan::make(profile, agentArgs, AgentBundle::embedded(), subcommand);
    if (m_session && !plan.hostfile.isEmpty()) {
        const QString placed = placeFile(plan.hostfile, QStringLiteral("hosts"), QString());
        Q_ASSERT(placed == plan.hostfilePath);
    }
    return plan;
}

QString AgentSite::placeFile(const QByteArray& content, const QString& stem, const QString& suffix)
{
    // Named by its content: one this connection has written already is in place.
    const QString name = LaunchPlan::placedName(content, stem, suffix);
    if (m_session) {
        const QString path =
            LaunchPlan::placedFolder(m_profile.workDir, AgentBundle::embedded()) + QLatin1Char('/') + name;
        if (!m_writtenFiles.contains(path)) {
            m_session->upload(content, path);
            m_writtenFiles.insert(path);
        }
        return path;
    }
    const QString path = QDir::temp().filePath(QStringLiteral("fabric-workbench-") + name);
    if (!m_writtenFiles.contains(path)) {
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size() || !file.commit())
            throw RemoteError(tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        m_writtenFiles.insert(path);
    }
    return path;
}

void AgentSite::keepConnection()
{
    if (m_session)
        KeptConnections::give(KeptConnections::key(m_profile, m_knownHostsPath),
                              {std::move(m_session), std::move(m_writtenFiles)});
}

void AgentSite::useSlurmAllocation(qint64 job)
{
    m_profile.launcherArgs.prepend(QStringLiteral("--jobid=%1").arg(job));
}

QStringList AgentSite::onNode(const QStringList& args) const
{
    return LaunchPlan::make(m_profile, {}, AgentBundle::embedded()).onNode(args);
}

std::unique_ptr<AgentSite> AgentSite::node(const QString& host) const
{
    ConnectionProfile profile = m_profile;
    if (m_profile.isRemote() && !host.isEmpty() && host != m_profile.host) {
        // OpenSSH's -J takes a comma-separated chain: the profile's own jump host first, then the head.
        QString head = m_profile.host;
        if (!m_profile.user.isEmpty())
            head.prepend(m_profile.user + QLatin1Char('@'));
        if (m_profile.port != 22)
            head += QLatin1Char(':') + QString::number(m_profile.port);
        profile.jumpHost = m_profile.jumpHost.isEmpty() ? head : m_profile.jumpHost + QLatin1Char(',') + head;
        profile.host = host;
        profile.port = 22;
    }
    // Node commands run the agent directly on that one host, never through the launcher.
    profile.nodes = m_profile.isRemote() ? QStringList{profile.host} : QStringList{};
    return std::make_unique<AgentSite>(profile, m_knownHostsPath, m_passphrase);
}

} // namespace fw::core
