// SPDX-License-Identifier: Apache-2.0
#include "benchmarks/dispatchpanel.h"
#include "benchmarks/dispatchprofiledialog.h"
#include "common/projectcontext.h"
#include "findchild.h"
#include "remote/connectionprofilerepository.h"
#include "remote/dispatchrunrepository.h"
#include "remote/launchplan.h"
#include "scriptedprompts.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCategoryAxis>
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
#include <QTimer>
#include <QUndoStack>
#include <algorithm>
#include <functional>

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
        const qint64 candidate = core::CandidateRepository(*project).add(
            core::Candidate{.supplier = QStringLiteral("Acme"), .offerName = QStringLiteral("RoCE pod")});
        ScriptedPrompts prompts;
        app::ProjectContext context;
        context.setProject(project.get());
        app::DispatchPanel panel(prompts, context);
        panel.setCandidate(candidate);
        QVERIFY(child<QLabel>(&panel, "candidateHint")->isHidden());
        auto* preview = child<QPlainTextEdit>(&panel, "preview");
        auto* run = child<QPushButton>(&panel, "run");
        auto* progress = child<QProgressBar>(&panel, "progress");
        QAbstractItemModel* live = child<QTableView>(&panel, "results")->model();
        QAbstractItemModelTester tester(live);
        panel.show();

        child<QLineEdit>(&panel, "arguments")->setText(QStringLiteral("-b 8 -e 64K -f 4 -n 30"));
        const QString agent = core::LaunchPlan::defaultLocalAgent();
        QVERIFY2(QFileInfo(agent).isExecutable(), qPrintable(agent));
        // Exactly what runs: the bench describes its host in its own launch.
        QCOMPARE(preview->toPlainText(), agent + QStringLiteral(" bench -b 8 -e 64K -f 4 -n 30 --facts"));

        QSignalSpy stored(&panel, &app::DispatchPanel::runStored);
        QSignalSpy progressed(progress, &QProgressBar::valueChanged);
        QTest::mouseClick(run, Qt::LeftButton);
        // Asked first (issue 43), with the exact command; the script answers yes.
        QCOMPARE(prompts.runQuestions.size(), 1);
        QVERIFY(prompts.runQuestions[0].contains(preview->toPlainText()));
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
        // Sizes, not size x variant rows; sizes in B and KiB on the axis and in the table.
        QVERIFY2(child<QLabel>(&panel, "status")->text().startsWith(QStringLiteral("Finished: 7 message size")),
                 qPrintable(child<QLabel>(&panel, "status")->text()));
        auto* sizes = qobject_cast<QCategoryAxis*>(
            child<QChartView>(&panel, "chart")->chart()->axes(Qt::Horizontal).constFirst());
        QVERIFY(sizes);
        QVERIFY(!sizes->categoriesLabels().isEmpty());
        for (const QString& label : sizes->categoriesLabels())
            QVERIFY2(label.endsWith(QLatin1String(" B")) || label.endsWith(QLatin1String(" KiB")), qPrintable(label));
        QCOMPARE(live->index(0, 0).data().toString(), QStringLiteral("8 B"));
        QCOMPARE(live->index(live->rowCount() - 1, 0).data().toString(), QStringLiteral("32 KiB"));
        QVERIFY(run->isEnabled());
        QCOMPARE(stored.count(), 1);

        const QList<core::StoredDispatch> runs = core::DispatchRunRepository(*project).all();
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs[0].result.status, core::DispatchResult::Status::Complete);
        QCOMPARE(runs[0].candidateId, std::optional(candidate)); // the run counts for the chosen offer
        QCOMPARE(runs[0].result.launcher, QStringLiteral("local"));
        QCOMPARE(runs[0].result.command, preview->toPlainText());
        QCOMPARE(runs[0].result.stream.count("\"size_result\""), 14);
        QVERIFY(runs[0].benchmarkRunId);
        const core::BenchmarkRun measured = core::BenchmarkRunRepository(*project).load(*runs[0].benchmarkRunId);
        QCOMPARE(measured.results.size(), 14);
        QCOMPARE(measured.candidateId, std::optional(candidate));
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
        app::ProjectContext context;
        context.setProject(project.get());
        app::DispatchPanel panel(prompts, context);
        child<QLineEdit>(&panel, "arguments")->setText(QStringLiteral("-b 8 -e 64K -f 4 -n 30"));
        QSignalSpy stored(&panel, &app::DispatchPanel::runStored);
        QTest::mouseClick(child<QPushButton>(&panel, "run"), Qt::LeftButton);
        QVERIFY(panel.isRunning());

        context.setProject(next.get()); // what the window does when another project is opened
        project.reset();
        QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), 60000);
        QCOMPARE(stored.count(), 0);
        const QString status = child<QLabel>(&panel, "status")->text();
        QVERIFY2(status.contains(QLatin1String("project was closed")), qPrintable(status));
        QVERIFY(core::DispatchRunRepository(*next).all().isEmpty());
        QVERIFY(core::DispatchRunRepository(*core::ProjectFile::open(path)).all().isEmpty());
    }

    // A project whose last dispatch never ended (the app was killed while it ran) says so when it opens.
    void unfinishedDispatchIsReportedOnOpen()
    {
        QTemporaryDir dir;
        auto project = core::ProjectFile::create(dir.filePath(QStringLiteral("p.fabwb")));
        core::DispatchResult started;
        started.launcher = QStringLiteral("local");
        started.startedAt = QDateTime::currentDateTimeUtc();
        core::DispatchRunRepository dispatches(*project);
        const qint64 id = dispatches.begin(started, std::nullopt, std::nullopt);
        dispatches.appendStream(id, "{\"v\":1,\"type\":\"size_result\",\"bytes\":8,\"in_place\":false}\n"
                                    "{\"v\":1,\"type\":\"size_result\",\"bytes\":8,\"in_place\":true}\n");
        ScriptedPrompts prompts;
        app::ProjectContext context;
        context.setProject(project.get());
        app::DispatchPanel panel(prompts, context);
        const QString status = child<QLabel>(&panel, "status")->text();
        QVERIFY2(status.contains(QStringLiteral("Dispatch %1").arg(id)) &&
                     status.contains(QLatin1String("did not end")) && status.contains(QLatin1String("The 2 size")),
                 qPrintable(status));
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
        // Stored through the repository, as an older or hand-edited project could hold it.
        core::ConnectionProfileRepository(*project).save(broken);
        app::ProjectContext context;
        context.setProject(project.get());
        app::DispatchPanel panel(prompts, context);
        child<QComboBox>(&panel, "connection")->setCurrentIndex(1);
        QTest::mouseClick(child<QPushButton>(&panel, "run"), Qt::LeftButton);
        QVERIFY(!panel.isRunning());
        QCOMPARE(prompts.errors.size(), 1);
        QVERIFY2(prompts.errors[0].contains(QLatin1String("hostfile")), qPrintable(prompts.errors[0]));
    }

    // Connections belong to a candidate: made in the dialog for the chosen one, listed only under it, copied to
    // another, and every change undone and redone, a deleted connection coming back under its own id.
    void connectionsBelongToCandidatesAndEveryEditUndoes()
    {
        QTemporaryDir dir;
        auto project = core::ProjectFile::create(dir.filePath(QStringLiteral("p.fabwb")));
        core::CandidateRepository candidates(*project);
        const qint64 acme = candidates.add(core::Candidate{.supplier = QStringLiteral("Acme")});
        const qint64 blue = candidates.add(core::Candidate{.supplier = QStringLiteral("Blue")});
        ScriptedPrompts prompts;
        app::ProjectContext context;
        context.setProject(project.get());
        app::DispatchPanel panel(prompts, context);
        panel.setCandidate(acme);
        panel.show();
        auto* connections = child<QComboBox>(&panel, "connection");
        QCOMPARE(connections->count(), 1); // this computer only

        // The dialog opens for the chosen candidate; it is filled in and accepted as a user would.
        fillNextDialog([](app::DispatchProfileDialog* dialog) {
            QCOMPARE(child<QComboBox>(dialog, "candidate")->currentText(), QStringLiteral("Acme"));
            child<QLineEdit>(dialog, "name")->setText(QStringLiteral("acme-local"));
            auto* launcher = child<QComboBox>(dialog, "launcher");
            launcher->setCurrentIndex(launcher->findData(int(core::Launcher::Local)));
        });
        QTest::mouseClick(child<QPushButton>(&panel, "newConnection"), Qt::LeftButton);
        QList<core::ConnectionProfile> stored = core::ConnectionProfileRepository(*project).all();
        QCOMPARE(stored.size(), 1);
        QCOMPARE(stored[0].candidateId, std::optional(acme));
        QCOMPARE(stored[0].name, QStringLiteral("acme-local"));
        QCOMPARE(connections->count(), 2);
        QCOMPARE(connections->currentData().toLongLong(), stored[0].id);
        const qint64 id = stored[0].id;

        // Copied to Blue: listed there, not under Acme twice.
        fillNextDialog([](app::DispatchProfileDialog* dialog) {
            QCOMPARE(child<QComboBox>(dialog, "candidate")->currentText(), QStringLiteral("Blue"));
        });
        QTest::mouseClick(child<QPushButton>(&panel, "copyConnection"), Qt::LeftButton);
        stored = core::ConnectionProfileRepository(*project).all();
        QCOMPARE(stored.size(), 2);
        QCOMPARE(connections->count(), 2);
        panel.setCandidate(blue);
        QCOMPARE(connections->count(), 2);
        QCOMPARE(connections->itemData(1).toLongLong() == id, false);
        panel.setCandidate(acme);

        // Deleted, then undone: back under the same id, which runs and the command line refer to.
        connections->setCurrentIndex(connections->findData(id));
        QTest::mouseClick(child<QPushButton>(&panel, "deleteConnection"), Qt::LeftButton);
        QCOMPARE(core::ConnectionProfileRepository(*project).all().size(), 1);
        QCOMPARE(connections->count(), 1);
        context.undoStack()->undo();
        stored = core::ConnectionProfileRepository(*project).all();
        QCOMPARE(stored.size(), 2);
        QVERIFY(std::any_of(stored.cbegin(), stored.cend(), [id](const core::ConnectionProfile& p) {
            return p.id == id && p.name == QLatin1String("acme-local");
        }));
        QCOMPARE(connections->count(), 2);
        // Undo the copy and the add: nothing is left; redo both: both are back.
        context.undoStack()->undo();
        context.undoStack()->undo();
        QVERIFY(core::ConnectionProfileRepository(*project).all().isEmpty());
        context.undoStack()->redo();
        context.undoStack()->redo();
        QCOMPARE(core::ConnectionProfileRepository(*project).all().size(), 2);
        QVERIFY2(prompts.errors.isEmpty(), qPrintable(prompts.errors.join(u'\n')));
    }

private:
    // Runs `fill` on the connection dialog that the next click opens, then accepts it. The dialog is modal: the
    // posted call runs from inside its event loop, once it is shown.
    static void fillNextDialog(std::function<void(app::DispatchProfileDialog*)> fill)
    {
        QTimer::singleShot(0, [fill] {
            auto* dialog = qobject_cast<app::DispatchProfileDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            fill(dialog);
            dialog->accept();
        });
    }
};

QTEST_MAIN(TestDispatchPanel)
#include "testdispatchpanel.moc"
