// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "analysis/stragglerverdict.h"

namespace fw::core {

class ProjectFile;

// The facts a run's straggler verdict places slow ranks with, by host name: what its dispatch collected
// (`fabric-agent facts` on each host), and for hosts it did not cover the facts imported for the run's candidate.
QHash<QString, QJsonObject> runFacts(ProjectFile& project, const BenchmarkRun& run);

// The straggler verdict of a stored run, read from its per-rank quantiles (or, protocol 1, its ranks' raw samples)
// and nothing else of its sample BLOBs, with the facts above. Throws StorageError when the run is gone. Kept for the
// next call while nothing is written to the project and the UI language stays (the heatmap asks on every redraw).
StragglerVerdict runStragglerVerdict(ProjectFile& project, qint64 runId);
// The same for a run already loaded without its samples (BenchmarkRunRepository::load).
StragglerVerdict runStragglerVerdict(ProjectFile& project, BenchmarkRun run);

} // namespace fw::core
