// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QString>
#include <optional>
#include <span>

namespace fw::core {

// What the buyer will run on the cluster (issue 36).
enum class WorkloadKind
{
    PreTraining,
    FineTuning,
    Inference,
    Mixed
};

// The numeric format the model trains or serves in. What it means for the bytes on the wire: docs/workload.md.
enum class WorkloadPrecision
{
    Bf16,
    Fp16,
    Fp8,
    Fp32
};

// The buyer's own workload, one per project: the model's shape, the batch, the parallelism and the cluster it is
// laid out on. The defaults are Llama-2-7B (its published config.json) pre-trained on 2 nodes of 8 GPUs.
struct WorkloadDescription
{
    WorkloadKind kind = WorkloadKind::PreTraining;
    qint64 parameters = 6'738'415'616;
    qint64 layers = 32;
    qint64 hiddenSize = 4096;
    qint64 attentionHeads = 32;
    qint64 sequenceLength = 4096;
    qint64 vocabulary = 32000;
    qint64 globalBatch = 1024; // sequences per optimizer step
    qint64 microBatch = 1;     // sequences per forward/backward pass of one pipeline
    WorkloadPrecision precision = WorkloadPrecision::Bf16;
    qint64 tensorParallel = 8;
    qint64 pipelineParallel = 1;
    qint64 dataParallel = 2;
    qint64 expertParallel = 1;
    qint64 zeroStage = 0;                    // sharded data parallelism (ZeRO) stage, 0 to 3
    qint64 gradientBucketBytes = 26'214'400; // PyTorch DDP's default bucket, 25 MiB
    qint64 checkpointInterval = 1000;        // steps between checkpoints
    qint64 checkpointBytes = 94'337'818'624; // 14 bytes per parameter: bf16 weights, fp32 master and Adam moments
    qint64 nodes = 2;
    qint64 gpusPerNode = 8;

    bool operator==(const WorkloadDescription&) const = default;

    qint64 gpus() const { return nodes * gpusPerNode; }
    // Micro-batches each pipeline runs per optimizer step: global batch ÷ (data parallel × micro-batch).
    qint64 microBatchesPerStep() const;
    bool isTraining() const { return kind != WorkloadKind::Inference; }
};

// One numeric field of the description: its key (the --json key, the column and, with '-' for '_', the command
// line option), its label (QT_TRANSLATE_NOOP in the context "fw::core::Workload") and the least value it may have.
struct WorkloadField
{
    const char* key;
    const char* label;
    qint64 WorkloadDescription::*member;
    qint64 minimum;
    qint64 maximum = 0; // 0: no upper bound
};
// Every numeric field, in the order the Triage page shows them.
std::span<const WorkloadField> workloadFields();
const WorkloadField* workloadField(const QString& key);
// The field's label in the UI language.
QString workloadFieldLabel(const WorkloadField& field);

QString storageKey(WorkloadKind kind);
std::optional<WorkloadKind> workloadKindFromKey(const QString& key);
QString displayName(WorkloadKind kind);
std::span<const WorkloadKind> allWorkloadKinds();

QString storageKey(WorkloadPrecision precision);
std::optional<WorkloadPrecision> workloadPrecisionFromKey(const QString& key);
QString displayName(WorkloadPrecision precision);
std::span<const WorkloadPrecision> allWorkloadPrecisions();

// One thing wrong with a description: the field it is about (a key of workloadFields(), or "kind", "precision") and
// why, in the UI language.
struct WorkloadProblem
{
    QString field;
    QString message;

    bool operator==(const WorkloadProblem&) const = default;
};

// Every problem of `description`, the field's own limits first, then what the fields must agree on: the hidden size
// divisible by the heads and the heads by tensor parallelism, layers by pipeline stages, tensor × pipeline × data
// parallel equal to the GPUs, the global batch divisible by data parallel × micro-batch, data parallel by expert
// parallel. Empty when the description can be laid out as it says.
QList<WorkloadProblem> validate(const WorkloadDescription& description);

} // namespace fw::core
