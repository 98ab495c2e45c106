// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

// Canonical collective names ("all_reduce", "all_gather", ...) as the agent's protocol spells them, recovered
// from what logs print instead.
namespace fw::core::collectivename {

// From a benchmark program name or path: "./build/all_reduce_perf" -> "all_reduce", "alltoall_perf" ->
// "all_to_all". Empty when the program is not a known collective test.
QString fromProgram(const QString& program);
// From words in a file name such as "nccl_allreduce_h100.txt"; empty when none or more than one matches.
QString fromFileName(const QString& fileName);

} // namespace fw::core::collectivename
