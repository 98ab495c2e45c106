// SPDX-License-Identifier: Apache-2.0
#include "common/rankgroup.h"

#include <algorithm>
#include <chrono>
#include <climits>
#include <stdexcept>
#include <unistd.h>
#ifdef FW_HAVE_MPI
#include <mpi.h>
#endif

namespace fw::agent {

RankGroup::RankGroup()
{
#ifdef FW_HAVE_MPI
    MPI_Init(nullptr, nullptr);
    MPI_Comm_rank(MPI_COMM_WORLD, &m_rank);
    MPI_Comm_size(MPI_COMM_WORLD, &m_size);
#endif
}

RankGroup::~RankGroup()
{
#ifdef FW_HAVE_MPI
    MPI_Finalize();
#endif
}

bool RankGroup::hasMpi()
{
#ifdef FW_HAVE_MPI
    return true;
#else
    return false;
#endif
}

void RankGroup::barrier() const
{
#ifdef FW_HAVE_MPI
    MPI_Barrier(MPI_COMM_WORLD);
#endif
}

std::vector<double> RankGroup::gather(std::span<const double> values) const
{
#ifdef FW_HAVE_MPI
    std::vector<double> all(m_rank == 0 ? values.size() * static_cast<std::size_t>(m_size) : 0);
    MPI_Gather(values.data(), static_cast<int>(values.size()), MPI_DOUBLE, all.data(), static_cast<int>(values.size()),
               MPI_DOUBLE, 0, MPI_COMM_WORLD);
    return all;
#else
    return {values.begin(), values.end()};
#endif
}

#ifdef FW_HAVE_MPI
std::vector<std::string> gatherTextAtRoot(const std::string& text)
{
    int rank = 0;
    int size = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    const int length = static_cast<int>(text.size());
    std::vector<int> lengths(rank == 0 ? static_cast<std::size_t>(size) : 0);
    MPI_Gather(&length, 1, MPI_INT, lengths.data(), 1, MPI_INT, 0, MPI_COMM_WORLD);
    std::vector<int> offsets(lengths.size());
    int total = 0;
    for (std::size_t r = 0; r < lengths.size(); ++r) {
        offsets[r] = total;
        total += lengths[r];
    }
    std::string all(static_cast<std::size_t>(total), '\0');
    MPI_Gatherv(text.data(), length, MPI_CHAR, all.data(), lengths.data(), offsets.data(), MPI_CHAR, 0, MPI_COMM_WORLD);
    std::vector<std::string> texts;
    for (std::size_t r = 0; r < lengths.size(); ++r)
        texts.push_back(all.substr(static_cast<std::size_t>(offsets[r]), static_cast<std::size_t>(lengths[r])));
    return texts;
}
#endif

std::vector<std::string> RankGroup::gatherText(const std::string& text) const
{
#ifdef FW_HAVE_MPI
    return gatherTextAtRoot(text);
#else
    return {text};
#endif
}

bool RankGroup::any(bool flag) const
{
#ifdef FW_HAVE_MPI
    const int local = flag ? 1 : 0;
    int result = 0;
    MPI_Allreduce(&local, &result, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    return result != 0;
#else
    return flag;
#endif
}

void RankGroup::allreduceSum(std::span<float> values) const
{
#ifdef FW_HAVE_MPI
    // MPI counts are int; larger gradients go in int-sized pieces, one collective each.
    for (std::size_t offset = 0; offset < values.size(); offset += INT_MAX) {
        const std::size_t count = std::min<std::size_t>(values.size() - offset, INT_MAX);
        MPI_Allreduce(MPI_IN_PLACE, values.data() + offset, static_cast<int>(count), MPI_FLOAT, MPI_SUM,
                      MPI_COMM_WORLD);
    }
#else
    (void)values;
#endif
}

double RankGroup::wtime() const
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

std::string hostName()
{
    char name[256] = {};
    if (::gethostname(name, sizeof name - 1) != 0)
        return "unknown";
    return name;
}

} // namespace fw::agent
