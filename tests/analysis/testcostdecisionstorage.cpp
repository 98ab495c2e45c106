// SPDX-License-Identifier: Apache-2.0
#include "analysis/costcalculator.h"
#include "storage/candidaterepository.h"
#include "storage/costrepository.h"
#include "storage/decisionrepository.h"
#include "storage/demoproject.h"
#include "storage/projectfile.h"
#include "storage/schema.h"
#include "storage/storageerror.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;
using Key = CostInputKey;

class TestCostDecisionStorage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void newProjectStartsWithTheR61Criteria();
    void settingsRoundTrip();
    void inputsRoundTripThroughReopen();
    void invalidInputsAreRefusedAndNothingIsWritten_data();
    void invalidInputsAreRefusedAndNothingIsWritten();
    void criteriaScoresAndNotesRoundTrip();
    void removedCriterionComesBackWithItsScores();
    void deletingACandidateDeletesItsCostAndScores();
    void migratesFromTheSchemaBefore();
    void demoProjectComparesTheExampleCandidates();

private:
    QString path(const char* name) const { return m_dir->filePath(QString::fromLatin1(name)); }
    qint64 addCandidate(ProjectFile& project, int nodes = 16);
    static int versionBeforeCostTables();

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestCostDecisionStorage::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

qint64 TestCostDecisionStorage::addCandidate(ProjectFile& project, int nodes)
{
    return CandidateRepository(project).add({.supplier = QStringLiteral("S"),
                                             .offerName = QStringLiteral("O"),
                                             .fabric = FabricKind::RoceV2,
                                             .nodeCount = nodes});
}

int TestCostDecisionStorage::versionBeforeCostTables()
{
    for (int v = 0; v < schema::currentVersion(); ++v) {
        for (const QString& statement : schema::migrationStep(v)) {
            if (statement.startsWith(QStringLiteral("CREATE TABLE cost_input")))
                return v;
        }
    }
    return -1;
}

void TestCostDecisionStorage::newProjectStartsWithTheR61Criteria()
{
    auto project = ProjectFile::create(path("p.fabwb"));
    const QList<Criterion> criteria = DecisionRepository(*project).criteria();
    QCOMPARE(criteria.size(), 11);
    QCOMPARE(criteria.first().builtin, BuiltinCriterion::TailLatency);
    QCOMPARE(criteria.first().title(), QStringLiteral("Tail latency"));
    QCOMPARE(criteria.at(9).builtin, BuiltinCriterion::QuestionnaireCompleteness);
    for (qsizetype k = 0; k < 10; ++k)
        QCOMPARE(criteria.at(k).weight, 1.0);
    // The workload replay's criterion came with a later version: it starts without weight, in a new project as in
    // an older one opened, until the buyer gives it one.
    QCOMPARE(criteria.last().builtin, BuiltinCriterion::WorkloadReplay);
    QCOMPARE(criteria.last().weight, 0.0);
    QCOMPARE(criteria.last().position, 10);
}

void TestCostDecisionStorage::settingsRoundTrip()
{
    {
        auto project = ProjectFile::create(path("p.fabwb"));
        QCOMPARE(CostRepository(*project).settings(), CostSettings{});
        CostRepository(*project).setSettings(
            {.period = CostPeriod::Quarter,
             .currency = QStringLiteral("JPY"),
             .thresholds = {.minBusBandwidthGBs = 180.5, .maxP99LatencyUs = std::nullopt}});
        QVERIFY_THROWS_EXCEPTION(StorageError, CostRepository(*project).setSettings({.currency = QStringLiteral(" ")}));
    }
    auto project = ProjectFile::open(path("p.fabwb"));
    const CostSettings s = CostRepository(*project).settings();
    QCOMPARE(s.period, CostPeriod::Quarter);
    QCOMPARE(s.currency, QStringLiteral("JPY"));
    QCOMPARE(s.thresholds.minBusBandwidthGBs, std::optional(180.5));
    QVERIFY(!s.thresholds.maxP99LatencyUs);
}

void TestCostDecisionStorage::inputsRoundTripThroughReopen()
{
    qint64 id = 0;
    const CostInput quoted{InputSource::Quoted, 1'234'567.25, QStringLiteral("Quote Q-17, page 3")};
    const CostInput overridden{InputSource::Derived, 0.5, QStringLiteral("runs at 16 nodes were before the fix")};
    const CostInput derived{InputSource::Derived, std::nullopt, {}};
    {
        auto project = ProjectFile::create(path("p.fabwb"));
        id = addCandidate(*project);
        CostRepository costs(*project);
        costs.setInput(id, Key::ComputeCapacity, quoted);
        costs.setInput(id, Key::AcceptanceRate, overridden);
        costs.setInput(id, Key::QueueIdleGpu, derived);
        costs.setInput(id, Key::Switches, {InputSource::Typed, 5, {}});
        costs.setInput(id, Key::Switches, {}); // back to "not entered": the row goes
        QCOMPARE(project->scalar(QStringLiteral("SELECT count(*) FROM cost_input")).toInt(), 3);
    }
    auto project = ProjectFile::open(path("p.fabwb"));
    const CostInputs inputs = CostRepository(*project).inputs(id);
    QCOMPARE(inputs[int(Key::ComputeCapacity)], quoted);
    QCOMPARE(inputs[int(Key::AcceptanceRate)], overridden);
    QVERIFY(inputs[int(Key::AcceptanceRate)].isOverride());
    QCOMPARE(inputs[int(Key::QueueIdleGpu)], derived);
    QCOMPARE(inputs[int(Key::Switches)], CostInput{});
    QCOMPARE(CostRepository(*project).allInputs().keys(), QList<qint64>{id});
}

void TestCostDecisionStorage::invalidInputsAreRefusedAndNothingIsWritten_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("source");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("note");
    QTest::addColumn<QString>("message");
    QTest::addRow("override without reason") << int(Key::AcceptanceRate) << int(InputSource::Derived) << 0.5
                                             << QStringLiteral("  ") << QStringLiteral("needs a reason");
    QTest::addRow("fraction above 1") << int(Key::UsefulGpuUtilisation) << int(InputSource::Typed) << 1.5 << QString()
                                      << QStringLiteral("between 0 and 1");
    QTest::addRow("negative money") << int(Key::Switches) << int(InputSource::Quoted) << -1.0 << QString()
                                    << QStringLiteral("0 or more");
    QTest::addRow("derived compute") << int(Key::ComputeCapacity) << int(InputSource::Derived) << qQNaN() << QString()
                                     << QStringLiteral("cannot be derived");
}

void TestCostDecisionStorage::invalidInputsAreRefusedAndNothingIsWritten()
{
    QFETCH(int, key);
    QFETCH(int, source);
    QFETCH(double, value);
    QFETCH(QString, note);
    QFETCH(QString, message);
    auto project = ProjectFile::create(path("p.fabwb"));
    const qint64 id = addCandidate(*project);
    const CostInput input{InputSource(source), qIsNaN(value) ? std::nullopt : std::optional(value), note};
    try {
        CostRepository(*project).setInput(id, Key(key), input);
        QFAIL("accepted an invalid input");
    } catch (const StorageError& error) {
        QVERIFY2(error.message().contains(message), qPrintable(error.message()));
        QVERIFY2(error.message().contains(displayName(Key(key))), qPrintable(error.message()));
    }
    QCOMPARE(project->scalar(QStringLiteral("SELECT count(*) FROM cost_input")).toInt(), 0);
}

void TestCostDecisionStorage::criteriaScoresAndNotesRoundTrip()
{
    qint64 candidate = 0;
    qint64 added = 0;
    {
        auto project = ProjectFile::create(path("p.fabwb"));
        candidate = addCandidate(*project);
        DecisionRepository decisions(*project);
        added = decisions.addCriterion({.name = QStringLiteral("Energy efficiency"), .weight = 2.5, .position = 10});
        Criterion latency = decisions.criteria().first();
        latency.weight = 3;
        decisions.updateCriterion(latency);
        decisions.setScore(added, candidate,
                           ManualScore{.criterionId = added,
                                       .candidateId = candidate,
                                       .score = 7.5,
                                       .uncertainty = 2,
                                       .note = QStringLiteral("site visit"),
                                       .enteredBeforeBenchmark = true});
        decisions.setNote({candidate, QStringLiteral("Our team"), QStringLiteral("Add a second spine")});
        QVERIFY_THROWS_EXCEPTION(
            StorageError, decisions.setScore(added, candidate,
                                             ManualScore{.criterionId = added, .candidateId = candidate, .score = 11}));
        QVERIFY_THROWS_EXCEPTION(StorageError, decisions.addCriterion({.name = QStringLiteral(" ")}));
        QVERIFY_THROWS_EXCEPTION(StorageError,
                                 decisions.updateCriterion({.id = added, .name = QStringLiteral("x"), .weight = -1}));
    }
    auto project = ProjectFile::open(path("p.fabwb"));
    DecisionRepository decisions(*project);
    const QList<Criterion> criteria = decisions.criteria();
    QCOMPARE(criteria.size(), 12);
    QCOMPARE(criteria.first().weight, 3.0);
    QCOMPARE(criteria.last().id, added);
    QCOMPARE(criteria.last().title(), QStringLiteral("Energy efficiency"));
    QCOMPARE(criteria.last().weight, 2.5);
    const QList<ManualScore> scores = decisions.scores();
    QCOMPARE(scores.size(), 1);
    QCOMPARE(scores.first().score, 7.5);
    QCOMPARE(scores.first().uncertainty, 2.0);
    QVERIFY(scores.first().enteredBeforeBenchmark);
    QCOMPARE(decisions.notes().value(candidate).expansionPath, QStringLiteral("Add a second spine"));
}

void TestCostDecisionStorage::removedCriterionComesBackWithItsScores()
{
    auto project = ProjectFile::create(path("p.fabwb"));
    const qint64 candidate = addCandidate(*project);
    DecisionRepository decisions(*project);
    const Criterion criterion = decisions.criteria().at(4);
    const ManualScore score{.criterionId = criterion.id, .candidateId = candidate, .score = 4, .uncertainty = 1};
    decisions.setScore(criterion.id, candidate, score);
    decisions.removeCriterion(criterion.id);
    QCOMPARE(decisions.criteria().size(), 10);
    QVERIFY(decisions.scores().isEmpty());
    decisions.restoreCriterion(criterion, {score});
    QCOMPARE(decisions.criteria().at(4), criterion);
    QCOMPARE(decisions.scores(), QList<ManualScore>{score});
}

void TestCostDecisionStorage::deletingACandidateDeletesItsCostAndScores()
{
    auto project = ProjectFile::create(path("p.fabwb"));
    const qint64 candidate = addCandidate(*project);
    CostRepository(*project).setInput(candidate, Key::Switches, {InputSource::Typed, 5, {}});
    DecisionRepository decisions(*project);
    const qint64 criterion = decisions.criteria().first().id;
    decisions.setScore(criterion, candidate, ManualScore{.criterionId = criterion, .candidateId = candidate});
    decisions.setNote({candidate, QStringLiteral("x"), QStringLiteral("y")});
    CandidateRepository(*project).remove(candidate);
    QVERIFY(CostRepository(*project).allInputs().isEmpty());
    QVERIFY(decisions.scores().isEmpty());
    QVERIFY(decisions.notes().isEmpty());
}

void TestCostDecisionStorage::migratesFromTheSchemaBefore()
{
    const int before = versionBeforeCostTables();
    QVERIFY(before >= 2);
    const QString file = path("old.fabwb");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(file);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA application_id = %1").arg(schema::kApplicationId)));
        for (int v = 0; v < before; ++v) {
            for (const QString& statement : schema::migrationStep(v))
                QVERIFY2(q.exec(statement), qPrintable(statement));
        }
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = %1").arg(before)));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO candidate (supplier, offer_name, fabric, delivery, node_count) "
                                      "VALUES ('Old', 'Offer', 'infiniband', 'colocation', 8)")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));

    auto project = ProjectFile::open(file);
    QVERIFY(!project->isReadOnly());
    QCOMPARE(project->schemaVersion(), schema::currentVersion());
    const QList<Candidate> candidates = CandidateRepository(*project).all();
    QCOMPARE(candidates.size(), 1);
    // The ten criteria of the first version, and the workload replay's, added without weight.
    const QList<Criterion> migrated = DecisionRepository(*project).criteria();
    QCOMPARE(migrated.size(), 11);
    QCOMPARE(migrated.last().builtin, BuiltinCriterion::WorkloadReplay);
    QCOMPARE(migrated.last().weight, 0.0);
    CostRepository(*project).setInput(candidates.first().id, Key::OperationsHours, {InputSource::Typed, 40, {}});
    QCOMPARE(CostRepository(*project).inputs(candidates.first().id)[int(Key::OperationsHours)].value, 40.0);
}

void TestCostDecisionStorage::demoProjectComparesTheExampleCandidates()
{
    createDemoProject(path("demo.fabwb"));
    auto project = ProjectFile::open(path("demo.fabwb"));
    const CostSettings settings = CostRepository(*project).settings();
    const auto allInputs = CostRepository(*project).allInputs();
    QList<CostResult> results;
    for (const Candidate& c : CandidateRepository(*project).all()) {
        QVERIFY(c.isExample);
        results << computeCost({.inputs = allInputs.value(c.id), .settings = settings, .nodeCount = c.nodeCount});
        QVERIFY2(results.last().ready, qPrintable(results.last().missing.join(u'\n')));
        for (const CostInput& input : allInputs.value(c.id)) {
            if (input.source != InputSource::Derived && input.value)
                QVERIFY2(input.note.startsWith(QStringLiteral("Example")), qPrintable(input.note));
        }
    }
    QCOMPARE(results.size(), 2);
    // The rented InfiniBand example costs more per year in compute but less per accepted run (R5.4).
    QVERIFY(*results.at(0).costPerAcceptedRun < *results.at(1).costPerAcceptedRun);
    QCOMPARE(results.at(0).value(Key::FabricOperations).value(), 24'000.0);
    QCOMPARE(results.at(1).value(Key::QueueIdleGpu).value(), 416'000.0); // 2.6 M × 0.16 stall fraction
    QCOMPARE(DecisionRepository(*project).scores().size(), 18);
    QCOMPARE(DecisionRepository(*project).notes().size(), 2);
}

QTEST_GUILESS_MAIN(TestCostDecisionStorage)
#include "testcostdecisionstorage.moc"
