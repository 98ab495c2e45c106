// SPDX-License-Identifier: Apache-2.0
#include "worksheets/worksheetpage.h"

#include "common/projectcontext.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QComboBox>
#include <QEvent>
#include <QSignalBlocker>

namespace fw::app {

WorksheetPage::WorksheetPage(Prompts& prompts, ProjectContext& context, QWidget* parent)
    : QWidget(parent), m_prompts(prompts), m_context(context)
{
    const auto changed = [this] {
        if (!isVisible())
            m_stale = true;
    };
    connect(&m_context, &ProjectContext::edited, this, changed);
    connect(&m_context, &ProjectContext::changed, this, changed);
}

void WorksheetPage::reload()
{
    m_stale = false;
    load();
}

bool WorksheetPage::isEditable() const
{
    return m_context.isEditable();
}

void WorksheetPage::fillCandidates(QComboBox* box) const
{
    const QVariant selected = box->currentData();
    const QSignalBlocker blocker(box);
    box->clear();
    if (!project())
        return;
    for (const core::Candidate& c : core::CandidateRepository(*project()).all())
        box->addItem(QStringLiteral("%1: %2 (%3)").arg(c.supplier, c.offerName, core::displayName(c.fabric)), c.id);
    box->setCurrentIndex(std::max(0, box->findData(selected)));
}

std::optional<core::Candidate> WorksheetPage::selectedCandidate(const QComboBox* box) const
{
    if (!project() || box->currentIndex() < 0)
        return std::nullopt;
    const qint64 id = box->currentData().toLongLong();
    for (const core::Candidate& c : core::CandidateRepository(*project()).all()) {
        if (c.id == id)
            return c;
    }
    return std::nullopt;
}

void WorksheetPage::showEvent(QShowEvent* event)
{
    if (m_stale)
        reload();
    QWidget::showEvent(event);
}

void WorksheetPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace fw::app
