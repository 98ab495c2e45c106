#include "remote/knownhosts.h"

#include "remote/remoteerror.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageAuthenticationCode>
#include <QSaveFile>

namespace fw::core {

namespace {

// OpenSSH's HashKnownHosts form: |1|base64(salt)|base64(HMAC-SHA1(salt, host)).
bool hashedMatch(const QByteArray& pattern, const QByteArray& host)
{
    const QList<QByteArray> parts = pattern.split('|');
    if (parts.size() != 4 || !parts[0].isEmpty() || parts[1] != "1")
        return false;
    const QByteArray salt = QByteArray::fromBase64(parts[2]);
    return QMessageAuthenticationCode::hash(host, salt, QCryptographicHash::Sha1) == QByteArray::fromBase64(parts[3]);
}

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
