// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QUndoCommand>
#include <functional>

namespace fw::app {

// One undoable edit on the Triage, BOM or Questionnaires page. `apply(true)` makes the change, `apply(false)`
// takes it back; each writes the project file in one transaction and updates the page. A write that fails
// leaves the file as it was, is reported through `onFailure`, and drops the command from the stack, so the
// stack never holds an edit the file lacks.
class WorksheetEditCommand final : public QUndoCommand
{
public:
    using Apply = std::function<void(bool redo)>;
    using Failure = std::function<void(const QString& message)>;

    WorksheetEditCommand(const QString& text, Apply apply, Failure onFailure);

    void redo() override;
    void undo() override;

private:
    void run(bool redo);

    Apply m_apply;
    Failure m_onFailure;
};

} // namespace fw::app
