// SPDX-License-Identifier: Apache-2.0
#include "storage/deletesnapshot.h"

#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QIODevice>
#include <QSqlQuery>
#include <QSqlRecord>
#include <algorithm>

namespace fw::core {

namespace {

QString quoted(const QString& identifier)
{
    return QLatin1Char('"') + QString(identifier).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

// A removed row, serialised, to take it once.
QByteArray rowKey(const QString& table, const QVariantList& row)
{
    QByteArray key;
    QDataStream stream(&key, QIODevice::WriteOnly);
    stream << table << row;
    return key;
}

// One foreign key of a child table: its columns, the parent's columns they reference, and what a delete does.
struct ForeignKey
{
    QString child;
    QStringList from;
    QStringList to;
    QString onDelete; // CASCADE, SET NULL, ...
};

// Every foreign key in the file that references `parent`.
QList<ForeignKey> referencing(const ProjectFile& project, const QString& parent)
{
    QList<ForeignKey> keys;
    QSqlQuery tables = project.query(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"));
    while (tables.next()) {
        const QString child = tables.value(0).toString();
        QSqlQuery list = project.query(QStringLiteral("SELECT id, \"table\", \"from\", \"to\", on_delete FROM "
                                                      "pragma_foreign_key_list(?) ORDER BY id, seq"),
                                       {child});
        int id = -1;
        while (list.next()) {
            if (list.value(1).toString() != parent)
                continue;
            if (list.value(0).toInt() != id) {
                id = list.value(0).toInt();
                keys << ForeignKey{child, {}, {}, list.value(4).toString().toUpper()};
            }
            keys.last().from << list.value(2).toString();
            keys.last().to << list.value(3).toString();
        }
    }
    return keys;
}

} // namespace

DeleteSnapshot DeleteSnapshot::of(const ProjectFile& project, const QString& table, const QString& column,
                                  const QVariant& value)
{
    DeleteSnapshot snapshot;
    snapshot.collect(project, table, quoted(column) + QStringLiteral(" = ?"), {value}, 0);
    return snapshot;
}

void DeleteSnapshot::collect(const ProjectFile& project, const QString& table, const QString& where,
                             const QVariantList& values, int depth)
{
    // The schema has no cycles; this only stops a damaged file from recursing forever.
    if (depth > 16)
        throw StorageError(
            QCoreApplication::translate("fw::core::DeleteSnapshot", "The foreign keys of table %1 form a cycle.")
                .arg(table));
    QSqlQuery rows = project.query(QStringLiteral("SELECT * FROM %1 WHERE %2").arg(quoted(table), where), values);
    Rows removed{table, {}, {}};
    const QSqlRecord record = rows.record();
    for (int i = 0; i < record.count(); ++i)
        removed.columns << record.fieldName(i);
    while (rows.next()) {
        QVariantList row;
        for (int i = 0; i < record.count(); ++i)
            row << rows.value(i);
        // A row reached through two foreign keys is taken once.
        const QByteArray key = rowKey(table, row);
        if (!m_seen.contains(key)) {
            m_seen.insert(key);
            removed.values << row;
        }
    }
    if (removed.values.isEmpty())
        return;
    m_removed << removed;

    for (const ForeignKey& key : referencing(project, table)) {
        // The child rows that point at any removed row, matched on the referenced columns.
        for (const QVariantList& row : std::as_const(removed.values)) {
            QStringList conditions;
            QVariantList bound;
            for (qsizetype i = 0; i < key.from.size(); ++i) {
                // An implicit "to" (the parent's primary key) is empty in the pragma; the schema always names it.
                const qsizetype at = removed.columns.indexOf(key.to.value(i));
                if (at < 0)
                    throw StorageError(QCoreApplication::translate("fw::core::DeleteSnapshot",
                                                                   "Table %1 references %2 without naming its column.")
                                           .arg(key.child, table));
                conditions << quoted(key.from.at(i)) + QStringLiteral(" = ?");
                bound << row.at(at);
            }
            const QString childWhere = conditions.join(QStringLiteral(" AND "));
            if (key.onDelete == QLatin1String("CASCADE")) {
                collect(project, key.child, childWhere, bound, depth + 1);
            } else if (key.onDelete == QLatin1String("SET NULL")) {
                QSqlQuery cleared = project.query(
                    QStringLiteral("SELECT rowid FROM %1 WHERE %2").arg(quoted(key.child), childWhere), bound);
                while (cleared.next()) {
                    for (qsizetype i = 0; i < key.from.size(); ++i)
                        m_cleared << Cleared{key.child, key.from.at(i), cleared.value(0).toLongLong(), bound.at(i)};
                }
            }
        }
    }
}

void DeleteSnapshot::restore(const ProjectFile& project) const
{
    for (const Rows& rows : m_removed) {
        QStringList names;
        for (const QString& column : rows.columns)
            names << quoted(column);
        const QString sql = QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                                .arg(quoted(rows.table), names.join(QStringLiteral(", ")),
                                     QStringList(rows.columns.size(), QStringLiteral("?")).join(QStringLiteral(", ")));
        for (const QVariantList& row : rows.values)
            project.query(sql, row);
    }
    for (const Cleared& c : m_cleared)
        project.query(QStringLiteral("UPDATE %1 SET %2 = ? WHERE rowid = ?").arg(quoted(c.table), quoted(c.column)),
                      {c.value, c.rowid});
}

void DeleteSnapshot::addUnlinked(const ProjectFile& project, const QString& table, const QString& column,
                                 const QVariant& value)
{
    QSqlQuery rows =
        project.query(QStringLiteral("SELECT rowid FROM %1 WHERE %2 = ?").arg(quoted(table), quoted(column)), {value});
    while (rows.next())
        m_cleared << Cleared{table, column, rows.value(0).toLongLong(), value};
}

void DeleteSnapshot::append(const DeleteSnapshot& other)
{
    for (const Rows& rows : other.m_removed) {
        Rows added{rows.table, rows.columns, {}};
        for (const QVariantList& row : rows.values) {
            const QByteArray key = rowKey(rows.table, row);
            if (!m_seen.contains(key)) {
                m_seen.insert(key);
                added.values << row;
            }
        }
        if (!added.values.isEmpty())
            m_removed << added;
    }
    m_cleared << other.m_cleared;
}

int DeleteSnapshot::clearedReferences(const QString& table, const QString& column) const
{
    return int(std::count_if(m_cleared.cbegin(), m_cleared.cend(),
                             [&](const Cleared& c) { return c.table == table && c.column == column; }));
}

int DeleteSnapshot::removedRows(const QString& table) const
{
    int count = 0;
    for (const Rows& rows : m_removed) {
        if (rows.table == table)
            count += int(rows.values.size());
    }
    return count;
}

int DeleteSnapshot::removedRowCount() const
{
    int count = 0;
    for (const Rows& rows : m_removed)
        count += int(rows.values.size());
    return count;
}

} // namespace fw::core
