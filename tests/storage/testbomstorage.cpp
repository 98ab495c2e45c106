// SPDX-License-Identifier: Apache-2.0
#include "analysis/bomcomparison.h"
#include "analysis/bomdrift.h"
#include "analysis/measuredbom.h"
#include "storage/bomrepository.h"
#include "storage/candidaterepository.h"
#include "storage/demoproject.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "storage/schema.h"
#include "storage/storageerror.h"
#include "storage/triagerepository.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;

// The BOM, questionnaire and triage tables in a real project file.
class TestBomStorage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void declaredValuesRoundTrip();
    void measuredFactsAreReplacedAsAWhole();
    void frozenBomGoesStaleWhenAFieldChanges();
    void benchmarkRunsGetTheirFingerprint();
    void answersKeepAttachmentsWithTheirHash();
    void undoneAttachmentRemovalComesBackUnderItsId();
    void oversizedAttachmentChangesNothing();
    void operatingModelAndTriage();
    void deletingACandidateDeletesItsBom();
    void migratesAFileWithCandidatesFromVersion2();
    void demoProjectShowsMismatchAndDisagreeingNode();

private:
    QString path(const char* name) const { return m_dir->filePath(QString::fromLatin1(name)); }
    qint64 addCandidate(FabricKind fabric = FabricKind::InfiniBand)
    {
        return CandidateRepository(*m_project)
            .add({.supplier = QStringLiteral("S"), .offerName = QStringLiteral("O"), .fabric = fabric});
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectFile> m_project;
};

void TestBomStorage::init()
{
    m_project.reset();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_project = ProjectFile::create(path("p.fabwb"));
}

void TestBomStorage::declaredValuesRoundTrip()
{
    const qint64 id = addCandidate();
    BomRepository bom(*m_project);
    bom.setDeclared(id, {{QStringLiteral("gpu_model"), QStringLiteral("H100 株式会社")},
                         {QStringLiteral("mtu"), QStringLiteral("4096")}});
    bom.setDeclared(id, {{QStringLiteral("mtu"), QString()}, {QStringLiteral("rack"), QStringLiteral("R7")}});
    m_project.reset();
    m_project = ProjectFile::open(path("p.fabwb"));
    const BomValues values = BomRepository(*m_project).declared(id);
    QCOMPARE(values, (BomValues{{QStringLiteral("gpu_model"), QStringLiteral("H100 株式会社")},
                                {QStringLiteral("rack"), QStringLiteral("R7")}}));
    QCOMPARE(BomRepository(*m_project).allDeclared().value(id), values);
}

void TestBomStorage::measuredFactsAreReplacedAsAWhole()
{
    const qint64 id = addCandidate();
    BomRepository bom(*m_project);
    const StoredFacts a{QStringLiteral("n1"), QStringLiteral("f.jsonl"), QStringLiteral("ab"), QStringLiteral("t"),
                        QJsonObject{{QStringLiteral("hostname"), QStringLiteral("n1")}}};
    StoredFacts b = a;
    b.host = QStringLiteral("n2");
    bom.replaceMeasured(id, {a, b});
    QCOMPARE(bom.measured(id), (QList<StoredFacts>{a, b}));
    bom.replaceMeasured(id, {b});
    QCOMPARE(bom.measured(id), QList<StoredFacts>{b});
}

void TestBomStorage::frozenBomGoesStaleWhenAFieldChanges()
{
    const qint64 ib = addCandidate();
    const qint64 roce = addCandidate(FabricKind::RoceV2);
    BomRepository bom(*m_project);
    bom.setDeclared(ib, {{QStringLiteral("nic_firmware"), QStringLiteral("28.40.1000")}});
    bom.setDeclared(roce, {{QStringLiteral("mtu"), QStringLiteral("9000")}});
    const RunBomSnapshot frozen = bom.freeze(41, ib, QStringLiteral("run 41"));
    bom.freeze(42, roce, QStringLiteral("run 42"));
    QCOMPARE(bom.snapshots().first(), frozen);
    QVERIFY(staleRuns(bom.snapshots(), bom.allDeclared()).isEmpty());

    bom.setDeclared(ib, {{QStringLiteral("nic_firmware"), QStringLiteral("28.41.2000")}});
    const QList<StaleRun> stale = staleRuns(bom.snapshots(), bom.allDeclared());
    QCOMPARE(stale.size(), 1);
    QCOMPARE(stale.first().runId, 41);
    QCOMPARE(stale.first().changes.first().key, QStringLiteral("nic_firmware"));

    bom.removeSnapshot(41);
    QCOMPARE(bom.snapshots().size(), 1);
}

void TestBomStorage::benchmarkRunsGetTheirFingerprint()
{
    const qint64 id = addCandidate();
    BomRepository bom(*m_project);
    bom.setDeclared(id, {{QStringLiteral("mtu"), QStringLiteral("4096")}});
    auto addRun = [&](qint64 runId, const QVariant& fingerprint) {
        m_project->query(QStringLiteral("INSERT INTO benchmark_run (id, candidate_id, source, tool, test_name, "
                                        "correctness, result_count, size_count, min_bytes, max_bytes, sha256, part, "
                                        "file_name, file_size, format, parser_version, imported_at, bom_fingerprint) "
                                        "VALUES (?, ?, 'own_measurement', 'nccl-tests', 'all_reduce_perf', "
                                        "'passed', 1, 1, 8, 8, ?, 0, 'run.txt', 1, 'nccl_tests_text', '1', 't', ?)"),
                         {runId, id, QString(64, QLatin1Char('a' + int(runId))), fingerprint});
    };
    addRun(1, QVariant());
    // A run stored together with its frozen BOM: the run carries the fingerprint.
    m_project->write([&] { bom.recordSnapshot(1, id, QStringLiteral("run 1")); });
    QCOMPARE(m_project->scalar(QStringLiteral("SELECT bom_fingerprint FROM benchmark_run WHERE id = 1")).toString(),
             bomFingerprint(bom.declared(id)));
    // A run another tool fingerprinted, without a snapshot of the fields, still goes stale.
    addRun(2, bomFingerprint(bom.declared(id)));
    QCOMPARE(bom.snapshots().size(), 2);
    bom.setDeclared(id, {{QStringLiteral("mtu"), QStringLiteral("9000")}});
    const QList<StaleRun> stale = staleRuns(bom.snapshots(), bom.allDeclared());
    QCOMPARE(stale.size(), 2);
    QCOMPARE(stale.at(0).changes.first().key, QStringLiteral("mtu"));
    QCOMPARE(stale.at(1).runLabel, QStringLiteral("all_reduce_perf (run.txt)"));
    QVERIFY(stale.at(1).changes.isEmpty()); // its fields are unknown: only the fingerprint is
}

void TestBomStorage::answersKeepAttachmentsWithTheirHash()
{
    const qint64 id = addCandidate();
    QuestionnaireRepository repo(*m_project);
    QuestionnaireAnswer answer{QStringLiteral("NDR, QM9700"), AnswerStatus::AnsweredWithEvidence};
    answer.attachments = {
        {0, QStringLiteral("log.txt"), QString(), QByteArray("abc"), QString()},
        {0, QStringLiteral("https://example.org/x"), QStringLiteral("https://example.org/x"), {}, {}}};
    const QuestionnaireAnswer stored = repo.setAnswer(id, QStringLiteral("ib.hardware"), answer);
    QVERIFY(stored.attachments.at(0).id > 0);
    QCOMPARE(stored.attachments.at(0).sha256,
             QStringLiteral("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")); // SHA-256("abc")
    QVERIFY(stored.attachments.at(1).isLink());
    QCOMPARE(repo.answers(id).value(QStringLiteral("ib.hardware")), stored);
}

void TestBomStorage::undoneAttachmentRemovalComesBackUnderItsId()
{
    const qint64 id = addCandidate();
    QuestionnaireRepository repo(*m_project);
    QuestionnaireAnswer answer{QStringLiteral("x"), AnswerStatus::Answered};
    answer.attachments = {{0, QStringLiteral("a.pdf"), QString(), QByteArray("%PDF-1.7"), QString()}};
    const QuestionnaireAnswer with = repo.setAnswer(id, QStringLiteral("ib.penalty"), answer);
    QuestionnaireAnswer without = with;
    without.attachments.clear();
    repo.setAnswer(id, QStringLiteral("ib.penalty"), without);
    QVERIFY(repo.answers(id).value(QStringLiteral("ib.penalty")).attachments.isEmpty());
    QCOMPARE(repo.setAnswer(id, QStringLiteral("ib.penalty"), with), with);
    QCOMPARE(repo.answers(id).value(QStringLiteral("ib.penalty")), with);
}

void TestBomStorage::oversizedAttachmentChangesNothing()
{
    const qint64 id = addCandidate();
    QuestionnaireRepository repo(*m_project);
    QuestionnaireAnswer answer{QStringLiteral("text"), AnswerStatus::Answered};
    answer.attachments = {{0, QStringLiteral("huge.bin"), QString(),
                           QByteArray(QuestionnaireRepository::kMaxAttachmentBytes + 1, 'x'), QString()}};
    QVERIFY_THROWS_EXCEPTION(StorageError, repo.setAnswer(id, QStringLiteral("ib.growth"), answer));
    QVERIFY(repo.answers(id).isEmpty()); // the answer text was rolled back with it
}

void TestBomStorage::operatingModelAndTriage()
{
    const qint64 id = addCandidate();
    QuestionnaireRepository repo(*m_project);
    repo.setOperatingModel(id, QStringLiteral("fabric_owner"), QStringLiteral("provider"));
    repo.setOperatingModel(id, QStringLiteral("support_path"), QStringLiteral("NOC, then vendor TAC"));
    repo.setOperatingModel(id, QStringLiteral("support_path"), QString());
    QCOMPARE(repo.operatingModel(id), (ChecklistAnswers{{QStringLiteral("fabric_owner"), QStringLiteral("provider")}}));

    // An official source keeps its status and where it was read; clearing both removes it.
    const SourceCheck read{QStringLiteral("differs"), QStringLiteral("vendor.example/datasheet rev C, 2026-11-30")};
    repo.setOfficialSource(id, QStringLiteral("src_switch_datasheet"), read);
    repo.setOfficialSource(id, QStringLiteral("src_nccl_docs"), {QString(), QStringLiteral("to read: NCCL 2.21")});
    repo.setOfficialSource(id, QStringLiteral("src_nccl_docs"), {});
    QCOMPARE(repo.officialSources(id), (SourceChecks{{QStringLiteral("src_switch_datasheet"), read}}));
    // A removed candidate takes its checks along, and its undo brings them back.
    const DeleteSnapshot removed = CandidateRepository(*m_project).remove(id);
    QCOMPARE(m_project->scalar(QStringLiteral("SELECT count(*) FROM official_source_check")).toInt(), 0);
    CandidateRepository(*m_project).restore(removed);
    QCOMPARE(repo.officialSources(id), (SourceChecks{{QStringLiteral("src_switch_datasheet"), read}}));

    TriageRepository triage(*m_project);
    triage.set(QStringLiteral("latency_sensitive"), QStringLiteral("yes"));
    triage.set(QStringLiteral("delivery"), QStringLiteral("colocation"));
    triage.set(QStringLiteral("latency_sensitive"), QString());
    QCOMPARE(triage.all(), (ChecklistAnswers{{QStringLiteral("delivery"), QStringLiteral("colocation")}}));
}

void TestBomStorage::deletingACandidateDeletesItsBom()
{
    const qint64 id = addCandidate();
    BomRepository(*m_project).setDeclared(id, {{QStringLiteral("rack"), QStringLiteral("R1")}});
    BomRepository(*m_project).freeze(1, id, QStringLiteral("r"));
    QuestionnaireRepository(*m_project)
        .setAnswer(id, QStringLiteral("ib.growth"),
                   {QStringLiteral("x"),
                    AnswerStatus::Answered,
                    {},
                    {{0, QStringLiteral("a"), QString(), QByteArray("a"), QString()}}});
    CandidateRepository(*m_project).remove(id);
    for (const char* table : {"bom_value", "bom_snapshot", "questionnaire_answer", "questionnaire_attachment"})
        QCOMPARE(m_project->scalar(QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table))).toInt(), 0);
}

void TestBomStorage::migratesAFileWithCandidatesFromVersion2()
{
    m_project.reset();
    const QString file = path("old.fabwb");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(file);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA application_id = %1").arg(schema::kApplicationId)));
        for (int v = 0; v < 2; ++v) {
            for (const QString& statement : schema::migrationStep(v))
                QVERIFY(q.exec(statement));
        }
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 2")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO candidate (id, supplier, offer_name, fabric, delivery, node_count)"
                                      " VALUES (5, 'Old', 'Offer', 'roce_v2', 'colocation', 8)")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));

    m_project = ProjectFile::open(file);
    QCOMPARE(m_project->schemaVersion(), schema::currentVersion());
    BomRepository(*m_project).setDeclared(5, {{QStringLiteral("mtu"), QStringLiteral("9000")}});
    QCOMPARE(BomRepository(*m_project).declared(5).value(QStringLiteral("mtu")), QStringLiteral("9000"));
    QCOMPARE(CandidateRepository(*m_project).all().first().supplier, QStringLiteral("Old"));
}

void TestBomStorage::demoProjectShowsMismatchAndDisagreeingNode()
{
    m_project.reset();
    createDemoProject(path("demo.fabwb"));
    m_project = ProjectFile::open(path("demo.fabwb"));
    const Candidate ib = CandidateRepository(*m_project).all().first();
    QVERIFY(ib.isExample);
    BomRepository bom(*m_project);
    QList<MeasuredHost> hosts;
    for (const StoredFacts& facts : bom.measured(ib.id)) {
        QVERIFY(facts.source.contains(QStringLiteral("example data")));
        hosts.append({facts.host, measuredBom(facts.facts, ib.fabric)});
    }
    QCOMPARE(hosts.size(), 4);
    const QList<FieldComparison> comparison = compareBom(BomCatalog::forFabric(ib.fabric), bom.declared(ib.id), hosts);
    QStringList mismatches;
    for (const FieldComparison& c : comparison) {
        if (c.state == FieldComparison::State::Mismatch)
            mismatches << c.key;
    }
    // The seeded drift, and only it: everything else the example nodes report agrees with the declared BOM.
    QCOMPARE(mismatches, QStringList{QStringLiteral("nic_firmware")});
    const auto firmware = std::find_if(comparison.begin(), comparison.end(),
                                       [](const FieldComparison& c) { return c.key == QLatin1String("nic_firmware"); });
    QCOMPARE(firmware->disagreements,
             QStringList{QStringLiteral("example-ib-node03: NIC/HCA firmware 28.39.1002, others 28.40.1000")});
    QVERIFY(staleRuns(bom.snapshots(), bom.allDeclared()).isEmpty()); // frozen on the current BOM
}

QTEST_GUILESS_MAIN(TestBomStorage)
#include "testbomstorage.moc"
