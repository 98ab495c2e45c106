#include "domain/candidate.h"

#include <QCoreApplication>

namespace fw::core {

namespace {

template <typename Enum, std::size_t N> std::optional<Enum> fromKey(const Enum (&all)[N], const QString& key)
{
    for (Enum value : all) {
        if (storageKey(value) == key)
            return value;
    }
    return std::nullopt;
}

} // namespace

QString storageKey(FabricKind kind)
{
    switch (kind) {
    case FabricKind::InfiniBand:
        return QStringLiteral("infiniband");
    case FabricKind::RoceV2:
        return QStringLiteral("roce_v2");
    }
    Q_UNREACHABLE();
    return {};
}

QString storageKey(DeliveryModel model)
{
    switch (model) {
    case DeliveryModel::CloudRental:
        return QStringLiteral("cloud_rental");
    case DeliveryModel::Colocation:
        return QStringLiteral("colocation");
    case DeliveryModel::OnPremises:
        return QStringLiteral("on_premises");
    }
    Q_UNREACHABLE();
    return {};
}

std::optional<FabricKind> fabricKindFromKey(const QString& key)
{
    return fromKey(kAllFabricKinds, key);
}

std::optional<DeliveryModel> deliveryModelFromKey(const QString& key)
{
    return fromKey(kAllDeliveryModels, key);
}

QString displayName(FabricKind kind)
{
    switch (kind) {
    case FabricKind::InfiniBand:
        return QCoreApplication::translate("fw::core::Candidate", "InfiniBand");
    case FabricKind::RoceV2:
        return QCoreApplication::translate("fw::core::Candidate", "RoCE v2");
    }
    Q_UNREACHABLE();
    return {};
}

QString displayName(DeliveryModel model)
{
    switch (model) {
    case DeliveryModel::CloudRental:
        return QCoreApplication::translate("fw::core::Candidate", "Cloud rental");
    case DeliveryModel::Colocation:
        return QCoreApplication::translate("fw::core::Candidate", "Colocation");
    case DeliveryModel::OnPremises:
        return QCoreApplication::translate("fw::core::Candidate", "On-premises");
    }
    Q_UNREACHABLE();
    return {};
}

} // namespace fw::core
