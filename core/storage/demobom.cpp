// SPDX-License-Identifier: Apache-2.0
#include "storage/demobom.h"

#include "base/protocol.h"
#include "domain/protocoltext.h"
#include "storage/bomrepository.h"
#include "storage/demoproject.h"
#include "storage/questionnairerepository.h"
#include "storage/triagerepository.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>

namespace fw::core {

namespace {

// The demo is written in the UI language (core/remote/demoruns.h), as its candidates are.

// The shape of `fabric-agent facts`, with invented values.
QJsonObject exampleHost(const QString& host, const QString& linkLayer, const QString& firmware, int adapters)
{
    QJsonArray devices;
    for (int i = 0; i < adapters; ++i) {
        devices.append(
            QJsonObject{{QStringLiteral("name"), QStringLiteral("mlx5_%1").arg(i)},
                        {QStringLiteral("hca_type"), QStringLiteral("MT4129")},
                        {QStringLiteral("fw_ver"), firmware},
                        {QStringLiteral("ports"),
                         QJsonArray{QJsonObject{{QStringLiteral("port"), 1},
                                                {QStringLiteral("state"), QStringLiteral("4: ACTIVE")},
                                                {QStringLiteral("rate"), linkLayer == QLatin1String("InfiniBand")
                                                                             ? QStringLiteral("400 Gb/sec (4X NDR)")
                                                                             : QStringLiteral("400 Gb/sec (4X)")},
                                                {QStringLiteral("link_layer"), linkLayer}}}}});
    }
    QJsonArray gpus;
    for (int i = 0; i < 8; ++i) {
        gpus.append(QJsonObject{{QStringLiteral("index"), i},
                                {QStringLiteral("name"), QStringLiteral("NVIDIA H100 80GB HBM3")},
                                {QStringLiteral("memory_mib"), 81559},
                                {QStringLiteral("driver_version"), QStringLiteral("550.54.15")}});
    }
    QJsonArray interfaces{QJsonObject{{QStringLiteral("name"), QStringLiteral("eno1")},
                                      {QStringLiteral("kind"), QStringLiteral("ether")},
                                      {QStringLiteral("mtu"), 1500},
                                      {QStringLiteral("speed_mbps"), 25000},
                                      {QStringLiteral("operstate"), QStringLiteral("up")}}};
    if (linkLayer == QLatin1String("Ethernet")) {
        interfaces.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("ens1f0np0")},
                                      {QStringLiteral("kind"), QStringLiteral("ether")},
                                      {QStringLiteral("mtu"), 9000},
                                      {QStringLiteral("speed_mbps"), 400000},
                                      {QStringLiteral("operstate"), QStringLiteral("up")}});
    }
    return QJsonObject{
        {protocolText(base::protocol::field::kVersion), base::protocol::kSchemaVersion},
        {protocolText(base::protocol::field::kType), protocolText(base::protocol::event::kFacts)},
        {QStringLiteral("example"), true},
        {protocolText(base::protocol::field::kHostname), host},
        {QStringLiteral("kernel"), QJsonObject{{QStringLiteral("release"), QStringLiteral("5.15.0-105-generic")}}},
        {QStringLiteral("cpu"),
         QJsonObject{{QStringLiteral("model"), QStringLiteral("Intel(R) Xeon(R) Platinum 8480+")}}},
        {QStringLiteral("memory_bytes"), 2164663517184.0},
        {QStringLiteral("numa_nodes"), 2},
        {QStringLiteral("interfaces"), interfaces},
        {QStringLiteral("rdma"), QJsonObject{{QStringLiteral("sysfs_devices"), devices}}},
        {QStringLiteral("gpus"), QJsonObject{{QStringLiteral("available"), true}, {QStringLiteral("devices"), gpus}}},
        {QStringLiteral("cuda_nccl"), QJsonObject{{QStringLiteral("built"), true},
                                                  {QStringLiteral("cuda_runtime_version"), QStringLiteral("12.4")},
                                                  {QStringLiteral("nccl_version"), QStringLiteral("2.21.5")}}},
        {QStringLiteral("mpi"), QJsonObject{{QStringLiteral("built"), true},
                                            {QStringLiteral("library_version"), QStringLiteral("Open MPI v4.1.6")}}},
    };
}

QList<StoredFacts> exampleFacts(const QString& prefix, const QString& linkLayer, int hosts, int oddHost)
{
    QList<StoredFacts> result;
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    for (int i = 1; i <= hosts; ++i) {
        const QString host = QStringLiteral("%1%2").arg(prefix).arg(i, 2, 10, QLatin1Char('0'));
        // One node left behind on older firmware: the drift the BOM page must catch.
        const QString firmware = i == oddHost ? QStringLiteral("28.39.1002") : QStringLiteral("28.40.1000");
        result.append({host,
                       demoText(QT_TRANSLATE_NOOP("fw::core::DemoProject",
                                                  "example data: invented facts, not measured on any cluster")),
                       QString(), now,
                       exampleHost(host, linkLayer, firmware, linkLayer == QLatin1String("InfiniBand") ? 8 : 2)});
    }
    return result;
}

// Product names, versions and choice keys as they are; the free text marked with QT_TRANSLATE_NOOP in the language
// of the demo.
BomValues values(std::initializer_list<std::pair<const char*, const char*>> pairs)
{
    BomValues result;
    for (const auto& [key, value] : pairs)
        result.insert(QString::fromLatin1(key), demoText(value));
    return result;
}

} // namespace

void addDemoBomAndQuestionnaires(ProjectFile& project, qint64 infinibandCandidate, qint64 roceCandidate)
{
    BomRepository bom(project);
    bom.setDeclared(
        infinibandCandidate,
        values({{"gpu_model", "NVIDIA H100 80GB HBM3"},
                {"gpu_memory", "80"},
                {"gpus_per_node", "8"},
                {"gpu_driver", "550.54.15"},
                {"cpu_model", "Intel Xeon Platinum 8480+"},
                {"ram", "2048"},
                {"gpu_layout", "sxm"},
                {"numa_nodes", "2"},
                {"local_nvme", QT_TRANSLATE_NOOP("fw::core::DemoProject", "8 × 3.84 TB (example)")},
                {"nic_model", "ConnectX-7"},
                {"nic_speed", "400"},
                {"nic_firmware", "28.40.1000"},
                {"nic_driver", "MLNX_OFED 24.01-0.3.3"},
                {"switch_model", "Quantum-2 QM9700"},
                {"switch_os", "MLNX-OS 3.11"},
                {"fabric_generation", "ndr"},
                {"optics", QT_TRANSLATE_NOOP("fw::core::DemoProject", "OSFP twin-port 800G (example)")},
                {"cable_type", "fiber"},
                {"link_speed", "400"},
                {"queue_config", QT_TRANSLATE_NOOP("fw::core::DemoProject", "Default SL-to-VL mapping (example)")},
                {"placement_group", "example-pg-1"},
                {"region", "example-region"},
                {"node_count", "16"},
                {"cuda_version", "12.4"},
                {"nccl_version", "2.21.5"},
                {"mpi_version", "Open MPI 4.1.6"},
                {"framework", QT_TRANSLATE_NOOP("fw::core::DemoProject", "PyTorch 2.3 (example)")},
                {"kernel_version", "5.15.0-105-generic"},
                {"hcas_per_node", "8"},
                {"gpu_network_path", "dedicated"},
                {"gpudirect_rdma", "enabled_tested"},
                {"placement_guarantee", "best_effort"},
                {"fabric_management_owner", "provider"}}));
    // Left for the buyer to complete: switch, optics, queues, placement and the RoCE specifics.
    bom.setDeclared(roceCandidate, values({{"gpu_model", "NVIDIA H100 80GB HBM3"},
                                           {"gpus_per_node", "8"},
                                           {"nic_model", "ConnectX-7"},
                                           {"nic_speed", "400"},
                                           {"nic_firmware", "28.40.1000"},
                                           {"fabric_generation", "eth_400g"},
                                           {"mtu", "9000"},
                                           {"node_count", "16"},
                                           {"lossless_strategy", "pfc"}}));
    bom.replaceMeasured(infinibandCandidate,
                        exampleFacts(QStringLiteral("example-ib-node"), QStringLiteral("InfiniBand"), 4, 3));
    bom.replaceMeasured(roceCandidate,
                        exampleFacts(QStringLiteral("example-roce-node"), QStringLiteral("Ethernet"), 2, 0));
    // Negative ids: example runs without results, never confused with a benchmark run imported later.
    const QString frozenLabel =
        demoText(QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example run: all_reduce on 16 nodes (example data)"));
    bom.freeze(-1, infinibandCandidate, frozenLabel);
    bom.freeze(-2, roceCandidate, frozenLabel);

    QuestionnaireRepository questionnaires(project);
    // The answers keep what the red-flag rules and the claim check read in every language: the vague words, the
    // figures with their units and "@ size".
    auto answer = [&](qint64 candidate, const char* key, const char* answerText, AnswerStatus status,
                      QList<Attachment> attachments = {}) {
        questionnaires.setAnswer(candidate, QString::fromLatin1(key), {demoText(answerText), status, {}, attachments});
    };
    // The vague answer the buyer's guide warns about, so the red flag shows at once.
    answer(infinibandCandidate, "ib.hardware", QT_TRANSLATE_NOOP("fw::core::DemoProject", "InfiniBand included"),
           AnswerStatus::Answered);
    answer(infinibandCandidate, "ib.gpudirect",
           QT_TRANSLATE_NOOP("fw::core::DemoProject",
                             "Enabled and tested with driver 550.54.15, CUDA 12.4 and NCCL 2.21.5 (example answer)."),
           AnswerStatus::Answered);
    answer(
        infinibandCandidate, "ib.nccl",
        QT_TRANSLATE_NOOP("fw::core::DemoProject",
                          "all_reduce_perf on 128 GPUs (16 nodes): 389 GB/s bus bandwidth @ 8 GiB (example answer)."),
        AnswerStatus::AnsweredWithEvidence,
        {{0, QStringLiteral("example-all-reduce-128gpu.log"), QString(),
          QByteArrayLiteral("# Example log, invented for the demo project; not a real measurement.\n"), QString()}});
    answer(roceCandidate, "roce.version",
           QT_TRANSLATE_NOOP("fw::core::DemoProject", "Yes, RoCE v2 on a routed layer-3 leaf-spine (example answer)."),
           AnswerStatus::Answered);
    answer(roceCandidate, "roce.validated", QT_TRANSLATE_NOOP("fw::core::DemoProject", "Supported."),
           AnswerStatus::Answered);

    TriageRepository triage(project);
    triage.set(QStringLiteral("latency_sensitive"), QStringLiteral("yes"));
    triage.set(QStringLiteral("runs_fast_ethernet"), QStringLiteral("yes"));
    triage.set(QStringLiteral("wants_vendor_choice"), QStringLiteral("yes"));
    triage.set(QStringLiteral("wl_training"), QStringLiteral("yes"));
}

} // namespace fw::core
