// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <sqlite3.h>

// Reading and writing rows through SQLite's own API, for the few loops where Qt's QVariant per value costs more than
// the work (an import's rows, the ranks of a run with 131,072 of them). Use it only on the connection's own thread.
namespace fw::core::sqliterows {

// `sql` prepared on `project`'s connection (SQLITE_PREPARE_PERSISTENT for one that runs many times); throws
// StorageError naming the file.
inline sqlite3_stmt* prepare(const ProjectFile& project, const char* sql, unsigned flags = 0)
{
    sqlite3* db = project.sqliteHandle();
    sqlite3_stmt* statement = nullptr;
    if (sqlite3_prepare_v3(db, sql, -1, flags, &statement, nullptr) != SQLITE_OK)
        throw project.error(QString::fromUtf8(sqlite3_errmsg(db)));
    return statement;
}

// Steps a bound statement through its rows, calling `row()` for each, and finalises it; throws StorageError naming
// the file when a step fails.
template <typename Row> void forEachRow(const ProjectFile& project, sqlite3_stmt* statement, Row&& row)
{
    int stepped = SQLITE_ROW;
    while ((stepped = sqlite3_step(statement)) == SQLITE_ROW)
        row();
    sqlite3_finalize(statement);
    if (stepped != SQLITE_DONE)
        throw project.error(QString::fromUtf8(sqlite3_errmsg(project.sqliteHandle())));
}

// A text column read row after row, one QString for each run of equal texts: a launcher places ranks host by host,
// so 131,072 ranks on 16,384 hosts make 16,384 host strings, not 131,072.
class RepeatedText
{
public:
    const QString& read(sqlite3_stmt* statement, int column)
    {
        const QByteArrayView now(reinterpret_cast<const char*>(sqlite3_column_text(statement, column)),
                                 sqlite3_column_bytes(statement, column));
        if (now != m_utf8) {
            m_utf8 = now.toByteArray();
            m_text = QString::fromUtf8(now);
        }
        return m_text;
    }

private:
    QByteArray m_utf8;
    QString m_text;
};

} // namespace fw::core::sqliterows
