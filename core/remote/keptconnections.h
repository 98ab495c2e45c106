// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/connectionprofile.h"

#include <QSet>
#include <QString>
#include <memory>
#include <optional>

namespace fw::core {

class SshSession;

// SSH connections kept open between the dispatches of one connection profile, so that the next dispatch skips the
// TCP connect, the key exchange and authentication (docs/performance.md, "Dispatch"). A connection serves one job
// at a time: a dispatch takes it, and gives it back only when it ended without losing the connection. The host key
// is checked again against known_hosts on every reuse. A connection idle for longer than kIdleSeconds is closed the
// next time the pool is used; the process keeps at most kMaxKept. Thread-safe: dispatches run on worker threads.
class KeptConnections
{
public:
    static constexpr int kIdleSeconds = 600;
    static constexpr int kMaxKept = 8;

    struct Connection
    {
        std::unique_ptr<SshSession> session;
        QSet<QString> writtenFiles; // remote files (named by their content) this connection has written
    };

    // What makes two profiles share a connection: user, host, port, identity, key file, jump host, keepalive and
    // the known_hosts file.
    static QString key(const ConnectionProfile& profile, const QString& knownHostsPath);
    // A kept connection for `key`, or none.
    static std::optional<Connection> take(const QString& key);
    static void give(const QString& key, Connection connection);
    // Closes every kept connection.
    static void closeAll();
};

} // namespace fw::core
