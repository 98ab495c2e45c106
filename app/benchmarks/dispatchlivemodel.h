// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/runprogress.h"

#include <QAbstractTableModel>

namespace fw::app {

// The per-size results of the running dispatch, one row per size_result event as it arrives.
class DispatchLiveModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Size,
        InPlace,
        Samples,
        AverageUs,
        P50Us,
        P99Us,
        BusBandwidth,
        Wrong,
        ColumnCount
    };

    explicit DispatchLiveModel(QObject* parent = nullptr);

    void clear();
    void append(const core::LiveSizeResult& row);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<core::LiveSizeResult> m_rows;
};

} // namespace fw::app
