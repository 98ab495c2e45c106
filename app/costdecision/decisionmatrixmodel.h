// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "evidence/costdecisionsnapshot.h"

#include <QAbstractTableModel>
#include <optional>

namespace fw::app {

// The decision matrix: one row per weighted criterion and a last row of weighted totals; one score column per
// candidate, and how far each weight must move to change the winner. Automatic scores are read-only and show
// their source and formula; the others are typed as "7" or "7 ± 1.5". Edits are announced, not applied.
class DecisionMatrixModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum FixedColumn
    {
        Name,
        Weight,
        Share,
        FirstCandidate
    };
    enum Role
    {
        AutomaticRole = Qt::UserRole, // a score cell computed from evidence
        BeforeBenchmarkRole           // a manual score given before any benchmark run was stored
    };

    explicit DecisionMatrixModel(QObject* parent = nullptr);

    void show(const core::CostDecisionSnapshot& snapshot, bool editable);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    int sensitivityColumn() const { return FirstCandidate + int(m_snapshot.candidates.size()); }
    int totalsRow() const { return int(m_snapshot.criteria.size()); }
    // The criterion of a row, or null for the totals row.
    const core::Criterion* criterion(int row) const;

    // "7", "7 ± 1.5", "7 +- 1.5" or "7 +/- 1.5"; the uncertainty is absent when not given.
    static std::optional<std::pair<double, std::optional<double>>> parseScore(const QString& text);
    // What an empty score of `criterion` waits for, short: "needs an own run", or "type a score" where no evidence
    // gives one.
    static QString waitingFor(const core::Criterion& criterion);

public slots:
    void retranslate();

signals:
    void criterionEdited(const core::Criterion& before, const core::Criterion& after);
    void scoreEdited(qint64 criterionId, qint64 candidateId, const std::optional<core::ManualScore>& before,
                     const std::optional<core::ManualScore>& after);

private:
    QVariant scoreData(int row, int candidate, int role) const;
    QVariant totalsData(int column, int role) const;
    QString sensitivityText(int row) const;

    core::CostDecisionSnapshot m_snapshot;
    bool m_editable = false;
};

} // namespace fw::app
