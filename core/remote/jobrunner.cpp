// SPDX-License-Identifier: Apache-2.0
#include "remote/jobrunner.h"

#include "remote/jobtransport.h"
#include "remote/remotelog.h"
#include "remote/shellquote.h"

#include <QElapsedTimer>
#include <csignal>
#include <optional>

namespace fw::core {

namespace {

constexpr QByteArrayView kGroupMarker = "fw-job-pgid ";
constexpr QByteArrayView kSlurmJobMarker = "fw-slurm-job ";
constexpr qsizetype kErrorTail = 64 * 1024;
// mpirun needs a moment after SIGTERM to take its ranks down; after that, SIGKILL for whatever is left.
constexpr qint64 kTermGraceMs = 5000;

} // namespace

QString JobRunner::wrap(const QStringList& argv)
{
    // setsid makes the job a session and process group of its own, whose id is the inner shell's $$; -w keeps
    // the exit status. `exec` leaves no login shell between sshd and the job.
    return QStringLiteral("exec setsid -w sh -c 'printf \"%1%s\\n\" \"$$\" >&2; exec \"$@\"' fw-job ")
               .arg(QString::fromLatin1(kGroupMarker)) +
           shell::join(argv);
}

QString JobRunner::slurmRankScript()
{
    return QStringLiteral("[ \"${SLURM_PROCID:-0}\" = 0 ] && printf '%1%s\\n' \"$SLURM_JOB_ID\" >&2; exec \"$@\"")
        .arg(QString::fromLatin1(kSlurmJobMarker));
}

JobOutcome JobRunner::run(const QStringList& argv, const LineHandler& onLine)
{
    JobOutcome outcome;
    QByteArray pending;
    QByteArray errorHead;
    QByteArray errorLine; // stderr since its last newline, for the Slurm job marker
    bool slurmCancelled = false;
    std::optional<qint64> group;
    bool cancelling = false;
    QElapsedTimer sinceTerm;

    const auto out = [&](QByteArrayView data) {
        outcome.output += data;
        pending += data;
        qsizetype start = 0;
        for (qsizetype newline = pending.indexOf('\n'); newline >= 0; newline = pending.indexOf('\n', start)) {
            if (onLine)
                onLine(pending.mid(start, newline - start));
            start = newline + 1;
        }
        pending.remove(0, start);
    };
    const auto err = [&](QByteArrayView data) {
        errorLine += data;
        for (qsizetype newline = errorLine.indexOf('\n'); newline >= 0; newline = errorLine.indexOf('\n')) {
            const QByteArray line = errorLine.left(newline);
            if (line.startsWith(kSlurmJobMarker) && !outcome.slurmJobId) {
                bool ok = false;
                const qint64 id = line.mid(kSlurmJobMarker.size()).toLongLong(&ok);
                if (ok && id > 0)
                    outcome.slurmJobId = id;
            }
            errorLine.remove(0, newline + 1);
        }
        if (!group) {
            // The marker is the job's first stderr line; keep collecting until it is complete.
            errorHead += data;
            const qsizetype newline = errorHead.indexOf('\n');
            if (newline < 0)
                return;
            const QByteArray first = errorHead.left(newline);
            if (first.startsWith(kGroupMarker))
                group = first.mid(kGroupMarker.size()).toLongLong();
            else
                group = 0; // not started as a job (setsid missing?): the message stays in the tail
            outcome.errorTail += QByteArrayView(errorHead).sliced(first.startsWith(kGroupMarker) ? newline + 1 : 0);
            errorHead.clear();
        } else {
            outcome.errorTail += data;
        }
        if (outcome.errorTail.size() > kErrorTail)
            outcome.errorTail = outcome.errorTail.right(kErrorTail);
    };
    const auto idle = [&] {
        if (!m_cancel.load())
            return;
        // srun's ranks belong to Slurm, not to the process group: the job is cancelled there.
        if (outcome.slurmJobId && !slurmCancelled) {
            slurmCancelled = true;
            qCDebug(lcDispatch) << "cancelling Slurm job" << *outcome.slurmJobId;
            m_transport.exec(shell::join({QStringLiteral("scancel"), QString::number(*outcome.slurmJobId)}), {}, {},
                             {});
        }
        if (!group || *group <= 0)
            return;
        if (!cancelling) {
            cancelling = true;
            sinceTerm.start();
            m_transport.signalGroup(*group, SIGTERM);
        } else if (sinceTerm.isValid() && sinceTerm.elapsed() > kTermGraceMs) {
            sinceTerm.invalidate();
            m_transport.signalGroup(*group, SIGKILL);
        }
    };

    qCDebug(lcDispatch) << "running" << shell::join(argv);
    const CommandExit exit = m_transport.exec(wrap(argv), out, err, idle);
    outcome.errorTail += errorHead;
    // A last line without its newline is still data the agent wrote.
    if (!pending.isEmpty() && onLine)
        onLine(pending);
    outcome.exitStatus = exit.status;
    outcome.lostReason = exit.reason;
    if (cancelling)
        outcome.ending = JobOutcome::Ending::Cancelled;
    else if (exit.connectionLost)
        outcome.ending = JobOutcome::Ending::ConnectionLost;
    if (outcome.ending == JobOutcome::Ending::ConnectionLost)
        qCWarning(lcDispatch) << "the connection was lost while running" << shell::join(argv) << exit.reason;
    else
        qCDebug(lcDispatch) << (cancelling ? "cancelled, exit status" : "exit status") << exit.status << "after"
                            << outcome.output.size() << "bytes of output:" << shell::join(argv);
    return outcome;
}

} // namespace fw::core
