// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "costdecision/evidencepage.h"
#include "evidence/costdecisionsnapshot.h"
#include "evidence/procurementprogress.h"

class QAction;
class QLabel;
class QPushButton;
class QTableView;
class QToolBar;

namespace fw::app {

class ProjectContext;

class DecisionMatrixModel;
class DecisionWorksheetModel;

// The decision (R6): weighted criteria, scores per candidate (automatic where evidence exists), the
// recommendation with tie detection, how far each weight must move to change it, and the copyable worksheet.
// While scores wait for evidence, the page says which criteria wait for what (supplier claims are shown beside the
// measurements but never scored) and offers the step that supplies it.
//
// When candidates' runs were measured on this computer, a notice at the top names them and says that the scores and
// the recommendation leave them out (thisComputerNotice).
//
// Object names: thisComputerNotice, waitingForEvidence, nextStep, comparisonLabel.
class DecisionPage final : public EvidencePage
{
    Q_OBJECT

public:
    DecisionPage(Prompts& prompts, ProjectContext& context, QWidget* parent = nullptr);

    const core::CostDecisionSnapshot& snapshot() const { return m_snapshot; }
    DecisionMatrixModel* matrixModel() const { return m_matrix; }
    DecisionWorksheetModel* worksheetModel() const { return m_worksheet; }
    QTableView* matrixView() const { return m_matrixView; }
    QTableView* worksheetView() const { return m_worksheetView; }
    QLabel* recommendationLabel() const { return m_recommendation; }
    QLabel* beforeBenchmarkLabel() const { return m_beforeBenchmark; }
    QAction* addCriterionAction() const { return m_add; }
    QAction* removeCriterionAction() const { return m_remove; }

    // Puts the worksheet on the clipboard as a table: tab-separated text and HTML.
    void copyWorksheet();
    // Writes the worksheet as CSV; false after telling the user why it could not.
    bool exportWorksheet(const QString& path);

signals:
    // The user asked to go to the step that supplies the evidence the scores wait for.
    void stepRequested(core::ProcurementStep step);

protected:
    void refresh() override;
    void retranslate() override;

private:
    void addCriterion();
    void removeSelectedCriterion();
    void updateActions();
    QString comparisonText() const;
    // Which criteria wait for which evidence, and the step that supplies the first of it; empty when none waits.
    QString waitingText(std::optional<core::ProcurementStep>* next) const;

    core::CostDecisionSnapshot m_snapshot;
    QLabel* m_intro;
    QLabel* m_thisComputer;
    QLabel* m_beforeBenchmark;
    QLabel* m_waiting;
    QPushButton* m_nextStep;
    core::ProcurementStep m_nextTarget = core::ProcurementStep::Benchmarks;
    int m_claims = 0; // supplier claims stored: shown beside the measurements, never scored
    QToolBar* m_toolBar;
    QAction* m_add;
    QAction* m_remove;
    DecisionMatrixModel* m_matrix;
    QTableView* m_matrixView;
    QLabel* m_recommendation;
    QLabel* m_marginNote;
    QLabel* m_comparison; // which runs the latency and bandwidth scores compare, and why others are left out
    QLabel* m_worksheetTitle;
    QPushButton* m_copy;
    QPushButton* m_export;
    DecisionWorksheetModel* m_worksheet;
    QTableView* m_worksheetView;
};

} // namespace fw::app
