// SPDX-License-Identifier: Apache-2.0
#include "processrun.h"
#include "remote/dispatchrunrepository.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/deletesnapshot.h"
#include "storage/demoproject.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "storage/schema.h"
#include "storage/storageerror.h"
#include "storage/workloadrepository.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace fw::core;

class TestStorage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void createSetsPragmasAndSchema();
    void reopenKeepsCandidates();
    void candidateCrud();
    void nestedWriteIsASavepoint();
    void migratesFromEveryOlderSchema_data();
    void migratesFromEveryOlderSchema();
    void failedMigrationLeavesFileUnchanged();
    void answerLinksMoveToTheirTable();
    void workloadComesWithSchema21();
    void newerSchemaOpensReadOnly();
    void failedWriteLeavesTheFileAloneComplete();
    void readOnlyMediaOpensReadOnly();
    void readOnlyMediaShowsWhatTheLogHolds();
    void foreignFilesAreRejected_data();
    void foreignFilesAreRejected();
    void missingFileIsReported();
    void createReplacesAnExistingFile();
    void demoProjectHasExampleCandidates();
    void deletedCandidateComesBackWhole();

private:
    QString path(const char* name) const { return m_dir->filePath(QString::fromLatin1(name)); }
    // A file at schema `version`, written with plain SQLite the way that version of the app wrote it.
    void writeOldSchema(const QString& file, int version, const QStringList& extraSql = {});
    static QByteArray sha256(const QString& file);

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestStorage::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

QByteArray TestStorage::sha256(const QString& file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

void TestStorage::writeOldSchema(const QString& file, int version, const QStringList& extraSql)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(file);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA application_id = %1").arg(schema::kApplicationId)));
        QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode = WAL")));
        for (int v = 0; v < version; ++v) {
            for (const QString& statement : schema::migrationStep(v))
                QVERIFY2(q.exec(statement), qPrintable(statement));
        }
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)));
        for (const QString& statement : extraSql)
            QVERIFY2(q.exec(statement), qPrintable(statement));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

void TestStorage::createSetsPragmasAndSchema()
{
    auto project = ProjectFile::create(path("new.fabwb"));
    QVERIFY(!project->isReadOnly());
    QCOMPARE(project->schemaVersion(), schema::currentVersion());
    QCOMPARE(project->scalar(QStringLiteral("PRAGMA application_id")).toInt(), schema::kApplicationId);
    QCOMPARE(project->scalar(QStringLiteral("PRAGMA user_version")).toInt(), schema::currentVersion());
    QCOMPARE(project->scalar(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
    QCOMPARE(project->scalar(QStringLiteral("PRAGMA synchronous")).toInt(), 2); // FULL
    QCOMPARE(project->scalar(QStringLiteral("PRAGMA foreign_keys")).toInt(), 1);
    QVERIFY(!QFile::exists(path("new.fabwb.new")));
}

void TestStorage::reopenKeepsCandidates()
{
    Candidate c{.supplier = QStringLiteral("Ünïcode Supplier 株式会社"),
                .offerName = QStringLiteral("Offer"),
                .fabric = FabricKind::RoceV2,
                .delivery = DeliveryModel::OnPremises,
                .nodeCount = 64,
                .notes = QStringLiteral("line 1\nline 2")};
    {
        auto project = ProjectFile::create(path("p.fabwb"));
        c.id = CandidateRepository(*project).add(c);
    }
    auto project = ProjectFile::open(path("p.fabwb"));
    const QList<Candidate> all = CandidateRepository(*project).all();
    QCOMPARE(all.size(), 1);
    QVERIFY(all.first() == c);
}

void TestStorage::candidateCrud()
{
    auto project = ProjectFile::create(path("p.fabwb"));
    CandidateRepository repo(*project);
    const qint64 a = repo.add({.supplier = QStringLiteral("A"), .offerName = QStringLiteral("a")});
    const qint64 b = repo.add({.supplier = QStringLiteral("B"), .offerName = QStringLiteral("b")});
    QVERIFY(b > a);

    Candidate edited = repo.all().at(1);
    edited.nodeCount = 32;
    edited.fabric = FabricKind::RoceV2;
    repo.update(edited);
    QVERIFY(repo.all().at(1) == edited);

    repo.remove(a);
    QCOMPARE(repo.all().size(), 1);
    // Re-adding with the old id restores it in place, as an undone delete needs.
    QCOMPARE(repo.add({.id = a, .supplier = QStringLiteral("A"), .offerName = QStringLiteral("a")}), a);
    QCOMPARE(repo.all().first().id, a);

    // The schema refuses what the domain forbids, and the failed write leaves nothing behind.
    edited.nodeCount = 0;
    QVERIFY_THROWS_EXCEPTION(StorageError, repo.update(edited));
    QCOMPARE(repo.all().at(1).nodeCount, 32);
    QVERIFY_THROWS_EXCEPTION(StorageError, repo.update({.id = 999, .supplier = QStringLiteral("gone")}));
}

// A write inside a write joins it: a failing inner write undoes only its own part when the outer one goes on, and an
// outer failure undoes everything, inner writes included.
void TestStorage::nestedWriteIsASavepoint()
{
    auto project = ProjectFile::create(path("nested.fabwb"));
    CandidateRepository repo(*project);
    project->write([&] {
        repo.add({.supplier = QStringLiteral("kept"), .offerName = QStringLiteral("a")});
        QVERIFY_THROWS_EXCEPTION(StorageError, project->write([&] {
            repo.add({.supplier = QStringLiteral("undone"), .offerName = QStringLiteral("b")});
            project->query(QStringLiteral("INSERT INTO no_such_table VALUES (1)"));
        }));
    });
    QCOMPARE(repo.all().size(), 1);
    QCOMPARE(repo.all().at(0).supplier, QStringLiteral("kept"));

    QVERIFY_THROWS_EXCEPTION(StorageError, project->write([&] {
        project->write([&] { repo.add({.supplier = QStringLiteral("inner"), .offerName = QStringLiteral("c")}); });
        project->query(QStringLiteral("INSERT INTO no_such_table VALUES (1)"));
    }));
    QCOMPARE(repo.all().size(), 1);
    // Nothing is left open: the next write is a transaction of its own again.
    repo.add({.supplier = QStringLiteral("after"), .offerName = QStringLiteral("d")});
    QCOMPARE(ProjectFile::open(path("nested.fabwb"))->scalar(QStringLiteral("SELECT COUNT(*) FROM candidate")).toInt(),
             2);
}

void TestStorage::migratesFromEveryOlderSchema_data()
{
    QTest::addColumn<int>("version");
    for (int v = 1; v < schema::currentVersion(); ++v)
        QTest::addRow("v%d", v) << v;
}

void TestStorage::migratesFromEveryOlderSchema()
{
    QFETCH(int, version);
    const QString file = path("old.fabwb");
    writeOldSchema(file, version,
                   {QStringLiteral("INSERT INTO candidate (supplier, offer_name, fabric, delivery, node_count) "
                                   "VALUES ('Old', 'Offer', 'roce_v2', 'colocation', 8)")});
    auto project = ProjectFile::open(file);
    QVERIFY(!project->isReadOnly());
    QCOMPARE(project->schemaVersion(), schema::currentVersion());
    QCOMPARE(project->scalar(QStringLiteral("PRAGMA user_version")).toInt(), schema::currentVersion());
    const QList<Candidate> all = CandidateRepository(*project).all();
    QCOMPARE(all.size(), 1);
    QCOMPARE(all.first().supplier, QStringLiteral("Old"));
    QCOMPARE(all.first().fabric, FabricKind::RoceV2);
    QVERIFY(!all.first().isExample);
    project->setMeta(QStringLiteral("k"), QStringLiteral("v"));
    QCOMPARE(project->meta(QStringLiteral("k")), QStringLiteral("v"));
}

// Schema 14: an answer's one linked_run_id becomes a row of questionnaire_answer_run; a link to a run that no longer
// exists is dropped, and the column goes.
void TestStorage::answerLinksMoveToTheirTable()
{
    const QString file = path("links.fabwb");
    writeOldSchema(
        file, 13,
        {QStringLiteral("INSERT INTO candidate (id, supplier, offer_name, fabric, delivery, node_count) "
                        "VALUES (1, 'Old', 'Offer', 'infiniband', 'colocation', 8)"),
         QStringLiteral("INSERT INTO benchmark_run (id, candidate_id, source, tool, test_name, correctness, "
                        "result_count, size_count, min_bytes, max_bytes, sha256, part, file_name, file_size, format, "
                        "parser_version, imported_at) VALUES (5, 1, 'own_measurement', 'nccl-tests', 'all_reduce', "
                        "'passed', 1, 1, 8, 8, '%1', 0, 'run.txt', 1, 'nccl_tests_text', '1', '2026-01-01')")
             .arg(QString(64, QLatin1Char('a'))),
         QStringLiteral("INSERT INTO questionnaire_answer (candidate_id, question_key, text, status, linked_run_id) "
                        "VALUES (1, 'ib.nccl', '389 GB/s at 1 GiB', 'answered', 5)"),
         QStringLiteral("INSERT INTO questionnaire_answer (candidate_id, question_key, text, status, linked_run_id) "
                        "VALUES (1, 'ib.hardware', 'NDR', 'answered', 99)")});
    auto project = ProjectFile::open(file);
    QCOMPARE(project->schemaVersion(), schema::currentVersion());
    const QMap<QString, QuestionnaireAnswer> answers = QuestionnaireRepository(*project).answers(1);
    QCOMPARE(answers.value(QStringLiteral("ib.nccl")).linkedRunIds, QList<qint64>{5});
    QCOMPARE(answers.value(QStringLiteral("ib.nccl")).text, QStringLiteral("389 GB/s at 1 GiB"));
    QVERIFY(answers.value(QStringLiteral("ib.hardware")).linkedRunIds.isEmpty());
    QCOMPARE(project
                 ->scalar(QStringLiteral("SELECT count(*) FROM pragma_table_info('questionnaire_answer') "
                                         "WHERE name = 'linked_run_id'"))
                 .toInt(),
             0);
    // A link to a run that is not stored is refused, and the answer stays as it was.
    QuestionnaireAnswer edited = answers.value(QStringLiteral("ib.nccl"));
    edited.text = QStringLiteral("changed");
    edited.linkedRunIds = {5, 99};
    QVERIFY_THROWS_EXCEPTION(StorageError,
                             QuestionnaireRepository(*project).setAnswer(1, QStringLiteral("ib.nccl"), edited));
    QCOMPARE(QuestionnaireRepository(*project).answers(1).value(QStringLiteral("ib.nccl")),
             answers.value(QStringLiteral("ib.nccl")));
    // Deleting the run takes the link along; undoing the delete brings it back.
    BenchmarkRunRepository runs(*project);
    const DeleteSnapshot removed = runs.remove({5});
    QCOMPARE(removed.removedRows(QStringLiteral("questionnaire_answer_run")), 1);
    QVERIFY(QuestionnaireRepository(*project).answers(1).value(QStringLiteral("ib.nccl")).linkedRunIds.isEmpty());
    runs.restore(removed);
    QCOMPARE(QuestionnaireRepository(*project).answers(1).value(QStringLiteral("ib.nccl")).linkedRunIds,
             QList<qint64>{5});
}

void TestStorage::failedMigrationLeavesFileUnchanged()
{
    // A v1 file that already has a table the v2 step creates: the step fails half-way.
    const QString file = path("clash.fabwb");
    writeOldSchema(file, 1, {QStringLiteral("CREATE TABLE project_meta (x)")});
    const QByteArray before = sha256(file);
    QVERIFY(!before.isEmpty());
    try {
        ProjectFile::open(file);
        QFAIL("the migration should have failed");
    } catch (const StorageError& error) {
        QVERIFY2(error.message().contains(QStringLiteral("left unchanged")), qPrintable(error.message()));
        QVERIFY2(error.message().contains(file), qPrintable(error.message()));
    }
    QCOMPARE(sha256(file), before);
    QVERIFY(!QFile::exists(file + QStringLiteral("-wal")) || QFile(file + QStringLiteral("-wal")).size() == 0);
}

// Schema 21 (issue 36): a file of schema 20 gains the workload table, empty; a description is stored whole, replaced,
// and removed again, and the file refuses what no description can hold.
void TestStorage::workloadComesWithSchema21()
{
    const QString file = path("workload.fabwb");
    writeOldSchema(file, 20);
    auto project = ProjectFile::open(file);
    QCOMPARE(project->schemaVersion(), schema::currentVersion());
    WorkloadRepository repo(*project);
    QVERIFY(!repo.load());

    WorkloadDescription d;
    d.kind = WorkloadKind::Mixed;
    d.precision = WorkloadPrecision::Fp8;
    d.parameters = 175'000'000'000;
    d.zeroStage = 3;
    d.nodes = 0; // stored: a page keeps a description on its way to a valid one
    repo.save(d);
    QCOMPARE(repo.load(), d);
    d.layers = 96;
    repo.save(d);
    QCOMPARE(repo.load(), d);
    QCOMPARE(project->scalar(QStringLiteral("SELECT count(*) FROM workload")).toInt(), 1);

    WorkloadDescription impossible = d;
    impossible.zeroStage = 4;
    QVERIFY_THROWS_EXCEPTION(StorageError, repo.save(impossible));
    QCOMPARE(repo.load(), d);

    repo.save(std::nullopt);
    QVERIFY(!repo.load());
}

void TestStorage::newerSchemaOpensReadOnly()
{
    const QString file = path("future.fabwb");
    writeOldSchema(file, schema::currentVersion(),
                   {QStringLiteral("INSERT INTO candidate (supplier, offer_name, fabric, delivery, node_count) "
                                   "VALUES ('Future', 'Offer', 'infiniband', 'colocation', 4)"),
                    QStringLiteral("CREATE TABLE added_by_a_newer_version (x)"),
                    QStringLiteral("PRAGMA user_version = %1").arg(schema::currentVersion() + 5)});
    const QByteArray before = sha256(file);

    auto project = ProjectFile::open(file);
    QVERIFY(project->isReadOnly());
    QVERIFY2(project->readOnlyReason().contains(QString::number(schema::currentVersion() + 5)),
             qPrintable(project->readOnlyReason()));
    CandidateRepository repo(*project);
    QCOMPARE(repo.all().size(), 1);
    QVERIFY_THROWS_EXCEPTION(StorageError,
                             repo.add({.supplier = QStringLiteral("x"), .offerName = QStringLiteral("y")}));
    project.reset();
    QCOMPARE(sha256(file), before);
}

void TestStorage::failedWriteLeavesTheFileAloneComplete()
{
    const QString file = path("single.fabwb");
    auto project = ProjectFile::create(file);
    CandidateRepository repo(*project);
    repo.add({.supplier = QStringLiteral("Committed"), .offerName = QStringLiteral("Offer")});
    // A write that fails half-way (as on a full disk) is rolled back; the committed one is in the file itself.
    QVERIFY_THROWS_EXCEPTION(StorageError, project->write([&] {
        repo.add({.supplier = QStringLiteral("Rolled back"), .offerName = QStringLiteral("Offer")});
        project->query(QStringLiteral("INSERT INTO no_such_table VALUES (1)"));
    }));
    QCOMPARE(QFileInfo(file + QStringLiteral("-wal")).size(), 0);
    const QString copy = path("single-copy.fabwb");
    QVERIFY(QFile::copy(file, copy)); // while the project is still open, as a backup tool would
    auto copied = ProjectFile::open(copy);
    QCOMPARE(copied->scalar(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
    const QList<Candidate> candidates = CandidateRepository(*copied).all();
    QCOMPARE(candidates.size(), 1);
    QCOMPARE(candidates.first().supplier, QStringLiteral("Committed"));
}

void TestStorage::readOnlyMediaOpensReadOnly()
{
    // A read-only bind mount stands for a read-only share or drive; permissions alone do not stop root.
    if (::geteuid() != 0)
        QSKIP("a read-only bind mount needs root");
    QDir(m_dir->path()).mkpath(QStringLiteral("rw"));
    QDir(m_dir->path()).mkpath(QStringLiteral("ro"));
    const QString writable = path("rw/shared.fabwb");
    {
        auto project = ProjectFile::create(writable);
        CandidateRepository(*project).add(
            {.supplier = QStringLiteral("On the share"), .offerName = QStringLiteral("O")});
    }
    const QString mountPoint = path("ro");
    const auto mount = [](const QStringList& args) {
        return testsupport::runProcess(QStringLiteral("mount"), args).succeeded();
    };
    QVERIFY(mount({QStringLiteral("--bind"), path("rw"), mountPoint}));
    const auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {mountPoint}); });
    QVERIFY(mount({QStringLiteral("-o"), QStringLiteral("remount,bind,ro"), mountPoint}));

    auto project = ProjectFile::open(path("ro/shared.fabwb"));
    QVERIFY(project->isReadOnly());
    QVERIFY2(project->readOnlyReason().contains(QStringLiteral("cannot be written")),
             qPrintable(project->readOnlyReason()));
    CandidateRepository repo(*project);
    QCOMPARE(repo.all().size(), 1);
    QCOMPARE(repo.all().first().supplier, QStringLiteral("On the share"));
    QVERIFY_THROWS_EXCEPTION(StorageError,
                             repo.add({.supplier = QStringLiteral("x"), .offerName = QStringLiteral("y")}));
}

// A project on a read-only share whose -wal holds a committed change (the program that wrote it still has it open):
// the change is shown, read from a private copy, and nothing is written beside the file (issue 44: immutable=1 on the
// file alone showed the old values without saying so).
void TestStorage::readOnlyMediaShowsWhatTheLogHolds()
{
    if (::geteuid() != 0)
        QSKIP("a read-only bind mount needs root");
    QDir(m_dir->path()).mkpath(QStringLiteral("rw"));
    QDir(m_dir->path()).mkpath(QStringLiteral("ro"));
    const QString writable = path("rw/held.fabwb");
    {
        auto project = ProjectFile::create(writable);
        CandidateRepository(*project).add(
            {.supplier = QStringLiteral("In the file"), .offerName = QStringLiteral("O")});
    }
    QSqlDatabase holder = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("holder"));
    const auto closeHolder = qScopeGuard([&] {
        holder.close();
        holder = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("holder"));
    });
    holder.setDatabaseName(writable);
    QVERIFY(holder.open());
    QSqlQuery q(holder);
    QVERIFY(q.exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0")));
    QVERIFY(q.exec(QStringLiteral("UPDATE candidate SET supplier = 'Only in the log'")));
    QVERIFY(QFileInfo(writable + QStringLiteral("-wal")).size() > 0);

    const QString mountPoint = path("ro");
    const auto mount = [](const QStringList& args) {
        return testsupport::runProcess(QStringLiteral("mount"), args).succeeded();
    };
    QVERIFY(mount({QStringLiteral("--bind"), path("rw"), mountPoint}));
    const auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {mountPoint}); });
    QVERIFY(mount({QStringLiteral("-o"), QStringLiteral("remount,bind,ro"), mountPoint}));
    const QStringList before = QDir(path("rw")).entryList(QDir::Files | QDir::Hidden);
    const QByteArray walBefore = sha256(writable + QStringLiteral("-wal"));
    {
        auto project = ProjectFile::open(path("ro/held.fabwb"));
        QVERIFY(project->isReadOnly());
        const QList<Candidate> all = CandidateRepository(*project).all();
        QCOMPARE(all.size(), 1);
        QCOMPARE(all.first().supplier, QStringLiteral("Only in the log"));
    }
    QCOMPARE(QDir(path("rw")).entryList(QDir::Files | QDir::Hidden), before);
    QCOMPARE(sha256(writable + QStringLiteral("-wal")), walBefore);
}

void TestStorage::foreignFilesAreRejected_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    QTest::addRow("text") << QByteArray("name,nodes\nA,16\n") << QStringLiteral("not an SQLite database");
    QTest::addRow("empty") << QByteArray() << QStringLiteral("not an SQLite database");
    QTest::addRow("other sqlite") << QByteArray("sqlite") << QStringLiteral("another application");
}

void TestStorage::foreignFilesAreRejected()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    const QString file = path("foreign.fabwb");
    if (content == "sqlite") {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
        db.setDatabaseName(file);
        QVERIFY(db.open());
        QSqlQuery(db).exec(QStringLiteral("PRAGMA application_id = 1234"));
        QSqlQuery(db).exec(QStringLiteral("CREATE TABLE theirs (x)"));
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("other"));
    } else {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    }
    const QByteArray before = sha256(file);
    try {
        ProjectFile::open(file);
        QFAIL("a foreign file must not open");
    } catch (const StorageError& error) {
        QVERIFY2(error.message().contains(expected), qPrintable(error.message()));
        QVERIFY2(error.message().contains(QStringLiteral("not a Fabric Workbench project")),
                 qPrintable(error.message()));
        QVERIFY2(error.message().contains(file), qPrintable(error.message()));
    }
    QCOMPARE(sha256(file), before);
}

void TestStorage::missingFileIsReported()
{
    QVERIFY_THROWS_EXCEPTION(StorageError, ProjectFile::open(path("nowhere.fabwb")));
    QVERIFY(!QFile::exists(path("nowhere.fabwb")));
}

void TestStorage::createReplacesAnExistingFile()
{
    const QString file = path("p.fabwb");
    {
        auto first = ProjectFile::create(file);
        CandidateRepository(*first).add({.supplier = QStringLiteral("old"), .offerName = QStringLiteral("o")});
    }
    auto second = ProjectFile::create(file);
    QVERIFY(CandidateRepository(*second).all().isEmpty());
}

void TestStorage::demoProjectHasExampleCandidates()
{
    createDemoProject(path("demo.fabwb"));
    auto project = ProjectFile::open(path("demo.fabwb"));
    QCOMPARE(project->meta(QString::fromLatin1(kDemoMetaKey)), QStringLiteral("1"));
    const QList<Candidate> all = CandidateRepository(*project).all();
    QCOMPARE(all.size(), 2);
    QCOMPARE(all.at(0).fabric, FabricKind::InfiniBand);
    QCOMPARE(all.at(1).fabric, FabricKind::RoceV2);
    for (const Candidate& c : all) {
        QVERIFY(c.isExample);
        QVERIFY(c.supplier.startsWith(QStringLiteral("Example")));
    }
}

namespace {

// Every row of every table, as sorted text per table: two dumps are equal when the files hold the same data.
QMap<QString, QStringList> dump(const ProjectFile& project)
{
    QMap<QString, QStringList> tables;
    QSqlQuery names = project.query(
        QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"));
    while (names.next()) {
        const QString table = names.value(0).toString();
        QSqlQuery rows = project.query(QStringLiteral("SELECT * FROM \"%1\"").arg(table));
        QStringList& out = tables[table];
        while (rows.next()) {
            QStringList values;
            for (int i = 0; i < rows.record().count(); ++i) {
                const QVariant v = rows.value(i);
                values << (v.isNull()                            ? QStringLiteral("NULL")
                           : v.typeId() == QMetaType::QByteArray ? QString::fromLatin1(v.toByteArray().toBase64())
                                                                 : v.toString());
            }
            out << values.join(QLatin1Char('|'));
        }
        out.sort();
    }
    return tables;
}

} // namespace

void TestStorage::deletedCandidateComesBackWhole()
{
    createDemoProject(path("demo.fabwb"));
    auto project = ProjectFile::open(path("demo.fabwb"));
    const qint64 id = CandidateRepository(*project).all().at(0).id;
    // A dispatch keeps its record when its candidate goes (ON DELETE SET NULL); the undo must link it again.
    DispatchResult dispatched;
    dispatched.status = DispatchResult::Status::Complete;
    dispatched.command = QStringLiteral("fabric-agent bench");
    dispatched.stream = "{}\n";
    dispatched.startedAt = QDateTime::currentDateTimeUtc();
    dispatched.finishedAt = dispatched.startedAt;
    DispatchRunRepository(*project).add(dispatched, std::nullopt, id);
    const QMap<QString, QStringList> before = dump(*project);

    const DeleteSnapshot removed = CandidateRepository(*project).remove(id);
    QCOMPARE(removed.removedRows(QStringLiteral("candidate")), 1);
    const QMap<QString, QStringList> deleted = dump(*project);
    QStringList changed;
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        if (deleted.value(it.key()) != it.value())
            changed << it.key();
    }
    // The demo candidate has runs, a BOM, answers, cost inputs and scores: all of them went with it.
    QVERIFY2(changed.size() >= 5, qPrintable(changed.join(QStringLiteral(", "))));
    QVERIFY(changed.contains(QStringLiteral("dispatch_run")));
    QCOMPARE(project->scalar(QStringLiteral("SELECT COUNT(*) FROM dispatch_run WHERE candidate_id IS NULL")).toInt(),
             1);

    CandidateRepository(*project).restore(removed);
    QCOMPARE(dump(*project), before);
    // Restoring twice cannot duplicate anything: the ids are taken.
    QVERIFY_THROWS_EXCEPTION(StorageError, CandidateRepository(*project).restore(removed));
    QCOMPARE(dump(*project), before);
}

QTEST_GUILESS_MAIN(TestStorage)
#include "teststorage.moc"
