// SPDX-License-Identifier: Apache-2.0
#include "storage/costrepository.h"

#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <cmath>

namespace fw::core {

namespace {

const QString kPeriodKey = QStringLiteral("cost.period");
const QString kCurrencyKey = QStringLiteral("cost.currency");
const QString kMinBusbwKey = QStringLiteral("acceptance.min_busbw_gbs");
const QString kMaxP99Key = QStringLiteral("acceptance.max_p99_us");
const QString kCorrectnessKey = QStringLiteral("acceptance.correctness_passed");
const QString kMinRanksKey = QStringLiteral("acceptance.min_ranks");
const QString kMinNodesKey = QStringLiteral("acceptance.min_nodes");
const QString kBusbwBytesKey = QStringLiteral("acceptance.busbw_bytes");
const QString kP99BytesKey = QStringLiteral("acceptance.p99_bytes");
const QString kMaxCvKey = QStringLiteral("acceptance.max_cv_pct");
const QString kLineRateShareKey = QStringLiteral("acceptance.line_rate_share");
const QString kLoosenedBecauseKey = QStringLiteral("acceptance.line_rate_share_reason");

std::optional<double> optionalNumber(const QString& text)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    return ok ? std::optional(value) : std::nullopt;
}

QString optionalText(const std::optional<double>& value)
{
    return value ? QString::number(*value, 'g', 17) : QStringLiteral("");
}

template <typename Integer> std::optional<Integer> optionalInteger(const QString& text)
{
    bool ok = false;
    const qint64 value = text.toLongLong(&ok);
    return ok ? std::optional(Integer(value)) : std::nullopt;
}

template <typename Integer> QString optionalIntegerText(const std::optional<Integer>& value)
{
    return value ? QString::number(*value) : QStringLiteral("");
}

// An unset bound is empty; a set one is a finite number of at least `least`.
template <typename T> bool valid(const std::optional<T>& value, double least)
{
    return !value || (std::isfinite(double(*value)) && double(*value) >= least);
}

} // namespace

CostSettings CostRepository::settings() const
{
    CostSettings s;
    s.period = costPeriodFromKey(m_project.meta(kPeriodKey)).value_or(s.period);
    const QString currency = m_project.meta(kCurrencyKey);
    if (!currency.isEmpty())
        s.currency = currency;
    s.thresholds.minBusBandwidthGBs = optionalNumber(m_project.meta(kMinBusbwKey));
    s.thresholds.maxP99LatencyUs = optionalNumber(m_project.meta(kMaxP99Key));
    s.thresholds.correctnessPassed = m_project.meta(kCorrectnessKey) == QLatin1String("1");
    s.thresholds.minRanks = optionalInteger<int>(m_project.meta(kMinRanksKey));
    s.thresholds.minNodes = optionalInteger<int>(m_project.meta(kMinNodesKey));
    s.thresholds.busBandwidthBytes = optionalInteger<qint64>(m_project.meta(kBusbwBytesKey));
    s.thresholds.p99Bytes = optionalInteger<qint64>(m_project.meta(kP99BytesKey));
    s.thresholds.maxCvPercent = optionalNumber(m_project.meta(kMaxCvKey));
    s.thresholds.lineRateShare = optionalNumber(m_project.meta(kLineRateShareKey));
    s.thresholds.loosenedBecause = m_project.meta(kLoosenedBecauseKey);
    return s;
}

void CostRepository::setSettings(const CostSettings& s)
{
    if (s.currency.trimmed().isEmpty())
        throw StorageError(ProjectFile::tr("The currency of the cost model must not be empty."));
    const AcceptanceThresholds& t = s.thresholds;
    if (!valid(t.minBusBandwidthGBs, 0) || !valid(t.maxP99LatencyUs, 0) || !valid(t.maxCvPercent, 0) ||
        !valid(t.minRanks, 1) || !valid(t.minNodes, 1) || !valid(t.busBandwidthBytes, 0) || !valid(t.p99Bytes, 0))
        throw StorageError(ProjectFile::tr("An acceptance threshold must be a number of 0 or more (ranks and nodes: "
                                           "1 or more), or empty."));
    if (t.lineRateShare && !(*t.lineRateShare >= 0 && *t.lineRateShare <= 1))
        throw StorageError(ProjectFile::tr("The share of the line rate must be between 0 and 100 %, or empty."));
    if (t.loosensFloor() && t.loosenedBecause.trimmed().isEmpty())
        throw StorageError(
            ProjectFile::tr("Lowering the line-rate floor below %1 % needs a reason; the report shows it.")
                .arg(kDefaultLineRateShare * 100));
    m_project.write([&] {
        const QList<QPair<QString, QString>> values = {
            {kPeriodKey, storageKey(s.period)},
            {kCurrencyKey, s.currency.trimmed()},
            {kMinBusbwKey, optionalText(t.minBusBandwidthGBs)},
            {kMaxP99Key, optionalText(t.maxP99LatencyUs)},
            {kCorrectnessKey, t.correctnessPassed ? QStringLiteral("1") : QStringLiteral("")},
            {kMinRanksKey, optionalIntegerText(t.minRanks)},
            {kMinNodesKey, optionalIntegerText(t.minNodes)},
            {kBusbwBytesKey, optionalIntegerText(t.busBandwidthBytes)},
            {kP99BytesKey, optionalIntegerText(t.p99Bytes)},
            {kMaxCvKey, optionalText(t.maxCvPercent)},
            {kLineRateShareKey, optionalText(t.lineRateShare)},
            {kLoosenedBecauseKey, t.loosenedBecause.isEmpty() ? QStringLiteral("") : t.loosenedBecause.trimmed()}};
        for (const auto& [key, value] : values) {
            m_project.query(QStringLiteral("INSERT INTO project_meta (key, value) VALUES (?, ?)"
                                           " ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
                            {key, value});
        }
    });
}

QHash<qint64, CostInputs> CostRepository::allInputs() const
{
    QSqlQuery q =
        m_project.query(QStringLiteral("SELECT candidate_id, input_key, source, value, note FROM cost_input"));
    QHash<qint64, CostInputs> result;
    while (q.next()) {
        const auto key = costInputKeyFromKey(q.value(1).toString());
        if (!key)
            continue; // an input a newer version knows; this one leaves it alone
        CostInput& input = result[q.value(0).toLongLong()][int(*key)];
        // The schema's CHECK constraint guarantees a known source.
        input.source = inputSourceFromKey(q.value(2).toString()).value_or(InputSource::Typed);
        if (!q.value(3).isNull())
            input.value = q.value(3).toDouble();
        input.note = q.value(4).toString();
    }
    return result;
}

CostInputs CostRepository::inputs(qint64 candidateId) const
{
    return allInputs().value(candidateId);
}

QString CostRepository::validate(CostInputKey key, const CostInput& input)
{
    if (input.source == InputSource::Derived && !isDerivable(key))
        return ProjectFile::tr("%1 cannot be derived from measurements; type it or take it from a quote.")
            .arg(displayName(key));
    if (input.isOverride() && input.note.trimmed().isEmpty())
        return ProjectFile::tr("Overriding the derived %1 needs a reason.").arg(displayName(key));
    if (input.value) {
        const double v = *input.value;
        if (!std::isfinite(v) || v < 0)
            return ProjectFile::tr("%1 must be a number of 0 or more.").arg(displayName(key));
        if (unitOf(key) == CostUnit::Fraction && v > 1)
            return ProjectFile::tr("%1 is a share between 0 and 1 (0 % to 100 %).").arg(displayName(key));
    }
    return {};
}

void CostRepository::writeInput(qint64 candidateId, CostInputKey key, const CostInput& input)
{
    const QString problem = validate(key, input);
    if (!problem.isEmpty())
        throw StorageError(problem);
    if (input == CostInput{}) {
        m_project.query(QStringLiteral("DELETE FROM cost_input WHERE candidate_id = ? AND input_key = ?"),
                        {candidateId, storageKey(key)});
        return;
    }
    m_project.query(QStringLiteral("INSERT INTO cost_input (candidate_id, input_key, source, value, note)"
                                   " VALUES (?, ?, ?, ?, ?) ON CONFLICT (candidate_id, input_key) DO UPDATE SET"
                                   " source = excluded.source, value = excluded.value, note = excluded.note"),
                    {candidateId, storageKey(key), storageKey(input.source),
                     input.value ? QVariant(*input.value) : QVariant(QMetaType::fromType<double>()),
                     input.note.isNull() ? QStringLiteral("") : input.note});
}

void CostRepository::setInput(qint64 candidateId, CostInputKey key, const CostInput& input)
{
    m_project.write([&] { writeInput(candidateId, key, input); });
}

void CostRepository::setInputs(qint64 candidateId, const CostInputs& inputs)
{
    m_project.write([&] {
        for (int i = 0; i < kCostInputCount; ++i)
            writeInput(candidateId, CostInputKey(i), inputs[i]);
    });
}

} // namespace fw::core
