// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QUndoCommand>
#include <functional>

namespace fw::app {

// One undoable edit of the project that is not a worksheet cell or a candidate: cost inputs, decision criteria and
// scores, connections, benchmark runs. `apply(true)` makes the change in the project file and `apply(false)` takes it
// back; each is one transaction. When either fails, nothing changed: the command drops itself from the stack and
// `failed` tells the user why.
class ProjectEditCommand final : public QUndoCommand
{
public:
    using Apply = std::function<void(bool forward)>;
    using Failed = std::function<void(const QString& message)>;

    ProjectEditCommand(const QString& text, Apply apply, Failed failed);

    void redo() override;
    void undo() override;

private:
    void run(bool forward);

    Apply m_apply;
    Failed m_failed;
};

} // namespace fw::app
