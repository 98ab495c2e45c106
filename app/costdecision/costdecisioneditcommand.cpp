#include "costdecision/costdecisioneditcommand.h"

#include "storage/storageerror.h"

namespace fw::app {

CostDecisionEditCommand::CostDecisionEditCommand(const QString& text, Apply apply, Failed failed)
    : QUndoCommand(text), m_apply(std::move(apply)), m_failed(std::move(failed))
{}

void CostDecisionEditCommand::redo()
{
    run(true);
}

void CostDecisionEditCommand::undo()
{
    run(false);
}

void CostDecisionEditCommand::run(bool forward)
{
    try {
        m_apply(forward);
    } catch (const core::StorageError& error) {
        setObsolete(true);
        m_failed(error.message());
    }
}

} // namespace fw::app
