#include "benchmarks/dispatchpanel.h"
#include "findchild.h"
#include "remote/connectionprofilerepository.h"
#include "remote/dispatchrunrepository.h"
#include "remote/launchplan.h"
#include "scriptedprompts.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/projectfile.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace fw;

// The dispatch panel through a real local run of the agent: the preview, the progress bar filling up, the live
// table, and the run stored in the project.
class TestDispatchPanel : public QObject
{
    Q_OBJECT

private slots:
    void localRunCompletesAndIsStored()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("project.fabwb"));
        auto project = core::ProjectFile::create(path);
        ScriptedPrompts prompts;
        app::DispatchPanel panel(prompts);
        panel.setProject(project.get());
        auto* preview = child<QPlainTextEdit>(&panel, "preview");
        auto* run = child<QPushButton>(&panel, "run");
        auto* progress = child<QProgressBar>(&panel, "progress");
        QAbstractItemModel* live = child<QTableView>(&panel, "results")->model();
        QAbstractItemModelTester tester(live);
        panel.show();

        child<QLineEdit>(&panel, "arguments")->setText(QStringLiteral("-b 8 -e 64K -f 4 -n 30"));
        const QString agent = core::LaunchPlan::defaultLocalAgent();
        QVERIFY2(QFileInfo(agent).isExecutable(), qPrintable(agent));
        QCOMPARE(preview->toPlainText(), agent + QStringLiteral(" bench -b 8 -e 64K -f 4 -n 30"));

        QSignalSpy stored(&panel, &app::DispatchPanel::runStored);
        QSignalSpy progressed(progress, &QProgressBar::valueChanged);
        QTest::mouseClick(run, Qt::LeftButton);
        QVERIFY(panel.isRunning());
        QVERIFY(child<QPushButton>(&panel, "cancel")->isEnabled());
        QVERIFY(!run->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), 60000);
        QVERIFY2(prompts.errors.isEmpty(), qPrintable(prompts.errors.join(u'\n')));

        // 8 B, 32 B, 128 B, 512 B, 2K, 8K, 32K: seven sizes, out of place and in place.
        QCOMPARE(progress->maximum(), 7);
        QCOMPARE(progress->value(), 7);
        QVERIFY(progressed.count() >= 7);
        QCOMPARE(live->rowCount(), 14);
        // p50, then p99.
        const QList<QAbstractSeries*> series = child<QChartView>(&panel, "chart")->chart()->series();
        QCOMPARE(series.size(), 2);
        QCOMPARE(qobject_cast<QLineSeries*>(series.at(1))->count(), 7);
        QVERIFY(run->isEnabled());
        QCOMPARE(stored.count(), 1);

        const QList<core::StoredDispatch> runs = core::DispatchRunRepository(*project).all();
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs[0].result.status, core::DispatchResult::Status::Complete);
        QCOMPARE(runs[0].result.launcher, QStringLiteral("local"));
        QCOMPARE(runs[0].result.command, preview->toPlainText());
        QCOMPARE(runs[0].result.stream.count("\"size_result\""), 14);
        QVERIFY(runs[0].benchmarkRunId);
        QCOMPARE(core::BenchmarkRunRepository(*project).load(*runs[0].benchmarkRunId).results.size(), 14);
    }

    // A run belongs to the project it started in: closing that project cancels it, and nothing is written into
    // the closed file or into the next project.
    void closingTheProjectCancelsTheRunAndStoresNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("project.fabwb"));
        auto project = core::ProjectFile::create(path);
        auto next = core::ProjectFile::create(dir.filePath(QStringLiteral("next.fabwb")));
        ScriptedPrompts prompts;
        app::DispatchPanel panel(prompts);
        panel.setProject(project.get());
        child<QLineEdit>(&panel, "arguments")->setText(QStringLiteral("-b 8 -e 64K -f 4 -n 30"));
        QSignalSpy stored(&panel, &app::DispatchPanel::runStored);
        QTest::mouseClick(child<QPushButton>(&panel, "run"), Qt::LeftButton);
        QVERIFY(panel.isRunning());

        panel.setProject(next.get()); // what the window does when another project is opened
        project.reset();
        QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), 60000);
        QCOMPARE(stored.count(), 0);
        const QString status = child<QLabel>(&panel, "status")->text();
        QVERIFY2(status.contains(QLatin1String("project was closed")), qPrintable(status));
        QVERIFY(core::DispatchRunRepository(*next).all().isEmpty());
        QVERIFY(core::DispatchRunRepository(*core::ProjectFile::open(path)).all().isEmpty());
    }

    void invalidProfileIsExplainedNotRun()
    {
        QTemporaryDir dir;
        auto project = core::ProjectFile::create(dir.filePath(QStringLiteral("p.fabwb")));
        core::ConnectionProfile broken;
        broken.name = QStringLiteral("cluster");
        broken.launcher = core::Launcher::Mpirun;
        broken.host = QStringLiteral("login.example");
        broken.user = QStringLiteral("me");
        ScriptedPrompts prompts;
        app::DispatchPanel panel(prompts);
        // Stored through the repository, as an older or hand-edited project could hold it.
        core::ConnectionProfileRepository(*project).save(broken);
        panel.setProject(project.get());
        child<QComboBox>(&panel, "connection")->setCurrentIndex(1);
        QTest::mouseClick(child<QPushButton>(&panel, "run"), Qt::LeftButton);
        QVERIFY(!panel.isRunning());
        QCOMPARE(prompts.errors.size(), 1);
        QVERIFY2(prompts.errors[0].contains(QLatin1String("hostfile")), qPrintable(prompts.errors[0]));
    }
};

QTEST_MAIN(TestDispatchPanel)
#include "testdispatchpanel.moc"
