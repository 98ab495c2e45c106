// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ingest/importer.h"

#include <QWidget>
#include <functional>

class QComboBox;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableView;
class QTextBrowser;

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

class ProjectContext;

class BenchmarkRunTableModel;
class DispatchPanel;
class ImportController;
class Prompts;
class RunActions;

// The benchmark runs of the project, vendor claims and own measurements side by side, and the two ways in: vendor
// logs (the Import button, File > Import and files dropped on the window all end in importFiles()) and runs of
// our own agent (the "Run the Agent" tab, a DispatchPanel).
class BenchmarksPage final : public QWidget
{
    Q_OBJECT

public:
    BenchmarksPage(Prompts& prompts, ProjectContext& context, QWidget* parent = nullptr);

    // Imports the files for the candidate and source chosen on the page; returns at once, the list updates as
    // each file is stored.
    // Salvage: result rows that cannot be read are skipped and listed on the run instead of refusing the file.
    void importFiles(const QStringList& paths, core::ImportMode mode = core::ImportMode::Strict);
    // Asks for files, then imports them.
    void chooseAndImport();
    // Reloads the list and the candidate choice from the open project.
    void reload();
    // Shows the "Run the Agent" tab and starts a run there when one can start (a connection chosen, none running).
    void runAgent();

    BenchmarkRunTableModel* model() const { return m_model; }
    ImportController* importController() const { return m_controller; }

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    // Whenever the open project changes: a running dispatch is cancelled.
    void projectChanged();
    void showDetails();
    void retranslate();

    Prompts& m_prompts;
    ProjectContext& m_context;
    BenchmarkRunTableModel* m_model;
    ImportController* m_controller;
    QLabel* m_intro;
    QLabel* m_candidateLabel;
    QComboBox* m_candidate;
    QLabel* m_sourceLabel;
    QComboBox* m_source;
    QPushButton* m_import;
    QLabel* m_status;
    QTableView* m_view;
    RunActions* m_runActions;
    QTextBrowser* m_details;
    DispatchPanel* m_dispatch;
    QTabWidget* m_tabs;
    QStringList m_errors;
    QStringList m_imported;
    int m_runsStored = 0;      // by the import in progress, over all its files
    QStringList m_salvageable; // files of that import refused for a result row that cannot be read
};

} // namespace fw::app
