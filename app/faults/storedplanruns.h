// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QWidget>
#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

class ProjectContext;

class FaultResultsView;
class Prompts;

// The plan runs stored in the project, on the Faults & Replay page: choose one, read its results (impact of each
// fault, recovery, counters, storage and replay figures, in a FaultResultsView), or delete it.
//
// Object names: storedRuns, deleteRun, results.
class StoredPlanRuns final : public QWidget
{
    Q_OBJECT

public:
    StoredPlanRuns(Prompts& prompts, ProjectContext& context, QWidget* parent = nullptr);

    // Lists the project's plan runs, newest first, and shows the one with id `select`, or else the one chosen
    // before. `running` is the plan run in progress, listed as running; any other that the file says is running
    // was interrupted.
    void reload(qint64 select, std::optional<qint64> running);
    // While a plan runs, no run is deleted.
    void setRunning(bool running);
    // The page calls this on a language change; the next reload() lists the runs in the new language.
    void retranslate();

private:
    void showStoredRun();
    void deleteStoredRun();
    void updateActions();

    Prompts& m_prompts;
    ProjectContext& m_context;
    bool m_running = false;

    QLabel* m_storedLabel;
    QComboBox* m_stored;
    QPushButton* m_delete;
    FaultResultsView* m_results;
};

} // namespace fw::app
