// SPDX-License-Identifier: Apache-2.0
#include "processrun.h"
#include "remote/shellquote.h"

#include <QRandomGenerator>
#include <QTest>

using namespace fw::core;

// The quoting function against the real /bin/sh: whatever bytes go in, the shell must hand the program exactly
// those bytes as one argument.
class TestShellQuote : public QObject
{
    Q_OBJECT

private:
    // What the shell passes to printf when it runs `printf '%s\0' <words>`. The line goes in on stdin rather than
    // after -c, because QProcess would re-encode an argument that is not valid UTF-8; the parser is the same.
    static QList<QByteArray> argvSeenByShell(const QList<QByteArray>& arguments)
    {
        QByteArray line = "printf '%s\\0'";
        for (const QByteArray& argument : arguments)
            line += ' ' + shell::quote(QByteArrayView(argument));
        QList<QByteArray> seen = testsupport::runProcess(QStringLiteral("/bin/sh"), {QStringLiteral("-s")},
                                                         QProcessEnvironment::systemEnvironment(), {}, line + '\n')
                                     .out.split('\0');
        seen.removeLast(); // after the last terminator
        return seen;
    }

private slots:
    void readableWords_data()
    {
        QTest::addColumn<QString>("argument");
        QTest::addColumn<QString>("quoted");
        QTest::addRow("plain") << "mpirun"
                               << "mpirun";
        QTest::addRow("path") << ".fabric-workbench/ab12/build/fabric-agent"
                              << ".fabric-workbench/ab12/build/fabric-agent";
        QTest::addRow("empty") << ""
                               << "''";
        QTest::addRow("space") << "a b"
                               << "'a b'";
        QTest::addRow("quote") << "it's"
                               << "'it'\\''s'";
        QTest::addRow("assignment") << "A=b"
                                    << "'A=b'";
        QTest::addRow("tilde") << "~/x"
                               << "'~/x'";
        QTest::addRow("dollar") << "$HOME"
                                << "'$HOME'";
    }
    void readableWords()
    {
        QFETCH(QString, argument);
        QFETCH(QString, quoted);
        QCOMPARE(shell::quote(argument), quoted);
    }

    void splitReadsWhatJoinWrites_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<QString>("joined");
        QTest::addRow("plain") << QStringLiteral("  --kind   link-down --rate 200mbit ")
                               << QStringList{QStringLiteral("--kind"), QStringLiteral("link-down"),
                                              QStringLiteral("--rate"), QStringLiteral("200mbit")}
                               << QStringLiteral("--kind link-down --rate 200mbit");
        QTest::addRow("single quotes") << QStringLiteral("--path '/scratch/my dir'")
                                       << QStringList{QStringLiteral("--path"), QStringLiteral("/scratch/my dir")}
                                       << QStringLiteral("--path '/scratch/my dir'");
        QTest::addRow("double quotes") << QStringLiteral("--match \"say \\\"hi\\\" \\x\"")
                                       << QStringList{QStringLiteral("--match"), QStringLiteral("say \"hi\" \\x")}
                                       << QStringLiteral("--match 'say \"hi\" \\x'");
        QTest::addRow("quote in a word") << QStringLiteral("it\\'s 'a'\\''b'")
                                         << QStringList{QStringLiteral("it's"), QStringLiteral("a'b")}
                                         << QStringLiteral("'it'\\''s' 'a'\\''b'");
        QTest::addRow("empty word") << QStringLiteral("--label '' x")
                                    << QStringList{QStringLiteral("--label"), QString(), QStringLiteral("x")}
                                    << QStringLiteral("--label '' x");
        QTest::addRow("nothing") << QStringLiteral("   ") << QStringList{} << QString();
    }

    void splitReadsWhatJoinWrites()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, words);
        QFETCH(QString, joined);
        const std::optional<QStringList> split = shell::split(text);
        QVERIFY(split);
        QCOMPARE(*split, words);
        QCOMPARE(shell::join(words), joined);
        QCOMPARE(shell::split(joined), std::optional(words));
    }

    void splitRefusesAnUnclosedQuote()
    {
        QVERIFY(!shell::split(QStringLiteral("--path '/scratch")));
        QVERIFY(!shell::split(QStringLiteral("--match \"x")));
    }

    void joinKeepsEveryArgument()
    {
        const QStringList arguments = {QStringLiteral("-x"), QStringLiteral(""), QStringLiteral("a b"),
                                       QStringLiteral("'"), QStringLiteral("ü; rm -rf /")};
        QList<QByteArray> expected;
        for (const QString& argument : arguments)
            expected << argument.toUtf8();
        QByteArray line = "printf '%s\\0' " + shell::join(arguments).toUtf8();
        const testsupport::ProcessResult sh =
            testsupport::runProcess(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QString::fromUtf8(line)});
        QVERIFY2(sh.finished, sh.describe().constData());
        QList<QByteArray> seen = sh.out.split('\0');
        seen.removeLast();
        QCOMPARE(seen, expected);
    }

    // Random byte strings (every byte but NUL, which no argv can hold), with the shell's special characters
    // over-represented so quotes, backslashes and expansions meet in every combination.
    void randomBytesSurviveTheShell()
    {
        QRandomGenerator random(20261130);
        const QByteArray special = "'\"\\$`!*?[]{}()<>|&;#~= \t\n%-";
        constexpr int kBatches = 40;
        constexpr int kPerBatch = 100;
        for (int batch = 0; batch < kBatches; ++batch) {
            QList<QByteArray> arguments;
            for (int i = 0; i < kPerBatch; ++i) {
                QByteArray argument;
                const int length = int(random.bounded(12 + batch));
                for (int j = 0; j < length; ++j) {
                    argument += random.bounded(3) == 0 ? special.at(int(random.bounded(special.size())))
                                                       : char(1 + random.bounded(255));
                }
                arguments << argument;
            }
            const QList<QByteArray> seen = argvSeenByShell(arguments);
            QCOMPARE(seen.size(), arguments.size());
            for (int i = 0; i < arguments.size(); ++i) {
                if (seen[i] != arguments[i])
                    QFAIL(qPrintable(
                        QStringLiteral("batch %1 argument %2: sent %3, shell saw %4")
                            .arg(batch)
                            .arg(i)
                            .arg(QString::fromLatin1(arguments[i].toHex()), QString::fromLatin1(seen[i].toHex()))));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestShellQuote)
#include "testshellquote.moc"
