// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

#include <QCoreApplication>

namespace fw::core {

class LineReader;

// Reads the agent's JSON Lines (docs/agent-protocol.md): one run per start ... end sequence.
class AgentJsonlParser
{
    Q_DECLARE_TR_FUNCTIONS(AgentJsonlParser)

public:
    // Throws ImportError naming the line and what was expected there.
    static QList<BenchmarkRun> parse(LineReader& lines, const QString& fileName, ResultSink* sink = nullptr);
};

} // namespace fw::core
