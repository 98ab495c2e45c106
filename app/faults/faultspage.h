#pragma once

#include "remote/planjob.h"

#include <QPointer>
#include <QWidget>
#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QThread;
class QTreeWidget;

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

class FaultResultsView;
class PlanStepEditor;
class Prompts;

// The acceptance plan (issue 7): edit a plan of baseline, fault, storage, replay and counter steps, run it as one
// job over a candidate's connection with progress per step and cancel, and read the stored plan runs: impact of
// each fault, recovery, counters, storage and replay figures. Connections are edited on the Benchmarks page.
class FaultsPage final : public QWidget
{
    Q_OBJECT

public:
    FaultsPage(Prompts& prompts, std::function<core::ProjectFile*()> project, QWidget* parent = nullptr);
    ~FaultsPage() override;

    // Reloads candidates, connections and stored plan runs from the open project.
    void reload();
    // The main window calls this whenever the open project changes; a running plan is cancelled and not stored.
    void projectChanged();
    // The known_hosts file that host keys are checked against; ~/.ssh/known_hosts unless set.
    void setKnownHostsPath(const QString& path) { m_knownHostsPath = path; }

    bool isRunning() const { return m_job != nullptr; }
    QComboBox* candidateChoice() const { return m_candidate; }
    QComboBox* connectionChoice() const { return m_connection; }
    QPlainTextEdit* planEditor() const { return m_editor; }
    QLabel* planProblems() const { return m_problems; }
    QTreeWidget* stepList() const { return m_steps; }
    // The form for the step chosen in the step list, kept in step with the JSON text.
    PlanStepEditor* stepEditor() const { return m_stepEditor; }
    QTabWidget* editorTabs() const { return m_editorTabs; }
    QLineEdit* planNameEdit() const { return m_planName; }
    QComboBox* newStepKind() const { return m_newStepKind; }
    QPushButton* addStepButton() const { return m_addStep; }
    QPushButton* duplicateStepButton() const { return m_duplicateStep; }
    QPushButton* removeStepButton() const { return m_removeStep; }
    QPushButton* moveStepUpButton() const { return m_moveStepUp; }
    QPushButton* moveStepDownButton() const { return m_moveStepDown; }
    QPushButton* openButton() const { return m_open; }
    QPushButton* saveButton() const { return m_save; }
    QPushButton* runButton() const { return m_run; }
    QPushButton* cancelButton() const { return m_cancel; }
    QPlainTextEdit* log() const { return m_log; }
    QComboBox* storedRuns() const { return m_stored; }
    FaultResultsView* resultsView() const { return m_results; }

signals:
    void planFinished(const fw::core::PlanRunResult& result);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    std::optional<core::AcceptancePlan> parsedPlan(QString* error) const;
    void planEdited();
    // The form's side: show the chosen step, take its edits, and write the plan back as JSON text.
    int currentStep() const;
    void showCurrentStep();
    void stepEdited(const core::PlanStep& step);
    void planNameEdited(const QString& name);
    void addStep();
    void duplicateStep();
    void removeStep();
    void moveStep(int by);
    // Replaces the JSON text with m_plan (one undo step in the editor) and, when `select` >= 0, shows that step.
    void writePlan(int select);
    void loadTemplate();
    void openPlan();
    void savePlan();
    void reloadConnections();
    void reloadStoredRuns(qint64 select = 0);
    void showStoredRun();
    void deleteStoredRun();
    void start();
    void handleStepStarted(int step, const QString& phase, const QString& command);
    void handleInvocation(const core::PlanInvocation& invocation);
    void handleStep(const core::PlanStepOutcome& outcome);
    void handleFinished(const core::PlanRunResult& result);
    // Runs `work` against the plan run's id, creating the run on first use; reports a failed write once.
    void store(const std::function<void(qint64)>& work);
    void setStepStatus(int step, const QString& text);
    void updateActions();
    void retranslate();

    Prompts& m_prompts;
    std::function<core::ProjectFile*()> m_project;
    QString m_knownHostsPath;
    QString m_passphrase;
    QPointer<core::PlanJob> m_job;
    QThread* m_thread = nullptr;
    std::optional<core::AcceptancePlan> m_running; // the plan as it runs
    core::ConnectionProfile m_runningProfile;
    std::optional<qint64> m_runningCandidate;
    std::optional<qint64> m_planRunId;
    bool m_storeFailed = false;
    bool m_runOrphaned = false;

    QLabel* m_intro;
    QLabel* m_candidateLabel;
    QComboBox* m_candidate;
    QLabel* m_connectionLabel;
    QComboBox* m_connection;
    QLabel* m_editorLabel;
    QPushButton* m_template;
    QPushButton* m_open;
    QPushButton* m_save;
    QPlainTextEdit* m_editor;
    QLabel* m_problems;
    QTreeWidget* m_steps;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    QLabel* m_status;
    QPlainTextEdit* m_log;
    QLabel* m_storedLabel;
    QComboBox* m_stored;
    QPushButton* m_delete;
    FaultResultsView* m_results;

    // The plan the form edits: the JSON text as last read (nullopt when it cannot be read) or as the form wrote it.
    std::optional<core::AcceptancePlan> m_plan;
    bool m_writingPlan = false;
    QTabWidget* m_editorTabs = nullptr;
    QLabel* m_planNameLabel = nullptr;
    QLineEdit* m_planName = nullptr;
    PlanStepEditor* m_stepEditor = nullptr;
    QComboBox* m_newStepKind = nullptr;
    QPushButton* m_addStep = nullptr;
    QPushButton* m_duplicateStep = nullptr;
    QPushButton* m_removeStep = nullptr;
    QPushButton* m_moveStepUp = nullptr;
    QPushButton* m_moveStepDown = nullptr;
};

} // namespace fw::app
