// SPDX-License-Identifier: Apache-2.0
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

// A clone of the repository is all a user and CI have: no test, CMake file or fuzz corpus may reach outside it,
// and every real log the tests read says where it was published.
class TestSelfContained : public QObject
{
    Q_OBJECT

private slots:
    void nothingReachesOutsideTheRepository();
    void everyLogHasItsSource();
};

void TestSelfContained::nothingReachesOutsideTheRepository()
{
    // Spelled in two parts so that this file does not find itself.
    const QByteArray outside = QByteArray("..") + "/shared";
    QStringList files{QStringLiteral(FW_SOURCE_DIR "/CMakeLists.txt")};
    for (const char* folder : {"tests", "cmake", "app", "core", "remote-agent", "packaging", ".ci"}) {
        QDirIterator it(QStringLiteral(FW_SOURCE_DIR "/") + QLatin1String(folder), QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            // The logs and their attribution are data, not build or test code.
            if (!path.contains(QLatin1String("/tests/fixtures/")))
                files << path;
        }
    }
    QVERIFY(files.size() > 100);
    QStringList found;
    for (const QString& path : std::as_const(files)) {
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        int line = 0;
        while (!file.atEnd()) {
            ++line;
            if (file.readLine().contains(outside))
                found << QStringLiteral("%1:%2").arg(path.mid(int(qstrlen(FW_SOURCE_DIR)) + 1)).arg(line);
        }
    }
    QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("refers to a folder outside the repository:\n") +
                                         found.join(QLatin1Char('\n'))));
}

void TestSelfContained::everyLogHasItsSource()
{
    const QString folder = QStringLiteral(FW_SOURCE_DIR "/tests/fixtures/logs");
    QFile sources(folder + QStringLiteral("/SOURCES.md"));
    QVERIFY2(sources.open(QIODevice::ReadOnly | QIODevice::Text), "tests/fixtures/logs/SOURCES.md is missing");
    const QString text = QString::fromUtf8(sources.readAll());
    const QStringList logs = QDir(folder).entryList({QStringLiteral("*.txt"), QStringLiteral("*.json")}, QDir::Files);
    QVERIFY(logs.size() >= 40); // issue 21
    for (const QString& log : logs) {
        // Each log has a "### name" entry whose first line names where it was published.
        const QRegularExpression entry(QStringLiteral("^### ") + QRegularExpression::escape(log) +
                                           QStringLiteral("\\n\\* Source: \\S"),
                                       QRegularExpression::MultilineOption);
        QVERIFY2(entry.match(text).hasMatch(), qPrintable(log + QStringLiteral(" has no source entry in SOURCES.md")));
    }
}

QTEST_GUILESS_MAIN(TestSelfContained)
#include "testselfcontained.moc"
