// SPDX-License-Identifier: Apache-2.0
#include "domain/decisionmatrix.h"

#include <QCoreApplication>

namespace fw::core {

QString storageKey(BuiltinCriterion criterion)
{
    switch (criterion) {
    case BuiltinCriterion::TailLatency:
        return QStringLiteral("tail_latency");
    case BuiltinCriterion::BusBandwidth:
        return QStringLiteral("bus_bandwidth");
    case BuiltinCriterion::FaultBehaviour:
        return QStringLiteral("fault_behaviour");
    case BuiltinCriterion::CountersHealth:
        return QStringLiteral("counters_health");
    case BuiltinCriterion::OperatingModelFit:
        return QStringLiteral("operating_model_fit");
    case BuiltinCriterion::CostPerAcceptedRun:
        return QStringLiteral("cost_per_accepted_run");
    case BuiltinCriterion::ProcurementFlexibility:
        return QStringLiteral("procurement_flexibility");
    case BuiltinCriterion::ExpansionPath:
        return QStringLiteral("expansion_path");
    case BuiltinCriterion::SupportBoundary:
        return QStringLiteral("support_boundary");
    case BuiltinCriterion::QuestionnaireCompleteness:
        return QStringLiteral("questionnaire_completeness");
    case BuiltinCriterion::WorkloadReplay:
        return QStringLiteral("workload_replay");
    }
    Q_UNREACHABLE();
    return {};
}

std::optional<BuiltinCriterion> builtinCriterionFromKey(const QString& key)
{
    for (BuiltinCriterion criterion : kAllBuiltinCriteria) {
        if (storageKey(criterion) == key)
            return criterion;
    }
    return std::nullopt;
}

QString displayName(BuiltinCriterion criterion)
{
    switch (criterion) {
    case BuiltinCriterion::TailLatency:
        return QCoreApplication::translate("fw::core::DecisionMatrix", "Tail latency");
    case BuiltinCriterion::BusBandwidth:
        return QCoreApplication::translate("fw::core::DecisionMatrix", "Bus bandwidth");
    case BuiltinCriterion::FaultBehaviour:
        return QCoreApplication::translate("fw::core::DecisionMatrix", "Fault behaviour");
    case BuiltinCriterion::CountersHealth:
        return QCoreApplication::translate("fw::core::DecisionMatrix", "Counters health");
    case BuiltinCriterion::OperatingModelFit:
        return QCoreApplication::translate("fw::core::DecisionMatrix", "Operating-model fit");
    case BuiltinCriterion::CostPerAcceptedRun:
        return QCoreApplication::translate("fw::core::DecisionMatrix", "Cost per accepted run");
    case BuiltinCriterion::ProcurementFlexibility:
        return QCoreApplication::translate("fw::core::DecisionMatrix", "Procurement flexibility");
    case BuiltinCriterion::ExpansionPath:
        return QCoreApplication::translate("fw::core::DecisionMatrix", "Expansion path");
    case BuiltinCriterion::SupportBoundary:
        return QCoreApplication::translate("fw::core::DecisionMatrix", "Support boundary");
    case BuiltinCriterion::QuestionnaireCompleteness:
        return QCoreApplication::translate("fw::core::DecisionMatrix", "Questionnaire completeness");
    case BuiltinCriterion::WorkloadReplay:
        return QCoreApplication::translate("fw::core::DecisionMatrix", "Workload replay");
    }
    Q_UNREACHABLE();
    return {};
}

} // namespace fw::core
