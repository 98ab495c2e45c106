// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "storage/benchmarkrunrepository.h"

#include <QList>
#include <QObject>
#include <functional>
#include <optional>

class QAction;
class QMenu;
class QTableView;

namespace fw::app {

class BenchmarkRunTableModel;
class ProjectContext;
class Prompts;

// What can be done to the runs selected in the Benchmarks page's list, each an undoable edit of the project: delete
// (after saying what relies on the runs), move to another candidate or to none, mark as vendor claim or own
// measurement, and edit the label and notes. The actions sit in the list's context menu; Delete is also the Delete
// key. Tests find them by object name: deleteRuns, moveRuns (its menu holds one action per candidate),
// markVendorClaim, markOwnMeasurement, editRun.
class RunActions final : public QObject
{
    Q_OBJECT

public:
    RunActions(Prompts& prompts, ProjectContext& context, QTableView& view, BenchmarkRunTableModel& model);

    // Enables what the selection allows, and lists the project's candidates as move targets.
    void update();
    void retranslate();

signals:
    // The runs changed in the project (an edit, its undo or redo): the list is to be read again.
    void runsChanged();

private:
    QList<qint64> selectedIds() const;
    void deleteSelected();
    void moveSelected(std::optional<qint64> candidate, const QString& candidateName);
    void markSelected(bool ownMeasurement);
    void editSelected();
    void fillMoveMenu();
    // Pushes an undoable edit of the selected runs: `change` makes it and returns what undoes it.
    void pushEdit(const QString& text, const QString& failureTitle,
                  std::function<core::RunEditUndo(core::BenchmarkRunRepository&)> change);

    Prompts& m_prompts;
    ProjectContext& m_context;
    QTableView& m_view;
    BenchmarkRunTableModel& m_model;
    QAction* m_delete;
    QAction* m_move;
    QMenu* m_moveMenu;
    QAction* m_markClaim;
    QAction* m_markOwn;
    QAction* m_edit;
};

} // namespace fw::app
