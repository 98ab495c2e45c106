#pragma once

#include "domain/candidate.h"

#include <QList>

namespace fw::core {

class ProjectFile;

// Reads and writes candidates; every write is its own committed transaction.
class CandidateRepository
{
public:
    explicit CandidateRepository(ProjectFile& project) : m_project(project) {}

    QList<Candidate> all() const;
    // Stores a new candidate and returns its id. A non-zero id is kept, so an undone delete comes back as it was.
    qint64 add(const Candidate& candidate);
    void update(const Candidate& candidate);
    void remove(qint64 id);

private:
    ProjectFile& m_project;
};

} // namespace fw::core
