// SPDX-License-Identifier: Apache-2.0
#include "benchmarks/benchmarkruntablemodel.h"
#include "benchmarks/benchmarkspage.h"
#include "benchmarks/dispatchpanel.h"
#include "charts/chartdata.h"
#include "compare/comparepage.h"
#include "costdecision/costpage.h"
#include "costdecision/decisionpage.h"
#include "findchild.h"
#include "mainwindow.h"
#include "remote/connectionprofilerepository.h"
#include "remote/dispatchrunrepository.h"
#include "report/reportbuilder.h"
#include "storage/bomrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"
#include "windowfixture.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QTest>

using namespace fw;
using app::MainWindow;

// Issue 43: Run the Agent (F5) asks before it measures, showing the candidate, connection, launcher and command, and
// remembers "Don't ask again" per connection; a run through a local connection is marked "this computer" in the
// run list, on Compare, on the Decision and Cost pages and in the report, and the recommendation says that it does
// not rest on it. The runs are real: the agent installed beside the test, one rank on this computer.
class TestThisComputerRuns : public QObject, private WindowFixture
{
    Q_OBJECT

private:
    QAction* runAction() const
    {
        for (QAction* action : m_window->findChildren<QAction*>()) {
            if (action->shortcut() == QKeySequence(Qt::Key_F5))
                return action;
        }
        return nullptr;
    }

    app::DispatchPanel* panel() const { return m_window->benchmarksPage()->findChild<app::DispatchPanel*>(); }

    // A project with one candidate, chosen on the Benchmarks page, and short agent arguments.
    qint64 openProjectWithCandidate()
    {
        [&] { QVERIFY(m_window->newProject(path("p.fabwb"))); }();
        const qint64 acme =
            core::CandidateRepository(*m_window->project())
                .add(core::Candidate{.supplier = QStringLiteral("Acme"), .offerName = QStringLiteral("IB pod")});
        m_window->showPage(MainWindow::Page::Benchmarks);
        auto* candidate = child<QComboBox>(m_window->benchmarksPage(), "candidate");
        candidate->setCurrentIndex(candidate->findData(acme));
        child<QLineEdit>(m_window->benchmarksPage(), "arguments")->setText(QStringLiteral("-b 8 -e 64 -f 8 -n 5"));
        return acme;
    }

    // F5, answered as scripted, and the run it starts followed to its end.
    void pressRunAndWait(int storedBefore)
    {
        QSignalSpy stored(panel(), &app::DispatchPanel::runStored);
        runAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(stored.count() == 1, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!panel()->isRunning(), 60000);
        QCOMPARE(core::DispatchRunRepository(*m_window->project()).all().size(), storedBefore + 1);
    }

private slots:
    void init() { openWindow(false); }
    void cleanup() { closeWindow(); }

    void runTheAgentAsksBeforeItMeasures()
    {
        openProjectWithCandidate();
        QVERIFY(runAction());

        // Declined: nothing runs, nothing is stored.
        m_prompts.runAnswer = false;
        runAction()->trigger();
        QCOMPARE(m_prompts.runQuestions.size(), 1);
        const QString question = m_prompts.runQuestions.constFirst();
        for (const QString& said : {QStringLiteral("Candidate: Acme: IB pod"),
                                    QStringLiteral("This computer (local, 1 rank), not a stored connection"),
                                    QStringLiteral("Launcher: This computer"), QStringLiteral("bench -b 8 -e 64"),
                                    QStringLiteral("measures this computer, not a candidate's fabric")})
            QVERIFY2(question.contains(said), qPrintable(question + QStringLiteral("\nlacks: ") + said));
        // The built-in entry is no stored connection, so there is nothing to remember "don't ask again" in.
        QCOMPARE(m_prompts.runOfferedDontAsk.constFirst(), false);
        QVERIFY(!panel()->isRunning());
        QVERIFY(core::DispatchRunRepository(*m_window->project()).all().isEmpty());

        // Accepted: the run starts, and the next F5 asks again.
        m_prompts.runAnswer = true;
        pressRunAndWait(0);
        QCOMPARE(m_prompts.runQuestions.size(), 2);
        pressRunAndWait(1);
        QCOMPARE(m_prompts.runQuestions.size(), 3);
    }

    void dontAskAgainIsRememberedPerConnection()
    {
        const qint64 acme = openProjectWithCandidate();
        core::ConnectionProfile here;
        here.name = QStringLiteral("here");
        here.candidateId = acme;
        core::ConnectionProfileRepository connections(*m_window->project());
        here.id = connections.save(here);
        core::ConnectionProfile other = here;
        other.id = 0;
        other.name = QStringLiteral("other");
        other.id = connections.save(other);
        // The page lists connections when its candidate changes: choose none, then Acme again.
        auto* candidate = child<QComboBox>(m_window->benchmarksPage(), "candidate");
        const int acmeIndex = candidate->currentIndex();
        candidate->setCurrentIndex(acmeIndex == 0 ? 1 : 0);
        candidate->setCurrentIndex(acmeIndex);
        auto* connection = child<QComboBox>(panel(), "connection");
        connection->setCurrentIndex(connection->findData(here.id));
        QCOMPARE(connection->currentData().toLongLong(), here.id);

        m_prompts.dontAskAgainAnswer = true;
        pressRunAndWait(0);
        QCOMPARE(m_prompts.runQuestions.size(), 1);
        QCOMPARE(m_prompts.runOfferedDontAsk.constFirst(), true);
        QVERIFY(m_prompts.runQuestions.constFirst().contains(QLatin1String("Connection: here")));
        QCOMPARE(connections.ofCandidate(acme).value(0).askBeforeRun, false);

        // Not asked again through "here"...
        m_prompts.dontAskAgainAnswer = false;
        pressRunAndWait(1);
        QCOMPARE(m_prompts.runQuestions.size(), 1);
        // ...but through another connection it still is.
        connection->setCurrentIndex(connection->findData(other.id));
        pressRunAndWait(2);
        QCOMPARE(m_prompts.runQuestions.size(), 2);
    }

    // A local connection stated to be a node of the candidate's cluster: its run counts, and the agent's host name is
    // checked against the hosts the candidate's BOM names, here a host that is not this computer.
    void aStatedClusterNodeCountsAndIsChecked()
    {
        const qint64 acme = openProjectWithCandidate();
        core::BomRepository(*m_window->project())
            .replaceMeasured(
                acme, {core::StoredFacts{.host = QStringLiteral("gpu-node-17"),
                                         .source = QStringLiteral("facts.jsonl"),
                                         .importedAt = QStringLiteral("2026-12-01T00:00:00Z"),
                                         .facts = {{QStringLiteral("hostname"), QStringLiteral("gpu-node-17")}}}});
        core::ConnectionProfile node;
        node.name = QStringLiteral("node");
        node.candidateId = acme;
        node.clusterNode = true;
        node.askBeforeRun = false;
        node.id = core::ConnectionProfileRepository(*m_window->project()).save(node);
        auto* candidate = child<QComboBox>(m_window->benchmarksPage(), "candidate");
        const int acmeIndex = candidate->currentIndex();
        candidate->setCurrentIndex(acmeIndex == 0 ? 1 : 0);
        candidate->setCurrentIndex(acmeIndex);
        auto* connection = child<QComboBox>(panel(), "connection");
        connection->setCurrentIndex(connection->findData(node.id));

        pressRunAndWait(0);
        QVERIFY(m_prompts.runQuestions.isEmpty()); // "Ask before each run" is off for this connection
        const QString status = child<QLabel>(panel(), "status")->text();
        QVERIFY2(status.contains(QLatin1String("not among the candidate's hosts (gpu-node-17)")), qPrintable(status));
        const core::StoredDispatch stored = core::DispatchRunRepository(*m_window->project()).all().constFirst();
        QCOMPARE(stored.result.where(), core::MeasuredOn::Cluster);
        app::BenchmarkRunTableModel* model = m_window->benchmarksPage()->model();
        QCOMPARE(
            model->index(model->rowOf(*stored.benchmarkRunId), app::BenchmarkRunTableModel::Source).data().toString(),
            QStringLiteral("Own measurement"));
        m_window->showPage(MainWindow::Page::Decision);
        QVERIFY(child<QLabel>(m_window->findChild<app::DecisionPage*>(), "thisComputerNotice")->isHidden());
    }

    void aLocalRunIsMarkedThisComputerEverywhere()
    {
        const qint64 acme = openProjectWithCandidate();
        pressRunAndWait(0);
        const std::optional<qint64> runId =
            core::DispatchRunRepository(*m_window->project()).all().constFirst().benchmarkRunId;
        QVERIFY(runId);

        // The run list.
        app::BenchmarkRunTableModel* model = m_window->benchmarksPage()->model();
        const int row = model->rowOf(*runId);
        QVERIFY(row >= 0);
        QCOMPARE(model->index(row, app::BenchmarkRunTableModel::Source).data().toString(),
                 QStringLiteral("Own measurement, this computer"));
        QVERIFY(model->index(row, 0).data(Qt::ToolTipRole).toString().contains(QLatin1String("this computer")));

        // Compare: the run's label on every chart, and the list of runs.
        const QList<app::CompareRun> runs = app::listCompareRuns(*m_window->project());
        QCOMPARE(runs.size(), 1);
        QVERIFY2(runs[0].label.endsWith(QLatin1String("(this computer)")), qPrintable(runs[0].label));
        m_window->showPage(MainWindow::Page::Compare);
        auto* compare = m_window->findChild<app::ComparePage*>();
        QVERIFY(compare);
        auto* list = child<QListWidget>(compare, "runs");
        QTRY_VERIFY_WITH_TIMEOUT(list->count() == 1, 60000);
        QVERIFY2(list->item(0)->text().contains(QLatin1String("[this computer")), qPrintable(list->item(0)->text()));

        // Decision: the top of the page says what the recommendation leaves out; the scores compare nothing from it.
        m_window->showPage(MainWindow::Page::Decision);
        auto* decision = m_window->findChild<app::DecisionPage*>();
        QVERIFY(decision);
        auto* notice = child<QLabel>(decision, "thisComputerNotice");
        QVERIFY(notice->isVisible());
        QVERIFY2(notice->text().contains(QStringLiteral("run %1 (Acme)").arg(*runId)) &&
                     notice->text().contains(QLatin1String("the recommendation does not rest on")),
                 qPrintable(notice->text()));
        QVERIFY2(
            child<QLabel>(decision, "comparisonLabel")->text().contains(QLatin1String("measured on this computer")),
            qPrintable(child<QLabel>(decision, "comparisonLabel")->text()));
        for (const core::RunEvidence& run : decision->snapshot().comparison.runs)
            QVERIFY(!run.comparable);

        // Cost: the acceptance rate leaves it out, and says so.
        m_window->showPage(MainWindow::Page::Cost);
        auto* cost = m_window->findChild<app::CostPage*>();
        QVERIFY(cost);
        auto* costNotice = child<QLabel>(cost, "thisComputerNotice");
        QVERIFY(costNotice->isVisible());
        QVERIFY(costNotice->text().contains(QStringLiteral("run %1 (Acme)").arg(*runId)));

        // The report: with the recommendation, and in the run's row.
        const QString html =
            app::ReportBuilder::toHtml(app::ReportBuilder::build(*m_window->project(), QStringLiteral("en")), false);
        QVERIFY(html.contains(QLatin1String("the recommendation does not rest on")));
        QVERIFY(html.contains(QLatin1String("Own measurement, measured on this computer")));
        Q_UNUSED(acme);
    }
};

QTEST_MAIN(TestThisComputerRuns)
#include "testthiscomputerruns.moc"
