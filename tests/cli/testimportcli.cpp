// SPDX-License-Identifier: Apache-2.0
#include "domain/candidate.h"
#include "processrun.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using namespace fw::core;

// Runs the real fabric-workbench binary as a user or a script would.
class TestImportCli : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void importsFilesForACandidate();
    void refusedFilesFailTheCommandButNotTheOthers();
    void damagedRowsAndSpecialFilesAreRefused();
    void runningOutOfMemoryRefusesTheFile();
    void addressSpaceSweepNeverEndsInASignal();
    void usageErrors_data();
    void usageErrors();

private:
    struct Result
    {
        int exitCode;
        QString out;
        QString err;
        bool finished; // ended by itself, not by a signal (SIGABRT)
    };
    // With `addressSpaceMiB`, the command runs under that address-space limit (prlimit --as, as `ulimit -v` sets it).
    Result run(const QStringList& arguments, qint64 addressSpaceMiB = 0) const;
    // The least address space, to 16 MiB, in which the command imports the small agent log into a copy of the
    // project (found by bisection: it depends on the C library, Qt and the threads).
    qint64 leastAddressSpaceMiB() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_project;
};

void TestImportCli::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_project = m_dir->filePath(QStringLiteral("buy.fabwb"));
    const auto project = ProjectFile::create(m_project);
    CandidateRepository candidates(*project);
    candidates.add(Candidate{.supplier = QStringLiteral("Acme"), .offerName = QStringLiteral("RoCE pod")});
    candidates.add(Candidate{.supplier = QStringLiteral("Blue"), .offerName = QStringLiteral("IB pod")});
}

TestImportCli::Result TestImportCli::run(const QStringList& arguments, qint64 addressSpaceMiB) const
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("QT_QPA_PLATFORM")); // the command line needs no platform at all
    QString program = QStringLiteral(FW_WORKBENCH);
    QStringList programArguments = QStringList{QStringLiteral("import")} + arguments;
    if (addressSpaceMiB > 0) {
        programArguments.prepend(program);
        programArguments.prepend(QStringLiteral("--as=%1").arg(addressSpaceMiB * 1024 * 1024));
        program = QStringLiteral("prlimit");
    }
    const testsupport::ProcessResult r = testsupport::runProcess(program, programArguments, environment);
    return {r.exitCode, QString::fromUtf8(r.out), QString::fromUtf8(r.err), r.finished};
}

void TestImportCli::importsFilesForACandidate()
{
    const Result result =
        run({QStringLiteral("--project"), m_project, QStringLiteral("--candidate"), QStringLiteral("Blue / IB pod"),
             QStringLiteral(FW_LOG_DIR "/nccl_allreduce_gh200_2node_slingshot_v2.18.2.txt"),
             QStringLiteral(FW_SOURCE_DIR "/tests/ingest/data/agent-bench-2ranks.jsonl")});
    QVERIFY2(result.exitCode == 0, qPrintable(result.err));
    QVERIFY2(result.out.contains(QLatin1String(
                 "Imported nccl_allreduce_gh200_2node_slingshot_v2.18.2.txt as run 1 (Vendor claim): nccl-tests 2.18.2 "
                 "all_reduce, 2 ranks on 2 nodes, 1 MiB - 128 MiB (8 sizes), Checked, passed")),
             qPrintable(result.out));
    QVERIFY2(result.out.contains(QLatin1String("as run 2 (Own measurement): fabric-agent 0.1.0 all_reduce")),
             qPrintable(result.out));

    const auto project = ProjectFile::open(m_project);
    const QList<BenchmarkRun> runs = BenchmarkRunRepository(*project).list();
    QCOMPARE(runs.size(), 2);
    for (const BenchmarkRun& run : runs)
        QCOMPARE(run.candidateId, 2);
    QCOMPARE(BenchmarkRunRepository(*project).load(runs.constLast().id).results.size(), 16);
}

void TestImportCli::refusedFilesFailTheCommandButNotTheOthers()
{
    const QString bad = m_dir->filePath(QStringLiteral("claim.csv"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("# test: all_reduce\nbytes,busbw_gbs\n1024,fast\n");
    file.close();
    const QString good = QStringLiteral(FW_LOG_DIR "/osu_reduce_full_f_200node_ib_v6.2.txt");
    const Result result =
        run({QStringLiteral("--project"), m_project, QStringLiteral("--candidate"), QStringLiteral("1"),
             QStringLiteral("--source"), QStringLiteral("own"), good, bad, good});
    QCOMPARE(result.exitCode, 1);
    QVERIFY2(result.err.contains(QLatin1String(
                 "Not imported: claim.csv, line 3: expected a number (with a decimal point) in column 2 (busbw_gbs), "
                 "found \"fast\"")),
             qPrintable(result.err));
    QVERIFY2(result.err.contains(QLatin1String("Not imported: osu_reduce_full_f_200node_ib_v6.2.txt was already "
                                               "imported on")),
             qPrintable(result.err));
    QVERIFY(result.out.contains(QLatin1String("(Own measurement): osu-micro-benchmarks 6.2 reduce")));
    const auto project = ProjectFile::open(m_project);
    QCOMPARE(BenchmarkRunRepository(*project).list().size(), 1);
}

void TestImportCli::damagedRowsAndSpecialFilesAreRefused()
{
    // A FIFO with no writer is refused at once (it used to block the command for ever), a log with one damaged size
    // fails at that line instead of importing as "Checked, passed" with a size fewer, and the good file still goes
    // in.
    const QString fifo = m_dir->filePath(QStringLiteral("live.log"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QString good = QStringLiteral(FW_LOG_DIR "/nccl_allreduce_gh200_2node_slingshot_v2.18.2.txt");
    QFile original(good);
    QVERIFY(original.open(QIODevice::ReadOnly));
    QByteArray log = original.readAll();
    QVERIFY(log.contains("     4194304       1048576"));
    log.replace("     4194304       1048576", "     41943O4       1048576");
    const QString damaged = m_dir->filePath(QStringLiteral("damaged.txt"));
    QFile file(damaged);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(log);
    file.close();

    const Result result = run({QStringLiteral("--project"), m_project, QStringLiteral("--candidate"),
                               QStringLiteral("1"), fifo, damaged, good});
    QCOMPARE(result.exitCode, 1);
    QVERIFY2(result.err.contains(QLatin1String("Not imported: live.log: this is a named pipe (FIFO), not a file")),
             qPrintable(result.err));
    QVERIFY2(result.err.contains(QLatin1String("Not imported: damaged.txt, line 14: expected the size in bytes in "
                                               "column 1 (size), a whole number from 0 to 9223372036854775807, found "
                                               "\"41943O4\"")),
             qPrintable(result.err));
    QVERIFY2(result.out.contains(QLatin1String("(8 sizes), Checked, passed")), qPrintable(result.out));
    const auto project = ProjectFile::open(m_project);
    QCOMPARE(BenchmarkRunRepository(*project).list().size(), 1);
}

void TestImportCli::runningOutOfMemoryRefusesTheFile()
{
    // A JSON Lines line is held whole (up to 256 MiB): a 250 MiB line needs that much memory however the import
    // streams. Under an address-space limit that leaves less, the file is refused with a message and the command goes
    // on; it used to abort with std::bad_alloc (SIGABRT).
    const QString small = QStringLiteral(FW_SOURCE_DIR "/tests/ingest/data/agent-bench-2ranks.jsonl");
    QFile smallFile(small);
    QVERIFY(smallFile.open(QIODevice::ReadOnly));
    const QByteArray start = smallFile.readLine();
    const QString huge = m_dir->filePath(QStringLiteral("huge-line.jsonl"));
    {
        QFile file(huge);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(start + R"({"v":1,"type":"size_result","bytes":8,"iter_us_b64":")");
        const QByteArray chunk(1024 * 1024, 'A');
        for (int i = 0; i < 250; ++i)
            file.write(chunk);
        file.write("\"}\n");
    }
    // The limit leaves 96 MiB above the least the small log needs, far less than the line needs.
    const qint64 high = leastAddressSpaceMiB();
    QVERIFY2(high > 0, "the small log does not import under a 4 GiB address-space limit");
    const qint64 limit = high + 96;

    const QString after = QStringLiteral(FW_LOG_DIR "/osu_reduce_full_f_200node_ib_v6.2.txt");
    const Result result = run({QStringLiteral("--project"), m_project, QStringLiteral("--candidate"),
                               QStringLiteral("1"), small, huge, after},
                              limit);
    QVERIFY2(result.finished,
             qPrintable(QStringLiteral("killed by a signal under %1 MiB: %2").arg(limit).arg(result.err)));
    QCOMPARE(result.exitCode, 1);
    QVERIFY2(result.err.contains(QLatin1String("Not imported: huge-line.jsonl: there was not enough memory to import "
                                               "the file; nothing of it was stored.")),
             qPrintable(result.err));
    QVERIFY2(result.out.contains(QLatin1String("agent-bench-2ranks.jsonl gave 1 run")), qPrintable(result.out));
    QVERIFY2(result.out.contains(QLatin1String("osu_reduce_full_f_200node_ib_v6.2.txt gave 1 run")),
             qPrintable(result.out));

    // The project holds the two other files and nothing of the refused one.
    const auto project = ProjectFile::open(m_project);
    QCOMPARE(project->scalar(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
    const QList<BenchmarkRun> runs = BenchmarkRunRepository(*project).list();
    QCOMPARE(runs.size(), 2);
    for (const BenchmarkRun& run : runs)
        QVERIFY(run.provenance.fileName != QLatin1String("huge-line.jsonl"));
    QCOMPARE(project
                 ->scalar(QStringLiteral("SELECT count(*) FROM benchmark_result WHERE run_id NOT IN (SELECT id "
                                         "FROM benchmark_run)"))
                 .toInt(),
             0);
    QFile::remove(huge);
}

qint64 TestImportCli::leastAddressSpaceMiB() const
{
    const QString small = QStringLiteral(FW_SOURCE_DIR "/tests/ingest/data/agent-bench-2ranks.jsonl");
    const QString scratch = m_dir->filePath(QStringLiteral("scratch.fabwb"));
    const auto smallFits = [&](qint64 mib) {
        QFile::remove(scratch);
        QFile::copy(m_project, scratch);
        const Result r =
            run({QStringLiteral("--project"), scratch, QStringLiteral("--candidate"), QStringLiteral("1"), small}, mib);
        return r.finished && r.exitCode == 0;
    };
    qint64 low = 16;    // MiB that do not fit
    qint64 high = 4096; // MiB that do
    if (!smallFits(high))
        return 0;
    while (high - low > 16) {
        const qint64 middle = (low + high) / 2;
        (smallFits(middle) ? high : low) = middle;
    }
    return high;
}

// Running out of memory is a refusal at every limit, never a signal (issue 44): a log of 300,000 rows, stored in
// chunks by a second thread, is imported under address-space limits from below the least the command needs to import
// anything up to where it fits. Each attempt exits 0 with the run stored, or 1 with a message and nothing of the file
// stored; the project passes the integrity check every time. (It used to end in SIGSEGV, a QList built from a failed
// allocation, or SIGABRT, the writer thread that could not start.)
void TestImportCli::addressSpaceSweepNeverEndsInASignal()
{
    const QString large = m_dir->filePath(QStringLiteral("large.csv"));
    {
        QFile file(large);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QByteArray text = "# test: all_reduce\nbytes,time_avg_us,busbw_gbs\n";
        for (int row = 0; row < 300000; ++row)
            text += QByteArray::number(8 << (row % 24)) + ',' + QByteArray::number(10 + row % 97) + ".5,1.25\n";
        file.write(text);
    }
    const qint64 least = leastAddressSpaceMiB();
    QVERIFY2(least > 0, "the small log does not import under a 4 GiB address-space limit");
    const QString scratch = m_dir->filePath(QStringLiteral("sweep.fabwb"));
    int imported = 0;
    int refused = 0;
    for (qint64 limit = least; limit <= least + 208; limit += 16) {
        QFile::remove(scratch);
        QVERIFY(QFile::copy(m_project, scratch));
        const Result r = run(
            {QStringLiteral("--project"), scratch, QStringLiteral("--candidate"), QStringLiteral("1"), large}, limit);
        QVERIFY2(r.finished, qPrintable(QStringLiteral("killed by a signal under %1 MiB: %2").arg(limit).arg(r.err)));
        const auto project = ProjectFile::open(scratch);
        QCOMPARE(project->scalar(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
        const int runs = project->scalar(QStringLiteral("SELECT count(*) FROM benchmark_run")).toInt();
        const int rows = project->scalar(QStringLiteral("SELECT count(*) FROM benchmark_result")).toInt();
        if (r.exitCode == 0) {
            QVERIFY2(r.out.contains(QLatin1String("large.csv gave 1 run")), qPrintable(r.out));
            QCOMPARE(runs, 1);
            QCOMPARE(rows, 300000);
            ++imported;
        } else {
            QVERIFY2(r.exitCode == 1 && r.err.contains(QLatin1String("Not imported: large.csv")),
                     qPrintable(QStringLiteral("under %1 MiB: exit %2: %3").arg(limit).arg(r.exitCode).arg(r.err)));
            QCOMPARE(runs, 0);
            QCOMPARE(rows, 0);
            ++refused;
        }
    }
    qInfo("least address space for a small import: %lld MiB; %d limits imported, %d refused", least, imported, refused);
    QVERIFY2(refused > 0, "no limit was low enough to refuse the log");
    QVERIFY2(imported > 0, "no limit was high enough to import the log");
}

void TestImportCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString log = QStringLiteral(FW_LOG_DIR "/osu_latency_2node_oci_roce_v7.5_single_size.txt");
    QTest::addRow("no candidate") << QStringList{QStringLiteral("--project"), QStringLiteral("%P"), log}
                                  << "Usage: fabric-workbench import --project P --candidate C";
    QTest::addRow("unknown candidate")
        << QStringList{QStringLiteral("--project"), QStringLiteral("%P"), QStringLiteral("--candidate"),
                       QStringLiteral("Nobody"), log}
        << "No candidate \"Nobody\" in the project.\nName one by id, supplier, offer or \"supplier / offer\":\n  1: "
           "Acme / RoCE pod\n  2: Blue / IB pod";
    QTest::addRow("bad source") << QStringList{QStringLiteral("--project"),
                                               QStringLiteral("%P"),
                                               QStringLiteral("--candidate"),
                                               QStringLiteral("Acme"),
                                               QStringLiteral("--source"),
                                               QStringLiteral("maybe"),
                                               log}
                                << "--source must be vendor or own, not \"maybe\".";
    QTest::addRow("missing project") << QStringList{QStringLiteral("--project"), QStringLiteral("/nonexistent.fabwb"),
                                                    QStringLiteral("--candidate"), QStringLiteral("Acme"), log}
                                     << "The project file /nonexistent.fabwb does not exist.";
}

void TestImportCli::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    arguments.replaceInStrings(QStringLiteral("%P"), m_project);
    const Result result = run(arguments);
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.err.contains(message), qPrintable(result.err));
}

QTEST_GUILESS_MAIN(TestImportCli)
#include "testimportcli.moc"
