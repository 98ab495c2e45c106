// SPDX-License-Identifier: Apache-2.0
#include "domain/acceptanceplan.h"

#include <QTest>

using namespace fw::core;

// The plan file: what it reads, and how it says what is wrong and where.
class TestAcceptancePlan : public QObject
{
    Q_OBJECT

private:
    static QByteArray plan(const QByteArray& steps)
    {
        return R"({"format": "fabric-workbench-plan", "version": 1, "name": "p", "steps": )" + steps + "}";
    }

    static QString errorOf(const QByteArray& json)
    {
        QString error;
        const std::optional<AcceptancePlan> parsed = AcceptancePlan::fromJson(json, &error);
        return parsed ? QStringLiteral("(accepted)") : error;
    }

private slots:
    void standardPlanRoundTrips()
    {
        const AcceptancePlan standard =
            AcceptancePlan::standard(QStringLiteral("node2"), QStringLiteral("ib0"), QStringLiteral("/scratch"));
        QVERIFY(standard.problems().isEmpty());
        QString error;
        const std::optional<AcceptancePlan> read = AcceptancePlan::fromJson(standard.toJson(), &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(*read, standard);
        QCOMPARE(read->steps.at(1).kind, PlanStep::Kind::Fault);
        QCOMPARE(read->steps.at(1).node, QStringLiteral("node2"));
        // Issue 37: both faults run the workload's replay before and while they are held, so the stall fraction is
        // measured by the standard plan rather than typed.
        QCOMPARE(read->steps.at(2).kind, PlanStep::Kind::Fault);
        QVERIFY(read->steps.at(2).agentArgs.contains(QStringLiteral("storage-burst")));
        for (int step : {1, 2})
            QCOMPARE(read->steps.at(step).replayArgs, read->steps.constLast().agentArgs);
    }

    void defaultsApplyToMissingFields()
    {
        QString error;
        const auto read = AcceptancePlan::fromJson(plan(R"([{"kind": "fault", "args": ["--kind", "link-down",
            "--interface", "ib0"]}])"),
                                                   &error);
        QVERIFY2(read, qPrintable(error));
        const PlanStep step = read->steps.constFirst();
        QCOMPARE(step.ttlSeconds, 120);
        QCOMPARE(step.leaseSeconds, 15);
        QCOMPARE(step.recoveryTolerance, 0.2);
        QCOMPARE(step.recoveryMaxSeconds, 60);
    }

    // A fault step's replay (the stalled time) is read, written only when given, and read back.
    void faultReplayRoundTrips()
    {
        QString error;
        const auto read = AcceptancePlan::fromJson(plan(R"([{"kind": "fault", "args": ["--kind", "link-down"],
            "replay": ["--steps", "20"]}, {"kind": "fault", "args": ["--kind", "link-down"]}])"),
                                                   &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->steps.at(0).replayArgs, (QStringList{QStringLiteral("--steps"), QStringLiteral("20")}));
        QVERIFY(read->steps.at(1).replayArgs.isEmpty());
        const QByteArray json = read->toJson();
        QCOMPARE(json.count("\"replay\""), 1);
        QCOMPARE(*AcceptancePlan::fromJson(json, &error), *read);
        QCOMPARE(errorOf(plan(R"([{"kind": "fault", "args": ["--kind", "x"], "replay": "--steps 3"}])")),
                 QStringLiteral("Step 1, field \"replay\": must be a list of strings."));
    }

    // An isolate step: its node set (none: the connection's), the tolerance and the floor survive the file.
    void isolateRoundTrips()
    {
        QString error;
        const auto read = AcceptancePlan::fromJson(plan(R"([{"kind": "isolate", "label": "find it",
            "bench": ["-b", "256K", "-e", "256K"], "nodes": ["n1", "n2", "n3", "n4", "n5"], "tolerance": 0.4,
            "min_busbw_gbs": 1.5}, {"kind": "isolate"}])"),
                                                   &error);
        QVERIFY2(read, qPrintable(error));
        const PlanStep& step = read->steps.at(0);
        QCOMPARE(step.kind, PlanStep::Kind::Isolate);
        QCOMPARE(step.nodes.size(), 5);
        QCOMPARE(step.isolationTolerance, 0.4);
        QCOMPARE(step.minBusbwGBs, 1.5);
        QCOMPARE(step.benchArgs.size(), 4);
        QVERIFY(read->steps.at(1).nodes.isEmpty());
        QCOMPARE(read->steps.at(1).isolationTolerance, 0.5);
        QCOMPARE(*AcceptancePlan::fromJson(read->toJson(), &error), *read);
    }

    void errorsNameStepAndField_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::addRow("syntax") << QByteArray("{\n\"format\": \n}") << QStringLiteral("Line 3: ");
        QTest::addRow("format") << QByteArray(R"({"format": "other", "version": 1, "steps": []})")
                                << QStringLiteral("\"format\" must be \"fabric-workbench-plan\"");
        QTest::addRow("newer version") << QByteArray(R"({"format": "fabric-workbench-plan", "version": 2})")
                                       << QStringLiteral("version 2; this version of Fabric Workbench reads version 1");
        QTest::addRow("no steps") << plan("[]") << QStringLiteral("The plan has no steps.");
        QTest::addRow("kind") << plan(R"([{"kind": "baseline"}, {"kind": "chaos"}])")
                              << QStringLiteral("Step 2, field \"kind\": must be baseline, fault");
        QTest::addRow("repeats") << plan(R"([{"kind": "baseline", "repeats": 0}])")
                                 << QStringLiteral("Step 1, field \"repeats\": must be a whole number from 1 to 1000.");
        QTest::addRow("fractional ttl") << plan(R"([{"kind": "fault", "args": ["--kind", "x"], "ttl_s": 1.5}])")
                                        << QStringLiteral("Step 1, field \"ttl_s\"");
        QTest::addRow("args type") << plan(R"([{"kind": "storage", "args": ["--path", 3]}])")
                                   << QStringLiteral("Step 1, field \"args\": must be a list of strings.");
        QTest::addRow("fault kind") << plan(R"([{"kind": "fault", "args": ["--interface", "ib0"]}])")
                                    << QStringLiteral("Step 1, field \"args\": a fault needs --kind");
        QTest::addRow("reserved") << plan(R"([{"kind": "fault", "args": ["--kind", "link-down", "--hold"]}])")
                                  << QStringLiteral("--hold is set by the plan");
        QTest::addRow("lease over ttl")
            << plan(R"([{"kind": "fault", "args": ["--kind", "link-down"], "ttl_s": 10, "lease_s": 20}])")
            << QStringLiteral("the lease (20 s) is longer than the time-to-live (10 s)");
        QTest::addRow("node") << plan(R"([{"kind": "counters", "node": "a b"}])")
                              << QStringLiteral("Step 1, field \"node\": 'a b' is not a host name");
        QTest::addRow("tolerance") << plan(R"([{"kind": "fault", "args": ["--kind", "x"], "recovery_tolerance": 0}])")
                                   << QStringLiteral("\"recovery_tolerance\": must be a fraction above 0");
        QTest::addRow("isolate with 3 nodes")
            << plan(R"([{"kind": "isolate", "nodes": ["n1", "n2", "n3"]}])")
            << QStringLiteral("Step 1, field \"nodes\": an isolate step needs at least 4 nodes (two halves of two), "
                              "and it lists 3.");
        QTest::addRow("isolate node twice")
            << plan(R"([{"kind": "isolate", "nodes": ["n1", "n2", "n3", "n1"]}])")
            << QStringLiteral("Step 1, field \"nodes\": a node is listed more than once.");
        QTest::addRow("isolate node name") << plan(R"([{"kind": "isolate", "nodes": ["n1", "n2", "n3", "a b"]}])")
                                           << QStringLiteral("Step 1, field \"nodes\": 'a b' is not a host name");
        QTest::addRow("isolate tolerance") << plan(R"([{"kind": "isolate", "tolerance": 1}])")
                                           << QStringLiteral("Step 1, field \"tolerance\": must be a fraction above 0 "
                                                             "and below 1");
        QTest::addRow("isolate floor") << plan(R"([{"kind": "isolate", "min_busbw_gbs": -1}])")
                                       << QStringLiteral("Step 1, field \"min_busbw_gbs\": must be a bus bandwidth");
    }

    void errorsNameStepAndField()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const QString actual = errorOf(json);
        QVERIFY2(actual.contains(error), qPrintable(actual));
    }

    // A fault whose reach cannot affect the benchmark's traffic is a warning, not a problem: the plan still runs.
    void faultThatCannotReachTheTrafficWarns_data()
    {
        QTest::addColumn<QByteArray>("args");
        QTest::addColumn<QByteArray>("bench");
        QTest::addColumn<QString>("warning"); // empty: none
        const QByteArray nccl = R"(["--backend", "nccl", "-b", "8M"])";
        const QByteArray mpi = R"(["-b", "8M"])";
        QTest::newRow("tbf, nccl") << QByteArray(
                                          R"(["--kind", "link-degraded", "--interface", "ens1f0", "--rate", "1gbit"])")
                                   << nccl << QStringLiteral("Step 2: link-degraded reaches only kernel IP traffic");
        QTest::newRow("background load, nccl")
            << QByteArray(
                   R"(["--kind", "background-load", "--interface", "ens1f0", "--peer", "10.0.0.2", "--rate", "10gbit"])")
            << nccl << QStringLiteral("Step 2: background-load reaches only kernel IP traffic");
        QTest::newRow("IPoIB link-down, nccl") << QByteArray(R"(["--kind", "link-down", "--interface", "ib0"])") << nccl
                                               << QStringLiteral("Step 2: if ib0 is an IPoIB interface");
        QTest::newRow("tbf, mpi") << QByteArray(
                                         R"(["--kind", "link-degraded", "--interface", "ens1f0", "--rate", "1gbit"])")
                                  << mpi << QString();
        QTest::newRow("roce speed, nccl")
            << QByteArray(R"(["--kind", "roce-speed-degrade", "--interface", "ens1f0", "--speed", "25000"])") << nccl
            << QString();
        QTest::newRow("ib port, nccl") << QByteArray(R"(["--kind", "ib-port-disable", "--rdma-device", "mlx5_0"])")
                                       << nccl << QString();
        QTest::newRow("RoCE link-down, nccl")
            << QByteArray(R"(["--kind", "link-down", "--interface", "ens1f0"])") << nccl << QString();
    }

    void faultThatCannotReachTheTrafficWarns()
    {
        QFETCH(QByteArray, args);
        QFETCH(QByteArray, bench);
        QFETCH(QString, warning);
        QString error;
        const std::optional<AcceptancePlan> read =
            AcceptancePlan::fromJson(plan(R"([{"kind": "baseline", "bench": )" + bench +
                                          R"(}, {"kind": "fault", "args": )" + args + R"(, "bench": )" + bench + "}]"),
                                     &error);
        QVERIFY2(read, qPrintable(error));
        QVERIFY(read->problems().isEmpty());
        const QStringList warnings = read->warnings();
        QCOMPARE(read->stepWarnings(1), warnings);
        QVERIFY(read->stepWarnings(0).isEmpty());
        if (warning.isEmpty()) {
            QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(u'\n')));
        } else {
            QCOMPARE(warnings.size(), 1);
            QVERIFY2(warnings.first().startsWith(warning), qPrintable(warnings.first()));
        }
    }
};

QTEST_GUILESS_MAIN(TestAcceptancePlan)
#include "testacceptanceplan.moc"
