#include "evidence/procurementprogress.h"
#include "storage/candidaterepository.h"
#include "storage/demoproject.h"
#include "storage/projectfile.h"
#include "storage/triagerepository.h"

#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;

// Where a procurement stands, read from real project files: what the navigation shows beside each step and where
// an opened project lands.
class TestProcurementProgress : public QObject
{
    Q_OBJECT

private slots:
    void newProjectStartsAtTheTriage();
    void eachStepCountsWhatItHolds();
    void demoHasWorkLeftWhereItIsExampleOnly();

private:
    static const StepProgress& at(const ProcurementProgress& p, ProcurementStep step) { return p[std::size_t(step)]; }
    QTemporaryDir m_dir;
};

void TestProcurementProgress::newProjectStartsAtTheTriage()
{
    auto project = ProjectFile::create(m_dir.filePath(QStringLiteral("new.fabwb")));
    const ProcurementProgress p = ProgressReader::read(*project);
    QVERIFY(at(p, ProcurementStep::Triage).needsWork);
    QVERIFY(at(p, ProcurementStep::Triage).state.startsWith(QStringLiteral("0 of ")));
    QVERIFY(at(p, ProcurementStep::Candidates).needsWork);
    QCOMPARE(ProgressReader::firstToDo(p), ProcurementStep::Triage);
    // Nothing to count before there is a candidate.
    QVERIFY(at(p, ProcurementStep::Bom).state.isEmpty());
    QVERIFY(!at(p, ProcurementStep::Bom).needsWork);
}

void TestProcurementProgress::eachStepCountsWhatItHolds()
{
    auto project = ProjectFile::create(m_dir.filePath(QStringLiteral("counts.fabwb")));
    TriageRepository(*project).set(QString::fromLatin1(Checklist::triageFilter().first().key), QStringLiteral("yes"));
    CandidateRepository(*project).add({.supplier = QStringLiteral("Blue"), .offerName = QStringLiteral("IB")});
    const ProcurementProgress p = ProgressReader::read(*project);
    QVERIFY(!at(p, ProcurementStep::Triage).needsWork);
    QVERIFY(at(p, ProcurementStep::Triage).state.startsWith(QStringLiteral("1 of ")));
    QVERIFY(!at(p, ProcurementStep::Candidates).needsWork);
    QCOMPARE(at(p, ProcurementStep::Bom).state, QStringLiteral("0 of 1 candidates complete"));
    QVERIFY(at(p, ProcurementStep::Questionnaires).state.startsWith(QStringLiteral("0 of 10 answered")));
    QVERIFY(at(p, ProcurementStep::Benchmarks).needsWork); // no own run of the candidate yet
    QCOMPARE(ProgressReader::firstToDo(p), ProcurementStep::Bom);
}

void TestProcurementProgress::demoHasWorkLeftWhereItIsExampleOnly()
{
    const QString path = m_dir.filePath(QStringLiteral("demo.fabwb"));
    createDemoProject(path);
    auto project = ProjectFile::open(path);
    const ProcurementProgress p = ProgressReader::read(*project);
    QVERIFY(!at(p, ProcurementStep::Triage).needsWork);
    QVERIFY(!at(p, ProcurementStep::Candidates).needsWork);
    QVERIFY(at(p, ProcurementStep::Candidates).state.startsWith(QStringLiteral("2 candidate")));
    QVERIFY2(at(p, ProcurementStep::Cost).state == QStringLiteral("inputs for 2 of 2 candidates"),
             qPrintable(at(p, ProcurementStep::Cost).state));
    QVERIFY(!at(p, ProcurementStep::Cost).needsWork);
    // The first step that needs work is a real one, never Compare, Decision or the Report.
    const ProcurementStep first = ProgressReader::firstToDo(p);
    QVERIFY(first != ProcurementStep::Compare && first != ProcurementStep::Report);
}

QTEST_GUILESS_MAIN(TestProcurementProgress)
#include "testprocurementprogress.moc"
