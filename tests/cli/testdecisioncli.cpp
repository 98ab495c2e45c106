// SPDX-License-Identifier: Apache-2.0
#include "clirunner.h"
#include "evidence/costdecisionsnapshot.h"
#include "faultplanrun.h"
#include "languagemanager.h"
#include "storage/candidaterepository.h"
#include "storage/decisionrepository.h"
#include "storage/projectfile.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using clitest::Result;
using clitest::workbench;
using namespace fw::core;

// `fabric-workbench decision --json` on a project with stored plan runs, a typed score and an override: every
// cell's score, kind, source and plan steps as worked out by hand, and identical to what the Decision page's
// snapshot holds.
class TestDecisionCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void jsonHoldsTheMatrix();
    void jsonEqualsTheSnapshot();
    void textAndErrors();

private:
    QJsonObject decision();
    QJsonObject cell(const QJsonObject& json, const QString& criterion, qint64 candidate);

    fw::app::LanguageManager m_language; // English, as the command line speaks under LANG=C: plurals resolved
    QTemporaryDir m_dir;
    QString m_path;
    qint64 m_acme = 0;
    qint64 m_blue = 0;
    qint64 m_acmePlan = 0;
};

void TestDecisionCli::initTestCase()
{
    QVERIFY(m_language.setLanguage(QStringLiteral("en")));
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(QStringLiteral("decision.fabwb"));
    const auto project = ProjectFile::create(m_path);
    CandidateRepository candidates(*project);
    m_acme = candidates.add({.supplier = QStringLiteral("Acme"), .offerName = QStringLiteral("O"), .nodeCount = 16});
    m_blue = candidates.add({.supplier = QStringLiteral("Blue"), .offerName = QStringLiteral("O"), .nodeCount = 16});
    // Acme recovered in 20 s and 40 s with 3 and 1 alarms; Blue in 10 s with none, then not within 20 s.
    m_acmePlan =
        fw::test::storeFaultPlanRun(*project, m_acme, {{.seconds = 20, .alarms = 3}, {.seconds = 40, .alarms = 1}});
    fw::test::storeFaultPlanRun(*project, m_blue, {{.seconds = 10, .alarms = 0}, {.seconds = 20, .recovers = false}});
    DecisionRepository decisions(*project);
    for (const Criterion& c : decisions.criteria()) {
        if (c.builtin == BuiltinCriterion::CountersHealth)
            decisions.setScore(c.id, m_blue,
                               ManualScore{.criterionId = c.id,
                                           .candidateId = m_blue,
                                           .score = 4,
                                           .note = QStringLiteral("congestion counters are not exported"),
                                           .overridesEvidence = true});
        if (c.builtin == BuiltinCriterion::OperatingModelFit)
            decisions.setScore(c.id, m_acme,
                               ManualScore{.criterionId = c.id,
                                           .candidateId = m_acme,
                                           .score = 7,
                                           .uncertainty = 1.5,
                                           .note = QStringLiteral("our team runs it")});
    }
}

QJsonObject TestDecisionCli::decision()
{
    const Result r =
        workbench({QStringLiteral("decision"), QStringLiteral("--project"), m_path, QStringLiteral("--json")});
    if (r.exitCode != 0 || !r.json().isObject())
        qFatal("%s", r.said().constData());
    return r.json().object();
}

QJsonObject TestDecisionCli::cell(const QJsonObject& json, const QString& criterion, qint64 candidate)
{
    for (const QJsonValue& c : json.value(QLatin1String("criteria")).toArray()) {
        if (c.toObject().value(QLatin1String("key")).toString() != criterion)
            continue;
        for (const QJsonValue& cell : c.toObject().value(QLatin1String("cells")).toArray()) {
            if (cell.toObject().value(QLatin1String("candidate_id")).toInteger() == candidate)
                return cell.toObject();
        }
    }
    return {};
}

void TestDecisionCli::jsonHoldsTheMatrix()
{
    const QJsonObject json = decision();
    // Fault behaviour: best median recovery 10 s (Blue). Acme median 30 s, both held: 10 × 10 / 30. Blue: 10 × 1/2.
    const QJsonObject fa = cell(json, QStringLiteral("fault_behaviour"), m_acme);
    QCOMPARE(fa.value(QLatin1String("kind")).toString(), QStringLiteral("automatic"));
    QCOMPARE(fa.value(QLatin1String("basis")).toString(), QStringLiteral("measured"));
    QCOMPARE(qRound(fa.value(QLatin1String("score")).toDouble() * 100), 333);
    QCOMPARE(fa.value(QLatin1String("uncertainty")).toDouble(), 0.5);
    QCOMPARE(fa.value(QLatin1String("plan_steps")).toArray(),
             (QJsonArray{QJsonObject{{QStringLiteral("plan_run_id"), m_acmePlan}, {QStringLiteral("step"), 1}},
                         QJsonObject{{QStringLiteral("plan_run_id"), m_acmePlan}, {QStringLiteral("step"), 2}}}));
    QVERIFY(fa.value(QLatin1String("source"))
                .toString()
                .contains(QStringLiteral("plan run %1 step 2 (storage-burst, recovered in 40.00 s)").arg(m_acmePlan)));
    QCOMPARE(fa.value(QLatin1String("formula")).toString(),
             QStringLiteral("10 × best / this = 10 × 10.00 / 30.00 = 3.33"));
    const QJsonObject fb = cell(json, QStringLiteral("fault_behaviour"), m_blue);
    QCOMPARE(fb.value(QLatin1String("score")).toDouble(), 5.0);
    QCOMPARE(fb.value(QLatin1String("formula")).toString(),
             QStringLiteral("(10 × best / this = 10 × 10.00 / 10.00 = 10.00) × 1 of 2 fault steps held = 5.00"));

    // Counters health: Acme (3 + 1) / 2 alarms per phase: 10 − 4. Blue's evidence (0: 10) is overridden with 4.
    const QJsonObject ca = cell(json, QStringLiteral("counters_health"), m_acme);
    QCOMPARE(ca.value(QLatin1String("kind")).toString(), QStringLiteral("automatic"));
    QCOMPARE(ca.value(QLatin1String("score")).toDouble(), 6.0);
    QCOMPARE(ca.value(QLatin1String("plan_steps")).toArray().size(), 2);
    const QJsonObject cb = cell(json, QStringLiteral("counters_health"), m_blue);
    QCOMPARE(cb.value(QLatin1String("kind")).toString(), QStringLiteral("override"));
    QCOMPARE(cb.value(QLatin1String("basis")).toString(), QStringLiteral("typed"));
    QCOMPARE(cb.value(QLatin1String("score")).toDouble(), 4.0);
    QCOMPARE(cb.value(QLatin1String("overridden_score")).toDouble(), 10.0);
    QCOMPARE(cb.value(QLatin1String("source")).toString(), QStringLiteral("congestion counters are not exported"));
    QCOMPARE(cb.value(QLatin1String("plan_steps")).toArray(), QJsonArray());

    // Operating-model fit: typed for Acme, missing for Blue, so no recommendation yet.
    const QJsonObject oa = cell(json, QStringLiteral("operating_model_fit"), m_acme);
    QCOMPARE(oa.value(QLatin1String("kind")).toString(), QStringLiteral("typed"));
    QCOMPARE(oa.value(QLatin1String("score")).toDouble(), 7.0);
    QCOMPARE(oa.value(QLatin1String("uncertainty")).toDouble(), 1.5);
    const QJsonObject ob = cell(json, QStringLiteral("operating_model_fit"), m_blue);
    QCOMPARE(ob.value(QLatin1String("kind")).toString(), QStringLiteral("missing"));
    QVERIFY(ob.value(QLatin1String("score")).isNull());
    const QJsonObject recommendation = json.value(QLatin1String("recommendation")).toObject();
    QVERIFY(recommendation.value(QLatin1String("winner_id")).isNull());
    QVERIFY(recommendation.value(QLatin1String("text")).toString().startsWith(QLatin1String("No recommendation yet")));
    QVERIFY(!json.value(QLatin1String("missing")).toArray().isEmpty());

    // Per candidate: the total (none while incomplete) and every cost input with where it comes from.
    const QJsonArray candidates = json.value(QLatin1String("candidates")).toArray();
    QCOMPARE(candidates.size(), 2);
    const QSet<QString> markings = {QStringLiteral("typed"), QStringLiteral("quoted"), QStringLiteral("measured"),
                                    QStringLiteral("derived"), QStringLiteral("override")};
    for (const QJsonValue& value : candidates) {
        const QJsonObject c = value.toObject();
        QVERIFY(c.value(QLatin1String("total")).isNull());
        const QJsonObject cost = c.value(QLatin1String("cost")).toObject();
        QCOMPARE(cost.value(QLatin1String("ready")).toBool(), false);
        const QJsonArray inputs = cost.value(QLatin1String("inputs")).toArray();
        QCOMPARE(inputs.size(), kCostInputCount);
        for (const QJsonValue& input : inputs)
            QVERIFY(markings.contains(input.toObject().value(QLatin1String("marking")).toString()));
    }
    QCOMPARE(candidates.at(0).toObject().value(QLatin1String("name")).toString(), QStringLiteral("Acme / O"));
}

void TestDecisionCli::jsonEqualsTheSnapshot()
{
    const QJsonObject json = decision();
    const auto project = ProjectFile::open(m_path);
    const CostDecisionSnapshot s = CostDecisionSnapshot::load(project.get());
    const QJsonArray criteria = json.value(QLatin1String("criteria")).toArray();
    QCOMPARE(criteria.size(), s.criteria.size());
    for (qsizetype k = 0; k < s.criteria.size(); ++k) {
        const QJsonObject criterion = criteria.at(k).toObject();
        QCOMPARE(criterion.value(QLatin1String("id")).toInteger(), s.criteria.at(k).id);
        const QJsonArray cells = criterion.value(QLatin1String("cells")).toArray();
        QCOMPARE(cells.size(), s.candidates.size());
        for (qsizetype c = 0; c < s.candidates.size(); ++c) {
            const QJsonObject cell = cells.at(c).toObject();
            const ScoreCell& expected = s.cells.at(k).at(c);
            QCOMPARE(cell.value(QLatin1String("candidate_id")).toInteger(), s.candidates.at(c).id);
            QCOMPARE(cell.value(QLatin1String("score")).isNull(), !expected.score);
            if (expected.score)
                QCOMPARE(cell.value(QLatin1String("score")).toDouble(), *expected.score);
            QCOMPARE(cell.value(QLatin1String("source")).toString(), expected.source);
            QCOMPARE(cell.value(QLatin1String("formula")).toString(), expected.formula);
            QCOMPARE(cell.value(QLatin1String("runs")).toArray().size(), expected.runIds.size());
            QCOMPARE(cell.value(QLatin1String("plan_steps")).toArray().size(), expected.planSteps.size());
        }
    }
    QCOMPARE(json.value(QLatin1String("recommendation")).toObject().value(QLatin1String("text")).toString(),
             s.recommendation());
}

void TestDecisionCli::textAndErrors()
{
    Result r = workbench({QStringLiteral("decision"), QStringLiteral("--project"), m_path});
    QVERIFY2(r.exitCode == 0, r.said().constData());
    QVERIFY2(r.out.contains(QStringLiteral("Fault behaviour (weight 1.00)")), r.said().constData());
    QVERIFY2(r.out.contains(QStringLiteral("  Acme / O: 3.33 ± 0.50 (automatic) measured: median recovery 30.00 s")),
             r.said().constData());
    QVERIFY2(r.out.contains(QStringLiteral("  Blue / O: 4.00 ± 1.00 (override) congestion counters are not exported")),
             r.said().constData());
    QVERIFY2(r.out.contains(QStringLiteral("No recommendation yet")), r.said().constData());

    r = workbench({QStringLiteral("decision")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("--project")), r.said().constData());
    r = workbench(
        {QStringLiteral("decision"), QStringLiteral("--project"), m_dir.filePath(QStringLiteral("none.fabwb"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestDecisionCli)
#include "testdecisioncli.moc"
