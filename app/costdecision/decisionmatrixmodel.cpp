// SPDX-License-Identifier: Apache-2.0
#include "costdecision/decisionmatrixmodel.h"

#include "analysis/numberformat.h"
#include "common/headertext.h"

#include <QBrush>
#include <QFont>
#include <QLocale>
#include <QRegularExpression>

namespace fw::app {

using namespace fw::core;

DecisionMatrixModel::DecisionMatrixModel(QObject* parent) : QAbstractTableModel(parent) {}

void DecisionMatrixModel::show(const core::CostDecisionSnapshot& snapshot, bool editable)
{
    beginResetModel();
    m_snapshot = snapshot;
    m_editable = editable;
    endResetModel();
}

int DecisionMatrixModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || m_snapshot.criteria.isEmpty() ? 0 : totalsRow() + 1;
}

int DecisionMatrixModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : sensitivityColumn() + 1;
}

const Criterion* DecisionMatrixModel::criterion(int row) const
{
    return row >= 0 && row < m_snapshot.criteria.size() ? &m_snapshot.criteria.at(row) : nullptr;
}

std::optional<std::pair<double, std::optional<double>>> DecisionMatrixModel::parseScore(const QString& text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*([0-9]+(?:[.,][0-9]+)?)\\s*(?:(?:±|\\+-|\\+/-)\\s*([0-9]+(?:[.,][0-9]+)?))?\\s*$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const auto number = [](QString digits) { return digits.replace(QLatin1Char(','), QLatin1Char('.')).toDouble(); };
    std::optional<double> uncertainty;
    if (match.hasCaptured(2))
        uncertainty = number(match.captured(2));
    return std::pair{number(match.captured(1)), uncertainty};
}

QString DecisionMatrixModel::sensitivityText(int row) const
{
    const DecisionOutcome& outcome = m_snapshot.outcome;
    if (outcome.winner < 0 || row >= outcome.sensitivity.size())
        return {};
    const WeightSensitivity& s = outcome.sensitivity.at(row);
    if (!s.delta)
        return tr("no weight changes the winner");
    const double weight = m_snapshot.criteria.at(row).weight;
    return tr("%1%2 (to %3): %4 leads")
        .arg(*s.delta >= 0 ? QStringLiteral("+") : QString(), formatPoints(*s.delta), formatPoints(weight + *s.delta),
             m_snapshot.candidates.at(s.newWinner).supplier);
}

QString DecisionMatrixModel::waitingFor(const Criterion& criterion)
{
    switch (criterion.builtin.value_or(BuiltinCriterion::SupportBoundary)) {
    case BuiltinCriterion::TailLatency:
        return tr("needs an own p99"); // an own run with per-iteration times: a log of averages has no tail
    case BuiltinCriterion::BusBandwidth:
        return tr("needs an own run");
    case BuiltinCriterion::FaultBehaviour:
    case BuiltinCriterion::CountersHealth:
        return tr("needs a plan run");
    case BuiltinCriterion::CostPerAcceptedRun:
        return tr("needs the cost model");
    case BuiltinCriterion::QuestionnaireCompleteness:
        return tr("needs answers");
    case BuiltinCriterion::WorkloadReplay:
        return tr("needs a workload replay");
    default:
        return tr("type a score");
    }
}

QVariant DecisionMatrixModel::scoreData(int row, int candidate, int role) const
{
    const ScoreCell& cell = m_snapshot.cells.at(row).at(candidate);
    const double weight = m_snapshot.criteria.at(row).weight;
    switch (role) {
    case Qt::DisplayRole:
        if (!cell.score)
            return weight > 0 ? waitingFor(m_snapshot.criteria.at(row)) : QString();
        return tr("%1 ± %2%3")
            .arg(formatPoints(*cell.score), formatPoints(cell.uncertainty),
                 cell.automatic         ? tr(" (auto)")
                 : cell.overriddenScore ? tr(" (override)")
                                        : QString());
    case Qt::EditRole:
        if (!cell.score || cell.automatic)
            return QString();
        return tr("%1 ± %2").arg(QLocale::c().toString(*cell.score), QLocale::c().toString(cell.uncertainty));
    case Qt::ToolTipRole:
        if (cell.automatic)
            return tr("Automatic, from evidence (%1): %2\nFormula: %3\nType a score to override it with a reason.")
                .arg(basisLabel(cell), cell.source, cell.formula);
        if (cell.overriddenScore) {
            return tr("Typed override (± %1), in force: %2\nThe evidence gives %3: %4\nClear it to use the "
                      "automatic score again.")
                .arg(formatPoints(cell.uncertainty), cell.source, formatPoints(*cell.overriddenScore),
                     cell.overriddenSource);
        }
        if (cell.score) {
            QString tip = tr("Scored by hand (± %1). %2").arg(formatPoints(cell.uncertainty), cell.source);
            if (cell.enteredBeforeBenchmark)
                tip += tr("\nGiven before any benchmark run was stored.");
            return tip;
        }
        return tr("No evidence for an automatic score: type a score from 0 to 10, e.g. \"7\" or \"7 ± 1.5\".");
    case Qt::BackgroundRole:
        if (cell.automatic)
            return QBrush(QColor(0xe3, 0xf0, 0xfb));
        if (cell.score && cell.enteredBeforeBenchmark)
            return QBrush(QColor(0xff, 0xf6, 0xd5));
        if (!cell.score && weight > 0)
            return QBrush(QColor(0xfd, 0xe2, 0xe2));
        break;
    case AutomaticRole:
        return cell.automatic;
    case BeforeBenchmarkRole:
        return cell.score && !cell.automatic && cell.enteredBeforeBenchmark;
    default:
        break;
    }
    return {};
}

QVariant DecisionMatrixModel::totalsData(int column, int role) const
{
    if (role == Qt::FontRole) {
        QFont font;
        font.setBold(true);
        return font;
    }
    if (role != Qt::DisplayRole)
        return {};
    if (column == Name)
        return tr("Weighted total");
    if (column == Share)
        return QStringLiteral("100 %");
    if (column == Weight) {
        double sum = 0;
        for (const Criterion& c : m_snapshot.criteria)
            sum += c.weight;
        return formatNumber(sum);
    }
    const int candidate = column - FirstCandidate;
    if (candidate >= 0 && candidate < m_snapshot.candidates.size()) {
        const auto& total = m_snapshot.outcome.totals.at(candidate);
        return total ? formatPoints(*total) : tr("incomplete");
    }
    return {};
}

QVariant DecisionMatrixModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int column = index.column();
    if (index.row() == totalsRow())
        return totalsData(column, role);
    const Criterion& c = m_snapshot.criteria.at(index.row());
    if (column >= FirstCandidate && column < sensitivityColumn())
        return scoreData(index.row(), column - FirstCandidate, role);
    switch (role) {
    case Qt::DisplayRole:
        if (column == Name)
            return c.title();
        if (column == Weight)
            return formatNumber(c.weight);
        if (column == Share) {
            double sum = 0;
            for (const Criterion& other : m_snapshot.criteria)
                sum += other.weight;
            return sum > 0 ? QLocale().toString(100 * c.weight / sum, 'f', 1) + QStringLiteral(" %") : QString();
        }
        if (column == sensitivityColumn())
            return sensitivityText(index.row());
        break;
    case Qt::EditRole:
        if (column == Name)
            return c.title();
        if (column == Weight)
            return QLocale::c().toString(c.weight);
        break;
    case Qt::ToolTipRole:
        if (column == sensitivityColumn())
            return tr("How much this weight must change, all others held, before another candidate takes the lead.");
        if (column == Name && c.builtin)
            return tr("A criterion from the buyer's guide. Set its weight to 0 or remove it if it does not "
                      "apply.");
        break;
    default:
        break;
    }
    return {};
}

QVariant DecisionMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == Name)
        return tr("Criterion");
    if (section == Weight)
        return tr("Weight");
    if (section == Share)
        return tr("Share");
    if (section == sensitivityColumn())
        return headerLines(tr("Weight change that changes the winner"), 150); // the last column, often narrow
    const int candidate = section - FirstCandidate;
    if (candidate >= 0 && candidate < m_snapshot.candidates.size())
        return m_snapshot.candidates.at(candidate).supplier;
    return {};
}

Qt::ItemFlags DecisionMatrixModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags result = QAbstractTableModel::flags(index);
    if (!index.isValid() || !m_editable || index.row() == totalsRow())
        return result;
    const Criterion& c = m_snapshot.criteria.at(index.row());
    const int column = index.column();
    // An automatic score is editable too: what is typed there overrides it, with a reason the page asks for.
    const bool editable = (column == Name && !c.builtin) || column == Weight ||
                          (column >= FirstCandidate && column < sensitivityColumn());
    return editable ? result | Qt::ItemIsEditable : result;
}

bool DecisionMatrixModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const Criterion& before = m_snapshot.criteria.at(index.row());
    const QString text = value.toString().trimmed();
    const int column = index.column();
    if (column == Name || column == Weight) {
        Criterion after = before;
        if (column == Name) {
            if (text.isEmpty())
                return false;
            after.name = text;
        } else {
            bool ok = false;
            after.weight = QLocale().toDouble(text, &ok);
            if (!ok)
                after.weight = text.toDouble(&ok);
            if (!ok || after.weight < 0)
                return false;
        }
        if (after != before) {
            const Criterion old = before;
            m_snapshot.criteria[index.row()] = after; // until the page redraws from the file
            emit criterionEdited(old, after);
        }
        return true;
    }
    const qint64 candidateId = m_snapshot.candidates.at(column - FirstCandidate).id;
    const ManualScore* stored = m_snapshot.manualScore(before.id, candidateId);
    const std::optional<ManualScore> old = stored ? std::optional(*stored) : std::nullopt;
    std::optional<ManualScore> updated;
    if (!text.isEmpty()) {
        const auto parsed = parseScore(text);
        if (!parsed || parsed->first > kMaxScore)
            return false;
        updated = old.value_or(ManualScore{
            .criterionId = before.id, .candidateId = candidateId, .uncertainty = kDefaultManualUncertainty});
        updated->score = parsed->first;
        if (parsed->second)
            updated->uncertainty = *parsed->second;
        const ScoreCell& cell = m_snapshot.cells.at(index.row()).at(column - FirstCandidate);
        const bool overriding = cell.automatic || cell.overriddenScore.has_value();
        if (overriding && !updated->overridesEvidence)
            updated->note.clear(); // a note of a typed score the evidence replaced is not a reason to override it
        updated->overridesEvidence = overriding;
        updated->enteredBeforeBenchmark = !m_snapshot.benchmarkRunsStored;
    }
    if (updated != old) {
        // Until the page redraws from the file, so a quick second edit builds on this one.
        m_snapshot.manualScores.removeIf(
            [&](const ManualScore& s) { return s.criterionId == before.id && s.candidateId == candidateId; });
        if (updated)
            m_snapshot.manualScores << *updated;
        emit scoreEdited(before.id, candidateId, old, updated);
    }
    return true;
}

void DecisionMatrixModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

} // namespace fw::app
