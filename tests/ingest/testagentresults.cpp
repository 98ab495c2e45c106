// SPDX-License-Identifier: Apache-2.0
#include "analysis/countercomparison.h"
#include "domain/faultreach.h"
#include "ingest/agentresults.h"

#include <QFile>
#include <QTest>
#include <algorithm>

using namespace fw::core;

// Streams written by the real agent (tests/fixtures/agent-streams/README.md says how), and hand-made broken ones.
class TestAgentResults : public QObject
{
    Q_OBJECT

private slots:
    void storageTwoRanks();
    void storageRecoveryAfterAKilledRank();
    void storageSummariesMatchTheirRepeats();
    void storageCacheNotBypassedWarns();
    void storageCorruptionIsAFailedResult();
    void storageTruncatedKeepsWhatArrived();
    void replaySynthetic();
    void replayCommandJobExit();
    void replayCommandJobKilled();
    void countersDeltaWithAlarms();
    void countersSnapshots();
    void countersNotesWhenNothingToRead();
    void deltaBetweenSnapshotsMatchesTheAgent();
    void faultPlan();
    void faultAppliedAndReverted();
    void faultRefused();
    void malformed_data();
    void malformed();
    void garbageNeverCrashes();

private:
    static QByteArray stream(const char* name);
};

QByteArray TestAgentResults::stream(const char* name)
{
    QFile file(QStringLiteral(FW_SOURCE_DIR "/tests/fixtures/agent-streams/") + QLatin1StringView(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open fixture %s", name);
    return file.readAll();
}

void TestAgentResults::storageRecoveryAfterAKilledRank()
{
    const StorageResults r = AgentResults::parseStorage(stream("storage-recovery-3ranks.jsonl"));
    QVERIFY(r.stream.ok());
    QCOMPARE(r.phases.size(), 2);
    QCOMPARE(r.killRank, std::optional<int>(1));
    QVERIFY(!r.phases.at(0).killRank);
    QCOMPARE(r.phases.at(0).recoveryUs.count, 0);
    const StoragePhaseResult* recovery = r.phase(QStringLiteral("recovery"));
    QVERIFY(recovery);
    QCOMPARE(recovery->killRank, std::optional<int>(1));
    QCOMPARE(recovery->recoveryUs.count, 2);
    QVERIFY(recovery->recoveryUs.p50 >= recovery->slowestRankTimeUs.min);
    QCOMPARE(recovery->tornBytes, (QList<qint64>{2097152, 2097152}));
    QVERIFY(r.phases.at(0).tornBytes.isEmpty());
    QCOMPARE(recovery->ranks.size(), 3);
    QCOMPARE(recovery->wrongWords, 0);
}

void TestAgentResults::storageTwoRanks()
{
    const StorageResults r = AgentResults::parseStorage(stream("storage-2ranks.jsonl"));
    QVERIFY2(r.stream.ok(), qPrintable(r.stream.error ? r.stream.error->text() : QString()));
    QCOMPARE(r.stream.command, QStringLiteral("storage"));
    QVERIFY(r.stream.hasEnd);
    QCOMPARE(r.stream.endStatus, QStringLiteral("ok"));
    QVERIFY(!r.stream.aborted());
    QVERIFY(!r.stream.failed());
    QVERIFY(!r.stream.truncated);
    QCOMPARE(r.ranks, 2);
    QCOMPARE(r.mode, QStringLiteral("all"));
    QCOMPARE(r.path, QStringLiteral("/tmp/h2s"));
    QCOMPARE(r.phases.size(), 3);
    QCOMPARE(r.phases.at(0).phase, QStringLiteral("checkpoint_write"));
    QCOMPARE(r.phases.at(1).phase, QStringLiteral("restore"));
    QCOMPARE(r.phases.at(2).phase, QStringLiteral("dataset_load"));

    const StoragePhaseResult* write = r.phase(QStringLiteral("checkpoint_write"));
    QVERIFY(write);
    QVERIFY(write->fsync);
    QVERIFY(write->cacheBypass.isEmpty());
    QVERIFY(!isKnown(write->maxResidentFraction));
    QCOMPARE(write->repeats, 3);
    QCOMPARE(write->bytesPerRank, 1048576);
    QCOMPARE(write->totalBytes, 2 * 1048576);
    QCOMPARE(write->aggregateGBs.count, 3);
    QCOMPARE(write->aggregateGBs.p50, 0.26048958);
    QCOMPARE(write->aggregateGBs.min, 0.24551864);
    QCOMPARE(write->slowestRankTimeUs.max, 8541.722);
    QCOMPARE(write->wrongWords, 0);
    QCOMPARE(write->ranks.size(), 2);
    QCOMPARE(write->ranks.at(1).rank, 1);
    QCOMPARE(write->ranks.at(1).host, QStringLiteral("vm"));
    QCOMPARE(write->ranks.at(1).gbs.count, 3);

    const StoragePhaseResult* restore = r.phase(QStringLiteral("restore"));
    QVERIFY(restore);
    QVERIFY(!restore->fsync);
    QCOMPARE(restore->cacheBypass, QStringLiteral("o_direct"));
    QCOMPARE(restore->maxResidentFraction, 0.0);
    QVERIFY(!r.phase(QStringLiteral("nonexistent")));
}

void TestAgentResults::storageSummariesMatchTheirRepeats()
{
    // The aggregate is all ranks' bytes over the slowest rank's time, per repeat: check the parser kept the
    // pieces consistent with each other, as the protocol defines them.
    const StorageResults r = AgentResults::parseStorage(stream("storage-2ranks.jsonl"));
    for (const StoragePhaseResult& p : r.phases) {
        QCOMPARE(p.repeatSamples.size(), p.repeats);
        std::vector<double> aggregates;
        double slowestMax = 0;
        for (const StorageRepeat& repeat : p.repeatSamples) {
            QCOMPARE(int(repeat.rankTimeUs.size()), r.ranks);
            const double slowest = *std::max_element(repeat.rankTimeUs.begin(), repeat.rankTimeUs.end());
            slowestMax = std::max(slowestMax, slowest);
            QVERIFY(qAbs(repeat.aggregateGBs - double(p.totalBytes) / (slowest * 1000.0)) < 1e-4 * repeat.aggregateGBs);
            aggregates.push_back(repeat.aggregateGBs);
        }
        std::sort(aggregates.begin(), aggregates.end());
        QVERIFY(qAbs(p.aggregateGBs.min - aggregates.front()) < 1e-6);
        QVERIFY(qAbs(p.aggregateGBs.max - aggregates.back()) < 1e-6);
        QVERIFY(qAbs(p.slowestRankTimeUs.max - slowestMax) < 1e-2);
    }
}

void TestAgentResults::storageCacheNotBypassedWarns()
{
    const StorageResults r = AgentResults::parseStorage(stream("storage-tmpfs-nobypass.jsonl"));
    QVERIFY(r.stream.ok());
    QVERIFY(!r.killRank);
    QCOMPARE(r.mode, QStringLiteral("read"));
    QCOMPARE(r.phases.size(), 1);
    QCOMPARE(r.phases.at(0).phase, QStringLiteral("dataset_load"));
    QCOMPARE(r.phases.at(0).cacheBypass, QStringLiteral("none"));
    QCOMPARE(r.phases.at(0).maxResidentFraction, 1.0);
    QCOMPARE(r.stream.warnings.size(), 1);
    QVERIFY(r.stream.warnings.at(0).message.contains(QStringLiteral("page cache could not be bypassed")));
    QVERIFY(!r.stream.warnings.at(0).rank);
}

void TestAgentResults::storageCorruptionIsAFailedResult()
{
    const StorageResults r = AgentResults::parseStorage(stream("storage-corrupt.jsonl"));
    QVERIFY(r.stream.ok());
    QVERIFY(r.stream.failed());
    QCOMPARE(r.stream.endStatus, QStringLiteral("failed"));
    QCOMPARE(r.stream.endMessage, QStringLiteral("data check failed: 1 words read back wrong"));
    QCOMPARE(r.stream.wrongTotal, 1);
    QCOMPARE(r.phase(QStringLiteral("restore"))->wrongWords, 1);
    QCOMPARE(r.phase(QStringLiteral("checkpoint_write"))->wrongWords, 0);
    QVERIFY(!r.stream.start.value(QStringLiteral("test_hooks")).isNull());
}

void TestAgentResults::storageTruncatedKeepsWhatArrived()
{
    const StorageResults r = AgentResults::parseStorage(stream("storage-truncated.jsonl"));
    QVERIFY2(r.stream.ok(), qPrintable(r.stream.error ? r.stream.error->text() : QString()));
    QVERIFY(r.stream.truncated);
    QVERIFY(r.stream.aborted());
    QVERIFY(!r.stream.hasEnd);
    QCOMPARE(r.phases.size(), 1);
    QCOMPARE(r.phases.at(0).phase, QStringLiteral("checkpoint_write"));
    QCOMPARE(r.stream.lines, 12);
}

void TestAgentResults::replaySynthetic()
{
    const ReplayResults r = AgentResults::parseReplay(stream("replay-synthetic.jsonl"));
    QVERIFY(r.stream.ok());
    QCOMPARE(r.stream.command, QStringLiteral("replay"));
    QVERIFY(r.hasResult);
    QCOMPARE(r.mode, QStringLiteral("synthetic"));
    QCOMPARE(r.steps, 6);
    QCOMPARE(r.stepEvents.size(), 6);
    QCOMPARE(r.stepTimeUs.count, 6);
    QCOMPARE(r.stepTimeUs.p50, 2096.284);
    QCOMPARE(r.stepTimeUs.p99, 6136.807);
    QCOMPARE(r.checkpoints, 2);
    QCOMPARE(r.checkpointUs.count, 2);
    QCOMPARE(r.checkpointUs.max, 3962.947);
    QCOMPARE(r.allreduceBusbwGBs, 0.6852435);
    QCOMPARE(r.wrongElements, 0);
    QVERIFY(!r.tokensPerS.isKnown());
    QVERIFY(r.jobStatus.isEmpty());
    QVERIFY(!r.jobFailed());
    // Checkpoint steps are exactly the ones with a checkpoint time, every third.
    int withCheckpoint = 0;
    for (const ReplayStep& s : r.stepEvents) {
        QVERIFY(s.step);
        QCOMPARE(isKnown(s.checkpointUs), *s.step % 3 == 0);
        withCheckpoint += isKnown(s.checkpointUs) ? 1 : 0;
        QVERIFY(s.stepUs >= s.computeUs);
    }
    QCOMPARE(withCheckpoint, r.checkpoints);
}

void TestAgentResults::replayCommandJobExit()
{
    const ReplayResults r = AgentResults::parseReplay(stream("replay-command-exit3.jsonl"));
    QVERIFY(r.stream.ok());
    QCOMPARE(r.stream.endStatus, QStringLiteral("ok")); // the agent is fine, the job is not
    QCOMPARE(r.mode, QStringLiteral("command"));
    QCOMPARE(r.steps, 4);
    QCOMPARE(r.jobExitCode, 3);
    QVERIFY(!r.jobSignal);
    QCOMPARE(r.jobStatus, QStringLiteral("failed"));
    QVERIFY(r.jobFailed());
    QCOMPARE(r.tokensPerS.count, 4);
    QCOMPARE(r.tokensPerS.avg, 3002.5);
    QCOMPARE(r.stepTimeUs.min, 121500.0);
    QCOMPARE(r.jobOutputLines, 5);
    QCOMPARE(r.jobOutputTail.constLast(), QStringLiteral("done"));
    QCOMPARE(r.stepEvents.at(2).tokensPerS, 3003.0);
    QVERIFY(isKnown(r.wallS));
}

void TestAgentResults::replayCommandJobKilled()
{
    const ReplayResults r = AgentResults::parseReplay(stream("replay-command-killed.jsonl"));
    QVERIFY(r.stream.ok());
    QVERIFY(!r.jobExitCode);
    QCOMPARE(r.jobSignal, 9);
    QVERIFY(r.jobFailed());
    QCOMPARE(r.steps, 2);
    QCOMPARE(r.stepTimeUs.p50, 100000.0);
    QVERIFY(!r.tokensPerS.isKnown());
}

void TestAgentResults::countersDeltaWithAlarms()
{
    const CounterDeltas c = AgentResults::parseCounters(stream("counters-delta-fault.jsonl"));
    QVERIFY(c.stream.ok());
    QVERIFY(c.stream.start.isEmpty());
    QVERIFY(!c.stream.aborted());
    QCOMPARE(c.snapshots.size(), 0);
    QCOMPARE(c.deltas.size(), 1);
    const CounterDelta& d = c.deltas.at(0);
    QCOMPARE(d.phase, QStringLiteral("fault"));
    QCOMPARE(d.unchanged, 49);
    QVERIFY(d.notes.isEmpty());
    const auto linkDowned = std::find_if(d.changes.begin(), d.changes.end(), [](const CounterChange& x) {
        return x.name == QLatin1StringView("link_downed");
    });
    QVERIFY(linkDowned != d.changes.end());
    QCOMPARE(linkDowned->source, QStringLiteral("ib_port"));
    QCOMPARE(linkDowned->device, QStringLiteral("mlx5_0"));
    QCOMPARE(linkDowned->port, 1);
    QCOMPARE(linkDowned->before, 1);
    QCOMPARE(linkDowned->after, 2);
    QCOMPARE(linkDowned->delta, 1);
    // The reset counter (tx_packets on ib0 went down) has no delta.
    const auto reset = std::find_if(d.changes.begin(), d.changes.end(), [](const CounterChange& x) { return x.reset; });
    QVERIFY(reset != d.changes.end());
    QCOMPARE(reset->name, QStringLiteral("tx_packets"));
    QCOMPARE(reset->device, QStringLiteral("ib0"));
    QVERIFY(!reset->port);
    QVERIFY(!reset->delta);
    QVERIFY(!isKnown(reset->perS));
    for (const CounterChange& x : d.changes) {
        if (x.delta)
            QCOMPARE(*x.delta, x.after - x.before);
    }
    // link_downed is the one critical alarm; the 100,000 pause frames are a rate alarm from ethtool.
    QCOMPARE(c.alarmCount(AlarmSeverity::Critical), 1);
    QVERIFY(c.alarmCount(AlarmSeverity::Warning) >= 4);
    const auto critical = std::find_if(d.alarms.begin(), d.alarms.end(),
                                       [](const CounterAlarm& a) { return a.severity == AlarmSeverity::Critical; });
    QCOMPARE(critical->name, QStringLiteral("link_downed"));
    QCOMPARE(critical->limit, QStringLiteral("max_delta"));
    QCOMPARE(critical->threshold, 0.0);
    QCOMPARE(critical->ruleOrigin, QStringLiteral("default"));
    QVERIFY(std::any_of(d.alarms.begin(), d.alarms.end(), [](const CounterAlarm& a) {
        return a.source == QLatin1StringView("ethtool") && a.limit == QLatin1StringView("max_per_s");
    }));
}

void TestAgentResults::countersSnapshots()
{
    const CounterDeltas before = AgentResults::parseCounters(stream("counters-snapshot-before.jsonl"));
    const CounterDeltas after = AgentResults::parseCounters(stream("counters-snapshot-after.jsonl"));
    QVERIFY(before.stream.ok() && after.stream.ok());
    QCOMPARE(before.snapshots.size(), 1);
    QVERIFY(before.deltas.isEmpty());
    const CounterSnapshot& s = before.snapshots.at(0);
    QVERIFY(!s.host.isEmpty());
    QVERIFY(s.timeMs > 0);
    QVERIFY(s.counters.size() > 40);
    // port_xmit_data is 4-byte words in sysfs and bytes on the wire: the fixture holds 1,000,000 words.
    const auto xmit = std::find_if(s.counters.begin(), s.counters.end(), [](const CounterValue& v) {
        return v.device == QLatin1StringView("mlx5_0") && v.name == QLatin1StringView("port_xmit_data");
    });
    QVERIFY(xmit != s.counters.end());
    QCOMPARE(xmit->unit, QStringLiteral("bytes"));
    QCOMPARE(xmit->value, 4000000);
}

void TestAgentResults::countersNotesWhenNothingToRead()
{
    const CounterDeltas none = AgentResults::parseCounters(stream("counters-no-rdma.jsonl"));
    QVERIFY(none.stream.ok());
    QCOMPARE(none.snapshots.size(), 1);
    QVERIFY(none.snapshots.at(0).counters.isEmpty());
    QCOMPARE(none.allNotes().size(), 1);
    QVERIFY(none.allNotes().at(0).contains(QStringLiteral("no RDMA devices")));

    const CounterDeltas watch = AgentResults::parseCounters(stream("counters-watch-host.jsonl"));
    QVERIFY(watch.stream.ok());
    QCOMPARE(watch.snapshots.size(), 1);
    QCOMPARE(watch.deltas.size(), 1);
    QCOMPARE(watch.deltas.at(0).phase, QStringLiteral("fault"));
    // The same two notes in the snapshot and the delta are listed once.
    QCOMPARE(watch.allNotes().size(), 2);
    QVERIFY(watch.allNotes().join(QLatin1Char('\n')).contains(QStringLiteral("could not be run")));
}

void TestAgentResults::deltaBetweenSnapshotsMatchesTheAgent()
{
    // The agent's own delta of the same two snapshots is the reference: same changes, resets and unchanged count.
    const CounterDeltas before = AgentResults::parseCounters(stream("counters-snapshot-before.jsonl"));
    const CounterDeltas after = AgentResults::parseCounters(stream("counters-snapshot-after.jsonl"));
    const CounterDeltas agent = AgentResults::parseCounters(stream("counters-delta-fault.jsonl"));
    const CounterDelta ours = CounterComparison::between(before.snapshots.at(0), after.snapshots.at(0));
    const CounterDelta& theirs = agent.deltas.at(0);
    QCOMPARE(ours.unchanged, theirs.unchanged);
    QCOMPARE(ours.changes.size(), theirs.changes.size());
    for (const CounterChange& t : theirs.changes) {
        const auto o = std::find_if(ours.changes.begin(), ours.changes.end(), [&](const CounterChange& x) {
            return x.source == t.source && x.device == t.device && x.port == t.port && x.name == t.name;
        });
        QVERIFY2(o != ours.changes.end(), qPrintable(t.name));
        QCOMPARE(o->before, t.before);
        QCOMPARE(o->after, t.after);
        QCOMPARE(o->delta, t.delta);
        QCOMPARE(o->reset, t.reset);
    }
    QVERIFY(ours.alarms.isEmpty());
    QVERIFY(ours.notes.constLast().contains(QStringLiteral("no alarm rules")));
}

void TestAgentResults::faultPlan()
{
    const FaultEvents f = AgentResults::parseFault(stream("fault-plan-link-degraded.jsonl"));
    QVERIFY(f.stream.ok());
    QCOMPARE(f.applied.size(), 1);
    const FaultApplied& a = f.applied.at(0);
    QVERIFY(a.dryRun);
    QVERIFY(a.id.isEmpty());
    QCOMPARE(a.kind, QStringLiteral("link-degraded"));
    QCOMPARE(a.interface, QStringLiteral("eth0"));
    QCOMPARE(a.ttlS, 60);
    QCOMPARE(a.commands, QStringList{QStringLiteral(
                             "tc qdisc add dev eth0 root handle fa17: tbf rate 100mbit burst 32kbit latency 50ms")});
    QCOMPARE(a.revertCommands, QStringList{QStringLiteral("tc qdisc del dev eth0 root handle fa17:")});
    QVERIFY(a.note.contains(QStringLiteral("NOT degraded")));
    // A stream from an agent before `reach` still reads; the reach is not recorded.
    QVERIFY(a.reach.isEmpty());
    QVERIFY(f.reverted.isEmpty());

    const FaultEvents rdma = AgentResults::parseFault(stream("fault-plan-roce-link-down.jsonl"));
    QVERIFY(rdma.stream.ok());
    QCOMPARE(rdma.applied.size(), 1);
    QCOMPARE(rdma.applied.at(0).kind, QStringLiteral("roce-link-down"));
    QCOMPARE(rdma.applied.at(0).interface, QStringLiteral("fw0"));
    QCOMPARE(rdma.applied.at(0).reach, QStringLiteral("rdma_path"));
    QVERIFY(FaultReach::touchesFabric(rdma.applied.at(0).reach));
    QVERIFY(!FaultReach::touchesFabric(FaultReach::ofKind(QStringLiteral("link-degraded"))));
    QCOMPARE(FaultReach::ofKind(QStringLiteral("background-load")), QStringLiteral("kernel_ip"));
}

void TestAgentResults::faultAppliedAndReverted()
{
    const FaultEvents f = AgentResults::parseFault(stream("fault-storage-burst-hold.jsonl"));
    QVERIFY(f.stream.ok());
    QCOMPARE(f.applied.size(), 1);
    const FaultApplied& a = f.applied.at(0);
    QVERIFY(!a.dryRun);
    QCOMPARE(a.id.size(), 16);
    QCOMPARE(a.kind, QStringLiteral("storage-burst"));
    QVERIFY(a.interface.isEmpty());
    QCOMPARE(a.path, QStringLiteral("/tmp/h2s/burst"));
    QCOMPARE(a.bytes, 1048576);
    QCOMPARE(a.ttlS, 2);
    QVERIFY(a.deadlineMs > 0);
    const FaultReverted* r = f.revertOf(a.id);
    QVERIFY(r);
    QCOMPARE(r->reason, QStringLiteral("ttl"));
    QVERIFY(r->ok);
    QCOMPARE(r->commands.size(), 1);
    QCOMPARE(r->commands.at(0).command, a.revertCommands.at(0));
    QCOMPARE(r->commands.at(0).exitCode, 0);
    QVERIFY(!f.revertOf(QStringLiteral("0000000000000000")));
}

void TestAgentResults::faultRefused()
{
    const FaultEvents f = AgentResults::parseFault(stream("fault-refused.jsonl"));
    QVERIFY(f.stream.ok());
    QVERIFY(f.applied.isEmpty());
    QCOMPARE(f.stream.errors.size(), 1);
    QVERIFY(f.stream.errors.at(0).message.contains(QStringLiteral("nosuchif0")));
    QVERIFY(f.stream.failed());
}

void TestAgentResults::malformed_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("kind"); // 0 storage, 1 replay, 2 counters, 3 fault
    QTest::addColumn<qint64>("line");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("keptPhases"); // storage only

    QTest::addRow("bad json") << stream("malformed-bad-json.jsonl") << 0 << qint64(3) << QString() << 0;
    QTest::addRow("field type") << stream("malformed-field-type.jsonl") << 0 << qint64(12)
                                << QStringLiteral("aggregate_gbs") << 0;
    QTest::addRow("version") << stream("malformed-version.jsonl") << 0 << qint64(1) << QStringLiteral("v") << 0;
    QTest::addRow("missing steps") << stream("malformed-replay-missing-steps.jsonl") << 1 << qint64(8)
                                   << QStringLiteral("steps") << 0;
    QTest::addRow("nested field") << QByteArray(R"({"v":1,"type":"storage_result","phase":"restore","repeats":1,)"
                                                R"("bytes_per_rank":1,"total_bytes":1,"rank_stats":[{"rank":0},)"
                                                R"({"rank":1,"gbs":{"count":1,"p99":"x"}}]})"
                                                "\n")
                                  << 0 << qint64(1) << QStringLiteral("rank_stats[1].gbs.p99") << 0;
    QTest::addRow("unknown severity")
        << QByteArray(R"({"v":1,"type":"counter_delta","deltas":[],"alarms":[{"source":"netdev","device":"eth0",)"
                      R"("name":"rx_errors","limit":"max_delta","severity":"fatal"}]})"
                      "\n")
        << 2 << qint64(1) << QStringLiteral("alarms[0].severity") << 0;
    QTest::addRow("null delta without reset")
        << QByteArray(R"({"v":1,"type":"counter_delta","deltas":[{"source":"netdev","device":"eth0","name":"x",)"
                      R"("before":1,"after":2,"delta":null}]})"
                      "\n")
        << 2 << qint64(1) << QStringLiteral("deltas[0].delta") << 0;
    QTest::addRow("revert without ok") << QByteArray("\n"
                                                     R"({"v":1,"type":"fault_reverted","id":"a","reason":"ttl"})"
                                                     "\n")
                                       << 3 << qint64(2) << QStringLiteral("ok") << 0;
    QTest::addRow("array not object") << QByteArray("[1,2]\n") << 3 << qint64(1) << QString() << 0;
    QTest::addRow("fractional integer") << QByteArray(
                                               R"({"v":1,"type":"storage_result","phase":"restore","repeats":1.5})"
                                               "\n")
                                        << 0 << qint64(1) << QStringLiteral("repeats") << 0;
}

void TestAgentResults::malformed()
{
    QFETCH(QByteArray, data);
    QFETCH(int, kind);
    QFETCH(qint64, line);
    QFETCH(QString, field);
    AgentStreamInfo info;
    if (kind == 0)
        info = AgentResults::parseStorage(data).stream;
    else if (kind == 1)
        info = AgentResults::parseReplay(data).stream;
    else if (kind == 2)
        info = AgentResults::parseCounters(data).stream;
    else
        info = AgentResults::parseFault(data).stream;
    QVERIFY(!info.ok());
    QCOMPARE(info.error->line, line);
    QCOMPARE(info.error->field, field);
    QVERIFY(!info.error->message.isEmpty());
    QVERIFY(info.error->text().contains(QString::number(line)));
    if (!field.isEmpty())
        QVERIFY(info.error->text().contains(field));
    QVERIFY(!info.truncated);
}

void TestAgentResults::garbageNeverCrashes()
{
    // Every prefix of a real stream parses without crashing: cut mid-line it is truncated, never an error.
    const QByteArray full = stream("counters-delta-fault.jsonl") + stream("replay-synthetic.jsonl");
    for (qsizetype n = 0; n < full.size(); n += 97) {
        const QByteArray part = full.left(n);
        const CounterDeltas c = AgentResults::parseCounters(part);
        const ReplayResults r = AgentResults::parseReplay(part);
        QVERIFY2(c.stream.ok() && r.stream.ok(), qPrintable(QString::number(n)));
        QCOMPARE(c.stream.truncated, n > 0 && full.at(n - 1) != '\n');
    }
    const QByteArray noise("\x01\xff{\"v\":1,\"type\":\x00\n}}}\n", 20);
    QVERIFY(!AgentResults::parseInfo(noise).ok());
}

QTEST_GUILESS_MAIN(TestAgentResults)
#include "testagentresults.moc"
