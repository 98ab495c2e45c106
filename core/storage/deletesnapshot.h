// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace fw::core {

class ProjectFile;

// Everything a DELETE takes with it through the schema's foreign keys, read before the delete: the rows it removes
// (the row itself and, through ON DELETE CASCADE, the rows that depend on it, at any depth) and the references it
// clears (ON DELETE SET NULL). Putting them back undoes the delete completely, so an undone delete of a candidate
// brings back its runs, BOM, answers and scores, not just its name. The foreign keys are read from the file
// (PRAGMA foreign_key_list), so a table added later is covered without being listed here.
class DeleteSnapshot
{
public:
    // Reads what `DELETE FROM table WHERE column = value` would remove and clear. Call it in the same write
    // transaction as the delete.
    static DeleteSnapshot of(const ProjectFile& project, const QString& table, const QString& column,
                             const QVariant& value);

    // Inserts the removed rows again, parents first, and restores the cleared references. Call it in a write
    // transaction; it throws StorageError when a row cannot go back (e.g. its id was taken meanwhile).
    void restore(const ProjectFile& project) const;

    // Records the references to deleted rows that the schema keeps without a foreign key (`table.column = value`,
    // e.g. an answer's linked run), which the caller clears in the same transaction; restore() sets them again.
    void addUnlinked(const ProjectFile& project, const QString& table, const QString& column, const QVariant& value);
    // Takes in another snapshot of the same transaction, so several deletes are undone as one.
    void append(const DeleteSnapshot& other);

    bool isEmpty() const { return m_removed.isEmpty(); }
    // Rows removed per table, for tests and messages.
    int removedRows(const QString& table) const;
    // Rows removed in all tables.
    int removedRowCount() const;
    // References cleared in one column (ON DELETE SET NULL, or recorded with addUnlinked).
    int clearedReferences(const QString& table, const QString& column) const;

private:
    struct Rows
    {
        QString table;
        QStringList columns;
        QList<QVariantList> values;
    };
    struct Cleared
    {
        QString table;
        QString column;
        qint64 rowid = 0;
        QVariant value;
    };
    void collect(const ProjectFile& project, const QString& table, const QString& where, const QVariantList& values,
                 int depth);

    QList<Rows> m_removed; // parents before children
    QList<Cleared> m_cleared;
    QSet<QByteArray> m_seen; // the removed rows, serialised
};

} // namespace fw::core
