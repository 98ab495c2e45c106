// SPDX-License-Identifier: Apache-2.0
#include "findchild.h"
#include "mainwindow.h"
#include "storage/bomrepository.h"
#include "storage/candidaterepository.h"
#include "storage/pricerepository.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "windowfixture.h"
#include "worksheets/questionnairespage.h"
#include "worksheets/supplierreviewdialog.h"
#include "xlsxedit.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

using namespace fw::app;
using namespace fw::core;

// Issue 24 in the window: "Send to supplier..." writes the workbook, "Bring answers back..." reviews the returned one
// in SupplierReviewDialog, and the ticked changes are one undo step; a refused workbook changes nothing.
class TestSupplierReview : public QObject, private WindowFixture
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void sendReviewAcceptAndUndo();
    void refusedWorkbookChangesNothing();
    void reviewNamesOnlyWhatChanges();

private:
    QuestionnairesPage* page();
    QString stored() const;
    QString sent(); // the workbook written through the page, in German

    qint64 m_candidate = 0;
};

void TestSupplierReview::init()
{
    openWindow();
    {
        auto project = ProjectFile::create(path("suppliers.fabwb"));
        m_candidate = CandidateRepository(*project).add(
            {.supplier = QStringLiteral("Blue"), .offerName = QStringLiteral("IB"), .nodeCount = 16});
        QuestionnaireRepository(*project).setAnswer(m_candidate, QStringLiteral("ib.hardware"),
                                                    {QStringLiteral("HDR"), AnswerStatus::Answered});
    }
    QVERIFY(m_window->openProject(path("suppliers.fabwb")));
}

void TestSupplierReview::cleanup()
{
    closeWindow();
}

QuestionnairesPage* TestSupplierReview::page()
{
    m_window->showPage(MainWindow::Page::Questionnaires);
    return m_window->findChild<QuestionnairesPage*>();
}

QString TestSupplierReview::stored() const
{
    auto project = ProjectFile::open(m_dir->filePath(QStringLiteral("suppliers.fabwb")));
    const QList<PriceLine> prices = PriceRepository(*project).lines(m_candidate);
    return QuestionnaireRepository(*project).answers(m_candidate).value(QStringLiteral("ib.hardware")).text + u'|' +
           BomRepository(*project).declared(m_candidate).value(QStringLiteral("gpu_model")) +
           (prices.isEmpty() ? QString() : QStringLiteral("|price %1").arg(prices.constFirst().unitPrice));
}

QString TestSupplierReview::sent()
{
    QuestionnairesPage* questionnaires = page();
    child<QComboBox>(questionnaires, "supplierLanguage")->setCurrentIndex(1); // German
    m_prompts.exportPathAnswer = path("blue.xlsx");
    child<QPushButton>(questionnaires, "sendToSupplier")->click();
    if (!m_prompts.errors.isEmpty())
        qWarning("%s", qPrintable(m_prompts.errors.join(u'\n')));
    return path("blue.xlsx");
}

void TestSupplierReview::sendReviewAcceptAndUndo()
{
    const QString file = sent();
    QVERIFY(QFileInfo::exists(file));
    xlsxedit::Parts parts = xlsxedit::unpack(file);
    QVERIFY(xlsxedit::setCell(parts, QStringLiteral("xl/worksheets/sheet1.xml"), QStringLiteral("E2"),
                              xlsxedit::textCell(QStringLiteral("NDR 400G, Quantum-2 QM9700, ConnectX-7"))));
    QVERIFY(xlsxedit::setCell(parts, QStringLiteral("xl/worksheets/sheet2.xml"), QStringLiteral("E2"),
                              xlsxedit::textCell(QStringLiteral("H100 SXM5"))));
    // Price line 1 (compute, per GPU-hour in the project's EUR): 2.5 for 16 GPUs.
    QVERIFY(xlsxedit::setCell(parts, QStringLiteral("xl/worksheets/sheet3.xml"), QStringLiteral("D2"),
                              xlsxedit::numberCell(2.5)));
    QVERIFY(xlsxedit::setCell(parts, QStringLiteral("xl/worksheets/sheet3.xml"), QStringLiteral("E2"),
                              xlsxedit::numberCell(16)));
    QVERIFY(xlsxedit::pack(file, parts));

    // The review lists the three changes; the buyer rejects the BOM field and stores the answer and the price.
    QStringList listed;
    QString intro;
    QTimer::singleShot(0, [&] {
        auto* dialog = qobject_cast<SupplierReviewDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        auto* changes = child<QTreeWidget>(dialog, "changes");
        for (int i = 0; i < changes->topLevelItemCount(); ++i)
            listed << changes->topLevelItem(i)->text(0) + u'|' + changes->topLevelItem(i)->text(2);
        intro = child<QLabel>(dialog, "reviewIntro")->text();
        changes->topLevelItem(1)->setCheckState(0, Qt::Unchecked);
        dialog->accept();
    });
    const int steps = m_window->findChild<QUndoStack*>()->count();
    m_prompts.filesAnswer = {file};
    child<QPushButton>(page(), "bringAnswersBack")->click();
    QVERIFY2(m_prompts.errors.isEmpty(), qPrintable(m_prompts.errors.join(u'\n')));
    QCOMPARE(listed.size(), 3);
    // The kinds joined the locale's way ("a, b and c" in English).
    for (const char* part : {"The workbook changes 1 answer(s), ", "1 BOM field(s)", "1 price line(s). "})
        QVERIFY2(intro.contains(QLatin1String(part)), qPrintable(intro));
    QVERIFY2(listed.at(0).contains(QStringLiteral("NDR 400G")), qPrintable(listed.join(u'\n')));
    QVERIFY2(listed.at(1).endsWith(QStringLiteral("|H100 SXM5")), qPrintable(listed.join(u'\n')));
    QVERIFY2(listed.at(2).startsWith(QStringLiteral("Price line 1: ")) &&
                 listed.at(2).endsWith(QStringLiteral("|2.5 EUR per GPU-hour × 16")),
             qPrintable(listed.join(u'\n')));
    QCOMPARE(stored(), QStringLiteral("NDR 400G, Quantum-2 QM9700, ConnectX-7||price 2.5"));

    // One undo step takes it back, and redo stores it again.
    QUndoStack* stack = m_window->findChild<QUndoStack*>();
    QCOMPARE(stack->count(), steps + 1);
    stack->undo();
    QCOMPARE(stored(), QStringLiteral("HDR|"));
    stack->redo();
    QCOMPARE(stored(), QStringLiteral("NDR 400G, Quantum-2 QM9700, ConnectX-7||price 2.5"));
}

void TestSupplierReview::refusedWorkbookChangesNothing()
{
    const QString file = sent();
    xlsxedit::Parts parts = xlsxedit::unpack(file);
    QVERIFY(xlsxedit::setCell(parts, QStringLiteral("xl/worksheets/sheet1.xml"), QStringLiteral("E2"),
                              xlsxedit::textCell(QStringLiteral("NDR"))));
    QVERIFY(xlsxedit::setCell(parts, QStringLiteral("xl/worksheets/sheet1.xml"), QStringLiteral("E3"),
                              xlsxedit::formulaCell(QStringLiteral("1+1"), QStringLiteral("2"))));
    QVERIFY(xlsxedit::pack(file, parts));
    const int steps = m_window->findChild<QUndoStack*>()->count();
    m_prompts.filesAnswer = {file};
    child<QPushButton>(page(), "bringAnswersBack")->click(); // no dialog: refused before any review
    QCOMPARE(m_prompts.errors.size(), 1);
    QVERIFY2(m_prompts.errors.first().contains(QStringLiteral(", cell E3: ")), qPrintable(m_prompts.errors.first()));
    QCOMPARE(stored(), QStringLiteral("HDR|"));
    QCOMPARE(m_window->findChild<QUndoStack*>()->count(), steps);
}

// Issue 43: the review said "changes 2 answers, BOM fields and price lines" when only answers changed; a long cell
// ended in "…" with nothing to read it whole.
void TestSupplierReview::reviewNamesOnlyWhatChanges()
{
    supplierreview::Review review;
    review.stamp.candidateName = QStringLiteral("Acme");
    for (int number : {2, 4}) {
        supplierreview::AnswerChange change;
        change.questionKey = QStringLiteral("ib.q%1").arg(number);
        change.number = number;
        change.after = {QStringLiteral("A long answer that a column of 240 pixels cuts: ").repeated(4),
                        AnswerStatus::Answered};
        review.answers << change;
    }
    SupplierReviewDialog dialog(review);
    const QString intro = child<QLabel>(&dialog, "reviewIntro")->text();
    QVERIFY2(intro.startsWith(QStringLiteral("The workbook changes 2 answer(s). ")), qPrintable(intro));
    QVERIFY(!intro.contains(QStringLiteral("BOM")));
    QVERIFY(!intro.contains(QStringLiteral("price")));
    const QTreeWidgetItem* item = child<QTreeWidget>(&dialog, "changes")->topLevelItem(0);
    QCOMPARE(item->toolTip(2), item->text(2));
    QVERIFY(item->toolTip(2).contains(review.answers.first().after.text));
}

QTEST_MAIN(TestSupplierReview)
#include "testsupplierreview.moc"
