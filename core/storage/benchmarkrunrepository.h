// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"
#include "storage/deletesnapshot.h"

#include <QCoreApplication>
#include <QList>
#include <functional>

namespace fw::core {

class ProjectFile;

// What an edit of runs changed, as it was before: the fields people edit and the frozen BOMs a move replaces.
// BenchmarkRunRepository::undo puts them back, so every edit of a run can be undone.
struct RunEditUndo
{
    struct Fields
    {
        qint64 id = 0;
        std::optional<qint64> candidateId;
        RunSource source = RunSource::VendorClaim;
        QString label;
        QString notes;
        QString bomFingerprint;
    };
    QList<Fields> runs;
    DeleteSnapshot bomSnapshots; // the runs' bom_snapshot rows before the edit
};

// The fields of runs people edit; what is not set stays as it is.
struct RunChanges
{
    std::optional<RunSource> source;
    std::optional<QString> label;
    std::optional<QString> notes;
};

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
    // One run's placements, by rank.
    QList<RankPlacement> placements(qint64 runId) const;
    // Stores the runs read from one file in one transaction and returns their ids: all of them or, on any
    // error, none. Throws DuplicateImportError when the same bytes were imported before.
    QList<qint64> add(const QList<BenchmarkRun>& runs);
    // Stores one file while it is read, in one transaction, all of it or nothing: `read` gets the sink for the result
    // rows (Importer::read's `sink`, so rows are written in chunks as they are parsed and the log is never held
    // whole) and returns the runs; `prepare` sets what the caller decides (candidate, source) on each run before it
    // is stored. Returns the runs with their ids and summaries, without their rows. Throws what `read` throws,
    // DuplicateImportError or StorageError, with nothing stored.
    QList<BenchmarkRun> import(const std::function<QList<BenchmarkRun>(ResultSink&)>& read,
                               const std::function<void(BenchmarkRun&)>& prepare = {});
    // The first run imported from a file with this SHA-256, if any.
    std::optional<qint64> findBySha256(const QString& sha256) const;

    // Runs are managed like any other record (issue 18). Each write below is one transaction over all the ids, and
    // throws StorageError naming the first id that is not in the project, with nothing changed.

    // Deletes the runs with their rows, ranks and frozen BOMs. A dispatch that measured one keeps its raw stream and
    // loses the link; an answer that cites one loses the citation. Returns all of it for restore(). What relies on
    // a run is listed by runDependents() (core/evidence), to warn before.
    DeleteSnapshot remove(const QList<qint64>& ids);
    // Puts deleted runs back as they were, with every link, in one transaction.
    void restore(const DeleteSnapshot& removed);
    // Gives the runs to another candidate, or to none. A run's frozen BOM is the declared BOM of the candidate it
    // measured: a moved run freezes its new candidate's BOM (none without a candidate). Runs already there stay.
    RunEditUndo move(const QList<qint64>& ids, std::optional<qint64> candidateId);
    // Sets what `changes` holds on every run: vendor claim or own measurement, label, notes.
    RunEditUndo edit(const QList<qint64>& ids, const RunChanges& changes);
    // Puts the runs' fields and frozen BOMs back as they were before the edit, in one transaction.
    void undo(const RunEditUndo& before);

private:
    class Store;
    // Reads the runs' editable fields and frozen BOMs inside the caller's transaction; throws for an unknown id.
    RunEditUndo before(const QList<qint64>& ids) const;

    ProjectFile& m_project;
};

} // namespace fw::core
