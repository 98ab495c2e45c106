// SPDX-License-Identifier: Apache-2.0
#include "remote/agentdeployer.h"

#include "remote/agentbundle.h"
#include "remote/remotelog.h"
#include "remote/shellquote.h"
#include "remote/sshsession.h"

namespace fw::core {

namespace {

// Written last by a successful build: a folder without it holds an interrupted upload or a failed build.
const QString kBuiltMarker = QStringLiteral(".fw-built");
const QString kArchiveName = QStringLiteral("bundle.tar.gz");

QString cleanWorkDir(const QString& workDir)
{
    // "~/x" means the home folder, where remote shells and SFTP start anyway; a quoted "~" would not expand.
    QString dir = workDir.trimmed();
    if (dir == QLatin1String("~"))
        return QStringLiteral(".");
    if (dir.startsWith(QLatin1String("~/")))
        dir = dir.mid(2);
    while (dir.size() > 1 && dir.endsWith(QLatin1Char('/')))
        dir.chop(1);
    return dir;
}

// A script for `sh -c`, whatever the remote login shell is.
QString viaSh(const QString& script)
{
    return QStringLiteral("sh -c ") + shell::quote(script);
}

} // namespace

QString AgentDeployer::folder(const QString& workDir, const AgentBundle& bundle)
{
    return cleanWorkDir(workDir) + QLatin1Char('/') + bundle.folderName();
}

QString AgentDeployer::agentPath(const QString& workDir, const AgentBundle& bundle)
{
    return folder(workDir, bundle) + QStringLiteral("/build/fabric-agent");
}

AgentDeployer::Deployment AgentDeployer::deploy()
{
    const QString dir = shell::quote(folder(m_session.profile().workDir, m_bundle));
    Deployment result;
    result.agentPath = agentPath(m_session.profile().workDir, m_bundle);
    const QByteArray state = m_session.run(
        viaSh(QStringLiteral("mkdir -p %1 && cd %1 && if test -f %2 && test -x build/fabric-agent; then echo cached; "
                             "else rm -f %2; echo missing; fi")
                  .arg(dir, kBuiltMarker)));
    if (state.trimmed() == "cached") {
        result.cached = true;
        qCDebug(lcDeploy) << "reusing the agent deployed in" << dir << "on" << m_session.profile().destination();
        return result;
    }

    qCDebug(lcDeploy) << "uploading the agent bundle" << m_bundle.sha256() << "to" << dir << "on"
                      << m_session.profile().destination();
    m_session.upload(m_bundle.archive(),
                     folder(m_session.profile().workDir, m_bundle) + QLatin1Char('/') + kArchiveName);
    const QString script =
        QStringLiteral("cd %1 && rm -rf src build && mkdir src && tar xzf %2 -C src && "
                       "cmake -S %3 -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build --parallel 4 && "
                       "touch %4")
            .arg(dir, kArchiveName,
                 shell::quote(QStringLiteral("src/") + m_bundle.topFolder() + QStringLiteral("/remote-agent")),
                 kBuiltMarker);
    qCDebug(lcDeploy) << "building the agent:" << script;
    QByteArray log;
    const CommandExit exit = m_session.exec(viaSh(QStringLiteral("exec 2>&1; ") + script),
                                            [&](QByteArrayView data) { log += data; }, {}, {});
    if (exit.connectionLost) {
        qCWarning(lcDeploy) << "the connection to" << m_session.profile().destination()
                            << "was lost while building the agent";
        throw RemoteError(
            tr("The connection to %1 was lost while building the agent.").arg(m_session.profile().destination()));
    }
    if (exit.status != 0) {
        qCWarning(lcDeploy) << "building the agent on" << m_session.profile().destination() << "failed with status"
                            << exit.status;
        throw AgentBuildError(tr("Building the agent on %1 failed (exit status %2).")
                                  .arg(m_session.profile().destination())
                                  .arg(exit.status),
                              QString::fromUtf8(log));
    }
    qCDebug(lcDeploy) << "built the agent in" << dir;
    return result;
}

} // namespace fw::core
