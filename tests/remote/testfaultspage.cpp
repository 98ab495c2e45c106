#include "faults/faultresultsview.h"
#include "faults/faultspage.h"
#include "remote/planrunrepository.h"
#include "scriptedprompts.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace fw;

// The Faults & Replay page through real local plan runs of the agent built in this tree: edit, check, run, watch
// the steps, store, read the results; and a run whose project closes is not written anywhere.
class TestFaultsPage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    std::unique_ptr<core::ProjectFile> newProject(const QString& name) const
    {
        auto project = core::ProjectFile::create(m_dir.filePath(name));
        core::Candidate candidate;
        candidate.supplier = QStringLiteral("Acme");
        core::CandidateRepository(*project).add(candidate);
        return project;
    }

    QString smallPlan(const QString& tag) const
    {
        const QString state = m_dir.filePath(QStringLiteral("state-") + tag);
        QDir().mkpath(state);
        return QStringLiteral(R"({"format": "fabric-workbench-plan", "version": 1, "name": "page plan",
  "steps": [
    {"kind": "baseline", "label": "sweep", "bench": ["-b", "8", "-e", "64", "-f", "8", "-n", "5"]},
    {"kind": "fault", "label": "burst", "args": ["--kind", "storage-burst", "--path", "%1", "--bytes", "1M",
     "--state-dir", "%2"], "ttl_s": 60, "lease_s": 5, "bench": ["-b", "8", "-e", "64", "-f", "8", "-n", "10"],
     "recovery_tolerance": 10, "recovery_max_s": 20},
    {"kind": "replay", "label": "replay", "args": ["--steps", "3", "--compute-ms", "1"]}
  ]})")
            .arg(m_dir.filePath(QStringLiteral("burst-") + tag), state);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void localPlanRunsAndItsResultsAreShown()
    {
        auto project = newProject(QStringLiteral("run.fabwb"));
        ScriptedPrompts prompts;
        app::FaultsPage page(prompts, [&] { return project.get(); });
        page.projectChanged();
        page.show();
        page.planEditor()->setPlainText(smallPlan(QStringLiteral("a")));
        QVERIFY(page.planProblems()->text().isEmpty());
        QCOMPARE(page.stepList()->topLevelItemCount(), 3);
        QVERIFY(page.runButton()->isEnabled());

        QSignalSpy finished(&page, &app::FaultsPage::planFinished);
        QTest::mouseClick(page.runButton(), Qt::LeftButton);
        QVERIFY(page.isRunning());
        QVERIFY(page.cancelButton()->isEnabled());
        QVERIFY(page.planEditor()->isReadOnly());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), 120000);
        QVERIFY2(prompts.errors.isEmpty(), qPrintable(prompts.errors.join(u'\n')));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).value<core::PlanRunResult>().status, core::DispatchResult::Status::Complete);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(page.stepList()->topLevelItem(i)->text(3), QStringLiteral("complete"));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("burst-a"))));

        const QList<core::StoredPlanRun> runs = core::PlanRunRepository(*project).all();
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs[0].status, core::StoredPlanRun::Status::Complete);
        QCOMPARE(runs[0].candidateId, core::CandidateRepository(*project).all().value(0).id);
        QCOMPARE(page.storedRuns()->currentData().toLongLong(), runs[0].id);
        QVERIFY(page.resultsView()->stepItem(0));
        QVERIFY(page.resultsView()->stepItem(1));
        QVERIFY(page.resultsView()->stepItem(2));
        // The project remembers the plan that ran.
        QCOMPARE(project->meta(QStringLiteral("acceptance_plan")), page.planEditor()->toPlainText());
    }

    void badPlanNamesStepAndFieldAndCannotRun()
    {
        auto project = newProject(QStringLiteral("bad.fabwb"));
        ScriptedPrompts prompts;
        app::FaultsPage page(prompts, [&] { return project.get(); });
        page.projectChanged();
        page.planEditor()->setPlainText(QStringLiteral(
            R"({"format": "fabric-workbench-plan", "version": 1, "steps": [{"kind": "baseline", "repeats": -1}]})"));
        QVERIFY2(page.planProblems()->text().contains(QLatin1String("Step 1, field \"repeats\"")),
                 qPrintable(page.planProblems()->text()));
        QVERIFY(!page.runButton()->isEnabled());
        QCOMPARE(page.stepList()->topLevelItemCount(), 0);
    }

    void planSavesAndOpens()
    {
        auto project = newProject(QStringLiteral("files.fabwb"));
        ScriptedPrompts prompts;
        app::FaultsPage page(prompts, [&] { return project.get(); });
        page.projectChanged();
        const QString text = smallPlan(QStringLiteral("b"));
        page.planEditor()->setPlainText(text);
        prompts.exportPathAnswer = m_dir.filePath(QStringLiteral("saved.json"));
        page.saveButton()->click();
        QVERIFY(QFile::exists(prompts.exportPathAnswer));
        page.planEditor()->clear();
        prompts.filesAnswer = {prompts.exportPathAnswer};
        page.openButton()->click();
        QCOMPARE(page.planEditor()->toPlainText(), text);
    }

    // A plan belongs to the project it started in: closing that project cancels it (reverting a held fault) and
    // nothing is written into the closed file or the next project.
    void closingTheProjectCancelsAndStoresNothing()
    {
        auto project = newProject(QStringLiteral("closed.fabwb"));
        const QString path = project->path();
        auto next = newProject(QStringLiteral("next.fabwb"));
        core::ProjectFile* current = project.get();
        ScriptedPrompts prompts;
        app::FaultsPage page(prompts, [&] { return current; });
        page.projectChanged();
        page.planEditor()->setPlainText(QStringLiteral(
            R"({"format": "fabric-workbench-plan", "version": 1, "steps": [{"kind": "baseline", "repeats": 50,
            "bench": ["-b", "8", "-e", "8M", "-f", "2", "-n", "200"]}]})"));
        QTest::mouseClick(page.runButton(), Qt::LeftButton);
        QVERIFY(page.isRunning());
        QTest::qWait(300);
        current = next.get();
        page.projectChanged();
        project.reset();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), 60000);
        QVERIFY(core::PlanRunRepository(*next).all().isEmpty());
        QVERIFY(core::PlanRunRepository(*core::ProjectFile::open(path)).all().isEmpty());
    }
};

QTEST_MAIN(TestFaultsPage)
#include "testfaultspage.moc"
