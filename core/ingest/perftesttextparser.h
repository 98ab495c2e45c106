// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

#include <QCoreApplication>

namespace fw::core {

class LineReader;

// Reads perftest text output (ib_*_lat and ib_*_bw): the settings block and the result table.
class PerftestTextParser
{
    Q_DECLARE_TR_FUNCTIONS(PerftestTextParser)

public:
    // Throws ImportError naming the line and what was expected there.
    // With `salvage`, a result row that does not parse is skipped and listed on its run (BenchmarkRun::skippedRows).
    static QList<BenchmarkRun> parse(LineReader& lines, const QString& fileName, bool salvage = false,
                                     ResultSink* sink = nullptr);
};

} // namespace fw::core
