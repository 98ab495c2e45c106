// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/acceptanceplan.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace fw::app {

// A form for one step of an acceptance plan, showing only the fields its kind uses. It edits a copy of the step
// and reports each change through stepEdited; the Faults & Replay page owns the plan and its JSON text.
//
// Object names: stepTitle, stepKind, stepLabel, repeats, benchArguments, agentArguments, replayArguments, node, ttl,
// lease, recoveryTolerance, recoveryMax, isolationNodes, isolationTolerance, minBusbw, stepProblems.
class PlanStepEditor final : public QWidget
{
    Q_OBJECT

public:
    explicit PlanStepEditor(QWidget* parent = nullptr);

    // Shows `step`, the `number`th of the plan (from 1), without emitting stepEdited.
    void setStep(const core::PlanStep& step, int number);
    // Leaves the form empty and disabled, with `reason` in place of the step's problems.
    void clearStep(const QString& reason);
    bool hasStep() const { return m_number > 0; }
    const core::PlanStep& step() const { return m_step; }
    // The step's own problems (AcceptancePlan::stepProblems), shown under the fields.
    void setProblems(const QStringList& problems);

    // A new step of `kind` with the standard plan's values, ready to edit.
    static core::PlanStep defaultStep(core::PlanStep::Kind kind);
    // `step` as `kind`: label, node and benchmark arguments stay where the new kind uses them; the
    // agent's arguments, which mean something else to each kind, become the new kind's defaults.
    static core::PlanStep convertedStep(const core::PlanStep& step, core::PlanStep::Kind kind);
    static QString kindName(core::PlanStep::Kind kind);

    // Whether the form shows the row of `field` (one of the editors named above) for the current kind.
    bool isFieldShown(QWidget* field) const;

signals:
    void stepEdited(const fw::core::PlanStep& step);

protected:
    void changeEvent(QEvent* event) override;

private:
    void kindChosen();
    void argumentsEdited(QLineEdit* edit, QStringList core::PlanStep::*field);
    // Puts m_step into the fields; no signal.
    void showStep();
    void showTitle();
    void updateRows();
    void showProblems();
    void edited();
    void retranslate();

    core::PlanStep m_step;
    int m_number = 0;
    bool m_loading = false;
    QStringList m_stepProblems;
    QString m_reason;
    bool m_benchUnclosed = false; // a quote left open: the field's text is not taken until it closes
    bool m_agentUnclosed = false;
    bool m_replayUnclosed = false;
    bool m_nodesUnclosed = false;

    QLabel* m_title;
    QFormLayout* m_form;
    QComboBox* m_kind;
    QLineEdit* m_label;
    QSpinBox* m_repeats;
    QLineEdit* m_benchArgs;
    QLineEdit* m_agentArgs;
    QLineEdit* m_replayArgs;
    QLineEdit* m_node;
    QSpinBox* m_ttl;
    QSpinBox* m_lease;
    QDoubleSpinBox* m_tolerance;
    QSpinBox* m_recoveryMax;
    QLineEdit* m_nodes;
    QDoubleSpinBox* m_isolationTolerance;
    QDoubleSpinBox* m_minBusbw;
    QLabel* m_problems;
};

} // namespace fw::app
