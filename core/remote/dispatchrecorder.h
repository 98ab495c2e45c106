// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/dispatchresult.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <optional>

class QTimer;

namespace fw::core {

class ProjectFile;

// Streams one dispatch into the project as it runs: the one way the Benchmarks page and `fabric-workbench run`
// store a dispatch. It lives on the thread that owns the project and is fed the job's signals: begin() at
// DispatchJob::agentStarting, append() for every line, finish() with the result.
//
// begin() writes the dispatch's row, which reads "interrupted" until finish() gives it its outcome, so a crash, a
// kill -9 or a power loss leaves an interrupted dispatch without any code running then. Lines are committed in
// batches: at once when the last commit is at least the batch interval old, otherwise when the interval has passed
// (a timer on this thread), so a fast stream costs at most one transaction per interval. linesStored() hands the
// lines on only after their batch is committed: what a reader shows or prints of the stream is on disk.
//
// Without a writable project, after detach(), or once a write has failed (storageFailed() says so once, and what
// was committed before stays), lines are handed on at once and not stored.
class DispatchRecorder final : public QObject
{
    Q_OBJECT

public:
    static constexpr int kBatchIntervalMs = 1000;

    // `project` may be null or read-only: then nothing is stored.
    DispatchRecorder(ProjectFile* project, std::optional<qint64> profileId, std::optional<qint64> candidateId,
                     QObject* parent = nullptr);

    // The longest a line waits for its batch; kBatchIntervalMs unless set.
    void setBatchInterval(int milliseconds) { m_intervalMs = milliseconds; }

    void begin(const DispatchResult& provenance);
    void append(const QByteArray& line);
    // Commits the lines that wait now, and hands them on.
    void flush();
    // The outcome and the whole stream (DispatchRunRepository::finish); a dispatch that never reached begin() is
    // stored whole when it has data, as before streaming. Hands on the lines that still wait. Returns the stored
    // dispatch's id; none when nothing is stored, or when the end could not be written (storageFailed() says why).
    std::optional<qint64> finish(const DispatchResult& result);
    // The project is closing while the run goes on: nothing is written any more, and what was committed stays,
    // reading interrupted. Call it before the project is destroyed, or instead of touching it once it is.
    void detach();

    // The dispatch's row once begin() has written it.
    std::optional<qint64> id() const { return m_id; }

signals:
    // Lines of the stream in the order they arrived, each once: committed, or never to be stored.
    void linesStored(const QList<QByteArray>& lines);
    // A write failed: the message names the file and says what is kept.
    void storageFailed(const QString& message);

private:
    bool storing() const;
    void release();

    ProjectFile* m_project;
    std::optional<qint64> m_profileId;
    std::optional<qint64> m_candidateId;
    std::optional<qint64> m_id;
    bool m_failed = false;
    int m_intervalMs = kBatchIntervalMs;
    QList<QByteArray> m_pending;
    QElapsedTimer m_sinceCommit;
    QTimer* m_timer;
};

} // namespace fw::core
