// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "processrun.h"

#include <QByteArray>
#include <QList>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

class QProcess;

// A namespace cluster from tests/harness/netcluster.sh for integration tests: hosts <prefix>h1..hN on a bridged
// fabric (fw0, 10.213.X.i/24), each in its own network and UTS namespace (host name = namespace name) and, with
// ssh, each running its own sshd on port 22, the head h1 reachable from the root namespace at its management
// address (10.214.X.1, interface mg0). Up in the constructor, torn down in the destructor; a watchdog in the root
// namespace tears it down should the test process die first.
//
//     NetClusterHarness cluster(3);
//     if (!cluster.skipReason().isEmpty())
//         QSKIP(qPrintable(cluster.skipReason()));
//     QVERIFY2(cluster.isUp(), qPrintable(cluster.error()));
class NetClusterHarness
{
public:
    using Result = testsupport::ProcessResult; // exitCode -1: did not finish in time (killed) or crashed

    // Why this machine cannot run the cluster (not root, no `ip netns`, with ssh: no sshd or mpirun), or empty.
    static QString unavailableReason(bool ssh = true);

    // `sshEnvironment`: NAME=VALUE entries every host's SSH sessions get besides the MPI settings (sshd SetEnv).
    explicit NetClusterHarness(int hosts = 3, bool ssh = true, const QStringList& sshEnvironment = {});
    ~NetClusterHarness();
    NetClusterHarness(const NetClusterHarness&) = delete;
    NetClusterHarness& operator=(const NetClusterHarness&) = delete;

    // Non-empty: the cluster was not attempted; QSKIP with it.
    const QString& skipReason() const { return m_skipReason; }
    bool isUp() const { return m_up; }
    // Why `up` failed (its stderr), when it did.
    const QString& error() const { return m_error; }

    QString prefix() const { return m_prefix; }
    int hosts() const { return m_hosts; }
    // Namespace and host name of host 1..N: "<prefix>h<host>".
    QString ns(int host) const { return m_prefix + QLatin1Char('h') + QString::number(host); }
    QString hostName(int host) const { return ns(host); }
    QString fabricSubnet() const { return m_subnet; } // "10.213.X"
    QString fabricAddress(int host) const { return m_subnet + QLatin1Char('.') + QString::number(host); }
    QStringList fabricAddresses() const;
    static QString fabricInterface() { return QStringLiteral("fw0"); }

    // ssh only. The head's management address, reachable from the root namespace (the workbench, libssh).
    QString headManagementAddress() const { return m_mgmtHead; }
    // The root namespace's end of the management link (10.214.X.254), e.g. the source address of the app's SSH.
    QString rootManagementAddress() const;
    static int sshPort() { return 22; }
    static QString sshUser() { return QStringLiteral("root"); }
    // DIR of netcluster.sh --ssh.
    QString dir() const { return m_dir.path(); }
    // The client key pair every host accepts for root (OpenSSH ed25519, no passphrase).
    QString clientKey() const { return m_dir.filePath(QStringLiteral("client")); }
    QString clientPublicKey() const { return m_dir.filePath(QStringLiteral("client.pub")); }
    // known_hosts for the app side: one line, the head's management address and its host key.
    QString headKnownHosts() const { return m_dir.filePath(QStringLiteral("known_hosts.mgmt")); }
    QString headHostPublicKey() const { return m_dir.filePath(QStringLiteral("h1/hostkey.pub")); }
    // "SHA256:..." of the head's host key, as ssh-keygen prints it.
    QString headHostFingerprint() const;
    // The in-cluster hop: an ssh_config (key, user root, known_hosts of every fabric address, BatchMode) and the
    // known_hosts it names.
    QString sshConfig() const { return m_dir.filePath(QStringLiteral("ssh_config")); }
    QString clusterKnownHosts() const { return m_dir.filePath(QStringLiteral("known_hosts")); }
    // An Open MPI hostfile naming every host by fabric address ("10.213.X.i slots=1").
    QString hostfile() const { return m_dir.filePath(QStringLiteral("hostfile")); }

    // mpirun options for a job started on the head with one rank per listed host (default: all), launched over
    // SSH with sshConfig() and all MPI traffic (btl and out-of-band) on fw0. Append the program and its arguments.
    // An SSH session on the head already has these settings as OMPI_MCA_* variables (sshd SetEnv), so a plain
    // `mpirun --host ... -np N program` works there too.
    QStringList mpirunArgs(const QList<int>& hosts = {}) const;
    // The environment mpirun needs here (root: OMPI_ALLOW_RUN_AS_ROOT...), on top of the system's.
    static QProcessEnvironment mpirunEnvironment();

    // `program args` inside host `host`'s network and UTS namespaces (ip netns exec + nsenter), waited for.
    Result exec(int host, const QString& program, const QStringList& args, int timeoutMs = 30000,
                const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) const;
    // The same, started in `process` for the caller to drive (read it as it runs, kill it).
    void start(QProcess& process, int host, const QString& program, const QStringList& args,
               const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) const;

    // Independent checks with ip, tc and /proc.
    bool linkUp(int host, const QString& interface = fabricInterface()) const;
    QByteArray qdiscs(int host, const QString& interface = fabricInterface()) const;
    // Processes in host `host`'s network namespace (`ip netns pids`) as "pid command line" entries.
    QStringList processes(int host) const;
    // Everything a test may have left behind, one line each: a qdisc with handle fa17: on any interface of any
    // host, a fabric interface that is not UP, any process in a host namespace other than its sshd. Empty when
    // clean.
    QStringList leftovers() const;
    // SIGKILLs every process in host `host`'s namespace whose command line contains `text`; returns how many.
    int killInHost(int host, const QString& text) const;

    // Tears down now (the destructor does it otherwise); true when `down` succeeded. Idempotent.
    bool down();

private:
    QTemporaryDir m_dir;
    QString m_prefix;
    QString m_subnet;
    QString m_mgmtHead;
    QString m_skipReason;
    QString m_error;
    int m_hosts = 0;
    bool m_ssh = false;
    bool m_up = false;
};
