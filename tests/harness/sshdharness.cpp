// SPDX-License-Identifier: Apache-2.0
#include "sshdharness.h"

#include "processrun.h"
#include "procfs.h"

#include <QFile>
#include <csignal>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

SshdHarness::SshdHarness(const QString& hostKeyType, bool hostCertificate, const QString& extraConfig)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (!extraConfig.isEmpty())
        environment.insert(QStringLiteral("FW_SSHD_EXTRA_CONFIG"), extraConfig);
    QStringList arguments = {m_dir.path(), hostKeyType};
    if (hostCertificate)
        arguments << QStringLiteral("cert");
    const testsupport::ProcessResult script =
        testsupport::runProcess(QStringLiteral(FW_SOURCE_DIR "/tests/harness/sshd.sh"), arguments, environment);
    if (!script.succeeded()) {
        m_error = QString::fromUtf8(script.err);
        return;
    }
    const QList<QByteArray> fields = script.out.trimmed().split(' ');
    if (fields.size() == 2) {
        m_port = fields[0].toInt();
        m_pid = fields[1].toLongLong();
    }
}

namespace {

// Runs a system tool (useradd, userdel, visudo) and waits for it; its stderr on failure.
bool runTool(const QString& program, const QStringList& arguments, QString* error)
{
    const testsupport::ProcessResult result = testsupport::runProcess(program, arguments);
    if (result.succeeded())
        return true;
    if (error)
        *error = QStringLiteral("%1 %2 failed: %3")
                     .arg(program, arguments.join(QLatin1Char(' ')), QString::fromUtf8(result.describe()));
    return false;
}

QString sudoersFile(const QString& user)
{
    return QStringLiteral("/etc/sudoers.d/") + user;
}

} // namespace

SshdHarness::~SshdHarness()
{
    if (m_pid > 0) {
        killSessions();
        ::kill(pid_t(m_pid), SIGKILL);
    }
    if (!m_user.isEmpty()) {
        // Its agents, their fault watchdogs and helpers all run from its home.
        killProcessesMentioning(m_userHome);
        QFile::remove(sudoersFile(m_user));
        runTool(QStringLiteral("userdel"), {QStringLiteral("--remove"), m_user}, nullptr);
    }
}

QString SshdHarness::addUser(QString* error)
{
    if (::geteuid() != 0) {
        *error = QStringLiteral("creating a user who is not root needs root (useradd)");
        return {};
    }
    const QString user = QStringLiteral("fwtest-%1").arg(::getpid());
    // '*': no password, yet not locked ('!'), which sshd without PAM would refuse.
    if (!runTool(QStringLiteral("useradd"),
                 {QStringLiteral("--system"), QStringLiteral("--create-home"), QStringLiteral("--shell"),
                  QStringLiteral("/bin/sh"), QStringLiteral("--password"), QStringLiteral("*"), user},
                 error))
        return {};
    m_user = user;
    const passwd* entry = ::getpwnam(user.toUtf8().constData());
    m_userHome = entry ? QString::fromUtf8(entry->pw_dir) : QString();
    // sshd reads authorized_keys as the user logging in: its folder must let the user through.
    if (m_userHome.isEmpty() || ::chmod(QFile::encodeName(dir()).constData(), 0711) != 0 ||
        ::chmod(QFile::encodeName(m_dir.filePath(QStringLiteral("authorized_keys"))).constData(), 0644) != 0) {
        *error = QStringLiteral("cannot let %1 read the harness's authorized_keys").arg(user);
        return {};
    }
    return user;
}

bool SshdHarness::setSudoRule(const QString& rule, QString* error)
{
    const QString path = sudoersFile(m_user);
    if (rule.isEmpty())
        return QFile::remove(path) || !QFile::exists(path);
    QFile file(path);
    if (m_user.isEmpty() || !file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(rule.toUtf8() + '\n') < 0 || !file.flush()) {
        *error = QStringLiteral("cannot write %1").arg(path);
        return false;
    }
    file.close();
    ::chmod(QFile::encodeName(path).constData(), 0440);
    if (runTool(QStringLiteral("visudo"), {QStringLiteral("-c"), QStringLiteral("-f"), path}, error))
        return true;
    QFile::remove(path);
    return false;
}

QString SshdHarness::hostFingerprint() const
{
    const QList<QByteArray> fields =
        testsupport::runProcess(QStringLiteral("ssh-keygen"),
                                {QStringLiteral("-l"), QStringLiteral("-E"), QStringLiteral("sha256"),
                                 QStringLiteral("-f"), hostPublicKey()})
            .out.split(' ');
    return fields.size() > 1 ? QString::fromLatin1(fields[1]) : QString();
}

int SshdHarness::acceptedLogins() const
{
    QFile log(m_dir.filePath(QStringLiteral("sshd.log")));
    return log.open(QIODevice::ReadOnly) ? int(log.readAll().count("Accepted publickey")) : -1;
}

int SshdHarness::killSessions()
{
    int killed = 0;
    for (const qint64 pid : testsupport::childrenOf(m_pid))
        if (::kill(pid_t(pid), SIGKILL) == 0)
            ++killed;
    return killed;
}

QList<qint64> SshdHarness::processesMentioning(const QString& text)
{
    QList<qint64> result;
    const QByteArray needle = text.toUtf8();
    for (const qint64 pid : testsupport::allProcesses()) {
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (pid != qint64(::getpid()) && cmdline.open(QIODevice::ReadOnly) && cmdline.readAll().contains(needle))
            result << pid;
    }
    return result;
}

int SshdHarness::killProcessesMentioning(const QString& text)
{
    int killed = 0;
    for (const qint64 pid : processesMentioning(text))
        killed += ::kill(pid_t(pid), SIGKILL) == 0 ? 1 : 0;
    return killed;
}
