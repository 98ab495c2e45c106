// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <span>
#include <vector>

namespace fw::core {

// The rule (docs/analysis.md, "Straggler verdict"). A size counts when every rank has a p50 there from at least
// kStragglerMinIterations iterations; its rows (in place, out of place, cycles) are one size, each rank's figure the
// median of its p50 over them. A rank is slow at a size when its p50 is a slow outlier of base::robustOutliers over
// all ranks. A straggler is slow at kStragglerMajority of the counted sizes, and there must be at least
// kStragglerMinSizes of them. The p99 does not count: with a tail of about 1% of the samples, a rank's p99 falls on
// either side of it by chance, so a quarter of the ranks can be "slow" at any one size (docs/analysis.md).
inline constexpr int kStragglerMinIterations = 10;
inline constexpr int kStragglerMinSizes = 3;
inline constexpr double kStragglerMajority = 2.0 / 3.0;

// Why a rank or host is named: where it was slow and by how much.
struct StragglerEvidence
{
    QList<qint64> slowSizes;     // bytes, ascending
    int sizes = 0;               // the sizes counted
    double excessPct = kUnknown; // median over slowSizes of its p50 over the median p50 of all ranks, in percent
    double zScore = kUnknown;    // median over slowSizes of the robust z of its p50 (a host: of its ranks')

    bool operator==(const StragglerEvidence&) const = default;
};

// A slow rank, and what it runs on as far as the facts of its host tell.
struct StragglerRank
{
    int rank = 0;
    QString host;
    int localRank = 0;             // its place among the ranks of its host, by rank number
    int gpuIndex = -1;             // the rank's placement (device), else localRank; -1 when neither
    bool gpuFromPlacement = false; // the run stated the GPU; otherwise local rank order is assumed
    bool hostHasFacts = false;     // facts of the host were found
    QString gpuPciAddress;         // from the facts; empty when they do not list the GPU
    QString nic;                   // the nearest RDMA device (facts' gpu_nic); empty when not known
    int nicPort = -1;              // its port; -1 when not known
    QString relation;              // pcie_switch, root_complex, numa, system (gpu_nic's relation)
    StragglerEvidence evidence;
};

// A host whose ranks are slow as a whole at a clear majority of the sizes: at each, more than half of its ranks are
// slow outliers, or even its fastest rank is a slow outlier among the fastest ranks of the hosts. In a send_recv ring
// of three hosts or more, a host is named instead by its links when, at a clear majority of the sizes, every rank
// that receives over a link into it and every rank that receives over a link out of it is a slow outlier: a
// synchronised collective waits for a slow link on every rank, a ring shift only on the ranks that receive over it.
struct StragglerHost
{
    QString host;
    int ranks = 0;
    int slowRanks = 0;
    StragglerEvidence evidence; // of the host's median rank against the median of all ranks (by ring links: of
                                // the ranks that receive over its links)
    bool byRingLinks = false;   // named by its links in a send_recv ring, not by its own ranks
};

struct StragglerVerdict
{
    Q_DECLARE_TR_FUNCTIONS(StragglerVerdict)

public:
    enum class Level
    {
        None, // no straggler, or not enough data (sizes < kStragglerMinSizes)
        Rank,
        Host
    };

    Level level = Level::None;
    int sizes = 0;                  // the sizes the rule counted
    int ranks = 0;                  // ranks with figures
    QList<StragglerHost> hosts;     // Level::Host: the slow hosts, the slowest first
    QList<StragglerRank> slowRanks; // every straggler rank, the slowest first
    QString sentence;               // the verdict in one translated sentence

    bool enoughData() const { return sizes >= kStragglerMinSizes; }
};

// "none", "rank", "host" (the command line's JSON).
QString storageKey(StragglerVerdict::Level level);

// Each rank's p50 (p99: its p99) at one row: from the per-rank quantiles of agent protocol 2 (rank-major, five per
// rank) when they are there, else from the bucket bytes of node detail (each value the middle of its bucket, within
// 9.05 %), else from every rank's raw samples (protocol 1, rank-major); empty when the row has none of them for
// rankCount ranks. The heatmap and the verdict read ranks through this.
struct RankValues
{
    std::vector<double> values;
    bool bucketed = false; // known only as a sketch-grid bucket (base::sketchBucketMiddleUs)
};
RankValues rankValues(const SizeResult& row, int rankCount, bool p99);
// base::robustOutliers of the ranks' values. Of bucketed values only those two buckets or more from the median's
// count: their true values are at least one bucket's width (19 %) apart, where neighbouring buckets may hold values
// 1 % apart, and a grid's step is no outlier.
std::vector<std::size_t> rankOutliers(std::span<const double> values, bool bucketed);

// The verdict of one run from its rows' per-rank figures. factsByHost: `fabric-agent facts` by host name, for the
// GPU and NIC of a slow rank (docs/agent-protocol.md, "PCIe topology").
StragglerVerdict stragglerVerdict(const BenchmarkRun& run, const QHash<QString, QJsonObject>& factsByHost);

} // namespace fw::core
