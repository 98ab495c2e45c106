// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/candidate.h"
#include "domain/checklist.h"

#include <QAbstractTableModel>
#include <optional>

namespace fw::app {

class ProjectContext;

// A per-candidate checklist: the operating model (R3.4: team skills, fabric ownership, change control, support
// paths) or the official sources of the candidate's fabric (R6.4: each document's status and where it was read).
// Edits become undo commands.
class ChecklistModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum class List
    {
        OperatingModel,
        OfficialSources
    };
    enum Column
    {
        Item,
        Answer,
        Reference, // official sources only: address, version, date
    };

    ChecklistModel(List list, ProjectContext& context, QObject* parent = nullptr);

    void setCandidate(const std::optional<core::Candidate>& candidate);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

public slots:
    void retranslate();

signals:
    void storageFailed(const QString& message);

private:
    const QList<core::ChecklistItem>& items() const;
    void apply(qint64 candidateId, const QString& key, const core::SourceCheck& entry);

    const List m_list;
    ProjectContext& m_context;
    std::optional<core::Candidate> m_candidate;
    core::SourceChecks m_entries; // the operating model's answers are statuses without a reference
};

} // namespace fw::app
