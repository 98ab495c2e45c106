// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/planjob.h"

#include <QWidget>
#include <functional>

class QComboBox;
class QLabel;

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

class ProjectContext;

class AgentJobController;
class PlanEditor;
class PlanRunPanel;
class Prompts;
class StoredPlanRuns;

// The acceptance plan (issue 7): edit a plan of baseline, fault, storage, replay and counter steps (PlanEditor), run
// it as one job over a candidate's connection with progress per step and cancel (PlanRunPanel, with the page's
// AgentJobController), and read the stored plan runs: impact of each fault, recovery, counters, storage and replay
// figures (StoredPlanRuns). Connections are edited on the Benchmarks page.
//
// Tests find the widgets by object name: candidate and connection here, the others in the parts' headers.
class FaultsPage final : public QWidget
{
    Q_OBJECT

public:
    FaultsPage(Prompts& prompts, ProjectContext& context, QWidget* parent = nullptr);

    // Reloads candidates, connections and stored plan runs from the open project.
    void reload();
    // The known_hosts file that host keys are checked against; ~/.ssh/known_hosts unless set.
    void setKnownHostsPath(const QString& path);

    bool isRunning() const;

signals:
    void planFinished(const fw::core::PlanRunResult& result);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    // Whenever the open project changes: a running plan is cancelled and not stored.
    void projectChanged();
    void reloadConnections();
    void planFromWorkload();
    void start();
    void prepareRun();
    void handleFinished(const core::PlanRunResult& result, qint64 storedRunId);
    void updateActions();
    void retranslate();

    Prompts& m_prompts;
    ProjectContext& m_context;
    AgentJobController* m_jobs;

    QLabel* m_intro;
    QLabel* m_candidateLabel;
    QComboBox* m_candidate;
    QLabel* m_connectionLabel;
    QComboBox* m_connection;
    PlanEditor* m_editor;
    PlanRunPanel* m_run;
    StoredPlanRuns* m_stored;
};

} // namespace fw::app
