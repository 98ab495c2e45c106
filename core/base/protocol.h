#pragma once

#include <string_view>

// The agent's wire protocol: one JSON object per line on stdout, each carrying "v" and "type".
// docs/agent-protocol.md describes every event and key.
namespace fw::base::protocol {

inline constexpr int kSchemaVersion = 1;

namespace event {
inline constexpr std::string_view kFacts = "facts";
inline constexpr std::string_view kStart = "start";
inline constexpr std::string_view kProgress = "progress";
inline constexpr std::string_view kSizeResult = "size_result";
inline constexpr std::string_view kWarning = "warning";
inline constexpr std::string_view kEnd = "end";
inline constexpr std::string_view kError = "error";
// `counters`: a snapshot, and the change between two with the alarms it raises.
inline constexpr std::string_view kCounters = "counters";
inline constexpr std::string_view kCounterDelta = "counter_delta";
// `fault`: a dry run's plan, an applied fault, a lease renewal, a revert and the list of active faults.
inline constexpr std::string_view kFaultPlan = "fault_plan";
inline constexpr std::string_view kFaultApplied = "fault_applied";
inline constexpr std::string_view kFaultRenewed = "fault_renewed";
inline constexpr std::string_view kFaultFired = "fault_fired";
inline constexpr std::string_view kFaultReverted = "fault_reverted";
inline constexpr std::string_view kFaults = "faults";
// `storage`: one phase's per-rank and aggregate throughput. `replay`: one step, the summary, and a line of
// the replayed job's own output.
inline constexpr std::string_view kStorageResult = "storage_result";
inline constexpr std::string_view kReplayStep = "replay_step";
inline constexpr std::string_view kReplayResult = "replay_result";
inline constexpr std::string_view kJobOutput = "job_output";
} // namespace event

} // namespace fw::base::protocol
