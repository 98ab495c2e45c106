#include "analysis/numberformat.h"

#include <QLocale>
#include <cmath>

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

QString formatPoints(double value)
{
    return QLocale().toString(value, 'f', 2);
}

} // namespace fw::core
