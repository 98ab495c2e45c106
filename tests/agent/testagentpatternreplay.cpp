// SPDX-License-Identifier: Apache-2.0
#include "agentprocess.h"
#include "analysis/communicationpattern.h"
#include "replay/patternfile.h"
#include "smallworkload.h"

#include <QFile>
#include <QJsonArray>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

// `fabric-agent replay --pattern`: the pattern file the workbench writes for a workload, read back by the agent
// (layout and refusals checked here directly), then replayed under a real mpirun with four ranks: every collective
// of the step on its group, the step's compute, exposed communication and per-collective times, the all-reduce
// groups checked on rank-numbered data, and the open loop's latency from when each batch was due.
class TestAgentPatternReplay : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void theWorkbenchsPatternReadsBack();
    void groupsFollowTheParallelism();
    void badPatternNamesEntryAndKey_data();
    void badPatternNamesEntryAndKey();
    void replayRunsEveryCollectiveOnItsGroup();
    void openLoopCountsLatencyFromWhenDue();
    void twoJobsAtOnceGiveTheVictimsInflation();
    void optionsThatDoNotFitAreRefused();

private:
    using Run = agenttest::Run;
    Run mpirun(int ranks, const QStringList& args) const;
    QString writeFile(const QString& name, const QByteArray& content) const;
    // A small training step that four ranks run in moments: tensor parallelism 2 × data parallelism 2.
    QString tinyPattern() const;

    QTemporaryDir m_dir;
    QString m_mpirun;
};

void TestAgentPatternReplay::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_mpirun = QStandardPaths::findExecutable(u"mpirun"_s);
    QVERIFY2(!m_mpirun.isEmpty(), "mpirun is not on PATH; install openmpi-bin (packaging/install-deps.sh)");
}

TestAgentPatternReplay::Run TestAgentPatternReplay::mpirun(int ranks, const QStringList& args) const
{
    QProcess process;
    agenttest::startUnderMpirun(process, m_mpirun, QStringLiteral(FW_AGENT_PATH), ranks, args);
    return agenttest::finish(process, 120000);
}

QString TestAgentPatternReplay::writeFile(const QString& name, const QByteArray& content) const
{
    QFile file(m_dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(file.fileName()));
    return file.fileName();
}

QString TestAgentPatternReplay::tinyPattern() const
{
    const fw::core::WorkloadDescription d = testsupport::smallWorkload();
    return writeFile(u"tiny.json"_s,
                     QJsonDocument(fw::core::patternJson(d, fw::core::communicationPattern(d))).toJson());
}

void TestAgentPatternReplay::theWorkbenchsPatternReadsBack()
{
    // By hand (docs/workload.md): m = 4 / (2 × 1) = 2 micro-batches; A = 1 × 128 × 256 × 2 B = 64 KiB;
    // tensor-parallel all-reduces 2 × (2 / 1) × 2 = 8 forward and 8 backward over 2 ranks; the shard
    // S = 1,048,576 / 2 × 2 B = 1 MiB of gradients in one bucket, all-reduced once over the 2 replicas.
    const fw::agent::ReplayPattern pattern = fw::agent::readPatternFile(tinyPattern().toStdString());
    QCOMPARE(pattern.kind, std::string("pre_training"));
    QCOMPARE(pattern.tensorParallel, 2);
    QCOMPARE(pattern.dataParallel, 2);
    QCOMPARE(pattern.tokensPerStep, std::uint64_t(4 * 128));
    QCOMPARE(pattern.collectives.size(), std::size_t(3));
    const auto& forward = pattern.collectives[0];
    QCOMPARE(forward.order, 1);
    QCOMPARE(forward.collective, fw::base::Collective::AllReduce);
    QCOMPARE(forward.bytes, std::uint64_t(65536));
    QCOMPARE(forward.count, std::uint64_t(8));
    QCOMPARE(forward.groupSize, 2);
    QCOMPARE(forward.phase, std::string("forward"));
    QCOMPARE(forward.group, std::string("tensor_parallel"));
    QCOMPARE(pattern.collectives[1].phase, std::string("backward"));
    const auto& gradients = pattern.collectives[2];
    QCOMPARE(gradients.group, std::string("data_parallel"));
    QCOMPARE(gradients.bytes, std::uint64_t(1048576));
    QCOMPARE(gradients.count, std::uint64_t(1));
}

void TestAgentPatternReplay::groupsFollowTheParallelism()
{
    using fw::agent::groupLayout;
    fw::agent::ReplayPattern pattern;
    pattern.tensorParallel = 2;
    pattern.dataParallel = 2;
    const auto collective = [](int size, const char* group) {
        fw::agent::PatternCollective c;
        c.groupSize = size;
        c.group = group;
        return c;
    };
    // Eight ranks as tensor 2 × data 2 × pipeline 2: rank = t + 2 × (d + 2 × p).
    const fw::agent::GroupLayout tensor = groupLayout(collective(2, "tensor_parallel"), pattern, 8);
    QCOMPARE(tensor.size, 2);
    QCOMPARE(tensor.stride, 1);
    QCOMPARE(tensor.color(0), tensor.color(1));
    QVERIFY(tensor.color(1) != tensor.color(2));
    const fw::agent::GroupLayout data = groupLayout(collective(2, "data_parallel"), pattern, 8);
    QCOMPARE(data.stride, 2);
    QCOMPARE(data.color(0), data.color(2));
    QCOMPARE(data.color(5), data.color(7));
    QVERIFY(data.color(0) != data.color(1));
    QVERIFY(data.color(0) != data.color(4));
    QCOMPARE(data.position(2), 1);
    const fw::agent::GroupLayout pipeline = groupLayout(collective(2, "pipeline_parallel"), pattern, 8);
    QCOMPARE(pipeline.stride, 4);
    QCOMPARE(pipeline.color(1), pipeline.color(5));
    QCOMPARE(pipeline.position(5), 1);
    // The KV cache goes across the two halves of the run (its prefill and its decode nodes).
    const fw::agent::GroupLayout kv = groupLayout(collective(2, "kv_cache"), pattern, 8);
    QCOMPARE(kv.stride, 4);
    // A run smaller than the pattern's group keeps the largest group that divides it, on neighbouring ranks.
    const fw::agent::GroupLayout small = groupLayout(collective(8, "data_parallel"), pattern, 6);
    QCOMPARE(small.size, 6);
    QCOMPARE(small.stride, 1);
    const fw::agent::GroupLayout odd = groupLayout(collective(4, "tensor_parallel"), pattern, 6);
    QCOMPARE(odd.size, 3);
}

void TestAgentPatternReplay::badPatternNamesEntryAndKey_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("named");
    const QByteArray entry = R"({"order": 1, "collective": "all_reduce", "bytes": 64, "count": 1, "group_size": 2,
                                 "phase": "forward", "group": "tensor_parallel"})";
    const auto file = [&](const QByteArray& second) {
        return QByteArray(R"({"format": "fabric-workbench-pattern", "version": 1, "collectives": [)") + entry + ", " +
               second + "]}";
    };
    QTest::newRow("group size 0") << file(QByteArray(entry).replace(R"("group_size": 2)", R"("group_size": 0)"))
                                  << u"collectives[1].group_size: expected a whole number from 1"_s;
    QTest::newRow("unknown collective")
        << file(QByteArray(entry).replace("all_reduce", "all_shuffle"))
        << u"collectives[1].collective: 'all_shuffle' is no collective the agent runs"_s;
    QTest::newRow("unknown phase") << file(QByteArray(entry).replace("forward", "sideways"))
                                   << u"collectives[1].phase: 'sideways' is none of forward"_s;
    QTest::newRow("bytes as text") << file(QByteArray(entry).replace(R"("bytes": 64)", R"("bytes": "64")"))
                                   << u"collectives[1].bytes: expected a whole number"_s;
    QTest::newRow("newer version") << QByteArray(R"({"format": "fabric-workbench-pattern", "version": 2})")
                                   << u"version: expected a whole number from 1 to 1"_s;
    QTest::newRow("not a pattern") << QByteArray(R"({"format": "fabric-workbench-plan", "version": 1})")
                                   << u"format: expected 'fabric-workbench-pattern'"_s;
    QTest::newRow("broken JSON") << QByteArray("{\n  \"format\": ") << u"line 2"_s;
}

void TestAgentPatternReplay::badPatternNamesEntryAndKey()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, named);
    const QString path = writeFile(u"bad.json"_s, json);
    // Read directly, and by the agent under mpirun: the error event names the file, the entry and the key.
    try {
        fw::agent::readPatternFile(path.toStdString());
        QFAIL("the pattern was accepted");
    } catch (const std::runtime_error& error) {
        QVERIFY2(QString::fromUtf8(error.what()).contains(named), error.what());
        QVERIFY2(QString::fromUtf8(error.what()).startsWith(u"pattern "_s + path), error.what());
    }
    const Run run = mpirun(2, {u"replay"_s, u"--pattern"_s, path, u"--steps"_s, u"2"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.ofType(u"replay_step"_s).isEmpty());
    QVERIFY2(run.first(u"error"_s)[u"message"_s].toString().contains(named),
             qPrintable(run.first(u"error"_s)[u"message"_s].toString()));
    QCOMPARE(run.first(u"end"_s)[u"status"_s].toString(), u"failed"_s);
}

void TestAgentPatternReplay::replayRunsEveryCollectiveOnItsGroup()
{
    const Run run = mpirun(4, {u"replay"_s, u"--pattern"_s, tinyPattern(), u"--steps"_s, u"6"_s, u"--compute-ms"_s,
                               u"2"_s, u"--compute"_s, u"sleep"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem + QString::fromUtf8(run.err)));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject start = run.first(u"start"_s);
    QCOMPARE(start[u"mode"_s].toString(), u"pattern"_s);
    QCOMPARE(start[u"ranks"_s].toInt(), 4);
    QCOMPARE(start[u"arrivals"_s].toString(), u"closed_loop"_s);
    const QJsonArray collectives = start[u"collectives"_s].toArray();
    QCOMPARE(collectives.size(), 3);
    QCOMPARE(collectives[0][u"ran_group_size"_s].toInt(), 2);
    QCOMPARE(collectives[0][u"stride"_s].toInt(), 1);
    QCOMPARE(collectives[2][u"group"_s].toString(), u"data_parallel"_s);
    QCOMPARE(collectives[2][u"stride"_s].toInt(), 2);
    QVERIFY(run.ofType(u"warning"_s).isEmpty());

    const QList<QJsonObject> steps = run.ofType(u"replay_step"_s);
    QCOMPARE(steps.size(), 6);
    for (const QJsonObject& step : steps) {
        const double stepUs = step[u"step_us"_s].toDouble();
        const double computeUs = step[u"compute_us"_s].toDouble();
        // 2 ms of compute spread over the 17 calls' gaps, slept: at least that long.
        QVERIFY2(computeUs >= 2000, qPrintable(QString::number(computeUs)));
        QVERIFY(stepUs >= computeUs);
        QVERIFY(step[u"exposed_us"_s].toDouble() > 0);
        QVERIFY(step[u"latency_us"_s].isNull());
        const QJsonArray perCollective = step[u"collective_us"_s].toArray();
        QCOMPARE(perCollective.size(), 3);
        for (const QJsonValue& us : perCollective)
            QVERIFY(us.toDouble() > 0);
    }
    const QJsonObject result = run.first(u"replay_result"_s);
    QCOMPARE(result[u"mode"_s].toString(), u"pattern"_s);
    QCOMPARE(result[u"steps"_s].toInt(), 6);
    // The groups as the start event names them: every checked all-reduce summed over exactly those ranks.
    QCOMPARE(result[u"wrong_elements"_s].toInt(-1), 0);
    const QJsonObject stepTime = result[u"step_time_us"_s].toObject();
    QCOMPARE(stepTime[u"count"_s].toInt(), 6);
    QVERIFY(stepTime.contains(u"p999"_s));
    QVERIFY(result[u"exposed_us"_s].toObject()[u"p50"_s].toDouble() > 0);
    QVERIFY(!result.contains(u"request_latency_us"_s));
    // Tokens per second of the whole job: 4 sequences of 128 tokens per step over the step's time.
    const QJsonObject tokens = result[u"tokens_per_s"_s].toObject();
    QCOMPARE(tokens[u"count"_s].toInt(), 6);
    const double expected = 512 / (stepTime[u"max"_s].toDouble() * 1e-6);
    QVERIFY2(std::abs(tokens[u"min"_s].toDouble() - expected) <= expected * 1e-3,
             qPrintable(u"%1 against %2"_s.arg(tokens[u"min"_s].toDouble()).arg(expected)));
    const QJsonArray times = result[u"collective_us"_s].toArray();
    QCOMPARE(times.size(), 3);
    QCOMPARE(times[2][u"order"_s].toInt(), 3);
    QCOMPARE(times[2][u"time_us"_s][u"count"_s].toInt(), 6);
    QCOMPARE(run.first(u"end"_s)[u"status"_s].toString(), u"ok"_s);
}

void TestAgentPatternReplay::openLoopCountsLatencyFromWhenDue()
{
    // Batches due 1000 times a second on average, each taking at least 20 ms of compute: they fall behind, and the
    // latency counts the wait from when each was due, not only the batch's own time.
    const Run run =
        mpirun(2, {u"replay"_s, u"--pattern"_s, tinyPattern(), u"--steps"_s, u"8"_s, u"--compute-ms"_s, u"20"_s,
                   u"--compute"_s, u"sleep"_s, u"--arrival-rate"_s, u"1000"_s, u"--seed"_s, u"7"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem + QString::fromUtf8(run.err)));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject start = run.first(u"start"_s);
    QCOMPARE(start[u"arrivals"_s].toString(), u"open_loop_poisson"_s);
    QCOMPARE(start[u"arrival_rate_per_s"_s].toDouble(), 1000.0);
    QCOMPARE(start[u"seed"_s].toInt(), 7);
    // Two ranks: the pattern's groups of 2 fit, the data-parallel stride of 2 does not and falls back to neighbours.
    QCOMPARE(start[u"collectives"_s].toArray()[2][u"stride"_s].toInt(), 1);
    const QList<QJsonObject> steps = run.ofType(u"replay_step"_s);
    QCOMPARE(steps.size(), 8);
    for (const QJsonObject& step : steps)
        QVERIFY2(step[u"latency_us"_s].toDouble() >= step[u"step_us"_s].toDouble(),
                 QJsonDocument(step).toJson(QJsonDocument::Compact).constData());
    // The eighth batch was due about 8 ms after the start (the sum of 8 gaps of 1 ms on average) but could not
    // start before the seven before it had taken their 7 × 20 ms: it waited over 100 ms, and its latency says so.
    const QJsonObject last = steps.constLast();
    QVERIFY2(last[u"latency_us"_s].toDouble() - last[u"step_us"_s].toDouble() > 100000,
             QJsonDocument(last).toJson(QJsonDocument::Compact).constData());
    const QJsonObject latency = run.first(u"replay_result"_s)[u"request_latency_us"_s].toObject();
    QCOMPARE(latency[u"count"_s].toInt(), 8);
    QVERIFY(latency.contains(u"p999"_s));
}

void TestAgentPatternReplay::twoJobsAtOnceGiveTheVictimsInflation()
{
    // The victim is the small step; beside it, a step of larger all-reduces; both compute 20 ms a step, busy. Four
    // ranks share this computer's cores: alone, the victim's two ranks have them (the aggressor's ranks wait asleep);
    // beside the aggressor they share them.
    const QString victim = tinyPattern();
    fw::core::WorkloadDescription heavy = testsupport::smallWorkload();
    heavy.parameters = 4 * 1'048'576;
    heavy.gradientBucketBytes = 8 * 1'048'576;
    const QString aggressor = writeFile(
        u"heavy.json"_s, QJsonDocument(fw::core::patternJson(heavy, fw::core::communicationPattern(heavy))).toJson());
    const Run run = mpirun(4, {u"replay"_s, u"--pattern"_s, victim, u"--beside"_s, aggressor, u"--steps"_s, u"8"_s,
                               u"--compute-ms"_s, u"20"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem + QString::fromUtf8(run.err)));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject start = run.first(u"start"_s);
    QCOMPARE(start[u"beside_path"_s].toString(), aggressor);
    // Each job has two of the four ranks: the tensor-parallel pairs fit, the data-parallel stride does not.
    QCOMPARE(start[u"collectives"_s].toArray()[0][u"ran_group_size"_s].toInt(), 2);
    QCOMPARE(start[u"beside_collectives"_s].toArray().size(), 3);
    QStringList phases;
    double soloSlowest = 0, sharedSlowest = 0;
    for (const QJsonObject& step : run.ofType(u"replay_step"_s)) {
        phases << step[u"phase"_s].toString();
        double& slowest = phases.constLast() == u"solo"_s ? soloSlowest : sharedSlowest;
        slowest = std::max(slowest, step[u"step_us"_s].toDouble());
    }
    QCOMPARE(phases.count(u"solo"_s), 8);
    QCOMPARE(phases.count(u"shared"_s), 8);
    QCOMPARE(phases.indexOf(u"shared"_s), 8); // alone first

    const QJsonObject result = run.first(u"replay_result"_s);
    QCOMPARE(result[u"steps"_s].toInt(), 8);
    QCOMPARE(result[u"wrong_elements"_s].toInt(-1), 0);
    const QJsonObject isolation = result[u"isolation"_s].toObject();
    QCOMPARE(isolation[u"measure"_s].toString(), u"step_time_p99"_s);
    QVERIFY(isolation[u"aggressor_steps"_s].toInt() >= 1);
    QCOMPARE(isolation[u"aggressor_step_time_us"_s][u"count"_s].toInt(), isolation[u"aggressor_steps"_s].toInt());
    QCOMPARE(isolation[u"solo_step_time_us"_s][u"count"_s].toInt(), 8);
    const double inflation = isolation[u"p99_inflation"_s].toDouble();
    const double ratio = isolation[u"shared_p99_us"_s].toDouble() / isolation[u"solo_p99_us"_s].toDouble();
    QVERIFY(std::abs(inflation - ratio) <= ratio * 1e-5);
    // The p99 of 8 steps is the slowest of each phase's steps as they were reported.
    QVERIFY(std::abs(isolation[u"solo_p99_us"_s].toDouble() - soloSlowest) <= soloSlowest * 1e-5);
    QVERIFY(std::abs(isolation[u"shared_p99_us"_s].toDouble() - sharedSlowest) <= sharedSlowest * 1e-5);
    // How much the aggressor slows the victim is a measurement of this computer's load, which other tests share: the
    // test checks what the run guarantees (the aggressor's steps ran only while the victim's shared steps did, and
    // the figure is their ratio), not that the shared steps came out slower.
}

void TestAgentPatternReplay::optionsThatDoNotFitAreRefused()
{
    const QString pattern = tinyPattern();
    for (const QStringList& extra :
         {QStringList{u"--allreduce-bytes"_s, u"4M"_s}, QStringList{u"--command"_s, u"true"_s},
          QStringList{u"--arrival-rate"_s, u"0"_s}}) {
        QProcess process;
        process.start(QStringLiteral(FW_AGENT_PATH), QStringList{u"replay"_s, u"--pattern"_s, pattern} + extra);
        const Run run = agenttest::finish(process, 60000);
        QVERIFY2(run.exitCode == 2, qPrintable(extra.join(u' ') + u": "_s + QString::number(run.exitCode)));
        QVERIFY2(!run.err.isEmpty(), qPrintable(extra.join(u' ')));
    }
    QProcess process;
    process.start(QStringLiteral(FW_AGENT_PATH), {u"replay"_s, u"--arrival-rate"_s, u"5"_s});
    const Run run = agenttest::finish(process, 60000);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("--arrival-rate, --beside and --warmup need --pattern"), run.err.constData());
}

QTEST_GUILESS_MAIN(TestAgentPatternReplay)
#include "testagentpatternreplay.moc"
