// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "base/collective.h"

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

namespace fw::agent {

// What `fabric-agent bench` was asked to do. Sweep and iteration options keep the names, meanings and defaults of
// nccl-tests, so a user can repeat the same command with both tools.
struct BenchOptions
{
    enum class Backend
    {
        Mpi,
        Nccl,
    };

    // --rank-detail: every rank's quantiles and sketch in each row, or node figures and two bytes a rank
    // (docs/agent-protocol.md, "Node detail"); Auto is Node above base::kNodeDetailAboveRanks ranks.
    enum class RankDetail
    {
        Auto,
        Rank,
        Node,
    };

    Backend backend = Backend::Mpi;
    base::Collective collective = base::Collective::AllReduce;
    std::size_t minBytes = 32u << 20; // -b
    std::size_t maxBytes = 32u << 20; // -e
    std::size_t stepFactor = 1;       // -f; 1 means "step by stepBytes"
    std::size_t stepBytes = 1u << 20; // -i
    std::size_t iters = 20;           // -n; in adaptive mode the first batch
    std::size_t warmup = 1;           // -w
    std::size_t checkIters = 1;       // -c
    int root = 0;                     // -r, broadcast only
    std::optional<double> adaptiveCi; // target relative width of p99's confidence interval
    double maxSeconds = 60;           // adaptive: time cap per size and variant
    std::size_t maxIters = 100000;    // adaptive: sample cap per size and variant, which bounds memory and output
    // Raw per-iteration samples go out for this many slowest ranks (by p99) besides the flagged outliers; every
    // rank's quantiles and sketch (or in node detail its two bucket bytes) go out whatever this is
    // (docs/agent-protocol.md).
    std::size_t rawRanks = 4; // --raw-ranks
    RankDetail rankDetail = RankDetail::Auto;
    // nccl: the HCA NCCL may not use (NCCL_IB_HCA=^=DEV), a multi-rail job that lost one rail; empty: none
    std::string excludeHca;
    // --facts: the first rank of each host describes its host (the `facts` event) before the start event, so a
    // dispatch needs no second launch for the facts
    bool facts = false;
    // --huge-pages: the mpi backend's host buffers on huge pages (reserved ones, else transparent), for a host whose
    // MPI registers memory page by page; the start event says which pages were had
    bool hugePages = false;

    // Requested sizes in order: multiplied by stepFactor when it is above 1, else increased by stepBytes.
    std::vector<std::size_t> sizes() const;
};

std::string_view backendName(BenchOptions::Backend backend);

// Whether a run of `ranks` ranks sends node detail: --rank-detail node, or auto above base::kNodeDetailAboveRanks.
bool sendsNodeDetail(BenchOptions::RankDetail detail, int ranks);

// Either the options, or a message naming the offending option and value.
using BenchOptionsOrError = std::variant<BenchOptions, std::string>;

// `args` excludes the subcommand and --help, which the caller handles.
BenchOptionsOrError parseBenchOptions(std::span<char* const> args);

// "8", "64K", "16M", "1G": K, M and G are powers of 1024 as in nccl-tests. nullopt when not a size.
std::optional<std::size_t> parseSize(std::string_view text);

} // namespace fw::agent
