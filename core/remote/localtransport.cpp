// SPDX-License-Identifier: Apache-2.0
#include "remote/localtransport.h"

#include <QProcess>
#include <csignal>

namespace fw::core {

CommandExit LocalTransport::exec(const QString& commandLine, const Sink& out, const Sink& err,
                                 const std::function<void()>& idle)
{
    QProcess process;
    process.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), commandLine});
    CommandExit result;
    if (!process.waitForStarted())
        return result;
    const auto drain = [&] {
        const QByteArray errBytes = process.readAllStandardError();
        if (!errBytes.isEmpty() && err)
            err(errBytes);
        const QByteArray outBytes = process.readAllStandardOutput();
        if (!outBytes.isEmpty() && out)
            out(outBytes);
    };
    while (process.state() != QProcess::NotRunning) {
        process.waitForReadyRead(100);
        drain();
        if (idle)
            idle();
    }
    drain();
    result.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : 128 + SIGKILL;
    return result;
}

void LocalTransport::signalGroup(qint64 processGroup, int signal)
{
    if (processGroup > 1)
        ::kill(pid_t(-processGroup), signal);
}

} // namespace fw::core
