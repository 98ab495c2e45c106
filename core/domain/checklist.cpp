// SPDX-License-Identifier: Apache-2.0
#include "domain/checklist.h"

#include <QCoreApplication>

namespace fw::core {

namespace {

const QList<ChecklistOption>& yesNo()
{
    static const QList<ChecklistOption> options = {{"yes", QT_TRANSLATE_NOOP("fw::core::Checklist", "Yes")},
                                                   {"no", QT_TRANSLATE_NOOP("fw::core::Checklist", "No")}};
    return options;
}

const QList<ChecklistOption>& skillLevels()
{
    static const QList<ChecklistOption> options = {
        {"none", QT_TRANSLATE_NOOP("fw::core::Checklist", "None")},
        {"some", QT_TRANSLATE_NOOP("fw::core::Checklist", "Some")},
        {"strong", QT_TRANSLATE_NOOP("fw::core::Checklist", "Strong, in production")}};
    return options;
}

const QList<ChecklistOption>& sourceStatuses()
{
    static const QList<ChecklistOption> options = {
        {"matches", QT_TRANSLATE_NOOP("fw::core::Checklist", "Read: the offer matches it")},
        {"differs", QT_TRANSLATE_NOOP("fw::core::Checklist", "Read: the offer differs from it")},
        {"not_published", QT_TRANSLATE_NOOP("fw::core::Checklist", "Not published by the vendor or provider")}};
    return options;
}

// The documents every fabric needs, then the fabric's own.
QList<ChecklistItem> commonSources()
{
    return {
        {"src_nccl_docs",
         QT_TRANSLATE_NOOP("fw::core::Checklist",
                           "NCCL documentation and release notes for the NCCL version installed on the cluster"),
         sourceStatuses()},
        {"src_nccl_tests",
         QT_TRANSLATE_NOOP("fw::core::Checklist",
                           "nccl-tests documentation: how algorithm and bus bandwidth are computed"),
         sourceStatuses()},
        {"src_adapter_firmware",
         QT_TRANSLATE_NOOP("fw::core::Checklist",
                           "Adapter (HCA or NIC) firmware release notes for the firmware version offered"),
         sourceStatuses()},
        {"src_switch_datasheet",
         QT_TRANSLATE_NOOP("fw::core::Checklist",
                           "Switch datasheet of the offered model: port count, speeds, buffer, power"),
         sourceStatuses()},
        {"src_cable_matrix",
         QT_TRANSLATE_NOOP("fw::core::Checklist",
                           "Cable and transceiver compatibility list for the offered adapters and switches"),
         sourceStatuses()},
        {"src_reference_architecture",
         QT_TRANSLATE_NOOP("fw::core::Checklist",
                           "GPU server vendor's reference architecture for the offered node type and fabric"),
         sourceStatuses()},
        {"src_provider_page",
         QT_TRANSLATE_NOOP("fw::core::Checklist",
                           "Provider's page for the offered cluster or instance type: fabric, topology, limits"),
         sourceStatuses()},
        {"src_support_terms",
         QT_TRANSLATE_NOOP("fw::core::Checklist",
                           "Supplier's support and service-level terms for the fabric (who fixes what)"),
         sourceStatuses()},
    };
}

} // namespace

const QList<ChecklistItem>& Checklist::triageFilter()
{
    static const QList<ChecklistItem> items = {
        {"latency_sensitive",
         QT_TRANSLATE_NOOP("fw::core::Checklist", "Is the workload latency-sensitive and heavy on collectives?"),
         yesNo()},
        {"large_scale",
         QT_TRANSLATE_NOOP("fw::core::Checklist", "Is it large enough to justify a dedicated AI/HPC fabric?"), yesNo()},
        {"runs_fast_ethernet",
         QT_TRANSLATE_NOOP("fw::core::Checklist", "Does the team already run high-speed Ethernet?"), yesNo()},
        {"wants_vendor_choice",
         QT_TRANSLATE_NOOP("fw::core::Checklist", "Does the team want a wider choice of vendors?"), yesNo()},
        {"can_prove_lossless",
         QT_TRANSLATE_NOOP("fw::core::Checklist",
                           "Can the team prove a lossless Ethernet design with real NCCL tests before committing?"),
         yesNo()},
        {"has_ib_skills", QT_TRANSLATE_NOOP("fw::core::Checklist", "Does the team have InfiniBand skills?"), yesNo()},
        {"delivery",
         QT_TRANSLATE_NOOP("fw::core::Checklist", "Is the cluster rented, colocated or owned?"),
         {{"cloud_rental", QT_TRANSLATE_NOOP("fw::core::Checklist", "Rented")},
          {"colocation", QT_TRANSLATE_NOOP("fw::core::Checklist", "Colocated")},
          {"on_premises", QT_TRANSLATE_NOOP("fw::core::Checklist", "Owned, on premises")}}},
    };
    return items;
}

const QList<ChecklistItem>& Checklist::modelApiNeeds()
{
    static const QList<ChecklistItem> items = {
        {"needs_custom_weights", QT_TRANSLATE_NOOP("fw::core::Checklist", "Does it need custom model weights?"),
         yesNo()},
        {"needs_gpu_scheduling", QT_TRANSLATE_NOOP("fw::core::Checklist", "Does it need direct GPU scheduling?"),
         yesNo()},
        {"needs_custom_kernels", QT_TRANSLATE_NOOP("fw::core::Checklist", "Does it need custom kernels?"), yesNo()},
        {"needs_strict_placement", QT_TRANSLATE_NOOP("fw::core::Checklist", "Does it need strict placement?"), yesNo()},
        {"needs_hw_isolation", QT_TRANSLATE_NOOP("fw::core::Checklist", "Does it need hardware-level isolation?"),
         yesNo()},
    };
    return items;
}

const QList<ChecklistItem>& Checklist::workloads()
{
    static const QList<ChecklistItem> items = {
        {"wl_training",
         QT_TRANSLATE_NOOP("fw::core::Checklist", "Distributed training (all-reduce heavy, sensitive to jitter)"),
         yesNo()},
        {"wl_sharded_inference", QT_TRANSLATE_NOOP("fw::core::Checklist", "Inference sharded across GPUs or nodes"),
         yesNo()},
        {"wl_replicas", QT_TRANSLATE_NOOP("fw::core::Checklist", "Independent inference replicas"), yesNo()},
        {"wl_storage_heavy", QT_TRANSLATE_NOOP("fw::core::Checklist", "Storage-heavy training"), yesNo()},
        {"wl_multi_tenant", QT_TRANSLATE_NOOP("fw::core::Checklist", "Several tenants on one cluster"), yesNo()},
    };
    return items;
}

const QList<ChecklistItem>& Checklist::operatingModel()
{
    static const QList<ChecklistItem> items = {
        {"team_ib_skills", QT_TRANSLATE_NOOP("fw::core::Checklist", "Team skills: InfiniBand"), skillLevels()},
        {"team_sm_skills", QT_TRANSLATE_NOOP("fw::core::Checklist", "Team skills: subnet manager"), skillLevels()},
        {"team_eth_automation", QT_TRANSLATE_NOOP("fw::core::Checklist", "Team skills: Ethernet automation"),
         skillLevels()},
        {"fabric_owner",
         QT_TRANSLATE_NOOP("fw::core::Checklist", "Who owns the fabric"),
         {{"provider", QT_TRANSLATE_NOOP("fw::core::Checklist", "The provider, as an appliance-like layer")},
          {"our_team", QT_TRANSLATE_NOOP("fw::core::Checklist", "Our team")},
          {"shared", QT_TRANSLATE_NOOP("fw::core::Checklist", "Shared, with a written split")}}},
        {"change_control",
         QT_TRANSLATE_NOOP("fw::core::Checklist", "Change-control maturity"),
         {{"none", QT_TRANSLATE_NOOP("fw::core::Checklist", "None")},
          {"informal", QT_TRANSLATE_NOOP("fw::core::Checklist", "Informal")},
          {"reviewed", QT_TRANSLATE_NOOP("fw::core::Checklist", "Reviewed changes")},
          {"automated", QT_TRANSLATE_NOOP("fw::core::Checklist", "Reviewed and automated, drift detected")}}},
        {"support_path", QT_TRANSLATE_NOOP("fw::core::Checklist", "Support path (who to call, escalation)"), {}},
    };
    return items;
}

const QList<ChecklistItem>& Checklist::officialSources(FabricKind fabric)
{
    static const QList<ChecklistItem> infiniBand =
        commonSources() +
        QList<ChecklistItem>{
            {"src_subnet_manager",
             QT_TRANSLATE_NOOP("fw::core::Checklist",
                               "Subnet manager documentation for the offered version (OpenSM or UFM): routing engine, "
                               "adaptive routing"),
             sourceStatuses()},
            {"src_ib_congestion",
             QT_TRANSLATE_NOOP(
                 "fw::core::Checklist",
                 "InfiniBand congestion control and adaptive routing notes of the offered switch firmware"),
             sourceStatuses()},
        };
    static const QList<ChecklistItem> roce =
        commonSources() +
        QList<ChecklistItem>{
            {"src_lossless_guide",
             QT_TRANSLATE_NOOP("fw::core::Checklist",
                               "Switch operating system's RoCE or lossless Ethernet guide (PFC, ECN, buffers) for the "
                               "offered version"),
             sourceStatuses()},
            {"src_roce_congestion",
             QT_TRANSLATE_NOOP("fw::core::Checklist",
                               "Adapter's RoCE congestion control documentation (DCQCN parameters and defaults)"),
             sourceStatuses()},
        };
    return fabric == FabricKind::InfiniBand ? infiniBand : roce;
}

QString Checklist::label(const char* source)
{
    return QCoreApplication::translate("fw::core::Checklist", source);
}

QString Checklist::optionLabel(const ChecklistItem& item, const QString& key)
{
    for (const ChecklistOption& option : item.options) {
        if (key == QLatin1String(option.key))
            return label(option.label);
    }
    return key;
}

bool Checklist::isValid(const ChecklistItem& item, const QString& value)
{
    if (value.isEmpty() || item.options.isEmpty())
        return true;
    return std::any_of(item.options.begin(), item.options.end(),
                       [&](const ChecklistOption& option) { return value == QLatin1String(option.key); });
}

} // namespace fw::core
