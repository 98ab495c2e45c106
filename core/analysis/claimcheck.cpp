#include "analysis/claimcheck.h"

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

QString sizeText(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 0, QLocale::DataSizeIecFormat);
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

// A size named right after a figure: "at 128 MiB", "@ 8 B", "for 1 GB messages".
std::optional<Size> sizeAfter(const QString& window)
{
    static const QRegularExpression pattern(QStringLiteral(
        "^[^;\\n]*?(?:\\bat|@|\\bfor)\\s*(\\d+(?:[.,]\\d+)?)\\s*(bytes|B|KiB|KB|K|MiB|MB|M|GiB|GB|G)(?![\\w/])"));
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
    static const QRegularExpression figure(
        QStringLiteral("(\\d+(?:[.,]\\d+)?)\\s*(GB/s|GByte/s|\u00b5s|\u03bcs|usec|us|ms|ns)(?![\\w/])"));
    QList<NumericClaim> result;
    QList<QRegularExpressionMatch> matches;
    for (auto it = figure.globalMatch(text); it.hasNext();)
        matches << it.next();
    for (qsizetype i = 0; i < matches.size(); ++i) {
        const QRegularExpressionMatch& m = matches.at(i);
        NumericClaim claim;
        claim.value = number(m.captured(1));
        const QString unit = m.captured(2);
        if (unit.startsWith(QLatin1Char('G'))) {
            claim.metric = ClaimMetric::BusBandwidth;
        } else {
            claim.metric = ClaimMetric::Latency;
            if (unit == QLatin1String("ms"))
                claim.value *= 1000;
            else if (unit == QLatin1String("ns"))
                claim.value /= 1000;
        }
        // The size belongs to this figure only up to the next one.
        const qsizetype end = i + 1 < matches.size() ? matches.at(i + 1).capturedStart() : text.size();
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
    if (claim.metric == ClaimMetric::BusBandwidth) {
        return claim.bytes ? tr("%1 GB/s bus bandwidth at %2").arg(quoted(claim.value), sizeText(*claim.bytes))
                           : tr("%1 GB/s bus bandwidth, no size given").arg(quoted(claim.value));
    }
    return claim.bytes ? tr("%1 µs latency at %2").arg(quoted(claim.value), sizeText(*claim.bytes))
                       : tr("%1 µs latency, no size given").arg(quoted(claim.value));
}

QString ClaimCheck::measuredText() const
{
    if (verdict == ClaimVerdict::NotCompared)
        return reason;
    return claim.metric == ClaimMetric::BusBandwidth
               ? tr("%1 GB/s at %2 in %3").arg(measuredNumber(measured), sizeText(bytes), runName)
               : tr("%1 µs at %2 in %3").arg(measuredNumber(measured), sizeText(bytes), runName);
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
        return tr("worse by %1 % (tolerance ±%2 %)").arg(percentText(deviationPercent), tolerance);
    case ClaimVerdict::NotCompared:
        break;
    }
    return tr("not compared");
}

QString ClaimCheck::describe() const
{
    return tr("Quoted %1; measured %2: %3.").arg(claimText(), measuredText(), verdictText());
}

ClaimCheck checkClaim(const NumericClaim& claim, const BenchmarkRun& run)
{
    ClaimCheck check;
    check.claim = claim;
    check.runId = run.id;
    check.runName = run.label.isEmpty() ? ClaimCheck::tr("run %1").arg(run.id)
                                        : ClaimCheck::tr("run %1 (%2)").arg(run.id).arg(run.label);
    if (run.source != RunSource::OwnMeasurement) {
        check.reason = ClaimCheck::tr("%1 is a supplier's claim, not our own measurement").arg(check.runName);
        return check;
    }
    if (run.results.isEmpty()) {
        check.reason = ClaimCheck::tr("%1 has no results").arg(check.runName);
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
            check.reason = ClaimCheck::tr("%1 has no result at %2").arg(check.runName, sizeText(*claim.bytes));
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
        const double value = bandwidth ? row.busbwGBs : row.timeAvgUs;
        if (!isKnown(value))
            continue;
        // The worse of in-place and out-of-place, and of repeated sweeps: a job may meet either.
        if (!isKnown(check.measured) || (bandwidth ? value < check.measured : value > check.measured))
            check.measured = value;
    }
    if (!isKnown(check.measured)) {
        check.reason = bandwidth
                           ? ClaimCheck::tr("%1 has no bus bandwidth at %2").arg(check.runName, sizeText(check.bytes))
                           : ClaimCheck::tr("%1 has no mean time at %2").arg(check.runName, sizeText(check.bytes));
        return check;
    }
    if (!(claim.value > 0)) {
        check.reason = ClaimCheck::tr("a claim of %1 cannot be compared").arg(quoted(claim.value));
        return check;
    }
    check.deviationPercent =
        (bandwidth ? check.measured - claim.value : claim.value - check.measured) / claim.value * 100.0;
    // A hair of rounding must not turn "exactly 10 % lower" into "worse".
    constexpr double kEpsilon = 1e-9;
    if (std::abs(check.deviationPercent) <= kClaimTolerancePercent + kEpsilon)
        check.verdict = ClaimVerdict::Within;
    else
        check.verdict = check.deviationPercent > 0 ? ClaimVerdict::Better : ClaimVerdict::Worse;
    return check;
}

QList<ClaimCheck> checkClaims(const QString& answerText, const QList<BenchmarkRun>& runs)
{
    const QList<NumericClaim> claims = numericClaims(answerText);
    QList<ClaimCheck> result;
    for (const BenchmarkRun& run : runs) {
        for (const NumericClaim& claim : claims)
            result << checkClaim(claim, run);
    }
    return result;
}

} // namespace fw::core
