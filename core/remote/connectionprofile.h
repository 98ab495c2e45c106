// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <optional>

namespace fw::core {

// How a benchmark is started: on this computer, or over SSH through the cluster's own launcher.
enum class Launcher
{
    Local,
    Mpirun,
    Srun
};

// How the SSH client proves who it is. Secrets are never part of a profile: an encrypted key's passphrase is
// asked for when needed and kept in memory for that dispatch only.
enum class Identity
{
    SshAgent,
    KeyFile
};

inline constexpr Launcher kAllLaunchers[] = {Launcher::Local, Launcher::Mpirun, Launcher::Srun};

QString storageKey(Launcher launcher);
QString storageKey(Identity identity);
std::optional<Launcher> launcherFromKey(const QString& key);
std::optional<Identity> identityFromKey(const QString& key);
QString displayName(Launcher launcher);
// Whether `text` is a host name or address as a profile may name it (letters, digits and . - _ : [ ]).
bool isHostName(const QString& text);

// Where and how to run the agent for one candidate: the SSH connection, the remote work folder and the launcher.
struct ConnectionProfile
{
    Q_DECLARE_TR_FUNCTIONS(ConnectionProfile)

public:
    qint64 id = 0; // 0 until stored
    std::optional<qint64> candidateId;
    QString name;
    Launcher launcher = Launcher::Local;
    QString host;
    int port = 22;
    QString user;
    Identity identity = Identity::SshAgent;
    QString keyFile;
    QString jumpHost; // [user@]host[:port], through OpenSSH's ssh -W; empty for a direct connection
    // Relative paths are below the remote home folder, as both SFTP and the remote shell start there.
    QString workDir = QStringLiteral(".fabric-workbench");
    QStringList nodes; // mpirun: the hostfile's hosts; srun: the node list, empty to let Slurm choose
    int nodeCount = 1; // srun without a node list
    int ranksPerNode = 1;
    QStringList launcherArgs; // extra words for mpirun or srun, each passed as one argument
    QString localAgent;       // local launcher: the agent program; empty for the one installed with the app
    // SSH keepalive: a message every this many seconds; a link that carries none for twice as long is dead.
    int keepaliveSeconds = kDefaultKeepaliveSeconds;
    // The user's statement that this computer is a node of the candidate's cluster, so that a run of the local
    // launcher measures the candidate's fabric; without it such a run measures this computer (measuredOn()).
    bool clusterNode = false;
    // Run the Agent asks before it starts a measurement through this connection, until "Don't ask again".
    bool askBeforeRun = true;

    static constexpr int kDefaultKeepaliveSeconds = 10;
    static constexpr int kMaxKeepaliveSeconds = 3600;

    bool isRemote() const { return launcher != Launcher::Local; }
    // Where a run through this connection is measured: the local launcher runs the agent on this computer, which is
    // not the candidate's cluster unless clusterNode says so; SSH reaches the cluster's own hosts.
    MeasuredOn measuredOn() const;
    // One sentence per problem, naming the field; empty when the profile can be used.
    QStringList problems() const;
    // "user@host:port" for messages.
    QString destination() const;

    bool operator==(const ConnectionProfile&) const = default;
};

// The check of a connection's clusterNode statement against what the agent reported: `reportedHosts` are the host
// names of the run's facts, `declaredHosts` the hosts the candidate's BOM names (its measured hosts). One sentence
// per disagreement, empty when they agree or when there is nothing to compare with.
QStringList clusterNodeDisagreements(const QStringList& reportedHosts, const QStringList& declaredHosts);

} // namespace fw::core
