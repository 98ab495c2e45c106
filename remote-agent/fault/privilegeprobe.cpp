// SPDX-License-Identifier: Apache-2.0
#include "fault/privilegeprobe.h"

#include "base/protocol.h"
#include "common/agentstream.h"
#include "common/jsonwriter.h"
#include "common/process.h"
#include "common/usage.h"
#include "fault/faultkinds.h"
#include "fault/faultoptions.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <pwd.h>
#include <sstream>
#include <sys/utsname.h>
#include <unistd.h>

namespace fw::agent {

namespace field = base::protocol::field;

namespace {

namespace privileges = base::privileges;

constexpr std::string_view kUsage = R"(Usage: fabric-agent fault check-access [--kind KIND ...] [--path FILE ...]

Probes what this user may do and writes one "privileges" event (docs/agent-protocol.md): the user and its ids,
the effective capabilities (CapEff), whether 'sudo -n true' works, each fault tool's path and whether
'sudo -n -l TOOL' allows it, and for each --kind whether it can run here: directly (root or the capability),
through 'sudo -n', or not, with why and what would make it run. Never asks for a password.

Options:
  --kind KIND    a fault kind to judge (repeatable; default: every kind)
  --path FILE    a file a storage-burst would write: whether its folder can be written (repeatable)
  -h, --help     Show this help
)";

// `name` on PATH, else in /usr/sbin or /sbin (where the tools live and an ordinary user's PATH may not look).
std::string findProgram(std::string_view name)
{
    std::string dirs = std::getenv("PATH") ? std::getenv("PATH") : "";
    dirs += ":/usr/sbin:/sbin:/usr/bin:/bin";
    std::istringstream list(dirs);
    for (std::string dir; std::getline(list, dir, ':');) {
        if (dir.empty())
            continue;
        const std::filesystem::path candidate = std::filesystem::path(dir) / std::string(name);
        std::error_code ec;
        if (std::filesystem::is_regular_file(candidate, ec) && ::access(candidate.c_str(), X_OK) == 0)
            return candidate.string();
    }
    return {};
}

} // namespace

std::string toolPath(std::string_view name)
{
    const std::string found = findProgram(name);
    return found.empty() ? std::string(name) : found;
}

namespace {

std::uint64_t effectiveCapabilities()
{
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
        if (line.starts_with("CapEff:"))
            return std::strtoull(line.c_str() + 7, nullptr, 16);
    return 0;
}

std::string userName(uid_t uid)
{
    if (const passwd* entry = ::getpwuid(uid))
        return entry->pw_name;
    return std::to_string(uid);
}

bool folderWritable(const std::string& path)
{
    const std::filesystem::path folder = std::filesystem::path(path).parent_path();
    return !folder.empty() && ::access(folder.c_str(), W_OK | X_OK) == 0;
}

} // namespace

privileges::Probe probePrivileges(const std::vector<std::string>& paths)
{
    privileges::Probe probe;
    probe.uid = static_cast<long>(::getuid());
    probe.euid = static_cast<long>(::geteuid());
    probe.user = userName(::geteuid());
    probe.capEff = effectiveCapabilities();
    utsname name = {};
    if (::uname(&name) == 0)
        std::sscanf(name.release, "%d.%d", &probe.kernelMajor, &probe.kernelMinor);
    const std::string sudo = findProgram("sudo");
    probe.sudoPresent = !sudo.empty();
    // -n: never a password; without a rule that needs none, sudo fails at once.
    probe.sudoWorks = probe.sudoPresent && runCommand({sudo, "-n", "true"}).exitCode == 0;
    for (const std::string_view tool : privileges::allTools()) {
        privileges::ToolAccess access{std::string(tool), findProgram(tool), false};
        access.sudoAllowed = !access.path.empty() && probe.sudoPresent && !probe.isRoot() &&
                             runCommand({sudo, "-n", "-l", access.path}).exitCode == 0;
        probe.tools.push_back(access);
    }
    for (const std::string& path : paths)
        probe.paths.push_back({path, folderWritable(path)});
    return probe;
}

int runCheckAccess(std::span<char* const> args)
{
    if (showHelpIfAsked(args, kUsage))
        return 0;
    std::vector<std::string> kinds;
    std::vector<std::string> paths;
    // args[0] is the action.
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string arg = args[i];
        if ((arg != "--kind" && arg != "--path") || i + 1 == args.size()) {
            printUsageError("fault", "fault check-access: option '" + arg + "' needs a value, or is unknown");
            return 2;
        }
        (arg == "--kind" ? kinds : paths).push_back(args[++i]);
    }
    if (kinds.empty())
        for (const privileges::KindNeeds& needs : privileges::kKinds)
            kinds.emplace_back(needs.kind);
    const privileges::Probe probe = probePrivileges(paths);
    char capEff[17] = {};
    std::snprintf(capEff, sizeof capEff, "%016llx", static_cast<unsigned long long>(probe.capEff));
    JsonWriter out = beginEvent(base::protocol::event::kPrivileges);
    out.field(field::kUser, probe.user)
        .field(field::kUid, probe.uid)
        .field(field::kEuid, probe.euid)
        .field(field::kCapEff, std::string_view(capEff))
        .field(field::kSudoPresent, probe.sudoPresent)
        .field(field::kSudoN, probe.sudoWorks)
        .field(field::kKernel, std::to_string(probe.kernelMajor) + "." + std::to_string(probe.kernelMinor));
    out.key(field::kTools).beginArray();
    for (const privileges::ToolAccess& tool : probe.tools) {
        out.beginObject().field(field::kName, tool.name).key(field::kPath);
        tool.path.empty() ? out.null() : out.value(tool.path);
        out.field(field::kSudo, tool.sudoAllowed).endObject();
    }
    out.endArray().key(field::kPaths).beginArray();
    for (const privileges::PathAccess& path : probe.paths)
        out.beginObject().field(field::kPath, path.path).field(field::kWritable, path.writable).endObject();
    out.endArray().key(field::kKinds).beginArray();
    for (const std::string& kind : kinds) {
        // A storage burst is judged on the first path given, the others need none.
        const std::string path =
            privileges::needsOf(kind) && privileges::needsOf(kind)->writesPath && !paths.empty() ? paths.front() : "";
        const privileges::Decision d = privileges::decide(kind, probe, path);
        out.beginObject().field(field::kKind, kind).field(field::kAccess, privileges::accessName(d.access));
        if (d.access == privileges::Access::No)
            out.field(field::kWhy, d.why).field(field::kRemedy, d.remedy);
        if (!d.sudoRule.empty())
            out.field(field::kSudoRule, d.sudoRule);
        out.endObject();
    }
    out.endArray().endObject();
    std::cout << out.str() << '\n' << std::flush;
    return 0;
}

privileges::Access runWithPrivileges(const FaultKind& kind, FaultRecord& record, bool refuse)
{
    const privileges::KindNeeds* needs = privileges::needsOf(kind.name);
    // Root runs the tools as they are, from its own PATH.
    if (!needs || needs->tool.empty() || ::geteuid() == 0)
        return privileges::Access::Direct;
    const privileges::Probe probe = probePrivileges();
    const privileges::Decision decision = privileges::decide(kind.name, probe);
    if (decision.privilegeMissing && refuse)
        throw Refused(decision.why + "; would make it run: " + decision.remedy);
    const privileges::ToolAccess* tool = probe.tool(needs->tool);
    if (!tool || tool->path.empty())
        return decision.access; // the command says it is missing when it runs
    for (std::vector<Command>* commands : {&record.apply, &record.revert})
        for (Command& command : *commands) {
            if (command.empty() || command.front() != needs->tool)
                continue;
            command.front() = tool->path;
            if (decision.access == privileges::Access::Sudo)
                command.insert(command.begin(), {findProgram("sudo"), "-n"});
        }
    return decision.access;
}

std::string defaultStateDir()
{
    if (::geteuid() == 0)
        return "/run/fabric-agent/faults";
    if (const char* runtime = std::getenv("XDG_RUNTIME_DIR"); runtime && *runtime == '/')
        return std::string(runtime) + "/fabric-agent/faults";
    const char* home = std::getenv("HOME");
    const passwd* entry = ::getpwuid(::geteuid());
    const std::string base = home && *home == '/' ? home : entry ? entry->pw_dir : ".";
    return base + "/.fabric-agent/faults";
}

} // namespace fw::agent
