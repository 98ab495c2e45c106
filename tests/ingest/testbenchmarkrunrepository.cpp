// SPDX-License-Identifier: Apache-2.0
#include "analysis/bomdrift.h"
#include "domain/candidate.h"
#include "ingest/rowoutput.h"
#include "ingesttest.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/bomrepository.h"
#include "storage/candidaterepository.h"
#include "storage/duplicateimporterror.h"
#include "storage/projectfile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;

class TestBenchmarkRunRepository : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void roundTripWithSamples();
    void adaptiveIntervalRoundTrips();
    void listingLeavesRowsAndSamplesOut();
    void sameBytesTwiceAreRefused();
    void failedImportStoresNothing();
    void runOutlivesItsCandidate();
    void survivesReopening();
    void largeLogIsStoredWhileRead();
    void largeLogFailingLateStoresNothing();
    void largeLogTwiceIsRefused();

private:
    QList<BenchmarkRun> readData(const char* name) const;
    // Writes an nccl-tests log of two tables (two runs): `lines` rows of two halves each, then 4 more; with
    // `damagedLine`, that row's size has a letter in it.
    QString writeLargeLog(int lines, int damagedLine = -1) const;
    QList<BenchmarkRun> importStreaming(const QString& path);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectFile> m_project;
};

QList<BenchmarkRun> TestBenchmarkRunRepository::readData(const char* name) const
{
    return Importer::readFile(QStringLiteral(FW_SOURCE_DIR "/tests/ingest/data/") + QLatin1String(name));
}

void TestBenchmarkRunRepository::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_project = ProjectFile::create(m_dir->filePath(QStringLiteral("p.fabwb")));
}

void TestBenchmarkRunRepository::cleanup()
{
    m_project.reset();
    m_dir.reset();
}

void TestBenchmarkRunRepository::roundTripWithSamples()
{
    const qint64 candidate = CandidateRepository(*m_project).add(Candidate{.supplier = QStringLiteral("S")});
    for (const char* name : {"nccl-tests-all_reduce-per-iter.json", "agent-bench-2ranks.jsonl"}) {
        QList<BenchmarkRun> runs = readData(name);
        for (BenchmarkRun& run : runs)
            run.candidateId = candidate;
        BenchmarkRunRepository repository(*m_project);
        const QList<qint64> ids = repository.add(runs);
        QCOMPARE(ids.size(), runs.size());
        BenchmarkRun loaded = repository.load(ids[0], true);
        BenchmarkRun expected = runs[0];
        expected.id = ids[0];
        // Storing a candidate's run froze the candidate's declared BOM with it.
        BomRepository boms(*m_project);
        expected.bomFingerprint = bomFingerprint(boms.declared(candidate));
        const QList<RunBomSnapshot> snapshots = boms.snapshots();
        QVERIFY(std::any_of(snapshots.begin(), snapshots.end(),
                            [&](const RunBomSnapshot& s) { return s.runId == ids[0] && s.candidateId == candidate; }));
        QCOMPARE(loaded.summary, expected.summarize());
        QVERIFY2(loaded == expected, name);
        QVERIFY(!loaded.results[0].rankSamples.isEmpty());
        // Without samples, the rest is the same.
        const BenchmarkRun light = repository.load(ids[0]);
        QVERIFY(light.results[0].iterationSamples.isEmpty());
        QCOMPARE(light.results[0].p50Us, expected.results[0].p50Us);
    }
}

void TestBenchmarkRunRepository::adaptiveIntervalRoundTrips()
{
    QList<BenchmarkRun> runs =
        Importer::readFile(QStringLiteral(FW_SOURCE_DIR "/tests/data/agent-bench-mpi-adaptive-2ranks.jsonl"));
    QCOMPARE(runs.size(), 1);
    runs[0].results[2].p99Interval->lowUs = kUnknown; // as while too few samples exist
    runs[0].results[2].p99Interval->highUs = kUnknown;
    runs[0].results[3].p99Interval.reset(); // as in a run without --adaptive-ci
    BenchmarkRunRepository repository(*m_project);
    const qint64 id = repository.add(runs).constFirst();
    const BenchmarkRun loaded = repository.load(id, true);
    QCOMPARE(loaded.results.size(), 4);
    for (qsizetype i = 0; i < 4; ++i)
        QVERIFY2(loaded.results[i] == runs[0].results[i], qPrintable(QString::number(i)));
    QCOMPARE(loaded.results[0].p99Interval->highUs, 45364.84);
    QVERIFY(loaded.results[0].p99Interval->converged);
    QVERIFY(!isKnown(loaded.results[2].p99Interval->lowUs));
    QCOMPARE(loaded.results[2].p99Interval->confidence, 0.95);
    QVERIFY(!loaded.results[3].p99Interval.has_value());
    // The listing's light load keeps the interval too.
    QCOMPARE(repository.load(id).results[1].p99Interval, runs[0].results[1].p99Interval);
}

void TestBenchmarkRunRepository::listingLeavesRowsAndSamplesOut()
{
    BenchmarkRunRepository repository(*m_project);
    repository.add(readData("agent-bench-2ranks.jsonl"));
    repository.add(Importer::readFile(ingesttest::fixture("nccl_allreduce_gh200_2node_wrong_nonzero_FAILED.txt")));
    const QList<BenchmarkRun> runs = repository.list();
    QCOMPARE(runs.size(), 2);
    const BenchmarkRun& nccl = runs[0]; // newest first
    QCOMPARE(nccl.tool, QStringLiteral("nccl-tests"));
    QVERIFY(nccl.results.isEmpty());
    QVERIFY(nccl.placements.isEmpty());
    QCOMPARE(nccl.summary.resultCount, 50);
    QCOMPARE(nccl.summary.sizeCount, 25);
    QCOMPARE(nccl.summary.minBytes, 8);
    QCOMPARE(nccl.summary.maxBytes, 134217728);
    QCOMPARE(nccl.summary.correctness, Correctness::Failed);
    QCOMPARE(runs[1].source, RunSource::OwnMeasurement);
    QCOMPARE(runs[1].summary.correctness, Correctness::Passed);
}

void TestBenchmarkRunRepository::sameBytesTwiceAreRefused()
{
    BenchmarkRunRepository repository(*m_project);
    const QString path = ingesttest::fixture("nccl_allreduce_h100_2node_16rank_oci_roce.txt");
    const qint64 first = repository.add(Importer::readFile(path)).constFirst();
    try {
        repository.add(Importer::readFile(path));
        QFAIL("a second import of the same bytes was stored");
    } catch (const DuplicateImportError& error) {
        QCOMPARE(error.existingRunId(), first);
        QVERIFY2(error.message().contains(QLatin1String("was already imported on")), qPrintable(error.message()));
    }
    QCOMPARE(repository.list().size(), 1);
    QCOMPARE(repository.findBySha256(Importer::readFile(path).constFirst().provenance.sha256), first);
}

void TestBenchmarkRunRepository::failedImportStoresNothing()
{
    // The second run of a file breaks a constraint after the first was inserted: the transaction takes both back.
    QList<BenchmarkRun> runs = readData("agent-bench-2ranks.jsonl");
    BenchmarkRun broken = runs[0];
    broken.provenance.part = 1;
    broken.results[1].bytes = -5; // CHECK (bytes >= 0)
    runs << broken;
    BenchmarkRunRepository repository(*m_project);
    QVERIFY_THROWS_EXCEPTION(StorageError, repository.add(runs));
    QCOMPARE(repository.list().size(), 0);
    QCOMPARE(m_project->scalar(QStringLiteral("SELECT count(*) FROM benchmark_result")).toInt(), 0);
    QCOMPARE(m_project->scalar(QStringLiteral("SELECT count(*) FROM benchmark_rank")).toInt(), 0);
}

void TestBenchmarkRunRepository::runOutlivesItsCandidate()
{
    CandidateRepository candidates(*m_project);
    const qint64 candidate = candidates.add(Candidate{.supplier = QStringLiteral("S")});
    QList<BenchmarkRun> runs = readData("agent-bench-2ranks.jsonl");
    runs[0].candidateId = candidate;
    BenchmarkRunRepository repository(*m_project);
    const qint64 id = repository.add(runs).constFirst();
    candidates.remove(candidate);
    const BenchmarkRun kept = repository.load(id);
    QVERIFY(!kept.candidateId);
    QCOMPARE(kept.results.size(), 4);
    repository.remove({id});
    QCOMPARE(m_project->scalar(QStringLiteral("SELECT count(*) FROM benchmark_result")).toInt(), 0);
}

void TestBenchmarkRunRepository::survivesReopening()
{
    const QList<BenchmarkRun> runs = readData("nccl-tests-all_reduce-per-iter.json");
    const qint64 id = BenchmarkRunRepository(*m_project).add(runs).constFirst();
    const QString path = m_project->path();
    m_project.reset();
    m_project = ProjectFile::open(path);
    BenchmarkRun expected = runs[0];
    expected.id = id;
    QVERIFY(BenchmarkRunRepository(*m_project).load(id, true) == expected);
}

QString TestBenchmarkRunRepository::writeLargeLog(int lines, int damagedLine) const
{
    const QString path = m_dir->filePath(QStringLiteral("large-%1-%2.txt").arg(lines).arg(damagedLine));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    const QByteArray header =
        "#       size         count      type   redop    root     time   algbw   busbw  #wrong     "
        "time   algbw   busbw  #wrong\n";
    file.write("# nccl-tests version 2.18.3 nccl-headers=22809 nccl-library=22809\n"
               "# Collective test starting: all_reduce_perf\n"
               "# nThread 1 nGpus 1 minBytes 8 maxBytes 1024 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 "
               "validation: 1 graph: 0 unalign: 0\n#\n# Using devices\n"
               "#  Rank  0 Group  0 Pid   1000 on node-00 device  0 [0000:00:00] NVIDIA H100 80GB HBM3\n"
               "#  Rank  1 Group  0 Pid   1001 on node-01 device  0 [0000:01:00] NVIDIA H100 80GB HBM3\n#\n" +
               header);
    const auto row = [&](int i) {
        const qint64 bytes = qint64(8) << (i % 8); // 8 B - 1 KiB, repeated as -N cycles
        const QByteArray size =
            i == damagedLine ? QByteArray("     41943O4") : QByteArray::number(bytes).rightJustified(12);
        file.write(size + "  " + QByteArray::number(bytes / 4).rightJustified(12) + "     float     sum      -1  " +
                   QByteArray::number(10 + i % 97) + ".0    0.01    0.02       0  " + QByteArray::number(11 + i % 89) +
                   ".0    0.01    0.02       0\n");
    };
    for (int i = 0; i < lines; ++i)
        row(i);
    file.write(header);
    for (int i = 0; i < 4; ++i)
        row(i);
    file.write("# Out of bounds values : 0 OK\n# Avg bus bandwidth    : 0.02\n#\n");
    return path;
}

QList<BenchmarkRun> TestBenchmarkRunRepository::importStreaming(const QString& path)
{
    return BenchmarkRunRepository(*m_project)
        .import([&](ResultSink& sink) { return Importer::readFile(path, ImportMode::Strict, {}, &sink); },
                [](BenchmarkRun& run) { run.label = QStringLiteral("streamed"); });
}

void TestBenchmarkRunRepository::largeLogIsStoredWhileRead()
{
    // 6,000 rows: more than a chunk, so rows are stored while the file is still read, before their run exists.
    const QString path = writeLargeLog(3000);
    const QList<BenchmarkRun> parsed = Importer::readFile(path);
    QCOMPARE(parsed.size(), 2);
    QCOMPARE(parsed[0].results.size(), 6000);
    QCOMPARE(parsed[0].handedOn.count, 0);

    const QList<BenchmarkRun> stored = importStreaming(path);
    QCOMPARE(stored.size(), 2);
    // A chunk went on once 4,096 rows were held; the last row stays, where the parser looks back at it.
    QCOMPARE(stored[0].handedOn.count, int(RowOutput::kChunkRows - 1));
    QCOMPARE(stored[1].handedOn.count, 0);
    BenchmarkRunRepository repository(*m_project);
    for (qsizetype i = 0; i < parsed.size(); ++i) {
        QCOMPARE(stored[i].summary, parsed[i].summarize());
        BenchmarkRun loaded = repository.load(stored[i].id, true);
        QCOMPARE(loaded.label, QStringLiteral("streamed")); // what the caller prepared was stored
        QCOMPARE(loaded.provenance.part, int(i));
        QCOMPARE(loaded.summary, parsed[i].summarize());
        QCOMPARE(loaded.results.size(), parsed[i].results.size());
        QVERIFY(loaded.results == parsed[i].results); // every row, in order (ordinals continue across chunks)
        QCOMPARE(loaded.placements, parsed[i].placements);
    }
    QCOMPARE(repository.list().size(), 2);
    QCOMPARE(m_project->scalar(QStringLiteral("PRAGMA foreign_key_check")), QVariant());
    // The import left the connection as it was: a later plain add still checks its foreign keys at once.
    QCOMPARE(m_project->scalar(QStringLiteral("PRAGMA defer_foreign_keys")).toInt(), 0);
}

void TestBenchmarkRunRepository::largeLogFailingLateStoresNothing()
{
    // The damaged row comes after two chunks were stored: the transaction takes them back.
    const QString path = writeLargeLog(5000, 4800);
    try {
        importStreaming(path);
        QFAIL("the damaged row was not refused");
    } catch (const ImportError& error) {
        QCOMPARE(error.line(), 4800 + 10);
        QVERIFY(error.isRowError());
    }
    QCOMPARE(BenchmarkRunRepository(*m_project).list().size(), 0);
    QCOMPARE(m_project->scalar(QStringLiteral("SELECT count(*) FROM benchmark_result")).toInt(), 0);
    QCOMPARE(m_project->scalar(QStringLiteral("SELECT count(*) FROM benchmark_rank")).toInt(), 0);

    // Cancelled while reading: the same.
    std::stop_source stop;
    stop.request_stop();
    QVERIFY_THROWS_EXCEPTION(ImportError, BenchmarkRunRepository(*m_project).import([&](ResultSink& sink) {
        return Importer::readFile(writeLargeLog(5000), ImportMode::Strict, stop.get_token(), &sink);
    }));
    QCOMPARE(m_project->scalar(QStringLiteral("SELECT count(*) FROM benchmark_result")).toInt(), 0);

    // The project takes the next import as usual.
    QCOMPARE(importStreaming(writeLargeLog(5000)).size(), 2);
    QCOMPARE(m_project->scalar(QStringLiteral("SELECT count(*) FROM benchmark_result")).toInt(), 10008);
}

void TestBenchmarkRunRepository::largeLogTwiceIsRefused()
{
    // The file's SHA-256 is known only once it is read; the duplicate is still refused, with nothing added.
    const QString path = writeLargeLog(3000);
    const qint64 first = importStreaming(path).constFirst().id;
    try {
        importStreaming(path);
        QFAIL("the same bytes were imported twice");
    } catch (const DuplicateImportError& error) {
        QCOMPARE(error.existingRunId(), first);
    }
    QCOMPARE(BenchmarkRunRepository(*m_project).list().size(), 2);
    QCOMPARE(m_project->scalar(QStringLiteral("SELECT count(*) FROM benchmark_result")).toInt(), 6008);
}

QTEST_GUILESS_MAIN(TestBenchmarkRunRepository)
#include "testbenchmarkrunrepository.moc"
