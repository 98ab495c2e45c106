// SPDX-License-Identifier: Apache-2.0
#include "common/agentjobcontroller.h"

#include "prompts.h"
#include "remote/connectionprofilerepository.h"
#include "remote/knownhosts.h"
#include "remote/remoteerror.h"
#include "remote/sshsession.h"

#include <QDir>
#include <QThread>
#include <QWidget>

namespace fw::app {

AgentJobController::AgentJobController(Prompts& prompts, QWidget* parent)
    : QObject(parent), m_prompts(prompts), m_knownHostsPath(QDir::homePath() + QStringLiteral("/.ssh/known_hosts"))
{}

AgentJobController::~AgentJobController()
{
    if (!m_thread)
        return;
    // Nothing waits here: the job stops at its next check, and its thread deletes it and itself when it ends.
    // A held fault is reverted by the hold's end, or by the node's watchdog when the lease runs out.
    if (m_dispatch)
        m_dispatch->cancel();
    if (m_plan)
        m_plan->cancel();
    m_thread->quit();
}

QWidget* AgentJobController::page() const
{
    return qobject_cast<QWidget*>(parent());
}

void AgentJobController::reloadConnections(core::ProjectFile* project)
{
    m_connections.clear();
    if (project)
        m_connections = core::ConnectionProfileRepository(*project).all();
}

core::ConnectionProfile AgentJobController::connection(qint64 id) const
{
    for (const core::ConnectionProfile& p : m_connections) {
        if (id != 0 && p.id == id)
            return p;
    }
    // The built-in entry: this computer, one rank, the agent installed with the app.
    core::ConnectionProfile local;
    local.name = core::displayName(core::Launcher::Local);
    return local;
}

bool AgentJobController::start(core::DispatchJob::Request request)
{
    return begin(std::move(request));
}

bool AgentJobController::start(core::PlanJob::Request request)
{
    return begin(std::move(request));
}

bool AgentJobController::begin(Request request)
{
    if (isRunning())
        return false;
    const auto prepare = [this](auto& r) {
        r.knownHostsPath = m_knownHostsPath;
        r.passphrase.clear();
        const core::ConnectionProfile& profile = r.profile;
        if (profile.isRemote() && profile.identity == core::Identity::KeyFile &&
            core::SshSession::keyNeedsPassphrase(profile.keyFile)) {
            r.passphrase = m_prompts.keyPassphrase(page(), profile.keyFile);
            return !r.passphrase.isEmpty();
        }
        return true;
    };
    if (!std::visit(prepare, request))
        return false;
    m_request = std::move(request);
    m_cancelled = false;
    launch();
    return true;
}

void AgentJobController::launch()
{
    auto* thread = new QThread; // no parent: it outlives this controller when a job is left to end by itself
    QObject* job = nullptr;
    if (const auto* request = std::get_if<core::DispatchJob::Request>(&*m_request)) {
        m_dispatch = new core::DispatchJob(*request);
        connect(m_dispatch, &core::DispatchJob::stageChanged, this, &AgentJobController::stageChanged);
        connect(m_dispatch, &core::DispatchJob::agentStarting, this, &AgentJobController::agentStarting);
        connect(m_dispatch, &core::DispatchJob::lineReceived, this, &AgentJobController::lineReceived);
        connect(m_dispatch, &core::DispatchJob::finished, this, [this](const core::DispatchResult& result) {
            release();
            emit dispatchFinished(result);
            ended(result.status, result.message, result.hostKey);
        });
        job = m_dispatch;
    } else {
        m_plan = new core::PlanJob(std::get<core::PlanJob::Request>(*m_request));
        connect(m_plan, &core::PlanJob::stepStarted, this,
                [this](int step, const QString& phase, const QString& command) {
                    // From here until the node's side reports the fault, it may be held on the node.
                    if (phase == QLatin1String("fault"))
                        m_holdsFault = true;
                    emit stepStarted(step, phase, command);
                });
        connect(m_plan, &core::PlanJob::lineReceived, this, &AgentJobController::lineReceived);
        connect(m_plan, &core::PlanJob::invocationFinished, this, [this](const core::PlanInvocation& invocation) {
            if (invocation.phase == QLatin1String("fault"))
                m_holdsFault = false;
            emit invocationFinished(invocation);
        });
        connect(m_plan, &core::PlanJob::stepFinished, this, [this](const core::PlanStepOutcome& outcome) {
            m_holdsFault = false;
            emit stepFinished(outcome);
        });
        connect(m_plan, &core::PlanJob::finished, this, [this](const core::PlanRunResult& result) {
            release();
            emit planFinished(result);
            ended(result.status, result.message, result.hostKey);
        });
        job = m_plan;
    }
    job->moveToThread(thread);
    connect(thread, &QThread::finished, job, &QObject::deleteLater);
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    m_thread = thread;
    emit started();
    thread->start();
    QMetaObject::invokeMethod(job, "run");
}

void AgentJobController::release()
{
    // The job has emitted its last signal and returns; its thread ends after it and deletes both.
    m_thread->quit();
    m_thread = nullptr;
    m_dispatch = nullptr;
    m_plan = nullptr;
    m_holdsFault = false;
}

void AgentJobController::ended(core::DispatchResult::Status status, const QString& message,
                               const core::HostKey& hostKey)
{
    if (status == core::DispatchResult::Status::HostKeyUnknown && !m_cancelled &&
        m_prompts.trustHostKey(page(), hostKey.host, hostKey.type, hostKey.fingerprint, false)) {
        bool trusted = false;
        try {
            core::KnownHosts(m_knownHostsPath).trust(hostKey);
            trusted = true;
        } catch (const core::RemoteError& error) {
            m_prompts.showError(page(), tr("Host Key Not Saved"), error.message());
        }
        if (trusted) {
            // The same job again, with the passphrase already given: the key check comes before the key is used.
            launch();
            return;
        }
    } else if (status == core::DispatchResult::Status::HostKeyRefused) {
        m_prompts.showError(page(), tr("Host Key Refused"), message);
    }
    // A wrong passphrase must be asked again, and a right one is not kept beyond the job.
    m_request.reset();
    emit idle();
}

void AgentJobController::cancel()
{
    if (!isRunning())
        return;
    m_cancelled = true;
    if (m_dispatch)
        m_dispatch->cancel();
    if (m_plan)
        m_plan->cancel();
}

bool AgentJobController::retrust(const core::HostKey& key)
{
    if (key.status == core::HostKey::Status::Revoked)
        return false;
    if (!m_prompts.trustHostKey(page(), key.host, key.type, key.fingerprint, true))
        return false;
    try {
        core::KnownHosts(m_knownHostsPath).replace(key);
    } catch (const core::RemoteError& error) {
        m_prompts.showError(page(), tr("Host Key Not Saved"), error.message());
        return false;
    }
    return true;
}

} // namespace fw::app
