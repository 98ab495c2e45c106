#include "ingest/bytesource.h"
#include "ingesttest.h"

#include <QCryptographicHash>
#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;
using ingesttest::refusal;

class TestImporter : public QObject
{
    Q_OBJECT

private slots:
    void everyFixtureImports_data();
    void everyFixtureImports();
    void provenance();
    void unknownContentIsRefused_data();
    void unknownContentIsRefused();
    void sizeLimit();
    void foldersAndMissingFiles();
};

void TestImporter::everyFixtureImports_data()
{
    // Every real log in tests/fixtures/logs must import; a new one must be added to a parser's own test as well.
    QTest::addColumn<QString>("path");
    QTest::addColumn<ImportFormat>("format");
    const QDir dir(QStringLiteral(FW_LOG_DIR));
    const QStringList files = dir.entryList({QStringLiteral("*.txt")}, QDir::Files);
    QVERIFY(files.size() >= 23);
    for (const QString& name : files) {
        ImportFormat format = ImportFormat::NcclTestsText;
        if (name.startsWith(QLatin1String("osu_")))
            format = ImportFormat::OsuText;
        else if (name.startsWith(QLatin1String("perftest_")))
            format = ImportFormat::PerftestText;
        QTest::addRow("%s", qPrintable(name)) << dir.filePath(name) << format;
    }
}

void TestImporter::everyFixtureImports()
{
    QFETCH(QString, path);
    QFETCH(ImportFormat, format);
    QList<BenchmarkRun> runs;
    try {
        runs = Importer::readFile(path);
    } catch (const ImportError& error) {
        QFAIL(qPrintable(error.message()));
    }
    QVERIFY(!runs.isEmpty());
    for (const BenchmarkRun& run : runs) {
        QCOMPARE(run.provenance.format, format);
        QVERIFY(!run.testName.isEmpty());
        QVERIFY(!run.results.isEmpty());
        for (const SizeResult& row : run.results)
            QVERIFY(isKnown(row.timeAvgUs) || isKnown(row.algbwGBs));
    }
}

void TestImporter::provenance()
{
    const QString path = ingesttest::fixture("nccl_allreduce_gh200_2node_slingshot_v2.18.2.txt");
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
    const BenchmarkRun run = Importer::readFile(path).constFirst();
    QCOMPARE(run.provenance.sha256,
             QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()));
    QCOMPARE(run.provenance.fileName, QStringLiteral("nccl_allreduce_gh200_2node_slingshot_v2.18.2.txt"));
    QCOMPARE(run.provenance.fileSize, bytes.size());
    QCOMPARE(run.provenance.parserVersion, QString::fromLatin1(Importer::kParserVersion));
    QVERIFY(run.provenance.importedAt >= before);
    QCOMPARE(run.provenance.importedAt.timeSpec(), Qt::UTC);
}

void TestImporter::unknownContentIsRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addRow("empty") << QByteArray();
    QTest::addRow("prose") << QByteArray("Dear customer,\nplease find our results attached.\n");
    QTest::addRow("binary") << QByteArray("\x7f"
                                          "ELF\x02\x01\x01\0\0\0",
                                          10);
    QTest::addRow("other CSV") << QByteArray("name,latency\nfoo,1.0\n");
}

void TestImporter::unknownContentIsRefused()
{
    QFETCH(QByteArray, bytes);
    const auto refused = refusal(bytes, QStringLiteral("mail.txt"));
    QCOMPARE(refused.line, 0);
    QVERIFY2(refused.message.startsWith(QLatin1String("mail.txt: not a benchmark log")), qPrintable(refused.message));
}

void TestImporter::sizeLimit()
{
    QByteArray bytes(3000, 'x');
    QBuffer buffer(&bytes);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    ByteSource source(buffer, QStringLiteral("huge.txt"), 1024);
    try {
        source.finish();
        QFAIL("the limit was not enforced");
    } catch (const ImportError& error) {
        QVERIFY2(error.message().contains(QLatin1String("larger than the import limit")), qPrintable(error.message()));
    }
}

void TestImporter::foldersAndMissingFiles()
{
    QTemporaryDir dir;
    try {
        Importer::readFile(dir.path());
        QFAIL("a folder was read");
    } catch (const ImportError& error) {
        QVERIFY(error.message().contains(QLatin1String("this is a folder")));
    }
    try {
        Importer::readFile(dir.filePath(QStringLiteral("missing.txt")));
        QFAIL("a missing file was read");
    } catch (const ImportError& error) {
        QVERIFY(error.message().startsWith(QLatin1String("missing.txt: the file cannot be opened")));
    }
}

QTEST_GUILESS_MAIN(TestImporter)
#include "testimporter.moc"
