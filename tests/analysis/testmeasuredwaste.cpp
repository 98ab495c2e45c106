// SPDX-License-Identifier: Apache-2.0
#include "agentstreams.h"
#include "evidence/costdecisionsnapshot.h"
#include "ingest/agentresults.h"
#include "remote/planresults.h"
#include "remote/planrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/costrepository.h"
#include "storage/projectfile.h"

#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;

// The cost model's waste terms read back from stored plan runs in a real project file. Recovery: the storage steps
// with --kill-rank (the time from the kill until every rank has restored and checked the last checkpoint), never the
// fault step's time from the revert until p99 is back. Stalls: a fault step's replay under the fault against the
// same replay before it.
class TestMeasuredWaste : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void storageStepsGiveTheRecoveryTime();
    void withoutAKillRankStepTheTermSaysWhatIsMissing();
    void replayUnderAFaultGivesTheStallFraction();

private:
    static QByteArray recoveryStream(const QByteArray& avgUs, int wrongWords = 0);
    static QByteArray replayStream(const QByteArray& avgStepUs);
    static DispatchResult complete(const char* subcommand, const QByteArray& stream, int startedAfterS = 0);
    static void setDerived(ProjectFile& project, qint64 candidate);

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestMeasuredWaste::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

// The saved 3-rank recovery stream (recovery_us avg 69730.34 µs over 2 repeats) with another mean, or with wrong
// data restored.
QByteArray TestMeasuredWaste::recoveryStream(const QByteArray& avgUs, int wrongWords)
{
    QByteArray stream = fw::test::agentStream("storage-recovery-3ranks.jsonl");
    const QByteArray avg = "\"recovery_us\":{\"count\":2,\"min\":67807.555,\"avg\":69730.34,";
    const QByteArray wrong = "\"wrong_words\":0,\"kill_rank\":1,";
    if (stream.count(avg) != 1 || stream.count(wrong) != 1)
        qFatal("storage-recovery-3ranks.jsonl changed: its recovery_us or wrong_words is not where the test looks");
    stream.replace(avg, "\"recovery_us\":{\"count\":2,\"min\":67807.555,\"avg\":" + avgUs + ',');
    stream.replace(wrong, "\"wrong_words\":" + QByteArray::number(wrongWords) + ",\"kill_rank\":1,");
    return stream;
}

// The saved synthetic replay (6 steps, step_time_us avg 3323.3137 µs) with another mean step time.
QByteArray TestMeasuredWaste::replayStream(const QByteArray& avgStepUs)
{
    QByteArray stream = fw::test::agentStream("replay-synthetic.jsonl");
    const QByteArray avg = "\"step_time_us\":{\"count\":6,\"min\":2044.677,\"avg\":3323.3137,";
    if (stream.count(avg) != 1)
        qFatal("replay-synthetic.jsonl changed: its step_time_us is not where the test looks");
    stream.replace(avg, "\"step_time_us\":{\"count\":6,\"min\":2044.677,\"avg\":" + avgStepUs + ',');
    return stream;
}

DispatchResult TestMeasuredWaste::complete(const char* subcommand, const QByteArray& stream, int startedAfterS)
{
    DispatchResult r;
    r.subcommand = QString::fromLatin1(subcommand);
    r.status = DispatchResult::Status::Complete;
    r.stream = stream;
    r.command = QStringLiteral("fabric-agent %1").arg(r.subcommand);
    r.startedAt = QDateTime(QDate(2026, 12, 1), QTime(10, 0), Qt::UTC).addSecs(startedAfterS);
    r.finishedAt = r.startedAt.addSecs(5);
    return r;
}

void TestMeasuredWaste::setDerived(ProjectFile& project, qint64 candidate)
{
    CostRepository costs(project);
    costs.setInput(candidate, CostInputKey::RecoveryHours, {.source = InputSource::Derived});
    costs.setInput(candidate, CostInputKey::StallFraction, {.source = InputSource::Derived});
}

void TestMeasuredWaste::storageStepsGiveTheRecoveryTime()
{
    auto project = ProjectFile::create(m_dir->filePath(QStringLiteral("p.fabwb")));
    const qint64 a = CandidateRepository(*project).add(
        {.supplier = QStringLiteral("A"), .offerName = QStringLiteral("O"), .nodeCount = 1});
    setDerived(*project, a);

    // Plan run 1: a storage step with --kill-rank, then a fault step whose p99 is back 20 s after the revert.
    AcceptancePlan plan;
    PlanStep storage;
    storage.kind = PlanStep::Kind::Storage;
    PlanStep fault;
    fault.kind = PlanStep::Kind::Fault;
    fault.agentArgs = {QStringLiteral("--kind"), QStringLiteral("storage-burst")};
    plan.steps = {storage, fault};
    PlanRunRepository runs(*project);
    const qint64 first = runs.begin(plan, ConnectionProfile(), a);
    runs.addInvocation(first, {0, QStringLiteral("run"), complete("storage", recoveryStream("69730.34"))}, std::nullopt,
                       a);
    runs.addStep(first, {.step = 0});
    const QByteArray faultStream = fw::test::agentStream("fault-storage-burst-hold.jsonl");
    const QDateTime revert =
        QDateTime::fromString(AgentResults::parseFault(faultStream).reverted.constFirst().time, Qt::ISODate);
    runs.addInvocation(first, {1, QStringLiteral("before"), complete("bench", fw::test::scaledBench(1.0))},
                       std::nullopt, a);
    runs.addInvocation(first, {1, QStringLiteral("fault"), complete("fault", faultStream)}, std::nullopt, a);
    runs.addInvocation(first, {1, QStringLiteral("during"), complete("bench", fw::test::scaledBench(3.0))},
                       std::nullopt, a);
    DispatchResult after = complete("bench", fw::test::scaledBench(1.0));
    after.startedAt = revert.addSecs(20);
    runs.addInvocation(first, {1, QStringLiteral("recovery"), after}, std::nullopt, a);
    runs.addStep(first, {.step = 1});
    runs.finish(first, {.status = DispatchResult::Status::Complete});

    // Plan run 2: the same storage step, slower.
    const qint64 second = runs.begin(AcceptancePlan{.steps = {storage}}, ConnectionProfile(), a);
    runs.addInvocation(second, {0, QStringLiteral("run"), complete("storage", recoveryStream("130269.66"))},
                       std::nullopt, a);
    runs.addStep(second, {.step = 0});
    runs.finish(second, {.status = DispatchResult::Status::Complete});

    // The fault step has its own recovery, which stays the fault chart's.
    const QList<FaultStepResult> faults = PlanResults::faultSteps(*project);
    QCOMPARE(faults.size(), 1);
    QVERIFY(faults.constFirst().recovery && faults.constFirst().recovery->recovered);
    QCOMPARE(faults.constFirst().recovery->secondsToRecover, 20.0);

    const QList<StorageStepResult> steps = PlanResults::storageSteps(*project);
    QCOMPARE(steps.size(), 2);
    QCOMPARE(steps.at(0).planRunId, first);
    QCOMPARE(steps.at(1).planRunId, second);
    QVERIFY(steps.at(0).recoveryPhase());
    QCOMPARE(steps.at(0).recoveryPhase()->tornBytes, (QList<qint64>{2097152, 2097152}));

    const CostDecisionSnapshot s = CostDecisionSnapshot::load(project.get());
    const ResolvedInput& recovery = s.results.at(s.candidateRow(a)).inputs[int(CostInputKey::RecoveryHours)];
    // (0.06973034 s + 0.13026966 s) / 2 = 0.1 s; / 3600 = 2.7778e-5 h. The fault step's 20 s is not in it.
    QVERIFY(recovery.value);
    QCOMPARE(*recovery.value, 0.1 / 3600);
    QVERIFY2(recovery.derivation.contains(QStringLiteral("= 0.2 s / 2 / 3600 = ")), qPrintable(recovery.derivation));
    QVERIFY2(recovery.derivation.contains(
                 QStringLiteral("measured (plan run %1, step 1; plan run %2, step 1)").arg(first).arg(second)),
             qPrintable(recovery.derivation));
    QVERIFY(recovery.derivation.contains(QStringLiteral("restored and checked the last complete checkpoint")));
    QVERIFY(recovery.derivation.contains(QStringLiteral("not included: failure detection, the scheduler's requeue")));

    // No replay ran under a fault: the stall fraction names what would measure it.
    const ResolvedInput& stall = s.results.at(s.candidateRow(a)).inputs[int(CostInputKey::StallFraction)];
    QVERIFY(!stall.value);
    QVERIFY2(stall.missing.contains(QStringLiteral("replay run while a fault is held")), qPrintable(stall.missing));
}

void TestMeasuredWaste::withoutAKillRankStepTheTermSaysWhatIsMissing()
{
    auto project = ProjectFile::create(m_dir->filePath(QStringLiteral("p.fabwb")));
    CandidateRepository candidates(*project);
    const qint64 none = candidates.add({.supplier = QStringLiteral("N"), .offerName = QStringLiteral("O")});
    const qint64 bad = candidates.add({.supplier = QStringLiteral("B"), .offerName = QStringLiteral("O")});
    setDerived(*project, none);
    setDerived(*project, bad);

    // A storage step without --kill-rank measures throughput, not recovery; a recovery that restored wrong data
    // did not get the job running again.
    PlanStep storage;
    storage.kind = PlanStep::Kind::Storage;
    PlanRunRepository runs(*project);
    const qint64 throughput = runs.begin(AcceptancePlan{.steps = {storage}}, ConnectionProfile(), none);
    runs.addInvocation(throughput,
                       {0, QStringLiteral("run"), complete("storage", fw::test::agentStream("storage-2ranks.jsonl"))},
                       std::nullopt, none);
    runs.finish(throughput, {.status = DispatchResult::Status::Complete});
    const qint64 wrong = runs.begin(AcceptancePlan{.steps = {storage, storage}}, ConnectionProfile(), bad);
    runs.addInvocation(wrong,
                       {0, QStringLiteral("run"), complete("storage", fw::test::agentStream("storage-2ranks.jsonl"))},
                       std::nullopt, bad);
    runs.addInvocation(wrong, {1, QStringLiteral("run"), complete("storage", recoveryStream("69730.34", 12))},
                       std::nullopt, bad);
    runs.finish(wrong, {.status = DispatchResult::Status::Complete});

    const CostDecisionSnapshot s = CostDecisionSnapshot::load(project.get());
    const ResolvedInput& missing = s.results.at(s.candidateRow(none)).inputs[int(CostInputKey::RecoveryHours)];
    QVERIFY(!missing.value);
    QCOMPARE(missing.missing,
             QStringLiteral("no measured evidence yet: no stored plan run of this candidate has a storage step with "
                            "--kill-rank, which measures the time from a killed rank until the job runs again from "
                            "its last checkpoint"));
    const ResolvedInput& failed = s.results.at(s.candidateRow(bad)).inputs[int(CostInputKey::RecoveryHours)];
    QVERIFY(!failed.value);
    QCOMPARE(failed.missing, QStringLiteral("no measured evidence yet: no stored recovery completed (plan run %1, "
                                            "step 2)")
                                 .arg(wrong));
}

void TestMeasuredWaste::replayUnderAFaultGivesTheStallFraction()
{
    auto project = ProjectFile::create(m_dir->filePath(QStringLiteral("p.fabwb")));
    const qint64 a =
        CandidateRepository(*project).add({.supplier = QStringLiteral("A"), .offerName = QStringLiteral("O")});
    setDerived(*project, a);
    PlanStep fault;
    fault.kind = PlanStep::Kind::Fault;
    fault.agentArgs = {QStringLiteral("--kind"), QStringLiteral("storage-burst")};
    fault.replayArgs = {QStringLiteral("--steps"), QStringLiteral("6")};
    PlanRunRepository runs(*project);
    const qint64 run = runs.begin(AcceptancePlan{.steps = {fault}}, ConnectionProfile(), a);
    const auto add = [&](const char* phase, const char* subcommand, const QByteArray& stream) {
        runs.addInvocation(run, {0, QString::fromLatin1(phase), complete(subcommand, stream)}, std::nullopt, a);
    };
    add("before", "bench", fw::test::scaledBench(1.0));
    add("replay_before", "replay", replayStream("3323.3137"));
    add("fault", "fault", fw::test::agentStream("fault-storage-burst-hold.jsonl"));
    add("during", "bench", fw::test::scaledBench(2.0));
    add("replay_during", "replay", replayStream("6646.6274"));
    runs.addStep(run, {.step = 0});
    runs.finish(run, {.status = DispatchResult::Status::Complete});

    const QList<FaultStepResult> faults = PlanResults::faultSteps(*project);
    QCOMPARE(faults.size(), 1);
    QVERIFY(faults.constFirst().stall);
    const ReplayStall& stall = *faults.constFirst().stall;
    // 6 steps of 6646.6274 µs under the fault against 3323.3137 µs without it.
    QCOMPARE(stall.steps, 6);
    QCOMPARE(stall.wallSeconds, 0.0398797644);    // 6 × 6646.6274 µs
    QCOMPARE(stall.stalledSeconds, 0.0199398822); // 6 × (6646.6274 − 3323.3137) µs

    const CostDecisionSnapshot s = CostDecisionSnapshot::load(project.get());
    const ResolvedInput& fraction = s.results.at(s.candidateRow(a)).inputs[int(CostInputKey::StallFraction)];
    QVERIFY2(fraction.value, qPrintable(fraction.missing));
    QCOMPARE(*fraction.value, 0.5); // 0.0199398822 s / 0.0398797644 s
    QVERIFY2(fraction.derivation.contains(QStringLiteral("under a fault (plan run %1, step 1)").arg(run)),
             qPrintable(fraction.derivation));

    // A faster replay under the fault is no stall, not a negative one.
    QCOMPARE(FaultImpact::stall(AgentResults::parseReplay(replayStream("3323.3137")),
                                AgentResults::parseReplay(replayStream("3000")))
                 ->stalledSeconds,
             0.0);
    // A replay that failed says nothing about stalls.
    QVERIFY(!FaultImpact::stall(AgentResults::parseReplay(replayStream("3323.3137")),
                                AgentResults::parseReplay(fw::test::agentStream("replay-command-exit3.jsonl"))));
}

QTEST_GUILESS_MAIN(TestMeasuredWaste)
#include "testmeasuredwaste.moc"
