#include "faults/faultspage.h"

#include "faults/faultresultsview.h"
#include "faults/planstepeditor.h"
#include "prompts.h"
#include "remote/connectionprofilerepository.h"
#include "remote/knownhosts.h"
#include "remote/planresults.h"
#include "remote/planrunrepository.h"
#include "remote/remoteerror.h"
#include "remote/shellquote.h"
#include "remote/sshsession.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>
#include <QTextCursor>
#include <QThread>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace fw::app {

namespace {

// The project remembers the plan last run, so reopening it shows what was tested.
constexpr auto kPlanMetaKey = "acceptance_plan";

QString phaseName(const QString& phase)
{
    if (phase == QLatin1String("before"))
        return FaultsPage::tr("benchmark before the fault");
    if (phase == QLatin1String("during"))
        return FaultsPage::tr("benchmark during the fault");
    if (phase == QLatin1String("recovery"))
        return FaultsPage::tr("benchmark after the revert");
    if (phase == QLatin1String("fault"))
        return FaultsPage::tr("fault applied and held");
    if (phase == QLatin1String("counters_before"))
        return FaultsPage::tr("counters before the fault");
    if (phase == QLatin1String("counters_after"))
        return FaultsPage::tr("counter delta over the fault");
    return FaultsPage::tr("run");
}

QString statusName(core::DispatchResult::Status status)
{
    switch (status) {
    case core::DispatchResult::Status::Complete:
        return FaultsPage::tr("complete");
    case core::DispatchResult::Status::Failed:
        return FaultsPage::tr("failed");
    case core::DispatchResult::Status::Cancelled:
        return FaultsPage::tr("cancelled");
    case core::DispatchResult::Status::Interrupted:
        return FaultsPage::tr("interrupted");
    case core::DispatchResult::Status::HostKeyUnknown:
        return FaultsPage::tr("host key unknown");
    case core::DispatchResult::Status::HostKeyRefused:
        return FaultsPage::tr("host key refused");
    }
    Q_UNREACHABLE();
}

QString runStatusName(const core::StoredPlanRun& run, const std::optional<qint64>& current)
{
    switch (run.status) {
    case core::StoredPlanRun::Status::Running:
        // Still "running" in the file but not this page's run: the app stopped while it ran.
        return run.id == current ? FaultsPage::tr("running") : FaultsPage::tr("interrupted");
    case core::StoredPlanRun::Status::Complete:
        return statusName(core::DispatchResult::Status::Complete);
    case core::StoredPlanRun::Status::Failed:
        return statusName(core::DispatchResult::Status::Failed);
    case core::StoredPlanRun::Status::Cancelled:
        return statusName(core::DispatchResult::Status::Cancelled);
    case core::StoredPlanRun::Status::Interrupted:
        return statusName(core::DispatchResult::Status::Interrupted);
    }
    Q_UNREACHABLE();
}

// What a step runs, in one line: the agent's own arguments, so nothing is hidden.
QString stepSummary(const core::PlanStep& step)
{
    const QString node = step.node.isEmpty() ? FaultsPage::tr("the connection's host") : step.node;
    switch (step.kind) {
    case core::PlanStep::Kind::Baseline:
        return FaultsPage::tr("bench %1, %n time(s)", nullptr, step.repeats).arg(core::shell::join(step.benchArgs));
    case core::PlanStep::Kind::Fault:
        return FaultsPage::tr("on %1: fault apply %2 (TTL %3 s, lease %4 s); bench %5 before, during and until "
                              "p99 is within %6% again (at most %7 s)")
            .arg(node, core::shell::join(step.agentArgs))
            .arg(step.ttlSeconds)
            .arg(step.leaseSeconds)
            .arg(core::shell::join(step.benchArgs))
            .arg(step.recoveryTolerance * 100, 0, 'g', 3)
            .arg(step.recoveryMaxSeconds);
    case core::PlanStep::Kind::Storage:
        return FaultsPage::tr("storage %1").arg(core::shell::join(step.agentArgs));
    case core::PlanStep::Kind::Replay:
        return FaultsPage::tr("replay %1").arg(core::shell::join(step.agentArgs));
    case core::PlanStep::Kind::Counters:
        return FaultsPage::tr("on %1: counters snapshot").arg(node);
    }
    Q_UNREACHABLE();
}

} // namespace

FaultsPage::FaultsPage(Prompts& prompts, std::function<core::ProjectFile*()> project, QWidget* parent)
    : QWidget(parent), m_prompts(prompts), m_project(std::move(project)),
      m_knownHostsPath(QDir::homePath() + QStringLiteral("/.ssh/known_hosts")), m_intro(new QLabel(this)),
      m_candidateLabel(new QLabel(this)), m_candidate(new QComboBox(this)), m_connectionLabel(new QLabel(this)),
      m_connection(new QComboBox(this)), m_editorLabel(new QLabel(this)), m_template(new QPushButton(this)),
      m_open(new QPushButton(this)), m_save(new QPushButton(this)), m_editor(new QPlainTextEdit(this)),
      m_problems(new QLabel(this)), m_steps(new QTreeWidget(this)), m_run(new QPushButton(this)),
      m_cancel(new QPushButton(this)), m_progress(new QProgressBar(this)), m_status(new QLabel(this)),
      m_log(new QPlainTextEdit(this)), m_storedLabel(new QLabel(this)), m_stored(new QComboBox(this)),
      m_delete(new QPushButton(this)), m_results(new FaultResultsView(this))
{
    m_intro->setWordWrap(true);
    m_candidateLabel->setBuddy(m_candidate);
    m_connectionLabel->setBuddy(m_connection);
    m_candidate->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_connection->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_editor->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #b00020"));
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_steps->setColumnCount(5);
    m_steps->setRootIsDecorated(false);
    m_steps->setWordWrap(true);
    m_steps->header()->setStretchLastSection(true);
    m_log->setReadOnly(true);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_log->setMaximumBlockCount(5000);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_stored->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_editorTabs = new QTabWidget(this);
    m_planNameLabel = new QLabel(this);
    m_planName = new QLineEdit(this);
    m_planNameLabel->setBuddy(m_planName);
    m_stepEditor = new PlanStepEditor(this);
    m_newStepKind = new QComboBox(this);
    for (const core::PlanStep::Kind kind :
         {core::PlanStep::Kind::Baseline, core::PlanStep::Kind::Fault, core::PlanStep::Kind::Storage,
          core::PlanStep::Kind::Replay, core::PlanStep::Kind::Counters})
        m_newStepKind->addItem(PlanStepEditor::kindName(kind), int(kind));
    m_newStepKind->setCurrentIndex(1);
    m_addStep = new QPushButton(this);
    m_duplicateStep = new QPushButton(this);
    m_removeStep = new QPushButton(this);
    m_moveStepUp = new QPushButton(this);
    m_moveStepDown = new QPushButton(this);

    auto* choices = new QHBoxLayout;
    choices->addWidget(m_candidateLabel);
    choices->addWidget(m_candidate);
    choices->addSpacing(12);
    choices->addWidget(m_connectionLabel);
    choices->addWidget(m_connection);
    choices->addStretch();

    m_editorLabel->setWordWrap(true);
    auto* editorButtons = new QHBoxLayout;
    editorButtons->addStretch();
    editorButtons->addWidget(m_template);
    editorButtons->addWidget(m_open);
    editorButtons->addWidget(m_save);
    auto* editorBox = new QWidget(this);
    auto* editorLayout = new QVBoxLayout(editorBox);
    editorLayout->setContentsMargins(0, 0, 0, 0);
    editorLayout->addWidget(m_editorLabel);
    editorLayout->addLayout(editorButtons);
    // The form for buyers, the JSON for those who prefer it; both edit the same plan.
    auto* formBox = new QWidget(this);
    auto* formLayout = new QVBoxLayout(formBox);
    auto* nameRow = new QHBoxLayout;
    nameRow->addWidget(m_planNameLabel);
    nameRow->addWidget(m_planName, 1);
    formLayout->addLayout(nameRow);
    formLayout->addWidget(m_stepEditor, 1);
    auto* formScroll = new QScrollArea(this);
    formScroll->setWidgetResizable(true);
    formScroll->setFrameShape(QFrame::NoFrame);
    formScroll->setWidget(formBox);
    m_editorTabs->addTab(formScroll, QString());
    m_editorTabs->addTab(m_editor, QString());
    // Wide enough that arguments can be read in the form without scrolling the line.
    m_editorTabs->setMinimumWidth(460);
    editorLayout->addWidget(m_editorTabs, 1);
    editorLayout->addWidget(m_problems);

    auto* runBox = new QWidget(this);
    auto* runLayout = new QVBoxLayout(runBox);
    runLayout->setContentsMargins(0, 0, 0, 0);
    auto* runButtons = new QHBoxLayout;
    runButtons->addWidget(m_run);
    runButtons->addWidget(m_cancel);
    runButtons->addWidget(m_progress, 1);
    // The step buttons in a column beside the list, so their labels fit in every language.
    auto* stepButtons = new QVBoxLayout;
    for (QWidget* widget : std::initializer_list<QWidget*>{m_newStepKind, m_addStep, m_duplicateStep, m_removeStep,
                                                           m_moveStepUp, m_moveStepDown})
        stepButtons->addWidget(widget);
    stepButtons->addStretch();
    auto* stepRow = new QHBoxLayout;
    stepRow->addWidget(m_steps, 1);
    stepRow->addLayout(stepButtons);
    runLayout->addLayout(stepRow, 2);
    runLayout->addLayout(runButtons);
    runLayout->addWidget(m_status);
    runLayout->addWidget(m_log, 1);

    auto* top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(editorBox);
    top->addWidget(runBox);
    top->setStretchFactor(1, 1);

    auto* resultsBox = new QWidget(this);
    auto* resultsLayout = new QVBoxLayout(resultsBox);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    auto* storedRow = new QHBoxLayout;
    storedRow->addWidget(m_storedLabel);
    storedRow->addWidget(m_stored, 1);
    storedRow->addWidget(m_delete);
    resultsLayout->addLayout(storedRow);
    resultsLayout->addWidget(m_results, 1);

    auto* vertical = new QSplitter(Qt::Vertical, this);
    vertical->addWidget(top);
    vertical->addWidget(resultsBox);
    vertical->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(choices);
    layout->addWidget(vertical, 1);

    connect(m_candidate, &QComboBox::currentIndexChanged, this, [this] { reloadConnections(); });
    connect(m_editor, &QPlainTextEdit::textChanged, this, &FaultsPage::planEdited);
    connect(m_steps, &QTreeWidget::currentItemChanged, this, &FaultsPage::showCurrentStep);
    connect(m_stepEditor, &PlanStepEditor::stepEdited, this, &FaultsPage::stepEdited);
    connect(m_planName, &QLineEdit::textEdited, this, &FaultsPage::planNameEdited);
    connect(m_addStep, &QPushButton::clicked, this, &FaultsPage::addStep);
    connect(m_duplicateStep, &QPushButton::clicked, this, &FaultsPage::duplicateStep);
    connect(m_removeStep, &QPushButton::clicked, this, &FaultsPage::removeStep);
    connect(m_moveStepUp, &QPushButton::clicked, this, [this] { moveStep(-1); });
    connect(m_moveStepDown, &QPushButton::clicked, this, [this] { moveStep(1); });
    connect(m_template, &QPushButton::clicked, this, &FaultsPage::loadTemplate);
    connect(m_open, &QPushButton::clicked, this, &FaultsPage::openPlan);
    connect(m_save, &QPushButton::clicked, this, &FaultsPage::savePlan);
    connect(m_run, &QPushButton::clicked, this, &FaultsPage::start);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_job)
            m_job->cancel();
        m_status->setText(tr("Cancelling; a held fault is reverted first…"));
    });
    connect(m_stored, &QComboBox::currentIndexChanged, this, &FaultsPage::showStoredRun);
    connect(m_delete, &QPushButton::clicked, this, &FaultsPage::deleteStoredRun);

    retranslate();
    m_editor->setPlainText(QString::fromUtf8(
        core::AcceptancePlan::standard({}, QStringLiteral("ib0"), QStringLiteral("/scratch/fabric-agent")).toJson()));
    updateActions();
}

FaultsPage::~FaultsPage()
{
    if (m_job)
        m_job->cancel();
    if (m_thread) {
        m_thread->quit();
        m_thread->wait();
    }
}

void FaultsPage::reload()
{
    core::ProjectFile* project = m_project();
    const QVariant chosen = m_candidate->currentData();
    const QSignalBlocker blocker(m_candidate);
    m_candidate->clear();
    m_candidate->addItem(tr("No candidate"));
    if (project) {
        try {
            for (const core::Candidate& c : core::CandidateRepository(*project).all())
                m_candidate->addItem(c.offerName.isEmpty() ? c.supplier : tr("%1 / %2").arg(c.supplier, c.offerName),
                                     c.id);
        } catch (const core::StorageError& error) {
            m_prompts.showError(this, tr("Cannot read the candidates"), error.message());
        }
    }
    const int index = chosen.isValid() ? m_candidate->findData(chosen) : -1;
    m_candidate->setCurrentIndex(index >= 0 ? index : (m_candidate->count() > 1 ? 1 : 0));
    reloadConnections();
    reloadStoredRuns();
    updateActions();
}

void FaultsPage::projectChanged()
{
    if (m_job) {
        // The run belongs to the project that was open; nothing more of it is written anywhere.
        m_runOrphaned = true;
        m_job->cancel();
    }
    if (core::ProjectFile* project = m_project()) {
        const QString saved = project->meta(QString::fromLatin1(kPlanMetaKey));
        if (!saved.isEmpty())
            m_editor->setPlainText(saved);
    }
    reload();
}

void FaultsPage::reloadConnections()
{
    const QVariant chosen = m_connection->currentData();
    m_connection->clear();
    m_connection->addItem(tr("This computer (local launcher)"));
    core::ProjectFile* project = m_project();
    const QVariant candidate = m_candidate->currentData();
    if (project) {
        try {
            for (const core::ConnectionProfile& p : core::ConnectionProfileRepository(*project).all())
                if (!candidate.isValid() || p.candidateId == candidate.toLongLong())
                    m_connection->addItem(QStringLiteral("%1 (%2)").arg(p.name, p.destination()), p.id);
        } catch (const core::StorageError& error) {
            m_prompts.showError(this, tr("Cannot read the connections"), error.message());
        }
    }
    const int index = chosen.isValid() ? m_connection->findData(chosen) : -1;
    m_connection->setCurrentIndex(index >= 0 ? index : (m_connection->count() > 1 ? 1 : 0));
}

std::optional<core::AcceptancePlan> FaultsPage::parsedPlan(QString* error) const
{
    return core::AcceptancePlan::fromJson(m_editor->toPlainText().toUtf8(), error);
}

void FaultsPage::planEdited()
{
    if (isRunning())
        return;
    QString error;
    const std::optional<core::AcceptancePlan> plan = parsedPlan(&error);
    m_problems->setText(plan ? QString() : error);
    m_problems->setVisible(!plan);
    // A plan the form wrote is already m_plan; reading it back would reset the field being typed in.
    if (!m_writingPlan)
        m_plan = core::AcceptancePlan::read(m_editor->toPlainText().toUtf8(), nullptr);
    const int current = currentStep();
    {
        // The list is rebuilt on every edit; the chosen step stays chosen without the form reloading.
        const QSignalBlocker blocker(m_steps);
        m_steps->clear();
        if (m_plan) {
            for (int i = 0; i < m_plan->steps.size(); ++i) {
                const core::PlanStep& step = m_plan->steps.at(i);
                auto* item = new QTreeWidgetItem(m_steps, {QString::number(i + 1), PlanStepEditor::kindName(step.kind),
                                                           step.label, QString(), stepSummary(step)});
                item->setToolTip(4, stepSummary(step));
            }
            m_steps->resizeColumnToContents(0);
            m_steps->resizeColumnToContents(1);
            if (!m_plan->steps.isEmpty())
                m_steps->setCurrentItem(m_steps->topLevelItem(std::clamp(current, 0, int(m_plan->steps.size()) - 1)));
        }
    }
    if (m_writingPlan)
        m_stepEditor->setProblems(m_plan->stepProblems(currentStep()));
    else
        showCurrentStep();
    updateActions();
}

int FaultsPage::currentStep() const
{
    return m_steps->currentItem() ? m_steps->indexOfTopLevelItem(m_steps->currentItem()) : -1;
}

void FaultsPage::showCurrentStep()
{
    if (!m_planName->hasFocus() || !m_plan)
        m_planName->setText(m_plan ? m_plan->name : QString());
    const int step = currentStep();
    if (!m_plan)
        m_stepEditor->clearStep(tr("The JSON text is not a plan the form can show; the problem is named below."));
    else if (step < 0)
        m_stepEditor->clearStep(m_plan->steps.isEmpty() ? tr("The plan has no steps yet: add one.")
                                                        : tr("Choose a step in the list to edit it."));
    else {
        m_stepEditor->setStep(m_plan->steps.at(step), step + 1);
        m_stepEditor->setProblems(m_plan->stepProblems(step));
    }
    updateActions();
}

void FaultsPage::stepEdited(const core::PlanStep& step)
{
    const int current = currentStep();
    if (!m_plan || current < 0 || isRunning())
        return;
    m_plan->steps[current] = step;
    writePlan(-1);
}

void FaultsPage::planNameEdited(const QString& name)
{
    if (!m_plan || isRunning())
        return;
    m_plan->name = name;
    writePlan(-1);
}

void FaultsPage::addStep()
{
    if (!m_plan) {
        // An empty editor starts a new plan; text that is not a plan is left for the user to fix.
        if (!m_editor->toPlainText().trimmed().isEmpty())
            return;
        m_plan = core::AcceptancePlan();
        m_plan->name = core::AcceptancePlan::standard({}, {}, {}).name;
    }
    const auto kind = core::PlanStep::Kind(m_newStepKind->currentData().toInt());
    const int at = currentStep() < 0 ? int(m_plan->steps.size()) : currentStep() + 1;
    m_plan->steps.insert(at, PlanStepEditor::defaultStep(kind));
    writePlan(at);
}

void FaultsPage::duplicateStep()
{
    const int current = currentStep();
    if (!m_plan || current < 0)
        return;
    m_plan->steps.insert(current + 1, m_plan->steps.at(current));
    writePlan(current + 1);
}

void FaultsPage::removeStep()
{
    const int current = currentStep();
    if (!m_plan || current < 0)
        return;
    m_plan->steps.removeAt(current);
    writePlan(std::min(current, int(m_plan->steps.size()) - 1));
}

void FaultsPage::moveStep(int by)
{
    const int current = currentStep();
    if (!m_plan || current < 0 || current + by < 0 || current + by >= m_plan->steps.size())
        return;
    m_plan->steps.swapItemsAt(current, current + by);
    writePlan(current + by);
}

void FaultsPage::writePlan(int select)
{
    if (!m_plan)
        return;
    m_writingPlan = true;
    // Through the cursor rather than setPlainText, so the editor's undo can take the change back.
    const int scroll = m_editor->verticalScrollBar()->value();
    QTextCursor cursor(m_editor->document());
    cursor.beginEditBlock();
    cursor.select(QTextCursor::Document);
    cursor.insertText(QString::fromUtf8(m_plan->toJson()));
    cursor.endEditBlock();
    m_editor->verticalScrollBar()->setValue(scroll);
    m_writingPlan = false;
    if (select >= 0 && select < m_steps->topLevelItemCount()) {
        const QSignalBlocker blocker(m_steps);
        m_steps->setCurrentItem(m_steps->topLevelItem(select));
    }
    if (select >= 0 || m_plan->steps.isEmpty())
        showCurrentStep();
}

void FaultsPage::loadTemplate()
{
    if (!m_editor->toPlainText().trimmed().isEmpty() &&
        !m_prompts.confirm(this, tr("Replace the Plan"), tr("Replace the plan in the editor with the standard plan?")))
        return;
    m_editor->setPlainText(QString::fromUtf8(
        core::AcceptancePlan::standard({}, QStringLiteral("ib0"), QStringLiteral("/scratch/fabric-agent")).toJson()));
}

void FaultsPage::openPlan()
{
    const QStringList files = m_prompts.filesToOpen(this, tr("Open Plan"), tr("Plans (*.json);;All files (*)"), false);
    if (files.isEmpty())
        return;
    QFile file(files.constFirst());
    if (!file.open(QIODevice::ReadOnly)) {
        m_prompts.showError(this, tr("Cannot Open the Plan"),
                            tr("%1: %2").arg(QDir::toNativeSeparators(file.fileName()), file.errorString()));
        return;
    }
    m_editor->setPlainText(QString::fromUtf8(file.readAll()));
}

void FaultsPage::savePlan()
{
    const QString path =
        m_prompts.exportPath(this, tr("Save Plan"), QStringLiteral("acceptance-plan.json"), tr("Plans (*.json)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    const QByteArray text = m_editor->toPlainText().toUtf8();
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(text) != text.size() || !file.flush())
        m_prompts.showError(this, tr("Cannot Save the Plan"),
                            tr("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
}

void FaultsPage::start()
{
    core::ProjectFile* project = m_project();
    QString error;
    const std::optional<core::AcceptancePlan> plan = parsedPlan(&error);
    if (!project || !plan) {
        m_prompts.showError(this, tr("Cannot Run"), project ? error : tr("Open a project first."));
        return;
    }
    core::ConnectionProfile profile;
    profile.name = tr("This computer");
    if (const QVariant id = m_connection->currentData(); id.isValid()) {
        try {
            for (const core::ConnectionProfile& p : core::ConnectionProfileRepository(*project).all())
                if (p.id == id.toLongLong())
                    profile = p;
        } catch (const core::StorageError& e) {
            m_prompts.showError(this, tr("Cannot Run"), e.message());
            return;
        }
    }
    if (const QStringList problems = profile.problems(); !problems.isEmpty()) {
        m_prompts.showError(this, tr("Cannot Run"), problems.join(u'\n'));
        return;
    }
    if (profile.isRemote() && profile.identity == core::Identity::KeyFile && m_passphrase.isEmpty() &&
        core::SshSession::keyNeedsPassphrase(profile.keyFile)) {
        m_passphrase = m_prompts.keyPassphrase(this, profile.keyFile);
        if (m_passphrase.isEmpty())
            return;
    }
    try {
        project->setMeta(QString::fromLatin1(kPlanMetaKey), m_editor->toPlainText());
    } catch (const core::StorageError&) {
        // A read-only project still runs; storing the results reports the problem.
    }

    m_running = plan;
    m_runningProfile = profile;
    m_runningCandidate =
        m_candidate->currentData().isValid() ? std::optional(m_candidate->currentData().toLongLong()) : std::nullopt;
    m_planRunId.reset();
    m_storeFailed = false;
    m_runOrphaned = false;
    for (int i = 0; i < m_steps->topLevelItemCount(); ++i)
        m_steps->topLevelItem(i)->setText(3, tr("waiting"));
    m_log->clear();
    m_progress->setRange(0, int(plan->steps.size()));
    m_progress->setValue(0);
    m_status->setText(tr("Connecting to %1…").arg(profile.destination()));

    m_thread = new QThread(this);
    m_job = new core::PlanJob({profile, *plan, m_knownHostsPath, m_passphrase});
    m_job->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_job, &QObject::deleteLater);
    connect(m_job, &core::PlanJob::stepStarted, this, &FaultsPage::handleStepStarted);
    connect(m_job, &core::PlanJob::invocationFinished, this, &FaultsPage::handleInvocation);
    connect(m_job, &core::PlanJob::stepFinished, this, &FaultsPage::handleStep);
    connect(m_job, &core::PlanJob::finished, this, &FaultsPage::handleFinished);
    m_thread->start();
    QMetaObject::invokeMethod(m_job, &core::PlanJob::run);
    updateActions();
}

void FaultsPage::setStepStatus(int step, const QString& text)
{
    if (QTreeWidgetItem* item = m_steps->topLevelItem(step))
        item->setText(3, text);
}

void FaultsPage::handleStepStarted(int step, const QString& phase, const QString& command)
{
    setStepStatus(step, phaseName(phase) + QStringLiteral("…"));
    m_status->setText(tr("Step %1 of %2: %3").arg(step + 1).arg(m_progress->maximum()).arg(phaseName(phase)));
    m_log->appendPlainText(QStringLiteral("[%1] %2: %3").arg(step + 1).arg(phaseName(phase), command));
}

void FaultsPage::store(const std::function<void(qint64)>& work)
{
    core::ProjectFile* project = m_project();
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

void FaultsPage::handleInvocation(const core::PlanInvocation& invocation)
{
    m_log->appendPlainText(
        QStringLiteral("[%1] %2: %3%4")
            .arg(invocation.step + 1)
            .arg(phaseName(invocation.phase), statusName(invocation.result.status),
                 invocation.result.message.isEmpty() ? QString() : QStringLiteral(" — ") + invocation.result.message));
    store([&](qint64 id) {
        core::PlanRunRepository(*m_project())
            .addInvocation(id, invocation, m_runningProfile.id ? std::optional(m_runningProfile.id) : std::nullopt,
                           m_runningCandidate);
    });
}

void FaultsPage::handleStep(const core::PlanStepOutcome& outcome)
{
    setStepStatus(outcome.step, statusName(outcome.status));
    m_progress->setValue(outcome.step + 1);
    if (!outcome.message.isEmpty())
        m_log->appendPlainText(QStringLiteral("[%1] %2").arg(outcome.step + 1).arg(outcome.message));
    store([&](qint64 id) { core::PlanRunRepository(*m_project()).addStep(id, outcome); });
}

void FaultsPage::handleFinished(const core::PlanRunResult& result)
{
    m_job = nullptr;
    m_thread->quit();
    m_thread->wait();
    m_thread->deleteLater();
    m_thread = nullptr;
    if (m_planRunId)
        store([&](qint64 id) { core::PlanRunRepository(*m_project()).finish(id, result); });
    const qint64 stored = m_runOrphaned ? 0 : m_planRunId.value_or(0);
    m_running.reset();
    m_status->setText(statusName(result.status) +
                      (result.message.isEmpty() ? QString() : QStringLiteral(": ") + result.message));
    updateActions();
    emit planFinished(result);

    if (result.status == core::DispatchResult::Status::HostKeyUnknown &&
        m_prompts.trustHostKey(this, result.hostKey.host, result.hostKey.type, result.hostKey.fingerprint, false)) {
        try {
            core::KnownHosts(m_knownHostsPath).trust(result.hostKey);
        } catch (const core::RemoteError& error) {
            m_prompts.showError(this, tr("Host Key Not Saved"), error.message());
            return;
        }
        start();
        return;
    }
    if (result.status == core::DispatchResult::Status::HostKeyRefused)
        m_prompts.showError(this, tr("Host Key Refused"), result.message);
    if (stored)
        reloadStoredRuns(stored);
}

void FaultsPage::reloadStoredRuns(qint64 select)
{
    const QVariant chosen = select ? QVariant(select) : m_stored->currentData();
    const QSignalBlocker blocker(m_stored);
    m_stored->clear();
    if (core::ProjectFile* project = m_project()) {
        try {
            const QList<core::StoredPlanRun> runs = core::PlanRunRepository(*project).all();
            for (auto run = runs.crbegin(); run != runs.crend(); ++run)
                m_stored->addItem(tr("%1 — %2 on %3, %4")
                                      .arg(QLocale().toString(run->startedAt.toLocalTime(), QLocale::ShortFormat),
                                           run->plan.name.isEmpty() ? tr("plan") : run->plan.name, run->destination,
                                           runStatusName(*run, m_planRunId)),
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

void FaultsPage::showStoredRun()
{
    core::ProjectFile* project = m_project();
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
            row.label = step.label.isEmpty() ? PlanStepEditor::kindName(step.kind) : step.label;
            row.phase = d.plan->phase;
            row.dispatchId = d.id;
            row.status = core::storageKey(d.result.status);
            row.message = d.result.message;
            row.stream = d.result.stream;
            rows << row;
        }
        m_results->setSteps(rows, core::PlanResults::faultSteps(*run, dispatches),
                            core::PlanResults::replaySteps(*run, dispatches));
    } catch (const core::StorageError& error) {
        m_prompts.showError(this, tr("Cannot read the plan run"), error.message());
    }
    updateActions();
}

void FaultsPage::deleteStoredRun()
{
    core::ProjectFile* project = m_project();
    const QVariant id = m_stored->currentData();
    if (!project || !id.isValid() ||
        !m_prompts.confirm(this, tr("Delete Plan Run"),
                           tr("Delete this plan run and the agent output it stored? Benchmark runs it produced stay "
                              "in the Benchmarks list.")))
        return;
    try {
        core::PlanRunRepository(*project).remove(id.toLongLong());
    } catch (const core::StorageError& error) {
        m_prompts.showError(this, tr("Cannot Delete"), error.message());
    }
    reloadStoredRuns();
}

void FaultsPage::updateActions()
{
    const bool running = isRunning();
    core::ProjectFile* project = m_project();
    const bool writable = project && !project->isReadOnly();
    m_run->setEnabled(!running && writable && m_problems->text().isEmpty());
    m_cancel->setEnabled(running);
    m_editor->setReadOnly(running);
    const int step = currentStep();
    const bool editable = !running && m_plan.has_value();
    const int steps = m_plan ? int(m_plan->steps.size()) : 0;
    m_stepEditor->setEnabled(editable && step >= 0);
    m_planName->setEnabled(editable);
    m_newStepKind->setEnabled(!running);
    m_addStep->setEnabled(!running && (m_plan || m_editor->toPlainText().trimmed().isEmpty()));
    m_duplicateStep->setEnabled(editable && step >= 0);
    m_removeStep->setEnabled(editable && step >= 0);
    m_moveStepUp->setEnabled(editable && step > 0);
    m_moveStepDown->setEnabled(editable && step >= 0 && step + 1 < steps);
    m_template->setEnabled(!running);
    m_open->setEnabled(!running);
    m_candidate->setEnabled(!running);
    m_connection->setEnabled(!running);
    m_delete->setEnabled(!running && writable && m_stored->currentData().isValid());
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
    m_editorLabel->setText(tr("The plan: edit the chosen step in the form, or the whole plan as JSON; the two stay "
                              "the same. Each step's arguments go to fabric-agent unchanged; Standard Plan loads an "
                              "example to edit."));
    m_editorTabs->setTabText(0, tr("&Form"));
    m_editorTabs->setTabText(1, tr("&JSON"));
    m_planNameLabel->setText(tr("Plan &name:"));
    for (int i = 0; i < m_newStepKind->count(); ++i)
        m_newStepKind->setItemText(i,
                                   PlanStepEditor::kindName(core::PlanStep::Kind(m_newStepKind->itemData(i).toInt())));
    m_newStepKind->setToolTip(tr("The kind of step Add Step inserts after the chosen one."));
    m_addStep->setText(tr("&Add Step"));
    m_duplicateStep->setText(tr("D&uplicate"));
    m_removeStep->setText(tr("Re&move"));
    m_moveStepUp->setText(tr("Move U&p"));
    m_moveStepDown->setText(tr("Move Do&wn"));
    m_template->setText(tr("Standard Plan"));
    m_open->setText(tr("Open…"));
    m_save->setText(tr("Save…"));
    m_steps->setHeaderLabels({tr("#"), tr("Kind"), tr("Label"), tr("Status"), tr("What runs")});
    m_run->setText(tr("&Run Plan"));
    m_cancel->setText(tr("Cancel"));
    m_storedLabel->setText(tr("Stored plan runs:"));
    m_delete->setText(tr("Delete Run…"));
    planEdited();
    if (!isRunning())
        reloadStoredRuns();
}

} // namespace fw::app
