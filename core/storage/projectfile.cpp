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
#include <QUrl>
#include <QtEndian>
#include <atomic>
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

void removeDatabaseFiles(const QString& path)
{
    for (const auto* suffix : {"", "-wal", "-shm", "-journal"})
        QFile::remove(path + QLatin1String(suffix));
}

} // namespace

ProjectFile::ProjectFile(const QString& path) : m_path(QFileInfo(path).absoluteFilePath()) {}

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
    const Access readOnly = folderWritable ? Access::ReadOnly : Access::Immutable;
    project->connect(writable ? Access::ReadWrite : readOnly);
    const int version = project->scalar(QStringLiteral("PRAGMA user_version")).toInt();
    if (version > schema::currentVersion()) {
        project->disconnect();
        project->connect(writable ? Access::ReadOnly : readOnly);
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
    project->m_schemaVersion = version;
    if (!project->isReadOnly()) {
        project->m_schemaVersion = schema::currentVersion();
        if (project->scalar(QStringLiteral("PRAGMA journal_mode")).toString() != QLatin1String("wal"))
            project->query(QStringLiteral("PRAGMA journal_mode = WAL"));
    }
    qCDebug(lcStorage) << "opened" << project->m_path << "schema" << version
                       << (project->isReadOnly() ? "read-only" : "read-write");
    return project;
}

void ProjectFile::connect(Access access)
{
    m_connectionName = nextConnectionName();
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    switch (access) {
    case Access::ReadWrite:
        m_db.setDatabaseName(m_path);
        m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        break;
    case Access::ReadOnly:
        m_db.setDatabaseName(m_path);
        m_db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"));
        break;
    case Access::Immutable: {
        // SQLite would need to create the -shm file beside a WAL-mode file; immutable reads the file alone.
        QUrl uri = QUrl::fromLocalFile(QFileInfo(m_path).absoluteFilePath());
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
    query(nested ? QStringLiteral("SAVEPOINT %1").arg(savepoint) : QStringLiteral("BEGIN IMMEDIATE"));
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

void ProjectFile::checkpoint()
{
    // A project is one file that people copy, mail and back up: after every committed write, what the log holds
    // goes into the file and the log is emptied. Another program reading the project at that moment would make a
    // TRUNCATE checkpoint wait for it; it is not waited for, and the next write or the close completes the file.
    // A failed checkpoint loses nothing: the committed change stays in the log, where SQLite reads it.
    QSqlQuery q(m_db);
    q.exec(QStringLiteral("PRAGMA busy_timeout = 0"));
    if (!q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")) || (q.next() && q.value(0).toInt() != 0))
        qCDebug(lcStorage) << "checkpoint of" << m_path << "left for later:" << q.lastError().text();
    q.exec(QStringLiteral("PRAGMA busy_timeout = 5000"));
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
