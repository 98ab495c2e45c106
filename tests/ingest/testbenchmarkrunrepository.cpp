#include "analysis/bomdrift.h"
#include "domain/candidate.h"
#include "ingesttest.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/bomrepository.h"
#include "storage/candidaterepository.h"
#include "storage/duplicateimporterror.h"
#include "storage/projectfile.h"

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

private:
    QList<BenchmarkRun> readData(const char* name) const;

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

QTEST_GUILESS_MAIN(TestBenchmarkRunRepository)
#include "testbenchmarkrunrepository.moc"
