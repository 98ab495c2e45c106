#pragma once

namespace fw::agent {

class JsonWriter;

// Writes the `cuda_nccl` section: the CUDA runtime, driver and NCCL the agent was linked against, and how many
// devices CUDA can see. The versions matter because a bench run is only comparable across identical stacks.
void writeCudaNccl(JsonWriter& out);

} // namespace fw::agent
