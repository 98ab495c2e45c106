// SPDX-License-Identifier: Apache-2.0
#include "analysis/answerassessment.h"
#include "analysis/decisionscoring.h"

#include <QTest>

using namespace fw::core;

class TestRedFlagRules : public QObject
{
    Q_OBJECT

private slots:
    void vagueAnswersAreRedFlags_data();
    void vagueAnswersAreRedFlags();
    void missingDetailsAreNamed();
    void specificAnswersPass_data();
    void specificAnswersPass();
    void evidenceNeedsAnAttachment();
    void reviewerRedFlagStays();
    void numericClaimAgainstRun();
    void claimOnAFailedRunIsARedFlag();
    void completenessCountsEffectiveStatus();
    void answeringNeverLowersTheCompletenessScore();

private:
    static const Question& question(FabricKind fabric, const char* key)
    {
        return *QuestionnaireCatalog::forFabric(fabric).question(QString::fromLatin1(key));
    }
};

void TestRedFlagRules::vagueAnswersAreRedFlags_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("answer");
    const QString ibFabric = QStringLiteral("ib.placement");
    QTest::addRow("InfiniBand included") << "ib.hardware"
                                         << "InfiniBand included";
    QTest::addRow("lower case, punctuation") << "ib.hardware"
                                             << "infiniband included.";
    QTest::addRow("German") << "ib.hardware"
                            << "InfiniBand inklusive";
    QTest::addRow("Japanese") << "ib.hardware"
                              << "InfiniBand込みです。";
    QTest::addRow("repeats the question") << "ib.gpudirect"
                                          << "Yes, GPUDirect RDMA is enabled and supported.";
    QTest::addRow("yes only") << "ib.placement"
                              << "Yes.";
    QTest::addRow("best effort") << "ib.placement"
                                 << "Best effort";
    QTest::addRow("RoCE supported") << "roce.isolation"
                                    << "Supported";
    QTest::addRow("Japanese yes") << "roce.iac"
                                  << "はい、可能です";
}

void TestRedFlagRules::vagueAnswersAreRedFlags()
{
    QFETCH(QString, key);
    QFETCH(QString, answer);
    const FabricKind fabric = key.startsWith(QLatin1String("ib.")) ? FabricKind::InfiniBand : FabricKind::RoceV2;
    const Question& q = *QuestionnaireCatalog::forFabric(fabric).question(key);
    const AnswerAssessment result = assessAnswer(q, {answer, AnswerStatus::Answered}, QStringLiteral("en"));
    QCOMPARE(result.status, AnswerStatus::RedFlag);
    QVERIFY2(result.findings.first().contains(QStringLiteral("gives no specifics")),
             qPrintable(result.findings.join(QLatin1Char('|'))));
}

void TestRedFlagRules::missingDetailsAreNamed()
{
    const Question& q = question(FabricKind::InfiniBand, "ib.hardware");
    AnswerAssessment result = assessAnswer(
        q, {QStringLiteral("NDR InfiniBand, ConnectX-7 adapters"), AnswerStatus::Answered}, QStringLiteral("en"));
    QCOMPARE(result.status, AnswerStatus::RedFlag);
    QCOMPARE(result.findings,
             QStringList{QStringLiteral("Incomplete: the answer does not name the switch model, the link speed.")});

    // The reason comes in the requested language, from the catalog data.
    result =
        assessAnswer(q, {QStringLiteral("NDR, ConnectX-7, 400 Gb/s"), AnswerStatus::Answered}, QStringLiteral("de"));
    QVERIFY2(result.findings.first().contains(QStringLiteral("das Switch-Modell")),
             qPrintable(result.findings.first()));
    result =
        assessAnswer(q, {QStringLiteral("NDR, ConnectX-7, 400 Gb/s"), AnswerStatus::Answered}, QStringLiteral("ja"));
    QVERIFY2(result.findings.first().contains(QStringLiteral("スイッチの型番")), qPrintable(result.findings.first()));
}

void TestRedFlagRules::specificAnswersPass_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("answer");
    QTest::addRow("hardware") << "ib.hardware"
                              << "NDR: Quantum-2 QM9700 switches, ConnectX-7 HCAs, 400 Gb/s per port";
    QTest::addRow("hardware, Japanese") << "ib.hardware"
                                        << "NDR世代、スイッチは QM9790、アダプターは ConnectX-7、リンク速度 400G です";
    QTest::addRow("gpudirect") << "ib.gpudirect"
                               << "Enabled; verified with driver 550.54 and NCCL 2.21.5.";
    QTest::addRow("owner") << "ib.ownership"
                           << "The provider's fabric team, 24/7 on call.";
    QTest::addRow("placement") << "ib.placement"
                               << "Guaranteed by contract: one Quantum-2 fabric, one pod.";
    QTest::addRow("roce settings") << "roce.settings"
                                   << "PFC on priority 3, ECN with DCQCN, DSCP 26 for RDMA, MTU 9000.";
    QTest::addRow("roce claim") << "roce.nccl"
                                << "all_reduce_perf on 16 nodes: 362 GB/s busbw at 8 GiB.";
    QTest::addRow("maintenance, German") << "ib.maintenance"
                                         << "Austausch binnen 4 Stunden, Wartung sonntags.";
}

void TestRedFlagRules::specificAnswersPass()
{
    QFETCH(QString, key);
    QFETCH(QString, answer);
    const FabricKind fabric = key.startsWith(QLatin1String("ib.")) ? FabricKind::InfiniBand : FabricKind::RoceV2;
    const Question& q = *QuestionnaireCatalog::forFabric(fabric).question(key);
    const AnswerAssessment result = assessAnswer(q, {answer, AnswerStatus::Answered}, QStringLiteral("en"));
    QVERIFY2(result.findings.isEmpty(), qPrintable(result.findings.join(QLatin1Char('|'))));
    QCOMPARE(result.status, AnswerStatus::Answered);
}

void TestRedFlagRules::evidenceNeedsAnAttachment()
{
    const Question& q = question(FabricKind::InfiniBand, "ib.ownership");
    QuestionnaireAnswer answer{QStringLiteral("Provider NOC, see runbook"), AnswerStatus::AnsweredWithEvidence};
    AnswerAssessment result = assessAnswer(q, answer, QStringLiteral("en"));
    QCOMPARE(result.status, AnswerStatus::RedFlag);
    QVERIFY(result.findings.first().contains(QStringLiteral("no evidence is attached")));

    answer.attachments.append({1, QStringLiteral("runbook.pdf"), QString(), QByteArray("%PDF"), QStringLiteral("ab")});
    result = assessAnswer(q, answer, QStringLiteral("en"));
    QCOMPARE(result.status, AnswerStatus::AnsweredWithEvidence);
    QVERIFY(result.findings.isEmpty());
}

void TestRedFlagRules::reviewerRedFlagStays()
{
    const Question& q = question(FabricKind::RoceV2, "roce.support");
    const AnswerAssessment result =
        assessAnswer(q, {QStringLiteral("Vendor A handles NIC, vendor B the switches"), AnswerStatus::RedFlag},
                     QStringLiteral("en"));
    QCOMPARE(result.status, AnswerStatus::RedFlag);
    QCOMPARE(result.findings, QStringList{QStringLiteral("Marked as a red flag by the reviewer.")});
    QCOMPARE(assessAnswer(q, {}, QStringLiteral("en")).status, AnswerStatus::Unanswered);
}

// A run with one size: bus bandwidth and mean time of its in-place and out-of-place rows.
static BenchmarkRun runAt(qint64 id, qint64 bytes, double busbw)
{
    BenchmarkRun run;
    run.id = id;
    run.source = RunSource::OwnMeasurement;
    for (const bool inPlace : {false, true}) {
        SizeResult row;
        row.bytes = bytes;
        row.inPlace = inPlace;
        row.busbwGBs = busbw;
        row.timeAvgUs = 100;
        run.results << row;
    }
    return run;
}

void TestRedFlagRules::numericClaimAgainstRun()
{
    const QString text = QStringLiteral("128 GPUs: 180.5 GB/s at 1 GiB, 389 GB/s at 8 GiB");
    const qint64 gib8 = qint64(8) << 30;
    const Question& q = question(FabricKind::InfiniBand, "ib.nccl");
    const QuestionnaireAnswer answer{text, AnswerStatus::Answered};
    // 360 of 389 GB/s at 8 GiB is 7.5 % lower: within the tolerance; the 1 GiB figure has no row to compare with.
    QList<ClaimCheck> checks = checkClaims(text, {runAt(7, gib8, 360)});
    QCOMPARE(checks.size(), 2);
    QCOMPARE(checks.at(0).verdict, ClaimVerdict::NotCompared);
    QCOMPARE(checks.at(1).verdict, ClaimVerdict::Within);
    AnswerAssessment result = assessAnswer(q, answer, QStringLiteral("en"), checks);
    QCOMPARE(result.status, AnswerStatus::Answered);
    QVERIFY(!result.worseThanNoAnswer);
    // 300 of 389 GB/s is 22.9 % lower: contradicted.
    checks = checkClaims(text, {runAt(7, gib8, 300)});
    result = assessAnswer(q, answer, QStringLiteral("en"), checks);
    QCOMPARE(result.status, AnswerStatus::RedFlag);
    QVERIFY(result.worseThanNoAnswer);
    QCOMPARE(result.findings.first(),
             QStringLiteral("Contradicted by our own measurement: Quoted 389 GB/s bus bandwidth at 8 GiB; measured 300 "
                            "GB/s at 8 GiB in run 7: worse by 22.9 % (tolerance ±10 %)."));

    // The completeness counts the contradiction as a red flag against the supplier; a run that agrees adds none.
    const QuestionnaireCatalog& catalog = QuestionnaireCatalog::forFabric(FabricKind::InfiniBand);
    const QMap<QString, QuestionnaireAnswer> answers{{QStringLiteral("ib.nccl"), answer}};
    const QuestionnaireCompleteness unchecked = completeness(catalog, answers, QStringLiteral("en"));
    QCOMPARE(unchecked.answered, 1);
    QCOMPARE(unchecked.penalisedRedFlags(), 0);
    const QuestionnaireCompleteness agreeing =
        completeness(catalog, answers, QStringLiteral("en"),
                     {{QStringLiteral("ib.nccl"), checkClaims(text, {runAt(7, gib8, 360)})}});
    QCOMPARE(agreeing.answered, 1);
    QCOMPARE(agreeing.penalisedRedFlags(), 0);
    const QuestionnaireCompleteness contradicted =
        completeness(catalog, answers, QStringLiteral("en"), {{QStringLiteral("ib.nccl"), checks}});
    QCOMPARE(contradicted.answered, 0);
    QCOMPARE(contradicted.penalisedRedFlags(), 1);
}

// A supplier's figure linked to its own log of a run that failed (a salvaged failed import, issue 41): whatever the
// rows before the failure say, the claim rests on a failed run. It is a red flag against the supplier, named once
// however many figures the answer quotes.
void TestRedFlagRules::claimOnAFailedRunIsARedFlag()
{
    const QString text = QStringLiteral("180.5 GB/s at 1 GiB, 389 GB/s at 8 GiB");
    const qint64 gib8 = qint64(8) << 30;
    BenchmarkRun log = runAt(12, gib8, 395); // better than claimed: the rows alone would not flag it
    log.source = RunSource::VendorClaim;
    log.label = QStringLiteral("supplier's log");
    log.failure = RunFailure{QStringLiteral("Test NCCL failure common.cu:1012 'unhandled system error'"),
                             QStringLiteral("gpu-node-03"), 27, gib8 * 2, true};
    const QList<ClaimCheck> checks = checkClaims(text, {log});
    QCOMPARE(checks.size(), 2);
    for (const ClaimCheck& check : checks) {
        QCOMPARE(check.verdict, ClaimVerdict::NotCompared);
        QVERIFY(check.failedRun);
    }
    const AnswerAssessment result = assessAnswer(question(FabricKind::InfiniBand, "ib.nccl"),
                                                 {text, AnswerStatus::Answered}, QStringLiteral("en"), checks);
    QCOMPARE(result.status, AnswerStatus::RedFlag);
    QVERIFY(result.worseThanNoAnswer);
    // The answer also misses a detail the question requires: that finding comes first, the failed run once after it.
    QCOMPARE(result.findings.size(), 2);
    QCOMPARE(result.findings.last(),
             QStringLiteral("Its figures rest on a failed run: run 12 (supplier's log) is a run that failed (\"Test "
                            "NCCL failure common.cu:1012 'unhandled system error'\" on gpu-node-03 at line 27, while "
                            "measuring 17179869184 bytes)."));
    const QMap<QString, QuestionnaireAnswer> answers{{QStringLiteral("ib.nccl"), {text, AnswerStatus::Answered}}};
    QCOMPARE(completeness(QuestionnaireCatalog::forFabric(FabricKind::InfiniBand), answers, QStringLiteral("en"),
                          {{QStringLiteral("ib.nccl"), checks}})
                 .penalisedRedFlags(),
             1);
}

void TestRedFlagRules::completenessCountsEffectiveStatus()
{
    const QuestionnaireCatalog& catalog = QuestionnaireCatalog::forFabric(FabricKind::InfiniBand);
    QMap<QString, QuestionnaireAnswer> answers;
    answers.insert(QStringLiteral("ib.hardware"), {QStringLiteral("InfiniBand included"), AnswerStatus::Answered});
    answers.insert(QStringLiteral("ib.ownership"), {QStringLiteral("Provider NOC"), AnswerStatus::Answered});
    answers.insert(QStringLiteral("ib.penalty"),
                   {QStringLiteral("10 % credit per failed week"),
                    AnswerStatus::AnsweredWithEvidence,
                    {},
                    {{1, QStringLiteral("contract.pdf"), QString(), QByteArray("%PDF"), QStringLiteral("ab")}}});
    const QuestionnaireCompleteness c = completeness(catalog, answers, QStringLiteral("en"));
    QCOMPARE(c.total, 10);
    QCOMPARE(c.answered, 2);
    QCOMPARE(c.withEvidence, 1);
    QCOMPARE(c.redFlags, 1);
    QCOMPARE(c.incomplete, 1); // the vague answer asks for more; it is no worse than none
    QCOMPARE(c.penalisedRedFlags(), 0);
    QCOMPARE(c.unanswered, 7);
    QCOMPARE(c.percent(), 20);
}

void TestRedFlagRules::answeringNeverLowersTheCompletenessScore()
{
    const QuestionnaireCatalog& catalog = QuestionnaireCatalog::forFabric(FabricKind::InfiniBand);
    QCOMPARE(catalog.questions().size(), 10);
    QMap<QString, QuestionnaireAnswer> answers;
    const auto score = [&] {
        const QuestionnaireCompleteness q = completeness(catalog, answers, QStringLiteral("en"));
        CandidateMetrics m;
        m.questionnaireCompleteness = double(q.answered) / q.total;
        m.redFlags = q.penalisedRedFlags();
        return automaticScores(BuiltinCriterion::QuestionnaireCompleteness, {m}).first().score.value();
    };
    QCOMPARE(score(), 0.0); // 0 of 10 answered
    answers.insert(QStringLiteral("ib.hardware"), {QStringLiteral("InfiniBand included"), AnswerStatus::Answered});
    QCOMPARE(score(), 0.0); // a vague answer: 0 of 10, no penalty (was max(0, 0 − 2) before, the same as none)
    answers.insert(QStringLiteral("ib.ownership"), {QStringLiteral("Provider NOC"), AnswerStatus::Answered});
    QCOMPARE(score(), 1.0); // 10 × 1 / 10
    answers.insert(QStringLiteral("ib.penalty"),
                   {QStringLiteral("10 % credit per failed week"), AnswerStatus::Answered});
    QCOMPARE(score(), 2.0); // 10 × 2 / 10
    answers.insert(QStringLiteral("ib.hardware"),
                   {QStringLiteral("InfiniBand included"), AnswerStatus::AnsweredWithEvidence}); // still vague
    QCOMPARE(score(), 2.0);
    // Worse evidence may lower it: the reviewer's own red flag is worse than no answer.
    answers.insert(QStringLiteral("ib.penalty"),
                   {QStringLiteral("10 % credit per failed week"), AnswerStatus::RedFlag});
    QCOMPARE(score(), 0.0); // max(0, 10 × 1 / 10 − 2 × 1)
}

QTEST_GUILESS_MAIN(TestRedFlagRules)
#include "testredflagrules.moc"
