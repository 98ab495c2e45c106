// SPDX-License-Identifier: Apache-2.0
#include "processrun.h"
#include "procfs.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace Qt::StringLiterals;

// The fault kinds that reach RDMA (ib-port-disable, ib-port-degrade, roce-link-down, roce-speed-degrade) on the
// made-up sysfs tree tests/fixtures/sysfs-rdma: how a device, a port or a netdev is mapped, what is refused, and
// the exact commands a dry run prints (the same function builds what `apply` runs; testagentfault checks that
// for a real link). No RDMA hardware is needed, and none is touched: only dry runs. The reach of every kind is in
// its plan.
class TestAgentRdmaFaults : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_state.isValid()); }
    void dryRunCommandsAreExact_data();
    void dryRunCommandsAreExact();
    void everyKindSaysWhatItReaches_data();
    void everyKindSaysWhatItReaches();
    void refusals_data();
    void refusals();
    void sshInterfaceOnThePortIsRefused();
    void appliedEventDescribesThePortBeforeTheFault();
    void ipoibLinkDownReachesIpOnly();
    void badOptionsAreUsageErrors();

private:
    using Run = testsupport::ProcessResult;

    static QString fixture(const QString& name) { return QStringLiteral(FW_FIXTURE_DIR "/") + name; }
    // Without SSH_CONNECTION, so the management-path check judges the fixture's interfaces, not this session's.
    Run dryRun(const QStringList& args) const
    {
        QProcessEnvironment clean = QProcessEnvironment::systemEnvironment();
        clean.remove(u"SSH_CONNECTION"_s);
        return testsupport::runProcess(QStringLiteral(FW_AGENT_PATH),
                                       QStringList{u"fault"_s, u"apply"_s} + args +
                                           QStringList{u"--ttl"_s, u"30"_s, u"--dry-run"_s, u"--sysfs-root"_s,
                                                       fixture(u"sysfs-rdma"_s), u"--state-dir"_s, m_state.path()},
                                       clean);
    }
    static QJsonObject event(const QByteArray& line) { return QJsonDocument::fromJson(line).object(); }
    static QStringList strings(const QJsonValue& value)
    {
        QStringList list;
        for (const QJsonValue& v : value.toArray())
            list << v.toString();
        return list;
    }

    QTemporaryDir m_state;
};

void TestAgentRdmaFaults::dryRunCommandsAreExact_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("commands");
    QTest::addColumn<QStringList>("revert");
    QTest::addColumn<QString>("target");
    const QString ethtool = fixture(u"ethtool-show/ethtool.sh"_s);
    QTest::newRow("ib-port-disable by device")
        << QStringList{u"--kind"_s, u"ib-port-disable"_s, u"--rdma-device"_s, u"mlx5_0"_s, u"--port"_s, u"1"_s}
        << QStringList{u"ibportstate -C mlx5_0 -P 1 26 1 disable"_s}
        << QStringList{u"ibportstate -C mlx5_0 -P 1 26 1 enable"_s} << u"mlx5_0/1"_s;
    // The IPoIB interface names its port: device/infiniband/mlx5_0 and dev_port 0 (port 1).
    QTest::newRow("ib-port-disable by IPoIB interface")
        << QStringList{u"--kind"_s, u"ib-port-disable"_s, u"--interface"_s, u"ib0"_s}
        << QStringList{u"ibportstate -C mlx5_0 -P 1 26 1 disable"_s}
        << QStringList{u"ibportstate -C mlx5_0 -P 1 26 1 enable"_s} << u"mlx5_0/1"_s;
    // The revert sets what sysfs showed before (4X: width 2, QDR: speed 4), and each change is followed by a reset.
    QTest::newRow("ib-port-degrade width")
        << QStringList{u"--kind"_s, u"ib-port-degrade"_s, u"--rdma-device"_s, u"mlx5_0"_s, u"--width"_s, u"1x"_s}
        << QStringList{u"ibportstate -C mlx5_0 -P 1 26 1 width 1"_s, u"ibportstate -C mlx5_0 -P 1 26 1 reset"_s}
        << QStringList{u"ibportstate -C mlx5_0 -P 1 26 1 width 2"_s, u"ibportstate -C mlx5_0 -P 1 26 1 reset"_s}
        << u"mlx5_0/1"_s;
    QTest::newRow("ib-port-degrade speed")
        << QStringList{u"--kind"_s, u"ib-port-degrade"_s, u"--interface"_s, u"ib0"_s, u"--speed"_s, u"SDR"_s}
        << QStringList{u"ibportstate -C mlx5_0 -P 1 26 1 speed 1"_s, u"ibportstate -C mlx5_0 -P 1 26 1 reset"_s}
        << QStringList{u"ibportstate -C mlx5_0 -P 1 26 1 speed 4"_s, u"ibportstate -C mlx5_0 -P 1 26 1 reset"_s}
        << u"mlx5_0/1"_s;
    // The netdev behind the RoCE port from gid_attrs/ndevs: fw0 (fw0.100 is a VLAN without a device of its own).
    QTest::newRow("roce-link-down by device")
        << QStringList{u"--kind"_s, u"roce-link-down"_s, u"--rdma-device"_s, u"mlx5_1"_s}
        << QStringList{u"ip link set dev fw0 down"_s} << QStringList{u"ip link set dev fw0 up"_s} << u"fw0"_s;
    QTest::newRow("roce-speed-degrade by interface")
        << QStringList{u"--kind"_s, u"roce-speed-degrade"_s, u"--interface"_s, u"fw0"_s, u"--speed"_s,
                       u"25000"_s,  u"--ethtool-cmd"_s,      ethtool}
        << QStringList{ethtool + u" -s fw0 speed 25000 autoneg off"_s} << QStringList{ethtool + u" -s fw0 autoneg on"_s}
        << u"fw0"_s;
}

void TestAgentRdmaFaults::dryRunCommandsAreExact()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, commands);
    QFETCH(QStringList, revert);
    QFETCH(QString, target);
    const Run run = dryRun(args);
    QVERIFY2(run.succeeded(), run.out + run.describe());
    const QJsonObject plan = event(run.out);
    QCOMPARE(plan[u"type"_s].toString(), u"fault_plan"_s);
    QCOMPARE(strings(plan[u"commands"_s]), commands);
    QCOMPARE(strings(plan[u"revert_commands"_s]), revert);
    QCOMPARE(plan[u"interface"_s].toString(), target);
    QCOMPARE(plan[u"reach"_s].toString(), u"rdma_path"_s);
    QVERIFY(plan[u"note"_s].toString().contains(u"NOT yet run on"_s));
    // A dry run journals nothing.
    QVERIFY(QDir(m_state.path()).entryList(QDir::Files).isEmpty());
}

void TestAgentRdmaFaults::everyKindSaysWhatItReaches_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("reach");
    const QString file = m_state.filePath(u"burst"_s);
    QTest::newRow("link-degraded") << QStringList{u"--kind"_s, u"link-degraded"_s, u"--interface"_s,
                                                  u"lo"_s,     u"--rate"_s,        u"1mbit"_s}
                                   << u"kernel_ip"_s;
    QTest::newRow("background-load") << QStringList{u"--kind"_s, u"background-load"_s, u"--interface"_s, u"lo"_s,
                                                    u"--peer"_s, u"127.0.0.1"_s,       u"--rate"_s,      u"1mbit"_s}
                                     << u"kernel_ip"_s;
    QTest::newRow("link-down") << QStringList{u"--kind"_s, u"link-down"_s, u"--interface"_s, u"lo"_s} << u"rdma_path"_s;
    QTest::newRow("storage-burst") << QStringList{u"--kind"_s, u"storage-burst"_s, u"--path"_s,
                                                  file,        u"--bytes"_s,       u"1M"_s}
                                   << u"storage"_s;
    QTest::newRow("node-remove") << QStringList{u"--kind"_s,       u"node-remove"_s,   u"--match"_s,
                                                u"bench -b 64K"_s, u"--after-sizes"_s, u"1"_s}
                                 << u"job"_s;
}

void TestAgentRdmaFaults::everyKindSaysWhatItReaches()
{
    QFETCH(QStringList, args);
    QFETCH(QString, reach);
    // The real interfaces for the interface kinds: lo exists in every network namespace.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"SSH_CONNECTION"_s);
    const Run run =
        testsupport::runProcess(QStringLiteral(FW_AGENT_PATH),
                                QStringList{u"fault"_s, u"apply"_s} + args +
                                    QStringList{u"--ttl"_s, u"30"_s, u"--dry-run"_s, u"--state-dir"_s, m_state.path()},
                                env);
    QVERIFY2(run.succeeded(), run.out + run.describe());
    QCOMPARE(event(run.out)[u"reach"_s].toString(), reach);
}

void TestAgentRdmaFaults::refusals_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no such device") << QStringList{u"--kind"_s, u"ib-port-disable"_s, u"--rdma-device"_s, u"mlx9_9"_s}
                                    << u"RDMA device 'mlx9_9' does not exist"_s;
    QTest::newRow("several ports") << QStringList{u"--kind"_s, u"ib-port-disable"_s, u"--rdma-device"_s, u"mlx5_2"_s}
                                   << u"has 2 ports: give --port N"_s;
    QTest::newRow("no LID") << QStringList{u"--kind"_s, u"ib-port-disable"_s, u"--rdma-device"_s,
                                           u"mlx5_2"_s, u"--port"_s,          u"1"_s}
                            << u"mlx5_2/1 has no LID"_s;
    QTest::newRow("not a RoCE port") << QStringList{u"--kind"_s, u"roce-link-down"_s, u"--rdma-device"_s, u"mlx5_0"_s}
                                     << u"needs Ethernet (RoCE)"_s;
    QTest::newRow("not an InfiniBand port")
        << QStringList{u"--kind"_s, u"ib-port-disable"_s, u"--interface"_s, u"fw0"_s} << u"needs InfiniBand"_s;
    QTest::newRow("port not active") << QStringList{u"--kind"_s, u"ib-port-disable"_s, u"--rdma-device"_s, u"mlx5_3"_s}
                                     << u"mlx5_3/1 is not active (state '3: ARMED')"_s;
    // A VLAN shares the port with its physical netdev: downing or slowing it leaves RDMA traffic running.
    QTest::newRow("VLAN link down") << QStringList{u"--kind"_s, u"roce-link-down"_s, u"--interface"_s, u"fw0.100"_s}
                                    << u"interface 'fw0.100' on RoCE port mlx5_1/1 has no device of its own"_s;
    QTest::newRow("VLAN speed") << QStringList{u"--kind"_s,      u"roce-speed-degrade"_s,
                                               u"--interface"_s, u"fw0.100"_s,
                                               u"--speed"_s,     u"25000"_s}
                                << u"give the physical netdev 'fw0'"_s;
    QTest::newRow("interface on no port") << QStringList{u"--kind"_s, u"roce-link-down"_s, u"--interface"_s, u"eth7"_s}
                                          << u"interface 'eth7' is not on any RDMA port"_s;
    QTest::newRow("not a downgrade") << QStringList{u"--kind"_s, u"ib-port-degrade"_s, u"--rdma-device"_s,
                                                    u"mlx5_0"_s, u"--width"_s,         u"12x"_s}
                                     << u"is not a downgrade"_s;
    QTest::newRow("ethtool cannot read") << QStringList{u"--kind"_s,        u"roce-speed-degrade"_s,
                                                        u"--rdma-device"_s, u"mlx5_1"_s,
                                                        u"--speed"_s,       u"25000"_s,
                                                        u"--ethtool-cmd"_s, u"false"_s}
                                         << u"refusing to change it blind"_s;
}

void TestAgentRdmaFaults::refusals()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run run = dryRun(args);
    QCOMPARE(run.exitCode, 1);
    const QJsonObject error = event(run.out);
    QCOMPARE(error[u"type"_s].toString(), u"error"_s);
    QVERIFY2(error[u"message"_s].toString().contains(message), run.out.constData());
}

void TestAgentRdmaFaults::sshInterfaceOnThePortIsRefused()
{
    // The management path over the port: a tree in which lo, which has 127.0.0.1 in every network namespace, is
    // the IPoIB interface of mlx5_0 port 1, and an SSH session whose local address is 127.0.0.1.
    QTemporaryDir tree;
    QVERIFY(tree.isValid());
    const auto write = [&](const QString& relative, const QByteArray& text) {
        QDir().mkpath(QFileInfo(tree.filePath(relative)).path());
        QFile file(tree.filePath(relative));
        return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
    };
    QVERIFY(write(u"class/infiniband/mlx5_0/ports/1/link_layer"_s, "InfiniBand\n"));
    QVERIFY(write(u"class/infiniband/mlx5_0/ports/1/state"_s, "4: ACTIVE\n"));
    QVERIFY(write(u"class/infiniband/mlx5_0/ports/1/lid"_s, "0x5\n"));
    QVERIFY(write(u"class/net/lo/type"_s, "32\n"));
    QVERIFY(write(u"class/net/lo/dev_port"_s, "0\n"));
    QVERIFY(QDir().mkpath(tree.filePath(u"class/net/lo/device/infiniband/mlx5_0"_s)));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"SSH_CONNECTION"_s, u"127.0.0.1 40000 127.0.0.1 22"_s);
    const QStringList args = {u"fault"_s,  u"apply"_s,       u"--kind"_s,   u"ib-port-disable"_s, u"--rdma-device"_s,
                              u"mlx5_0"_s, u"--ttl"_s,       u"30"_s,       u"--dry-run"_s,       u"--sysfs-root"_s,
                              tree.path(), u"--state-dir"_s, m_state.path()};
    const Run refused = testsupport::runProcess(QStringLiteral(FW_AGENT_PATH), args, env);
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(event(refused.out)[u"message"_s].toString().contains(u"interface 'lo' carries this SSH session"_s),
             refused.out.constData());
    const Run allowed =
        testsupport::runProcess(QStringLiteral(FW_AGENT_PATH), args + QStringList{u"--allow-ssh-interface"_s}, env);
    QVERIFY2(allowed.succeeded(), allowed.out + allowed.describe());
    QCOMPARE(strings(event(allowed.out)[u"commands"_s]), QStringList{u"ibportstate -C mlx5_0 -P 1 5 1 disable"_s});
}

void TestAgentRdmaFaults::appliedEventDescribesThePortBeforeTheFault()
{
    // A real apply and revert on a copy of the tree, with an ibportstate on PATH standing in for the HCA's firmware:
    // it changes the copy as the kernel would show a disabled port (no LID, DOWN). The event must still give the
    // LID and rate the port had before, as the plan did.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString tree = dir.filePath(u"sysfs"_s);
    QVERIFY(testsupport::runProcess(u"cp"_s, {u"-r"_s, fixture(u"sysfs-rdma"_s), tree}).succeeded());
    const QString port = tree + u"/class/infiniband/mlx5_0/ports/1"_s;
    QFile script(dir.filePath(u"bin/ibportstate"_s));
    QVERIFY(QDir().mkpath(dir.filePath(u"bin"_s)));
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write(QStringLiteral("#!/bin/sh\n"
                                "echo \"$*\" >> '%1/calls'\n"
                                "case \"$7\" in\n"
                                "disable) echo 0x0 > '%2/lid'; echo '1: DOWN' > '%2/state' ;;\n"
                                "enable) echo 0x1a > '%2/lid'; echo '4: ACTIVE' > '%2/state' ;;\n"
                                "esac\n")
                     .arg(dir.path(), port)
                     .toUtf8());
    script.close();
    QVERIFY(script.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"SSH_CONNECTION"_s);
    env.insert(u"PATH"_s, dir.filePath(u"bin"_s) + u':' + env.value(u"PATH"_s));
    const QString state = dir.filePath(u"state"_s);
    const Run applied =
        testsupport::runProcess(QStringLiteral(FW_AGENT_PATH),
                                {u"fault"_s, u"apply"_s, u"--kind"_s, u"ib-port-disable"_s, u"--rdma-device"_s,
                                 u"mlx5_0"_s, u"--ttl"_s, u"600"_s, u"--sysfs-root"_s, tree, u"--state-dir"_s, state},
                                env);
    QVERIFY2(applied.succeeded(), applied.out + applied.describe());
    const QJsonObject fault = event(applied.out);
    QCOMPARE(fault[u"type"_s].toString(), u"fault_applied"_s);
    QCOMPARE(fault[u"lid"_s].toInt(), 26);
    QCOMPARE(fault[u"rate_before"_s].toString(), u"40 Gb/sec (4X QDR)"_s);
    QCOMPARE(fault[u"reach"_s].toString(), u"rdma_path"_s);
    QFile lid(port + u"/lid"_s);
    QVERIFY(lid.open(QIODevice::ReadOnly));
    QCOMPARE(lid.readAll().trimmed(), QByteArray("0x0"));
    lid.close();

    const Run reverted = testsupport::runProcess(QStringLiteral(FW_AGENT_PATH),
                                                 {u"fault"_s, u"revert-all"_s, u"--state-dir"_s, state}, env);
    QVERIFY2(reverted.succeeded(), reverted.out + reverted.describe());
    QVERIFY(lid.open(QIODevice::ReadOnly));
    QCOMPARE(lid.readAll().trimmed(), QByteArray("0x1a"));
    QFile calls(dir.filePath(u"calls"_s));
    QVERIFY(calls.open(QIODevice::ReadOnly));
    QCOMPARE(calls.readAll(), QByteArray("-C mlx5_0 -P 1 26 1 disable\n-C mlx5_0 -P 1 26 1 enable\n"));
    // The watchdog ends once its journal entry is gone.
    QTRY_VERIFY_WITH_TIMEOUT(testsupport::processGone(fault[u"watchdog_pid"_s].toInteger()), 60000);
}

void TestAgentRdmaFaults::ipoibLinkDownReachesIpOnly()
{
    // Link down on an IPoIB interface leaves the InfiniBand port active. A network namespace of its own holds a real
    // interface named ib0 (a veth) for the agent's interface checks, and the fixture tree says it is the IPoIB
    // interface of mlx5_0 (type 32).
    if (::geteuid() != 0)
        QSKIP("needs root for a network namespace of its own");
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"SSH_CONNECTION"_s);
    const QString agent = QStringLiteral(FW_AGENT_PATH) +
                          u" fault apply --kind link-down --interface ib0 --ttl 30 "
                          u"--dry-run --sysfs-root '"_s +
                          fixture(u"sysfs-rdma"_s) + u"' --state-dir '"_s + m_state.path() + u'\'';
    const Run run = testsupport::runProcess(
        u"unshare"_s, {u"--net"_s, u"sh"_s, u"-c"_s, u"ip link add ib0 type veth peer name ib0p && exec "_s + agent},
        env);
    QVERIFY2(run.succeeded(), run.out + run.describe());
    const QJsonObject plan = event(run.out);
    QCOMPARE(plan[u"reach"_s].toString(), u"kernel_ip"_s);
    QVERIFY2(plan[u"note"_s].toString().contains(u"the InfiniBand port stays active"_s), run.out.constData());
    // link-down on an Ethernet interface (lo) reaches the RDMA path: everyKindSaysWhatItReaches.
}

void TestAgentRdmaFaults::badOptionsAreUsageErrors()
{
    for (const QStringList& args :
         {QStringList{u"--kind"_s, u"ib-port-disable"_s},
          QStringList{u"--kind"_s, u"ib-port-disable"_s, u"--rdma-device"_s, u"mlx5_0"_s, u"--interface"_s, u"ib0"_s},
          QStringList{u"--kind"_s, u"ib-port-degrade"_s, u"--rdma-device"_s, u"mlx5_0"_s},
          QStringList{u"--kind"_s, u"ib-port-degrade"_s, u"--rdma-device"_s, u"mlx5_0"_s, u"--width"_s, u"3x"_s},
          QStringList{u"--kind"_s, u"roce-speed-degrade"_s, u"--rdma-device"_s, u"mlx5_1"_s, u"--speed"_s, u"fast"_s},
          QStringList{u"--kind"_s, u"roce-link-down"_s, u"--rdma-device"_s, u"mlx5_1"_s, u"--speed"_s, u"1000"_s}}) {
        const Run run = dryRun(args);
        QVERIFY2(run.finished && run.exitCode == 2, qPrintable(args.join(u' ') + u": "_s + QString::fromUtf8(run.err)));
    }
}

QTEST_GUILESS_MAIN(TestAgentRdmaFaults)
#include "testagentrdmafaults.moc"
