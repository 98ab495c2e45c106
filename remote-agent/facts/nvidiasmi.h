#pragma once

namespace fw::agent {

class JsonWriter;

// Writes the `gpus` section from nvidia-smi, which ships with the driver and so is present on every NVIDIA node
// even where the agent was built without CUDA.
void writeNvidiaSmiGpus(JsonWriter& out);

} // namespace fw::agent
