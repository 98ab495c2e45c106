// SPDX-License-Identifier: Apache-2.0
#include "../harness/faultplanrun.h"
#include "clirunner.h"
#include "remote/planrunrepository.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;
using clitest::Result;
using clitest::workbench;

// `fabric-workbench questionnaire link` and `list --json`: a supplier's figure checked against an own run (issue 19).
class TestQuestionnaireCli : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void linkChecksAndListShowsIt();
    void recoveryClaimLinksToAPlanStep();
    void refusals_data();
    void refusals();

private:
    QString m_file;
    std::unique_ptr<QTemporaryDir> m_dir;
    qint64 m_run = 0;
    qint64 m_claim = 0;
};

void TestQuestionnaireCli::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_file = m_dir->filePath(QStringLiteral("claims.fabwb"));
    auto project = ProjectFile::create(m_file);
    const qint64 candidate = CandidateRepository(*project).add(
        {.supplier = QStringLiteral("Blue"), .offerName = QStringLiteral("IB"), .nodeCount = 16});
    int file = 0;
    const auto addRun = [&](RunSource source) {
        BenchmarkRun run{.candidateId = candidate,
                         .source = source,
                         .tool = QStringLiteral("nccl-tests"),
                         .testName = QStringLiteral("all_reduce")};
        run.results = {SizeResult{.bytes = 8, .timeAvgUs = 20, .busbwGBs = 0.001},
                       SizeResult{.bytes = qint64(1) << 30, .timeAvgUs = 9000, .busbwGBs = 300}};
        run.provenance = {.sha256 = QString::number(++file).repeated(64),
                          .fileName = QStringLiteral("run.txt"),
                          .importedAt = QDateTime::currentDateTimeUtc()};
        return BenchmarkRunRepository(*project).add({run}).constFirst();
    };
    m_run = addRun(RunSource::OwnMeasurement);
    m_claim = addRun(RunSource::VendorClaim);
    QuestionnaireRepository(*project).setAnswer(
        candidate, QStringLiteral("ib.nccl"),
        {QStringLiteral("all_reduce_perf on 128 GPUs: 389 GB/s busbw at 1 GiB, 24 us at 8 B"), AnswerStatus::Answered});
}

void TestQuestionnaireCli::linkChecksAndListShowsIt()
{
    Result r = workbench({QStringLiteral("questionnaire"), QStringLiteral("link"), QStringLiteral("--project"), m_file,
                          QStringLiteral("--candidate"), QStringLiteral("Blue"), QStringLiteral("--question"),
                          QStringLiteral("4"), QStringLiteral("--run"), QString::number(m_run)});
    QVERIFY2(r.exitCode == 0, r.said().constData());
    QVERIFY2(r.out.contains(QStringLiteral("Question 4 of Blue / IB is linked to run %1.").arg(m_run)),
             r.said().constData());
    // (300 − 389) / 389 = −22.9 %; (20 − 24) / 24 = +16.7 %, the mean time at 8 B being lower than claimed.
    QVERIFY2(r.out.contains(QStringLiteral("worse by 22.9 % (tolerance ±10 %)")), r.said().constData());
    QVERIFY2(r.out.contains(QStringLiteral("better by 16.7 % (tolerance ±10 %)")), r.said().constData());

    r = workbench({QStringLiteral("questionnaire"), QStringLiteral("list"), QStringLiteral("--project"), m_file,
                   QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, r.said().constData());
    const QJsonObject blue = r.json().array().at(0).toObject();
    QCOMPARE(blue.value(QStringLiteral("red_flags")).toInt(), 1);
    QJsonObject nccl;
    for (const QJsonValue& answer : blue.value(QStringLiteral("answers")).toArray()) {
        if (answer.toObject().value(QStringLiteral("key")).toString() == QStringLiteral("ib.nccl"))
            nccl = answer.toObject();
    }
    QCOMPARE(nccl.value(QStringLiteral("number")).toInt(), 4);
    QCOMPARE(nccl.value(QStringLiteral("status")).toString(), QStringLiteral("red_flag"));
    QCOMPARE(nccl.value(QStringLiteral("linked_runs")).toArray(), QJsonArray{m_run});
    const QJsonArray checks = nccl.value(QStringLiteral("checks")).toArray();
    QCOMPARE(checks.size(), 2);
    const QJsonObject bandwidth = checks.at(0).toObject();
    QCOMPARE(bandwidth.value(QStringLiteral("metric")).toString(), QStringLiteral("bus_bandwidth_gbs"));
    QCOMPARE(bandwidth.value(QStringLiteral("claimed")).toDouble(), 389.0);
    QCOMPARE(bandwidth.value(QStringLiteral("measured")).toDouble(), 300.0);
    QCOMPARE(bandwidth.value(QStringLiteral("bytes")).toInteger(), qint64(1) << 30);
    QCOMPARE(bandwidth.value(QStringLiteral("verdict")).toString(), QStringLiteral("worse"));
    QVERIFY(qAbs(bandwidth.value(QStringLiteral("deviation_percent")).toDouble() - (300.0 - 389.0) / 389.0 * 100) <
            1e-9);
    QCOMPARE(bandwidth.value(QStringLiteral("tolerance_percent")).toDouble(), 10.0);
    QCOMPARE(checks.at(1).toObject().value(QStringLiteral("verdict")).toString(), QStringLiteral("better"));

    r = workbench({QStringLiteral("questionnaire"), QStringLiteral("link"), QStringLiteral("--project"), m_file,
                   QStringLiteral("--candidate"), QStringLiteral("Blue"), QStringLiteral("--question"),
                   QStringLiteral("ib.nccl"), QStringLiteral("--run"), QString::number(m_run),
                   QStringLiteral("--unlink")});
    QVERIFY2(r.exitCode == 0, r.said().constData());
    QVERIFY2(r.out.contains(QStringLiteral("Question 4 of Blue / IB is linked to nothing.")), r.said().constData());
    r = workbench({QStringLiteral("questionnaire"), QStringLiteral("list"), QStringLiteral("--project"), m_file});
    QVERIFY2(r.exitCode == 0, r.said().constData());
    QVERIFY2(r.out.contains(QStringLiteral("Blue / IB: 1 of 10 answered, 0 red flags")), r.said().constData());
    QVERIFY(!r.out.contains(QStringLiteral("worse by")));
}

// A recovery time quoted in an answer to a question that does not ask for numbers, checked against the fault step of a
// stored plan run: 20 s measured from the revert until p99 was back, against 15 s quoted.
void TestQuestionnaireCli::recoveryClaimLinksToAPlanStep()
{
    qint64 planRun = 0;
    {
        auto project = ProjectFile::open(m_file);
        planRun = fw::test::storeFaultPlanRun(*project, 1, {{.seconds = 20}});
        QuestionnaireRepository(*project).setAnswer(
            1, QStringLiteral("ib.features"),
            {QStringLiteral("Adaptive routing is on; traffic recovers within 15 s of a link flap."),
             AnswerStatus::Answered});
    }
    const QString step = QStringLiteral("%1:1").arg(planRun);
    Result r = workbench({QStringLiteral("questionnaire"), QStringLiteral("link"), QStringLiteral("--project"), m_file,
                          QStringLiteral("--candidate"), QStringLiteral("Blue"), QStringLiteral("--question"),
                          QStringLiteral("ib.features"), QStringLiteral("--plan-step"), step});
    QVERIFY2(r.exitCode == 0, r.said().constData());
    QVERIFY2(r.out.contains(QStringLiteral("Question 6 of Blue / IB is linked to plan run %1, step 1.").arg(planRun)),
             r.said().constData());
    QVERIFY2(r.out.contains(QStringLiteral("Quoted recovery in 15 s; measured p99 back within tolerance 20 s after the "
                                           "revert in plan run %1")
                                .arg(planRun)),
             r.said().constData());
    QVERIFY2(r.out.contains(QStringLiteral("worse by 33.3 % (tolerance ±10 %)")), r.said().constData());

    r = workbench({QStringLiteral("questionnaire"), QStringLiteral("list"), QStringLiteral("--project"), m_file,
                   QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, r.said().constData());
    QJsonObject features;
    for (const QJsonValue& answer : r.json().array().at(0).toObject().value(QStringLiteral("answers")).toArray()) {
        if (answer.toObject().value(QStringLiteral("key")).toString() == QStringLiteral("ib.features"))
            features = answer.toObject();
    }
    QCOMPARE(features.value(QStringLiteral("status")).toString(), QStringLiteral("red_flag"));
    const QJsonObject stepJson{{QStringLiteral("plan_run_id"), planRun}, {QStringLiteral("step"), 1}};
    QCOMPARE(features.value(QStringLiteral("linked_plan_steps")).toArray(), QJsonArray{stepJson});
    const QJsonObject check = features.value(QStringLiteral("checks")).toArray().at(0).toObject();
    QCOMPARE(check.value(QStringLiteral("metric")).toString(), QStringLiteral("recovery_s"));
    QCOMPARE(check.value(QStringLiteral("plan_step")).toObject(), stepJson);
    QVERIFY(check.value(QStringLiteral("run_id")).isNull());
    QCOMPARE(check.value(QStringLiteral("claimed")).toDouble(), 15.0);
    QCOMPARE(check.value(QStringLiteral("measured")).toDouble(), 20.0);
    QCOMPARE(check.value(QStringLiteral("verdict")).toString(), QStringLiteral("worse"));

    // A step that measures no recovery, and one of no plan run, are refused; nothing changes.
    for (const QString& bad : {QStringLiteral("%1:7").arg(planRun), QStringLiteral("99:1")}) {
        r = workbench({QStringLiteral("questionnaire"), QStringLiteral("link"), QStringLiteral("--project"), m_file,
                       QStringLiteral("--candidate"), QStringLiteral("Blue"), QStringLiteral("--question"),
                       QStringLiteral("6"), QStringLiteral("--plan-step"), bad});
        QVERIFY2(r.exitCode == 2, r.said().constData());
        QVERIFY2(r.err.contains(QStringLiteral("that measures recovery")), r.said().constData());
    }
    r = workbench({QStringLiteral("questionnaire"), QStringLiteral("link"), QStringLiteral("--project"), m_file,
                   QStringLiteral("--candidate"), QStringLiteral("Blue"), QStringLiteral("--question"),
                   QStringLiteral("6"), QStringLiteral("--plan-step"), QStringLiteral("x")});
    QVERIFY2(r.exitCode == 2 && r.err.contains(QStringLiteral("is not a plan step; name one as PLAN-RUN:STEP")),
             r.said().constData());
    auto project = ProjectFile::open(m_file);
    QCOMPARE(QuestionnaireRepository(*project).answers(1).value(QStringLiteral("ib.features")).linkedPlanSteps,
             (QList<PlanStepRef>{{planRun, 0}}));

    // The links go with the plan run.
    PlanRunRepository(*project).remove(planRun);
    QVERIFY(
        QuestionnaireRepository(*project).answers(1).value(QStringLiteral("ib.features")).linkedPlanSteps.isEmpty());
}

void TestQuestionnaireCli::refusals_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("run");
    QTest::addColumn<QString>("message");
    QTest::addRow("no such question") << "11"
                                      << "1"
                                      << "There is no question \"11\" in the InfiniBand questionnaire";
    QTest::addRow("no numbers asked")
        << "3"
        << "1"
        << "Question 3 (ib.placement) does not ask for numbers and its answer quotes none";
    QTest::addRow("no such run") << "4"
                                 << "99"
                                 << "There is no benchmark run 99 in ";
    QTest::addRow("not a run id") << "4"
                                  << "x"
                                  << "\"x\" is not a run id";
    QTest::addRow("a supplier's log") << "4"
                                      << "claim"
                                      << "is not an own measurement of Blue / IB";
}

void TestQuestionnaireCli::refusals()
{
    QFETCH(QString, question);
    QFETCH(QString, run);
    QFETCH(QString, message);
    const Result r =
        workbench({QStringLiteral("questionnaire"), QStringLiteral("link"), QStringLiteral("--project"), m_file,
                   QStringLiteral("--candidate"), QStringLiteral("Blue"), QStringLiteral("--question"), question,
                   QStringLiteral("--run"), run == QStringLiteral("claim") ? QString::number(m_claim) : run});
    QVERIFY2(r.exitCode == 2, r.said().constData());
    QVERIFY2(r.err.contains(message), r.said().constData());
    auto project = ProjectFile::open(m_file);
    QVERIFY(QuestionnaireRepository(*project).answers(1).value(QStringLiteral("ib.nccl")).linkedRunIds.isEmpty());
}

QTEST_GUILESS_MAIN(TestQuestionnaireCli)
#include "testquestionnairecli.moc"
