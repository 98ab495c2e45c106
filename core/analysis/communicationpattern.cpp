// SPDX-License-Identifier: Apache-2.0
#include "analysis/communicationpattern.h"

#include "analysis/numberformat.h"
#include "base/patternformat.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>

namespace fw::core {

namespace {

// A text marked with QT_TRANSLATE_NOOP in this file's context, in the UI language.
QString translated(const char* text)
{
    return QCoreApplication::translate("fw::core::CommunicationPattern", text);
}

qint64 ceilDiv(qint64 a, qint64 b)
{
    return (a + b - 1) / b;
}

class Builder
{
public:
    void add(base::Collective collective, StepPhase phase, TrafficGroup group, qint64 bytes, qint64 count,
             qint64 groupSize)
    {
        if (bytes <= 0 || count <= 0)
            return;
        m_pattern.entries.append(
            {int(m_pattern.entries.size()) + 1, collective, phase, group, bytes, count, groupSize});
    }

    // `total` bytes in buckets of `bucket`: the full buckets, then the rest, each `times` per step.
    void addBucketed(base::Collective collective, StepPhase phase, qint64 total, qint64 bucket, qint64 times,
                     qint64 groupSize)
    {
        add(collective, phase, TrafficGroup::DataParallel, bucket, total / bucket * times, groupSize);
        add(collective, phase, TrafficGroup::DataParallel, total % bucket, times, groupSize);
    }

    CommunicationPattern take() { return std::move(m_pattern); }

private:
    CommunicationPattern m_pattern;
};

// The activation-sized exchanges of one pass (forward, backward or prefill) over the stage's layers.
void addPass(Builder& b, const WorkloadDescription& d, StepPhase phase, qint64 activationBytes, qint64 microBatches)
{
    const qint64 stageLayers = d.layers / d.pipelineParallel;
    if (d.tensorParallel > 1) {
        b.add(base::Collective::AllReduce, phase, TrafficGroup::TensorParallel, activationBytes,
              2 * stageLayers * microBatches, d.tensorParallel);
    }
    if (d.expertParallel > 1) {
        b.add(base::Collective::AllToAll, phase, TrafficGroup::ExpertParallel, activationBytes,
              2 * stageLayers * microBatches, d.expertParallel);
    }
    if (d.pipelineParallel > 1)
        b.add(base::Collective::SendRecv, phase, TrafficGroup::PipelineParallel, activationBytes, microBatches, 2);
}

const char* collectiveLabel(base::Collective collective)
{
    switch (collective) {
    case base::Collective::AllReduce:
        return QT_TRANSLATE_NOOP("fw::core::CommunicationPattern", "All-reduce");
    case base::Collective::AllGather:
        return QT_TRANSLATE_NOOP("fw::core::CommunicationPattern", "All-gather");
    case base::Collective::ReduceScatter:
        return QT_TRANSLATE_NOOP("fw::core::CommunicationPattern", "Reduce-scatter");
    case base::Collective::Broadcast:
        return QT_TRANSLATE_NOOP("fw::core::CommunicationPattern", "Broadcast");
    case base::Collective::AllToAll:
        return QT_TRANSLATE_NOOP("fw::core::CommunicationPattern", "All-to-all");
    case base::Collective::SendRecv:
        return QT_TRANSLATE_NOOP("fw::core::CommunicationPattern", "Send/receive");
    }
    return "";
}

} // namespace

qint64 trainingElementBytes(WorkloadPrecision precision)
{
    // FP8 training (Transformer Engine) computes its matrix products in FP8 but keeps weights, gradients and the
    // activations it exchanges in BF16.
    return precision == WorkloadPrecision::Fp32 ? 4 : 2;
}

qint64 kvCacheElementBytes(WorkloadPrecision precision)
{
    switch (precision) {
    case WorkloadPrecision::Fp32:
        return 4;
    case WorkloadPrecision::Fp8:
        return 1;
    case WorkloadPrecision::Bf16:
    case WorkloadPrecision::Fp16:
        break;
    }
    return 2;
}

CommunicationPattern communicationPattern(const WorkloadDescription& d)
{
    Builder b;
    const qint64 element = trainingElementBytes(d.precision);
    const qint64 activation = d.microBatch * d.sequenceLength * d.hiddenSize * element;
    const qint64 microBatches = d.microBatchesPerStep();
    if (d.isTraining()) {
        // The model shard one GPU holds: the parameters over tensor × pipeline parallelism, rounded up.
        const qint64 shardBytes = ceilDiv(d.parameters, d.tensorParallel * d.pipelineParallel) * element;
        const qint64 bucket = d.gradientBucketBytes;
        const qint64 dp = d.dataParallel;
        if (dp > 1 && d.zeroStage == 3)
            b.addBucketed(base::Collective::AllGather, StepPhase::Forward, shardBytes, bucket, microBatches, dp);
        addPass(b, d, StepPhase::Forward, activation, microBatches);
        if (dp > 1 && d.zeroStage == 3)
            b.addBucketed(base::Collective::AllGather, StepPhase::Backward, shardBytes, bucket, microBatches, dp);
        addPass(b, d, StepPhase::Backward, activation, microBatches);
        if (dp > 1) {
            // Stages 0 and 1 keep whole gradients and reduce them once per step; stages 2 and 3 keep only their
            // partition, so every micro-batch's gradients are reduce-scattered as its backward pass ends.
            if (d.zeroStage == 0) {
                b.addBucketed(base::Collective::AllReduce, StepPhase::Backward, shardBytes, bucket, 1, dp);
            } else {
                b.addBucketed(base::Collective::ReduceScatter, StepPhase::Backward, shardBytes, bucket,
                              d.zeroStage >= 2 ? microBatches : 1, dp);
            }
            if (d.zeroStage == 1 || d.zeroStage == 2)
                b.addBucketed(base::Collective::AllGather, StepPhase::Optimizer, shardBytes, bucket, 1, dp);
        }
    } else {
        addPass(b, d, StepPhase::Prefill, activation, microBatches);
    }
    if (d.kind == WorkloadKind::Inference || d.kind == WorkloadKind::Mixed) {
        // Each request's KV cache, keys and values of every layer and token, goes from the prefill GPUs to the decode
        // GPUs; each GPU of a replica holds (and sends) its stage's layers and its tensor-parallel share of the heads.
        const qint64 kvBytes = 2 * (d.layers / d.pipelineParallel) * d.sequenceLength *
                               (d.hiddenSize / d.tensorParallel) * kvCacheElementBytes(d.precision);
        b.add(base::Collective::SendRecv, StepPhase::Transfer, TrafficGroup::KvCache, kvBytes,
              d.globalBatch / d.dataParallel, 2);
    }
    return b.take();
}

std::optional<base::Collective> PatternSummary::dominant() const
{
    if (bytesPerCollective.isEmpty())
        return std::nullopt;
    return bytesPerCollective.constFirst().first;
}

PatternSummary summarise(const CommunicationPattern& pattern)
{
    PatternSummary summary;
    for (const PatternEntry& entry : pattern.entries) {
        auto it = std::find_if(summary.bytesPerCollective.begin(), summary.bytesPerCollective.end(),
                               [&](const auto& row) { return row.first == entry.collective; });
        if (it == summary.bytesPerCollective.end())
            summary.bytesPerCollective.append({entry.collective, entry.totalBytes()});
        else
            it->second += entry.totalBytes();
        summary.totalBytes += entry.totalBytes();
    }
    std::stable_sort(summary.bytesPerCollective.begin(), summary.bytesPerCollective.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    return summary;
}

QString collectiveDisplayName(base::Collective collective)
{
    return translated(collectiveLabel(collective));
}

QStringList summaryLines(const PatternSummary& summary)
{
    if (summary.totalBytes == 0)
        return {QCoreApplication::translate("fw::core::CommunicationPattern",
                                            "No collective communication: one GPU holds the whole model and batch.")};
    QStringList lines;
    for (const auto& [collective, bytes] : summary.bytesPerCollective) {
        const int percent = qRound(100.0 * double(bytes) / double(summary.totalBytes));
        lines << (percent > 0
                      ? QCoreApplication::translate("fw::core::CommunicationPattern", "%1: %2 per step (%3 %)")
                            .arg(collectiveDisplayName(collective), formatBytes(bytes))
                            .arg(percent)
                      : QCoreApplication::translate("fw::core::CommunicationPattern", "%1: %2 per step (under 1 %)")
                            .arg(collectiveDisplayName(collective), formatBytes(bytes)));
    }
    lines << QCoreApplication::translate("fw::core::CommunicationPattern", "In all %1 per step per GPU; %2 dominates.")
                 .arg(formatBytes(summary.totalBytes), collectiveDisplayName(*summary.dominant()));
    return lines;
}

QString storageKey(StepPhase phase)
{
    switch (phase) {
    case StepPhase::Forward:
        return QStringLiteral("forward");
    case StepPhase::Backward:
        return QStringLiteral("backward");
    case StepPhase::Optimizer:
        return QStringLiteral("optimizer");
    case StepPhase::Prefill:
        return QStringLiteral("prefill");
    case StepPhase::Transfer:
        return QStringLiteral("transfer");
    }
    return {};
}

QString storageKey(TrafficGroup group)
{
    switch (group) {
    case TrafficGroup::DataParallel:
        return QStringLiteral("data_parallel");
    case TrafficGroup::TensorParallel:
        return QStringLiteral("tensor_parallel");
    case TrafficGroup::PipelineParallel:
        return QStringLiteral("pipeline_parallel");
    case TrafficGroup::ExpertParallel:
        return QStringLiteral("expert_parallel");
    case TrafficGroup::KvCache:
        return QStringLiteral("kv_cache");
    }
    return {};
}

QJsonObject workloadJson(const WorkloadDescription& description)
{
    QJsonObject json{{QStringLiteral("kind"), storageKey(description.kind)},
                     {QStringLiteral("precision"), storageKey(description.precision)}};
    for (const WorkloadField& field : workloadFields())
        json.insert(QString::fromLatin1(field.key), description.*field.member);
    return json;
}

QJsonObject patternJson(const WorkloadDescription& description, const CommunicationPattern& pattern)
{
    namespace key = base::pattern;
    const auto text = [](std::string_view name) { return QString::fromLatin1(name); };
    QJsonArray collectives;
    for (const PatternEntry& entry : pattern.entries) {
        collectives << QJsonObject{
            {text(key::kOrder), entry.order},
            {text(key::kCollective), text(base::collectiveName(entry.collective))},
            {text(key::kBytes), entry.bytes},
            {text(key::kCount), entry.count},
            {text(key::kGroupSize), entry.groupSize},
            {text(key::kPhase), storageKey(entry.phase)},
            {text(key::kGroup), storageKey(entry.group)},
        };
    }
    const PatternSummary summary = summarise(pattern);
    QJsonObject perCollective;
    for (const auto& [collective, bytes] : summary.bytesPerCollective)
        perCollective.insert(text(base::collectiveName(collective)), bytes);
    const std::optional<base::Collective> dominant = summary.dominant();
    return QJsonObject{
        {text(key::kFormat), text(key::kFormatName)},
        {text(key::kVersionKey), key::kVersion},
        {text(key::kWorkload), workloadJson(description)},
        {text(key::kCollectives), collectives},
        {text(key::kSummary),
         QJsonObject{
             {text(key::kTotalBytes), summary.totalBytes},
             {text(key::kBytesPerCollective), perCollective},
             {text(key::kDominant), dominant ? QJsonValue(text(base::collectiveName(*dominant))) : QJsonValue()}}},
    };
}

} // namespace fw::core
