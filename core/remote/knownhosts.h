#pragma once

#include "remote/hostkey.h"

#include <QCoreApplication>
#include <QString>

namespace fw::core {

// Writes to an OpenSSH known_hosts file; reading it is libssh's job during the connection.
class KnownHosts
{
    Q_DECLARE_TR_FUNCTIONS(KnownHosts)

public:
    explicit KnownHosts(QString path) : m_path(std::move(path)) {}

    const QString& path() const { return m_path; }
    // Adds the key of an Unknown host. Throws RemoteError when the file cannot be written.
    void trust(const HostKey& key) const;
    // The explicit re-trust of a Changed or OtherType key: every line for that host, hashed or not, is removed
    // and the presented key added, in one atomic replacement of the file.
    void replace(const HostKey& key) const;

private:
    void write(const HostKey& key, bool removeOld) const;

    QString m_path;
};

} // namespace fw::core
