// SPDX-License-Identifier: Apache-2.0
#include "common/projectcontext.h"

#include "storage/projectfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QPointer>
#include <QThread>
#include <QUndoStack>

namespace fw::app {

ProjectContext::ProjectContext(QObject* parent) : QObject(parent), m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::indexChanged, this, &ProjectContext::edited);
}

ProjectContext::~ProjectContext()
{
    if (m_queuesWrites)
        core::ProjectFile::setWaitHandler({});
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

void ProjectContext::queueWritesBehindOthers()
{
    m_queuesWrites = true;
    core::ProjectFile::setWaitHandler([context = QPointer<ProjectContext>(this)](const QString& message, int round) {
        if (QThread::currentThread() == qApp->thread())
            return false;
        if (round == 0) {
            QMetaObject::invokeMethod(qApp, [context, message] {
                if (context)
                    emit context->announced(message);
            });
        }
        return true;
    });
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
