// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/connectionprofile.h"
#include "remote/dispatchjob.h"
#include "remote/planjob.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <optional>
#include <variant>

class QThread;
class QWidget;

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

class Prompts;

// One agent job of a page at a time (a dispatch from the Benchmarks page, a plan from the Faults & Replay page),
// and everything around it that is the same for both: the connections to choose from, the key file's passphrase,
// the worker thread, the host-key question and the run again after a key is trusted, and cancellation.
//
// The passphrase is asked through Prompts when the key needs one, travels with that job only and is forgotten when
// it ends (kept only for the run again after an unknown host key was trusted), so a wrong one is asked again and a
// right one is not kept. Nothing here ever waits for a job: cancel() asks it to stop, and it ends on its own thread;
// the destructor does the same and lets the thread clean up after itself.
class AgentJobController final : public QObject
{
    Q_OBJECT

public:
    // `parent` is the page: questions and errors are shown over it.
    AgentJobController(Prompts& prompts, QWidget* parent);
    ~AgentJobController() override;

    // The known_hosts file that host keys are checked against; ~/.ssh/known_hosts unless set.
    void setKnownHostsPath(const QString& path) { m_knownHostsPath = path; }
    const QString& knownHostsPath() const { return m_knownHostsPath; }

    // The project's stored connections (none without a project), read again; throws core::StorageError.
    void reloadConnections(core::ProjectFile* project);
    const QList<core::ConnectionProfile>& connections() const { return m_connections; }
    // The stored connection with `id`; this computer (one rank, the agent installed with the app) for 0 or an id
    // that is not stored.
    core::ConnectionProfile connection(qint64 id) const;

    bool isRunning() const { return m_thread != nullptr; }
    // Whether the running plan is in a fault step, where a fault may be held on a node until the step reverts it.
    bool holdsFault() const { return m_holdsFault; }

    // Asks for the key's passphrase when it needs one, then runs the job on a thread of its own. False, and nothing
    // runs, when a job is already running or the user cancels the passphrase question. The known_hosts path and the
    // passphrase of `request` are filled in here.
    bool start(core::DispatchJob::Request request);
    bool start(core::PlanJob::Request request);
    // Asks the running job to stop (a plan reverts a held fault first); it ends with its finished signal.
    void cancel();
    // The explicit re-trust of a changed key: asks, replaces the stored key; true when it was replaced.
    bool retrust(const core::HostKey& key);

signals:
    // A job is starting: at start() and again when it runs again after its host key was trusted.
    void started();
    // A dispatch's progress and its end.
    void stageChanged(fw::core::DispatchJob::Stage stage);
    void agentStarting(const fw::core::DispatchResult& provenance);
    void dispatchFinished(const fw::core::DispatchResult& result);
    // Lines of the agent's stream, of either kind of job.
    void lineReceived(const QByteArray& line);
    // A plan's progress and its end.
    void stepStarted(int step, const QString& phase, const QString& command);
    void invocationFinished(const fw::core::PlanInvocation& invocation);
    void stepFinished(const fw::core::PlanStepOutcome& outcome);
    void planFinished(const fw::core::PlanRunResult& result);
    // After a finished signal, when no job runs any more (none was started again for a trusted host key).
    void idle();

private:
    using Request = std::variant<core::DispatchJob::Request, core::PlanJob::Request>;

    bool begin(Request request);
    void launch();
    // The job sent its finished signal: its thread may end.
    void release();
    // After a job's finished signal: the host-key question and the run again, or the end of the job.
    void ended(core::DispatchResult::Status status, const QString& message, const core::HostKey& hostKey);
    QWidget* page() const;

    Prompts& m_prompts;
    QString m_knownHostsPath;
    QList<core::ConnectionProfile> m_connections;
    // The running job's request, passphrase included; reset when the job has ended.
    std::optional<Request> m_request;
    QThread* m_thread = nullptr;
    QPointer<core::DispatchJob> m_dispatch;
    QPointer<core::PlanJob> m_plan;
    bool m_cancelled = false;
    bool m_holdsFault = false;
};

} // namespace fw::app
