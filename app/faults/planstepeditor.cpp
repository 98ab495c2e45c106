// SPDX-License-Identifier: Apache-2.0
#include "faults/planstepeditor.h"

#include "common/objectnames.h"
#include "remote/shellquote.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace fw::app {

namespace {

using Kind = core::PlanStep::Kind;

constexpr Kind kKinds[] = {Kind::Baseline, Kind::Fault, Kind::Storage, Kind::Replay, Kind::Counters, Kind::Isolate};

bool usesBench(Kind kind)
{
    return kind == Kind::Baseline || kind == Kind::Fault || kind == Kind::Isolate;
}

bool usesAgentArgs(Kind kind)
{
    return kind == Kind::Fault || kind == Kind::Storage || kind == Kind::Replay;
}

bool usesNode(Kind kind)
{
    return kind == Kind::Fault || kind == Kind::Counters;
}

} // namespace

PlanStepEditor::PlanStepEditor(QWidget* parent)
    : QWidget(parent), m_title(named(new QLabel(this), "stepTitle")), m_form(new QFormLayout),
      m_kind(named(new QComboBox(this), "stepKind")), m_label(named(new QLineEdit(this), "stepLabel")),
      m_repeats(named(new QSpinBox(this), "repeats")), m_benchArgs(named(new QLineEdit(this), "benchArguments")),
      m_agentArgs(named(new QLineEdit(this), "agentArguments")),
      m_replayArgs(named(new QLineEdit(this), "replayArguments")), m_node(named(new QLineEdit(this), "node")),
      m_ttl(named(new QSpinBox(this), "ttl")), m_lease(named(new QSpinBox(this), "lease")),
      m_tolerance(named(new QDoubleSpinBox(this), "recoveryTolerance")),
      m_recoveryMax(named(new QSpinBox(this), "recoveryMax")), m_nodes(named(new QLineEdit(this), "isolationNodes")),
      m_isolationTolerance(named(new QDoubleSpinBox(this), "isolationTolerance")),
      m_minBusbw(named(new QDoubleSpinBox(this), "minBusbw")), m_problems(named(new QLabel(this), "stepProblems"))
{
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    for (const Kind kind : kKinds)
        m_kind->addItem(QString(), int(kind));
    // The limits AcceptancePlan::read accepts, so the form cannot write a plan the file format refuses.
    m_repeats->setRange(1, 1000);
    m_ttl->setRange(1, 86400);
    m_lease->setRange(0, 86400);
    m_recoveryMax->setRange(0, 86400);
    m_tolerance->setRange(0.1, 1000);
    m_tolerance->setDecimals(1);
    m_tolerance->setSingleStep(5);
    m_isolationTolerance->setRange(1, 99);
    m_isolationTolerance->setDecimals(0);
    m_isolationTolerance->setSingleStep(5);
    m_minBusbw->setRange(0, 10000);
    m_minBusbw->setDecimals(2);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #b00020"));
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);

    for (QWidget* field :
         {static_cast<QWidget*>(m_kind), static_cast<QWidget*>(m_label), static_cast<QWidget*>(m_repeats),
          static_cast<QWidget*>(m_agentArgs), static_cast<QWidget*>(m_node), static_cast<QWidget*>(m_benchArgs),
          static_cast<QWidget*>(m_replayArgs), static_cast<QWidget*>(m_ttl), static_cast<QWidget*>(m_lease),
          static_cast<QWidget*>(m_tolerance), static_cast<QWidget*>(m_recoveryMax), static_cast<QWidget*>(m_nodes),
          static_cast<QWidget*>(m_isolationTolerance), static_cast<QWidget*>(m_minBusbw)}) {
        auto* label = new QLabel(this); // its text comes in retranslate()
        label->setBuddy(field);
        m_form->addRow(label, field);
    }

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addLayout(m_form);
    layout->addWidget(m_problems);
    layout->addStretch();

    connect(m_kind, &QComboBox::activated, this, &PlanStepEditor::kindChosen);
    connect(m_label, &QLineEdit::textEdited, this, [this](const QString& text) {
        m_step.label = text;
        edited();
    });
    connect(m_node, &QLineEdit::textEdited, this, [this](const QString& text) {
        m_step.node = text.trimmed();
        edited();
    });
    connect(m_benchArgs, &QLineEdit::textEdited, this,
            [this] { argumentsEdited(m_benchArgs, &core::PlanStep::benchArgs); });
    connect(m_agentArgs, &QLineEdit::textEdited, this,
            [this] { argumentsEdited(m_agentArgs, &core::PlanStep::agentArgs); });
    connect(m_replayArgs, &QLineEdit::textEdited, this,
            [this] { argumentsEdited(m_replayArgs, &core::PlanStep::replayArgs); });
    connect(m_nodes, &QLineEdit::textEdited, this, [this] { argumentsEdited(m_nodes, &core::PlanStep::nodes); });
    for (const auto& [box, field] :
         {std::pair{m_repeats, &core::PlanStep::repeats}, std::pair{m_ttl, &core::PlanStep::ttlSeconds},
          std::pair{m_lease, &core::PlanStep::leaseSeconds},
          std::pair{m_recoveryMax, &core::PlanStep::recoveryMaxSeconds}}) {
        // Loading a step sets the boxes too; a value they clamp or round must not overwrite the step's own.
        connect(box, &QSpinBox::valueChanged, this, [this, field](int value) {
            if (m_loading)
                return;
            m_step.*field = value;
            edited();
        });
    }
    connect(m_tolerance, &QDoubleSpinBox::valueChanged, this, [this](double percent) {
        if (m_loading)
            return;
        m_step.recoveryTolerance = percent / 100;
        edited();
    });
    connect(m_isolationTolerance, &QDoubleSpinBox::valueChanged, this, [this](double percent) {
        if (m_loading)
            return;
        m_step.isolationTolerance = percent / 100;
        edited();
    });
    connect(m_minBusbw, &QDoubleSpinBox::valueChanged, this, [this](double gbs) {
        if (m_loading)
            return;
        m_step.minBusbwGBs = gbs;
        edited();
    });

    retranslate();
    clearStep(QString());
}

void PlanStepEditor::setStep(const core::PlanStep& step, int number)
{
    m_step = step;
    m_number = number;
    m_reason.clear();
    m_benchUnclosed = false;
    m_agentUnclosed = false;
    m_replayUnclosed = false;
    m_nodesUnclosed = false;
    setEnabled(true);
    showStep();
}

void PlanStepEditor::clearStep(const QString& reason)
{
    m_step = core::PlanStep();
    m_number = 0;
    m_reason = reason;
    m_stepProblems.clear();
    m_benchUnclosed = false;
    m_agentUnclosed = false;
    m_replayUnclosed = false;
    m_nodesUnclosed = false;
    showStep();
    setEnabled(false);
}

void PlanStepEditor::setProblems(const QStringList& problems)
{
    m_stepProblems = problems;
    showProblems();
}

void PlanStepEditor::showStep()
{
    m_loading = true;
    m_kind->setCurrentIndex(m_kind->findData(int(m_step.kind)));
    m_label->setText(m_step.label);
    m_repeats->setValue(m_step.repeats);
    m_benchArgs->setText(core::shell::join(m_step.benchArgs));
    m_agentArgs->setText(core::shell::join(m_step.agentArgs));
    m_replayArgs->setText(core::shell::join(m_step.replayArgs));
    m_node->setText(m_step.node);
    m_ttl->setValue(m_step.ttlSeconds);
    m_lease->setValue(m_step.leaseSeconds);
    m_tolerance->setValue(m_step.recoveryTolerance * 100);
    m_recoveryMax->setValue(m_step.recoveryMaxSeconds);
    m_nodes->setText(core::shell::join(m_step.nodes));
    m_isolationTolerance->setValue(m_step.isolationTolerance * 100);
    m_minBusbw->setValue(m_step.minBusbwGBs);
    m_loading = false;
    showTitle();
    updateRows();
    showProblems();
}

void PlanStepEditor::showTitle()
{
    m_title->setText(m_number > 0 ? tr("Step %1: %2").arg(m_number).arg(kindName(m_step.kind)) : tr("No step"));
}

void PlanStepEditor::updateRows()
{
    const Kind kind = m_step.kind;
    m_form->setRowVisible(m_kind, true);
    m_form->setRowVisible(m_label, true);
    m_form->setRowVisible(m_repeats, kind == Kind::Baseline);
    m_form->setRowVisible(m_benchArgs, usesBench(kind));
    m_form->setRowVisible(m_agentArgs, usesAgentArgs(kind));
    m_form->setRowVisible(m_node, usesNode(kind));
    for (QWidget* faultOnly :
         {static_cast<QWidget*>(m_replayArgs), static_cast<QWidget*>(m_ttl), static_cast<QWidget*>(m_lease),
          static_cast<QWidget*>(m_tolerance), static_cast<QWidget*>(m_recoveryMax)})
        m_form->setRowVisible(faultOnly, kind == Kind::Fault);
    for (QWidget* isolateOnly : {static_cast<QWidget*>(m_nodes), static_cast<QWidget*>(m_isolationTolerance),
                                 static_cast<QWidget*>(m_minBusbw)})
        m_form->setRowVisible(isolateOnly, kind == Kind::Isolate);

    // The agent's arguments go after a different subcommand for each kind; the label says which.
    auto* agentLabel = qobject_cast<QLabel*>(m_form->labelForField(m_agentArgs));
    switch (kind) {
    case Kind::Fault:
        agentLabel->setText(tr("Fault arguments:"));
        m_agentArgs->setToolTip(tr("Options of fabric-agent fault apply, e.g. --kind link-down --interface ib0. "
                                   "The time-to-live and lease fields set --ttl and --lease; a node-remove needs "
                                   "--after-sizes N, which strikes the benchmark once it has measured N sizes."));
        break;
    case Kind::Storage:
        agentLabel->setText(tr("Storage arguments:"));
        m_agentArgs->setToolTip(
            tr("Options of fabric-agent storage, e.g. --path /scratch/test --size 64M; --kill-rank 1 also "
               "measures the recovery after rank 1 dies mid-checkpoint."));
        break;
    case Kind::Replay:
        agentLabel->setText(tr("Replay arguments:"));
        m_agentArgs->setToolTip(tr("Options of fabric-agent replay, e.g. --steps 20 --compute-ms 20."));
        break;
    case Kind::Baseline:
    case Kind::Counters:
    case Kind::Isolate:
        break;
    }
}

bool PlanStepEditor::isFieldShown(QWidget* field) const
{
    return m_form->isRowVisible(field);
}

void PlanStepEditor::showProblems()
{
    QStringList lines;
    if (!m_reason.isEmpty())
        lines << m_reason;
    if (m_benchUnclosed)
        lines << tr("Benchmark arguments: a quote is not closed; the plan keeps the last complete arguments.");
    if (m_agentUnclosed)
        lines << tr("%1 a quote is not closed; the plan keeps the last complete arguments.")
                     .arg(qobject_cast<QLabel*>(m_form->labelForField(m_agentArgs))->text());
    if (m_replayUnclosed)
        lines << tr("Replay during the fault: a quote is not closed; the plan keeps the last complete arguments.");
    if (m_nodesUnclosed)
        lines << tr("Nodes: a quote is not closed; the plan keeps the last complete list.");
    lines << m_stepProblems;
    m_problems->setText(lines.join(u'\n'));
    m_problems->setVisible(!lines.isEmpty());
}

void PlanStepEditor::kindChosen()
{
    const Kind kind = Kind(m_kind->currentData().toInt());
    if (!hasStep() || kind == m_step.kind)
        return;
    m_step = convertedStep(m_step, kind);
    m_benchUnclosed = false;
    m_agentUnclosed = false;
    m_replayUnclosed = false;
    m_nodesUnclosed = false;
    showStep();
    emit stepEdited(m_step);
}

void PlanStepEditor::argumentsEdited(QLineEdit* edit, QStringList core::PlanStep::*field)
{
    const std::optional<QStringList> words = core::shell::split(edit->text());
    (edit == m_benchArgs   ? m_benchUnclosed
     : edit == m_agentArgs ? m_agentUnclosed
     : edit == m_nodes     ? m_nodesUnclosed
                           : m_replayUnclosed) = !words;
    if (!words) {
        showProblems();
        return;
    }
    m_step.*field = *words;
    edited();
}

void PlanStepEditor::edited()
{
    if (m_loading || !hasStep())
        return;
    showProblems();
    emit stepEdited(m_step);
}

core::PlanStep PlanStepEditor::defaultStep(Kind kind)
{
    // The standard plan's first step of each kind (a fault: the degraded link, with the workload's replay); its node
    // is left empty (the connection's own host).
    const core::AcceptancePlan standard = core::AcceptancePlan::standard({}, core::AcceptancePlan::kExampleInterface,
                                                                         core::AcceptancePlan::kExampleStoragePath);
    for (const core::PlanStep& step : standard.steps)
        if (step.kind == kind)
            return step;
    core::PlanStep step;
    step.kind = kind;
    if (kind == Kind::Isolate) {
        // Small sizes, few iterations: each run is one step of a search over halves of the nodes.
        step.label = QCoreApplication::translate("AcceptancePlan", "Bad-node isolation");
        step.benchArgs = {QStringLiteral("-b"), QStringLiteral("256K"), QStringLiteral("-e"), QStringLiteral("1M"),
                          QStringLiteral("-f"), QStringLiteral("4"),    QStringLiteral("-n"), QStringLiteral("5")};
    }
    return step;
}

core::PlanStep PlanStepEditor::convertedStep(const core::PlanStep& step, Kind kind)
{
    core::PlanStep result = defaultStep(kind);
    // A label the user wrote stays; the old kind's default label would now mislead.
    if (!step.label.isEmpty() && step.label != defaultStep(step.kind).label)
        result.label = step.label;
    if (usesNode(step.kind) && usesNode(kind))
        result.node = step.node;
    if (usesBench(step.kind) && usesBench(kind))
        result.benchArgs = step.benchArgs;
    return result;
}

QString PlanStepEditor::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Baseline:
        return tr("Baseline");
    case Kind::Fault:
        return tr("Fault");
    case Kind::Storage:
        return tr("Storage");
    case Kind::Replay:
        return tr("Replay");
    case Kind::Counters:
        return tr("Counters");
    case Kind::Isolate:
        return tr("Bad-node isolation");
    }
    Q_UNREACHABLE();
}

void PlanStepEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PlanStepEditor::retranslate()
{
    for (int i = 0; i < m_kind->count(); ++i)
        m_kind->setItemText(i, kindName(Kind(m_kind->itemData(i).toInt())));
    const auto label = [this](QWidget* field) { return qobject_cast<QLabel*>(m_form->labelForField(field)); };
    label(m_kind)->setText(tr("Kind:"));
    label(m_label)->setText(tr("Label:"));
    label(m_repeats)->setText(tr("Repeats:"));
    label(m_benchArgs)->setText(tr("Benchmark arguments:"));
    label(m_replayArgs)->setText(tr("Replay during the fault:"));
    label(m_node)->setText(tr("Node:"));
    label(m_ttl)->setText(tr("Time-to-live:"));
    label(m_lease)->setText(tr("Lease:"));
    label(m_tolerance)->setText(tr("Recovered within:"));
    label(m_recoveryMax)->setText(tr("Look for recovery for:"));
    m_label->setPlaceholderText(tr("A name for the step in results and reports"));
    m_node->setPlaceholderText(tr("The connection's own host"));
    m_benchArgs->setPlaceholderText(tr("e.g. -b 8 -e 4M -f 4 -n 50"));
    m_replayArgs->setPlaceholderText(tr("None: no stalled time is measured"));
    m_replayArgs->setToolTip(tr("Options of fabric-agent replay, e.g. --steps 20 --compute-ms 20. The replay runs "
                                "before the fault and again while it is held; how much slower its steps are under "
                                "the fault is the stalled time of the cost model."));
    m_repeats->setToolTip(tr("How many times the benchmark runs."));
    m_benchArgs->setToolTip(tr("Options of fabric-agent bench. Words are split at spaces; quote a word that "
                               "contains spaces."));
    m_node->setToolTip(tr("The SSH name of the host the step concerns, reached through the connection's host. "
                          "A counters step with * reads every node of the connection."));
    m_ttl->setSuffix(tr(" s"));
    m_ttl->setToolTip(tr("The node reverts the fault by itself after this time, whatever happens to the "
                         "workbench."));
    m_lease->setSuffix(tr(" s"));
    m_lease->setToolTip(tr("The node reverts the fault this long after the workbench stops renewing it, e.g. when "
                           "the connection is lost."));
    m_tolerance->setSuffix(tr(" %"));
    m_tolerance->setToolTip(tr("The link counts as recovered when every message size's p99 latency is within this "
                               "much of the run before the fault."));
    m_recoveryMax->setSuffix(tr(" s"));
    m_recoveryMax->setToolTip(tr("How long after the revert the benchmark keeps running to see the link recover."));
    label(m_nodes)->setText(tr("Nodes:"));
    label(m_isolationTolerance)->setText(tr("Misses when slower by:"));
    label(m_minBusbw)->setText(tr("Bus bandwidth floor:"));
    m_nodes->setPlaceholderText(tr("Every node of the connection"));
    m_nodes->setToolTip(tr("The nodes to search, at least 4, separated by spaces, as the launcher names them. The "
                           "benchmark runs on halves of them, then on smaller parts of the half that misses."));
    m_isolationTolerance->setSuffix(tr(" %"));
    m_isolationTolerance->setToolTip(
        tr("A run misses when its bus bandwidth at the largest size is lower by more than this than the run it is "
           "compared with: the better half, the good half, or two known-good nodes."));
    m_minBusbw->setSuffix(tr(" GB/s"));
    m_minBusbw->setSpecialValueText(tr("None"));
    m_minBusbw->setToolTip(tr("A run also misses below this bus bandwidth, so that both halves can miss: then the "
                              "fault is not one node. None: runs are only compared with each other."));
    showTitle();
    updateRows();
    showProblems();
}

} // namespace fw::app
