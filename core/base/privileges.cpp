#include "base/privileges.h"

#include <algorithm>

namespace fw::base::privileges {

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
        d.why = "'" + std::string(kind) + "' is not a fault kind";
        return d;
    }
    if (needs->writesPath && !path.empty()) {
        const PathAccess* access = probe.path(path);
        if (access && !access->writable) {
            d.pathNotWritable = true;
            d.why = "user " + probe.user + " cannot create " + std::string(path) + " (its folder is not writable)";
            d.remedy = "give a --path in a folder the user can write, such as its home or a scratch folder";
            return d;
        }
    }
    if (kind == "background-load" && needsRawBind(probe) && !probe.isRoot() && !probe.hasCapability(kCapNetRaw)) {
        d.rawBindMissing = true;
        d.why = "binding the sender to its interface needs CAP_NET_RAW on kernels before 5.7, and user " + probe.user +
                " lacks it";
        d.remedy = "ask the provider for a drill, or for CAP_NET_RAW on the agent";
        return d;
    }
    const bool privileged = needs->root || needs->capabilityBit >= 0;
    const ToolAccess* tool = needs->tool.empty() ? nullptr : probe.tool(needs->tool);
    if (!needs->tool.empty() && (!tool || tool->path.empty())) {
        d.toolMissing = true;
        d.why = std::string(needs->tool) + " is not installed (not on PATH, /sbin or /usr/sbin)";
        d.remedy = "install " + std::string(needs->tool) + " on the node, or ask the provider for a drill";
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
    const std::string needed = needs->root ? std::string("root") : "root or " + std::string(needs->capability);
    d.sudoRule = probe.user + " ALL=(root) NOPASSWD: " + tool->path;
    d.why = std::string(kind) + " runs " + std::string(needs->tool) + ", which needs " + needed + "; user " +
            probe.user + " is not root" + (needs->root ? "" : ", lacks " + std::string(needs->capability)) +
            (probe.sudoPresent ? ", and sudo -n does not allow " + tool->path : ", and there is no sudo");
    d.remedy = "a sudo rule '" + d.sudoRule + "' (in /etc/sudoers.d), or ask the provider for a drill";
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
