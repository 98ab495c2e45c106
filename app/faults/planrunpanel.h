// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/planjob.h"

#include <QWidget>
#include <functional>
#include <optional>

class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

class ProjectContext;

class AgentJobController;
class PlanEditor;
class Prompts;

// The run of an acceptance plan on the Faults & Replay page: Run and Cancel, progress over the steps, the log of
// every agent command, and each step's progress in the plan editor's step list. Every command and step is stored in
// the project as it arrives, one transaction each, so a crash keeps what ran; a run whose project was closed stores
// nothing more. The job itself is the page's AgentJobController's.
//
// Object names: run, cancel, progress, status, log.
class PlanRunPanel final : public QWidget
{
    Q_OBJECT

public:
    PlanRunPanel(Prompts& prompts, AgentJobController& jobs, PlanEditor& editor, ProjectContext& context,
                 QWidget* parent = nullptr);

    // Runs the editor's plan over `profile`, for `candidate`; tells the user and returns false when it cannot run.
    bool start(const core::ConnectionProfile& profile, std::optional<qint64> candidate);
    // The project changed: a running plan is cancelled (a held fault is reverted first) and not stored further.
    void projectChanged();
    // The stored id of the run in progress, once its first result is stored.
    std::optional<qint64> planRunId() const { return m_planRunId; }
    // Whether Run may start a plan when none runs (a writable project, a plan without problems).
    void setRunnable(bool runnable);

    static QString statusName(core::DispatchResult::Status status);
    // The page calls this on a language change.
    void retranslate();

signals:
    void runRequested();
    // The plan ended; `storedRunId` is the plan run it stored, 0 when it stored none.
    void finished(const fw::core::PlanRunResult& result, qint64 storedRunId);

private:
    void prepareRun();
    void handleStepStarted(int step, const QString& phase, const QString& command);
    void handleInvocation(const core::PlanInvocation& invocation);
    void handleStep(const core::PlanStepOutcome& outcome);
    void handleFinished(const core::PlanRunResult& result);
    // Runs `work` against the plan run's id, creating the run on first use; reports a failed write once.
    void store(const std::function<void(qint64)>& work);
    void updateActions();

    Prompts& m_prompts;
    AgentJobController& m_jobs;
    PlanEditor& m_editor;
    ProjectContext& m_context;
    bool m_runnable = false;
    std::optional<core::AcceptancePlan> m_running; // the plan as it runs
    core::ConnectionProfile m_runningProfile;
    std::optional<qint64> m_runningCandidate;
    std::optional<qint64> m_planRunId;
    bool m_storeFailed = false;
    bool m_runOrphaned = false;

    QPushButton* m_run;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    QLabel* m_status;
    QPlainTextEdit* m_log;
};

} // namespace fw::app
