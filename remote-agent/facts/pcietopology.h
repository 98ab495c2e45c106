// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fw::agent {

class HostFs;
class JsonWriter;

// Where a PCI device sits in the PCIe tree, from sysfs: the chain from the root bus (`pci0000:16`) through every
// bridge down to the device itself (`0000:19:00.0`), as the device's directory under /sys/devices names it.
struct PciePlace
{
    std::string address;           // the device: 0000:19:00.0
    std::vector<std::string> path; // pci0000:16, 0000:16:02.0, 0000:17:00.0, 0000:18:00.0, 0000:19:00.0
    std::optional<std::int64_t> numaNode;
};

// The device `link` (relative to the sysfs root, a symlink such as class/infiniband/mlx5_0/device or
// bus/pci/devices/0000:19:00.0) resolves to; nullopt when it is missing, leaves the root, or is not a PCI device
// (soft RoCE, a virtual function without a parent tree).
std::optional<PciePlace> pciePlace(const HostFs& sysfs, std::string_view link);

// nvidia-smi's pci.bus_id (00000000:19:00.0, upper case, a 32-bit domain) as sysfs names it: 0000:19:00.0.
std::string sysfsPciAddress(std::string_view busId);

// How close two devices are, nearest first, in the manner of `nvidia-smi topo -m`: behind a common PCIe switch
// (PIX/PXB), on one root complex (PHB), on one NUMA node (NODE), or across the system interconnect (SYS).
enum class PcieRelation
{
    System,
    Numa,
    RootComplex,
    PcieSwitch
};
std::string_view relationName(PcieRelation relation); // system, numa, root_complex, pcie_switch

struct PcieDistance
{
    PcieRelation relation = PcieRelation::System;
    std::size_t sharedDepth = 0;                     // path elements in common: more is nearer within one relation
    bool operator<(const PcieDistance& other) const; // less: farther
};
PcieDistance pcieDistance(const PciePlace& a, const PciePlace& b);

// Writes `pci_address`, `pcie_path` and `numa_node`, null when the place is not known.
void writePlace(JsonWriter& out, const std::optional<PciePlace>& place);

} // namespace fw::agent
