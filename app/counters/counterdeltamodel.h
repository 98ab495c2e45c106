// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/agentresults.h"

#include <QAbstractTableModel>

namespace fw::app {

// The counters that changed between two snapshots (one `counter_delta`), with the alarms they raised: an alarmed
// row is tinted by its severity. Raw numbers sort by SortRole.
class CounterDeltaModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Counter,
        Source,
        DevicePort,
        Before,
        After,
        Delta,
        PerSecond,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole,
        SeverityRole // "warning", "critical" or empty
    };

    explicit CounterDeltaModel(QObject* parent = nullptr);

    void setDelta(const core::CounterDelta& delta);
    const core::CounterDelta& delta() const { return m_delta; }
    // The worst alarm on row's counter, or none.
    std::optional<core::AlarmSeverity> severity(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString devicePort(const QString& device, const std::optional<int>& port);
    static QString severityText(core::AlarmSeverity severity);

private:
    core::CounterDelta m_delta;
    QList<std::optional<core::AlarmSeverity>> m_severity; // per row
};

} // namespace fw::app
