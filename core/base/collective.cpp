// SPDX-License-Identifier: Apache-2.0
#include "base/collective.h"

#include <array>
#include <stdexcept>

namespace fw::base {

namespace {

struct Entry
{
    Collective collective;
    std::string_view name;
};

constexpr std::array kEntries{
    Entry{Collective::AllReduce, "all_reduce"},         Entry{Collective::AllGather, "all_gather"},
    Entry{Collective::ReduceScatter, "reduce_scatter"}, Entry{Collective::Broadcast, "broadcast"},
    Entry{Collective::AllToAll, "all_to_all"},          Entry{Collective::SendRecv, "send_recv"},
};

constexpr std::array kCollectives{Collective::AllReduce, Collective::AllGather, Collective::ReduceScatter,
                                  Collective::Broadcast, Collective::AllToAll,  Collective::SendRecv};

} // namespace

std::string_view collectiveName(Collective collective)
{
    for (const Entry& entry : kEntries)
        if (entry.collective == collective)
            return entry.name;
    throw std::invalid_argument("unknown collective");
}

std::optional<Collective> collectiveFromName(std::string_view name)
{
    for (const Entry& entry : kEntries)
        if (entry.name == name)
            return entry.collective;
    return std::nullopt;
}

std::span<const Collective> allCollectives()
{
    return kCollectives;
}

double busBandwidthFactor(Collective collective, int ranks)
{
    if (ranks < 1)
        throw std::invalid_argument("a collective needs at least one rank");
    const double n = ranks;
    switch (collective) {
    case Collective::AllReduce:
        return 2 * (n - 1) / n;
    case Collective::AllGather:
    case Collective::ReduceScatter:
    case Collective::AllToAll:
        return (n - 1) / n;
    case Collective::Broadcast:
    case Collective::SendRecv:
        return 1;
    }
    throw std::invalid_argument("unknown collective");
}

CollectiveCounts collectiveCounts(Collective collective, std::size_t requestedBytes, int ranks, std::size_t elementSize)
{
    if (ranks < 1 || elementSize == 0)
        throw std::invalid_argument("a collective needs at least one rank and a non-empty element type");
    const std::size_t count = requestedBytes / elementSize;
    const auto n = static_cast<std::size_t>(ranks);
    const std::size_t chunk = count / n;
    CollectiveCounts counts;
    switch (collective) {
    case Collective::AllReduce:
    case Collective::Broadcast:
    case Collective::SendRecv:
        counts = {count, count, count, count * elementSize};
        break;
    case Collective::AllGather:
        counts = {chunk, chunk * n, chunk, chunk * n * elementSize};
        break;
    case Collective::ReduceScatter:
        counts = {chunk * n, chunk, chunk, chunk * n * elementSize};
        break;
    case Collective::AllToAll:
        counts = {chunk * n, chunk * n, chunk, chunk * n * elementSize};
        break;
    }
    return counts;
}

double algorithmBandwidthGBs(std::size_t bytes, double microseconds)
{
    // bytes / (us x 1e-6) / 1e9
    return microseconds > 0 ? static_cast<double>(bytes) / microseconds / 1e3 : 0;
}

} // namespace fw::base
