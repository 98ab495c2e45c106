// SPDX-License-Identifier: Apache-2.0
#include "faults/faultspage.h"

#include "analysis/workloadplan.h"
#include "common/agentjobcontroller.h"
#include "common/candidatechoice.h"
#include "common/objectnames.h"
#include "common/projectcontext.h"
#include "faults/planeditor.h"
#include "faults/planrunpanel.h"
#include "faults/storedplanruns.h"
#include "prompts.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"
#include "storage/workloadrepository.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

namespace fw::app {

namespace {

// The project remembers the plan last run, so reopening it shows what was tested.
constexpr auto kPlanMetaKey = "acceptance_plan";

} // namespace

FaultsPage::FaultsPage(Prompts& prompts, ProjectContext& context, QWidget* parent)
    : QWidget(parent), m_prompts(prompts), m_context(context), m_jobs(new AgentJobController(prompts, this)),
      m_intro(new QLabel(this)), m_candidateLabel(new QLabel(this)),
      m_candidate(named(new QComboBox(this), "candidate")), m_connectionLabel(new QLabel(this)),
      m_connection(named(new QComboBox(this), "connection")), m_editor(new PlanEditor(prompts, this)),
      m_run(new PlanRunPanel(prompts, *m_jobs, *m_editor, context, this)),
      m_stored(new StoredPlanRuns(prompts, context, this))
{
    m_intro->setWordWrap(true);
    m_candidateLabel->setBuddy(m_candidate);
    m_connectionLabel->setBuddy(m_connection);
    m_candidate->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_connection->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    auto* choices = new QHBoxLayout;
    choices->addWidget(m_candidateLabel);
    choices->addWidget(m_candidate);
    choices->addSpacing(12);
    choices->addWidget(m_connectionLabel);
    choices->addWidget(m_connection);
    choices->addStretch();

    // Beside the plan: its steps (with each one's progress while it runs) above the run.
    auto* runBox = new QWidget(this);
    auto* runLayout = new QVBoxLayout(runBox);
    runLayout->setContentsMargins(0, 0, 0, 0);
    runLayout->addWidget(m_editor->stepPanel(), 2);
    runLayout->addWidget(m_run, 1);

    auto* top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(m_editor);
    top->addWidget(runBox);
    top->setStretchFactor(1, 1);

    auto* vertical = new QSplitter(Qt::Vertical, this);
    vertical->addWidget(top);
    vertical->addWidget(m_stored);
    vertical->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(choices);
    layout->addWidget(vertical, 1);

    connect(m_candidate, &QComboBox::currentIndexChanged, this, [this] { reloadConnections(); });
    connect(m_editor, &PlanEditor::planChanged, this, &FaultsPage::updateActions);
    connect(m_editor, &PlanEditor::saved, &m_context, &ProjectContext::announceWritten);
    connect(m_editor, &PlanEditor::fromWorkloadRequested, this, &FaultsPage::planFromWorkload);
    connect(m_run, &PlanRunPanel::runRequested, this, &FaultsPage::start);
    connect(m_run, &PlanRunPanel::finished, this, &FaultsPage::handleFinished);
    connect(m_jobs, &AgentJobController::started, this, &FaultsPage::prepareRun);
    connect(&m_context, &ProjectContext::changed, this, &FaultsPage::projectChanged);

    retranslate();
    projectChanged();
}

void FaultsPage::setKnownHostsPath(const QString& path)
{
    m_jobs->setKnownHostsPath(path);
}

bool FaultsPage::isRunning() const
{
    return m_jobs->isRunning();
}

void FaultsPage::reload()
{
    try {
        fillCandidateChoice(m_candidate, m_context.project(), tr("No candidate"));
    } catch (const core::StorageError& error) {
        m_prompts.showError(this, tr("Cannot read the candidates"), error.message());
    }
    reloadConnections();
    m_stored->reload(0, m_run->planRunId());
    updateActions();
}

void FaultsPage::projectChanged()
{
    m_run->projectChanged();
    if (core::ProjectFile* project = m_context.project()) {
        const QString saved = project->meta(QString::fromLatin1(kPlanMetaKey));
        if (!saved.isEmpty())
            m_editor->setText(saved);
    }
    reload();
}

void FaultsPage::planFromWorkload()
{
    core::ProjectFile* project = m_context.project();
    if (!project)
        return;
    std::optional<core::WorkloadDescription> workload;
    try {
        workload = core::WorkloadRepository(*project).load();
    } catch (const core::StorageError& error) {
        m_prompts.showError(this, tr("Cannot read the workload"), error.message());
        return;
    }
    if (!workload || !core::validate(*workload).isEmpty()) {
        m_prompts.showError(this, tr("No Workload to Plan From"),
                            workload ? tr("The workload described on the Triage step cannot be laid out as it says; "
                                          "its problems are listed there.")
                                     : tr("Describe the workload on the Triage step first: its model, batch, "
                                          "precision and parallelism make the plan."));
        return;
    }
    m_editor->replacePlan(core::planFromWorkload(*workload, {}, core::AcceptancePlan::kExampleInterface,
                                                 core::AcceptancePlan::kExampleStoragePath));
}

void FaultsPage::reloadConnections()
{
    const QVariant chosen = m_connection->currentData();
    m_connection->clear();
    m_connection->addItem(tr("This computer (local launcher)"));
    try {
        m_jobs->reloadConnections(m_context.project());
    } catch (const core::StorageError& error) {
        m_prompts.showError(this, tr("Cannot read the connections"), error.message());
    }
    const std::optional<qint64> candidate = chosenCandidate(m_candidate);
    for (const core::ConnectionProfile& p : m_jobs->connections()) {
        if (p.candidateId == candidate)
            m_connection->addItem(QStringLiteral("%1 (%2)").arg(p.name, p.destination()), p.id);
    }
    const int index = chosen.isValid() ? m_connection->findData(chosen) : -1;
    m_connection->setCurrentIndex(index >= 0 ? index : (m_connection->count() > 1 ? 1 : 0));
}

void FaultsPage::start()
{
    m_run->start(m_jobs->connection(m_connection->currentData().toLongLong()), chosenCandidate(m_candidate));
}

void FaultsPage::prepareRun()
{
    if (core::ProjectFile* project = m_context.project()) {
        try {
            project->setMeta(QString::fromLatin1(kPlanMetaKey), m_editor->text());
        } catch (const core::StorageError&) {
            // A read-only project still runs; storing the results reports the problem.
        }
    }
    updateActions();
}

void FaultsPage::handleFinished(const core::PlanRunResult& result, qint64 storedRunId)
{
    updateActions();
    emit planFinished(result);
    if (storedRunId) {
        m_stored->reload(storedRunId, m_run->planRunId());
        m_context.notifyEdited(); // the navigation and the evidence pages follow the stored plan run
    }
}

void FaultsPage::updateActions()
{
    const bool running = isRunning();
    core::ProjectFile* project = m_context.project();
    const bool writable = project && !project->isReadOnly();
    m_run->setRunnable(writable && !m_editor->hasProblems());
    m_editor->setRunning(running);
    m_stored->setRunning(running);
    m_candidate->setEnabled(!running);
    m_connection->setEnabled(!running);
}

void FaultsPage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (!isRunning())
        reload();
}

void FaultsPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void FaultsPage::retranslate()
{
    m_intro->setText(tr("An acceptance plan runs baseline sweeps, faults, storage, workload replay and counter reads "
                        "as one job over the chosen connection. A fault is applied on its node with a time-to-live "
                        "and a lease, held while the benchmark runs, and reverted before the next step; should the "
                        "workbench or its connection die, the node reverts it by itself. Connections are edited on "
                        "the Benchmarks page, under Run the Agent."));
    m_candidateLabel->setText(tr("&Candidate:"));
    m_connectionLabel->setText(tr("C&onnection:"));
    m_editor->retranslate();
    m_run->retranslate();
    m_stored->retranslate();
    if (!isRunning())
        m_stored->reload(0, m_run->planRunId());
}

} // namespace fw::app
