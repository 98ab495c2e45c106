// SPDX-License-Identifier: Apache-2.0
#include "agentprovenance.h"
#include "clirunner.h"
#include "evidence/costdecisionsnapshot.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/bomrepository.h"
#include "storage/candidaterepository.h"
#include "storage/costrepository.h"
#include "storage/projectfile.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using clitest::Result;
using clitest::workbench;
using namespace fw::core;

// Acceptance that cannot pass a broken run (issue 37), through the command line a buyer scripts: with only the
// correctness threshold set, a 16-rank run across 2 nodes that moved 0 GB/s and one at 150 GB/s on a 400 GB/s
// fabric are rejected by the built-in rules, each verdict naming its rule; lowering the floor needs a reason; the
// acceptance rate the Cost page shows follows.
class TestAcceptanceCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void withoutThresholdsNothingIsJudged();
    void builtInRulesRejectBrokenRuns();
    void loweringTheFloorNeedsAReason();

private:
    QJsonObject acceptance(const QStringList& options = {});
    QString verdict(const QJsonObject& json, qint64 run, QStringList* reasons = nullptr);
    std::optional<double> acceptanceRate();

    QTemporaryDir m_dir;
    QString m_path;
    qint64 m_candidate = 0;
    qint64 m_zero = 0;
    qint64 m_slow = 0;
    qint64 m_healthy = 0;
};

namespace {

BenchmarkRun run(qint64 candidate, int seed, double busbwAt128MiB)
{
    BenchmarkRun r;
    r.candidateId = candidate;
    r.source = RunSource::OwnMeasurement;
    r.tool = QStringLiteral("fabric-agent");
    r.testName = QStringLiteral("all_reduce");
    r.backend = QStringLiteral("nccl");
    r.ranks = 16;
    r.nodes = 2;
    for (const auto& [bytes, busbw] : {std::pair<qint64, double>{8, 0.01}, {qint64(128) << 20, busbwAt128MiB}}) {
        SizeResult row;
        row.bytes = bytes;
        row.busbwGBs = busbw;
        row.p99Us = 30;
        row.wrong = 0;
        row.checkPassed = true;
        r.results << row;
    }
    r.provenance = testsupport::agentProvenance(seed);
    return r;
}

} // namespace

void TestAcceptanceCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(QStringLiteral("acceptance.fabwb"));
    const auto project = ProjectFile::create(m_path);
    m_candidate = CandidateRepository(*project).add({.supplier = QStringLiteral("Acme"),
                                                     .offerName = QStringLiteral("IB"),
                                                     .fabric = FabricKind::InfiniBand,
                                                     .nodeCount = 2});
    // 8 HCAs of 400 Gb/s a node: 16 ranks on 2 nodes drive 8 × 50 GB/s = 400 GB/s; the default floor is 200.
    BomRepository(*project).setDeclared(m_candidate, {{QStringLiteral("nic_speed"), QStringLiteral("400")},
                                                      {QStringLiteral("hcas_per_node"), QStringLiteral("8")}});
    // The acceptance rate derived from the runs, as the Cost page offers it.
    CostRepository(*project).setInput(m_candidate, CostInputKey::AcceptanceRate, {.source = InputSource::Derived});
    BenchmarkRunRepository runs(*project);
    m_zero = runs.add({run(m_candidate, 1, 0)}).constFirst();
    m_slow = runs.add({run(m_candidate, 2, 150)}).constFirst();
    m_healthy = runs.add({run(m_candidate, 3, 380)}).constFirst();
}

QJsonObject TestAcceptanceCli::acceptance(const QStringList& options)
{
    const Result r = workbench(QStringList{QStringLiteral("cost"), QStringLiteral("acceptance"),
                                           QStringLiteral("--project"), m_path, QStringLiteral("--json")} +
                               options);
    if (r.exitCode != 0 || !r.json().isObject())
        qFatal("%s", r.said().constData());
    return r.json().object();
}

QString TestAcceptanceCli::verdict(const QJsonObject& json, qint64 run, QStringList* reasons)
{
    for (const QJsonValue& entry : json.value(QStringLiteral("runs")).toArray()) {
        const QJsonObject o = entry.toObject();
        if (o.value(QStringLiteral("run_id")).toInteger() != run)
            continue;
        if (reasons) {
            reasons->clear();
            for (const QJsonValue& reason : o.value(QStringLiteral("reasons")).toArray())
                *reasons << reason.toString();
        }
        return o.value(QStringLiteral("verdict")).toString();
    }
    return {};
}

std::optional<double> TestAcceptanceCli::acceptanceRate()
{
    const auto project = ProjectFile::open(m_path);
    const CostDecisionSnapshot s = CostDecisionSnapshot::load(project.get());
    return s.results.at(s.candidateRow(m_candidate)).inputs[int(CostInputKey::AcceptanceRate)].value;
}

void TestAcceptanceCli::withoutThresholdsNothingIsJudged()
{
    const QJsonObject json = acceptance();
    QCOMPARE(json.value(QStringLiteral("judged")).toBool(), false);
    QCOMPARE(verdict(json, m_zero), QStringLiteral("not_judged"));
    QCOMPARE(json.value(QStringLiteral("line_rate_share")).toDouble(), 0.5);
    QVERIFY(json.value(QStringLiteral("rules")).toArray().contains(QStringLiteral("bus bandwidth never 0 GB/s")));
}

void TestAcceptanceCli::builtInRulesRejectBrokenRuns()
{
    const QJsonObject json = acceptance({QStringLiteral("--correctness"), QStringLiteral("yes")});
    QCOMPARE(json.value(QStringLiteral("judged")).toBool(), true);
    QStringList reasons;
    QCOMPARE(verdict(json, m_zero, &reasons), QStringLiteral("rejected"));
    QVERIFY2(reasons.contains(QStringLiteral("bus bandwidth 0 GB/s at 128 MiB (built-in rule: never zero)")),
             qPrintable(reasons.join(QLatin1Char('\n'))));
    QCOMPARE(verdict(json, m_slow, &reasons), QStringLiteral("rejected"));
    QCOMPARE(reasons, QStringList{QStringLiteral("bus bandwidth 150 GB/s at 128 MiB (default floor: at least 200 "
                                                 "GB/s, 50 % of the line rate 400 GB/s)")});
    QCOMPARE(verdict(json, m_healthy), QStringLiteral("accepted"));
    // The Cost page's acceptance rate: 1 of 3.
    QCOMPARE(acceptanceRate(), 1.0 / 3);
}

void TestAcceptanceCli::loweringTheFloorNeedsAReason()
{
    const Result refused = workbench({QStringLiteral("cost"), QStringLiteral("acceptance"), QStringLiteral("--project"),
                                      m_path, QStringLiteral("--line-rate-share"), QStringLiteral("30")});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains(QStringLiteral("needs a reason")), refused.said().constData());
    QCOMPARE(acceptance().value(QStringLiteral("line_rate_share")).toDouble(), 0.5); // unchanged

    const QJsonObject json = acceptance({QStringLiteral("--line-rate-share"), QStringLiteral("30"),
                                         QStringLiteral("--reason"), QStringLiteral("two rails are cabled for now")});
    QCOMPARE(json.value(QStringLiteral("loosened_because")).toString(), QStringLiteral("two rails are cabled for now"));
    QStringList reasons;
    QCOMPARE(verdict(json, m_slow, &reasons), QStringLiteral("accepted"));
    QVERIFY2(
        reasons.contains(QStringLiteral(
            "bus bandwidth 150 GB/s at 128 MiB (lowered floor: at least 120 GB/s, 30 % of the line rate 400 GB/s)")),
        qPrintable(reasons.join(QLatin1Char('\n'))));
    QCOMPARE(verdict(json, m_zero), QStringLiteral("rejected")); // never zero is not lowered with the floor
    QCOMPARE(acceptanceRate(), 2.0 / 3);
    // A bad value is a usage error naming the option.
    const Result bad = workbench({QStringLiteral("cost"), QStringLiteral("acceptance"), QStringLiteral("--project"),
                                  m_path, QStringLiteral("--min-nodes"), QStringLiteral("1.5")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(QStringLiteral("--min-nodes")), bad.said().constData());
}

QTEST_GUILESS_MAIN(TestAcceptanceCli)
#include "testacceptancecli.moc"
