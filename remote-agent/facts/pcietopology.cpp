// SPDX-License-Identifier: Apache-2.0
#include "facts/pcietopology.h"

#include "common/hostfs.h"
#include "common/jsonwriter.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <tuple>

namespace fw::agent {

namespace {

// DDDD:BB:DD.F in hex, as the kernel names PCI functions.
bool isPciAddress(std::string_view name)
{
    if (name.size() != 12 || name[4] != ':' || name[7] != ':' || name[10] != '.')
        return false;
    for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9, 11})
        if (!std::isxdigit(static_cast<unsigned char>(name[i])))
            return false;
    return true;
}

} // namespace

std::optional<PciePlace> pciePlace(const HostFs& sysfs, std::string_view link)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path root = fs::canonical(sysfs.root(), ec);
    if (ec)
        return std::nullopt;
    const fs::path device = fs::canonical(sysfs.root() / link, ec);
    if (ec)
        return std::nullopt;
    const fs::path relative = device.lexically_relative(root);
    if (relative.empty() || *relative.begin() != "devices")
        return std::nullopt; // outside the root: an absolute link in a copied tree
    PciePlace place;
    for (const fs::path& part : relative) {
        const std::string name = part.string();
        if (place.path.empty() && !name.starts_with("pci"))
            continue;
        if (!place.path.empty() && !isPciAddress(name))
            return std::nullopt; // below a PCI device but not one itself: not a PCI function
        place.path.push_back(name);
    }
    if (place.path.size() < 2)
        return std::nullopt;
    place.address = place.path.back();
    const auto numa = sysfs.readInteger(relative.string() + "/numa_node");
    // The kernel reports -1 when the platform does not tell (one node, or firmware that does not say).
    if (numa && *numa >= 0)
        place.numaNode = numa;
    return place;
}

std::string sysfsPciAddress(std::string_view busId)
{
    std::string address(busId);
    // nvidia-smi prints a 32-bit domain (8 hex digits); sysfs names it with 4.
    if (address.size() == 16 && address.starts_with("0000") && address[8] == ':')
        address.erase(0, 4);
    std::transform(address.begin(), address.end(), address.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return address;
}

std::string_view relationName(PcieRelation relation)
{
    switch (relation) {
    case PcieRelation::PcieSwitch:
        return "pcie_switch";
    case PcieRelation::RootComplex:
        return "root_complex";
    case PcieRelation::Numa:
        return "numa";
    case PcieRelation::System:
        break;
    }
    return "system";
}

bool PcieDistance::operator<(const PcieDistance& other) const
{
    return std::tie(relation, sharedDepth) < std::tie(other.relation, other.sharedDepth);
}

PcieDistance pcieDistance(const PciePlace& a, const PciePlace& b)
{
    const auto [ita, itb] = std::mismatch(a.path.begin(), a.path.end(), b.path.begin(), b.path.end());
    const auto shared = static_cast<std::size_t>(ita - a.path.begin());
    if (shared >= 2) // a bridge below the root bus in common: a switch (or the root port feeding one)
        return {PcieRelation::PcieSwitch, shared};
    if (shared == 1)
        return {PcieRelation::RootComplex, shared};
    if (a.numaNode && a.numaNode == b.numaNode)
        return {PcieRelation::Numa, 0};
    return {PcieRelation::System, 0};
}

void writePlace(JsonWriter& out, const std::optional<PciePlace>& place)
{
    if (!place) {
        out.key("pci_address").null().key("pcie_path").null().key("numa_node").null();
        return;
    }
    out.field("pci_address", place->address).key("pcie_path").beginArray();
    for (const std::string& part : place->path)
        out.value(part);
    out.endArray().field("numa_node", place->numaNode);
}

} // namespace fw::agent
