// SPDX-License-Identifier: Apache-2.0
#include "domain/candidate.h"

#include "domain/enumkeys.h"

#include <QCoreApplication>

namespace fw::core {

namespace {

using enumkeys::Entry;

constexpr Entry<FabricKind> kFabricKinds[] = {
    {FabricKind::InfiniBand, "infiniband", QT_TRANSLATE_NOOP("fw::core::Candidate", "InfiniBand")},
    {FabricKind::RoceV2, "roce_v2", QT_TRANSLATE_NOOP("fw::core::Candidate", "RoCE v2")},
};
static_assert(enumkeys::covers(kFabricKinds, kAllFabricKinds));

constexpr Entry<DeliveryModel> kDeliveryModels[] = {
    {DeliveryModel::CloudRental, "cloud_rental", QT_TRANSLATE_NOOP("fw::core::Candidate", "Cloud rental")},
    {DeliveryModel::Colocation, "colocation", QT_TRANSLATE_NOOP("fw::core::Candidate", "Colocation")},
    {DeliveryModel::OnPremises, "on_premises", QT_TRANSLATE_NOOP("fw::core::Candidate", "On-premises")},
};
static_assert(enumkeys::covers(kDeliveryModels, kAllDeliveryModels));

} // namespace

QString storageKey(FabricKind kind)
{
    return enumkeys::key(kFabricKinds, kind);
}

QString storageKey(DeliveryModel model)
{
    return enumkeys::key(kDeliveryModels, model);
}

std::optional<FabricKind> fabricKindFromKey(const QString& key)
{
    return enumkeys::fromKey(kFabricKinds, key);
}

std::optional<DeliveryModel> deliveryModelFromKey(const QString& key)
{
    return enumkeys::fromKey(kDeliveryModels, key);
}

QString displayName(FabricKind kind)
{
    return QCoreApplication::translate("fw::core::Candidate", enumkeys::entry(kFabricKinds, kind).displayName);
}

QString displayName(DeliveryModel model)
{
    return QCoreApplication::translate("fw::core::Candidate", enumkeys::entry(kDeliveryModels, model).displayName);
}

} // namespace fw::core
