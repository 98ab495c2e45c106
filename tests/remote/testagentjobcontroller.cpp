// SPDX-License-Identifier: Apache-2.0
#include "common/agentjobcontroller.h"
#include "keyfileprofile.h"
#include "loopbackprofile.h"
#include "scriptedprompts.h"
#include "sshdharness.h"

#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>
#include <memory>

using namespace fw;
using Status = core::DispatchResult::Status;

// The one controller of agent jobs that the Benchmarks and the Faults & Replay pages share: a key file's passphrase
// is asked for every job and forgotten after it (a wrong one is not used again), a refused question runs nothing,
// and an unknown host key is asked about and, once trusted, the same job runs again without asking the passphrase
// a second time. Jobs here end at the connection or the login, so no agent is deployed.
class TestAgentJobController : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString keyFile(const QString& name, const QString& from = {}) const
    {
        return encryptedKeyFile(m_dir.filePath(name), QStringLiteral("secret"), from);
    }

    static core::DispatchJob::Request request(const core::ConnectionProfile& profile)
    {
        core::DispatchJob::Request r;
        r.profile = profile;
        r.agentArgs = {QStringLiteral("-b"), QStringLiteral("8"), QStringLiteral("-e"), QStringLiteral("8")};
        return r;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void passphraseIsAskedForEveryJob()
    {
        const core::ConnectionProfile profile = unreachableProfile(keyFile(QStringLiteral("every-job")));
        QVERIFY(!profile.keyFile.isEmpty());

        QWidget page;
        ScriptedPrompts prompts;
        prompts.passphraseAnswer = QStringLiteral("typed wrongly");
        app::AgentJobController jobs(prompts, &page);
        jobs.setKnownHostsPath(m_dir.filePath(QStringLiteral("known_hosts")));
        QSignalSpy finished(&jobs, &app::AgentJobController::dispatchFinished);
        QSignalSpy idle(&jobs, &app::AgentJobController::idle);
        for (int job = 1; job <= 3; ++job) {
            QVERIFY(jobs.start(request(profile)));
            QVERIFY(jobs.isRunning());
            // Asked again for each job: the answer of the one before is not kept.
            QCOMPARE(prompts.questions, QStringList(job, profile.keyFile));
            QTRY_COMPARE_WITH_TIMEOUT(idle.count(), job, 60000);
            QVERIFY(!jobs.isRunning());
            QCOMPARE(finished.count(), job);
            QCOMPARE(finished.last().at(0).value<core::DispatchResult>().status, Status::Failed);
        }
        QVERIFY(prompts.hostKeyQuestions.isEmpty());
    }

    void cancelledPassphraseRunsNothing()
    {
        const core::ConnectionProfile profile = unreachableProfile(keyFile(QStringLiteral("cancelled")));
        QVERIFY(!profile.keyFile.isEmpty());

        QWidget page;
        ScriptedPrompts prompts; // the passphrase question is cancelled
        app::AgentJobController jobs(prompts, &page);
        QSignalSpy started(&jobs, &app::AgentJobController::started);
        QVERIFY(!jobs.start(request(profile)));
        QVERIFY(!jobs.isRunning());
        QCOMPARE(prompts.questions.size(), 1);
        QCOMPARE(started.count(), 0);
    }

    // Against a real sshd whose key is not yet known: trusting it runs the same job again, with the passphrase
    // given once; the next job asks for the passphrase again and not for the key.
    void trustedHostKeyRunsTheJobAgain()
    {
        SshdHarness sshd;
        if (!sshd.isRunning())
            QSKIP(qPrintable(QStringLiteral("no sshd: ") + sshd.error()));
        core::ConnectionProfile profile =
            loopbackProfile(sshd, QStringLiteral("loopback"), {QStringLiteral("localhost")});
        profile.keyFile = keyFile(QStringLiteral("client"), sshd.clientKey());
        QVERIFY(!profile.keyFile.isEmpty());
        const QString knownHosts = m_dir.filePath(QStringLiteral("trusted_known_hosts"));

        QWidget page;
        ScriptedPrompts prompts;
        prompts.passphraseAnswer = QStringLiteral("typed wrongly"); // the login fails after the key check
        prompts.trustAnswer = true;
        app::AgentJobController jobs(prompts, &page);
        jobs.setKnownHostsPath(knownHosts);
        QSignalSpy started(&jobs, &app::AgentJobController::started);
        QSignalSpy finished(&jobs, &app::AgentJobController::dispatchFinished);
        QSignalSpy idle(&jobs, &app::AgentJobController::idle);

        QVERIFY(jobs.start(request(profile)));
        QTRY_COMPARE_WITH_TIMEOUT(idle.count(), 1, 60000);
        QCOMPARE(started.count(), 2);
        QCOMPARE(finished.count(), 2);
        QCOMPARE(finished.at(0).at(0).value<core::DispatchResult>().status, Status::HostKeyUnknown);
        const core::DispatchResult second = finished.at(1).at(0).value<core::DispatchResult>();
        QCOMPARE(second.status, Status::Failed);
        QVERIFY2(second.message.contains(QLatin1String("passphrase is wrong")), qPrintable(second.message));
        QCOMPARE(prompts.hostKeyQuestions.size(), 1);
        QVERIFY2(prompts.hostKeyQuestions[0].startsWith(QLatin1String("trust ")) &&
                     prompts.hostKeyQuestions[0].endsWith(sshd.hostFingerprint()),
                 qPrintable(prompts.hostKeyQuestions[0]));
        QCOMPARE(prompts.questions.size(), 1);
        QVERIFY(QFile(knownHosts).size() > 0);

        QVERIFY(jobs.start(request(profile)));
        QTRY_COMPARE_WITH_TIMEOUT(idle.count(), 2, 60000);
        QCOMPARE(prompts.questions.size(), 2);
        QCOMPARE(prompts.hostKeyQuestions.size(), 1);
        QCOMPARE(finished.last().at(0).value<core::DispatchResult>().status, Status::Failed);
    }

    // A changed key is refused with its explanation and may be re-trusted explicitly; a revoked one is refused and
    // never offered for trust. Neither message trips QString::arg.
    void refusedHostKeysAreExplained()
    {
        QTest::failOnWarning(QRegularExpression(QStringLiteral("^QString::arg")));
        SshdHarness sshd;
        QVERIFY2(sshd.isRunning(), qPrintable(sshd.error()));
        const core::ConnectionProfile profile =
            loopbackProfile(sshd, QStringLiteral("loopback"), {QStringLiteral("localhost")});
        const QString knownHosts = m_dir.filePath(QStringLiteral("refused_known_hosts"));
        QFile pub(sshd.hostPublicKey());
        QVERIFY(pub.open(QIODevice::ReadOnly));
        const QList<QByteArray> key = pub.readAll().split(' ');
        const QByteArray host = QStringLiteral("[127.0.0.1]:%1").arg(sshd.port()).toUtf8();
        const auto write = [&](const QByteArray& contents) {
            QFile file(knownHosts);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(contents);
        };

        QWidget page;
        ScriptedPrompts prompts;
        prompts.trustAnswer = true;
        app::AgentJobController jobs(prompts, &page);
        jobs.setKnownHostsPath(knownHosts);
        QSignalSpy finished(&jobs, &app::AgentJobController::dispatchFinished);
        QSignalSpy idle(&jobs, &app::AgentJobController::idle);

        // Another ed25519 key on record: changed.
        write(host + " ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAILjaHmSbFOjsv+Wv6hsUTxn39ePwz7t0PistJUF9xoX0\n");
        QVERIFY(jobs.start(request(profile)));
        QTRY_COMPARE_WITH_TIMEOUT(idle.count(), 1, 60000);
        const core::DispatchResult changed = finished.last().at(0).value<core::DispatchResult>();
        QCOMPARE(changed.status, Status::HostKeyRefused);
        QCOMPARE(changed.hostKey.status, core::HostKey::Status::Changed);
        QVERIFY2(
            changed.message.startsWith(QStringLiteral("The host key of %1 has changed").arg(QString::fromUtf8(host))),
            qPrintable(changed.message));
        QVERIFY(changed.message.contains(sshd.hostFingerprint()));
        QCOMPARE(prompts.errors.size(), 1);
        QVERIFY(prompts.hostKeyQuestions.isEmpty());

        // The presented key revoked beside a plain line for it.
        write(host + ' ' + key[0] + ' ' + key[1] + "\n@revoked * " + key[0] + ' ' + key[1] + '\n');
        QVERIFY(jobs.start(request(profile)));
        QTRY_COMPARE_WITH_TIMEOUT(idle.count(), 2, 60000);
        const core::DispatchResult revoked = finished.last().at(0).value<core::DispatchResult>();
        QCOMPARE(revoked.status, Status::HostKeyRefused);
        QCOMPARE(revoked.hostKey.status, core::HostKey::Status::Revoked);
        QVERIFY2(revoked.message.startsWith(QLatin1String("REVOKED HOST KEY DETECTED")), qPrintable(revoked.message));
        QVERIFY2(revoked.message.contains(knownHosts + QLatin1String(", line 2")), qPrintable(revoked.message));
        QCOMPARE(prompts.errors.size(), 2);
        // Not even the explicit re-trust offers it.
        QVERIFY(!jobs.retrust(revoked.hostKey));
        QVERIFY(prompts.hostKeyQuestions.isEmpty());
    }
};

QTEST_MAIN(TestAgentJobController)
#include "testagentjobcontroller.moc"
