// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "common/logimport.h"
#include "domain/benchmarkrun.h"

#include <QFutureWatcher>
#include <QObject>
#include <QStringList>
#include <functional>
#include <optional>
#include <stop_token>

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

class ProjectContext;

// Imports benchmark logs one file after another: each file is read and stored off the GUI thread, through a
// connection of its own to the project, in one transaction while it is parsed (so a large log is never held whole,
// BenchmarkRunRepository::import). A file that fails leaves nothing behind and does not stop the others. Each stored
// file is an entry on the project's undo stack like every other edit: undo deletes its runs (with what was frozen
// with them), redo brings them back.
class ImportController final : public QObject
{
    Q_OBJECT

public:
    // The context's project is asked again before each file, and closing it (or opening another) stops the file being
    // read, with nothing of it stored, so the import ends cleanly.
    explicit ImportController(ProjectContext& context, QObject* parent = nullptr);
    ~ImportController() override;

    // Queues `paths`; their runs are attached to `candidateId` (none: unassigned) and tagged with `source` (none:
    // what the format implies). Files queued while an import runs keep their own choices.
    // With `salvage`, result rows that cannot be read are skipped and listed on their run instead of refusing the file.
    void start(const QStringList& paths, std::optional<qint64> candidateId, std::optional<core::RunSource> source,
               bool salvage = false);
    // Stops the file being parsed now (nothing of it is stored) and skips the files not yet started.
    void cancel();
    bool isRunning() const { return m_running; }

signals:
    void fileImported(const QString& path, const QList<qint64>& runIds, const QString& description);
    // `rowError`: the file was refused for a result row that cannot be read, or because its run failed; salvaging
    // would import the rest, or keep the failed run as a failed attempt.
    void fileFailed(const QString& path, const QString& message, bool rowError);
    void finished(int imported, int failed);
    // Undoing or redoing an import failed (the file could not be written); nothing changed.
    void editFailed(const QString& message);

private:
    struct Job
    {
        QString path;
        std::optional<qint64> candidateId;
        std::optional<core::RunSource> source;
        bool salvage = false;
    };

    void next();
    void parsed();
    // Puts the stored file on the undo stack.
    void pushUndo(const QString& path, const QList<qint64>& ids);

    ProjectContext& m_context;
    QString m_projectPath;
    QFutureWatcher<LogImport> m_watcher;
    QList<Job> m_queue;
    Job m_current;
    bool m_running = false;
    bool m_cancelled = false;
    std::stop_source m_stop; // of the file being parsed
    int m_imported = 0;
    int m_failed = 0;
};

} // namespace fw::app
