// SPDX-License-Identifier: Apache-2.0
#include "analysis/bomdrift.h"

#include <QSet>

namespace fw::core {

namespace {

int catalogPosition(const QString& key)
{
    const QList<BomField>& all = BomCatalog::all();
    for (int i = 0; i < all.size(); ++i) {
        if (key == QLatin1String(all.at(i).key))
            return i;
    }
    return int(all.size());
}

} // namespace

QList<BomFieldChange> bomChanges(const BomValues& before, const BomValues& after)
{
    const BomValues a = declaredOnly(before);
    const BomValues b = declaredOnly(after);
    QStringList keys = a.keys() + b.keys();
    keys.removeDuplicates();
    std::sort(keys.begin(), keys.end(), [](const QString& x, const QString& y) {
        const int px = catalogPosition(x);
        const int py = catalogPosition(y);
        return px != py ? px < py : x < y;
    });
    QList<BomFieldChange> changes;
    for (const QString& key : keys) {
        if (a.value(key) != b.value(key))
            changes.append({key, a.value(key), b.value(key)});
    }
    return changes;
}

QList<StaleRun> staleRuns(const QList<RunBomSnapshot>& runs, const QHash<qint64, BomValues>& current)
{
    QList<StaleRun> result;
    for (const RunBomSnapshot& run : runs) {
        const auto it = current.constFind(run.candidateId);
        if (it == current.cend())
            continue;
        // The fingerprint decides; the fields only explain. A run recorded by another tool may carry a
        // fingerprint without fields, and is still found stale.
        if (bomFingerprint(*it) == run.fingerprint)
            continue;
        const bool fieldsKnown = bomFingerprint(run.fields) == run.fingerprint;
        result.append({run.runId, run.candidateId, run.runLabel,
                       fieldsKnown ? bomChanges(run.fields, *it) : QList<BomFieldChange>()});
    }
    return result;
}

} // namespace fw::core
