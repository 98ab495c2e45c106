// SPDX-License-Identifier: Apache-2.0
#include "evidence/faultevidence.h"

#include "analysis/numberformat.h"
#include "base/faultreach.h"

#include <algorithm>
#include <numeric>

namespace fw::core {

namespace {

QString stepName(const FaultStepResult& step)
{
    return FaultEvidence::tr("plan run %1 step %2").arg(step.planRunId).arg(step.step + 1);
}

// Why a step's recovery was not measured; FaultStepResult::recovery is none exactly then.
QString whyNotMeasured(const FaultStepResult& step)
{
    if (!step.before)
        return FaultEvidence::tr("no benchmark before the fault to compare with");
    if (!step.revertedAt.isValid())
        return FaultEvidence::tr("no time of the revert");
    return FaultEvidence::tr("no benchmark with results after the revert");
}

} // namespace

bool FaultEvidence::holds(const FaultStepResult& step)
{
    if (!step.recovery || !step.recovery->recovered)
        return false;
    return !step.duringFailed || step.faultKind == QLatin1String("node-remove");
}

std::optional<double> FaultEvidence::medianRecoverySeconds() const
{
    if (recoverySeconds.isEmpty())
        return std::nullopt;
    QList<double> values = recoverySeconds;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2;
}

std::optional<double> FaultEvidence::alarmsPerPhase() const
{
    if (counterSteps.isEmpty())
        return std::nullopt;
    return double(warnings + criticals) / counterSteps.size();
}

QString FaultEvidence::faultSource() const
{
    if (countedSteps.isEmpty())
        return QString();
    QStringList kinds;
    for (auto it = byKind.begin(); it != byKind.end(); ++it)
        kinds << tr("%1: %2 of %3 failed during the fault, %4 held")
                     .arg(it.key())
                     .arg(it->failedDuring)
                     .arg(it->counted)
                     .arg(it->held);
    const std::optional<double> median = medianRecoverySeconds();
    QString text = median ? tr("measured: median recovery %1 s over the %n fault step(s) that recovered", nullptr,
                               int(recoverySeconds.size()))
                                .arg(formatNumber(*median))
                          : tr("measured: no fault step recovered");
    text += tr("; %1 of %2 counted step(s) held; %3; from %4")
                .arg(held)
                .arg(countedSteps.size())
                .arg(kinds.join(tr(", ")), steps.join(tr("; ")));
    if (!leftOut.isEmpty())
        text += tr("; left out: %1").arg(leftOut.join(tr("; ")));
    return text;
}

QString FaultEvidence::counterSource() const
{
    const std::optional<double> mean = alarmsPerPhase();
    if (!mean)
        return QString();
    QStringList phases;
    for (const PlanStepRef& ref : counterSteps)
        phases << tr("plan run %1 step %2").arg(ref.planRunId).arg(ref.step + 1);
    return tr("measured: %1 warning(s) and %2 critical alarm(s) of the node's counters over %n fault phase(s), %3 "
              "per phase (%4)",
              nullptr, int(counterSteps.size()))
        .arg(warnings)
        .arg(criticals)
        .arg(formatNumber(*mean), phases.join(tr(", ")));
}

FaultEvidence faultEvidence(const QList<FaultStepResult>& steps, qint64 candidateId,
                            const std::optional<QSet<QString>>& kinds)
{
    FaultEvidence e;
    for (const FaultStepResult& step : steps) {
        if (step.candidateId != candidateId)
            continue;
        const PlanStepRef ref{step.planRunId, step.step};
        const QString name = stepName(step);
        if (step.measuredOn == MeasuredOn::ThisComputer) {
            e.leftOut << FaultEvidence::tr("%1 (measured on this computer, not on the candidate's fabric)").arg(name);
            e.thisComputerSteps << ref;
            continue;
        }
        if (kinds && step.applied && !kinds->contains(step.faultKind)) {
            e.leftOut << FaultEvidence::tr("%1 (%2: not counted for every candidate with fault steps, so it cannot "
                                           "compare them)")
                             .arg(name, step.faultKind);
            continue;
        }
        if (step.countersRead) {
            e.counterSteps << ref;
            e.warnings += step.counterWarnings;
            e.criticals += step.counterCriticals;
        }
        if (step.status == DispatchResult::Status::Skipped) {
            e.leftOut << FaultEvidence::tr("%1 (skipped: the connection's user could not run it)").arg(name);
            continue;
        }
        if (!step.applied) {
            e.leftOut << FaultEvidence::tr("%1 (the fault was not applied)").arg(name);
            continue;
        }
        // A fault on the kernel's IP path under a benchmark whose traffic bypasses it (NCCL over RDMA verbs)
        // measured nothing of the fabric: a quick "recovery" would read as resilience it never tested.
        const QString backend = step.before ? step.before->backend : QString();
        if (step.faultReach ==
                QLatin1String(base::faultreach::kKernelIp.data(), qsizetype(base::faultreach::kKernelIp.size())) &&
            (backend == QLatin1String("nccl") || backend == QLatin1String("rccl") ||
             backend == QLatin1String("verbs"))) {
            e.leftOut << FaultEvidence::tr("%1 (%2 reached kernel IP traffic only, which the %3 benchmark's RDMA "
                                           "traffic bypasses)")
                             .arg(name, step.faultKind, backend);
            continue;
        }
        if (!step.recovery) {
            e.leftOut << FaultEvidence::tr("%1 (recovery not measured: %2)").arg(name, whyNotMeasured(step));
            continue;
        }
        e.countedSteps << ref;
        FaultKindTally& tally = e.byKind[step.faultKind];
        ++tally.counted;
        if (step.duringFailed)
            ++tally.failedDuring;
        if (FaultEvidence::holds(step)) {
            ++tally.held;
            ++e.held;
        }
        QString what;
        if (step.recovery->recovered) {
            e.recoverySeconds << step.recovery->secondsToRecover;
            what = FaultEvidence::tr("recovered in %1 s").arg(formatNumber(step.recovery->secondsToRecover));
        } else {
            what = FaultEvidence::tr("not recovered within %1 s observed")
                       .arg(formatNumber(step.recovery->observedWindowS));
        }
        if (step.duringFailed)
            what += FaultEvidence::tr(", benchmark during the fault failed");
        e.steps << FaultEvidence::tr("%1 (%2, %3)").arg(name, step.faultKind, what);
    }
    return e;
}

QList<FaultEvidence> faultEvidence(const QList<FaultStepResult>& steps, const QList<qint64>& candidateIds)
{
    QList<FaultEvidence> result;
    std::optional<QSet<QString>> common;
    int withEvidence = 0;
    for (qint64 id : candidateIds) {
        result << faultEvidence(steps, id);
        if (result.last().byKind.isEmpty())
            continue;
        ++withEvidence;
        const QList<QString> counted = result.last().byKind.keys();
        const QSet<QString> kinds(counted.begin(), counted.end());
        common = common ? common->intersect(kinds) : kinds;
    }
    if (withEvidence < 2)
        return result;
    for (qsizetype i = 0; i < candidateIds.size(); ++i) {
        const QList<QString> counted = result.at(i).byKind.keys();
        if (!counted.isEmpty() && QSet<QString>(counted.begin(), counted.end()) != *common)
            result[i] = faultEvidence(steps, candidateIds.at(i), common);
    }
    return result;
}

} // namespace fw::core
