// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

#include <QCoreApplication>

namespace fw::core {

class JsonReader;

// Reads the JSON output of the NCCL Inspector profiler plugin (NVIDIA/nccl plugins/profiler/inspector, format
// "v4.0"): one record per completed collective or point-to-point operation, each a {"header", "metadata",
// "coll_perf" | "p2p_perf"} object, written one per line to <host>-pid<pid>.log. Records are grouped into one run
// per communicator, rank and operation, and within a run into one row per message size, whose statistics are
// computed from the per-call times (kept as the row's iteration samples).
class NcclInspectorParser
{
    Q_DECLARE_TR_FUNCTIONS(NcclInspectorParser)

public:
    // Throws ImportError naming the line and the field that is wrong, or why the file holds no records.
    static QList<BenchmarkRun> parse(JsonReader& json, const QString& fileName, ResultSink* sink = nullptr);
};

} // namespace fw::core
