// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "charts/chartdata.h"
#include "storage/comparequeries.h"

#include <QHash>
#include <optional>

// What the loaders of chartdata.cpp and heatmapdata.cpp share: the selected runs' rows and the one row a single-size
// chart reads. Internal to app/charts.
namespace fw::app {

// The rows of each selected run, by run id.
QHash<qint64, QList<core::CompareRow>> rowsByRun(core::ProjectFile& project, const QList<CompareRun>& runs,
                                                 const CompareSelection& selection);
// The row a single-size chart reads: the size asked for (or the largest with samples), out of place first, cycle 0.
std::optional<core::CompareRow> focusRow(const QList<core::CompareRow>& rows, qint64 bytes, bool needRankSamples);
// The selected runs, the focused one (CompareSelection::focusRunId) first.
QList<CompareRun> focusedRuns(core::ProjectFile& project, const CompareSelection& selection);

} // namespace fw::app
