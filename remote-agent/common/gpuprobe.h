// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <string>

namespace fw::agent {

class JsonWriter;

// "12.4" from CUDA's 12040.
std::string cudaVersionString(int code);
// "2.28.9" from NCCL's version code, in either of its two encodings.
std::string ncclVersionString(int code);

// Writes the `cuda_nccl` section: the CUDA runtime, driver and NCCL the agent was linked against, and how many
// devices CUDA can see. The versions matter because a bench run is only comparable across identical stacks.
void writeCudaNccl(JsonWriter& out);

} // namespace fw::agent
