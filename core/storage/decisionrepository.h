// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/decisionmatrix.h"

#include <QHash>
#include <QList>
#include <optional>

namespace fw::core {

class ProjectFile;

// Reads and writes the decision matrix: weighted criteria, manual scores and the worksheet's notes. Every write
// is its own committed transaction.
class DecisionRepository
{
public:
    explicit DecisionRepository(ProjectFile& project) : m_project(project) {}

    // In display order.
    QList<Criterion> criteria() const;
    // Stores a new criterion and returns its id; a non-zero id is kept, so an undone removal comes back as it was.
    qint64 addCriterion(const Criterion& criterion);
    void updateCriterion(const Criterion& criterion);
    // Removes the criterion and its scores; `restoreCriterion` puts both back.
    void removeCriterion(qint64 id);
    void restoreCriterion(const Criterion& criterion, const QList<ManualScore>& scores);

    QList<ManualScore> scores() const;
    // Sets (or with no score, clears) one cell. Throws StorageError for a score outside 0..10 or a negative
    // uncertainty.
    void setScore(qint64 criterionId, qint64 candidateId, const std::optional<ManualScore>& score);
    // Sets several cells in one transaction.
    void setScores(const QList<ManualScore>& scores);

    QHash<qint64, WorksheetNote> notes() const;
    void setNote(const WorksheetNote& note);

private:
    void insertCriterion(const Criterion& criterion, qint64* id);
    void insertScore(const ManualScore& score);

    ProjectFile& m_project;
};

} // namespace fw::core
