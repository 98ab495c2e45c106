#pragma once

#include <QJsonDocument>
#include <QProcess>
#include <QString>
#include <QStringList>

// Runs the real fabric-workbench binary as a user or a script would: no display, and the environment mpirun needs
// to start ranks here as root (CI runs as root).
namespace clitest {

struct Result
{
    int exitCode = -1;
    QString out;
    QString err;

    // stdout as JSON (the --json output); a null document when it is not.
    QJsonDocument json() const { return QJsonDocument::fromJson(out.toUtf8()); }
    // For a failed check: everything the command said.
    QByteArray said() const
    {
        return QStringLiteral("exit %1\nstdout:\n%2\nstderr:\n%3").arg(exitCode).arg(out, err).toUtf8();
    }
};

inline Result workbench(const QStringList& arguments)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("QT_QPA_PLATFORM")); // the command line needs no platform at all
    environment.insert(QStringLiteral("OMPI_ALLOW_RUN_AS_ROOT"), QStringLiteral("1"));
    environment.insert(QStringLiteral("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"), QStringLiteral("1"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(FW_WORKBENCH), arguments);
    // A generous cap that only matters when the command hangs; a 2-rank run takes seconds.
    if (!process.waitForFinished(180000)) {
        process.kill();
        process.waitForFinished();
        return {-1, {}, QStringLiteral("did not finish: ") + process.errorString()};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}

} // namespace clitest
