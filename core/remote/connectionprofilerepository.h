// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/connectionprofile.h"
#include "storage/deletesnapshot.h"

#include <QCoreApplication>
#include <QList>

namespace fw::core {

class ProjectFile;

// Reads and writes connection profiles; every write is its own committed transaction. A connection belongs to a
// candidate, and its name is unique among that candidate's connections (case does not matter), so the GUI, the
// command line and the Faults page all find it by (candidate, name).
class ConnectionProfileRepository
{
    Q_DECLARE_TR_FUNCTIONS(ConnectionProfileRepository)

public:
    explicit ConnectionProfileRepository(ProjectFile& project) : m_project(project) {}

    QList<ConnectionProfile> all() const;
    // The candidate's connections (those without a candidate for none), by name.
    QList<ConnectionProfile> ofCandidate(std::optional<qint64> candidateId) const;
    // The candidate's connection with this name, case aside.
    std::optional<ConnectionProfile> find(std::optional<qint64> candidateId, const QString& name) const;
    // Why `profile` cannot be stored under its name: another connection of its candidate has it. Empty when free.
    QString nameClash(const ConnectionProfile& profile) const;
    // Stores a new profile (id 0) and returns its id, or updates the stored one. Throws StorageError when the name
    // is taken (nameClash).
    qint64 save(const ConnectionProfile& profile);
    // Whether Run the Agent asks before it runs through connection `id` (its "Don't ask again"); not an undoable
    // edit of the connection, but a preference kept with it.
    void setAskBeforeRun(qint64 id, bool ask);
    // Copies a connection to another candidate (or to none), under `name` or, when empty, its own name; returns the
    // copy's id. Throws StorageError when the connection is gone or the name is taken there.
    qint64 copy(qint64 id, std::optional<qint64> candidateId, const QString& name = {});
    // Deletes the connection; dispatches and plan runs made through it keep their records without the link. Returns
    // what was removed and cleared, for restore().
    DeleteSnapshot remove(qint64 id);
    void restore(const DeleteSnapshot& removed);

private:
    QList<ConnectionProfile> select(const QString& where, const QVariantList& values) const;

    ProjectFile& m_project;
};

} // namespace fw::core
