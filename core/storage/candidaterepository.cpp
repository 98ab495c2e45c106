// SPDX-License-Identifier: Apache-2.0
#include "storage/candidaterepository.h"

#include "storage/projectfile.h"
#include "storage/storageerror.h"

namespace fw::core {

namespace {

// Qt binds a null QString as SQL NULL; the text columns are NOT NULL, so send "" instead.
QString text(const QString& value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

QVariantList columnValues(const Candidate& c)
{
    return {text(c.supplier), text(c.offerName), storageKey(c.fabric), storageKey(c.delivery),
            c.nodeCount,      text(c.notes),     c.isExample ? 1 : 0};
}

} // namespace

QList<Candidate> CandidateRepository::all() const
{
    QSqlQuery q = m_project.query(QStringLiteral("SELECT id, supplier, offer_name, fabric, delivery, node_count, "
                                                 "notes, is_example FROM candidate ORDER BY id"));
    QList<Candidate> result;
    while (q.next()) {
        Candidate c;
        c.id = q.value(0).toLongLong();
        c.supplier = q.value(1).toString();
        c.offerName = q.value(2).toString();
        // The schema's CHECK constraints guarantee known keys.
        c.fabric = fabricKindFromKey(q.value(3).toString()).value_or(FabricKind::InfiniBand);
        c.delivery = deliveryModelFromKey(q.value(4).toString()).value_or(DeliveryModel::CloudRental);
        c.nodeCount = q.value(5).toInt();
        c.notes = q.value(6).toString();
        c.isExample = q.value(7).toBool();
        result.append(c);
    }
    return result;
}

qint64 CandidateRepository::add(const Candidate& candidate)
{
    qint64 id = 0;
    m_project.write([&] {
        QVariantList values = columnValues(candidate);
        values.prepend(candidate.id > 0 ? QVariant(candidate.id) : QVariant());
        const QSqlQuery q = m_project.query(QStringLiteral("INSERT INTO candidate (id, supplier, offer_name, fabric, "
                                                           "delivery, node_count, notes, is_example) "
                                                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                                            values);
        id = q.lastInsertId().toLongLong();
    });
    return id;
}

void CandidateRepository::update(const Candidate& candidate)
{
    m_project.write([&] {
        QVariantList values = columnValues(candidate);
        values.append(candidate.id);
        const QSqlQuery q = m_project.query(QStringLiteral("UPDATE candidate SET supplier = ?, offer_name = ?, "
                                                           "fabric = ?, delivery = ?, node_count = ?, notes = ?, "
                                                           "is_example = ? WHERE id = ?"),
                                            values);
        if (q.numRowsAffected() != 1)
            throw StorageError(
                ProjectFile::tr("Candidate %1 no longer exists in %2.").arg(candidate.id).arg(m_project.path()));
    });
}

DeleteSnapshot CandidateRepository::remove(qint64 id)
{
    DeleteSnapshot removed;
    m_project.write([&] {
        removed = DeleteSnapshot::of(m_project, QStringLiteral("candidate"), QStringLiteral("id"), id);
        m_project.query(QStringLiteral("DELETE FROM candidate WHERE id = ?"), {id});
    });
    return removed;
}

void CandidateRepository::restore(const DeleteSnapshot& removed)
{
    m_project.write([&] { removed.restore(m_project); });
}

} // namespace fw::core
