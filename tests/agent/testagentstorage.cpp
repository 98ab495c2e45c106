// SPDX-License-Identifier: Apache-2.0
#include "agentprocess.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <algorithm>
#include <cmath>
#include <functional>

using namespace Qt::StringLiterals;

// Runs the real agent's `storage` and `replay` on real files in temporary directories (fsync included), with one
// process and under a real mpirun with two ranks, and reads its JSON Lines as the workbench does.
class TestAgentStorage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void storageOneRankAllPhases();
    void storageTwoRanksAggregate();
    void storageCorruptionIsDetected();
    void storageRecoveryAfterAKilledRank();
    void storageDiskFullIsAnError();
    void storageSaysWhenCacheIsNotBypassed();
    void storageCleansUpOnSigterm();
    void storageBadOptions_data();
    void storageBadOptions();
    void replaySyntheticTwoRanks();
    void replayCommandReadsSteps();
    void replayCommandIntervalSteps();
    void replaySigtermStopsTheJob();
    void replayBadOptions_data();
    void replayBadOptions();
    void burstDryRunChangesNothing();
    void burstRevertsAtTtl();
    void burstRevertOnRequestStopsWriter();
    void burstRefusesExistingFile();

private:
    using Run = agenttest::Run;

    Run mpirun(int ranks, const QStringList& args, const QStringList& env = {}) const;
    static Run direct(const QStringList& args);
    static Run finish(QProcess& process);
    static QString protocolProblem(const QList<QJsonObject>& events);
    static QStringList leftovers(const QString& dir);
    // Mounts a tmpfs of `size` on `dir`; false (with the reason) when this machine does not let us.
    static bool mountTmpfs(const QString& dir, const QString& size, QString* reason);
    static void unmount(const QString& dir);
    // Processes whose command line mentions `text` (the storage-burst writer carries its file's path).
    static QStringList processesMentioning(const QString& text);
    static bool waitFor(const std::function<bool()>& condition, int ms);

    QString m_mpirun;
};

void TestAgentStorage::initTestCase()
{
    m_mpirun = QStandardPaths::findExecutable(u"mpirun"_s);
    if (!FW_AGENT_HAS_MPI)
        return; // the two-rank cases skip
    QVERIFY2(!m_mpirun.isEmpty(), "mpirun is not on PATH; install openmpi-bin (packaging/install-deps.sh)");
}

TestAgentStorage::Run TestAgentStorage::mpirun(int ranks, const QStringList& args, const QStringList& env) const
{
    if (!FW_AGENT_HAS_MPI) {
        Run run;
        run.problem = u"this fabric-agent was built without MPI"_s;
        return run;
    }
    QProcess process;
    agenttest::startUnderMpirun(process, m_mpirun, QStringLiteral(FW_AGENT_PATH), ranks, args, env);
    return finish(process);
}

TestAgentStorage::Run TestAgentStorage::direct(const QStringList& args)
{
    QProcess process;
    process.start(QStringLiteral(FW_AGENT_PATH), args);
    return finish(process);
}

TestAgentStorage::Run TestAgentStorage::finish(QProcess& process)
{
    Run run = agenttest::finish(process, 60000);
    if (run.problem.isEmpty())
        run.problem = protocolProblem(run.events);
    return run;
}

// The grammar shared with bench (docs/agent-protocol.md): versioned objects, at most one start, progress counting
// up from 1, exactly one end, last.
QString TestAgentStorage::protocolProblem(const QList<QJsonObject>& events)
{
    QString problem;
    qint64 lastIndex = 0;
    int starts = 0;
    for (qsizetype i = 0; i < events.size() && problem.isEmpty(); ++i) {
        const QJsonObject& event = events[i];
        const QString type = event[u"type"_s].toString();
        if (event[u"v"_s].toInt() != 2 || type.isEmpty())
            problem = u"event %1 has no v=1 or no type"_s.arg(i);
        else if (type == u"end"_s && i + 1 != events.size())
            problem = u"end is not the last event"_s;
        else if (type == u"start"_s && ++starts > 1)
            problem = u"two start events"_s;
        else if (type == u"progress"_s) {
            const qint64 index = event[u"index"_s].toInteger();
            if (index != lastIndex + 1 || index > event[u"total"_s].toInteger())
                problem = u"progress %1 after %2"_s.arg(index).arg(lastIndex);
            lastIndex = index;
        } else if ((type == u"error"_s || type == u"warning"_s) && event[u"message"_s].toString().isEmpty())
            problem = u"%1 without a message"_s.arg(type);
    }
    if (problem.isEmpty() && (events.isEmpty() || events.last()[u"type"_s].toString() != u"end"_s))
        problem = u"the last event is not end"_s;
    return problem;
}

QStringList TestAgentStorage::leftovers(const QString& dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
}

bool TestAgentStorage::mountTmpfs(const QString& dir, const QString& size, QString* reason)
{
    const testsupport::ProcessResult mount =
        testsupport::runProcess(u"mount"_s, {u"-t"_s, u"tmpfs"_s, u"-o"_s, u"size="_s + size, u"fwtest"_s, dir});
    if (!mount.succeeded()) {
        *reason = u"cannot mount a tmpfs here (needs root and mount rights): "_s +
                  QString::fromLocal8Bit(mount.err).trimmed();
        return false;
    }
    return true;
}

void TestAgentStorage::unmount(const QString& dir)
{
    QProcess::execute(u"umount"_s, {dir});
}

void TestAgentStorage::storageOneRankAllPhases()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Run run = direct({u"storage"_s, u"--path"_s, dir.path(), u"--size"_s, u"2M"_s, u"--block"_s, u"256K"_s,
                            u"--files"_s, u"2"_s, u"--repeats"_s, u"3"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject start = run.first(u"start"_s);
    QCOMPARE(start[u"command"_s].toString(), u"storage"_s);
    QCOMPARE(start[u"ranks"_s].toInt(), 1);
    QCOMPARE(start[u"size_bytes"_s].toInteger(), 2 << 20);
    const QList<QJsonObject> results = run.ofType(u"storage_result"_s);
    QCOMPARE(results.size(), 3);
    QStringList phases;
    for (const QJsonObject& result : results) {
        phases << result[u"phase"_s].toString();
        QCOMPARE(result[u"bytes_per_rank"_s].toInteger(), 4 << 20);
        QCOMPARE(result[u"wrong_words"_s].toInteger(), 0);
        const QJsonObject aggregate = result[u"aggregate_gbs"_s].toObject();
        QCOMPARE(aggregate[u"count"_s].toInt(), 3);
        QVERIFY(aggregate[u"min"_s].toDouble() > 0);
        QVERIFY(aggregate[u"p50"_s].toDouble() <= aggregate[u"max"_s].toDouble());
        QCOMPARE(result[u"rank_stats"_s].toArray().size(), 1);
        QCOMPARE(result[u"repeat_samples"_s].toArray().size(), 3);
        if (result[u"phase"_s].toString() != u"checkpoint_write"_s) {
            const QString bypass = result[u"cache_bypass"_s].toString();
            QVERIFY2(QStringList({u"o_direct"_s, u"fadvise_dontneed"_s, u"none"_s}).contains(bypass),
                     qPrintable(bypass));
        }
    }
    QCOMPARE(phases, QStringList({u"checkpoint_write"_s, u"restore"_s, u"dataset_load"_s}));
    QCOMPARE(run.events.last()[u"status"_s].toString(), u"ok"_s);
    QVERIFY2(leftovers(dir.path()).isEmpty(), qPrintable(leftovers(dir.path()).join(u", "_s)));
}

void TestAgentStorage::storageTwoRanksAggregate()
{
    if (!FW_AGENT_HAS_MPI)
        QSKIP("this fabric-agent was built without MPI: it runs one rank only");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Run run = mpirun(2, {u"storage"_s, u"--path"_s, dir.path(), u"--size"_s, u"1M"_s, u"--repeats"_s, u"2"_s,
                               u"--mode"_s, u"checkpoint"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem + QString::fromLocal8Bit(run.err)));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.first(u"start"_s)[u"ranks"_s].toInt(), 2);
    const QList<QJsonObject> results = run.ofType(u"storage_result"_s);
    QCOMPARE(results.size(), 2);
    for (const QJsonObject& result : results) {
        QCOMPARE(result[u"total_bytes"_s].toInteger(), 2 << 20);
        QCOMPARE(result[u"rank_stats"_s].toArray().size(), 2);
        // Aggregate = all ranks' bytes over the slowest rank's time, per repeat.
        for (const QJsonValue& value : result[u"repeat_samples"_s].toArray()) {
            const QJsonArray times = value[u"rank_time_us"_s].toArray();
            QCOMPARE(times.size(), 2);
            const double slowest = std::max(times[0].toDouble(), times[1].toDouble());
            const double expected = (2 << 20) / (slowest * 1e-6) / 1e9;
            QVERIFY(std::abs(value[u"aggregate_gbs"_s].toDouble() - expected) <= expected * 1e-5);
        }
    }
    QVERIFY2(leftovers(dir.path()).isEmpty(), qPrintable(leftovers(dir.path()).join(u", "_s)));
}

void TestAgentStorage::storageRecoveryAfterAKilledRank()
{
    if (!FW_AGENT_HAS_MPI)
        QSKIP("this fabric-agent was built without MPI: it runs one rank only");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Run run = mpirun(3, {u"storage"_s, u"--path"_s, dir.path(), u"--size"_s, u"16M"_s, u"--block"_s, u"64K"_s,
                               u"--repeats"_s, u"2"_s, u"--mode"_s, u"write"_s, u"--kill-rank"_s, u"1"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem + QString::fromLocal8Bit(run.err)));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.first(u"start"_s)[u"kill_rank"_s].toInt(), 1);
    const QList<QJsonObject> results = run.ofType(u"storage_result"_s);
    QCOMPARE(results.size(), 2);
    const QJsonObject recovery = results.last();
    QCOMPARE(recovery[u"phase"_s].toString(), u"recovery"_s);
    QCOMPARE(recovery[u"kill_rank"_s].toInt(), 1);
    QCOMPARE(recovery[u"wrong_words"_s].toInteger(), 0);
    // Every rank restored the last complete checkpoint, and the recovery took at least the slowest restore.
    const QJsonObject recoveryUs = recovery[u"recovery_us"_s].toObject();
    QCOMPARE(recoveryUs[u"count"_s].toInt(), 2);
    QVERIFY(recoveryUs[u"min"_s].toDouble() >= recovery[u"slowest_rank_time_us"_s][u"min"_s].toDouble());
    // The writer died half-way, however busy the machine: its torn files held exactly half the checkpoint.
    const QJsonArray torn = recovery[u"torn_bytes"_s].toArray();
    QCOMPARE(torn.size(), 2);
    for (const QJsonValue& bytes : torn)
        QCOMPARE(bytes.toInteger(), 8 << 20);
    QVERIFY2(leftovers(dir.path()).isEmpty(), qPrintable(leftovers(dir.path()).join(u", "_s)));
}

void TestAgentStorage::storageCorruptionIsDetected()
{
    if (!FW_AGENT_HAS_MPI)
        QSKIP("this fabric-agent was built without MPI: it runs one rank only");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Run run = mpirun(2,
                           {u"storage"_s, u"--path"_s, dir.path(), u"--size"_s, u"512K"_s, u"--repeats"_s, u"2"_s,
                            u"--mode"_s, u"checkpoint"_s},
                           {u"FW_AGENT_TEST_STORAGE_CORRUPT_RANK=1"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    QVERIFY(run.exitCode != 0);
    const QJsonObject end = run.events.last();
    QCOMPARE(end[u"status"_s].toString(), u"failed"_s);
    // One flipped byte per repeat: one wrong word each time.
    QCOMPARE(end[u"wrong_total"_s].toInteger(), 2);
    for (const QJsonObject& result : run.ofType(u"storage_result"_s))
        QCOMPARE(result[u"wrong_words"_s].toInteger(), result[u"phase"_s].toString() == u"restore"_s ? 2 : 0);
    QVERIFY(leftovers(dir.path()).isEmpty());
}

void TestAgentStorage::storageDiskFullIsAnError()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString reason;
    if (!mountTmpfs(dir.path(), u"1m"_s, &reason))
        QSKIP(qPrintable(reason));
    const Run run = direct(
        {u"storage"_s, u"--path"_s, dir.path(), u"--size"_s, u"4M"_s, u"--repeats"_s, u"1"_s, u"--mode"_s, u"write"_s});
    const QStringList left = leftovers(dir.path());
    unmount(dir.path());
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    QCOMPARE(run.exitCode, 1);
    const QJsonObject error = run.first(u"error"_s);
    QCOMPARE(error[u"errno"_s].toString(), u"ENOSPC"_s);
    QVERIFY(error[u"path"_s].toString().startsWith(dir.path() + u'/'));
    QVERIFY(error[u"message"_s].toString().contains(u"No space left on device"_s));
    QCOMPARE(run.events.last()[u"status"_s].toString(), u"failed"_s);
    QVERIFY(run.ofType(u"storage_result"_s).isEmpty());
    QVERIFY2(left.isEmpty(), qPrintable(left.join(u", "_s)));
}

void TestAgentStorage::storageSaysWhenCacheIsNotBypassed()
{
    // tmpfs is the page cache: with sizes that rule out O_DIRECT, every page stays resident after DONTNEED.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString reason;
    if (!mountTmpfs(dir.path(), u"4m"_s, &reason))
        QSKIP(qPrintable(reason));
    const Run run = direct({u"storage"_s, u"--path"_s, dir.path(), u"--size"_s, u"64000"_s, u"--block"_s, u"4000"_s,
                            u"--repeats"_s, u"1"_s, u"--mode"_s, u"checkpoint"_s});
    const QStringList left = leftovers(dir.path());
    unmount(dir.path());
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    QCOMPARE(run.exitCode, 0);
    const QList<QJsonObject> results = run.ofType(u"storage_result"_s);
    QCOMPARE(results.size(), 2);
    QCOMPARE(results[1][u"cache_bypass"_s].toString(), u"none"_s);
    QCOMPARE(results[1][u"max_resident_fraction"_s].toDouble(), 1.0);
    bool warned = false;
    for (const QJsonObject& warning : run.ofType(u"warning"_s))
        warned = warned || warning[u"message"_s].toString().contains(u"page cache could not be bypassed"_s);
    QVERIFY(warned);
    QVERIFY(left.isEmpty());
}

void TestAgentStorage::storageCleansUpOnSigterm()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // Started by hand: it is stopped mid-run on purpose, once it has written a file.
    QProcess process;
    process.start(QStringLiteral(FW_AGENT_PATH), {u"storage"_s, u"--path"_s, dir.path(), u"--size"_s, u"64M"_s,
                                                  u"--repeats"_s, u"100"_s, u"--mode"_s, u"write"_s});
    QVERIFY(process.waitForStarted());
    for (int i = 0; i < 6000 && leftovers(dir.path()).isEmpty(); ++i)
        QThread::msleep(10);
    QVERIFY2(!leftovers(dir.path()).isEmpty(), "the agent wrote no file within 60 s");
    process.terminate(); // SIGTERM to this process id only
    const Run run = finish(process);
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.first(u"error"_s)[u"message"_s].toString().contains(u"signal 15"_s));
    QCOMPARE(run.events.last()[u"status"_s].toString(), u"failed"_s);
    QVERIFY2(leftovers(dir.path()).isEmpty(), qPrintable(leftovers(dir.path()).join(u", "_s)));
}

void TestAgentStorage::storageBadOptions_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("no path") << QStringList{u"--size"_s, u"1M"_s} << 2 << u"--path DIR is required"_s;
    QTest::newRow("bad mode") << QStringList{u"--path"_s, u"/tmp"_s, u"--mode"_s, u"copy"_s} << 2 << u"--mode"_s;
    QTest::newRow("bad size") << QStringList{u"--path"_s, u"/tmp"_s, u"--size"_s, u"lots"_s} << 2 << u"--size"_s;
    QTest::newRow("missing dir") << QStringList{u"--path"_s, u"/nonexistent/fw-storage"_s} << 1
                                 << u"is not a directory"_s;
    QTest::newRow("kill rank when reading")
        << QStringList{u"--path"_s, u"/tmp"_s, u"--mode"_s, u"read"_s, u"--kill-rank"_s, u"0"_s} << 2
        << u"--kill-rank needs a mode that writes"_s;
    QTest::newRow("kill rank out of range")
        << QStringList{u"--path"_s, u"/tmp"_s, u"--kill-rank"_s, u"3"_s} << 1 << u"is not a rank of this run"_s;
}

void TestAgentStorage::storageBadOptions()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const Run run = direct(QStringList{u"storage"_s} + args);
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY(run.ofType(u"start"_s).isEmpty());
    QVERIFY2(run.first(u"error"_s)[u"message"_s].toString().contains(message),
             qPrintable(run.first(u"error"_s)[u"message"_s].toString()));
}

void TestAgentStorage::replaySyntheticTwoRanks()
{
    if (!FW_AGENT_HAS_MPI)
        QSKIP("this fabric-agent was built without MPI: it runs one rank only");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Run run = mpirun(2, {u"replay"_s, u"--steps"_s, u"4"_s, u"--compute-ms"_s, u"2"_s, u"--allreduce-bytes"_s,
                               u"64K"_s, u"--checkpoint-every"_s, u"2"_s, u"--checkpoint-bytes"_s, u"256K"_s,
                               u"--checkpoint-path"_s, dir.path()});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem + QString::fromLocal8Bit(run.err)));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject start = run.first(u"start"_s);
    QCOMPARE(start[u"mode"_s].toString(), u"synthetic"_s);
    QCOMPARE(start[u"ranks"_s].toInt(), 2);
    QCOMPARE(start[u"compute"_s].toString(), u"busy_loop"_s);
    const QList<QJsonObject> steps = run.ofType(u"replay_step"_s);
    QCOMPARE(steps.size(), 4);
    for (const QJsonObject& step : steps) {
        const bool checkpoint = step[u"step"_s].toInt() % 2 == 0;
        QCOMPARE(!step[u"checkpoint_us"_s].isNull(), checkpoint);
        // The busy loop spins for at least 2 ms; the step holds all three parts.
        QVERIFY(step[u"compute_us"_s].toDouble() >= 2000);
        QVERIFY(step[u"step_us"_s].toDouble() >= step[u"compute_us"_s].toDouble());
    }
    const QJsonObject result = run.first(u"replay_result"_s);
    QCOMPARE(result[u"steps"_s].toInt(), 4);
    QCOMPARE(result[u"checkpoints"_s].toInt(), 2);
    QCOMPARE(result[u"checkpoint_us"_s].toObject()[u"count"_s].toInt(), 2);
    QCOMPARE(result[u"step_time_us"_s].toObject()[u"count"_s].toInt(), 4);
    QCOMPARE(result[u"wrong_elements"_s].toInteger(), 0);
    QVERIFY(result[u"allreduce_busbw_gbs"_s].toDouble() > 0);
    QCOMPARE(run.events.last()[u"status"_s].toString(), u"ok"_s);
    QVERIFY2(leftovers(dir.path()).isEmpty(), qPrintable(leftovers(dir.path()).join(u", "_s)));
}

void TestAgentStorage::replayCommandReadsSteps()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString script = dir.filePath(u"train.sh"_s);
    QFile file(script);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("echo 'loading model'\n"
               "echo 'step 1 | step_time 100.0 ms | 2000 tok/s'\n"
               "echo 'step 2 | step_time 120.0 ms | 1800 tok/s'\n"
               "echo 'warning: slow' >&2\n"
               "echo 'step 3 | step_time 300.0 ms | 600 tok/s'\n"
               "exit 3\n");
    file.close();
    const Run run = direct({u"replay"_s, u"--command"_s, u"sh "_s + script, u"--step-regex"_s,
                            u"step_time ([0-9.]+) ms"_s, u"--tokens-regex"_s, u"([0-9]+) tok/s"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    // The job's failure is a result, not the agent's.
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.events.last()[u"status"_s].toString(), u"ok"_s);
    QCOMPARE(run.ofType(u"job_output"_s).size(), 5);
    QCOMPARE(run.ofType(u"replay_step"_s).size(), 3);
    const QJsonObject result = run.first(u"replay_result"_s);
    QCOMPARE(result[u"job_exit_code"_s].toInt(), 3);
    QCOMPARE(result[u"job_status"_s].toString(), u"failed"_s);
    QCOMPARE(result[u"steps"_s].toInt(), 3);
    const QJsonObject steps = result[u"step_time_us"_s].toObject();
    QCOMPARE(steps[u"p50"_s].toDouble(), 120000.0);
    QCOMPARE(steps[u"max"_s].toDouble(), 300000.0);
    QCOMPARE(steps[u"min"_s].toDouble(), 100000.0);
    const QJsonObject tokens = result[u"tokens_per_s"_s].toObject();
    QCOMPARE(tokens[u"count"_s].toInt(), 3);
    QCOMPARE(tokens[u"p50"_s].toDouble(), 1800.0);
}

void TestAgentStorage::replayCommandIntervalSteps()
{
    // Without a group, a step is the time between matching lines; sleep sets a floor on it.
    const Run run = direct({u"replay"_s, u"--command"_s, u"for i in 1 2 3; do echo iteration done; sleep 0.1; done"_s,
                            u"--step-regex"_s, u"iteration done"_s});
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject result = run.first(u"replay_result"_s);
    QCOMPARE(result[u"job_exit_code"_s].toInt(), 0);
    QCOMPARE(result[u"steps"_s].toInt(), 3);
    const QJsonObject steps = result[u"step_time_us"_s].toObject();
    QCOMPARE(steps[u"count"_s].toInt(), 2); // the first match only starts the clock
    QVERIFY(steps[u"min"_s].toDouble() >= 90000);
    QVERIFY(result[u"tokens_per_s"_s].isNull());
}

void TestAgentStorage::replaySigtermStopsTheJob()
{
    // A marker no other process has, to check that the job's whole process group went.
    const QString marker = u"sleep 29.%1"_s.arg(QCoreApplication::applicationPid());
    // Started by hand: it is stopped mid-run on purpose, once its job said it started.
    QProcess process;
    process.start(QStringLiteral(FW_AGENT_PATH),
                  {u"replay"_s, u"--command"_s, u"echo started; "_s + marker, u"--step-regex"_s, u"never"_s});
    QVERIFY(process.waitForStarted());
    QVERIFY2(waitFor(
                 [&] {
                     process.waitForReadyRead(20);
                     return process.peek(1 << 16).contains("\"line\":\"started\"");
                 },
                 60000),
             "the job did not start");
    process.terminate(); // SIGTERM to the agent's process id only; it passes it on to the job's group
    const Run run = finish(process);
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    QCOMPARE(run.exitCode, 1);
    const QJsonObject result = run.first(u"replay_result"_s);
    QCOMPARE(result[u"job_signal"_s].toInt(), 15);
    QVERIFY(result[u"job_exit_code"_s].isNull());
    QCOMPARE(run.events.last()[u"status"_s].toString(), u"failed"_s);
    QVERIFY2(waitFor([&] { return processesMentioning(marker).isEmpty(); }, 60000),
             qPrintable(processesMentioning(marker).join(u"; "_s)));
}

void TestAgentStorage::replayBadOptions_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("bad regex") << QStringList{u"--command"_s, u"true"_s, u"--step-regex"_s, u"(["_s}
                               << u"not a regular expression"_s;
    QTest::newRow("no step regex") << QStringList{u"--command"_s, u"true"_s} << u"needs --step-regex"_s;
    QTest::newRow("checkpoint without path")
        << QStringList{u"--checkpoint-every"_s, u"2"_s} << u"needs --checkpoint-path"_s;
    QTest::newRow("mixed modes") << QStringList{u"--command"_s, u"true"_s,    u"--step-regex"_s,
                                                u"x"_s,         u"--steps"_s, u"3"_s}
                                 << u"do not apply"_s;
}

void TestAgentStorage::replayBadOptions()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run run = direct(QStringList{u"replay"_s} + args);
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.first(u"error"_s)[u"message"_s].toString().contains(message),
             qPrintable(run.first(u"error"_s)[u"message"_s].toString()));
}

QStringList TestAgentStorage::processesMentioning(const QString& text)
{
    QStringList found;
    for (const QString& pid : QDir(u"/proc"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (!pid.front().isDigit() || pid == QString::number(QCoreApplication::applicationPid()))
            continue;
        QFile cmdline(u"/proc/"_s + pid + u"/cmdline"_s);
        if (!cmdline.open(QIODevice::ReadOnly))
            continue;
        const QByteArray args = cmdline.readAll().replace('\0', ' ');
        if (args.contains(text.toUtf8()))
            found << pid + u": "_s + QString::fromUtf8(args);
    }
    return found;
}

bool TestAgentStorage::waitFor(const std::function<bool()>& condition, int ms)
{
    for (int waited = 0; waited < ms; waited += 20) {
        if (condition())
            return true;
        QThread::msleep(20);
    }
    return condition();
}

void TestAgentStorage::burstDryRunChangesNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(u"burst"_s);
    const Run run = direct({u"fault"_s, u"apply"_s, u"--kind"_s, u"storage-burst"_s, u"--path"_s, file, u"--bytes"_s,
                            u"2M"_s, u"--ttl"_s, u"2"_s, u"--state-dir"_s, dir.filePath(u"state"_s), u"--dry-run"_s});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.events.size(), 1);
    const QJsonObject plan = run.events.first();
    QCOMPARE(plan[u"type"_s].toString(), u"fault_plan"_s);
    QCOMPARE(plan[u"path"_s].toString(), file);
    const QJsonArray commands = plan[u"commands"_s].toArray();
    QCOMPARE(commands.size(), 1);
    QVERIFY(commands[0].toString().endsWith(u" fault storage-writer --path "_s + file + u" --bytes 2097152 --ttl 2"_s));
    QCOMPARE(plan[u"revert_commands"_s].toArray(), QJsonArray({u"rm -f -- "_s + file}));
    QVERIFY(!QFile::exists(file));
    QVERIFY(!QFile::exists(dir.filePath(u"state"_s)));
}

void TestAgentStorage::burstRevertsAtTtl()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(u"burst"_s);
    const QString state = dir.filePath(u"state"_s);
    const Run run = direct({u"fault"_s, u"apply"_s, u"--kind"_s, u"storage-burst"_s, u"--path"_s, file, u"--bytes"_s,
                            u"2M"_s, u"--ttl"_s, u"1"_s, u"--state-dir"_s, state});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.first(u"fault_applied"_s)[u"bytes"_s].toInteger(), 2 << 20);
    // The writer fills the file with fsync; the watchdog removes it at the TTL and the writer then stops.
    QVERIFY2(waitFor([&] { return QFileInfo(file).size() == (2 << 20) || !QFile::exists(file); }, 60000),
             "the burst did not write its bytes");
    QVERIFY2(waitFor([&] { return !QFile::exists(file); }, 60000), "the file outlived the TTL");
    QVERIFY2(waitFor([&] { return processesMentioning(file).isEmpty(); }, 60000),
             qPrintable(processesMentioning(file).join(u"; "_s)));
    const Run list = direct({u"fault"_s, u"list"_s, u"--state-dir"_s, state});
    QCOMPARE(list.first(u"faults"_s)[u"faults"_s].toArray().size(), 0);
}

void TestAgentStorage::burstRevertOnRequestStopsWriter()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(u"burst"_s);
    const QString state = dir.filePath(u"state"_s);
    const Run run = direct({u"fault"_s, u"apply"_s, u"--kind"_s, u"storage-burst"_s, u"--path"_s, file, u"--bytes"_s,
                            u"1M"_s, u"--ttl"_s, u"60"_s, u"--state-dir"_s, state});
    QCOMPARE(run.exitCode, 0);
    const QString id = run.first(u"fault_applied"_s)[u"id"_s].toString();
    QVERIFY(QFile::exists(file));
    QVERIFY(!processesMentioning(file).isEmpty()); // the writer waits for its revert
    const Run revert = direct({u"fault"_s, u"revert"_s, u"--id"_s, id, u"--state-dir"_s, state});
    QCOMPARE(revert.exitCode, 0);
    QVERIFY(revert.first(u"fault_reverted"_s)[u"ok"_s].toBool());
    QVERIFY(!QFile::exists(file));
    QVERIFY2(waitFor([&] { return processesMentioning(file).isEmpty(); }, 60000),
             qPrintable(processesMentioning(file).join(u"; "_s)));
}

void TestAgentStorage::burstRefusesExistingFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(u"precious"_s);
    QFile existing(file);
    QVERIFY(existing.open(QIODevice::WriteOnly));
    existing.write("keep me");
    existing.close();
    const Run run = direct({u"fault"_s, u"apply"_s, u"--kind"_s, u"storage-burst"_s, u"--path"_s, file, u"--bytes"_s,
                            u"1M"_s, u"--ttl"_s, u"5"_s, u"--state-dir"_s, dir.filePath(u"state"_s)});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.first(u"error"_s)[u"message"_s].toString().contains(u"already exists"_s));
    QVERIFY(existing.open(QIODevice::ReadOnly));
    QCOMPARE(existing.readAll(), QByteArray("keep me"));
}

QTEST_GUILESS_MAIN(TestAgentStorage)
#include "testagentstorage.moc"
