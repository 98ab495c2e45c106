// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "processrun.h"
#include "remote/connectionprofile.h"

#include <QFile>
#include <QString>
#include <QStringList>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

// Key files with a passphrase and a connection that fails at once, for tests of the passphrase question: a job over
// unreachableProfile() asks for the passphrase, then ends at the connection, before any key is used.

// Writes an ed25519 key file encrypted with `passphrase` to `path`: a copy of the unencrypted key `from` when
// given (its public key stays the same), else a new key. Returns `path`, or an empty string when ssh-keygen failed.
inline QString encryptedKeyFile(const QString& path, const QString& passphrase, const QString& from = {})
{
    QStringList args = {QStringLiteral("-q"), QStringLiteral("-N"), passphrase, QStringLiteral("-f"), path};
    if (from.isEmpty()) {
        args << QStringLiteral("-t") << QStringLiteral("ed25519");
    } else {
        if (!QFile::copy(from, path) || !QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner))
            return {};
        args << QStringLiteral("-p") << QStringLiteral("-P") << QString();
    }
    if (!testsupport::runProcess(QStringLiteral("ssh-keygen"), args).succeeded())
        return {};
    return path;
}

// A local port that nothing listens on (one the system just handed out and took back): a connection to it is
// refused at once.
inline int refusedPort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    int port = 0;
    if (fd >= 0 && ::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    if (fd >= 0)
        ::close(fd);
    return port;
}

// An mpirun connection to a refused local port that logs in with `keyFile`.
inline fw::core::ConnectionProfile unreachableProfile(const QString& keyFile)
{
    fw::core::ConnectionProfile p;
    p.name = QStringLiteral("unreachable");
    p.launcher = fw::core::Launcher::Mpirun;
    p.host = QStringLiteral("127.0.0.1");
    p.port = refusedPort();
    p.user = QStringLiteral("me");
    p.identity = fw::core::Identity::KeyFile;
    p.keyFile = keyFile;
    p.nodes = {QStringLiteral("localhost")};
    return p;
}
