// SPDX-License-Identifier: Apache-2.0
#include "costdecision/costinputmodel.h"

#include "analysis/numberformat.h"
#include "common/headertext.h"

#include <QBrush>
#include <QFont>
#include <QLocale>

namespace fw::app {

using namespace fw::core;

CostInputModel::CostInputModel(QObject* parent) : QAbstractTableModel(parent) {}

void CostInputModel::show(qint64 candidateId, const CostInputs& inputs, const CostResult& result,
                          const QString& currency, bool editable)
{
    beginResetModel();
    m_candidateId = candidateId;
    m_inputs = inputs;
    m_result = result;
    m_currency = currency;
    m_editable = editable;
    m_shown = true;
    endResetModel();
}

void CostInputModel::clear()
{
    beginResetModel();
    m_shown = false;
    endResetModel();
}

int CostInputModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_shown ? 0 : kCostInputCount;
}

int CostInputModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString CostInputModel::formatValue(CostInputKey key, double value, const QString& currency)
{
    switch (unitOf(key)) {
    case CostUnit::Money:
        return tr("%1 %2").arg(formatNumber(value), currency);
    case CostUnit::MoneyPerHour:
        return tr("%1 %2/h").arg(formatNumber(value), currency);
    case CostUnit::Fraction:
        return tr("%1 %").arg(QLocale().toString(value * 100, 'g', 4));
    case CostUnit::Hours:
        return tr("%1 h").arg(formatNumber(value));
    case CostUnit::Count:
        return formatCount(value);
    }
    return {};
}

QVariant CostInputModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const CostInputKey key = keyOf(index.row());
    const CostInput& input = m_inputs[index.row()];
    const ResolvedInput& resolved = m_result.inputs[index.row()];
    const bool missing = !resolved.value.has_value();
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(index.column())) {
        case Input:
            return displayName(key);
        case Value:
            if (missing)
                return tr("missing");
            return formatValue(key, *resolved.value, m_currency) +
                   (resolved.overridden ? tr(" (override)") : QString()) +
                   (resolved.quotedLines.isEmpty() ? QString() : tr(" (quoted)"));
        case Source:
            if (!resolved.quotedLines.isEmpty())
                return tr("%1: price sheet line(s) %2").arg(displayName(input.source), resolved.quotedLineList());
            return displayName(input.source);
        case Note:
            return input.note;
        case Derivation:
            if (!resolved.quote.isEmpty())
                return missing ? resolved.missing : resolved.quote;
            if (input.source != InputSource::Derived)
                return missing ? resolved.missing : QString();
            return resolved.overridden ? tr("Derivation replaced by the override: %1").arg(resolved.derivation)
                                       : resolved.derivation;
        case ColumnCount:
            break;
        }
        break;
    case Qt::EditRole:
        switch (Column(index.column())) {
        case Value:
            if (!input.value)
                return QString();
            // Fractions are edited in percent, like they are shown.
            return QLocale().toString(unitOf(key) == CostUnit::Fraction ? *input.value * 100 : *input.value, 'g', 12);
        case Source:
            return storageKey(input.source);
        case Note:
            return input.note;
        default:
            break;
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == Value && missing)
            return resolved.missing;
        if ((index.column() == Value || index.column() == Source) && !resolved.quote.isEmpty())
            return resolved.quote;
        if (index.column() == Derivation || index.column() == Note)
            return data(index, Qt::DisplayRole);
        if (index.column() == Input && isReadinessNumber(key))
            return tr("One of the three numbers without which the cost model is not ready.");
        break;
    case Qt::ForegroundRole:
        if (index.column() == Value && missing)
            return QBrush(QColor(0xb0, 0x00, 0x20));
        break;
    case Qt::FontRole:
        if (index.column() == Input && (isReadinessNumber(key) || isComponent(key))) {
            QFont font;
            font.setBold(isReadinessNumber(key));
            return font;
        }
        break;
    case MissingRole:
        return missing;
    case QuotedRole:
        return !resolved.quotedLines.isEmpty();
    default:
        break;
    }
    return {};
}

QVariant CostInputModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Input:
        return tr("Input");
    case Value:
        return tr("Value used");
    case Source:
        return tr("Source");
    case Note:
        return headerLines(tr("Note, quote or reason for an override"), 140); // it shares the width left over
    case Derivation:
        return headerLines(tr("How it is obtained"), 90); // as narrow as the note can be
    case ColumnCount:
        break;
    }
    return {};
}

Qt::ItemFlags CostInputModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags result = QAbstractTableModel::flags(index);
    if (index.isValid() && m_editable &&
        (index.column() == Value || index.column() == Source || index.column() == Note))
        result |= Qt::ItemIsEditable;
    return result;
}

bool CostInputModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) || !m_editable)
        return false;
    const CostInputKey key = keyOf(index.row());
    const CostInput before = m_inputs[index.row()];
    CostInput after = before;
    switch (Column(index.column())) {
    case Value: {
        QString text = value.toString().trimmed();
        if (text.isEmpty()) {
            after.value.reset();
            break;
        }
        text.remove(QLatin1Char('%'));
        bool ok = false;
        double number = QLocale().toDouble(text.trimmed(), &ok);
        if (!ok)
            number = text.trimmed().toDouble(&ok); // "1234.5" typed in a locale with a decimal comma
        if (!ok)
            return false;
        after.value = unitOf(key) == CostUnit::Fraction ? number / 100 : number;
        break;
    }
    case Source: {
        const auto source = inputSourceFromKey(value.toString());
        if (!source || (*source == InputSource::Derived && !isDerivable(key)))
            return false;
        after.source = *source;
        // A derivation starts from the measurements, not from the last typed number.
        if (after.source == InputSource::Derived && before.source != InputSource::Derived)
            after.value.reset();
        break;
    }
    case Note:
        after.note = value.toString().trimmed();
        break;
    default:
        return false;
    }
    if (after == before)
        return true;
    // Kept until the page redraws from the file, so a quick second edit builds on this one.
    m_inputs[index.row()] = after;
    emit inputEdited(m_candidateId, key, before, after);
    return true;
}

void CostInputModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace fw::app
