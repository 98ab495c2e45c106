// SPDX-License-Identifier: Apache-2.0
#include "bench/nodedetail.h"

#include "base/stats.h"

#include <algorithm>
#include <map>

namespace fw::agent {

namespace {

// What every rank sends rank 0 in node detail: 12 B with padding, so one MPI_Gather of bytes brings all.
struct RankBrief
{
    float p50 = 0;
    float p99 = 0;
    std::uint8_t p50Bucket = 0;
    std::uint8_t p99Bucket = 0;
    std::uint8_t padding[2] = {};
};
static_assert(sizeof(RankBrief) == 12);

std::vector<double> sortedDoubles(std::span<const float> values)
{
    std::vector<double> sorted(values.begin(), values.end());
    std::sort(sorted.begin(), sorted.end());
    return sorted;
}

RankBrief briefOf(std::span<const float> own)
{
    const std::vector<double> sorted = sortedDoubles(own);
    RankBrief brief;
    // As base::rankQuantiles: nearest rank, float32, so a reader gets the same from the raw samples.
    brief.p50 = static_cast<float>(base::percentileNearestRank(sorted, 50));
    brief.p99 = static_cast<float>(base::percentileNearestRank(sorted, 99));
    brief.p50Bucket = base::bucketByte(brief.p50);
    brief.p99Bucket = base::bucketByte(brief.p99);
    return brief;
}

// The node's exact quantiles on its first rank (all zeros elsewhere): all of its ranks' samples, gathered there.
base::NodeQuantiles nodeQuantilesOnLeader(MPI_Comm node, std::span<const float> own)
{
    int nodeRank = 0;
    int nodeRanks = 1;
    MPI_Comm_rank(node, &nodeRank);
    MPI_Comm_size(node, &nodeRanks);
    const int samples = static_cast<int>(own.size());
    std::vector<float> all(nodeRank == 0 ? own.size() * static_cast<std::size_t>(nodeRanks) : 0);
    MPI_Gather(own.data(), samples, MPI_FLOAT, all.data(), samples, MPI_FLOAT, 0, node);
    if (nodeRank != 0)
        return {};
    return base::nodeQuantiles(sortedDoubles(all));
}

} // namespace

std::vector<int> nodeColours(const std::vector<std::string>& hosts)
{
    std::map<std::string, int> index;
    std::vector<int> colours;
    colours.reserve(hosts.size());
    for (const std::string& host : hosts)
        colours.push_back(index.emplace(host, static_cast<int>(index.size())).first->second);
    return colours;
}

NodeGroups::NodeGroups(const std::vector<std::string>& hosts, int rank)
{
    std::vector<int> colours;
    if (rank == 0) {
        colours = nodeColours(hosts);
        m_nodes = colours.empty() ? 0 : static_cast<std::size_t>(*std::max_element(colours.begin(), colours.end())) + 1;
    }
    int colour = 0;
    MPI_Scatter(colours.data(), 1, MPI_INT, &colour, 1, MPI_INT, 0, MPI_COMM_WORLD);
    MPI_Comm_split(MPI_COMM_WORLD, colour, rank, &m_node);
    int nodeRank = 0;
    MPI_Comm_rank(m_node, &nodeRank);
    MPI_Comm_split(MPI_COMM_WORLD, nodeRank == 0 ? 0 : MPI_UNDEFINED, rank, &m_leaders);
}

NodeGroups::~NodeGroups()
{
    if (m_leaders != MPI_COMM_NULL)
        MPI_Comm_free(&m_leaders);
    if (m_node != MPI_COMM_NULL)
        MPI_Comm_free(&m_node);
}

NodeDetail gatherNodeDetail(const NodeGroups& groups, std::span<const float> own, int rank, int ranks)
{
    NodeDetail result;
    const base::NodeQuantiles node = nodeQuantilesOnLeader(groups.node(), own);
    if (groups.leaders() != MPI_COMM_NULL) {
        // Rank 0 leads node 0 and is rank 0 of the leaders' communicator, which is in world rank (so node) order.
        result.nodeQuantiles.resize(groups.nodes() * base::kNodeQuantileCount);
        MPI_Gather(node.data(), static_cast<int>(node.size()), MPI_FLOAT, result.nodeQuantiles.data(),
                   static_cast<int>(node.size()), MPI_FLOAT, 0, groups.leaders());
    }

    const RankBrief brief = briefOf(own);
    std::vector<RankBrief> briefs(rank == 0 ? static_cast<std::size_t>(ranks) : 0);
    MPI_Gather(&brief, sizeof(RankBrief), MPI_BYTE, briefs.data(), sizeof(RankBrief), MPI_BYTE, 0, MPI_COMM_WORLD);
    result.p50s.reserve(briefs.size());
    result.p99s.reserve(briefs.size());
    result.p50Buckets.reserve(briefs.size());
    result.p99Buckets.reserve(briefs.size());
    for (const RankBrief& b : briefs) {
        result.p50s.push_back(b.p50);
        result.p99s.push_back(b.p99);
        result.p50Buckets.push_back(b.p50Bucket);
        result.p99Buckets.push_back(b.p99Bucket);
    }
    return result;
}

} // namespace fw::agent
