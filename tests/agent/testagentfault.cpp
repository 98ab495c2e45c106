// SPDX-License-Identifier: Apache-2.0
#include "processrun.h"
#include "procfs.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <unistd.h>

using namespace Qt::StringLiterals;

// Real faults on a real namespace cluster (tests/harness/netcluster.sh): real ip and tc, a real detached
// watchdog, checked afterwards with independent `ip link` / `tc qdisc show` calls. Needs root.
class TestAgentFault : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void cleanup();
    void dryRunListIsWhatRuns();
    void ttlRevertsDegradedLink();
    void killedAgentIsRevertedByLease();
    void foreignQdiscIsRefused();
    void sshInterfaceIsRefused();
    void revertAllUsesTheJournal();
    void roceLinkDownIsJournalledAndReverted();

private:
    using Run = testsupport::ProcessResult;

    QString ns(int host) const { return m_prefix + u'h' + QString::number(host); }
    // `ip netns exec <host ns> program args`.
    static Run exec(const QString& ns, const QString& program, const QStringList& args,
                    const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment());
    Run agent(int host, const QStringList& args,
              const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) const;
    QString stateDir(int host) const { return m_state.filePath(u"h"_s + QString::number(host)); }
    QByteArray qdiscs(int host) const
    {
        return exec(ns(host), u"tc"_s, {u"qdisc"_s, u"show"_s, u"dev"_s, u"fw0"_s}).out;
    }
    bool linkUp(int host) const;
    static QJsonObject event(const QByteArray& line) { return QJsonDocument::fromJson(line).object(); }
    Run harness(const QString& action) const;

    QString m_prefix;
    QTemporaryDir m_state;
};

TestAgentFault::Run TestAgentFault::exec(const QString& ns, const QString& program, const QStringList& args,
                                         const QProcessEnvironment& env)
{
    return testsupport::runProcess(u"ip"_s, QStringList{u"netns"_s, u"exec"_s, ns, program} + args, env);
}

TestAgentFault::Run TestAgentFault::agent(int host, const QStringList& args, const QProcessEnvironment& env) const
{
    return exec(ns(host), QStringLiteral(FW_AGENT_PATH),
                QStringList{u"fault"_s} + args + QStringList{u"--state-dir"_s, stateDir(host)}, env);
}

bool TestAgentFault::linkUp(int host) const
{
    const QByteArray shown = exec(ns(host), u"ip"_s, {u"-o"_s, u"link"_s, u"show"_s, u"dev"_s, u"fw0"_s}).out;
    const qsizetype open = shown.indexOf('<');
    return shown.mid(open, shown.indexOf('>') - open).split(',').contains("UP");
}

TestAgentFault::Run TestAgentFault::harness(const QString& action) const
{
    return testsupport::runProcess(QStringLiteral(FW_NETCLUSTER), {action, m_prefix, u"3"_s});
}

void TestAgentFault::initTestCase()
{
    if (::geteuid() != 0)
        QSKIP("needs root for network namespaces, ip link and tc");
    if (!testsupport::runProcess(u"ip"_s, {u"netns"_s, u"list"_s}).succeeded())
        QSKIP("ip netns is not available here");
    QVERIFY(m_state.isValid());
    m_prefix = u"fwt"_s + QString::number(QCoreApplication::applicationPid());
    const Run up = harness(u"up"_s);
    QVERIFY2(up.exitCode == 0, up.err.constData());
    for (int host = 1; host <= 3; ++host)
        QVERIFY(linkUp(host));
}

void TestAgentFault::cleanup()
{
    // Whatever a failed test left: our faults by the journal, then anything else on the test links.
    for (int host = 1; host <= 3; ++host) {
        agent(host, {u"revert-all"_s});
        exec(ns(host), u"tc"_s, {u"qdisc"_s, u"del"_s, u"dev"_s, u"fw0"_s, u"root"_s});
        exec(ns(host), u"ip"_s, {u"link"_s, u"set"_s, u"dev"_s, u"fw0"_s, u"up"_s});
    }
}

void TestAgentFault::cleanupTestCase()
{
    if (m_prefix.isEmpty())
        return;
    // No watchdog may outlive the tests; only then may the harness kill what is left.
    for (int host = 1; host <= 3; ++host) {
        const QByteArray pids = testsupport::runProcess(u"ip"_s, {u"netns"_s, u"pids"_s, ns(host)}).out.trimmed();
        QVERIFY2(pids.isEmpty(), ("processes left in " + ns(host).toUtf8() + ": " + pids).constData());
    }
    QCOMPARE(harness(u"down"_s).exitCode, 0);
    QVERIFY(!testsupport::runProcess(u"ip"_s, {u"netns"_s, u"list"_s}).out.contains(m_prefix.toUtf8()));
}

void TestAgentFault::dryRunListIsWhatRuns()
{
    const QStringList args = {u"apply"_s,  u"--kind"_s,    u"link-degraded"_s, u"--interface"_s, u"fw0"_s,
                              u"--ttl"_s,  u"60"_s,        u"--rate"_s,        u"5mbit"_s,       u"--burst"_s,
                              u"16kbit"_s, u"--latency"_s, u"20ms"_s};
    const Run plan = agent(1, args + QStringList{u"--dry-run"_s});
    QCOMPARE(plan.exitCode, 0);
    const QJsonObject planned = event(plan.out);
    QCOMPARE(planned[u"type"_s].toString(), u"fault_plan"_s);
    QVERIFY(planned[u"note"_s].toString().contains(u"RoCE"_s));
    // A dry run changes nothing and journals nothing.
    QVERIFY(!qdiscs(1).contains("tbf"));
    QVERIFY(!QFile::exists(stateDir(1)));

    const Run applied = agent(1, args);
    QCOMPARE(applied.exitCode, 0);
    const QJsonObject fault = event(applied.out);
    QCOMPARE(fault[u"type"_s].toString(), u"fault_applied"_s);
    QCOMPARE(fault[u"commands"_s], planned[u"commands"_s]);
    QCOMPARE(fault[u"revert_commands"_s], planned[u"revert_commands"_s]);
    QCOMPARE(planned[u"commands"_s].toArray().first().toString(),
             u"tc qdisc add dev fw0 root handle fa17: tbf rate 5mbit burst 16kbit latency 20ms"_s);
    QVERIFY2(qdiscs(1).contains("qdisc tbf fa17: root") && qdiscs(1).contains("rate 5Mbit"), qdiscs(1).constData());

    const Run reverted = agent(1, {u"revert"_s, u"--id"_s, fault[u"id"_s].toString()});
    QCOMPARE(reverted.exitCode, 0);
    QCOMPARE(event(reverted.out)[u"reason"_s].toString(), u"requested"_s);
    QVERIFY(event(reverted.out)[u"ok"_s].toBool());
    QVERIFY(!qdiscs(1).contains("tbf"));
    QTRY_VERIFY_WITH_TIMEOUT(testsupport::processGone(fault[u"watchdog_pid"_s].toInteger()), 60000);
}

void TestAgentFault::ttlRevertsDegradedLink()
{
    const Run applied = agent(2, {u"apply"_s, u"--kind"_s, u"link-degraded"_s, u"--interface"_s, u"fw0"_s, u"--ttl"_s,
                                  u"1"_s, u"--rate"_s, u"1mbit"_s});
    QCOMPARE(applied.exitCode, 0);
    const QJsonObject fault = event(applied.out);
    QVERIFY(qdiscs(2).contains("qdisc tbf fa17: root"));
    // The agent has exited; only the watchdog can revert now. That it was the TTL, not anything else, is in the log.
    QTRY_VERIFY_WITH_TIMEOUT(!qdiscs(2).contains("tbf"), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(testsupport::processGone(fault[u"watchdog_pid"_s].toInteger()), 60000);
    QFile log(stateDir(2) + u"/reverted.jsonl"_s);
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QJsonObject reverted = event(log.readAll().trimmed().split('\n').last());
    QCOMPARE(reverted[u"id"_s], fault[u"id"_s]);
    QCOMPARE(reverted[u"reason"_s].toString(), u"ttl"_s);
    QVERIFY(reverted[u"ok"_s].toBool());
}

void TestAgentFault::killedAgentIsRevertedByLease()
{
    // Started by hand: the test reads its first line while it runs, then kills it mid-run on purpose.
    QProcess held;
    held.start(u"ip"_s, {u"netns"_s, u"exec"_s, ns(3), QStringLiteral(FW_AGENT_PATH), u"fault"_s, u"apply"_s,
                         u"--kind"_s, u"link-down"_s, u"--interface"_s, u"fw0"_s, u"--ttl"_s, u"60"_s, u"--lease"_s,
                         u"2"_s, u"--hold"_s, u"--state-dir"_s, stateDir(3)});
    QTRY_VERIFY_WITH_TIMEOUT(held.canReadLine(), 60000);
    const QJsonObject fault = event(held.readLine());
    QCOMPARE(fault[u"type"_s].toString(), u"fault_applied"_s);
    QVERIFY(!linkUp(3));
    // While the agent lives it renews the lease, so the link stays down past one lease period.
    QTest::qWait(3000);
    QVERIFY(!linkUp(3));

    held.kill();
    QVERIFY(held.waitForFinished(60000));
    // The TTL is 60 s, so a revert before it can only be the lease's; the log says which it was.
    QTRY_VERIFY_WITH_TIMEOUT(linkUp(3), 60000);
    // The watchdog logs the revert after its commands ran, so the link can be up a moment before the log exists.
    QFile log(stateDir(3) + u"/reverted.jsonl"_s);
    QTRY_VERIFY_WITH_TIMEOUT(log.size() > 0, 60000);
    QVERIFY(log.open(QIODevice::ReadOnly));
    QCOMPARE(event(log.readAll().trimmed().split('\n').last())[u"reason"_s].toString(), u"lease"_s);
    QTRY_VERIFY_WITH_TIMEOUT(testsupport::processGone(fault[u"watchdog_pid"_s].toInteger()), 60000);
}

void TestAgentFault::foreignQdiscIsRefused()
{
    QCOMPARE(exec(ns(1), u"tc"_s, {u"qdisc"_s, u"add"_s, u"dev"_s, u"fw0"_s, u"root"_s, u"handle"_s, u"1:"_s, u"htb"_s})
                 .exitCode,
             0);
    for (const QString& mode : {u"--dry-run"_s, u"--ttl"_s}) {
        QStringList args = {u"apply"_s, u"--kind"_s, u"link-degraded"_s, u"--interface"_s, u"fw0"_s,
                            u"--ttl"_s, u"30"_s,     u"--rate"_s,        u"1mbit"_s};
        if (mode == u"--dry-run"_s)
            args << mode;
        const Run refused = agent(1, args);
        QCOMPARE(refused.exitCode, 1);
        const QJsonObject error = event(refused.out);
        QCOMPARE(error[u"type"_s].toString(), u"error"_s);
        QVERIFY2(error[u"message"_s].toString().contains(u"htb 1:"_s), refused.out.constData());
    }
    QVERIFY(qdiscs(1).contains("qdisc htb 1: root"));
    QVERIFY(!qdiscs(1).contains("tbf"));
}

void TestAgentFault::sshInterfaceIsRefused()
{
    QByteArray address;
    for (const QByteArray& word :
         exec(ns(2), u"ip"_s, {u"-4"_s, u"-o"_s, u"addr"_s, u"show"_s, u"dev"_s, u"fw0"_s}).out.split(' '))
        if (word.contains('/'))
            address = word.left(word.indexOf('/'));
    QVERIFY(!address.isEmpty());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"SSH_CONNECTION"_s, u"10.213.0.99 40000 %1 22"_s.arg(QString::fromLatin1(address)));
    const QStringList args = {u"apply"_s, u"--kind"_s, u"link-down"_s, u"--interface"_s, u"fw0"_s, u"--ttl"_s, u"1"_s};
    const Run refused = agent(2, args, env);
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(event(refused.out)[u"message"_s].toString().contains(u"carries this SSH session"_s), refused.out);
    QVERIFY(linkUp(2));

    const Run allowed = agent(2, args + QStringList{u"--allow-ssh-interface"_s}, env);
    QCOMPARE(allowed.exitCode, 0);
    QVERIFY(!linkUp(2));
    QTRY_VERIFY_WITH_TIMEOUT(linkUp(2), 60000);
}

void TestAgentFault::revertAllUsesTheJournal()
{
    const Run applied =
        agent(2, {u"apply"_s, u"--kind"_s, u"link-down"_s, u"--interface"_s, u"fw0"_s, u"--ttl"_s, u"120"_s});
    QCOMPARE(applied.exitCode, 0);
    const QJsonObject fault = event(applied.out);
    // A crash that takes the watchdog too (OOM killer, kill -9 of the session): only the journal is left.
    QCOMPARE(::kill(static_cast<pid_t>(fault[u"watchdog_pid"_s].toInteger()), SIGKILL), 0);
    QTRY_VERIFY_WITH_TIMEOUT(testsupport::processGone(fault[u"watchdog_pid"_s].toInteger()), 60000);
    QVERIFY(!linkUp(2));

    const Run listed = agent(2, {u"list"_s});
    QCOMPARE(event(listed.out)[u"faults"_s].toArray().first()[u"id"_s], fault[u"id"_s]);
    // A second apply on the same link is refused while the first is journalled.
    QCOMPARE(
        agent(2, {u"apply"_s, u"--kind"_s, u"link-down"_s, u"--interface"_s, u"fw0"_s, u"--ttl"_s, u"1"_s}).exitCode,
        1);

    const Run reverted = agent(2, {u"revert-all"_s});
    QCOMPARE(reverted.exitCode, 0);
    QCOMPARE(event(reverted.out)[u"reason"_s].toString(), u"revert-all"_s);
    QVERIFY(linkUp(2));
    QVERIFY(event(agent(2, {u"list"_s}).out)[u"faults"_s].toArray().isEmpty());
    QCOMPARE(agent(2, {u"renew"_s, u"--id"_s, fault[u"id"_s].toString()}).exitCode, 1);
}

void TestAgentFault::roceLinkDownIsJournalledAndReverted()
{
    // The made-up tree maps RDMA device mlx5_1 (RoCE) onto netdev fw0: the namespace host's real veth takes the
    // fault, so the RDMA kind's journal, watchdog and revert act on a real link.
    const QStringList args = {u"apply"_s,
                              u"--kind"_s,
                              u"roce-link-down"_s,
                              u"--rdma-device"_s,
                              u"mlx5_1"_s,
                              u"--ttl"_s,
                              u"1"_s,
                              u"--sysfs-root"_s,
                              QStringLiteral(FW_FIXTURE_DIR "/sysfs-rdma")};
    // The management path over the port's netdev is refused first.
    QByteArray address;
    for (const QByteArray& word :
         exec(ns(2), u"ip"_s, {u"-4"_s, u"-o"_s, u"addr"_s, u"show"_s, u"dev"_s, u"fw0"_s}).out.split(' '))
        if (word.contains('/'))
            address = word.left(word.indexOf('/'));
    QProcessEnvironment ssh = QProcessEnvironment::systemEnvironment();
    ssh.insert(u"SSH_CONNECTION"_s, u"10.213.0.99 40000 %1 22"_s.arg(QString::fromLatin1(address)));
    const Run refused = agent(2, args, ssh);
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(event(refused.out)[u"message"_s].toString().contains(u"interface 'fw0' carries this SSH session"_s),
             refused.out.constData());
    QVERIFY(linkUp(2));

    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"SSH_CONNECTION"_s);
    const Run applied = agent(2, args, env);
    QVERIFY2(applied.exitCode == 0, applied.out + applied.err);
    const QJsonObject fault = event(applied.out);
    QCOMPARE(fault[u"type"_s].toString(), u"fault_applied"_s);
    QCOMPARE(fault[u"interface"_s].toString(), u"fw0"_s);
    QCOMPARE(fault[u"reach"_s].toString(), u"rdma_path"_s);
    QCOMPARE(fault[u"rdma_device"_s].toString(), u"mlx5_1"_s);
    QCOMPARE(fault[u"commands"_s].toArray().first().toString(), u"ip link set dev fw0 down"_s);
    QVERIFY(!linkUp(2));
    // The agent has exited: the watchdog reverts at the TTL, and says so in the journal's log.
    QTRY_VERIFY_WITH_TIMEOUT(linkUp(2), 60000);
    QFile log(stateDir(2) + u"/reverted.jsonl"_s);
    QTRY_VERIFY_WITH_TIMEOUT(log.size() > 0, 60000);
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QJsonObject reverted = event(log.readAll().trimmed().split('\n').last());
    QCOMPARE(reverted[u"id"_s], fault[u"id"_s]);
    QCOMPARE(reverted[u"reason"_s].toString(), u"ttl"_s);
    QVERIFY(reverted[u"ok"_s].toBool());
    QTRY_VERIFY_WITH_TIMEOUT(testsupport::processGone(fault[u"watchdog_pid"_s].toInteger()), 60000);
}

QTEST_GUILESS_MAIN(TestAgentFault)
#include "testagentfault.moc"
