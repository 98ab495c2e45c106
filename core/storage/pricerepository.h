// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/pricesheet.h"

#include <QHash>
#include <QList>

namespace fw::core {

class ProjectFile;

// The price lines suppliers quoted (per candidate, by sheet line) and the project's exchange rates (issue 24). Every
// write is its own transaction, or a part of the caller's.
class PriceRepository
{
public:
    explicit PriceRepository(ProjectFile& project) : m_project(project) {}

    QList<PriceLine> lines(qint64 candidateId) const;
    QHash<qint64, QList<PriceLine>> allLines() const;
    // Stores `line` under its line number (replacing what was there); throws StorageError when it is not valid.
    void setLine(qint64 candidateId, const PriceLine& line);
    void removeLine(qint64 candidateId, int line);

    // By currency.
    QList<ExchangeRate> rates() const;
    // Adds or replaces the rate of its currency; throws StorageError when the rate is not a positive number, the
    // currency is not a three-letter code or is the project's own, or the date is not valid.
    void setRate(const ExchangeRate& rate);
    // Throws StorageError when a price line of any candidate is in that currency.
    void removeRate(const QString& currency);

    // Why `line` cannot be stored; empty when it can.
    static QString validate(const PriceLine& line);
    // Whether `code` looks like an ISO 4217 code (three capital letters).
    static bool isCurrencyCode(const QString& code);

private:
    ProjectFile& m_project;
};

} // namespace fw::core
