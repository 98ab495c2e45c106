// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "common/projectcontext.h"
#include "domain/candidate.h"

#include <QWidget>
#include <functional>
#include <optional>

class QComboBox;
class QUndoStack;

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

class Prompts;

// The base of the Triage, BOM and Questionnaires pages. Their models update themselves on their own edits,
// undos and redos; edits made elsewhere (a candidate renamed or deleted) are picked up when the page is
// shown again, so a table is never reset under the user's cursor.
class WorksheetPage : public QWidget
{
    Q_OBJECT

public:
    WorksheetPage(Prompts& prompts, ProjectContext& context, QWidget* parent = nullptr);

    // Rereads everything from the open project now; the page does this itself when shown after a change.
    void reload();

protected:
    virtual void load() = 0;
    virtual void retranslate() = 0;

    core::ProjectFile* project() const { return m_context.project(); }
    bool isEditable() const;
    QUndoStack* undoStack() const { return m_context.undoStack(); }
    Prompts& prompts() const { return m_prompts; }
    ProjectContext& context() const { return m_context; }

    // Fills `box` with the project's candidates (data: id), keeping the selected one where it still exists.
    void fillCandidates(QComboBox* box) const;
    std::optional<core::Candidate> selectedCandidate(const QComboBox* box) const;

    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    Prompts& m_prompts;
    ProjectContext& m_context;
    bool m_stale = true;
};

} // namespace fw::app
