// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArrayView>
#include <QString>
#include <functional>

namespace fw::core {

// How a command ended.
struct CommandExit
{
    int status = -1;             // the exit status; -1 when none arrived
    bool connectionLost = false; // the connection broke before the command ended
    QString reason;              // why it broke, when the transport knows (e.g. "Socket error: Connection timed out")
};

// Where a job's command line runs: this computer's shell, or a remote one over SSH.
class JobTransport
{
public:
    using Sink = std::function<void(QByteArrayView)>;

    virtual ~JobTransport() = default;
    // Runs a POSIX shell command line, passing output as it arrives. `idle` runs about every 100 ms and whenever
    // output arrived; it may call signalGroup().
    virtual CommandExit exec(const QString& commandLine, const Sink& out, const Sink& err,
                             const std::function<void()>& idle) = 0;
    // Sends `signal` to every process of a process group; a group that is already gone is not an error.
    virtual void signalGroup(qint64 processGroup, int signal) = 0;
};

} // namespace fw::core
