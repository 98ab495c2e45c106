#pragma once

#include <QUndoCommand>
#include <functional>

namespace fw::app {

// One undoable edit of the cost model or the decision matrix. `apply(true)` makes the change in the project
// file and `apply(false)` takes it back; each is one transaction. When either fails, nothing changed: the
// command drops itself from the stack and `failed` tells the user why.
class CostDecisionEditCommand final : public QUndoCommand
{
public:
    using Apply = std::function<void(bool forward)>;
    using Failed = std::function<void(const QString& message)>;

    CostDecisionEditCommand(const QString& text, Apply apply, Failed failed);

    void redo() override;
    void undo() override;

private:
    void run(bool forward);

    Apply m_apply;
    Failed m_failed;
};

} // namespace fw::app
