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
    constexpr auto context = "fw::core::DecisionMatrix";
    switch (criterion) {
    case BuiltinCriterion::TailLatency:
        return QCoreApplication::translate(context, "Tail latency");
    case BuiltinCriterion::BusBandwidth:
        return QCoreApplication::translate(context, "Bus bandwidth");
    case BuiltinCriterion::FaultBehaviour:
        return QCoreApplication::translate(context, "Fault behaviour");
    case BuiltinCriterion::CountersHealth:
        return QCoreApplication::translate(context, "Counters health");
    case BuiltinCriterion::OperatingModelFit:
        return QCoreApplication::translate(context, "Operating-model fit");
    case BuiltinCriterion::CostPerAcceptedRun:
        return QCoreApplication::translate(context, "Cost per accepted run");
    case BuiltinCriterion::ProcurementFlexibility:
        return QCoreApplication::translate(context, "Procurement flexibility");
    case BuiltinCriterion::ExpansionPath:
        return QCoreApplication::translate(context, "Expansion path");
    case BuiltinCriterion::SupportBoundary:
        return QCoreApplication::translate(context, "Support boundary");
    case BuiltinCriterion::QuestionnaireCompleteness:
        return QCoreApplication::translate(context, "Questionnaire completeness");
    }
    Q_UNREACHABLE();
    return {};
}

} // namespace fw::core
