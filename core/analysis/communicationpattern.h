// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "base/collective.h"
#include "domain/workload.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace fw::core {

// When in a step a collective runs.
enum class StepPhase
{
    Forward,
    Backward,  // also the gradient reduction, which overlaps the backward pass bucket by bucket
    Optimizer, // after the optimizer step: sharded parameters gathered again
    Prefill,   // inference: the prompt's forward pass
    Transfer,  // inference: the KV cache from the prefill node to the decode node
};

// Which parallelism the traffic belongs to.
enum class TrafficGroup
{
    DataParallel,
    TensorParallel,
    PipelineParallel,
    ExpertParallel,
    KvCache,
};

// One collective of a step: every rank of a group of `groupSize` runs it `count` times with a buffer of `bytes` (the
// larger buffer, as nccl-tests counts "size": an all-reduce's whole buffer, a reduce-scatter's input, an
// all-gather's output, one send). `order` numbers the entries in the order a step runs them, from 1.
struct PatternEntry
{
    int order = 0;
    base::Collective collective = base::Collective::AllReduce;
    StepPhase phase = StepPhase::Forward;
    TrafficGroup group = TrafficGroup::DataParallel;
    qint64 bytes = 0;
    qint64 count = 0;
    qint64 groupSize = 0;

    qint64 totalBytes() const { return bytes * count; }
    bool operator==(const PatternEntry&) const = default;
};

// The collectives one GPU takes part in per training step (per batch of requests for inference).
struct CommunicationPattern
{
    QList<PatternEntry> entries;
};

// Bytes on the wire per element: what the precision means for gradients, parameters and activations, and for the KV
// cache (docs/workload.md).
qint64 trainingElementBytes(WorkloadPrecision precision);
qint64 kvCacheElementBytes(WorkloadPrecision precision);

// The pattern of a valid description (validate() empty); formulas and their sources in docs/workload.md.
CommunicationPattern communicationPattern(const WorkloadDescription& description);

// Bytes per step per collective kind, largest first, and which dominates.
struct PatternSummary
{
    QList<std::pair<base::Collective, qint64>> bytesPerCollective;
    qint64 totalBytes = 0;

    std::optional<base::Collective> dominant() const;
};
PatternSummary summarise(const CommunicationPattern& pattern);
// "All-reduce: 1.5 GiB per step (62 %)" per collective, then which dominates, in the UI language.
QStringList summaryLines(const PatternSummary& summary);
// The collective's name in the UI language ("All-reduce").
QString collectiveDisplayName(base::Collective collective);

QString storageKey(StepPhase phase);
QString storageKey(TrafficGroup group);

// The pattern file `workload pattern --out` writes and `fabric-agent replay --pattern` reads (docs/workload.md; its
// keys in base/patternformat.h).
QJsonObject patternJson(const WorkloadDescription& description, const CommunicationPattern& pattern);
// The description as `workload show --json` writes it: every field by its key.
QJsonObject workloadJson(const WorkloadDescription& description);

} // namespace fw::core
