#include "domain/questionnairecatalog.h"
#include "evidence/costdecisionsnapshot.h"
#include "storage/candidaterepository.h"
#include "storage/decisionrepository.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"

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

private:
    qint64 addCandidate(ProjectFile& project, const QString& supplier);
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

QTEST_GUILESS_MAIN(TestEvidenceScores)
#include "testevidencescores.moc"
