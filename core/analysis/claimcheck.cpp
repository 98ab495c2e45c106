// SPDX-License-Identifier: Apache-2.0
#include "analysis/claimcheck.h"

#include "analysis/numberformat.h"
#include "domain/runfailuretext.h"

#include <QLocale>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace fw::core {

namespace {

double number(QString text)
{
    text.replace(QLatin1Char(','), QLatin1Char('.'));
    return text.toDouble();
}

// The value as written: "389.5", not rounded.
QString quoted(double value)
{
    return QLocale().toString(value, 'g', 6);
}

// A measurement to four significant digits, whole above 1000: "25", "22.35", "389.5", "9000".
QString measuredNumber(double value)
{
    return std::abs(value) >= 1000 ? QLocale().toString(value, 'f', 0) : QLocale().toString(value, 'g', 4);
}

QString percentText(double value)
{
    return QLocale().toString(std::abs(value), 'f', 1);
}

struct Size
{
    qint64 bytes = 0;
    std::optional<qint64> decimalBytes;
};

// A size named right after a figure: "at 128 MiB", "@ 8 B", "for 1 GB messages", German "bei 8 GiB", "für 1 MB".
std::optional<Size> sizeAfter(const QString& window)
{
    static const QRegularExpression pattern(QStringLiteral(
        "^[^;\\n]*?(?:\\bat|@|\\bfor|\\bbei|\\bf\u00fcr)\\s*(\\d+(?:[.,]\\d+)?)\\s*(bytes|Bytes|B|KiB|KB|K|"
        "MiB|MB|M|GiB|GB|G)(?![\\w/])"));
    const QRegularExpressionMatch m = pattern.match(window);
    if (!m.hasMatch())
        return std::nullopt;
    const double value = number(m.captured(1));
    const QString unit = m.captured(2);
    int power = 0;
    if (unit.startsWith(QLatin1Char('K')))
        power = 1;
    else if (unit.startsWith(QLatin1Char('M')))
        power = 2;
    else if (unit.startsWith(QLatin1Char('G')))
        power = 3;
    Size size{qint64(std::llround(value * std::pow(1024.0, power))), std::nullopt};
    if (power > 0 && !unit.contains(QLatin1Char('i')))
        size.decimalBytes = qint64(std::llround(value * std::pow(1000.0, power)));
    return size;
}

} // namespace

QList<NumericClaim> numericClaims(const QString& text)
{
    // Longer units first, so that "ms" is not read as "m" and "s", nor "seconds" as "s".
    static const QRegularExpression figure(
        QStringLiteral("(\\d+(?:[.,]\\d+)?)\\s*(GB/s|GByte/"
                       "s|\u00b5s|\u03bcs|usec|us|ms|ns|seconds|second|secs|sec|s|minutes|minute|mins|"
                       "min|Sekunden|Sekunde|Minuten|Minute|\u79d2|\u5206)(?![\\w/])"));
    static const QRegularExpression percentile(
        QStringLiteral("\\b(?:p99(?![.,]\\d)|P99(?![.,]\\d)|99th|99\\s*%|99\\.\\s*Perzentil|99\\s*"
                       "\u30d1\u30fc\u30bb\u30f3\u30bf\u30a4\u30eb)"));
    static const QRegularExpression recoveryWords(
        QStringLiteral("recover|fail-?over|re-?rout|restart|restor|converge|Wiederherstell|Umschalt|"
                       "\u5fa9\u65e7|\u56de\u5fa9|\u5207\u308a\u66ff"),
        QRegularExpression::CaseInsensitiveOption);
    static const QStringList latencyUnits = {QStringLiteral("\u00b5s"), QStringLiteral("\u03bcs"),
                                             QStringLiteral("usec"),    QStringLiteral("us"),
                                             QStringLiteral("ms"),      QStringLiteral("ns")};
    QList<NumericClaim> result;
    QList<QRegularExpressionMatch> matches;
    for (auto it = figure.globalMatch(text); it.hasNext();)
        matches << it.next();
    for (qsizetype i = 0; i < matches.size(); ++i) {
        const QRegularExpressionMatch& m = matches.at(i);
        NumericClaim claim;
        claim.value = number(m.captured(1));
        const QString unit = m.captured(2);
        // The figure's own stretch of text: from the end of the one before to the start of the next.
        const qsizetype begin = i > 0 ? matches.at(i - 1).capturedEnd() : 0;
        const qsizetype end = i + 1 < matches.size() ? matches.at(i + 1).capturedStart() : text.size();
        const QString stretch = text.mid(begin, end - begin);
        if (unit.startsWith(QLatin1Char('G'))) {
            claim.metric = ClaimMetric::BusBandwidth;
        } else if (latencyUnits.contains(unit) &&
                   !(unit == QLatin1String("ms") && recoveryWords.match(stretch).hasMatch())) {
            claim.metric = ClaimMetric::Latency;
            if (unit == QLatin1String("ms"))
                claim.value *= 1000;
            else if (unit == QLatin1String("ns"))
                claim.value /= 1000;
            claim.p99 = percentile.match(stretch).hasMatch();
        } else {
            // "fails over in 50 ms" is a recovery time, not a latency.
            claim.metric = ClaimMetric::Recovery;
            if (unit == QLatin1String("ms"))
                claim.value /= 1000;
            else if (unit.startsWith(QLatin1Char('m')) || unit.startsWith(QLatin1Char('M')) ||
                     unit == QStringLiteral("\u5206"))
                claim.value *= 60;
            result << claim;
            continue;
        }
        if (const std::optional<Size> size = sizeAfter(text.mid(m.capturedEnd(), end - m.capturedEnd()))) {
            claim.bytes = size->bytes;
            claim.decimalBytes = size->decimalBytes;
        }
        result << claim;
    }
    return result;
}

QString ClaimCheck::claimText() const
{
    switch (claim.metric) {
    case ClaimMetric::BusBandwidth:
        return claim.bytes ? tr("%1 GB/s bus bandwidth at %2").arg(quoted(claim.value), formatBytes(*claim.bytes))
                           : tr("%1 GB/s bus bandwidth, no size given").arg(quoted(claim.value));
    case ClaimMetric::Latency:
        if (claim.p99)
            return claim.bytes ? tr("%1 µs p99 latency at %2").arg(quoted(claim.value), formatBytes(*claim.bytes))
                               : tr("%1 µs p99 latency, no size given").arg(quoted(claim.value));
        return claim.bytes ? tr("%1 µs latency at %2").arg(quoted(claim.value), formatBytes(*claim.bytes))
                           : tr("%1 µs latency, no size given").arg(quoted(claim.value));
    case ClaimMetric::Recovery:
        break;
    }
    return tr("recovery in %1 s").arg(quoted(claim.value));
}

QString ClaimCheck::measuredText() const
{
    if (verdict == ClaimVerdict::NotCompared && !notRecovered)
        return reason;
    switch (claim.metric) {
    case ClaimMetric::BusBandwidth:
        return tr("%1 GB/s at %2 in %3").arg(measuredNumber(measured), formatBytes(bytes), evidenceName);
    case ClaimMetric::Latency:
        return claim.p99 ? tr("%1 µs p99 at %2 in %3").arg(measuredNumber(measured), formatBytes(bytes), evidenceName)
                         : tr("%1 µs at %2 in %3").arg(measuredNumber(measured), formatBytes(bytes), evidenceName);
    case ClaimMetric::Recovery:
        break;
    }
    if (notRecovered)
        return tr("p99 not back within tolerance %1 s after the revert, when the last run started, in %2")
            .arg(measuredNumber(measured), evidenceName);
    return recoveryKind == StepRecovery::Kind::RestoreAfterKill
               ? tr("every rank restored the last checkpoint %1 s after the kill (mean over the repeats) in %2")
                     .arg(measuredNumber(measured), evidenceName)
               : tr("p99 back within tolerance %1 s after the revert in %2")
                     .arg(measuredNumber(measured), evidenceName);
}

QString ClaimCheck::verdictText() const
{
    const QString tolerance = quoted(kClaimTolerancePercent);
    switch (verdict) {
    case ClaimVerdict::Within:
        return tr("within tolerance (±%1 %)").arg(tolerance);
    case ClaimVerdict::Better:
        return tr("better by %1 % (tolerance ±%2 %)").arg(percentText(deviationPercent), tolerance);
    case ClaimVerdict::Worse:
        return notRecovered
                   ? tr("worse by more than %1 % (tolerance ±%2 %)").arg(percentText(deviationPercent), tolerance)
                   : tr("worse by %1 % (tolerance ±%2 %)").arg(percentText(deviationPercent), tolerance);
    case ClaimVerdict::NotCompared:
        break;
    }
    return tr("not compared");
}

QString ClaimCheck::describe() const
{
    if (verdict == ClaimVerdict::NotCompared && notRecovered)
        return tr("Quoted %1; measured %2: %3 (%4).").arg(claimText(), measuredText(), verdictText(), reason);
    return tr("Quoted %1; measured %2: %3.").arg(claimText(), measuredText(), verdictText());
}

namespace {

// The verdict of `check` from its measurement, lower or higher being better.
void judge(ClaimCheck& check, bool higherIsBetter)
{
    check.deviationPercent =
        (higherIsBetter ? check.measured - check.claim.value : check.claim.value - check.measured) / check.claim.value *
        100.0;
    // A hair of rounding must not turn "exactly 10 % lower" into "worse".
    constexpr double kEpsilon = 1e-9;
    if (std::abs(check.deviationPercent) <= kClaimTolerancePercent + kEpsilon)
        check.verdict = ClaimVerdict::Within;
    else
        check.verdict = check.deviationPercent > 0 ? ClaimVerdict::Better : ClaimVerdict::Worse;
}

} // namespace

ClaimCheck checkClaim(const NumericClaim& claim, const BenchmarkRun& run)
{
    ClaimCheck check;
    check.claim = claim;
    check.runId = run.id;
    check.evidenceName = run.label.isEmpty() ? ClaimCheck::tr("run %1").arg(run.id)
                                             : ClaimCheck::tr("run %1 (%2)").arg(run.id).arg(run.label);
    if (claim.metric == ClaimMetric::Recovery) {
        check.reason = ClaimCheck::tr("%1 is a benchmark run; a recovery time is checked against a plan step")
                           .arg(check.evidenceName);
        return check;
    }
    if (run.failure) {
        check.failedRun = true;
        check.reason = ClaimCheck::tr("%1 is a run that failed (%2)")
                           .arg(check.evidenceName, RunFailureText::describe(*run.failure));
        return check;
    }
    if (run.source != RunSource::OwnMeasurement) {
        check.reason = ClaimCheck::tr("%1 is a supplier's claim, not our own measurement").arg(check.evidenceName);
        return check;
    }
    if (run.results.isEmpty()) {
        check.reason = ClaimCheck::tr("%1 has no results").arg(check.evidenceName);
        return check;
    }
    const bool bandwidth = claim.metric == ClaimMetric::BusBandwidth;
    const auto hasSize = [&](qint64 bytes) {
        return std::any_of(run.results.begin(), run.results.end(),
                           [&](const SizeResult& r) { return r.bytes == bytes; });
    };
    if (claim.bytes) {
        if (hasSize(*claim.bytes))
            check.bytes = *claim.bytes;
        else if (claim.decimalBytes && hasSize(*claim.decimalBytes))
            check.bytes = *claim.decimalBytes;
        else {
            check.reason = ClaimCheck::tr("%1 has no result at %2").arg(check.evidenceName, formatBytes(*claim.bytes));
            return check;
        }
    } else {
        // The size such a figure is quoted at: the largest for bandwidth, the smallest for latency.
        for (const SizeResult& row : run.results) {
            if (check.bytes < 0 || (bandwidth ? row.bytes > check.bytes : row.bytes < check.bytes))
                check.bytes = row.bytes;
        }
    }
    for (const SizeResult& row : run.results) {
        if (row.bytes != check.bytes)
            continue;
        const double value = bandwidth ? row.busbwGBs : claim.p99 ? row.p99Us : row.timeAvgUs;
        if (!isKnown(value))
            continue;
        // The worse of in-place and out-of-place, and of repeated sweeps: a job may meet either.
        if (!isKnown(check.measured) || (bandwidth ? value < check.measured : value > check.measured))
            check.measured = value;
    }
    if (!isKnown(check.measured)) {
        check.reason =
            bandwidth
                ? ClaimCheck::tr("%1 has no bus bandwidth at %2").arg(check.evidenceName, formatBytes(check.bytes))
            : claim.p99 ? ClaimCheck::tr("%1 has no p99 at %2").arg(check.evidenceName, formatBytes(check.bytes))
                        : ClaimCheck::tr("%1 has no mean time at %2").arg(check.evidenceName, formatBytes(check.bytes));
        return check;
    }
    if (!(claim.value > 0)) {
        check.reason = ClaimCheck::tr("a claim of %1 cannot be compared").arg(quoted(claim.value));
        return check;
    }
    judge(check, bandwidth);
    return check;
}

ClaimCheck checkRecoveryClaim(const NumericClaim& claim, const StepRecovery& step)
{
    ClaimCheck check;
    check.claim = claim;
    check.planStep = step.step;
    check.evidenceName = step.name;
    check.recoveryKind = step.kind;
    if (claim.metric != ClaimMetric::Recovery) {
        check.reason =
            ClaimCheck::tr("%1 is a plan step; bandwidth and latency are checked against a run").arg(step.name);
        return check;
    }
    if (!(claim.value > 0)) {
        check.reason = ClaimCheck::tr("a claim of %1 cannot be compared").arg(quoted(claim.value));
        return check;
    }
    if (isKnown(step.seconds)) {
        check.measured = step.seconds;
        judge(check, false);
        return check;
    }
    if (isKnown(step.observedSeconds)) {
        // Never back within tolerance: watched for longer than the claim, it contradicts it by at least that much.
        check.notRecovered = true;
        check.measured = step.observedSeconds;
        if (step.observedSeconds > claim.value * (1 + kClaimTolerancePercent / 100.0)) {
            check.deviationPercent = (claim.value - step.observedSeconds) / claim.value * 100.0;
            check.verdict = ClaimVerdict::Worse;
        } else {
            check.reason = ClaimCheck::tr("it was not watched for longer than the claim");
        }
        return check;
    }
    check.reason = step.reason;
    return check;
}

QList<ClaimCheck> checkClaims(const QString& answerText, const QList<BenchmarkRun>& runs,
                              const QList<StepRecovery>& steps)
{
    QList<ClaimCheck> result;
    for (const NumericClaim& claim : numericClaims(answerText)) {
        const bool recovery = claim.metric == ClaimMetric::Recovery;
        if (recovery && !steps.isEmpty()) {
            for (const StepRecovery& step : steps)
                result << checkRecoveryClaim(claim, step);
        } else if (!recovery && !runs.isEmpty()) {
            for (const BenchmarkRun& run : runs)
                result << checkClaim(claim, run);
        } else if (!runs.isEmpty() || !steps.isEmpty()) {
            ClaimCheck check;
            check.claim = claim;
            check.reason = recovery ? ClaimCheck::tr("no plan step that measures recovery is linked")
                                    : ClaimCheck::tr("no run is linked");
            result << check;
        }
    }
    return result;
}

} // namespace fw::core
