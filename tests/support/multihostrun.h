// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "agentprovenance.h"
#include "domain/benchmarkrun.h"

#include <QDateTime>
#include <QString>
#include <vector>

// A stored run of agent protocol 2 on several hosts, for the rank heatmap: `hosts` hosts named node-0, node-1, ...
// with `perHost` ranks each (rank r on node-(r / perHost)), one all_reduce row at 1 MiB whose per-rank quantiles
// (p50, p90, p99, p99.9, max) are stored and no ranks x iterations matrix. Rank r's median is multiHostMedian(r, slow):
// 30 µs plus a small per-rank step, and twice that for the rank `slow` (-1: none).
namespace testsupport {

inline double multiHostMedian(int rank, int slow)
{
    return 30.0 * (rank == slow ? 2.0 : 1.0 + 0.0001 * (rank % 17));
}

inline fw::core::BenchmarkRun multiHostRun(int hosts, int perHost, int slow, int seed)
{
    using namespace fw::core;
    BenchmarkRun run;
    run.source = RunSource::OwnMeasurement;
    run.tool = QStringLiteral("fabric-agent");
    run.testName = QStringLiteral("all_reduce");
    run.ranks = hosts * perHost;
    run.nodes = hosts;
    for (int r = 0; r < hosts * perHost; ++r)
        run.placements << RankPlacement{r, QStringLiteral("node-%1").arg(r / perHost), {}, {}};
    SizeResult row;
    row.bytes = 1 << 20;
    row.iterations = 100;
    row.p50Us = 30;
    row.p95Us = 40;
    row.p99Us = 60;
    row.timeAvgUs = 31;
    row.busbwGBs = 10;
    std::vector<float> quantiles;
    for (int r = 0; r < hosts * perHost; ++r) {
        const auto p50 = float(multiHostMedian(r, slow));
        quantiles.insert(quantiles.end(), {p50, p50 * 1.2f, p50 * 1.5f, p50 * 1.6f, p50 * 1.8f});
    }
    row.rankQuantiles = packSamples(quantiles);
    run.results << row;
    run.provenance = testsupport::agentProvenance(seed, QStringLiteral("multihost"));
    return run;
}

} // namespace testsupport
