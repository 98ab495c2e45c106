// SPDX-License-Identifier: Apache-2.0
#include "analysis/stragglerverdict.h"

#include "analysis/numberformat.h"
#include "base/ranksummary.h"
#include "base/stats.h"

#include <QJsonArray>
#include <QMap>
#include <QRegularExpression>
#include <algorithm>
#include <array>
#include <cmath>

namespace fw::core {

namespace {

constexpr std::size_t kP50 = 0; // base::kRankQuantilePercents: p50, p90, p99, ...
constexpr std::size_t kP99 = 2;

// One size: each rank's p50.
struct SizeFigures
{
    qint64 bytes = 0;
    std::vector<double> p50;
    bool bucketed = false; // RankValues::bucketed
};

// Per rank, the median over the rows of the same size (usually two: out of place and in place). Thousands of
// ranks per size: one buffer, no sort.
std::vector<double> perRankMedian(const QList<std::vector<double>>& rows, int rankCount)
{
    if (rows.size() == 1)
        return rows.constFirst();
    std::vector<double> out(std::size_t(rankCount), 0.0);
    if (rows.size() == 2) { // out of place and in place, nearly always: the median of two is their mean
        for (std::size_t r = 0; r < out.size(); ++r)
            out[r] = (rows[0][r] + rows[1][r]) / 2;
        return out;
    }
    std::vector<double> column(std::size_t(rows.size()));
    const std::size_t middle = column.size() / 2;
    for (std::size_t r = 0; r < out.size(); ++r) {
        for (qsizetype i = 0; i < rows.size(); ++i)
            column[std::size_t(i)] = rows[i][r];
        const auto at = column.begin() + std::ptrdiff_t(middle);
        std::nth_element(column.begin(), at, column.end());
        out[r] = column.size() % 2 ? *at : (*std::max_element(column.begin(), at) + *at) / 2;
    }
    return out;
}

QList<SizeFigures> countedSizes(const BenchmarkRun& run, int rankCount)
{
    QMap<qint64, QList<std::vector<double>>> rows;
    bool bucketed = false;
    for (const SizeResult& row : run.results) {
        if (row.iterations < kStragglerMinIterations)
            continue;
        RankValues p50 = rankValues(row, rankCount, false);
        bucketed = bucketed || p50.bucketed;
        if (!p50.values.empty())
            rows[row.bytes] << std::move(p50.values);
    }
    QList<SizeFigures> sizes;
    for (auto it = rows.cbegin(); it != rows.cend(); ++it)
        sizes << SizeFigures{it.key(), perRankMedian(*it, rankCount), bucketed};
    return sizes;
}

// The indices of slow outliers (robust z above the cut-off, on the slow side).
QList<std::size_t> slowOutliers(std::span<const double> values, const std::vector<double>& z, bool bucketed)
{
    QList<std::size_t> slow;
    for (std::size_t i : rankOutliers(values, bucketed))
        if (z[i] > 0)
            slow << i;
    return slow;
}

struct Tally
{
    QList<qint64> slowSizes;
    std::vector<double> excess;
    std::vector<double> z;

    void add(qint64 bytes, double excessPct, double zScore)
    {
        slowSizes << bytes;
        excess.push_back(excessPct);
        z.push_back(zScore);
    }
    bool straggler(int sizes) const
    {
        return sizes >= kStragglerMinSizes && double(slowSizes.size()) >= kStragglerMajority * sizes - 1e-9;
    }
    StragglerEvidence evidence(int sizes) const
    {
        return {slowSizes, sizes, excess.empty() ? kUnknown : base::median(excess),
                z.empty() ? kUnknown : base::median(z)};
    }
};

double excessPct(double value, double center)
{
    return center > 0 ? (value / center - 1) * 100 : kUnknown;
}

// A GPU index the run's placement states ("0 [0000:04:00]"), if any.
std::optional<int> placedGpu(const QString& device)
{
    static const QRegularExpression leading(QStringLiteral("^\\s*(\\d+)\\b"));
    const QRegularExpressionMatch match = leading.match(device);
    if (!match.hasMatch())
        return std::nullopt;
    return match.captured(1).toInt();
}

QJsonObject factsOf(const QHash<QString, QJsonObject>& factsByHost, const QString& host)
{
    if (const auto it = factsByHost.constFind(host); it != factsByHost.cend())
        return *it;
    // MPI may name a node by its short name and the facts by its full one, or the other way round.
    const QString shortName = host.section(QLatin1Char('.'), 0, 0);
    for (auto it = factsByHost.cbegin(); it != factsByHost.cend(); ++it)
        if (it.key().section(QLatin1Char('.'), 0, 0) == shortName)
            return *it;
    return {};
}

void placeOnHardware(StragglerRank& rank, const QHash<QString, QJsonObject>& factsByHost)
{
    const QJsonObject facts = factsOf(factsByHost, rank.host);
    rank.hostHasFacts = !facts.isEmpty();
    if (!rank.hostHasFacts || rank.gpuIndex < 0)
        return;
    for (const QJsonValue& gpu : facts[QLatin1String("gpus")][QLatin1String("devices")].toArray())
        if (gpu[QLatin1String("index")].toInt(-1) == rank.gpuIndex)
            rank.gpuPciAddress =
                gpu[QLatin1String("pci_address")].toString(gpu[QLatin1String("pci_bus_id")].toString());
    for (const QJsonValue& link : facts[QLatin1String("gpu_nic")].toArray()) {
        if (link[QLatin1String("gpu")].toInt(-1) != rank.gpuIndex)
            continue;
        rank.nic = link[QLatin1String("rdma_device")].toString();
        rank.nicPort = link[QLatin1String("port")].toInt(-1);
        rank.relation = link[QLatin1String("relation")].toString();
    }
}

// Whole percent: "57", "1,203".
QString percent(double value)
{
    return formatCount(std::round(value));
}

QString relationText(const QString& relation)
{
    if (relation == QLatin1String("pcie_switch"))
        return StragglerVerdict::tr("behind the same PCIe switch");
    if (relation == QLatin1String("root_complex"))
        return StragglerVerdict::tr("on the same PCIe root complex");
    if (relation == QLatin1String("numa"))
        return StragglerVerdict::tr("on the same NUMA node");
    if (relation == QLatin1String("system"))
        return StragglerVerdict::tr("across NUMA nodes");
    return relation;
}

QString hardwareText(const StragglerRank& r)
{
    QString gpu = r.gpuIndex < 0       ? StragglerVerdict::tr("its GPU is not known")
                  : r.gpuFromPlacement ? StragglerVerdict::tr("GPU %1 as the run placed it").arg(r.gpuIndex)
                                       : StragglerVerdict::tr("GPU %1 by local rank order").arg(r.gpuIndex);
    if (!r.gpuPciAddress.isEmpty())
        gpu += QLatin1Char(' ') + StragglerVerdict::tr("(PCI %1)").arg(r.gpuPciAddress);
    QString nic;
    if (!r.hostHasFacts)
        nic = StragglerVerdict::tr("no facts for this host");
    else if (r.nic.isEmpty())
        nic = StragglerVerdict::tr("the facts of this host map no NIC to that GPU");
    else if (r.nicPort < 0)
        nic = StragglerVerdict::tr("nearest NIC %1, %2").arg(r.nic, relationText(r.relation));
    else
        nic =
            StragglerVerdict::tr("nearest NIC %1 port %2, %3").arg(r.nic).arg(r.nicPort).arg(relationText(r.relation));
    return StragglerVerdict::tr("%1; %2").arg(gpu, nic);
}

QString sentence(const StragglerVerdict& v)
{
    if (!v.enoughData())
        return StragglerVerdict::tr(
                   "No straggler verdict: it needs per-rank figures at %1 or more sizes of at least %2 iterations; "
                   "this run has %n.",
                   nullptr, v.sizes)
            .arg(kStragglerMinSizes)
            .arg(kStragglerMinIterations);
    const int needed = int(std::ceil(kStragglerMajority * v.sizes - 1e-9));
    if (v.level == StragglerVerdict::Level::Host) {
        const StragglerHost& h = v.hosts.constFirst();
        if (v.hosts.size() == 1 && h.byRingLinks)
            return StragglerVerdict::tr(
                       "Straggler host %1: in the send_recv ring, the ranks that receive over its link, into the host "
                       "and out of it, are slower than the others at %2 of %3 sizes (median %4% slower, robust z "
                       "%5); suspect its link or NIC.")
                .arg(h.host)
                .arg(h.evidence.slowSizes.size())
                .arg(v.sizes)
                .arg(percent(h.evidence.excessPct), formatNumber(h.evidence.zScore));
        if (v.hosts.size() == 1)
            return StragglerVerdict::tr(
                       "Straggler host %1: its ranks are slower than the others at %2 of %3 sizes (median %4% "
                       "slower, robust z %5); suspect the node or its link.")
                .arg(h.host)
                .arg(h.evidence.slowSizes.size())
                .arg(v.sizes)
                .arg(percent(h.evidence.excessPct), formatNumber(h.evidence.zScore));
        QStringList names;
        for (const StragglerHost& host : v.hosts)
            names << host.host;
        return StragglerVerdict::tr(
                   "%n straggler host(s): %1; their ranks are slower than the others at %2 or more of %3 sizes; "
                   "suspect those nodes or their links.",
                   nullptr, int(v.hosts.size()))
            .arg(names.join(QStringLiteral(", ")))
            .arg(needed)
            .arg(v.sizes);
    }
    if (v.level == StragglerVerdict::Level::Rank) {
        const StragglerRank& r = v.slowRanks.constFirst();
        QString text = StragglerVerdict::tr(
                           "Straggler rank %1 on %2: slower than the other ranks at %3 of %4 sizes (median %5% slower, "
                           "robust z %6) while the other ranks of its host are not; %7.")
                           .arg(r.rank)
                           .arg(r.host)
                           .arg(r.evidence.slowSizes.size())
                           .arg(v.sizes)
                           .arg(percent(r.evidence.excessPct), formatNumber(r.evidence.zScore), hardwareText(r));
        if (v.slowRanks.size() > 1)
            text += QLatin1Char(' ') +
                    StragglerVerdict::tr("%n more straggler rank(s).", nullptr, int(v.slowRanks.size() - 1));
        return text;
    }
    return StragglerVerdict::tr(
               "No straggler: no rank or host is slower than the others at %1 or more of the %2 sizes.")
        .arg(needed)
        .arg(v.sizes);
}

// A host of a ring shift and the ranks that receive over its links: `in` from another host into it, `out` from it
// into another host.
struct RingLinks
{
    QString host;
    QList<int> in;
    QList<int> out;
};

// The hosts that have links both ways in a send_recv ring (as nccl-tests' sendrecv_perf and the agent's send_recv:
// rank r receives from rank r - 1). Empty for any other collective, or with fewer than three hosts: with two, both
// links join the same pair and cannot tell one host from the other.
QList<RingLinks> ringLinks(const BenchmarkRun& run, const QStringList& hosts, const QHash<int, QString>& hostOf,
                           int ranks)
{
    QList<RingLinks> links;
    const bool isRing = run.testName == QLatin1String("send_recv") || run.testName == QLatin1String("sendrecv");
    if (!isRing || hosts.size() < 3)
        return links;
    for (const QString& host : hosts) {
        RingLinks own{host, {}, {}};
        for (int r = 0; r < ranks; ++r) {
            const QString from = hostOf.value((r + ranks - 1) % ranks);
            const QString to = hostOf.value(r);
            if (from == to)
                continue;
            if (to == host)
                own.in << r;
            else if (from == host)
                own.out << r;
        }
        if (!own.in.isEmpty() && !own.out.isEmpty())
            links << own;
    }
    return links;
}

} // namespace

QString storageKey(StragglerVerdict::Level level)
{
    switch (level) {
    case StragglerVerdict::Level::Rank:
        return QStringLiteral("rank");
    case StragglerVerdict::Level::Host:
        return QStringLiteral("host");
    case StragglerVerdict::Level::None:
        break;
    }
    return QStringLiteral("none");
}

RankValues rankValues(const SizeResult& row, int rankCount, bool p99)
{
    RankValues result;
    if (rankCount <= 0)
        return result;
    std::vector<double>& values = result.values;
    const auto ranks = std::size_t(rankCount);
    if (const std::vector<float> quantiles = unpackSamples(row.rankQuantiles);
        quantiles.size() == ranks * base::kRankQuantileCount) {
        const std::size_t which = p99 ? kP99 : kP50;
        for (std::size_t r = 0; r < ranks; ++r)
            values.push_back(quantiles[r * base::kRankQuantileCount + which]);
        return result;
    }
    if (std::size_t(row.rankBuckets.size()) == 2 * ranks) {
        const auto* bytes = reinterpret_cast<const std::uint8_t*>(row.rankBuckets.constData()) + (p99 ? ranks : 0);
        values.reserve(ranks);
        std::array<double, 256> middle{};
        for (std::uint32_t b = 0; b < middle.size(); ++b)
            middle[b] = base::sketchBucketMiddleUs(b);
        for (std::size_t r = 0; r < ranks; ++r)
            values.push_back(middle[bytes[r]]);
        result.bucketed = true;
        return result;
    }
    const std::vector<float> rankSamples = unpackSamples(row.rankSamples);
    if (rankSamples.empty() || rankSamples.size() % ranks != 0)
        return result;
    const std::size_t perRank = rankSamples.size() / ranks;
    for (std::size_t r = 0; r < ranks; ++r) {
        std::vector<double> own(rankSamples.begin() + std::ptrdiff_t(r * perRank),
                                rankSamples.begin() + std::ptrdiff_t((r + 1) * perRank));
        std::sort(own.begin(), own.end());
        values.push_back(p99 ? base::percentileNearestRank(own, 99) : base::median(own));
    }
    return result;
}

std::vector<std::size_t> rankOutliers(std::span<const double> values, bool bucketed)
{
    std::vector<std::size_t> outliers = base::robustOutliers(values);
    if (!bucketed || outliers.empty())
        return outliers;
    const auto center = int(base::sketchBucket(base::median(values)));
    std::erase_if(outliers, [&](std::size_t i) { return std::abs(int(base::sketchBucket(values[i])) - center) < 2; });
    return outliers;
}

StragglerVerdict stragglerVerdict(const BenchmarkRun& run, const QHash<QString, QJsonObject>& factsByHost)
{
    StragglerVerdict verdict;
    const int rankCount = run.ranks.value_or(int(run.placements.size()));
    const QList<SizeFigures> sizes = countedSizes(run, rankCount);
    verdict.sizes = int(sizes.size());
    verdict.ranks = sizes.isEmpty() ? 0 : rankCount;

    // Hosts in first-rank order, each with its ranks in rank order.
    QHash<int, QString> hostOf;
    QHash<int, QString> deviceOf;
    for (const RankPlacement& p : run.placements) {
        hostOf.insert(p.rank, p.host);
        deviceOf.insert(p.rank, p.device);
    }
    QStringList hosts;
    QHash<QString, QList<int>> ranksOf;
    for (int r = 0; r < verdict.ranks; ++r) {
        const QString host = hostOf.value(r);
        if (!ranksOf.contains(host))
            hosts << host;
        ranksOf[host] << r;
    }
    QList<QList<int>> hostRanks; // by index in `hosts`
    for (const QString& host : std::as_const(hosts))
        hostRanks << ranksOf.value(host);

    // A ring shift (send_recv: each rank receives from the rank before it) names a host by its links: the ranks that
    // receive over a link into the host and the ranks that receive over a link out of it are slow together.
    const QList<RingLinks> ring = ringLinks(run, hosts, hostOf, verdict.ranks);
    std::vector<Tally> rankTally(std::size_t(verdict.ranks));
    QHash<QString, Tally> hostTally;
    QHash<QString, Tally> linkTally;
    for (const SizeFigures& size : sizes) {
        const double center = base::median(size.p50);
        const std::vector<double> z50 = base::robustZScores(size.p50);
        std::vector<bool> slow(size.p50.size(), false);
        for (std::size_t r : slowOutliers(size.p50, z50, size.bucketed)) {
            slow[r] = true;
            rankTally[r].add(size.bytes, excessPct(size.p50[r], center), z50[r]);
        }
        // A host is slow at a size when even its fastest rank is a slow outlier among the hosts' fastest ranks
        // (one slow GPU does not move it), or more than half of its ranks are slow outliers among all ranks.
        std::vector<double> hostFastest, hostMedian;
        for (const QList<int>& own : std::as_const(hostRanks)) {
            std::vector<double> values;
            for (int r : own)
                values.push_back(size.p50[std::size_t(r)]);
            hostFastest.push_back(*std::min_element(values.begin(), values.end()));
            hostMedian.push_back(base::median(values));
        }
        const std::vector<double> zHosts = base::robustZScores(hostFastest);
        const QList<std::size_t> slowHosts = slowOutliers(hostFastest, zHosts, size.bucketed);
        for (qsizetype h = 0; h < hosts.size(); ++h) {
            const QList<int>& own = hostRanks[h];
            std::vector<double> zOwn;
            int slowOwn = 0;
            for (int r : own) {
                slowOwn += slow[std::size_t(r)] ? 1 : 0;
                zOwn.push_back(z50[std::size_t(r)]);
            }
            if (slowHosts.contains(std::size_t(h)) || 2 * slowOwn > own.size())
                hostTally[hosts[h]].add(size.bytes, excessPct(hostMedian[std::size_t(h)], center), base::median(zOwn));
        }
        for (const RingLinks& links : ring) {
            const QList<int> receivers = links.in + links.out;
            if (!std::all_of(receivers.cbegin(), receivers.cend(), [&](int r) { return slow[std::size_t(r)]; }))
                continue;
            std::vector<double> values, zs;
            for (int r : receivers) {
                values.push_back(size.p50[std::size_t(r)]);
                zs.push_back(z50[std::size_t(r)]);
            }
            linkTally[links.host].add(size.bytes, excessPct(base::median(values), center), base::median(zs));
        }
    }

    // Where the ring's links name hosts, they are the verdict: a slow link slows the ranks that receive over it,
    // which may be most ranks of the host on its other end.
    const bool byLinks = std::any_of(hosts.cbegin(), hosts.cend(), [&](const QString& host) {
        return linkTally.value(host).straggler(verdict.sizes);
    });
    for (const QString& host : std::as_const(hosts)) {
        const Tally tally = (byLinks ? linkTally : hostTally).value(host);
        if (!tally.straggler(verdict.sizes))
            continue;
        StragglerHost slowHost{host, int(ranksOf.value(host).size()), 0, tally.evidence(verdict.sizes), byLinks};
        for (int r : ranksOf.value(host))
            slowHost.slowRanks += rankTally[std::size_t(r)].straggler(verdict.sizes) ? 1 : 0;
        verdict.hosts << slowHost;
    }
    for (int r = 0; r < verdict.ranks; ++r) {
        if (!rankTally[std::size_t(r)].straggler(verdict.sizes))
            continue;
        StragglerRank slowRank;
        slowRank.rank = r;
        slowRank.host = hostOf.value(r);
        slowRank.localRank = int(ranksOf.value(slowRank.host).indexOf(r));
        const std::optional<int> placed = placedGpu(deviceOf.value(r));
        slowRank.gpuFromPlacement = placed.has_value();
        slowRank.gpuIndex = placed.value_or(slowRank.localRank);
        slowRank.evidence = rankTally[std::size_t(r)].evidence(verdict.sizes);
        placeOnHardware(slowRank, factsByHost);
        verdict.slowRanks << slowRank;
    }
    const auto slower = [](const auto& a, const auto& b) { return a.evidence.excessPct > b.evidence.excessPct; };
    std::stable_sort(verdict.hosts.begin(), verdict.hosts.end(), slower);
    std::stable_sort(verdict.slowRanks.begin(), verdict.slowRanks.end(), slower);
    verdict.level = !verdict.hosts.isEmpty()       ? StragglerVerdict::Level::Host
                    : !verdict.slowRanks.isEmpty() ? StragglerVerdict::Level::Rank
                                                   : StragglerVerdict::Level::None;
    verdict.sentence = sentence(verdict);
    return verdict;
}

} // namespace fw::core
