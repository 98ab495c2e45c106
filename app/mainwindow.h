#pragma once

#include "evidence/procurementprogress.h"

#include <QMainWindow>
#include <memory>
#include <optional>

class QActionGroup;
class QLabel;
class QListWidget;
class QMenu;
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
class LanguageManager;
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

    MainWindow(Settings& settings, LanguageManager& languages, Prompts& prompts, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Each returns false after telling the user why, leaving the current project open.
    bool openProject(const QString& path);
    bool newProject(const QString& path);
    bool openDemoProject();
    void closeProject();

    // Where the demo project lives: created there on first use.
    static QString demoProjectPath();

    core::ProjectFile* project() const { return m_project.get(); }
    QUndoStack* undoStack() const { return m_undoStack; }
    ProjectContext& context() const { return *m_context; }
    CandidatesPage* candidatesPage() const { return m_candidatesPage; }
    BenchmarksPage* benchmarksPage() const { return m_benchmarksPage; }
    FaultsPage* faultsPage() const { return m_faultsPage; }
    QAction* importAction() const { return m_importAction; }
    QListWidget* navigation() const { return m_navigation; }
    QLabel* banner() const { return m_banner; }
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

    Settings& m_settings;
    LanguageManager& m_languages;
    Prompts& m_prompts;
    std::unique_ptr<core::ProjectFile> m_project;
    bool m_isDemo = false;
    bool m_closing = false; // the user chose to stop the running jobs and close
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
    QLabel* m_pathLabel; // the status bar: the open project's file
    QLabel* m_saveLabel; // and whether everything is on disk
    QActionGroup* m_languageGroup;
};

} // namespace fw::app
