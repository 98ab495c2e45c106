// SPDX-License-Identifier: Apache-2.0
#include "faults/planrunpanel.h"

#include "analysis/nodeisolation.h"
#include "common/agentjobcontroller.h"
#include "common/objectnames.h"
#include "common/projectcontext.h"
#include "common/startquestion.h"
#include "faults/planeditor.h"
#include "prompts.h"
#include "remote/planrunrepository.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>
#include <utility>

namespace fw::app {

namespace {

// What each phase of a step does, by the name PlanJob gives it; any other is a plain run.
constexpr std::pair<const char*, const char*> kPhases[] = {
    {"before", QT_TRANSLATE_NOOP("fw::app::PlanRunPanel", "benchmark before the fault")},
    {"during", QT_TRANSLATE_NOOP("fw::app::PlanRunPanel", "benchmark during the fault")},
    {"replay_before", QT_TRANSLATE_NOOP("fw::app::PlanRunPanel", "replay before the fault")},
    {"replay_during", QT_TRANSLATE_NOOP("fw::app::PlanRunPanel", "replay during the fault")},
    {"recovery", QT_TRANSLATE_NOOP("fw::app::PlanRunPanel", "benchmark after the revert")},
    {"fault", QT_TRANSLATE_NOOP("fw::app::PlanRunPanel", "fault applied and held")},
    {"counters_before", QT_TRANSLATE_NOOP("fw::app::PlanRunPanel", "counters before the fault")},
    {"counters_after", QT_TRANSLATE_NOOP("fw::app::PlanRunPanel", "counter delta over the fault")},
};

QString phaseName(const QString& phase)
{
    for (const auto& [key, text] : kPhases) {
        if (phase == QLatin1String(key))
            return PlanRunPanel::tr(text);
    }
    return PlanRunPanel::tr("run");
}

} // namespace

PlanRunPanel::PlanRunPanel(Prompts& prompts, AgentJobController& jobs, PlanEditor& editor, ProjectContext& context,
                           QWidget* parent)
    : QWidget(parent), m_prompts(prompts), m_jobs(jobs), m_editor(editor), m_context(context),
      m_run(named(new QPushButton(this), "run")), m_cancel(named(new QPushButton(this), "cancel")),
      m_progress(named(new QProgressBar(this), "progress")), m_status(named(new QLabel(this), "status")),
      m_log(named(new QPlainTextEdit(this), "log"))
{
    m_log->setReadOnly(true);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_log->setMaximumBlockCount(5000);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* runButtons = new QHBoxLayout;
    runButtons->addWidget(m_run);
    runButtons->addWidget(m_cancel);
    runButtons->addWidget(m_progress, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(runButtons);
    layout->addWidget(m_status);
    layout->addWidget(m_log, 1);

    connect(m_run, &QPushButton::clicked, this, &PlanRunPanel::runRequested);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_jobs.cancel();
        m_status->setText(tr("Cancelling; a held fault is reverted first…"));
    });
    connect(&m_jobs, &AgentJobController::started, this, &PlanRunPanel::prepareRun);
    connect(&m_jobs, &AgentJobController::stepStarted, this, &PlanRunPanel::handleStepStarted);
    connect(&m_jobs, &AgentJobController::invocationFinished, this, &PlanRunPanel::handleInvocation);
    connect(&m_jobs, &AgentJobController::stepFinished, this, &PlanRunPanel::handleStep);
    connect(&m_jobs, &AgentJobController::planFinished, this, &PlanRunPanel::handleFinished);
    // Kept until then for the run again after an unknown host key was trusted.
    connect(&m_jobs, &AgentJobController::idle, this, [this] { m_running.reset(); });

    retranslate();
    updateActions();
}

QString PlanRunPanel::statusName(core::DispatchResult::Status status)
{
    switch (status) {
    case core::DispatchResult::Status::Complete:
        return tr("complete");
    case core::DispatchResult::Status::Failed:
        return tr("failed");
    case core::DispatchResult::Status::Cancelled:
        return tr("cancelled");
    case core::DispatchResult::Status::Interrupted:
        return tr("interrupted");
    case core::DispatchResult::Status::HostKeyUnknown:
        return tr("host key unknown");
    case core::DispatchResult::Status::HostKeyRefused:
        return tr("host key refused");
    case core::DispatchResult::Status::Skipped:
        return tr("skipped");
    }
    Q_UNREACHABLE();
}

bool PlanRunPanel::start(const core::ConnectionProfile& profile, std::optional<qint64> candidate)
{
    if (m_jobs.isRunning())
        return false;
    core::ProjectFile* project = m_context.project();
    QString error;
    const std::optional<core::AcceptancePlan> plan = m_editor.parsedPlan(&error);
    if (!project || !plan) {
        m_prompts.showError(this, tr("Cannot Run"), project ? error : tr("Open a project first."));
        return false;
    }
    if (const QStringList problems = profile.problems(); !problems.isEmpty()) {
        m_prompts.showError(this, tr("Cannot Run"), problems.join(u'\n'));
        return false;
    }
    const QString name = plan->name.isEmpty() ? tr("unnamed") : plan->name;
    if (!StartQuestion::ask(this, m_prompts, m_context, m_jobs, profile, candidate, tr("Run the Plan"),
                            tr("Run the plan now?"),
                            tr("Plan: %1, %n step(s)", nullptr, int(plan->steps.size())).arg(name)))
        return false;
    m_running = plan;
    m_runningProfile = profile;
    m_runningCandidate = candidate;
    core::PlanJob::Request request;
    request.profile = profile;
    request.plan = *plan;
    if (!m_jobs.start(std::move(request))) {
        m_running.reset();
        return false;
    }
    return true;
}

void PlanRunPanel::prepareRun()
{
    m_planRunId.reset();
    m_storeFailed = false;
    m_runOrphaned = false;
    m_editor.setAllStepStatuses(tr("waiting"));
    m_log->clear();
    m_progress->setRange(0, m_running ? int(m_running->steps.size()) : 0);
    m_progress->setValue(0);
    m_status->setText(tr("Connecting to %1…").arg(m_runningProfile.destination()));
    updateActions();
}

void PlanRunPanel::projectChanged()
{
    if (m_jobs.isRunning()) {
        // The run belongs to the project that was open; nothing more of it is written anywhere.
        m_runOrphaned = true;
        m_jobs.cancel();
    }
}

void PlanRunPanel::setRunnable(bool runnable)
{
    m_runnable = runnable;
    updateActions();
}

void PlanRunPanel::updateActions()
{
    const bool running = m_jobs.isRunning();
    m_run->setEnabled(!running && m_runnable);
    m_cancel->setEnabled(running);
}

void PlanRunPanel::handleStepStarted(int step, const QString& phase, const QString& command)
{
    m_editor.setStepStatus(step, phaseName(phase) + QStringLiteral("…"));
    m_status->setText(tr("Step %1 of %2: %3").arg(step + 1).arg(m_progress->maximum()).arg(phaseName(phase)));
    m_log->appendPlainText(QStringLiteral("[%1] %2: %3").arg(step + 1).arg(phaseName(phase), command));
}

void PlanRunPanel::store(const std::function<void(qint64)>& work)
{
    core::ProjectFile* project = m_context.project();
    if (m_runOrphaned || !project || !m_running)
        return;
    try {
        core::PlanRunRepository repository(*project);
        if (!m_planRunId)
            m_planRunId = repository.begin(*m_running, m_runningProfile, m_runningCandidate);
        work(*m_planRunId);
    } catch (const core::StorageError& error) {
        if (!m_storeFailed)
            m_prompts.showError(this, tr("Results Not Stored"), error.message());
        m_storeFailed = true;
    }
}

void PlanRunPanel::handleInvocation(const core::PlanInvocation& invocation)
{
    m_log->appendPlainText(
        QStringLiteral("[%1] %2: %3%4")
            .arg(invocation.step + 1)
            .arg(phaseName(invocation.phase), statusName(invocation.result.status),
                 invocation.result.message.isEmpty() ? QString() : QStringLiteral(" — ") + invocation.result.message));
    store([&](qint64 id) {
        core::PlanRunRepository(*m_context.project())
            .addInvocation(id, invocation, m_runningProfile.id ? std::optional(m_runningProfile.id) : std::nullopt,
                           m_runningCandidate);
    });
}

void PlanRunPanel::handleStep(const core::PlanStepOutcome& outcome)
{
    m_editor.setStepStatus(outcome.step, statusName(outcome.status));
    // A skipped step is named before anything runs (PlanJob's privilege check); the progress follows the steps run.
    if (outcome.status != core::DispatchResult::Status::Skipped)
        m_progress->setValue(outcome.step + 1);
    if (!outcome.message.isEmpty())
        m_log->appendPlainText(QStringLiteral("[%1] %2").arg(outcome.step + 1).arg(outcome.message));
    // An isolate step's finding, as the results view shows it.
    if (const std::optional<core::IsolationResult> search = core::IsolationResult::fromJson(outcome.details))
        m_log->appendPlainText(QStringLiteral("[%1] %2").arg(outcome.step + 1).arg(search->summary()));
    store([&](qint64 id) { core::PlanRunRepository(*m_context.project()).addStep(id, outcome); });
}

void PlanRunPanel::handleFinished(const core::PlanRunResult& result)
{
    if (m_planRunId)
        store([&](qint64 id) { core::PlanRunRepository(*m_context.project()).finish(id, result); });
    const qint64 stored = m_runOrphaned ? 0 : m_planRunId.value_or(0);
    m_status->setText(statusName(result.status) +
                      (result.message.isEmpty() ? QString() : QStringLiteral(": ") + result.message));
    updateActions();
    emit finished(result, stored);
}

void PlanRunPanel::retranslate()
{
    m_run->setText(tr("&Run Plan"));
    m_cancel->setText(tr("Cancel"));
}

} // namespace fw::app
