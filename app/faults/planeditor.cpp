// SPDX-License-Identifier: Apache-2.0
#include "faults/planeditor.h"

#include "common/objectnames.h"
#include "faults/planstepeditor.h"
#include "prompts.h"
#include "remote/shellquote.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <QTextCursor>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace fw::app {

namespace {

QString standardPlanText()
{
    return QString::fromUtf8(core::AcceptancePlan::standard({}, core::AcceptancePlan::kExampleInterface,
                                                            core::AcceptancePlan::kExampleStoragePath)
                                 .toJson());
}

// What a step runs, in one line: the agent's own arguments, so nothing is hidden.
QString stepSummary(const core::PlanStep& step)
{
    const QString node = step.node.isEmpty() ? PlanEditor::tr("the connection's host") : step.node;
    switch (step.kind) {
    case core::PlanStep::Kind::Baseline:
        return PlanEditor::tr("bench %1, %n time(s)", nullptr, step.repeats).arg(core::shell::join(step.benchArgs));
    case core::PlanStep::Kind::Fault:
        return PlanEditor::tr("on %1: fault apply %2 (TTL %3 s, lease %4 s); bench %5 before, during and until "
                              "p99 is within %6% again (at most %7 s)")
            .arg(node, core::shell::join(step.agentArgs))
            .arg(step.ttlSeconds)
            .arg(step.leaseSeconds)
            .arg(core::shell::join(step.benchArgs))
            .arg(step.recoveryTolerance * 100, 0, 'g', 3)
            .arg(step.recoveryMaxSeconds);
    case core::PlanStep::Kind::Storage:
        return PlanEditor::tr("storage %1").arg(core::shell::join(step.agentArgs));
    case core::PlanStep::Kind::Replay:
        return PlanEditor::tr("replay %1").arg(core::shell::join(step.agentArgs));
    case core::PlanStep::Kind::Counters:
        return PlanEditor::tr("on %1: counters snapshot").arg(node);
    case core::PlanStep::Kind::Isolate:
        return PlanEditor::tr("on halves of %1: bench %2, down to the node whose runs miss by more than %3%")
            .arg(step.nodes.isEmpty() ? PlanEditor::tr("the connection's nodes") : step.nodes.join(QLatin1Char(' ')),
                 core::shell::join(step.benchArgs))
            .arg(step.isolationTolerance * 100, 0, 'g', 3);
    }
    Q_UNREACHABLE();
}

} // namespace

PlanEditor::PlanEditor(Prompts& prompts, QWidget* parent)
    : QWidget(parent), m_prompts(prompts), m_editorLabel(new QLabel(this)),
      m_template(named(new QPushButton(this), "standardPlan")),
      m_fromWorkload(named(new QPushButton(this), "workloadPlan")), m_open(named(new QPushButton(this), "openPlan")),
      m_save(named(new QPushButton(this), "savePlan")), m_editorTabs(named(new QTabWidget(this), "editorTabs")),
      m_planNameLabel(new QLabel(this)), m_planName(named(new QLineEdit(this), "planName")),
      m_stepEditor(named(new PlanStepEditor(this), "stepEditor")),
      m_editor(named(new QPlainTextEdit(this), "planEditor")), m_problems(named(new QLabel(this), "planProblems")),
      m_warnings(named(new QLabel(this), "planWarnings")), m_stepPanel(new QWidget(this)),
      m_steps(named(new QTreeWidget(m_stepPanel), "steps")),
      m_newStepKind(named(new QComboBox(m_stepPanel), "newStepKind")),
      m_addStep(named(new QPushButton(m_stepPanel), "addStep")),
      m_duplicateStep(named(new QPushButton(m_stepPanel), "duplicateStep")),
      m_removeStep(named(new QPushButton(m_stepPanel), "removeStep")),
      m_moveStepUp(named(new QPushButton(m_stepPanel), "moveStepUp")),
      m_moveStepDown(named(new QPushButton(m_stepPanel), "moveStepDown"))
{

    m_editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_editor->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #b00020"));
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_warnings->setWordWrap(true);
    m_warnings->setStyleSheet(QStringLiteral("color: #8a5300"));
    m_warnings->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_warnings->setVisible(false);
    m_steps->setColumnCount(5);
    m_steps->setRootIsDecorated(false);
    m_steps->setWordWrap(true);
    m_steps->header()->setStretchLastSection(true);
    m_planNameLabel->setBuddy(m_planName);
    for (const core::PlanStep::Kind kind :
         {core::PlanStep::Kind::Baseline, core::PlanStep::Kind::Fault, core::PlanStep::Kind::Storage,
          core::PlanStep::Kind::Replay, core::PlanStep::Kind::Counters, core::PlanStep::Kind::Isolate})
        m_newStepKind->addItem(PlanStepEditor::kindName(kind), int(kind));
    m_newStepKind->setCurrentIndex(1);

    m_editorLabel->setWordWrap(true);
    auto* editorButtons = new QHBoxLayout;
    editorButtons->addStretch();
    editorButtons->addWidget(m_template);
    editorButtons->addWidget(m_fromWorkload);
    editorButtons->addWidget(m_open);
    editorButtons->addWidget(m_save);
    auto* editorLayout = new QVBoxLayout(this);
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
    editorLayout->addWidget(m_warnings);

    // The step buttons in a column beside the list, so their labels fit in every language.
    auto* stepButtons = new QVBoxLayout;
    for (QWidget* widget : std::initializer_list<QWidget*>{m_newStepKind, m_addStep, m_duplicateStep, m_removeStep,
                                                           m_moveStepUp, m_moveStepDown})
        stepButtons->addWidget(widget);
    stepButtons->addStretch();
    auto* stepRow = new QHBoxLayout(m_stepPanel);
    stepRow->setContentsMargins(0, 0, 0, 0);
    stepRow->addWidget(m_steps, 1);
    stepRow->addLayout(stepButtons);

    connect(m_editor, &QPlainTextEdit::textChanged, this, &PlanEditor::planEdited);
    connect(m_steps, &QTreeWidget::currentItemChanged, this, &PlanEditor::showCurrentStep);
    connect(m_stepEditor, &PlanStepEditor::stepEdited, this, &PlanEditor::stepEdited);
    connect(m_planName, &QLineEdit::textEdited, this, &PlanEditor::planNameEdited);
    connect(m_addStep, &QPushButton::clicked, this, &PlanEditor::addStep);
    connect(m_duplicateStep, &QPushButton::clicked, this, &PlanEditor::duplicateStep);
    connect(m_removeStep, &QPushButton::clicked, this, &PlanEditor::removeStep);
    connect(m_moveStepUp, &QPushButton::clicked, this, [this] { moveStep(-1); });
    connect(m_moveStepDown, &QPushButton::clicked, this, [this] { moveStep(1); });
    connect(m_template, &QPushButton::clicked, this, &PlanEditor::loadTemplate);
    connect(m_fromWorkload, &QPushButton::clicked, this, &PlanEditor::fromWorkloadRequested);
    connect(m_open, &QPushButton::clicked, this, &PlanEditor::openPlan);
    connect(m_save, &QPushButton::clicked, this, &PlanEditor::savePlan);

    m_editor->setPlainText(m_standardText = standardPlanText());
    retranslate();
    updateActions();
}

QString PlanEditor::text() const
{
    return m_editor->toPlainText();
}

void PlanEditor::setText(const QString& text)
{
    m_editor->setPlainText(text);
}

bool PlanEditor::hasProblems() const
{
    return !m_problems->text().isEmpty();
}

void PlanEditor::setRunning(bool running)
{
    m_running = running;
    updateActions();
}

void PlanEditor::setStepStatus(int step, const QString& text)
{
    if (QTreeWidgetItem* item = m_steps->topLevelItem(step))
        item->setText(3, text);
}

void PlanEditor::setAllStepStatuses(const QString& text)
{
    for (int i = 0; i < m_steps->topLevelItemCount(); ++i)
        m_steps->topLevelItem(i)->setText(3, text);
}

std::optional<core::AcceptancePlan> PlanEditor::parsedPlan(QString* error) const
{
    return core::AcceptancePlan::fromJson(m_editor->toPlainText().toUtf8(), error);
}

void PlanEditor::planEdited()
{
    if (m_running)
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
                // A label cut by a narrow column is whole in its tooltip, as the summary is.
                item->setToolTip(1, PlanStepEditor::kindName(step.kind));
                item->setToolTip(2, step.label);
                item->setToolTip(4, stepSummary(step));
            }
            m_steps->resizeColumnToContents(0);
            m_steps->resizeColumnToContents(1);
            // The label as wide as it needs, up to a third of the list, so the summary keeps its room.
            m_steps->resizeColumnToContents(2);
            m_steps->setColumnWidth(2, std::min(m_steps->columnWidth(2), std::max(120, m_steps->width() / 3)));
            if (!m_plan->steps.isEmpty())
                m_steps->setCurrentItem(m_steps->topLevelItem(std::clamp(current, 0, int(m_plan->steps.size()) - 1)));
        }
    }
    // Warnings do not stop a run: they are shown beside the problems, not as one.
    const QStringList warnings = m_plan ? m_plan->warnings() : QStringList();
    m_warnings->setText(warnings.join(u'\n'));
    m_warnings->setVisible(!warnings.isEmpty());
    if (m_writingPlan)
        m_stepEditor->setProblems(m_plan->stepProblems(currentStep()));
    else
        showCurrentStep();
    updateActions();
    emit planChanged();
}

int PlanEditor::currentStep() const
{
    return m_steps->currentItem() ? m_steps->indexOfTopLevelItem(m_steps->currentItem()) : -1;
}

void PlanEditor::showCurrentStep()
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

void PlanEditor::stepEdited(const core::PlanStep& step)
{
    const int current = currentStep();
    if (!m_plan || current < 0 || m_running)
        return;
    m_plan->steps[current] = step;
    writePlan(-1);
}

void PlanEditor::planNameEdited(const QString& name)
{
    if (!m_plan || m_running)
        return;
    m_plan->name = name;
    writePlan(-1);
}

void PlanEditor::addStep()
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

void PlanEditor::duplicateStep()
{
    const int current = currentStep();
    if (!m_plan || current < 0)
        return;
    m_plan->steps.insert(current + 1, m_plan->steps.at(current));
    writePlan(current + 1);
}

void PlanEditor::removeStep()
{
    const int current = currentStep();
    if (!m_plan || current < 0)
        return;
    m_plan->steps.removeAt(current);
    writePlan(std::min(current, int(m_plan->steps.size()) - 1));
}

void PlanEditor::moveStep(int by)
{
    const int current = currentStep();
    if (!m_plan || current < 0 || current + by < 0 || current + by >= m_plan->steps.size())
        return;
    m_plan->steps.swapItemsAt(current, current + by);
    writePlan(current + by);
}

void PlanEditor::writePlan(int select)
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

void PlanEditor::loadTemplate()
{
    if (!m_editor->toPlainText().trimmed().isEmpty() &&
        !m_prompts.confirm(this, tr("Replace the Plan"), tr("Replace the plan in the editor with the standard plan?")))
        return;
    m_editor->setPlainText(m_standardText = standardPlanText());
}

void PlanEditor::replacePlan(const core::AcceptancePlan& plan)
{
    if (!m_editor->toPlainText().trimmed().isEmpty() &&
        !m_prompts.confirm(this, tr("Replace the Plan"),
                           tr("Replace the plan in the editor with the plan made from the workload?")))
        return;
    m_editor->setPlainText(QString::fromUtf8(plan.toJson()));
}

void PlanEditor::openPlan()
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

void PlanEditor::savePlan()
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
    else
        emit saved(path);
}

void PlanEditor::updateActions()
{
    const bool running = m_running;
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
    m_fromWorkload->setEnabled(!running);
    m_open->setEnabled(!running);
}

void PlanEditor::retranslate()
{
    // The standard plan is written in the UI language: an unchanged one follows the language.
    if (m_editor->toPlainText() == m_standardText && m_standardText != standardPlanText())
        m_editor->setPlainText(m_standardText = standardPlanText());
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
    m_fromWorkload->setText(tr("Plan from &Workload"));
    m_fromWorkload->setToolTip(tr("A plan made from the workload described on the Triage step: sweeps of its "
                                  "collectives at their sizes and the replay of its step, alone and under each "
                                  "fault."));
    m_open->setText(tr("Open…"));
    m_save->setText(tr("Save…"));
    m_steps->setHeaderLabels({tr("#"), tr("Kind"), tr("Label"), tr("Status"), tr("What runs")});
    planEdited();
}

} // namespace fw::app
