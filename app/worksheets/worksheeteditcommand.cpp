// SPDX-License-Identifier: Apache-2.0
#include "worksheets/worksheeteditcommand.h"

#include "storage/storageerror.h"

namespace fw::app {

WorksheetEditCommand::WorksheetEditCommand(const QString& text, Apply apply, Failure onFailure)
    : QUndoCommand(text), m_apply(std::move(apply)), m_onFailure(std::move(onFailure))
{}

void WorksheetEditCommand::redo()
{
    run(true);
}

void WorksheetEditCommand::undo()
{
    run(false);
}

void WorksheetEditCommand::run(bool redo)
{
    try {
        m_apply(redo);
    } catch (const core::StorageError& error) {
        setObsolete(true);
        m_onFailure(error.message());
    }
}

} // namespace fw::app
