// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

#include <QCoreApplication>

namespace fw::core {

class LineReader;

// Reads OSU micro-benchmarks text output: one run per "# OSU ..." title, with or without -f, -c and percentile columns.
class OsuTextParser
{
    Q_DECLARE_TR_FUNCTIONS(OsuTextParser)

public:
    // Throws ImportError naming the line and what was expected there.
    // With `salvage`, a result row that does not parse is skipped and listed on its run (BenchmarkRun::skippedRows).
    static QList<BenchmarkRun> parse(LineReader& lines, const QString& fileName, bool salvage = false,
                                     ResultSink* sink = nullptr);
};

} // namespace fw::core
