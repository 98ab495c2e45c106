// SPDX-License-Identifier: Apache-2.0
#include "domain/bomcatalog.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>

namespace fw::core {

namespace {

QString translated(const char* source)
{
    return QCoreApplication::translate("fw::core::BomCatalog", source);
}

QList<BomField> makeCatalog()
{
    using G = BomGroup;
    using T = BomValueType;
    const auto ib = std::optional(FabricKind::InfiniBand);
    const auto roce = std::optional(FabricKind::RoceV2);
    return {
        {"gpu_model", G::Gpu, T::Text, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "GPU model"), "", {}, {}, true},
        {"gpu_memory", G::Gpu, T::Number, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "GPU memory"), "GiB", {}, {}, true},
        {"gpus_per_node",
         G::Gpu,
         T::Integer,
         QT_TRANSLATE_NOOP("fw::core::BomCatalog", "GPUs per node"),
         "",
         {},
         {},
         true},
        {"gpu_driver", G::Gpu, T::Version, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "GPU driver"), "", {}, {}, true},
        {"cpu_model", G::Host, T::Text, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "CPU model"), "", {}, {}, true},
        {"ram", G::Host, T::Number, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "RAM per node"), "GiB", {}, {}, true},
        {"gpu_layout",
         G::Host,
         T::Choice,
         QT_TRANSLATE_NOOP("fw::core::BomCatalog", "PCIe/SXM layout"),
         "",
         {{"sxm", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "SXM")},
          {"pcie", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "PCIe")},
          {"oam", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "OAM")}}},
        {"numa_nodes",
         G::Host,
         T::Integer,
         QT_TRANSLATE_NOOP("fw::core::BomCatalog", "NUMA nodes per host"),
         "",
         {},
         {},
         true},
        {"local_nvme", G::Host, T::Text, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Local NVMe")},
        {"nic_model", G::Nic, T::Text, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "NIC/HCA model"), "", {}, {}, true},
        {"nic_speed",
         G::Nic,
         T::Integer,
         QT_TRANSLATE_NOOP("fw::core::BomCatalog", "NIC/HCA speed"),
         "Gb/s",
         {},
         {},
         true},
        {"nic_firmware",
         G::Nic,
         T::Version,
         QT_TRANSLATE_NOOP("fw::core::BomCatalog", "NIC/HCA firmware"),
         "",
         {},
         {},
         true},
        {"nic_driver", G::Nic, T::Version, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "NIC/HCA driver")},
        {"switch_model", G::Switch, T::Text, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Switch model")},
        {"switch_os", G::Switch, T::Text, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Switch OS")},
        {"fabric_generation",
         G::Switch,
         T::Choice,
         QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Fabric generation"),
         "",
         {{"hdr", "HDR (200G InfiniBand)"},
          {"ndr", "NDR (400G InfiniBand)"},
          {"xdr", "XDR (800G InfiniBand)"},
          {"eth_200g", "200G Ethernet"},
          {"eth_400g", "400G Ethernet"},
          {"eth_800g", "800G Ethernet"}},
         {},
         true},
        {"optics", G::Cabling, T::Text, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Optics")},
        {"cable_type",
         G::Cabling,
         T::Choice,
         QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Cable type"),
         "",
         {{"dac", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Copper (DAC)")},
          {"aoc", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Active optical (AOC)")},
          {"fiber", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Transceivers and fibre")},
          {"mixed", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Mixed")}}},
        {"link_speed",
         G::Cabling,
         T::Integer,
         QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Link speed"),
         "Gb/s",
         {},
         {},
         true},
        {"mtu", G::NetworkConfig, T::Integer, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "MTU"), "bytes", {}, {}, true},
        {"queue_config", G::NetworkConfig, T::Text, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Queue configuration")},
        {"placement_group", G::Placement, T::Text, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Placement group")},
        {"rack", G::Placement, T::Text, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Rack")},
        {"zone", G::Placement, T::Text, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Zone")},
        {"region", G::Placement, T::Text, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Region")},
        {"node_count",
         G::Placement,
         T::Integer,
         QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Node count"),
         "",
         {},
         {},
         true},
        {"cuda_version", G::Software, T::Version, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "CUDA"), "", {}, {}, true},
        {"nccl_version", G::Software, T::Version, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "NCCL"), "", {}, {}, true},
        {"mpi_version", G::Software, T::Version, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "MPI"), "", {}, {}, true},
        {"framework", G::Software, T::Text, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Framework")},
        {"container_image", G::Software, T::Text, QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Container image")},
        {"kernel_version",
         G::Software,
         T::Text,
         QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Kernel version"),
         "",
         {},
         {},
         true},
        {"hcas_per_node",
         G::InfiniBandSpecifics,
         T::Integer,
         QT_TRANSLATE_NOOP("fw::core::BomCatalog", "HCAs per node"),
         "",
         {},
         ib,
         true},
        {"gpu_network_path",
         G::InfiniBandSpecifics,
         T::Choice,
         QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Network path per GPU"),
         "",
         {{"dedicated", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Dedicated path per GPU")},
          {"aggregated", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Aggregated traffic")}},
         ib},
        {"gpudirect_rdma",
         G::InfiniBandSpecifics,
         T::Choice,
         QT_TRANSLATE_NOOP("fw::core::BomCatalog", "GPUDirect RDMA"),
         "",
         {{"enabled_tested", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Enabled and tested")},
          {"enabled_untested", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Enabled, not tested")},
          {"disabled", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Not enabled")}},
         ib},
        {"placement_guarantee",
         G::InfiniBandSpecifics,
         T::Choice,
         QT_TRANSLATE_NOOP("fw::core::BomCatalog", "One fabric domain guaranteed"),
         "",
         {{"guaranteed", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Guaranteed in writing")},
          {"best_effort", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Best effort")},
          {"none", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "No guarantee")}},
         ib},
        {"fabric_management_owner",
         G::InfiniBandSpecifics,
         T::Choice,
         QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Fabric management, telemetry, remediation"),
         "",
         {{"provider", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Provider")},
          {"customer", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Our team")},
          {"shared", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Shared, with a written split")}},
         ib},
        {"lossless_strategy",
         G::RoceSpecifics,
         T::Choice,
         QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Lossless strategy"),
         "",
         {{"pfc", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "PFC")},
          {"other_tested", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Other, tested strategy")},
          {"none", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "None")}},
         roce},
        {"ecn_tuning",
         G::RoceSpecifics,
         T::Text,
         QT_TRANSLATE_NOOP("fw::core::BomCatalog", "ECN and congestion-control tuning"),
         "",
         {},
         roce},
        {"dcb_config",
         G::RoceSpecifics,
         T::Text,
         QT_TRANSLATE_NOOP("fw::core::BomCatalog", "DCB across switches and NICs"),
         "",
         {},
         roce},
        {"priority_mapping",
         G::RoceSpecifics,
         T::Text,
         QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Queue, service class, DSCP/priority mapping"),
         "",
         {},
         roce},
        {"priority_counters",
         G::RoceSpecifics,
         T::Choice,
         QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Per-priority counters visible"),
         "",
         {{"all", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Drops, pause, ECN, retransmits, buffers")},
          {"partial", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Some of them")},
          {"none", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "None")}},
         roce},
        {"change_control",
         G::RoceSpecifics,
         T::Choice,
         QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Change control (firmware, switch OS, driver, MTU, routing)"),
         "",
         {{"strict", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Strict, reviewed")},
          {"informal", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Informal")},
          {"none", QT_TRANSLATE_NOOP("fw::core::BomCatalog", "None")}},
         roce},
    };
}

QString withoutUnit(const BomField& field, QString text)
{
    text = text.trimmed();
    const QString unit = QString::fromLatin1(field.unit);
    if (!unit.isEmpty() && text.endsWith(unit, Qt::CaseInsensitive))
        text.chop(unit.size());
    return text.trimmed();
}

} // namespace

const QList<BomField>& BomCatalog::all()
{
    static const QList<BomField> catalog = makeCatalog();
    return catalog;
}

QList<BomField> BomCatalog::forFabric(FabricKind fabric)
{
    QList<BomField> result;
    for (const BomField& f : all()) {
        if (!f.fabric || *f.fabric == fabric)
            result.append(f);
    }
    return result;
}

QString BomCatalog::versionNumber(const QString& text)
{
    static const QRegularExpression number(QStringLiteral("\\d+(\\.\\d+)+|^v?\\d+$"));
    const QString found = number.match(text).captured();
    return found.startsWith(QLatin1Char('v')) ? found.mid(1) : found;
}

const BomField* BomCatalog::field(const QString& key)
{
    for (const BomField& f : all()) {
        if (key == QLatin1String(f.key))
            return &f;
    }
    return nullptr;
}

QString BomCatalog::groupName(BomGroup group)
{
    switch (group) {
    case BomGroup::Gpu:
        return translated(QT_TRANSLATE_NOOP("fw::core::BomCatalog", "GPU"));
    case BomGroup::Host:
        return translated(QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Host"));
    case BomGroup::Nic:
        return translated(QT_TRANSLATE_NOOP("fw::core::BomCatalog", "NIC/HCA"));
    case BomGroup::Switch:
        return translated(QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Switch"));
    case BomGroup::Cabling:
        return translated(QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Optics and cabling"));
    case BomGroup::NetworkConfig:
        return translated(QT_TRANSLATE_NOOP("fw::core::BomCatalog", "MTU and queues"));
    case BomGroup::Placement:
        return translated(QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Placement"));
    case BomGroup::Software:
        return translated(QT_TRANSLATE_NOOP("fw::core::BomCatalog", "Software"));
    case BomGroup::InfiniBandSpecifics:
        return translated(QT_TRANSLATE_NOOP("fw::core::BomCatalog", "InfiniBand specifics"));
    case BomGroup::RoceSpecifics:
        return translated(QT_TRANSLATE_NOOP("fw::core::BomCatalog", "RoCE specifics"));
    }
    Q_UNREACHABLE();
    return {};
}

QString BomCatalog::label(const BomField& field)
{
    return translated(field.label);
}

QString BomCatalog::optionLabel(const BomField& field, const QString& key)
{
    for (const BomOption& option : field.options) {
        if (key == QLatin1String(option.key))
            return translated(option.label);
    }
    return key;
}

std::optional<QString> BomCatalog::normalise(const BomField& field, const QString& input, QString* why)
{
    const QString text = input.trimmed();
    if (text.isEmpty())
        return QString(); // clearing is always allowed
    auto fail = [&](const QString& reason) -> std::optional<QString> {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    switch (field.type) {
    case BomValueType::Text:
        return text;
    case BomValueType::Integer: {
        bool ok = false;
        const qlonglong value = withoutUnit(field, text).toLongLong(&ok);
        if (!ok || value < 0)
            return fail(QCoreApplication::translate("fw::core::BomCatalog", "\"%1\" is not a whole number.").arg(text));
        return QString::number(value);
    }
    case BomValueType::Number: {
        bool ok = false;
        QString number = withoutUnit(field, text);
        number.replace(QLatin1Char(','), QLatin1Char('.'));
        const double value = number.toDouble(&ok);
        if (!ok || value < 0)
            return fail(QCoreApplication::translate("fw::core::BomCatalog", "\"%1\" is not a number.").arg(text));
        return QString::number(value, 'g', 12);
    }
    case BomValueType::Version: {
        // Free text around the number is kept ("Open MPI 4.1.6"); comparison uses the number alone.
        if (versionNumber(text).isEmpty()) {
            return fail(QCoreApplication::translate("fw::core::BomCatalog",
                                                    "\"%1\" has no version number such as 12.4 or 2.21.5.")
                            .arg(text));
        }
        return text;
    }
    case BomValueType::Choice: {
        QStringList labels;
        for (const BomOption& option : field.options) {
            const QString key = QString::fromLatin1(option.key);
            const QString sourceLabel = QString::fromUtf8(option.label);
            if (text.compare(key, Qt::CaseInsensitive) == 0 || text.compare(sourceLabel, Qt::CaseInsensitive) == 0 ||
                text.compare(translated(option.label), Qt::CaseInsensitive) == 0)
                return key;
            labels << translated(option.label);
        }
        return fail(QCoreApplication::translate("fw::core::BomCatalog", "\"%1\" is not one of: %2.")
                        .arg(text, labels.join(QStringLiteral(", "))));
    }
    }
    Q_UNREACHABLE();
    return std::nullopt;
}

std::optional<double> fabricLineRateGBs(const BomValues& declared, int ranksPerNode)
{
    bool ok = false;
    const double gbps = declared.value(QStringLiteral("nic_speed")).trimmed().toDouble(&ok);
    if (!ok || !(gbps > 0))
        return std::nullopt;
    const int hcas = declared.value(QStringLiteral("hcas_per_node")).trimmed().toInt(&ok);
    const int nics = std::max(1, std::min(ok && hcas > 0 ? hcas : 1, ranksPerNode));
    return gbps / 8 * nics;
}

} // namespace fw::core
