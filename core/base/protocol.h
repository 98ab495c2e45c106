// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <string_view>

// The agent's wire protocol: one JSON object per line on stdout, each carrying "v" and "type".
// docs/agent-protocol.md describes every event and key.
namespace fw::base::protocol {

// The version agents write. Version 2 (bench size_result: per-rank quantiles and sketches instead of every rank's
// raw samples) changed nothing else; readers accept every version from kOldestSchemaVersion on.
inline constexpr int kSchemaVersion = 2;
inline constexpr int kOldestSchemaVersion = 1;
constexpr bool isKnownSchemaVersion(double v)
{
    return v >= kOldestSchemaVersion && v <= kSchemaVersion && v == static_cast<int>(v);
}

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
// `fault check-access`: what this user may do, and which fault kinds can run here.
inline constexpr std::string_view kPrivileges = "privileges";
// `storage`: one phase's per-rank and aggregate throughput. `replay`: one step, the summary, and a line of
// the replayed job's own output.
inline constexpr std::string_view kStorageResult = "storage_result";
inline constexpr std::string_view kReplayStep = "replay_step";
inline constexpr std::string_view kReplayResult = "replay_result";
inline constexpr std::string_view kJobOutput = "job_output";
} // namespace event

// Keys of the events, one name each whichever events carry it; docs/agent-protocol.md says which do.
namespace field {
// Every event.
inline constexpr std::string_view kVersion = "v";
inline constexpr std::string_view kType = "type";
// `facts`.
inline constexpr std::string_view kHostname = "hostname";
// `start`: the run's set-up. Bench starts carry the collective and the sweep, storage and replay starts a
// `command` and a `mode`.
inline constexpr std::string_view kTool = "tool";
inline constexpr std::string_view kAgentVersion = "agent_version";
inline constexpr std::string_view kBackend = "backend";
inline constexpr std::string_view kCollective = "collective";
inline constexpr std::string_view kCommand = "command";
inline constexpr std::string_view kMode = "mode";
inline constexpr std::string_view kRanks = "ranks";
inline constexpr std::string_view kNodes = "nodes";
inline constexpr std::string_view kRankHosts = "rank_hosts";
inline constexpr std::string_view kDatatype = "datatype";
inline constexpr std::string_view kRedop = "redop";
inline constexpr std::string_view kRoot = "root";
inline constexpr std::string_view kIters = "iters";
inline constexpr std::string_view kWarmup = "warmup";
inline constexpr std::string_view kCheckIters = "check_iters";
inline constexpr std::string_view kMinBytes = "min_bytes";
inline constexpr std::string_view kMaxBytes = "max_bytes";
inline constexpr std::string_view kStepFactor = "step_factor";
inline constexpr std::string_view kStepBytes = "step_bytes";
inline constexpr std::string_view kAdaptive = "adaptive";
inline constexpr std::string_view kVersions = "versions";
inline constexpr std::string_view kStartTime = "start_time";
inline constexpr std::string_view kArgv = "argv";
// `progress`.
inline constexpr std::string_view kIndex = "index";
inline constexpr std::string_view kTotal = "total";
// `size_result`.
inline constexpr std::string_view kBytes = "bytes";
inline constexpr std::string_view kCount = "count";
inline constexpr std::string_view kInPlace = "in_place";
inline constexpr std::string_view kSamples = "samples";
inline constexpr std::string_view kTimeUs = "time_us";
inline constexpr std::string_view kAlgbwGBs = "algbw_gbs";
inline constexpr std::string_view kBusbwGBs = "busbw_gbs";
inline constexpr std::string_view kWrong = "wrong";
inline constexpr std::string_view kIterUsB64 = "iter_us_b64";
inline constexpr std::string_view kRankUsB64 = "rank_us_b64"; // version 1 only
// Version 2: every rank's exact quantiles and its sketch (base/ranksummary.h), and the raw samples of some ranks.
inline constexpr std::string_view kRankQuantilesB64 = "rank_quantiles_b64";
inline constexpr std::string_view kRankSketchB64 = "rank_sketch_b64";
inline constexpr std::string_view kRawRanks = "raw_ranks";
inline constexpr std::string_view kRawUsB64 = "raw_us_b64";
// Node detail (`start.rank_detail` "node", above 8,192 ranks): each node's exact p50, p99 and maximum, and each
// rank's p50 and p99 as one sketch-grid bucket byte, instead of the two per-rank keys above.
inline constexpr std::string_view kRankDetail = "rank_detail";
inline constexpr std::string_view kNodeQuantilesB64 = "node_quantiles_b64";
inline constexpr std::string_view kRankP50BucketB64 = "rank_p50_bucket_b64";
inline constexpr std::string_view kRankP99BucketB64 = "rank_p99_bucket_b64";
// `size_result.ci`, adaptive runs only.
inline constexpr std::string_view kCi = "ci";
inline constexpr std::string_view kP99LowUs = "p99_low_us";
inline constexpr std::string_view kP99HighUs = "p99_high_us";
inline constexpr std::string_view kConfidence = "confidence";
inline constexpr std::string_view kConverged = "converged";
// A summary ({"count","min","avg","max","p50","p95","p99"}; `time_us` also has "p999" and "stdev").
inline constexpr std::string_view kMin = "min";
inline constexpr std::string_view kAvg = "avg";
inline constexpr std::string_view kMax = "max";
inline constexpr std::string_view kP50 = "p50";
inline constexpr std::string_view kP95 = "p95";
inline constexpr std::string_view kP99 = "p99";
inline constexpr std::string_view kP999 = "p999";
inline constexpr std::string_view kStdev = "stdev";
// `end`.
inline constexpr std::string_view kStatus = "status";
inline constexpr std::string_view kWrongTotal = "wrong_total";
inline constexpr std::string_view kAvgBusbwGBs = "avg_busbw_gbs";
inline constexpr std::string_view kEndTime = "end_time";
// `error` and `warning` (and a failed `end`'s message).
inline constexpr std::string_view kMessage = "message";
inline constexpr std::string_view kRank = "rank";
inline constexpr std::string_view kHost = "host";
inline constexpr std::string_view kPath = "path";
inline constexpr std::string_view kErrno = "errno";
// `storage_result`.
inline constexpr std::string_view kPhase = "phase";
inline constexpr std::string_view kRepeats = "repeats";
inline constexpr std::string_view kBytesPerRank = "bytes_per_rank";
inline constexpr std::string_view kTotalBytes = "total_bytes";
inline constexpr std::string_view kFsync = "fsync";
inline constexpr std::string_view kCacheBypass = "cache_bypass";
inline constexpr std::string_view kMaxResidentFraction = "max_resident_fraction";
inline constexpr std::string_view kAggregateGBs = "aggregate_gbs";
inline constexpr std::string_view kSlowestRankTimeUs = "slowest_rank_time_us";
inline constexpr std::string_view kRankStats = "rank_stats";
inline constexpr std::string_view kOutliers = "outliers";
inline constexpr std::string_view kGBs = "gbs";
inline constexpr std::string_view kRepeatSamples = "repeat_samples";
inline constexpr std::string_view kRepeat = "repeat";
inline constexpr std::string_view kRankTimeUs = "rank_time_us";
inline constexpr std::string_view kWrongWords = "wrong_words";
inline constexpr std::string_view kKillRank = "kill_rank";
inline constexpr std::string_view kRecoveryUs = "recovery_us";
inline constexpr std::string_view kTornBytes = "torn_bytes";
// `job_output`, `replay_step` and `replay_result`.
inline constexpr std::string_view kLine = "line";
inline constexpr std::string_view kStep = "step";
inline constexpr std::string_view kStepUs = "step_us";
inline constexpr std::string_view kComputeUs = "compute_us";
inline constexpr std::string_view kAllreduceUs = "allreduce_us";
inline constexpr std::string_view kCheckpointUs = "checkpoint_us";
// replay --pattern: the step's time not hidden behind compute, a request batch's latency from when it was due
// (open loop), and each collective's time in the step, in the pattern's order.
inline constexpr std::string_view kExposedUs = "exposed_us";
inline constexpr std::string_view kLatencyUs = "latency_us";
inline constexpr std::string_view kCollectiveUs = "collective_us";
inline constexpr std::string_view kRequestLatencyUs = "request_latency_us";
inline constexpr std::string_view kPatternPath = "pattern_path";
inline constexpr std::string_view kArrivalRatePerS = "arrival_rate_per_s";
// replay --pattern --beside: the second pattern, and the first one's p99 beside it over its p99 alone.
inline constexpr std::string_view kBesidePath = "beside_path";
inline constexpr std::string_view kIsolation = "isolation";
inline constexpr std::string_view kP99Inflation = "p99_inflation";
inline constexpr std::string_view kSoloP99Us = "solo_p99_us";
inline constexpr std::string_view kSharedP99Us = "shared_p99_us";
inline constexpr std::string_view kMeasure = "measure"; // kRequestLatencyP99 or "step_time_p99"
inline constexpr std::string_view kRequestLatencyP99 = "request_latency_p99";
inline constexpr std::string_view kAggressorSteps = "aggressor_steps";
inline constexpr std::string_view kTokensPerS = "tokens_per_s";
inline constexpr std::string_view kSteps = "steps";
inline constexpr std::string_view kStepTimeUs = "step_time_us";
inline constexpr std::string_view kCheckpoints = "checkpoints";
inline constexpr std::string_view kAllreduceBusbwGBs = "allreduce_busbw_gbs";
inline constexpr std::string_view kWrongElements = "wrong_elements";
inline constexpr std::string_view kJobExitCode = "job_exit_code";
inline constexpr std::string_view kJobSignal = "job_signal";
inline constexpr std::string_view kJobStatus = "job_status";
inline constexpr std::string_view kWallS = "wall_s";
// `counters` and `counter_delta`.
inline constexpr std::string_view kTime = "time";
inline constexpr std::string_view kTimeMs = "time_ms";
inline constexpr std::string_view kCounters = "counters";
inline constexpr std::string_view kSource = "source";
inline constexpr std::string_view kDevice = "device";
inline constexpr std::string_view kPort = "port";
inline constexpr std::string_view kName = "name";
inline constexpr std::string_view kUnit = "unit";
inline constexpr std::string_view kValue = "value";
inline constexpr std::string_view kNotes = "notes";
inline constexpr std::string_view kFrom = "from";
inline constexpr std::string_view kTo = "to";
inline constexpr std::string_view kIntervalS = "interval_s";
inline constexpr std::string_view kDeltas = "deltas";
inline constexpr std::string_view kBefore = "before";
inline constexpr std::string_view kAfter = "after";
inline constexpr std::string_view kDelta = "delta";
inline constexpr std::string_view kPerS = "per_s";
inline constexpr std::string_view kReset = "reset";
inline constexpr std::string_view kUnchanged = "unchanged";
inline constexpr std::string_view kAlarms = "alarms";
inline constexpr std::string_view kLimit = "limit";
inline constexpr std::string_view kThreshold = "threshold";
inline constexpr std::string_view kSeverity = "severity";
inline constexpr std::string_view kRuleCounter = "rule_counter";
inline constexpr std::string_view kRuleOrigin = "rule_origin";
// `fault_plan`, `fault_applied`, `fault_fired` and `fault_reverted`.
inline constexpr std::string_view kId = "id";
inline constexpr std::string_view kKind = "kind";
inline constexpr std::string_view kInterface = "interface";
inline constexpr std::string_view kTtlS = "ttl_s";
inline constexpr std::string_view kLeaseS = "lease_s";
inline constexpr std::string_view kCommands = "commands";
inline constexpr std::string_view kRevertCommands = "revert_commands";
inline constexpr std::string_view kNote = "note";
inline constexpr std::string_view kReach = "reach"; // base/faultreach.h; absent in streams of older agents
inline constexpr std::string_view kDeadline = "deadline";
inline constexpr std::string_view kDeadlineMs = "deadline_ms";
inline constexpr std::string_view kMatch = "match";
inline constexpr std::string_view kAfterS = "after_s";
inline constexpr std::string_view kKilledPids = "killed_pids";
inline constexpr std::string_view kReason = "reason";
inline constexpr std::string_view kExitCode = "exit_code";
inline constexpr std::string_view kOutput = "output";
inline constexpr std::string_view kOk = "ok";
// `privileges` (`fault check-access`): the user, what it may do, each tool and path it was asked about (`name`,
// `path`), and each kind's verdict (`kind`).
inline constexpr std::string_view kUser = "user";
inline constexpr std::string_view kUid = "uid";
inline constexpr std::string_view kEuid = "euid";
inline constexpr std::string_view kCapEff = "cap_eff";
inline constexpr std::string_view kSudoPresent = "sudo_present";
inline constexpr std::string_view kSudoN = "sudo_n";
inline constexpr std::string_view kKernel = "kernel";
inline constexpr std::string_view kTools = "tools";
inline constexpr std::string_view kSudo = "sudo";
inline constexpr std::string_view kPaths = "paths";
inline constexpr std::string_view kWritable = "writable";
inline constexpr std::string_view kKinds = "kinds";
inline constexpr std::string_view kAccess = "access"; // also in `fault_plan` and `fault_applied`
inline constexpr std::string_view kWhy = "why";
inline constexpr std::string_view kRemedy = "remedy";
inline constexpr std::string_view kSudoRule = "sudo_rule";
} // namespace field

// Values the readers compare with: an end's or a job's `status`, and an alarm's `severity`.
namespace value {
inline constexpr std::string_view kOk = "ok";
inline constexpr std::string_view kFailed = "failed";
inline constexpr std::string_view kWarning = "warning";
inline constexpr std::string_view kCritical = "critical";
} // namespace value

} // namespace fw::base::protocol
