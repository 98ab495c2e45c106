// SPDX-License-Identifier: Apache-2.0
#include "storage/storagecommand.h"

#include "base/protocol.h"
#include "base/version.h"
#include "common/agentstream.h"
#include "common/agreedfailure.h"
#include "common/interrupt.h"
#include "common/rankgroup.h"
#include "common/storageio.h"
#include "common/usage.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <functional>
#include <iostream>
#include <stdexcept>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace fw::agent {

namespace {

namespace event = base::protocol::event;
namespace field = base::protocol::field;

constexpr std::string_view kUsage = R"(Usage: [mpirun -np N] fabric-agent storage --path DIR [options]

Measures storage throughput from every rank at once, as a training job's checkpoints and data loading load a
(shared) filesystem, and writes JSON Lines on stdout from rank 0 (docs/agent-protocol.md). Each rank uses its own
files in DIR, named fabric-agent-storage-<host>-<pid>-r<rank>-*, and removes them at the end, also after an error
or SIGTERM/SIGINT. Without MPI (or without a launcher) it runs as one rank.

Phases (each repeated --repeats times, all ranks starting together after a barrier):
  checkpoint_write  write --files files of --size bytes each, fsync, close (time: open to close)
  restore           read the checkpoint back and check its data pattern, bypassing the page cache
  dataset_load      sequentially read --files files of --size bytes, written once before the first repeat
  recovery          with --kill-rank R, after the phases above: a child process of rank R writes the next
                    checkpoint to new files and is killed with SIGKILL half-way, as a rank dying mid-checkpoint;
                    rank R discards the torn files, and every rank restores and checks the last complete
                    checkpoint. Recovery time: from the kill until every rank has restored, on rank R's clock.
                    Not included: failure detection and the relaunch of the job by a scheduler

Options (sizes take K, M, G suffixes, powers of 1024):
  --path DIR         directory to test (required); on a shared filesystem for contention between hosts
  --size SIZE        bytes per file and rank (default 64M)
  --block SIZE       bytes per read or write call (default 1M)
  --files N          files per rank and phase (default 1)
  --mode MODE        write (checkpoint_write), checkpoint (checkpoint_write + restore), read (dataset_load)
                     or all (default)
  --repeats N        repeats of each phase, for percentiles (default 3)
  --kill-rank R      also measure recovery after rank R is killed mid-checkpoint (modes write, checkpoint, all)
  -h, --help         Show this help
)";

enum class Phase
{
    CheckpointWrite,
    Restore,
    DatasetLoad,
    Recovery,
};

std::string_view phaseName(Phase phase)
{
    switch (phase) {
    case Phase::CheckpointWrite:
        return "checkpoint_write";
    case Phase::Restore:
        return "restore";
    case Phase::DatasetLoad:
        return "dataset_load";
    case Phase::Recovery:
        return "recovery";
    }
    return "";
}

struct Options
{
    std::filesystem::path path;
    std::uint64_t size = 64ULL << 20;
    std::uint64_t block = 1ULL << 20;
    std::uint64_t files = 1;
    std::string mode = "all";
    std::uint64_t repeats = 3;
    std::optional<int> killRank;

    std::vector<Phase> phases() const
    {
        if (mode == "write")
            return {Phase::CheckpointWrite};
        if (mode == "checkpoint")
            return {Phase::CheckpointWrite, Phase::Restore};
        if (mode == "read")
            return {Phase::DatasetLoad};
        return {Phase::CheckpointWrite, Phase::Restore, Phase::DatasetLoad};
    }
};

Options parseOptions(std::span<char* const> args)
{
    Options options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string arg = args[i];
        if (i + 1 == args.size())
            throw UsageError("storage: option '" + arg + "' needs a value, or is unknown");
        const std::string value = args[++i];
        const auto size = [&](std::uint64_t min) {
            const auto parsed = parseByteSize(value);
            if (!parsed || *parsed < min)
                throw UsageError("storage: " + arg + " needs a size of at least " + std::to_string(min) +
                                 " bytes such as 4M, not '" + value + "'");
            return *parsed;
        };
        const auto count = [&] {
            const auto parsed = parseCount(value);
            if (!parsed || *parsed < 1 || *parsed > 100000)
                throw UsageError("storage: " + arg + " needs a whole number from 1 to 100000, not '" + value + "'");
            return *parsed;
        };
        if (arg == "--path")
            options.path = value;
        else if (arg == "--size")
            options.size = size(1);
        else if (arg == "--block")
            options.block = size(8);
        else if (arg == "--files")
            options.files = count();
        else if (arg == "--repeats")
            options.repeats = count();
        else if (arg == "--kill-rank") {
            const auto rank = parseCount(value);
            if (!rank || *rank > 100000)
                throw UsageError("storage: --kill-rank needs a rank number, not '" + value + "'");
            options.killRank = static_cast<int>(*rank);
        } else if (arg == "--mode") {
            if (value != "read" && value != "write" && value != "checkpoint" && value != "all")
                throw UsageError("storage: --mode must be read, write, checkpoint or all, not '" + value + "'");
            options.mode = value;
        } else
            throw UsageError("storage: unknown option '" + arg + "'");
    }
    if (options.path.empty())
        throw UsageError("storage: --path DIR is required");
    if (options.block > (1ULL << 30))
        throw UsageError("storage: --block must be at most 1G");
    if (options.killRank && options.mode == "read")
        throw UsageError("storage: --kill-rank needs a mode that writes checkpoints (write, checkpoint or all)");
    return options;
}

std::optional<int> corruptRankFromEnvironment()
{
    const char* text = std::getenv("FW_AGENT_TEST_STORAGE_CORRUPT_RANK");
    if (!text || !*text)
        return std::nullopt;
    const auto rank = parseCount(text);
    if (!rank)
        throw UsageError(std::string("FW_AGENT_TEST_STORAGE_CORRUPT_RANK: '") + text + "' is not a rank number");
    return static_cast<int>(*rank);
}

// What one rank measured in one phase and repeat, as doubles so one gather carries it.
struct Local
{
    double seconds = 0;
    double wrongWords = 0;
    double bypass = 0; // CacheBypass; the worst over the rank's files
    double resident = 0;

    std::array<double, 4> packed() const { return {seconds, wrongWords, bypass, resident}; }
};

void writeStart(const EventStream& events, const Options& options, const std::vector<std::string>& hosts,
                std::span<char* const> argv, std::optional<int> corruptRank)
{
    JsonWriter out = events.begin(event::kStart);
    out.field(field::kTool, "fabric-agent")
        .field(field::kCommand, "storage")
        .field(field::kAgentVersion, base::version())
        .field("mpi", RankGroup::hasMpi());
    writeRanks(out, hosts);
    out.field(field::kPath, options.path.string())
        .field("size_bytes", options.size)
        .field("block_bytes", options.block)
        .field("files", options.files)
        .field(field::kMode, options.mode)
        .field(field::kRepeats, options.repeats);
    out.key("phases").beginArray();
    for (const Phase phase : options.phases())
        out.value(phaseName(phase));
    out.endArray();
    out.field("timer", "steady_clock, open to close per file, pattern generation and checks excluded")
        .field("percentile_method", "nearest_rank");
    if (options.killRank)
        out.field(field::kKillRank, *options.killRank)
            .field("recovery_time", "from the SIGKILL of rank " + std::to_string(*options.killRank) +
                                        "'s checkpoint writer until every rank has restored and checked the last "
                                        "complete checkpoint, on that rank's clock; failure detection and the "
                                        "relaunch of the job are not included");
    else
        out.key(field::kKillRank).null().field("recovery_time", "not measured: no --kill-rank");
    out.key("test_hooks");
    if (corruptRank)
        out.beginObject().field("corrupt_rank", *corruptRank).endObject();
    else
        out.null();
    writeStartTimeAndArgv(out, argv);
    events.write(out);
}

// rank-major Local values of every repeat of one phase, on rank 0.
using PhaseSamples = std::vector<std::vector<double>>;

std::uint64_t writeResult(const EventStream& events, Phase phase, const Options& options, const PhaseSamples& repeats,
                          const std::vector<std::string>& hosts, const std::function<void(JsonWriter&)>& extra = {})
{
    const std::size_t ranks = hosts.size();
    const double bytesPerRank = static_cast<double>(options.size * options.files);
    std::vector<double> aggregate;
    std::vector<double> slowest;
    std::vector<std::vector<double>> rankTimes(ranks);
    std::uint64_t wrong = 0;
    int worstBypass = 0;
    double worstResident = 0;
    for (const auto& values : repeats) {
        double maxSeconds = 0;
        for (std::size_t r = 0; r < ranks; ++r) {
            const double* local = values.data() + r * 4;
            maxSeconds = std::max(maxSeconds, local[0]);
            rankTimes[r].push_back(local[0]);
            wrong += static_cast<std::uint64_t>(local[1]);
            worstBypass = std::max(worstBypass, static_cast<int>(local[2]));
            worstResident = std::max(worstResident, local[3]);
        }
        slowest.push_back(maxSeconds * 1e6);
        aggregate.push_back(maxSeconds > 0 ? bytesPerRank * static_cast<double>(ranks) / maxSeconds / 1e9 : 0);
    }
    JsonWriter out = events.begin(event::kStorageResult);
    out.field(field::kPhase, phaseName(phase))
        .field(field::kRepeats, repeats.size())
        .field(field::kBytesPerRank, options.size * options.files)
        .field(field::kTotalBytes, options.size * options.files * ranks)
        .field(field::kFsync, phase == Phase::CheckpointWrite);
    if (phase != Phase::CheckpointWrite)
        out.field(field::kCacheBypass, cacheBypassName(static_cast<CacheBypass>(worstBypass)))
            .field(field::kMaxResidentFraction, static_cast<float>(worstResident));
    else
        out.key(field::kCacheBypass).null();
    writeSummary(out, "aggregate_gbs", aggregate);
    writeSummary(out, "slowest_rank_time_us", slowest);
    out.key(field::kRankStats).beginArray();
    for (std::size_t r = 0; r < ranks; ++r) {
        std::vector<double> gbs;
        std::vector<double> micros;
        for (const double seconds : rankTimes[r]) {
            gbs.push_back(seconds > 0 ? bytesPerRank / seconds / 1e9 : 0);
            micros.push_back(seconds * 1e6);
        }
        out.beginObject().field(field::kRank, static_cast<int>(r)).field(field::kHost, hosts[r]);
        writeSummary(out, "gbs", gbs);
        writeSummary(out, "time_us", micros);
        out.endObject();
    }
    out.endArray();
    out.key(field::kRepeatSamples).beginArray();
    for (std::size_t k = 0; k < repeats.size(); ++k) {
        out.beginObject().field(field::kRepeat, k + 1).field(field::kAggregateGBs, static_cast<float>(aggregate[k]));
        out.key(field::kRankTimeUs).beginArray();
        for (std::size_t r = 0; r < ranks; ++r)
            out.value(static_cast<float>(rankTimes[r][k] * 1e6));
        out.endArray().endObject();
    }
    out.endArray();
    out.field(field::kWrongWords, wrong);
    if (extra)
        extra(out);
    events.write(out);
    if (worstBypass == static_cast<int>(CacheBypass::Cached))
        events.warning(std::string(phaseName(phase)) + ": the page cache could not be bypassed in " +
                       options.path.string() + ": O_DIRECT is " +
                       (options.block % 4096 == 0 && options.size % 4096 == 0 ? "refused by the filesystem"
                                                                              : "unusable (sizes not 4K multiples)") +
                       " and up to " + std::to_string(static_cast<int>(worstResident * 100 + 0.5)) +
                       "% of a file stayed cached after POSIX_FADV_DONTNEED, so reads partly measure memory");
    return wrong;
}

// Rank R's side of a recovery repeat: a child process writes the next checkpoint generation to new files and is
// killed with SIGKILL once half of it is on disk, as the rank dying mid-checkpoint; then the torn files are removed,
// as a restarted job discards an incomplete checkpoint. The child says "half written" through a pipe and waits to be
// killed, so the kill lands at the same point however busy the machine is. Returns the bytes the torn files held at
// the kill; `killedAt` is when the kill was sent.
double killCheckpointWriter(const Options& options, const std::function<std::filesystem::path(std::uint64_t)>& file,
                            const std::function<std::uint64_t(std::uint64_t)>& seed, OwnedFiles& owned,
                            std::chrono::steady_clock::time_point& killedAt)
{
    int halfWritten[2];
    if (::pipe2(halfWritten, O_CLOEXEC) != 0)
        throw std::runtime_error("recovery: cannot create the pipe to the checkpoint writer");
    const pid_t child = ::fork();
    if (child < 0) {
        ::close(halfWritten[0]);
        ::close(halfWritten[1]);
        throw std::runtime_error("recovery: cannot start the checkpoint writer to kill: fork failed");
    }
    if (child == 0) {
        // Only file I/O here, and _exit: no destructor runs, so the parent's files stay its own.
        ::close(halfWritten[0]);
        try {
            std::uint64_t left = options.size * options.files / 2;
            for (std::uint64_t k = 0; k < options.files && left > 0; ++k) {
                const std::uint64_t bytes = std::min(options.size, left);
                writeFileSynced(file(k), bytes, options.block, seed(k), owned);
                left -= bytes;
            }
        } catch (const std::exception&) {
            ::_exit(1);
        }
        const char half = 'h';
        if (::write(halfWritten[1], &half, 1) != 1)
            ::_exit(1);
        for (;;)
            ::pause();
    }
    ::close(halfWritten[1]);
    for (std::uint64_t k = 0; k < options.files; ++k)
        owned.add(file(k));
    char half = 0;
    ssize_t got = 0;
    while ((got = ::read(halfWritten[0], &half, 1)) < 0 && errno == EINTR && interruptSignal() == 0) {
    }
    ::close(halfWritten[0]);
    killedAt = std::chrono::steady_clock::now();
    ::kill(child, SIGKILL);
    int status = 0;
    while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    if (const int signal = interruptSignal())
        throw Interrupted(signal);
    if (got != 1)
        throw std::runtime_error("recovery: the checkpoint writer failed before it could be killed");
    std::uint64_t torn = 0;
    for (std::uint64_t k = 0; k < options.files; ++k) {
        std::error_code ec;
        const auto size = std::filesystem::file_size(file(k), ec);
        torn += ec ? 0 : size;
        std::filesystem::remove(file(k), ec);
        if (ec)
            throw StorageError("recovery: cannot remove the torn checkpoint file " + file(k).string() + ": " +
                                   ec.message(),
                               file(k), ec.value());
    }
    return static_cast<double>(torn);
}

int runStorageOnRanks(const RankGroup& group, std::span<char* const> argv, std::span<char* const> args)
{
    const int rank = group.rank();
    const EventStream events(rank == 0);
    Options options;
    std::optional<int> corruptRank;
    try {
        options = parseOptions(args);
        corruptRank = corruptRankFromEnvironment();
    } catch (const UsageError& error) {
        if (rank == 0)
            printUsageError("storage", error.what());
        events.error(error.what());
        events.end(false, error.what());
        return 2;
    }
    const std::string host = hostName();
    const std::vector<std::string> hosts = group.gatherText(host);
    Failures failures(group, events, hosts);

    std::error_code ec;
    std::string setupError;
    if (!std::filesystem::is_directory(options.path, ec))
        setupError = "--path '" + options.path.string() + "' is not a directory";
    else if (options.killRank && *options.killRank >= group.size())
        setupError = "--kill-rank " + std::to_string(*options.killRank) + " is not a rank of this run (0 to " +
                     std::to_string(group.size() - 1) + ")";
    if (!failures.agree(setupError, ec ? options.path.string() : std::string(),
                        ec ? errnoName(ec.value()) : std::string())) {
        events.end(false, "set-up failed; see the error events");
        return 1;
    }
    writeStart(events, options, hosts, argv, corruptRank);
    if (corruptRank)
        events.warning("test hooks are active (FW_AGENT_TEST_*): these figures are not a real measurement");

    const std::string stem =
        "fabric-agent-storage-" + host + "-" + std::to_string(::getpid()) + "-r" + std::to_string(rank) + "-";
    const auto fileName = [&](std::string_view kind, std::uint64_t k) {
        return options.path / (stem + std::string(kind) + std::to_string(k));
    };
    const std::vector<Phase> phases = options.phases();
    const bool dataset = std::find(phases.begin(), phases.end(), Phase::DatasetLoad) != phases.end();
    // Dataset files carry generation 0 and file numbers after the checkpoints', so neither can pass for the other.
    const auto datasetSeed = [&](std::uint64_t k) { return patternSeed(rank, options.files + k, 0); };

    OwnedFiles owned;
    std::uint64_t localWrong = 0;
    std::vector<PhaseSamples> samples(phases.size());
    const auto finish = [&](bool ok, std::uint64_t wrong, const std::string& message) {
        const std::vector<std::string> problems = owned.removeAll();
        std::string joined;
        for (const auto& problem : problems)
            joined += (joined.empty() ? "" : "; ") + problem;
        const std::vector<std::string> all = group.gatherText(joined);
        for (std::size_t r = 0; r < all.size(); ++r)
            if (!all[r].empty())
                events.warning("rank " + std::to_string(r) + ": could not remove its files: " + all[r],
                               static_cast<int>(r));
        events.end(ok, message, wrong);
        return ok ? 0 : 1;
    };

    // Progress counts every phase run, from 1, as bench's counts sizes.
    const std::uint64_t progressTotal =
        (dataset ? 1 : 0) + options.repeats * (phases.size() + (options.killRank ? 1 : 0));
    std::uint64_t progressIndex = 0;
    const auto progress = [&](std::string_view phase, std::uint64_t repeat) {
        JsonWriter out = events.begin(event::kProgress);
        out.field(field::kIndex, ++progressIndex)
            .field(field::kTotal, progressTotal)
            .field(field::kPhase, phase)
            .field(field::kRepeat, repeat);
        events.write(out);
    };
    if (dataset) {
        progress("dataset_prepare", 0);
        if (!runAgreed(failures, [&] {
                for (std::uint64_t k = 0; k < options.files; ++k)
                    writeFileSynced(fileName("data", k), options.size, options.block, datasetSeed(k), owned);
            }))
            return finish(false, 0, "preparing the dataset files failed; see the error events");
    }

    for (std::uint64_t repeat = 0; repeat < options.repeats; ++repeat) {
        for (std::size_t p = 0; p < phases.size(); ++p) {
            const Phase phase = phases[p];
            progress(phaseName(phase), repeat + 1);
            Local local;
            group.barrier();
            const bool ok = runAgreed(failures, [&] {
                if (phase == Phase::Restore && corruptRank == rank)
                    corruptByte(fileName("ckpt", 0), options.size / 2);
                for (std::uint64_t k = 0; k < options.files; ++k) {
                    if (phase == Phase::CheckpointWrite) {
                        local.seconds += writeFileSynced(fileName("ckpt", k), options.size, options.block,
                                                         patternSeed(rank, k, repeat + 1), owned);
                        continue;
                    }
                    const ReadStats read =
                        phase == Phase::Restore
                            ? readFileVerified(fileName("ckpt", k), options.size, options.block,
                                               patternSeed(rank, k, repeat + 1))
                            : readFileVerified(fileName("data", k), options.size, options.block, datasetSeed(k));
                    local.seconds += read.seconds;
                    local.wrongWords += static_cast<double>(read.wrongWords);
                    localWrong += read.wrongWords;
                    local.bypass = std::max(local.bypass, static_cast<double>(read.bypass));
                    local.resident = std::max(local.resident, read.residentFraction);
                }
            });
            if (!ok)
                return finish(false, 0, std::string(phaseName(phase)) + " failed; see the error events");
            const auto packed = local.packed();
            samples[p].push_back(group.gather(packed));
        }
    }

    // Recovery after a killed rank: every repeat kills the victim's writer of the next checkpoint, and all ranks
    // restore the last complete one, written by the last checkpoint_write.
    PhaseSamples recoverySamples;
    std::vector<double> recoveryUs;
    std::vector<double> tornBytes;
    for (std::uint64_t repeat = 0; options.killRank && repeat < options.repeats; ++repeat) {
        progress(phaseName(Phase::Recovery), repeat + 1);
        const bool victim = rank == *options.killRank;
        std::chrono::steady_clock::time_point killedAt;
        double torn = 0;
        group.barrier();
        if (!runAgreed(failures, [&] {
                if (victim)
                    torn = killCheckpointWriter(
                        options, [&](std::uint64_t k) { return fileName("next", k); },
                        [&](std::uint64_t k) { return patternSeed(rank, k, options.repeats + 1); }, owned, killedAt);
            }))
            return finish(false, 0, "recovery: killing the checkpoint writer failed; see the error events");
        Local local;
        if (!runAgreed(failures, [&] {
                for (std::uint64_t k = 0; k < options.files; ++k) {
                    const ReadStats read = readFileVerified(fileName("ckpt", k), options.size, options.block,
                                                            patternSeed(rank, k, options.repeats));
                    local.seconds += read.seconds;
                    local.wrongWords += static_cast<double>(read.wrongWords);
                    localWrong += read.wrongWords;
                    local.bypass = std::max(local.bypass, static_cast<double>(read.bypass));
                    local.resident = std::max(local.resident, read.residentFraction);
                }
            }))
            return finish(false, 0, "recovery: restoring the last checkpoint failed; see the error events");
        // runAgreed is collective: every rank has restored by now.
        const double micros =
            victim ? std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - killedAt).count() : 0;
        const auto packed = local.packed();
        recoverySamples.push_back(group.gather(packed));
        const std::array<double, 2> figures = {micros, torn};
        const std::vector<double> all = group.gather(figures);
        if (rank == 0) {
            recoveryUs.push_back(all[static_cast<std::size_t>(*options.killRank) * 2]);
            tornBytes.push_back(all[static_cast<std::size_t>(*options.killRank) * 2 + 1]);
        }
    }

    std::uint64_t wrong = 0;
    if (rank == 0) {
        for (std::size_t p = 0; p < phases.size(); ++p)
            wrong += writeResult(events, phases[p], options, samples[p], hosts);
        if (options.killRank)
            wrong += writeResult(events, Phase::Recovery, options, recoverySamples, hosts, [&](JsonWriter& out) {
                out.field(field::kKillRank, *options.killRank);
                writeSummary(out, "recovery_us", recoveryUs);
                out.key(field::kTornBytes).beginArray();
                for (const double bytes : tornBytes)
                    out.value(static_cast<std::uint64_t>(bytes));
                out.endArray();
            });
    }
    // Every rank ends with the same status, so mpirun reports it.
    const bool bad = group.any(localWrong > 0);
    return finish(!bad, wrong,
                  !bad ? std::string() : "data check failed: " + std::to_string(wrong) + " words read back wrong");
}

} // namespace

int runStorage(std::span<char* const> argv, std::span<char* const> args)
{
    if (showHelpIfAsked(args, kUsage))
        return 0;
    installInterruptHandlers();
    const RankGroup group;
    return runStorageOnRanks(group, argv, args);
}

} // namespace fw::agent
