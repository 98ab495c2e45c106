// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/candidate.h"
#include "storage/deletesnapshot.h"

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
    // Deletes the candidate and, through the schema, everything that belongs to it; returns all of that, read in
    // the same transaction, for `restore`.
    DeleteSnapshot remove(qint64 id);
    // Puts a removed candidate back with everything it had, in one transaction.
    void restore(const DeleteSnapshot& removed);

private:
    ProjectFile& m_project;
};

} // namespace fw::core
