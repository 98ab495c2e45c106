// SPDX-License-Identifier: Apache-2.0
#include "clirunner.h"
#include "loopbackprofile.h"
#include "remote/connectionprofilerepository.h"
#include "remote/dispatchrunrepository.h"
#include "sshdharness.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;

// `fabric-workbench run` without a window: the local agent measures, the run lands in the project.
class TestRunCli : public QObject
{
    Q_OBJECT

private slots:
    void localRunIsStoredForTheCandidate()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.fabwb"));
        qint64 candidateId = 0;
        {
            auto project = ProjectFile::create(path);
            Candidate candidate;
            candidate.supplier = QStringLiteral("Acme");
            candidate.offerName = QStringLiteral("IB offer");
            candidateId = CandidateRepository(*project).add(candidate);
        }
        const clitest::Result run =
            clitest::workbench({QStringLiteral("run"), QStringLiteral("--project"), path, QStringLiteral("--candidate"),
                                QStringLiteral("acme"), QStringLiteral("--"), QStringLiteral("-b"), QStringLiteral("8"),
                                QStringLiteral("-e"), QStringLiteral("512"), QStringLiteral("-f"), QStringLiteral("8"),
                                QStringLiteral("-n"), QStringLiteral("10")});
        QVERIFY2(run.exitCode == 0, run.said().constData());
        QVERIFY2(run.out.contains(QLatin1String("size 3/3: 512 B")), qPrintable(run.out));
        QVERIFY2(run.out.contains(QLatin1String("Stored as dispatch 1 (complete).")), qPrintable(run.out));

        auto project = ProjectFile::open(path);
        const QList<StoredDispatch> stored = DispatchRunRepository(*project).all();
        QCOMPARE(stored.size(), 1);
        QCOMPARE(stored[0].candidateId, candidateId);
        QVERIFY(stored[0].benchmarkRunId);
        QCOMPARE(BenchmarkRunRepository(*project).load(*stored[0].benchmarkRunId).candidateId, candidateId);
    }

    void unknownConnectionIsAUsageError()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.fabwb"));
        {
            auto project = ProjectFile::create(path);
            Candidate candidate;
            candidate.supplier = QStringLiteral("Acme");
            CandidateRepository(*project).add(candidate);
        }
        const clitest::Result run =
            clitest::workbench({QStringLiteral("run"), QStringLiteral("--project"), path, QStringLiteral("--candidate"),
                                QStringLiteral("Acme"), QStringLiteral("--connection"), QStringLiteral("nowhere")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QLatin1String("no connection named \"nowhere\"")));
    }

    // --accept-host-key against a real sshd: a wrong fingerprint says so and shows both; a revoked key is refused
    // even when the fingerprint is right. Neither writes the known_hosts file beyond what was there.
    void acceptHostKeyChecksTheFingerprint()
    {
        SshdHarness sshd;
        QVERIFY2(sshd.isRunning(), qPrintable(sshd.error()));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.fabwb"));
        {
            auto project = ProjectFile::create(path);
            Candidate candidate;
            candidate.supplier = QStringLiteral("Acme");
            ConnectionProfile profile = loopbackProfile(sshd, QStringLiteral("head"), {QStringLiteral("127.0.0.1")});
            profile.candidateId = CandidateRepository(*project).add(candidate);
            ConnectionProfileRepository(*project).save(profile);
        }
        const QString knownHosts = dir.filePath(QStringLiteral("known_hosts"));
        const auto run = [&](const QString& fingerprint) {
            return clitest::workbench({QStringLiteral("run"), QStringLiteral("--project"), path,
                                       QStringLiteral("--candidate"), QStringLiteral("Acme"),
                                       QStringLiteral("--known-hosts"), knownHosts, QStringLiteral("--accept-host-key"),
                                       fingerprint});
        };
        const QString wrong = QStringLiteral("SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
        const clitest::Result mismatch = run(wrong);
        const QString& error = mismatch.err;
        QCOMPARE(mismatch.exitCode, 1);
        QVERIFY2(error.contains(QLatin1String("fingerprint did not match")), qPrintable(error));
        QVERIFY2(error.contains(wrong) && error.contains(sshd.hostFingerprint()), qPrintable(error));
        QVERIFY(!QFile::exists(knownHosts));

        QFile pub(sshd.hostPublicKey());
        QVERIFY(pub.open(QIODevice::ReadOnly));
        const QList<QByteArray> key = pub.readAll().split(' ');
        const QByteArray revocation = "@revoked * " + key[0] + ' ' + key[1] + '\n';
        {
            QFile file(knownHosts);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(revocation);
        }
        const clitest::Result revoked = run(sshd.hostFingerprint());
        const QString& refusal = revoked.err;
        QCOMPARE(revoked.exitCode, 1);
        QVERIFY2(refusal.contains(QLatin1String("REVOKED HOST KEY DETECTED")), qPrintable(refusal));
        QVERIFY2(refusal.contains(knownHosts + QLatin1String(", line 1")), qPrintable(refusal));
        QFile file(knownHosts);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), revocation);
        file.close();

        // Unknown, without the option: the message names the option with the fingerprint (issue 44).
        QVERIFY(QFile::remove(knownHosts));
        const clitest::Result unknown =
            clitest::workbench({QStringLiteral("run"), QStringLiteral("--project"), path, QStringLiteral("--candidate"),
                                QStringLiteral("Acme"), QStringLiteral("--known-hosts"), knownHosts});
        const QString& unknownError = unknown.err;
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknownError.contains(QLatin1String("--accept-host-key ") + sshd.hostFingerprint()),
                 qPrintable(unknownError));

        // Changed: another key of the same type is trusted for the host; the option does not replace it, and says so.
        const QString other = dir.filePath(QStringLiteral("other"));
        const QString type = QString::fromLatin1(key[0]).remove(QStringLiteral("ssh-"));
        const testsupport::ProcessResult keygen = testsupport::runProcess(
            QStringLiteral("ssh-keygen"), {QStringLiteral("-q"), QStringLiteral("-t"), type, QStringLiteral("-N"),
                                           QString(), QStringLiteral("-f"), other});
        QVERIFY2(keygen.succeeded(), keygen.describe().constData());
        QFile otherKey(other + QStringLiteral(".pub"));
        QVERIFY(otherKey.open(QIODevice::ReadOnly));
        const QList<QByteArray> otherFields = otherKey.readAll().split(' ');
        {
            QFile hosts(knownHosts);
            QVERIFY(hosts.open(QIODevice::WriteOnly));
            hosts.write("[127.0.0.1]:" + QByteArray::number(sshd.port()) + ' ' + otherFields[0] + ' ' + otherFields[1] +
                        '\n');
        }
        const clitest::Result changed = run(sshd.hostFingerprint());
        const QString& changedError = changed.err;
        QCOMPARE(changed.exitCode, 1);
        QVERIFY2(changedError.contains(QLatin1String("has changed since it was trusted")), qPrintable(changedError));
        QVERIFY2(changedError.contains(QLatin1String("--accept-host-key was not used")), qPrintable(changedError));
    }
};

QTEST_GUILESS_MAIN(TestRunCli)
#include "testruncli.moc"
