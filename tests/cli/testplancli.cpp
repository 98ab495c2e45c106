// SPDX-License-Identifier: Apache-2.0
#include "clirunner.h"
#include "remote/dispatchrunrepository.h"
#include "remote/planrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;

// `fabric-workbench plan` as a real process running the agent built in this tree on this computer (the local
// launcher): every step kind runs for real, a storage-burst fault is applied, held, reverted and left nowhere,
// and everything lands in the project. Over SSH, with the connection killed while a fault is held, see
// testdispatch; across a namespace cluster, see testplancluster.
class TestPlanCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    QString newProject(const QString& name) const
    {
        const QString file = path(name);
        auto project = ProjectFile::create(file);
        Candidate candidate;
        candidate.supplier = QStringLiteral("Acme");
        candidate.offerName = QStringLiteral("RoCE offer");
        CandidateRepository(*project).add(candidate);
        return file;
    }

    QString writePlan(const QString& name, const QByteArray& json) const
    {
        QFile file(path(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size())
            qFatal("cannot write the plan");
        return file.fileName();
    }

    using Result = clitest::Result;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void everyStepKindRunsAndIsStored()
    {
        const QString project = newProject(QStringLiteral("all.fabwb"));
        QDir().mkpath(path(QStringLiteral("state")));
        QDir().mkpath(path(QStringLiteral("storage")));
        const QString burst = path(QStringLiteral("burst.bin"));
        const QString plan = writePlan(QStringLiteral("all.json"),
                                       QStringLiteral(R"({
  "format": "fabric-workbench-plan", "version": 1, "name": "local acceptance",
  "steps": [
    {"kind": "baseline", "label": "baseline", "repeats": 2, "bench": ["-b", "8", "-e", "64", "-f", "8", "-n", "5"]},
    {"kind": "fault", "label": "burst", "args": ["--kind", "storage-burst", "--path", "%1", "--bytes", "2M",
     "--state-dir", "%2"], "ttl_s": 300, "lease_s": 60, "bench": ["-b", "8", "-e", "64", "-f", "8", "-n", "20"],
     "recovery_tolerance": 10, "recovery_max_s": 30},
    {"kind": "storage", "label": "storage", "args": ["--path", "%3", "--size", "1M", "--repeats", "1"]},
    {"kind": "replay", "label": "replay", "args": ["--steps", "3", "--compute-ms", "1"]},
    {"kind": "counters", "label": "counters"}
  ]})")
                                           .arg(burst, path(QStringLiteral("state")), path(QStringLiteral("storage")))
                                           .toUtf8());
        const Result run =
            clitest::workbench({QStringLiteral("plan"), QStringLiteral("--project"), project,
                                QStringLiteral("--candidate"), QStringLiteral("acme"), QStringLiteral("--plan"), plan});
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QVERIFY2(run.out.contains(QLatin1String("Plan run 1: complete.")), qPrintable(run.out));
        // Nothing is left behind: the burst file is removed by the revert, the journal is empty, no storage files.
        QVERIFY(!QFile::exists(burst));
        QCOMPARE(QDir(path(QStringLiteral("state"))).entryList({QStringLiteral("*.json")}, QDir::Files).size(), 0);
        QCOMPARE(QDir(path(QStringLiteral("storage"))).entryList(QDir::Files).size(), 0);

        auto file = ProjectFile::open(project);
        const QList<StoredPlanRun> runs = PlanRunRepository(*file).all();
        QCOMPARE(runs.size(), 1);
        const StoredPlanRun& stored = runs.constFirst();
        QCOMPARE(stored.status, StoredPlanRun::Status::Complete);
        QCOMPARE(stored.plan.steps.size(), 5);
        QCOMPARE(stored.steps.size(), 5);
        for (const PlanStepOutcome& step : stored.steps)
            QVERIFY2(step.status == DispatchResult::Status::Complete, qPrintable(step.message));
        const QJsonObject fault = stored.steps.at(1).details;
        QCOMPARE(fault.value(QLatin1String("revert_reason")).toString(), QStringLiteral("cancelled"));
        QVERIFY(fault.value(QLatin1String("revert_ok")).toBool());
        QCOMPARE(fault.value(QLatin1String("during_status")).toString(), QStringLiteral("complete"));
        QVERIFY(fault.value(QLatin1String("recovered")).toBool());
        QVERIFY(fault.value(QLatin1String("recovery_s")).toDouble() >= 0);
        QVERIFY(!fault.value(QLatin1String("fault_id")).toString().isEmpty());

        // Every command is a dispatch of the plan run, with its step, phase and subcommand.
        QStringList phases;
        for (const StoredDispatch& d : DispatchRunRepository(*file).ofPlanRun(stored.id)) {
            QVERIFY(d.plan);
            phases << QStringLiteral("%1:%2:%3").arg(d.plan->step).arg(d.plan->phase, d.result.subcommand);
            QVERIFY2(d.result.status == DispatchResult::Status::Complete, qPrintable(d.result.message));
            QVERIFY(!d.result.facts.isEmpty());
            // Only bench commands become benchmark runs, and not those under or right after a fault.
            QCOMPARE(bool(d.benchmarkRunId), d.result.subcommand == QLatin1String("bench") &&
                                                 d.plan->phase != QLatin1String("during") &&
                                                 d.plan->phase != QLatin1String("recovery"));
        }
        const QStringList expectedStart = {QStringLiteral("0:run:bench"),
                                           QStringLiteral("0:run:bench"),
                                           QStringLiteral("1:before:bench"),
                                           QStringLiteral("1:during:bench"),
                                           QStringLiteral("1:counters_before:counters"),
                                           QStringLiteral("1:fault:fault"),
                                           QStringLiteral("1:counters_after:counters"),
                                           QStringLiteral("1:recovery:bench")};
        QCOMPARE(phases.mid(0, expectedStart.size()), expectedStart);
        QCOMPARE(phases.mid(phases.size() - 3),
                 (QStringList{QStringLiteral("2:run:storage"), QStringLiteral("3:run:replay"),
                              QStringLiteral("4:run:counters")}));
    }

    void aFaultThatCannotBeAppliedFailsItsStepOnly()
    {
        const QString project = newProject(QStringLiteral("refused.fabwb"));
        QDir().mkpath(path(QStringLiteral("state2")));
        const QString plan = writePlan(QStringLiteral("refused.json"), QStringLiteral(R"({
  "format": "fabric-workbench-plan", "version": 1, "name": "refused",
  "steps": [
    {"kind": "fault", "args": ["--kind", "link-down", "--interface", "fwnosuch0", "--state-dir", "%1"],
     "ttl_s": 30, "lease_s": 5, "bench": ["-b", "8", "-e", "8", "-n", "3"]},
    {"kind": "baseline", "bench": ["-b", "8", "-e", "8", "-n", "3"]}
  ]})")
                                                                           .arg(path(QStringLiteral("state2")))
                                                                           .toUtf8());
        const Result run =
            clitest::workbench({QStringLiteral("plan"), QStringLiteral("--project"), project,
                                QStringLiteral("--candidate"), QStringLiteral("acme"), QStringLiteral("--plan"), plan});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QLatin1String("fwnosuch0")), qPrintable(run.err));
        auto file = ProjectFile::open(project);
        const StoredPlanRun stored = PlanRunRepository(*file).all().value(0);
        QCOMPARE(stored.status, StoredPlanRun::Status::Failed);
        QCOMPARE(stored.steps.size(), 2);
        QCOMPARE(stored.steps.at(0).status, DispatchResult::Status::Failed);
        QVERIFY(stored.steps.at(0).message.startsWith(QLatin1String("The fault was not applied")));
        QCOMPARE(stored.steps.at(1).status, DispatchResult::Status::Complete);
    }

    // A node removed while the benchmark runs: the killer armed by the apply strikes the benchmark started after
    // it, whose failure is the step's result; the revert finds the kill done, and the recovery runs go on.
    void aNodeRemovedDuringTheBenchmarkIsAResult()
    {
        const QString project = newProject(QStringLiteral("removed.fabwb"));
        QDir().mkpath(path(QStringLiteral("state3")));
        const QString plan = writePlan(QStringLiteral("removed.json"), QStringLiteral(R"({
  "format": "fabric-workbench-plan", "version": 1, "name": "node removed",
  "steps": [
    {"kind": "fault", "label": "lost node", "args": ["--kind", "node-remove", "--match", "bench -b 16 -e 32",
     "--after-sizes", "1", "--state-dir", "%1"], "ttl_s": 300, "lease_s": 60,
     "bench": ["-b", "16", "-e", "32", "-f", "2", "-n", "1000", "-w", "0"], "recovery_tolerance": 10,
     "recovery_max_s": 30}
  ]})")
                                                                           .arg(path(QStringLiteral("state3")))
                                                                           .toUtf8());
        // The kill comes once the benchmark during the fault has measured its first size; the second takes another
        // 2 s (1 ms a timed iteration), so the kill lands inside it however fast the machine is.
        qputenv("FW_AGENT_TEST_DELAY_RANK", "0");
        qputenv("FW_AGENT_TEST_DELAY_US", "1000");
        const Result run =
            clitest::workbench({QStringLiteral("plan"), QStringLiteral("--project"), project,
                                QStringLiteral("--candidate"), QStringLiteral("acme"), QStringLiteral("--plan"), plan});
        qunsetenv("FW_AGENT_TEST_DELAY_RANK");
        qunsetenv("FW_AGENT_TEST_DELAY_US");
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        auto file = ProjectFile::open(project);
        const StoredPlanRun stored = PlanRunRepository(*file).all().value(0);
        QCOMPARE(stored.status, StoredPlanRun::Status::Complete);
        const QJsonObject details = stored.steps.value(0).details;
        QCOMPARE(details.value(QLatin1String("during_status")).toString(), QStringLiteral("failed"));
        QCOMPARE(details.value(QLatin1String("killed_pids")).toArray().size(), 1);
        QVERIFY(!details.value(QLatin1String("fired_at")).toString().isEmpty());
        QCOMPARE(details.value(QLatin1String("revert_reason")).toString(), QStringLiteral("cancelled"));
        QVERIFY(details.value(QLatin1String("revert_ok")).toBool());
        QVERIFY(details.value(QLatin1String("recovered")).toBool());
        QCOMPARE(QDir(path(QStringLiteral("state3"))).entryList({QStringLiteral("*.json")}, QDir::Files).size(), 0);
    }

    void aBadPlanNamesStepAndField()
    {
        const QString project = newProject(QStringLiteral("bad.fabwb"));
        const QString plan = writePlan(QStringLiteral("bad.json"), R"({"format": "fabric-workbench-plan",
 "version": 1, "steps": [{"kind": "baseline"}, {"kind": "fault", "args": ["--kind", "link-down", "--ttl", "5"]}]})");
        const Result run =
            clitest::workbench({QStringLiteral("plan"), QStringLiteral("--project"), project,
                                QStringLiteral("--candidate"), QStringLiteral("acme"), QStringLiteral("--plan"), plan});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("Step 2, field \"args\": --ttl is set by the plan")),
                 qPrintable(run.err));
        auto file = ProjectFile::open(project);
        QVERIFY(PlanRunRepository(*file).all().isEmpty());
    }

    // A fault that cannot reach the benchmark's traffic is warned about, by --check and before a run, and never
    // stops the plan.
    void aFaultThatCannotReachTheTrafficIsWarnedAbout()
    {
        const QString plan = writePlan(QStringLiteral("nccl-tbf.json"), R"({"format": "fabric-workbench-plan",
 "version": 1, "steps": [{"kind": "fault", "args": ["--kind", "link-degraded", "--interface", "ens1f0", "--rate",
 "1gbit"], "bench": ["--backend", "nccl", "-b", "8M"]}]})");
        const Result checked =
            clitest::workbench({QStringLiteral("plan"), QStringLiteral("--check"), QStringLiteral("--plan"), plan});
        QCOMPARE(checked.exitCode, 0);
        QVERIFY2(checked.err.contains(QLatin1String("Warning: Step 1: link-degraded reaches only kernel IP traffic")),
                 qPrintable(checked.err));
        QVERIFY2(checked.out.contains(QLatin1String("the plan can run (1 warning")), qPrintable(checked.out));

        // A plan with a problem fails the check; the same warning is still printed.
        const QString bad = writePlan(QStringLiteral("nccl-tbf-bad.json"), R"({"format": "fabric-workbench-plan",
 "version": 1, "steps": [{"kind": "fault", "args": ["--kind", "background-load", "--ttl", "5"],
 "bench": ["--backend", "nccl"]}]})");
        const Result refused =
            clitest::workbench({QStringLiteral("plan"), QStringLiteral("--check"), QStringLiteral("--plan"), bad});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QLatin1String("--ttl is set by the plan")), qPrintable(refused.err));
        QVERIFY2(refused.err.contains(QLatin1String("Warning: Step 1: background-load")), qPrintable(refused.err));

        // Before a run, the warning comes first and the run goes on (here to the connection it cannot find).
        const QString project = newProject(QStringLiteral("warned.fabwb"));
        const Result run =
            clitest::workbench({QStringLiteral("plan"), QStringLiteral("--project"), project,
                                QStringLiteral("--candidate"), QStringLiteral("acme"), QStringLiteral("--plan"), plan,
                                QStringLiteral("--connection"), QStringLiteral("nosuchconnection")});
        QVERIFY2(run.err.startsWith(QLatin1String("Warning: Step 1: link-degraded")), qPrintable(run.err));

        // A plan that its benchmark's traffic can reach has nothing to warn about.
        const Result plain =
            clitest::workbench({QStringLiteral("plan"), QStringLiteral("--check"), QStringLiteral("--plan"),
                                writePlan(QStringLiteral("mpi-tbf.json"), R"({"format": "fabric-workbench-plan",
 "version": 1, "steps": [{"kind": "fault", "args": ["--kind", "link-degraded", "--interface", "fw0", "--rate",
 "1gbit"], "bench": ["-b", "8M"]}]})")});
        QCOMPARE(plain.exitCode, 0);
        QVERIFY2(plain.err.isEmpty(), qPrintable(plain.err));
        QVERIFY2(plain.out.contains(QLatin1String("the plan can run (0 warning")), qPrintable(plain.out));
    }

    void examplePlanIsValid()
    {
        const Result run = clitest::workbench({QStringLiteral("plan"), QStringLiteral("--example")});
        QCOMPARE(run.exitCode, 0);
        QString error;
        const auto plan = AcceptancePlan::fromJson(run.out.toUtf8(), &error);
        QVERIFY2(plan, qPrintable(error));
        QCOMPARE(plan->steps.size(), 6);
    }
};

QTEST_GUILESS_MAIN(TestPlanCli)
#include "testplancli.moc"
