// SPDX-License-Identifier: Apache-2.0
#include "analysis/numberformat.h"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>
#include <iterator>

namespace fw::core {

QString formatNumber(double value)
{
    const QLocale locale;
    const double magnitude = std::abs(value);
    if (magnitude >= 100)
        return locale.toString(value, 'f', 0);
    if (magnitude >= 1)
        return locale.toString(value, 'f', 2);
    return locale.toString(value, 'g', 4);
}

QString formatCount(double value)
{
    const double whole = std::round(value);
    return QLocale().toString(value, 'f', std::abs(value - whole) < 0.05 ? 0 : 1);
}

QString formatPoints(double value)
{
    return QLocale().toString(value, 'f', 2);
}

QString formatPercentOf(double share)
{
    return QLocale().toString(share * 100, 'g', 3);
}

QString formatBytes(qint64 bytes)
{
    static const char* const units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    constexpr int last = int(std::size(units)) - 1;
    const double magnitude = std::abs(double(bytes));
    int unit = 0;
    double value = magnitude;
    // 1023.96 KiB would read "1024.0 KiB": move up once the rounded figure reaches the next unit.
    while (std::round(value * 10) / 10 >= 1024 && unit < last) {
        value /= 1024;
        ++unit;
    }
    const double rounded = std::round(value * 10) / 10;
    const bool whole = rounded == std::round(rounded);
    const QString number = QLocale().toString(bytes < 0 ? -rounded : rounded, 'f', whole ? 0 : 1);
    return QStringLiteral("%1 %2").arg(number, QLatin1String(units[unit]));
}

QString formatP99Interval(const P99Interval& interval)
{
    const QString confidence = formatPercentOf(interval.confidence);
    const QString converged =
        interval.converged ? QCoreApplication::translate("fw::core::NumberFormat", "converged")
                           : QCoreApplication::translate("fw::core::NumberFormat", "not converged (a cap stopped it)");
    if (!isKnown(interval.lowUs) || !isKnown(interval.highUs)) {
        return QCoreApplication::translate("fw::core::NumberFormat",
                                           "%1 % confidence interval not known (too few samples), %2")
            .arg(confidence, converged);
    }
    return QCoreApplication::translate("fw::core::NumberFormat", "%1 % confidence %2 – %3 µs, %4")
        .arg(confidence, formatNumber(interval.lowUs), formatNumber(interval.highUs), converged);
}

} // namespace fw::core
