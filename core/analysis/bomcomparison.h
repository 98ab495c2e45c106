// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/bomcatalog.h"

#include <QList>

namespace fw::core {

// One host's measured BOM values (see measuredBom()).
struct MeasuredHost
{
    QString host;
    BomValues values;
};

// Declared against measured for one field, over every measured host of a candidate.
struct FieldComparison
{
    enum class State
    {
        NotMeasured, // no host told this field
        NotDeclared, // measured, but nothing declared to compare with
        Match,
        Mismatch, // at least one host disagrees with the declared value
        Partial   // node count only: facts came from fewer nodes than declared
    };

    QString key;
    State state = State::NotMeasured;
    QString measured;        // the value most hosts report
    QStringList mismatching; // hosts whose value disagrees with the declared one
    // Hosts that differ from the others, as "node07: 28.39.1002, others 28.40.1000"; empty when all agree.
    QStringList disagreements;
};

// Compares the declared BOM of a candidate with what its hosts reported.
QList<FieldComparison> compareBom(const QList<BomField>& fields, const BomValues& declared,
                                  const QList<MeasuredHost>& hosts);

} // namespace fw::core
