// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "worksheets/worksheetpage.h"

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTabWidget;

namespace fw::app {

class ProjectContext;

class ChecklistModel;
class QuestionnaireModel;
class WorksheetTableView;

// The supplier questionnaire of each candidate (R3.1-R3.3) with evidence and red flags, its completeness,
// the operating-model checklist (R3.4) and the official sources to consult (R6.4; table "sourcesView"). An answer to
// a question that asks for numbers is linked to the candidate's own runs by ticking them (object name linkedRuns);
// the checks of its figures against them are shown below (claimChecks). "Send to supplier..." (sendToSupplier) writes
// the candidate's workbook in the language of supplierLanguage; "Bring answers back..." (bringAnswersBack) reads a
// returned one, shows SupplierReviewDialog, and stores the ticked changes as one undo step.
class QuestionnairesPage final : public WorksheetPage
{
    Q_OBJECT

public:
    QuestionnairesPage(Prompts& prompts, ProjectContext& context, QWidget* parent = nullptr);

    QuestionnaireModel* model() const { return m_model; }

    // What the evidence buttons do after their dialogs, for the current question.
    bool attachFile(const QString& path);
    void addLink(const QString& url);

protected:
    void load() override;
    void retranslate() override;

private:
    void showCandidate();
    void updateEvidence();
    void updateLinkedRuns();
    void updateCompleteness();
    int currentRow() const;
    void sendToSupplier();
    void bringAnswersBack();

    QuestionnaireModel* m_model;
    ChecklistModel* m_operating;
    ChecklistModel* m_sources;
    QLabel* m_intro;
    QLabel* m_candidateLabel;
    QComboBox* m_candidates;
    QLabel* m_completeness;
    QTabWidget* m_tabs;
    WorksheetTableView* m_view;
    QLabel* m_evidenceLabel;
    QListWidget* m_attachments;
    QPushButton* m_attach;
    QPushButton* m_link;
    QPushButton* m_remove;
    QLabel* m_runsLabel;
    QListWidget* m_runs; // own runs of the candidate, ticked when linked to the selected answer
    QLabel* m_checks;    // the checks of the selected answer's claims
    WorksheetTableView* m_operatingView;
    WorksheetTableView* m_sourcesView;
    QLabel* m_supplierLanguageLabel;
    QComboBox* m_supplierLanguage; // en, de, ja
    QPushButton* m_send;
    QPushButton* m_bringBack;
};

} // namespace fw::app
