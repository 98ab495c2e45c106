// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "analysis/bomcomparison.h"
#include "domain/candidate.h"
#include "storage/bomrepository.h"
#include "worksheets/worksheettableview.h"

#include <QAbstractTableModel>
#include <functional>
#include <optional>

class QUndoStack;

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

class ProjectContext;

// The BOM worksheet of one candidate: every R2.1 field and the specifics of its fabric, declared beside
// measured. Edits become undo commands; the file is written as each one applies.
class BomTableModel final : public QAbstractTableModel, public CellValidator
{
    Q_OBJECT

public:
    enum Column
    {
        Group,
        Field,
        Declared,
        Unit,
        Measured,
        Check,
        ColumnCount
    };
    enum Role
    {
        FieldKeyRole = Qt::UserRole,
        StateRole // core::FieldComparison::State as int
    };

    BomTableModel(ProjectContext& context, QObject* parent = nullptr);

    // Reloads everything of `candidate` (none: empty) from the file.
    void setCandidate(const std::optional<core::Candidate>& candidate);
    const std::optional<core::Candidate>& candidate() const { return m_candidate; }
    bool isEditable() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    QString rejection(const QModelIndex& index, const QString& value) const override;

    // Reads `fabric-agent facts` (one object, or JSON Lines of several hosts) as measured values of the
    // current candidate, replacing earlier facts of the same hosts, as one undoable edit. Returns false
    // with `error` naming the file and line when it cannot be read; nothing changes then.
    bool importFacts(const QString& path, QString* error);
    void clearMeasured();

    const QList<core::StoredFacts>& measuredHosts() const { return m_facts; }
    // "node07: NIC/HCA firmware 28.39.1002, others 28.40.1000" for every field where hosts disagree.
    QStringList disagreements() const;
    int mismatchCount() const;

public slots:
    void retranslate();

signals:
    void storageFailed(const QString& message);
    void inputRejected(const QString& message);
    // Declared or measured values changed (by an edit, an undo or a redo): frozen BOMs may have gone stale.
    void bomChanged();

private:
    void recompute();
    void pushDeclared(qint64 candidateId, const core::BomValues& before, const core::BomValues& after,
                      const QString& text);
    void applyDeclared(qint64 candidateId, const core::BomValues& values);
    void pushMeasured(const QList<core::StoredFacts>& after, const QString& text);
    void applyMeasured(qint64 candidateId, const QList<core::StoredFacts>& facts);
    const core::FieldComparison* comparison(int row) const;

    ProjectContext& m_context;
    std::optional<core::Candidate> m_candidate;
    QList<core::BomField> m_fields;
    core::BomValues m_declared;
    QList<core::StoredFacts> m_facts;
    QList<core::FieldComparison> m_comparison;
};

} // namespace fw::app
