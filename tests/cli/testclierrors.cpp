// SPDX-License-Identifier: Apache-2.0
#include "clirunner.h"
#include "storage/projectfile.h"
#include "storage/projectidentity.h"
#include "storage/schema.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using clitest::Result;
using clitest::workbench;

// What the procurement commands answer to wrong input: exit code 2 for a usage error (1 for refused work), a message
// that says which option, name, file or line is wrong, and nothing written.
class TestCliErrors : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void refused_data();
    void refused();
    void newNeverReplacesAFile();
    void newNamesTheProcurementAndItsFile();
    void newerFileIsReadButNotChanged();
    void helpOnEveryCommand_data();
    void helpOnEveryCommand();
    void candidateRemoveAsksForForce();
    void messagesFollowTheSystemLanguage();

private:
    QString fileHash() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_project;
};

void TestCliErrors::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_project = m_dir->filePath(QStringLiteral("p.fabwb"));
    QCOMPARE(workbench({QStringLiteral("new"), m_project}).exitCode, 0);
    QCOMPARE(workbench({QStringLiteral("candidate"), QStringLiteral("add"), QStringLiteral("--project"), m_project,
                        QStringLiteral("--supplier"), QStringLiteral("Acme"), QStringLiteral("--offer"),
                        QStringLiteral("IB pod")})
                 .exitCode,
             0);
    QCOMPARE(workbench({QStringLiteral("connection"), QStringLiteral("add"), QStringLiteral("--project"), m_project,
                        QStringLiteral("--candidate"), QStringLiteral("Acme"), QStringLiteral("--name"),
                        QStringLiteral("here"), QStringLiteral("--local")})
                 .exitCode,
             0);
    QFile hosts(m_dir->filePath(QStringLiteral("hosts")));
    QVERIFY(hosts.open(QIODevice::WriteOnly));
    hosts.write("# the nodes\nnode1 slots=8\nnode;2 slots=8\n\n");
}

QString TestCliErrors::fileHash() const
{
    QFile file(m_project);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromLatin1(QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex());
}

void TestCliErrors::refused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    const QString p = QStringLiteral("%P");
    const QString project = QStringLiteral("--project");
    QTest::addRow("missing --project") << QStringList{QStringLiteral("candidate"), QStringLiteral("list")} << 2
                                       << "--project is missing.\nUsage: fabric-workbench candidate list --project P";
    QTest::addRow("missing project file")
        << QStringList{QStringLiteral("runs"), QStringLiteral("list"), project, QStringLiteral("%D/none.fabwb")} << 2
        << "none.fabwb does not exist. Make one with \"fabric-workbench new %D/none.fabwb\".";
    QTest::addRow("no subcommand") << QStringList{QStringLiteral("runs")} << 2
                                   << "\"fabric-workbench runs\" needs a subcommand.";
    QTest::addRow("unknown subcommand") << QStringList{QStringLiteral("candidate"), QStringLiteral("rename")} << 2
                                        << "\"rename\" is not a subcommand of \"fabric-workbench candidate\".";
    QTest::addRow("unknown option") << QStringList{QStringLiteral("runs"), QStringLiteral("list"), project, p,
                                                   QStringLiteral("--colour")}
                                    << 2 << "Unknown option 'colour'.";
    QTest::addRow("unknown candidate") << QStringList{QStringLiteral("connection"),
                                                      QStringLiteral("add"),
                                                      project,
                                                      p,
                                                      QStringLiteral("--candidate"),
                                                      QStringLiteral("Nobody"),
                                                      QStringLiteral("--name"),
                                                      QStringLiteral("x"),
                                                      QStringLiteral("--local")}
                                       << 2
                                       << "No candidate \"Nobody\" in the project.\nName one by id, supplier, offer or "
                                          "\"supplier / offer\":\n  1: Acme / IB pod";
    QTest::addRow("duplicate connection name") << QStringList{QStringLiteral("connection"),
                                                              QStringLiteral("add"),
                                                              project,
                                                              p,
                                                              QStringLiteral("--candidate"),
                                                              QStringLiteral("1"),
                                                              QStringLiteral("--name"),
                                                              QStringLiteral("Here"),
                                                              QStringLiteral("--local")}
                                               << 2 << "Acme / IB pod already has a connection named \"here\".";
    QTest::addRow("unknown connection")
        << QStringList{QStringLiteral("connection"),
                       QStringLiteral("remove"),
                       project,
                       p,
                       QStringLiteral("--candidate"),
                       QStringLiteral("Acme"),
                       QStringLiteral("--name"),
                       QStringLiteral("there")}
        << 2 << "The candidate has no connection named \"there\". Its connections: \"here\".";
    QTest::addRow("run through an unknown connection")
        << QStringList{QStringLiteral("run"),
                       project,
                       p,
                       QStringLiteral("--candidate"),
                       QStringLiteral("Acme"),
                       QStringLiteral("--connection"),
                       QStringLiteral("there")}
        << 2 << "The candidate has no connection named \"there\". Its connections: \"here\".";
    QTest::addRow("local and host") << QStringList{QStringLiteral("connection"),
                                                   QStringLiteral("add"),
                                                   project,
                                                   p,
                                                   QStringLiteral("--candidate"),
                                                   QStringLiteral("Acme"),
                                                   QStringLiteral("--name"),
                                                   QStringLiteral("x"),
                                                   QStringLiteral("--local"),
                                                   QStringLiteral("--host"),
                                                   QStringLiteral("h")}
                                    << 2 << "Give either --local or --host.";
    QTest::addRow("ssh option on a local connection")
        << QStringList{QStringLiteral("connection"),
                       QStringLiteral("add"),
                       project,
                       p,
                       QStringLiteral("--candidate"),
                       QStringLiteral("Acme"),
                       QStringLiteral("--name"),
                       QStringLiteral("x"),
                       QStringLiteral("--local"),
                       QStringLiteral("--user"),
                       QStringLiteral("me")}
        << 2 << "--user is for a connection over SSH (--host), not --local.";
    QTest::addRow("hostfile with a bad line") << QStringList{QStringLiteral("connection"),
                                                             QStringLiteral("add"),
                                                             project,
                                                             p,
                                                             QStringLiteral("--candidate"),
                                                             QStringLiteral("Acme"),
                                                             QStringLiteral("--name"),
                                                             QStringLiteral("x"),
                                                             QStringLiteral("--host"),
                                                             QStringLiteral("head"),
                                                             QStringLiteral("--hostfile"),
                                                             QStringLiteral("%D/hosts")}
                                              << 2 << "%D/hosts, line 3: \"node;2\" is not a host name or address.";
    QTest::addRow("mpirun without nodes")
        << QStringList{QStringLiteral("connection"),
                       QStringLiteral("add"),
                       project,
                       p,
                       QStringLiteral("--candidate"),
                       QStringLiteral("Acme"),
                       QStringLiteral("--name"),
                       QStringLiteral("x"),
                       QStringLiteral("--host"),
                       QStringLiteral("head"),
                       QStringLiteral("--user"),
                       QStringLiteral("me")}
        << 2 << "The connection was not added:\n  mpirun needs at least one node for its hostfile.";
    QTest::addRow("bad port") << QStringList{QStringLiteral("connection"),
                                             QStringLiteral("add"),
                                             project,
                                             p,
                                             QStringLiteral("--candidate"),
                                             QStringLiteral("Acme"),
                                             QStringLiteral("--name"),
                                             QStringLiteral("x"),
                                             QStringLiteral("--host"),
                                             QStringLiteral("head"),
                                             QStringLiteral("--port"),
                                             QStringLiteral("0")}
                              << 2 << "--port must be a number from 1 to 65535, not \"0\".";
    QTest::addRow("bad fabric") << QStringList{QStringLiteral("candidate"),
                                               QStringLiteral("add"),
                                               project,
                                               p,
                                               QStringLiteral("--supplier"),
                                               QStringLiteral("B"),
                                               QStringLiteral("--offer"),
                                               QStringLiteral("O"),
                                               QStringLiteral("--fabric"),
                                               QStringLiteral("ethernet")}
                                << 2 << "--fabric must be infiniband or roce, not \"ethernet\".";
    QTest::addRow("bad node count") << QStringList{QStringLiteral("candidate"),
                                                   QStringLiteral("edit"),
                                                   project,
                                                   p,
                                                   QStringLiteral("--candidate"),
                                                   QStringLiteral("Acme"),
                                                   QStringLiteral("--nodes"),
                                                   QStringLiteral("zero")}
                                    << 2 << "--nodes must be a whole number of at least 1, not \"zero\".";
    QTest::addRow("same candidate twice") << QStringList{QStringLiteral("candidate"),
                                                         QStringLiteral("add"),
                                                         project,
                                                         p,
                                                         QStringLiteral("--supplier"),
                                                         QStringLiteral("acme"),
                                                         QStringLiteral("--offer"),
                                                         QStringLiteral("ib pod")}
                                          << 2 << "There is already a candidate Acme / IB pod (id 1)";
    QTest::addRow("edit without a change")
        << QStringList{QStringLiteral("candidate"),   QStringLiteral("edit"), project, p,
                       QStringLiteral("--candidate"), QStringLiteral("Acme")}
        << 2 << "Nothing to change";
    QTest::addRow("unknown run") << QStringList{QStringLiteral("runs"), QStringLiteral("delete"), project, p,
                                                QStringLiteral("42")}
                                 << 2 << "There is no benchmark run 42 in";
    QTest::addRow("not a run id") << QStringList{QStringLiteral("runs"), QStringLiteral("show"), project, p,
                                                 QStringLiteral("first")}
                                  << 2 << "\"first\" is not a run id";
    QTest::addRow("move without a target")
        << QStringList{QStringLiteral("runs"), QStringLiteral("move"), project, p, QStringLiteral("1")} << 2
        << "Give either --to CANDIDATE or --no-candidate.";
    QTest::addRow("bad source")
        << QStringList{QStringLiteral("runs"),     QStringLiteral("edit"),  project, p, QStringLiteral("1"),
                       QStringLiteral("--source"), QStringLiteral("theirs")}
        << 2 << "--source must be vendor or own, not \"theirs\".";
    QTest::addRow("import into no project")
        << QStringList{QStringLiteral("import"),        project,
                       QStringLiteral("%D/none.fabwb"), QStringLiteral("--candidate"),
                       QStringLiteral("Acme"),          QStringLiteral("%D/hosts")}
        << 2 << "The project file %D/none.fabwb does not exist. Make one with \"fabric-workbench new";
}

void TestCliErrors::refused()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    arguments.replaceInStrings(QStringLiteral("%P"), m_project);
    arguments.replaceInStrings(QStringLiteral("%D"), m_dir->path());
    message.replace(QStringLiteral("%D"), m_dir->path());
    const QString before = fileHash();
    const Result result = workbench(arguments);
    QVERIFY2(result.exitCode == exitCode, result.said().constData());
    QVERIFY2(result.err.contains(message), result.said().constData());
    QVERIFY2(result.out.isEmpty(), result.said().constData());
    QCOMPARE(fileHash(), before);
}

void TestCliErrors::newNeverReplacesAFile()
{
    const QString before = fileHash();
    const Result result = workbench({QStringLiteral("new"), m_project});
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.err.contains(QLatin1String("p.fabwb already exists; it was left as it is.")),
             result.said().constData());
    QCOMPARE(fileHash(), before);
}

void TestCliErrors::newNamesTheProcurementAndItsFile()
{
    // Without a file, the file is named after the procurement in the current folder; "/" cannot be in a file name.
    const QString cwd = QDir::currentPath();
    QVERIFY(QDir::setCurrent(m_dir->path()));
    const Result made =
        workbench({QStringLiteral("new"), QStringLiteral("--name"), QStringLiteral("Training fabric 2027/28"),
                   QStringLiteral("--organisation"), QStringLiteral("Acme Research")});
    QVERIFY(QDir::setCurrent(cwd));
    QVERIFY2(made.exitCode == 0, made.said().constData());
    const QString file = m_dir->filePath(QStringLiteral("Training fabric 2027-28.fabwb"));
    QVERIFY2(made.out.contains(QLatin1String("for the procurement \"Training fabric 2027/28\" of Acme Research")),
             made.said().constData());
    {
        const auto project = fw::core::ProjectFile::open(file);
        const fw::core::ProjectIdentity identity = fw::core::readProjectIdentity(*project);
        QCOMPARE(identity.name, QStringLiteral("Training fabric 2027/28"));
        QCOMPARE(identity.organisation, QStringLiteral("Acme Research"));
    }
    // With a file, the file is the one named; an organisation needs a name; an unnamed project has none.
    const QString named = m_dir->filePath(QStringLiteral("named.fabwb"));
    QCOMPARE(workbench({QStringLiteral("new"), QStringLiteral("--name"), QStringLiteral("Pod B"), named}).exitCode, 0);
    QCOMPARE(fw::core::readProjectIdentity(*fw::core::ProjectFile::open(named)).name, QStringLiteral("Pod B"));
    const Result orphan = workbench({QStringLiteral("new"), QStringLiteral("--organisation"), QStringLiteral("Acme"),
                                     m_dir->filePath(QStringLiteral("orphan.fabwb"))});
    QCOMPARE(orphan.exitCode, 2);
    QVERIFY2(orphan.err.contains(QLatin1String("--name")), orphan.said().constData());
    QVERIFY(!QFileInfo::exists(m_dir->filePath(QStringLiteral("orphan.fabwb"))));
    const Result nothing = workbench({QStringLiteral("new")});
    QCOMPARE(nothing.exitCode, 2);
    QVERIFY(fw::core::readProjectIdentity(*fw::core::ProjectFile::open(m_project)).name.isEmpty());
}

void TestCliErrors::newerFileIsReadButNotChanged()
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("newer"));
        db.setDatabaseName(m_project);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = %1").arg(fw::core::schema::currentVersion() + 1)));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("newer"));
    const QString before = fileHash();
    const Result listed = workbench({QStringLiteral("candidate"), QStringLiteral("list"), QStringLiteral("--project"),
                                     m_project, QStringLiteral("--json")});
    QVERIFY2(listed.exitCode == 0, listed.said().constData());
    QCOMPARE(listed.json().array().size(), 1);
    const Result added =
        workbench({QStringLiteral("candidate"), QStringLiteral("add"), QStringLiteral("--project"), m_project,
                   QStringLiteral("--supplier"), QStringLiteral("B"), QStringLiteral("--offer"), QStringLiteral("O")});
    QCOMPARE(added.exitCode, 2);
    QVERIFY2(
        added.err.contains(QLatin1String("is open read-only: It was saved by a newer version of Fabric Workbench")),
        added.said().constData());
    QCOMPARE(fileHash(), before);
}

void TestCliErrors::helpOnEveryCommand_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QString>("usage");
    QTest::addRow("new") << QStringList{QStringLiteral("new")}
                         << "Usage: fabric-workbench new [--name NAME] [--organisation ORGANISATION] [--demo] [FILE]";
    const QList<std::pair<QString, QStringList>> groups = {
        {QStringLiteral("candidate"),
         {QStringLiteral("add"), QStringLiteral("list"), QStringLiteral("edit"), QStringLiteral("remove")}},
        {QStringLiteral("connection"),
         {QStringLiteral("add"), QStringLiteral("list"), QStringLiteral("copy"), QStringLiteral("remove")}},
        {QStringLiteral("runs"),
         {QStringLiteral("list"), QStringLiteral("show"), QStringLiteral("move"), QStringLiteral("edit"),
          QStringLiteral("delete")}},
        {QStringLiteral("questionnaire"), {QStringLiteral("list"), QStringLiteral("link")}}};
    for (const auto& [group, subcommands] : groups) {
        QTest::addRow("%s", qPrintable(group))
            << QStringList{group} << QStringLiteral("Usage: fabric-workbench %1 ").arg(group);
        for (const QString& subcommand : subcommands)
            QTest::addRow("%s %s", qPrintable(group), qPrintable(subcommand))
                << QStringList{group, subcommand}
                << QStringLiteral("Usage: fabric-workbench %1 %2 ").arg(group, subcommand);
    }
    for (const QString& command : {QStringLiteral("import"), QStringLiteral("run"), QStringLiteral("plan"),
                                   QStringLiteral("report"), QStringLiteral("decision")})
        QTest::addRow("%s", qPrintable(command)) << QStringList{command} << QStringLiteral("--project <file>");
}

void TestCliErrors::helpOnEveryCommand()
{
    QFETCH(QStringList, command);
    QFETCH(QString, usage);
    const Result result = workbench(command + QStringList{QStringLiteral("--help")});
    QVERIFY2(result.exitCode == 0, result.said().constData());
    QVERIFY2(result.out.contains(usage), result.said().constData());
}

void TestCliErrors::candidateRemoveAsksForForce()
{
    const QStringList remove = {QStringLiteral("candidate"),   QStringLiteral("remove"),
                                QStringLiteral("--project"),   m_project,
                                QStringLiteral("--candidate"), QStringLiteral("Acme")};
    Result result = workbench(remove);
    QCOMPARE(result.exitCode, 1);
    QVERIFY2(
        result.err.contains(QLatin1String("Candidate Acme / IB pod has records (connections: 1, benchmark runs: 0, "
                                          "dispatches and plan runs: 0, other records: 0).")),
        result.said().constData());
    result = workbench(remove + QStringList{QStringLiteral("--force")});
    QVERIFY2(result.exitCode == 0, result.said().constData());
    result = workbench({QStringLiteral("connection"), QStringLiteral("list"), QStringLiteral("--project"), m_project,
                        QStringLiteral("--json")});
    QCOMPARE(result.json().array().size(), 0);
    QCOMPARE(workbench({QStringLiteral("candidate"), QStringLiteral("list"), QStringLiteral("--project"), m_project,
                        QStringLiteral("--json")})
                 .json()
                 .array()
                 .size(),
             0);
}

void TestCliErrors::messagesFollowTheSystemLanguage()
{
    const QString missing = m_dir->filePath(QStringLiteral("missing.fabwb"));
    const QStringList arguments = {QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--project"),
                                   missing};
    const Result german = workbench(arguments, QStringLiteral("de_DE.UTF-8"));
    QCOMPARE(german.exitCode, 2);
    QVERIFY2(german.err.contains(QStringLiteral("Die Projektdatei")), german.said().constData());
    const Result japanese = workbench(arguments, QStringLiteral("ja_JP.UTF-8"));
    QVERIFY2(japanese.err.contains(QStringLiteral("プロジェクトファイル")), japanese.said().constData());
    const Result english = workbench(arguments);
    QVERIFY2(english.err.contains(QStringLiteral("The project file")), english.said().constData());
}

QTEST_GUILESS_MAIN(TestCliErrors)
#include "testclierrors.moc"
