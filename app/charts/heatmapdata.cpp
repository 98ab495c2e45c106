// SPDX-License-Identifier: Apache-2.0
#include "analysis/stragglerverdict.h"
#include "base/ranksummary.h"
#include "base/stats.h"
#include "charts/chartdata.h"
#include "charts/chartrows.h"
#include "charts/charts.h"
#include "storage/comparequeries.h"

#include <QSet>

// The rank heatmap's data: every rank, one cell per host, or one host's ranks (chartdata.h).
namespace fw::app {

using namespace fw::core;

namespace {

// Node detail: each host's cell shows its node's exact p50 or p99 over all its ranks' samples (nodes in the order of
// their first rank, as `hosts`), and the robust z over those.
void useNodeFigures(QList<HostCell>& cells, const QByteArray& nodeQuantiles, bool p99)
{
    const std::vector<float> nodes = unpackSamples(nodeQuantiles);
    if (nodes.size() != std::size_t(cells.size()) * base::kNodeQuantileCount)
        return;
    std::vector<double> values;
    values.reserve(std::size_t(cells.size()));
    for (qsizetype i = 0; i < cells.size(); ++i) {
        cells[i].us = nodes[std::size_t(i) * base::kNodeQuantileCount + (p99 ? 1 : 0)];
        cells[i].nodeFigure = true;
        values.push_back(cells[i].us);
    }
    const std::vector<double> z = base::robustZScores(values);
    for (std::size_t i = 0; i < z.size(); ++i)
        cells[qsizetype(i)].zScore = z[i];
}

// aggregateHosts() from the ranks' figures as vectors, without a RankCell each: rank count, slowest rank and outliers
// per host (hostIndex: each rank's index in `hosts`). The value and z are set by useNodeFigures().
QList<HostCell> aggregateNodes(const std::vector<double>& values, const std::vector<double>& z,
                               const std::vector<bool>& outlier, const std::vector<int>& hostIndex,
                               const QStringList& hosts)
{
    QList<HostCell> cells;
    cells.reserve(hosts.size());
    for (const QString& host : hosts)
        cells << HostCell{host, 0, 0, 0, 0, 0, 0};
    std::vector<double> worst(std::size_t(hosts.size()), 0.0);
    for (std::size_t r = 0; r < values.size(); ++r) {
        HostCell& cell = cells[hostIndex[r]];
        if (cell.rankCount++ == 0 || values[r] > worst[std::size_t(hostIndex[r])]) {
            worst[std::size_t(hostIndex[r])] = values[r];
            cell.worstRank = int(r);
        }
        if (outlier[r])
            ++(z[r] > 0 ? cell.slowOutliers : cell.fastOutliers);
    }
    return cells;
}

} // namespace

RankHeatmapData loadRankHeatmap(ProjectFile& project, const CompareSelection& selection)
{
    RankHeatmapData data;
    data.p99 = selection.heatmapP99;
    const QList<CompareRun> runs = focusedRuns(project, selection);
    CompareQueries queries(project);
    const QHash<qint64, QList<CompareRow>> rows = rowsByRun(project, runs, selection);
    for (const CompareRun& run : runs) {
        const std::optional<CompareRow> row = focusRow(rows.value(run.runId), selection.sizeBytes, true);
        if (!row)
            continue;
        const QStringList hostOf = queries.rankHosts(run.runId, run.ranks.value_or(-1));
        const auto rankCount = int(hostOf.size());
        const SizeResult figures = queries.rankFigures(run.runId, row->ordinal);
        const RankValues ranks = rankValues(figures, rankCount, data.p99);
        const std::vector<double>& values = ranks.values;
        if (values.empty())
            continue;
        data.run = run;
        data.bytes = row->bytes;
        // Hosts in first-rank order, and each rank's host by its index there.
        std::vector<int> hostIndex(std::size_t(rankCount), -1);
        QHash<QString, int> indexOf; // a list's indexOf() made this quadratic: 280 ms for 32,768 ranks
        for (int r = 0; r < rankCount; ++r) {
            const QString& host = hostOf.at(r);
            // Ranks of one host mostly follow each other and share one string (rankHosts): no hash for those.
            if (r > 0 && host.isSharedWith(hostOf.at(r - 1))) {
                hostIndex[std::size_t(r)] = hostIndex[std::size_t(r) - 1];
                continue;
            }
            auto it = indexOf.constFind(host);
            if (it == indexOf.cend()) {
                it = indexOf.insert(host, int(data.hosts.size()));
                data.hosts << host;
            }
            hostIndex[std::size_t(r)] = *it;
        }
        if (!selection.heatmapHost.isEmpty() && data.hosts.size() > 1 && indexOf.contains(selection.heatmapHost)) {
            data.level = HeatmapLevel::HostRanks;
            data.drillHost = selection.heatmapHost;
        } else if (data.hosts.size() > 1 && rankCount > kHeatmapMaxRankCells) {
            data.level = HeatmapLevel::Hosts;
        }
        const std::vector<double> z = base::robustZScores(values);
        std::vector<bool> outlier(values.size(), false);
        for (std::size_t i : rankOutliers(values, ranks.bucketed)) {
            outlier[i] = true;
            const QString& host = hostOf.at(qsizetype(i));
            if (!data.outlierHosts.contains(host))
                data.outlierHosts << host;
            QStringList& side = z[i] > 0 ? data.slowOutlierHosts : data.fastOutlierHosts;
            if (!side.contains(host))
                side << host;
        }
        const bool nodeCells = data.level == HeatmapLevel::Hosts &&
                               std::size_t(figures.nodeQuantiles.size()) ==
                                   std::size_t(data.hosts.size()) * base::kNodeQuantileCount * sizeof(float);
        if (nodeCells) {
            // Node detail drawn by node: the cells are the nodes' own figures, and the 131,072 ranks of the largest
            // runs are not listed one by one (docs/performance.md).
            data.hostCells = aggregateNodes(values, z, outlier, hostIndex, data.hosts);
            useNodeFigures(data.hostCells, figures.nodeQuantiles, data.p99);
        } else {
            data.ranks.reserve(rankCount);
            for (int r = 0; r < rankCount; ++r)
                data.ranks.emplaceBack(RankCell{r, hostOf.at(r), values[std::size_t(r)], z[std::size_t(r)],
                                                bool(outlier[std::size_t(r)])});
            data.hostCells = aggregateHosts(data.ranks, data.hosts);
            useNodeFigures(data.hostCells, figures.nodeQuantiles, data.p99);
        }
        if (ranks.bucketed)
            data.notes << Charts::tr("This run of more than 8,192 ranks sent node detail: each host's p50, p99 and "
                                     "maximum over all its ranks' samples are exact, a rank's own p50 and p99 are "
                                     "known to within 9.05 %, and a rank counts as an outlier only when it lies two "
                                     "buckets (19 % or more) from the median.");
        break;
    }
    if (!data.run)
        data.notes << Charts::tr("No selected run stores per-rank samples at this size. Runs of the fabric agent do.");
    return data;
}

QList<HostCell> aggregateHosts(const QList<RankCell>& ranks, const QStringList& hosts)
{
    QList<HostCell> cells;
    cells.reserve(hosts.size());
    QHash<QString, qsizetype> indexOf;
    indexOf.reserve(hosts.size());
    for (const QString& host : hosts) {
        indexOf.insert(host, cells.size());
        cells << HostCell{host, 0, 0, 0, 0, 0, 0};
    }
    const QString* previous = nullptr;
    qsizetype index = -1;
    for (const RankCell& rank : ranks) {
        if (!previous || !rank.host.isSharedWith(*previous)) {
            const auto it = indexOf.constFind(rank.host);
            index = it == indexOf.cend() ? -1 : *it;
            previous = &rank.host;
        }
        if (index < 0)
            continue;
        HostCell& cell = cells[index];
        if (cell.rankCount == 0 || rank.us > cell.us) {
            cell.us = rank.us;
            cell.worstRank = rank.rank;
        }
        ++cell.rankCount;
        if (rank.outlier)
            ++(rank.zScore > 0 ? cell.slowOutliers : cell.fastOutliers);
    }
    std::vector<double> worst;
    worst.reserve(std::size_t(cells.size()));
    for (const HostCell& cell : cells)
        worst.push_back(cell.us);
    const std::vector<double> z = base::robustZScores(worst);
    for (std::size_t i = 0; i < z.size(); ++i)
        cells[qsizetype(i)].zScore = z[i];
    return cells;
}

} // namespace fw::app
