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
    static QList<BenchmarkRun> parse(LineReader& lines, const QString& fileName);
};

} // namespace fw::core
