// SPDX-License-Identifier: Apache-2.0
#include "processrun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// Runs the real fabric-agent on copied sysfs trees and saved `ethtool -S` output (tests/fixtures).
class TestAgentCounters : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void snapshotReadsEverySource();
    void deltaRaisesDefaultAlarms();
    void thresholdsFileOverridesDefaults();
    void badThresholdsFileNamesTheLine();
    void printedThresholdsReadBack();
    void watchPrintsDeltas();
    void missingEthtoolIsSaid();

private:
    using Run = testsupport::ProcessResult;

    static Run runAgent(const QStringList& args);
    static QList<QJsonObject> lines(const QByteArray& out);
    static QJsonObject find(const QJsonArray& array, const QString& source, const QString& device, const QString& name);
    QString writeFile(const QString& name, const QByteArray& content);
    // A delta between the fixture's two states, with the snapshots 10 s apart so rates are exact.
    QJsonObject fixtureDelta(const QStringList& extra);

    QTemporaryDir m_dir;
    QString m_before;
    QString m_after;
};

TestAgentCounters::Run TestAgentCounters::runAgent(const QStringList& args)
{
    return testsupport::runProcess(QStringLiteral(FW_AGENT_PATH), QStringList{u"counters"_s} + args);
}

QList<QJsonObject> TestAgentCounters::lines(const QByteArray& out)
{
    QList<QJsonObject> objects;
    for (const QByteArray& line : out.split('\n'))
        if (!line.isEmpty())
            objects.append(QJsonDocument::fromJson(line).object());
    return objects;
}

QJsonObject TestAgentCounters::find(const QJsonArray& array, const QString& source, const QString& device,
                                    const QString& name)
{
    for (const auto& entry : array)
        if (entry[u"source"_s] == source && entry[u"device"_s] == device && entry[u"name"_s] == name)
            return entry.toObject();
    return {};
}

QString TestAgentCounters::writeFile(const QString& name, const QByteArray& content)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void TestAgentCounters::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString fixtures = QStringLiteral(FW_FIXTURE_DIR);
    const Run before = runAgent({u"snapshot"_s, u"--sysfs-root"_s, fixtures + u"/sysfs"_s, u"--ethtool-dir"_s,
                                 fixtures + u"/ethtool/before"_s});
    const Run after = runAgent({u"snapshot"_s, u"--sysfs-root"_s, fixtures + u"/sysfs-after"_s, u"--ethtool-dir"_s,
                                fixtures + u"/ethtool/after"_s});
    QCOMPARE(before.exitCode, 0);
    QCOMPARE(after.exitCode, 0);
    QJsonObject a = QJsonDocument::fromJson(after.out).object();
    a[u"time_ms"_s] = QJsonDocument::fromJson(before.out).object()[u"time_ms"_s].toInteger() + 10000;
    m_before = writeFile(u"before.jsonl"_s, before.out);
    m_after = writeFile(u"after.jsonl"_s, QJsonDocument(a).toJson(QJsonDocument::Compact) + '\n');
}

void TestAgentCounters::snapshotReadsEverySource()
{
    QFile file(m_before);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray out = file.readAll();
    QCOMPARE(out.count('\n'), 1);
    const QJsonObject snapshot = QJsonDocument::fromJson(out).object();
    QCOMPARE(snapshot[u"type"_s].toString(), u"counters"_s);
    QCOMPARE(snapshot[u"notes"_s].toArray().size(), 0);
    const QJsonArray counters = snapshot[u"counters"_s].toArray();
    // port_xmit_data counts 4-byte words; the event carries bytes.
    const QJsonObject xmit = find(counters, u"ib_port"_s, u"mlx5_0"_s, u"port_xmit_data"_s);
    QCOMPARE(xmit[u"value"_s].toInteger(), 4000000);
    QCOMPARE(xmit[u"unit"_s].toString(), u"bytes"_s);
    QCOMPARE(xmit[u"port"_s].toInt(), 1);
    QCOMPARE(find(counters, u"rdma_hw"_s, u"mlx5_1"_s, u"np_ecn_marked_roce_packets"_s)[u"value"_s].toInteger(), 100);
    QCOMPARE(find(counters, u"ethtool"_s, u"eth0"_s, u"rx_prio3_pause"_s)[u"value"_s].toInteger(), 10);
    QCOMPARE(find(counters, u"ethtool"_s, u"eth0"_s, u"rx_prio3_pause_duration"_s)[u"unit"_s].toString(), u"us"_s);
    // Only fabric-relevant ethtool lines are kept.
    QVERIFY(find(counters, u"ethtool"_s, u"eth0"_s, u"ch0_arm"_s).isEmpty());
    QCOMPARE(find(counters, u"netdev"_s, u"eth0"_s, u"rx_crc_errors"_s)[u"value"_s].toInteger(), 0);
    QVERIFY(find(counters, u"netdev"_s, u"eth0"_s, u"rx_crc_errors"_s)[u"port"_s].isNull());
}

QJsonObject TestAgentCounters::fixtureDelta(const QStringList& extra)
{
    const Run run = runAgent(QStringList{u"delta"_s, u"--before"_s, m_before, u"--after"_s, m_after} + extra);
    if (run.exitCode != 0 || run.out.count('\n') != 1)
        return {};
    return QJsonDocument::fromJson(run.out).object();
}

void TestAgentCounters::deltaRaisesDefaultAlarms()
{
    const QJsonObject delta = fixtureDelta({});
    QCOMPARE(delta[u"type"_s].toString(), u"counter_delta"_s);
    QCOMPARE(delta[u"interval_s"_s].toDouble(), 10.0);
    const QJsonArray deltas = delta[u"deltas"_s].toArray();
    const QJsonObject xmit = find(deltas, u"ib_port"_s, u"mlx5_0"_s, u"port_xmit_data"_s);
    QCOMPARE(xmit[u"delta"_s].toInteger(), 1000000);
    QCOMPARE(xmit[u"per_s"_s].toDouble(), 100000.0);
    const QJsonObject reset = find(deltas, u"netdev"_s, u"ib0"_s, u"tx_packets"_s);
    QVERIFY(reset[u"reset"_s].toBool());
    QVERIFY(reset[u"delta"_s].isNull());

    QStringList alarms;
    for (const auto& alarm : delta[u"alarms"_s].toArray())
        alarms << alarm[u"name"_s].toString() + u':' + alarm[u"limit"_s].toString() + u':' +
                      alarm[u"severity"_s].toString();
    alarms.sort();
    QCOMPARE(alarms, (QStringList{u"link_downed:max_delta:critical"_s, u"local_ack_timeout_err:max_delta:warning"_s,
                                  u"out_of_sequence:max_delta:warning"_s, u"rx_crc_errors:max_delta:warning"_s,
                                  u"rx_prio3_pause:max_per_s:warning"_s, u"symbol_error:max_delta:warning"_s}));
    const QJsonObject pause = find(delta[u"alarms"_s].toArray(), u"ethtool"_s, u"eth0"_s, u"rx_prio3_pause"_s);
    QCOMPARE(pause[u"per_s"_s].toDouble(), 10000.0);
    QCOMPARE(pause[u"threshold"_s].toDouble(), 1000.0);
    QCOMPARE(pause[u"rule_origin"_s].toString(), u"default"_s);
}

void TestAgentCounters::thresholdsFileOverridesDefaults()
{
    const QString rules = writeFile(u"rules.json"_s, R"({"rules": [
        {"counter": "symbol_error", "max_delta": 5},
        {"counter": "out_of_sequence", "source": "rdma_hw", "phase": "fault", "max_delta": 10},
        {"counter": "port_xmit_data", "source": "ib_port", "max_per_s": 50000, "severity": "critical"}
    ]})");
    const auto names = [](const QJsonObject& delta) {
        QStringList list;
        for (const auto& alarm : delta[u"alarms"_s].toArray())
            list << alarm[u"name"_s].toString();
        return list;
    };
    const QJsonObject baseline = fixtureDelta({u"--thresholds"_s, rules, u"--phase"_s, u"baseline"_s});
    QVERIFY(!names(baseline).contains(u"symbol_error"_s));
    QVERIFY(names(baseline).contains(u"out_of_sequence"_s));
    QCOMPARE(names(baseline).count(u"port_xmit_data"_s), 1);
    const QJsonObject xmit = find(baseline[u"alarms"_s].toArray(), u"ib_port"_s, u"mlx5_0"_s, u"port_xmit_data"_s);
    QCOMPARE(xmit[u"rule_origin"_s].toString(), rules);
    QCOMPARE(xmit[u"severity"_s].toString(), u"critical"_s);
    // The phase-specific rule applies only in its phase.
    QVERIFY(!names(fixtureDelta({u"--thresholds"_s, rules, u"--phase"_s, u"fault"_s})).contains(u"out_of_sequence"_s));

    const QString replace = writeFile(u"replace.json"_s, R"({"replace_defaults": true, "rules": []})");
    QVERIFY(names(fixtureDelta({u"--thresholds"_s, replace})).isEmpty());
}

void TestAgentCounters::badThresholdsFileNamesTheLine()
{
    const QString broken =
        writeFile(u"broken.json"_s, "{\"rules\": [\n  {\"counter\": \"x\",\n   \"max_delta\": }\n]}");
    Run run = runAgent({u"delta"_s, u"--before"_s, m_before, u"--thresholds"_s, broken});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.contains(broken.toUtf8() + "': line 3, column"), run.err.constData());

    const QString badField = writeFile(u"badfield.json"_s, R"({"rules": [{"counter": "x", "max_delta": -1}]})");
    run = runAgent({u"delta"_s, u"--before"_s, m_before, u"--thresholds"_s, badField});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("rules[0].max_delta: expected a non-negative integer"), run.err.constData());

    const QString notSnapshot = writeFile(u"notsnapshot.jsonl"_s, "{\"v\":1,\"type\":\"counters\"}\n");
    run = runAgent({u"delta"_s, u"--before"_s, notSnapshot});
    QVERIFY(run.exitCode != 0);
    QVERIFY2(run.err.contains("line 1: field \"time_ms\""), run.err.constData());
}

void TestAgentCounters::printedThresholdsReadBack()
{
    const Run printed = runAgent({u"thresholds"_s});
    QCOMPARE(printed.exitCode, 0);
    const QJsonArray rules = QJsonDocument::fromJson(printed.out).object()[u"rules"_s].toArray();
    QVERIFY(rules.size() > 20);
    // The printed defaults are a valid thresholds file: replacing the defaults with them changes nothing.
    QJsonObject document = QJsonDocument::fromJson(printed.out).object();
    document[u"replace_defaults"_s] = true;
    const QString copy = writeFile(u"copy.json"_s, QJsonDocument(document).toJson());
    QCOMPARE(fixtureDelta({u"--thresholds"_s, copy})[u"alarms"_s].toArray().size(),
             fixtureDelta({})[u"alarms"_s].toArray().size());
}

void TestAgentCounters::watchPrintsDeltas()
{
    const QString fixtures = QStringLiteral(FW_FIXTURE_DIR);
    const Run run = runAgent({u"watch"_s, u"--interval"_s, u"0.1"_s, u"--count"_s, u"2"_s, u"--sysfs-root"_s,
                              fixtures + u"/sysfs"_s, u"--ethtool-dir"_s, fixtures + u"/ethtool/before"_s});
    QCOMPARE(run.exitCode, 0);
    const auto events = lines(run.out);
    QCOMPARE(events.size(), 3);
    QCOMPARE(events[0][u"type"_s].toString(), u"counters"_s);
    for (int i = 1; i < 3; ++i) {
        QCOMPARE(events[i][u"type"_s].toString(), u"counter_delta"_s);
        QVERIFY(events[i][u"deltas"_s].toArray().isEmpty());
        QCOMPARE(events[i][u"unchanged"_s].toInt(), events[0][u"counters"_s].toArray().size());
        QVERIFY(events[i][u"interval_s"_s].toDouble() >= 0.1);
    }
}

void TestAgentCounters::missingEthtoolIsSaid()
{
    const Run run = runAgent({u"snapshot"_s, u"--sysfs-root"_s, QStringLiteral(FW_FIXTURE_DIR) + u"/sysfs"_s,
                              u"--ethtool-cmd"_s, u"/nonexistent/ethtool"_s});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray notes = QJsonDocument::fromJson(run.out).object()[u"notes"_s].toArray();
    QCOMPARE(notes.size(), 1);
    QVERIFY(notes[0].toString().contains(u"PFC"_s));
}

QTEST_GUILESS_MAIN(TestAgentCounters)
#include "testagentcounters.moc"
