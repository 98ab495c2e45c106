// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <optional>

namespace fw::core {

enum class FabricKind
{
    InfiniBand,
    RoceV2
};
enum class DeliveryModel
{
    CloudRental,
    Colocation,
    OnPremises
};

inline constexpr FabricKind kAllFabricKinds[] = {FabricKind::InfiniBand, FabricKind::RoceV2};
inline constexpr DeliveryModel kAllDeliveryModels[] = {DeliveryModel::CloudRental, DeliveryModel::Colocation,
                                                       DeliveryModel::OnPremises};

// Stable keys, as stored in the project file; display names are translated.
QString storageKey(FabricKind kind);
QString storageKey(DeliveryModel model);
std::optional<FabricKind> fabricKindFromKey(const QString& key);
std::optional<DeliveryModel> deliveryModelFromKey(const QString& key);
QString displayName(FabricKind kind);
QString displayName(DeliveryModel model);

// One supplier offer under evaluation: the first aggregate of a project.
struct Candidate
{
    qint64 id = 0; // 0 until stored
    QString supplier;
    QString offerName;
    FabricKind fabric = FabricKind::InfiniBand;
    DeliveryModel delivery = DeliveryModel::CloudRental;
    int nodeCount = 1;
    QString notes;
    bool isExample = false; // demo data, never a real offer

    bool operator==(const Candidate&) const = default;
};

} // namespace fw::core
