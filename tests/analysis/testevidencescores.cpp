// SPDX-License-Identifier: Apache-2.0
#include "domain/questionnairecatalog.h"
#include "evidence/costdecisionsnapshot.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/costrepository.h"
#include "storage/decisionrepository.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "storage/storageerror.h"

#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;

// The scores the Decision page takes from a project's stored evidence, read back through CostDecisionSnapshot
// from a real project file.
class TestEvidenceScores : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void answeringQuestionsNeverLowersCompleteness();
    void latencyAndBandwidthFromComparableRunsOnly();
    void typedOverrideWithReasonIsInForce();

private:
    qint64 addCandidate(ProjectFile& project, const QString& supplier);
    static qint64 addRun(ProjectFile& project, qint64 candidate, const QString& backend, int ranks, double p99,
                         double busbw, RunSource source = RunSource::OwnMeasurement);
    static int criterionRow(const CostDecisionSnapshot& s, BuiltinCriterion builtin);

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestEvidenceScores::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

qint64 TestEvidenceScores::addCandidate(ProjectFile& project, const QString& supplier)
{
    return CandidateRepository(project).add(
        {.supplier = supplier, .offerName = QStringLiteral("O"), .fabric = FabricKind::InfiniBand, .nodeCount = 16});
}

qint64 TestEvidenceScores::addRun(ProjectFile& project, qint64 candidate, const QString& backend, int ranks, double p99,
                                  double busbw, RunSource source)
{
    static int serial = 0;
    BenchmarkRun run;
    run.candidateId = candidate;
    run.source = source;
    run.tool = QStringLiteral("fabric-agent");
    run.testName = QStringLiteral("all_reduce");
    run.backend = backend;
    run.ranks = ranks;
    run.nodes = ranks / 8 > 0 ? ranks / 8 : 1;
    for (const auto& [bytes, p, b] : {std::tuple{qint64(8), p99, 0.01}, std::tuple{qint64(1 << 20), p99 * 10, busbw}}) {
        SizeResult row;
        row.bytes = bytes;
        row.p99Us = p;
        row.busbwGBs = b;
        row.timeAvgUs = p / 2;
        row.wrong = 0;
        row.checkPassed = true;
        run.results << row;
    }
    run.provenance = {.sha256 = QString::number(++serial).rightJustified(64, QLatin1Char('0')),
                      .fileName = QStringLiteral("run%1.jsonl").arg(serial),
                      .format = ImportFormat::AgentJsonLines,
                      .parserVersion = QStringLiteral("1"),
                      .importedAt = QDateTime::currentDateTimeUtc()};
    return BenchmarkRunRepository(project).add({run}).constFirst();
}

int TestEvidenceScores::criterionRow(const CostDecisionSnapshot& s, BuiltinCriterion builtin)
{
    for (qsizetype k = 0; k < s.criteria.size(); ++k) {
        if (s.criteria.at(k).builtin == builtin)
            return int(k);
    }
    return -1;
}

// Issue 19: two answers replaced a typed completeness of 2 with an automatic 0.00, while a candidate with no
// answers kept its typed 1.00. Every candidate is now scored from its questionnaire on the same basis, and an
// answer that is not worse than none (here a vague one) never lowers the score.
void TestEvidenceScores::answeringQuestionsNeverLowersCompleteness()
{
    auto project = ProjectFile::create(m_dir->filePath(QStringLiteral("p.fabwb")));
    const qint64 a = addCandidate(*project, QStringLiteral("A"));
    const qint64 b = addCandidate(*project, QStringLiteral("B"));
    DecisionRepository decisions(*project);
    CostDecisionSnapshot s = CostDecisionSnapshot::load(project.get());
    const int row = criterionRow(s, BuiltinCriterion::QuestionnaireCompleteness);
    QVERIFY(row >= 0);
    const qint64 criterion = s.criteria.at(row).id;
    decisions.setScore(criterion, a, ManualScore{.criterionId = criterion, .candidateId = a, .score = 2});
    decisions.setScore(criterion, b, ManualScore{.criterionId = criterion, .candidateId = b, .score = 1});

    const auto scores = [&] {
        const CostDecisionSnapshot now = CostDecisionSnapshot::load(project.get());
        const ScoreCell& ca = now.cells.at(row).at(now.candidateRow(a));
        const ScoreCell& cb = now.cells.at(row).at(now.candidateRow(b));
        return std::pair{ca, cb};
    };
    auto [before, other] = scores();
    QVERIFY(before.automatic && other.automatic);
    QCOMPARE(before.score.value(), 0.0); // 0 of 10 answered, for both: the same basis
    QCOMPARE(other.score.value(), 0.0);

    QuestionnaireRepository questionnaires(*project);
    questionnaires.setAnswer(a, QStringLiteral("ib.hardware"),
                             {QStringLiteral("InfiniBand included"), AnswerStatus::Answered}); // vague
    QCOMPARE(scores().first.score.value(), 0.0);                                               // not lower
    questionnaires.setAnswer(a, QStringLiteral("ib.ownership"),
                             {QStringLiteral("The provider's fabric team, 24/7 on call."), AnswerStatus::Answered});
    questionnaires.setAnswer(
        a, QStringLiteral("ib.placement"),
        {QStringLiteral("Guaranteed by contract: one Quantum-2 fabric, one pod."), AnswerStatus::Answered});
    const auto [after, unanswered] = scores();
    QCOMPARE(after.score.value(), 2.0); // 10 × 2 / 10 − 2 × 0
    QCOMPARE(unanswered.score.value(), 0.0);
    QVERIFY2(after.source.contains(QStringLiteral("2 of 10 answered, 1 incomplete")), qPrintable(after.source));
}

// Candidates are compared on the runs of one setup: MPI on CPU and a supplier's claim stay out, each with its reason.
void TestEvidenceScores::latencyAndBandwidthFromComparableRunsOnly()
{
    auto project = ProjectFile::create(m_dir->filePath(QStringLiteral("p.fabwb")));
    const qint64 a = addCandidate(*project, QStringLiteral("A"));
    const qint64 b = addCandidate(*project, QStringLiteral("B"));
    addRun(*project, a, QStringLiteral("nccl"), 16, 10, 100);
    addRun(*project, a, QStringLiteral("nccl"), 16, 14, 120);
    const qint64 mpi = addRun(*project, a, QStringLiteral("mpi"), 2, 1, 1); // would win latency if mixed in
    addRun(*project, b, QStringLiteral("nccl"), 16, 15, 88);
    const qint64 claim = addRun(*project, b, QStringLiteral("nccl"), 16, 1, 400, RunSource::VendorClaim);

    CostDecisionSnapshot s = CostDecisionSnapshot::load(project.get());
    const int latency = criterionRow(s, BuiltinCriterion::TailLatency);
    const int bandwidth = criterionRow(s, BuiltinCriterion::BusBandwidth);
    const int ra = s.candidateRow(a);
    const int rb = s.candidateRow(b);
    // Median p99 at 8 B: A (10, 14) -> 12, B 15. Scores 10 × best / this: A 10, B 10 × 12 / 15 = 8.
    QCOMPARE(s.cells.at(latency).at(ra).score.value(), 10.0);
    QCOMPARE(s.cells.at(latency).at(rb).score.value(), 8.0);
    QCOMPARE(s.cells.at(latency).at(rb).basis, ScoreBasis::Measured);
    // Median bus bandwidth at 1 MiB: A (100, 120) -> 110, B 88. Scores 10 × this / best: A 10, B 8.
    QCOMPARE(s.cells.at(bandwidth).at(ra).score.value(), 10.0);
    QCOMPARE(s.cells.at(bandwidth).at(rb).score.value(), 8.0);
    QVERIFY2(s.cells.at(latency).at(ra).source.contains(QStringLiteral("NCCL on 16 GPUs")),
             qPrintable(s.cells.at(latency).at(ra).source));
    for (const RunEvidence& run : s.comparison.runs) {
        if (run.runId == mpi)
            QVERIFY2(run.exclusion.contains(QStringLiteral("MPI on CPU, 2 ranks")), qPrintable(run.exclusion));
        if (run.runId == claim)
            QVERIFY(run.exclusion.startsWith(QStringLiteral("a supplier's claim")));
    }

    // More evidence that is not worse never lowers a score: B gains a run at p99 13 (better than its 15).
    addRun(*project, b, QStringLiteral("nccl"), 16, 13, 88);
    s = CostDecisionSnapshot::load(project.get());
    QCOMPARE(s.cells.at(latency).at(rb).score.value(), 10 * 12.0 / 14); // median (13, 15) = 14
    QCOMPARE(s.cells.at(bandwidth).at(rb).score.value(), 8.0);          // median (88, 88) = 88
}

void TestEvidenceScores::typedOverrideWithReasonIsInForce()
{
    auto project = ProjectFile::create(m_dir->filePath(QStringLiteral("p.fabwb")));
    const qint64 a = addCandidate(*project, QStringLiteral("A"));
    addRun(*project, a, QStringLiteral("nccl"), 16, 10, 100);
    DecisionRepository decisions(*project);
    CostDecisionSnapshot s = CostDecisionSnapshot::load(project.get());
    const int row = criterionRow(s, BuiltinCriterion::TailLatency);
    const qint64 criterion = s.criteria.at(row).id;
    // A typed score without the override flag does not replace evidence.
    decisions.setScore(criterion, a, ManualScore{.criterionId = criterion, .candidateId = a, .score = 3});
    s = CostDecisionSnapshot::load(project.get());
    QVERIFY(s.cells.at(row).at(0).automatic);
    QCOMPARE(s.cells.at(row).at(0).score.value(), 10.0);
    // An override needs its reason.
    QVERIFY_THROWS_EXCEPTION(StorageError, decisions.setScore(criterion, a,
                                                              ManualScore{.criterionId = criterion,
                                                                          .candidateId = a,
                                                                          .score = 6,
                                                                          .note = QStringLiteral("  "),
                                                                          .overridesEvidence = true}));
    decisions.setScore(criterion, a,
                       ManualScore{.criterionId = criterion,
                                   .candidateId = a,
                                   .score = 6,
                                   .uncertainty = 2,
                                   .note = QStringLiteral("the single run was at night, on an idle fabric"),
                                   .overridesEvidence = true});
    s = CostDecisionSnapshot::load(project.get());
    const ScoreCell& cell = s.cells.at(row).at(0);
    QVERIFY(!cell.automatic);
    QCOMPARE(cell.score.value(), 6.0);
    QCOMPARE(cell.overriddenScore.value(), 10.0);
    QCOMPARE(basisLabel(cell), QStringLiteral("typed override"));
    QCOMPARE(cell.source, QStringLiteral("the single run was at night, on an idle fabric"));
}

QTEST_GUILESS_MAIN(TestEvidenceScores)
#include "testevidencescores.moc"
