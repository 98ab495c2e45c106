// SPDX-License-Identifier: Apache-2.0
#include "mainwindow.h"

#include "base/version.h"
#include "benchmarks/benchmarkspage.h"
#include "candidates/candidatespage.h"
#include "common/agentjobcontroller.h"
#include "common/elidedlabel.h"
#include "common/projectcontext.h"
#include "compare/comparepage.h"
#include "costdecision/costpage.h"
#include "costdecision/decisionpage.h"
#include "counters/counterspage.h"
#include "demomeasurement.h"
#include "evidence/procurementprogress.h"
#include "faults/faultspage.h"
#include "ingest/importerror.h"
#include "languagemanager.h"
#include "messagehistory.h"
#include "procurementsteps.h"
#include "prompts.h"
#include "remote/demoruns.h"
#include "report/reportpage.h"
#include "settings.h"
#include "startpage.h"
#include "storage/demoproject.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"
#include "worksheets/bompage.h"
#include "worksheets/questionnairespage.h"
#include "worksheets/triagepage.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QFileInfo>
#include <QFont>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSplitter>
#include <QSqlDatabase>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>

namespace fw::app {

namespace {

// The user guide, one section per step: what the step is for and what to do there.
constexpr const char* kGuide[] = {
    QT_TRANSLATE_NOOP("fw::app::Guide",
                      "Answer the first-decision questions, the model-API check and the workload profile. The "
                      "recommendation says whether to test InfiniBand, RoCE or both, or to compare a managed model "
                      "API first. Describe your own workload (model, batch, precision, parallelism, nodes) to see "
                      "which collectives one training step makes and which dominates."),
    QT_TRANSLATE_NOOP("fw::app::Guide",
                      "Add one candidate per supplier offer: supplier, offer name, fabric and node count. Every run, "
                      "answer and cost belongs to a candidate; the toolbar adds, copies and deletes them."),
    QT_TRANSLATE_NOOP("fw::app::Guide",
                      "Record the test bill of materials each supplier declares: adapters, switches, firmware, NCCL "
                      "and driver versions, MTU. Facts the agent reads on the cluster are compared with it, and a "
                      "change marks the runs that need a re-test."),
    QT_TRANSLATE_NOOP("fw::app::Guide",
                      "Send each supplier the ten questions of its fabric and record the answers with evidence. Vague "
                      "answers are flagged; a figure in an answer can be linked to your own runs or plan steps and is "
                      "checked against them. The other tabs hold the operating model and the official sources."),
    QT_TRANSLATE_NOOP("fw::app::Guide",
                      "Import the suppliers' benchmark logs (nccl-tests, OSU, perftest) as claims, or run the agent on "
                      "a candidate's cluster over SSH: it measures every iteration on every rank and the results "
                      "stream in live. Drop log files on the window to import them."),
    QT_TRANSLATE_NOOP("fw::app::Guide",
                      "Build an acceptance plan: a baseline, faults (link down, degraded link, node removal, storage "
                      "bursts), storage and workload replay, counter reads. Run it on a candidate; every fault is "
                      "reverted, and the recovery and the slowdown are measured."),
    QT_TRANSLATE_NOOP("fw::app::Guide",
                      "Read the fabric counters of a node before and after a test, and see which errors, drops or "
                      "congestion signals changed and whether they cross an alarm threshold."),
    QT_TRANSLATE_NOOP("fw::app::Guide",
                      "Compare the candidates side by side: tail latency (p50, p95, p99) and bus bandwidth by message "
                      "size, own measurements beside suppliers' claims, the fault timeline and the checked claims."),
    QT_TRANSLATE_NOOP("fw::app::Guide",
                      "Enter the cost inputs per candidate: prices, power, support, staff and the cost of waste. "
                      "Measured figures (acceptance rate, recovery, stalls) are filled in from the runs and marked as "
                      "measured; the chart shows which input moves the cost most."),
    QT_TRANSLATE_NOOP("fw::app::Guide",
                      "Weight the criteria and read the scores: latency, bandwidth, fault behaviour, counters health, "
                      "questionnaire and cost are computed from the evidence, each with its source. A typed score "
                      "overrides one with a reason."),
    QT_TRANSLATE_NOOP("fw::app::Guide",
                      "Export the procurement report as PDF or HTML in English, German or Japanese. Every figure says "
                      "whether it was measured, quoted by the supplier or typed, and where it came from."),
};
static_assert(std::size(kGuide) == std::size_t(MainWindow::Page::Count));

QString pageTitle(int page)
{
    return steps::title(core::ProcurementStep(page));
}

QIcon themeIcon(const QWidget* widget, const char* name, QStyle::StandardPixmap fallback)
{
    return steps::themeIcon(widget, name, fallback);
}

// Whether the agent job of any page is in `state`: every page that runs agent jobs has its controller among the
// window's children.
bool anyJob(const QObject* window, bool (AgentJobController::*state)() const)
{
    const QList<AgentJobController*> jobs = window->findChildren<AgentJobController*>();
    return std::any_of(jobs.cbegin(), jobs.cend(), [state](const AgentJobController* j) { return (j->*state)(); });
}

} // namespace

MainWindow::MainWindow(Settings& settings, LanguageManager& languages, Prompts& prompts, QWidget* parent)
    : QMainWindow(parent), m_settings(settings), m_languages(languages), m_prompts(prompts),
      m_context(new ProjectContext(this)), m_undoStack(m_context->undoStack()), m_banner(new QLabel(this)),
      m_outer(new QStackedWidget(this)), m_start(new StartPage(settings, this)), m_navigation(new QListWidget(this)),
      m_pages(new QStackedWidget(this)), m_messages(new MessageHistory(this))
{
    steps::installIconFallbacks(); // for the pages' own icons too (QIcon::fromTheme)
    // A change saved but not yet in the file alone (a full disk, a reader) is in the banner until the project closes.
    const QPointer<MainWindow> window(this);
    core::ProjectFile::setIncompleteHandler([window](const QString& message) {
        QMetaObject::invokeMethod(
            qApp,
            [window, message] {
                if (window && window->m_project) {
                    window->m_incompleteNote = message;
                    window->updateBanner();
                }
            },
            Qt::QueuedConnection);
    });
    m_context->queueWritesBehindOthers();
    m_banner->setWordWrap(true);
    m_banner->setMargin(8);
    m_banner->setStyleSheet(QStringLiteral("background: #fff3c4; color: #3d3000;"));
    m_banner->hide();

    m_start->setObjectName(QStringLiteral("startPage"));
    m_navigation->setObjectName(QStringLiteral("navigation"));
    m_navigation->setIconSize(QSize(22, 22));

    auto* workspace = new QWidget(this);
    auto* workspaceLayout = new QHBoxLayout(workspace);
    workspaceLayout->setContentsMargins(0, 0, 0, 0);
    m_navigation->setMaximumWidth(220);
    // A step's state may be longer than the column in German or Japanese ("0 von 2 Kandidaten vollständig"): it
    // wraps instead of being cut, and the tooltip holds it whole.
    m_navigation->setWordWrap(true);
    m_navigation->setTextElideMode(Qt::ElideNone);
    m_navigation->setResizeMode(QListView::Adjust);
    workspaceLayout->addWidget(m_navigation);
    workspaceLayout->addWidget(m_pages, 1);
    m_outer->addWidget(m_start);
    m_outer->addWidget(workspace);

    auto* central = new QWidget(this);
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(m_banner);
    centralLayout->addWidget(m_outer, 1);
    setCentralWidget(central);

    createPages();
    m_demoMeasurement = new DemoMeasurement(prompts, *m_context, this);
    createMenus();
    connect(m_navigation, &QListWidget::currentRowChanged, m_pages, &QStackedWidget::setCurrentIndex);
    // The steps' states follow every change of the project: edits, imports, their undo and redo, stored runs.
    connect(m_context, &ProjectContext::edited, this, &MainWindow::updateNavigation);
    connect(m_context, &ProjectContext::changed, this, &MainWindow::updateNavigation);
    // Every change is written at once: the status bar says so after each, instead of a "modified" mark.
    // A message and the path take the room there is, cut to it; their tooltips and View > Message History hold all.
    statusBar()->addPermanentWidget(m_pathLabel = new ElidedLabel(Qt::ElideMiddle, this), 1);
    statusBar()->addPermanentWidget(m_saveLabel = new QLabel(this));
    m_pathLabel->setObjectName(QStringLiteral("projectPath"));
    m_saveLabel->setObjectName(QStringLiteral("saveState"));
    m_measureLabel = new ElidedLabel(Qt::ElideRight, this);
    m_measureProgress = new QProgressBar(this);
    m_measureCancel = new QPushButton(this);
    m_measureLabel->setObjectName(QStringLiteral("measurementStatus"));
    m_measureProgress->setObjectName(QStringLiteral("measurementProgress"));
    m_measureCancel->setObjectName(QStringLiteral("measurementCancel"));
    m_measureProgress->setMaximumWidth(160);
    statusBar()->insertPermanentWidget(0, m_measureLabel, 2);
    statusBar()->insertPermanentWidget(1, m_measureProgress);
    statusBar()->insertPermanentWidget(2, m_measureCancel);
    showMeasurement(QString(), false);
    connect(m_measureCancel, &QPushButton::clicked, m_demoMeasurement, &DemoMeasurement::cancel);
    connect(m_demoMeasurement, &DemoMeasurement::progressChanged, this,
            [this](const QString& text, int value, int maximum) { showMeasurement(text, true, value, maximum); });
    const auto showEnded = [this](const QString& text) { showMeasurement(text, false); };
    connect(m_demoMeasurement, &DemoMeasurement::ended, this, showEnded);
    connect(m_context, &ProjectContext::announced, this, showEnded); // a file written: in the status bar and history
    connect(m_demoMeasurement, &DemoMeasurement::stored, m_context, &ProjectContext::notifyEdited);
    connect(m_undoStack, &QUndoStack::indexChanged, this, &MainWindow::updateStatus);
    connect(m_start, &StartPage::newRequested, m_newAction, &QAction::trigger);
    connect(m_start, &StartPage::openRequested, m_openAction, &QAction::trigger);
    connect(m_start, &StartPage::demoRequested, m_demoAction, &QAction::trigger);
    connect(m_start, &StartPage::openRecentRequested, this, &MainWindow::openProject);
    for (AgentJobController* jobs : findChildren<AgentJobController*>())
        connect(jobs, &AgentJobController::idle, this, &MainWindow::jobEnded);
    connect(&m_settings, &Settings::changed, this, [this](Settings::Key key) {
        if (key == Settings::Key::RecentProjects)
            updateRecentMenu();
    });

    setWindowIcon(QIcon(QStringLiteral(":/icons/fabric-workbench.svg")));
    restoreLayout();
    setAcceptDrops(true);
    retranslate();
    closeProject();
}

MainWindow::~MainWindow()
{
    core::ProjectFile::setIncompleteHandler({});
    // The undo stack outlives this destructor as a child; its last signals must not reach a half-destroyed window.
    m_undoStack->disconnect(this);
    // Pages hold pointers into the project; detach them before it closes.
    m_context->setProject(nullptr);
}

QString MainWindow::demoProjectPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/demo.fabwb");
}

void MainWindow::createPages()
{
    for (int page = 0; page < int(Page::Count); ++page) {
        QWidget* widget = nullptr;
        if (Page(page) == Page::Candidates)
            widget = m_candidatesPage = new CandidatesPage(m_prompts, *m_context, m_pages);
        else if (Page(page) == Page::Triage)
            widget = new TriagePage(m_prompts, *m_context, m_pages);
        else if (Page(page) == Page::Bom)
            widget = new BomPage(m_prompts, *m_context, m_pages);
        else if (Page(page) == Page::Questionnaires)
            widget = new QuestionnairesPage(m_prompts, *m_context, m_pages);
        else if (Page(page) == Page::Benchmarks)
            widget = m_benchmarksPage = new BenchmarksPage(m_prompts, *m_context, m_pages);
        else if (Page(page) == Page::FaultsReplay)
            widget = m_faultsPage = new FaultsPage(m_prompts, *m_context, m_pages);
        else if (Page(page) == Page::Cost)
            widget = new CostPage(m_prompts, *m_context, m_pages);
        else if (Page(page) == Page::Counters)
            widget = new CountersPage(m_prompts, *m_context, m_pages);
        else if (Page(page) == Page::Compare)
            widget = new ComparePage(m_prompts, *m_context, m_pages);
        else if (Page(page) == Page::Decision) {
            auto* decision = new DecisionPage(m_prompts, *m_context, m_pages);
            connect(decision, &DecisionPage::stepRequested, this, &MainWindow::showPage); // the evidence it waits for
            widget = decision;
        } else if (Page(page) == Page::Report)
            widget = new ReportPage(m_prompts, *m_context, m_pages);
        m_pages->addWidget(widget);
        m_navigation->addItem(new QListWidgetItem(steps::icon(this, Page(page)), QString()));
    }
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_newAction = m_fileMenu->addAction(QString(), this, [this] {
        const NewProjectAnswer answer = m_prompts.newProject(this);
        if (!answer.path.isEmpty())
            newProject(answer.path, answer.identity);
    });
    m_newAction->setShortcut(QKeySequence::New);
    m_openAction = m_fileMenu->addAction(QString(), this, [this] {
        const QString path = m_prompts.projectToOpen(this);
        if (!path.isEmpty())
            openProject(path);
    });
    m_openAction->setShortcut(QKeySequence::Open);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    // A file may have gone since the list changed: the menu says so when it opens.
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);
    m_demoAction = m_fileMenu->addAction(QString(), this, &MainWindow::openDemoProject);
    m_startAction = m_fileMenu->addAction(QString(), this, &MainWindow::showStartPage);
    m_startAction->setObjectName(QStringLiteral("startPageAction"));
    m_importAction = m_fileMenu->addAction(QString(), this, [this] {
        showPage(Page::Benchmarks);
        m_benchmarksPage->chooseAndImport();
    });
    m_closeAction = m_fileMenu->addAction(QString(), this, &MainWindow::closeProject);
    m_closeAction->setShortcut(QKeySequence::Close);
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);

    m_editMenu = menuBar()->addMenu(QString());
    m_undoAction = m_editMenu->addAction(QString(), m_undoStack, &QUndoStack::undo);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_editMenu->addAction(QString(), m_undoStack, &QUndoStack::redo);
    m_redoAction->setShortcut(QKeySequence::Redo);
    connect(m_undoStack, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(m_undoStack, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(m_undoStack, &QUndoStack::undoTextChanged, this, &MainWindow::updateUndoActions);
    connect(m_undoStack, &QUndoStack::redoTextChanged, this, &MainWindow::updateUndoActions);
    m_undoAction->setEnabled(false);
    m_redoAction->setEnabled(false);

    m_goMenu = menuBar()->addMenu(QString());
    for (int page = 0; page < int(Page::Count); ++page) {
        QAction* action = m_goMenu->addAction(QString(), this, [this, page] { showPage(Page(page)); });
        if (page < 10)
            action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_0 + (page + 1) % 10)));
        else if (Page(page) == Page::Report)
            action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
        m_pageActions << action;
    }
    m_goMenu->addSeparator();
    m_runAction = m_goMenu->addAction(QString(), this, [this] {
        showPage(Page::Benchmarks);
        m_benchmarksPage->runAgent();
    });
    m_runAction->setShortcut(Qt::Key_F5);
    m_importAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));

    m_languageMenu = menuBar()->addMenu(QString());
    m_languageGroup = new QActionGroup(this);
    for (const LanguageManager::Language& language : LanguageManager::available()) {
        QAction* action = m_languageMenu->addAction(language.nativeName);
        action->setData(language.code);
        action->setCheckable(true);
        action->setChecked(language.code == m_languages.language());
        m_languageGroup->addAction(action);
    }
    connect(m_languageGroup, &QActionGroup::triggered, this, [this](QAction* action) {
        const QString code = action->data().toString();
        if (m_languages.setLanguage(code))
            m_settings.setLanguage(code);
    });
    connect(&m_languages, &LanguageManager::languageChanged, this, [this](const QString& code) {
        for (QAction* action : m_languageGroup->actions())
            action->setChecked(action->data().toString() == code);
    });

    m_viewMenu = menuBar()->addMenu(QString());
    m_historyAction = m_viewMenu->addAction(QString(), this, [this] { m_messages->show(this); });
    m_historyAction->setObjectName(QStringLiteral("messageHistoryAction"));

    m_helpMenu = menuBar()->addMenu(QString());
    m_pageHelpAction = m_helpMenu->addAction(QString(), this, [this] { showGuide(currentPage()); });
    m_pageHelpAction->setShortcut(QKeySequence::HelpContents);
    m_guideAction = m_helpMenu->addAction(QString(), this, [this] { showGuide(std::nullopt); });
    m_helpMenu->addSeparator();
    m_aboutAction = m_helpMenu->addAction(QString(), this, [this] {
        QMessageBox::about(this, tr("About Fabric Workbench"),
                           tr("<p><b>Fabric Workbench %1</b></p><p>Chooses the network fabric of a GPU cluster "
                              "from evidence: questionnaires, acceptance tests, cost and a decision matrix.</p>"
                              "<p>Qt %2, SQLite %3</p>")
                               .arg(QString::fromUtf8(base::version()), QString::fromLatin1(qVersion()),
                                    m_project ? m_project->scalar(QStringLiteral("SELECT sqlite_version()")).toString()
                                              : tr("(open a project to see the version)")));
    });
    updateRecentMenu();

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setMovable(false);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_newAction->setIcon(themeIcon(this, "document-new", QStyle::SP_FileIcon));
    m_openAction->setIcon(themeIcon(this, "document-open", QStyle::SP_DialogOpenButton));
    m_startAction->setIcon(themeIcon(this, "go-home", QStyle::SP_DirHomeIcon));
    m_importAction->setIcon(themeIcon(this, "document-import", QStyle::SP_ArrowDown));
    m_runAction->setIcon(themeIcon(this, "media-playback-start", QStyle::SP_MediaPlay));
    m_undoAction->setIcon(themeIcon(this, "edit-undo", QStyle::SP_ArrowBack));
    m_redoAction->setIcon(themeIcon(this, "edit-redo", QStyle::SP_ArrowForward));
    m_pageHelpAction->setIcon(themeIcon(this, "help-contents", QStyle::SP_DialogHelpButton));
    m_toolBar->addActions({m_startAction, m_newAction, m_openAction});
    m_toolBar->addSeparator();
    m_toolBar->addActions({m_importAction, m_runAction});
    m_toolBar->addSeparator();
    m_toolBar->addActions({m_undoAction, m_redoAction});
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_pageHelpAction);
    // The file and undo buttons are known by their icons (their texts, with the undo step named, are long); import,
    // run and help carry their names.
    for (QAction* action : {m_startAction, m_newAction, m_openAction, m_undoAction, m_redoAction}) {
        if (auto* button = qobject_cast<QToolButton*>(m_toolBar->widgetForAction(action)))
            button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    }
}

void MainWindow::showGuide(std::optional<Page> page)
{
    QString html;
    for (int i = 0; i < int(Page::Count); ++i) {
        if (page && int(*page) != i)
            continue;
        html += QStringLiteral("<h3>%1</h3><p>%2</p>")
                    .arg(tr("Step %1: %2").arg(i + 1).arg(pageTitle(i)).toHtmlEscaped(),
                         QCoreApplication::translate("fw::app::Guide", kGuide[i]).toHtmlEscaped());
    }
    if (!page)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Ctrl+1 to Ctrl+0 go to the steps, Ctrl+I imports logs, F5 runs the agent, F1 shows the "
                            "help of the current step. The documents in the docs folder describe every part in "
                            "detail.")
                             .toHtmlEscaped());
    m_prompts.showHelp(this, page ? tr("Help: %1").arg(pageTitle(int(*page))) : tr("User Guide"), html);
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!anyJob(this, &AgentJobController::isRunning)) {
        saveLayout();
        QMainWindow::closeEvent(event);
        return;
    }
    event->ignore();
    if (m_closing)
        return; // already stopping; the window closes when the jobs have ended
    const bool faultHeld = anyJob(this, &AgentJobController::holdsFault);
    if (!m_prompts.stopJobAndClose(this, faultHeld))
        return;
    m_closing = true;
    const QString message =
        faultHeld ? tr("Reverting the held fault and stopping the plan…") : tr("Stopping the running job…");
    statusBar()->showMessage(message);
    m_messages->add(message);
    for (AgentJobController* jobs : findChildren<AgentJobController*>())
        jobs->cancel();
}

// The splitters of a page, each under "<page>/<n>": the n-th splitter the page made.
static QString splitterKey(int page, int n)
{
    return QStringLiteral("%1/%2").arg(page).arg(n);
}

void MainWindow::restoreLayout()
{
    // The size the window had when it last closed; on first start a share of the screen, never less than the
    // 1100 x 700 every page's layout is checked at (testlocalisedlayouts).
    if (!restoreGeometry(m_settings.windowGeometry())) {
        const QScreen* screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
        const QSize available = screen ? screen->availableGeometry().size() : QSize();
        resize(QSize(1100, 700).expandedTo(
            QSize(int(available.width() * kScreenShare), int(available.height() * kScreenShare))));
    }
    for (int page = 0; page < m_pages->count(); ++page) {
        const QList<QSplitter*> splitters = m_pages->widget(page)->findChildren<QSplitter*>();
        for (int n = 0; n < splitters.size(); ++n)
            splitters.at(n)->restoreState(m_settings.splitterState(splitterKey(page, n)));
    }
}

void MainWindow::saveLayout()
{
    m_settings.setWindowGeometry(saveGeometry());
    for (int page = 0; page < m_pages->count(); ++page) {
        const QList<QSplitter*> splitters = m_pages->widget(page)->findChildren<QSplitter*>();
        for (int n = 0; n < splitters.size(); ++n)
            m_settings.setSplitterState(splitterKey(page, n), splitters.at(n)->saveState());
    }
}

void MainWindow::jobEnded()
{
    if (!m_closing || anyJob(this, &AgentJobController::isRunning))
        return;
    m_closing = false;
    // After the job's own finished handling, outside its signal.
    QMetaObject::invokeMethod(this, &QWidget::close, Qt::QueuedConnection);
}

void MainWindow::measureThisComputer()
{
    m_demoNote = DemoMeasurement::unavailableReason();
    if (m_demoNote.isEmpty())
        m_demoMeasurement->start();
    updateBanner();
}

void MainWindow::showMeasurement(const QString& text, bool running, int value, int maximum)
{
    // A failure's message may run over lines (mpirun's own): its first in the status bar, cut to its room, the
    // whole as tooltip and, once it has ended, in the message history.
    m_measureLabel->setFullText(text, running ? QString() : tr("View > Message History keeps every message."));
    m_measureLabel->setVisible(!text.isEmpty());
    if (!running)
        m_messages->add(text);
    m_measureProgress->setRange(0, maximum);
    m_measureProgress->setValue(value);
    m_measureProgress->setVisible(running);
    m_measureCancel->setVisible(running);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (m_project && event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            paths << url.toLocalFile();
    }
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    showPage(Page::Benchmarks);
    m_benchmarksPage->importFiles(paths);
}

void MainWindow::retranslate()
{
    m_fileMenu->setTitle(tr("&File"));
    m_newAction->setText(tr("&New Project..."));
    m_openAction->setText(tr("&Open Project..."));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_demoAction->setText(tr("Open &Demo Project"));
    m_importAction->setText(tr("&Import Benchmark Logs..."));
    m_closeAction->setText(tr("&Close Project"));
    m_quitAction->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    updateUndoActions();
    m_languageMenu->setTitle(tr("&Language"));
    m_viewMenu->setTitle(tr("&View"));
    m_historyAction->setText(tr("&Message History"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About Fabric Workbench"));
    m_pageHelpAction->setText(tr("Help for This &Step"));
    m_guideAction->setText(tr("User &Guide"));
    m_goMenu->setTitle(tr("&Go"));
    for (int page = 0; page < int(Page::Count); ++page) {
        // A page's name is no mnemonic ("Faults & Replay"); the first ten go by their digit (Ctrl+1 … Ctrl+0).
        const QString title = pageTitle(page).replace(QLatin1Char('&'), QStringLiteral("&&"));
        m_pageActions.at(page)->setText(
            page < 10 ? tr("&%1 %2").arg((page + 1) % 10).arg(title)
                      : tr("%1 %2", "a Go menu entry past the tenth: its number and name").arg(page + 1).arg(title));
    }
    m_runAction->setText(tr("&Run the Agent"));
    m_toolBar->setWindowTitle(tr("Main Toolbar"));
    m_startAction->setText(tr("&Start Page"));
    m_measureCancel->setText(tr("Cancel"));
    m_measureCancel->setToolTip(tr("Stop measuring this computer"));
    updateNavigation();
    updateRecentMenu();
    updateTitle();
    updateBanner();
    updateStatus();
}

void MainWindow::updateUndoActions()
{
    m_undoAction->setText(m_undoStack->canUndo() ? tr("&Undo %1").arg(m_undoStack->undoText()) : tr("&Undo"));
    m_redoAction->setText(m_undoStack->canRedo() ? tr("&Redo %1").arg(m_undoStack->redoText()) : tr("&Redo"));
}

void MainWindow::updateTitle()
{
    if (!m_project) {
        setWindowTitle(tr("Fabric Workbench"));
        return;
    }
    // The procurement's name and the buyer, or the file's name for a project made before names were asked for.
    const core::ProjectIdentity identity = core::readProjectIdentity(*m_project);
    QString name = identity.name.isEmpty()           ? QFileInfo(m_project->path()).fileName()
                   : identity.organisation.isEmpty() ? identity.name
                                                     : tr("%1 (%2)").arg(identity.name, identity.organisation);
    if (m_isDemo)
        name = tr("%1 (example data)").arg(name);
    if (m_project->isReadOnly())
        name = tr("%1 (read-only)").arg(name);
    setWindowTitle(tr("%1 - Fabric Workbench").arg(name));
}

void MainWindow::updateBanner()
{
    QStringList lines;
    if (m_project && m_isDemo) {
        lines << tr("This is the demo project, filled with example data for trying the workbench: the candidates, "
                    "answers and costs are invented, the suppliers' claims are real logs published for other "
                    "clusters (each run names its source), and the plan runs are example results. None of it is a "
                    "real offer.");
        if (!m_demoNote.isEmpty())
            lines << m_demoNote;
    }
    if (m_project && m_project->isReadOnly())
        lines << tr("Read-only: %1").arg(m_project->readOnlyReason());
    if (m_project && !m_incompleteNote.isEmpty())
        lines << m_incompleteNote;
    m_banner->setText(lines.join(QLatin1Char('\n')));
    m_banner->setVisible(!lines.isEmpty());
}

core::ProcurementProgress MainWindow::readProgress() const
{
    if (!m_project)
        return {};
    try {
        return core::ProgressReader::read(*m_project);
    } catch (const core::StorageError&) {
        return {}; // the pages report what cannot be read
    }
}

void MainWindow::updateNavigation()
{
    const core::ProcurementProgress progress = readProgress();
    for (int page = 0; page < int(Page::Count); ++page) {
        QListWidgetItem* item = m_navigation->item(page);
        const core::StepProgress& step = progress[std::size_t(page)];
        const QString title = tr("%1. %2").arg(page + 1).arg(pageTitle(page));
        item->setText(step.state.isEmpty() ? title : title + QLatin1Char('\n') + step.state);
        item->setToolTip(steps::checklist(core::ProcurementStep(page), step));
        QFont font = item->font();
        font.setBold(step.needsWork);
        item->setFont(font);
    }
}

void MainWindow::updateStatus()
{
    m_pathLabel->setFullText(m_project ? QDir::toNativeSeparators(m_project->path()) : QString());
    m_saveLabel->setText(!m_project                ? tr("No project open")
                         : m_project->isReadOnly() ? tr("Read-only")
                         : m_isDemo                ? tr("Example data; all changes saved")
                                                   : tr("All changes saved"));
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = m_settings.recentProjects();
    for (const QString& path : recent) {
        const QString text = QFileInfo::exists(path) ? QDir::toNativeSeparators(path)
                                                     : tr("%1 (missing)").arg(QDir::toNativeSeparators(path));
        m_recentMenu->addAction(text, this, [this, path] { openProject(path); });
    }
    if (recent.isEmpty())
        m_recentMenu->addAction(tr("No recent projects"))->setEnabled(false);
}

bool MainWindow::openProject(const QString& path)
{
    // The demo, from the recent list or the command line too, is brought up to date first.
    if (QFileInfo(path) == QFileInfo(demoProjectPath()))
        return openDemoProject();
    return openFile(path);
}

bool MainWindow::openFile(const QString& path)
{
    try {
        return adopt(core::ProjectFile::open(path));
    } catch (const core::StorageError& error) {
        if (!QFileInfo::exists(path))
            m_settings.removeRecentProject(path);
        m_prompts.showError(this, tr("Cannot open the project"), error.message());
        return false;
    }
}

bool MainWindow::newProject(const QString& path, const core::ProjectIdentity& identity)
{
    try {
        std::unique_ptr<core::ProjectFile> project = core::ProjectFile::create(path);
        if (!identity.name.isEmpty() || !identity.organisation.isEmpty())
            core::writeProjectIdentity(*project, identity);
        return adopt(std::move(project));
    } catch (const core::StorageError& error) {
        m_prompts.showError(this, tr("Cannot create the project"), error.message());
        return false;
    }
}

bool MainWindow::openDemoProject()
{
    const QString path = demoProjectPath();
    // An open demo may be built again below: it must not be open then.
    if (m_project && QFileInfo(m_project->path()) == QFileInfo(path))
        closeProject();
    bool built = false;
    try {
        QDir().mkpath(QFileInfo(path).absolutePath());
        // Built on first use, and again when its content (or the UI language it was written in) has changed.
        built = core::demo::ensure(path, m_languages.language());
    } catch (const core::StorageError& error) {
        m_prompts.showError(this, tr("Cannot create the demo project"), error.message());
        return false;
    } catch (const core::ImportError& error) {
        m_prompts.showError(this, tr("Cannot create the demo project"), error.message());
        return false;
    }
    if (!openFile(path))
        return false;
    // Only a demo just built measures this computer: not again at every start.
    if (built && m_measureOnDemoBuild)
        measureThisComputer();
    return true;
}

bool MainWindow::adopt(std::unique_ptr<core::ProjectFile> project)
{
    closeProject();
    m_project = std::move(project);
    m_isDemo = m_project->meta(QString::fromLatin1(core::kDemoMetaKey)) == QLatin1String("1");
    m_context->setProject(m_project.get());
    m_settings.addRecentProject(m_project->path());
    m_outer->setCurrentIndex(1);
    m_closeAction->setEnabled(true);
    if (!m_demoMeasurement->isRunning())
        showMeasurement(QString(), false);
    // An opened project lands on the first step that needs work.
    showPage(core::ProgressReader::firstToDo(readProgress()));
    updateTitle();
    updateBanner();
    updateStatus();
    return true;
}

void MainWindow::closeProject()
{
    m_context->setProject(nullptr);
    m_project.reset();
    m_isDemo = false;
    m_demoNote.clear();
    m_incompleteNote.clear();
    m_closeAction->setEnabled(false);
    showStartPage();
    updateTitle();
    updateBanner();
    updateStatus();
    updateNavigation();
}

void MainWindow::openAtStart(const QString& project, bool demo)
{
    const QStringList recent = m_settings.recentProjects();
    if (!project.isEmpty())
        openProject(project);
    else if (demo)
        openDemoProject();
    else if (!recent.isEmpty() && QFileInfo::exists(recent.constFirst()))
        openProject(recent.constFirst());
}

void MainWindow::showPage(Page page)
{
    if (m_project)
        m_outer->setCurrentIndex(1);
    m_navigation->setCurrentRow(int(page));
}

void MainWindow::showStartPage()
{
    m_start->refresh();
    m_outer->setCurrentIndex(0);
}

bool MainWindow::isStartPageShown() const
{
    return m_outer->currentIndex() == 0;
}

MainWindow::Page MainWindow::currentPage() const
{
    return Page(m_pages->currentIndex());
}

} // namespace fw::app
