// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>
#include <functional>
#include <memory>

class QTemporaryDir;

struct sqlite3;

namespace fw::core {

class StorageError;

// One open procurement project: an SQLite file with our application id, migrated to the current schema.
// Owns its own connection; use it from the thread that opened it.
class ProjectFile
{
    Q_DECLARE_TR_FUNCTIONS(ProjectFile)

public:
    static constexpr auto kFileSuffix = "fabwb";

    // Creates a new project at `path`, replacing whatever is there only once the new file is complete.
    static std::unique_ptr<ProjectFile> create(const QString& path);
    // Opens an existing project. Throws StorageError when the file is missing, foreign or cannot be
    // migrated; a file from a newer version opens read-only with readOnlyReason() saying why.
    static std::unique_ptr<ProjectFile> open(const QString& path);

    ~ProjectFile();
    ProjectFile(const ProjectFile&) = delete;
    ProjectFile& operator=(const ProjectFile&) = delete;

    const QString& path() const { return m_path; }
    // This file's database connection, unique in the process while it runs: a key for what is cached of reads
    // through it.
    const QString& connectionName() const { return m_connectionName; }
    bool isReadOnly() const { return !m_readOnlyReason.isEmpty(); }
    const QString& readOnlyReason() const { return m_readOnlyReason; }
    int schemaVersion() const { return m_schemaVersion; }
    // Empty while the file alone holds every committed change; else why it does not yet (the last checkpoint failed:
    // a full disk, another program reading). The change is committed and kept in the -wal file beside it; the next
    // write, the close or the next open completes the file.
    const QString& incompleteReason() const { return m_incompleteReason; }
    // Called, on the thread that wrote, whenever a committed write could not be brought into the file itself even
    // after retrying, with a message for the user (process-wide: the command line prints it, the window shows it).
    static void setIncompleteHandler(std::function<void(const QString& message)> handler);
    // Called, on the thread that writes, while a write waits for another program holding the project's write lock
    // (an import, another window, a command): first after 5 seconds and again every 5 seconds (`round` 0, 1, ...),
    // with a message naming the program where this computer can tell. The write waits on while it returns true;
    // without a handler, or when it returns false, the write is refused and nothing is changed. Process-wide.
    static void setWaitHandler(std::function<bool(const QString& message, int round)> handler);
    // How many projects of this process were closed while their file alone was still incomplete (the close tried
    // once more): a command that leaves one so does not report success.
    static int closedIncomplete();

    // Runs one statement with positional bind values; throws StorageError naming the file on failure.
    // The result is positioned before its first row.
    QSqlQuery query(const QString& sql, const QVariantList& values = {}) const;
    // A statement prepared once, to run many times with exec() (one import's rows); throws StorageError on failure.
    QSqlQuery prepare(const QString& sql) const;
    // Runs a prepared statement with the values bound to it; throws StorageError naming the file on failure.
    void exec(QSqlQuery& statement) const;
    // SQLite's own handle of this connection, for the one loop where Qt's binding costs too much (an import's rows).
    // Use it only inside write(), on this thread.
    sqlite3* sqliteHandle() const;
    // The error a failed statement raises: what failed, naming the file.
    StorageError error(const QString& detail) const;
    // The first column of the first row, or a null QVariant when there is no row.
    QVariant scalar(const QString& sql, const QVariantList& values = {}) const;
    // Runs `work` in one immediate transaction: all of it is committed, or none of it. Inside another write it is
    // a savepoint of that one: its failure undoes its own part, and the outer write decides what is committed.
    void write(const std::function<void()>& work);

    QString meta(const QString& key) const;
    void setMeta(const QString& key, const QString& value);

private:
    explicit ProjectFile(const QString& path);
    enum class Access
    {
        ReadWrite,
        ReadOnly,  // a file this process may write beside (a newer version's, or a viewer's private copy)
        Immutable, // a file that cannot be written: read as it is, without locks and without files beside it
    };
    void connect(Access access);
    // Copies what the write-ahead log holds into the file and empties the log, so the file alone is complete;
    // retried, and reported through the incomplete handler when it cannot complete. True when complete.
    bool checkpoint();
    // How a project that cannot be written is read without creating anything beside it: as it is on disk
    // (immutable) when its -wal is empty or missing, from a private copy with its -wal when that can be read, else as
    // it is on disk with `note` saying what is not shown.
    Access readOnlyAccess(QString* note);
    void disconnect();
    void migrate(int from);

    QString m_path;
    QString m_dbPath; // what SQLite opens: the file, or a private copy of it with its -wal for a read-only viewer
    std::unique_ptr<QTemporaryDir> m_snapshot;
    QString m_connectionName;
    QSqlDatabase m_db;
    QString m_readOnlyReason;
    QString m_incompleteReason;
    int m_schemaVersion = 0;
    int m_writeDepth = 0; // writes in progress: the outer transaction and its savepoints
};

} // namespace fw::core
