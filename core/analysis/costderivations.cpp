#include "analysis/costderivations.h"

#include "analysis/numberformat.h"

#include <QCoreApplication>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace fw::core {

namespace {

bool meets(const AcceptanceRunInput& run, const AcceptanceThresholds& thresholds)
{
    if (run.correctnessFailed)
        return false;
    if (thresholds.minBusBandwidthGBs &&
        !(std::isfinite(run.busBandwidthGBs) && run.busBandwidthGBs >= *thresholds.minBusBandwidthGBs))
        return false;
    if (thresholds.maxP99LatencyUs &&
        !(std::isfinite(run.p99LatencyUs) && run.p99LatencyUs <= *thresholds.maxP99LatencyUs))
        return false;
    return true;
}

QString noFaultRuns()
{
    return QCoreApplication::translate("fw::core::CostDerivations",
                                       "no measured evidence yet: no fault run is stored for this candidate");
}

} // namespace

Derivation deriveAcceptanceRate(const QList<AcceptanceRunInput>& runs, int nodeCount,
                                const AcceptanceThresholds& thresholds)
{
    if (!thresholds.minBusBandwidthGBs && !thresholds.maxP99LatencyUs)
        return {std::nullopt, QCoreApplication::translate(
                                  "fw::core::CostDerivations",
                                  "no acceptance threshold is set (minimum bus bandwidth or maximum p99 latency)")};
    int considered = 0;
    int accepted = 0;
    QSet<int> otherNodeCounts;
    int claims = 0;
    int stale = 0;
    for (const AcceptanceRunInput& run : runs) {
        if (!run.ownMeasurement) {
            ++claims;
        } else if (run.stale) {
            ++stale;
        } else if (run.nodes != nodeCount) {
            if (run.nodes)
                otherNodeCounts.insert(*run.nodes);
        } else {
            ++considered;
            accepted += meets(run, thresholds) ? 1 : 0;
        }
    }
    if (considered == 0) {
        QString why = QCoreApplication::translate(
                          "fw::core::CostDerivations",
                          "no measured evidence yet: no own, current benchmark run at exactly %1 nodes is stored")
                          .arg(nodeCount);
        QStringList besides;
        if (!otherNodeCounts.isEmpty()) {
            QList<int> counts = otherNodeCounts.values();
            std::sort(counts.begin(), counts.end());
            QStringList names;
            for (int count : counts)
                names << QString::number(count);
            besides << QCoreApplication::translate("fw::core::CostDerivations", "runs at %1 nodes")
                           .arg(names.join(QStringLiteral(", ")));
        }
        if (claims > 0)
            besides << QCoreApplication::translate("fw::core::CostDerivations", "%n supplier claim(s)", nullptr,
                                                   claims);
        if (stale > 0)
            besides << QCoreApplication::translate("fw::core::CostDerivations", "%n stale run(s)", nullptr, stale);
        if (!besides.isEmpty())
            why += QCoreApplication::translate("fw::core::CostDerivations", " (stored besides: %1)")
                       .arg(besides.join(QStringLiteral("; ")));
        return {std::nullopt, why};
    }
    QStringList rules{QCoreApplication::translate("fw::core::CostDerivations", "no failed correctness check")};
    if (thresholds.minBusBandwidthGBs)
        rules << QCoreApplication::translate("fw::core::CostDerivations", "bus bandwidth ≥ %1 GB/s")
                     .arg(formatNumber(*thresholds.minBusBandwidthGBs));
    if (thresholds.maxP99LatencyUs)
        rules << QCoreApplication::translate("fw::core::CostDerivations", "p99 latency ≤ %1 µs")
                     .arg(formatNumber(*thresholds.maxP99LatencyUs));
    const double rate = double(accepted) / considered;
    return {rate, QCoreApplication::translate(
                      "fw::core::CostDerivations",
                      "a = accepted / runs = %1 / %2 = %3, over own current runs at %4 nodes; accepted means %5")
                      .arg(accepted)
                      .arg(considered)
                      .arg(formatNumber(rate))
                      .arg(nodeCount)
                      .arg(rules.join(QStringLiteral(", ")))};
}

Derivation deriveStallFraction(const QList<FaultRunInput>& runs)
{
    double wall = 0;
    double stalled = 0;
    for (const FaultRunInput& run : runs) {
        wall += run.wallSeconds;
        stalled += run.stalledSeconds;
    }
    if (wall <= 0)
        return {std::nullopt,
                runs.isEmpty() ? noFaultRuns()
                               : QCoreApplication::translate("fw::core::CostDerivations",
                                                             "no measured evidence yet: the stored fault runs measure "
                                                             "recovery time, not stalled time")};
    const double fraction = stalled / wall;
    return {fraction, QCoreApplication::translate("fw::core::CostDerivations",
                                                  "s = stalled / wall time = %1 s / %2 s = %3, over %n fault run(s)",
                                                  nullptr, int(runs.size()))
                          .arg(formatNumber(stalled), formatNumber(wall), formatNumber(fraction))};
}

Derivation deriveRecoveryHours(const QList<FaultRunInput>& runs)
{
    double sum = 0;
    int count = 0;
    for (const FaultRunInput& run : runs) {
        if (run.recoverySeconds) {
            sum += *run.recoverySeconds;
            ++count;
        }
    }
    if (count == 0)
        return {std::nullopt, runs.isEmpty() ? noFaultRuns()
                                             : QCoreApplication::translate("fw::core::CostDerivations",
                                                                           "no stored fault run recovered")};
    const double hours = sum / count / 3600.0;
    return {hours, QCoreApplication::translate("fw::core::CostDerivations",
                                               "R = mean recovery time / 3600 = %1 s / %2 / 3600 = %3 h")
                       .arg(formatNumber(sum))
                       .arg(count)
                       .arg(formatNumber(hours))};
}

} // namespace fw::core
