// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/agentresults.h"

#include <QByteArray>
#include <QCoreApplication>

namespace fw::core {

// Pure parsers from a stored agent stream (JSON Lines, docs/agent-protocol.md) to values, through
// AgentStreamReader. Unknown event types and keys are ignored, as the protocol asks. A malformed line stops the parse
// with `stream.error` naming the line and field; what came before is kept. A last line without its newline that does
// not parse is an interrupted run: `stream.truncated`, not an error.
class AgentResults
{
    Q_DECLARE_TR_FUNCTIONS(AgentResults)

public:
    static AgentStreamInfo parseInfo(const QByteArray& stream);
    static StorageResults parseStorage(const QByteArray& stream);
    static ReplayResults parseReplay(const QByteArray& stream);
    static CounterDeltas parseCounters(const QByteArray& stream);
    static FaultEvents parseFault(const QByteArray& stream);

    // Job output lines kept in ReplayResults::jobOutputTail.
    static constexpr int kJobOutputTail = 20;
};

} // namespace fw::core
