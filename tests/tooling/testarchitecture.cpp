// SPDX-License-Identifier: Apache-2.0
#include "dependencytable.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

// Three folders: core/base depends on nothing, core/domain on core/base, app/ (top level) on core/*.
const QByteArray kTable = "# Architecture\n"
                          "\n"
                          "## Folders and what they may depend on\n"
                          "| folder | owns | may depend on |\n"
                          "|---|---|---|\n"
                          "| `core/base/` | plain C++ | the C++ standard library only |\n"
                          "| `core/domain/` | value types | `core/base`, Qt Core |\n"
                          "| `app/` (top level) | the window | `core/*`, Qt Widgets |\n"
                          "| `tests/` | tests | whatever it tests |\n"
                          "\n"
                          "## Next\n";

} // namespace

// docs/architecture.md's table "Folders and what they may depend on" is a rule the tree keeps: no include of a
// project header crosses it, no source file is over 800 lines, and no folder with sources is missing from it.
class TestArchitecture : public QObject
{
    Q_OBJECT

private slots:
    void theTreeKeepsTheTable();
    void aCrossingIncludeIsReported();
    void whatTheTableAllowsPasses();
    void aLongFileIsReported();
    void anUnnamedFolderIsReported();
    void aRuleNamingNothingIsReported();
    void everySourceNamesTheLicence();
    void aSourceWithoutTheLicenceIsReported();

private:
    // A made-up tree in a new temporary folder: the table and a source in each of its folders.
    void writeTree(const QByteArray& table = kTable);
    void write(const QString& path, const QByteArray& text);

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestArchitecture::writeTree(const QByteArray& table)
{
    m_dir = std::make_unique<QTemporaryDir>();
    write(QStringLiteral("docs/architecture.md"), table);
    write(QStringLiteral("core/base/stats.h"), "#pragma once\n");
    write(QStringLiteral("core/domain/run.h"), "#pragma once\n\n#include \"base/stats.h\"\n");
    write(QStringLiteral("app/main.cpp"), "#include \"domain/run.h\"\n");
    write(QStringLiteral("tests/domain/testrun.cpp"), "#include \"domain/run.h\"\n");
}

void TestArchitecture::write(const QString& path, const QByteArray& text)
{
    QVERIFY(m_dir->isValid());
    const QString full = m_dir->filePath(path);
    QVERIFY(QDir().mkpath(QFileInfo(full).path()));
    QFile file(full);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

void TestArchitecture::theTreeKeepsTheTable()
{
    const QStringList problems = tooling::dependencyProblems(QStringLiteral(FW_SOURCE_DIR));
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("the tree departs from docs/architecture.md:\n") +
                                            problems.join(QLatin1Char('\n'))));
}

void TestArchitecture::aCrossingIncludeIsReported()
{
    writeTree();
    // core/base may depend on nothing of the project: the second line crosses the table.
    write(QStringLiteral("core/base/stats.cpp"), "#include \"base/stats.h\"\n#include \"domain/run.h\"\n");
    const QStringList problems = tooling::dependencyProblems(m_dir->path());
    QCOMPARE(problems.size(), 1);
    const QString problem = problems.constFirst();
    QVERIFY2(problem.startsWith(QLatin1String("core/base/stats.cpp:2: #include \"domain/run.h\" (core/domain/run.h)")),
             qPrintable(problem));
    QVERIFY2(problem.contains(QLatin1String("`core/base/` may depend on the C++ standard library only")),
             qPrintable(problem));
    QVERIFY2(problem.endsWith(QLatin1String("(docs/architecture.md:6)")), qPrintable(problem));
}

void TestArchitecture::whatTheTableAllowsPasses()
{
    writeTree();
    // Its own folder, a folder the row names, Qt, a generated header, and anything from a test.
    write(QStringLiteral("app/window.cpp"),
          "#include \"window.h\"\n#include \"domain/run.h\"\n#include <QString>\n#include \"ui_window.h\"\n");
    write(QStringLiteral("app/window.h"), "#pragma once\n");
    write(QStringLiteral("tests/app/testwindow.cpp"), "#include \"window.h\"\n#include \"base/stats.h\"\n");
    const QStringList problems = tooling::dependencyProblems(m_dir->path());
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestArchitecture::aLongFileIsReported()
{
    writeTree();
    write(QStringLiteral("core/base/short.cpp"), QByteArray("int x;\n").repeated(800));
    write(QStringLiteral("core/base/long.cpp"), QByteArray("int y;\n").repeated(801));
    QCOMPARE(tooling::dependencyProblems(m_dir->path()),
             QStringList{QStringLiteral("core/base/long.cpp: 801 lines, more than 800 (split it)")});
}

void TestArchitecture::anUnnamedFolderIsReported()
{
    writeTree();
    // app/ is a top-level row, so a folder below it needs a row of its own.
    write(QStringLiteral("app/charts/chart.h"), "#pragma once\n");
    write(QStringLiteral("app/charts/chart.cpp"), "#include \"charts/chart.h\"\n");
    write(QStringLiteral("lib/thing.cpp"), "int thing;\n");
    // Build trees are not the project's.
    write(QStringLiteral("build/ci/moc_x.cpp"), "#include \"domain/run.h\"\n");
    const QStringList problems = tooling::dependencyProblems(m_dir->path());
    QCOMPARE(problems.size(), 2);
    QVERIFY2(problems[0].startsWith(QLatin1String("app/charts/: a folder with sources (app/charts/chart.cpp)")),
             qPrintable(problems[0]));
    QVERIFY2(problems[1].startsWith(QLatin1String("lib/: a folder with sources (lib/thing.cpp)")),
             qPrintable(problems[1]));
}

void TestArchitecture::aRuleNamingNothingIsReported()
{
    QByteArray table = kTable;
    table.replace("`core/base`, Qt Core", "`core/base`, `core/gone`, Qt Core");
    writeTree(table);
    QCOMPARE(tooling::dependencyProblems(m_dir->path()),
             QStringList{QStringLiteral(
                 "docs/architecture.md:7: the row of `core/domain/` allows `core/gone`, which the tree lacks")});
}

void TestArchitecture::everySourceNamesTheLicence()
{
    const QStringList problems = tooling::licenceProblems(QStringLiteral(FW_SOURCE_DIR));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestArchitecture::aSourceWithoutTheLicenceIsReported()
{
    writeTree();
    const QByteArray licence = "// SPDX-License-Identifier: Apache-2.0\n";
    for (const char* path : {"core/base/stats.h", "core/domain/run.h", "app/main.cpp", "tests/domain/testrun.cpp"})
        write(QString::fromLatin1(path), licence + "#pragma once\n");
    QVERIFY2(tooling::licenceProblems(m_dir->path()).isEmpty(),
             qPrintable(tooling::licenceProblems(m_dir->path()).join(QLatin1Char('\n'))));
    // Below the first line, the licence does not count.
    write(QStringLiteral("core/base/late.h"), "#pragma once\n" + licence);
    QCOMPARE(tooling::licenceProblems(m_dir->path()),
             QStringList{
                 QStringLiteral("core/base/late.h: the first line is not \"// SPDX-License-Identifier: Apache-2.0\"")});
}

QTEST_GUILESS_MAIN(TestArchitecture)
#include "testarchitecture.moc"
