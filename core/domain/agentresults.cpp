// SPDX-License-Identifier: Apache-2.0
#include "domain/agentresults.h"

#include "base/protocol.h"
#include "domain/protocoltext.h"

#include <QCoreApplication>
#include <QSet>
#include <algorithm>

namespace fw::core {

// The message is the reader's (ingest/agentresults), so it is translated in its context.
QString AgentStreamError::text() const
{
    if (field.isEmpty())
        return QCoreApplication::translate("AgentResults", "line %1: %2").arg(line).arg(message);
    return QCoreApplication::translate("AgentResults", "line %1, field %2: %3").arg(line).arg(field, message);
}

const StoragePhaseResult* StorageResults::phase(const QString& name) const
{
    for (const StoragePhaseResult& p : phases) {
        if (p.phase == name)
            return &p;
    }
    return nullptr;
}

bool ReplayResults::jobFailed() const
{
    if (jobStatus == protocolText(base::protocol::value::kFailed))
        return true;
    return wrongElements.value_or(0) > 0;
}

QStringList CounterDeltas::allNotes() const
{
    QStringList out;
    QSet<QString> seen;
    const auto add = [&](const QStringList& notes) {
        for (const QString& note : notes) {
            if (!seen.contains(note)) {
                seen.insert(note);
                out << note;
            }
        }
    };
    for (const CounterSnapshot& s : snapshots)
        add(s.notes);
    for (const CounterDelta& d : deltas)
        add(d.notes);
    return out;
}

int CounterDeltas::alarmCount(AlarmSeverity severity) const
{
    int n = 0;
    for (const CounterDelta& d : deltas) {
        for (const CounterAlarm& a : d.alarms)
            n += a.severity == severity ? 1 : 0;
    }
    return n;
}

const FaultReverted* FaultEvents::revertOf(const QString& id) const
{
    const auto found = std::find_if(reverted.cbegin(), reverted.cend(), [&](const auto& r) { return r.id == id; });
    return found == reverted.cend() ? nullptr : &*found;
}

const FaultFired* FaultEvents::firedOf(const QString& id) const
{
    const auto found = std::find_if(fired.cbegin(), fired.cend(), [&](const auto& f) { return f.id == id; });
    return found == fired.cend() ? nullptr : &*found;
}

} // namespace fw::core
