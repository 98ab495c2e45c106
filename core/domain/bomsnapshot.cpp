// SPDX-License-Identifier: Apache-2.0
#include "domain/bomsnapshot.h"

#include <QCryptographicHash>

namespace fw::core {

BomValues declaredOnly(const BomValues& values)
{
    BomValues result;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        if (!it.value().trimmed().isEmpty())
            result.insert(it.key(), it.value().trimmed());
    }
    return result;
}

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

} // namespace fw::core
