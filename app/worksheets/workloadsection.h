// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/workload.h"

#include <QGroupBox>
#include <QList>
#include <optional>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace fw::app {

class Prompts;
class ProjectContext;

// The Triage page's description of the buyer's own workload (issue 36): kind, model shape, batch, precision,
// parallelism and cluster, each edit one undoable change of the project; under it what is wrong with the description,
// or the bytes per step of each collective kind of its communication pattern and which dominates (docs/workload.md).
// Until the project has a description the fields show the defaults, and the first edit stores them.
// Object names: workloadKind, workloadPrecision, workload_<key> (one line edit per numeric field, by the keys of
// core::workloadFields(): workload_nodes, workload_tensor_parallel, ...), workloadProblems, workloadSummary.
class WorkloadSection final : public QGroupBox
{
    Q_OBJECT

public:
    WorkloadSection(Prompts& prompts, ProjectContext& context, QWidget* parent = nullptr);

    // Rereads the description from the open project.
    void load();
    void retranslate();

private:
    void edit(const core::WorkloadDescription& after);
    void apply(const std::optional<core::WorkloadDescription>& description);
    // The description the widgets show: the stored one, else the defaults.
    core::WorkloadDescription shown() const;
    void showDescription();

    Prompts& m_prompts;
    ProjectContext& m_context;
    std::optional<core::WorkloadDescription> m_stored;
    QFormLayout* m_form;
    QLabel* m_kindLabel;
    QComboBox* m_kind;
    QLabel* m_precisionLabel;
    QComboBox* m_precision;
    QList<std::pair<QLabel*, QLineEdit*>> m_fields; // in the order of core::workloadFields()
    QLabel* m_problems;
    QLabel* m_summary;
};

} // namespace fw::app
