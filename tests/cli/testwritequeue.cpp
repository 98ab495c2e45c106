// SPDX-License-Identifier: Apache-2.0
#include "clirunner.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;

// Issue 44: a writer behind another program's write (a long import holds the project's write lock) was refused after
// 5 seconds with "database is locked". A command now queues behind it, says once whom it waits for, and completes
// when the lock is given back. Synchronised on the command's own words, not on a clock.
class TestWriteQueue : public QObject
{
    Q_OBJECT

private slots:
    void commandWaitsForTheWriterAndCompletes();
};

void TestWriteQueue::commandWaitsForTheWriterAndCompletes()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("p.fabwb"));
    const std::unique_ptr<ProjectFile> project = ProjectFile::create(path);
    QProcess command;
    QByteArray said;
    // This process holds the write lock, as an import does, until the command says it waits.
    project->write([&] {
        CandidateRepository(*project).add({.supplier = QStringLiteral("First"), .offerName = QStringLiteral("IB")});
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        environment.remove(QStringLiteral("LC_ALL"));
        environment.remove(QStringLiteral("LANGUAGE"));
        command.setProcessEnvironment(environment);
        command.start(QStringLiteral(FW_WORKBENCH),
                      {QStringLiteral("candidate"), QStringLiteral("add"), QStringLiteral("--project"), path,
                       QStringLiteral("--supplier"), QStringLiteral("Second"), QStringLiteral("--offer"),
                       QStringLiteral("RoCE")});
        QVERIFY(command.waitForStarted());
        command.setReadChannel(QProcess::StandardError); // what waitForReadyRead waits for
        while (!said.contains("Waiting for") && command.state() == QProcess::Running) {
            command.waitForReadyRead(testsupport::kProcessCapMs);
            said += command.readAllStandardError();
        }
        QVERIFY2(said.contains("Waiting for"), said.constData());
    });
    // It named the holder: this test's program and process.
    QVERIFY2(said.contains(QStringLiteral("(process %1)").arg(QCoreApplication::applicationPid()).toUtf8()),
             said.constData());
    QVERIFY2(said.contains(QFileInfo(QCoreApplication::applicationFilePath()).fileName().toUtf8()), said.constData());
    const testsupport::ProcessResult finished = testsupport::finish(command);
    QVERIFY2(finished.succeeded(), finished.describe().constData());
    QStringList suppliers;
    for (const Candidate& c : CandidateRepository(*project).all())
        suppliers << c.supplier;
    QCOMPARE(suppliers, (QStringList{QStringLiteral("First"), QStringLiteral("Second")}));
}

QTEST_GUILESS_MAIN(TestWriteQueue)
#include "testwritequeue.moc"
