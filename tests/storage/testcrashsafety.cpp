#include "storage/projectfile.h"

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

QTEST_GUILESS_MAIN(TestCrashSafety)
#include "testcrashsafety.moc"
