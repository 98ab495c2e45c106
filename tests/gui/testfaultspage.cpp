// SPDX-License-Identifier: Apache-2.0
#include "common/projectcontext.h"
#include "faults/faultresultsview.h"
#include "faults/faultspage.h"
#include "findchild.h"
#include "keyfileprofile.h"
#include "remote/connectionprofilerepository.h"
#include "remote/planrunrepository.h"
#include "scriptedprompts.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"
#include "storage/workloadrepository.h"

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

// The page's widgets that the tests use, found by their object names.
struct Widgets
{
    explicit Widgets(const app::FaultsPage& page)
        : editor(child<QPlainTextEdit>(&page, "planEditor")), problems(child<QLabel>(&page, "planProblems")),
          steps(child<QTreeWidget>(&page, "steps")), run(child<QPushButton>(&page, "run")),
          cancel(child<QPushButton>(&page, "cancel")), save(child<QPushButton>(&page, "savePlan")),
          open(child<QPushButton>(&page, "openPlan")), connection(child<QComboBox>(&page, "connection")),
          storedRuns(child<QComboBox>(&page, "storedRuns")), results(child<app::FaultResultsView>(&page, "results"))
    {}
    QPlainTextEdit* editor;
    QLabel* problems;
    QTreeWidget* steps;
    QPushButton* run;
    QPushButton* cancel;
    QPushButton* save;
    QPushButton* open;
    QComboBox* connection;
    QComboBox* storedRuns;
    app::FaultResultsView* results;
};

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
     "--state-dir", "%2"], "ttl_s": 300, "lease_s": 60, "bench": ["-b", "8", "-e", "64", "-f", "8", "-n", "10"],
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
        app::ProjectContext context;
        context.setProject(project.get());
        app::FaultsPage page(prompts, context);
        const Widgets w(page);
        page.show();
        w.editor->setPlainText(smallPlan(QStringLiteral("a")));
        QVERIFY(w.problems->text().isEmpty());
        QCOMPARE(w.steps->topLevelItemCount(), 3);
        QVERIFY(w.run->isEnabled());

        // Starting is a choice (issue 43): Run asks first, naming the plan, the candidate and where it runs.
        prompts.runAnswer = false;
        QTest::mouseClick(w.run, Qt::LeftButton);
        QVERIFY(!page.isRunning());
        QCOMPARE(prompts.runQuestions.size(), 1);
        for (const QString& said : {QStringLiteral("Run the plan now?"), QStringLiteral("Plan: page plan, "),
                                    QStringLiteral("Candidate: Acme"), QStringLiteral("This computer (local, 1 rank)"),
                                    QStringLiteral("measures this computer")})
            QVERIFY2(prompts.runQuestions.constFirst().contains(said), qPrintable(prompts.runQuestions.constFirst()));
        QVERIFY(core::PlanRunRepository(*project).all().isEmpty());

        prompts.runAnswer = true;
        QSignalSpy finished(&page, &app::FaultsPage::planFinished);
        QTest::mouseClick(w.run, Qt::LeftButton);
        QVERIFY(page.isRunning());
        QVERIFY(w.cancel->isEnabled());
        QVERIFY(w.editor->isReadOnly());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), 120000);
        QVERIFY2(prompts.errors.isEmpty(), qPrintable(prompts.errors.join(u'\n')));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).value<core::PlanRunResult>().status, core::DispatchResult::Status::Complete);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(w.steps->topLevelItem(i)->text(3), QStringLiteral("complete"));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("burst-a"))));

        const QList<core::StoredPlanRun> runs = core::PlanRunRepository(*project).all();
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs[0].status, core::StoredPlanRun::Status::Complete);
        QCOMPARE(runs[0].candidateId, core::CandidateRepository(*project).all().value(0).id);
        QCOMPARE(w.storedRuns->currentData().toLongLong(), runs[0].id);
        QVERIFY(w.results->stepItem(0));
        QVERIFY(w.results->stepItem(1));
        QVERIFY(w.results->stepItem(2));
        // Every step ran on this computer, and the results say so (issue 43).
        QVERIFY2(child<QLabel>(w.results, "summary")->text().contains(QStringLiteral("on this computer (3)")),
                 qPrintable(child<QLabel>(w.results, "summary")->text()));
        // The project remembers the plan that ran.
        QCOMPARE(project->meta(QStringLiteral("acceptance_plan")), w.editor->toPlainText());
    }

    void badPlanNamesStepAndFieldAndCannotRun()
    {
        auto project = newProject(QStringLiteral("bad.fabwb"));
        ScriptedPrompts prompts;
        app::ProjectContext context;
        context.setProject(project.get());
        app::FaultsPage page(prompts, context);
        const Widgets w(page);
        w.editor->setPlainText(QStringLiteral(
            R"({"format": "fabric-workbench-plan", "version": 1, "steps": [{"kind": "baseline", "repeats": -1}]})"));
        QVERIFY2(w.problems->text().contains(QLatin1String("Step 1, field \"repeats\"")),
                 qPrintable(w.problems->text()));
        QVERIFY(!w.run->isEnabled());
        QCOMPARE(w.steps->topLevelItemCount(), 0);
    }

    void planSavesAndOpens()
    {
        auto project = newProject(QStringLiteral("files.fabwb"));
        ScriptedPrompts prompts;
        app::ProjectContext context;
        context.setProject(project.get());
        app::FaultsPage page(prompts, context);
        const Widgets w(page);
        const QString text = smallPlan(QStringLiteral("b"));
        w.editor->setPlainText(text);
        prompts.exportPathAnswer = m_dir.filePath(QStringLiteral("saved.json"));
        w.save->click();
        QVERIFY(QFile::exists(prompts.exportPathAnswer));
        w.editor->clear();
        prompts.filesAnswer = {prompts.exportPathAnswer};
        w.open->click();
        QCOMPARE(w.editor->toPlainText(), text);
    }

    // Issue 36: the plan made from the workload described on the Triage step, by the button; without a workload the
    // page says where to describe it and leaves the editor as it was.
    void planFromTheWorkload()
    {
        auto project = newProject(QStringLiteral("workload.fabwb"));
        ScriptedPrompts prompts;
        app::ProjectContext context;
        context.setProject(project.get());
        app::FaultsPage page(prompts, context);
        const Widgets w(page);
        auto* fromWorkload = child<QPushButton>(&page, "workloadPlan");
        w.editor->setPlainText(smallPlan(QStringLiteral("w")));
        fromWorkload->click();
        QCOMPARE(prompts.errors.size(), 1);
        QVERIFY2(prompts.errors.constFirst().contains(QLatin1String("Triage")), qPrintable(prompts.errors.join(u'\n')));
        QCOMPARE(w.editor->toPlainText(), smallPlan(QStringLiteral("w")));

        core::WorkloadRepository(*project).save(core::WorkloadDescription());
        prompts.confirmAnswer = false;
        fromWorkload->click();
        QCOMPARE(prompts.questions.size(), 1);
        QCOMPARE(w.editor->toPlainText(), smallPlan(QStringLiteral("w")));
        prompts.confirmAnswer = true;
        fromWorkload->click();
        QString error;
        const std::optional<core::AcceptancePlan> plan =
            core::AcceptancePlan::fromJson(w.editor->toPlainText().toUtf8(), &error);
        QVERIFY2(plan, qPrintable(error));
        QVERIFY(!plan->pattern.isEmpty());
        QVERIFY2(w.problems->text().isEmpty(), qPrintable(w.problems->text()));
        QVERIFY(w.editor->toPlainText().contains(QLatin1String("{pattern}")));
        QCOMPARE(w.steps->topLevelItemCount(), plan->steps.size());
    }

    // A key file's passphrase is asked for every run: a wrong one is not used again, and none is kept after a run.
    void passphraseIsAskedForEveryRun()
    {
        auto project = newProject(QStringLiteral("passphrase.fabwb"));
        core::ConnectionProfile profile =
            unreachableProfile(encryptedKeyFile(m_dir.filePath(QStringLiteral("key")), QStringLiteral("secret")));
        QVERIFY(!profile.keyFile.isEmpty());
        profile.candidateId = core::CandidateRepository(*project).all().value(0).id;
        core::ConnectionProfileRepository(*project).save(profile);
        ScriptedPrompts prompts;
        prompts.passphraseAnswer = QStringLiteral("typed wrongly");
        app::ProjectContext context;
        context.setProject(project.get());
        app::FaultsPage page(prompts, context);
        const Widgets w(page);
        w.editor->setPlainText(smallPlan(QStringLiteral("p")));
        QCOMPARE(w.connection->currentText(), QStringLiteral("unreachable (%1)").arg(profile.destination()));

        QSignalSpy finished(&page, &app::FaultsPage::planFinished);
        for (int run = 1; run <= 2; ++run) {
            QTest::mouseClick(w.run, Qt::LeftButton);
            QVERIFY(page.isRunning());
            QCOMPARE(prompts.questions, QStringList(run, profile.keyFile));
            QTRY_COMPARE_WITH_TIMEOUT(finished.count(), run, 60000);
            QCOMPARE(finished.last().at(0).value<core::PlanRunResult>().status, core::DispatchResult::Status::Failed);
        }
        QVERIFY2(prompts.errors.isEmpty(), qPrintable(prompts.errors.join(u'\n')));
    }

    // A plan belongs to the project it started in: closing that project cancels it (reverting a held fault) and
    // nothing is written into the closed file or the next project.
    void closingTheProjectCancelsAndStoresNothing()
    {
        auto project = newProject(QStringLiteral("closed.fabwb"));
        const QString path = project->path();
        auto next = newProject(QStringLiteral("next.fabwb"));
        ScriptedPrompts prompts;
        app::ProjectContext context;
        context.setProject(project.get());
        app::FaultsPage page(prompts, context);
        const Widgets w(page);
        w.editor->setPlainText(QStringLiteral(
            R"({"format": "fabric-workbench-plan", "version": 1, "steps": [{"kind": "baseline", "repeats": 50,
            "bench": ["-b", "8", "-e", "8M", "-f", "2", "-n", "200"]}]})"));
        QTest::mouseClick(w.run, Qt::LeftButton);
        QVERIFY(page.isRunning());
        QTest::qWait(300);
        context.setProject(next.get());
        project.reset();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), 60000);
        QVERIFY(core::PlanRunRepository(*next).all().isEmpty());
        QVERIFY(core::PlanRunRepository(*core::ProjectFile::open(path)).all().isEmpty());
    }
};

QTEST_MAIN(TestFaultsPage)
#include "testfaultspage.moc"
