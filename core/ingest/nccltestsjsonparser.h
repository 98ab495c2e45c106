// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

#include <QCoreApplication>

namespace fw::core {

class JsonReader;

// Reads the JSON file nccl-tests writes with -J (format versions 2 and 3), including per-iteration times
// (-I). The "env" array, which holds the whole environment of the run, is skipped and never stored.
class NcclTestsJsonParser
{
    Q_DECLARE_TR_FUNCTIONS(NcclTestsJsonParser)

public:
    // Throws ImportError naming the line and what was expected there.
    static QList<BenchmarkRun> parse(JsonReader& json, const QString& fileName, ResultSink* sink = nullptr);
};

} // namespace fw::core
