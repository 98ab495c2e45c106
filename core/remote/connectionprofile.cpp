// SPDX-License-Identifier: Apache-2.0
#include "remote/connectionprofile.h"

#include <QRegularExpression>
#include <algorithm>

namespace fw::core {

namespace {

struct LauncherName
{
    Launcher launcher;
    const char* key;
    const char* name;
};

constexpr LauncherName kLauncherNames[] = {
    {Launcher::Local, "local", QT_TRANSLATE_NOOP("fw::core::ConnectionProfile", "This computer")},
    {Launcher::Mpirun, "mpirun", QT_TRANSLATE_NOOP("fw::core::ConnectionProfile", "SSH + mpirun")},
    {Launcher::Srun, "srun", QT_TRANSLATE_NOOP("fw::core::ConnectionProfile", "SSH + srun (Slurm)")},
};

bool hasNul(const QString& text)
{
    return text.contains(QChar(u'\0'));
}

} // namespace

QString storageKey(Launcher launcher)
{
    for (const auto& entry : kLauncherNames)
        if (entry.launcher == launcher)
            return QLatin1String(entry.key);
    Q_UNREACHABLE();
}

QString storageKey(Identity identity)
{
    return identity == Identity::SshAgent ? QStringLiteral("agent") : QStringLiteral("key_file");
}

std::optional<Launcher> launcherFromKey(const QString& key)
{
    for (const auto& entry : kLauncherNames)
        if (key == QLatin1String(entry.key))
            return entry.launcher;
    return std::nullopt;
}

std::optional<Identity> identityFromKey(const QString& key)
{
    if (key == QLatin1String("agent"))
        return Identity::SshAgent;
    if (key == QLatin1String("key_file"))
        return Identity::KeyFile;
    return std::nullopt;
}

QString displayName(Launcher launcher)
{
    for (const auto& entry : kLauncherNames)
        if (entry.launcher == launcher)
            return QCoreApplication::translate("fw::core::ConnectionProfile", entry.name);
    Q_UNREACHABLE();
}

bool isHostName(const QString& text)
{
    // Host names reach OpenSSH's command line and libssh's %-expansion; letters, digits and . - _ : are all a real
    // host name needs (and [ ] around an IPv6 address).
    static const QRegularExpression hostName(QStringLiteral("^[A-Za-z0-9_.:\\[\\]][A-Za-z0-9_.:\\[\\]-]*$"));
    return hostName.match(text).hasMatch();
}

QStringList ConnectionProfile::problems() const
{
    QStringList result;
    if (name.trimmed().isEmpty())
        result << tr("The connection needs a name.");
    if (ranksPerNode < 1)
        result << tr("Ranks per node must be at least 1.");
    // A NUL byte cannot travel in a command-line argument, so it would silently cut the value short.
    QStringList texts = {name, host, user, keyFile, jumpHost, workDir, localAgent};
    texts << nodes << launcherArgs;
    if (std::any_of(texts.cbegin(), texts.cend(), hasNul))
        result << tr("A field contains a NUL character, which no command line can carry.");
    if (!isRemote())
        return result;
    if (host.trimmed().isEmpty())
        result << tr("The host is empty.");
    // The jump host may name its user (@); several hops are separated by commas, as with OpenSSH's -J.
    static const QRegularExpression jumpName(
        QStringLiteral("^(([A-Za-z0-9_.][A-Za-z0-9_.-]*@)?[A-Za-z0-9_.][A-Za-z0-9_.:-]*)(,([A-Za-z0-9_.][A-Za-z0-9_.-]*"
                       "@)?[A-Za-z0-9_.][A-Za-z0-9_.:-]*)*$"));
    if (!host.isEmpty() && !isHostName(host))
        result << tr("The host '%1' is not a host name or address.").arg(host);
    if (!jumpHost.isEmpty() && !jumpName.match(jumpHost).hasMatch())
        result
            << tr("The jump host '%1' is not of the form [user@]host[:port], or several of them separated by commas.")
                   .arg(jumpHost);
    if (keepaliveSeconds < 1 || keepaliveSeconds > kMaxKeepaliveSeconds)
        result << tr("The keepalive interval %1 s is outside 1-%2 s.").arg(keepaliveSeconds).arg(kMaxKeepaliveSeconds);
    if (port < 1 || port > 65535)
        result << tr("The port %1 is outside 1-65535.").arg(port);
    if (user.trimmed().isEmpty())
        result << tr("The user name is empty.");
    if (identity == Identity::KeyFile && keyFile.trimmed().isEmpty())
        result << tr("The identity is a key file, but no key file is chosen.");
    if (workDir.trimmed().isEmpty())
        result << tr("The remote work folder is empty.");
    if (launcher == Launcher::Mpirun && nodes.isEmpty())
        result << tr("mpirun needs at least one node for its hostfile.");
    if (launcher == Launcher::Srun && nodes.isEmpty() && nodeCount < 1)
        result << tr("srun needs a node list or a node count of at least 1.");
    return result;
}

MeasuredOn ConnectionProfile::measuredOn() const
{
    return isRemote() || clusterNode ? MeasuredOn::Cluster : MeasuredOn::ThisComputer;
}

QStringList clusterNodeDisagreements(const QStringList& reportedHosts, const QStringList& declaredHosts)
{
    // Host names compare without case and without the domain: "node01" and "NODE01.cluster.example" are one host.
    const auto shortName = [](const QString& host) { return host.section(u'.', 0, 0).toLower(); };
    QStringList declared;
    for (const QString& host : declaredHosts)
        declared << shortName(host);
    QStringList result;
    if (reportedHosts.isEmpty()) {
        result << ConnectionProfile::tr("The agent reported no host name, so the statement that this computer is a "
                                        "node of the candidate's cluster could not be checked.");
        return result;
    }
    if (declared.isEmpty())
        return result;
    for (const QString& host : reportedHosts) {
        if (!declared.contains(shortName(host)))
            result << ConnectionProfile::tr("This computer is stated to be a node of the candidate's cluster, but the "
                                            "agent ran on %1, which is not among the candidate's hosts (%2).")
                          .arg(host, declaredHosts.join(QStringLiteral(", ")));
    }
    return result;
}

QString ConnectionProfile::destination() const
{
    if (!isRemote())
        return displayName(launcher);
    return QStringLiteral("%1@%2:%3").arg(user, host).arg(port);
}

} // namespace fw::core
