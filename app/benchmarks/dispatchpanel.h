// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/connectionprofile.h"
#include "remote/dispatchjob.h"
#include "remote/runprogress.h"

#include <QElapsedTimer>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTableView;
class QTimer;

namespace fw::core {
class DispatchRecorder;
class ProjectFile;
} // namespace fw::core

namespace fw::app {

class CrosshairChartView;

class AgentJobController;
class DispatchLiveModel;
class ProjectContext;
class Prompts;

// Runs the agent from the workbench for one candidate: pick one of its connections, read the exact command, run,
// watch sizes arrive, cancel. The run streams into the project under that candidate as it goes (a DispatchRecorder):
// the live table shows only what is committed, and a crash leaves an interrupted dispatch with every size shown;
// finished, cancelled and interrupted runs get their outcome and provenance. Connections are made, edited, copied to
// another candidate and deleted here, each an undoable edit. Hosted by the Benchmarks page, which chooses the
// candidate; the job itself (connection, passphrase, thread, host keys, cancel) is an AgentJobController's. Tests find
// the widgets by object name: connection, newConnection, editConnection, copyConnection, deleteConnection,
// candidateHint, arguments, preview, run, cancel, progress, status, results (the live table), chart, log.
class DispatchPanel final : public QWidget
{
    Q_OBJECT

public:
    DispatchPanel(Prompts& prompts, ProjectContext& context, QWidget* parent = nullptr);

    // The candidate the runs are for (none: runs that count for no offer); lists its connections.
    void setCandidate(std::optional<qint64> candidate);
    // The known_hosts file that host keys are checked against; ~/.ssh/known_hosts unless set.
    void setKnownHostsPath(const QString& path);

    bool isRunning() const;

signals:
    void runStored(qint64 dispatchRunId);
    void runFinished(const fw::core::DispatchResult& result);

protected:
    void changeEvent(QEvent* event) override;

private:
    core::ConnectionProfile currentProfile() const;
    void projectChanged();
    void reloadProfiles(qint64 select = 0);
    enum class Edit
    {
        Create,
        Change,
        Copy
    };
    void editProfile(Edit edit);
    void deleteProfile();
    // Saves `after` over `before` (either may be absent: an add or a delete) as one undoable edit.
    void pushProfileChange(std::optional<core::ConnectionProfile> before, std::optional<core::ConnectionProfile> after,
                           const QString& text);
    void updatePreview();
    void updateActions();
    void updateTiming();
    void start();
    // The disagreements between a stated cluster node and the host names the agent reported.
    QStringList clusterNodeCheck(const core::DispatchResult& result) const;
    void retrustHostKey();
    void prepareRun();
    void handleStage(core::DispatchJob::Stage stage);
    void handleLine(const QByteArray& line);
    void handleFinished(const core::DispatchResult& result);
    // Says so when the project's last dispatch never ended (the app stopped while it ran).
    void showUnfinished();
    void retranslate();

    Prompts& m_prompts;
    ProjectContext& m_context;
    AgentJobController* m_jobs;
    core::ProjectFile* m_project = nullptr; // the project the panel last showed; a run belongs to it
    std::optional<qint64> m_candidate;
    bool m_runOrphaned = false; // its project closed while it ran: cancelled, and not stored in another
    core::DispatchRecorder* m_recorder = nullptr; // the running dispatch's, made when it starts
    core::HostKey m_refusedKey;                   // the last refused key, for the explicit re-trust
    core::RunProgress m_runProgress;
    QElapsedTimer m_elapsed;

    QLabel* m_intro;
    QComboBox* m_profiles;
    QPushButton* m_new;
    QPushButton* m_edit;
    QPushButton* m_copy;
    QPushButton* m_delete;
    QLabel* m_candidateHint;
    QPushButton* m_retrust;
    QLabel* m_argumentsLabel;
    QLineEdit* m_arguments;
    QLabel* m_previewLabel;
    QPlainTextEdit* m_preview;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    QLabel* m_timing;
    QLabel* m_status;
    DispatchLiveModel* m_model;
    QTableView* m_table;
    CrosshairChartView* m_chart;
    QPlainTextEdit* m_log;
    QTimer* m_clock;
};

} // namespace fw::app
