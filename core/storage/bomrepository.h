// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/bomcatalog.h"
#include "domain/bomsnapshot.h"

#include <QHash>
#include <QJsonObject>
#include <QList>

namespace fw::core {

class ProjectFile;

// One host's `fabric-agent facts` as imported for a candidate, with where they came from.
struct StoredFacts
{
    QString host;
    QString source;       // file name, or "fabric-agent facts" for a run
    QString sourceSha256; // of the imported bytes
    QString importedAt;   // ISO 8601 UTC
    QJsonObject facts;

    bool operator==(const StoredFacts&) const = default;
};

// The BOM aggregate of each candidate: declared values, measured facts and the frozen BOMs of runs.
// Every write is its own committed transaction.
class BomRepository
{
public:
    explicit BomRepository(ProjectFile& project) : m_project(project) {}

    BomValues declared(qint64 candidateId) const;
    QHash<qint64, BomValues> allDeclared() const;
    // Sets each key of `changes` (an empty value clears it), all in one transaction.
    void setDeclared(qint64 candidateId, const BomValues& changes);

    QList<StoredFacts> measured(qint64 candidateId) const;
    // Replaces every measured host of the candidate with `hosts`, in one transaction.
    void replaceMeasured(qint64 candidateId, const QList<StoredFacts>& hosts);

    // Every frozen BOM: the snapshots recorded here, and benchmark runs that carry only a fingerprint.
    QList<RunBomSnapshot> snapshots() const;
    // Freezes the candidate's current declared BOM for `runId` in its own transaction, replacing an earlier
    // snapshot of that run. A positive id is a benchmark_run id, whose bom_fingerprint is set too; a negative
    // one (never assigned by SQLite) stands for an example run without results, as in the demo project.
    RunBomSnapshot freeze(qint64 runId, qint64 candidateId, const QString& runLabel);
    // The same inside the caller's ProjectFile::write, so a run and its frozen BOM are stored together.
    RunBomSnapshot recordSnapshot(qint64 runId, qint64 candidateId, const QString& runLabel);
    void removeSnapshot(qint64 runId);

private:
    ProjectFile& m_project;
};

} // namespace fw::core
