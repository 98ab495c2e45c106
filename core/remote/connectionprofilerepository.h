#pragma once

#include "remote/connectionprofile.h"

#include <QList>

namespace fw::core {

class ProjectFile;

// Reads and writes connection profiles; every write is its own committed transaction.
class ConnectionProfileRepository
{
public:
    explicit ConnectionProfileRepository(ProjectFile& project) : m_project(project) {}

    QList<ConnectionProfile> all() const;
    // Stores a new profile (id 0) and returns its id, or updates the stored one.
    qint64 save(const ConnectionProfile& profile);
    void remove(qint64 id);
    // Stores a removed profile again under its own id (the undo of a remove).
    void restore(const ConnectionProfile& profile);

private:
    ProjectFile& m_project;
};

} // namespace fw::core
