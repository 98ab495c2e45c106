// SPDX-License-Identifier: Apache-2.0
#include "analysis/countercomparison.h"

#include <QHash>

namespace fw::core {

CounterDelta CounterComparison::between(const CounterSnapshot& before, const CounterSnapshot& after)
{
    const auto key = [](const CounterValue& v) {
        return v.source + QLatin1Char('/') + v.device + QLatin1Char('/') +
               (v.port ? QString::number(*v.port) : QString()) + QLatin1Char('/') + v.name;
    };
    QHash<QString, qint64> earlier;
    for (const CounterValue& v : before.counters)
        earlier.insert(key(v), v.value);
    CounterDelta d;
    d.from = before.time;
    d.to = after.time;
    if (before.timeMs > 0 && after.timeMs > before.timeMs)
        d.intervalS = double(after.timeMs - before.timeMs) / 1000.0;
    int missing = 0;
    for (const CounterValue& v : after.counters) {
        const auto it = earlier.constFind(key(v));
        if (it == earlier.cend()) {
            ++missing;
            continue;
        }
        if (it.value() == v.value) {
            ++d.unchanged;
            continue;
        }
        CounterChange c;
        c.source = v.source;
        c.device = v.device;
        c.port = v.port;
        c.name = v.name;
        c.unit = v.unit;
        c.before = it.value();
        c.after = v.value;
        if (v.value < it.value()) {
            c.reset = true;
        } else {
            c.delta = v.value - it.value();
            if (isKnown(d.intervalS))
                c.perS = double(*c.delta) / d.intervalS;
        }
        d.changes << c;
    }
    d.notes = before.notes;
    for (const QString& note : after.notes) {
        if (!d.notes.contains(note))
            d.notes << note;
    }
    if (missing > 0)
        d.notes << tr("%n counter(s) missing from the earlier snapshot", nullptr, missing);
    d.notes << tr("computed from two snapshots: no alarm rules were applied");
    return d;
}

} // namespace fw::core
