// SPDX-License-Identifier: Apache-2.0
#include "candidates/candidatespage.h"
#include "candidates/candidatetablemodel.h"
#include "compare/comparepage.h"
#include "costdecision/decisionpage.h"
#include "faults/faultspage.h"
#include "findchild.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "messagehistory.h"
#include "newprojectdialog.h"
#include "procurementsteps.h"
#include "report/reportbuilder.h"
#include "report/reportpage.h"
#include "settings.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"
#include "storage/schema.h"
#include "windowfixture.h"
#include "worksheets/questionnairespage.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

using namespace fw::app;

class TestMainWindow : public QObject, private WindowFixture
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void addEditUndoRedoThroughTheUi();
    void newProcurementIsKnownByItsName();
    void newProjectFileFollowsTheName();
    void deleteAsksAndUndoRestores();
    void switchesLanguageAtRuntime();
    void demoProjectIsLabelledAsExampleData();
    void newerFileOpensReadOnlyWithReason();
    void foreignFileIsRefusedWithReason();
    void failedWriteIsReported();
    void shortcutsReachEveryStepAndItsHelp();
    void everyIconHasABundledFallback();
    void statusMessagesAreWholeInTheHistory();
    void everyExportSaysWhereItWrote();
    void sizeAndSplittersAreRemembered();

private:
    QAction* languageAction(const QString& code) const;
    // The Candidates page's table and its model, found by object name.
    QTableView* candidateTable() const { return child<QTableView>(m_window->candidatesPage(), "candidateTable"); }
    CandidateTableModel* candidateModel() const
    {
        return qobject_cast<CandidateTableModel*>(candidateTable()->model());
    }
};

void TestMainWindow::init()
{
    openWindow();
}

void TestMainWindow::cleanup()
{
    closeWindow();
}

QAction* TestMainWindow::languageAction(const QString& code) const
{
    for (QAction* action : m_window->findChildren<QAction*>()) {
        if (action->isCheckable() && action->data().toString() == code)
            return action;
    }
    return nullptr;
}

void TestMainWindow::addEditUndoRedoThroughTheUi()
{
    m_prompts.pathAnswer = path("ui.fabwb");
    // File > New Project, answered by the scripted prompt.
    QAction* newAction = m_window->menuBar()->actions().first()->menu()->actions().first();
    newAction->trigger();
    QVERIFY(m_window->project());
    QCOMPARE(m_window->windowTitle(), QStringLiteral("ui.fabwb - Fabric Workbench"));
    // Every change is written at once: the status bar says so, and no "modified" mark appears.
    QCOMPARE(child<QLabel>(m_window.get(), "saveState")->text(), QStringLiteral("All changes saved"));
    // The path whole in its tooltip; shown cut in the middle where the bar is narrow.
    QCOMPARE(child<QLabel>(m_window.get(), "projectPath")->toolTip(), QDir::toNativeSeparators(path("ui.fabwb")));

    CandidatesPage* page = m_window->candidatesPage();
    // A new project lands on the first step that needs work, the triage; the navigation numbers the steps and says
    // where each stands.
    QCOMPARE(m_window->currentPage(), MainWindow::Page::Triage);
    QVERIFY(m_window->navigation()
                ->item(int(MainWindow::Page::Candidates))
                ->text()
                .startsWith(QStringLiteral("2. Candidates\n0 candidate")));
    m_window->showPage(MainWindow::Page::Candidates);
    QWidget* addButton = page->findChild<QToolBar*>()->widgetForAction(child<QAction>(page, "addCandidate"));
    QTest::mouseClick(addButton, Qt::LeftButton);
    QCOMPARE(candidateModel()->rowCount(), 1);
    QVERIFY(!m_window->isWindowModified());

    // The supplier cell opens for typing right after the add.
    QLineEdit* editor = nullptr;
    QTRY_VERIFY((editor = qobject_cast<QLineEdit*>(QApplication::focusWidget())) != nullptr);
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("Acme Fabrics"));
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_COMPARE(candidateModel()->candidate(0).supplier, QStringLiteral("Acme Fabrics"));

    // It is on disk, seen through a second, independent connection.
    auto reader = fw::core::ProjectFile::open(path("ui.fabwb"));
    QCOMPARE(fw::core::CandidateRepository(*reader).all().first().supplier, QStringLiteral("Acme Fabrics"));

    QTest::keySequence(m_window.get(), QKeySequence::Undo);
    QCOMPARE(candidateModel()->candidate(0).supplier, QStringLiteral("New supplier"));
    QCOMPARE(fw::core::CandidateRepository(*reader).all().first().supplier, QStringLiteral("New supplier"));
    QTest::keySequence(m_window.get(), QKeySequence::Undo);
    QCOMPARE(candidateModel()->rowCount(), 0);
    QVERIFY(fw::core::CandidateRepository(*reader).all().isEmpty());

    QTest::keySequence(m_window.get(), QKeySequence::Redo);
    QTest::keySequence(m_window.get(), QKeySequence::Redo);
    QCOMPARE(candidateModel()->rowCount(), 1);
    QCOMPARE(candidateModel()->candidate(0).supplier, QStringLiteral("Acme Fabrics"));
    QCOMPARE(fw::core::CandidateRepository(*reader).all().first().supplier, QStringLiteral("Acme Fabrics"));
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(m_settings->recentProjects().first(), path("ui.fabwb"));
}

void TestMainWindow::newProcurementIsKnownByItsName()
{
    // The start page's "New Project", answered by the scripted dialog: a name, the buyer, and the file.
    m_prompts.pathAnswer = path("fabric.fabwb");
    m_prompts.identityAnswer = {QStringLiteral("Training fabric 2027"), QStringLiteral("Acme Research")};
    QVERIFY(m_window->isStartPageShown());
    QTest::mouseClick(child<QPushButton>(m_window.get(), "startNew"), Qt::LeftButton);
    QVERIFY(m_window->project());
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Training fabric 2027 (Acme Research) - Fabric Workbench"));

    // The start page names it, with its file beneath.
    m_window->showStartPage();
    auto* recent = child<QListWidget>(m_window.get(), "recentProjects");
    QVERIFY(recent->currentItem());
    QVERIFY2(recent->currentItem()->text().startsWith(QStringLiteral("Training fabric 2027 (Acme Research)\n")),
             qPrintable(recent->currentItem()->text()));
    QVERIFY(recent->currentItem()->text().contains(QStringLiteral("fabric.fabwb")));
    QCOMPARE(child<QLabel>(m_window.get(), "recentStepsTitle")->text(),
             QStringLiteral("Where Training fabric 2027 (Acme Research) stands"));

    // The report's title page: the procurement's name and the buyer, not the file's name.
    const Report report = ReportBuilder::build(*m_window->project(), QStringLiteral("en"));
    QCOMPARE(report.projectName, QStringLiteral("Training fabric 2027"));
    QCOMPARE(report.buyer, QStringLiteral("Buyer: Acme Research"));
    const QString html = ReportBuilder::toHtml(report);
    QVERIFY(html.contains(QStringLiteral("<p class=\"lead\">Training fabric 2027</p>")));
    QVERIFY(html.contains(QStringLiteral("Buyer: Acme Research")));

    // An unnamed project (made before names were asked for, or by `new FILE`) keeps its file name.
    QVERIFY(m_window->newProject(path("plain.fabwb")));
    QCOMPARE(m_window->windowTitle(), QStringLiteral("plain.fabwb - Fabric Workbench"));
    QCOMPARE(ReportBuilder::build(*m_window->project(), QStringLiteral("en")).projectName, QStringLiteral("plain"));
}

void TestMainWindow::newProjectFileFollowsTheName()
{
    NewProjectDialog dialog(m_dir->path());
    auto* name = child<QLineEdit>(&dialog, "projectName");
    auto* file = child<QLineEdit>(&dialog, "projectFile");
    QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled()); // a procurement needs a name
    QTest::keyClicks(name, QStringLiteral("Pod A/B"));
    QCOMPARE(QDir::fromNativeSeparators(file->text()), m_dir->filePath(QStringLiteral("Pod A-B.fabwb")));
    QVERIFY(ok->isEnabled());
    QTest::keyClicks(child<QLineEdit>(&dialog, "buyerOrganisation"), QStringLiteral("Acme"));
    QCOMPARE(dialog.identity().name, QStringLiteral("Pod A/B"));
    QCOMPARE(dialog.identity().organisation, QStringLiteral("Acme"));
    // A file typed by the user stays when the name changes; a relative one is in the proposed folder.
    file->selectAll();
    QTest::keyClicks(file, QStringLiteral("mine"));
    QTest::keyClicks(name, QStringLiteral(" 2"));
    QCOMPARE(dialog.path(), m_dir->filePath(QStringLiteral("mine.fabwb")));
}

void TestMainWindow::deleteAsksAndUndoRestores()
{
    QVERIFY(m_window->newProject(path("d.fabwb")));
    CandidatesPage* page = m_window->candidatesPage();
    child<QAction>(page, "addCandidate")->trigger();
    child<QAction>(page, "addCandidate")->trigger();
    QCOMPARE(candidateModel()->rowCount(), 2);

    candidateTable()->selectRow(0);
    m_prompts.confirmAnswer = false;
    child<QAction>(page, "deleteCandidates")->trigger();
    QCOMPARE(m_prompts.questions.size(), 1);
    QCOMPARE(candidateModel()->rowCount(), 2);

    m_prompts.confirmAnswer = true;
    child<QAction>(page, "deleteCandidates")->trigger();
    QCOMPARE(candidateModel()->rowCount(), 1);
    m_window->undoStack()->undo();
    QCOMPARE(candidateModel()->rowCount(), 2);
}

void TestMainWindow::switchesLanguageAtRuntime()
{
    QVERIFY(m_window->newProject(path("l.fabwb")));
    QListWidget* nav = m_window->navigation();
    const int candidates = int(MainWindow::Page::Candidates);
    const auto title = [&] { return nav->item(candidates)->text().section(QLatin1Char('\n'), 0, 0); };
    QCOMPARE(title(), QStringLiteral("2. Candidates"));

    // Translators announce themselves with posted LanguageChange events, so wait for them.
    languageAction(QStringLiteral("de"))->trigger();
    QTRY_COMPARE(title(), QStringLiteral("2. Kandidaten"));
    QCOMPARE(candidateModel()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Anbieter"));
    QCOMPARE(m_window->menuBar()->actions().first()->text(), QStringLiteral("&Datei"));
    QCOMPARE(m_settings->language(), QStringLiteral("de"));

    languageAction(QStringLiteral("ja"))->trigger();
    QTRY_COMPARE(title(), QStringLiteral("2. 候補"));
    QCOMPARE(candidateModel()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("サプライヤー"));
    QVERIFY(languageAction(QStringLiteral("ja"))->isChecked());

    languageAction(QStringLiteral("en"))->trigger();
    QTRY_COMPARE(title(), QStringLiteral("2. Candidates"));
}

void TestMainWindow::demoProjectIsLabelledAsExampleData()
{
    QVERIFY(QFile::remove(MainWindow::demoProjectPath()) || !QFile::exists(MainWindow::demoProjectPath()));
    QVERIFY(m_window->openDemoProject());
    QVERIFY(QFile::exists(MainWindow::demoProjectPath()));
    auto* model = candidateModel();
    QCOMPARE(model->rowCount(), 2);
    for (int row = 0; row < 2; ++row) {
        QVERIFY(model->index(row, 0).data(CandidateTableModel::IsExampleRole).toBool());
        QVERIFY(model->index(row, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("Example data")));
    }
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("(example data)")));
    QVERIFY(m_window->banner()->isVisible());
    QVERIFY(m_window->banner()->text().contains(QStringLiteral("example data")));

    m_window->closeProject();
    QVERIFY(!m_window->banner()->isVisible());
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Fabric Workbench"));
}

void TestMainWindow::newerFileOpensReadOnlyWithReason()
{
    {
        auto project = fw::core::ProjectFile::create(path("future.fabwb"));
        fw::core::CandidateRepository(*project).add(
            {.supplier = QStringLiteral("F"), .offerName = QStringLiteral("f")});
        project->query(QStringLiteral("PRAGMA user_version = %1").arg(fw::core::schema::currentVersion() + 1));
    }
    QVERIFY(m_window->openProject(path("future.fabwb")));
    QVERIFY(m_window->project()->isReadOnly());
    QVERIFY(m_window->banner()->isVisible());
    QVERIFY2(m_window->banner()->text().contains(QStringLiteral("newer version")),
             qPrintable(m_window->banner()->text()));
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("(read-only)")));
    CandidatesPage* page = m_window->candidatesPage();
    QCOMPARE(candidateModel()->rowCount(), 1);
    QVERIFY(!child<QAction>(page, "addCandidate")->isEnabled());
    QVERIFY(!(candidateModel()->flags(candidateModel()->index(0, 0)) & Qt::ItemIsEditable));
}

void TestMainWindow::foreignFileIsRefusedWithReason()
{
    QVERIFY(m_window->newProject(path("keep.fabwb")));
    QFile text(path("notes.fabwb"));
    QVERIFY(text.open(QIODevice::WriteOnly));
    text.write("just some notes\n");
    text.close();

    QVERIFY(!m_window->openProject(path("notes.fabwb")));
    QCOMPARE(m_prompts.errors.size(), 1);
    QVERIFY2(m_prompts.errors.first().contains(QStringLiteral("not a Fabric Workbench project")),
             qPrintable(m_prompts.errors.first()));
    // The project that was open stays open.
    QCOMPARE(m_window->project()->path(), path("keep.fabwb"));
}

void TestMainWindow::failedWriteIsReported()
{
    QVERIFY(m_window->newProject(path("full.fabwb")));
    m_window->project()->query(QStringLiteral("CREATE TRIGGER full BEFORE INSERT ON candidate "
                                              "BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END"));
    child<QAction>(m_window->candidatesPage(), "addCandidate")->trigger();
    QCOMPARE(candidateModel()->rowCount(), 0);
    QCOMPARE(m_window->undoStack()->count(), 0);
    QCOMPARE(m_prompts.errors.size(), 1);
    QVERIFY2(m_prompts.errors.first().contains(QStringLiteral("disk is full")), qPrintable(m_prompts.errors.first()));
    QVERIFY(m_prompts.errors.first().contains(path("full.fabwb")));
}

// Ctrl+1 … Ctrl+0 go to the steps in order, F1 shows the help of the step shown, Help > User Guide every step's; the
// toolbar carries the main actions with icons.
void TestMainWindow::shortcutsReachEveryStepAndItsHelp()
{
    QVERIFY(m_window->newProject(path("k.fabwb")));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    for (int page = 0; page < 10; ++page) {
        QTest::keySequence(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_0 + (page + 1) % 10)));
        QCOMPARE(int(m_window->currentPage()), page);
    }
    m_window->showPage(MainWindow::Page::Cost);
    QTest::keySequence(m_window.get(), QKeySequence::HelpContents);
    QCOMPARE(m_prompts.help.size(), 1);
    QVERIFY2(m_prompts.help.first().startsWith(QStringLiteral("Help: Cost: <h3>Step 9: Cost</h3><p>Enter the cost")),
             qPrintable(m_prompts.help.first()));
    QAction* guide = nullptr;
    for (QAction* action : m_window->menuBar()->actions().last()->menu()->actions()) {
        if (action->text() == QStringLiteral("User &Guide"))
            guide = action;
    }
    QVERIFY(guide);
    guide->trigger();
    QCOMPARE(m_prompts.help.last().count(QStringLiteral("<h3>")), int(MainWindow::Page::Count));
    auto* toolBar = child<QToolBar>(m_window.get(), "mainToolBar");
    QVERIFY(toolBar->actions().contains(m_window->importAction()));
    for (QAction* action : toolBar->actions())
        QVERIFY(action->isSeparator() || !action->icon().isNull());
    QVERIFY(!m_window->windowIcon().isNull());
}

void TestMainWindow::everyIconHasABundledFallback()
{
    // A desktop without an icon theme (a bare Debian): every toolbar, menu and navigation icon is the drawing bundled
    // under its freedesktop name, not the style's placeholder.
    const QString theme = QIcon::themeName();
    QIcon::setThemeName(QStringLiteral("fw-no-such-theme"));
    closeWindow();
    openWindow();
    QList<QIcon> icons;
    QStringList where;
    for (QAction* action : m_window->findChild<QToolBar*>(QStringLiteral("mainToolBar"))->actions())
        if (!action->isSeparator()) {
            icons << action->icon();
            where << action->text();
        }
    for (QMenu* menu : m_window->menuBar()->findChildren<QMenu*>())
        for (QAction* action : menu->actions())
            if (!action->icon().isNull()) {
                icons << action->icon();
                where << action->text();
            }
    for (int i = 0; i < m_window->navigation()->count(); ++i) {
        icons << m_window->navigation()->item(i)->icon();
        where << m_window->navigation()->item(i)->text();
    }
    QIcon::setThemeName(theme);
    QVERIFY(icons.size() > int(MainWindow::Page::Count));
    for (qsizetype i = 0; i < icons.size(); ++i) {
        const QString name = icons.at(i).name();
        QVERIFY2(!name.isEmpty() &&
                     QFile::exists(QStringLiteral("%1/%2.svg").arg(QLatin1String(steps::kFallbackIcons), name)),
                 qPrintable(QStringLiteral("%1: icon \"%2\" has no bundled drawing").arg(where.at(i), name)));
        QVERIFY(!icons.at(i).pixmap(22).isNull());
    }
}

void TestMainWindow::statusMessagesAreWholeInTheHistory()
{
    // The status bar shows a message cut to its room; the tooltip and View > Message History hold it whole.
    const QString longText = QStringLiteral("A message much longer than any status bar has room for: ") +
                             QString(QStringLiteral("word ")).repeated(80) + QStringLiteral("end.");
    m_window->messages()->add(longText);
    QCOMPARE(m_window->messages()->messages().constLast().text, longText);
    auto* history = m_window->findChild<QAction*>(QStringLiteral("messageHistoryAction"));
    QVERIFY(history);
    history->trigger();
    auto* dialog = m_window->findChild<QDialog*>(QStringLiteral("messageHistory"));
    QVERIFY(dialog && dialog->isVisible());
    QVERIFY(dialog->findChild<QPlainTextEdit*>()->toPlainText().contains(longText));
    dialog->close();
    // The project path: cut in the middle where the bar is narrow, whole in the tooltip.
    const QString deep = path("") + QLatin1Char('/') + QStringLiteral("a-folder-with-a-long-name/").repeated(6);
    QVERIFY(QDir().mkpath(deep));
    QVERIFY(m_window->newProject(deep + QStringLiteral("project.fabwb")));
    m_window->resize(700, 500);
    QApplication::processEvents();
    auto* label = child<QLabel>(m_window.get(), "projectPath");
    QCOMPARE(label->toolTip(), QDir::toNativeSeparators(deep + QStringLiteral("project.fabwb")));
    QVERIFY2(label->sizeHint().width() <= label->width() + 1, qPrintable(label->text()));
    QVERIFY2(label->text().endsWith(QStringLiteral("project.fabwb")), qPrintable(label->text()));
}

void TestMainWindow::everyExportSaysWhereItWrote()
{
    // Issue 43: exporting the report or the workbook ended without a word, leaving the user to look for the file.
    // Every export says where it wrote, in the status bar and the message history.
    QVERIFY(m_window->openDemoProject());
    const auto exportThrough = [this](MainWindow::Page page, QAbstractButton* button, const char* file) {
        m_window->showPage(page);
        m_prompts.exportPathAnswer = path(file);
        button->click();
        QVERIFY2(m_prompts.errors.isEmpty(), qPrintable(m_prompts.errors.join(u'\n')));
        QVERIFY2(QFileInfo(path(file)).size() > 0, file);
        const QString said = QStringLiteral("Saved %1").arg(QDir::toNativeSeparators(path(file)));
        QCOMPARE(child<QLabel>(m_window.get(), "measurementStatus")->text(), said);
        QCOMPARE(m_window->messages()->messages().constLast().text, said);
    };
    auto* report = m_window->findChild<ReportPage*>();
    auto* format = child<QComboBox>(report, "format");
    format->setCurrentIndex(format->findData(QStringLiteral("html")));
    exportThrough(MainWindow::Page::Report, child<QPushButton>(report, "export"), "report.html");
    exportThrough(MainWindow::Page::Decision,
                  child<QPushButton>(m_window->findChild<DecisionPage*>(), "exportWorksheet"), "decision.csv");
    exportThrough(MainWindow::Page::Questionnaires,
                  child<QPushButton>(m_window->findChild<QuestionnairesPage*>(), "sendToSupplier"), "answers.xlsx");
    exportThrough(MainWindow::Page::Compare,
                  child<QToolButton>(m_window->findChild<ComparePage*>(), "export-png-tail-latency"), "chart.png");
    exportThrough(MainWindow::Page::FaultsReplay, child<QPushButton>(m_window->findChild<FaultsPage*>(), "savePlan"),
                  "plan.json");
}

void TestMainWindow::sizeAndSplittersAreRemembered()
{
    // First start: at least the default size (a share of a large screen); closed and opened again, the window and
    // a page's splitter come back as the user left them.
    QVERIFY(m_window->width() >= 1100 && m_window->height() >= 700);
    m_window->resize(1234, 777);
    m_window->setMeasureOnDemoBuild(false);
    QVERIFY(m_window->openDemoProject());
    const auto visibleSplitter = [this] {
        m_window->showPage(MainWindow::Page::Bom);
        QApplication::processEvents();
        for (QSplitter* splitter : m_window->findChildren<QSplitter*>())
            if (splitter->isVisible())
                return splitter;
        return static_cast<QSplitter*>(nullptr);
    };
    QSplitter* splitter = visibleSplitter();
    QVERIFY(splitter);
    const int total = splitter->sizes().value(0) + splitter->sizes().value(1);
    splitter->setSizes({total / 4, total - total / 4});
    const QList<int> sizes = splitter->sizes();
    QVERIFY(m_window->close());
    QVERIFY(!m_settings->windowGeometry().isEmpty());
    m_window = std::make_unique<MainWindow>(*m_settings, *m_languages, m_prompts);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QCOMPARE(m_window->size(), QSize(1234, 777));
    m_window->setMeasureOnDemoBuild(false);
    QVERIFY(m_window->openDemoProject());
    splitter = visibleSplitter();
    QVERIFY(splitter);
    QCOMPARE(splitter->sizes(), sizes);
}

QTEST_MAIN(TestMainWindow)
#include "testmainwindow.moc"
