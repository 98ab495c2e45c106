#include "storage/projectfile.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using fw::core::ProjectFile;

// Kills a real writer process mid-transaction and checks that the file holds exactly whole transactions.
class TestCrashSafety : public QObject
{
    Q_OBJECT

private slots:
    void killedWriterLeavesConsistentFile();
    void idleProjectIsOneFile();
};

void TestCrashSafety::killedWriterLeavesConsistentFile()
{
    constexpr int kBatch = 40;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("crash.fabwb"));
    int survivingBatches = 0;

    for (int kill = 0; kill < 5; ++kill) {
        QProcess writer;
        writer.start(QStringLiteral(FW_CRASH_WRITER), {file, QString::number(kBatch)});
        QVERIFY2(writer.waitForStarted(), qPrintable(writer.errorString()));
        // Let it commit a varying number of batches, so the kill lands at different points of a transaction.
        const int wanted = 2 + int(QRandomGenerator::global()->bounded(6));
        int committed = 0;
        QByteArray output;
        while (committed < wanted) {
            QVERIFY2(writer.waitForReadyRead(60000), "the writer stopped committing");
            output += writer.readAllStandardOutput();
            committed = int(output.count("committed "));
        }
        writer.kill(); // SIGKILL: no destructor, no checkpoint, no rollback
        QVERIFY(writer.waitForFinished(60000));
        output += writer.readAllStandardOutput();
        committed = int(output.count("committed "));
        survivingBatches += committed;

        auto project = ProjectFile::open(file);
        QCOMPARE(project->scalar(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
        const int rows = project->scalar(QStringLiteral("SELECT count(*) FROM candidate")).toInt();
        QVERIFY2(rows % kBatch == 0, qPrintable(QStringLiteral("half a transaction survived: %1 rows").arg(rows)));
        // Every reported commit survived; at most the one in flight at the kill may have landed too.
        QVERIFY2(rows >= survivingBatches * kBatch, qPrintable(QString::number(rows)));
        QVERIFY2(rows <= (survivingBatches + 1) * kBatch, qPrintable(QString::number(rows)));
        survivingBatches = rows / kBatch;
    }
}

// A project is one file: killed while idle, the writer leaves every committed batch in the main file, so the file
// copied alone (as people mail or back it up) opens whole. The log beside it is empty.
void TestCrashSafety::idleProjectIsOneFile()
{
    constexpr int kBatch = 40;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("idle.fabwb"));
    int committed = 0;
    for (int kill = 0; kill < 3; ++kill) {
        QProcess writer;
        writer.start(QStringLiteral(FW_CRASH_WRITER), {file, QString::number(kBatch), QStringLiteral("--wait")});
        QVERIFY2(writer.waitForStarted(), qPrintable(writer.errorString()));
        const int batches = 1 + int(QRandomGenerator::global()->bounded(4));
        QByteArray output;
        for (int b = 0; b < batches; ++b)
            writer.write("go\n");
        while (int(output.count("committed ")) < batches) {
            QVERIFY2(writer.waitForReadyRead(60000), "the writer stopped committing");
            output += writer.readAllStandardOutput();
        }
        committed += batches;
        writer.kill(); // waiting for its next line: idle
        QVERIFY(writer.waitForFinished(60000));

        QCOMPARE(QFileInfo(file + QStringLiteral("-wal")).size(), 0);
        const QString copy = dir.filePath(QStringLiteral("copy.fabwb"));
        QFile::remove(copy);
        QVERIFY(QFile::copy(file, copy));
        auto project = ProjectFile::open(copy);
        QCOMPARE(project->scalar(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
        QCOMPARE(project->scalar(QStringLiteral("SELECT count(*) FROM candidate")).toInt(), committed * kBatch);
    }
}

QTEST_GUILESS_MAIN(TestCrashSafety)
#include "testcrashsafety.moc"
