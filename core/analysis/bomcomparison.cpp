// SPDX-License-Identifier: Apache-2.0
#include "analysis/bomcomparison.h"

#include "analysis/measuredbom.h"

#include <QCoreApplication>

namespace fw::core {

namespace {

FieldComparison compareField(const BomField& field, const QString& declared, const QList<MeasuredHost>& hosts)
{
    FieldComparison result;
    result.key = QString::fromLatin1(field.key);

    // Count how many hosts report each value; the value most hosts share is "the" measured one.
    QMap<QString, QStringList> hostsByValue;
    for (const MeasuredHost& host : hosts) {
        const QString value = host.values.value(result.key);
        if (!value.isEmpty())
            hostsByValue[value].append(host.host);
    }
    if (hostsByValue.isEmpty())
        return result;
    QString majority;
    for (auto it = hostsByValue.cbegin(); it != hostsByValue.cend(); ++it) {
        if (majority.isEmpty() || it.value().size() > hostsByValue.value(majority).size())
            majority = it.key();
    }
    result.measured = majority;
    if (hostsByValue.size() > 1) {
        for (auto it = hostsByValue.cbegin(); it != hostsByValue.cend(); ++it) {
            if (it.key() == majority)
                continue;
            for (const QString& host : it.value()) {
                result.disagreements << QCoreApplication::translate("fw::core::BomComparison", "%1: %2 %3, others %4")
                                            .arg(host, BomCatalog::label(field), it.key(), majority);
            }
        }
        result.disagreements.sort();
    }

    if (declared.isEmpty()) {
        result.state = FieldComparison::State::NotDeclared;
        return result;
    }
    for (auto it = hostsByValue.cbegin(); it != hostsByValue.cend(); ++it) {
        if (!measuredMatches(field, declared, it.key()))
            result.mismatching << it.value();
    }
    result.mismatching.sort();
    result.state = result.mismatching.isEmpty() ? FieldComparison::State::Match : FieldComparison::State::Mismatch;
    return result;
}

} // namespace

QList<FieldComparison> compareBom(const QList<BomField>& fields, const BomValues& declared,
                                  const QList<MeasuredHost>& hosts)
{
    QList<FieldComparison> result;
    for (const BomField& field : fields) {
        const QString key = QString::fromLatin1(field.key);
        if (key == QLatin1String("node_count")) {
            // The number of hosts is a fact about the set, not about any one host.
            FieldComparison c;
            c.key = key;
            if (!hosts.isEmpty()) {
                c.measured = QString::number(hosts.size());
                const qlonglong want = declared.value(key).toLongLong();
                if (declared.value(key).isEmpty())
                    c.state = FieldComparison::State::NotDeclared;
                else if (want == hosts.size())
                    c.state = FieldComparison::State::Match;
                else
                    c.state = hosts.size() < want ? FieldComparison::State::Partial : FieldComparison::State::Mismatch;
            }
            result.append(c);
            continue;
        }
        result.append(compareField(field, declared.value(key), hosts));
    }
    return result;
}

} // namespace fw::core
