// SPDX-License-Identifier: Apache-2.0
#include "remote/dispatchrecorder.h"

#include "remote/dispatchrunrepository.h"
#include "remote/remotelog.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QTimer>
#include <utility>

namespace fw::core {

DispatchRecorder::DispatchRecorder(ProjectFile* project, std::optional<qint64> profileId,
                                   std::optional<qint64> candidateId, QObject* parent)
    : QObject(parent), m_project(project && !project->isReadOnly() ? project : nullptr), m_profileId(profileId),
      m_candidateId(candidateId), m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &DispatchRecorder::flush);
}

bool DispatchRecorder::storing() const
{
    return m_project && m_id && !m_failed;
}

void DispatchRecorder::begin(const DispatchResult& provenance)
{
    if (!m_project || m_id)
        return;
    try {
        m_id = DispatchRunRepository(*m_project).begin(provenance, m_profileId, m_candidateId);
        m_sinceCommit.start();
        qCDebug(lcDispatch) << "recording dispatch" << *m_id << "in" << m_project->path();
    } catch (const StorageError& error) {
        m_failed = true;
        emit storageFailed(tr("The dispatch could not be stored as it started: %1 It runs on without being stored.")
                               .arg(error.message()));
    }
}

void DispatchRecorder::append(const QByteArray& line)
{
    m_pending << line;
    if (!storing()) {
        release();
        return;
    }
    const qint64 elapsed = m_sinceCommit.elapsed();
    if (elapsed >= m_intervalMs)
        flush();
    else if (!m_timer->isActive())
        m_timer->start(int(m_intervalMs - elapsed));
}

void DispatchRecorder::flush()
{
    m_timer->stop();
    if (m_pending.isEmpty())
        return;
    if (storing()) {
        QByteArray bytes;
        for (const QByteArray& line : std::as_const(m_pending))
            bytes += line + '\n';
        try {
            DispatchRunRepository(*m_project).appendStream(*m_id, bytes);
        } catch (const StorageError& error) {
            m_failed = true;
            emit storageFailed(tr("Storing the running dispatch stopped: %1 What was stored before is kept in the "
                                  "project and reads as interrupted; the run goes on without being stored.")
                                   .arg(error.message()));
        }
        m_sinceCommit.start();
    }
    release();
}

void DispatchRecorder::release()
{
    if (m_pending.isEmpty())
        return;
    emit linesStored(std::exchange(m_pending, {}));
}

std::optional<qint64> DispatchRecorder::finish(const DispatchResult& result)
{
    m_timer->stop();
    std::optional<qint64> stored;
    if (m_project && (m_id || result.hasData())) {
        try {
            // After a failed batch the end is still tried: it writes the whole stream, and the fault may have
            // passed (space freed, a lock released).
            if (m_id)
                DispatchRunRepository(*m_project).finish(*m_id, result);
            else
                m_id = DispatchRunRepository(*m_project).add(result, m_profileId, m_candidateId);
            stored = m_id;
        } catch (const StorageError& error) {
            emit storageFailed(
                m_id ? tr("The end of the dispatch could not be stored: %1 What was stored while it ran is kept and "
                          "reads as interrupted.")
                           .arg(error.message())
                     : tr("The dispatch could not be stored: %1").arg(error.message()));
        }
    }
    m_project = nullptr; // ended: nothing more is written
    release();
    return stored;
}

void DispatchRecorder::detach()
{
    m_timer->stop();
    m_project = nullptr;
    release();
}

} // namespace fw::core
