// fabric-agent: the workbench's node-side program. It is built on each cluster from the uploaded source bundle
// and speaks JSON Lines on stdout, one event per line.
#include "base/protocol.h"
#include "base/version.h"
#include "facts.h"
#include "hostfs.h"
#include "jsonwriter.h"

#include <exception>
#include <filesystem>
#include <iostream>
#include <span>
#include <string>
#include <string_view>
#include <utility>

namespace {

constexpr std::string_view kUsage = R"(Usage: fabric-agent <command> [options]

The Fabric Workbench node agent. Commands write JSON Lines on stdout.

Commands:
  facts        Describe this host: CPU, memory, NUMA, network interfaces, RDMA, GPUs, CUDA/NCCL, MPI

Options:
  -h, --help   Show this help
  --version    Show the agent version

Run 'fabric-agent <command> --help' for the options of a command.
)";

constexpr std::string_view kFactsUsage = R"(Usage: fabric-agent facts [--sysfs-root DIR] [--proc-root DIR] [--pretty]

Prints one "facts" event describing this host.

Options:
  --sysfs-root DIR   Read sysfs below DIR instead of /sys
  --proc-root DIR    Read procfs below DIR instead of /proc
  --pretty           Indent the JSON for people (the output is then no longer JSON Lines)
  -h, --help         Show this help
)";

int usageError(const std::string& message)
{
    std::cerr << "fabric-agent: " << message << "\nTry 'fabric-agent --help'.\n";
    return 2;
}

int runFacts(std::span<char* const> args)
{
    std::filesystem::path sysfsRoot = "/sys";
    std::filesystem::path procRoot = "/proc";
    bool pretty = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string arg = args[i];
        if (arg == "-h" || arg == "--help") {
            std::cout << kFactsUsage;
            return 0;
        }
        if (arg == "--pretty") {
            pretty = true;
            continue;
        }
        std::filesystem::path* root = arg == "--sysfs-root" ? &sysfsRoot : arg == "--proc-root" ? &procRoot : nullptr;
        if (!root)
            return usageError("facts: unknown option '" + arg + "'");
        if (i + 1 == args.size() || std::string_view(args[i + 1]).starts_with("--"))
            return usageError("facts: option '" + arg + "' needs a directory");
        *root = args[++i];
    }
    // A mistyped root would otherwise look like a host with no hardware at all.
    for (const auto& [option, root] : {std::pair{"--sysfs-root", &sysfsRoot}, std::pair{"--proc-root", &procRoot}}) {
        std::error_code ec;
        if (!std::filesystem::is_directory(*root, ec))
            return usageError(std::string("facts: ") + option + " '" + root->string() + "' is not a directory");
    }

    fw::agent::JsonWriter out(pretty);
    fw::agent::writeFacts(out, fw::agent::HostFs(sysfsRoot), fw::agent::HostFs(procRoot));
    std::cout << out.str() << '\n' << std::flush;
    return std::cout ? 0 : 1;
}

int run(std::span<char* const> args)
{
    if (args.empty()) {
        std::cout << kUsage;
        return 0;
    }
    const std::string_view command = args[0];
    if (command == "-h" || command == "--help") {
        std::cout << kUsage;
        return 0;
    }
    if (command == "--version") {
        std::cout << "fabric-agent " << fw::base::version() << '\n';
        return 0;
    }
    if (command == "facts")
        return runFacts(args.subspan(1));
    if (command.starts_with('-'))
        return usageError("unknown option '" + std::string(command) + "'");
    return usageError("unknown subcommand '" + std::string(command) + "'");
}

} // namespace

int main(int argc, char** argv)
{
    try {
        return run(std::span<char* const>(argv, static_cast<std::size_t>(argc)).subspan(argc > 0 ? 1 : 0));
    } catch (const std::exception& error) {
        // The app reads stdout only as JSON Lines, so a crash must still arrive there as an event.
        fw::agent::JsonWriter out;
        out.beginObject()
            .field("v", fw::base::protocol::kSchemaVersion)
            .field("type", fw::base::protocol::event::kError)
            .field("message", error.what())
            .endObject();
        std::cout << out.str() << '\n';
        std::cerr << "fabric-agent: " << error.what() << '\n';
        return 1;
    }
}
