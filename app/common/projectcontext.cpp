// SPDX-License-Identifier: Apache-2.0
#include "common/projectcontext.h"

#include "storage/projectfile.h"

#include <QDir>
#include <QUndoStack>

namespace fw::app {

ProjectContext::ProjectContext(QObject* parent) : QObject(parent), m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::indexChanged, this, &ProjectContext::edited);
}

void ProjectContext::notifyEdited()
{
    if (m_project)
        emit edited();
}

void ProjectContext::announceWritten(const QString& path)
{
    emit announced(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
}

bool ProjectContext::isEditable() const
{
    return m_project && !m_project->isReadOnly();
}

void ProjectContext::setProject(core::ProjectFile* project)
{
    m_undoStack->clear();
    m_project = project;
    emit changed();
}

} // namespace fw::app
