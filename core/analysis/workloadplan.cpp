// SPDX-License-Identifier: Apache-2.0
#include "analysis/workloadplan.h"

#include "analysis/communicationpattern.h"

#include <QCoreApplication>
#include <map>

namespace fw::core {

AcceptancePlan planFromWorkload(const WorkloadDescription& description, const QString& node, const QString& interface,
                                const QString& storagePath)
{
    const CommunicationPattern pattern = communicationPattern(description);
    AcceptancePlan plan = AcceptancePlan::standard(node, interface, storagePath);
    plan.name = QCoreApplication::translate("fw::core::WorkloadPlan", "Acceptance plan for the workload");
    plan.pattern = patternJson(description, pattern);

    const QString patternArgument = AcceptancePlan::kPatternArgument;
    const QStringList replay = {QStringLiteral("--pattern"), patternArgument, QStringLiteral("--steps"),
                                QStringLiteral("20")};
    // The faults stall the workload's own step, not the synthetic one.
    for (PlanStep& step : plan.steps) {
        if (step.kind == PlanStep::Kind::Fault)
            step.replayArgs = {QStringLiteral("--pattern"), patternArgument, QStringLiteral("--steps"),
                               QStringLiteral("10")};
        if (step.kind == PlanStep::Kind::Replay) {
            step.label = QCoreApplication::translate("fw::core::WorkloadPlan", "Workload replay");
            step.agentArgs = replay;
        }
    }

    // Each collective of the step, swept from its smallest to its largest buffer (doubling), after the baseline.
    std::map<base::Collective, std::pair<qint64, qint64>> sizes;
    for (const PatternEntry& entry : pattern.entries) {
        if (entry.count == 0 || entry.bytes == 0)
            continue;
        auto [it, added] = sizes.try_emplace(entry.collective, entry.bytes, entry.bytes);
        it->second = {std::min(it->second.first, entry.bytes), std::max(it->second.second, entry.bytes)};
    }
    qsizetype at = 1;
    for (const auto& [collective, range] : sizes) {
        PlanStep sweep;
        sweep.label = QCoreApplication::translate("fw::core::WorkloadPlan", "Workload sizes: %1")
                          .arg(collectiveDisplayName(collective));
        sweep.benchArgs = {QStringLiteral("--collective"), QString::fromLatin1(base::collectiveName(collective)),
                           QStringLiteral("-b"),           QString::number(range.first),
                           QStringLiteral("-e"),           QString::number(range.second),
                           QStringLiteral("-f"),           QStringLiteral("2"),
                           QStringLiteral("-n"),           QStringLiteral("50")};
        plan.steps.insert(at++, sweep);
    }

    // Inference: batches of requests arriving whatever the last one took (open loop), so the latency includes the
    // wait behind a slow one. The rate is the buyer's target; 10 batches a second is a starting point. Then the same
    // requests beside another job's training of the same model on the same nodes: the p99 inflation is how well the
    // fabric keeps two tenants apart (the guide's multi-tenant question).
    if (description.kind == WorkloadKind::Inference || description.kind == WorkloadKind::Mixed) {
        const QStringList requests = replay + QStringList{QStringLiteral("--arrival-rate"), QStringLiteral("10")};
        PlanStep alone;
        alone.kind = PlanStep::Kind::Replay;
        alone.label = QCoreApplication::translate("fw::core::WorkloadPlan", "Workload requests at a target rate");
        alone.agentArgs = requests;
        plan.steps << alone;

        WorkloadDescription training = description;
        training.kind = WorkloadKind::PreTraining;
        plan.besidePattern = patternJson(training, communicationPattern(training));
        PlanStep isolation;
        isolation.kind = PlanStep::Kind::Replay;
        isolation.label =
            QCoreApplication::translate("fw::core::WorkloadPlan", "Workload requests beside another job's training");
        isolation.agentArgs =
            requests + QStringList{QStringLiteral("--beside"), AcceptancePlan::kBesidePatternArgument};
        plan.steps << isolation;
    }
    return plan;
}

} // namespace fw::core
