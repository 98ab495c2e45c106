#pragma once

#include "remote/connectionprofile.h"
#include "remote/dispatchjob.h"
#include "remote/runprogress.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTableView;
class QThread;
class QTimer;

class QChartView;
class QLineSeries;

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

class DispatchLiveModel;
class Prompts;

// Runs the agent from the workbench: pick a connection, read the exact command, run, watch sizes arrive, cancel.
// Finished, cancelled and interrupted runs are stored in the project with their provenance. Hosted by the
// Benchmarks page.
class DispatchPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit DispatchPanel(Prompts& prompts, QWidget* parent = nullptr);
    ~DispatchPanel() override;

    // Cancels a running dispatch when the project changes.
    void setProject(core::ProjectFile* project);
    // The known_hosts file that host keys are checked against; ~/.ssh/known_hosts unless set.
    void setKnownHostsPath(const QString& path) { m_knownHostsPath = path; }

    bool isRunning() const { return m_job != nullptr; }
    QComboBox* profileBox() const { return m_profiles; }
    QLineEdit* argumentsEdit() const { return m_arguments; }
    QPlainTextEdit* preview() const { return m_preview; }
    QPushButton* runButton() const { return m_run; }
    QPushButton* cancelButton() const { return m_cancel; }
    QProgressBar* progressBar() const { return m_progress; }
    QLabel* statusLabel() const { return m_status; }
    DispatchLiveModel* liveModel() const { return m_model; }
    QPlainTextEdit* log() const { return m_log; }
    QLineSeries* p99Series() const { return m_p99; }

signals:
    void runStored(qint64 dispatchRunId);
    void runFinished(const fw::core::DispatchResult& result);

protected:
    void changeEvent(QEvent* event) override;

private:
    core::ConnectionProfile currentProfile() const;
    void reloadProfiles(qint64 select = 0);
    void editProfile(bool create);
    void deleteProfile();
    void updatePreview();
    void updateActions();
    void updateTiming();
    void start();
    void retrustHostKey();
    void handleStage(core::DispatchJob::Stage stage);
    void handleLine(const QByteArray& line);
    void handleFinished(const core::DispatchResult& result);
    void store(const core::DispatchResult& result);
    void retranslate();

    Prompts& m_prompts;
    core::ProjectFile* m_project = nullptr;
    bool m_runOrphaned = false; // its project closed while it ran: cancelled, and not stored in another
    QString m_knownHostsPath;
    QList<core::ConnectionProfile> m_stored;
    core::HostKey m_refusedKey; // the last refused key, for the explicit re-trust
    QPointer<core::DispatchJob> m_job;
    QThread* m_thread = nullptr;
    core::RunProgress m_runProgress;
    QElapsedTimer m_elapsed;
    QString m_passphrase;

    QLabel* m_intro;
    QComboBox* m_profiles;
    QPushButton* m_new;
    QPushButton* m_edit;
    QPushButton* m_delete;
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
    QChartView* m_chart;
    QLineSeries* m_p50;
    QLineSeries* m_p99;
    QPlainTextEdit* m_log;
    QTimer* m_clock;
};

} // namespace fw::app
