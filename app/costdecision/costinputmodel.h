// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "analysis/costcalculator.h"

#include <QAbstractTableModel>

namespace fw::app {

// One candidate's cost inputs: what was entered, where it came from, and the number the model uses with how it
// was obtained. Edits are not applied here: they are announced with inputEdited, and come back through show().
class CostInputModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Input,
        Value,
        Source,
        Note,
        Derivation,
        ColumnCount
    };
    enum Role
    {
        MissingRole = Qt::UserRole, // true where the input has no value
        QuotedRole                  // true where the input is taken from a supplier's price-sheet lines
    };

    explicit CostInputModel(QObject* parent = nullptr);

    // Shows `result` for the candidate `candidateId`, whose stored inputs are `inputs`; `editable` is false for
    // a read-only project.
    void show(qint64 candidateId, const core::CostInputs& inputs, const core::CostResult& result,
              const QString& currency, bool editable);
    void clear();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    static core::CostInputKey keyOf(int row) { return core::CostInputKey(row); }
    // A value as shown in its unit: money with the currency, fractions as percent, hours, counts.
    static QString formatValue(core::CostInputKey key, double value, const QString& currency);

public slots:
    void retranslate();

signals:
    void inputEdited(qint64 candidateId, core::CostInputKey key, const core::CostInput& before,
                     const core::CostInput& after);

private:
    qint64 m_candidateId = 0;
    core::CostInputs m_inputs;
    core::CostResult m_result;
    QString m_currency;
    bool m_editable = false;
    bool m_shown = false;
};

} // namespace fw::app
