// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/checklist.h"
#include "worksheets/worksheetpage.h"

#include <QMap>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;

namespace fw::app {

class ProjectContext;
class WorkloadSection;

// The first-decision filter (R1): the triage questions, the model-API check and the workload profile, with a
// starting recommendation and its reasons that follow every answer; and the buyer's workload description with its
// communication pattern (WorkloadSection, whose header lists its object names).
class TriagePage final : public WorksheetPage
{
    Q_OBJECT

public:
    TriagePage(Prompts& prompts, ProjectContext& context, QWidget* parent = nullptr);

    QComboBox* answerBox(const QString& key) const { return m_boxes.value(key); }
    QCheckBox* workloadBox(const QString& key) const { return m_workloads.value(key); }

protected:
    void load() override;
    void retranslate() override;

private:
    QGroupBox* addSection(const QList<core::ChecklistItem>& items, bool asCheckBoxes);
    void answer(const QString& key, const QString& value);
    void apply(const QString& key, const QString& value);
    void showAnswers();

    core::ChecklistAnswers m_answers;
    QMap<QString, QComboBox*> m_boxes;
    QMap<QString, QCheckBox*> m_workloads;
    QList<std::pair<QLabel*, const char*>> m_labels;
    QLabel* m_intro;
    QGroupBox* m_filter;
    QGroupBox* m_modelApi;
    QGroupBox* m_workload;
    WorkloadSection* m_description;
    QGroupBox* m_result;
    QLabel* m_recommendation;
};

} // namespace fw::app
