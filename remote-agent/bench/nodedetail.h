// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "base/ranksummary.h"

#include <cstddef>
#include <cstdint>
#include <mpi.h>
#include <span>
#include <string>
#include <vector>

// Node detail (docs/agent-protocol.md, "Node detail"): above some thousands of ranks a row carries each node's exact
// p50, p99 and maximum and each rank's p50 and p99 as one sketch-grid byte, instead of every rank's own quantiles and
// sketch. Rank 0 keeps 12 B a rank and 12 B a node per row.
namespace fw::agent {

// The node and leaders' communicators, made once per run (collective over MPI_COMM_WORLD) and freed with this
// object. A node is the ranks of one host name; nodes are numbered in the order of their first rank, the order of
// `rank_hosts`. `hosts` is filled on rank 0 only (gatherHosts).
class NodeGroups
{
public:
    NodeGroups(const std::vector<std::string>& hosts, int rank);
    ~NodeGroups();
    NodeGroups(const NodeGroups&) = delete;
    NodeGroups& operator=(const NodeGroups&) = delete;

    MPI_Comm node() const { return m_node; }
    // Every node's first rank, in world rank order (so node order); MPI_COMM_NULL on the other ranks.
    MPI_Comm leaders() const { return m_leaders; }
    std::size_t nodes() const { return m_nodes; } // rank 0 only; 0 elsewhere

private:
    MPI_Comm m_node = MPI_COMM_NULL;
    MPI_Comm m_leaders = MPI_COMM_NULL;
    std::size_t m_nodes = 0;
};

// The node number of each rank: the index of its host name among the distinct names in first-rank order.
std::vector<int> nodeColours(const std::vector<std::string>& hosts);

// Rank 0's node detail of one row.
struct NodeDetail
{
    std::vector<float> nodeQuantiles;     // node-major, base::kNodeQuantileCount per node
    std::vector<float> p50s;              // each rank's exact p50
    std::vector<float> p99s;              // each rank's exact p99
    std::vector<std::uint8_t> p50Buckets; // base::bucketByte of each rank's p50
    std::vector<std::uint8_t> p99Buckets; // and of its p99
};

// Collective over the world: every rank passes its own samples of one row. Each node's first rank gathers its
// node's samples and computes the node's quantiles; the leaders send them to rank 0, and every rank sends rank 0 its
// exact p50 and p99 and their bucket bytes. Filled on rank 0 only.
NodeDetail gatherNodeDetail(const NodeGroups& groups, std::span<const float> own, int rank, int ranks);

} // namespace fw::agent
