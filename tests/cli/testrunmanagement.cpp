// SPDX-License-Identifier: Apache-2.0
#include "domain/acceptanceplan.h"
#include "domain/candidate.h"
#include "domain/questionnaireanswer.h"
#include "evidence/rundependents.h"
#include "ingest/importer.h"
#include "remote/connectionprofilerepository.h"
#include "remote/dispatchrunrepository.h"
#include "remote/planrunrepository.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/bomrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "storage/storageerror.h"

#include <QFile>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace fw::core;

// Runs and connections managed like any other record (issue 18): delete with undo, move, edit, what depends on a
// run, and connections found, copied and kept unique by (candidate, name). A real project file throughout.
class TestRunManagement : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void dependentsSayWhatReliesOnARun();
    void deleteTakesLinksAlongAndRestorePutsThemBack();
    void deleteOfAnUnknownRunChangesNothing();
    void moveRefreezesTheBomAndUndoesExactly();
    void editSetsSourceLabelAndNotesAndUndoes();
    void connectionsAreFoundByCandidateAndName();
    void connectionRemoveCanBeRestored();

private:
    static QByteArray data(const char* path);
    static DispatchResult complete(const QByteArray& stream);
    QList<BenchmarkRun> all() const { return BenchmarkRunRepository(*m_project).list(); }
    QString tableDump(const QString& table) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectFile> m_project;
    qint64 m_acme = 0;
    qint64 m_blue = 0;
    qint64 m_dispatched = 0; // a run of Acme from a dispatch of its own
    qint64 m_planned = 0;    // a run of Acme from a plan's baseline
    qint64 m_cited = 0;      // an imported run of no candidate, cited by Blue's answer
};

QByteArray TestRunManagement::data(const char* path)
{
    QFile file(QStringLiteral(FW_SOURCE_DIR "/tests/") + QLatin1String(path));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", path);
    return file.readAll();
}

DispatchResult TestRunManagement::complete(const QByteArray& stream)
{
    DispatchResult r;
    r.status = DispatchResult::Status::Complete;
    r.launcher = QStringLiteral("local");
    // Through a connection stated to be a node of the candidate's cluster: the runs count for the candidate.
    r.measuredOn = MeasuredOn::Cluster;
    r.destination = QStringLiteral("This computer");
    r.stream = stream;
    r.exitStatus = 0;
    r.startedAt = QDateTime::currentDateTimeUtc();
    r.finishedAt = r.startedAt;
    return r;
}

// Every row of a table as text, sorted: compares a table before and after a round trip.
QString TestRunManagement::tableDump(const QString& table) const
{
    QSqlQuery q = m_project->query(QStringLiteral("SELECT * FROM %1").arg(table));
    QStringList rows;
    while (q.next()) {
        QString row;
        for (int i = 0; i < q.record().count(); ++i)
            row += q.value(i).isNull() ? QStringLiteral("NULL|") : q.value(i).toString() + QLatin1Char('|');
        rows << row;
    }
    rows.sort();
    return rows.join(QLatin1Char('\n'));
}

void TestRunManagement::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_project = ProjectFile::create(m_dir->filePath(QStringLiteral("p.fabwb")));
    CandidateRepository candidates(*m_project);
    m_acme = candidates.add(Candidate{.supplier = QStringLiteral("Acme"), .offerName = QStringLiteral("IB pod")});
    m_blue = candidates.add(Candidate{.supplier = QStringLiteral("Blue"), .offerName = QStringLiteral("RoCE pod")});
    BomRepository(*m_project).setDeclared(m_acme, {{QStringLiteral("nic_firmware"), QStringLiteral("28.40")}});
    BomRepository(*m_project).setDeclared(m_blue, {{QStringLiteral("mtu"), QStringLiteral("9000")}});

    DispatchRunRepository dispatches(*m_project);
    dispatches.add(complete(data("data/agent-bench-mpi-all_reduce-4ranks.jsonl")), std::nullopt, m_acme);
    m_dispatched = *dispatches.all().constLast().benchmarkRunId;

    PlanRunRepository plans(*m_project);
    AcceptancePlan plan =
        AcceptancePlan::standard(QStringLiteral("node2"), QStringLiteral("ib0"), QStringLiteral("/scratch"));
    plan.name = QStringLiteral("acceptance");
    const qint64 planRun = plans.begin(plan, ConnectionProfile{}, m_acme);
    plans.addInvocation(
        planRun, PlanInvocation{0, QStringLiteral("run"), complete(data("data/agent-bench-mpi-adaptive-2ranks.jsonl"))},
        std::nullopt, m_acme);
    m_planned = *dispatches.all().constLast().benchmarkRunId;

    m_cited = BenchmarkRunRepository(*m_project)
                  .add(Importer::readFile(QStringLiteral(FW_SOURCE_DIR "/tests/ingest/data/agent-bench-2ranks.jsonl")))
                  .constFirst();
    QuestionnaireAnswer answer;
    answer.text = QStringLiteral("400 GB/s bus bandwidth");
    answer.status = AnswerStatus::Answered;
    answer.linkedRunIds = {m_cited};
    QuestionnaireRepository(*m_project).setAnswer(m_blue, QStringLiteral("ib.perf.busbw"), answer);
}

void TestRunManagement::cleanup()
{
    m_project.reset();
    m_dir.reset();
}

void TestRunManagement::dependentsSayWhatReliesOnARun()
{
    const QList<RunDependent> found = runDependents(*m_project, {m_dispatched, m_planned, m_cited});
    const auto kinds = [&](qint64 run) {
        QStringList result;
        for (const RunDependent& d : found)
            if (d.runId == run)
                result << storageKey(d.kind) + (d.blocks() ? QStringLiteral("!") : QString());
        return result;
    };
    // Both runs count in Acme's acceptance rate; the scores compare on the 4-rank setup, the reference.
    QCOMPARE(kinds(m_dispatched), (QStringList{QStringLiteral("dispatch"), QStringLiteral("decision_evidence!"),
                                               QStringLiteral("decision_evidence!"), QStringLiteral("bom_snapshot")}));
    QCOMPARE(kinds(m_planned), (QStringList{QStringLiteral("plan_run!"), QStringLiteral("decision_evidence!"),
                                            QStringLiteral("bom_snapshot")}));
    QCOMPARE(kinds(m_cited), QStringList{QStringLiteral("questionnaire_answer!")});
    const auto reason = [&](qint64 run, RunDependent::Kind kind) {
        const auto it = std::find_if(found.cbegin(), found.cend(),
                                     [&](const RunDependent& d) { return d.runId == run && d.kind == kind; });
        return it == found.cend() ? QString() : it->reason;
    };
    QCOMPARE(reason(m_planned, RunDependent::Kind::PlanRun),
             QStringLiteral("Plan run 1 (\"acceptance\") measured it in step 1 (run); the plan's results read it."));
    QCOMPARE(reason(m_dispatched, RunDependent::Kind::DecisionEvidence),
             QStringLiteral("The Cost page counts it in the acceptance rate of Acme / IB pod."));
    QVERIFY(std::any_of(found.cbegin(), found.cend(), [&](const RunDependent& d) {
        return d.runId == m_dispatched &&
               d.reason == QLatin1String("The Decision page scores Acme / IB pod on it (latency and bandwidth).");
    }));
    QCOMPARE(reason(m_cited, RunDependent::Kind::QuestionnaireAnswer),
             QStringLiteral("The answer of Blue / RoCE pod to question ib.perf.busbw cites it as evidence."));
    QVERIFY(runDependents(*m_project, {999}).isEmpty());
}

void TestRunManagement::deleteTakesLinksAlongAndRestorePutsThemBack()
{
    const QStringList tables = {QStringLiteral("benchmark_run"),
                                QStringLiteral("benchmark_rank"),
                                QStringLiteral("benchmark_result"),
                                QStringLiteral("bom_snapshot"),
                                QStringLiteral("dispatch_run"),
                                QStringLiteral("questionnaire_answer"),
                                QStringLiteral("questionnaire_answer_run")};
    QStringList before;
    for (const QString& table : tables)
        before << tableDump(table);

    BenchmarkRunRepository runs(*m_project);
    const DeleteSnapshot removed = runs.remove({m_dispatched, m_cited});
    QCOMPARE(removed.removedRows(QStringLiteral("benchmark_run")), 2);
    QCOMPARE(removed.removedRows(QStringLiteral("bom_snapshot")), 1);
    QCOMPARE(removed.clearedReferences(QStringLiteral("dispatch_run"), QStringLiteral("benchmark_run_id")), 1);
    QCOMPARE(removed.removedRows(QStringLiteral("questionnaire_answer_run")), 1); // the answer's link goes with it
    QCOMPARE(all().size(), 1);
    QCOMPARE(m_project
                 ->scalar(QStringLiteral("SELECT count(*) FROM benchmark_result WHERE run_id IN (?, ?)"),
                          {m_dispatched, m_cited})
                 .toInt(),
             0);
    QCOMPARE(
        m_project->scalar(QStringLiteral("SELECT count(*) FROM bom_snapshot WHERE run_id = ?"), {m_dispatched}).toInt(),
        0);
    const QList<StoredDispatch> dispatches = DispatchRunRepository(*m_project).all();
    QVERIFY(!dispatches.constFirst().benchmarkRunId); // the stream stays, the link goes
    QVERIFY(!dispatches.constFirst().result.stream.isEmpty());
    QVERIFY(QuestionnaireRepository(*m_project)
                .answers(m_blue)
                .value(QStringLiteral("ib.perf.busbw"))
                .linkedRunIds.isEmpty());

    runs.restore(removed);
    for (qsizetype i = 0; i < tables.size(); ++i)
        QCOMPARE(tableDump(tables.at(i)), before.at(i));
}

void TestRunManagement::deleteOfAnUnknownRunChangesNothing()
{
    BenchmarkRunRepository runs(*m_project);
    try {
        runs.remove({m_dispatched, 999});
        QFAIL("an unknown run should be refused");
    } catch (const StorageError& e) {
        QVERIFY2(e.message().contains(QLatin1String("There is no benchmark run 999 in")), qPrintable(e.message()));
    }
    QCOMPARE(all().size(), 3);
}

void TestRunManagement::moveRefreezesTheBomAndUndoesExactly()
{
    const QString runsBefore = tableDump(QStringLiteral("benchmark_run"));
    const QString bomsBefore = tableDump(QStringLiteral("bom_snapshot"));
    BenchmarkRunRepository runs(*m_project);
    BomRepository boms(*m_project);
    const auto snapshotOf = [&](qint64 run) -> std::optional<RunBomSnapshot> {
        for (const RunBomSnapshot& s : boms.snapshots())
            if (s.runId == run)
                return s;
        return std::nullopt;
    };

    const RunEditUndo moved = runs.move({m_dispatched, m_cited}, m_blue);
    QCOMPARE(runs.load(m_dispatched).candidateId, m_blue);
    QCOMPARE(runs.load(m_cited).candidateId, m_blue);
    QCOMPARE(snapshotOf(m_dispatched)->candidateId, m_blue);
    QCOMPARE(snapshotOf(m_dispatched)->fields.value(QStringLiteral("mtu")), QStringLiteral("9000"));
    QCOMPARE(runs.load(m_dispatched).bomFingerprint, snapshotOf(m_dispatched)->fingerprint);
    QCOMPARE(snapshotOf(m_cited)->candidateId, m_blue); // a run of no candidate freezes its first candidate's BOM

    runs.move({m_dispatched}, std::nullopt);
    QVERIFY(!runs.load(m_dispatched).candidateId);
    QVERIFY(runs.load(m_dispatched).bomFingerprint.isEmpty());
    QVERIFY(!snapshotOf(m_dispatched));

    QVERIFY_THROWS_EXCEPTION(StorageError, runs.move({m_planned}, 999));
    QCOMPARE(runs.load(m_planned).candidateId, m_acme);

    runs.undo(moved); // back from the first move, whatever happened after
    QCOMPARE(tableDump(QStringLiteral("benchmark_run")), runsBefore);
    QCOMPARE(tableDump(QStringLiteral("bom_snapshot")), bomsBefore);
}

void TestRunManagement::editSetsSourceLabelAndNotesAndUndoes()
{
    BenchmarkRunRepository runs(*m_project);
    const RunEditUndo edited = runs.edit(
        {m_dispatched, m_planned}, RunChanges{.source = RunSource::VendorClaim, .label = QStringLiteral("baseline")});
    for (const qint64 id : {m_dispatched, m_planned}) {
        const BenchmarkRun run = runs.load(id);
        QCOMPARE(run.source, RunSource::VendorClaim);
        QCOMPARE(run.label, QStringLiteral("baseline"));
    }
    QCOMPARE(runs.load(m_cited).label, QString());
    runs.edit({m_cited}, RunChanges{.notes = QStringLiteral("checked by hand")});
    QCOMPARE(runs.load(m_cited).notes, QStringLiteral("checked by hand"));
    QCOMPARE(runs.load(m_cited).source, RunSource::OwnMeasurement);

    runs.undo(edited);
    const BenchmarkRun undone = runs.load(m_dispatched);
    QCOMPARE(undone.source, RunSource::OwnMeasurement);
    QCOMPARE(undone.label, QString());
    QVERIFY_THROWS_EXCEPTION(StorageError, runs.edit({m_cited, 999}, RunChanges{.label = QStringLiteral("x")}));
    QCOMPARE(runs.load(m_cited).label, QString());
}

void TestRunManagement::connectionsAreFoundByCandidateAndName()
{
    ConnectionProfileRepository profiles(*m_project);
    ConnectionProfile local;
    local.name = QStringLiteral("Head");
    local.candidateId = m_acme;
    local.id = profiles.save(local);

    QCOMPARE(profiles.find(m_acme, QStringLiteral("head"))->id, local.id);
    QVERIFY(!profiles.find(m_blue, QStringLiteral("head")));
    QVERIFY(!profiles.find(std::nullopt, QStringLiteral("head")));

    ConnectionProfile twin = local;
    twin.id = 0;
    twin.name = QStringLiteral("HEAD");
    QCOMPARE(profiles.nameClash(twin), QStringLiteral("Acme / IB pod already has a connection named \"Head\"."));
    QVERIFY_THROWS_EXCEPTION(StorageError, profiles.save(twin));
    QCOMPARE(profiles.all().size(), 1);
    QVERIFY(profiles.nameClash(local).isEmpty()); // saving itself again is no clash
    profiles.save(local);

    const qint64 copy = profiles.copy(local.id, m_blue);
    QCOMPARE(profiles.ofCandidate(m_blue).size(), 1);
    ConnectionProfile expected = local;
    expected.id = copy;
    expected.candidateId = m_blue;
    QCOMPARE(profiles.ofCandidate(m_blue).constFirst(), expected);
    QVERIFY_THROWS_EXCEPTION(StorageError, profiles.copy(local.id, m_blue));
    const qint64 renamed = profiles.copy(local.id, m_blue, QStringLiteral("second"));
    QCOMPARE(profiles.find(m_blue, QStringLiteral("SECOND"))->id, renamed);
    QCOMPARE(profiles.ofCandidate(m_acme).size(), 1);
}

void TestRunManagement::connectionRemoveCanBeRestored()
{
    ConnectionProfileRepository profiles(*m_project);
    ConnectionProfile profile;
    profile.name = QStringLiteral("here");
    profile.candidateId = m_acme;
    profile.ranksPerNode = 2;
    profile.id = profiles.save(profile);
    DispatchRunRepository(*m_project)
        .add(complete(data("data/agent-bench-mpi-corrupt-2ranks.jsonl")), profile.id, m_acme);
    const QString dispatchesBefore = tableDump(QStringLiteral("dispatch_run"));

    const DeleteSnapshot removed = profiles.remove(profile.id);
    QVERIFY(profiles.all().isEmpty());
    QCOMPARE(removed.clearedReferences(QStringLiteral("dispatch_run"), QStringLiteral("profile_id")), 1);
    QVERIFY(!DispatchRunRepository(*m_project).all().constLast().profileId);
    profiles.restore(removed);
    QCOMPARE(profiles.all(), QList{profile});
    QCOMPARE(tableDump(QStringLiteral("dispatch_run")), dispatchesBefore);
}

QTEST_GUILESS_MAIN(TestRunManagement)
#include "testrunmanagement.moc"
