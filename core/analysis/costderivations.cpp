// SPDX-License-Identifier: Apache-2.0
#include "analysis/costderivations.h"

#include "analysis/numberformat.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace fw::core {

namespace {

// Where the runs came from: "plan run 3, step 2; plan run 4, step 1".
QString sources(const QList<FaultRunInput>& runs)
{
    QStringList names;
    for (const FaultRunInput& run : runs) {
        if (!run.source.isEmpty() && !names.contains(run.source))
            names << run.source;
    }
    return names.join(QStringLiteral("; "));
}

// Which line-rate floor is in force, as a verdict names it.
QString floorName(const AcceptanceThresholds& t)
{
    if (!t.lineRateShare || *t.lineRateShare == kDefaultLineRateShare)
        return QCoreApplication::translate("fw::core::CostDerivations", "default floor");
    return t.loosensFloor() ? QCoreApplication::translate("fw::core::CostDerivations", "lowered floor")
                            : QCoreApplication::translate("fw::core::CostDerivations", "raised floor");
}

// The built-in line-rate floor applied to one run, when it applies: added to `met` or `failed`, or a note in `met`
// of why it did not apply to a run across nodes.
void checkLineRateFloor(const AcceptanceRunInput& run, const AcceptanceThresholds& t, QStringList& met,
                        QStringList& failed)
{
    const double share = t.effectiveLineRateShare();
    if (share <= 0 || !run.nodes || *run.nodes < 2 || !(run.largestBusBandwidthGBs > 0))
        return;
    if (!run.lineRateGBs) {
        met << QCoreApplication::translate("fw::core::CostDerivations",
                                           "line-rate floor not applied: the BOM declares no NIC speed");
        return;
    }
    if (run.largestBytes < kLineRateFloorBytes) {
        met << QCoreApplication::translate("fw::core::CostDerivations",
                                           "line-rate floor not applied: the largest size, %1, is below %2")
                   .arg(formatBytes(run.largestBytes), formatBytes(kLineRateFloorBytes));
        return;
    }
    const double floor = share * *run.lineRateGBs;
    (run.largestBusBandwidthGBs >= floor ? met : failed)
        << QCoreApplication::translate(
               "fw::core::CostDerivations",
               "bus bandwidth %1 GB/s at %2 (%3: at least %4 GB/s, %5 % of the line rate %6 GB/s)")
               .arg(formatNumber(run.largestBusBandwidthGBs), formatBytes(run.largestBytes), floorName(t),
                    formatNumber(floor), formatPercentOf(share), formatNumber(*run.lineRateGBs));
}

} // namespace

QString storageKey(RunVerdict verdict)
{
    switch (verdict) {
    case RunVerdict::Accepted:
        return QStringLiteral("accepted");
    case RunVerdict::Rejected:
        return QStringLiteral("rejected");
    case RunVerdict::NotJudged:
        break;
    }
    return QStringLiteral("not_judged");
}

QString displayName(RunVerdict verdict)
{
    switch (verdict) {
    case RunVerdict::Accepted:
        return QCoreApplication::translate("fw::core::CostDerivations", "accepted");
    case RunVerdict::Rejected:
        return QCoreApplication::translate("fw::core::CostDerivations", "rejected");
    case RunVerdict::NotJudged:
        break;
    }
    return QCoreApplication::translate("fw::core::CostDerivations", "not judged");
}

QStringList acceptanceRules(const AcceptanceThresholds& t)
{
    QStringList rules{QCoreApplication::translate("fw::core::CostDerivations", "no failed correctness check"),
                      QCoreApplication::translate("fw::core::CostDerivations", "bus bandwidth never 0 GB/s")};
    const double share = t.effectiveLineRateShare();
    if (share <= 0) {
        rules << QCoreApplication::translate("fw::core::CostDerivations", "no line-rate floor (turned off: %1)")
                     .arg(t.loosenedBecause);
    } else {
        QString floor = QCoreApplication::translate(
                            "fw::core::CostDerivations",
                            "on runs across nodes, bus bandwidth at the largest size (%1 or more) ≥ %2 % of the line "
                            "rate the BOM declares (%3)")
                            .arg(formatBytes(kLineRateFloorBytes), formatPercentOf(share), floorName(t));
        if (t.loosensFloor())
            floor += QCoreApplication::translate("fw::core::CostDerivations", ", lowered because: %1")
                         .arg(t.loosenedBecause);
        rules << floor;
    }
    if (t.correctnessPassed)
        rules << QCoreApplication::translate("fw::core::CostDerivations", "correctness passed on every row");
    if (t.minRanks)
        rules << QCoreApplication::translate("fw::core::CostDerivations", "at least %1 ranks").arg(*t.minRanks);
    if (t.minNodes)
        rules << QCoreApplication::translate("fw::core::CostDerivations", "at least %1 nodes").arg(*t.minNodes);
    if (t.minBusBandwidthGBs) {
        rules << QCoreApplication::translate("fw::core::CostDerivations", "bus bandwidth ≥ %1 GB/s at %2")
                     .arg(formatNumber(*t.minBusBandwidthGBs),
                          t.busBandwidthBytes
                              ? formatBytes(*t.busBandwidthBytes)
                              : QCoreApplication::translate("fw::core::CostDerivations", "the largest message size"));
    }
    if (t.maxP99LatencyUs) {
        rules << QCoreApplication::translate("fw::core::CostDerivations", "p99 latency ≤ %1 µs at %2")
                     .arg(formatNumber(*t.maxP99LatencyUs),
                          t.p99Bytes
                              ? formatBytes(*t.p99Bytes)
                              : QCoreApplication::translate("fw::core::CostDerivations", "the smallest message size"));
    }
    if (t.maxCvPercent)
        rules << QCoreApplication::translate("fw::core::CostDerivations", "coefficient of variation ≤ %1 %")
                     .arg(formatNumber(*t.maxCvPercent));
    return rules;
}

RunAcceptance judgeRun(const AcceptanceRunInput& run, const AcceptanceThresholds& t)
{
    RunAcceptance result;
    if (run.failedAttempt && !run.stale && t.isSet()) {
        // A run that failed is a failed attempt, ours or the supplier's: it counts in the failed share.
        result.verdict = RunVerdict::Rejected;
        result.reasons << QCoreApplication::translate("fw::core::CostDerivations",
                                                      "the run failed: its log reports an error before the end");
        return result;
    }
    if (!run.ownMeasurement) {
        result.reasons << QCoreApplication::translate(
            "fw::core::CostDerivations", "a supplier's claim: shown beside our measurements, never judged as one");
        return result;
    }
    if (run.stale) {
        result.reasons << QCoreApplication::translate(
            "fw::core::CostDerivations", "the candidate's BOM changed after this run: it no longer measures the offer");
        return result;
    }
    if (!t.isSet()) {
        result.reasons << QCoreApplication::translate("fw::core::CostDerivations",
                                                      "no acceptance threshold is set for this project");
        return result;
    }
    QStringList failed;
    QStringList met;
    const auto check = [&](bool ok, const QString& what) { (ok ? met : failed) << what; };
    if (run.correctnessFailed)
        failed << QCoreApplication::translate("fw::core::CostDerivations", "a correctness check failed");
    else if (t.correctnessPassed)
        check(run.correctnessPassed,
              run.correctnessPassed
                  ? QCoreApplication::translate("fw::core::CostDerivations", "correctness passed")
                  : QCoreApplication::translate("fw::core::CostDerivations", "correctness not verified on every row"));
    if (run.largestBusBandwidthGBs == 0)
        failed << QCoreApplication::translate("fw::core::CostDerivations",
                                              "bus bandwidth 0 GB/s at %1 (built-in rule: never zero)")
                      .arg(formatBytes(run.largestBytes));
    checkLineRateFloor(run, t, met, failed);
    if (t.minRanks) {
        check(run.ranks && *run.ranks >= *t.minRanks,
              run.ranks
                  ? QCoreApplication::translate("fw::core::CostDerivations", "%1 ranks (at least %2)")
                        .arg(*run.ranks)
                        .arg(*t.minRanks)
                  : QCoreApplication::translate("fw::core::CostDerivations", "ranks not stated (at least %1 needed)")
                        .arg(*t.minRanks));
    }
    if (t.minNodes) {
        check(run.nodes && *run.nodes >= *t.minNodes,
              run.nodes
                  ? QCoreApplication::translate("fw::core::CostDerivations", "%1 nodes (at least %2)")
                        .arg(*run.nodes)
                        .arg(*t.minNodes)
                  : QCoreApplication::translate("fw::core::CostDerivations", "nodes not stated (at least %1 needed)")
                        .arg(*t.minNodes));
    }
    const QString bandwidthAt = run.bandwidthBytes >= 0 ? formatBytes(run.bandwidthBytes) : QString();
    if (t.minBusBandwidthGBs) {
        if (!std::isfinite(run.busBandwidthGBs)) {
            failed << (t.busBandwidthBytes
                           ? QCoreApplication::translate("fw::core::CostDerivations", "no bus bandwidth at %1")
                                 .arg(formatBytes(*t.busBandwidthBytes))
                           : QCoreApplication::translate("fw::core::CostDerivations", "no bus bandwidth reported"));
        } else {
            check(run.busBandwidthGBs >= *t.minBusBandwidthGBs,
                  QCoreApplication::translate("fw::core::CostDerivations", "bus bandwidth %1 GB/s at %2 (at least %3)")
                      .arg(formatNumber(run.busBandwidthGBs), bandwidthAt, formatNumber(*t.minBusBandwidthGBs)));
        }
    }
    if (t.maxP99LatencyUs) {
        if (!std::isfinite(run.p99LatencyUs)) {
            failed << (t.p99Bytes
                           ? QCoreApplication::translate("fw::core::CostDerivations", "no p99 latency at %1")
                                 .arg(formatBytes(*t.p99Bytes))
                           : QCoreApplication::translate("fw::core::CostDerivations", "no p99 latency reported"));
        } else {
            check(run.p99LatencyUs <= *t.maxP99LatencyUs,
                  QCoreApplication::translate("fw::core::CostDerivations", "p99 latency %1 µs at %2 (at most %3)")
                      .arg(formatNumber(run.p99LatencyUs), formatBytes(run.latencyBytes),
                           formatNumber(*t.maxP99LatencyUs)));
        }
    }
    if (t.maxCvPercent) {
        if (!std::isfinite(run.cvPercent)) {
            failed << QCoreApplication::translate("fw::core::CostDerivations", "no coefficient of variation reported");
        } else {
            check(run.cvPercent <= *t.maxCvPercent,
                  QCoreApplication::translate("fw::core::CostDerivations",
                                              "coefficient of variation %1 % at %2 (at most %3 %)")
                      .arg(formatNumber(run.cvPercent), bandwidthAt, formatNumber(*t.maxCvPercent)));
        }
    }
    result.verdict = failed.isEmpty() ? RunVerdict::Accepted : RunVerdict::Rejected;
    result.reasons = failed.isEmpty() ? met : failed;
    return result;
}

Derivation deriveAcceptanceRate(const QList<AcceptanceRunInput>& runs, int nodeCount,
                                const AcceptanceThresholds& thresholds)
{
    if (!thresholds.isSet())
        return {std::nullopt,
                QCoreApplication::translate("fw::core::CostDerivations",
                                            "no acceptance threshold is set: every run is \"not judged\"")};
    int considered = 0;
    int accepted = 0;
    QSet<int> otherNodeCounts;
    int claims = 0;
    int stale = 0;
    for (const AcceptanceRunInput& run : runs) {
        if (!run.ownMeasurement && !run.failedAttempt) {
            ++claims;
        } else if (run.stale) {
            ++stale;
        } else if (run.nodes != nodeCount) {
            if (run.nodes)
                otherNodeCounts.insert(*run.nodes);
        } else {
            ++considered;
            accepted += judgeRun(run, thresholds).verdict == RunVerdict::Accepted ? 1 : 0;
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
    const QStringList rules = acceptanceRules(thresholds);
    const double rate = double(accepted) / considered;
    return {rate, QCoreApplication::translate(
                      "fw::core::CostDerivations",
                      "a = accepted / runs = %1 / %2 = %3, over own current runs at %4 nodes on the candidate's "
                      "cluster; accepted means %5")
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
    QList<FaultRunInput> measured;
    for (const FaultRunInput& run : runs) {
        if (run.wallSeconds <= 0)
            continue;
        wall += run.wallSeconds;
        stalled += run.stalledSeconds;
        measured << run;
    }
    if (measured.isEmpty())
        return {std::nullopt,
                QCoreApplication::translate("fw::core::CostDerivations",
                                            "no measured evidence yet: stalled time is the step-time inflation of a "
                                            "replay run while a fault is held over the same replay without the "
                                            "fault, and no stored fault step of this candidate has a \"replay\" "
                                            "workload; until one does, the stall fraction stays typed")};
    const double fraction = stalled / wall;
    return {fraction,
            QCoreApplication::translate(
                "fw::core::CostDerivations",
                "s = stalled / wall time = %1 s / %2 s = %3, over %n replay(s) under a fault (%4): the time the steps "
                "under the fault took beyond the same replay's mean step without it; not included: stalls from "
                "faults the plan did not inject, and whatever the replay does not do of the real training job",
                nullptr, int(measured.size()))
                .arg(formatNumber(stalled), formatNumber(wall), formatNumber(fraction), sources(measured))};
}

Derivation deriveRecoveryHours(const QList<FaultRunInput>& runs)
{
    double sum = 0;
    QList<FaultRunInput> recovered;
    for (const FaultRunInput& run : runs) {
        if (run.recoverySeconds) {
            sum += *run.recoverySeconds;
            recovered << run;
        }
    }
    if (recovered.isEmpty())
        return {std::nullopt,
                runs.isEmpty()
                    ? QCoreApplication::translate("fw::core::CostDerivations",
                                                  "no measured evidence yet: no stored plan run of this candidate has "
                                                  "a storage step with --kill-rank, which measures the time from a "
                                                  "killed rank until the job runs again from its last checkpoint")
                    : QCoreApplication::translate("fw::core::CostDerivations",
                                                  "no measured evidence yet: no stored recovery completed (%1)")
                          .arg(sources(runs))};
    const auto count = int(recovered.size());
    const double hours = sum / count / 3600.0;
    return {hours, QCoreApplication::translate(
                       "fw::core::CostDerivations",
                       "R = mean recovery time / 3600 = %1 s / %2 / 3600 = %3 h, measured (%4) from the SIGKILL of a "
                       "rank mid-checkpoint until every rank had restored and checked the last complete checkpoint; "
                       "not included: failure detection, the scheduler's requeue, the relaunch of the processes and "
                       "NCCL initialisation")
                       .arg(formatNumber(sum))
                       .arg(count)
                       .arg(formatNumber(hours))
                       .arg(sources(recovered))};
}

} // namespace fw::core
