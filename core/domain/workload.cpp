// SPDX-License-Identifier: Apache-2.0
#include "domain/workload.h"

#include "domain/enumkeys.h"

#include <QCoreApplication>

namespace fw::core {

namespace {

using WD = WorkloadDescription;

const WorkloadField kFields[] = {
    {"parameters", QT_TRANSLATE_NOOP("fw::core::Workload", "Parameters"), &WD::parameters, 1},
    {"layers", QT_TRANSLATE_NOOP("fw::core::Workload", "Layers"), &WD::layers, 1},
    {"hidden_size", QT_TRANSLATE_NOOP("fw::core::Workload", "Hidden size"), &WD::hiddenSize, 1},
    {"attention_heads", QT_TRANSLATE_NOOP("fw::core::Workload", "Attention heads"), &WD::attentionHeads, 1},
    {"sequence_length", QT_TRANSLATE_NOOP("fw::core::Workload", "Sequence length (tokens)"), &WD::sequenceLength, 1},
    {"vocabulary", QT_TRANSLATE_NOOP("fw::core::Workload", "Vocabulary"), &WD::vocabulary, 1},
    {"global_batch", QT_TRANSLATE_NOOP("fw::core::Workload", "Global batch (sequences)"), &WD::globalBatch, 1},
    {"micro_batch", QT_TRANSLATE_NOOP("fw::core::Workload", "Micro-batch (sequences)"), &WD::microBatch, 1},
    {"tensor_parallel", QT_TRANSLATE_NOOP("fw::core::Workload", "Tensor parallelism"), &WD::tensorParallel, 1},
    {"pipeline_parallel", QT_TRANSLATE_NOOP("fw::core::Workload", "Pipeline stages"), &WD::pipelineParallel, 1},
    {"data_parallel", QT_TRANSLATE_NOOP("fw::core::Workload", "Data parallelism"), &WD::dataParallel, 1},
    {"expert_parallel", QT_TRANSLATE_NOOP("fw::core::Workload", "Expert parallelism"), &WD::expertParallel, 1},
    {"zero_stage", QT_TRANSLATE_NOOP("fw::core::Workload", "Sharded data-parallel stage (ZeRO)"), &WD::zeroStage, 0, 3},
    {"gradient_bucket_bytes", QT_TRANSLATE_NOOP("fw::core::Workload", "Gradient bucket (bytes)"),
     &WD::gradientBucketBytes, 1},
    {"checkpoint_interval", QT_TRANSLATE_NOOP("fw::core::Workload", "Checkpoint interval (steps)"),
     &WD::checkpointInterval, 0},
    {"checkpoint_bytes", QT_TRANSLATE_NOOP("fw::core::Workload", "Checkpoint size (bytes)"), &WD::checkpointBytes, 0},
    {"nodes", QT_TRANSLATE_NOOP("fw::core::Workload", "Nodes"), &WD::nodes, 1},
    {"gpus_per_node", QT_TRANSLATE_NOOP("fw::core::Workload", "GPUs per node"), &WD::gpusPerNode, 1},
};

constexpr WorkloadKind kKinds[] = {WorkloadKind::PreTraining, WorkloadKind::FineTuning, WorkloadKind::Inference,
                                   WorkloadKind::Mixed};
constexpr enumkeys::Entry<WorkloadKind> kKindEntries[] = {
    {WorkloadKind::PreTraining, "pre_training", QT_TRANSLATE_NOOP("fw::core::Workload", "Pre-training")},
    {WorkloadKind::FineTuning, "fine_tuning", QT_TRANSLATE_NOOP("fw::core::Workload", "Fine-tuning")},
    {WorkloadKind::Inference, "inference", QT_TRANSLATE_NOOP("fw::core::Workload", "Inference")},
    {WorkloadKind::Mixed, "mixed", QT_TRANSLATE_NOOP("fw::core::Workload", "Mixed (training and inference)")},
};
static_assert(enumkeys::covers(kKindEntries, kKinds));

constexpr WorkloadPrecision kPrecisions[] = {WorkloadPrecision::Bf16, WorkloadPrecision::Fp16, WorkloadPrecision::Fp8,
                                             WorkloadPrecision::Fp32};
constexpr enumkeys::Entry<WorkloadPrecision> kPrecisionEntries[] = {
    {WorkloadPrecision::Bf16, "bf16", QT_TRANSLATE_NOOP("fw::core::Workload", "BF16")},
    {WorkloadPrecision::Fp16, "fp16", QT_TRANSLATE_NOOP("fw::core::Workload", "FP16")},
    {WorkloadPrecision::Fp8, "fp8", QT_TRANSLATE_NOOP("fw::core::Workload", "FP8")},
    {WorkloadPrecision::Fp32, "fp32", QT_TRANSLATE_NOOP("fw::core::Workload", "FP32")},
};
static_assert(enumkeys::covers(kPrecisionEntries, kPrecisions));

// A text marked with QT_TRANSLATE_NOOP in this file's context, in the UI language.
QString translated(const char* text)
{
    return QCoreApplication::translate("fw::core::Workload", text);
}

} // namespace

qint64 WorkloadDescription::microBatchesPerStep() const
{
    const qint64 perStep = dataParallel * microBatch;
    return perStep > 0 ? globalBatch / perStep : 0;
}

std::span<const WorkloadField> workloadFields()
{
    return kFields;
}

const WorkloadField* workloadField(const QString& key)
{
    for (const WorkloadField& field : kFields) {
        if (key == QLatin1StringView(field.key))
            return &field;
    }
    return nullptr;
}

QString workloadFieldLabel(const WorkloadField& field)
{
    return translated(field.label);
}

QString storageKey(WorkloadKind kind)
{
    return enumkeys::key(kKindEntries, kind);
}

std::optional<WorkloadKind> workloadKindFromKey(const QString& key)
{
    return enumkeys::fromKey(kKindEntries, key);
}

QString displayName(WorkloadKind kind)
{
    return translated(enumkeys::entry(kKindEntries, kind).displayName);
}

std::span<const WorkloadKind> allWorkloadKinds()
{
    return kKinds;
}

QString storageKey(WorkloadPrecision precision)
{
    return enumkeys::key(kPrecisionEntries, precision);
}

std::optional<WorkloadPrecision> workloadPrecisionFromKey(const QString& key)
{
    return enumkeys::fromKey(kPrecisionEntries, key);
}

QString displayName(WorkloadPrecision precision)
{
    return translated(enumkeys::entry(kPrecisionEntries, precision).displayName);
}

std::span<const WorkloadPrecision> allWorkloadPrecisions()
{
    return kPrecisions;
}

QList<WorkloadProblem> validate(const WorkloadDescription& d)
{
    QList<WorkloadProblem> problems;
    for (const WorkloadField& field : kFields) {
        const qint64 value = d.*field.member;
        if (value < field.minimum) {
            problems.append({QString::fromLatin1(field.key),
                             QCoreApplication::translate("fw::core::Workload", "%1 must be at least %2, not %3.")
                                 .arg(workloadFieldLabel(field))
                                 .arg(field.minimum)
                                 .arg(value)});
        } else if (field.maximum > 0 && value > field.maximum) {
            problems.append({QString::fromLatin1(field.key),
                             QCoreApplication::translate("fw::core::Workload", "%1 must be %2 to %3, not %4.")
                                 .arg(workloadFieldLabel(field))
                                 .arg(field.minimum)
                                 .arg(field.maximum)
                                 .arg(value)});
        }
    }
    if (!problems.isEmpty())
        return problems; // the checks below divide by these fields
    auto add = [&](const char* key, const QString& message) { problems.append({QString::fromLatin1(key), message}); };
    if (d.hiddenSize % d.attentionHeads != 0) {
        add("hidden_size", QCoreApplication::translate("fw::core::Workload",
                                                       "The hidden size %1 is not divisible by the %2 attention heads.")
                               .arg(d.hiddenSize)
                               .arg(d.attentionHeads));
    }
    if (d.attentionHeads % d.tensorParallel != 0) {
        add("attention_heads", QCoreApplication::translate(
                                   "fw::core::Workload",
                                   "The %1 attention heads are not divisible by tensor parallelism %2: each GPU of a "
                                   "tensor-parallel group holds whole heads.")
                                   .arg(d.attentionHeads)
                                   .arg(d.tensorParallel));
    }
    if (d.layers % d.pipelineParallel != 0) {
        add("layers", QCoreApplication::translate("fw::core::Workload",
                                                  "The %1 layers are not divisible by the %2 pipeline stages.")
                          .arg(d.layers)
                          .arg(d.pipelineParallel));
    }
    if (d.tensorParallel * d.pipelineParallel * d.dataParallel != d.gpus()) {
        add("data_parallel", QCoreApplication::translate(
                                 "fw::core::Workload",
                                 "Tensor × pipeline × data parallelism is %1 × %2 × %3 = %4 GPUs, but %5 nodes of %6 "
                                 "GPUs are %7.")
                                 .arg(d.tensorParallel)
                                 .arg(d.pipelineParallel)
                                 .arg(d.dataParallel)
                                 .arg(d.tensorParallel * d.pipelineParallel * d.dataParallel)
                                 .arg(d.nodes)
                                 .arg(d.gpusPerNode)
                                 .arg(d.gpus()));
    }
    if (d.globalBatch % (d.dataParallel * d.microBatch) != 0) {
        add("global_batch", QCoreApplication::translate(
                                "fw::core::Workload",
                                "The global batch of %1 sequences is not divisible by data parallelism × micro-batch "
                                "(%2 × %3 = %4).")
                                .arg(d.globalBatch)
                                .arg(d.dataParallel)
                                .arg(d.microBatch)
                                .arg(d.dataParallel * d.microBatch));
    }
    if (d.dataParallel % d.expertParallel != 0) {
        add("expert_parallel",
            QCoreApplication::translate(
                "fw::core::Workload",
                "Expert parallelism %1 does not divide data parallelism %2: the expert-parallel groups are made of "
                "data-parallel ranks.")
                .arg(d.expertParallel)
                .arg(d.dataParallel));
    }
    return problems;
}

} // namespace fw::core
