// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QStringList>
#include <atomic>
#include <functional>
#include <optional>

namespace fw::core {

class JobTransport;

// What became of a job.
struct JobOutcome
{
    enum class Ending
    {
        Exited,
        Cancelled,
        ConnectionLost
    };

    Ending ending = Ending::Exited;
    int exitStatus = -1;
    QByteArray output;                // all of stdout, as received
    QByteArray errorTail;             // the last part of stderr, for messages
    std::optional<qint64> slurmJobId; // srun: the Slurm job its ranks ran in, as rank 0 reported it
    QString lostReason;               // ConnectionLost: why, when the transport knows
};

// Runs one launcher command (mpirun, srun or the agent itself) as a job: in its own session and process group,
// so cancelling stops every process it started, and with stdout split into lines as they arrive. A job under srun
// is also cancelled in Slurm (`scancel`), once rank 0 has reported its job id.
class JobRunner
{
public:
    using LineHandler = std::function<void(const QByteArray& line)>;

    JobRunner(JobTransport& transport, const std::atomic_bool& cancel) : m_transport(transport), m_cancel(cancel) {}

    // The shell line that runs `argv` as a job; it reports the process group on stderr first.
    static QString wrap(const QStringList& argv);
    // What srun runs before each rank's program (`sh -c SCRIPT fw-rank PROGRAM ARGS...`): rank 0 reports the Slurm
    // job on stderr, which is how cancel finds the job to `scancel`.
    static QString slurmRankScript();
    // Runs `argv`; `onLine` gets each complete stdout line without its newline.
    JobOutcome run(const QStringList& argv, const LineHandler& onLine);

private:
    JobTransport& m_transport;
    const std::atomic_bool& m_cancel;
};

} // namespace fw::core
