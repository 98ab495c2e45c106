#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QTableView;
class QToolBar;
class QUndoStack;

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

class CandidateTableModel;
class Prompts;

// The supplier offers of the project, edited in place.
class CandidatesPage final : public QWidget
{
    Q_OBJECT

public:
    CandidatesPage(Prompts& prompts, QWidget* parent = nullptr);

    void setProject(core::ProjectFile* project, QUndoStack* undoStack);

    CandidateTableModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    QAction* addCandidateAction() const { return m_add; }
    QAction* deleteCandidatesAction() const { return m_delete; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void addCandidate();
    void deleteSelected();
    void updateActions();
    void retranslate();

    Prompts& m_prompts;
    CandidateTableModel* m_model;
    QLabel* m_intro;
    QToolBar* m_toolBar;
    QAction* m_add;
    QAction* m_delete;
    QTableView* m_view;
};

} // namespace fw::app
