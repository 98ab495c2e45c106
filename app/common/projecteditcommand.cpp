// SPDX-License-Identifier: Apache-2.0
#include "common/projecteditcommand.h"

#include "storage/storageerror.h"

namespace fw::app {

ProjectEditCommand::ProjectEditCommand(const QString& text, Apply apply, Failed failed)
    : QUndoCommand(text), m_apply(std::move(apply)), m_failed(std::move(failed))
{}

void ProjectEditCommand::redo()
{
    run(true);
}

void ProjectEditCommand::undo()
{
    run(false);
}

void ProjectEditCommand::run(bool forward)
{
    try {
        m_apply(forward);
    } catch (const core::StorageError& error) {
        setObsolete(true);
        m_failed(error.message());
    }
}

} // namespace fw::app
