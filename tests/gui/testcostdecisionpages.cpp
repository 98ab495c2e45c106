// SPDX-License-Identifier: Apache-2.0
#include "analysis/costderivations.h"
#include "analysis/numberformat.h"
#include "costdecision/costinputmodel.h"
#include "costdecision/costpage.h"
#include "costdecision/decisionmatrixmodel.h"
#include "costdecision/decisionpage.h"
#include "costdecision/decisionworksheetmodel.h"
#include "findchild.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "settings.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/costrepository.h"
#include "storage/decisionrepository.h"
#include "storage/demoproject.h"
#include "storage/pricerepository.h"
#include "storage/projectfile.h"
#include "windowfixture.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QClipboard>
#include <QComboBox>
#include <QDateTime>
#include <QFile>
#include <QHeaderView>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QScrollBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace fw::app;
using fw::core::CostInputKey;

class TestCostDecisionPages : public QObject, private WindowFixture
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void demoShowsACompleteExplainedComparison();
    void editingAWeightChangesTheRecommendation();
    void missingInputBlocksReady();
    void costInputChangeMovesWinnerTornadoAndWorksheet();
    void overridingADerivationNeedsAReason();
    void loweringTheLineRateFloorWaitsForItsReason();
    void scoresAreTypedWithUncertaintyAndUndone();
    void addedCriterionCanBeRemovedAndRestored();
    void worksheetCopiesAsTableAndExportsCsv();
    void storedRunsFeedAcceptanceRateAndScores();
    void quotedInputsShowTheirLinesAndRatesAreEdited();
    void onlyClaimsNameWhatWaitsAndTheStepThatFillsIt();
    void theInputTableHasRoomAtTheDefaultSize();

private:
    void openDemo();
    CostPage* costPage() const { return m_window->findChild<CostPage*>(); }
    DecisionPage* decisionPage() const { return m_window->findChild<DecisionPage*>(); }
    int criterionRow(const QString& title) const;
    static QModelIndex costIndex(CostPage* page, CostInputKey key, int column)
    {
        return page->model()->index(int(key), column);
    }
    // Types into a cell through the view's own editor, as a user would.
    static void typeInto(QTableView* view, const QModelIndex& index, const QString& text);
};

void TestCostDecisionPages::init()
{
    openWindow();
}

void TestCostDecisionPages::cleanup()
{
    closeWindow();
}

void TestCostDecisionPages::openDemo()
{
    fw::core::createDemoProject(path("demo.fabwb"));
    QVERIFY(m_window->openProject(path("demo.fabwb")));
}

int TestCostDecisionPages::criterionRow(const QString& title) const
{
    DecisionMatrixModel* model = decisionPage()->matrixModel();
    for (int row = 0; row < model->totalsRow(); ++row) {
        if (model->criterion(row)->title() == title)
            return row;
    }
    return -1;
}

void TestCostDecisionPages::typeInto(QTableView* view, const QModelIndex& index, const QString& text)
{
    view->setFocus();
    view->setCurrentIndex(index);
    view->edit(index);
    QLineEdit* editor = nullptr;
    QTRY_VERIFY((editor = qobject_cast<QLineEdit*>(QApplication::focusWidget())) != nullptr &&
                editor->parentWidget() == view->viewport());
    editor->selectAll();
    if (text.isEmpty())
        QTest::keyClick(editor, Qt::Key_Delete);
    else
        QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
}

void TestCostDecisionPages::demoShowsACompleteExplainedComparison()
{
    openDemo();
    m_window->showPage(MainWindow::Page::Cost);
    CostPage* cost = costPage();
    QAbstractItemModelTester tester(cost->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_COMPARE(child<QComboBox>(cost, "candidate")->count(), 2);
    QVERIFY2(cost->readinessLabel()->text().startsWith(QStringLiteral("Ready")),
             qPrintable(cost->readinessLabel()->text()));
    QCOMPARE(cost->summaryTable()->rowCount(), 2);
    for (int row = 0; row < 2; ++row)
        QCOMPARE(cost->summaryTable()->item(row, 5)->text(), QStringLiteral("ready"));
    // A derived input shows its formula with its numbers.
    const QString ops = costIndex(cost, CostInputKey::FabricOperations, CostInputModel::Derivation).data().toString();
    QVERIFY2(ops.contains(QStringLiteral("operations hours × hourly rate")), qPrintable(ops));
    QCOMPARE(costIndex(cost, CostInputKey::FabricOperations, CostInputModel::Value).data().toString(),
             fw::core::formatNumber(24'000) + QStringLiteral(" EUR"));
    // The tornado has one bar pair per input that moves the cost, the widest on top.
    const auto series = cost->tornadoChart()->series();
    QCOMPARE(series.size(), 1);
    const auto* bars = qobject_cast<QHorizontalStackedBarSeries*>(series.first());
    QVERIFY(bars && bars->count() == 2 && bars->barSets().first()->count() >= 5);
    QVERIFY(cost->breakEvenLabel()->text().contains(QStringLiteral("costs as much per accepted run as")));

    m_window->showPage(MainWindow::Page::Decision);
    DecisionPage* decision = decisionPage();
    QAbstractItemModelTester matrixTester(decision->matrixModel(),
                                          QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(decision->beforeBenchmarkLabel()->isVisible());
    QVERIFY(decision->beforeBenchmarkLabel()->text().startsWith(QStringLiteral("Filled before any benchmark")));
    const QString recommendation = decision->recommendationLabel()->text();
    QVERIFY2(recommendation.startsWith(QStringLiteral("Recommended: Example Supplier A")), qPrintable(recommendation));
    // Cost per accepted run is scored automatically from the ready cost models, with its formula.
    const QModelIndex costScore = decision->matrixModel()->index(criterionRow(QStringLiteral("Cost per accepted run")),
                                                                 DecisionMatrixModel::FirstCandidate + 1);
    QVERIFY(costScore.data(DecisionMatrixModel::AutomaticRole).toBool());
    QVERIFY(costScore.data(Qt::ToolTipRole).toString().contains(QStringLiteral("10 × best / this")));
    QCOMPARE(decision->worksheetModel()->rowCount(), 2);
    QCOMPARE(decision->worksheetModel()->index(0, 8).data().toString(), QStringLiteral("Recommended"));
}

void TestCostDecisionPages::editingAWeightChangesTheRecommendation()
{
    openDemo();
    m_window->showPage(MainWindow::Page::Decision);
    DecisionPage* page = decisionPage();
    QTRY_VERIFY(page->recommendationLabel()->text().startsWith(QStringLiteral("Recommended: Example Supplier A")));
    const int row = criterionRow(QStringLiteral("Procurement flexibility"));
    QVERIFY(row >= 0);
    // The sensitivity column says how far this weight must move; moving it further changes the winner.
    const QString needed = page->matrixModel()->index(row, page->matrixModel()->sensitivityColumn()).data().toString();
    QVERIFY2(needed.startsWith(QStringLiteral("+")) && needed.endsWith(QStringLiteral("Example Supplier B leads")),
             qPrintable(needed));

    typeInto(page->matrixView(), page->matrixModel()->index(row, DecisionMatrixModel::Weight), QStringLiteral("8"));
    QTRY_VERIFY(!page->recommendationLabel()->text().startsWith(QStringLiteral("Recommended: Example Supplier A")));
    QCOMPARE(page->matrixModel()->criterion(row)->weight, 8.0);
    const QString changed = page->recommendationLabel()->text();
    QVERIFY2(!changed.startsWith(QStringLiteral("Recommended: Example Supplier A")), qPrintable(changed));
    QVERIFY2(changed.startsWith(QStringLiteral("Recommended: Example Supplier B")) ||
                 changed.startsWith(QStringLiteral("Tie: rent or benchmark both")),
             qPrintable(changed));
    QCOMPARE(page->worksheetModel()->index(0, 8).data().toString() == QStringLiteral("Recommended"), false);

    // On disk, and undone through the window's undo stack.
    auto reader = fw::core::ProjectFile::open(path("demo.fabwb"));
    QCOMPARE(fw::core::DecisionRepository(*reader).criteria().at(row).weight, 8.0);
    m_window->undoStack()->undo();
    QTRY_VERIFY(page->recommendationLabel()->text().startsWith(QStringLiteral("Recommended: Example Supplier A")));
    QCOMPARE(fw::core::DecisionRepository(*reader).criteria().at(row).weight, 1.0);
}

void TestCostDecisionPages::missingInputBlocksReady()
{
    openDemo();
    m_window->showPage(MainWindow::Page::Cost);
    CostPage* page = costPage();
    QTRY_VERIFY(page->readinessLabel()->text().startsWith(QStringLiteral("Ready")));
    typeInto(child<QTableView>(page, "costInputs"),
             costIndex(page, CostInputKey::OperationsHours, CostInputModel::Value), QString());
    QTRY_VERIFY(page->readinessLabel()->text().startsWith(QStringLiteral("Not ready")));
    QVERIFY2(page->readinessLabel()->text().contains(
                 QStringLiteral("Operations hours to keep the fabric stable: not entered")),
             qPrintable(page->readinessLabel()->text()));
    QCOMPARE(page->summaryTable()->item(0, 5)->text().startsWith(QStringLiteral("not ready")), true);
    // Fabric operations derives from the hours, so it is missing too, and so is the cost.
    QVERIFY(costIndex(page, CostInputKey::FabricOperations, CostInputModel::Value)
                .data(CostInputModel::MissingRole)
                .toBool());
    // The cell cursor stays where the user typed, so the next keys go to the same place; and no figure that needs
    // the missing number is shown as a result.
    auto* view = child<QTableView>(page, "costInputs");
    QCOMPARE(view->currentIndex(), costIndex(page, CostInputKey::OperationsHours, CostInputModel::Value));
    QCOMPARE(page->summaryTable()->item(0, 3)->text(), QStringLiteral("not known"));
    QVERIFY(page->tornadoChart()->series().isEmpty());

    // The decision page no longer scores this candidate's cost automatically, and says why.
    m_window->showPage(MainWindow::Page::Decision);
    QTRY_VERIFY(
        decisionPage()->recommendationLabel()->text().contains(QStringLiteral("not ready for Example Supplier A")));
    m_window->undoStack()->undo();
    m_window->showPage(MainWindow::Page::Cost);
    QTRY_VERIFY(page->readinessLabel()->text().startsWith(QStringLiteral("Ready")));
}

void TestCostDecisionPages::costInputChangeMovesWinnerTornadoAndWorksheet()
{
    openDemo();
    m_window->showPage(MainWindow::Page::Cost);
    CostPage* page = costPage();
    QTRY_COMPARE(child<QComboBox>(page, "candidate")->count(), 2);
    const double before = *page->snapshot().results.at(0).costPerAcceptedRun;
    const QString chartBefore = page->tornadoChart()->title();
    // Supplier A's acceptance rate drops from 95 % to 60 %: 38 accepted runs become 24.
    typeInto(child<QTableView>(page, "costInputs"),
             costIndex(page, CostInputKey::AcceptanceRate, CostInputModel::Value), QStringLiteral("60"));
    QTRY_COMPARE(page->snapshot().results.at(0).acceptedRuns.value(), 24.0);
    QCOMPARE(page->summaryTable()->item(0, 2)->text(), QStringLiteral("24")); // a count, not "24.00"
    const double after = *page->snapshot().results.at(0).costPerAcceptedRun;
    QVERIFY(qAbs(after - before * 0.95 / 0.6) < 1e-6 * after);
    QVERIFY(page->tornadoChart()->title() != chartBefore);

    m_window->showPage(MainWindow::Page::Decision);
    DecisionPage* decision = decisionPage();
    QTRY_VERIFY(decision->worksheetModel()->index(0, 6).data().toString().startsWith(fw::core::formatNumber(after)));
    // Supplier B is now cheaper per accepted run, and the cost criterion scores it 10.
    const QModelIndex bCost = decision->matrixModel()->index(criterionRow(QStringLiteral("Cost per accepted run")),
                                                             DecisionMatrixModel::FirstCandidate + 1);
    QVERIFY2(bCost.data().toString().startsWith(QStringLiteral("10.00")), qPrintable(bCost.data().toString()));
    QVERIFY(!decision->recommendationLabel()->text().startsWith(QStringLiteral("Recommended: Example Supplier A")));
}

void TestCostDecisionPages::overridingADerivationNeedsAReason()
{
    openDemo();
    m_window->showPage(MainWindow::Page::Cost);
    CostPage* page = costPage();
    QTRY_COMPARE(child<QComboBox>(page, "candidate")->count(), 2);
    auto* view = child<QTableView>(page, "costInputs");
    typeInto(view, costIndex(page, CostInputKey::FabricOperations, CostInputModel::Value), QStringLiteral("30000"));
    QTRY_COMPARE(m_prompts.errors.size(), 1);
    QVERIFY2(m_prompts.errors.first().contains(QStringLiteral("needs a reason")), qPrintable(m_prompts.errors.first()));
    QVERIFY(!m_window->undoStack()->canUndo());

    typeInto(view, costIndex(page, CostInputKey::FabricOperations, CostInputModel::Note),
             QStringLiteral("Contract caps operations at 30000"));
    typeInto(view, costIndex(page, CostInputKey::FabricOperations, CostInputModel::Value), QStringLiteral("30000"));
    QTRY_VERIFY(costIndex(page, CostInputKey::FabricOperations, CostInputModel::Value)
                    .data()
                    .toString()
                    .endsWith(QStringLiteral("(override)")));
    const QString derivation =
        costIndex(page, CostInputKey::FabricOperations, CostInputModel::Derivation).data().toString();
    QVERIFY2(derivation.contains(fw::core::formatNumber(24'000)), qPrintable(derivation));
    QCOMPARE(m_prompts.errors.size(), 1);
}

void TestCostDecisionPages::loweringTheLineRateFloorWaitsForItsReason()
{
    // Issue 37: the built-in floor is raised freely and lowered only with a reason, which the rules then name.
    openDemo();
    m_window->showPage(MainWindow::Page::Cost);
    CostPage* page = costPage();
    QTRY_COMPARE(child<QComboBox>(page, "candidate")->count(), 2);
    auto* share = child<QLineEdit>(page, "lineRateShare");
    auto* reason = child<QLineEdit>(page, "lineRateLoosenedBecause");
    share->setText(QStringLiteral("30"));
    emit share->editingFinished();
    QVERIFY(!m_window->undoStack()->canUndo()); // nothing saved, no error: the reason comes next
    QVERIFY(m_prompts.errors.isEmpty());
    QCOMPARE(share->text(), QStringLiteral("30"));
    reason->setText(QStringLiteral("two of four rails cabled until January"));
    emit reason->editingFinished();
    QTRY_COMPARE(page->snapshot().settings.thresholds.lineRateShare, 0.3);
    QVERIFY(fw::core::acceptanceRules(page->snapshot().settings.thresholds)
                .join(QLatin1Char('\n'))
                .contains(QStringLiteral("lowered because: two of four rails cabled until January")));
    m_window->undoStack()->undo();
    QTRY_COMPARE(page->snapshot().settings.thresholds.lineRateShare, std::nullopt);
    QCOMPARE(share->text(), QString());
}

void TestCostDecisionPages::scoresAreTypedWithUncertaintyAndUndone()
{
    openDemo();
    m_window->showPage(MainWindow::Page::Decision);
    DecisionPage* page = decisionPage();
    QTRY_VERIFY(page->matrixModel()->rowCount() > 0);
    const int row = criterionRow(QStringLiteral("Expansion path"));
    const QModelIndex cell = page->matrixModel()->index(row, DecisionMatrixModel::FirstCandidate);
    typeInto(page->matrixView(), cell, QStringLiteral("9 ± 0.25"));
    QTRY_COMPARE(page->matrixModel()->index(row, DecisionMatrixModel::FirstCandidate).data().toString(),
                 QStringLiteral("9.00 ± 0.25"));
    QVERIFY(page->matrixModel()
                ->index(row, DecisionMatrixModel::FirstCandidate)
                .data(DecisionMatrixModel::BeforeBenchmarkRole)
                .toBool());
    // Not a score: refused, nothing pushed.
    const int depth = m_window->undoStack()->count();
    QVERIFY(!page->matrixModel()->setData(page->matrixModel()->index(row, DecisionMatrixModel::FirstCandidate),
                                          QStringLiteral("eleven")));
    QVERIFY(!page->matrixModel()->setData(page->matrixModel()->index(row, DecisionMatrixModel::FirstCandidate),
                                          QStringLiteral("12")));
    QCOMPARE(m_window->undoStack()->count(), depth);
    m_window->undoStack()->undo();
    QTRY_COMPARE(page->matrixModel()->index(row, DecisionMatrixModel::FirstCandidate).data().toString(),
                 QStringLiteral("7.00 ± 1.00"));
    QCOMPARE(DecisionMatrixModel::parseScore(QStringLiteral("7,5 +/- 2")),
             (std::optional<std::pair<double, std::optional<double>>>{{7.5, 2.0}}));
}

void TestCostDecisionPages::addedCriterionCanBeRemovedAndRestored()
{
    openDemo();
    m_window->showPage(MainWindow::Page::Decision);
    DecisionPage* page = decisionPage();
    QTRY_COMPARE(page->matrixModel()->totalsRow(), 11); // R6.1's ten and the workload replay's
    page->addCriterionAction()->trigger();
    QTRY_COMPARE(page->matrixModel()->totalsRow(), 12);
    QCOMPARE(page->matrixModel()->criterion(11)->title(), QStringLiteral("New criterion"));
    // A new criterion with weight 1 and no scores blocks the recommendation until it is scored.
    QVERIFY(
        page->recommendationLabel()->text().startsWith(QStringLiteral("No recommendation yet: 2 score(s) missing")));
    typeInto(page->matrixView(), page->matrixModel()->index(11, DecisionMatrixModel::Name), QStringLiteral("Energy"));
    QTRY_COMPARE(page->matrixModel()->criterion(11)->title(), QStringLiteral("Energy"));

    page->matrixView()->selectRow(criterionRow(QStringLiteral("Support boundary")));
    QVERIFY(page->removeCriterionAction()->isEnabled());
    page->removeCriterionAction()->trigger();
    QTRY_COMPARE(criterionRow(QStringLiteral("Support boundary")), -1);
    m_window->undoStack()->undo();
    QTRY_VERIFY(criterionRow(QStringLiteral("Support boundary")) >= 0);
    // Its scores came back with it.
    const int row = criterionRow(QStringLiteral("Support boundary"));
    QCOMPARE(page->matrixModel()->index(row, DecisionMatrixModel::FirstCandidate).data().toString(),
             QStringLiteral("9.00 ± 0.50"));
}

void TestCostDecisionPages::worksheetCopiesAsTableAndExportsCsv()
{
    openDemo();
    m_window->showPage(MainWindow::Page::Decision);
    DecisionPage* page = decisionPage();
    QTRY_COMPARE(page->worksheetModel()->rowCount(), 2);
    typeInto(page->worksheetView(), page->worksheetModel()->index(1, DecisionWorksheetModel::OperationsOwner),
             QStringLiteral("Team Blue"));
    QTRY_COMPARE(page->worksheetModel()->index(1, DecisionWorksheetModel::OperationsOwner).data().toString(),
                 QStringLiteral("Team Blue"));

    page->copyWorksheet();
    const QMimeData* mime = QApplication::clipboard()->mimeData();
    QVERIFY(mime->hasHtml() && mime->hasText());
    const QStringList lines = mime->text().split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QVERIFY(lines.first().startsWith(QStringLiteral("Candidate\tFabric\tBenchmark result\tOperations owner")));
    QVERIFY(lines.at(2).contains(QStringLiteral("\tTeam Blue\t")));
    QVERIFY(mime->html().contains(QStringLiteral("<td>Team Blue</td>")));

    QVERIFY(page->exportWorksheet(path("worksheet.csv")));
    QFile csv(path("worksheet.csv"));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(csv.readAll());
    QVERIFY(text.contains(QStringLiteral("\"Idle/retry waste\"")));
    QVERIFY(text.contains(QStringLiteral("\"Team Blue\"")));
    QVERIFY(!page->exportWorksheet(path("no-such-folder/worksheet.csv")));
    QCOMPARE(m_prompts.errors.size(), 1);
}

// Two candidates at 16 nodes with imported all-reduce runs: the acceptance rate is derived from them against
// the thresholds, and tail latency and bus bandwidth are scored from them, with the derivation shown.
void TestCostDecisionPages::storedRunsFeedAcceptanceRateAndScores()
{
    using namespace fw::core;
    {
        auto project = ProjectFile::create(path("runs.fabwb"));
        CandidateRepository candidates(*project);
        const qint64 a =
            candidates.add({.supplier = QStringLiteral("A"), .offerName = QStringLiteral("a"), .nodeCount = 16});
        const qint64 b = candidates.add({.supplier = QStringLiteral("B"),
                                         .offerName = QStringLiteral("b"),
                                         .fabric = FabricKind::RoceV2,
                                         .nodeCount = 16});
        int file = 0;
        const auto addRun = [&](qint64 candidate, RunSource source, int nodes, double p99, double busbw) {
            BenchmarkRun run{.candidateId = candidate,
                             .source = source,
                             .tool = QStringLiteral("nccl-tests"),
                             .testName = QStringLiteral("all_reduce"),
                             .nodes = nodes};
            run.results = {
                SizeResult{.bytes = 8, .p99Us = p99, .busbwGBs = 0.001, .wrong = 0, .checkPassed = true},
                SizeResult{.bytes = 1 << 30, .p99Us = 9000, .busbwGBs = busbw, .wrong = 0, .checkPassed = true}};
            run.provenance = {.sha256 = QString::number(++file).repeated(64),
                              .fileName = QStringLiteral("run.txt"),
                              .importedAt = QDateTime::currentDateTimeUtc()};
            BenchmarkRunRepository(*project).add({run});
        };
        addRun(a, RunSource::OwnMeasurement, 16, 40, 190); // accepted
        addRun(a, RunSource::OwnMeasurement, 16, 60, 195); // p99 above 50 µs
        addRun(a, RunSource::OwnMeasurement, 8, 20, 200);  // other node count: not counted
        addRun(a, RunSource::VendorClaim, 16, 10, 250);    // a claim: never counted
        addRun(b, RunSource::OwnMeasurement, 16, 80, 150);
        CostRepository costs(*project);
        costs.setSettings({.thresholds = {.minBusBandwidthGBs = 180, .maxP99LatencyUs = 50}});
        for (qint64 id : {a, b})
            costs.setInput(id, CostInputKey::AcceptanceRate, {InputSource::Derived, std::nullopt, {}});
    }
    QVERIFY(m_window->openProject(path("runs.fabwb")));
    m_window->showPage(MainWindow::Page::Cost);
    CostPage* cost = costPage();
    QTRY_COMPARE(child<QComboBox>(cost, "candidate")->count(), 2);
    QCOMPARE(cost->snapshot().results.at(0).value(CostInputKey::AcceptanceRate), 0.5);
    QCOMPARE(cost->snapshot().results.at(1).value(CostInputKey::AcceptanceRate), 0.0);
    const QString derivation =
        costIndex(cost, CostInputKey::AcceptanceRate, CostInputModel::Derivation).data().toString();
    QVERIFY2(derivation.startsWith(QStringLiteral("a = accepted / runs = 1 / 2")), qPrintable(derivation));

    m_window->showPage(MainWindow::Page::Decision);
    DecisionPage* decision = decisionPage();
    QTRY_VERIFY(decision->matrixModel()->rowCount() > 0);
    QVERIFY(!decision->snapshot().filledBeforeBenchmark);
    QVERIFY(!decision->beforeBenchmarkLabel()->isVisible());
    // Median p99 at the smallest size: A (40, 60) → 50 µs, B 80 µs. Bus bandwidth: A 192.5, B 150 GB/s.
    const QModelIndex latencyB = decision->matrixModel()->index(criterionRow(QStringLiteral("Tail latency")),
                                                                DecisionMatrixModel::FirstCandidate + 1);
    QVERIFY(latencyB.data(DecisionMatrixModel::AutomaticRole).toBool());
    QCOMPARE(decision->snapshot().cells.at(criterionRow(QStringLiteral("Tail latency"))).at(1).score.value(), 6.25);
    QCOMPARE(decision->snapshot().cells.at(criterionRow(QStringLiteral("Bus bandwidth"))).at(1).score.value(),
             10 * 150 / 192.5);
    QVERIFY2(latencyB.data(Qt::ToolTipRole)
                 .toString()
                 .contains(QStringLiteral("of own run(s) 5 on the candidate's cluster (all_reduce")),
             qPrintable(latencyB.data(Qt::ToolTipRole).toString()));
    QVERIFY(decision->worksheetModel()->index(0, 2).data().toString().startsWith(QStringLiteral("a = accepted")));
    // The page says which runs the scores compare and why the others are left out.
    const QString comparison = decision->findChild<QLabel*>(QStringLiteral("comparisonLabel"))->text();
    QVERIFY2(comparison.contains(QStringLiteral("run 3: all_reduce, unknown backend, ranks not stated, 8 nodes")),
             qPrintable(comparison));
    QVERIFY(comparison.contains(QStringLiteral("run 4: a supplier's claim")));

    // Typing over an automatic score overrides it, but only with a reason.
    const int latencyRow = criterionRow(QStringLiteral("Tail latency"));
    typeInto(decision->matrixView(), latencyB, QStringLiteral("9"));
    QTRY_COMPARE(m_prompts.errors.size(), 1);
    QVERIFY(m_prompts.errors.first().contains(QStringLiteral("needs a reason")));
    QCOMPARE(decision->snapshot().cells.at(latencyRow).at(1).score.value(), 6.25);
    m_prompts.textAnswer = QStringLiteral("B's runs were taken during a firmware upgrade");
    typeInto(decision->matrixView(),
             decision->matrixModel()->index(latencyRow, DecisionMatrixModel::FirstCandidate + 1), QStringLiteral("9"));
    QTRY_COMPARE(decision->snapshot().cells.at(latencyRow).at(1).score.value(), 9.0);
    const QModelIndex overridden = decision->matrixModel()->index(latencyRow, DecisionMatrixModel::FirstCandidate + 1);
    QCOMPARE(overridden.data().toString(), QStringLiteral("9.00 ± 1.00 (override)"));
    QVERIFY2(overridden.data(Qt::ToolTipRole).toString().contains(QStringLiteral("The evidence gives 6.25")),
             qPrintable(overridden.data(Qt::ToolTipRole).toString()));
    m_window->undoStack()->undo();
    QTRY_COMPARE(decision->snapshot().cells.at(latencyRow).at(1).score.value(), 6.25);
}

void TestCostDecisionPages::quotedInputsShowTheirLinesAndRatesAreEdited()
{
    // The demo's first candidate with a supplier's price line for compute, in USD at 0.9 EUR.
    fw::core::createDemoProject(path("demo.fabwb"));
    qint64 candidate = 0;
    {
        auto project = fw::core::ProjectFile::open(path("demo.fabwb"));
        candidate = fw::core::CandidateRepository(*project).all().constFirst().id;
        fw::core::PriceRepository prices(*project);
        prices.setRate({QStringLiteral("USD"), 0.9, QDate(2026, 11, 30)});
        fw::core::PriceLine line;
        line.line = 1;
        line.component = CostInputKey::ComputeCapacity;
        line.item = QStringLiteral("GPU capacity");
        line.unit = fw::core::BillingUnit::GpuHour;
        line.unitPrice = 2;
        line.quantity = 16;
        line.currency = QStringLiteral("USD");
        prices.setLine(candidate, line);
        fw::core::CostRepository costs(*project);
        fw::core::CostInput input = costs.inputs(candidate)[int(CostInputKey::ComputeCapacity)];
        input.source = fw::core::InputSource::Quoted;
        costs.setInput(candidate, CostInputKey::ComputeCapacity, input);
    }
    QVERIFY(m_window->openProject(path("demo.fabwb")));
    m_window->showPage(MainWindow::Page::Cost);
    CostPage* page = costPage();
    QTRY_COMPARE(page->model()->rowCount(), fw::core::kCostInputCount);
    const int row = page->snapshot().candidateRow(candidate);
    QVERIFY(row >= 0);
    const auto computeValue = [&] {
        return page->snapshot().results.at(row).inputs[int(CostInputKey::ComputeCapacity)].value.value_or(-1);
    };
    // The demo's period is a year.
    QCOMPARE(page->snapshot().settings.period, fw::core::CostPeriod::Year);
    QCOMPARE(computeValue(), 2.0 * 16 * 8760 * 0.9);

    // Marked "quoted" with the line it came from; an input without lines is not.
    const QModelIndex value = costIndex(page, CostInputKey::ComputeCapacity, CostInputModel::Value);
    QVERIFY(value.data(CostInputModel::QuotedRole).toBool());
    QVERIFY2(value.data().toString().endsWith(QStringLiteral(" (quoted)")), qPrintable(value.data().toString()));
    QVERIFY2(value.data(Qt::ToolTipRole).toString().contains(QStringLiteral("line 1 (GPU capacity)")),
             qPrintable(value.data(Qt::ToolTipRole).toString()));
    const QString source = costIndex(page, CostInputKey::ComputeCapacity, CostInputModel::Source).data().toString();
    QVERIFY2(source.contains(QStringLiteral("price sheet line")) && source.endsWith(QStringLiteral(" 1")),
             qPrintable(source));
    QVERIFY(!costIndex(page, CostInputKey::Switches, CostInputModel::Value).data(CostInputModel::QuotedRole).toBool());

    // The rate is edited in the table, and the quoted input follows; Undo takes it back.
    QTableWidget* rates = child<QTableWidget>(page, "exchangeRates");
    QCOMPARE(rates->rowCount(), 2); // USD, and the empty row for a new currency
    QCOMPARE(rates->item(0, 0)->text(), QStringLiteral("USD"));
    rates->item(0, 1)->setText(QStringLiteral("0.8"));
    QTRY_COMPARE(computeValue(), 2.0 * 16 * 8760 * 0.8);
    m_window->undoStack()->undo();
    QTRY_COMPARE(computeValue(), 2.0 * 16 * 8760 * 0.9);

    // A new currency in the empty row.
    rates = child<QTableWidget>(page, "exchangeRates");
    rates->item(1, 0)->setText(QStringLiteral("chf"));
    rates->item(1, 1)->setText(QStringLiteral("1.05"));
    QTRY_COMPARE(page->snapshot().rates.size(), 2);
    QCOMPARE(page->snapshot().rates.at(0).currency, QStringLiteral("CHF"));
    QCOMPARE(page->snapshot().rates.at(0).asOf, QDate::currentDate());
}

// Issue 42: after importing only the suppliers' logs, Decision read "score needed" in every cell and "no benchmark run
// is stored" though two were. It names what each criterion waits for, says that claims are never scored, and offers
// the step that supplies the missing evidence.
void TestCostDecisionPages::onlyClaimsNameWhatWaitsAndTheStepThatFillsIt()
{
    using namespace fw::core;
    {
        auto project = ProjectFile::create(path("claims.fabwb"));
        CandidateRepository candidates(*project);
        int file = 0;
        for (const QString& supplier : {QStringLiteral("A"), QStringLiteral("B")}) {
            const qint64 id = candidates.add({.supplier = supplier, .offerName = QStringLiteral("pod")});
            BenchmarkRun run{.candidateId = id,
                             .source = RunSource::VendorClaim,
                             .tool = QStringLiteral("nccl-tests"),
                             .testName = QStringLiteral("all_reduce"),
                             .nodes = 2};
            run.results = {SizeResult{.bytes = 8, .p99Us = 20, .busbwGBs = 0.001, .wrong = 0, .checkPassed = true}};
            run.provenance = {.sha256 = QString::number(++file).repeated(64),
                              .fileName = QStringLiteral("claim.txt"),
                              .importedAt = QDateTime::currentDateTimeUtc()};
            BenchmarkRunRepository(*project).add({run});
        }
    }
    QVERIFY(m_window->openProject(path("claims.fabwb")));
    m_window->showPage(MainWindow::Page::Decision);
    DecisionPage* decision = decisionPage();
    QTRY_VERIFY(decision->matrixModel()->rowCount() > 0);

    const QString before = decision->beforeBenchmarkLabel()->text();
    QVERIFY2(!before.contains(QLatin1String("no benchmark run is stored")), qPrintable(before));
    QVERIFY2(before.contains(QLatin1String("supplier claim")), qPrintable(before));
    auto* waiting = child<QLabel>(decision, "waitingForEvidence");
    QVERIFY(waiting->isVisible());
    const QString text = waiting->text();
    QVERIFY2(text.contains(QLatin1String("Tail latency of A, B: waits for an own, current run of each candidate that "
                                         "measured a p99 latency")),
             qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("Bus bandwidth of A, B: waits for an own, current all-reduce run of each "
                                         "candidate")),
             qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("(Benchmarks)")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("never scored")), qPrintable(text));
    // Each empty cell says what it waits for.
    const QModelIndex latencyA = decision->matrixModel()->index(criterionRow(QStringLiteral("Tail latency")),
                                                                DecisionMatrixModel::FirstCandidate);
    QCOMPARE(latencyA.data().toString(), QStringLiteral("needs an own p99"));
    for (int row = 0; row < decision->matrixModel()->rowCount(); ++row)
        for (int column = 0; column < decision->matrixModel()->columnCount(); ++column)
            QVERIFY(decision->matrixModel()->index(row, column).data().toString() != QLatin1String("score needed"));

    // The workload replay's criterion waits for nothing until the buyer gives it a weight; then it says what fills
    // it, on Faults & Replay.
    const int workload = criterionRow(QStringLiteral("Workload replay"));
    const QModelIndex workloadA = decision->matrixModel()->index(workload, DecisionMatrixModel::FirstCandidate);
    QCOMPARE(workloadA.data().toString(), QString());
    QVERIFY(!text.contains(QLatin1String("Workload replay")));
    typeInto(decision->matrixView(), decision->matrixModel()->index(workload, DecisionMatrixModel::Weight),
             QStringLiteral("2"));
    QTRY_COMPARE(decision->matrixModel()->index(workload, DecisionMatrixModel::FirstCandidate).data().toString(),
                 QStringLiteral("needs a workload replay"));
    QTRY_VERIFY2(waiting->text().contains(QLatin1String("Workload replay of A, B: waits for a complete replay of the "
                                                        "workload's pattern on each candidate's cluster, alone (Plan "
                                                        "from Workload) (Faults & Replay).")),
                 qPrintable(waiting->text()));

    // The action that fills them: to Benchmarks, to run the agent or import an own measurement.
    auto* next = child<QPushButton>(decision, "nextStep");
    QVERIFY(next->isVisible());
    QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(m_window->currentPage(), MainWindow::Page::Benchmarks);
}

void TestCostDecisionPages::theInputTableHasRoomAtTheDefaultSize()
{
    // Issue 42: the inputs are what the user types on this page; at the window's default size they once showed three
    // rows under the settings and an empty exchange-rate table.
    openDemo();
    m_window->resize(1100, 700);
    m_window->showPage(MainWindow::Page::Cost);
    auto* view = child<QTableView>(costPage(), "costInputs");
    QTRY_VERIFY(view->isVisible() && view->viewport()->height() > 0);
    QApplication::processEvents();
    const int rows = view->model()->rowCount();
    const int lastShown = view->rowAt(view->viewport()->height() - 1);
    const int shown = (lastShown < 0 ? rows : lastShown + 1) - view->rowAt(0);
    QVERIFY2(shown >= 6, qPrintable(QStringLiteral("%1 of %2 input rows shown in a %3 px high view")
                                        .arg(shown)
                                        .arg(rows)
                                        .arg(view->viewport()->height())));
    // Every column is in view, the note and the derivation sharing what the others leave: none scrolls off the edge.
    QCOMPARE(view->horizontalScrollBar()->maximum(), 0);
    for (const int column : {CostInputModel::Note, CostInputModel::Derivation})
        QVERIFY2(view->columnWidth(column) >= 150, qPrintable(QString::number(view->columnWidth(column))));
    // The exchange-rate table is as high as its rows (here the one to type a new rate into), not a fixed block.
    auto* rates = child<QTableWidget>(costPage(), "exchangeRates");
    QVERIFY2(rates->height() <= rates->horizontalHeader()->height() + 2 * rates->rowHeight(0) + 2 * rates->frameWidth(),
             qPrintable(QString::number(rates->height())));
}

QTEST_MAIN(TestCostDecisionPages)
#include "testcostdecisionpages.moc"
