// SPDX-License-Identifier: Apache-2.0
#include "benchmarks/runactions.h"

#include "benchmarks/benchmarkruntablemodel.h"
#include "benchmarks/runeditdialog.h"
#include "common/candidatechoice.h"
#include "common/objectnames.h"
#include "common/projectcontext.h"
#include "common/projecteditcommand.h"
#include "evidence/rundependents.h"
#include "prompts.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QAction>
#include <QItemSelectionModel>
#include <QMenu>
#include <QPointer>
#include <QTableView>
#include <QUndoStack>
#include <functional>
#include <memory>

namespace fw::app {

namespace {

// Dependents listed in the question before a delete; the rest are counted.
constexpr int kDependentsShown = 8;

} // namespace

RunActions::RunActions(Prompts& prompts, ProjectContext& context, QTableView& view, BenchmarkRunTableModel& model)
    : QObject(&view), m_prompts(prompts), m_context(context), m_view(view), m_model(model),
      m_delete(named(new QAction(&view), "deleteRuns")), m_moveMenu(named(new QMenu(&view), "moveRunsMenu")),
      m_markClaim(named(new QAction(&view), "markVendorClaim")),
      m_markOwn(named(new QAction(&view), "markOwnMeasurement")), m_edit(named(new QAction(&view), "editRun"))
{
    m_move = named(m_moveMenu->menuAction(), "moveRuns");
    m_delete->setShortcut(QKeySequence::Delete);
    m_delete->setShortcutContext(Qt::WidgetShortcut);
    m_view.setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view.setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view.addActions({m_edit, m_move, m_markClaim, m_markOwn, m_delete});

    connect(m_delete, &QAction::triggered, this, &RunActions::deleteSelected);
    connect(m_markClaim, &QAction::triggered, this, [this] { markSelected(false); });
    connect(m_markOwn, &QAction::triggered, this, [this] { markSelected(true); });
    connect(m_edit, &QAction::triggered, this, &RunActions::editSelected);
    connect(m_moveMenu, &QMenu::aboutToShow, this, &RunActions::fillMoveMenu);
    connect(m_view.selectionModel(), &QItemSelectionModel::selectionChanged, this, &RunActions::update);
    retranslate();
    update();
}

QList<qint64> RunActions::selectedIds() const
{
    QList<qint64> ids;
    for (const QModelIndex& row : m_view.selectionModel()->selectedRows())
        ids << m_model.run(row.row()).id;
    return ids;
}

void RunActions::update()
{
    const qsizetype selected = m_view.selectionModel()->selectedRows().size();
    const bool editable = m_context.isEditable() && selected > 0;
    for (QAction* action : {m_delete, m_move, m_markClaim, m_markOwn})
        action->setEnabled(editable);
    m_edit->setEnabled(editable && selected == 1);
    fillMoveMenu();
}

void RunActions::fillMoveMenu()
{
    m_moveMenu->clear();
    core::ProjectFile* project = m_context.project();
    if (!project)
        return;
    try {
        for (const core::Candidate& c : core::CandidateRepository(*project).all()) {
            const QString name = candidateLabel(c);
            QAction* action = m_moveMenu->addAction(name, this, [this, id = c.id, name] { moveSelected(id, name); });
            action->setData(c.id);
        }
    } catch (const core::StorageError& error) {
        m_prompts.showError(m_view.window(), tr("Cannot read the candidates"), error.message());
    }
    m_moveMenu->addSeparator();
    m_moveMenu->addAction(tr("No candidate (counts for no offer)"), this,
                          [this] { moveSelected(std::nullopt, tr("no candidate")); });
}

void RunActions::deleteSelected()
{
    core::ProjectFile* project = m_context.project();
    const QList<qint64> ids = selectedIds();
    if (!project || ids.isEmpty() || !m_context.isEditable())
        return;
    QStringList lines;
    try {
        const QList<core::RunDependent> dependents = core::runDependents(*project, ids);
        for (const core::RunDependent& d : dependents) {
            if (lines.size() < kDependentsShown)
                lines << QStringLiteral("• ") + d.reason;
        }
        if (dependents.size() > kDependentsShown)
            lines << tr("… and %n more.", nullptr, int(dependents.size() - kDependentsShown));
    } catch (const core::StorageError& error) {
        m_prompts.showError(m_view.window(), tr("Runs Not Deleted"), error.message());
        return;
    }
    QString question =
        tr("Delete %n run(s) with their results and samples? Edit > Undo brings them back.", nullptr, int(ids.size()));
    if (!lines.isEmpty())
        question += QStringLiteral("\n\n") + tr("What relies on them:") + QLatin1Char('\n') + lines.join(u'\n');
    if (!m_prompts.confirm(m_view.window(), tr("Delete Runs"), question))
        return;
    auto removed = std::make_shared<core::DeleteSnapshot>();
    QPointer<RunActions> self(this);
    m_context.undoStack()->push(new ProjectEditCommand(
        tr("Delete %n run(s)", nullptr, int(ids.size())),
        [project, ids, removed, self](bool forward) {
            core::BenchmarkRunRepository runs(*project);
            if (forward)
                *removed = runs.remove(ids);
            else
                runs.restore(*removed);
            if (self)
                emit self->runsChanged();
        },
        [this](const QString& message) { m_prompts.showError(m_view.window(), tr("Runs Not Deleted"), message); }));
}

void RunActions::moveSelected(std::optional<qint64> candidate, const QString& candidateName)
{
    const QList<qint64> ids = selectedIds();
    pushEdit(tr("Move %n run(s) to %1", nullptr, int(ids.size())).arg(candidateName), tr("Runs Not Moved"),
             [ids, candidate](core::BenchmarkRunRepository& runs) { return runs.move(ids, candidate); });
}

void RunActions::markSelected(bool ownMeasurement)
{
    const QList<qint64> ids = selectedIds();
    core::RunChanges changes;
    changes.source = ownMeasurement ? core::RunSource::OwnMeasurement : core::RunSource::VendorClaim;
    pushEdit(ownMeasurement ? tr("Mark %n run(s) as own measurement", nullptr, int(ids.size()))
                            : tr("Mark %n run(s) as vendor claim", nullptr, int(ids.size())),
             tr("Runs Not Changed"),
             [ids, changes](core::BenchmarkRunRepository& runs) { return runs.edit(ids, changes); });
}

void RunActions::editSelected()
{
    const QModelIndexList rows = m_view.selectionModel()->selectedRows();
    if (rows.size() != 1)
        return;
    const core::BenchmarkRun& run = m_model.run(rows.constFirst().row());
    RunEditDialog dialog(run.label, run.notes, m_view.window());
    if (dialog.exec() != QDialog::Accepted || (dialog.label() == run.label && dialog.notes() == run.notes))
        return;
    core::RunChanges changes;
    changes.label = dialog.label();
    changes.notes = dialog.notes();
    pushEdit(
        tr("Edit run %1").arg(run.id), tr("Run Not Changed"),
        [ids = QList<qint64>{run.id}, changes](core::BenchmarkRunRepository& runs) { return runs.edit(ids, changes); });
}

void RunActions::pushEdit(const QString& text, const QString& failureTitle,
                          std::function<core::RunEditUndo(core::BenchmarkRunRepository&)> change)
{
    core::ProjectFile* project = m_context.project();
    if (!project || selectedIds().isEmpty() || !m_context.isEditable())
        return;
    auto before = std::make_shared<core::RunEditUndo>();
    QPointer<RunActions> self(this);
    m_context.undoStack()->push(new ProjectEditCommand(
        text,
        [project, change = std::move(change), before, self](bool forward) {
            core::BenchmarkRunRepository runs(*project);
            if (forward)
                *before = change(runs);
            else
                runs.undo(*before);
            if (self)
                emit self->runsChanged();
        },
        [this, failureTitle](const QString& message) { m_prompts.showError(m_view.window(), failureTitle, message); }));
}

void RunActions::retranslate()
{
    m_delete->setText(tr("Delete"));
    m_move->setText(tr("Move to Candidate"));
    m_markClaim->setText(tr("Mark as Vendor Claim"));
    m_markOwn->setText(tr("Mark as Own Measurement"));
    m_edit->setText(tr("Edit Label and Notes…"));
}

} // namespace fw::app
