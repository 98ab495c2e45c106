#pragma once

#include "domain/benchmarkrun.h"

#include <QCoreApplication>
#include <QList>

namespace fw::core {

class ProjectFile;

// Reads and writes benchmark runs. Listing never touches the result rows or their sample BLOBs, so a project
// with thousands of runs opens quickly; rows and samples are read for one run when it is shown.
class BenchmarkRunRepository
{
    Q_DECLARE_TR_FUNCTIONS(BenchmarkRunRepository)

public:
    explicit BenchmarkRunRepository(ProjectFile& project) : m_project(project) {}

    // Every run, newest import first, without placements, rows or samples (resultCount says how many rows).
    QList<BenchmarkRun> list() const;
    // One run with its placements and rows; sample BLOBs only when `withSamples`.
    BenchmarkRun load(qint64 id, bool withSamples = false) const;
    // Stores the runs read from one file in one transaction and returns their ids: all of them or, on any
    // error, none. Throws DuplicateImportError when the same bytes were imported before.
    QList<qint64> add(const QList<BenchmarkRun>& runs);
    void remove(qint64 id);
    // The first run imported from a file with this SHA-256, if any.
    std::optional<qint64> findBySha256(const QString& sha256) const;

private:
    ProjectFile& m_project;
};

} // namespace fw::core
