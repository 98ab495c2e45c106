// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"
#include "ingest/importer.h"

#include <QList>
#include <QString>
#include <optional>
#include <stop_token>

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

// What importing one log file gave: the stored runs (with their ids), or why the file was refused.
struct LogImport
{
    QList<core::BenchmarkRun> runs;
    QString error;          // empty when the file was stored
    bool rowError = false;  // refused for a result row that cannot be read: salvaging would import the rest
    bool runFailed = false; // refused because the log says its run failed: salvaging keeps it as a failed attempt
};

// Reads `path` into `project`, all or nothing, in one transaction while it is parsed (a large log is never held
// whole): its runs belong to `candidateId` (none: unassigned) and carry `source` (none: what the format implies).
// Every refusal (a log that cannot be read, a storage error, not enough memory) comes back as `error`, never as an
// exception, so the command line and the window's worker report it the same way. `stop` ends the read with nothing
// stored.
LogImport importLog(core::ProjectFile& project, const QString& path, std::optional<qint64> candidateId,
                    std::optional<core::RunSource> source, core::ImportMode mode, std::stop_token stop = {});

} // namespace fw::app
