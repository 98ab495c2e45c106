// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QTableView;
class QToolBar;
namespace fw::app {

class CandidateTableModel;
class ProjectContext;
class Prompts;

// The supplier offers of the project, edited in place.
//
// Object names: candidateTable (its model is the CandidateTableModel), addCandidate and deleteCandidates (actions).
class CandidatesPage final : public QWidget
{
    Q_OBJECT

public:
    CandidatesPage(Prompts& prompts, ProjectContext& context, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void addCandidate();
    void deleteSelected();
    void updateActions();
    void projectChanged();
    void retranslate();

    Prompts& m_prompts;
    ProjectContext& m_context;
    CandidateTableModel* m_model;
    QLabel* m_intro;
    QToolBar* m_toolBar;
    QAction* m_add;
    QAction* m_delete;
    QTableView* m_view;
};

} // namespace fw::app
