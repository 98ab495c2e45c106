// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "evidence/procurementprogress.h"
#include "storage/projectidentity.h"

#include <QMainWindow>
#include <memory>
#include <optional>

class QActionGroup;
class QLabel;
class QListWidget;
class QMenu;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QToolBar;
class QUndoStack;

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

class BenchmarksPage;
class FaultsPage;
class CandidatesPage;
class DemoMeasurement;
class ElidedLabel;
class LanguageManager;
class MessageHistory;
class ProjectContext;
class Prompts;
class Settings;
class StartPage;

// The workbench window: one navigation entry per step of the procurement, over one open project.
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    // The pages, one per step of the procurement, in order.
    using Page = core::ProcurementStep;
    // The share of the screen's available width and height a first start opens at.
    static constexpr double kScreenShare = 0.85;

    MainWindow(Settings& settings, LanguageManager& languages, Prompts& prompts, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Each returns false after telling the user why, leaving the current project open.
    bool openProject(const QString& path);
    // A new project at `path`, for the procurement `identity` names (an empty name: known by its file name).
    bool newProject(const QString& path, const core::ProjectIdentity& identity = {});
    bool openDemoProject();
    void closeProject();
    // What the window opens when the program starts: the project named on the command line, else the demo when
    // asked for (--demo), else the most recent project that still exists, else nothing: the start page, with New,
    // Open and the demo (issue 42: a first start offers a new procurement beside the demo).
    void openAtStart(const QString& project, bool demo);

    // Where the demo project lives: created there on first use.
    static QString demoProjectPath();
    // Whether building the demo also measures this computer (DemoMeasurement); on unless set. A picture of the
    // window (--screenshot) and --no-local-measurement turn it off.
    void setMeasureOnDemoBuild(bool measure) { m_measureOnDemoBuild = measure; }
    DemoMeasurement* demoMeasurement() const { return m_demoMeasurement; }

    core::ProjectFile* project() const { return m_project.get(); }
    QUndoStack* undoStack() const { return m_undoStack; }
    ProjectContext& context() const { return *m_context; }
    CandidatesPage* candidatesPage() const { return m_candidatesPage; }
    BenchmarksPage* benchmarksPage() const { return m_benchmarksPage; }
    FaultsPage* faultsPage() const { return m_faultsPage; }
    QAction* importAction() const { return m_importAction; }
    QListWidget* navigation() const { return m_navigation; }
    QLabel* banner() const { return m_banner; }
    // What the status bar said, whole (View > Message History).
    MessageHistory* messages() const { return m_messages; }
    // Shows the step's page (leaving the start page when a project is open).
    void showPage(Page page);
    // The start page: new, open, the demo, the recent projects and their steps. A project stays open behind it.
    void showStartPage();
    bool isStartPageShown() const;
    Page currentPage() const;

protected:
    void changeEvent(QEvent* event) override;
    // While an agent job runs (a dispatch, a plan that may hold a fault), asks whether to stop it; on yes it is
    // cancelled and the window closes when it has ended, without waiting here; on no the window stays open.
    void closeEvent(QCloseEvent* event) override;
    // Benchmark logs dropped on the window are imported into the open project.
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // The window's size and each page's splitters as the window last closed with them (Settings); on first start a
    // share of the screen's available room.
    void restoreLayout();
    void saveLayout();
    void createMenus();
    void createPages();
    void retranslate();
    void updateUndoActions();
    void updateTitle();
    void updateBanner();
    void updateRecentMenu();
    void updateStatus();
    // Each step's number and state in the navigation; the steps that need work in bold.
    void updateNavigation();
    core::ProcurementProgress readProgress() const;
    // The user guide: the section of `page`, or every section.
    void showGuide(std::optional<Page> page);
    bool openFile(const QString& path);
    bool adopt(std::unique_ptr<core::ProjectFile> project);
    void jobEnded();
    // The demo was just built: measure this computer, or say in the banner why it cannot be measured.
    void measureThisComputer();
    void showMeasurement(const QString& text, bool running, int value = 0, int maximum = 0);

    Settings& m_settings;
    LanguageManager& m_languages;
    Prompts& m_prompts;
    std::unique_ptr<core::ProjectFile> m_project;
    bool m_isDemo = false;
    bool m_closing = false; // the user chose to stop the running jobs and close
    bool m_measureOnDemoBuild = true;
    QString m_demoNote;       // why the demo just built holds no measurement of this computer
    QString m_incompleteNote; // a saved change not yet in the project file alone, and why
    ProjectContext* m_context;
    QUndoStack* m_undoStack; // the context's

    QLabel* m_banner;
    QStackedWidget* m_outer;
    StartPage* m_start;
    QListWidget* m_navigation;
    QStackedWidget* m_pages;
    CandidatesPage* m_candidatesPage = nullptr;
    BenchmarksPage* m_benchmarksPage = nullptr;
    FaultsPage* m_faultsPage = nullptr;

    QMenu* m_fileMenu;
    QMenu* m_recentMenu;
    QMenu* m_editMenu;
    QMenu* m_languageMenu;
    QMenu* m_viewMenu;
    QAction* m_historyAction;
    QMenu* m_helpMenu;
    QAction* m_newAction;
    QAction* m_openAction;
    QAction* m_demoAction;
    QAction* m_startAction;
    QAction* m_importAction;
    QAction* m_closeAction;
    QAction* m_quitAction;
    QAction* m_undoAction;
    QAction* m_redoAction;
    QAction* m_aboutAction;
    QAction* m_pageHelpAction;
    QAction* m_guideAction;
    QAction* m_runAction;
    QMenu* m_goMenu;
    QList<QAction*> m_pageActions; // one per page, Ctrl+1 … Ctrl+0
    QToolBar* m_toolBar;
    ElidedLabel* m_pathLabel; // the status bar: the open project's file, cut in the middle
    QLabel* m_saveLabel;      // and whether everything is on disk
    DemoMeasurement* m_demoMeasurement;
    ElidedLabel* m_measureLabel; // the demo's measurement of this computer: what it does or became of it
    MessageHistory* m_messages;
    QProgressBar* m_measureProgress;
    QPushButton* m_measureCancel;
    QActionGroup* m_languageGroup;
};

} // namespace fw::app
