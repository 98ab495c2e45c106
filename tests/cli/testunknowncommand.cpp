// SPDX-License-Identifier: Apache-2.0
#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using clitest::Result;
using clitest::workbench;

// A word that is no command is a usage error that names the commands, in every language, while a project named on
// the command line still opens the window; and the main --help lists every command docs/cli.md describes.
class TestUnknownCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void unknownCommandIsAnError_data();
    void unknownCommandIsAnError();
    void unknownCommandInEveryLanguage_data();
    void unknownCommandInEveryLanguage();
    void helpListsEveryCommand();
    void projectOpensTheWindow_data();
    void projectOpensTheWindow();

private:
    QTemporaryDir m_dir;
    QStringList m_commands; // the headings of docs/cli.md
};

void TestUnknownCommand::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QFile cli(QStringLiteral(FW_SOURCE_DIR "/docs/cli.md"));
    QVERIFY(cli.open(QIODevice::ReadOnly | QIODevice::Text));
    static const QRegularExpression heading(QStringLiteral("^## (`[a-z-]+`(, )?)+$"));
    static const QRegularExpression name(QStringLiteral("`([a-z-]+)`"));
    for (const QString& line : QString::fromUtf8(cli.readAll()).split(QLatin1Char('\n'))) {
        if (!heading.match(line).hasMatch())
            continue;
        for (auto it = name.globalMatch(line); it.hasNext();)
            m_commands << it.next().captured(1);
    }
    QCOMPARE(m_commands.size(), 13);
}

void TestUnknownCommand::unknownCommandIsAnError_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addRow("word") << QStringList{QStringLiteral("drill")};
    QTest::addRow("word --help") << QStringList{QStringLiteral("drill"), QStringLiteral("--help")};
    QTest::addRow("word and a project") << QStringList{QStringLiteral("drill"), QStringLiteral("p.fabwb")};
}

void TestUnknownCommand::unknownCommandIsAnError()
{
    QFETCH(QStringList, arguments);
    const Result result = workbench(arguments);
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.out.isEmpty(), result.said().constData());
    QVERIFY2(result.err.contains(QLatin1String("\"drill\" is an unknown command")), result.said().constData());
    for (const QString& command : std::as_const(m_commands))
        QVERIFY2(result.err.contains(command),
                 qPrintable(command + QLatin1Char('\n') + QString::fromUtf8(result.said())));
}

void TestUnknownCommand::unknownCommandInEveryLanguage_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("message");
    QTest::addRow("de") << QStringLiteral("de_DE.UTF-8") << QStringLiteral("unbekannter Befehl");
    QTest::addRow("ja") << QStringLiteral("ja_JP.UTF-8") << QStringLiteral("不明なコマンド");
}

void TestUnknownCommand::unknownCommandInEveryLanguage()
{
    QFETCH(QString, lang);
    QFETCH(QString, message);
    const Result result = workbench({QStringLiteral("drill")}, lang);
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.err.contains(message), result.said().constData());
    QVERIFY2(result.err.contains(QLatin1String("supplier-sheet")), result.said().constData());
}

void TestUnknownCommand::helpListsEveryCommand()
{
    const Result result = workbench({QStringLiteral("--help")});
    QCOMPARE(result.exitCode, 0);
    static const QRegularExpression list(QStringLiteral("Commands without a window: ([a-z, -]+)\\."));
    const QRegularExpressionMatch match = list.match(result.out);
    QVERIFY2(match.hasMatch(), result.said().constData());
    QStringList listed = match.captured(1).split(QStringLiteral(", "));
    QStringList documented = m_commands;
    listed.sort();
    documented.sort();
    QCOMPARE(listed, documented);
}

void TestUnknownCommand::projectOpensTheWindow_data()
{
    QTest::addColumn<QString>("name");
    QTest::addRow("a .fabwb name") << QStringLiteral("p.fabwb");
    // A file that exists is opened even when its name could be a command word.
    QTest::addRow("an existing file named like a word") << QStringLiteral("drill");
}

void TestUnknownCommand::projectOpensTheWindow()
{
    QFETCH(QString, name);
    const QString project = m_dir.filePath(name);
    QFile::remove(project);
    QCOMPARE(workbench({QStringLiteral("new"), m_dir.filePath(QStringLiteral("made.fabwb"))}).exitCode, 0);
    QVERIFY(QFile::rename(m_dir.filePath(QStringLiteral("made.fabwb")), project));

    // Named as a user types it, relative to the current folder: the window opens it and takes its picture.
    const QString picture = m_dir.filePath(QStringLiteral("window.png"));
    QFile::remove(picture);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    const testsupport::ProcessResult run = testsupport::runProcess(
        QStringLiteral(FW_WORKBENCH), {name, QStringLiteral("--screenshot"), picture}, environment, m_dir.path());
    QVERIFY2(run.succeeded(), run.describe().constData());
    QVERIFY2(!run.err.contains("unknown command"), run.err.constData());
    QVERIFY(QFileInfo(picture).size() > 0);
}

QTEST_GUILESS_MAIN(TestUnknownCommand)
#include "testunknowncommand.moc"
