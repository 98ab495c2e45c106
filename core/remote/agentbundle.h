// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace fw::core {

// The agent's source bundle (remote-agent/, core/base/, cmake/, VERSION) as built into the app: the same
// reproducible tar.gz that packaging/ ships, so its hash names one exact set of sources.
class AgentBundle
{
    Q_DECLARE_TR_FUNCTIONS(AgentBundle)

public:
    // The bundle embedded in this build. Throws RemoteError when the resource is missing.
    static const AgentBundle& embedded();
    // Any archive laid out like the embedded one (tests build broken ones).
    explicit AgentBundle(QByteArray archive);

    const QByteArray& archive() const { return m_archive; }
    // Lowercase hex SHA-256 of the archive: the provenance of every run built from it.
    const QString& sha256() const { return m_sha256; }
    // The remote folder name: the hash's first 16 hex digits, short enough to read, long enough never to clash.
    QString folderName() const { return m_sha256.left(16); }
    // The archive's top folder, "fabric-agent-<version>".
    QString topFolder() const;

private:
    QByteArray m_archive;
    QString m_sha256;
};

} // namespace fw::core
