// SPDX-License-Identifier: Apache-2.0
#include "storage/workloadrepository.h"

#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QCoreApplication>
#include <QStringList>

namespace fw::core {

namespace {

QStringList columns()
{
    QStringList names{QStringLiteral("kind"), QStringLiteral("precision")};
    for (const WorkloadField& field : workloadFields())
        names << QString::fromLatin1(field.key);
    return names;
}

} // namespace

std::optional<WorkloadDescription> WorkloadRepository::load() const
{
    QSqlQuery q = m_project.query(
        QStringLiteral("SELECT %1 FROM workload WHERE id = 1").arg(columns().join(QStringLiteral(", "))));
    if (!q.next())
        return std::nullopt;
    WorkloadDescription d;
    const std::optional<WorkloadKind> kind = workloadKindFromKey(q.value(0).toString());
    const std::optional<WorkloadPrecision> precision = workloadPrecisionFromKey(q.value(1).toString());
    if (!kind || !precision)
        throw StorageError(
            QCoreApplication::translate("fw::core::Workload", "The stored workload has an unknown kind or precision."));
    d.kind = *kind;
    d.precision = *precision;
    int column = 2;
    for (const WorkloadField& field : workloadFields())
        d.*field.member = q.value(column++).toLongLong();
    return d;
}

void WorkloadRepository::save(const std::optional<WorkloadDescription>& description)
{
    m_project.write([&] {
        m_project.query(QStringLiteral("DELETE FROM workload"));
        if (!description)
            return;
        QVariantList values{storageKey(description->kind), storageKey(description->precision)};
        for (const WorkloadField& field : workloadFields())
            values << (*description).*field.member;
        const QStringList names = columns();
        m_project.query(QStringLiteral("INSERT INTO workload (id, %1) VALUES (1%2)")
                            .arg(names.join(QStringLiteral(", ")), QStringLiteral(", ?").repeated(names.size())),
                        values);
    });
}

} // namespace fw::core
