#include "common/agentjobcontroller.h"
#include "keyfileprofile.h"
#include "loopbackprofile.h"
#include "scriptedprompts.h"
#include "sshdharness.h"

#include <QFile>
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
};

QTEST_MAIN(TestAgentJobController)
#include "testagentjobcontroller.moc"
