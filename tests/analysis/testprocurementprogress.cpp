// SPDX-License-Identifier: Apache-2.0
#include "evidence/procurementprogress.h"
#include "storage/candidaterepository.h"
#include "storage/demoproject.h"
#include "storage/projectfile.h"
#include "storage/triagerepository.h"

#include <QRegularExpression>
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

    // Each step that needs work says what complete means and what is missing, by candidate.
    for (const ProcurementStep step :
         {ProcurementStep::Bom, ProcurementStep::Questionnaires, ProcurementStep::Benchmarks,
          ProcurementStep::FaultsReplay, ProcurementStep::Cost}) {
        QVERIFY(at(p, step).needsWork);
        QVERIFY2(at(p, step).complete.startsWith(QStringLiteral("Complete when")), qPrintable(at(p, step).complete));
        QCOMPARE(at(p, step).missing.size(), 1);
        QVERIFY2(at(p, step).missing.constFirst().startsWith(QStringLiteral("Blue / IB")),
                 qPrintable(at(p, step).missing.constFirst()));
    }
    // The BOM names its first empty fields and how many more.
    QVERIFY2(at(p, ProcurementStep::Bom)
                 .missing.constFirst()
                 .contains(QRegularExpression(QStringLiteral("^Blue / IB: [^,]+, [^,]+, [^,]+ and \\d+ more$"))),
             qPrintable(at(p, ProcurementStep::Bom).missing.constFirst()));
    QCOMPARE(at(p, ProcurementStep::Questionnaires).missing,
             QStringList{QStringLiteral("Blue / IB: 10 of 10 questions without an answer")});
    // A complete step has nothing missing; the triage counts its unanswered questions.
    QVERIFY(at(p, ProcurementStep::Candidates).missing.isEmpty());
    QVERIFY(at(p, ProcurementStep::Triage).missing.constFirst().endsWith(QStringLiteral("without an answer")));
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
