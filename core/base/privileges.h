// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

// What each step kind needs of the user it runs as (docs/faults.md, "Privileges"), and the one decision whether a
// kind can run for a user the agent has probed (`fabric-agent fault check-access`): the agent decides with it
// whether a fault's commands run through `sudo -n`, and the workbench's plan check which steps cannot run.
namespace fw::base::privileges {

// Linux capability numbers (linux/capability.h) of the capabilities a kind may need.
inline constexpr int kCapNetAdmin = 12;
inline constexpr int kCapNetRaw = 13;

struct KindNeeds
{
    std::string_view kind;
    // The capability its commands need, or empty; `capability` bit of CapEff.
    std::string_view capability;
    int capabilityBit = -1;
    // Root itself: a capability is not enough (ibportstate opens /dev/infiniband/umad*, which only root may open).
    bool root = false;
    // The programs its apply and revert commands run with that privilege; the first may be empty.
    std::string_view tool;
    // A path it writes (storage-burst's --path): the user must be able to create a file in its folder.
    bool writesPath = false;
};

// Every fault kind, in the order of base/faultreach.h. Benchmarks, storage, replay and counters steps need nothing
// special: they read sysfs and procfs and write into folders the plan names. background-load binds its socket to
// the interface (SO_BINDTODEVICE), which needs CAP_NET_RAW only on kernels before 5.7 (see needsRawBind); node-remove
// signals the agent's own processes.
inline constexpr KindNeeds kKinds[] = {
    {"link-down", "CAP_NET_ADMIN", kCapNetAdmin, false, "ip", false},
    {"link-degraded", "CAP_NET_ADMIN", kCapNetAdmin, false, "tc", false},
    {"storage-burst", {}, -1, false, {}, true},
    {"background-load", {}, -1, false, {}, false},
    {"node-remove", {}, -1, false, {}, false},
    {"ib-port-disable", {}, -1, true, "ibportstate", false},
    {"ib-port-degrade", {}, -1, true, "ibportstate", false},
    {"roce-link-down", "CAP_NET_ADMIN", kCapNetAdmin, false, "ip", false},
    {"roce-speed-degrade", "CAP_NET_ADMIN", kCapNetAdmin, false, "ethtool", false},
};

// The needs of `kind`, or null when it is not a kind.
const KindNeeds* needsOf(std::string_view kind);
// The tools of every kind, each once: what the probe looks for.
std::vector<std::string_view> allTools();

// One program as the probe found it.
struct ToolAccess
{
    std::string name;
    std::string path;         // on PATH (or /sbin, /usr/sbin); empty: not found
    bool sudoAllowed = false; // `sudo -n -l PATH` lists it: it may be run as root without a password
};

// A path a step writes, and whether its folder lets this user create a file there.
struct PathAccess
{
    std::string path;
    bool writable = false;
};

// What the probe found about the user it runs as.
struct Probe
{
    std::string user;
    long uid = -1;
    long euid = -1;
    std::uint64_t capEff = 0; // CapEff of /proc/self/status
    bool sudoPresent = false; // a sudo program exists
    bool sudoWorks = false;   // `sudo -n true` succeeded: sudo without a password for everything
    int kernelMajor = 0;
    int kernelMinor = 0;
    std::vector<ToolAccess> tools;
    std::vector<PathAccess> paths;

    bool isRoot() const { return euid == 0; }
    bool hasCapability(int bit) const { return bit >= 0 && bit < 64 && ((capEff >> bit) & 1U) != 0; }
    const ToolAccess* tool(std::string_view name) const;
    const PathAccess* path(std::string_view name) const;
};

enum class Access
{
    Direct, // as this user: root, or it holds the capability
    Sudo,   // through `sudo -n TOOL`
    No
};

// Whether a kind can run for the probed user, why not, and what would make it run.
struct Decision
{
    Access access = Access::No;
    // Why not, as facts the workbench words in its own language: the kind is unknown; the tool is not installed;
    // root or the capability is missing and sudo does not allow the tool; the path's folder cannot be written;
    // the kernel is older than 5.7 and CAP_NET_RAW is missing.
    bool unknownKind = false;
    bool toolMissing = false;
    bool privilegeMissing = false;
    bool pathNotWritable = false;
    bool rawBindMissing = false;
    // The sudoers line that would let the tool run (for privilegeMissing with the tool installed), e.g.
    // "alice ALL=(root) NOPASSWD: /usr/sbin/tc".
    std::string sudoRule;
    // The same in English, for people reading the agent's stream.
    std::string why;
    std::string remedy;
};

// background-load's socket binding needs CAP_NET_RAW on this kernel (before Linux 5.7).
bool needsRawBind(const Probe& probe);
// `kind` for `probe`'s user; `path`: the file a storage-burst writes, checked among probe.paths.
Decision decide(std::string_view kind, const Probe& probe, std::string_view path = {});
// The access's name in the protocol: "direct", "sudo", "no".
std::string_view accessName(Access access);

} // namespace fw::base::privileges
