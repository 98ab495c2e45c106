#include "common/projectcontext.h"

#include "storage/projectfile.h"

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
