// SPDX-License-Identifier: Apache-2.0
#include "benchmarks/dispatchlivemodel.h"

#include "analysis/numberformat.h"

#include <QLocale>

namespace fw::app {

DispatchLiveModel::DispatchLiveModel(QObject* parent) : QAbstractTableModel(parent) {}

void DispatchLiveModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

void DispatchLiveModel::append(const core::LiveSizeResult& row)
{
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size()));
    m_rows.append(row);
    endInsertRows();
}

int DispatchLiveModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DispatchLiveModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DispatchLiveModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const core::LiveSizeResult& row = m_rows.at(index.row());
    if (role == Qt::TextAlignmentRole)
        return (index.column() == InPlace ? Qt::Alignment(Qt::AlignCenter) : Qt::AlignRight | Qt::AlignVCenter).toInt();
    if (role != Qt::DisplayRole)
        return {};
    const QLocale locale;
    switch (Column(index.column())) {
    case Size:
        return core::formatBytes(row.bytes);
    case InPlace:
        return row.inPlace ? tr("in place") : tr("out of place");
    case Samples:
        return row.samples;
    case AverageUs:
        return locale.toString(row.avgUs, 'f', 2);
    case P50Us:
        return locale.toString(row.p50Us, 'f', 2);
    case P99Us:
        return locale.toString(row.p99Us, 'f', 2);
    case BusBandwidth:
        return locale.toString(row.busbwGBs, 'f', 3);
    case Wrong:
        return row.wrong ? QVariant(*row.wrong) : QVariant(tr("unchecked"));
    case ColumnCount:
        break;
    }
    return {};
}

QVariant DispatchLiveModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Size:
        return tr("Size");
    case InPlace:
        return tr("Buffer");
    case Samples:
        return tr("Samples");
    case AverageUs:
        return tr("Avg (µs)");
    case P50Us:
        return tr("p50 (µs)");
    case P99Us:
        return tr("p99 (µs)");
    case BusBandwidth:
        return tr("Bus BW (GB/s)");
    case Wrong:
        return tr("Wrong");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace fw::app
