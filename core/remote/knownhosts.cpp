// SPDX-License-Identifier: Apache-2.0
#include "remote/knownhosts.h"

#include "remote/remoteerror.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageAuthenticationCode>
#include <QSaveFile>
#include <optional>
#include <utility>

namespace fw::core {

namespace {

// OpenSSH's HashKnownHosts form: |1|base64(salt)|base64(HMAC-SHA1(salt, host)). Empty when `hashed` is damaged.
std::optional<std::pair<QByteArray, QByteArray>> saltAndHash(const QByteArray& hashed)
{
    const QList<QByteArray> parts = hashed.split('|');
    if (parts.size() != 4 || !parts[0].isEmpty() || parts[1] != "1")
        return std::nullopt;
    const auto salt = QByteArray::fromBase64Encoding(parts[2], QByteArray::AbortOnBase64DecodingErrors);
    const auto hash = QByteArray::fromBase64Encoding(parts[3], QByteArray::AbortOnBase64DecodingErrors);
    if (!salt || !hash || salt.decoded.isEmpty() || hash.decoded.size() != 20)
        return std::nullopt;
    return std::pair(*salt, *hash);
}

bool hashedMatch(const QByteArray& hashed, const QByteArray& host)
{
    const auto parts = saltAndHash(hashed);
    return parts && QMessageAuthenticationCode::hash(host, parts->first, QCryptographicHash::Sha1) == parts->second;
}

// OpenSSH's match_pattern: '*' stands for any run of characters, '?' for any one.
bool wildcardMatch(QByteArrayView text, QByteArrayView pattern)
{
    qsizetype t = 0;
    qsizetype p = 0;
    qsizetype star = -1;
    qsizetype resume = 0;
    while (t < text.size()) {
        if (p < pattern.size() && (pattern[p] == '?' || pattern[p] == text[t])) {
            ++t;
            ++p;
        } else if (p < pattern.size() && pattern[p] == '*') {
            star = p++;
            resume = t;
        } else if (star >= 0) {
            p = star + 1;
            t = ++resume;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern[p] == '*')
        ++p;
    return p == pattern.size();
}

// The key type a key blob names in its first field (an SSH string: 32-bit big-endian length, then the bytes).
QByteArray blobType(const QByteArray& blob)
{
    if (blob.size() < 4)
        return {};
    const auto length = (quint32(quint8(blob[0])) << 24) | (quint32(quint8(blob[1])) << 16) |
                        (quint32(quint8(blob[2])) << 8) | quint32(quint8(blob[3]));
    if (length > quint32(blob.size() - 4))
        return {};
    return blob.mid(4, qsizetype(length));
}

// For the re-trust: the lines written for exactly this host, plain or hashed, markers aside.
bool lineNamesHost(const QByteArray& line, const QByteArray& host)
{
    const QByteArray trimmed = line.trimmed();
    if (trimmed.isEmpty() || trimmed.startsWith('#'))
        return false;
    QList<QByteArray> fields = trimmed.simplified().split(' ');
    // "@cert-authority" and "@revoked" markers precede the host field; such lines are policy, not a trusted key.
    if (fields.constFirst().startsWith('@'))
        return false;
    for (const QByteArray& pattern : fields.constFirst().split(',')) {
        if (pattern == host || hashedMatch(pattern, host))
            return true;
    }
    return false;
}

} // namespace

bool KnownHostsEntry::names(const QString& host) const
{
    const QByteArray name = host.toLower().toUtf8();
    if (hosts.startsWith('|'))
        return hashedMatch(hosts, name);
    bool positive = false;
    for (const QByteArray& pattern : hosts.toLower().split(',')) {
        const bool negated = pattern.startsWith('!');
        if (wildcardMatch(name, negated ? QByteArrayView(pattern).sliced(1) : QByteArrayView(pattern))) {
            if (negated)
                return false;
            positive = true;
        }
    }
    return positive;
}

void KnownHostsReader::parse(const QByteArray& text, const QString& file)
{
    int number = 0;
    for (const QByteArray& raw : text.split('\n')) {
        ++number;
        const QByteArray line = raw.simplified();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const auto skip = [&](const QString& why) {
            m_skipped << tr("%1, line %2: %3").arg(file, QString::number(number), why);
        };
        QList<QByteArray> fields = line.split(' ');
        KnownHostsEntry entry;
        entry.file = file;
        entry.line = number;
        if (fields.constFirst().startsWith('@')) {
            const QByteArray marker = fields.takeFirst();
            if (marker == "@cert-authority") {
                entry.marker = KnownHostsEntry::Marker::CertAuthority;
            } else if (marker == "@revoked") {
                entry.marker = KnownHostsEntry::Marker::Revoked;
            } else {
                skip(tr("unknown marker %1").arg(QString::fromUtf8(marker)));
                continue;
            }
        }
        if (fields.size() < 3) {
            skip(tr("a host, a key type and a key are expected"));
            continue;
        }
        entry.hosts = fields[0];
        entry.keyType = fields[1];
        if (entry.hosts.startsWith('|') && !saltAndHash(entry.hosts)) {
            skip(tr("the hashed host name is damaged"));
            continue;
        }
        const auto key = QByteArray::fromBase64Encoding(fields[2], QByteArray::AbortOnBase64DecodingErrors);
        if (!key || blobType(*key) != entry.keyType) {
            skip(tr("the %1 key is damaged").arg(QString::fromUtf8(entry.keyType)));
            continue;
        }
        entry.key = *key;
        m_entries << entry;
    }
}

void KnownHostsReader::read(const QString& path)
{
    QFile file(path);
    if (!file.exists())
        return;
    if (!file.open(QIODevice::ReadOnly)) {
        m_skipped << tr("%1 cannot be read: %2").arg(path, file.errorString());
        return;
    }
    parse(file.readAll(), path);
}

const KnownHostsEntry* KnownHostsReader::find(const QString& host, KnownHostsEntry::Marker marker,
                                              const QByteArray& key) const
{
    for (const KnownHostsEntry& entry : m_entries) {
        if (entry.marker == marker && (key.isEmpty() || entry.key == key) && entry.names(host))
            return &entry;
    }
    return nullptr;
}

void KnownHosts::trust(const HostKey& key) const
{
    write(key, false);
}

void KnownHosts::replace(const HostKey& key) const
{
    write(key, true);
}

void KnownHosts::write(const HostKey& key, bool removeOld) const
{
    if (key.status == HostKey::Status::Revoked)
        throw RemoteError(tr("The %1 key of %2 is revoked in %3, line %4, and cannot be trusted.")
                              .arg(key.type, key.host, key.markerFile, QString::number(key.markerLine)));
    QByteArray contents;
    QFile existing(m_path);
    if (existing.exists()) {
        if (!existing.open(QIODevice::ReadOnly))
            throw RemoteError(tr("Cannot read %1: %2").arg(m_path, existing.errorString()));
        contents = existing.readAll();
    }
    QByteArray kept;
    const QByteArray host = key.host.toUtf8();
    for (const QByteArray& line : contents.split('\n')) {
        if (line.isEmpty() || (removeOld && lineNamesHost(line, host)))
            continue;
        kept += line + '\n';
    }
    kept += key.knownHostsEntry.trimmed().toUtf8() + '\n';

    // The folder is private like ~/.ssh: the file says which hosts this user reaches.
    const QFileInfo info(m_path);
    if (!QDir().mkpath(info.absolutePath()))
        throw RemoteError(tr("Cannot create the folder of %1.").arg(m_path));
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly) || file.write(kept) != kept.size() || !file.commit())
        throw RemoteError(tr("Cannot write %1: %2").arg(m_path, file.errorString()));
    QFile::setPermissions(m_path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
}

} // namespace fw::core
