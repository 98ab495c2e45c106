// SPDX-License-Identifier: Apache-2.0
#include "facts/facts.h"

#include "base/protocol.h"
#include "base/version.h"
#include "common/hostfs.h"
#include "common/jsonwriter.h"
#include "facts/nvidiasmi.h"
#include "facts/pcietopology.h"

#include <algorithm>
#include <climits>
#include <initializer_list>
#include <optional>
#include <set>
#include <string>
#include <sys/utsname.h>
#include <unistd.h>
#include <utility>
#include <vector>

#ifdef FW_HAVE_IBVERBS
#include "facts/verbsprobe.h"
#endif
#ifdef FW_HAVE_NCCL
#include "common/gpuprobe.h"
#endif
#ifdef FW_HAVE_MPI
#include "common/mpiprobe.h"
#endif

namespace fw::agent {

namespace field = base::protocol::field;

namespace {

#ifdef FW_HAVE_MPI
constexpr bool kHaveMpi = true;
#else
constexpr bool kHaveMpi = false;
#endif
#ifdef FW_HAVE_NCCL
constexpr bool kHaveNccl = true;
#else
constexpr bool kHaveNccl = false;
#endif
#ifdef FW_HAVE_IBVERBS
constexpr bool kHaveIbverbs = true;
#else
constexpr bool kHaveIbverbs = false;
#endif

// Calls `visit(key, value)` for each "key<separator>value" line: the layout of /proc/cpuinfo, /proc/meminfo
// and os-release.
template <typename Visit> void forEachKeyValue(std::string_view text, char separator, Visit visit)
{
    while (!text.empty()) {
        const auto end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
        const auto at = line.find(separator);
        if (at != std::string_view::npos)
            visit(trimmed(line.substr(0, at)), trimmed(line.substr(at + 1)));
    }
}

// os-release(5) values may be shell-quoted; only the quoting forms it allows are undone.
std::string unquoted(std::string_view value)
{
    if (value.size() < 2 || (value.front() != '"' && value.front() != '\'') || value.back() != value.front())
        return std::string(value);
    const bool doubleQuoted = value.front() == '"';
    value = value.substr(1, value.size() - 2);
    std::string text;
    for (std::size_t i = 0; i < value.size(); ++i) {
        if (doubleQuoted && value[i] == '\\' && i + 1 < value.size())
            ++i;
        text += value[i];
    }
    return text;
}

std::optional<std::string> osPrettyName()
{
    const HostFs root("/");
    auto content = root.read("etc/os-release");
    if (!content)
        content = root.read("usr/lib/os-release");
    if (!content)
        return std::nullopt;
    std::optional<std::string> name;
    forEachKeyValue(*content, '=', [&](std::string_view key, std::string_view value) {
        if (key == "PRETTY_NAME")
            name = unquoted(value);
    });
    return name;
}

void writeHost(JsonWriter& out)
{
    char hostname[HOST_NAME_MAX + 1] = {};
    if (::gethostname(hostname, sizeof hostname - 1) == 0)
        out.field(field::kHostname, std::string_view(hostname));
    else
        out.key(field::kHostname).null();

    struct utsname names = {};
    if (::uname(&names) == 0) {
        out.key("kernel").beginObject().field("release", names.release).field("version", names.version).endObject();
        out.field("arch", names.machine);
    } else {
        out.key("kernel").null().key("arch").null();
    }
    out.field("os", osPrettyName());
}

void writeCpu(JsonWriter& out, const HostFs& procfs)
{
    out.key("cpu");
    const auto cpuinfo = procfs.read("cpuinfo");
    if (!cpuinfo) {
        out.null();
        return;
    }
    std::optional<std::string> model;
    std::int64_t logical = 0;
    std::int64_t withTopology = 0;
    std::optional<std::int64_t> socket;
    std::set<std::int64_t> sockets;
    std::set<std::pair<std::int64_t, std::int64_t>> cores;
    forEachKeyValue(*cpuinfo, ':', [&](std::string_view key, std::string_view value) {
        if (key == "processor") {
            ++logical;
            socket.reset();
        } else if (key == "model name" && !model) {
            model = std::string(value);
        } else if (key == "physical id") {
            socket = parseInteger(value);
            if (socket)
                sockets.insert(*socket);
        } else if (key == "core id" && socket) {
            if (const auto core = parseInteger(value)) {
                cores.emplace(*socket, *core);
                ++withTopology;
            }
        }
    });
    // Physical cores and sockets are only derivable when every logical CPU names its package and core, which
    // x86 does and many ARM kernels do not.
    const bool complete = logical > 0 && withTopology == logical;
    out.beginObject()
        .field("model", model)
        .field("logical_cores", logical)
        .field("physical_cores", complete ? std::optional(cores.size()) : std::nullopt)
        .field("sockets", complete ? std::optional(sockets.size()) : std::nullopt)
        .endObject();
}

std::optional<std::int64_t> memoryBytes(const HostFs& procfs)
{
    const auto meminfo = procfs.read("meminfo");
    if (!meminfo)
        return std::nullopt;
    std::optional<std::int64_t> bytes;
    forEachKeyValue(*meminfo, ':', [&](std::string_view key, std::string_view value) {
        constexpr std::string_view kUnit = " kB";
        if (key == "MemTotal" && value.ends_with(kUnit))
            if (const auto kib = parseInteger(value.substr(0, value.size() - kUnit.size())))
                bytes = *kib * 1024;
    });
    return bytes;
}

std::optional<std::size_t> numaNodes(const HostFs& sysfs)
{
    constexpr std::string_view kNodes = "devices/system/node";
    if (!sysfs.isDirectory(kNodes))
        return std::nullopt;
    const auto names = sysfs.subdirectories(kNodes);
    return static_cast<std::size_t>(std::count_if(names.begin(), names.end(), [](const std::string& name) {
        return name.starts_with("node") && parseInteger(std::string_view(name).substr(4));
    }));
}

// ARPHRD_* values from <linux/if_arp.h> for the link types a fabric node has.
std::optional<std::string_view> interfaceKind(std::optional<std::int64_t> type)
{
    if (type == 1)
        return "ether";
    if (type == 32)
        return "infiniband";
    if (type == 772)
        return "loopback";
    return std::nullopt;
}

void writeInterfaces(JsonWriter& out, const HostFs& sysfs)
{
    out.key("interfaces").beginArray();
    for (const auto& name : sysfs.subdirectories("class/net")) {
        const std::string dir = "class/net/" + name + "/";
        const auto type = sysfs.readInteger(dir + "type");
        const auto speed = sysfs.readInteger(dir + "speed");
        out.beginObject()
            .field(field::kName, name)
            .field(field::kKind, interfaceKind(type))
            .field(field::kType, type)
            .field("mtu", sysfs.readInteger(dir + "mtu"))
            // The kernel reports -1 (SPEED_UNKNOWN) for virtual and down links.
            .field("speed_mbps", speed.value_or(-1) >= 0 ? speed : std::nullopt)
            .field("operstate", sysfs.readTrimmed(dir + "operstate"))
            .field("mac", sysfs.readTrimmed(dir + "address"))
            .endObject();
    }
    out.endArray();
}

// Writes only the attributes present: drivers differ in which ones they expose.
void writePresent(JsonWriter& out, const HostFs& sysfs, const std::string& dir,
                  std::initializer_list<std::string_view> attributes)
{
    for (const auto attribute : attributes)
        if (const auto text = sysfs.readTrimmed(dir + std::string(attribute)))
            out.field(attribute, *text);
}

// An RDMA device as the GPU-to-NIC mapping needs it.
struct RdmaPlace
{
    std::string name;
    std::optional<PciePlace> place;
    std::optional<std::int64_t> port; // the first active port, else the first port
};

std::vector<RdmaPlace> writeSysfsRdma(JsonWriter& out, const HostFs& sysfs)
{
    std::vector<RdmaPlace> places;
    out.key("sysfs_devices").beginArray();
    for (const auto& device : sysfs.subdirectories("class/infiniband")) {
        const std::string dir = "class/infiniband/" + device + "/";
        RdmaPlace rdma{device, pciePlace(sysfs, dir + "device"), std::nullopt};
        out.beginObject().field(field::kName, device);
        writePresent(out, sysfs, dir, {"hca_type", "fw_ver", "board_id", "node_guid"});
        writePlace(out, rdma.place);

        std::vector<std::int64_t> ports;
        for (const auto& port : sysfs.subdirectories(dir + "ports"))
            if (const auto number = parseInteger(port))
                ports.push_back(*number);
        std::sort(ports.begin(), ports.end());
        bool activeFound = false;
        out.key("ports").beginArray();
        for (const auto port : ports) {
            const std::string portDir = dir + "ports/" + std::to_string(port) + "/";
            out.beginObject().field(field::kPort, port);
            writePresent(out, sysfs, portDir, {"state", "phys_state", "rate", "link_layer", "lid"});
            out.endObject();
            const bool active = sysfs.readTrimmed(portDir + "state").value_or("").ends_with("ACTIVE");
            if (!rdma.port || (active && !activeFound))
                rdma.port = port;
            activeFound = activeFound || active;
        }
        out.endArray().endObject();
        places.push_back(std::move(rdma));
    }
    out.endArray();
    return places;
}

std::vector<RdmaPlace> writeRdma(JsonWriter& out, const HostFs& sysfs)
{
    out.key("rdma").beginObject();
    std::vector<RdmaPlace> places = writeSysfsRdma(out, sysfs);
    std::size_t found = places.size();
    out.key("verbs");
#ifdef FW_HAVE_IBVERBS
    found += writeVerbs(out);
#else
    out.beginObject().field("available", false).field(field::kNote, "built without libibverbs").endObject();
#endif
    if (found == 0)
        out.field(field::kNote, "no RDMA devices on this host");
    out.endObject();
    return places;
}

// Each GPU with a PCIe place and its nearest RDMA device: the deepest PCIe ancestor they share (same switch beats
// same root complex), then the same NUMA node, then anything; the first device by name among equals.
void writeGpuNic(JsonWriter& out, const std::vector<GpuPlace>& gpus, const std::vector<RdmaPlace>& nics)
{
    out.key("gpu_nic").beginArray();
    for (const GpuPlace& gpu : gpus) {
        if (!gpu.place)
            continue;
        const RdmaPlace* nearest = nullptr;
        PcieDistance best;
        for (const RdmaPlace& nic : nics) {
            if (!nic.place)
                continue;
            const PcieDistance distance = pcieDistance(*gpu.place, *nic.place);
            if (!nearest || best < distance) {
                nearest = &nic;
                best = distance;
            }
        }
        if (!nearest)
            continue;
        out.beginObject()
            .field("gpu", gpu.index)
            .field("pci_address", gpu.place->address)
            .field("rdma_device", nearest->name)
            .field("rdma_pci_address", nearest->place->address)
            .field(field::kPort, nearest->port)
            .field("relation", relationName(best.relation))
            .field("shared_depth", best.sharedDepth)
            .endObject();
    }
    out.endArray();
}

} // namespace

void writeFacts(JsonWriter& out, const HostFs& sysfs, const HostFs& procfs)
{
    out.beginObject()
        .field(field::kVersion, base::protocol::kSchemaVersion)
        .field(field::kType, base::protocol::event::kFacts)
        .field(field::kAgentVersion, base::version());
    writeHost(out);
    writeCpu(out, procfs);
    out.field("memory_bytes", memoryBytes(procfs)).field("numa_nodes", numaNodes(sysfs));
    writeInterfaces(out, sysfs);
    const std::vector<RdmaPlace> nics = writeRdma(out, sysfs);

    out.key("gpus");
    const std::vector<GpuPlace> gpus = writeNvidiaSmiGpus(out, sysfs);
    writeGpuNic(out, gpus, nics);
    out.key("cuda_nccl");
#ifdef FW_HAVE_NCCL
    writeCudaNccl(out);
#else
    out.beginObject().field("built", false).endObject();
#endif
    out.key("mpi");
#ifdef FW_HAVE_MPI
    writeMpi(out);
#else
    out.beginObject().field("built", false).endObject();
#endif
    out.key("build")
        .beginObject()
        .field("mpi", kHaveMpi)
        .field("cuda_nccl", kHaveNccl)
        .field("ibverbs", kHaveIbverbs)
        .endObject();
    out.endObject();
}

} // namespace fw::agent
