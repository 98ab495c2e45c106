// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "common/projectcontext.h"
#include "common/projecteditcommand.h"

#include <QWidget>
#include <functional>

class QUndoStack;

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

class Prompts;

// The base of the Cost and Decision pages: they hold no project state of their own, but redraw from the open
// project whenever they are shown and after every edit on the undo stack (theirs or another page's), so they
// always agree with the file and with each other.
class EvidencePage : public QWidget
{
    Q_OBJECT

public:
    EvidencePage(Prompts& prompts, ProjectContext& context, QWidget* parent = nullptr);

    // Redraws now, shown or not: tests and exports call this.
    void refreshNow();

protected:
    core::ProjectFile* project() const { return m_context.project(); }
    bool isEditable() const;
    Prompts& prompts() const { return m_prompts; }
    ProjectContext& context() const { return m_context; }
    // Pushes one undoable edit; a failure is reported and leaves the file unchanged.
    void push(const QString& text, ProjectEditCommand::Apply apply);

    virtual void refresh() = 0;
    virtual void retranslate() = 0;

    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void scheduleRefresh();

    Prompts& m_prompts;
    ProjectContext& m_context;
    bool m_refreshPending = false;
};

} // namespace fw::app
