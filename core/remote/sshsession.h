// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/connectionprofile.h"
#include "remote/hostkey.h"
#include "remote/jobtransport.h"
#include "remote/knownhosts.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <functional>

struct ssh_session_struct;

namespace fw::core {

// One SSH connection through libssh. Blocking, and bound to the thread that uses it: libssh sessions are not
// shared between threads, so each worker opens its own.
class SshSession final : public JobTransport
{
    Q_DECLARE_TR_FUNCTIONS(SshSession)

public:
    // `knownHostsPath` is the user's file, the one trust decisions write to; `globalKnownHostsPath` is read as well,
    // as OpenSSH reads its GlobalKnownHostsFile.
    SshSession(ConnectionProfile profile, QString knownHostsPath,
               QString globalKnownHostsPath = QString::fromLatin1(kGlobalKnownHostsPath));
    ~SshSession() override;
    SshSession(const SshSession&) = delete;
    SshSession& operator=(const SshSession&) = delete;

    // Opens the connection and compares the server's key with both known_hosts files: a key that a "@revoked" line
    // names for this host is Revoked, whatever else the files say. Nothing is sent to a server before its key is
    // Trusted. Throws RemoteError when the host cannot be reached.
    HostKey connect();
    // The check of connect() again on the open connection, with both known_hosts files read anew: a connection kept
    // between dispatches is used only while its host is still trusted.
    HostKey checkHostKey();
    // Whether the connection still answers: the socket is open and the server confirms a new channel (one round
    // trip, no remote process). False for a connection the server or the network has dropped.
    bool responds();
    // Public-key authentication through ssh-agent or the profile's key file; `passphrase` unlocks an
    // encrypted key file and is not kept. Throws RemoteError.
    void authenticate(const QString& passphrase = {});

    // Runs a command line in the remote user's shell on a channel of its own, so `idle` may run other commands
    // (signalGroup) meanwhile.
    CommandExit exec(const QString& commandLine, const Sink& out, const Sink& err,
                     const std::function<void()>& idle) override;
    void signalGroup(qint64 processGroup, int signal) override;
    // Runs a short command and returns its stdout; throws RemoteError with the output when it fails.
    QByteArray run(const QString& commandLine);
    // Writes `data` to `remotePath` over SFTP (mode 0644). Throws RemoteError.
    void upload(const QByteArray& data, const QString& remotePath);

    // True when the private key file cannot be read without a passphrase.
    static bool keyNeedsPassphrase(const QString& keyFile);
    const ConnectionProfile& profile() const { return m_profile; }

private:
    QString lastError() const;
    [[noreturn]] void fail(const QString& step) const;

    ConnectionProfile m_profile;
    QString m_knownHostsPath;
    QString m_globalKnownHostsPath;
    ssh_session_struct* m_session = nullptr;
};

} // namespace fw::core
