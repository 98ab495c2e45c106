// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

// The one way a test runs a program to its end and reads what it wrote.
namespace testsupport {

struct ProcessResult
{
    bool finished = false; // ended by itself, not killed at the cap or by a signal
    int exitCode = -1;     // valid when finished
    QByteArray out;
    QByteArray err;

    bool succeeded() const { return finished && exitCode == 0; }
    // For a failed QVERIFY2: the exit and the end of stderr.
    QByteArray describe() const
    {
        return (finished ? "exit code " + QByteArray::number(exitCode) : QByteArray("did not finish")) + ": " +
               err.right(2000);
    }
};

// The default cap: far beyond any run on a loaded machine; it only ends a process that hangs.
inline constexpr int kProcessCapMs = 600000;

// Waits for a started process to end (killing it at the cap) and collects its exit and output.
inline ProcessResult finish(QProcess& process, int capMs = kProcessCapMs)
{
    ProcessResult result;
    if (!process.waitForFinished(capMs)) {
        process.kill();
        process.waitForFinished();
    } else {
        result.finished = process.exitStatus() == QProcess::NormalExit;
    }
    if (result.finished)
        result.exitCode = process.exitCode();
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

// Runs `program args` in `workingDir` (the current folder when empty) with `input` on stdin, to its end.
inline ProcessResult runProcess(const QString& program, const QStringList& args,
                                const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment(),
                                const QString& workingDir = {}, const QByteArray& input = {}, int capMs = kProcessCapMs)
{
    QProcess process;
    process.setProcessEnvironment(env);
    if (!workingDir.isEmpty())
        process.setWorkingDirectory(workingDir);
    process.start(program, args);
    if (!process.waitForStarted(capMs)) {
        ProcessResult result;
        result.err = process.errorString().toUtf8();
        return result;
    }
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    return finish(process, capMs);
}

} // namespace testsupport
