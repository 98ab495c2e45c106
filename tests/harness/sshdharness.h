// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QTemporaryDir>

// A throwaway sshd on 127.0.0.1 (started by sshd.sh) and process clean-up for integration tests. Everything it
// started is killed in the destructor, so a failing test leaves nothing running.
class SshdHarness
{
public:
    // With `hostCertificate`, the server also presents a certificate of its key signed by caPublicKey().
    // `extraConfig` holds sshd_config lines to add, e.g. "SetEnv SLURM_CONF=..." for the sessions' environment.
    explicit SshdHarness(const QString& hostKeyType = QStringLiteral("ed25519"), bool hostCertificate = false,
                         const QString& extraConfig = {});
    ~SshdHarness();
    SshdHarness(const SshdHarness&) = delete;
    SshdHarness& operator=(const SshdHarness&) = delete;

    bool isRunning() const { return m_pid > 0; }
    const QString& error() const { return m_error; }
    int port() const { return m_port; }
    QString dir() const { return m_dir.path(); }
    QString clientKey() const { return m_dir.filePath(QStringLiteral("client")); }
    QString hostPublicKey() const { return m_dir.filePath(QStringLiteral("hostkey.pub")); }
    QString caPublicKey() const { return m_dir.filePath(QStringLiteral("ca.pub")); }
    // "SHA256:..." of the host key, as ssh-keygen prints it.
    QString hostFingerprint() const;

    // A throwaway user who is not root, allowed to log in with clientKey() (issue 38: a buyer's account on a rented
    // cluster). Only root can create one: "" with `error` saying so otherwise. Created with a home
    // (`useradd --system --create-home`), removed with its home, its sudoers.d file and every process that mentions
    // its home in the destructor. One per harness.
    QString addUser(QString* error);
    QString userHome() const { return m_userHome; }
    // Writes /etc/sudoers.d/<user> with `rule` (a sudoers line) and checks it with visudo; empty `rule` removes it.
    bool setSudoRule(const QString& rule, QString* error);

    // How many logins sshd has accepted so far (its log's "Accepted publickey" lines): one per SSH connection.
    int acceptedLogins() const;

    // Kills the sshd processes serving connections, as a crashed server or a dropped link would end them; the
    // listener stays up. Returns how many were killed.
    int killSessions();

    // The ids of processes whose command line contains `text`.
    static QList<qint64> processesMentioning(const QString& text);
    // SIGKILLs every process whose command line contains `text`; returns how many.
    static int killProcessesMentioning(const QString& text);

private:
    QTemporaryDir m_dir;
    qint64 m_pid = 0;
    int m_port = 0;
    QString m_error;
    QString m_user;
    QString m_userHome;
};
