// SPDX-License-Identifier: Apache-2.0
#include "common/projectcontext.h"
#include "findchild.h"
#include "scriptedprompts.h"
#include "storage/candidaterepository.h"
#include "storage/demoproject.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "storage/triagerepository.h"
#include "worksheets/bompage.h"
#include "worksheets/bomtablemodel.h"
#include "worksheets/questionnairemodel.h"
#include "worksheets/questionnairespage.h"
#include "worksheets/triagepage.h"
#include "worksheets/worksheettableview.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace fw::app;
using namespace fw::core;

// The Triage, BOM and Questionnaires pages driven through their widgets, over the demo project.
class TestWorksheetPages : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void bomShowsSeededMismatchAndDisagreeingNode();
    void editingTheBomMakesTheRunStaleAndUndoRestores();
    void keyboardMovesLikeASpreadsheet();
    void typedFieldsRefuseBadValuesAndPastesAreAllOrNothing();
    void importsFactsAndUndoes();
    void badFactsFileIsReportedWithItsLine();
    void vagueAnswerRaisesRedFlagAndUndoClearsIt();
    void evidenceIsStoredWithItsHash();
    void operatingModelIsEditable();
    void officialSourcesAreChecked();
    void triageRecommendationFollowsAnswers();
    void triageQuestionsWrapOnlyWhereTheirRowIsFull();

private:
    QString path(const char* name) const { return m_dir->filePath(QString::fromLatin1(name)); }
    template <typename Page> Page* show()
    {
        auto* page = new Page(m_prompts, m_context);
        m_page.reset(page);
        page->resize(1000, 700);
        page->show();
        QApplication::setActiveWindow(page);
        if (!QTest::qWaitForWindowActive(page))
            return nullptr;
        return page;
    }
    int bomRow(const char* key) const;
    void typeInto(WorksheetTableView* view, const QModelIndex& index, const QString& text);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectFile> m_project;
    fw::app::ProjectContext m_context;
    QUndoStack& m_undo = *m_context.undoStack();
    ScriptedPrompts m_prompts;
    std::unique_ptr<QWidget> m_page;
};

void TestWorksheetPages::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    createDemoProject(path("demo.fabwb"));
    m_project = ProjectFile::open(path("demo.fabwb"));
    m_context.setProject(m_project.get());
    m_prompts = ScriptedPrompts();
}

void TestWorksheetPages::cleanup()
{
    m_page.reset();
    m_context.setProject(nullptr);
    m_project.reset();
}

int TestWorksheetPages::bomRow(const char* key) const
{
    auto* page = static_cast<BomPage*>(m_page.get());
    for (int row = 0; row < page->model()->rowCount(); ++row) {
        if (page->model()->index(row, 0).data(BomTableModel::FieldKeyRole).toString() == QLatin1String(key))
            return row;
    }
    return -1;
}

void TestWorksheetPages::typeInto(WorksheetTableView* view, const QModelIndex& index, const QString& text)
{
    view->setFocus();
    view->setCurrentIndex(index);
    QTest::keyClick(view, Qt::Key_F2);
    auto* editor = qobject_cast<QLineEdit*>(QApplication::focusWidget());
    QVERIFY2(editor, QApplication::focusWidget() ? QApplication::focusWidget()->metaObject()->className() : "none");
    editor->selectAll();
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    // The delegate commits an editor closed with Enter through a queued call.
    const QPointer<QLineEdit> closing(editor);
    QTRY_VERIFY(!closing);
}

void TestWorksheetPages::bomShowsSeededMismatchAndDisagreeingNode()
{
    auto* page = show<BomPage>();
    QVERIFY(page);
    QAbstractItemModelTester tester(page->model());
    QCOMPARE(child<QComboBox>(page, "candidate")->count(), 2);
    const int row = bomRow("nic_firmware");
    QVERIFY(row >= 0);
    QCOMPARE(page->model()->index(row, BomTableModel::Declared).data().toString(), QStringLiteral("28.40.1000"));
    QCOMPARE(page->model()->index(row, BomTableModel::Measured).data().toString(), QStringLiteral("28.40.1000"));
    QCOMPARE(page->model()->index(row, BomTableModel::Check).data().toString(),
             QStringLiteral("MISMATCH on example-ib-node03"));
    QVERIFY(page->model()->index(row, BomTableModel::Check).data(Qt::BackgroundRole).isValid());
    QCOMPARE(page->model()->mismatchCount(), 1);
    QCOMPARE(child<QListWidget>(page, "disagreements")->count(), 1);
    QCOMPARE(child<QListWidget>(page, "disagreements")->item(0)->text(),
             QStringLiteral("example-ib-node03: NIC/HCA firmware 28.39.1002, others 28.40.1000"));
    QVERIFY(child<QLabel>(page, "summary")->text().contains(QStringLiteral("example data")));
    // InfiniBand specifics for the InfiniBand candidate, RoCE specifics for the RoCE one.
    QVERIFY(bomRow("gpudirect_rdma") >= 0);
    QCOMPARE(bomRow("lossless_strategy"), -1);
    child<QComboBox>(page, "candidate")->setCurrentIndex(1);
    QVERIFY(bomRow("lossless_strategy") >= 0);
    QCOMPARE(bomRow("gpudirect_rdma"), -1);
}

void TestWorksheetPages::editingTheBomMakesTheRunStaleAndUndoRestores()
{
    auto* page = show<BomPage>();
    QVERIFY(page);
    QCOMPARE(child<QListWidget>(page, "retest")->count(), 2);
    QVERIFY(child<QListWidget>(page, "retest")->item(0)->text().startsWith(QStringLiteral("Current:")));

    typeInto(child<WorksheetTableView>(page, "table"),
             page->model()->index(bomRow("nccl_version"), BomTableModel::Declared), QStringLiteral("2.22.3"));
    QVERIFY2(m_prompts.errors.isEmpty(), qPrintable(m_prompts.errors.join(QLatin1Char('|'))));
    QCOMPARE(m_undo.count(), 1);
    QCOMPARE(child<QListWidget>(page, "retest")->item(0)->text(),
             QStringLiteral("Re-test needed: Example run: all_reduce on 16 nodes (example data) (Example Supplier A): "
                            "NCCL changed from \"2.21.5\" to \"2.22.3\""));
    // Written at once: a second connection sees it.
    QCOMPARE(BomRepository(*ProjectFile::open(path("demo.fabwb"))).declared(1).value(QStringLiteral("nccl_version")),
             QStringLiteral("2.22.3"));
    // The measured NCCL now disagrees with the declared one.
    QVERIFY(page->model()
                ->index(bomRow("nccl_version"), BomTableModel::Check)
                .data()
                .toString()
                .startsWith(QStringLiteral("MISMATCH")));

    m_undo.undo();
    QCOMPARE(page->model()->index(bomRow("nccl_version"), BomTableModel::Declared).data().toString(),
             QStringLiteral("2.21.5"));
    QVERIFY(child<QListWidget>(page, "retest")->item(0)->text().startsWith(QStringLiteral("Current:")));
    m_undo.redo();
    QVERIFY(child<QListWidget>(page, "retest")->item(0)->text().startsWith(QStringLiteral("Re-test needed")));
}

void TestWorksheetPages::keyboardMovesLikeASpreadsheet()
{
    auto* page = show<BomPage>();
    QVERIFY(page);
    WorksheetTableView* view = child<WorksheetTableView>(page, "table");
    const int first = bomRow("gpu_model");
    typeInto(view, page->model()->index(first, BomTableModel::Declared), QStringLiteral("NVIDIA H100"));
    // Enter committed and went down to the next declared cell.
    QCOMPARE(view->currentIndex(), page->model()->index(first + 1, BomTableModel::Declared));
    QTest::keyClick(view, Qt::Key_Tab);
    QCOMPARE(view->currentIndex(), page->model()->index(first + 2, BomTableModel::Declared));
    QTest::keyClick(view, Qt::Key_Backtab);
    QCOMPARE(view->currentIndex(), page->model()->index(first + 1, BomTableModel::Declared));

    // Copy a range of declared cells and paste it onto the RoCE candidate as one edit.
    view->setCurrentIndex(page->model()->index(first, BomTableModel::Declared));
    view->selectionModel()->select(QItemSelection(page->model()->index(first, BomTableModel::Declared),
                                                  page->model()->index(first + 2, BomTableModel::Declared)),
                                   QItemSelectionModel::ClearAndSelect);
    QTest::keySequence(view, QKeySequence::Copy);
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("NVIDIA H100\n80\n8"));
    child<QComboBox>(page, "candidate")->setCurrentIndex(1);
    view->setCurrentIndex(page->model()->index(bomRow("gpu_model"), BomTableModel::Declared));
    const int before = m_undo.count();
    QTest::keySequence(view, QKeySequence::Paste);
    QCOMPARE(m_undo.count(), before + 1);
    QCOMPARE(page->model()->index(bomRow("gpu_memory"), BomTableModel::Declared).data().toString(),
             QStringLiteral("80"));
    m_undo.undo();
    QVERIFY(page->model()->index(bomRow("gpu_memory"), BomTableModel::Declared).data().toString().isEmpty());
}

void TestWorksheetPages::typedFieldsRefuseBadValuesAndPastesAreAllOrNothing()
{
    auto* page = show<BomPage>();
    QVERIFY(page);
    child<QComboBox>(page, "candidate")->setCurrentIndex(1);
    typeInto(child<WorksheetTableView>(page, "table"), page->model()->index(bomRow("mtu"), BomTableModel::Declared),
             QStringLiteral("jumbo"));
    QCOMPARE(m_undo.count(), 0);
    QCOMPARE(m_prompts.errors.size(), 1);
    QVERIFY(m_prompts.errors.first().contains(QStringLiteral("\"jumbo\" is not a whole number")));

    // A number with its unit is accepted and stored without it; a choice accepts its label.
    typeInto(child<WorksheetTableView>(page, "table"), page->model()->index(bomRow("mtu"), BomTableModel::Declared),
             QStringLiteral("4200 bytes"));
    QCOMPARE(page->model()->index(bomRow("mtu"), BomTableModel::Declared).data(Qt::EditRole).toString(),
             QStringLiteral("4200"));

    child<WorksheetTableView>(page, "table")
        ->setCurrentIndex(page->model()->index(bomRow("ram"), BomTableModel::Declared));
    QVERIFY(!child<WorksheetTableView>(page, "table")->pasteText(QStringLiteral("2048\nlots")));
    QVERIFY(m_prompts.errors.last().contains(QStringLiteral("Nothing was pasted")));
    QVERIFY2(m_prompts.errors.last().contains(QStringLiteral("PCIe/SXM layout (row")),
             qPrintable(m_prompts.errors.last()));
    QVERIFY(page->model()->index(bomRow("ram"), BomTableModel::Declared).data().toString().isEmpty());
}

void TestWorksheetPages::importsFactsAndUndoes()
{
    auto* page = show<BomPage>();
    QVERIFY(page);
    child<QComboBox>(page, "candidate")->setCurrentIndex(1); // the RoCE candidate: two example hosts
    QCOMPARE(page->model()->measuredHosts().size(), 2);
    QFile file(path("facts.jsonl"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(
        R"j({"v":1,"type":"facts","hostname":"real-node1","rdma":{"sysfs_devices":[{"hca_type":"MT4129","fw_ver":"28.41.1000","ports":[{"rate":"400 Gb/sec (4X)","link_layer":"Ethernet"}]}]}})j"
        "\n"
        R"j({"v":1,"type":"facts","hostname":"real-node2","rdma":{"sysfs_devices":[{"hca_type":"MT4129","fw_ver":"28.40.1000","ports":[{"rate":"400 Gb/sec (4X)","link_layer":"Ethernet"}]}]}})j"
        "\n");
    file.close();
    QVERIFY(page->importFacts(path("facts.jsonl")));
    QCOMPARE(page->model()->measuredHosts().size(), 4);
    QCOMPARE(page->model()->measuredHosts().at(2).source, QStringLiteral("facts.jsonl"));
    QCOMPARE(page->model()->measuredHosts().at(2).sourceSha256.size(), 64);
    QVERIFY(page->model()
                ->index(bomRow("nic_firmware"), BomTableModel::Check)
                .data()
                .toString()
                .contains(QStringLiteral("real-node1")));
    m_undo.undo();
    QCOMPARE(page->model()->measuredHosts().size(), 2);
}

void TestWorksheetPages::badFactsFileIsReportedWithItsLine()
{
    auto* page = show<BomPage>();
    QVERIFY(page);
    QFile file(path("bad.jsonl"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"v\":1,\"type\":\"facts\",\"hostname\":\"a\"}\n{not json\n");
    file.close();
    QVERIFY(!page->importFacts(path("bad.jsonl")));
    QCOMPARE(m_undo.count(), 0);
    QVERIFY2(m_prompts.errors.value(0).contains(QStringLiteral("bad.jsonl, line 2: not valid JSON")),
             qPrintable(m_prompts.errors.value(0)));
}

void TestWorksheetPages::vagueAnswerRaisesRedFlagAndUndoClearsIt()
{
    auto* page = show<QuestionnairesPage>();
    QVERIFY(page);
    child<QComboBox>(page, "candidate")->setCurrentIndex(0); // InfiniBand
    QuestionnaireModel* model = page->model();
    QAbstractItemModelTester tester(model);
    QCOMPARE(model->rowCount(), 10);
    const QModelIndex placement = model->index(2, QuestionnaireModel::Answer);
    QCOMPARE(model->index(2, QuestionnaireModel::Status).data().toString(), QStringLiteral("Unanswered"));

    typeInto(child<WorksheetTableView>(page, "questions"), placement, QStringLiteral("Included"));
    QCOMPARE(model->index(2, QuestionnaireModel::Status).data().toString(), QStringLiteral("Red flag"));
    QVERIFY(model->index(2, QuestionnaireModel::Findings).data().toString().contains(QStringLiteral("no specifics")));
    QVERIFY(
        child<QLabel>(page, "completeness")->text().contains(QStringLiteral("Example Supplier A: 2 of 10 answered")));

    m_undo.undo();
    QCOMPARE(model->index(2, QuestionnaireModel::Status).data().toString(), QStringLiteral("Unanswered"));
    typeInto(child<WorksheetTableView>(page, "questions"), placement,
             QStringLiteral("Guaranteed in the contract: one Quantum-2 fabric, pod 3."));
    QCOMPARE(model->index(2, QuestionnaireModel::Status).data().toString(), QStringLiteral("Answered"));

    // The demo's "InfiniBand included" on question 1 is flagged, with what it lacks.
    QCOMPARE(model->index(0, QuestionnaireModel::Status).data().toString(), QStringLiteral("Red flag"));
    QVERIFY(model->index(0, QuestionnaireModel::Findings).data().toString().contains(QStringLiteral("no specifics")));
    // The reason stands beside the status, in sight without scrolling sideways.
    auto* view = child<WorksheetTableView>(page, "questions");
    view->scrollTo(model->index(0, QuestionnaireModel::Number));
    QCOMPARE(view->horizontalHeader()->visualIndex(QuestionnaireModel::Findings),
             view->horizontalHeader()->visualIndex(QuestionnaireModel::Status) + 1);
    const QRect reason = view->visualRect(model->index(0, QuestionnaireModel::Findings));
    QVERIFY2(reason.left() + 120 < view->viewport()->width(),
             qPrintable(QStringLiteral("reason at x %1 of %2").arg(reason.left()).arg(view->viewport()->width())));
}

void TestWorksheetPages::evidenceIsStoredWithItsHash()
{
    auto* page = show<QuestionnairesPage>();
    QVERIFY(page);
    child<WorksheetTableView>(page, "questions")
        ->setCurrentIndex(page->model()->index(7, QuestionnaireModel::Answer)); // penalty question
    QFile file(path("contract.txt"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("abc");
    file.close();
    QVERIFY(page->attachFile(path("contract.txt")));
    QCOMPARE(child<QListWidget>(page, "attachments")->count(), 1);
    QVERIFY(child<QListWidget>(page, "attachments")
                ->item(0)
                ->text()
                .contains(QStringLiteral("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")));
    // Evidence without an answer is still flagged: the text is missing.
    QCOMPARE(page->model()->answer(7).status, AnswerStatus::AnsweredWithEvidence);
    // The link button asks for the address; a cancelled question adds nothing.
    child<QPushButton>(page, "addLink")->click();
    QCOMPARE(child<QListWidget>(page, "attachments")->count(), 1);
    m_prompts.textAnswer = QStringLiteral("  https://example.org/sla ");
    child<QPushButton>(page, "addLink")->click();
    QCOMPARE(child<QListWidget>(page, "attachments")->count(), 2);
    QVERIFY(
        child<QListWidget>(page, "attachments")->item(1)->text().contains(QStringLiteral("https://example.org/sla")));
    m_undo.undo();
    m_undo.undo();
    QCOMPARE(child<QListWidget>(page, "attachments")->count(), 0);
    m_undo.redo();
    QCOMPARE(page->model()->answer(7).attachments.first().sha256,
             QStringLiteral("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
}

void TestWorksheetPages::operatingModelIsEditable()
{
    auto* page = show<QuestionnairesPage>();
    QVERIFY(page);
    auto* model = child<WorksheetTableView>(page, "operatingView")->model();
    QCOMPARE(model->rowCount(), 6);
    QVERIFY(model->setData(model->index(3, 1), QStringLiteral("provider")));
    QCOMPARE(model->index(3, 1).data().toString(), QStringLiteral("The provider, as an appliance-like layer"));
    QVERIFY(!model->setData(model->index(3, 1), QStringLiteral("nobody")));
    QVERIFY(child<QLabel>(page, "completeness")->text().contains(QStringLiteral("operating model 1 of 6")));
    m_undo.undo();
    QVERIFY(model->index(3, 1).data().toString().isEmpty());
}

void TestWorksheetPages::officialSourcesAreChecked()
{
    auto* page = show<QuestionnairesPage>();
    QVERIFY(page);
    const Candidate candidate =
        CandidateRepository(*m_project).all().at(child<QComboBox>(page, "candidate")->currentIndex());
    auto* model = child<WorksheetTableView>(page, "sourcesView")->model();
    // The fabric's own documents follow the eight every fabric needs.
    QCOMPARE(model->rowCount(), Checklist::officialSources(candidate.fabric).size());
    QCOMPARE(model->rowCount(), 10);
    QCOMPARE(model->columnCount(), 3);
    QVERIFY(model->setData(model->index(3, 1), QStringLiteral("differs")));
    QVERIFY(model->setData(model->index(3, 2), QStringLiteral(" vendor.example/sw rev C ")));
    QVERIFY(!model->setData(model->index(3, 1), QStringLiteral("maybe")));
    QCOMPARE(model->index(3, 1).data().toString(), QStringLiteral("Read: the offer differs from it"));
    QVERIFY(child<QLabel>(page, "completeness")->text().contains(QStringLiteral("official sources 1 of 10 checked")));
    const SourceCheck stored =
        QuestionnaireRepository(*m_project).officialSources(candidate.id).value(QStringLiteral("src_switch_datasheet"));
    QCOMPARE(stored, (SourceCheck{QStringLiteral("differs"), QStringLiteral("vendor.example/sw rev C")}));
    m_undo.undo();
    QVERIFY(model->index(3, 2).data().toString().isEmpty());
    m_undo.undo();
    QVERIFY(QuestionnaireRepository(*m_project).officialSources(candidate.id).isEmpty());
}

void TestWorksheetPages::triageRecommendationFollowsAnswers()
{
    auto* page = show<TriagePage>();
    QVERIFY(page);
    // Demo: latency-sensitive, but already on fast Ethernet and wanting a choice of vendors: balanced.
    QVERIFY(child<QLabel>(page, "recommendation")->text().contains(QStringLiteral("Benchmark both")));
    QComboBox* ethernet = page->answerBox(QStringLiteral("runs_fast_ethernet"));
    ethernet->setCurrentIndex(ethernet->findData(QStringLiteral("no")));
    QComboBox* scale = page->answerBox(QStringLiteral("large_scale"));
    scale->setCurrentIndex(scale->findData(QStringLiteral("yes")));
    QVERIFY(child<QLabel>(page, "recommendation")->text().contains(QStringLiteral("Start with InfiniBand")));
    QCOMPARE(TriageRepository(*m_project).all().value(QStringLiteral("large_scale")), QStringLiteral("yes"));

    m_undo.undo();
    m_undo.undo();
    QCOMPARE(ethernet->currentData().toString(), QStringLiteral("yes"));
    QVERIFY(child<QLabel>(page, "recommendation")->text().contains(QStringLiteral("Benchmark both")));

    page->workloadBox(QStringLiteral("wl_replicas"))->setChecked(true);
    QCOMPARE(TriageRepository(*m_project).all().value(QStringLiteral("wl_replicas")), QStringLiteral("yes"));
    for (const char* key : {"needs_custom_weights", "needs_gpu_scheduling", "needs_custom_kernels",
                            "needs_strict_placement", "needs_hw_isolation"}) {
        QComboBox* box = page->answerBox(QString::fromLatin1(key));
        box->setCurrentIndex(box->findData(QStringLiteral("no")));
    }
    QVERIFY(
        child<QLabel>(page, "recommendation")->text().contains(QStringLiteral("compare a managed model API first")));
}

// Issue 42: the Triage questions wrapped into narrow lines beside empty space. Each question has the whole width of
// its answer's row, so it breaks only where that width is full.
void TestWorksheetPages::triageQuestionsWrapOnlyWhereTheirRowIsFull()
{
    auto* page = show<TriagePage>();
    QVERIFY(page);
    int questions = 0;
    for (QLabel* label : page->findChildren<QLabel*>()) {
        auto* answer = qobject_cast<QComboBox*>(label->buddy());
        if (!answer)
            continue;
        ++questions;
        QVERIFY2(label->width() >= answer->width() - 2,
                 qPrintable(QStringLiteral("\"%1\": %2 px beside an answer of %3 px")
                                .arg(label->text())
                                .arg(label->width())
                                .arg(answer->width())));
        const int lines =
            (label->height() + label->fontMetrics().lineSpacing() / 2) / label->fontMetrics().lineSpacing();
        const int needed = label->fontMetrics().horizontalAdvance(label->text()) / label->width() + 1;
        QVERIFY2(lines <= needed, qPrintable(QStringLiteral("\"%1\": %2 lines").arg(label->text()).arg(lines)));
    }
    QVERIFY(questions >= 10);
}

QTEST_MAIN(TestWorksheetPages)
#include "testworksheetpages.moc"
