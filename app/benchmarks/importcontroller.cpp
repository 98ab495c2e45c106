// SPDX-License-Identifier: Apache-2.0
#include "benchmarks/importcontroller.h"

#include "common/projectcontext.h"
#include "common/projecteditcommand.h"
#include "common/runtext.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QFileInfo>
#include <QPointer>
#include <QUndoStack>
#include <QtConcurrent>
#include <memory>
#include <optional>

namespace fw::app {

ImportController::ImportController(ProjectContext& context, QObject* parent) : QObject(parent), m_context(context)
{
    connect(&m_watcher, &QFutureWatcher<LogImport>::finished, this, &ImportController::parsed);
    // The file being read goes into the project it was started for, through the worker's own connection: once that
    // project is closed or replaced in the window, it stops instead.
    connect(&m_context, &ProjectContext::changed, this, [this] {
        const core::ProjectFile* project = m_context.project();
        if (m_running && (!project || project->path() != m_projectPath))
            m_stop.request_stop();
    });
}

ImportController::~ImportController()
{
    // A parse in flight reads only its own file; wait for it so it never outlives the watcher.
    m_watcher.waitForFinished();
}

void ImportController::start(const QStringList& paths, std::optional<qint64> candidateId,
                             std::optional<core::RunSource> source, bool salvage)
{
    for (const QString& path : paths)
        m_queue << Job{path, candidateId, source, salvage};
    if (m_running)
        return;
    core::ProjectFile* project = m_context.project();
    m_projectPath = project ? project->path() : QString();
    m_running = true;
    m_cancelled = false;
    m_imported = 0;
    m_failed = 0;
    next();
}

void ImportController::cancel()
{
    m_cancelled = true;
    m_stop.request_stop();
}

void ImportController::next()
{
    core::ProjectFile* project = m_context.project();
    if (m_cancelled || m_queue.isEmpty() || !project || project->path() != m_projectPath) {
        for (const Job& job : std::as_const(m_queue)) {
            ++m_failed;
            emit fileFailed(job.path,
                            tr("%1: not imported; the import was cancelled or the project was closed.")
                                .arg(QFileInfo(job.path).fileName()),
                            false);
        }
        m_queue.clear();
        m_running = false;
        emit finished(m_imported, m_failed);
        return;
    }
    m_current = m_queue.takeFirst();
    const core::ImportMode mode = m_current.salvage ? core::ImportMode::Salvage : core::ImportMode::Strict;
    m_stop = std::stop_source();
    m_watcher.setFuture(
        QtConcurrent::run([job = m_current, projectPath = m_projectPath, mode, stop = m_stop.get_token()] {
            // The worker's own connection: a connection belongs to the thread that opened it.
            std::unique_ptr<core::ProjectFile> own;
            try {
                own = core::ProjectFile::open(projectPath);
            } catch (const core::StorageError& error) {
                return LogImport{{}, error.message(), false, false};
            }
            return importLog(*own, job.path, job.candidateId, job.source, mode, stop);
        }));
}

void ImportController::parsed()
{
    const QString path = m_current.path;
    const LogImport result = m_watcher.result();
    if (!result.error.isEmpty()) {
        ++m_failed;
        emit fileFailed(path, result.error, result.rowError || result.runFailed);
        next();
        return;
    }
    QList<qint64> ids;
    QStringList lines;
    for (const core::BenchmarkRun& run : result.runs) {
        ids << run.id;
        lines << runtext::oneLine(run);
    }
    ++m_imported;
    pushUndo(path, ids);
    emit fileImported(path, ids, lines.join(QLatin1Char('\n')));
    next();
}

void ImportController::pushUndo(const QString& path, const QList<qint64>& ids)
{
    core::ProjectFile* project = m_context.project();
    // Stored in a project that is no longer open (it was closed as the file completed): nothing to undo here.
    if (!project || project->path() != m_projectPath || ids.isEmpty())
        return;
    // The runs are in the file already: the first redo (on push) finds nothing removed and leaves them; undo removes
    // them and keeps what it removed, which the next redo restores.
    auto removed = std::make_shared<std::optional<core::DeleteSnapshot>>();
    m_context.undoStack()->push(new ProjectEditCommand(
        tr("Import %1 (%n run(s))", nullptr, int(ids.size())).arg(QFileInfo(path).fileName()),
        [project, ids, removed](bool forward) {
            core::BenchmarkRunRepository runs(*project);
            if (!forward) {
                *removed = runs.remove(ids);
            } else if (*removed) {
                runs.restore(**removed);
                removed->reset();
            }
        },
        [self = QPointer<ImportController>(this)](const QString& message) {
            if (self)
                emit self->editFailed(message);
        }));
}

} // namespace fw::app
