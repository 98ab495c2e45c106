#include "sshdharness.h"

#include "procfs.h"

#include <QFile>
#include <QProcess>
#include <csignal>
#include <unistd.h>

SshdHarness::SshdHarness(const QString& hostKeyType, bool hostCertificate, const QString& extraConfig)
{
    QProcess script;
    if (!extraConfig.isEmpty()) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("FW_SSHD_EXTRA_CONFIG"), extraConfig);
        script.setProcessEnvironment(environment);
    }
    QStringList arguments = {m_dir.path(), hostKeyType};
    if (hostCertificate)
        arguments << QStringLiteral("cert");
    script.start(QStringLiteral(FW_SOURCE_DIR "/tests/harness/sshd.sh"), arguments);
    if (!script.waitForFinished(60000) || script.exitCode() != 0) {
        m_error = QString::fromUtf8(script.readAllStandardError());
        return;
    }
    const QList<QByteArray> fields = script.readAllStandardOutput().trimmed().split(' ');
    if (fields.size() == 2) {
        m_port = fields[0].toInt();
        m_pid = fields[1].toLongLong();
    }
}

SshdHarness::~SshdHarness()
{
    if (m_pid <= 0)
        return;
    killSessions();
    ::kill(pid_t(m_pid), SIGKILL);
}

QString SshdHarness::hostFingerprint() const
{
    QProcess keygen;
    keygen.start(QStringLiteral("ssh-keygen"), {QStringLiteral("-l"), QStringLiteral("-E"), QStringLiteral("sha256"),
                                                QStringLiteral("-f"), hostPublicKey()});
    keygen.waitForFinished();
    const QList<QByteArray> fields = keygen.readAllStandardOutput().split(' ');
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
