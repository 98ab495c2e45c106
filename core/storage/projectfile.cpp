// SPDX-License-Identifier: Apache-2.0
#include "storage/projectfile.h"

#include "base/version.h"
#include "storage/schema.h"
#include "storage/storageerror.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QSqlDriver>
#include <QSqlError>
#include <QTemporaryDir>
#include <QUrl>
#include <QtEndian>
#include <atomic>
#include <mutex>
#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>

Q_LOGGING_CATEGORY(lcStorage, "fw.core.storage", QtInfoMsg)

namespace fw::core {

namespace {

QString nextConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("fw-project-%1").arg(counter.fetch_add(1));
}

QString nativePath(const QString& path)
{
    return QDir::toNativeSeparators(path);
}

// Reads the SQLite header without opening the file through SQLite, so a foreign file is never touched.
// Returns an empty string when the file is ours, else why it is not.
QString foreignFileReason(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return ProjectFile::tr("it cannot be read (%1)").arg(file.errorString());
    const QByteArray header = file.read(100);
    static const QByteArray magic("SQLite format 3\0", 16);
    if (header.size() < 100 || !header.startsWith(magic))
        return ProjectFile::tr("it is not an SQLite database");
    const auto applicationId = qFromBigEndian<qint32>(header.constData() + 68);
    if (applicationId != schema::kApplicationId) {
        return ProjectFile::tr("it is an SQLite database of another application (application id 0x%1)")
            .arg(quint32(applicationId), 8, 16, QLatin1Char('0'));
    }
    return {};
}

std::mutex& handlerMutex()
{
    static std::mutex mutex;
    return mutex;
}

std::atomic<int> closedIncompleteCount{0};

std::function<void(const QString&)>& incompleteHandler()
{
    static std::function<void(const QString&)> handler;
    return handler;
}

std::function<bool(const QString&, int)>& waitHandler()
{
    static std::function<bool(const QString&, int)> handler;
    return handler;
}

// The program holding the write lock of the project at `dbPath`, as "fabric-workbench import (process 1234)", where
// this computer's lock table shows it: in write-ahead-log mode SQLite's write lock is a POSIX lock on byte 120 of
// the -shm file. Empty where it does not (another computer's program on a shared folder, no /proc).
QString writerOf(const QString& dbPath)
{
    struct stat shm = {};
    if (::stat(QFile::encodeName(dbPath + QStringLiteral("-shm")).constData(), &shm) != 0)
        return {};
    QFile locks(QStringLiteral("/proc/locks"));
    if (!locks.open(QIODevice::ReadOnly))
        return {};
    // "1: POSIX  ADVISORY  WRITE 3028 fd:01:1311811 120 120"
    for (const QByteArray& line : locks.readAll().split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() < 8 || fields.at(1) != "POSIX" || fields.at(3) != "WRITE" || fields.at(6) != "120")
            continue;
        if (fields.at(5).mid(fields.at(5).lastIndexOf(':') + 1).toULongLong() != shm.st_ino)
            continue;
        const QByteArray pid = fields.at(4);
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(QString::fromLatin1(pid)));
        QStringList words;
        if (cmdline.open(QIODevice::ReadOnly))
            for (const QByteArray& word : cmdline.readAll().split('\0').mid(0, 2))
                words << QFileInfo(QString::fromLocal8Bit(word)).fileName();
        words.removeAll(QString());
        return ProjectFile::tr("%1 (process %2)")
            .arg(words.isEmpty() ? ProjectFile::tr("a program") : words.join(u' '), QString::fromLatin1(pid));
    }
    return {};
}

void removeDatabaseFiles(const QString& path)
{
    for (const auto* suffix : {"", "-wal", "-shm", "-journal"})
        QFile::remove(path + QLatin1String(suffix));
}

} // namespace

ProjectFile::ProjectFile(const QString& path) : m_path(QFileInfo(path).absoluteFilePath()), m_dbPath(m_path) {}

void ProjectFile::setIncompleteHandler(std::function<void(const QString&)> handler)
{
    const std::lock_guard lock(handlerMutex());
    incompleteHandler() = std::move(handler);
}

void ProjectFile::setWaitHandler(std::function<bool(const QString&, int)> handler)
{
    const std::lock_guard lock(handlerMutex());
    waitHandler() = std::move(handler);
}

int ProjectFile::closedIncomplete()
{
    return closedIncompleteCount.load();
}

ProjectFile::~ProjectFile()
{
    disconnect();
}

std::unique_ptr<ProjectFile> ProjectFile::create(const QString& path)
{
    const QString target = QFileInfo(path).absoluteFilePath();
    // Build the new file beside the target and move it into place only when it is complete.
    const QString staging = target + QStringLiteral(".new");
    removeDatabaseFiles(staging);
    {
        std::unique_ptr<ProjectFile> project(new ProjectFile(staging));
        project->connect(Access::ReadWrite);
        // The application id must reach the main file's header before WAL mode defers writes.
        project->query(QStringLiteral("PRAGMA application_id = %1").arg(schema::kApplicationId));
        project->query(QStringLiteral("PRAGMA journal_mode = WAL"));
        project->migrate(0);
        project->setMeta(QStringLiteral("created_by_version"), QString::fromUtf8(base::version()));
    } // closing checkpoints the WAL into the main file
    removeDatabaseFiles(target);
    if (!QFile::rename(staging, target)) {
        removeDatabaseFiles(staging);
        throw StorageError(
            tr("Could not create the project %1: the file cannot be written there.").arg(nativePath(target)));
    }
    return open(target);
}

std::unique_ptr<ProjectFile> ProjectFile::open(const QString& path)
{
    const QFileInfo info(path);
    if (!info.exists())
        throw StorageError(tr("The project file %1 does not exist.").arg(nativePath(info.absoluteFilePath())));
    if (const QString reason = foreignFileReason(path); !reason.isEmpty()) {
        throw StorageError(
            tr("%1 is not a Fabric Workbench project: %2.").arg(nativePath(info.absoluteFilePath()), reason));
    }

    std::unique_ptr<ProjectFile> project(new ProjectFile(path));
    // access() asks the file system, so a read-only mount counts even for root.
    const bool folderWritable = ::access(QFile::encodeName(info.absolutePath()).constData(), W_OK) == 0;
    const bool writable = folderWritable && ::access(QFile::encodeName(info.absoluteFilePath()).constData(), W_OK) == 0;
    // A viewer that cannot write the file must leave nothing beside it: SQLite would create a -wal and a -shm owned
    // by the viewer, which lock the owner out once the file is writable again.
    QString hidden;
    const Access readOnly = writable ? Access::ReadOnly : project->readOnlyAccess(&hidden);
    project->connect(writable ? Access::ReadWrite : readOnly);
    const int version = project->scalar(QStringLiteral("PRAGMA user_version")).toInt();
    if (version > schema::currentVersion()) {
        project->disconnect();
        project->connect(readOnly);
        project->m_readOnlyReason =
            tr("It was saved by a newer version of Fabric Workbench (file format %1; this version understands up "
               "to %2). It is open read-only so that nothing in it is lost. Update Fabric Workbench to edit it.")
                .arg(version)
                .arg(schema::currentVersion());
    } else if (!writable) {
        if (version < schema::currentVersion()) {
            throw StorageError(tr("%1 uses an older file format and must be upgraded, but the file is "
                                  "write-protected.")
                                   .arg(nativePath(project->m_path)));
        }
        project->m_readOnlyReason = folderWritable ? tr("The file is write-protected.")
                                                   : tr("The folder it is in cannot be written (a read-only drive or "
                                                        "share, or no permission); it is shown as it is on disk.");
    } else if (version < schema::currentVersion()) {
        project->migrate(version);
    }
    if (!hidden.isEmpty() && project->isReadOnly())
        project->m_readOnlyReason += QLatin1Char(' ') + hidden;
    project->m_schemaVersion = version;
    if (!project->isReadOnly()) {
        project->m_schemaVersion = schema::currentVersion();
        if (project->scalar(QStringLiteral("PRAGMA journal_mode")).toString() != QLatin1String("wal"))
            project->query(QStringLiteral("PRAGMA journal_mode = WAL"));
        // A file left split by a checkpoint that could not complete (a full disk, a killed writer) is completed now.
        project->checkpoint();
    }
    qCDebug(lcStorage) << "opened" << project->m_path << "schema" << version
                       << (project->isReadOnly() ? "read-only" : "read-write");
    return project;
}

ProjectFile::Access ProjectFile::readOnlyAccess(QString* note)
{
    const QFileInfo wal(m_path + QStringLiteral("-wal"));
    if (!wal.exists() || wal.size() == 0)
        return Access::Immutable; // the file alone holds every committed change
    // Committed changes wait in the -wal: read them from a private copy of both files, so nothing is written here.
    QFile log(wal.absoluteFilePath());
    if (log.open(QIODevice::ReadOnly)) {
        log.close();
        auto snapshot = std::make_unique<QTemporaryDir>();
        const QString copy = snapshot->filePath(QStringLiteral("view.fabwb"));
        if (snapshot->isValid() && QFile::copy(m_path, copy) &&
            QFile::copy(wal.absoluteFilePath(), copy + QStringLiteral("-wal"))) {
            QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
            QFile::setPermissions(copy + QStringLiteral("-wal"), QFile::ReadOwner | QFile::WriteOwner);
            m_snapshot = std::move(snapshot);
            m_dbPath = copy;
            return Access::ReadOnly;
        }
    }
    *note = tr("Changes saved in %1 that are not yet in the file itself cannot be read here and are not shown.")
                .arg(nativePath(wal.absoluteFilePath()));
    return Access::Immutable;
}

void ProjectFile::connect(Access access)
{
    m_connectionName = nextConnectionName();
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    switch (access) {
    case Access::ReadWrite:
        m_db.setDatabaseName(m_dbPath);
        m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        break;
    case Access::ReadOnly:
        m_db.setDatabaseName(m_dbPath);
        m_db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"));
        break;
    case Access::Immutable: {
        // Read as it is on disk: no lock, and no -wal or -shm file created beside it.
        QUrl uri = QUrl::fromLocalFile(QFileInfo(m_dbPath).absoluteFilePath());
        uri.setQuery(QStringLiteral("immutable=1"));
        m_db.setDatabaseName(uri.toString(QUrl::FullyEncoded));
        m_db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
        break;
    }
    }
    if (!m_db.open())
        throw StorageError(tr("Could not open %1: %2").arg(nativePath(m_path), m_db.lastError().text()));
    query(QStringLiteral("PRAGMA foreign_keys = ON"));
    query(QStringLiteral("PRAGMA synchronous = FULL"));
}

void ProjectFile::disconnect()
{
    if (m_connectionName.isEmpty())
        return;
    // Closing checkpoints too, but says nothing when it cannot: a file left split is reported here.
    if (!isReadOnly() && m_writeDepth == 0 && !m_incompleteReason.isEmpty()) {
        try {
            if (!checkpoint())
                closedIncompleteCount.fetch_add(1);
        } catch (const StorageError&) {
            // not SQLite's driver: nothing to complete
        }
    }
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
    m_connectionName.clear();
}

void ProjectFile::migrate(int from)
{
    try {
        write([&] {
            for (int version = from; version < schema::currentVersion(); ++version) {
                for (const QString& statement : schema::migrationStep(version))
                    query(statement);
            }
            query(QStringLiteral("PRAGMA user_version = %1").arg(schema::currentVersion()));
        });
    } catch (const StorageError& error) {
        throw StorageError(tr("Could not upgrade %1 from file format %2 to %3; the file was left unchanged. %4")
                               .arg(nativePath(m_path))
                               .arg(from)
                               .arg(schema::currentVersion())
                               .arg(error.message()));
    }
}

QSqlQuery ProjectFile::query(const QString& sql, const QVariantList& values) const
{
    QSqlQuery q(m_db);
    bool ok = q.prepare(sql);
    if (ok) {
        for (const QVariant& value : values)
            q.addBindValue(value);
        ok = q.exec();
    }
    if (!ok)
        throw StorageError(tr("Could not read or write %1: %2").arg(nativePath(m_path), q.lastError().text()));
    return q;
}

QSqlQuery ProjectFile::prepare(const QString& sql) const
{
    QSqlQuery q(m_db);
    if (!q.prepare(sql))
        throw StorageError(tr("Could not read or write %1: %2").arg(nativePath(m_path), q.lastError().text()));
    return q;
}

void ProjectFile::exec(QSqlQuery& statement) const
{
    if (!statement.exec())
        throw StorageError(tr("Could not read or write %1: %2").arg(nativePath(m_path), statement.lastError().text()));
}

sqlite3* ProjectFile::sqliteHandle() const
{
    const QVariant handle = m_db.driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        throw error(tr("the database driver is not SQLite's"));
    return *static_cast<sqlite3* const*>(handle.constData());
}

StorageError ProjectFile::error(const QString& detail) const
{
    return StorageError(tr("Could not read or write %1: %2").arg(nativePath(m_path), detail));
}

QVariant ProjectFile::scalar(const QString& sql, const QVariantList& values) const
{
    QSqlQuery q = query(sql, values);
    return q.next() ? q.value(0) : QVariant();
}

void ProjectFile::write(const std::function<void()>& work)
{
    if (isReadOnly())
        throw StorageError(tr("%1 is open read-only. %2").arg(nativePath(m_path), m_readOnlyReason));
    // A write inside a write is a savepoint of the outer transaction: a failure undoes only its own part before the
    // error goes on, and nothing of it is on disk before the outer write commits.
    const bool nested = m_writeDepth > 0;
    const QString savepoint = QStringLiteral("fw_write_%1").arg(m_writeDepth);
    const auto undo = [&] {
        QSqlQuery rollback(m_db);
        if (nested) {
            rollback.exec(QStringLiteral("ROLLBACK TO %1").arg(savepoint));
            rollback.exec(QStringLiteral("RELEASE %1").arg(savepoint));
        } else {
            rollback.exec(QStringLiteral("ROLLBACK"));
        }
    };
    if (nested) {
        query(QStringLiteral("SAVEPOINT %1").arg(savepoint));
    } else {
        QSqlQuery begin(m_db);
        // SQLITE_BUSY after the busy timeout (5 s): another program holds the file's write lock. The write queues
        // behind it for as long as the wait handler says.
        for (int round = 0; !begin.exec(QStringLiteral("BEGIN IMMEDIATE")); ++round) {
            if (begin.lastError().nativeErrorCode() != QLatin1String("5"))
                throw error(begin.lastError().text());
            const QString writer = writerOf(m_dbPath);
            std::function<bool(const QString&, int)> handler;
            {
                const std::lock_guard lock(handlerMutex());
                handler = waitHandler();
            }
            const QString waiting =
                writer.isEmpty()
                    ? tr("Waiting for another program (an import, another window or a command) to finish writing "
                         "%1…")
                          .arg(nativePath(m_path))
                    : tr("Waiting for %2 to finish writing %1…").arg(nativePath(m_path), writer);
            if (handler && handler(waiting, round))
                continue;
            throw StorageError(
                tr("%2 is writing %1 and did not finish within 5 seconds; nothing was changed. Try again when it "
                   "has finished.")
                    .arg(nativePath(m_path),
                         writer.isEmpty() ? tr("Another program (an import, another window or a command)") : writer));
        }
    }
    ++m_writeDepth;
    try {
        work();
    } catch (...) {
        --m_writeDepth;
        undo();
        throw;
    }
    --m_writeDepth;
    try {
        query(nested ? QStringLiteral("RELEASE %1").arg(savepoint) : QStringLiteral("COMMIT"));
    } catch (...) {
        undo();
        throw;
    }
    if (!nested)
        checkpoint();
}

bool ProjectFile::checkpoint()
{
    // A project is one file that people copy, mail and back up: after every committed write, what the log holds goes
    // into the file and the log is emptied, and only then is the write a success. A program reading the project at
    // that moment holds the old pages: it is waited for (the busy timeout) and the checkpoint is tried again. A full
    // disk or an I/O error leaves the change committed in the log, where SQLite reads it, and the user is told that
    // the file alone is not yet complete; the next write, the close or the next open tries again.
    sqlite3* db = sqliteHandle();
    int logFrames = 0;
    int backfilled = 0;
    // Every committed frame of the log in the file (synced) is what counts.
    // (-1 for both: not in WAL mode, or the checkpoint could not run.)
    const auto complete = [&](int rc) {
        if (rc == SQLITE_OK)
            return backfilled == logFrames;
        return (rc == SQLITE_BUSY || rc == SQLITE_LOCKED) && logFrames >= 0 && backfilled == logFrames;
    };
    // First without waiting for anybody: another program's write in progress does not hold back this one's frames.
    sqlite3_busy_timeout(db, 0);
    int rc = sqlite3_wal_checkpoint_v2(db, nullptr, SQLITE_CHECKPOINT_PASSIVE, &logFrames, &backfilled);
    // Then, where frames remain (a reader holds older pages), waiting for the readers, twice.
    for (int attempt = 0; attempt < 2 && !complete(rc); ++attempt) {
        qCDebug(lcStorage) << "checkpoint of" << m_path << "incomplete:" << sqlite3_errmsg(db) << backfilled << "of"
                           << logFrames << "frames";
        sqlite3_busy_timeout(db, 2000);
        rc = sqlite3_wal_checkpoint_v2(db, nullptr, SQLITE_CHECKPOINT_FULL, &logFrames, &backfilled);
    }
    if (complete(rc)) {
        // The file is complete; empty the log too when nobody reads it (a program reading keeps it, harmlessly).
        sqlite3_busy_timeout(db, 0);
        sqlite3_wal_checkpoint_v2(db, nullptr, SQLITE_CHECKPOINT_TRUNCATE, nullptr, nullptr);
        sqlite3_busy_timeout(db, 5000);
        m_incompleteReason.clear();
        return true;
    }
    sqlite3_busy_timeout(db, 5000);
    const QString detail = rc == SQLITE_BUSY || rc == SQLITE_LOCKED ? tr("another program kept using the project")
                                                                    : QString::fromUtf8(sqlite3_errstr(rc));
    m_incompleteReason = detail;
    const QString message =
        tr("The change is saved, but %1 alone is not yet complete (%2): until the project is next opened or changed "
           "with that resolved, part of it is kept in %3 beside it. Copy both files together, or free the space and "
           "open the project again, which completes the file.")
            .arg(nativePath(m_path), detail, nativePath(m_path + QStringLiteral("-wal")));
    std::function<void(const QString&)> handler;
    {
        const std::lock_guard lock(handlerMutex());
        handler = incompleteHandler();
    }
    if (handler)
        handler(message);
    else
        qCWarning(lcStorage).noquote() << message;
    return false;
}

QString ProjectFile::meta(const QString& key) const
{
    return scalar(QStringLiteral("SELECT value FROM project_meta WHERE key = ?"), {key}).toString();
}

void ProjectFile::setMeta(const QString& key, const QString& value)
{
    write([&] {
        query(QStringLiteral("INSERT INTO project_meta (key, value) VALUES (?, ?)"
                             " ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
              {key, value});
    });
}

} // namespace fw::core
