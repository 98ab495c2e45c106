// SPDX-License-Identifier: Apache-2.0
#include "analysis/answerassessment.h"
#include "domain/questionnairecatalog.h"
#include "evidence/procurementprogress.h"
#include "findchild.h"
#include "mainwindow.h"
#include "remote/demoruns.h"
#include "remote/planresults.h"
#include "remote/planrunrepository.h"
#include "settings.h"
#include "startpage.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/demoproject.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "windowfixture.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace fw::app;

// The start page (no project open, or File > Start Page) with its recent projects, and the demo it opens.
class TestStartPage : public QObject, private WindowFixture
{
    Q_OBJECT

private slots:
    void init() { openWindow(); }
    void cleanup() { closeWindow(); }
    void firstStartOffersANewProcurementBesideTheDemo();
    void recentProjectsOpenWithEnterMostRecentFirst();
    void missingRecentProjectIsShownAndRemovable();
    void showsTheStepsOfTheChosenProject();
    void startPageActionKeepsTheProjectOpen();
    void demoShowsTheWholeProductAsExampleData();
    void olderDemoOpenedFromTheRecentListIsRebuilt();

private:
    StartPage* startPage() const { return child<StartPage>(m_window.get(), "startPage"); }
    QListWidget* recent() const { return child<QListWidget>(startPage(), "recentProjects"); }
    QString makeProject(const char* name)
    {
        fw::core::ProjectFile::create(path(name));
        return QFileInfo(path(name)).absoluteFilePath();
    }
};

void TestStartPage::firstStartOffersANewProcurementBesideTheDemo()
{
    // Issue 42: a first start (nothing recent, no project named) opens nothing and shows the start page with New,
    // Open and the demo, rather than dropping a new user into the demo.
    m_window->openAtStart({}, false);
    QVERIFY(!m_window->project());
    QVERIFY(m_window->isStartPageShown());
    for (const char* button : {"startNew", "startOpen", "startDemo"}) {
        QVERIFY2(child<QPushButton>(startPage(), button)->isVisible(), button);
        QVERIFY2(child<QPushButton>(startPage(), button)->isEnabled(), button);
    }
    // A later start opens the most recent project that still exists; a project named on the command line wins.
    const QString recentProject = makeProject("recent.fabwb");
    const QString named = makeProject("named.fabwb");
    m_settings->addRecentProject(recentProject);
    m_window->openAtStart({}, false);
    QVERIFY(m_window->project());
    QCOMPARE(m_window->project()->path(), recentProject);
    m_window->openAtStart(named, false);
    QCOMPARE(m_window->project()->path(), named);
    // A recent project that has gone is not an error at start: the start page shows it as missing.
    m_window->closeProject();
    QVERIFY(QFile::remove(named));
    m_window->openAtStart({}, false);
    QVERIFY(!m_window->project());
    QVERIFY(m_window->isStartPageShown());
    QVERIFY(m_prompts.errors.isEmpty());
}

void TestStartPage::recentProjectsOpenWithEnterMostRecentFirst()
{
    const QString first = makeProject("first.fabwb");
    const QString second = makeProject("second.fabwb");
    m_settings->addRecentProject(first);
    m_settings->addRecentProject(second);
    startPage()->refresh();
    QVERIFY(m_window->isStartPageShown());
    QCOMPARE(recent()->count(), 2);
    QCOMPARE(recent()->item(0)->data(StartPage::kPathRole).toString(), second); // the most recent first
    QVERIFY(recent()->item(0)->text().startsWith(QStringLiteral("second.fabwb")));

    recent()->setFocus();
    recent()->setCurrentRow(1);
    QTest::keyClick(recent(), Qt::Key_Return);
    QTRY_VERIFY(m_window->project());
    QCOMPARE(m_window->project()->path(), first);
    QVERIFY(!m_window->isStartPageShown());
    QCOMPARE(m_settings->recentProjects().constFirst(), first); // opening makes it the most recent

    // The list is capped.
    for (int i = 0; i < Settings::kMaxRecentProjects + 3; ++i)
        m_settings->addRecentProject(path("p%1.fabwb").arg(i));
    QCOMPARE(m_settings->recentProjects().size(), Settings::kMaxRecentProjects);
}

void TestStartPage::missingRecentProjectIsShownAndRemovable()
{
    const QString kept = makeProject("kept.fabwb");
    const QString gone = makeProject("gone.fabwb");
    m_settings->addRecentProject(kept);
    m_settings->addRecentProject(gone);
    QVERIFY(QFile::remove(gone));
    startPage()->refresh();
    QCOMPARE(recent()->count(), 2);
    QListWidgetItem* missing = recent()->item(0);
    QVERIFY(missing->data(StartPage::kMissingRole).toBool());
    QVERIFY2(missing->text().contains(QStringLiteral("(missing)")), qPrintable(missing->text()));
    QVERIFY(!recent()->item(1)->data(StartPage::kMissingRole).toBool());

    recent()->setCurrentRow(0);
    QVERIFY(!child<QPushButton>(startPage(), "openRecent")->isEnabled());
    QVERIFY(child<QListWidget>(startPage(), "recentSteps")->item(0)->text().contains(QStringLiteral("missing")));
    // File > Open Recent says so too.
    auto* menu = child<QMenu>(m_window.get(), "recentMenu");
    emit menu->aboutToShow();
    bool menuSaysMissing = false;
    for (QAction* action : menu->actions())
        menuSaysMissing = menuSaysMissing || action->text() == QStringLiteral("%1 (missing)").arg(gone);
    QVERIFY(menuSaysMissing);

    QTest::mouseClick(child<QPushButton>(startPage(), "removeRecent"), Qt::LeftButton);
    QCOMPARE(m_settings->recentProjects(), QStringList{kept});
    QCOMPARE(recent()->count(), 1);
    QCOMPARE(recent()->item(0)->data(StartPage::kPathRole).toString(), kept);

    // A click on Open opens the chosen one.
    recent()->setCurrentRow(0);
    QTest::mouseClick(child<QPushButton>(startPage(), "openRecent"), Qt::LeftButton);
    QTRY_VERIFY(m_window->project());
    QCOMPARE(m_window->project()->path(), kept);
}

void TestStartPage::showsTheStepsOfTheChosenProject()
{
    fw::core::createDemoProject(path("worksheets.fabwb"));
    m_settings->addRecentProject(path("worksheets.fabwb"));
    startPage()->refresh();
    auto* steps = child<QListWidget>(startPage(), "recentSteps");
    QCOMPARE(steps->count(), int(fw::core::ProcurementStep::Count));
    QVERIFY2(steps->item(2)->text().startsWith(QStringLiteral("3. BOM: ")), qPrintable(steps->item(2)->text()));
    QVERIFY(steps->item(2)->text().contains(QStringLiteral("of 2 candidates complete")));
    QVERIFY2(steps->item(3)->text().startsWith(QStringLiteral("4. Questionnaires: ")),
             qPrintable(steps->item(3)->text()));
    QVERIFY(steps->item(3)->text().contains(QStringLiteral("red flag")));
    QVERIFY(!steps->item(2)->icon().isNull());
    // Each step's tooltip is its checklist: what complete means, and what is still missing where it needs work.
    QVERIFY2(steps->item(2)->toolTip().contains(QStringLiteral("Complete when every field of each candidate")),
             qPrintable(steps->item(2)->toolTip()));
    for (int i = 0; i < steps->count(); ++i) {
        const QListWidgetItem* item = steps->item(i);
        QCOMPARE(item->text().contains(QStringLiteral("\nStill missing: ")),
                 item->font().bold() && item->toolTip().contains(QStringLiteral("Still missing:")));
    }
    QVERIFY(child<QLabel>(startPage(), "recentStepsTitle")->text().contains(QStringLiteral("worksheets.fabwb")));
}

void TestStartPage::startPageActionKeepsTheProjectOpen()
{
    QVERIFY(m_window->openProject(makeProject("open.fabwb")));
    QVERIFY(!m_window->isStartPageShown());
    child<QAction>(m_window.get(), "startPageAction")->trigger();
    QVERIFY(m_window->isStartPageShown());
    QVERIFY(m_window->project());
    QCOMPARE(recent()->item(0)->data(StartPage::kPathRole).toString(), m_window->project()->path());
    m_window->showPage(MainWindow::Page::Cost);
    QVERIFY(!m_window->isStartPageShown());
    QCOMPARE(m_window->currentPage(), MainWindow::Page::Cost);
    // Every step in the navigation has its icon.
    auto* navigation = child<QListWidget>(m_window.get(), "navigation");
    for (int i = 0; i < navigation->count(); ++i)
        QVERIFY(!navigation->item(i)->icon().isNull());
}

void TestStartPage::demoShowsTheWholeProductAsExampleData()
{
    QFile::remove(MainWindow::demoProjectPath());
    QTest::mouseClick(child<QPushButton>(startPage(), "startDemo"), Qt::LeftButton);
    fw::core::ProjectFile* project = m_window->project();
    QVERIFY(project);
    QVERIFY(!m_window->isStartPageShown());
    QVERIFY(m_window->banner()->isVisible());
    QVERIFY(m_window->banner()->text().contains(QStringLiteral("example data")));
    QVERIFY(child<QLabel>(m_window.get(), "saveState")->text().startsWith(QStringLiteral("Example data")));

    const QList<fw::core::Candidate> candidates = fw::core::CandidateRepository(*project).all();
    QCOMPARE(candidates.size(), 2);
    int claims = 0;
    int own = 0;
    for (const fw::core::Candidate& candidate : candidates) {
        QVERIFY(candidate.isExample);
        QVERIFY(candidate.supplier.startsWith(QStringLiteral("Example")));
        // Answers with a red flag.
        const fw::core::QuestionnaireCompleteness answers = fw::core::completeness(
            fw::core::QuestionnaireCatalog::forFabric(candidate.fabric),
            fw::core::QuestionnaireRepository(*project).answers(candidate.id), QStringLiteral("en"));
        QVERIFY(answers.answered > 0);
        QVERIFY(answers.redFlags > 0);
    }
    // Claims from published logs, each labelled as an example with its source; own runs from the plan runs.
    for (const fw::core::BenchmarkRun& run : fw::core::BenchmarkRunRepository(*project).list()) {
        QVERIFY(run.candidateId);
        if (run.source == fw::core::RunSource::VendorClaim) {
            ++claims;
            QVERIFY2(run.label.startsWith(QStringLiteral("Example claim: published log, ")), qPrintable(run.label));
            QVERIFY(run.notes.startsWith(QStringLiteral("Example data: a real published log")));
        } else {
            ++own;
            QCOMPARE(run.label, QStringLiteral("Example own run (example data)"));
        }
    }
    QCOMPARE(claims, 4);
    QVERIFY(own >= 4);
    // Example plan results: a fault step per candidate with its slowdown and recovery, storage and replay.
    const QList<fw::core::StoredPlanRun> plans = fw::core::PlanRunRepository(*project).all();
    QCOMPARE(plans.size(), 2);
    for (const fw::core::StoredPlanRun& plan : plans)
        QVERIFY(plan.plan.name.contains(QStringLiteral("example data")));
    const QList<fw::core::FaultStepResult> faults = fw::core::PlanResults::faultSteps(*project);
    QCOMPARE(faults.size(), 2);
    for (const fw::core::FaultStepResult& fault : faults) {
        QVERIFY(fault.applied && fault.reverted);
        QVERIFY(fault.worstP99Ratio > 2);
        QVERIFY(fault.recovery);
        QCOMPARE(fault.label, QStringLiteral("Storage burst"));
    }
    QCOMPARE(fw::core::PlanResults::replaySteps(*project).size(), 2);
    QCOMPARE(fw::core::PlanResults::storageSteps(*project).size(), 2);

    // The navigation says so: own runs and claims on Benchmarks, plan runs on Faults & Replay.
    auto* navigation = child<QListWidget>(m_window.get(), "navigation");
    QVERIFY2(navigation->item(int(MainWindow::Page::Benchmarks))->text().contains(QStringLiteral("4 claim")),
             qPrintable(navigation->item(int(MainWindow::Page::Benchmarks))->text()));
    QVERIFY(navigation->item(int(MainWindow::Page::FaultsReplay))->text().contains(QStringLiteral("2 plan run")));
    QCOMPARE(project->meta(QString::fromLatin1(fw::core::demo::kStampKey)),
             fw::core::demo::stamp(QStringLiteral("en")));
}

void TestStartPage::olderDemoOpenedFromTheRecentListIsRebuilt()
{
    QVERIFY(m_window->openDemoProject());
    m_window->closeProject();
    const QString stampKey = QString::fromLatin1(fw::core::demo::kStampKey);
    fw::core::ProjectFile::open(MainWindow::demoProjectPath())->setMeta(stampKey, QStringLiteral("1/en"));
    startPage()->refresh();
    QCOMPARE(recent()->item(0)->data(StartPage::kPathRole).toString(), MainWindow::demoProjectPath());
    recent()->setCurrentRow(0);
    QTest::mouseClick(child<QPushButton>(startPage(), "openRecent"), Qt::LeftButton);
    QTRY_VERIFY(m_window->project());
    QCOMPARE(m_window->project()->meta(stampKey), fw::core::demo::stamp(QStringLiteral("en")));
}

QTEST_MAIN(TestStartPage)
#include "teststartpage.moc"
