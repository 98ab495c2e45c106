// SPDX-License-Identifier: Apache-2.0
#include "benchmarks/benchmarkspage.h"
#include "common/agentjobcontroller.h"
#include "faults/faultspage.h"
#include "findchild.h"
#include "remote/dispatchrunrepository.h"
#include "remote/planrunrepository.h"
#include "storage/projectfile.h"
#include "windowfixture.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>

using namespace fw;
using app::MainWindow;

// Closing the window while an agent job runs, with the agent built in this tree: the window asks first; on "no" it
// stays open and the job goes on; on "yes" the job is cancelled (a plan reverts its held fault) and the window
// closes once the job has ended, without blocking the GUI while it stops.
class TestMainWindowClose : public QObject, private WindowFixture
{
    Q_OBJECT

private slots:
    void init() { openWindow(); }
    void cleanup() { closeWindow(); }

    void closingWithoutAJobDoesNotAsk()
    {
        QVERIFY(m_window->newProject(path("idle.fabwb")));
        QVERIFY(m_window->close());
        QVERIFY(m_prompts.stopQuestions.isEmpty());
    }

    void closingWhileAFaultIsHeldRevertsItFirst()
    {
        QVERIFY(m_window->newProject(path("held.fabwb")));
        m_window->showPage(MainWindow::Page::FaultsReplay);
        app::FaultsPage* page = m_window->faultsPage();
        const QString burst = path("burst");
        const QString state = path("state");
        QVERIFY(QDir().mkpath(state));
        // The benchmark before the fault and the one during it take seconds each on one rank.
        child<QPlainTextEdit>(page, "planEditor")
            ->setPlainText(QStringLiteral(R"({"format": "fabric-workbench-plan", "version": 1, "name": "held",
  "steps": [
    {"kind": "fault", "label": "burst", "args": ["--kind", "storage-burst", "--path", "%1", "--bytes", "1M",
     "--state-dir", "%2"], "ttl_s": 300, "lease_s": 10, "bench": ["-b", "64M", "-e", "64M", "-n", "1000"],
     "recovery_tolerance": 10, "recovery_max_s": 20}
  ]})")
                               .arg(burst, state));
        QVERIFY2(child<QLabel>(page, "planProblems")->text().isEmpty(),
                 qPrintable(child<QLabel>(page, "planProblems")->text()));
        auto* jobs = page->findChild<app::AgentJobController*>();
        QVERIFY(jobs);
        QTest::mouseClick(child<QPushButton>(page, "run"), Qt::LeftButton);
        QVERIFY(page->isRunning());
        // The fault is in place once its file is written; the benchmark during it has started.
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(burst) && jobs->holdsFault(), 60000);

        m_prompts.stopAnswer = false;
        QVERIFY(!m_window->close());
        QCOMPARE(m_prompts.stopQuestions, QStringList{QStringLiteral("fault held")});
        QVERIFY(m_window->isVisible());
        QVERIFY(page->isRunning());

        m_prompts.stopAnswer = true;
        QVERIFY(!m_window->close());
        QCOMPARE(m_prompts.stopQuestions.size(), 2);
        // close() came back with the plan still stopping: nothing waited for it.
        QVERIFY(page->isRunning());
        QVERIFY(m_window->isVisible());
        // Asked once: closing again while it stops changes nothing.
        QVERIFY(!m_window->close());
        QCOMPARE(m_prompts.stopQuestions.size(), 2);

        QTRY_VERIFY_WITH_TIMEOUT(!m_window->isVisible(), 60000);
        QVERIFY(!page->isRunning());
        QVERIFY(!QFile::exists(burst));
        QCOMPARE(m_prompts.stopQuestions.size(), 2);
        const QList<core::StoredPlanRun> runs = core::PlanRunRepository(*m_window->project()).all();
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs[0].status, core::StoredPlanRun::Status::Cancelled);
    }

    void closingDuringADispatchStopsIt()
    {
        QVERIFY(m_window->newProject(path("dispatch.fabwb")));
        m_window->showPage(MainWindow::Page::Benchmarks);
        app::BenchmarksPage* page = m_window->benchmarksPage();
        child<QLineEdit>(page, "arguments")->setText(QStringLiteral("-b 64M -e 64M -n 1000"));
        QTest::mouseClick(child<QPushButton>(page, "run"), Qt::LeftButton);
        auto* jobs = page->findChild<app::AgentJobController*>();
        QVERIFY(jobs);
        QVERIFY(jobs->isRunning());

        QVERIFY(!m_window->close());
        QCOMPARE(m_prompts.stopQuestions, QStringList{QStringLiteral("job running")});
        QVERIFY(jobs->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->isVisible(), 60000);
        QVERIFY(!jobs->isRunning());
        // Stopped by the user: stored as cancelled, like a run cancelled with its button.
        const QList<core::StoredDispatch> runs = core::DispatchRunRepository(*m_window->project()).all();
        QVERIFY(runs.size() <= 1);
        for (const core::StoredDispatch& run : runs)
            QCOMPARE(run.result.status, core::DispatchResult::Status::Cancelled);
    }
};

QTEST_MAIN(TestMainWindowClose)
#include "testmainwindowclose.moc"
