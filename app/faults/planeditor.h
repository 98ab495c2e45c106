// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/acceptanceplan.h"

#include <QWidget>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTreeWidget;

namespace fw::app {

class PlanStepEditor;
class Prompts;

// The acceptance plan being edited, on the Faults & Replay page: the plan as JSON text and, for the chosen step, as
// a form (PlanStepEditor); both change the same plan, and the JSON text is what is saved and run. The standard
// plan, opening and saving plan files. Its step panel (the list of steps with the buttons that add, duplicate,
// remove and move them) is a widget of its own that the page places beside the run; while a plan runs, the list's
// Status column shows each step's progress and nothing can be edited.
//
// Object names: planEditor (the JSON text), planProblems, planWarnings, editorTabs, planName, stepEditor, standardPlan,
// openPlan, savePlan; in the step panel: steps, newStepKind, addStep, duplicateStep, removeStep, moveStepUp,
// moveStepDown.
class PlanEditor final : public QWidget
{
    Q_OBJECT

public:
    explicit PlanEditor(Prompts& prompts, QWidget* parent = nullptr);

    QWidget* stepPanel() const { return m_stepPanel; }

    // The JSON text; setting it reads it into the form.
    QString text() const;
    void setText(const QString& text);
    // The plan as a run reads it (strictly); none with `error` set when it cannot run.
    std::optional<core::AcceptancePlan> parsedPlan(QString* error) const;
    bool hasProblems() const;

    // While a plan runs, nothing is edited.
    void setRunning(bool running);
    // The Status column of a step's row in the list, and of every row.
    void setStepStatus(int step, const QString& text);
    void setAllStepStatuses(const QString& text);
    // The page calls this on a language change.
    void retranslate();
    // Puts `plan` in the editor, after asking when that replaces a plan there (the plan made from the workload).
    void replacePlan(const core::AcceptancePlan& plan);

signals:
    // The user asked for a plan made from the project's workload; the page, which has the project, makes it.
    void fromWorkloadRequested();
    // The JSON text changed (typed, or written by the form); problems and steps are up to date.
    void planChanged();
    // The plan was saved to `path`.
    void saved(const QString& path);

private:
    void planEdited();
    // The form's side: show the chosen step, take its edits, and write the plan back as JSON text.
    int currentStep() const;
    void showCurrentStep();
    void stepEdited(const core::PlanStep& step);
    void planNameEdited(const QString& name);
    void addStep();
    void duplicateStep();
    void removeStep();
    void moveStep(int by);
    // Replaces the JSON text with m_plan (one undo step in the editor) and, when `select` >= 0, shows that step.
    void writePlan(int select);
    void loadTemplate();
    void openPlan();
    void savePlan();
    void updateActions();

    Prompts& m_prompts;
    bool m_running = false;
    // The plan the form edits: the JSON text as last read (nullopt when it cannot be read) or as the form wrote it.
    std::optional<core::AcceptancePlan> m_plan;
    bool m_writingPlan = false;

    QLabel* m_editorLabel;
    QPushButton* m_template;
    QPushButton* m_fromWorkload;
    QPushButton* m_open;
    QPushButton* m_save;
    QTabWidget* m_editorTabs;
    QLabel* m_planNameLabel;
    QLineEdit* m_planName;
    PlanStepEditor* m_stepEditor;
    QPlainTextEdit* m_editor;
    QString m_standardText; // the standard plan as last loaded, in the language of then
    QLabel* m_problems;
    // AcceptancePlan::warnings: the plan can run, but a fault may not reach what its benchmark measures.
    QLabel* m_warnings;

    QWidget* m_stepPanel;
    QTreeWidget* m_steps;
    QComboBox* m_newStepKind;
    QPushButton* m_addStep;
    QPushButton* m_duplicateStep;
    QPushButton* m_removeStep;
    QPushButton* m_moveStepUp;
    QPushButton* m_moveStepDown;
};

} // namespace fw::app
