// SPDX-License-Identifier: Apache-2.0
#include "counters/counterdeltamodel.h"

#include "analysis/numberformat.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

namespace fw::app {

CounterDeltaModel::CounterDeltaModel(QObject* parent) : QAbstractTableModel(parent) {}

void CounterDeltaModel::setDelta(const core::CounterDelta& delta)
{
    beginResetModel();
    m_delta = delta;
    m_severity.clear();
    for (const core::CounterChange& c : m_delta.changes) {
        std::optional<core::AlarmSeverity> worst;
        for (const core::CounterAlarm& a : m_delta.alarms) {
            if (a.source == c.source && a.device == c.device && a.port == c.port && a.name == c.name &&
                (!worst || a.severity == core::AlarmSeverity::Critical))
                worst = a.severity;
        }
        m_severity << worst;
    }
    endResetModel();
}

std::optional<core::AlarmSeverity> CounterDeltaModel::severity(int row) const
{
    return row >= 0 && row < m_severity.size() ? m_severity.at(row) : std::nullopt;
}

int CounterDeltaModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_delta.changes.size());
}

int CounterDeltaModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString CounterDeltaModel::devicePort(const QString& device, const std::optional<int>& port)
{
    return port ? QStringLiteral("%1/%2").arg(device).arg(*port) : device;
}

QString CounterDeltaModel::severityText(core::AlarmSeverity severity)
{
    return severity == core::AlarmSeverity::Critical ? tr("critical") : tr("warning");
}

QVariant CounterDeltaModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_delta.changes.size())
        return {};
    const core::CounterChange& c = m_delta.changes.at(index.row());
    const std::optional<core::AlarmSeverity> alarm = m_severity.at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Counter:
            return c.name;
        case Source:
            return c.source;
        case DevicePort:
            return devicePort(c.device, c.port);
        case Before:
            return QLocale().toString(c.before);
        case After:
            return QLocale().toString(c.after);
        case Delta:
            return c.delta ? QLocale().toString(*c.delta) : tr("reset");
        case PerSecond:
            return core::isKnown(c.perS) ? core::formatNumber(c.perS) : QString();
        default:
            return {};
        }
    }
    if (role == SortRole) {
        switch (index.column()) {
        case Before:
            return c.before;
        case After:
            return c.after;
        case Delta:
            return c.delta ? QVariant(*c.delta) : QVariant(qint64(-1));
        case PerSecond:
            return core::isKnown(c.perS) ? c.perS : -1.0;
        default:
            return data(index, Qt::DisplayRole);
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() >= Before)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == SeverityRole)
        return alarm
                   ? (*alarm == core::AlarmSeverity::Critical ? QStringLiteral("critical") : QStringLiteral("warning"))
                   : QString();
    if (role == Qt::BackgroundRole && alarm)
        return QBrush(*alarm == core::AlarmSeverity::Critical ? QColor(0xf8, 0xc9, 0xc4) : QColor(0xff, 0xe8, 0xa8));
    if (role == Qt::ForegroundRole && alarm)
        return QBrush(QColor(0x20, 0x20, 0x20));
    if (role == Qt::ToolTipRole) {
        if (c.reset)
            return tr("The counter went down: it was reset between the snapshots, so its change is unknown.");
        if (alarm)
            return tr("Alarm: %1").arg(severityText(*alarm));
    }
    return {};
}

QVariant CounterDeltaModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Counter:
        return tr("Counter");
    case Source:
        return tr("Source");
    case DevicePort:
        return tr("Device/port");
    case Before:
        return tr("Before");
    case After:
        return tr("After");
    case Delta:
        return tr("Delta");
    case PerSecond:
        return tr("Per second");
    default:
        return {};
    }
}

} // namespace fw::app
