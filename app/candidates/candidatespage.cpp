// SPDX-License-Identifier: Apache-2.0
#include "candidates/candidatespage.h"

#include "candidates/candidatedelegate.h"
#include "candidates/candidatetablemodel.h"
#include "common/objectnames.h"
#include "common/projectcontext.h"
#include "prompts.h"

#include <QAction>
#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

namespace fw::app {

CandidatesPage::CandidatesPage(Prompts& prompts, ProjectContext& context, QWidget* parent)
    : QWidget(parent), m_prompts(prompts), m_context(context), m_model(new CandidateTableModel(this)),
      m_intro(new QLabel(this)), m_toolBar(new QToolBar(this)),
      m_add(named(m_toolBar->addAction(QString()), "addCandidate")),
      m_delete(named(m_toolBar->addAction(QString()), "deleteCandidates")),
      m_view(named(new QTableView(this), "candidateTable"))
{
    m_intro->setWordWrap(true);
    m_add->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_delete->setShortcut(QKeySequence::Delete);
    m_delete->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_delete);

    m_view->setModel(m_model);
    m_view->setItemDelegate(new CandidateDelegate(m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->verticalHeader()->hide();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_toolBar);
    layout->addWidget(m_view);

    connect(m_add, &QAction::triggered, this, &CandidatesPage::addCandidate);
    connect(m_delete, &QAction::triggered, this, &CandidatesPage::deleteSelected);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &CandidatesPage::updateActions);
    connect(m_model, &QAbstractItemModel::modelReset, this, &CandidatesPage::updateActions);
    connect(m_model, &CandidateTableModel::storageFailed, this,
            [this](const QString& message) { m_prompts.showError(this, tr("Change not saved"), message); });
    connect(&m_context, &ProjectContext::changed, this, &CandidatesPage::projectChanged);
    retranslate();
    projectChanged();
}

void CandidatesPage::projectChanged()
{
    m_model->setProject(m_context.project(), m_context.undoStack());
    m_view->resizeColumnsToContents();
}

void CandidatesPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CandidatesPage::addCandidate()
{
    const int row = m_model->addCandidate();
    if (row < 0)
        return;
    const QModelIndex supplier = m_model->index(row, CandidateTableModel::Supplier);
    m_view->setCurrentIndex(supplier);
    m_view->edit(supplier);
}

void CandidatesPage::deleteSelected()
{
    QList<int> rows;
    for (const QModelIndex& index : m_view->selectionModel()->selectedRows())
        rows.append(index.row());
    if (rows.isEmpty())
        return;
    const QString question =
        rows.size() == 1
            ? tr("Delete the candidate \"%1\"? You can undo this.").arg(m_model->candidate(rows.first()).supplier)
            : tr("Delete %n candidates? You can undo this.", nullptr, int(rows.size()));
    if (m_prompts.confirm(this, tr("Delete candidates"), question))
        m_model->removeCandidates(rows);
}

void CandidatesPage::updateActions()
{
    m_add->setEnabled(m_model->isEditable());
    m_delete->setEnabled(m_model->isEditable() && m_view->selectionModel()->hasSelection());
}

void CandidatesPage::retranslate()
{
    m_intro->setText(tr("Each candidate is one supplier offer for the fabric. Double-click a cell to edit it; "
                        "every change is saved to the project file at once and can be undone."));
    m_add->setText(tr("Add candidate"));
    m_delete->setText(tr("Delete"));
    m_model->retranslate();
}

} // namespace fw::app
