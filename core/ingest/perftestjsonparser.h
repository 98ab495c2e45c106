// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

#include <QCoreApplication>

namespace fw::core {

class JsonReader;

// Reads perftest's --out_json file: every object carrying "MsgSize" is one result row, with the latency keys
// t_min, t_max, t_typical, t_avg, t_stdev, percentile_99 and percentile_99.9, or the bandwidth keys BW_peak,
// BW_average (MB/sec) and MsgRate.
class PerftestJsonParser
{
    Q_DECLARE_TR_FUNCTIONS(PerftestJsonParser)

public:
    // Throws ImportError naming the line and what was expected there.
    static QList<BenchmarkRun> parse(JsonReader& json, const QString& fileName, ResultSink* sink = nullptr);
};

} // namespace fw::core
