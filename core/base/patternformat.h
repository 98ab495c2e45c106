// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <string_view>

// The pattern file: the collectives of one step of the buyer's workload, written by `fabric-workbench workload
// pattern` and the plan made from the workload, read by `fabric-agent replay --pattern` (docs/workload.md).
namespace fw::base::pattern {

inline constexpr std::string_view kFormatName = "fabric-workbench-pattern";
inline constexpr int kVersion = 1;

inline constexpr std::string_view kFormat = "format";
inline constexpr std::string_view kVersionKey = "version";
inline constexpr std::string_view kWorkload = "workload";
inline constexpr std::string_view kCollectives = "collectives";
inline constexpr std::string_view kSummary = "summary";
// One entry of `collectives`.
inline constexpr std::string_view kOrder = "order";
inline constexpr std::string_view kCollective = "collective";
inline constexpr std::string_view kBytes = "bytes";
inline constexpr std::string_view kCount = "count";
inline constexpr std::string_view kGroupSize = "group_size";
inline constexpr std::string_view kPhase = "phase";
inline constexpr std::string_view kGroup = "group";
// `summary`.
inline constexpr std::string_view kTotalBytes = "total_bytes";
inline constexpr std::string_view kBytesPerCollective = "bytes_per_collective";
inline constexpr std::string_view kDominant = "dominant";
// The workload keys the replay reads: the layout of its groups and the tokens of a step.
inline constexpr std::string_view kKind = "kind";
inline constexpr std::string_view kTensorParallel = "tensor_parallel";
inline constexpr std::string_view kDataParallel = "data_parallel";
inline constexpr std::string_view kGlobalBatch = "global_batch";
inline constexpr std::string_view kSequenceLength = "sequence_length";

// Values of `group`.
inline constexpr std::string_view kGroupDataParallel = "data_parallel";
inline constexpr std::string_view kGroupTensorParallel = "tensor_parallel";
inline constexpr std::string_view kGroupPipelineParallel = "pipeline_parallel";
inline constexpr std::string_view kGroupExpertParallel = "expert_parallel";
inline constexpr std::string_view kGroupKvCache = "kv_cache";
// Values of `phase`.
inline constexpr std::string_view kPhaseForward = "forward";
inline constexpr std::string_view kPhaseBackward = "backward";
inline constexpr std::string_view kPhaseOptimizer = "optimizer";
inline constexpr std::string_view kPhasePrefill = "prefill";
inline constexpr std::string_view kPhaseTransfer = "transfer";

} // namespace fw::base::pattern
