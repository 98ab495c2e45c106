// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "base/protocol.h"
#include "domain/benchmarkrun.h"
#include "domain/protocoltext.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

// What the agent's storage, replay, counters and fault streams hold, as values: ingest/agentresults reads them from a
// stored stream, the pages, the report and the cost model show and weigh them.
namespace fw::core {

// A summary as the agent writes it ({"count","min","avg","max","p50","p95","p99"}, nearest rank); count 0 and
// NaN figures when the stream gave none (null).
struct ValueSummary
{
    int count = 0;
    double min = kUnknown;
    double avg = kUnknown;
    double max = kUnknown;
    double p50 = kUnknown;
    double p95 = kUnknown;
    double p99 = kUnknown;
    double p999 = kUnknown; // replay and storage summaries since the pattern replay; unknown in older streams

    bool isKnown() const { return count > 0; }
};

// Why a stream could not be read to its end: the first malformed line, and the field in it.
struct AgentStreamError
{
    qint64 line = 0;
    QString field; // e.g. "aggregate_gbs.p99"; empty when the line is not JSON at all
    QString message;

    // "line 12, field aggregate_gbs: ...", translated.
    QString text() const;
};

// An `error` or `warning` event.
struct AgentMessage
{
    qint64 line = 0;
    QString message;
    std::optional<int> rank;
    QString host;
    QString path;      // storage errors
    QString errorName; // storage errors: "ENOSPC"
};

// What every agent stream shares: `start`, `end`, `error` and `warning` events, and whether it was cut short.
struct AgentStreamInfo
{
    QJsonObject start; // the start event as written; empty when none arrived (set-up failure, counters, fault)
    QString command;   // start.command ("storage", "replay"); "bench" for a bench start, which has none
    QString agentVersion;
    QString startTime;
    bool hasEnd = false;
    QString endStatus; // "ok" or "failed"; empty without end
    QString endMessage;
    QString endTime;
    std::optional<qint64> wrongTotal;
    QList<AgentMessage> errors;
    QList<AgentMessage> warnings;
    qint64 lines = 0;       // complete lines read
    bool truncated = false; // the last line was cut off (an interrupted run); what came before is kept
    std::optional<AgentStreamError> error;

    bool ok() const { return !error.has_value(); }
    // A run stream (bench, storage, replay) that never wrote `end` was aborted; counters and fault streams have
    // no start or end.
    bool aborted() const { return !start.isEmpty() && !hasEnd; }
    bool failed() const { return endStatus == protocolText(base::protocol::value::kFailed) || !errors.isEmpty(); }
};

struct StorageRankStats
{
    int rank = 0;
    QString host;
    ValueSummary gbs;
    ValueSummary timeUs;
};

struct StorageRepeat
{
    int repeat = 0;
    double aggregateGBs = kUnknown;
    std::vector<double> rankTimeUs;
};

// One `storage_result`: a phase over all its repeats.
struct StoragePhaseResult
{
    QString phase; // checkpoint_write, restore, dataset_load, recovery (the restore after a killed rank)
    int repeats = 0;
    qint64 bytesPerRank = 0;
    qint64 totalBytes = 0;
    bool fsync = false;
    QString cacheBypass; // o_direct, fadvise_dontneed, none; empty for writes
    double maxResidentFraction = kUnknown;
    ValueSummary aggregateGBs;
    ValueSummary slowestRankTimeUs;
    QList<StorageRankStats> ranks;
    QList<StorageRepeat> repeatSamples;
    qint64 wrongWords = 0;
    // recovery: the rank whose checkpoint writer was killed, and per repeat the time from the kill until every
    // rank had restored and checked the last complete checkpoint, and the bytes the torn checkpoint held
    std::optional<int> killRank;
    ValueSummary recoveryUs;
    QList<qint64> tornBytes;
};

struct StorageResults
{
    AgentStreamInfo stream;
    QString path;
    int ranks = 0;
    int nodes = 0;
    QString mode;
    std::optional<int> killRank; // the start event's: a recovery after this rank's kill was asked for
    QList<StoragePhaseResult> phases;

    const StoragePhaseResult* phase(const QString& name) const;
};

// One `replay_step`. Synthetic steps have the parts; command steps may have tokens/s, and a tokens-only line has
// no step number.
struct ReplayStep
{
    std::optional<int> step;
    double stepUs = kUnknown;
    double computeUs = kUnknown;
    double allreduceUs = kUnknown;
    double checkpointUs = kUnknown;
    double tokensPerS = kUnknown;
    double exposedUs = kUnknown; // pattern: the step's time minus its compute
    double latencyUs = kUnknown; // pattern, open loop: from when the batch was due to its end
};

// One collective of a pattern replay: its time per step (the sum of its calls), over the steps.
struct ReplayCollectiveTime
{
    int order = 0;
    QString collective;
    ValueSummary timeUs;
};

struct ReplayResults
{
    AgentStreamInfo stream;
    QString mode; // synthetic, command or pattern; from replay_result, else from start
    QList<ReplayStep> stepEvents;
    int jobOutputLines = 0;
    QStringList jobOutputTail; // the last lines of the job's output (command mode), for a failure's context

    bool hasResult = false; // replay_result arrived
    int steps = 0;
    ValueSummary stepTimeUs;
    ValueSummary computeUs;
    ValueSummary allreduceUs;
    ValueSummary checkpointUs;
    int checkpoints = 0;
    double allreduceBusbwGBs = kUnknown;
    std::optional<qint64> wrongElements;
    ValueSummary tokensPerS;
    std::optional<int> jobExitCode;
    std::optional<int> jobSignal;
    QString jobStatus; // ok or failed; empty in synthetic mode
    double wallS = kUnknown;
    // Pattern mode (the buyer's workload, docs/workload.md).
    QString patternPath;
    double arrivalRatePerS = kUnknown; // open loop; unknown for a closed loop
    ValueSummary exposedUs;
    ValueSummary requestLatencyUs;
    QList<ReplayCollectiveTime> collectives;
    // With --beside: the pattern's p99 (request latency in an open loop, else step time) alone and beside the other
    // job, and their ratio, the isolation of two jobs on one fabric; unknown without.
    double soloP99Us = kUnknown;
    double sharedP99Us = kUnknown;
    double p99Inflation = kUnknown;
    bool inflationOfLatency = false; // the p99s are of request latency, not step time
    int besideSteps = 0;             // steps the other job ran meanwhile

    // The job (command mode) failed or the synthetic all-reduce returned wrong data: a result, not a parse error.
    bool jobFailed() const;
};

enum class AlarmSeverity
{
    Warning,
    Critical
};

struct CounterValue
{
    QString source; // ib_port, rdma_hw, ethtool, netdev
    QString device;
    std::optional<int> port;
    QString name;
    QString unit;
    qint64 value = 0;
};

struct CounterSnapshot
{
    qint64 line = 0;
    QString host;
    QString time;
    qint64 timeMs = 0;
    QList<CounterValue> counters;
    QStringList notes;
};

struct CounterChange
{
    QString source;
    QString device;
    std::optional<int> port;
    QString name;
    QString unit;
    qint64 before = 0;
    qint64 after = 0;
    std::optional<qint64> delta; // none when the counter went down (reset)
    double perS = kUnknown;
    bool reset = false;
};

struct CounterAlarm
{
    QString source;
    QString device;
    std::optional<int> port;
    QString name;
    std::optional<qint64> delta;
    double perS = kUnknown;
    QString limit; // max_delta or max_per_s
    double threshold = kUnknown;
    AlarmSeverity severity = AlarmSeverity::Warning;
    QString ruleCounter;
    QString ruleOrigin; // "default" or the thresholds file
};

// One `counter_delta` event.
struct CounterDelta
{
    qint64 line = 0;
    QString phase; // empty when null
    QString from;
    QString to;
    double intervalS = kUnknown;
    QList<CounterChange> changes;
    int unchanged = 0;
    QList<CounterAlarm> alarms;
    QStringList notes;
};

struct CounterDeltas
{
    AgentStreamInfo stream;
    QList<CounterSnapshot> snapshots;
    QList<CounterDelta> deltas;

    // Every note of every snapshot and delta, each once, in order of appearance.
    QStringList allNotes() const;
    int alarmCount(AlarmSeverity severity) const;
};

struct FaultCommandResult
{
    QString command;
    std::optional<int> exitCode;
    QString output;
};

// A `fault_plan` (dry run) or `fault_applied` event.
struct FaultApplied
{
    qint64 line = 0;
    bool dryRun = false; // a fault_plan: nothing was changed
    QString id;          // empty for a plan
    QString kind;        // link-down, link-degraded, ... (base/faultreach.h lists them)
    QString interface;
    int ttlS = 0;
    int leaseS = 0;
    QStringList commands;
    QStringList revertCommands;
    QString note;
    QString reach; // kernel_ip, rdma_path, job, storage (base/faultreach.h); empty from agents before the field
    QString deadline;
    qint64 deadlineMs = 0;
    QString path; // storage-burst
    std::optional<qint64> bytes;
    QString match;            // node-remove: what the killed processes' command lines contain
    int afterS = 0;           // node-remove: the kill is this long after the apply (a `fault_fired` follows)
    QList<qint64> killedPids; // node-remove at once: the processes killed when it was applied
};

// A delayed node-remove's killer acted (`fault_fired`).
struct FaultFired
{
    qint64 line = 0;
    QString id;
    QString time;
    QList<qint64> killedPids; // empty: nothing matched before the time-to-live
};

struct FaultReverted
{
    qint64 line = 0;
    QString id;
    QString kind;
    QString interface;
    QString reason; // ttl, lease, requested, revert-all, cancelled
    QString time;
    QList<FaultCommandResult> commands;
    bool ok = false;
};

struct FaultEvents
{
    AgentStreamInfo stream;
    QList<FaultApplied> applied; // plans and applied faults, in order
    QList<FaultReverted> reverted;
    QList<FaultFired> fired;

    const FaultReverted* revertOf(const QString& id) const;
    const FaultFired* firedOf(const QString& id) const;
};

} // namespace fw::core
