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

QString formatByteSize(qint64 bytes)
{
    static const char* const units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    constexpr int last = int(std::size(units)) - 1;
    int unit = 0;
    double value = double(bytes);
    while (std::abs(value) >= 1024 && unit < last) {
        value /= 1024;
        ++unit;
    }
    const bool whole = std::abs(value - std::round(value)) < 0.05;
    return QStringLiteral("%1 %2").arg(QLocale().toString(value, 'f', whole ? 0 : 1), QLatin1String(units[unit]));
}

QString formatP99Interval(const P99Interval& interval)
{
    const QString confidence = QLocale().toString(interval.confidence * 100, 'g', 3);
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
