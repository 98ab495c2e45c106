// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "processrun.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

// The real fabric-agent in a test: started directly or under mpirun, its stdout read as JSON Lines.
namespace agenttest {

struct Run
{
    int exitCode = -1;
    QList<QJsonObject> events;
    QString problem; // why the stream is not well-formed JSON Lines; empty when it is
    QByteArray err;

    QList<QJsonObject> ofType(const QString& type) const
    {
        QList<QJsonObject> result;
        for (const QJsonObject& event : events) {
            if (event[QLatin1String("type")].toString() == type)
                result.append(event);
        }
        return result;
    }
    QJsonObject first(const QString& type) const { return ofType(type).value(0); }
};

// Every line a JSON object and the output ending in a newline; the events in order.
inline Run parseLines(const QByteArray& out)
{
    Run run;
    if (!out.endsWith('\n'))
        run.problem = QStringLiteral("stdout does not end with a newline");
    const QList<QByteArray> lines = out.split('\n');
    for (qsizetype i = 0; i + 1 < lines.size() && run.problem.isEmpty(); ++i) {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(lines[i], &error);
        if (error.error != QJsonParseError::NoError || !document.isObject())
            run.problem = QStringLiteral("line %1 is not a JSON object: %2")
                              .arg(i + 1)
                              .arg(QString::fromUtf8(lines[i].left(200)));
        else
            run.events.append(document.object());
    }
    return run;
}

// Waits for the process (killing it after `timeoutMs`) and reads what it wrote.
inline Run finish(QProcess& process, int timeoutMs)
{
    const testsupport::ProcessResult result = testsupport::finish(process, timeoutMs);
    if (!result.finished) {
        Run run;
        run.problem = QStringLiteral("the process did not finish normally");
        return run;
    }
    Run run = parseLines(result.out);
    run.exitCode = result.exitCode;
    run.err = result.err;
    return run;
}

// Starts `mpirun -np ranks AGENT args` as root if need be, with `env` entries ("NAME=value") added. Shared memory
// only, no binding: several ranks share CI's 2 cores, and pinning them would serialise them.
inline void startUnderMpirun(QProcess& process, const QString& mpirun, const QString& agent, int ranks,
                             const QStringList& args, const QStringList& env = {})
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("OMPI_ALLOW_RUN_AS_ROOT"), QStringLiteral("1"));
    environment.insert(QStringLiteral("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"), QStringLiteral("1"));
    for (const QString& entry : env)
        environment.insert(entry.section(u'=', 0, 0), entry.section(u'=', 1));
    process.setProcessEnvironment(environment);
    process.start(mpirun,
                  QStringList{QStringLiteral("--oversubscribe"), QStringLiteral("--bind-to"), QStringLiteral("none"),
                              QStringLiteral("--mca"), QStringLiteral("btl"), QStringLiteral("self,vader"),
                              QStringLiteral("-np"), QString::number(ranks), agent} +
                      args);
}

} // namespace agenttest
