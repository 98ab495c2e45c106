#include "remote/dispatchrunrepository.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;

// `fabric-workbench run` without a window: the local agent measures, the run lands in the project.
class TestRunCli : public QObject
{
    Q_OBJECT

private:
    static QProcess* workbench(const QStringList& arguments, QObject* parent)
    {
        auto* process = new QProcess(parent);
        process->start(QStringLiteral(FW_WORKBENCH), arguments);
        process->waitForFinished(120000);
        return process;
    }

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
        QProcess* run =
            workbench({QStringLiteral("run"), QStringLiteral("--project"), path, QStringLiteral("--candidate"),
                       QStringLiteral("acme"), QStringLiteral("--"), QStringLiteral("-b"), QStringLiteral("8"),
                       QStringLiteral("-e"), QStringLiteral("512"), QStringLiteral("-f"), QStringLiteral("8"),
                       QStringLiteral("-n"), QStringLiteral("10")},
                      this);
        const QString out = QString::fromUtf8(run->readAllStandardOutput());
        QVERIFY2(run->exitCode() == 0, qPrintable(out + QString::fromUtf8(run->readAllStandardError())));
        QVERIFY2(out.contains(QLatin1String("size 3/3: 512 B")), qPrintable(out));
        QVERIFY2(out.contains(QLatin1String("Stored as dispatch 1 (complete).")), qPrintable(out));

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
        QProcess* run =
            workbench({QStringLiteral("run"), QStringLiteral("--project"), path, QStringLiteral("--candidate"),
                       QStringLiteral("Acme"), QStringLiteral("--connection"), QStringLiteral("nowhere")},
                      this);
        QCOMPARE(run->exitCode(), 2);
        QVERIFY(run->readAllStandardError().contains("no connection named \"nowhere\""));
    }
};

QTEST_GUILESS_MAIN(TestRunCli)
#include "testruncli.moc"
