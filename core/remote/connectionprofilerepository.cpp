// SPDX-License-Identifier: Apache-2.0
#include "remote/connectionprofilerepository.h"

#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace fw::core {

namespace {

// Qt binds a null QString as SQL NULL; the text columns are NOT NULL.
QString text(const QString& value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

// Lists keep every element exactly, spaces and all, as a JSON array of strings.
QString listText(const QStringList& list)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(list)).toJson(QJsonDocument::Compact));
}

QStringList listFrom(const QString& json)
{
    QStringList result;
    for (const QJsonValue& value : QJsonDocument::fromJson(json.toUtf8()).array())
        result << value.toString();
    return result;
}

// The stored columns of a profile, in the order of kColumns.
const QString kColumns = QStringLiteral("candidate_id, name, launcher, host, port, user_name, identity, key_file, "
                                        "jump_host, work_dir, nodes, node_count, ranks_per_node, launcher_args, "
                                        "local_agent, keepalive_seconds, cluster_node, ask_before_run");

QVariantList columnValues(const ConnectionProfile& p)
{
    return {p.candidateId ? QVariant(*p.candidateId) : QVariant(),
            text(p.name),
            storageKey(p.launcher),
            text(p.host),
            p.port,
            text(p.user),
            storageKey(p.identity),
            text(p.keyFile),
            text(p.jumpHost),
            text(p.workDir),
            listText(p.nodes),
            p.nodeCount,
            p.ranksPerNode,
            listText(p.launcherArgs),
            text(p.localAgent),
            p.keepaliveSeconds,
            p.clusterNode ? 1 : 0,
            p.askBeforeRun ? 1 : 0};
}

} // namespace

QList<ConnectionProfile> ConnectionProfileRepository::all() const
{
    return select(QString(), {});
}

QList<ConnectionProfile> ConnectionProfileRepository::ofCandidate(std::optional<qint64> candidateId) const
{
    return select(QStringLiteral("WHERE candidate_id IS ?"), {candidateId ? QVariant(*candidateId) : QVariant()});
}

std::optional<ConnectionProfile> ConnectionProfileRepository::find(std::optional<qint64> candidateId,
                                                                   const QString& name) const
{
    const QList<ConnectionProfile> found = select(QStringLiteral("WHERE candidate_id IS ? AND name = ? COLLATE NOCASE"),
                                                  {candidateId ? QVariant(*candidateId) : QVariant(), text(name)});
    return found.isEmpty() ? std::nullopt : std::optional(found.constFirst());
}

QString ConnectionProfileRepository::nameClash(const ConnectionProfile& profile) const
{
    const std::optional<ConnectionProfile> same = find(profile.candidateId, profile.name);
    if (!same || same->id == profile.id)
        return {};
    if (!profile.candidateId)
        return tr("There is already a connection named \"%1\" without a candidate.").arg(same->name);
    const QVariant candidate = m_project.scalar(
        QStringLiteral("SELECT supplier || ' / ' || offer_name FROM candidate WHERE id = ?"), {*profile.candidateId});
    return tr("%1 already has a connection named \"%2\".").arg(candidate.toString(), same->name);
}

QList<ConnectionProfile> ConnectionProfileRepository::select(const QString& where, const QVariantList& values) const
{
    QSqlQuery q = m_project.query(
        QStringLiteral("SELECT id, %1 FROM connection_profile %2 ORDER BY name, id").arg(kColumns, where), values);
    QList<ConnectionProfile> result;
    while (q.next()) {
        ConnectionProfile p;
        p.id = q.value(0).toLongLong();
        if (!q.value(1).isNull())
            p.candidateId = q.value(1).toLongLong();
        p.name = q.value(2).toString();
        // The schema's CHECK constraints guarantee known keys.
        p.launcher = launcherFromKey(q.value(3).toString()).value_or(Launcher::Local);
        p.host = q.value(4).toString();
        p.port = q.value(5).toInt();
        p.user = q.value(6).toString();
        p.identity = identityFromKey(q.value(7).toString()).value_or(Identity::SshAgent);
        p.keyFile = q.value(8).toString();
        p.jumpHost = q.value(9).toString();
        p.workDir = q.value(10).toString();
        p.nodes = listFrom(q.value(11).toString());
        p.nodeCount = q.value(12).toInt();
        p.ranksPerNode = q.value(13).toInt();
        p.launcherArgs = listFrom(q.value(14).toString());
        p.localAgent = q.value(15).toString();
        p.keepaliveSeconds = q.value(16).toInt();
        p.clusterNode = q.value(17).toBool();
        p.askBeforeRun = q.value(18).toBool();
        result.append(p);
    }
    return result;
}

qint64 ConnectionProfileRepository::save(const ConnectionProfile& p)
{
    const QVariantList values = columnValues(p);
    qint64 id = p.id;
    m_project.write([&] {
        // Checked inside the transaction, so two writers cannot both take the name.
        if (const QString clash = nameClash(p); !clash.isEmpty())
            throw StorageError(clash);
        if (id == 0) {
            id = m_project
                     .query(QStringLiteral("INSERT INTO connection_profile (%1) "
                                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                                .arg(kColumns),
                            values)
                     .lastInsertId()
                     .toLongLong();
            return;
        }
        const QSqlQuery q = m_project.query(
            QStringLiteral(
                "UPDATE connection_profile SET candidate_id = ?, name = ?, launcher = ?, host = ?, port = ?, "
                "user_name = ?, identity = ?, key_file = ?, jump_host = ?, work_dir = ?, nodes = ?, "
                "node_count = ?, ranks_per_node = ?, launcher_args = ?, local_agent = ?, keepalive_seconds = ?, "
                "cluster_node = ?, ask_before_run = ? WHERE id = ?"),
            values + QVariantList{id});
        if (q.numRowsAffected() != 1)
            throw StorageError(ProjectFile::tr("Connection %1 no longer exists in %2.").arg(id).arg(m_project.path()));
    });
    return id;
}

void ConnectionProfileRepository::setAskBeforeRun(qint64 id, bool ask)
{
    m_project.write([&] {
        m_project.query(QStringLiteral("UPDATE connection_profile SET ask_before_run = ? WHERE id = ?"),
                        {ask ? 1 : 0, id});
    });
}

qint64 ConnectionProfileRepository::copy(qint64 id, std::optional<qint64> candidateId, const QString& name)
{
    const QList<ConnectionProfile> found = select(QStringLiteral("WHERE id = ?"), {id});
    if (found.isEmpty())
        throw StorageError(ProjectFile::tr("Connection %1 no longer exists in %2.").arg(id).arg(m_project.path()));
    ConnectionProfile copied = found.constFirst();
    copied.id = 0;
    copied.candidateId = candidateId;
    if (!name.isEmpty())
        copied.name = name;
    return save(copied);
}

DeleteSnapshot ConnectionProfileRepository::remove(qint64 id)
{
    DeleteSnapshot removed;
    m_project.write([&] {
        removed = DeleteSnapshot::of(m_project, QStringLiteral("connection_profile"), QStringLiteral("id"), id);
        m_project.query(QStringLiteral("DELETE FROM connection_profile WHERE id = ?"), {id});
    });
    return removed;
}

void ConnectionProfileRepository::restore(const DeleteSnapshot& removed)
{
    m_project.write([&] { removed.restore(m_project); });
}

} // namespace fw::core
