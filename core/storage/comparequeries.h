// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

#include <QList>
#include <vector>

namespace fw::core {

class ProjectFile;

// The summary figures of one result row, without its sample BLOBs.
struct CompareRow
{
    qint64 runId = 0;
    int ordinal = 0;
    qint64 bytes = 0;
    bool inPlace = false;
    int cycle = 0;
    int iterations = 0;
    double timeAvgUs = kUnknown;
    double p50Us = kUnknown;
    double p95Us = kUnknown;
    double p99Us = kUnknown;
    double p999Us = kUnknown;
    double busbwGBs = kUnknown;
    P99Interval p99Interval; // the agent's adaptive interval; confidence 0 for a row without one
    bool hasIterationSamples = false;
    bool hasRankSamples = false; // every rank's raw samples (protocol 1), quantiles or bucket bytes (protocol 2)
};

// Read-only queries behind the Compare charts, shaped for many runs at once: the per-size figures of any number of
// runs in one statement that never reads a BLOB, and one row's samples only when a chart shows them.
class CompareQueries
{
public:
    explicit CompareQueries(ProjectFile& project) : m_project(project) {}

    // Every row of the given runs, by run id then ordinal; bytes within [minBytes, maxBytes] (maxBytes 0: no bound).
    QList<CompareRow> rows(const QList<qint64>& runIds, qint64 minBytes = 0, qint64 maxBytes = 0) const;
    // Every message size stored in any run, ascending.
    QList<qint64> sizes() const;
    // The per-iteration samples (max over ranks) of one row; empty when it has none.
    std::vector<float> iterationSamples(qint64 runId, int ordinal) const;
    // Every rank's samples of one row, rank-major; empty when it has none.
    std::vector<float> rankSamples(qint64 runId, int ordinal) const;
    // One row's per-rank figures for rankValues() and the nodes' (SizeResult's rankQuantiles, rankBuckets and
    // nodeQuantiles, and rankSamples only where it has neither of the first two); every other field left empty.
    SizeResult rankFigures(qint64 runId, int ordinal) const;
    // The host of each rank 0 .. rankCount - 1 of one run (-1: up to the highest stored rank); empty where none is
    // stored.
    QStringList rankHosts(qint64 runId, int rankCount = -1) const;

private:
    ProjectFile& m_project;
};

} // namespace fw::core
