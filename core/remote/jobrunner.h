#pragma once

#include <QByteArray>
#include <QStringList>
#include <atomic>
#include <functional>

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
    QByteArray output;    // all of stdout, as received
    QByteArray errorTail; // the last part of stderr, for messages
};

// Runs one launcher command (mpirun, srun or the agent itself) as a job: in its own session and process group,
// so cancelling stops every process it started, and with stdout split into lines as they arrive.
class JobRunner
{
public:
    using LineHandler = std::function<void(const QByteArray& line)>;

    JobRunner(JobTransport& transport, const std::atomic_bool& cancel) : m_transport(transport), m_cancel(cancel) {}

    // The shell line that runs `argv` as a job; it reports the process group on stderr first.
    static QString wrap(const QStringList& argv);
    // Runs `argv`; `onLine` gets each complete stdout line without its newline.
    JobOutcome run(const QStringList& argv, const LineHandler& onLine);

private:
    JobTransport& m_transport;
    const std::atomic_bool& m_cancel;
};

} // namespace fw::core
