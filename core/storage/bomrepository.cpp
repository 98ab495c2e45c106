// SPDX-License-Identifier: Apache-2.0
#include "storage/bomrepository.h"

#include "domain/bomsnapshot.h"
#include "storage/projectfile.h"

#include <QDateTime>
#include <QJsonDocument>

namespace fw::core {

namespace {

QString nowUtc()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

// Qt binds a null QString as SQL NULL; the text columns are NOT NULL, so send "" instead.
QString text(const QString& value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

QByteArray toJson(const BomValues& values)
{
    QJsonObject object;
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        object.insert(it.key(), it.value());
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

BomValues fromJson(const QString& json)
{
    BomValues values;
    const QJsonObject object = QJsonDocument::fromJson(json.toUtf8()).object();
    for (auto it = object.begin(); it != object.end(); ++it)
        values.insert(it.key(), it.value().toString());
    return values;
}

} // namespace

BomValues BomRepository::declared(qint64 candidateId) const
{
    QSqlQuery q =
        m_project.query(QStringLiteral("SELECT field_key, value FROM bom_value WHERE candidate_id = ?"), {candidateId});
    BomValues values;
    while (q.next())
        values.insert(q.value(0).toString(), q.value(1).toString());
    return values;
}

QHash<qint64, BomValues> BomRepository::allDeclared() const
{
    QHash<qint64, BomValues> result;
    // Every candidate, also those with nothing declared yet: an emptied BOM still makes its runs stale.
    QSqlQuery ids = m_project.query(QStringLiteral("SELECT id FROM candidate"));
    while (ids.next())
        result.insert(ids.value(0).toLongLong(), {});
    QSqlQuery q = m_project.query(QStringLiteral("SELECT candidate_id, field_key, value FROM bom_value"));
    while (q.next())
        result[q.value(0).toLongLong()].insert(q.value(1).toString(), q.value(2).toString());
    return result;
}

void BomRepository::setDeclared(qint64 candidateId, const BomValues& changes)
{
    m_project.write([&] {
        for (auto it = changes.cbegin(); it != changes.cend(); ++it) {
            if (it.value().isEmpty()) {
                m_project.query(QStringLiteral("DELETE FROM bom_value WHERE candidate_id = ? AND field_key = ?"),
                                {candidateId, it.key()});
            } else {
                m_project.query(
                    QStringLiteral("INSERT INTO bom_value (candidate_id, field_key, value) VALUES (?, ?, ?)"
                                   " ON CONFLICT (candidate_id, field_key) DO UPDATE SET value = excluded.value"),
                    {candidateId, it.key(), it.value()});
            }
        }
    });
}

QList<StoredFacts> BomRepository::measured(qint64 candidateId) const
{
    QSqlQuery q = m_project.query(QStringLiteral("SELECT host, source, source_sha256, imported_at, facts_json "
                                                 "FROM measured_host WHERE candidate_id = ? ORDER BY host"),
                                  {candidateId});
    QList<StoredFacts> result;
    while (q.next()) {
        result.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
                       QJsonDocument::fromJson(q.value(4).toString().toUtf8()).object()});
    }
    return result;
}

void BomRepository::replaceMeasured(qint64 candidateId, const QList<StoredFacts>& hosts)
{
    m_project.write([&] {
        m_project.query(QStringLiteral("DELETE FROM measured_host WHERE candidate_id = ?"), {candidateId});
        for (const StoredFacts& host : hosts) {
            m_project.query(QStringLiteral("INSERT INTO measured_host (candidate_id, host, source, source_sha256, "
                                           "imported_at, facts_json) VALUES (?, ?, ?, ?, ?, ?)"),
                            {candidateId, text(host.host), text(host.source), text(host.sourceSha256),
                             text(host.importedAt),
                             QString::fromUtf8(QJsonDocument(host.facts).toJson(QJsonDocument::Compact))});
        }
    });
}

QList<RunBomSnapshot> BomRepository::snapshots() const
{
    QSqlQuery q = m_project.query(QStringLiteral("SELECT run_id, candidate_id, run_label, fingerprint, fields_json "
                                                 "FROM bom_snapshot ORDER BY run_id"));
    QList<RunBomSnapshot> result;
    while (q.next()) {
        result.append({q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toString(), q.value(3).toString(),
                       fromJson(q.value(4).toString())});
    }
    QSqlQuery runs = m_project.query(QStringLiteral(
        "SELECT id, candidate_id, test_name || ' (' || file_name || ')', bom_fingerprint FROM benchmark_run "
        "WHERE candidate_id IS NOT NULL AND bom_fingerprint IS NOT NULL "
        "AND id NOT IN (SELECT run_id FROM bom_snapshot) ORDER BY id"));
    while (runs.next()) {
        result.append({runs.value(0).toLongLong(),
                       runs.value(1).toLongLong(),
                       runs.value(2).toString(),
                       runs.value(3).toString(),
                       {}});
    }
    return result;
}

RunBomSnapshot BomRepository::freeze(qint64 runId, qint64 candidateId, const QString& runLabel)
{
    RunBomSnapshot snapshot;
    m_project.write([&] { snapshot = recordSnapshot(runId, candidateId, runLabel); });
    return snapshot;
}

RunBomSnapshot BomRepository::recordSnapshot(qint64 runId, qint64 candidateId, const QString& runLabel)
{
    const BomValues fields = declared(candidateId);
    const RunBomSnapshot snapshot{runId, candidateId, runLabel, bomFingerprint(fields), fields};
    m_project.query(
        QStringLiteral("INSERT OR REPLACE INTO bom_snapshot (run_id, candidate_id, run_label, "
                       "fingerprint, fields_json, recorded_at) VALUES (?, ?, ?, ?, ?, ?)"),
        {runId, candidateId, text(runLabel), snapshot.fingerprint, QString::fromUtf8(toJson(fields)), nowUtc()});
    m_project.query(QStringLiteral("UPDATE benchmark_run SET bom_fingerprint = ? WHERE id = ?"),
                    {snapshot.fingerprint, runId});
    return snapshot;
}

void BomRepository::removeSnapshot(qint64 runId)
{
    m_project.write([&] { m_project.query(QStringLiteral("DELETE FROM bom_snapshot WHERE run_id = ?"), {runId}); });
}

} // namespace fw::core
