// SPDX-License-Identifier: Apache-2.0
#include "replay/replaycommand.h"

#include "base/protocol.h"
#include "base/version.h"
#include "common/agentstream.h"
#include "common/agreedfailure.h"
#include "common/hostbuffer.h"
#include "common/interrupt.h"
#include "common/rankgroup.h"
#include "common/storageio.h"
#include "common/usage.h"
#include "replay/patternreplay.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <iostream>
#include <poll.h>
#include <regex>
#include <stdexcept>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace fw::agent {

namespace {

namespace event = base::protocol::event;
namespace field = base::protocol::field;
constexpr std::size_t kMaxLineBytes = 4096;

constexpr std::string_view kUsage = R"(Usage: [mpirun -np N] fabric-agent replay [synthetic options]
       mpirun -np N fabric-agent replay --pattern FILE [--steps N] [--compute-ms MS] [--arrival-rate R]
                                        [--beside FILE]
       fabric-agent replay --command "JOB" --step-regex RE [--tokens-regex RE] [--step-unit s|ms|us]

Replays a training workload and writes JSON Lines on stdout (docs/agent-protocol.md): step time percentiles,
tokens/s and checkpoint durations.

Synthetic training step, on every rank (start it with mpirun; without MPI it runs as one rank):
  --steps N                steps to run (default 20)
  --compute-ms MS          compute time per step (default 10)
  --compute busy|sleep     busy: spin on the CPU for MS (default); sleep: sleep for MS
  --allreduce-bytes SIZE   gradient all-reduce per step, MPI_Allreduce of floats (default 0: none)
  --checkpoint-every K     write a checkpoint after every K-th step (default 0: never)
  --checkpoint-bytes SIZE  checkpoint size per rank (default 64M), written with fsync
  --checkpoint-path DIR    where each rank writes its checkpoint file (required with --checkpoint-every)
Sizes take K, M, G suffixes (powers of 1024).

The buyer's workload (a pattern file from `fabric-workbench workload pattern`, docs/workload.md; needs MPI):
  --pattern FILE           run the step's collectives in the file's order, each as often as it says, on groups
                           laid out as the workload's parallelism; --steps and --compute apply, and --compute-ms
                           (default 0) is spread over the gaps before the collectives
  --arrival-rate R         open loop: request batches arrive at R per second (Poisson, --seed N, default 1); each
                           batch's latency counts from when it was due
  --warmup N               steps run first and not reported, before each phase (default 2)
  --beside FILE            two jobs at once: the pattern runs alone on the even ranks, then again while FILE's
                           pattern runs on the odd ranks; its p99 inflation is the isolation of the two
The step's exposed communication is its time minus its compute.

User job (one agent process; the job starts its own ranks, e.g. with its own mpirun):
  --command "JOB"          run JOB with /bin/sh -c; its stdout and stderr are streamed as job_output events
  --step-regex RE          a line matching RE ends a step; RE's first group, when it has one, is the step time
                           in --step-unit, else the time since the previous matching line is
  --tokens-regex RE        RE's first group is tokens/s (may match the same line as --step-regex)
  --step-unit s|ms|us      unit of the step-time group (default ms)
The job's exit status is a result (replay_result.job_exit_code), not an agent failure.

  -h, --help               Show this help
)";

struct Options
{
    std::uint64_t steps = 20;
    double computeMs = 10;
    bool busy = true;
    std::uint64_t allreduceBytes = 0;
    std::uint64_t checkpointEvery = 0;
    std::uint64_t checkpointBytes = 64ULL << 20;
    std::filesystem::path checkpointPath;

    std::string command;
    std::string stepRegex;
    std::string tokensRegex;
    std::string stepUnit = "ms";

    std::filesystem::path pattern;
    std::filesystem::path beside;
    std::uint64_t warmup = 2;
    std::optional<double> arrivalRate;
    std::uint64_t seed = 1;
    bool computeMsGiven = false;
    bool syntheticOnly = false; // an option of the synthetic step that a pattern replay has no use for
    bool patternOnly = false;   // an option of the pattern replay alone
};

Options parseOptions(std::span<char* const> args)
{
    Options options;
    bool synthetic = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string arg = args[i];
        if (i + 1 == args.size())
            throw UsageError("replay: option '" + arg + "' needs a value, or is unknown");
        const std::string value = args[++i];
        const auto size = [&] {
            const auto parsed = parseByteSize(value);
            if (!parsed)
                throw UsageError("replay: " + arg + " needs a size such as 4M, not '" + value + "'");
            synthetic = true;
            return *parsed;
        };
        const auto count = [&](std::uint64_t min) {
            const auto parsed = parseCount(value);
            if (!parsed || *parsed < min || *parsed > 10000000)
                throw UsageError("replay: " + arg + " needs a whole number from " + std::to_string(min) +
                                 " to 10000000, not '" + value + "'");
            synthetic = true;
            return *parsed;
        };
        if (arg == "--steps")
            options.steps = count(1);
        else if (arg == "--compute-ms") {
            const auto parsed = parseNonNegative(value);
            if (!parsed || *parsed > 3600000)
                throw UsageError("replay: --compute-ms needs milliseconds from 0 to 3600000, not '" + value + "'");
            options.computeMs = *parsed;
            options.computeMsGiven = true;
            synthetic = true;
        } else if (arg == "--compute") {
            if (value != "busy" && value != "sleep")
                throw UsageError("replay: --compute must be busy or sleep, not '" + value + "'");
            options.busy = value == "busy";
            synthetic = true;
        } else if (arg == "--allreduce-bytes") {
            options.allreduceBytes = size();
            options.syntheticOnly = true;
        } else if (arg == "--checkpoint-every") {
            options.checkpointEvery = count(0);
            options.syntheticOnly = true;
        } else if (arg == "--checkpoint-bytes") {
            options.checkpointBytes = size();
            options.syntheticOnly = true;
        } else if (arg == "--checkpoint-path") {
            options.checkpointPath = value;
            options.syntheticOnly = true;
            synthetic = true;
        } else if (arg == "--pattern") {
            options.pattern = value;
            synthetic = true;
        } else if (arg == "--warmup") {
            options.warmup = count(0);
            options.patternOnly = true;
        } else if (arg == "--beside") {
            options.beside = value;
            synthetic = true;
        } else if (arg == "--arrival-rate") {
            const auto parsed = parseNonNegative(value);
            if (!parsed || *parsed <= 0 || *parsed > 1e6)
                throw UsageError("replay: --arrival-rate needs batches per second above 0 and up to 1000000, not '" +
                                 value + "'");
            options.arrivalRate = *parsed;
            synthetic = true;
        } else if (arg == "--seed")
            options.seed = count(0);
        else if (arg == "--command")
            options.command = value;
        else if (arg == "--step-regex")
            options.stepRegex = value;
        else if (arg == "--tokens-regex")
            options.tokensRegex = value;
        else if (arg == "--step-unit") {
            if (value != "s" && value != "ms" && value != "us")
                throw UsageError("replay: --step-unit must be s, ms or us, not '" + value + "'");
            options.stepUnit = value;
        } else
            throw UsageError("replay: unknown option '" + arg + "'");
    }
    if (!options.command.empty()) {
        if (synthetic)
            throw UsageError("replay: --command runs a user job; the synthetic-step options do not apply to it");
        if (options.stepRegex.empty())
            throw UsageError("replay: --command needs --step-regex");
        for (const auto& [name, pattern] :
             {std::pair{"--step-regex", &options.stepRegex}, std::pair{"--tokens-regex", &options.tokensRegex}})
            try {
                if (!pattern->empty())
                    std::regex check(*pattern);
            } catch (const std::regex_error& error) {
                throw UsageError(std::string("replay: ") + name + " '" + *pattern + "' is not a regular expression (" +
                                 error.what() + ")");
            }
    } else if (!options.stepRegex.empty() || !options.tokensRegex.empty()) {
        throw UsageError("replay: --step-regex and --tokens-regex need --command");
    } else if (!options.pattern.empty()) {
        if (options.syntheticOnly)
            throw UsageError("replay: --pattern runs the pattern's collectives; --allreduce-bytes and the checkpoint "
                             "options do not apply to it");
        if (!options.computeMsGiven)
            options.computeMs = 0;
    } else {
        if (options.arrivalRate || !options.beside.empty() || options.patternOnly)
            throw UsageError("replay: --arrival-rate, --beside and --warmup need --pattern");
        if (options.checkpointEvery > 0 && options.checkpointPath.empty())
            throw UsageError("replay: --checkpoint-every needs --checkpoint-path DIR");
        if (options.allreduceBytes % sizeof(float) != 0)
            throw UsageError("replay: --allreduce-bytes must be a multiple of 4 (floats)");
    }
    return options;
}

double now()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

void compute(double ms, bool busy)
{
    if (!busy) {
        std::this_thread::sleep_for(std::chrono::duration<double, std::milli>(ms));
        return;
    }
    const double until = now() + ms / 1000;
    volatile std::uint64_t sink = 0;
    while (now() < until)
        for (int i = 0; i < 1000; ++i)
            sink = sink + static_cast<std::uint64_t>(i);
}

// ---- synthetic training step ----

int runSynthetic(const Options& options, std::span<char* const> argv)
{
    installInterruptHandlers();
    const RankGroup group;
    const int rank = group.rank();
    const int ranks = group.size();
    const EventStream events(rank == 0);
    const std::string host = hostName();
    const std::vector<std::string> hosts = group.gatherText(host);
    Failures failures(group, events, hosts);

    if (options.checkpointEvery > 0) {
        std::error_code ec;
        const bool isDir = std::filesystem::is_directory(options.checkpointPath, ec);
        if (!failures.agree(isDir ? std::string()
                                  : "--checkpoint-path '" + options.checkpointPath.string() + "' is not a directory",
                            options.checkpointPath.string())) {
            events.end(false, "set-up failed; see the error events");
            return 1;
        }
    }

    JsonWriter start = events.begin(event::kStart);
    start.field(field::kTool, "fabric-agent")
        .field(field::kCommand, "replay")
        .field(field::kMode, "synthetic")
        .field(field::kAgentVersion, base::version())
        .field("mpi", RankGroup::hasMpi());
    writeRanks(start, hosts);
    start.field(field::kSteps, options.steps)
        .field("compute_ms", options.computeMs)
        .field("compute", options.busy ? "busy_loop" : "sleep")
        .field("allreduce_bytes", options.allreduceBytes)
        .field("checkpoint_every", options.checkpointEvery)
        .field("checkpoint_bytes", options.checkpointEvery > 0 ? std::optional(options.checkpointBytes) : std::nullopt)
        .field("checkpoint_path",
               options.checkpointEvery > 0 ? std::optional(options.checkpointPath.string()) : std::nullopt)
        .field("timer", "steady_clock per rank; a step's time is the slowest rank's")
        .field("percentile_method", "nearest_rank");
    writeStartTimeAndArgv(start, argv);
    events.write(start);
    if (options.allreduceBytes > 0 && !RankGroup::hasMpi())
        events.warning("this fabric-agent was built without MPI: the all-reduce runs over one rank and moves no data");

    OwnedFiles owned;
    const std::filesystem::path checkpointFile =
        options.checkpointPath /
        ("fabric-agent-replay-" + host + "-" + std::to_string(::getpid()) + "-r" + std::to_string(rank) + ".ckpt");
    // Page-aligned and first touched on this rank, as bench's buffers (common/hostbuffer.h).
    const HostBuffer gradientBuffer(options.allreduceBytes);
    const std::span<float> gradient = gradientBuffer.floats();
    const float expected = static_cast<float>(ranks) * static_cast<float>(ranks + 1) / 2;
    std::uint64_t localWrong = 0;
    std::vector<double> stepUs, computeUs, allreduceUs, checkpointUs;
    const auto finish = [&](bool ok, const std::string& message) {
        owned.removeAll();
        events.end(ok, message);
        return ok ? 0 : 1;
    };

    for (std::uint64_t step = 1; step <= options.steps; ++step) {
        std::fill(gradient.begin(), gradient.end(), static_cast<float>(rank + 1));
        const bool checkpoint = options.checkpointEvery > 0 && step % options.checkpointEvery == 0;
        double t0 = 0, t1 = 0, t2 = 0, t3 = 0;
        group.barrier();
        const bool ok = runAgreed(failures, [&] {
            if (const int signal = interruptSignal())
                throw Interrupted(signal);
            t0 = now();
            compute(options.computeMs, options.busy);
            t1 = now();
            if (!gradient.empty())
                group.allreduceSum(gradient);
            t2 = now();
            if (checkpoint)
                writeFileSynced(checkpointFile, options.checkpointBytes, 1u << 20, patternSeed(rank, 0, step), owned);
            t3 = now();
        });
        if (!ok)
            return finish(false, "step " + std::to_string(step) + " failed; see the error events");
        if (RankGroup::hasMpi())
            localWrong += static_cast<std::uint64_t>(
                std::count_if(gradient.begin(), gradient.end(), [&](float v) { return v != expected; }));
        const std::array<double, 4> local = {t3 - t0, t1 - t0, t2 - t1, t3 - t2};
        const std::vector<double> all = group.gather(local);
        if (rank != 0)
            continue;
        std::array<double, 4> slowest = {};
        for (std::size_t i = 0; i < all.size(); ++i)
            slowest[i % 4] = std::max(slowest[i % 4], all[i] * 1e6);
        stepUs.push_back(slowest[0]);
        computeUs.push_back(slowest[1]);
        allreduceUs.push_back(slowest[2]);
        if (checkpoint)
            checkpointUs.push_back(slowest[3]);
        JsonWriter out = events.begin(event::kReplayStep);
        out.field(field::kStep, step)
            .field(field::kStepUs, static_cast<float>(slowest[0]))
            .field(field::kComputeUs, static_cast<float>(slowest[1]))
            .field(field::kAllreduceUs, static_cast<float>(slowest[2]))
            .field(field::kCheckpointUs, checkpoint ? std::optional(static_cast<float>(slowest[3])) : std::nullopt);
        events.write(out);
    }
    const std::vector<double> wrongAll = group.gather(std::array{static_cast<double>(localWrong)});
    const bool bad = group.any(localWrong > 0);
    if (rank == 0) {
        double wrong = 0;
        for (const double w : wrongAll)
            wrong += w;
        JsonWriter out = events.begin(event::kReplayResult);
        out.field(field::kMode, "synthetic").field(field::kSteps, stepUs.size());
        writeSummary(out, "step_time_us", stepUs);
        writeSummary(out, "compute_us", computeUs);
        writeSummary(out, "allreduce_us", allreduceUs);
        writeSummary(out, "checkpoint_us", checkpointUs);
        out.field(field::kCheckpoints, checkpointUs.size());
        std::vector<double> sorted = allreduceUs;
        std::sort(sorted.begin(), sorted.end());
        const double p50 = sorted.empty() ? 0 : base::percentileNearestRank(sorted, 50);
        // nccl-tests' all_reduce bus bandwidth: algbw x 2(n-1)/n.
        const double algbw = options.allreduceBytes > 0 && p50 > 0
                                 ? static_cast<double>(options.allreduceBytes) / (p50 * 1e-6) / 1e9
                                 : 0;
        out.field(field::kAllreduceBusbwGBs, options.allreduceBytes > 0 && RankGroup::hasMpi()
                                                 ? std::optional(static_cast<float>(algbw * 2 * (ranks - 1) / ranks))
                                                 : std::nullopt)
            .field(field::kWrongElements, static_cast<std::uint64_t>(wrong));
        out.key(field::kTokensPerS).null();
        events.write(out);
    }
    return finish(!bad, bad ? "all-reduce check failed: elements differ from the expected sum" : std::string());
}

// ---- user job ----

std::optional<double> firstGroupNumber(const std::smatch& match)
{
    if (match.size() < 2 || !match[1].matched)
        return std::nullopt;
    const std::string text = match[1].str();
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

int runJob(const Options& options, std::span<char* const> argv)
{
    installInterruptHandlers();
    const EventStream events(true);
    const std::regex stepRegex(options.stepRegex);
    const std::optional<std::regex> tokensRegex =
        options.tokensRegex.empty() ? std::nullopt : std::optional(std::regex(options.tokensRegex));
    const bool stepHasGroup = stepRegex.mark_count() > 0;
    const double unitUs = options.stepUnit == "s" ? 1e6 : options.stepUnit == "ms" ? 1e3 : 1;

    JsonWriter start = events.begin(event::kStart);
    start.field(field::kTool, "fabric-agent")
        .field(field::kCommand, "replay")
        .field(field::kMode, "command")
        .field(field::kAgentVersion, base::version())
        .field("job_command", options.command)
        .field("step_regex", options.stepRegex)
        .field("tokens_regex", options.tokensRegex.empty() ? std::nullopt : std::optional(options.tokensRegex))
        .field("step_time_source", stepHasGroup ? "regex_group" : "interval_between_matches")
        .field("step_unit", stepHasGroup ? std::optional(options.stepUnit) : std::nullopt)
        .field("percentile_method", "nearest_rank");
    writeStartTimeAndArgv(start, argv);
    events.write(start);

    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) {
        const std::string message = std::string("cannot create a pipe for the job: ") + std::strerror(errno);
        events.error(message);
        events.end(false, message);
        return 1;
    }
    const double started = now();
    const pid_t pid = ::fork();
    if (pid < 0) {
        const std::string message = std::string("cannot start the job: ") + std::strerror(errno);
        ::close(fds[0]);
        ::close(fds[1]);
        events.error(message);
        events.end(false, message);
        return 1;
    }
    if (pid == 0) {
        // Its own process group, so a stop signal reaches the whole job, not only the shell.
        ::setpgid(0, 0);
        ::signal(SIGTERM, SIG_DFL);
        ::signal(SIGINT, SIG_DFL);
        ::signal(SIGHUP, SIG_DFL);
        ::dup2(fds[1], STDOUT_FILENO);
        ::dup2(fds[1], STDERR_FILENO);
        const int null = ::open("/dev/null", O_RDONLY);
        if (null >= 0)
            ::dup2(null, STDIN_FILENO);
        ::execl("/bin/sh", "sh", "-c", options.command.c_str(), static_cast<char*>(nullptr));
        ::_exit(127);
    }
    ::setpgid(pid, pid);
    ::close(fds[1]);

    std::vector<double> stepUs;
    std::vector<double> tokens;
    std::uint64_t matches = 0;
    std::optional<double> previousMatch;
    int forwarded = 0;
    const auto handleLine = [&](std::string line) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.size() > kMaxLineBytes)
            line.resize(kMaxLineBytes);
        JsonWriter output = events.begin(event::kJobOutput);
        output.field(field::kLine, line);
        events.write(output);
        std::smatch match;
        std::optional<double> step;
        std::optional<double> rate;
        bool stepMatched = false;
        if (std::regex_search(line, match, stepRegex)) {
            stepMatched = true;
            const double at = now();
            if (stepHasGroup) {
                if (const auto value = firstGroupNumber(match))
                    step = *value * unitUs;
            } else if (previousMatch) {
                step = (at - *previousMatch) * 1e6;
            }
            previousMatch = at;
        }
        if (tokensRegex && std::regex_search(line, match, *tokensRegex))
            rate = firstGroupNumber(match);
        if (!stepMatched && !rate)
            return;
        if (stepMatched)
            ++matches;
        if (step)
            stepUs.push_back(*step);
        if (rate)
            tokens.push_back(*rate);
        JsonWriter out = events.begin(event::kReplayStep);
        out.field(field::kStep, stepMatched ? std::optional(matches) : std::nullopt)
            .field(field::kStepUs, step ? std::optional(static_cast<float>(*step)) : std::nullopt)
            .field(field::kTokensPerS, rate ? std::optional(static_cast<float>(*rate)) : std::nullopt);
        events.write(out);
    };

    std::string pending;
    char buffer[4096];
    for (;;) {
        if (const int signal = interruptSignal(); signal && forwarded == 0) {
            ::kill(-pid, SIGTERM);
            forwarded = signal;
        }
        pollfd poller = {fds[0], POLLIN, 0};
        if (::poll(&poller, 1, 200) <= 0)
            continue;
        const ssize_t got = ::read(fds[0], buffer, sizeof buffer);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            break;
        pending.append(buffer, static_cast<std::size_t>(got));
        std::size_t newline = 0;
        while ((newline = pending.find('\n')) != std::string::npos) {
            handleLine(pending.substr(0, newline));
            pending.erase(0, newline + 1);
        }
    }
    if (!pending.empty())
        handleLine(pending);
    ::close(fds[0]);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    const double wall = now() - started;

    JsonWriter out = events.begin(event::kReplayResult);
    out.field(field::kMode, "command").field(field::kSteps, matches);
    writeSummary(out, "step_time_us", stepUs);
    if (tokensRegex)
        writeSummary(out, "tokens_per_s", tokens);
    else
        out.key(field::kTokensPerS).null();
    out.field(field::kJobExitCode, WIFEXITED(status) ? std::optional(WEXITSTATUS(status)) : std::nullopt)
        .field(field::kJobSignal, WIFSIGNALED(status) ? std::optional(WTERMSIG(status)) : std::nullopt)
        .field(field::kJobStatus, WIFEXITED(status) && WEXITSTATUS(status) == 0 ? "ok" : "failed")
        .field(field::kWallS, static_cast<float>(wall));
    events.write(out);
    if (matches == 0)
        events.warning("no line of the job's output matched --step-regex '" + options.stepRegex + "'");
    if (forwarded) {
        const std::string message = "stopped by signal " + std::to_string(forwarded) + "; the job was sent SIGTERM";
        events.end(false, message);
        return 1;
    }
    // The job's own failure is a result in replay_result, not a failure of the agent.
    events.end(true);
    return 0;
}

} // namespace

int runReplay(std::span<char* const> argv, std::span<char* const> args)
{
    if (showHelpIfAsked(args, kUsage))
        return 0;
    Options options;
    try {
        options = parseOptions(args);
    } catch (const UsageError& error) {
        // Options are read before MPI starts, so the launcher's rank variables pick the one process that reports.
        bool first = true;
        for (const char* name : {"OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK", "SLURM_PROCID"})
            if (const char* value = std::getenv(name); value && *value) {
                first = std::string_view(value) == "0";
                break;
            }
        if (first)
            printUsageError("replay", error.what());
        const EventStream events(first);
        events.error(error.what());
        events.end(false, error.what());
        return 2;
    }
    if (!options.command.empty())
        return runJob(options, argv);
    if (options.pattern.empty())
        return runSynthetic(options, argv);
#ifdef FW_HAVE_MPI
    return runPatternReplay({options.pattern, options.steps, options.warmup, options.computeMs, options.busy,
                             options.arrivalRate, options.seed, options.beside},
                            argv);
#else
    const std::string message = "replay --pattern needs a fabric-agent built with MPI; this one was built without";
    printUsageError("replay", message);
    const EventStream events(true);
    events.error(message);
    events.end(false, message);
    return 2;
#endif
}

} // namespace fw::agent
