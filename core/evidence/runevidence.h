// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "analysis/costderivations.h"
#include "analysis/headlinefigures.h"
#include "domain/benchmarkrun.h"
#include "domain/bomcatalog.h"
#include "domain/costmodel.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <optional>

namespace fw::core {

// What a run measured, as far as comparing it with another goes: two runs compare only when all of it matches.
struct RunSetup
{
    QString collective; // the test name: "all_reduce", "osu_latency", ...
    QString backend;    // "nccl", "rccl", "mpi", "verbs"; empty when unknown
    std::optional<int> ranks;
    std::optional<int> nodes;
    qint64 minBytes = 0;
    qint64 maxBytes = 0;

    // "all_reduce, NCCL on 16 GPUs, 2 nodes, 8 B – 128 MiB", "all_reduce, MPI on CPU, 2 ranks, 1 node, 8 B – 64 B"
    QString describe() const;
    bool operator==(const RunSetup&) const = default;
};

RunSetup setupOf(const BenchmarkRun& run);

// The figures acceptance reads from a run: bus bandwidth and its coefficient of variation at the thresholds'
// size (else the largest), p99 at theirs (else the smallest), each the worse of in-place and out-of-place; for the
// built-in rules, bus bandwidth at the largest size and the line rate its candidate's declared BOM gives it.
AcceptanceRunInput acceptanceInput(const BenchmarkRun& run, const AcceptanceThresholds& thresholds, bool stale,
                                   const BomValues& declared);

// One stored run of a candidate as the scores see it.
struct RunEvidence
{
    qint64 runId = 0;
    qint64 candidateId = 0;
    RunSource source = RunSource::OwnMeasurement;
    MeasuredOn measuredOn = MeasuredOn::Cluster;
    RunSetup setup;
    HeadlineFigures headline; // p99 at the smallest size, bus bandwidth at the largest
    RunAcceptance acceptance;
    bool comparable = false; // counts for the automatic latency and bandwidth scores
    QString exclusion;       // why not, for a person: "MPI on CPU, 2 ranks: not comparable with NCCL on 16 GPUs"
};

// Which runs the scores compare candidates on. The reference setup is the one of our own, current runs that the
// most candidates share; ties go to all_reduce (the guide's baseline), then more ranks, more nodes, a GPU
// collective library (NCCL, RCCL) and the wider size range. Supplier claims are never compared: they are shown
// beside our measurements, and neither is a run measured on this computer (MeasuredOn::ThisComputer): it measures
// this computer, not the candidate's fabric, so it is left out of the scores and the acceptance rate, and the
// pages say so (thisComputerRuns()).
struct ComparableRuns
{
    std::optional<RunSetup> reference;
    QList<RunEvidence> runs; // every run of a candidate, in the order given

    QList<RunEvidence> ofCandidate(qint64 candidateId) const;
    // The candidates' runs measured on this computer, which the scores leave out.
    QList<RunEvidence> thisComputerRuns() const;
};

// `declared`: each candidate's declared BOM, by candidate id.
ComparableRuns compareRuns(const QList<BenchmarkRun>& runs, const QSet<qint64>& staleRunIds,
                           const AcceptanceThresholds& thresholds, const QHash<qint64, BomValues>& declared);

} // namespace fw::core
