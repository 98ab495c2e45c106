// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/candidate.h"
#include "storage/candidaterepository.h"

#include <QAbstractTableModel>
#include <optional>

class QUndoStack;

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

// The candidates of the open project. Edits become undo commands; the file is written as each one applies.
class CandidateTableModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Supplier,
        Offer,
        Fabric,
        Delivery,
        Nodes,
        Notes,
        ColumnCount
    };
    enum Role
    {
        CandidateIdRole = Qt::UserRole,
        IsExampleRole
    };

    explicit CandidateTableModel(QObject* parent = nullptr);

    // Reloads from `project` (null: empty). Edits are pushed onto `undoStack`.
    void setProject(core::ProjectFile* project, QUndoStack* undoStack);
    bool isEditable() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    const core::Candidate& candidate(int row) const { return m_rows.at(row); }

    // Adds a new candidate with placeholder values; returns the row, or -1 when it could not be stored.
    int addCandidate();
    void removeCandidates(QList<int> rows);

    // Writes one change to the file and mirrors it in the rows: add (no `from`), remove (no `to`) or edit.
    // A remove fills `removed` with everything it deleted; an add with a non-empty `removed` puts that back
    // instead of adding a bare row. Returns the id of `to`. Throws core::StorageError, leaving file and rows as
    // they were.
    qint64 apply(const std::optional<core::Candidate>& from, const std::optional<core::Candidate>& to,
                 core::DeleteSnapshot& removed);
    void reportFailure(const QString& message);

public slots:
    void retranslate();

signals:
    void storageFailed(const QString& message);

private:
    int rowOf(qint64 id) const;
    void push(const std::optional<core::Candidate>& before, const std::optional<core::Candidate>& after,
              const QString& text);

    core::ProjectFile* m_project = nullptr;
    std::optional<core::CandidateRepository> m_repository;
    QUndoStack* m_undoStack = nullptr;
    QList<core::Candidate> m_rows;
};

} // namespace fw::app
