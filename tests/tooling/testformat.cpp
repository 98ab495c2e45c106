// SPDX-License-Identifier: Apache-2.0
#include "processrun.h"

#include <QDirIterator>
#include <QProcess>
#include <QTest>

// Every C++ source in the tree matches the committed .clang-format.
class TestFormat : public QObject
{
    Q_OBJECT

private slots:
    void sourcesAreFormatted();
};

void TestFormat::sourcesAreFormatted()
{
    QStringList files;
    for (const char* folder : {"app", "core", "remote-agent", "tests"}) {
        QDirIterator it(QStringLiteral(FW_SOURCE_DIR "/") + QLatin1String(folder),
                        {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
    }
    QVERIFY(files.size() > 20);

    const testsupport::ProcessResult clangFormat = testsupport::runProcess(
        QStringLiteral(FW_CLANG_FORMAT), QStringList{QStringLiteral("--dry-run"), QStringLiteral("-Werror")} + files,
        QProcessEnvironment::systemEnvironment(), QStringLiteral(FW_SOURCE_DIR));
    QVERIFY2(clangFormat.succeeded(),
             qPrintable(QStringLiteral("not clang-formatted (run `cmake --build <dir> --target format`):\n") +
                        QString::fromLocal8Bit(clangFormat.err).left(4000)));
}

QTEST_GUILESS_MAIN(TestFormat)
#include "testformat.moc"
