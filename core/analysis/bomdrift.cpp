#include "analysis/bomdrift.h"

#include <QCryptographicHash>
#include <QSet>

namespace fw::core {

namespace {

BomValues declaredOnly(const BomValues& values)
{
    BomValues result;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        if (!it.value().trimmed().isEmpty())
            result.insert(it.key(), it.value().trimmed());
    }
    return result;
}

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

QString bomFingerprint(const BomValues& declared)
{
    // Length-prefixed key and value, in key order (QMap sorts), so no value can imitate a separator.
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const BomValues values = declaredOnly(declared);
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        for (const QString& part : {it.key(), it.value()}) {
            const QByteArray utf8 = part.toUtf8();
            hash.addData(QByteArray::number(utf8.size()) + ':');
            hash.addData(utf8);
        }
    }
    return QStringLiteral("bom1:") + QString::fromLatin1(hash.result().toHex());
}

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
