// SPDX-License-Identifier: Apache-2.0
#include "remote/sshsession.h"

#include "remote/remoteerror.h"
#include "remote/shellquote.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QLoggingCategory>
#include <fcntl.h>
#include <libssh/libssh.h>
#include <libssh/sftp.h>
#include <memory>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>

Q_LOGGING_CATEGORY(lcSsh, "fw.remote.ssh", QtInfoMsg)

namespace fw::core {

namespace {

constexpr int kChunk = 64 * 1024;
constexpr long kConnectTimeoutSeconds = 20;

struct KeyFree
{
    void operator()(ssh_key key) const { ssh_key_free(key); }
};
using KeyPtr = std::unique_ptr<ssh_key_struct, KeyFree>;

struct ChannelFree
{
    void operator()(ssh_channel channel) const
    {
        ssh_channel_close(channel);
        ssh_channel_free(channel);
    }
};
using ChannelPtr = std::unique_ptr<ssh_channel_struct, ChannelFree>;

struct SftpFree
{
    void operator()(sftp_session sftp) const { sftp_free(sftp); }
};

QString takeString(char* text)
{
    const QString result = QString::fromUtf8(text);
    ssh_string_free_char(text);
    return result;
}

KeyPtr importKey(const QString& keyFile, const QString& passphrase)
{
    ssh_key key = nullptr;
    const QByteArray path = QFile::encodeName(keyFile);
    const QByteArray secret = passphrase.toUtf8();
    if (ssh_pki_import_privkey_file(path.constData(), passphrase.isEmpty() ? nullptr : secret.constData(), nullptr,
                                    nullptr, &key) != SSH_OK)
        return nullptr;
    return KeyPtr(key);
}

// A dead peer, as OpenSSH's ServerAliveCountMax 2: the link is given up after two intervals without an answer.
constexpr int kKeepaliveCount = 2;

// The kernel gives up on the TCP connection when data it sent (the keepalive messages exec() sends, or its own
// probes on an idle link) stays unacknowledged for two intervals, instead of retrying for about a quarter of an hour.
void setKeepalive(socket_t fd, int seconds)
{
    const int on = 1;
    const int count = kKeepaliveCount;
    const unsigned userTimeoutMs = unsigned(kKeepaliveCount * seconds) * 1000U;
    setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, &on, sizeof on);
    setsockopt(fd, IPPROTO_TCP, TCP_KEEPIDLE, &seconds, sizeof seconds);
    setsockopt(fd, IPPROTO_TCP, TCP_KEEPINTVL, &seconds, sizeof seconds);
    setsockopt(fd, IPPROTO_TCP, TCP_KEEPCNT, &count, sizeof count);
    setsockopt(fd, IPPROTO_TCP, TCP_USER_TIMEOUT, &userTimeoutMs, sizeof userTimeoutMs);
}

} // namespace

SshSession::SshSession(ConnectionProfile profile, QString knownHostsPath, QString globalKnownHostsPath)
    : m_profile(std::move(profile)), m_knownHostsPath(std::move(knownHostsPath)),
      m_globalKnownHostsPath(std::move(globalKnownHostsPath))
{}

SshSession::~SshSession()
{
    if (m_session) {
        ssh_disconnect(m_session);
        ssh_free(m_session);
    }
}

QString SshSession::lastError() const
{
    return QString::fromUtf8(ssh_get_error(m_session));
}

void SshSession::fail(const QString& step) const
{
    throw RemoteError(tr("%1 on %2 failed: %3").arg(step, m_profile.destination(), lastError()));
}

HostKey SshSession::connect()
{
    Q_ASSERT(!m_session);
    m_session = ssh_new();
    if (!m_session)
        throw RemoteError(tr("Cannot start an SSH session (out of memory)."));
    const QByteArray host = m_profile.host.toUtf8();
    const QByteArray user = m_profile.user.toUtf8();
    const QByteArray knownHosts = QFile::encodeName(m_knownHostsPath);
    const QByteArray globalKnownHosts = QFile::encodeName(m_globalKnownHostsPath);
    const unsigned port = unsigned(m_profile.port);
    const long timeout = kConnectTimeoutSeconds;
    // The user's ~/.ssh/config is not read, so what the profile shows is what connects. Host keys are checked
    // against the user's known_hosts file and the global one, as OpenSSH does.
    const bool processConfig = false;
    ssh_options_set(m_session, SSH_OPTIONS_PROCESS_CONFIG, &processConfig);
    ssh_options_set(m_session, SSH_OPTIONS_HOST, host.constData());
    ssh_options_set(m_session, SSH_OPTIONS_PORT, &port);
    ssh_options_set(m_session, SSH_OPTIONS_USER, user.constData());
    ssh_options_set(m_session, SSH_OPTIONS_KNOWNHOSTS, knownHosts.constData());
    ssh_options_set(m_session, SSH_OPTIONS_GLOBAL_KNOWNHOSTS, globalKnownHosts.constData());
    ssh_options_set(m_session, SSH_OPTIONS_TIMEOUT, &timeout);
    if (!m_profile.jumpHost.isEmpty()) {
        // libssh has no ProxyJump of its own; OpenSSH's client does the hop, held to the same known_hosts files
        // and never prompting. libssh fills in %h and %p.
        QStringList jump = {QStringLiteral("ssh"),
                            QStringLiteral("-o"),
                            QStringLiteral("BatchMode=yes"),
                            QStringLiteral("-o"),
                            QStringLiteral("StrictHostKeyChecking=yes"),
                            QStringLiteral("-o"),
                            QStringLiteral("UserKnownHostsFile=") + m_knownHostsPath,
                            QStringLiteral("-o"),
                            QStringLiteral("GlobalKnownHostsFile=") + m_globalKnownHostsPath};
        if (m_profile.identity == Identity::KeyFile)
            jump << QStringLiteral("-i") << m_profile.keyFile;
        // The URI form carries an optional user and port in one argument: [user@]host[:port]. A chain "a,b" (a node
        // reached through the head, itself behind a jump host) hops through the earlier ones with -J.
        QStringList hops = m_profile.jumpHost.split(QLatin1Char(','), Qt::SkipEmptyParts);
        const QString last = hops.takeLast();
        if (!hops.isEmpty()) {
            for (QString& hop : hops)
                hop.prepend(QStringLiteral("ssh://"));
            jump << QStringLiteral("-J") << hops.join(QLatin1Char(','));
        }
        // The hop's own connection has the profile's keepalive too.
        jump << QStringLiteral("-o") << QStringLiteral("ServerAliveInterval=%1").arg(m_profile.keepaliveSeconds)
             << QStringLiteral("-o") << QStringLiteral("ServerAliveCountMax=%1").arg(kKeepaliveCount);
        jump << QStringLiteral("-W") << QStringLiteral("[%h]:%p") << QStringLiteral("ssh://") + last;
        const QByteArray command = shell::join(jump).toUtf8();
        ssh_options_set(m_session, SSH_OPTIONS_PROXYCOMMAND, command.constData());
    }
    if (ssh_connect(m_session) != SSH_OK)
        fail(tr("Connecting"));
    // Through a jump host the socket is a pipe to OpenSSH's client, which keeps that link alive itself.
    if (m_profile.jumpHost.isEmpty())
        setKeepalive(ssh_get_fd(m_session), m_profile.keepaliveSeconds);
    return checkHostKey();
}

HostKey SshSession::checkHostKey()
{
    Q_ASSERT(m_session);
    ssh_key serverKey = nullptr;
    if (ssh_get_server_publickey(m_session, &serverKey) != SSH_OK)
        fail(tr("Reading the host key"));
    const KeyPtr key(serverKey);
    unsigned char* hash = nullptr;
    size_t hashLength = 0;
    if (ssh_get_publickey_hash(key.get(), SSH_PUBLICKEY_HASH_SHA256, &hash, &hashLength) != SSH_OK)
        fail(tr("Hashing the host key"));
    HostKey result;
    result.fingerprint = takeString(ssh_get_fingerprint_hash(SSH_PUBLICKEY_HASH_SHA256, hash, hashLength));
    ssh_clean_pubkey_hash(&hash);
    result.type = QString::fromUtf8(ssh_key_type_to_char(ssh_key_type(key.get())));
    result.host =
        m_profile.port == 22 ? m_profile.host : QStringLiteral("[%1]:%2").arg(m_profile.host).arg(m_profile.port);
    char* entry = nullptr;
    if (ssh_session_export_known_hosts_entry(m_session, &entry) != SSH_OK)
        fail(tr("Reading the host key"));
    result.knownHostsEntry = takeString(entry);

    // libssh 0.10 skips "@revoked" and "@cert-authority" lines; they are read here, as OpenSSH reads them.
    char* blob = nullptr;
    if (ssh_pki_export_pubkey_base64(key.get(), &blob) != SSH_OK)
        fail(tr("Reading the host key"));
    const QByteArray keyBlob = QByteArray::fromBase64(takeString(blob).toLatin1());
    KnownHostsReader known;
    known.read(m_knownHostsPath);
    known.read(m_globalKnownHostsPath);
    for (const QString& skipped : known.skipped())
        qCWarning(lcSsh).noquote() << "known_hosts line skipped:" << skipped;
    const auto mark = [&](const KnownHostsEntry& line) {
        result.markerFile = line.file;
        result.markerLine = line.line;
    };
    if (const KnownHostsEntry* revoked = known.find(result.host, KnownHostsEntry::Marker::Revoked, keyBlob)) {
        result.status = HostKey::Status::Revoked;
        mark(*revoked);
        qCWarning(lcSsh) << "revoked host key of" << result.host << result.fingerprint;
        return result;
    }

    switch (ssh_session_is_known_server(m_session)) {
    case SSH_KNOWN_HOSTS_OK:
        result.status = HostKey::Status::Trusted;
        break;
    case SSH_KNOWN_HOSTS_CHANGED:
        result.status = HostKey::Status::Changed;
        break;
    case SSH_KNOWN_HOSTS_OTHER:
        result.status = HostKey::Status::OtherType;
        break;
    case SSH_KNOWN_HOSTS_UNKNOWN:
    case SSH_KNOWN_HOSTS_NOT_FOUND:
        result.status = HostKey::Status::Unknown;
        break;
    case SSH_KNOWN_HOSTS_ERROR:
        fail(tr("Checking %1 and %2").arg(m_knownHostsPath, m_globalKnownHostsPath));
    }
    // Only a host certificate signed by that authority would make the host trusted, and libssh 0.10 cannot check
    // one: the host stays Unknown, and the message says why.
    if (result.status == HostKey::Status::Unknown) {
        if (const KnownHostsEntry* authority = known.find(result.host, KnownHostsEntry::Marker::CertAuthority))
            mark(*authority);
    }
    qCDebug(lcSsh) << "host key of" << result.host << result.type << result.fingerprint << int(result.status);
    return result;
}

bool SshSession::responds()
{
    if (!m_session || !ssh_is_connected(m_session))
        return false;
    // A peer that closed the connection: the socket has hung up, or reads its end.
    pollfd socket{ssh_get_fd(m_session), POLLIN, 0};
    if (::poll(&socket, 1, 0) > 0 && (socket.revents & (POLLERR | POLLHUP | POLLNVAL)) != 0)
        return false;
    const ChannelPtr channel(ssh_channel_new(m_session));
    if (channel && ssh_channel_open_session(channel.get()) == SSH_OK)
        return true;
    qCDebug(lcSsh) << "the kept connection to" << m_profile.destination() << "is gone:" << lastError();
    return false;
}

void SshSession::authenticate(const QString& passphrase)
{
    Q_ASSERT(m_session);
    int rc = SSH_AUTH_ERROR;
    if (m_profile.identity == Identity::SshAgent) {
        if (qEnvironmentVariableIsEmpty("SSH_AUTH_SOCK"))
            throw RemoteError(tr("The connection to %1 uses ssh-agent, but no agent is running (SSH_AUTH_SOCK is "
                                 "not set).")
                                  .arg(m_profile.destination()));
        rc = ssh_userauth_agent(m_session, nullptr);
    } else {
        const KeyPtr key = importKey(m_profile.keyFile, passphrase);
        if (!key) {
            const QString reason = !QFileInfo(m_profile.keyFile).isReadable() ? tr("the file cannot be read")
                                   : passphrase.isEmpty()                     ? tr("it needs a passphrase")
                                                          : tr("the passphrase is wrong or the format unknown");
            throw RemoteError(tr("Cannot use the key file %1: %2.").arg(m_profile.keyFile, reason));
        }
        rc = ssh_userauth_publickey(m_session, nullptr, key.get());
    }
    if (rc == SSH_AUTH_ERROR)
        fail(tr("Authentication"));
    if (rc != SSH_AUTH_SUCCESS)
        throw RemoteError(
            tr("%1 refused the key of user %2 (%3).")
                .arg(m_profile.destination(), m_profile.user,
                     m_profile.identity == Identity::SshAgent ? tr("from ssh-agent") : m_profile.keyFile));
}

CommandExit SshSession::exec(const QString& commandLine, const Sink& out, const Sink& err,
                             const std::function<void()>& idle)
{
    Q_ASSERT(m_session);
    const ChannelPtr channel(ssh_channel_new(m_session));
    if (!channel || ssh_channel_open_session(channel.get()) != SSH_OK)
        fail(tr("Opening a channel"));
    const QByteArray command = commandLine.toUtf8();
    if (ssh_channel_request_exec(channel.get(), command.constData()) != SSH_OK)
        fail(tr("Starting a command"));

    CommandExit result;
    QByteArray buffer(kChunk, Qt::Uninitialized);
    // SSH's keepalive: an ignored message every interval gives the kernel data whose acknowledgement it waits for,
    // so a dead link is found while the command is silent too.
    QElapsedTimer sinceKeepalive;
    sinceKeepalive.start();
    for (;;) {
        if (sinceKeepalive.elapsed() >= qint64(m_profile.keepaliveSeconds) * 1000) {
            ssh_send_ignore(m_session, "keepalive");
            sinceKeepalive.restart();
        }
        const int errBytes = ssh_channel_read_nonblocking(channel.get(), buffer.data(), kChunk, 1);
        if (errBytes > 0 && err)
            err(QByteArrayView(buffer.constData(), errBytes));
        const int outBytes = ssh_channel_read_timeout(channel.get(), buffer.data(), kChunk, 0, 100);
        if (outBytes > 0 && out)
            out(QByteArrayView(buffer.constData(), outBytes));
        if (errBytes == SSH_ERROR || outBytes == SSH_ERROR || !ssh_is_connected(m_session)) {
            result.connectionLost = true;
            result.reason = lastError();
            return result;
        }
        if (idle)
            idle();
        if (errBytes <= 0 && outBytes <= 0 && ssh_channel_is_eof(channel.get()))
            break;
    }
    result.status = ssh_channel_get_exit_status(channel.get());
    // EOF without an exit status is what a killed sshd or a dropped link leaves behind.
    result.connectionLost = result.status < 0;
    return result;
}

QByteArray SshSession::run(const QString& commandLine)
{
    QByteArray out;
    QByteArray err;
    const CommandExit exit = exec(
        commandLine, [&](QByteArrayView data) { out += data; }, [&](QByteArrayView data) { err += data; }, {});
    if (exit.connectionLost)
        throw RemoteError(
            tr("The connection to %1 was lost while running: %2").arg(m_profile.destination(), commandLine));
    if (exit.status != 0)
        throw RemoteError(tr("%1 on %2 exited with status %3:\n%4")
                              .arg(commandLine, m_profile.destination())
                              .arg(exit.status)
                              .arg(QString::fromUtf8(err + out).trimmed()));
    return out;
}

void SshSession::signalGroup(qint64 processGroup, int signal)
{
    if (processGroup <= 1)
        return;
    // Numeric signals are POSIX for kill(1); after the signal a negative number is the group. No "--": dash, the
    // login shell /bin/sh gives a user made by useradd, refuses it ("Illegal number"), and the group went on.
    exec(QStringLiteral("kill -%1 -%2 2>/dev/null").arg(signal).arg(processGroup), {}, {}, {});
}

void SshSession::upload(const QByteArray& data, const QString& remotePath)
{
    Q_ASSERT(m_session);
    const std::unique_ptr<sftp_session_struct, SftpFree> sftp(sftp_new(m_session));
    if (!sftp || sftp_init(sftp.get()) != SSH_OK)
        fail(tr("Starting SFTP"));
    const QByteArray path = remotePath.toUtf8();
    sftp_file file = sftp_open(sftp.get(), path.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (!file)
        fail(tr("Creating %1").arg(remotePath));
    for (qsizetype offset = 0; offset < data.size();) {
        const auto length = std::min<qsizetype>(kChunk, data.size() - offset);
        const ssize_t written = sftp_write(file, data.constData() + offset, size_t(length));
        if (written <= 0) {
            sftp_close(file);
            fail(tr("Writing %1").arg(remotePath));
        }
        offset += written;
    }
    if (sftp_close(file) != SSH_NO_ERROR)
        fail(tr("Closing %1").arg(remotePath));
}

bool SshSession::keyNeedsPassphrase(const QString& keyFile)
{
    return QFileInfo(keyFile).isReadable() && !importKey(keyFile, {});
}

} // namespace fw::core
