// SPDX-License-Identifier: Apache-2.0
#include "benchmarks/benchmarkruntablemodel.h"
#include "benchmarks/benchmarkspage.h"
#include "benchmarks/dispatchpanel.h"
#include "benchmarks/importcontroller.h"
#include "candidates/candidatespage.h"
#include "candidates/candidatetablemodel.h"
#include "charts/charts.h"
#include "compare/comparepage.h"
#include "costdecision/costinputmodel.h"
#include "costdecision/costpage.h"
#include "costdecision/decisionmatrixmodel.h"
#include "costdecision/decisionpage.h"
#include "domain/bomcatalog.h"
#include "domain/questionnairecatalog.h"
#include "findchild.h"
#include "mainwindow.h"
#include "remote/dispatchrunrepository.h"
#include "report/reportpage.h"
#include "startpage.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/bomrepository.h"
#include "storage/costrepository.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "windowfixture.h"
#include "worksheets/bompage.h"
#include "worksheets/bomtablemodel.h"
#include "worksheets/questionnairemodel.h"
#include "worksheets/questionnairespage.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>
#include <QToolBar>
#include <QUndoStack>

using namespace fw;
using app::MainWindow;
using core::CostInputKey;
using Page = MainWindow::Page;

namespace {

// What waits on work the window does after the event loop (imports, the agent's run, the charts): long enough for a
// machine under full load, and returning as soon as the state is reached.
constexpr int kWaitMs = 120000;

// The fixtures of tests/fixtures/logs: a supplier's published log and a log of our own run.
constexpr QLatin1String kClaimLog("nccl_allreduce_gh200_2node_slingshot_v2.18.2.txt");
constexpr QLatin1String kOwnLog("nccl_allreduce_h100_2node_16rank_oci_roce.txt");

QString logFixture(QLatin1String name)
{
    return QStringLiteral(FW_LOG_DIR) + QLatin1Char('/') + name;
}

} // namespace

// Issue 42: a procurement from nothing, in the window, as a buyer walks it: New on the start page, two candidates,
// their BOM, answers, a supplier's log and an own measurement imported (and undone, and redone), a run on this
// computer, Compare, the cost inputs, the Decision's automatic scores and the report. At each step the counts beside
// the steps follow at once, without another page opened, and the window offers the next thing to do: the step's
// checklist names it, or its button is there and enabled. The run on this computer is real: the agent installed beside
// the test, one rank (as testthiscomputerruns).
class TestProcurementJourney : public QObject, private WindowFixture
{
    Q_OBJECT

private slots:
    void init() { openWindow(); }
    void cleanup() { closeWindow(); }
    void aProcurementFromNothing();

private:
    // The steps of the walk, in order.
    void startANewProcurement();
    void addTwoCandidates();
    void fillTheBom();
    void answerTheQuestionnaire();
    void importAClaimAndAnOwnMeasurement();
    void runOnThisComputer();
    void compareTheRuns();
    void enterTheCosts();
    void decideWithAutomaticScores();
    void exportTheReport();
    void startPageShowsWhereItStands();

    // The navigation's entry of a step: its text (number, title, state) and its tooltip (the checklist).
    QString stepText(Page page) const { return m_window->navigation()->item(int(page))->text(); }
    QString stepChecklist(Page page) const { return m_window->navigation()->item(int(page))->toolTip(); }
    bool stepNeedsWork(Page page) const { return m_window->navigation()->item(int(page))->font().bold(); }
    // The Benchmarks step's state "N own run(s), M claim(s)" (English "(s)" where no plural file is loaded).
    bool benchmarksSay(int own, int claims) const
    {
        return stepText(Page::Benchmarks)
            .contains(QRegularExpression(QStringLiteral("\\n%1 own run[^,]*, %2 claim").arg(own).arg(claims)));
    }
    // A window action by its shortcut: Edit > Undo and Redo, Benchmarks > Run the Agent (F5).
    QAction* windowAction(const QKeySequence& shortcut) const
    {
        for (QAction* action : m_window->findChildren<QAction*>()) {
            if (action->shortcut() == shortcut)
                return action;
        }
        qFatal("No action with the shortcut %s", qPrintable(shortcut.toString()));
        return nullptr;
    }
    void showPage(Page page)
    {
        m_window->showPage(page);
        QCOMPARE(m_window->currentPage(), page);
    }
    // Types `text` into a cell through the view's own editor and Enter, as a user does, and waits until the editor
    // has closed (delegates commit an editor closed with Enter through a queued call).
    static void typeInto(QAbstractItemView* view, const QModelIndex& index, const QString& text);
    static void choose(QComboBox* box, const QVariant& data)
    {
        const int index = box->findData(data);
        QVERIFY2(index >= 0, qPrintable(box->objectName() + QStringLiteral(": no ") + data.toString()));
        box->setCurrentIndex(index);
    }
    // "Blue Fabrics / IB pod": how the checklists name a candidate.
    static QString checklistName(const char* supplier, const char* offer)
    {
        return QStringLiteral("%1 / %2").arg(QLatin1String(supplier), QLatin1String(offer));
    }
    app::CandidateTableModel* candidateModel() const
    {
        return qobject_cast<app::CandidateTableModel*>(
            child<QTableView>(m_window->candidatesPage(), "candidateTable")->model());
    }
    int criterionRow(app::DecisionMatrixModel* model, const QString& title) const
    {
        for (int row = 0; row < model->totalsRow(); ++row) {
            if (model->criterion(row) && model->criterion(row)->title() == title)
                return row;
        }
        return -1;
    }

    const core::ProjectIdentity m_identity{QStringLiteral("Training fabric 2027"), QStringLiteral("Acme Research")};
    qint64 m_blue = 0; // InfiniBand: a supplier's claim, and a run on this computer
    qint64 m_red = 0;  // RoCE: our own measurement of its cluster
    qint64 m_claimRun = 0;
    qint64 m_ownRun = 0;
};

void TestProcurementJourney::aProcurementFromNothing()
{
    using Step = void (TestProcurementJourney::*)();
    QElapsedTimer timer;
    timer.start();
    // Each step stops the walk at its first failed check.
    for (const Step step :
         {&TestProcurementJourney::startANewProcurement, &TestProcurementJourney::addTwoCandidates,
          &TestProcurementJourney::fillTheBom, &TestProcurementJourney::answerTheQuestionnaire,
          &TestProcurementJourney::importAClaimAndAnOwnMeasurement, &TestProcurementJourney::runOnThisComputer,
          &TestProcurementJourney::compareTheRuns, &TestProcurementJourney::enterTheCosts,
          &TestProcurementJourney::decideWithAutomaticScores, &TestProcurementJourney::exportTheReport,
          &TestProcurementJourney::startPageShowsWhereItStands}) {
        (this->*step)();
        if (QTest::currentTestFailed())
            return;
    }
    QVERIFY2(m_prompts.errors.isEmpty(), qPrintable(m_prompts.errors.join(QLatin1Char('\n'))));
    qInfo("The journey took %lld ms", timer.elapsed());
}

void TestProcurementJourney::typeInto(QAbstractItemView* view, const QModelIndex& index, const QString& text)
{
    view->setFocus();
    view->setCurrentIndex(index);
    view->edit(index);
    QLineEdit* editor = nullptr;
    QTRY_VERIFY((editor = qobject_cast<QLineEdit*>(QApplication::focusWidget())) != nullptr &&
                editor->parentWidget() == view->viewport());
    editor->selectAll();
    QTest::keyClicks(editor, text);
    const QPointer<QLineEdit> closing(editor);
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_VERIFY(!closing || !closing->isVisible());
}

// 1. A first start shows the start page; New asks for the file, the procurement's name and the buyer.
void TestProcurementJourney::startANewProcurement()
{
    m_window->openAtStart({}, false);
    QVERIFY(m_window->isStartPageShown());
    QVERIFY(!m_window->project());
    auto* start = child<app::StartPage>(m_window.get(), "startPage");
    QPushButton* newButton = child<QPushButton>(start, "startNew");
    QVERIFY(newButton->isVisible() && newButton->isEnabled()); // the next action

    m_prompts.pathAnswer = path("training-fabric.fabwb");
    m_prompts.identityAnswer = m_identity;
    QTest::mouseClick(newButton, Qt::LeftButton);
    QVERIFY(m_window->project());
    QVERIFY(QFile::exists(path("training-fabric.fabwb")));
    QVERIFY(!m_window->isStartPageShown());
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Training fabric 2027 (Acme Research) - Fabric Workbench"));

    // The start page names it and where it stands: no candidate yet is what is missing.
    child<QAction>(m_window.get(), "startPageAction")->trigger();
    QVERIFY(m_window->isStartPageShown());
    QCOMPARE(child<QLabel>(start, "recentStepsTitle")->text(),
             QStringLiteral("Where Training fabric 2027 (Acme Research) stands"));
    auto* steps = child<QListWidget>(start, "recentSteps");
    QCOMPARE(steps->count(), int(Page::Count));
    const QString candidates = steps->item(int(Page::Candidates))->text();
    QVERIFY2(candidates.startsWith(QStringLiteral("2. Candidates: 0 candidate")), qPrintable(candidates));
    QVERIFY2(candidates.contains(QStringLiteral("\nStill missing: No candidate yet.")), qPrintable(candidates));

    // In the window, the Candidates step says the same in its checklist, and its Add is offered.
    showPage(Page::Candidates);
    QVERIFY2(stepText(Page::Candidates).startsWith(QStringLiteral("2. Candidates\n0 candidate")),
             qPrintable(stepText(Page::Candidates)));
    QVERIFY(stepNeedsWork(Page::Candidates));
    QVERIFY2(stepChecklist(Page::Candidates).contains(QStringLiteral("Still missing:\n• No candidate yet.")),
             qPrintable(stepChecklist(Page::Candidates)));
    auto* add = child<QAction>(m_window->candidatesPage(), "addCandidate");
    QVERIFY(add->isEnabled());
    QVERIFY(m_window->candidatesPage()->findChild<QToolBar*>()->widgetForAction(add)->isVisible());
}

// 2. Two candidates through the Candidates page, InfiniBand and RoCE: the navigation counts each at once.
void TestProcurementJourney::addTwoCandidates()
{
    app::CandidatesPage* page = m_window->candidatesPage();
    auto* table = child<QTableView>(page, "candidateTable");
    app::CandidateTableModel* model = candidateModel();
    QAction* add = child<QAction>(page, "addCandidate");
    QWidget* addButton = page->findChild<QToolBar*>()->widgetForAction(add);

    const auto addCandidate = [&](const char* supplier, const char* offer) {
        QTest::mouseClick(addButton, Qt::LeftButton);
        const int row = model->rowCount() - 1;
        // The supplier's cell opens for typing right after the add.
        QLineEdit* editor = nullptr;
        QTRY_VERIFY((editor = qobject_cast<QLineEdit*>(QApplication::focusWidget())) != nullptr);
        editor->selectAll();
        QTest::keyClicks(editor, QLatin1String(supplier));
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_COMPARE(model->candidate(row).supplier, QLatin1String(supplier));
        typeInto(table, model->index(row, app::CandidateTableModel::Offer), QLatin1String(offer));
        QTRY_COMPARE(model->candidate(row).offerName, QLatin1String(offer));
    };

    addCandidate("Blue Fabrics", "IB pod");
    QCOMPARE(model->rowCount(), 1);
    QVERIFY2(stepText(Page::Candidates).startsWith(QStringLiteral("2. Candidates\n1 candidate")),
             qPrintable(stepText(Page::Candidates)));
    QVERIFY(!stepNeedsWork(Page::Candidates));
    QCOMPARE(model->candidate(0).fabric, core::FabricKind::InfiniBand); // a new candidate's fabric

    addCandidate("Red Ethernet", "RoCE pod");
    // Its fabric through the cell's choice, as a user picks it.
    const QModelIndex fabric = model->index(1, app::CandidateTableModel::Fabric);
    table->setFocus();
    table->setCurrentIndex(fabric);
    table->edit(fabric);
    QComboBox* choice = nullptr;
    QTRY_VERIFY((choice = qobject_cast<QComboBox*>(QApplication::focusWidget())) != nullptr);
    choose(choice, QStringLiteral("roce_v2"));
    QTest::keyClick(choice, Qt::Key_Return);
    QTRY_COMPARE(model->candidate(1).fabric, core::FabricKind::RoceV2);
    QCOMPARE(model->index(1, app::CandidateTableModel::Fabric).data().toString(), QStringLiteral("RoCE v2"));

    QCOMPARE(m_window->currentPage(), Page::Candidates); // no other page was opened
    QVERIFY2(stepText(Page::Candidates).startsWith(QStringLiteral("2. Candidates\n2 candidate")),
             qPrintable(stepText(Page::Candidates)));
    m_blue = model->index(0, 0).data(app::CandidateTableModel::CandidateIdRole).toLongLong();
    m_red = model->index(1, 0).data(app::CandidateTableModel::CandidateIdRole).toLongLong();
    QVERIFY(m_blue > 0 && m_red > 0 && m_blue != m_red);

    // The next step, the BOM, now counts them and names what each lacks.
    QVERIFY2(stepText(Page::Bom).endsWith(QStringLiteral("\n0 of 2 candidates complete")),
             qPrintable(stepText(Page::Bom)));
    const QString bom = stepChecklist(Page::Bom);
    QVERIFY2(
        bom.contains(QStringLiteral("Still missing:\n• %1: GPU model").arg(checklistName("Blue Fabrics", "IB pod"))),
        qPrintable(bom));
    QVERIFY2(bom.contains(QStringLiteral("• %1: GPU model").arg(checklistName("Red Ethernet", "RoCE pod"))),
             qPrintable(bom));
}

// 3. The BOM: the first three fields of the InfiniBand candidate; its line in the checklist moves on to what is left.
void TestProcurementJourney::fillTheBom()
{
    showPage(Page::Bom);
    auto* page = m_window->findChild<app::BomPage*>();
    QVERIFY(page);
    choose(child<QComboBox>(page, "candidate"), m_blue);
    const QList<core::BomField> fields = core::BomCatalog::forFabric(core::FabricKind::InfiniBand);
    const auto rowOf = [page](const char* key) {
        for (int row = 0; row < page->model()->rowCount(); ++row) {
            if (page->model()->index(row, 0).data(app::BomTableModel::FieldKeyRole).toString() == QLatin1String(key))
                return row;
        }
        return -1;
    };
    const auto fieldLabel = [&](int i) { return core::BomCatalog::label(fields.at(i)); };
    const QString blue = checklistName("Blue Fabrics", "IB pod");
    const QString before = QStringLiteral("• %1: %2, %3, %4 and %5 more")
                               .arg(blue, fieldLabel(0), fieldLabel(1), fieldLabel(2))
                               .arg(fields.size() - 3);
    QVERIFY2(stepChecklist(Page::Bom).contains(before), qPrintable(stepChecklist(Page::Bom)));

    auto* table = child<QTableView>(page, "table");
    const QStringList values = {QStringLiteral("NVIDIA H100"), QStringLiteral("80"), QStringLiteral("8")};
    for (int i = 0; i < 3; ++i) {
        const int row = rowOf(fields.at(i).key);
        QVERIFY2(row >= 0, fields.at(i).key);
        typeInto(table, page->model()->index(row, app::BomTableModel::Declared), values.at(i));
        QTRY_COMPARE(page->model()->index(row, app::BomTableModel::Declared).data(Qt::EditRole).toString(),
                     values.at(i));
    }
    QCOMPARE(core::BomRepository(*m_window->project()).declared(m_blue).value(QStringLiteral("gpu_model")),
             QStringLiteral("NVIDIA H100"));
    // At once, on this page: the checklist names what is still missing, three fields fewer.
    const QString after = QStringLiteral("• %1: %2, %3, %4 and %5 more")
                              .arg(blue, fieldLabel(3), fieldLabel(4), fieldLabel(5))
                              .arg(fields.size() - 6);
    QVERIFY2(stepChecklist(Page::Bom).contains(after), qPrintable(stepChecklist(Page::Bom)));
    QVERIFY(!stepChecklist(Page::Bom).contains(before));
    QVERIFY2(stepText(Page::Bom).endsWith(QStringLiteral("\n0 of 2 candidates complete")),
             qPrintable(stepText(Page::Bom)));
    QVERIFY(stepNeedsWork(Page::Bom));
    // The next step offered: the questionnaire, with every question still to answer.
    QVERIFY2(stepChecklist(Page::Questionnaires)
                 .contains(QStringLiteral("• %1: 10 of 10 questions without an answer").arg(blue)),
             qPrintable(stepChecklist(Page::Questionnaires)));
}

// 4. Two answers of the InfiniBand candidate's supplier, one of them a numeric claim a run can confirm.
void TestProcurementJourney::answerTheQuestionnaire()
{
    QVERIFY2(stepText(Page::Questionnaires).contains(QStringLiteral("\n0 of 20 answered")),
             qPrintable(stepText(Page::Questionnaires)));
    showPage(Page::Questionnaires);
    auto* page = m_window->findChild<app::QuestionnairesPage*>();
    QVERIFY(page);
    choose(child<QComboBox>(page, "candidate"), m_blue);
    app::QuestionnaireModel* model = page->model();
    const core::QuestionnaireCatalog catalog = core::QuestionnaireCatalog::forFabric(core::FabricKind::InfiniBand);
    constexpr int kPlacement = 2; // question 3, where the cluster is placed
    constexpr int kNccl = 3;      // question 4, the NCCL figures: a numeric claim
    QVERIFY(!catalog.questions().at(kPlacement).numericClaim);
    QVERIFY(catalog.questions().at(kNccl).numericClaim);

    auto* questions = child<QTableView>(page, "questions");
    typeInto(questions, model->index(kPlacement, app::QuestionnaireModel::Answer),
             QStringLiteral("Guaranteed in the contract: one Quantum-2 fabric, pod 3."));
    QTRY_COMPARE(model->index(kPlacement, app::QuestionnaireModel::Status).data().toString(),
                 QStringLiteral("Answered"));
    QVERIFY2(stepText(Page::Questionnaires).contains(QStringLiteral("\n1 of 20 answered")),
             qPrintable(stepText(Page::Questionnaires)));
    typeInto(questions, model->index(kNccl, app::QuestionnaireModel::Answer),
             QStringLiteral("all_reduce_perf on 16 GPUs over 2 nodes: 389 GB/s busbw at 1 GiB"));
    QTRY_VERIFY(model->index(kNccl, app::QuestionnaireModel::Status).data().toString() != QStringLiteral("Unanswered"));
    QCOMPARE(core::QuestionnaireRepository(*m_window->project()).answers(m_blue).size(), 2);

    // Counted at once, in the navigation and on the page.
    QVERIFY2(stepText(Page::Questionnaires).contains(QStringLiteral("\n2 of 20 answered")),
             qPrintable(stepText(Page::Questionnaires)));
    const QString blue = checklistName("Blue Fabrics", "IB pod");
    QVERIFY2(stepChecklist(Page::Questionnaires)
                 .contains(QStringLiteral("• %1: 8 of 10 questions without an answer").arg(blue)),
             qPrintable(stepChecklist(Page::Questionnaires)));
    QVERIFY2(child<QLabel>(page, "completeness")->text().contains(QStringLiteral("2 of 10 answered")),
             qPrintable(child<QLabel>(page, "completeness")->text()));
    // The next step offered: Benchmarks names both candidates as lacking an own measurement, and Import is there.
    const QString benchmarks = stepChecklist(Page::Benchmarks);
    QVERIFY2(benchmarks.contains(QStringLiteral("• %1").arg(blue)) &&
                 benchmarks.contains(QStringLiteral("• %1").arg(checklistName("Red Ethernet", "RoCE pod"))),
             qPrintable(benchmarks));
    QVERIFY(m_window->importAction()->isEnabled());
}

// 5. A supplier's published log as the InfiniBand candidate's claim, a log of our own run as the RoCE candidate's
// measurement, through File > Import with the page's candidate and source; each import undoes and redoes.
void TestProcurementJourney::importAClaimAndAnOwnMeasurement()
{
    QVERIFY2(benchmarksSay(0, 0), qPrintable(stepText(Page::Benchmarks)));
    showPage(Page::Benchmarks);
    app::BenchmarksPage* page = m_window->benchmarksPage();
    auto* candidate = child<QComboBox>(page, "candidate");
    auto* source = child<QComboBox>(page, "source");
    core::BenchmarkRunRepository runs(*m_window->project());

    const auto import = [&](qint64 candidateId, core::RunSource as, QLatin1String log, int rowsAfter) {
        choose(candidate, candidateId);
        choose(source, int(as));
        m_prompts.filesAnswer = {logFixture(log)};
        m_window->importAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(page->model()->rowCount() == rowsAfter && !page->importController()->isRunning(),
                                 kWaitMs);
    };
    import(m_blue, core::RunSource::VendorClaim, kClaimLog, 1);
    QCOMPARE(m_window->currentPage(), Page::Benchmarks);
    QVERIFY2(benchmarksSay(0, 1), qPrintable(stepText(Page::Benchmarks)));
    m_claimRun = runs.list().constFirst().id;
    QCOMPARE(runs.load(m_claimRun).candidateId, m_blue);
    QCOMPARE(runs.load(m_claimRun).source, core::RunSource::VendorClaim);

    import(m_red, core::RunSource::OwnMeasurement, kOwnLog, 2);
    QVERIFY2(benchmarksSay(1, 1), qPrintable(stepText(Page::Benchmarks)));
    for (const core::BenchmarkRun& run : runs.list())
        m_ownRun = run.id == m_claimRun ? m_ownRun : run.id;
    QCOMPARE(runs.load(m_ownRun).candidateId, m_red);
    QCOMPARE(runs.load(m_ownRun).source, core::RunSource::OwnMeasurement);
    const auto ownRow = [&] { return page->model()->rowOf(m_ownRun); };
    QCOMPARE(page->model()->index(ownRow(), app::BenchmarkRunTableModel::Source).data().toString(),
             QStringLiteral("Own measurement"));
    // The RoCE candidate has its own measurement now; the claim does not make the InfiniBand one complete.
    const QString blue = checklistName("Blue Fabrics", "IB pod");
    const QString red = checklistName("Red Ethernet", "RoCE pod");
    QVERIFY2(stepChecklist(Page::Benchmarks).contains(QStringLiteral("Still missing:\n• %1").arg(blue)),
             qPrintable(stepChecklist(Page::Benchmarks)));
    QVERIFY(!stepChecklist(Page::Benchmarks).contains(QStringLiteral("• %1").arg(red)));

    // Edit > Undo takes the last import back, named after its file; Redo brings it back. The counts follow.
    QAction* undo = windowAction(QKeySequence::Undo);
    QAction* redo = windowAction(QKeySequence::Redo);
    QVERIFY(undo->isEnabled());
    QVERIFY2(undo->text().startsWith(QStringLiteral("&Undo Import %1 (1 run").arg(kOwnLog)), qPrintable(undo->text()));
    undo->trigger();
    QCOMPARE(runs.list().size(), 1);
    QCOMPARE(page->model()->rowCount(), 1);
    QVERIFY2(benchmarksSay(0, 1), qPrintable(stepText(Page::Benchmarks)));
    QVERIFY(stepChecklist(Page::Benchmarks).contains(QStringLiteral("• %1").arg(red)));
    QVERIFY(redo->isEnabled());
    redo->trigger();
    QCOMPARE(runs.list().size(), 2);
    QCOMPARE(page->model()->rowCount(), 2);
    QVERIFY2(benchmarksSay(1, 1), qPrintable(stepText(Page::Benchmarks)));
    QVERIFY(!stepChecklist(Page::Benchmarks).contains(QStringLiteral("• %1").arg(red)));
    // The redone run may have a new id: follow the own measurement by its candidate.
    for (const core::BenchmarkRun& run : runs.list())
        m_ownRun = run.candidateId == m_red ? run.id : m_ownRun;
    QCOMPARE(page->model()->index(ownRow(), app::BenchmarkRunTableModel::Source).data().toString(),
             QStringLiteral("Own measurement"));
}

// 6. Run the Agent (F5) on this computer for the InfiniBand candidate: it asks first, the run is stored marked "this
// computer", and it counts as an own run but not as the candidate's evidence (issue 43).
void TestProcurementJourney::runOnThisComputer()
{
    app::BenchmarksPage* page = m_window->benchmarksPage();
    choose(child<QComboBox>(page, "candidate"), m_blue);
    auto* panel = page->findChild<app::DispatchPanel*>();
    QVERIFY(panel);
    // A short run: one rank on this computer, a few sizes.
    child<QLineEdit>(page, "arguments")->setText(QStringLiteral("-b 8 -e 64 -f 8 -n 5"));
    QAction* run = windowAction(QKeySequence(Qt::Key_F5));
    QVERIFY(run->isEnabled());

    QSignalSpy stored(panel, &app::DispatchPanel::runStored);
    run->trigger();
    QCOMPARE(m_prompts.runQuestions.size(), 1);
    QVERIFY2(m_prompts.runQuestions.constFirst().contains(QStringLiteral("measures this computer, not a candidate's "
                                                                         "fabric")),
             qPrintable(m_prompts.runQuestions.constFirst()));
    QVERIFY(stored.count() == 1 || stored.wait(kWaitMs));
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), kWaitMs);
    QCOMPARE(stored.count(), 1);

    const QList<core::StoredDispatch> dispatches = core::DispatchRunRepository(*m_window->project()).all();
    QCOMPARE(dispatches.size(), 1);
    QCOMPARE(dispatches.constFirst().result.where(), core::MeasuredOn::ThisComputer);
    const std::optional<qint64> runId = dispatches.constFirst().benchmarkRunId;
    QVERIFY(runId);
    QCOMPARE(core::BenchmarkRunRepository(*m_window->project()).load(*runId).candidateId, m_blue);
    app::BenchmarkRunTableModel* model = page->model();
    QTRY_VERIFY(model->rowOf(*runId) >= 0);
    QCOMPARE(model->index(model->rowOf(*runId), app::BenchmarkRunTableModel::Source).data().toString(),
             QStringLiteral("Own measurement, this computer"));

    // Counted as an own run at once, yet the Benchmarks step still lacks the InfiniBand candidate's measurement of its
    // cluster, and says that a run on this computer does not count.
    QTRY_VERIFY2(benchmarksSay(2, 1), qPrintable(stepText(Page::Benchmarks)));
    const QString checklist = stepChecklist(Page::Benchmarks);
    QVERIFY(stepNeedsWork(Page::Benchmarks));
    QVERIFY2(checklist.contains(QStringLiteral("Still missing:\n• %1").arg(checklistName("Blue Fabrics", "IB pod"))),
             qPrintable(checklist));
    QVERIFY2(checklist.contains(QStringLiteral("runs on this computer do not count")), qPrintable(checklist));
}

// 7. Compare: the candidates' runs, the one of this computer marked; with no cost model the cost chart says what is
// missing and where to enter it.
void TestProcurementJourney::compareTheRuns()
{
    showPage(Page::Compare);
    auto* page = m_window->findChild<app::ComparePage*>();
    QVERIFY(page);
    auto* list = child<QListWidget>(page, "runs");
    QTRY_VERIFY_WITH_TIMEOUT(list->count() == 3, kWaitMs);
    QStringList items;
    for (int i = 0; i < list->count(); ++i)
        items << list->item(i)->text();
    const QString all = items.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QStringLiteral("Blue Fabrics")) && all.contains(QStringLiteral("Red Ethernet")),
             qPrintable(all));
    QCOMPARE(all.count(QStringLiteral("[this computer")), 1);

    page->refreshNow();
    QChart* cost = page->chart(app::ChartKind::CostPerRun);
    QVERIFY(cost);
    const QString empty = app::chartEmptyText(cost);
    QVERIFY2(empty.contains(QStringLiteral("Blue Fabrics lacks")) && empty.contains(QStringLiteral("on the Cost page")),
             qPrintable(empty));
    QChart* latency = page->chart(app::ChartKind::TailLatency);
    QVERIFY(latency && !latency->series().isEmpty());
    // The next step offered: Cost names both candidates as lacking inputs.
    QVERIFY(stepNeedsWork(Page::Cost));
    QVERIFY2(
        stepChecklist(Page::Cost).contains(QStringLiteral("• %1").arg(checklistName("Blue Fabrics", "IB pod"))) &&
            stepChecklist(Page::Cost).contains(QStringLiteral("• %1").arg(checklistName("Red Ethernet", "RoCE pod"))),
        qPrintable(stepChecklist(Page::Cost)));
}

// 8. The cost inputs of both candidates, typed into the inputs table: the "not ready" list shrinks to nothing, and the
// step becomes complete.
void TestProcurementJourney::enterTheCosts()
{
    QVERIFY2(stepText(Page::Cost).endsWith(QStringLiteral("\ninputs for 0 of 2 candidates")),
             qPrintable(stepText(Page::Cost)));
    showPage(Page::Cost);
    auto* page = m_window->findChild<app::CostPage*>();
    QVERIFY(page);
    auto* candidate = child<QComboBox>(page, "candidate");
    QTRY_COMPARE(candidate->count(), 2);
    auto* table = child<QTableView>(page, "costInputs");
    // Money per period, counts and hours as typed; fractions in percent.
    const QList<QPair<CostInputKey, QString>> inputs = {
        {CostInputKey::ComputeCapacity, QStringLiteral("100000")},
        {CostInputKey::NetworkAdapters, QStringLiteral("6000")},
        {CostInputKey::Switches, QStringLiteral("9000")},
        {CostInputKey::OpticsCables, QStringLiteral("2500")},
        {CostInputKey::RackPowerSpace, QStringLiteral("4000")},
        {CostInputKey::StorageDataPath, QStringLiteral("3000")},
        {CostInputKey::FabricOperations, QStringLiteral("5000")},
        {CostInputKey::FailedJobWaste, QStringLiteral("1500")},
        {CostInputKey::QueueIdleGpu, QStringLiteral("2000")},
        {CostInputKey::SupportEscalation, QStringLiteral("800")},
        {CostInputKey::TrainingRunsPlanned, QStringLiteral("40")},
        {CostInputKey::UsefulGpuUtilisation, QStringLiteral("85")},
        {CostInputKey::AcceptanceRate, QStringLiteral("90")},
        {CostInputKey::OperationsHours, QStringLiteral("60")},
    };
    const auto missingCount = [page] {
        const QString text = page->readinessLabel()->text();
        return text.startsWith(QStringLiteral("Not ready")) ? int(text.count(QStringLiteral("\n• "))) : 0;
    };
    const QString blue = checklistName("Blue Fabrics", "IB pod");
    const QString red = checklistName("Red Ethernet", "RoCE pod");
    for (const qint64 id : {m_blue, m_red}) {
        choose(candidate, id);
        QTRY_VERIFY(page->readinessLabel()->text().startsWith(QStringLiteral("Not ready. Missing:")));
        int missing = missingCount();
        QVERIFY2(missing >= inputs.size(), qPrintable(page->readinessLabel()->text()));
        for (const auto& [key, value] : inputs) {
            typeInto(table, page->model()->index(int(key), app::CostInputModel::Value), value);
            QTRY_VERIFY2(!page->model()
                              ->index(int(key), app::CostInputModel::Value)
                              .data(app::CostInputModel::MissingRole)
                              .toBool(),
                         qPrintable(core::displayName(key)));
            if (page->readinessLabel()->text().startsWith(QStringLiteral("Ready")))
                break;
            // Each number typed shortens what is missing.
            QVERIFY2(missingCount() < missing, qPrintable(page->readinessLabel()->text()));
            missing = missingCount();
            if (id == m_blue && key == CostInputKey::ComputeCapacity) {
                // The navigation follows the first input at once: the InfiniBand candidate has inputs now.
                QVERIFY2(stepText(Page::Cost).endsWith(QStringLiteral("\ninputs for 1 of 2 candidates")),
                         qPrintable(stepText(Page::Cost)));
                QVERIFY(!stepChecklist(Page::Cost).contains(QStringLiteral("• %1").arg(blue)));
                QVERIFY(stepChecklist(Page::Cost).contains(QStringLiteral("• %1").arg(red)));
            }
        }
        QVERIFY2(page->readinessLabel()->text().startsWith(QStringLiteral("Ready")),
                 qPrintable(page->readinessLabel()->text()));
        QCOMPARE(page->summaryTable()->item(page->snapshot().candidateRow(id), 5)->text(), QStringLiteral("ready"));
    }
    QCOMPARE(core::CostRepository(*m_window->project()).inputs(m_red)[int(CostInputKey::OperationsHours)].value, 60.0);
    QVERIFY2(stepText(Page::Cost).endsWith(QStringLiteral("\ninputs for 2 of 2 candidates")),
             qPrintable(stepText(Page::Cost)));
    QVERIFY(!stepNeedsWork(Page::Cost));
    QVERIFY(!stepChecklist(Page::Cost).contains(QStringLiteral("Still missing")));
    // The run on this computer is left out of the acceptance rate, and the page says so.
    QVERIFY(child<QLabel>(page, "thisComputerNotice")->isVisible());
}

// 9. The Decision: automatic scores where the evidence gives them, the criteria that wait named with the evidence and
// the step that supplies it, and the claims shown beside, never scored.
void TestProcurementJourney::decideWithAutomaticScores()
{
    showPage(Page::Decision);
    auto* page = m_window->findChild<app::DecisionPage*>();
    QVERIFY(page);
    app::DecisionMatrixModel* matrix = page->matrixModel();
    QTRY_VERIFY(matrix->rowCount() > 0);
    const int blue = page->snapshot().candidateRow(m_blue);
    const int red = page->snapshot().candidateRow(m_red);
    QVERIFY(blue >= 0 && red >= 0);
    const auto cell = [&](const char* criterion, int candidate) {
        const int row = criterionRow(matrix, QLatin1String(criterion));
        [&] { QVERIFY2(row >= 0, criterion); }();
        return matrix->index(row, app::DecisionMatrixModel::FirstCandidate + candidate);
    };
    // The own measurement scores the RoCE candidate's bus bandwidth, from its largest size; the InfiniBand candidate
    // has only a claim and a run on this computer, so its cells wait for an own run.
    const QModelIndex bandwidth = cell("Bus bandwidth", red);
    QVERIFY(bandwidth.data(app::DecisionMatrixModel::AutomaticRole).toBool());
    QVERIFY2(bandwidth.data(Qt::ToolTipRole)
                 .toString()
                 .contains(QStringLiteral("of own run(s) %1 on the candidate's cluster").arg(m_ownRun)),
             qPrintable(bandwidth.data(Qt::ToolTipRole).toString()));
    for (const auto& [criterion, says] :
         {std::pair{"Tail latency", "needs an own p99"}, std::pair{"Bus bandwidth", "needs an own run"}}) {
        const QModelIndex waiting = cell(criterion, blue);
        QVERIFY(!waiting.data(app::DecisionMatrixModel::AutomaticRole).toBool());
        QCOMPARE(waiting.data().toString(), QLatin1String(says));
    }
    // An nccl-tests log has no p99 (only the average time per size), so the RoCE candidate's tail latency is not
    // scored from it: that takes a run of the agent on its cluster, and its cell says what it lacks.
    QVERIFY(!cell("Tail latency", red).data(app::DecisionMatrixModel::AutomaticRole).toBool());
    QCOMPARE(cell("Tail latency", red).data().toString(), QStringLiteral("needs an own p99"));
    // Both cost models are ready: the cost per accepted run is scored automatically for both; so is the
    // questionnaire's completeness, from the answers (none yet for the RoCE candidate's supplier).
    for (int candidate : {blue, red}) {
        QVERIFY(cell("Cost per accepted run", candidate).data(app::DecisionMatrixModel::AutomaticRole).toBool());
        QVERIFY(cell("Questionnaire completeness", candidate).data(app::DecisionMatrixModel::AutomaticRole).toBool());
    }

    // What waits, for what evidence, on which step; claims are never scored.
    auto* waiting = child<QLabel>(page, "waitingForEvidence");
    QVERIFY(waiting->isVisible());
    const QString text = waiting->text();
    for (const QString& line :
         {QStringLiteral(
              "• Tail latency of Blue Fabrics, Red Ethernet: waits for an own, current run of each candidate "
              "that measured a p99 latency: run the agent on its cluster"),
          QStringLiteral("• Bus bandwidth of Blue Fabrics: waits for an own, current all-reduce run of each candidate: "
                         "run the agent on its cluster, or import your own measurement with the source \"Own "
                         "measurement\" (Benchmarks)."),
          QStringLiteral("• Fault behaviour, Counters health of Blue Fabrics, Red Ethernet: waits for an acceptance "
                         "plan run with fault and counter steps (Faults & Replay)."),
          QStringLiteral("waits for a score you type")})
        QVERIFY2(text.contains(line), qPrintable(text + QStringLiteral("\nlacks: ") + line));
    QVERIFY2(text.contains(QStringLiteral("Supplier claims (1 stored)")) && text.contains(QStringLiteral("never "
                                                                                                         "scored")),
             qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("Cost per accepted run")));
    // The run on this computer is named as left out of the recommendation.
    auto* notice = child<QLabel>(page, "thisComputerNotice");
    QVERIFY(notice->isVisible());
    QVERIFY2(notice->text().contains(QStringLiteral("the recommendation does not rest on")),
             qPrintable(notice->text()));
    QVERIFY2(child<QLabel>(page, "comparisonLabel")->text().contains(QStringLiteral("measured on this computer")),
             qPrintable(child<QLabel>(page, "comparisonLabel")->text()));

    // The next action: to Benchmarks, for the missing own measurement.
    auto* next = child<QPushButton>(page, "nextStep");
    QVERIFY(next->isVisible() && next->isEnabled());
    QCOMPARE(next->text(), QStringLiteral("Go to Benchmarks: Run the Agent or Import"));
    QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(m_window->currentPage(), Page::Benchmarks);
}

// 10. The report: exported as PDF and as HTML through Export..., with the procurement's name in it.
void TestProcurementJourney::exportTheReport()
{
    showPage(Page::Report);
    auto* page = m_window->findChild<app::ReportPage*>();
    QVERIFY(page);
    auto* exportButton = child<QPushButton>(page, "export");
    QVERIFY(exportButton->isVisible() && exportButton->isEnabled());
    QTRY_VERIFY2(child<QTextBrowser>(page, "preview")->toPlainText().contains(m_identity.name),
                 qPrintable(child<QTextBrowser>(page, "preview")->toPlainText().left(400)));

    choose(child<QComboBox>(page, "format"), QStringLiteral("pdf"));
    m_prompts.exportPathAnswer = path("report.pdf");
    QTest::mouseClick(exportButton, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(path("report.pdf")).size() > 0, kWaitMs);
    QFile pdf(path("report.pdf"));
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    QVERIFY(m_prompts.exportSuggestions.constLast().endsWith(QStringLiteral(".pdf")));

    choose(child<QComboBox>(page, "format"), QStringLiteral("html"));
    m_prompts.exportPathAnswer = path("report.html");
    QTest::mouseClick(exportButton, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(path("report.html")).size() > 0, kWaitMs);
    QFile html(path("report.html"));
    QVERIFY(html.open(QIODevice::ReadOnly));
    const QString report = QString::fromUtf8(html.readAll());
    QVERIFY(report.contains(m_identity.name));
    QVERIFY(report.contains(QStringLiteral("Buyer: Acme Research")));
    QVERIFY(report.contains(QStringLiteral("Blue Fabrics")) && report.contains(QStringLiteral("Red Ethernet")));
}

// Back on the start page: the procurement's steps as they now stand, the first thing missing under each that needs
// work.
void TestProcurementJourney::startPageShowsWhereItStands()
{
    child<QAction>(m_window.get(), "startPageAction")->trigger();
    QVERIFY(m_window->isStartPageShown());
    auto* steps = child<QListWidget>(m_window.get(), "recentSteps");
    QCOMPARE(steps->count(), int(Page::Count));
    const auto step = [steps](Page page) { return steps->item(int(page))->text(); };
    QVERIFY2(step(Page::Candidates).startsWith(QStringLiteral("2. Candidates: 2 candidate")),
             qPrintable(step(Page::Candidates)));
    QVERIFY2(step(Page::Questionnaires).startsWith(QStringLiteral("4. Questionnaires: 2 of 20 answered")),
             qPrintable(step(Page::Questionnaires)));
    QVERIFY2(step(Page::Benchmarks)
                 .contains(QStringLiteral("\nStill missing: %1").arg(checklistName("Blue Fabrics", "IB pod"))),
             qPrintable(step(Page::Benchmarks)));
    QVERIFY2(step(Page::Cost).startsWith(QStringLiteral("9. Cost: inputs for 2 of 2 candidates")) &&
                 !step(Page::Cost).contains(QStringLiteral("Still missing")),
             qPrintable(step(Page::Cost)));
}

QTEST_MAIN(TestProcurementJourney)
#include "testprocurementjourney.moc"
