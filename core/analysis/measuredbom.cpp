// SPDX-License-Identifier: Apache-2.0
#include "analysis/measuredbom.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <cmath>

namespace fw::core {

namespace {

QString str(const QJsonValue& value)
{
    if (value.isDouble())
        return QString::number(value.toDouble(), 'g', 15);
    return value.toString().trimmed();
}

QString joined(QStringList values)
{
    values.removeAll(QString());
    values.removeDuplicates();
    values.sort();
    return values.join(QStringLiteral(", "));
}

QString gib(double bytes)
{
    return QString::number(std::round(bytes / double(1ULL << 30) * 10.0) / 10.0, 'g', 12);
}

// PCI device names of the Mellanox/NVIDIA adapters, so a declared "ConnectX-7" meets a measured "MT4129".
QString adapterName(const QString& hcaType)
{
    static const QMap<QString, QString> names = {
        {QStringLiteral("MT4119"), QStringLiteral("ConnectX-5")},
        {QStringLiteral("MT4121"), QStringLiteral("ConnectX-5 Ex")},
        {QStringLiteral("MT4123"), QStringLiteral("ConnectX-6")},
        {QStringLiteral("MT4125"), QStringLiteral("ConnectX-6 Dx")},
        {QStringLiteral("MT4127"), QStringLiteral("ConnectX-6 Lx")},
        {QStringLiteral("MT4129"), QStringLiteral("ConnectX-7")},
        {QStringLiteral("MT4131"), QStringLiteral("ConnectX-8")},
        {QStringLiteral("MT41686"), QStringLiteral("BlueField-2")},
        {QStringLiteral("MT41692"), QStringLiteral("BlueField-3")},
    };
    const QString name = names.value(hcaType.toUpper());
    return name.isEmpty() ? hcaType : QStringLiteral("%1 (%2)").arg(name, hcaType);
}

// "400 Gb/sec (4X NDR)" -> 400 and "NDR".
std::pair<QString, QString> parseRate(const QString& rate)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(\\d+(?:\\.\\d+)?)\\s*Gb/sec(?:\\s*\\(\\d+X\\s*(\\w+)\\))?"));
    const auto match = pattern.match(rate);
    if (!match.hasMatch())
        return {};
    return {match.captured(1), match.captured(2)};
}

QString generationKey(FabricKind fabric, const QString& speed, const QString& ibName)
{
    const QString key = fabric == FabricKind::InfiniBand ? ibName.toLower() : QStringLiteral("eth_%1g").arg(speed);
    for (const BomOption& option : BomCatalog::field(QStringLiteral("fabric_generation"))->options) {
        if (key == QLatin1String(option.key))
            return key;
    }
    return {};
}

QSet<QString> words(const QString& text)
{
    static const QRegularExpression word(QStringLiteral("[\\p{L}\\p{N}]+"),
                                         QRegularExpression::UseUnicodePropertiesOption);
    QSet<QString> result;
    for (auto it = word.globalMatch(text.toLower()); it.hasNext();)
        result.insert(it.next().captured());
    return result;
}

bool versionMatches(const QString& declared, const QString& measured)
{
    const QStringList d = BomCatalog::versionNumber(declared).split(QLatin1Char('.'));
    const QStringList m = BomCatalog::versionNumber(measured).split(QLatin1Char('.'));
    if (d.first().isEmpty() || m.first().isEmpty() || d.size() > m.size())
        return false;
    for (int i = 0; i < d.size(); ++i) {
        if (d.at(i).toLongLong() != m.at(i).toLongLong())
            return false;
    }
    return true;
}

bool singleMatches(const BomField& field, const QString& declared, const QString& measured)
{
    switch (field.type) {
    case BomValueType::Version:
        return versionMatches(declared, measured);
    case BomValueType::Number: {
        const double d = declared.toDouble();
        const double m = measured.toDouble();
        return std::abs(d - m) <= 0.05 * std::max(std::abs(d), std::abs(m));
    }
    case BomValueType::Integer:
        return declared.toLongLong() == measured.toLongLong();
    case BomValueType::Text: {
        const QSet<QString> d = words(declared);
        const QSet<QString> m = words(measured);
        return !d.isEmpty() && !m.isEmpty() && (m.contains(d) || d.contains(m));
    }
    case BomValueType::Choice:
        return declared == measured;
    }
    return false;
}

} // namespace

BomValues measuredBom(const QJsonObject& facts, FabricKind fabric)
{
    BomValues values;
    auto set = [&](const char* key, const QString& value) {
        if (!value.isEmpty())
            values.insert(QString::fromLatin1(key), value);
    };

    const QJsonObject cpu = facts.value(QLatin1String("cpu")).toObject();
    set("cpu_model", str(cpu.value(QLatin1String("model"))));
    if (facts.value(QLatin1String("memory_bytes")).isDouble())
        set("ram", gib(facts.value(QLatin1String("memory_bytes")).toDouble()));
    if (facts.value(QLatin1String("numa_nodes")).isDouble())
        set("numa_nodes", str(facts.value(QLatin1String("numa_nodes"))));
    set("kernel_version", str(facts.value(QLatin1String("kernel")).toObject().value(QLatin1String("release"))));

    const QJsonObject gpus = facts.value(QLatin1String("gpus")).toObject();
    if (gpus.value(QLatin1String("available")).toBool()) {
        QStringList models, memory, drivers;
        const QJsonArray devices = gpus.value(QLatin1String("devices")).toArray();
        for (const QJsonValue& device : devices) {
            const QJsonObject d = device.toObject();
            models << str(d.value(QLatin1String("name")));
            if (d.value(QLatin1String("memory_mib")).isDouble())
                memory << gib(d.value(QLatin1String("memory_mib")).toDouble() * 1024 * 1024);
            drivers << str(d.value(QLatin1String("driver_version")));
        }
        set("gpu_model", joined(models));
        set("gpu_memory", joined(memory));
        set("gpu_driver", joined(drivers));
        set("gpus_per_node", QString::number(devices.size()));
    }

    const QJsonObject cudaNccl = facts.value(QLatin1String("cuda_nccl")).toObject();
    if (cudaNccl.value(QLatin1String("built")).toBool()) {
        set("cuda_version", str(cudaNccl.value(QLatin1String("cuda_runtime_version"))));
        set("nccl_version", str(cudaNccl.value(QLatin1String("nccl_version"))));
    }
    const QJsonObject mpi = facts.value(QLatin1String("mpi")).toObject();
    if (mpi.value(QLatin1String("built")).toBool())
        set("mpi_version", BomCatalog::versionNumber(str(mpi.value(QLatin1String("library_version")))));

    // Only the adapters that carry this candidate's fabric: a RoCE node's InfiniBand HCA, or an IB node's
    // Ethernet management NIC, says nothing about the offer.
    const QString linkLayer =
        fabric == FabricKind::InfiniBand ? QStringLiteral("InfiniBand") : QStringLiteral("Ethernet");
    QStringList models, firmware, speeds, generations;
    int adapters = 0;
    const QJsonArray devices =
        facts.value(QLatin1String("rdma")).toObject().value(QLatin1String("sysfs_devices")).toArray();
    for (const QJsonValue& device : devices) {
        const QJsonObject d = device.toObject();
        bool carries = false;
        for (const QJsonValue& port : d.value(QLatin1String("ports")).toArray()) {
            const QJsonObject p = port.toObject();
            if (p.value(QLatin1String("link_layer")).toString() != linkLayer)
                continue;
            carries = true;
            const auto [speed, ibName] = parseRate(p.value(QLatin1String("rate")).toString());
            speeds << speed;
            generations << generationKey(fabric, speed, ibName);
        }
        if (!carries)
            continue;
        ++adapters;
        models << adapterName(str(d.value(QLatin1String("hca_type"))));
        firmware << str(d.value(QLatin1String("fw_ver")));
    }
    if (adapters > 0) {
        set("nic_model", joined(models));
        set("nic_firmware", joined(firmware));
        set("nic_speed", joined(speeds));
        set("link_speed", joined(speeds));
        set("fabric_generation", joined(generations));
        if (fabric == FabricKind::InfiniBand)
            set("hcas_per_node", QString::number(adapters));
    }

    // RoCE MTU: the high-speed Ethernet ports that are up. 100 Gb/s and above leaves out management
    // ports. The IPoIB MTU of an InfiniBand port is not the fabric MTU, so InfiniBand has none.
    if (fabric == FabricKind::RoceV2) {
        QStringList mtus;
        for (const QJsonValue& interface : facts.value(QLatin1String("interfaces")).toArray()) {
            const QJsonObject i = interface.toObject();
            if (i.value(QLatin1String("kind")).toString() == QLatin1String("ether") &&
                i.value(QLatin1String("operstate")).toString() == QLatin1String("up") &&
                i.value(QLatin1String("speed_mbps")).toDouble() >= 100000)
                mtus << str(i.value(QLatin1String("mtu")));
        }
        set("mtu", joined(mtus));
    }
    return values;
}

bool measuredMatches(const BomField& field, const QString& declared, const QString& measured)
{
    if (declared.isEmpty() || measured.isEmpty())
        return false;
    const QStringList parts = measured.split(QStringLiteral(", "));
    return std::all_of(parts.begin(), parts.end(),
                       [&](const QString& part) { return singleMatches(field, declared, part); });
}

} // namespace fw::core
