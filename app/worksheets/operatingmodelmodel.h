#pragma once

#include "domain/candidate.h"
#include "domain/checklist.h"

#include <QAbstractTableModel>
#include <functional>
#include <optional>

class QUndoStack;

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

class ProjectContext;

// The operating-model checklist of one candidate (R3.4): team skills, fabric ownership, change control and
// support paths. Edits become undo commands.
class OperatingModelModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Item,
        Answer,
        ColumnCount
    };

    OperatingModelModel(ProjectContext& context, QObject* parent = nullptr);

    void setCandidate(const std::optional<core::Candidate>& candidate);
    int answeredCount() const;

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
    void apply(qint64 candidateId, const QString& key, const QString& value);

    ProjectContext& m_context;
    std::optional<core::Candidate> m_candidate;
    core::ChecklistAnswers m_answers;
};

} // namespace fw::app
