// SPDX-License-Identifier: Apache-2.0
#include "ingest/bytesource.h"
#include "ingesttest.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>
#include <cstring>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

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
    void cancelStopsTheFileBeingRead();
    void foldersAndMissingFiles();
    void specialFilesAreRefusedBeforeOpening();
    void otherEncodingsAreNamed_data();
    void otherEncodingsAreNamed();
    void aMillionColumnsAreCounted_data();
    void aMillionColumnsAreCounted();
    void salvageSkipsAndListsUnreadableRows_data();
    void salvageSkipsAndListsUnreadableRows();

private:
    static QString write(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes);
    static QString readFileRefusal(const QString& path);
};

QString TestImporter::write(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

QString TestImporter::readFileRefusal(const QString& path)
{
    try {
        Importer::readFile(path);
    } catch (const ImportError& error) {
        return error.message();
    }
    return QString();
}

void TestImporter::everyFixtureImports_data()
{
    // Every real log in tests/fixtures/logs must import; a new one must be added to a parser's own test as well.
    QTest::addColumn<QString>("path");
    QTest::addColumn<ImportFormat>("format");
    const QDir dir(QStringLiteral(FW_LOG_DIR));
    const QStringList files = dir.entryList({QStringLiteral("*.txt"), QStringLiteral("*.json")}, QDir::Files);
    QVERIFY(files.size() >= 40); // issue 21: a corpus twice the size of the first one
    for (const QString& name : files) {
        ImportFormat format = ImportFormat::NcclTestsText;
        if (name.startsWith(QLatin1String("nccl_inspector_")))
            format = ImportFormat::NcclInspectorJson;
        else if (name.startsWith(QLatin1String("osu_")))
            format = ImportFormat::OsuText;
        else if (name.startsWith(QLatin1String("perftest_")))
            format = name.endsWith(QLatin1String(".json")) ? ImportFormat::PerftestJson : ImportFormat::PerftestText;
        // Logs of runs that failed are refused by design (issue 41): testrunfailure reads them.
        if (name.contains(QLatin1String("_failure_")))
            continue;
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
    QTest::addColumn<QString>("message");
    const QString notALog = QStringLiteral("mail.txt: not a benchmark log");
    QTest::addRow("empty") << QByteArray() << notALog;
    QTest::addRow("prose") << QByteArray("Dear customer,\nplease find our results attached.\n") << notALog;
    QTest::addRow("binary") << QByteArray("\x7f"
                                          "ELF\x02\x01\x01\0\0\0",
                                          10)
                            << QStringLiteral("mail.txt: the file holds a NUL byte at offset 7: it is binary");
    QTest::addRow("other CSV") << QByteArray("name,latency\nfoo,1.0\n") << notALog;
    // Issue 43: a file picked by mistake is named for what it is, not for the NUL byte it holds.
    QTest::addRow("PNG") << QByteArray("\x89PNG\r\n\x1A\n\0\0\0\rIHDR", 16)
                         << QStringLiteral("mail.txt: this is a PNG image, not a benchmark log");
    QTest::addRow("spreadsheet") << QByteArray("PK\x03\x04\x14\0\x06\0", 8)
                                 << QStringLiteral("mail.txt: this is a ZIP archive (or a spreadsheet or office "
                                                   "document), not a benchmark log");
    QTest::addRow("gzip") << QByteArray("\x1F\x8B\x08\0\0\0\0\0", 8)
                          << QStringLiteral("mail.txt: this is a gzip-compressed file (unpack it and import the log "
                                            "inside), not a benchmark log");
}

void TestImporter::unknownContentIsRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    const auto refused = refusal(bytes, QStringLiteral("mail.txt"));
    QCOMPARE(refused.line, 0);
    QVERIFY2(refused.message.startsWith(message), qPrintable(refused.message));
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

// A device that asks the import to stop once it has been read from `reads` times: the user pressing Cancel while a
// file is being read, at a point fixed by the reads, not by a clock.
class StopAfterReads final : public QBuffer
{
public:
    StopAfterReads(QByteArray* bytes, std::stop_source& stop, int reads) : QBuffer(bytes), m_stop(stop), m_left(reads)
    {}

protected:
    qint64 readData(char* data, qint64 size) override
    {
        if (--m_left == 0)
            m_stop.request_stop();
        return QBuffer::readData(data, size);
    }

private:
    std::stop_source& m_stop;
    int m_left;
};

void TestImporter::cancelStopsTheFileBeingRead()
{
    // A published log followed by comment lines, several of the reader's 1 MiB chunks in all.
    QFile log(ingesttest::fixture("nccl_allreduce_gh200_2node_slingshot_v2.18.2.txt"));
    QVERIFY(log.open(QIODevice::ReadOnly));
    QByteArray bytes = log.readAll() + QByteArray("# a trailing line of the launcher's own output\n").repeated(100000);
    std::stop_source stop;
    StopAfterReads device(&bytes, stop, 3);
    QVERIFY(device.open(QIODevice::ReadOnly));
    try {
        Importer::read(device, QStringLiteral("long.txt"), std::nullopt, ImportMode::Strict, stop.get_token());
        QFAIL("the import was not stopped");
    } catch (const ImportError& error) {
        QVERIFY2(error.message().contains(QLatin1String("the import was cancelled")), qPrintable(error.message()));
        QVERIFY(device.pos() < bytes.size()); // it stopped inside the file
    }
    // Not stopped, the same bytes import.
    std::stop_source running;
    StopAfterReads again(&bytes, running, -1);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(
        Importer::read(again, QStringLiteral("long.txt"), std::nullopt, ImportMode::Strict, running.get_token()).size(),
        1);
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

void TestImporter::specialFilesAreRefusedBeforeOpening()
{
    // A FIFO without a writer would block an open() for reading for ever; the import must refuse it at once. Were
    // it opened, this test would hang, and fail at ctest's limit.
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("results.fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QCOMPARE(readFileRefusal(fifo),
             QStringLiteral("results.fifo: this is a named pipe (FIFO), not a file; save the log to a file and import "
                            "that"));

    const QString socketPath = dir.filePath(QStringLiteral("agent.sock"));
    const int listener = ::socket(AF_UNIX, SOCK_STREAM, 0);
    QVERIFY(listener >= 0);
    sockaddr_un address = {};
    address.sun_family = AF_UNIX;
    const QByteArray native = QFile::encodeName(socketPath);
    QVERIFY(std::size_t(native.size()) < sizeof address.sun_path);
    std::memcpy(address.sun_path, native.constData(), std::size_t(native.size()));
    QCOMPARE(::bind(listener, reinterpret_cast<const sockaddr*>(&address), sizeof address), 0);
    const QString socketRefusal = readFileRefusal(socketPath);
    ::close(listener);
    QCOMPARE(socketRefusal, QStringLiteral("agent.sock: this is a socket, not a file; save the log to a file and "
                                           "import that"));

    QCOMPARE(readFileRefusal(QStringLiteral("/dev/null")),
             QStringLiteral("/dev/null: this is a device, not a file; save the log to a file and import that"));

    // A link to a FIFO is judged by what it points at.
    const QString link = dir.filePath(QStringLiteral("link.txt"));
    QVERIFY(QFile::link(fifo, link));
    QVERIFY(readFileRefusal(link).contains(QLatin1String("named pipe (FIFO)")));

    // A regular file is still read.
    const QString csv = write(dir, QStringLiteral("ok.csv"), "# test: all_reduce\nbytes,time_avg_us\n8,1.5\n16,1.6\n");
    QCOMPARE(Importer::readFile(csv).constFirst().results.size(), 2);
}

void TestImporter::otherEncodingsAreNamed_data()
{
    QFile file(ingesttest::fixture("nccl_allreduce_gh200_2node_slingshot_v2.18.2.txt"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture");
    const QString log = QString::fromUtf8(file.readAll());
    QStringEncoder littleEndian(QStringEncoder::Utf16LE);
    QStringEncoder bigEndian(QStringEncoder::Utf16BE);
    QStringEncoder utf32(QStringEncoder::Utf32LE);
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    // What Windows editors write: the log saved as "Unicode", with its byte-order mark.
    QTest::addRow("UTF-16 LE with BOM") << QByteArray("\xFF\xFE") + QByteArray(littleEndian.encode(log))
                                        << "log.txt: UTF-16 text (the file starts with a UTF-16 byte-order mark); "
                                           "save it as UTF-8 and import it again";
    QTest::addRow("UTF-16 BE with BOM") << QByteArray("\xFE\xFF") + QByteArray(bigEndian.encode(log))
                                        << "log.txt: UTF-16 text";
    QTest::addRow("UTF-32 with BOM") << QByteArray("\xFF\xFE\0\0", 4) + QByteArray(utf32.encode(log))
                                     << "log.txt: UTF-32 text";
    QTest::addRow("UTF-16 without BOM") << QByteArray(littleEndian.encode(log))
                                        << "log.txt: the file holds a NUL byte at offset 1: it is binary, or UTF-16 "
                                           "or UTF-32 text without a byte-order mark; expected UTF-8 text";
}

void TestImporter::otherEncodingsAreNamed()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString refused = readFileRefusal(write(dir, QStringLiteral("log.txt"), bytes));
    QVERIFY2(refused.startsWith(message), qPrintable(refused));
}

void TestImporter::aMillionColumnsAreCounted_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<qint64>("line");
    QTest::addColumn<QString>("message");
    QByteArray columns;
    columns.reserve(2000000);
    for (int i = 1; i < 1000000; ++i)
        columns += ",c";
    // Detected as CSV by its "bytes" column: the parser's line reader counts the overlong line.
    QTest::addRow("bytes first") << "# test: all_reduce\nbytes" + columns + "\n8" + columns + "\n"
                                 << 2LL
                                 << "wide.csv, line 2: the line has 1000000 fields in 2000003 bytes; the import reads "
                                    "lines of at most 65536 bytes";
    // Not detected at all: the first 64 KiB hold no whole line, so the importer measures it before giving up.
    QTest::addRow("bytes last") << "c" + columns + ",bytes\n"
                                << 1LL << "wide.csv, line 1: the line has 1000001 fields in 2000005 bytes";
    QTest::addRow("one long line") << QByteArray(200000, 'x') << 1LL
                                   << "wide.csv, line 1: the line is longer than 65536 bytes (200000 bytes)";
}

void TestImporter::aMillionColumnsAreCounted()
{
    QFETCH(QByteArray, bytes);
    QFETCH(qint64, line);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = write(dir, QStringLiteral("wide.csv"), bytes);
    try {
        Importer::readFile(path);
        QFAIL("an overlong line was read");
    } catch (const ImportError& error) {
        QVERIFY2(error.message().startsWith(message), qPrintable(error.message()));
        QCOMPARE(error.line(), line);
    }
}

void TestImporter::salvageSkipsAndListsUnreadableRows_data()
{
    // A real log with one row damaged the ways issue 21 names (synthetic damage, said so): columns fused without a
    // space, a number overflowing its column into the next, a cell that is not a number.
    QTest::addColumn<QString>("file");
    QTest::addRow("nccl-tests, fused columns") << "nccl_allreduce_gh200_2node_slingshot_v2.18.2.txt";
    QTest::addRow("OSU, letter in a number") << "osu_reduce_full_f_200node_ib_v6.2.txt";
    QTest::addRow("perftest, N/A cell") << "perftest_ib_write_lat_all_sizes_cpufreq_warnings_tabs.txt";
}

void TestImporter::salvageSkipsAndListsUnreadableRows()
{
    QFETCH(QString, file);
    QFile in(ingesttest::fixture(file.toLatin1().constData()));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray real = in.readAll();
    const QList<BenchmarkRun> whole = ingesttest::parse(real, file);
    QCOMPARE(whole.size(), 1);
    const int wholeRows = int(whole[0].results.size());
    // The second result row (found by its size) is damaged.
    QList<QByteArray> lines = real.split('\n');
    const QByteArray size =
        QByteArray::number(whole[0].results.size() > 2 && whole[0].results[0].bytes == whole[0].results[1].bytes
                               ? whole[0].results[2].bytes
                               : whole[0].results[1].bytes);
    qsizetype at = -1;
    for (qsizetype i = 0; i < lines.size() && at < 0; ++i) {
        const QList<QByteArray> fields = lines[i].simplified().split(' ');
        if (!fields.isEmpty() && fields[0] == size)
            at = i;
    }
    QVERIFY(at >= 0);
    const QList<QByteArray> fields = lines[at].simplified().split(' ');
    QByteArray damaged;
    if (QTest::currentDataTag() == QByteArray("nccl-tests, fused columns")) {
        QList<QByteArray> fused = fields; // "262144float": the count and the type fused, one field fewer
        fused[1] += fused[2];
        fused.removeAt(2);
        damaged = "  " + fused.join(' ');
    } else if (QTest::currentDataTag() == QByteArray("OSU, letter in a number"))
        damaged = lines[at].replace(fields[1], fields[1] + "O");
    else
        damaged = lines[at].replace(fields[2], "N/A");
    lines[at] = damaged;
    const QByteArray log = lines.join('\n');

    // Strict: refused at that line, as a row error that salvage could import.
    try {
        ingesttest::parse(log, file);
        QFAIL("the damaged log imported");
    } catch (const ImportError& error) {
        QCOMPARE(error.line(), at + 1);
        QVERIFY(error.isRowError());
    }
    // Salvage: every other row, the skipped one listed with its line and reason; never "checked, passed".
    QByteArray copy = log;
    QBuffer buffer(&copy);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    const QList<BenchmarkRun> runs = Importer::read(buffer, file, std::nullopt, ImportMode::Salvage);
    QCOMPARE(runs.size(), 1);
    const BenchmarkRun& run = runs[0];
    const int perRow = run.tool == QLatin1String("nccl-tests") ? 2 : 1; // out of place and in place
    QCOMPARE(int(run.results.size()), wholeRows - perRow);
    QCOMPARE(run.skippedRows.size(), 1);
    QCOMPARE(run.skippedRows[0].line, at + 1);
    QVERIFY(!run.skippedRows[0].reason.isEmpty());
    QVERIFY(run.salvaged());
    QVERIFY(run.correctness() != Correctness::Passed);
    QVERIFY(run.notes.contains(QStringLiteral("line %1: %2").arg(at + 1).arg(run.skippedRows[0].reason)));
    // A whole file imports the same either way.
    QByteArray again = real;
    QBuffer whole2(&again);
    QVERIFY(whole2.open(QIODevice::ReadOnly));
    QCOMPARE(Importer::read(whole2, file, std::nullopt, ImportMode::Salvage)[0].results.size(), wholeRows);
}

QTEST_GUILESS_MAIN(TestImporter)
#include "testimporter.moc"
