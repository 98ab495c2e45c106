// SPDX-License-Identifier: Apache-2.0
#include "loopbackprofile.h"
#include "processrun.h"
#include "remote/connectionprofile.h"
#include "remote/knownhosts.h"
#include "remote/remoteerror.h"
#include "remote/sshsession.h"
#include "sshdharness.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace fw::core;

// Host-key checks and authentication against a real OpenSSH sshd on 127.0.0.1.
class TestSshSession : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<SshdHarness> m_sshd;
    QTemporaryDir m_home;

    ConnectionProfile profile() const
    {
        return loopbackProfile(*m_sshd, QStringLiteral("test"), {QStringLiteral("127.0.0.1")});
    }
    QString knownHosts() const { return m_home.filePath(QStringLiteral("known_hosts")); }
    // Stands in for /etc/ssh/ssh_known_hosts.
    QString globalKnownHosts() const { return m_home.filePath(QStringLiteral("ssh_known_hosts")); }
    QByteArray hostName() const { return QStringLiteral("[127.0.0.1]:%1").arg(m_sshd->port()).toUtf8(); }
    // "type base64" of a public key file.
    static QByteArray publicKey(const QString& path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        const QList<QByteArray> fields = file.readAll().trimmed().split(' ');
        return fields.size() >= 2 ? fields[0] + ' ' + fields[1] : QByteArray();
    }
    static void writeFile(const QString& path, const QByteArray& contents)
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(file.write(contents), contents.size());
    }

    static QByteArray keygen(const QString& type, const QString& path, const QString& passphrase = {})
    {
        testsupport::runProcess(QStringLiteral("ssh-keygen"),
                                {QStringLiteral("-q"), QStringLiteral("-t"), type, QStringLiteral("-N"), passphrase,
                                 QStringLiteral("-f"), path});
        QFile pub(path + QStringLiteral(".pub"));
        return pub.open(QIODevice::ReadOnly) ? pub.readAll().trimmed() : QByteArray();
    }
    // A known_hosts line for the test server with someone else's key.
    void writeKnownHosts(const QByteArray& publicKey) const
    {
        const QList<QByteArray> fields = publicKey.split(' ');
        QFile file(knownHosts());
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QStringLiteral("[127.0.0.1]:%1 ").arg(m_sshd->port()).toUtf8() + fields[0] + ' ' + fields[1] + '\n');
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        m_sshd = std::make_unique<SshdHarness>();
        QVERIFY2(m_sshd->isRunning(), qPrintable(m_sshd->error()));
    }
    void init()
    {
        QFile::remove(knownHosts());
        QFile::remove(globalKnownHosts());
    }
    void cleanupTestCase() { m_sshd.reset(); }

    void unknownKeyShowsItsFingerprint()
    {
        SshSession session(profile(), knownHosts());
        const HostKey key = session.connect();
        QCOMPARE(key.status, HostKey::Status::Unknown);
        QCOMPARE(key.type, QStringLiteral("ssh-ed25519"));
        QCOMPARE(key.fingerprint, m_sshd->hostFingerprint());
        QCOMPARE(key.host, QStringLiteral("[127.0.0.1]:%1").arg(m_sshd->port()));
    }

    void acceptedKeyIsTrustedNextTime()
    {
        {
            SshSession session(profile(), knownHosts());
            KnownHosts(knownHosts()).trust(session.connect());
        }
        QCOMPARE(QFile(knownHosts()).permissions() & (QFile::ReadOther | QFile::ReadGroup), QFile::Permissions());
        SshSession session(profile(), knownHosts());
        QCOMPARE(session.connect().status, HostKey::Status::Trusted);
        session.authenticate();
        QCOMPARE(session.run(QStringLiteral("printf '%s' hello")), QByteArray("hello"));
    }

    void changedKeyIsRefusedUntilReplaced()
    {
        writeKnownHosts(keygen(QStringLiteral("ed25519"), m_home.filePath(QStringLiteral("other-ed25519"))));
        {
            SshSession session(profile(), knownHosts());
            const HostKey key = session.connect();
            QCOMPARE(key.status, HostKey::Status::Changed);
            QCOMPARE(key.fingerprint, m_sshd->hostFingerprint());
            // Only the explicit re-trust replaces it: trusting again as if unknown would keep the old key too.
            KnownHosts(knownHosts()).replace(key);
        }
        SshSession session(profile(), knownHosts());
        QCOMPARE(session.connect().status, HostKey::Status::Trusted);
        QFile file(knownHosts());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().count('\n'), 1);
    }

    void otherTypeIsRefused()
    {
        writeKnownHosts(keygen(QStringLiteral("rsa"), m_home.filePath(QStringLiteral("other-rsa"))));
        SshSession session(profile(), knownHosts());
        const HostKey key = session.connect();
        QCOMPARE(key.status, HostKey::Status::OtherType);
        QCOMPARE(key.fingerprint, m_sshd->hostFingerprint());
    }

    void replaceRemovesHashedEntries()
    {
        writeKnownHosts(keygen(QStringLiteral("ed25519"), m_home.filePath(QStringLiteral("hashed-ed25519"))));
        const testsupport::ProcessResult hash = testsupport::runProcess(
            QStringLiteral("ssh-keygen"), {QStringLiteral("-H"), QStringLiteral("-f"), knownHosts()});
        QVERIFY2(hash.finished, hash.describe().constData());
        QVERIFY(QFile(knownHosts()).open(QIODevice::ReadOnly));
        SshSession first(profile(), knownHosts());
        const HostKey key = first.connect();
        QCOMPARE(key.status, HostKey::Status::Changed);
        KnownHosts(knownHosts()).replace(key);
        SshSession second(profile(), knownHosts());
        QCOMPARE(second.connect().status, HostKey::Status::Trusted);
    }

    void unauthorizedKeyIsRefused()
    {
        SshSession first(profile(), knownHosts());
        KnownHosts(knownHosts()).trust(first.connect());
        ConnectionProfile p = profile();
        p.keyFile = m_home.filePath(QStringLiteral("stranger"));
        keygen(QStringLiteral("ed25519"), p.keyFile);
        SshSession session(p, knownHosts());
        QCOMPARE(session.connect().status, HostKey::Status::Trusted);
        QVERIFY_THROWS_EXCEPTION(RemoteError, session.authenticate());
    }

    void encryptedKeyNeedsItsPassphrase()
    {
        SshSession first(profile(), knownHosts());
        KnownHosts(knownHosts()).trust(first.connect());
        ConnectionProfile p = profile();
        p.keyFile = m_home.filePath(QStringLiteral("locked"));
        const QByteArray pub = keygen(QStringLiteral("ed25519"), p.keyFile, QStringLiteral("open sesame"));
        QFile authorized(m_sshd->dir() + QStringLiteral("/authorized_keys"));
        QVERIFY(authorized.open(QIODevice::Append));
        authorized.write(pub + '\n');
        authorized.close();
        QVERIFY(SshSession::keyNeedsPassphrase(p.keyFile));
        QVERIFY(!SshSession::keyNeedsPassphrase(m_sshd->clientKey()));
        {
            SshSession session(p, knownHosts());
            session.connect();
            QVERIFY_THROWS_EXCEPTION(RemoteError, session.authenticate());
        }
        SshSession session(p, knownHosts());
        session.connect();
        session.authenticate(QStringLiteral("open sesame"));
        QCOMPARE(session.run(QStringLiteral("echo ok")), QByteArray("ok\n"));
    }

    void sshAgentAuthenticates()
    {
        SshSession first(profile(), knownHosts());
        KnownHosts(knownHosts()).trust(first.connect());
        const QString socket = m_home.filePath(QStringLiteral("agent.sock"));
        // Started by hand: the agent serves the session while it runs, and is killed at the end.
        QProcess agent;
        agent.start(QStringLiteral("ssh-agent"), {QStringLiteral("-D"), QStringLiteral("-a"), socket});
        QVERIFY(agent.waitForStarted());
        QTRY_VERIFY(QFile::exists(socket));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SSH_AUTH_SOCK"), socket);
        const testsupport::ProcessResult add =
            testsupport::runProcess(QStringLiteral("ssh-add"), {m_sshd->clientKey()}, env);
        QVERIFY2(add.finished, add.describe().constData());
        QCOMPARE(add.exitCode, 0);
        const QByteArray previous = qgetenv("SSH_AUTH_SOCK");
        qputenv("SSH_AUTH_SOCK", socket.toUtf8());
        ConnectionProfile p = profile();
        p.identity = Identity::SshAgent;
        p.keyFile.clear();
        SshSession session(p, knownHosts());
        session.connect();
        session.authenticate();
        QCOMPARE(session.run(QStringLiteral("echo agent")), QByteArray("agent\n"));
        qputenv("SSH_AUTH_SOCK", previous);
        agent.kill();
        agent.waitForFinished();
    }

    void jumpHostIsUsed()
    {
        // 127.0.0.1 through itself: the hop is real OpenSSH, held to the same known_hosts file.
        SshSession first(profile(), knownHosts());
        KnownHosts(knownHosts()).trust(first.connect());
        ConnectionProfile p = profile();
        p.jumpHost = QStringLiteral("%1@127.0.0.1:%2").arg(p.user).arg(m_sshd->port());
        SshSession session(p, knownHosts());
        QCOMPARE(session.connect().status, HostKey::Status::Trusted);
        session.authenticate();
        QCOMPARE(session.run(QStringLiteral("echo $SSH_CONNECTION")).split(' ').value(0), QByteArray("127.0.0.1"));
        QVERIFY(m_sshd->killSessions() >= 2); // the hop and the session through it
    }

    // OpenSSH refuses a key a "@revoked" line names, even with no other line for the host ...
    void revokedKeyAloneIsRefused()
    {
        writeFile(knownHosts(), "@revoked " + hostName() + ' ' + publicKey(m_sshd->hostPublicKey()) + '\n');
        SshSession session(profile(), knownHosts(), globalKnownHosts());
        const HostKey key = session.connect();
        QCOMPARE(key.status, HostKey::Status::Revoked);
        QCOMPARE(key.fingerprint, m_sshd->hostFingerprint());
        QCOMPARE(key.markerFile, knownHosts());
        QCOMPARE(key.markerLine, 1);
        // Nothing writes it as trusted, and the file keeps only the revocation.
        QVERIFY_THROWS_EXCEPTION(RemoteError, KnownHosts(knownHosts()).trust(key));
        QVERIFY_THROWS_EXCEPTION(RemoteError, KnownHosts(knownHosts()).replace(key));
        QFile file(knownHosts());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().count('\n'), 1);
    }

    // ... and whatever else the files say: a plain line for the same key in either file does not trust it.
    void revokedKeyIsRefusedBesideAPlainLine()
    {
        const QByteArray key = publicKey(m_sshd->hostPublicKey());
        writeFile(knownHosts(), hostName() + ' ' + key + "\n# revoked after the leak\n@revoked * " + key + '\n');
        {
            SshSession session(profile(), knownHosts(), globalKnownHosts());
            const HostKey result = session.connect();
            QCOMPARE(result.status, HostKey::Status::Revoked);
            QCOMPARE(result.markerLine, 3);
        }
        // The administrator's revocation in the global file overrides the user's own trust.
        writeFile(knownHosts(), hostName() + ' ' + key + '\n');
        writeFile(globalKnownHosts(), "other.example ssh-ed25519 AAAA\n@revoked 127.0.0.1,[127.0.0.1]:* " + key + '\n');
        SshSession session(profile(), knownHosts(), globalKnownHosts());
        const HostKey result = session.connect();
        QCOMPARE(result.status, HostKey::Status::Revoked);
        QCOMPARE(result.markerFile, globalKnownHosts());
        QCOMPARE(result.markerLine, 2);
    }

    // Revoking another key does not touch this one.
    void otherRevokedKeyLeavesTheHostTrusted()
    {
        const QByteArray other = keygen(QStringLiteral("ed25519"), m_home.filePath(QStringLiteral("revoked-ed25519")));
        const QList<QByteArray> fields = other.split(' ');
        writeFile(globalKnownHosts(), "@revoked * " + fields[0] + ' ' + fields[1] + '\n');
        writeFile(knownHosts(), hostName() + ' ' + publicKey(m_sshd->hostPublicKey()) + '\n');
        SshSession session(profile(), knownHosts(), globalKnownHosts());
        QCOMPARE(session.connect().status, HostKey::Status::Trusted);
    }

    void keyInTheGlobalFileIsTrusted()
    {
        writeFile(globalKnownHosts(), hostName() + ' ' + publicKey(m_sshd->hostPublicKey()) + '\n');
        SshSession session(profile(), knownHosts(), globalKnownHosts());
        const HostKey key = session.connect();
        QCOMPARE(key.status, HostKey::Status::Trusted);
        QVERIFY(key.markerFile.isEmpty());
        session.authenticate();
        QCOMPARE(session.run(QStringLiteral("echo global")), QByteArray("global\n"));
        QVERIFY(!QFile::exists(knownHosts()));
    }

    // The hop through the jump host (OpenSSH's client) reads the same global file.
    void jumpHostReadsTheGlobalFile()
    {
        writeFile(globalKnownHosts(), hostName() + ' ' + publicKey(m_sshd->hostPublicKey()) + '\n');
        ConnectionProfile p = profile();
        p.jumpHost = QStringLiteral("%1@127.0.0.1:%2").arg(p.user).arg(m_sshd->port());
        SshSession session(p, knownHosts(), globalKnownHosts());
        QCOMPARE(session.connect().status, HostKey::Status::Trusted);
        session.authenticate();
        QCOMPARE(session.run(QStringLiteral("echo hop")), QByteArray("hop\n"));
        // The hop is OpenSSH's client forwarding to the target (-W), alive while the session is.
        QVERIFY(!SshdHarness::processesMentioning(QStringLiteral("ssh://") + p.jumpHost).isEmpty());
    }

    // A host certificate signed with `ssh-keygen -s` and a "@cert-authority" line: OpenSSH trusts the host, but
    // libssh 0.10 cannot check host certificates, so the host stays Unknown and says why (docs/reliability.md).
    void hostCertificateIsTheDocumentedLimitation()
    {
        SshdHarness certified(QStringLiteral("ed25519"), true);
        QVERIFY2(certified.isRunning(), qPrintable(certified.error()));
        const QByteArray host = QStringLiteral("[127.0.0.1]:%1").arg(certified.port()).toUtf8();
        writeFile(knownHosts(), "@cert-authority " + host + ' ' + publicKey(certified.caPublicKey()) + '\n');

        // The setup is sound: OpenSSH's own client accepts the host through the certificate alone.
        const testsupport::ProcessResult ssh = testsupport::runProcess(
            QStringLiteral("ssh"),
            {QStringLiteral("-o"), QStringLiteral("BatchMode=yes"), QStringLiteral("-o"),
             QStringLiteral("StrictHostKeyChecking=yes"), QStringLiteral("-o"),
             QStringLiteral("UserKnownHostsFile=") + knownHosts(), QStringLiteral("-o"),
             QStringLiteral("GlobalKnownHostsFile=") + globalKnownHosts(), QStringLiteral("-o"),
             QStringLiteral("IdentitiesOnly=yes"), QStringLiteral("-F"), QStringLiteral("/dev/null"),
             QStringLiteral("-i"), certified.clientKey(), QStringLiteral("-p"), QString::number(certified.port()),
             profile().user + QStringLiteral("@127.0.0.1"), QStringLiteral("echo certified")});
        QVERIFY2(ssh.finished, ssh.describe().constData());
        QVERIFY2(ssh.exitCode == 0, ssh.err.constData());
        QCOMPARE(ssh.out, QByteArray("certified\n"));

        ConnectionProfile p = profile();
        p.port = certified.port();
        p.keyFile = certified.clientKey();
        SshSession session(p, knownHosts(), globalKnownHosts());
        const HostKey key = session.connect();
        QCOMPARE(key.status, HostKey::Status::Unknown);
        QCOMPARE(key.markerFile, knownHosts());
        QCOMPARE(key.markerLine, 1);
        // The fingerprint is the host's own key, the one the user must check and trust.
        QCOMPARE(key.fingerprint, certified.hostFingerprint());
    }
};

QTEST_GUILESS_MAIN(TestSshSession)
#include "testsshsession.moc"
