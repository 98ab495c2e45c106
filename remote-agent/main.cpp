// SPDX-License-Identifier: Apache-2.0
// fabric-agent: the workbench's node-side program. It is built on each cluster from the uploaded source bundle
// and speaks JSON Lines on stdout, one event per line.
#include "base/protocol.h"
#include "base/version.h"
#include "common/agentstream.h"
#include "common/hostfs.h"
#include "common/jsonwriter.h"
#include "common/usage.h"
#include "counters/counterscommand.h"
#include "facts/facts.h"
#include "fault/faultcommand.h"
#include "replay/replaycommand.h"
#include "storage/storagecommand.h"
#ifdef FW_HAVE_MPI
#include "bench/benchrunner.h"
#endif

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
  bench        Time a collective on every rank and iteration (start it with mpirun or srun)
  counters     Snapshot fabric counters (InfiniBand, RoCE, PFC, interfaces) and alarm on their changes
  fault        Inject a reversible fault (link down, rate limit, storage burst) with a watchdog-armed revert
  storage      Checkpoint write (fsync), restore and dataset-load throughput from every rank at once
  replay       Replay a training step (compute, all-reduce, checkpoint) or time a user's job from its output

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

constexpr std::string_view kBenchUsage = R"(Usage: [mpirun -np N] fabric-agent bench [options]

Times a collective sweep, every iteration on every rank, and writes JSON Lines on stdout from rank 0
(docs/agent-protocol.md). Start it like any MPI program; a single process runs as one rank. Each rank
summarises its own samples (p50, p90, p99, p99.9, max and a histogram); raw samples go out only for the
slowest iteration of all ranks, the flagged outlier ranks and the --raw-ranks slowest.

Options (sizes take K, M, G suffixes, powers of 1024; defaults as in nccl-tests):
  --backend mpi|nccl     mpi: host buffers and MPI collectives (default); nccl: one GPU per rank
  --collective NAME      all_reduce (default), all_gather, reduce_scatter, broadcast, all_to_all, send_recv
  -b, --minbytes SIZE    smallest size (default 32M)
  -e, --maxbytes SIZE    largest size (default 32M)
  -f, --stepfactor N     multiply the size by N between steps (default: off, see -i)
  -i, --stepbytes SIZE   add SIZE between steps when -f is off (default 1M)
  -n, --iters N          timed iterations per size (default 20)
  -w, --warmup_iters N   untimed iterations before each size (default 1)
  -c, --check N          checked iterations after timing; 0 turns the check off (default 1)
  -r, --root N           root rank of broadcast (default 0)
  --adaptive-ci W        after -n iterations, keep going until the 95% confidence interval of p99 is
                         narrower than W times p99 (e.g. 0.05), or a cap below is reached
  --max-seconds S        adaptive: time cap per size and variant (default 60)
  --max-iters N          adaptive: sample cap per size and variant (default 100000)
  --raw-ranks K          send the raw samples of the K slowest ranks by p99 besides the outliers (default 4)
  --rank-detail auto|rank|node
                         rank: every rank's quantiles and histogram in each row; node: each node's exact
                         p50, p99 and max and each rank's p50 and p99 as one byte; auto (default): node
                         above 8192 ranks
  --exclude-hca DEV      nccl: a lost rail: NCCL may not use HCA DEV (sets NCCL_IB_HCA=^=DEV on every rank;
                         refused when NCCL_IB_HCA is already set)
  --facts                describe every host first: one "facts" event per host (as 'fabric-agent facts'
                         prints it) before the start event, so no separate launch is needed for them
  --huge-pages           mpi: host buffers on huge pages (reserved, else transparent); the start event's
                         "buffers" says which pages the kernel gave
  -h, --help             Show this help
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

int runBenchCommand(std::span<char* const> argv, std::span<char* const> args)
{
    if (fw::agent::showHelpIfAsked(args, kBenchUsage))
        return 0;
#ifdef FW_HAVE_MPI
    return fw::agent::runBench(argv, args, [] {
        fw::agent::JsonWriter out;
        fw::agent::writeFacts(out, fw::agent::HostFs("/sys"), fw::agent::HostFs("/proc"));
        return out.str();
    });
#else
    (void)argv;
    const std::string message = "bench is unavailable: this fabric-agent was built without MPI "
                                "(FW_AGENT_WITH_MPI=OFF, or MPI was not found), so neither backend mpi nor nccl "
                                "can run";
    fw::agent::JsonWriter error = fw::agent::beginEvent(fw::base::protocol::event::kError);
    error.field(base::protocol::field::kMessage, message).endObject();
    fw::agent::JsonWriter end = fw::agent::beginEvent(fw::base::protocol::event::kEnd);
    end.field(base::protocol::field::kStatus, "failed").field(base::protocol::field::kMessage, message).endObject();
    std::cout << error.str() << '\n' << end.str() << '\n';
    std::cerr << "fabric-agent: " << message << '\n';
    return 1;
#endif
}

int run(std::span<char* const> argv, std::span<char* const> args)
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
    if (command == "bench")
        return runBenchCommand(argv, args.subspan(1));
    if (command == "counters")
        return fw::agent::runCounters(args.subspan(1));
    if (command == "fault")
        return fw::agent::runFault(args.subspan(1));
    if (command == "storage")
        return fw::agent::runStorage(argv, args.subspan(1));
    if (command == "replay")
        return fw::agent::runReplay(argv, args.subspan(1));
    if (command.starts_with('-'))
        return usageError("unknown option '" + std::string(command) + "'");
    return usageError("unknown subcommand '" + std::string(command) + "'");
}

} // namespace

int main(int argc, char** argv)
{
    try {
        const std::span<char* const> all(argv, static_cast<std::size_t>(argc));
        return run(all, all.subspan(argc > 0 ? 1 : 0));
    } catch (const std::exception& error) {
        // The app reads stdout only as JSON Lines, so a crash must still arrive there as an event.
        fw::agent::JsonWriter out = fw::agent::beginEvent(fw::base::protocol::event::kError);
        out.field(fw::base::protocol::field::kMessage, error.what()).endObject();
        std::cout << out.str() << '\n';
        std::cerr << "fabric-agent: " << error.what() << '\n';
        return 1;
    }
}
