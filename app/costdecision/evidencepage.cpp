// SPDX-License-Identifier: Apache-2.0
#include "costdecision/evidencepage.h"

#include "common/projectcontext.h"
#include "prompts.h"
#include "storage/projectfile.h"

#include <QEvent>
#include <QTimer>
#include <QUndoStack>

namespace fw::app {

EvidencePage::EvidencePage(Prompts& prompts, ProjectContext& context, QWidget* parent)
    : QWidget(parent), m_prompts(prompts), m_context(context)
{
    connect(&m_context, &ProjectContext::edited, this, &EvidencePage::scheduleRefresh);
    connect(&m_context, &ProjectContext::changed, this, &EvidencePage::scheduleRefresh);
}

bool EvidencePage::isEditable() const
{
    return m_context.isEditable();
}

void EvidencePage::refreshNow()
{
    m_refreshPending = false;
    refresh();
}

void EvidencePage::push(const QString& text, ProjectEditCommand::Apply apply)
{
    m_context.undoStack()->push(new ProjectEditCommand(text, std::move(apply), [this](const QString& message) {
        m_prompts.showError(this, tr("Change not saved"), message);
        scheduleRefresh(); // drops what the models showed of the edit
    }));
}

void EvidencePage::scheduleRefresh()
{
    // After the edit has finished (an edit may come from inside a view's commit), and only once per burst.
    if (m_refreshPending)
        return;
    m_refreshPending = true;
    QTimer::singleShot(0, this, [this] {
        if (m_refreshPending && isVisible())
            refreshNow();
    });
}

void EvidencePage::showEvent(QShowEvent* event)
{
    refreshNow();
    QWidget::showEvent(event);
}

void EvidencePage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (isVisible())
            refreshNow();
    }
    QWidget::changeEvent(event);
}

} // namespace fw::app
