// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

#include <QCoreApplication>

namespace fw::core {

class LineReader;

// Reads nccl-tests (and rccl-tests) text output: every collective, old and new column sets, -C/-S/-I columns,
// the rank preamble, footers, noise lines in between, and several runs in one file.
class NcclTestsTextParser
{
    Q_DECLARE_TR_FUNCTIONS(NcclTestsTextParser)

public:
    // Throws ImportError naming the line and what was expected there.
    // With `salvage`, a result row that does not parse is skipped and listed on its run (BenchmarkRun::skippedRows).
    static QList<BenchmarkRun> parse(LineReader& lines, const QString& fileName, bool salvage = false,
                                     ResultSink* sink = nullptr);
};

} // namespace fw::core
