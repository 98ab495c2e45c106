// SPDX-License-Identifier: Apache-2.0
#include "analysis/bomcomparison.h"
#include "analysis/measuredbom.h"
#include "domain/agentfacts.h"

#include <QJsonDocument>
#include <QTest>

using namespace fw::core;

namespace {

// The shape `fabric-agent facts --sysfs-root tests/fixtures/sysfs` prints, with GPUs added.
QByteArray factsLine(const char* host, const char* firmware, const char* cuda = "12.4")
{
    return QString::fromUtf8(
               R"j({"v":1,"type":"facts","hostname":"%1","kernel":{"release":"6.1.0-18-amd64"},)j"
               R"j("cpu":{"model":"Intel(R) Xeon(R) Platinum 8480+"},"memory_bytes":2164663517184,"numa_nodes":2,)j"
               R"j("interfaces":[{"name":"eth0","kind":"ether","mtu":9000,"speed_mbps":100000,"operstate":"up"},)j"
               R"j({"name":"eno1","kind":"ether","mtu":1500,"speed_mbps":1000,"operstate":"up"}],)j"
               R"j("rdma":{"sysfs_devices":[)j"
               R"j({"name":"mlx5_0","hca_type":"MT4129","fw_ver":"%2","ports":[{"port":1,"rate":"400 Gb/sec (4X NDR)","link_layer":"InfiniBand"}]},)j"
               R"j({"name":"mlx5_1","hca_type":"MT4125","fw_ver":"22.39.1002","ports":[{"port":1,"rate":"200 Gb/sec (4X HDR)","link_layer":"Ethernet"}]}]},)j"
               R"j("gpus":{"available":true,"devices":[{"name":"NVIDIA H100 80GB HBM3","memory_mib":81559,"driver_version":"550.54.15"}]},)j"
               R"j("cuda_nccl":{"built":true,"cuda_runtime_version":"%3","nccl_version":"2.21.5"},)j"
               R"j("mpi":{"built":true,"library_version":"Open MPI v4.1.4, package: Debian OpenMPI"}})j")
        .arg(QLatin1String(host), QLatin1String(firmware), QLatin1String(cuda))
        .toUtf8();
}

} // namespace

class TestBomComparison : public QObject
{
    Q_OBJECT

private slots:
    void readsSingleObjectAndJsonLines();
    void badInputNamesFileAndLine_data();
    void badInputNamesFileAndLine();
    void measuresOnlyTheCandidatesFabric();
    void matchingRules_data();
    void matchingRules();
    void mismatchAndDisagreeingNodes();
    void nodeCountComparesHostsWithDeclared();
};

void TestBomComparison::readsSingleObjectAndJsonLines()
{
    const QByteArray pretty = QJsonDocument::fromJson(factsLine("n1", "28.40.1000")).toJson(QJsonDocument::Indented);
    AgentFacts one = AgentFacts::parse(pretty, QStringLiteral("one.json"));
    QVERIFY2(one.error.isEmpty(), qPrintable(one.error));
    QCOMPARE(one.hosts.size(), 1);

    const QByteArray lines = factsLine("n1", "28.40.1000") + "\n" + R"({"v":1,"type":"warning","message":"x"})" +
                             "\n\n" + factsLine("n2", "28.40.1000") + "\n";
    AgentFacts two = AgentFacts::parse(lines, QStringLiteral("all.jsonl"));
    QVERIFY2(two.error.isEmpty(), qPrintable(two.error));
    QCOMPARE(two.hosts.size(), 2);
    QCOMPARE(AgentFacts::hostName(two.hosts.at(1)), QStringLiteral("n2"));
}

void TestBomComparison::badInputNamesFileAndLine_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("error");
    QTest::addRow("broken json") << factsLine("n1", "1") + "\n{\"v\":1,\"type\":" << QStringLiteral("f.jsonl, line 2:");
    QTest::addRow("not an event") << factsLine("n1", "1") + "\n{\"hostname\":\"x\"}"
                                  << QStringLiteral("f.jsonl, line 2: not an agent event");
    QTest::addRow("duplicate host") << factsLine("n1", "1") + "\n" + factsLine("n1", "2")
                                    << QStringLiteral("f.jsonl, line 2: host n1 appears twice");
    QTest::addRow("no hostname") << QByteArray(R"({"v":1,"type":"facts"})")
                                 << QStringLiteral("f.jsonl: the facts have no \"hostname\"");
    QTest::addRow("newer protocol") << QByteArray(R"({"v":3,"type":"facts","hostname":"a"})")
                                    << QStringLiteral("protocol version 3 is not supported");
    QTest::addRow("no facts") << QByteArray(R"({"v":1,"type":"end"})") << QStringLiteral("contains no \"facts\"");
    QTest::addRow("empty") << QByteArray() << QStringLiteral("contains no \"facts\"");
}

void TestBomComparison::badInputNamesFileAndLine()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, error);
    const AgentFacts result = AgentFacts::parse(input, QStringLiteral("f.jsonl"));
    QVERIFY2(result.error.contains(error), qPrintable(result.error));
    QVERIFY(result.hosts.isEmpty()); // nothing half-read
}

void TestBomComparison::measuresOnlyTheCandidatesFabric()
{
    const QJsonObject facts = QJsonDocument::fromJson(factsLine("n1", "28.40.1000")).object();
    const BomValues ib = measuredBom(facts, FabricKind::InfiniBand);
    QCOMPARE(ib.value(QStringLiteral("nic_model")), QStringLiteral("ConnectX-7 (MT4129)"));
    QCOMPARE(ib.value(QStringLiteral("nic_firmware")), QStringLiteral("28.40.1000"));
    QCOMPARE(ib.value(QStringLiteral("nic_speed")), QStringLiteral("400"));
    QCOMPARE(ib.value(QStringLiteral("fabric_generation")), QStringLiteral("ndr"));
    QCOMPARE(ib.value(QStringLiteral("hcas_per_node")), QStringLiteral("1"));
    QVERIFY(!ib.contains(QStringLiteral("mtu"))); // IPoIB MTU is not the fabric MTU
    QCOMPARE(ib.value(QStringLiteral("ram")), QStringLiteral("2016"));
    QCOMPARE(ib.value(QStringLiteral("gpu_memory")), QStringLiteral("79.6"));
    QCOMPARE(ib.value(QStringLiteral("gpus_per_node")), QStringLiteral("1"));
    QCOMPARE(ib.value(QStringLiteral("mpi_version")), QStringLiteral("4.1.4"));
    QCOMPARE(ib.value(QStringLiteral("kernel_version")), QStringLiteral("6.1.0-18-amd64"));

    const BomValues roce = measuredBom(facts, FabricKind::RoceV2);
    QCOMPARE(roce.value(QStringLiteral("nic_model")), QStringLiteral("ConnectX-6 Dx (MT4125)"));
    QCOMPARE(roce.value(QStringLiteral("nic_firmware")), QStringLiteral("22.39.1002"));
    QCOMPARE(roce.value(QStringLiteral("fabric_generation")), QStringLiteral("eth_200g"));
    QCOMPARE(roce.value(QStringLiteral("mtu")), QStringLiteral("9000")); // the 1 Gb/s port is not the fabric
    QVERIFY(!roce.contains(QStringLiteral("hcas_per_node")));
}

void TestBomComparison::matchingRules_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("declared");
    QTest::addColumn<QString>("measured");
    QTest::addColumn<bool>("matches");
    QTest::addRow("version prefix") << "cuda_version"
                                    << "12.4"
                                    << "12.4.1" << true;
    QTest::addRow("version differs") << "nic_firmware"
                                     << "28.40.1000"
                                     << "28.39.1002" << false;
    QTest::addRow("version in text") << "mpi_version"
                                     << "Open MPI 4.1.4"
                                     << "4.1.4" << true;
    QTest::addRow("longer declared version") << "cuda_version"
                                             << "12.4.1"
                                             << "12.4" << false;
    QTest::addRow("GiB within 5 percent") << "ram"
                                          << "2048"
                                          << "2016" << true;
    QTest::addRow("GiB too far") << "ram"
                                 << "1024"
                                 << "2016" << false;
    QTest::addRow("integer exact") << "gpus_per_node"
                                   << "8"
                                   << "4" << false;
    QTest::addRow("words contained") << "cpu_model"
                                     << "Xeon Platinum 8480+"
                                     << "Intel(R) Xeon(R) Platinum 8480+" << true;
    QTest::addRow("alias") << "nic_model"
                           << "ConnectX-7"
                           << "ConnectX-7 (MT4129)" << true;
    QTest::addRow("other model") << "nic_model"
                                 << "ConnectX-7"
                                 << "ConnectX-6 Dx (MT4125)" << false;
    QTest::addRow("every listed value") << "nic_firmware"
                                        << "28.40.1000"
                                        << "28.39.1002, 28.40.1000" << false;
    QTest::addRow("choice") << "fabric_generation"
                            << "ndr"
                            << "ndr" << true;
}

void TestBomComparison::matchingRules()
{
    QFETCH(QString, key);
    QFETCH(QString, declared);
    QFETCH(QString, measured);
    QFETCH(bool, matches);
    QCOMPARE(measuredMatches(*BomCatalog::field(key), declared, measured), matches);
}

void TestBomComparison::mismatchAndDisagreeingNodes()
{
    QList<MeasuredHost> hosts;
    for (const char* host : {"node01", "node02", "node07", "node08"}) {
        const char* firmware = QByteArray(host) == "node07" ? "28.39.1002" : "28.40.1000";
        hosts.append(
            {QString::fromLatin1(host),
             measuredBom(QJsonDocument::fromJson(factsLine(host, firmware)).object(), FabricKind::InfiniBand)});
    }
    const BomValues declared = {{QStringLiteral("nic_firmware"), QStringLiteral("28.40.1000")},
                                {QStringLiteral("cuda_version"), QStringLiteral("12.4")}};
    const QList<FieldComparison> result = compareBom(BomCatalog::forFabric(FabricKind::InfiniBand), declared, hosts);
    auto find = [&](const char* key) {
        return *std::find_if(result.begin(), result.end(),
                             [&](const FieldComparison& c) { return c.key == QLatin1String(key); });
    };
    const FieldComparison firmware = find("nic_firmware");
    QCOMPARE(firmware.state, FieldComparison::State::Mismatch);
    QCOMPARE(firmware.measured, QStringLiteral("28.40.1000"));
    QCOMPARE(firmware.mismatching, QStringList{QStringLiteral("node07")});
    QCOMPARE(firmware.disagreements,
             QStringList{QStringLiteral("node07: NIC/HCA firmware 28.39.1002, others 28.40.1000")});
    QCOMPARE(find("cuda_version").state, FieldComparison::State::Match);
    QCOMPARE(find("nccl_version").state, FieldComparison::State::NotDeclared);
    QCOMPARE(find("nic_driver").state, FieldComparison::State::NotMeasured);
}

void TestBomComparison::nodeCountComparesHostsWithDeclared()
{
    const QList<MeasuredHost> hosts = {{QStringLiteral("a"), {}}, {QStringLiteral("b"), {}}};
    const QList<BomField> fields = {*BomCatalog::field(QStringLiteral("node_count"))};
    QCOMPARE(compareBom(fields, {{QStringLiteral("node_count"), QStringLiteral("16")}}, hosts).first().state,
             FieldComparison::State::Partial);
    QCOMPARE(compareBom(fields, {{QStringLiteral("node_count"), QStringLiteral("2")}}, hosts).first().state,
             FieldComparison::State::Match);
    QCOMPARE(compareBom(fields, {{QStringLiteral("node_count"), QStringLiteral("1")}}, hosts).first().state,
             FieldComparison::State::Mismatch);
}

QTEST_GUILESS_MAIN(TestBomComparison)
#include "testbomcomparison.moc"
