// SPDX-License-Identifier: Apache-2.0
#include "storage/pricerepository.h"

#include "storage/costrepository.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QRegularExpression>
#include <cmath>

namespace fw::core {

namespace {

QVariant nullable(const std::optional<double>& value)
{
    return value ? QVariant(*value) : QVariant(QMetaType::fromType<double>());
}

PriceLine lineFrom(const QSqlQuery& q)
{
    PriceLine line;
    line.line = q.value(1).toInt();
    line.component = costInputKeyFromKey(q.value(2).toString()).value_or(CostInputKey::ComputeCapacity);
    line.item = q.value(3).toString();
    line.unitPrice = q.value(4).toDouble();
    line.quantity = q.value(5).toDouble();
    line.currency = q.value(6).toString();
    line.unit = billingUnitFromKey(q.value(7).toString()).value_or(BillingUnit::NodeMonth);
    if (!q.value(8).isNull())
        line.termMonths = q.value(8).toInt();
    line.validUntil = QDate::fromString(q.value(9).toString(), Qt::ISODate);
    if (!q.value(10).isNull())
        line.leadTimeWeeks = q.value(10).toDouble();
    return line;
}

const QString kSelect = QStringLiteral("SELECT candidate_id, line, component, item, unit_price, quantity, currency,"
                                       " billing_unit, term_months, valid_until, lead_time_weeks FROM price_line");

} // namespace

bool PriceRepository::isCurrencyCode(const QString& code)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Z]{3}$"));
    return pattern.match(code).hasMatch();
}

QString PriceRepository::validate(const PriceLine& line)
{
    if (line.line < 1)
        return ProjectFile::tr("A price line needs a line number of 1 or more.");
    if (!isPriceable(line.component))
        return ProjectFile::tr("%1 is computed by the cost model and cannot be quoted.")
            .arg(displayName(line.component));
    if (!std::isfinite(line.unitPrice) || line.unitPrice < 0 || !std::isfinite(line.quantity) || line.quantity < 0)
        return ProjectFile::tr("Price line %1: the unit price and the quantity must be numbers of 0 or more.")
            .arg(line.line);
    if (!isCurrencyCode(line.currency))
        return ProjectFile::tr("Price line %1: \"%2\" is not a currency code such as EUR or USD.")
            .arg(QString::number(line.line), line.currency);
    if (line.termMonths && *line.termMonths < 1)
        return ProjectFile::tr("Price line %1: the term must be 1 month or more.").arg(line.line);
    if (line.leadTimeWeeks && (!std::isfinite(*line.leadTimeWeeks) || *line.leadTimeWeeks < 0))
        return ProjectFile::tr("Price line %1: the lead time must be 0 weeks or more.").arg(line.line);
    return {};
}

QList<PriceLine> PriceRepository::lines(qint64 candidateId) const
{
    return allLines().value(candidateId);
}

QHash<qint64, QList<PriceLine>> PriceRepository::allLines() const
{
    QSqlQuery q = m_project.query(kSelect + QStringLiteral(" ORDER BY candidate_id, line"));
    QHash<qint64, QList<PriceLine>> result;
    while (q.next())
        result[q.value(0).toLongLong()] << lineFrom(q);
    return result;
}

void PriceRepository::setLine(qint64 candidateId, const PriceLine& line)
{
    const QString problem = validate(line);
    if (!problem.isEmpty())
        throw StorageError(problem);
    m_project.write([&] {
        m_project.query(
            QStringLiteral("INSERT OR REPLACE INTO price_line (candidate_id, line, component, item, unit_price,"
                           " quantity, currency, billing_unit, term_months, valid_until, lead_time_weeks)"
                           " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
            {candidateId, line.line, storageKey(line.component), line.item.isNull() ? QStringLiteral("") : line.item,
             line.unitPrice, line.quantity, line.currency, storageKey(line.unit),
             line.termMonths ? QVariant(*line.termMonths) : QVariant(QMetaType::fromType<int>()),
             line.validUntil.isValid() ? line.validUntil.toString(Qt::ISODate) : QStringLiteral(""),
             nullable(line.leadTimeWeeks)});
    });
}

void PriceRepository::removeLine(qint64 candidateId, int line)
{
    m_project.write([&] {
        m_project.query(QStringLiteral("DELETE FROM price_line WHERE candidate_id = ? AND line = ?"),
                        {candidateId, line});
    });
}

QList<ExchangeRate> PriceRepository::rates() const
{
    QSqlQuery q =
        m_project.query(QStringLiteral("SELECT currency, in_base, as_of FROM exchange_rate ORDER BY currency"));
    QList<ExchangeRate> result;
    while (q.next())
        result << ExchangeRate{q.value(0).toString(), q.value(1).toDouble(),
                               QDate::fromString(q.value(2).toString(), Qt::ISODate)};
    return result;
}

void PriceRepository::setRate(const ExchangeRate& rate)
{
    if (!isCurrencyCode(rate.currency))
        throw StorageError(ProjectFile::tr("\"%1\" is not a currency code such as EUR or USD.").arg(rate.currency));
    const QString base = CostRepository(m_project).settings().currency;
    if (rate.currency == base)
        throw StorageError(
            ProjectFile::tr("%1 is the project's own currency; it needs no exchange rate.").arg(rate.currency));
    if (!std::isfinite(rate.inBase) || rate.inBase <= 0)
        throw StorageError(ProjectFile::tr("An exchange rate must be a number greater than 0."));
    if (!rate.asOf.isValid())
        throw StorageError(ProjectFile::tr("An exchange rate needs the date it is from."));
    m_project.write([&] {
        m_project.query(QStringLiteral("INSERT OR REPLACE INTO exchange_rate (currency, in_base, as_of)"
                                       " VALUES (?, ?, ?)"),
                        {rate.currency, rate.inBase, rate.asOf.toString(Qt::ISODate)});
    });
}

void PriceRepository::removeRate(const QString& currency)
{
    const int used =
        m_project.scalar(QStringLiteral("SELECT COUNT(*) FROM price_line WHERE currency = ?"), {currency}).toInt();
    if (used > 0)
        throw StorageError(
            ProjectFile::tr("%n price line(s) are in %1; the rate is needed to convert them.", nullptr, used)
                .arg(currency));
    m_project.write(
        [&] { m_project.query(QStringLiteral("DELETE FROM exchange_rate WHERE currency = ?"), {currency}); });
}

} // namespace fw::core
