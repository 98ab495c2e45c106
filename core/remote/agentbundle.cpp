// SPDX-License-Identifier: Apache-2.0
#include "remote/agentbundle.h"

#include "base/version.h"
#include "remote/remoteerror.h"

#include <QCryptographicHash>
#include <QFile>

namespace fw::core {

const AgentBundle& AgentBundle::embedded()
{
    static const AgentBundle bundle = [] {
        QFile file(QStringLiteral(":/fw/agent/fabric-agent.tar.gz"));
        if (!file.open(QIODevice::ReadOnly))
            throw RemoteError(tr("This build lacks the embedded agent bundle (%1).").arg(file.fileName()));
        return AgentBundle(file.readAll());
    }();
    return bundle;
}

AgentBundle::AgentBundle(QByteArray archive)
    : m_archive(std::move(archive)),
      m_sha256(QString::fromLatin1(QCryptographicHash::hash(m_archive, QCryptographicHash::Sha256).toHex()))
{}

QString AgentBundle::topFolder() const
{
    return QStringLiteral("fabric-agent-") + QString::fromStdString(std::string(fw::base::version()));
}

} // namespace fw::core
