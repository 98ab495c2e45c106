// SPDX-License-Identifier: Apache-2.0
#include "storage/decisionrepository.h"

#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <cmath>

namespace fw::core {

namespace {

QString text(const QString& value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

} // namespace

QList<Criterion> DecisionRepository::criteria() const
{
    QSqlQuery q = m_project.query(
        QStringLiteral("SELECT id, builtin, name, weight, position FROM decision_criterion ORDER BY position, id"));
    QList<Criterion> result;
    while (q.next()) {
        Criterion c;
        c.id = q.value(0).toLongLong();
        c.builtin = builtinCriterionFromKey(q.value(1).toString());
        c.name = q.value(2).toString();
        c.weight = q.value(3).toDouble();
        c.position = q.value(4).toInt();
        // A built-in key from a newer version reads as a user criterion under its stored key.
        if (!c.builtin && c.name.isEmpty())
            c.name = q.value(1).toString();
        result.append(c);
    }
    return result;
}

void DecisionRepository::insertCriterion(const Criterion& c, qint64* id)
{
    if (!std::isfinite(c.weight) || c.weight < 0)
        throw StorageError(ProjectFile::tr("A weight must be a number of 0 or more."));
    if (!c.builtin && c.name.trimmed().isEmpty())
        throw StorageError(ProjectFile::tr("A criterion needs a name."));
    const QSqlQuery q = m_project.query(
        QStringLiteral("INSERT INTO decision_criterion (id, builtin, name, weight, position) VALUES (?, ?, ?, ?, ?)"),
        {c.id > 0 ? QVariant(c.id) : QVariant(), c.builtin ? storageKey(*c.builtin) : QStringLiteral(""), text(c.name),
         c.weight, c.position});
    if (id)
        *id = q.lastInsertId().toLongLong();
}

qint64 DecisionRepository::addCriterion(const Criterion& criterion)
{
    qint64 id = 0;
    m_project.write([&] { insertCriterion(criterion, &id); });
    return id;
}

void DecisionRepository::updateCriterion(const Criterion& c)
{
    if (!std::isfinite(c.weight) || c.weight < 0)
        throw StorageError(ProjectFile::tr("A weight must be a number of 0 or more."));
    if (!c.builtin && c.name.trimmed().isEmpty())
        throw StorageError(ProjectFile::tr("A criterion needs a name."));
    m_project.write([&] {
        const QSqlQuery q = m_project.query(
            QStringLiteral("UPDATE decision_criterion SET name = ?, weight = ?, position = ? WHERE id = ?"),
            {text(c.name), c.weight, c.position, c.id});
        if (q.numRowsAffected() != 1)
            throw StorageError(ProjectFile::tr("Criterion %1 no longer exists in %2.").arg(c.id).arg(m_project.path()));
    });
}

void DecisionRepository::removeCriterion(qint64 id)
{
    // The scores go with it through ON DELETE CASCADE.
    m_project.write([&] { m_project.query(QStringLiteral("DELETE FROM decision_criterion WHERE id = ?"), {id}); });
}

void DecisionRepository::restoreCriterion(const Criterion& criterion, const QList<ManualScore>& scores)
{
    m_project.write([&] {
        insertCriterion(criterion, nullptr);
        for (const ManualScore& score : scores)
            insertScore(score);
    });
}

QList<ManualScore> DecisionRepository::scores() const
{
    QSqlQuery q = m_project.query(QStringLiteral("SELECT criterion_id, candidate_id, score, uncertainty, note, "
                                                 "before_benchmark, override FROM decision_score"));
    QList<ManualScore> result;
    while (q.next()) {
        result.append({.criterionId = q.value(0).toLongLong(),
                       .candidateId = q.value(1).toLongLong(),
                       .score = q.value(2).toDouble(),
                       .uncertainty = q.value(3).toDouble(),
                       .note = q.value(4).toString(),
                       .enteredBeforeBenchmark = q.value(5).toBool(),
                       .overridesEvidence = q.value(6).toBool()});
    }
    return result;
}

void DecisionRepository::insertScore(const ManualScore& s)
{
    if (!std::isfinite(s.score) || s.score < 0 || s.score > kMaxScore)
        throw StorageError(ProjectFile::tr("A score runs from 0 to 10."));
    if (!std::isfinite(s.uncertainty) || s.uncertainty < 0)
        throw StorageError(ProjectFile::tr("The uncertainty of a score must be 0 or more."));
    if (s.overridesEvidence && s.note.trimmed().isEmpty())
        throw StorageError(ProjectFile::tr("A typed score that overrides the automatic one needs a reason."));
    m_project.query(
        QStringLiteral("INSERT INTO decision_score (criterion_id, candidate_id, score, uncertainty, note, "
                       "before_benchmark, override) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (criterion_id, "
                       "candidate_id) DO UPDATE SET score = excluded.score, uncertainty = excluded.uncertainty,"
                       " note = excluded.note, before_benchmark = excluded.before_benchmark,"
                       " override = excluded.override"),
        {s.criterionId, s.candidateId, s.score, s.uncertainty, text(s.note), s.enteredBeforeBenchmark ? 1 : 0,
         s.overridesEvidence ? 1 : 0});
}

void DecisionRepository::setScore(qint64 criterionId, qint64 candidateId, const std::optional<ManualScore>& score)
{
    m_project.write([&] {
        if (score)
            insertScore(*score);
        else
            m_project.query(QStringLiteral("DELETE FROM decision_score WHERE criterion_id = ? AND candidate_id = ?"),
                            {criterionId, candidateId});
    });
}

void DecisionRepository::setScores(const QList<ManualScore>& scores)
{
    m_project.write([&] {
        for (const ManualScore& score : scores)
            insertScore(score);
    });
}

QHash<qint64, WorksheetNote> DecisionRepository::notes() const
{
    QSqlQuery q = m_project.query(
        QStringLiteral("SELECT candidate_id, operations_owner, expansion_path FROM decision_candidate_note"));
    QHash<qint64, WorksheetNote> result;
    while (q.next()) {
        const qint64 id = q.value(0).toLongLong();
        result.insert(
            id, {.candidateId = id, .operationsOwner = q.value(1).toString(), .expansionPath = q.value(2).toString()});
    }
    return result;
}

void DecisionRepository::setNote(const WorksheetNote& note)
{
    m_project.write([&] {
        m_project.query(QStringLiteral("INSERT INTO decision_candidate_note (candidate_id, operations_owner, "
                                       "expansion_path) VALUES (?, ?, ?) ON CONFLICT (candidate_id) DO UPDATE SET"
                                       " operations_owner = excluded.operations_owner,"
                                       " expansion_path = excluded.expansion_path"),
                        {note.candidateId, text(note.operationsOwner), text(note.expansionPath)});
    });
}

} // namespace fw::core
