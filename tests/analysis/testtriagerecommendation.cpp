// SPDX-License-Identifier: Apache-2.0
#include "analysis/triagerecommendation.h"

#include <QTest>

using namespace fw::core;
using Verdict = TriageRecommendation::Verdict;

class TestTriageRecommendation : public QObject
{
    Q_OBJECT

private slots:
    void verdicts_data();
    void verdicts();
    void skillGapCountsOnlyWhenYouRunIt();
    void modelApiCheck();
};

void TestTriageRecommendation::verdicts_data()
{
    QTest::addColumn<QString>("answers"); // key=value,key=value
    QTest::addColumn<Verdict>("verdict");
    QTest::addRow("too few answers") << "latency_sensitive=yes,large_scale=yes" << Verdict::NotEnoughAnswers;
    QTest::addRow("training at scale") << "latency_sensitive=yes,large_scale=yes,runs_fast_ethernet=no,wl_training=yes"
                                       << Verdict::InfiniBand;
    QTest::addRow("Ethernet shop") << "latency_sensitive=no,runs_fast_ethernet=yes,wants_vendor_choice=yes,"
                                      "can_prove_lossless=yes"
                                   << Verdict::RoceV2;
    QTest::addRow("balanced") << "latency_sensitive=yes,runs_fast_ethernet=yes,can_prove_lossless=yes"
                              << Verdict::BenchmarkBoth;
    QTest::addRow("unproven lossless") << "latency_sensitive=no,runs_fast_ethernet=yes,wants_vendor_choice=yes,"
                                          "can_prove_lossless=no"
                                       << Verdict::BenchmarkBoth;
}

void TestTriageRecommendation::verdicts()
{
    QFETCH(QString, answers);
    QFETCH(Verdict, verdict);
    ChecklistAnswers map;
    for (const QString& pair : answers.split(QLatin1Char(',')))
        map.insert(pair.section(QLatin1Char('='), 0, 0), pair.section(QLatin1Char('='), 1));
    const TriageRecommendation result = recommend(map);
    QCOMPARE(result.verdict, verdict);
    QVERIFY(!result.reasons.isEmpty());
}

void TestTriageRecommendation::skillGapCountsOnlyWhenYouRunIt()
{
    ChecklistAnswers answers = {{QStringLiteral("latency_sensitive"), QStringLiteral("yes")},
                                {QStringLiteral("large_scale"), QStringLiteral("yes")},
                                {QStringLiteral("has_ib_skills"), QStringLiteral("no")},
                                {QStringLiteral("delivery"), QStringLiteral("cloud_rental")}};
    QCOMPARE(recommend(answers).verdict, Verdict::InfiniBand);
    answers[QStringLiteral("delivery")] = QStringLiteral("on_premises");
    const TriageRecommendation owned = recommend(answers);
    QCOMPARE(owned.verdict, Verdict::BenchmarkBoth);
    QVERIFY(owned.reasons.join(QLatin1Char(' ')).contains(QStringLiteral("subnet manager")));
}

void TestTriageRecommendation::modelApiCheck()
{
    ChecklistAnswers answers;
    for (const ChecklistItem& item : Checklist::modelApiNeeds())
        answers.insert(QLatin1String(item.key), QStringLiteral("no"));
    TriageRecommendation result = recommend(answers);
    QVERIFY(result.compareModelApiFirst);
    QVERIFY(result.modelApiReason.contains(QStringLiteral("accepted outputs")));

    answers[QStringLiteral("needs_custom_kernels")] = QStringLiteral("yes");
    result = recommend(answers);
    QVERIFY(!result.compareModelApiFirst);
    QVERIFY(result.modelApiReason.contains(QStringLiteral("custom kernels")));

    answers.remove(QStringLiteral("needs_custom_kernels"));
    QVERIFY(recommend(answers).modelApiReason.isEmpty()); // not all answered: no advice yet
}

QTEST_GUILESS_MAIN(TestTriageRecommendation)
#include "testtriagerecommendation.moc"
