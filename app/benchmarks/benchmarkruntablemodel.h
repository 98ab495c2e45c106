// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

#include <QAbstractTableModel>
#include <QHash>

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

// The benchmark runs of the open project, imported or measured, newest first. Read from the summary columns
// only, so thousands of runs list without loading their rows or samples.
class BenchmarkRunTableModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Source,
        Label,
        Candidate,
        Tool,
        Test,
        Placement,
        Sizes,
        Correctness,
        File,
        Imported,
        ColumnCount
    };
    enum Role
    {
        RunIdRole = Qt::UserRole,
        SourceRole,      // core::RunSource as int
        CorrectnessRole, // core::Correctness as int
    };

    explicit BenchmarkRunTableModel(QObject* parent = nullptr);

    // Reloads from `project` (null: empty). Throws core::StorageError when the file cannot be read.
    void reload(core::ProjectFile* project);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const core::BenchmarkRun& run(int row) const { return m_runs.at(row); }
    // The row of the run with `id`, or -1.
    int rowOf(qint64 id) const;

private:
    QList<core::BenchmarkRun> m_runs;
    QHash<qint64, QString> m_candidateNames;
};

} // namespace fw::app
