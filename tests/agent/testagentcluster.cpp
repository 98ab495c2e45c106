// SPDX-License-Identifier: Apache-2.0
#include "agentprocess.h"
#include "netclusterharness.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>
#include <algorithm>
#include <memory>
#include <vector>

using namespace Qt::StringLiterals;
using agenttest::Run;

// The real agent under a real mpirun on a 3-host namespace cluster (tests/harness/netcluster.sh --ssh): mpirun
// runs on the head h1 and starts the other ranks over SSH; all MPI traffic crosses the veth links (fw0). Faults
// are real (tc, ip link, kills, a writer, a UDP sender) and every test is followed by independent checks with ip,
// tc and the process list. Needs root, sshd and mpirun; skips otherwise.
class TestAgentCluster : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void cleanup();
    void baselineSweepAcrossHosts();
    void nodeDetailAcrossHosts();
    void sshToTheHeadRunsMpiAcrossTheFabric();
    void degradedLinkSlowsTheSweep();
    void linkDownMidRunIsRestoredByTheWatchdog();
    void removedNodeEndsTheRun();
    void storageBurstDuringSweep();
    void backgroundLoadCrossesTheFabric();
    void backgroundLoadRefusesTheSshInterface();
    void nodeRemoveKillsTheMatchedRun();
    void delayedNodeRemoveStrikesALaterRun();

private:
    QString stateDir(int host) const { return m_state.filePath(u"h"_s + QString::number(host)); }
    // `fabric-agent fault ARGS --state-dir <host's>` inside host `host`; its one JSON line.
    QJsonObject fault(int host, const QStringList& args, int* exitCode = nullptr,
                      const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) const;
    // mpirun on the head, one rank per host, `fabric-agent bench ARGS`.
    void startBench(QProcess& process, const QStringList& args) const;
    Run bench(const QStringList& args, int timeoutMs = 600000) const;
    static QJsonObject lastReverted(const QString& dir);
    // Waits until `process` has written a line of `type` to stdout; the lines so far go to `seen`.
    static bool waitForEvent(QProcess& process, const QString& type, QByteArray& seen, int timeoutMs);
    qint64 rxBytes(int host) const;
    static QStringList hostsOf(const QJsonObject& event);
    // Waits for the process and parses everything it wrote, `seen` (already read) first.
    static Run finishAfter(QProcess& process, const QByteArray& seen, int timeoutMs);

    std::unique_ptr<NetClusterHarness> m_cluster;
    QTemporaryDir m_state;
    QJsonObject m_baseline; // the out-of-place row of the baseline sweep
};

namespace {

const QStringList kSweep = {u"-b"_s, u"256K"_s, u"-e"_s, u"256K"_s, u"-n"_s, u"20"_s, u"-w"_s, u"2"_s, u"-c"_s, u"1"_s};

QJsonObject outOfPlace(const Run& run)
{
    for (const QJsonObject& row : run.ofType(u"size_result"_s))
        if (!row[u"in_place"_s].toBool())
            return row;
    return {};
}

QByteArray describe(const Run& run)
{
    return "exit " + QByteArray::number(run.exitCode) + ", problem '" + run.problem.toUtf8() +
           "', stderr: " + run.err.right(2000);
}

} // namespace

QJsonObject TestAgentCluster::fault(int host, const QStringList& args, int* exitCode,
                                    const QProcessEnvironment& env) const
{
    const auto run =
        m_cluster->exec(host, QStringLiteral(FW_AGENT_PATH),
                        QStringList{u"fault"_s} + args + QStringList{u"--state-dir"_s, stateDir(host)}, 30000, env);
    if (exitCode)
        *exitCode = run.exitCode;
    const QJsonObject event = QJsonDocument::fromJson(run.out.trimmed().split('\n').last()).object();
    if (event.isEmpty() && run.exitCode != 0)
        qWarning("fault %s on host %d: no JSON (exit %d): %s %s", qPrintable(args.value(0)), host, run.exitCode,
                 run.out.constData(), run.err.constData());
    return event;
}

void TestAgentCluster::startBench(QProcess& process, const QStringList& args) const
{
    m_cluster->start(process, 1, u"mpirun"_s,
                     m_cluster->mpirunArgs() + QStringList{QStringLiteral(FW_AGENT_PATH), u"bench"_s} + args,
                     NetClusterHarness::mpirunEnvironment());
}

Run TestAgentCluster::bench(const QStringList& args, int timeoutMs) const
{
    QProcess process;
    startBench(process, args);
    return agenttest::finish(process, timeoutMs);
}

QJsonObject TestAgentCluster::lastReverted(const QString& dir)
{
    QFile log(dir + u"/reverted.jsonl"_s);
    if (!log.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(log.readAll().trimmed().split('\n').last()).object();
}

bool TestAgentCluster::waitForEvent(QProcess& process, const QString& type, QByteArray& seen, int timeoutMs)
{
    // By hand: it reads the run's lines while it runs, so that a fault lands mid-run.
    const QByteArray needle = "\"type\":\"" + type.toUtf8() + '"';
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < timeoutMs) {
        while (process.canReadLine()) {
            const QByteArray line = process.readLine();
            seen += line;
            if (line.contains(needle))
                return true;
        }
        if (process.state() == QProcess::NotRunning)
            return false;
        process.waitForReadyRead(100);
    }
    return false;
}

qint64 TestAgentCluster::rxBytes(int host) const
{
    return m_cluster->exec(host, u"cat"_s, {u"/sys/class/net/fw0/statistics/rx_bytes"_s}).out.trimmed().toLongLong();
}

QStringList TestAgentCluster::hostsOf(const QJsonObject& event)
{
    QStringList hosts;
    for (const QJsonValue& host : event[u"rank_hosts"_s].toArray())
        hosts << host.toString();
    return hosts;
}

Run TestAgentCluster::finishAfter(QProcess& process, const QByteArray& seen, int timeoutMs)
{
    const testsupport::ProcessResult result = testsupport::finish(process, timeoutMs);
    Run run = agenttest::parseLines(seen + result.out);
    run.exitCode = result.exitCode;
    run.err = result.err;
    if (!result.finished)
        run.problem = u"the process did not finish by itself within %1 ms"_s.arg(timeoutMs);
    return run;
}

void TestAgentCluster::initTestCase()
{
    QVERIFY(m_state.isValid());
    m_cluster = std::make_unique<NetClusterHarness>(3);
    if (!m_cluster->skipReason().isEmpty())
        QSKIP(qPrintable(m_cluster->skipReason()));
    QVERIFY2(m_cluster->isUp(), qPrintable(m_cluster->error()));
    for (int host = 1; host <= 3; ++host)
        QVERIFY(m_cluster->linkUp(host));
}

void TestAgentCluster::cleanup()
{
    if (!m_cluster || !m_cluster->isUp())
        return;
    // First what the test itself left (checked with ip, tc and the process list, not with the agent), then clean
    // up whatever that was so the next test starts clean, then fail if there was anything.
    // A watchdog or a burst writer ends soon after its revert: wait for that (up to a minute) before calling it left
    // over.
    QStringList left = m_cluster->leftovers();
    for (int tries = 0; tries < 600 && !left.isEmpty(); ++tries) {
        QTest::qWait(100);
        left = m_cluster->leftovers();
    }
    for (int host = 1; host <= 3; ++host) {
        fault(host, {u"revert-all"_s});
        m_cluster->killInHost(host, u"fabric-agent"_s);
        m_cluster->killInHost(host, u"orted"_s);
        m_cluster->exec(host, u"tc"_s, {u"qdisc"_s, u"del"_s, u"dev"_s, u"fw0"_s, u"root"_s});
        m_cluster->exec(host, u"ip"_s, {u"link"_s, u"set"_s, u"dev"_s, u"fw0"_s, u"up"_s});
    }
    QVERIFY2(left.isEmpty(), qPrintable(left.join(u'\n')));
}

void TestAgentCluster::cleanupTestCase()
{
    if (!m_cluster || !m_cluster->isUp())
        return;
    const QString prefix = m_cluster->prefix();
    QVERIFY(m_cluster->down());
    QVERIFY(!testsupport::runProcess(u"ip"_s, {u"netns"_s, u"list"_s}).out.contains(prefix.toUtf8()));
}

void TestAgentCluster::baselineSweepAcrossHosts()
{
    const Run run = bench(kSweep);
    QVERIFY2(run.exitCode == 0 && run.problem.isEmpty(), describe(run).constData());
    const QJsonObject start = run.first(u"start"_s);
    QCOMPARE(start[u"ranks"_s].toInt(), 3);
    QCOMPARE(start[u"nodes"_s].toInt(), 3);
    QCOMPARE(hostsOf(start), (QStringList{m_cluster->hostName(1), m_cluster->hostName(2), m_cluster->hostName(3)}));
    QCOMPARE(run.ofType(u"size_result"_s).size(), 2);
    for (const QJsonObject& row : run.ofType(u"size_result"_s)) {
        QCOMPARE(row[u"wrong"_s].toInt(-1), 0);
        QCOMPARE(row[u"samples"_s].toInt(), 20);
    }
    QCOMPARE(run.first(u"end"_s)[u"status"_s].toString(), u"ok"_s);
    m_baseline = outOfPlace(run);
    qInfo("baseline 256 KiB all_reduce over 3 hosts: p50 %.0f us, p99 %.0f us, busbw %.4f GB/s",
          m_baseline[u"time_us"_s][u"p50"_s].toDouble(), m_baseline[u"time_us"_s][u"p99"_s].toDouble(),
          m_baseline[u"busbw_gbs"_s].toDouble());
}

void TestAgentCluster::nodeDetailAcrossHosts()
{
    // --rank-detail node, one rank per host: three nodes in the order of rank_hosts, each node's p50, p99 and max
    // exactly those of its one rank's raw samples (nearest rank), two bucket bytes a rank.
    const Run run = bench({u"-b"_s, u"1K"_s, u"-e"_s, u"1K"_s, u"-n"_s, u"20"_s, u"-c"_s, u"1"_s, u"--rank-detail"_s,
                           u"node"_s, u"--raw-ranks"_s, u"3"_s});
    QVERIFY2(run.exitCode == 0 && run.problem.isEmpty(), describe(run).constData());
    const QJsonObject start = run.first(u"start"_s);
    QCOMPARE(start[u"rank_detail"_s].toString(), u"node"_s);
    QCOMPARE(start[u"nodes"_s].toInt(), 3);
    const auto decode = [](const QJsonValue& value) { return QByteArray::fromBase64(value.toString().toLatin1()); };
    for (const QJsonObject& row : run.ofType(u"size_result"_s)) {
        QVERIFY(!row.contains(u"rank_quantiles_b64"_s) && !row.contains(u"rank_sketch_b64"_s));
        const QByteArray nodes = decode(row[u"node_quantiles_b64"_s]);
        QCOMPARE(nodes.size(), 3 * 3 * 4);
        QCOMPARE(decode(row[u"rank_p50_bucket_b64"_s]).size(), 3);
        QCOMPARE(decode(row[u"rank_p99_bucket_b64"_s]).size(), 3);
        QCOMPARE(row[u"raw_ranks"_s].toArray(), (QJsonArray{0, 1, 2}));
        const QByteArray raw = decode(row[u"raw_us_b64"_s]);
        QCOMPARE(raw.size(), 3 * 20 * 4);
        for (int node = 0; node < 3; ++node) {
            std::vector<float> own(20);
            for (int i = 0; i < 20; ++i)
                own[i] = qFromLittleEndian<float>(raw.constData() + (node * 20 + i) * 4);
            std::sort(own.begin(), own.end());
            // Nearest rank of 20 samples: p50 is the 10th, p99 and the maximum the 20th.
            QCOMPARE(qFromLittleEndian<float>(nodes.constData() + node * 12), own[9]);
            QCOMPARE(qFromLittleEndian<float>(nodes.constData() + node * 12 + 4), own[19]);
            QCOMPARE(qFromLittleEndian<float>(nodes.constData() + node * 12 + 8), own[19]);
        }
    }
}

void TestAgentCluster::sshToTheHeadRunsMpiAcrossTheFabric()
{
    // What the workbench does: SSH from the root namespace to the head's management address, checking its host key,
    // and a plain mpirun there (the session's OMPI_MCA_* settings do the rest).
    const auto ssh = [&](const QString& command) {
        QProcess process;
        process.start(u"ssh"_s, {u"-i"_s, m_cluster->clientKey(), u"-o"_s, u"IdentitiesOnly=yes"_s, u"-o"_s,
                                 u"UserKnownHostsFile="_s + m_cluster->headKnownHosts(), u"-o"_s,
                                 u"GlobalKnownHostsFile=/dev/null"_s, u"-o"_s, u"StrictHostKeyChecking=yes"_s, u"-o"_s,
                                 u"BatchMode=yes"_s, u"-p"_s, QString::number(NetClusterHarness::sshPort()),
                                 NetClusterHarness::sshUser() + u'@' + m_cluster->headManagementAddress(), command});
        return agenttest::finish(process, 60000);
    };
    const Run run = ssh(u"mpirun --hostfile %1 -np 3 %2 bench -b 1K -e 1K -n 5"_s.arg(m_cluster->hostfile(),
                                                                                      QStringLiteral(FW_AGENT_PATH)));
    QVERIFY2(run.exitCode == 0 && run.problem.isEmpty(), describe(run).constData());
    QCOMPARE(hostsOf(run.first(u"start"_s)),
             (QStringList{m_cluster->hostName(1), m_cluster->hostName(2), m_cluster->hostName(3)}));
    QCOMPARE(run.first(u"end"_s)[u"status"_s].toString(), u"ok"_s);

    // In that session the management interface carries SSH: a fault there is refused, one on the fabric is not.
    const QString dryRun =
        QStringLiteral(FW_AGENT_PATH) +
        u" fault apply --kind link-down --ttl 5 --dry-run --state-dir %1 --interface "_s.arg(stateDir(1));
    const Run refused = ssh(dryRun + u"mg0"_s);
    QCOMPARE(refused.exitCode, 1);
    QVERIFY(refused.first(u"error"_s)[u"message"_s].toString().contains(u"carries this SSH session"_s));
    const Run allowed = ssh(dryRun + u"fw0"_s);
    QCOMPARE(allowed.exitCode, 0);
    QCOMPARE(allowed.first(u"fault_plan"_s)[u"commands"_s].toArray().first().toString(), u"ip link set dev fw0 down"_s);
}

void TestAgentCluster::degradedLinkSlowsTheSweep()
{
    if (m_baseline.isEmpty())
        QSKIP("needs the baseline sweep");
    // 10 Mbit/s out of h3: a 256 KiB all_reduce moves about 2 x 2/3 x 256 KiB per rank, so about 200 ms per
    // iteration against a few ms on the bare veth (tens of ms when the machine is busy compiling). Fewer
    // iterations than the baseline, as each is slow.
    const QJsonObject applied = fault(3, {u"apply"_s, u"--kind"_s, u"link-degraded"_s, u"--interface"_s, u"fw0"_s,
                                          u"--ttl"_s, u"60"_s, u"--rate"_s, u"10mbit"_s});
    QCOMPARE(applied[u"type"_s].toString(), u"fault_applied"_s);
    QVERIFY(m_cluster->qdiscs(3).contains("qdisc tbf fa17: root"));
    const Run run = bench({u"-b"_s, u"256K"_s, u"-e"_s, u"256K"_s, u"-n"_s, u"10"_s, u"-w"_s, u"1"_s, u"-c"_s, u"1"_s});
    const QJsonObject reverted = fault(3, {u"revert"_s, u"--id"_s, applied[u"id"_s].toString()});
    QVERIFY(reverted[u"ok"_s].toBool());
    QVERIFY(!m_cluster->qdiscs(3).contains("tbf"));
    QVERIFY2(run.exitCode == 0 && run.problem.isEmpty(), describe(run).constData());

    const QJsonObject row = outOfPlace(run);
    QCOMPARE(row[u"wrong"_s].toInt(-1), 0);
    const double p99 = row[u"time_us"_s][u"p99"_s].toDouble();
    const double baseP99 = m_baseline[u"time_us"_s][u"p99"_s].toDouble();
    const double busbw = row[u"busbw_gbs"_s].toDouble();
    const double baseBusbw = m_baseline[u"busbw_gbs"_s].toDouble();
    qInfo("degraded h3: p99 %.0f us (baseline %.0f), busbw %.4f GB/s (baseline %.4f)", p99, baseP99, busbw, baseBusbw);
    QVERIFY2(p99 > 3 * baseP99, qPrintable(u"p99 %1 vs baseline %2"_s.arg(p99).arg(baseP99)));
    QVERIFY2(busbw < baseBusbw / 3, qPrintable(u"busbw %1 vs baseline %2"_s.arg(busbw).arg(baseBusbw)));

    // Which rank stands out. tbf shapes what h3 SENDS; the ranks that wait are the ones receiving h3's data (h1,
    // h2), while h3's own iterations end as soon as its sends are queued and its (unshaped) receives are in. So the
    // host with the bad link has the LOWEST per-rank median, about half the others', and the two-sided outlier rule
    // names it as the one fast rank: in all_reduce the others were waiting for its data.
    // Each rank's p50 is the first of its five float32 quantiles in rank_quantiles_b64 (protocol 2).
    QMap<QString, double> p50;
    const QJsonArray hosts = run.ofType(u"start"_s).value(0)[u"rank_hosts"_s].toArray();
    const QByteArray quantiles = QByteArray::fromBase64(row[u"rank_quantiles_b64"_s].toString().toLatin1());
    QCOMPARE(quantiles.size(), hosts.size() * 5 * 4);
    for (qsizetype r = 0; r < hosts.size(); ++r)
        p50[hosts[r].toString()] = qFromLittleEndian<float>(quantiles.constData() + r * 5 * 4);
    const QString shaped = m_cluster->hostName(3);
    const double others = std::min(p50[m_cluster->hostName(1)], p50[m_cluster->hostName(2)]);
    const QJsonArray outliers = row[u"outliers"_s].toArray();
    qInfo("per-rank p50: h1 %.0f, h2 %.0f, h3 %.0f us; outliers %s", p50[m_cluster->hostName(1)],
          p50[m_cluster->hostName(2)], p50[shaped], QJsonDocument(outliers).toJson().constData());
    QVERIFY2(p50[shaped] < 0.75 * others, "the shaped host is no longer the one that waits least");
    QCOMPARE(outliers.size(), 1);
    const QJsonObject outlier = outliers.first().toObject();
    QCOMPARE(outlier[u"host"_s].toString(), shaped);
    QCOMPARE(outlier[u"rank"_s].toInt(), 2);
    QCOMPARE(outlier[u"direction"_s].toString(), u"fast"_s);
    QVERIFY2(outlier[u"score"_s].toDouble() < -3.5, qPrintable(QString::number(outlier[u"score"_s].toDouble())));
    QVERIFY2(outlier[u"reason"_s].toString().startsWith(u"rank 2 on host "_s + shaped + u" finished much earlier"_s),
             qPrintable(outlier[u"reason"_s].toString()));
}

void TestAgentCluster::linkDownMidRunIsRestoredByTheWatchdog()
{
    // One size, no warm-up, many short iterations: the first variant's timed iterations last several seconds, so
    // the fault lands inside them even when applying it is slow on a loaded machine (a stall that fell into the
    // untimed gather or check between variants would not show in the iteration times).
    QProcess mpirun;
    startBench(mpirun, {u"-b"_s, u"64K"_s, u"-e"_s, u"64K"_s, u"-n"_s, u"3000"_s, u"-w"_s, u"0"_s, u"-c"_s, u"1"_s});
    QByteArray seen;
    QVERIFY2(waitForEvent(mpirun, u"progress"_s, seen, 300000), seen + mpirun.readAllStandardError());
    QElapsedTimer clock;
    clock.start();
    const QJsonObject applied =
        fault(3, {u"apply"_s, u"--kind"_s, u"link-down"_s, u"--interface"_s, u"fw0"_s, u"--ttl"_s, u"2"_s});
    QCOMPARE(applied[u"type"_s].toString(), u"fault_applied"_s);
    QVERIFY(!m_cluster->linkUp(3));
    // The agent has exited; the watchdog alone brings the link back, at the TTL (the logged reason says so).
    QTRY_VERIFY_WITH_TIMEOUT(m_cluster->linkUp(3), 60000);
    const qint64 downMs = clock.elapsed();
    QTRY_COMPARE_WITH_TIMEOUT(lastReverted(stateDir(3))[u"id"_s], applied[u"id"_s], 60000);
    const QJsonObject reverted = lastReverted(stateDir(3));
    QCOMPARE(reverted[u"reason"_s].toString(), u"ttl"_s);
    QVERIFY(reverted[u"ok"_s].toBool());

    // The run either stalls and carries on once TCP retransmits over the restored link, or fails; either is a
    // result. What it may not do is hang, report wrong data, or hide the stall.
    const Run run = finishAfter(mpirun, seen, 600000);
    QVERIFY2(run.problem.isEmpty(), describe(run).constData());
    const QJsonObject end = run.first(u"end"_s);
    // Out of place or, on a fast machine, already in place: the longest iteration of either.
    double longest = 0;
    for (const QJsonObject& result : run.ofType(u"size_result"_s))
        longest = std::max(longest, result[u"time_us"_s][u"max"_s].toDouble());
    qInfo("link down for %lld ms mid-run: mpirun exit %d, end status '%s', longest iteration %.0f us, %lld size rows",
          downMs, run.exitCode, qPrintable(end[u"status"_s].toString()), longest, run.ofType(u"size_result"_s).size());
    if (run.exitCode == 0) {
        QCOMPARE(end[u"status"_s].toString(), u"ok"_s);
        for (const QJsonObject& result : run.ofType(u"size_result"_s))
            QCOMPARE(result[u"wrong"_s].toInt(-1), 0);
        QVERIFY2(longest > 1e6, "a 2 s link-down is not in the iteration times");
    } else {
        QVERIFY(end.isEmpty() || end[u"status"_s].toString() == u"failed"_s);
    }
}

void TestAgentCluster::removedNodeEndsTheRun()
{
    QProcess mpirun;
    startBench(mpirun, {u"-b"_s, u"64K"_s, u"-e"_s, u"1M"_s, u"-f"_s, u"2"_s, u"-n"_s, u"300"_s, u"-w"_s, u"1"_s,
                        u"-c"_s, u"1"_s});
    QByteArray seen;
    QVERIFY2(waitForEvent(mpirun, u"size_result"_s, seen, 300000), seen + mpirun.readAllStandardError());
    // Independent of the agent's own node-remove: the rank on h3 dies as a lost node's would.
    QVERIFY(m_cluster->killInHost(3, QStringLiteral(FW_AGENT_PATH) + u" bench"_s) >= 1);
    const Run run = finishAfter(mpirun, seen, 600000);
    qInfo("rank on h3 killed: mpirun exit %d, %lld size rows received, end %s", run.exitCode,
          run.ofType(u"size_result"_s).size(), run.first(u"end"_s).isEmpty() ? "missing" : "present");
    QVERIFY(run.exitCode != 0 && run.exitCode != -1);
    QCOMPARE(run.ofType(u"start"_s).size(), 1);
    QVERIFY(run.ofType(u"size_result"_s).size() >= 1);
    QVERIFY(run.first(u"end"_s)[u"status"_s].toString() != u"ok"_s);
    // mpirun tears down the other ranks and the daemons; give the SSH sessions a moment to end.
    QTRY_VERIFY_WITH_TIMEOUT(m_cluster->leftovers().isEmpty(), 60000);
}

void TestAgentCluster::storageBurstDuringSweep()
{
    const QString file = m_state.filePath(u"burst.bin"_s);
    const QJsonObject applied = fault(2, {u"apply"_s, u"--kind"_s, u"storage-burst"_s, u"--path"_s, file, u"--bytes"_s,
                                          u"64M"_s, u"--ttl"_s, u"4"_s});
    QCOMPARE(applied[u"type"_s].toString(), u"fault_applied"_s);
    QVERIFY(QFile::exists(file));
    const Run run = bench(kSweep);
    QVERIFY2(run.exitCode == 0 && run.problem.isEmpty(), describe(run).constData());
    QCOMPARE(run.first(u"end"_s)[u"status"_s].toString(), u"ok"_s);
    QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(file), 60000);
    // The file goes first, the log line after it.
    QTRY_COMPARE_WITH_TIMEOUT(lastReverted(stateDir(2))[u"id"_s], applied[u"id"_s], 60000);
    const QJsonObject reverted = lastReverted(stateDir(2));
    QCOMPARE(reverted[u"reason"_s].toString(), u"ttl"_s);
    QVERIFY(reverted[u"ok"_s].toBool());
}

void TestAgentCluster::backgroundLoadCrossesTheFabric()
{
    const QStringList args = {u"apply"_s,
                              u"--kind"_s,
                              u"background-load"_s,
                              u"--interface"_s,
                              u"fw0"_s,
                              u"--peer"_s,
                              m_cluster->fabricAddress(3),
                              u"--rate"_s,
                              u"40mbit"_s,
                              u"--ttl"_s,
                              u"3"_s};
    int exitCode = -1;
    const QJsonObject plan = fault(2, args + QStringList{u"--dry-run"_s}, &exitCode);
    QCOMPARE(exitCode, 0);
    QCOMPARE(plan[u"type"_s].toString(), u"fault_plan"_s);
    QVERIFY(plan[u"note"_s].toString().contains(u"not RDMA"_s));
    QVERIFY(m_cluster->leftovers().isEmpty());

    const qint64 before = rxBytes(3);
    QElapsedTimer clock;
    clock.start();
    const QJsonObject applied = fault(2, args, &exitCode);
    QCOMPARE(exitCode, 0);
    QCOMPARE(applied[u"type"_s].toString(), u"fault_applied"_s);
    QCOMPARE(applied[u"commands"_s], plan[u"commands"_s]);
    QCOMPARE(applied[u"revert_commands"_s], plan[u"revert_commands"_s]);
    const qint64 sender = applied[u"sender_pid"_s].toInteger();
    QVERIFY(sender > 0);
    QVERIFY(m_cluster->processes(2).join(u'\n').contains(QString::number(sender) + u' '));
    QTest::qWait(1000);
    const qint64 received = rxBytes(3) - before;
    const double seconds = clock.elapsed() / 1000.0;
    qInfo("background load 40 Mbit/s h2 -> h3: %.1f Mbit/s arrived on h3's fw0", received * 8 / seconds / 1e6);
    // 40 Mbit/s for about a second: at least half of it, and not wildly more (the pacing works).
    QVERIFY2(received * 8 > 0.5 * 40e6 * 1.0 && received * 8 < 1.5 * 40e6 * seconds,
             qPrintable(QString::number(received)));

    // Revert by TTL: the watchdog stops exactly that sender.
    QTRY_VERIFY_WITH_TIMEOUT(!m_cluster->processes(2).join(u'\n').contains(QString::number(sender) + u' '), 60000);
    QTRY_COMPARE_WITH_TIMEOUT(lastReverted(stateDir(2))[u"id"_s], applied[u"id"_s], 60000);
    const QJsonObject reverted = lastReverted(stateDir(2));
    QCOMPARE(reverted[u"reason"_s].toString(), u"ttl"_s);
    QVERIFY(reverted[u"ok"_s].toBool());
    const qint64 after = rxBytes(3);
    QTest::qWait(500);
    QVERIFY2(rxBytes(3) - after < 100000, "traffic still arrives after the revert");

    // An explicit revert stops it at once, by the journalled pid.
    const QJsonObject again = fault(2, QStringList(args) << u"--lease"_s << u"30"_s);
    QCOMPARE(again[u"type"_s].toString(), u"fault_applied"_s);
    const QJsonObject stopped = fault(2, {u"revert"_s, u"--id"_s, again[u"id"_s].toString()});
    QVERIFY(stopped[u"ok"_s].toBool());
    QVERIFY2(stopped[u"commands"_s][0][u"output"_s].toString().contains(
                 u"stopped background-load sender pid %1"_s.arg(again[u"sender_pid"_s].toInteger())),
             qPrintable(stopped[u"commands"_s][0][u"output"_s].toString()));
}

void TestAgentCluster::backgroundLoadRefusesTheSshInterface()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"SSH_CONNECTION"_s, u"%1 40000 %2 22"_s.arg(m_cluster->fabricAddress(1), m_cluster->fabricAddress(2)));
    int exitCode = -1;
    const QJsonObject refused =
        fault(2,
              {u"apply"_s, u"--kind"_s, u"background-load"_s, u"--interface"_s, u"fw0"_s, u"--peer"_s,
               m_cluster->fabricAddress(3), u"--rate"_s, u"1mbit"_s, u"--ttl"_s, u"2"_s},
              &exitCode, env);
    QCOMPARE(exitCode, 1);
    QVERIFY2(refused[u"message"_s].toString().contains(u"carries this SSH session"_s),
             qPrintable(refused[u"message"_s].toString()));
    QVERIFY(!QFile::exists(stateDir(2)) || QDir(stateDir(2)).entryList({u"*.json"_s}).isEmpty());
}

void TestAgentCluster::nodeRemoveKillsTheMatchedRun()
{
    QProcess mpirun;
    startBench(mpirun, {u"-b"_s, u"64K"_s, u"-e"_s, u"1M"_s, u"-f"_s, u"2"_s, u"-n"_s, u"300"_s, u"-w"_s, u"1"_s,
                        u"-c"_s, u"1"_s});
    QByteArray seen;
    QVERIFY2(waitForEvent(mpirun, u"size_result"_s, seen, 300000), seen + mpirun.readAllStandardError());
    const QStringList args = {u"apply"_s, u"--kind"_s, u"node-remove"_s, u"--match"_s, u" bench -b 64K"_s,
                              u"--ttl"_s, u"2"_s};
    int exitCode = -1;
    const QJsonObject plan = fault(3, args + QStringList{u"--dry-run"_s}, &exitCode);
    QCOMPARE(exitCode, 0);
    QCOMPARE(plan[u"matching_pids"_s].toArray().size(), 1);
    QVERIFY(plan[u"revert_commands"_s].toArray().isEmpty());
    QVERIFY(plan[u"note"_s].toString().contains(u"cannot be reverted"_s));
    const QJsonObject applied = fault(3, args, &exitCode);
    QCOMPARE(exitCode, 0);
    QCOMPARE(applied[u"commands"_s], plan[u"commands"_s]);
    QCOMPARE(applied[u"killed_pids"_s], plan[u"matching_pids"_s]);

    const Run run = finishAfter(mpirun, seen, 600000);
    QVERIFY(run.exitCode != 0 && run.exitCode != -1);
    QVERIFY(run.ofType(u"size_result"_s).size() >= 1);
    QVERIFY(run.first(u"end"_s)[u"status"_s].toString() != u"ok"_s);
    // Nothing left to match: a second apply is refused.
    QCOMPARE(fault(3, args, &exitCode)[u"type"_s].toString(), u"error"_s);
    QCOMPARE(exitCode, 1);
    // The journal entry ends at the TTL; its revert runs nothing.
    QTRY_COMPARE_WITH_TIMEOUT(lastReverted(stateDir(3))[u"id"_s], applied[u"id"_s], 60000);
    QCOMPARE(lastReverted(stateDir(3))[u"reason"_s].toString(), u"ttl"_s);
    QVERIFY(lastReverted(stateDir(3))[u"commands"_s].toArray().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(m_cluster->leftovers().isEmpty(), 60000);
}

void TestAgentCluster::delayedNodeRemoveStrikesALaterRun()
{
    // Armed before the run exists, as a plan applies it before the benchmark during the fault. The run's own
    // progress triggers it: once h3's rank has measured the first size, it dies during the second, which takes
    // thousands of iterations, so no clock decides whether the kill lands in the run.
    const QStringList args = {u"apply"_s, u"--kind"_s, u"node-remove"_s,   u"--match"_s, u" bench -b 32K"_s,
                              u"--ttl"_s, u"120"_s,    u"--after-sizes"_s, u"1"_s};
    int exitCode = -1;
    const QJsonObject applied = fault(3, args, &exitCode);
    QCOMPARE(exitCode, 0);
    QVERIFY(applied[u"killer_pid"_s].toInteger() > 0);
    QCOMPARE(applied[u"after_sizes"_s].toInt(), 1);
    QVERIFY(!applied.contains(u"killed_pids"_s));
    QVERIFY(!applied.contains(u"kill_at"_s));
    const Run run = bench({u"-b"_s, u"32K"_s, u"-e"_s, u"64K"_s, u"-f"_s, u"2"_s, u"-n"_s, u"1000"_s, u"-w"_s, u"1"_s});
    QVERIFY(run.exitCode != 0 && run.exitCode != -1);
    QVERIFY(run.first(u"end"_s)[u"status"_s].toString() != u"ok"_s);
    // The second size never finished. Rank 0's lines of the first may still be on their way through mpirun when h3's
    // rank dies (mpirun drops what it has not forwarded when it aborts the job), so the stream need not show them.
    const qsizetype rows = run.ofType(u"size_result"_s).size();
    QVERIFY2(rows < 4, qPrintable(QString::number(rows)));
    // The killer logged what it killed, and when: after h3's rank had measured the first size.
    QTRY_COMPARE_WITH_TIMEOUT(lastReverted(stateDir(3))[u"type"_s].toString(), u"fault_fired"_s, 60000);
    const QJsonObject fired = lastReverted(stateDir(3));
    QCOMPARE(fired[u"id"_s], applied[u"id"_s]);
    QCOMPARE(fired[u"killed_pids"_s].toArray().size(), 1);
    QCOMPARE(fired[u"sizes_done"_s].toInt(), 1);
    const QJsonObject ended = fault(3, {u"revert"_s, u"--id"_s, applied[u"id"_s].toString()});
    QVERIFY(ended[u"ok"_s].toBool());
    QVERIFY2(ended[u"commands"_s][0][u"output"_s].toString().contains(u"has already exited"_s),
             qPrintable(ended[u"commands"_s][0][u"output"_s].toString()));

    // A revert before the kill stops the killer: nothing is killed.
    const QJsonObject early = fault(3, args);
    const QJsonObject cancelled = fault(3, {u"revert"_s, u"--id"_s, early[u"id"_s].toString()});
    QVERIFY(cancelled[u"ok"_s].toBool());
    QVERIFY2(cancelled[u"commands"_s][0][u"output"_s].toString().contains(
                 u"stopped delayed node kill pid %1"_s.arg(early[u"killer_pid"_s].toInteger())),
             qPrintable(cancelled[u"commands"_s][0][u"output"_s].toString()));
    QTRY_VERIFY_WITH_TIMEOUT(m_cluster->leftovers().isEmpty(), 60000);
}

QTEST_GUILESS_MAIN(TestAgentCluster)
#include "testagentcluster.moc"
