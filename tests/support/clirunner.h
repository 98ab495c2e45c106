// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "processrun.h"

#include <QJsonDocument>
#include <QString>
#include <QStringList>

// Runs the real fabric-workbench binary as a user or a script would: no display, and the environment mpirun needs
// to start ranks here as root (CI runs as root). Its messages follow the system language: English unless `lang`
// (a LANG value) says otherwise, whatever the machine running the tests is set to.
namespace clitest {

struct Result
{
    int exitCode = -1; // -1 when it did not finish by itself
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

inline Result workbench(const QStringList& arguments, const QString& lang = QStringLiteral("C.UTF-8"))
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LC_NUMERIC", "LANGUAGE"})
        environment.remove(QString::fromLatin1(name));
    environment.insert(QStringLiteral("LANG"), lang);
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("QT_QPA_PLATFORM")); // the command line needs no platform at all
    environment.insert(QStringLiteral("OMPI_ALLOW_RUN_AS_ROOT"), QStringLiteral("1"));
    environment.insert(QStringLiteral("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"), QStringLiteral("1"));
    const testsupport::ProcessResult run =
        testsupport::runProcess(QStringLiteral(FW_WORKBENCH), arguments, environment);
    return {run.finished ? run.exitCode : -1, QString::fromUtf8(run.out), QString::fromUtf8(run.err)};
}

} // namespace clitest
