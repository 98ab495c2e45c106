// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "facts/pcietopology.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace fw::agent {

class HostFs;
class JsonWriter;

// A GPU nvidia-smi listed, and where sysfs places it in the PCIe tree.
struct GpuPlace
{
    std::int64_t index = 0;
    std::optional<PciePlace> place;
};

// Writes the `gpus` section from nvidia-smi, which ships with the driver and so is present on every NVIDIA node
// even where the agent was built without CUDA, with each GPU's PCIe place from `sysfs`. Returns the GPUs listed.
std::vector<GpuPlace> writeNvidiaSmiGpus(JsonWriter& out, const HostFs& sysfs);

} // namespace fw::agent
