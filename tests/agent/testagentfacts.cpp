// SPDX-License-Identifier: Apache-2.0
#include "processrun.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Qt::StringLiterals;

// Runs the real fabric-agent binary: the app only ever talks to it as a process, so that is what is tested.
class TestAgentFacts : public QObject
{
    Q_OBJECT

private slots:
    void versionMatchesVersionFile();
    void usage_data();
    void usage();
    void badUsage_data();
    void badUsage();
    void hostFacts();
    void fixtureTree();
    void prettyMatchesCompact();
    void symlinksOddValuesAndEscaping();
    void procRoot_data();
    void procRoot();
    void nvidiaSmiOutputIsParsed();
    void nvidiaSmiFailureIsReported();
    void pcieTopology();

private:
    using Run = testsupport::ProcessResult;

    static Run runAgent(const QStringList& args, const QProcessEnvironment& env = {});
    static QJsonObject factsLine(const Run& run);
    static QJsonObject byName(const QJsonArray& array, const QString& name);
    static void writeFile(const QString& path, const QByteArray& content);
};

TestAgentFacts::Run TestAgentFacts::runAgent(const QStringList& args, const QProcessEnvironment& env)
{
    return testsupport::runProcess(QStringLiteral(FW_AGENT_PATH), args,
                                   env.isEmpty() ? QProcessEnvironment::systemEnvironment() : env);
}

// The JSON Lines contract: exactly one line, holding one object. An empty object signals a violation.
QJsonObject TestAgentFacts::factsLine(const Run& run)
{
    if (run.exitCode != 0 || run.out.count('\n') != 1 || !run.out.endsWith('\n'))
        return {};
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(run.out, &error);
    return error.error == QJsonParseError::NoError ? document.object() : QJsonObject();
}

QJsonObject TestAgentFacts::byName(const QJsonArray& array, const QString& name)
{
    for (const auto& entry : array)
        if (entry[u"name"_s].toString() == name)
            return entry.toObject();
    return {};
}

void TestAgentFacts::writeFile(const QString& path, const QByteArray& content)
{
    QVERIFY(QDir().mkpath(QFileInfo(path).path()));
    QFile file(path);
    QVERIFY2(file.open(QIODevice::WriteOnly), qPrintable(path));
    file.write(content);
}

void TestAgentFacts::versionMatchesVersionFile()
{
    QFile versionFile(QStringLiteral(FW_SOURCE_DIR "/VERSION"));
    QVERIFY(versionFile.open(QIODevice::ReadOnly));
    const QByteArray version = versionFile.readLine().trimmed();
    QVERIFY(!version.isEmpty());

    const Run run = runAgent({u"--version"_s});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, "fabric-agent " + version + '\n');
}

void TestAgentFacts::usage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    QTest::newRow("no arguments") << QStringList() << u"facts"_s;
    QTest::newRow("--help") << QStringList{u"--help"_s} << u"facts"_s;
    QTest::newRow("facts --help") << QStringList{u"facts"_s, u"--help"_s} << u"--sysfs-root"_s;
}

void TestAgentFacts::usage()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    const Run run = runAgent(args);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith("Usage: fabric-agent"));
    QVERIFY(QString::fromUtf8(run.out).contains(expected));
}

void TestAgentFacts::badUsage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("named");
    QTest::newRow("unknown subcommand") << QStringList{u"frobnicate"_s} << u"'frobnicate'"_s;
    QTest::newRow("unknown option") << QStringList{u"--frobnicate"_s} << u"'--frobnicate'"_s;
    QTest::newRow("unknown facts option") << QStringList{u"facts"_s, u"--gpus"_s} << u"'--gpus'"_s;
    QTest::newRow("sysfs root without value") << QStringList{u"facts"_s, u"--sysfs-root"_s} << u"'--sysfs-root'"_s;
    QTest::newRow("sysfs root followed by option")
        << QStringList{u"facts"_s, u"--sysfs-root"_s, u"--pretty"_s} << u"'--sysfs-root'"_s;
    QTest::newRow("proc root without value") << QStringList{u"facts"_s, u"--proc-root"_s} << u"'--proc-root'"_s;
    QTest::newRow("sysfs root missing") << QStringList{u"facts"_s, u"--sysfs-root"_s, u"/nonexistent/sysfs"_s}
                                        << u"/nonexistent/sysfs"_s;
}

void TestAgentFacts::badUsage()
{
    QFETCH(QStringList, args);
    QFETCH(QString, named);
    const Run run = runAgent(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.out.isEmpty(), run.out.constData());
    QVERIFY2(QString::fromUtf8(run.err).contains(named), run.err.constData());
}

void TestAgentFacts::hostFacts()
{
    const Run run = runAgent({u"facts"_s});
    const QJsonObject facts = factsLine(run);
    QVERIFY2(!facts.isEmpty(), run.out.constData());

    QCOMPARE(facts[u"v"_s].toInt(), 2);
    QCOMPARE(facts[u"type"_s].toString(), u"facts"_s);
    QCOMPARE(facts[u"hostname"_s].toString(), QSysInfo::machineHostName());
    QCOMPARE(facts[u"kernel"_s][u"release"_s].toString(), QSysInfo::kernelVersion());
    QVERIFY(!facts[u"kernel"_s][u"version"_s].toString().isEmpty());
    QVERIFY(facts[u"cpu"_s][u"logical_cores"_s].toInt() >= QThread::idealThreadCount());
    QVERIFY(facts[u"memory_bytes"_s].toDouble() > 0);

    const QJsonObject lo = byName(facts[u"interfaces"_s].toArray(), u"lo"_s);
    QCOMPARE(lo[u"kind"_s].toString(), u"loopback"_s);
    QCOMPARE(lo[u"mtu"_s].toInt(), 65536);
    QVERIFY(lo[u"speed_mbps"_s].isNull());

    const QJsonObject build = facts[u"build"_s].toObject();
    const QJsonObject rdma = facts[u"rdma"_s].toObject();
    const QJsonObject verbs = rdma[u"verbs"_s].toObject();
    QCOMPARE(verbs[u"available"_s].toBool(), build[u"ibverbs"_s].toBool());
    QVERIFY(!verbs[u"available"_s].toBool() || verbs[u"devices"_s].isArray());
    if (!QFileInfo::exists(u"/sys/class/infiniband"_s)) {
        QVERIFY(rdma[u"sysfs_devices"_s].toArray().isEmpty());
        QVERIFY(verbs[u"devices"_s].toArray().isEmpty());
        QVERIFY(!verbs[u"note"_s].toString().isEmpty());
        QCOMPARE(rdma[u"note"_s].toString(), u"no RDMA devices on this host"_s);
    }

    const QJsonObject gpus = facts[u"gpus"_s].toObject();
    if (QStandardPaths::findExecutable(u"nvidia-smi"_s).isEmpty()) {
        QCOMPARE(gpus[u"available"_s].toBool(true), false);
        QCOMPARE(gpus[u"note"_s].toString(), u"nvidia-smi not found"_s);
    }

    const QJsonObject cuda = facts[u"cuda_nccl"_s].toObject();
    QCOMPARE(cuda[u"built"_s].toBool(), build[u"cuda_nccl"_s].toBool());
    if (cuda[u"built"_s].toBool()) {
        QVERIFY(QRegularExpression(u"^\\d+\\.\\d+\\.\\d+$"_s).match(cuda[u"nccl_version"_s].toString()).hasMatch());
        QVERIFY(QRegularExpression(u"^\\d+\\.\\d+$"_s).match(cuda[u"cuda_runtime_version"_s].toString()).hasMatch());
        // No GPU can be seen without the NVIDIA device nodes, and then the agent must say why, not invent a count.
        if (!QFileInfo::exists(u"/dev/nvidiactl"_s))
            QCOMPARE(cuda[u"device_count"_s].toInt(-1), 0);
        if (cuda[u"device_count"_s].toInt() == 0)
            QVERIFY(!cuda[u"error"_s].toString().isEmpty());
    }

    const QJsonObject mpi = facts[u"mpi"_s].toObject();
    QCOMPARE(mpi[u"built"_s].toBool(), build[u"mpi"_s].toBool());
    if (mpi[u"built"_s].toBool()) {
        QVERIFY(!mpi[u"library_version"_s].toString().isEmpty());
        QVERIFY(!mpi[u"library_version"_s].toString().contains(u'\n'));
        QVERIFY(QRegularExpression(u"^\\d+\\.\\d+$"_s).match(mpi[u"standard"_s].toString()).hasMatch());
    }
}

void TestAgentFacts::fixtureTree()
{
    const Run run = runAgent({u"facts"_s, u"--sysfs-root"_s, QStringLiteral(FW_FIXTURE_DIR "/sysfs")});
    const QJsonObject facts = factsLine(run);
    QVERIFY2(!facts.isEmpty(), run.out.constData());

    QCOMPARE(facts[u"numa_nodes"_s].toInt(), 2);

    const QJsonArray interfaces = facts[u"interfaces"_s].toArray();
    QCOMPARE(interfaces.size(), 2);
    const QJsonObject ib0 = byName(interfaces, u"ib0"_s);
    QCOMPARE(ib0[u"kind"_s].toString(), u"infiniband"_s);
    QCOMPARE(ib0[u"type"_s].toInt(), 32);
    QCOMPARE(ib0[u"mtu"_s].toInt(), 4092);
    const QJsonObject eth0 = byName(interfaces, u"eth0"_s);
    QCOMPARE(eth0[u"kind"_s].toString(), u"ether"_s);
    QCOMPARE(eth0[u"speed_mbps"_s].toInt(), 100000);
    QCOMPARE(eth0[u"mtu"_s].toInt(), 9000);
    QCOMPARE(eth0[u"operstate"_s].toString(), u"up"_s);
    QCOMPARE(eth0[u"mac"_s].toString(), u"0c:42:a1:f1:2e:3a"_s);

    const QJsonObject rdma = facts[u"rdma"_s].toObject();
    QVERIFY(!rdma.contains(u"note"_s));
    const QJsonArray devices = rdma[u"sysfs_devices"_s].toArray();
    QCOMPARE(devices.size(), 2);
    const QJsonObject mlx5_0 = byName(devices, u"mlx5_0"_s);
    QCOMPARE(mlx5_0[u"fw_ver"_s].toString(), u"28.39.1002"_s);
    QCOMPARE(mlx5_0[u"hca_type"_s].toString(), u"MT4129"_s);
    QCOMPARE(mlx5_0[u"node_guid"_s].toString(), u"b83f:d203:00a1:b2c4"_s);
    const QJsonArray ports0 = mlx5_0[u"ports"_s].toArray();
    QCOMPARE(ports0.size(), 1);
    QCOMPARE(ports0[0][u"port"_s].toInt(), 1);
    QCOMPARE(ports0[0][u"state"_s].toString(), u"4: ACTIVE"_s);
    QCOMPARE(ports0[0][u"phys_state"_s].toString(), u"5: LinkUp"_s);
    QCOMPARE(ports0[0][u"rate"_s].toString(), u"400 Gb/sec (4X NDR)"_s);
    QCOMPARE(ports0[0][u"link_layer"_s].toString(), u"InfiniBand"_s);
    QCOMPARE(ports0[0][u"lid"_s].toString(), u"0x1a"_s);
    const QJsonObject mlx5_1 = byName(devices, u"mlx5_1"_s);
    QCOMPARE(mlx5_1[u"ports"_s][0][u"link_layer"_s].toString(), u"Ethernet"_s);
    QCOMPARE(mlx5_1[u"ports"_s][0][u"rate"_s].toString(), u"200 Gb/sec (4X HDR)"_s);
}

void TestAgentFacts::prettyMatchesCompact()
{
    const QString fixture = QStringLiteral(FW_FIXTURE_DIR "/sysfs");
    const QJsonObject compact = factsLine(runAgent({u"facts"_s, u"--sysfs-root"_s, fixture}));
    const Run pretty = runAgent({u"facts"_s, u"--pretty"_s, u"--sysfs-root"_s, fixture});
    QCOMPARE(pretty.exitCode, 0);
    QVERIFY(pretty.out.count('\n') > 10);
    const QJsonObject prettyFacts = QJsonDocument::fromJson(pretty.out).object();
    QCOMPARE(prettyFacts[u"rdma"_s], compact[u"rdma"_s]);
    QCOMPARE(prettyFacts[u"interfaces"_s], compact[u"interfaces"_s]);
}

// A tree built here covers what the committed fixture keeps realistic: symlinked class entries as in the real
// sysfs, unreadable values, port ordering, and attribute bytes that need JSON escaping.
void TestAgentFacts::symlinksOddValuesAndEscaping()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const QString sys = root.path();
    writeFile(sys + u"/devices/virtual/net/veth0/type"_s, "1\n");
    writeFile(sys + u"/devices/virtual/net/veth0/mtu"_s, "1500\n");
    writeFile(sys + u"/devices/virtual/net/veth0/speed"_s, "-1\n");
    QVERIFY(QDir().mkpath(sys + u"/class/net"_s));
    QVERIFY(QFile::link(u"../../devices/virtual/net/veth0"_s, sys + u"/class/net/veth0"_s));
    QVERIFY(QFile::link(u"../../devices/virtual/net/gone"_s, sys + u"/class/net/dangling"_s));
    const QByteArray oddBoardId = "q\"uote back\\slash\ttab\x01"
                                  "ctl \xc2\xb5 bad\xff end\n";
    writeFile(sys + u"/class/infiniband/odd0/board_id"_s, oddBoardId);
    writeFile(sys + u"/class/infiniband/odd0/ports/10/state"_s, "1: DOWN\n");
    writeFile(sys + u"/class/infiniband/odd0/ports/2/state"_s, "4: ACTIVE\n");

    const Run run = runAgent({u"facts"_s, u"--sysfs-root"_s, sys});
    const QJsonObject facts = factsLine(run);
    QVERIFY2(!facts.isEmpty(), run.out.constData());
    QVERIFY(!run.out.contains('\t'));
    QVERIFY(run.out.contains(R"(\u0001)"));

    QVERIFY(facts[u"numa_nodes"_s].isNull());
    const QJsonArray interfaces = facts[u"interfaces"_s].toArray();
    QCOMPARE(interfaces.size(), 1);
    QCOMPARE(interfaces[0][u"name"_s].toString(), u"veth0"_s);
    QCOMPARE(interfaces[0][u"mtu"_s].toInt(), 1500);
    QVERIFY(interfaces[0][u"speed_mbps"_s].isNull());
    QVERIFY(interfaces[0][u"operstate"_s].isNull());

    const QJsonObject odd = facts[u"rdma"_s][u"sysfs_devices"_s][0].toObject();
    QCOMPARE(odd[u"board_id"_s].toString(), u"q\"uote back\\slash\ttab\u0001ctl \u00b5 bad\ufffd end"_s);
    QVERIFY(!odd.contains(u"fw_ver"_s));
    const QJsonArray ports = odd[u"ports"_s].toArray();
    QCOMPARE(ports.size(), 2);
    QCOMPARE(ports[0][u"port"_s].toInt(), 2);
    QCOMPARE(ports[1][u"port"_s].toInt(), 10);
    QCOMPARE(ports[1][u"state"_s].toString(), u"1: DOWN"_s);
}

void TestAgentFacts::procRoot_data()
{
    QTest::addColumn<QByteArray>("cpuinfo");
    QTest::addColumn<QJsonObject>("expected");

    // Two sockets of two cores with two hardware threads each, listed the way x86 kernels do.
    QByteArray x86;
    for (int cpu = 0; cpu < 8; ++cpu)
        x86 += "processor\t: " + QByteArray::number(cpu) +
               "\nmodel name\t: Intel(R) Xeon(R) Platinum 8480+\nphysical id\t: " + QByteArray::number(cpu / 4) +
               "\ncore id\t\t: " + QByteArray::number(cpu % 2) + "\n\n";
    QTest::newRow("x86") << x86
                         << QJsonObject{{u"model"_s, u"Intel(R) Xeon(R) Platinum 8480+"_s},
                                        {u"logical_cores"_s, 8},
                                        {u"physical_cores"_s, 4},
                                        {u"sockets"_s, 2}};
    // Many arm64 kernels name neither the model nor the package, and then nothing is guessed.
    const QByteArray arm = "processor\t: 0\nBogoMIPS\t: 50.00\nCPU part\t: 0xd4f\n\n"
                           "processor\t: 1\nBogoMIPS\t: 50.00\nCPU part\t: 0xd4f\n";
    QTest::newRow("arm64") << arm
                           << QJsonObject{{u"model"_s, QJsonValue::Null},
                                          {u"logical_cores"_s, 2},
                                          {u"physical_cores"_s, QJsonValue::Null},
                                          {u"sockets"_s, QJsonValue::Null}};
}

void TestAgentFacts::procRoot()
{
    QFETCH(QByteArray, cpuinfo);
    QFETCH(QJsonObject, expected);
    QTemporaryDir proc;
    QVERIFY(proc.isValid());
    writeFile(proc.filePath(u"cpuinfo"_s), cpuinfo);
    writeFile(proc.filePath(u"meminfo"_s), "MemTotal:       2113459772 kB\nMemFree:        2046110124 kB\n");

    const Run run = runAgent({u"facts"_s, u"--proc-root"_s, proc.path()});
    const QJsonObject facts = factsLine(run);
    QVERIFY2(!facts.isEmpty(), run.out.constData());
    QCOMPARE(facts[u"cpu"_s].toObject(), expected);
    QCOMPARE(facts[u"memory_bytes"_s].toInteger(), 2113459772LL * 1024);
}

void TestAgentFacts::nvidiaSmiOutputIsParsed()
{
    QTemporaryDir bin;
    QVERIFY(bin.isValid());
    const QString script = bin.filePath(u"nvidia-smi"_s);
    writeFile(script, "#!/bin/sh\n"
                      "printf '%s\\n' \"$@\" > \"$(dirname \"$0\")/args\"\n"
                      "echo '0, NVIDIA H200, GPU-5a1c2d3e-0000-1111-2222-333344445555, 143771, 570.124.06, "
                      "00000000:19:00.0'\n"
                      "echo '1, NVIDIA H200, GPU-6b2d3e4f-0000-1111-2222-333344445555, [N/A], 570.124.06, "
                      "00000000:3B:00.0'\n");
    QVERIFY(QFile::setPermissions(script, QFile::ReadOwner | QFile::ExeOwner));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"PATH"_s, bin.path() + u':' + env.value(u"PATH"_s));

    const Run run = runAgent({u"facts"_s}, env);
    const QJsonObject gpus = factsLine(run)[u"gpus"_s].toObject();
    QVERIFY2(gpus[u"available"_s].toBool(), run.out.constData());
    const QJsonArray devices = gpus[u"devices"_s].toArray();
    QCOMPARE(devices.size(), 2);
    QCOMPARE(devices[0][u"index"_s].toInt(), 0);
    QCOMPARE(devices[0][u"name"_s].toString(), u"NVIDIA H200"_s);
    QCOMPARE(devices[0][u"uuid"_s].toString(), u"GPU-5a1c2d3e-0000-1111-2222-333344445555"_s);
    QCOMPARE(devices[0][u"memory_mib"_s].toInt(), 143771);
    QCOMPARE(devices[0][u"driver_version"_s].toString(), u"570.124.06"_s);
    QCOMPARE(devices[0][u"pci_bus_id"_s].toString(), u"00000000:19:00.0"_s);
    QCOMPARE(devices[1][u"index"_s].toInt(), 1);
    QVERIFY(devices[1][u"memory_mib"_s].isNull());

    QFile args(bin.filePath(u"args"_s));
    QVERIFY(args.open(QIODevice::ReadOnly));
    const QByteArray recorded = args.readAll();
    QVERIFY(recorded.contains("--query-gpu=index,name,uuid,memory.total,driver_version,pci.bus_id\n"));
    QVERIFY(recorded.contains("--format=csv,noheader,nounits\n"));
}

void TestAgentFacts::nvidiaSmiFailureIsReported()
{
    QTemporaryDir bin;
    QVERIFY(bin.isValid());
    const QString script = bin.filePath(u"nvidia-smi"_s);
    writeFile(script, "#!/bin/sh\n"
                      "echo \"NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.\"\n"
                      "exit 9\n");
    QVERIFY(QFile::setPermissions(script, QFile::ReadOwner | QFile::ExeOwner));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"PATH"_s, bin.path() + u':' + env.value(u"PATH"_s));

    const Run run = runAgent({u"facts"_s}, env);
    const QJsonObject gpus = factsLine(run)[u"gpus"_s].toObject();
    QCOMPARE(gpus[u"available"_s].toBool(true), false);
    QCOMPARE(gpus[u"note"_s].toString(), u"nvidia-smi exited with status 9"_s);
    QVERIFY(gpus[u"message"_s].toString().contains(u"couldn't communicate with the NVIDIA driver"_s));
}

// The PCIe tree of a made-up node, built as sysfs links it (class and bus entries are symlinks into /sys/devices), and
// GPUs from a stand-in nvidia-smi: each GPU's nearest RDMA device by the deepest PCIe ancestor they share.
void TestAgentFacts::pcieTopology()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const QString sys = root.path();
    // A PCI function's directory under devices/, its numa_node, and the bus/pci/devices link to it.
    const auto pciDevice = [&](const QString& path, int numa) {
        writeFile(sys + u"/devices/"_s + path + u"/numa_node"_s, QByteArray::number(numa) + '\n');
        const QString address = path.section(u'/', -1);
        QVERIFY(QDir().mkpath(sys + u"/bus/pci/devices"_s));
        QVERIFY(QFile::link(u"../../../devices/"_s + path, sys + u"/bus/pci/devices/"_s + address));
    };
    // An RDMA device on a PCI function, linked the way the kernel does, with its ports' states.
    const auto rdmaDevice = [&](const QString& name, const QString& path, int numa,
                                const QList<std::pair<int, QByteArray>>& ports) {
        pciDevice(path, numa);
        const QString dir = sys + u"/devices/"_s + path + u"/infiniband/"_s + name;
        for (const auto& [port, state] : ports)
            writeFile(dir + u"/ports/%1/state"_s.arg(port), state + '\n');
        QVERIFY(QFile::link(u"../../../"_s + path.section(u'/', -1), dir + u"/device"_s));
        QVERIFY(QDir().mkpath(sys + u"/class/infiniband"_s));
        QVERIFY(
            QFile::link(u"../../devices/"_s + path + u"/infiniband/"_s + name, sys + u"/class/infiniband/"_s + name));
    };
    // Socket 0: root complex pci0000:16 with a switch (17:00.0) holding GPU 0 and mlx5_0, and GPU 1 on another root
    // port; GPU 2 on a second root complex of the same socket. Socket 1: mlx5_1 (port 1 down, port 2 up) and GPU 3.
    // GPU 4's firmware names no NUMA node; GPU 5 is not in the tree.
    const QString sw = u"pci0000:16/0000:16:02.0/0000:17:00.0"_s;
    pciDevice(sw + u"/0000:18:00.0/0000:19:00.0"_s, 0);
    rdmaDevice(u"mlx5_0"_s, sw + u"/0000:18:01.0/0000:1a:00.0"_s, 0, {{1, "4: ACTIVE"}});
    pciDevice(u"pci0000:16/0000:16:03.0/0000:2a:00.0"_s, 0);
    pciDevice(u"pci0000:38/0000:38:02.0/0000:39:00.0/0000:3a:00.0/0000:3b:00.0"_s, 0);
    rdmaDevice(u"mlx5_1"_s, u"pci0000:c8/0000:c8:02.0/0000:c9:00.0"_s, 1, {{1, "1: DOWN"}, {2, "4: ACTIVE"}});
    pciDevice(u"pci0000:b8/0000:b8:02.0/0000:b9:00.0"_s, 1);
    pciDevice(u"pci0000:d8/0000:d8:02.0/0000:d9:00.0"_s, -1);

    QTemporaryDir bin;
    QVERIFY(bin.isValid());
    const QString script = bin.filePath(u"nvidia-smi"_s);
    QByteArray listing = "#!/bin/sh\n";
    const char* busIds[] = {"19", "2A", "3B", "B9", "D9", "E9"};
    for (int gpu = 0; gpu < 6; ++gpu)
        listing += "echo '" + QByteArray::number(gpu) + ", NVIDIA H200, GPU-" + QByteArray::number(gpu) +
                   ", 143771, 570.124.06, 00000000:" + busIds[gpu] + ":00.0'\n";
    writeFile(script, listing);
    QVERIFY(QFile::setPermissions(script, QFile::ReadOwner | QFile::ExeOwner));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"PATH"_s, bin.path() + u':' + env.value(u"PATH"_s));

    const Run run = runAgent({u"facts"_s, u"--sysfs-root"_s, sys}, env);
    const QJsonObject facts = factsLine(run);
    QVERIFY2(!facts.isEmpty(), run.out.constData());

    const QJsonArray nics = facts[u"rdma"_s][u"sysfs_devices"_s].toArray();
    const QJsonObject mlx5_0 = byName(nics, u"mlx5_0"_s);
    QCOMPARE(mlx5_0[u"pci_address"_s].toString(), u"0000:1a:00.0"_s);
    QCOMPARE(mlx5_0[u"pcie_path"_s].toArray(),
             (QJsonArray{u"pci0000:16"_s, u"0000:16:02.0"_s, u"0000:17:00.0"_s, u"0000:18:01.0"_s, u"0000:1a:00.0"_s}));
    QCOMPARE(mlx5_0[u"numa_node"_s].toInt(), 0);
    QCOMPARE(byName(nics, u"mlx5_1"_s)[u"numa_node"_s].toInt(), 1);

    const QJsonArray gpus = facts[u"gpus"_s][u"devices"_s].toArray();
    QCOMPARE(gpus.size(), 6);
    QCOMPARE(gpus[2][u"pci_bus_id"_s].toString(), u"00000000:3B:00.0"_s);
    QCOMPARE(gpus[2][u"pci_address"_s].toString(), u"0000:3b:00.0"_s);
    QCOMPARE(gpus[2][u"pcie_path"_s].toArray().size(), 5);
    QCOMPARE(gpus[2][u"numa_node"_s].toInt(), 0);
    QVERIFY(gpus[4][u"numa_node"_s].isNull());
    QVERIFY(gpus[5][u"pci_address"_s].isNull());
    QVERIFY(gpus[5][u"pcie_path"_s].isNull());

    // GPU -> nearest NIC: same switch, same root complex, same NUMA node (twice), across the system; GPU 5 has no
    // place and so no entry.
    const QJsonArray links = facts[u"gpu_nic"_s].toArray();
    QCOMPARE(links.size(), 5);
    const QList<std::tuple<QString, int, QString>> expected = {{u"mlx5_0"_s, 1, u"pcie_switch"_s},
                                                               {u"mlx5_0"_s, 1, u"root_complex"_s},
                                                               {u"mlx5_0"_s, 1, u"numa"_s},
                                                               {u"mlx5_1"_s, 2, u"numa"_s},
                                                               {u"mlx5_0"_s, 1, u"system"_s}};
    for (int gpu = 0; gpu < 5; ++gpu) {
        const QJsonObject link = links[gpu].toObject();
        QCOMPARE(link[u"gpu"_s].toInt(), gpu);
        QCOMPARE(link[u"rdma_device"_s].toString(), std::get<0>(expected[gpu]));
        QCOMPARE(link[u"port"_s].toInt(), std::get<1>(expected[gpu]));
        QCOMPARE(link[u"relation"_s].toString(), std::get<2>(expected[gpu]));
    }
    QCOMPARE(links[0][u"pci_address"_s].toString(), u"0000:19:00.0"_s);
    QCOMPARE(links[0][u"rdma_pci_address"_s].toString(), u"0000:1a:00.0"_s);
    QCOMPARE(links[0][u"shared_depth"_s].toInt(), 3);
}

QTEST_GUILESS_MAIN(TestAgentFacts)
#include "testagentfacts.moc"
