// SPDX-License-Identifier: Apache-2.0
#include "bench/benchoptions.h"

#include "base/ranksummary.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <limits>
#include <string_view>

namespace fw::agent {

namespace {

template <typename T> std::optional<T> parseNumber(std::string_view text)
{
    T number{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
    if (error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return number;
}

std::string collectiveList()
{
    std::string list;
    for (const base::Collective collective : base::allCollectives())
        list += (list.empty() ? "" : ", ") + std::string(base::collectiveName(collective));
    return list;
}

} // namespace

std::vector<std::size_t> BenchOptions::sizes() const
{
    std::vector<std::size_t> result;
    for (std::size_t size = minBytes; size <= maxBytes;) {
        result.push_back(size);
        const std::size_t step = stepFactor > 1 ? size * (stepFactor - 1) : stepBytes;
        if (step == 0 || size > std::numeric_limits<std::size_t>::max() - step)
            break;
        size += step;
    }
    return result;
}

std::string_view backendName(BenchOptions::Backend backend)
{
    return backend == BenchOptions::Backend::Nccl ? "nccl" : "mpi";
}

bool sendsNodeDetail(BenchOptions::RankDetail detail, int ranks)
{
    if (detail == BenchOptions::RankDetail::Auto)
        return ranks > base::kNodeDetailAboveRanks;
    return detail == BenchOptions::RankDetail::Node;
}

std::optional<std::size_t> parseSize(std::string_view text)
{
    std::size_t shift = 0;
    if (!text.empty()) {
        switch (text.back()) {
        case 'K':
        case 'k':
            shift = 10;
            break;
        case 'M':
        case 'm':
            shift = 20;
            break;
        case 'G':
        case 'g':
            shift = 30;
            break;
        default:
            break;
        }
    }
    if (shift > 0)
        text.remove_suffix(1);
    const auto number = parseNumber<std::size_t>(text);
    if (!number || *number > (std::numeric_limits<std::size_t>::max() >> shift))
        return std::nullopt;
    return *number << shift;
}

BenchOptionsOrError parseBenchOptions(std::span<char* const> args)
{
    BenchOptions options;
    bool maxSecondsGiven = false;
    bool maxItersGiven = false;
    static constexpr std::string_view kOptions[] = {"-b",
                                                    "--minbytes",
                                                    "-e",
                                                    "--maxbytes",
                                                    "-i",
                                                    "--stepbytes",
                                                    "-f",
                                                    "--stepfactor",
                                                    "-n",
                                                    "--iters",
                                                    "-w",
                                                    "--warmup_iters",
                                                    "-c",
                                                    "--check",
                                                    "-r",
                                                    "--root",
                                                    "--backend",
                                                    "--collective",
                                                    "--adaptive-ci",
                                                    "--exclude-hca",
                                                    "--max-seconds",
                                                    "--raw-ranks",
                                                    "--rank-detail",
                                                    "--max-iters"};
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view option = args[i];
        if (option == "--facts") {
            options.facts = true;
            continue;
        }
        if (option == "--huge-pages") {
            options.hugePages = true;
            continue;
        }
        if (std::find(std::begin(kOptions), std::end(kOptions), option) == std::end(kOptions))
            return "unknown option '" + std::string(option) + "'";
        if (i + 1 == args.size())
            return "option '" + std::string(option) + "' needs a value";
        const std::string_view text = args[++i];
        const auto invalid = [&](std::string_view what) {
            return "option " + std::string(option) + ": '" + std::string(text) + "' is not " + std::string(what);
        };
        const auto sizeOption = [&](std::size_t& target) -> std::optional<std::string> {
            const auto size = parseSize(text);
            if (!size)
                return invalid("a size (bytes with an optional K, M or G suffix, powers of 1024)");
            target = *size;
            return std::nullopt;
        };
        const auto countOption = [&](std::size_t& target, std::size_t minimum) -> std::optional<std::string> {
            const auto number = parseNumber<std::size_t>(text);
            if (!number || *number < minimum)
                return invalid(minimum == 0 ? "a whole number"
                                            : "a whole number of at least " + std::to_string(minimum));
            target = *number;
            return std::nullopt;
        };

        std::optional<std::string> error;
        if (option == "-b" || option == "--minbytes") {
            error = sizeOption(options.minBytes);
        } else if (option == "-e" || option == "--maxbytes") {
            error = sizeOption(options.maxBytes);
        } else if (option == "-i" || option == "--stepbytes") {
            error = sizeOption(options.stepBytes);
            if (!error && options.stepBytes == 0)
                error = invalid("a positive size");
        } else if (option == "-f" || option == "--stepfactor") {
            error = countOption(options.stepFactor, 1);
        } else if (option == "-n" || option == "--iters") {
            error = countOption(options.iters, 1);
        } else if (option == "-w" || option == "--warmup_iters") {
            error = countOption(options.warmup, 0);
        } else if (option == "-c" || option == "--check") {
            error = countOption(options.checkIters, 0);
        } else if (option == "-r" || option == "--root") {
            const auto root = parseNumber<int>(text);
            if (!root || *root < 0)
                error = invalid("a rank number");
            else
                options.root = *root;
        } else if (option == "--backend") {
            if (text == "mpi")
                options.backend = BenchOptions::Backend::Mpi;
            else if (text == "nccl")
                options.backend = BenchOptions::Backend::Nccl;
            else
                error = invalid("a backend (mpi or nccl)");
        } else if (option == "--collective") {
            if (const auto collective = base::collectiveFromName(text))
                options.collective = *collective;
            else
                error = invalid("a collective (" + collectiveList() + ")");
        } else if (option == "--exclude-hca") {
            if (!std::all_of(text.begin(), text.end(),
                             [](char c) {
                                 return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.';
                             }) ||
                text.empty() || text.size() > 64)
                error = invalid("an RDMA device name such as mlx5_1");
            else
                options.excludeHca = text;
        } else if (option == "--adaptive-ci") {
            const auto width = parseNumber<double>(text);
            if (!width || !(*width > 0 && *width < 1))
                error = invalid("a relative width between 0 and 1, e.g. 0.05 for 5%");
            else
                options.adaptiveCi = *width;
        } else if (option == "--raw-ranks") {
            error = countOption(options.rawRanks, 0);
        } else if (option == "--rank-detail") {
            if (text == "auto")
                options.rankDetail = BenchOptions::RankDetail::Auto;
            else if (text == "rank")
                options.rankDetail = BenchOptions::RankDetail::Rank;
            else if (text == "node")
                options.rankDetail = BenchOptions::RankDetail::Node;
            else
                error = invalid("a rank detail (auto, rank or node)");
        } else if (option == "--max-seconds") {
            const auto seconds = parseNumber<double>(text);
            if (!seconds || !(*seconds > 0))
                error = invalid("a positive number of seconds");
            else
                options.maxSeconds = *seconds;
            maxSecondsGiven = true;
        } else { // --max-iters, the last entry of kOptions
            error = countOption(options.maxIters, 1);
            maxItersGiven = true;
        }
        if (error)
            return *error;
    }

    if (options.minBytes == 0)
        return std::string("option -b: the smallest size must be at least 1 byte");
    if (options.maxBytes < options.minBytes)
        return "option -e: the largest size (" + std::to_string(options.maxBytes) + ") is below the smallest (" +
               std::to_string(options.minBytes) + ")";
    if (!options.excludeHca.empty() && options.backend != BenchOptions::Backend::Nccl)
        return std::string("option --exclude-hca needs --backend nccl: it sets NCCL_IB_HCA, which only NCCL reads");
    if ((maxSecondsGiven || maxItersGiven) && !options.adaptiveCi)
        return std::string("options --max-seconds and --max-iters need --adaptive-ci");
    if (options.adaptiveCi && options.maxIters < options.iters)
        return "option --max-iters: " + std::to_string(options.maxIters) + " is below -n " +
               std::to_string(options.iters);
    return options;
}

} // namespace fw::agent
