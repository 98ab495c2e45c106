// SPDX-License-Identifier: Apache-2.0
#include "faults/storedplanruns.h"

#include "common/objectnames.h"
#include "common/projectcontext.h"
#include "faults/faultresultsview.h"
#include "faults/planrunpanel.h"
#include "faults/planstepeditor.h"
#include "prompts.h"
#include "remote/dispatchrunrepository.h"
#include "remote/planresults.h"
#include "remote/planrunrepository.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

namespace fw::app {

namespace {

QString runStatusName(const core::StoredPlanRun& run, const std::optional<qint64>& current)
{
    switch (run.status) {
    case core::StoredPlanRun::Status::Running:
        // Still "running" in the file but not this page's run: the app stopped while it ran.
        return run.id == current ? StoredPlanRuns::tr("running") : StoredPlanRuns::tr("interrupted");
    case core::StoredPlanRun::Status::Complete:
        return PlanRunPanel::statusName(core::DispatchResult::Status::Complete);
    case core::StoredPlanRun::Status::Failed:
        return PlanRunPanel::statusName(core::DispatchResult::Status::Failed);
    case core::StoredPlanRun::Status::Cancelled:
        return PlanRunPanel::statusName(core::DispatchResult::Status::Cancelled);
    case core::StoredPlanRun::Status::Interrupted:
        return PlanRunPanel::statusName(core::DispatchResult::Status::Interrupted);
    }
    Q_UNREACHABLE();
}

} // namespace

StoredPlanRuns::StoredPlanRuns(Prompts& prompts, ProjectContext& context, QWidget* parent)
    : QWidget(parent), m_prompts(prompts), m_context(context), m_storedLabel(new QLabel(this)),
      m_stored(named(new QComboBox(this), "storedRuns")), m_delete(named(new QPushButton(this), "deleteRun")),
      m_results(named(new FaultResultsView(this), "results"))
{
    m_stored->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    // The label above the choice: a stored run's name (its time, the plan's label, the host) takes the row's width.
    auto* storedRow = new QHBoxLayout;
    storedRow->addWidget(m_stored, 1);
    storedRow->addWidget(m_delete);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_storedLabel);
    layout->addLayout(storedRow);
    layout->addWidget(m_results, 1);

    connect(m_stored, &QComboBox::currentIndexChanged, this, &StoredPlanRuns::showStoredRun);
    connect(m_delete, &QPushButton::clicked, this, &StoredPlanRuns::deleteStoredRun);
    retranslate();
}

void StoredPlanRuns::reload(qint64 select, std::optional<qint64> running)
{
    const QVariant chosen = select ? QVariant(select) : m_stored->currentData();
    const QSignalBlocker blocker(m_stored);
    m_stored->clear();
    if (core::ProjectFile* project = m_context.project()) {
        try {
            const QList<core::StoredPlanRun> runs = core::PlanRunRepository(*project).all();
            for (auto run = runs.crbegin(); run != runs.crend(); ++run)
                m_stored->addItem(
                    tr("%1 — %2 on %3, %4")
                        .arg(QLocale().toString(run->startedAt.toLocalTime(), QLocale::ShortFormat),
                             run->plan.name.isEmpty() ? tr("plan") : core::AcceptancePlan::displayLabel(run->plan.name),
                             run->destination, runStatusName(*run, running)),
                    run->id);
        } catch (const core::StorageError& error) {
            m_prompts.showError(this, tr("Cannot read the plan runs"), error.message());
        }
    }
    if (m_stored->count() == 0)
        m_stored->addItem(tr("No plan has run in this project yet"));
    const int index = chosen.isValid() ? m_stored->findData(chosen) : -1;
    m_stored->setCurrentIndex(std::max(index, 0));
    showStoredRun();
    updateActions();
}

void StoredPlanRuns::showStoredRun()
{
    core::ProjectFile* project = m_context.project();
    const QVariant id = m_stored->currentData();
    if (!project || !id.isValid()) {
        m_results->clear();
        return;
    }
    try {
        const std::optional<core::StoredPlanRun> run = core::PlanRunRepository(*project).find(id.toLongLong());
        if (!run) {
            m_results->clear();
            return;
        }
        const QList<core::StoredDispatch> dispatches = core::DispatchRunRepository(*project).ofPlanRun(run->id);
        QList<FaultResultsView::StepRow> rows;
        for (const core::StoredDispatch& d : dispatches) {
            if (!d.plan || d.plan->step < 0 || d.plan->step >= run->plan.steps.size())
                continue;
            const core::PlanStep& step = run->plan.steps.at(d.plan->step);
            FaultResultsView::StepRow row;
            row.ordinal = d.plan->step;
            row.kind = core::storageKey(step.kind);
            row.label = step.label.isEmpty() ? PlanStepEditor::kindName(step.kind)
                                             : core::AcceptancePlan::displayLabel(step.label);
            row.phase = d.plan->phase;
            row.dispatchId = d.id;
            row.status = core::storageKey(d.result.status);
            row.message = d.result.message;
            row.stream = d.result.stream;
            row.measuredOn = d.result.where();
            rows << row;
        }
        m_results->setSteps(rows, core::PlanResults::faultSteps(*run, dispatches),
                            core::PlanResults::replaySteps(*run, dispatches),
                            core::PlanResults::isolationSteps(*run, dispatches));
    } catch (const core::StorageError& error) {
        m_prompts.showError(this, tr("Cannot read the plan run"), error.message());
    }
    updateActions();
}

void StoredPlanRuns::deleteStoredRun()
{
    core::ProjectFile* project = m_context.project();
    const QVariant id = m_stored->currentData();
    if (!project || !id.isValid() ||
        !m_prompts.confirm(this, tr("Delete Plan Run"),
                           tr("Delete this plan run and the agent output it stored? Benchmark runs it produced stay "
                              "in the Benchmarks list; questionnaire answers linked to its steps lose those links.")))
        return;
    try {
        core::PlanRunRepository(*project).remove(id.toLongLong());
    } catch (const core::StorageError& error) {
        m_prompts.showError(this, tr("Cannot Delete"), error.message());
    }
    reload(0, {});
}

void StoredPlanRuns::setRunning(bool running)
{
    m_running = running;
    updateActions();
}

void StoredPlanRuns::updateActions()
{
    core::ProjectFile* project = m_context.project();
    const bool writable = project && !project->isReadOnly();
    m_delete->setEnabled(!m_running && writable && m_stored->currentData().isValid());
}

void StoredPlanRuns::retranslate()
{
    m_storedLabel->setText(tr("Stored plan runs:"));
    m_delete->setText(tr("Delete Run…"));
}

} // namespace fw::app
