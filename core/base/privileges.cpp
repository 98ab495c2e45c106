// SPDX-License-Identifier: Apache-2.0
#include "base/privileges.h"

#include <algorithm>
#include <initializer_list>

namespace fw::base::privileges {

namespace {

// The parts one after the other. Messages are built so rather than with operator+, which GCC 12 at -O2 warns about
// falsely (-Wrestrict), and warnings are errors in the agent's release build.
std::string concat(std::initializer_list<std::string_view> parts)
{
    std::string text;
    for (const std::string_view part : parts)
        text.append(part);
    return text;
}

} // namespace

const KindNeeds* needsOf(std::string_view kind)
{
    for (const KindNeeds& needs : kKinds)
        if (needs.kind == kind)
            return &needs;
    return nullptr;
}

std::vector<std::string_view> allTools()
{
    std::vector<std::string_view> tools;
    for (const KindNeeds& needs : kKinds)
        if (!needs.tool.empty() && std::find(tools.begin(), tools.end(), needs.tool) == tools.end())
            tools.push_back(needs.tool);
    return tools;
}

const ToolAccess* Probe::tool(std::string_view name) const
{
    const auto found = std::find_if(tools.begin(), tools.end(), [&](const ToolAccess& t) { return t.name == name; });
    return found == tools.end() ? nullptr : &*found;
}

const PathAccess* Probe::path(std::string_view name) const
{
    const auto found = std::find_if(paths.begin(), paths.end(), [&](const PathAccess& p) { return p.path == name; });
    return found == paths.end() ? nullptr : &*found;
}

bool needsRawBind(const Probe& probe)
{
    return probe.kernelMajor > 0 && (probe.kernelMajor < 5 || (probe.kernelMajor == 5 && probe.kernelMinor < 7));
}

Decision decide(std::string_view kind, const Probe& probe, std::string_view path)
{
    Decision d;
    const KindNeeds* needs = needsOf(kind);
    if (!needs) {
        d.unknownKind = true;
        d.why = concat({"'", kind, "' is not a fault kind"});
        return d;
    }
    if (needs->writesPath && !path.empty()) {
        const PathAccess* access = probe.path(path);
        if (access && !access->writable) {
            d.pathNotWritable = true;
            d.why = concat({"user ", probe.user, " cannot create ", path, " (its folder is not writable)"});
            d.remedy = "give a --path in a folder the user can write, such as its home or a scratch folder";
            return d;
        }
    }
    if (kind == "background-load" && needsRawBind(probe) && !probe.isRoot() && !probe.hasCapability(kCapNetRaw)) {
        d.rawBindMissing = true;
        d.why = concat({"binding the sender to its interface needs CAP_NET_RAW on kernels before 5.7, and user ",
                        probe.user, " lacks it"});
        d.remedy = "ask the provider for a drill, or for CAP_NET_RAW on the agent";
        return d;
    }
    const bool privileged = needs->root || needs->capabilityBit >= 0;
    const ToolAccess* tool = needs->tool.empty() ? nullptr : probe.tool(needs->tool);
    if (!needs->tool.empty() && (!tool || tool->path.empty())) {
        d.toolMissing = true;
        d.why = concat({needs->tool, " is not installed (not on PATH, /sbin or /usr/sbin)"});
        d.remedy = concat({"install ", needs->tool, " on the node, or ask the provider for a drill"});
        return d;
    }
    if (!privileged || probe.isRoot() || (!needs->root && probe.hasCapability(needs->capabilityBit))) {
        d.access = Access::Direct;
        return d;
    }
    if (tool && tool->sudoAllowed) {
        d.access = Access::Sudo;
        return d;
    }
    d.privilegeMissing = true;
    if (!tool) // every kind that needs a privilege names its tool; kept safe for one that would not
        return d;
    d.sudoRule = concat({probe.user, " ALL=(root) NOPASSWD: ", tool->path});
    d.why = concat({kind, " runs ", needs->tool, ", which needs ", needs->root ? "root" : "root or ",
                    needs->root ? "" : needs->capability, "; user ", probe.user, " is not root",
                    needs->root ? "" : ", lacks ", needs->root ? "" : needs->capability,
                    probe.sudoPresent ? ", and sudo -n does not allow " : ", and there is no sudo",
                    probe.sudoPresent ? std::string_view(tool->path) : std::string_view()});
    d.remedy = concat({"a sudo rule '", d.sudoRule, "' (in /etc/sudoers.d), or ask the provider for a drill"});
    return d;
}

std::string_view accessName(Access access)
{
    switch (access) {
    case Access::Direct:
        return "direct";
    case Access::Sudo:
        return "sudo";
    case Access::No:
        break;
    }
    return "no";
}

} // namespace fw::base::privileges
