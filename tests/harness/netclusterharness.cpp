// SPDX-License-Identifier: Apache-2.0
#include "netclusterharness.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <csignal>
#include <unistd.h>

namespace {

const QString kScript = QStringLiteral(FW_NETCLUSTER_SCRIPT);

NetClusterHarness::Result runTool(const QString& program, const QStringList& args, int timeoutMs = 30000)
{
    return testsupport::runProcess(program, args, QProcessEnvironment::systemEnvironment(), {}, {}, timeoutMs);
}

QByteArray commandLineOf(const QByteArray& pid)
{
    QFile file(QStringLiteral("/proc/%1/cmdline").arg(QString::fromLatin1(pid)));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QByteArray line = file.readAll();
    line.replace('\0', ' ');
    return line.trimmed();
}

QByteArray commOf(const QByteArray& pid)
{
    QFile file(QStringLiteral("/proc/%1/comm").arg(QString::fromLatin1(pid)));
    return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed() : QByteArray();
}

} // namespace

QString NetClusterHarness::unavailableReason(bool ssh)
{
    if (::geteuid() != 0)
        return QStringLiteral("needs root for network namespaces, veth links and sshd");
    if (runTool(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("list")}, 60000).exitCode != 0)
        return QStringLiteral("ip netns is not available here");
    for (const QString& tool : {QStringLiteral("nsenter"), QStringLiteral("unshare"), QStringLiteral("tc")})
        if (QStandardPaths::findExecutable(tool).isEmpty())
            return QStringLiteral("%1 is not on PATH (util-linux, iproute2)").arg(tool);
    if (!ssh)
        return {};
    if (!QFile::exists(QStringLiteral("/usr/sbin/sshd")))
        return QStringLiteral("/usr/sbin/sshd is missing (Debian: openssh-server)");
    for (const QString& tool : {QStringLiteral("ssh"), QStringLiteral("ssh-keygen"), QStringLiteral("mpirun")})
        if (QStandardPaths::findExecutable(tool).isEmpty())
            return QStringLiteral("%1 is not on PATH (openssh-client, openmpi-bin)").arg(tool);
    return {};
}

NetClusterHarness::NetClusterHarness(int hosts, bool ssh, const QStringList& sshEnvironment)
    : m_hosts(hosts), m_ssh(ssh)
{
    m_skipReason = unavailableReason(ssh);
    if (!m_skipReason.isEmpty())
        return;
    if (!m_dir.isValid()) {
        m_error = QStringLiteral("cannot create a temporary directory");
        return;
    }
    // Unique per process and instance; interface names (prefix + "a9") must stay within 15 bytes.
    static int instance = 0;
    m_prefix = QStringLiteral("nc%1%2").arg(QCoreApplication::applicationPid() % 10000000).arg(instance++ % 10);
    QStringList args = {QStringLiteral("up"), m_prefix, QString::number(hosts), QStringLiteral("--owner"),
                        QString::number(QCoreApplication::applicationPid())};
    if (ssh)
        args << QStringLiteral("--ssh") << m_dir.path();
    for (const QString& variable : sshEnvironment)
        args << QStringLiteral("--setenv") << variable;
    const Result up = runTool(kScript, args, 60000);
    if (up.exitCode != 0) {
        m_error = QStringLiteral("netcluster.sh up failed (exit %1): %2")
                      .arg(up.exitCode)
                      .arg(QString::fromUtf8(up.err.trimmed()));
        return;
    }
    const QList<QByteArray> lines = up.out.trimmed().split('\n');
    m_subnet = QString::fromLatin1(lines.value(0).trimmed());
    if (ssh && lines.value(1).startsWith("mgmt "))
        m_mgmtHead = QString::fromLatin1(lines.value(1).mid(5).trimmed());
    m_up = !m_subnet.isEmpty() && (!ssh || !m_mgmtHead.isEmpty());
    if (!m_up)
        m_error = QStringLiteral("netcluster.sh up printed no addresses: %1").arg(QString::fromUtf8(up.out));
}

NetClusterHarness::~NetClusterHarness()
{
    down();
}

bool NetClusterHarness::down()
{
    if (m_prefix.isEmpty())
        return true;
    const bool ok = runTool(kScript, {QStringLiteral("down"), m_prefix}, 60000).exitCode == 0;
    m_up = false;
    return ok;
}

QStringList NetClusterHarness::fabricAddresses() const
{
    QStringList addresses;
    for (int host = 1; host <= m_hosts; ++host)
        addresses << fabricAddress(host);
    return addresses;
}

QString NetClusterHarness::rootManagementAddress() const
{
    return m_mgmtHead.isEmpty() ? QString() : m_mgmtHead.section(QLatin1Char('.'), 0, 2) + QStringLiteral(".254");
}

QString NetClusterHarness::headHostFingerprint() const
{
    const Result keygen =
        runTool(QStringLiteral("ssh-keygen"), {QStringLiteral("-l"), QStringLiteral("-E"), QStringLiteral("sha256"),
                                               QStringLiteral("-f"), headHostPublicKey()});
    const QList<QByteArray> fields = keygen.out.split(' ');
    return fields.size() > 1 ? QString::fromLatin1(fields[1]) : QString();
}

QStringList NetClusterHarness::mpirunArgs(const QList<int>& hosts) const
{
    QStringList names;
    for (int host = 1; host <= m_hosts; ++host)
        if (hosts.isEmpty() || hosts.contains(host))
            names << fabricAddress(host);
    return {QStringLiteral("--host"), names.join(QLatin1Char(',')), QStringLiteral("-np"),
            QString::number(names.size()), QStringLiteral("--mca"), QStringLiteral("plm_rsh_agent"),
            QStringLiteral("ssh -F ") + sshConfig(), QStringLiteral("--mca"), QStringLiteral("plm_rsh_no_tree_spawn"),
            QStringLiteral("1"), QStringLiteral("--mca"), QStringLiteral("btl"), QStringLiteral("tcp,self"),
            QStringLiteral("--mca"), QStringLiteral("btl_tcp_if_include"), fabricInterface(), QStringLiteral("--mca"),
            QStringLiteral("oob_tcp_if_include"), fabricInterface(),
            // Ranks that spin while they wait would starve each other on a machine with fewer cores than ranks.
            QStringLiteral("--mca"), QStringLiteral("mpi_yield_when_idle"), QStringLiteral("1"),
            QStringLiteral("--bind-to"), QStringLiteral("none")};
}

QProcessEnvironment NetClusterHarness::mpirunEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("OMPI_ALLOW_RUN_AS_ROOT"), QStringLiteral("1"));
    env.insert(QStringLiteral("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"), QStringLiteral("1"));
    return env;
}

void NetClusterHarness::start(QProcess& process, int host, const QString& program, const QStringList& args,
                              const QProcessEnvironment& env) const
{
    process.setProcessEnvironment(env);
    process.start(kScript, QStringList{QStringLiteral("exec"), m_prefix, QString::number(host), program} + args);
}

NetClusterHarness::Result NetClusterHarness::exec(int host, const QString& program, const QStringList& args,
                                                  int timeoutMs, const QProcessEnvironment& env) const
{
    QProcess process;
    start(process, host, program, args, env);
    return testsupport::finish(process, timeoutMs);
}

bool NetClusterHarness::linkUp(int host, const QString& interface) const
{
    const QByteArray shown =
        runTool(QStringLiteral("ip"), {QStringLiteral("-n"), ns(host), QStringLiteral("-o"), QStringLiteral("link"),
                                       QStringLiteral("show"), QStringLiteral("dev"), interface})
            .out;
    const qsizetype open = shown.indexOf('<');
    return open >= 0 && shown.mid(open + 1, shown.indexOf('>') - open - 1).split(',').contains("UP");
}

QByteArray NetClusterHarness::qdiscs(int host, const QString& interface) const
{
    return runTool(QStringLiteral("tc"), {QStringLiteral("-n"), ns(host), QStringLiteral("qdisc"),
                                          QStringLiteral("show"), QStringLiteral("dev"), interface})
        .out;
}

QStringList NetClusterHarness::processes(int host) const
{
    QStringList result;
    const Result pids = runTool(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("pids"), ns(host)});
    for (const QByteArray& pid : pids.out.split('\n')) {
        if (pid.trimmed().isEmpty())
            continue;
        const QByteArray line = commandLineOf(pid.trimmed());
        // A process that has just exited has no command line any more.
        if (!line.isEmpty())
            result << QString::fromLatin1(pid.trimmed()) + QLatin1Char(' ') + QString::fromUtf8(line);
    }
    return result;
}

QStringList NetClusterHarness::leftovers() const
{
    QStringList found;
    for (int host = 1; host <= m_hosts; ++host) {
        const QByteArray all = runTool(QStringLiteral("tc"), {QStringLiteral("-n"), ns(host), QStringLiteral("qdisc"),
                                                              QStringLiteral("show")})
                                   .out;
        for (const QByteArray& line : all.split('\n'))
            if (line.contains(" fa17: "))
                found << ns(host) + QStringLiteral(": qdisc ") + QString::fromUtf8(line.trimmed());
        if (!linkUp(host))
            found << ns(host) + QStringLiteral(": ") + fabricInterface() + QStringLiteral(" is not UP");
        const Result pids = runTool(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("pids"), ns(host)});
        for (const QByteArray& raw : pids.out.split('\n')) {
            const QByteArray pid = raw.trimmed();
            if (pid.isEmpty() || commOf(pid) == "sshd")
                continue;
            const QByteArray line = commandLineOf(pid);
            if (!line.isEmpty())
                found << ns(host) + QStringLiteral(": process ") + QString::fromLatin1(pid) + QLatin1Char(' ') +
                             QString::fromUtf8(line);
        }
    }
    return found;
}

int NetClusterHarness::killInHost(int host, const QString& text) const
{
    int killed = 0;
    for (const QString& entry : processes(host)) {
        const qint64 pid = entry.section(QLatin1Char(' '), 0, 0).toLongLong();
        if (entry.section(QLatin1Char(' '), 1).contains(text) && pid != qint64(::getpid()) &&
            ::kill(pid_t(pid), SIGKILL) == 0)
            ++killed;
    }
    return killed;
}
