#pragma once

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

    static constexpr int kDefaultKeepaliveSeconds = 10;
    static constexpr int kMaxKeepaliveSeconds = 3600;

    bool isRemote() const { return launcher != Launcher::Local; }
    // One sentence per problem, naming the field; empty when the profile can be used.
    QStringList problems() const;
    // "user@host:port" for messages.
    QString destination() const;

    bool operator==(const ConnectionProfile&) const = default;
};

} // namespace fw::core
