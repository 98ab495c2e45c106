// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/bomcatalog.h"
#include "domain/bomsnapshot.h"

#include <QHash>
#include <QList>

namespace fw::core {

struct BomFieldChange
{
    QString key;
    QString before; // empty: was not declared
    QString after;  // empty: no longer declared
};

// A run whose BOM has changed since it ran: its result no longer describes the cluster.
struct StaleRun
{
    qint64 runId = 0;
    qint64 candidateId = 0;
    QString runLabel;
    // Empty when the run carries only a fingerprint: the BOM changed, but which field is unknown.
    QList<BomFieldChange> changes;
};

// The fields that differ between two BOMs, in catalog order (unknown keys last, by name).
QList<BomFieldChange> bomChanges(const BomValues& before, const BomValues& after);

// The runs whose frozen BOM differs from their candidate's current one, each with the fields that changed.
// Runs of candidates missing from `current` are left out: nothing is left to re-test.
QList<StaleRun> staleRuns(const QList<RunBomSnapshot>& runs, const QHash<qint64, BomValues>& current);

} // namespace fw::core
