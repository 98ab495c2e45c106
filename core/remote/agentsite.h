// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/connectionprofile.h"
#include "remote/dispatchresult.h"
#include "remote/launchplan.h"

#include <QCoreApplication>
#include <QSet>
#include <atomic>
#include <functional>
#include <memory>

namespace fw::core {

class JobTransport;
class SshSession;

// Where agent commands run: this computer (the local launcher), or a cluster host over SSH with the agent deployed
// on it. A dispatch opens one for the head; an acceptance plan opens the head once and one more per node it
// injects a fault on. Blocking and bound to the thread that opened it, like SshSession.
class AgentSite
{
    Q_DECLARE_TR_FUNCTIONS(AgentSite)

public:
    enum class Stage
    {
        Connecting,
        Deploying
    };

    AgentSite(ConnectionProfile profile, QString knownHostsPath, QString passphrase);
    ~AgentSite();
    AgentSite(const AgentSite&) = delete;
    AgentSite& operator=(const AgentSite&) = delete;

    // Connects, checks the host key, authenticates and deploys the agent. Returns false with `result`'s status and
    // message set when the host key stops it or `cancel` is set; throws RemoteError (AgentBuildError for a failed
    // build) otherwise. Fills `result`'s source hash and build-cache flag. A connection kept by an earlier site of the
    // same profile (keepConnection()) is used when it still answers; its host key is checked again.
    bool open(DispatchResult& result, const std::atomic_bool& cancel, const std::function<void(Stage)>& onStage = {});
    JobTransport& transport();
    // The launch of `subcommand`; an mpirun hostfile is uploaded first. `nodes`: on these of the cluster's nodes
    // only (an isolate step's halves), else on the profile's.
    LaunchPlan plan(const QStringList& agentArgs, const QString& subcommand, const QStringList& nodes = {});
    // Puts `content` where the agent's ranks read it and returns its path: beside the deployed agent on a cluster
    // (the folder every node reaches the agent in), in the temporary folder on this computer. Named by its content,
    // so a file this site has placed already is not written again. Throws RemoteError when it cannot be written.
    QString placeFile(const QByteArray& content, const QString& stem, const QString& suffix);
    // The agent alone, without the launcher, for commands that concern the host they run on (fault, counters).
    QStringList onNode(const QStringList& args) const;
    const ConnectionProfile& profile() const { return m_profile; }
    // From now on srun runs its job steps in Slurm allocation `job` (an acceptance plan's, LaunchPlan::sallocArgv).
    void useSlurmAllocation(qint64 job);

    // Hands the SSH connection to KeptConnections for the next site of this profile. Only for a site whose jobs
    // ended without losing the connection; a site that is not kept closes its connection.
    void keepConnection();

    // A site on one of the cluster's nodes, reached with this site's host as the jump host: fault injection and
    // counter reads run on the node they concern. The local launcher's node is this computer.
    std::unique_ptr<AgentSite> node(const QString& host) const;

private:
    ConnectionProfile m_profile;
    QString m_knownHostsPath;
    QString m_passphrase;
    std::unique_ptr<SshSession> m_session;
    QSet<QString> m_writtenFiles; // see KeptConnections::Connection
    std::unique_ptr<JobTransport> m_local;
};

} // namespace fw::core
