// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "evidence/costdecisionsnapshot.h"

#include <QAbstractTableModel>

namespace fw::app {

// The copyable worksheet (R6.3), one row per candidate. The operations owner and the expansion path are typed
// here; everything else comes from the cost model and the matrix. Edits are announced, not applied.
class DecisionWorksheetModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    // Columns of core::CostDecisionSnapshot::worksheet() that are typed by the user.
    enum EditableColumn
    {
        OperationsOwner = 3,
        ExpansionPath = 5
    };

    explicit DecisionWorksheetModel(QObject* parent = nullptr);

    void show(const core::CostDecisionSnapshot& snapshot, bool editable);
    const core::Worksheet& worksheet() const { return m_worksheet; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

signals:
    void noteEdited(const core::WorksheetNote& before, const core::WorksheetNote& after);

private:
    core::Worksheet m_worksheet{{}, {}};
    QList<core::WorksheetNote> m_notes; // per row
    bool m_editable = false;
};

} // namespace fw::app
