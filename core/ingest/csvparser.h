// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

#include <QCoreApplication>

namespace fw::core {

class LineReader;

// Reads the documented CSV layout (docs/import-formats.md) for results from any other tool.
class CsvParser
{
    Q_DECLARE_TR_FUNCTIONS(CsvParser)

public:
    // Throws ImportError naming the line and what was expected there.
    // With `salvage`, a result row that does not parse is skipped and listed on its run (BenchmarkRun::skippedRows).
    static QList<BenchmarkRun> parse(LineReader& lines, const QString& fileName, bool salvage = false,
                                     ResultSink* sink = nullptr);
};

} // namespace fw::core
