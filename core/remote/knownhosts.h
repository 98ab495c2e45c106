// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/hostkey.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace fw::core {

// The system-wide file OpenSSH reads besides the user's (its GlobalKnownHostsFile).
inline constexpr char kGlobalKnownHostsPath[] = "/etc/ssh/ssh_known_hosts";

// One key line of an OpenSSH known_hosts file (sshd(8), "SSH_KNOWN_HOSTS FILE FORMAT").
struct KnownHostsEntry
{
    enum class Marker
    {
        None,
        CertAuthority, // "@cert-authority": the key signs host certificates
        Revoked,       // "@revoked": the key is never accepted
    };

    Marker marker = Marker::None;
    QByteArray hosts;   // comma-separated patterns with * ? and !, or one hashed name "|1|salt|hash"
    QByteArray keyType; // "ssh-ed25519", "ecdsa-sha2-nistp256", ...
    QByteArray key;     // the decoded key blob
    QString file;
    int line = 0;

    // OpenSSH's test: `host` is "name" on port 22, else "[name]:port", compared without regard to case; a negated
    // pattern that matches excludes the host whatever the other patterns say.
    bool names(const QString& host) const;
};

// Reads known_hosts files as OpenSSH does: blank lines and comments are ignored, and a line OpenSSH cannot use
// (an unknown marker, a missing or damaged key) is skipped and reported in `skipped`.
class KnownHostsReader
{
    Q_DECLARE_TR_FUNCTIONS(KnownHostsReader)

public:
    // Adds the lines of `text`, read from `file` (the name is only for messages).
    void parse(const QByteArray& text, const QString& file);
    // Adds the lines of the file at `path`; a missing file adds nothing, an unreadable one is reported in `skipped`.
    void read(const QString& path);

    const QList<KnownHostsEntry>& entries() const { return m_entries; }
    // "file, line N: why" for each line that was skipped.
    const QStringList& skipped() const { return m_skipped; }
    // The first entry for `host` with `marker`, and with the key blob `key` unless that is empty; nullptr if none.
    const KnownHostsEntry* find(const QString& host, KnownHostsEntry::Marker marker, const QByteArray& key = {}) const;

private:
    QList<KnownHostsEntry> m_entries;
    QStringList m_skipped;
};

// Writes to the user's OpenSSH known_hosts file.
class KnownHosts
{
    Q_DECLARE_TR_FUNCTIONS(KnownHosts)

public:
    explicit KnownHosts(QString path) : m_path(std::move(path)) {}

    const QString& path() const { return m_path; }
    // Adds the key of an Unknown host. Throws RemoteError when the file cannot be written, or when the key is
    // Revoked: nothing trusts a revoked key.
    void trust(const HostKey& key) const;
    // The explicit re-trust of a Changed or OtherType key: every line for that host, hashed or not, is removed
    // and the presented key added, in one atomic replacement of the file.
    void replace(const HostKey& key) const;

private:
    void write(const HostKey& key, bool removeOld) const;

    QString m_path;
};

} // namespace fw::core
