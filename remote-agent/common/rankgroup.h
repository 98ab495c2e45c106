// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <span>
#include <string>
#include <vector>

namespace fw::agent {

// The ranks of a storage or replay run: MPI_COMM_WORLD when the agent is built with MPI (MPI is initialised here and
// finalised in the destructor), one rank otherwise. Every call is collective: all ranks make it in the same order.
class RankGroup
{
public:
    RankGroup();
    ~RankGroup();
    RankGroup(const RankGroup&) = delete;
    RankGroup& operator=(const RankGroup&) = delete;

    int rank() const { return m_rank; }
    int size() const { return m_size; }
    // False in a build without MPI: then there is one rank and all-reduce is a copy.
    static bool hasMpi();

    void barrier() const;
    // Every rank's values, rank-major, on rank 0; empty on the others. All ranks pass the same count.
    std::vector<double> gather(std::span<const double> values) const;
    // Every rank's text on rank 0 (empty list on the others).
    std::vector<std::string> gatherText(const std::string& text) const;
    // True on every rank when any rank passed true.
    bool any(bool flag) const;
    // In-place sum over the ranks.
    void allreduceSum(std::span<float> values) const;
    double wtime() const;

private:
    int m_rank = 0;
    int m_size = 1;
};

#ifdef FW_HAVE_MPI
// Every rank's text on rank 0 of MPI_COMM_WORLD (an empty list on the others); collective. RankGroup::gatherText
// uses it, and so does the bench runner, which drives MPI itself.
std::vector<std::string> gatherTextAtRoot(const std::string& text);
#endif

// This host's name, as the stream reports it per rank.
std::string hostName();

} // namespace fw::agent
