// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/remoteerror.h"

#include <QCoreApplication>
#include <QString>

namespace fw::core {

class AgentBundle;
class SshSession;

// The remote build failed; log() is the compiler's and CMake's output, for the user to read.
class AgentBuildError : public RemoteError
{
public:
    AgentBuildError(const QString& message, QString log) : RemoteError(message), m_log(std::move(log)) {}
    const QString& log() const { return m_log; }

private:
    QString m_log;
};

// Puts a built agent on a cluster: uploads the source bundle over SFTP to <workdir>/<hash>/ and builds it there
// with the cluster's own CMake, compiler and MPI. A folder that already holds a finished build of the same hash
// is used as it is.
class AgentDeployer
{
    Q_DECLARE_TR_FUNCTIONS(AgentDeployer)

public:
    struct Deployment
    {
        QString agentPath; // as commands use it: relative to the remote home when the work folder is
        bool cached = false;
    };

    AgentDeployer(SshSession& session, const AgentBundle& bundle) : m_session(session), m_bundle(bundle) {}

    // The folder and program a deployment of this bundle uses, known before connecting (for the preview).
    static QString folder(const QString& workDir, const AgentBundle& bundle);
    static QString agentPath(const QString& workDir, const AgentBundle& bundle);

    // Throws AgentBuildError when the remote build fails, RemoteError for anything else.
    Deployment deploy();

private:
    SshSession& m_session;
    const AgentBundle& m_bundle;
};

} // namespace fw::core
