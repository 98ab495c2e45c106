// SPDX-License-Identifier: Apache-2.0
#include "analysis/communicationpattern.h"

#include <QJsonArray>
#include <QLocale>
#include <QTest>

using namespace fw::core;
using fw::base::Collective;

// The collectives of one step of two published models, each checked against a calculation by hand (in the comments)
// from the models' published configurations, under the formulas of docs/workload.md.
class TestCommunicationPattern : public QObject
{
    Q_OBJECT

private slots:
    void llama2On16GpusAllReducesGradientsInBuckets();
    void gpt3AsMegatronTrainedItWithShardedOptimizer();
    void zeroStage3GathersParametersEveryMicroBatch();
    void expertsExchangeTokensTwicePerLayerEachWay();
    void inferenceMovesEachRequestsKvCache();
    void patternFileListsEveryCollective();
    void oneGpuHasNoCollective();
    void summaryNamesEachKindAndTheDominantOne();

private:
    static WorkloadDescription llama2();
    static WorkloadDescription gpt3();
};

namespace {

PatternEntry entry(int order, Collective collective, StepPhase phase, TrafficGroup group, qint64 bytes, qint64 count,
                   qint64 groupSize)
{
    return {order, collective, phase, group, bytes, count, groupSize};
}

qint64 bytesOf(const PatternSummary& summary, Collective collective)
{
    for (const auto& [c, bytes] : summary.bytesPerCollective) {
        if (c == collective)
            return bytes;
    }
    return 0;
}

} // namespace

// Llama-2-7B, from meta-llama/Llama-2-7b-hf config.json: hidden_size 4096, num_hidden_layers 32,
// num_attention_heads 32 (num_key_value_heads 32, so no grouped-query attention), intermediate_size 11008,
// vocab_size 32000, max_position_embeddings 4096. Its parameters, summed from that shape:
//   embeddings and output head 2 × 32000 × 4096            =   262,144,000
//   per layer: attention 4 × 4096²                         =    67,108,864
//              MLP 3 × 4096 × 11008                        =   135,266,304
//              two RMSNorms 2 × 4096                       =         8,192
//              together                                    =   202,383,360; × 32 layers = 6,476,267,520
//   final norm                                             =         4,096
//   total                                                  = 6,738,415,616
// The paper (Touvron et al. 2023) trained with 4M tokens per batch: 1024 sequences of 4096.
WorkloadDescription TestCommunicationPattern::llama2()
{
    WorkloadDescription d;
    d.kind = WorkloadKind::PreTraining;
    d.parameters = 6'738'415'616;
    d.layers = 32;
    d.hiddenSize = 4096;
    d.attentionHeads = 32;
    d.sequenceLength = 4096;
    d.vocabulary = 32000;
    d.globalBatch = 1024;
    d.microBatch = 1;
    d.precision = WorkloadPrecision::Bf16;
    d.tensorParallel = 2;
    d.pipelineParallel = 2;
    d.dataParallel = 4;
    d.expertParallel = 1;
    d.zeroStage = 0;
    d.gradientBucketBytes = 26'214'400; // 25 MiB, PyTorch DDP's default
    d.nodes = 2;
    d.gpusPerNode = 8;
    return d;
}

// GPT-3 175B (Brown et al. 2020, table 2.1): 175.0 billion parameters, 96 layers, d_model 12288, 96 heads, context
// 2048, the GPT-2 vocabulary of 50257. Laid out as Narayanan et al. 2021 (Megatron-LM, table 1) trained it: tensor
// parallelism 8, pipeline parallelism 16, 1536 GPUs (192 nodes of 8), batch 1536; so data parallelism 1536 / 128 = 12.
WorkloadDescription TestCommunicationPattern::gpt3()
{
    WorkloadDescription d;
    d.parameters = 175'000'000'000;
    d.layers = 96;
    d.hiddenSize = 12288;
    d.attentionHeads = 96;
    d.sequenceLength = 2048;
    d.vocabulary = 50257;
    d.globalBatch = 1536;
    d.microBatch = 1;
    d.precision = WorkloadPrecision::Fp16;
    d.tensorParallel = 8;
    d.pipelineParallel = 16;
    d.dataParallel = 12;
    d.zeroStage = 1;
    d.gradientBucketBytes = 500'000'000;
    d.nodes = 192;
    d.gpusPerNode = 8;
    return d;
}

void TestCommunicationPattern::llama2On16GpusAllReducesGradientsInBuckets()
{
    const WorkloadDescription d = llama2();
    QVERIFY(validate(d).isEmpty());
    // Micro-batches per step: 1024 / (4 × 1) = 256. Layers per stage: 32 / 2 = 16.
    // Activation of one micro-batch: 1 × 4096 tokens × 4096 hidden × 2 bytes (bf16) = 33,554,432 bytes (32 MiB).
    // Tensor parallel: 2 all-reduces per layer and pass, 2 × 16 × 256 = 8192 forward and 8192 backward.
    // Pipeline: one send/receive of the activation per micro-batch forward, one of its gradient backward: 256 each.
    // Gradients: the shard is 6,738,415,616 / (2 × 2) = 1,684,603,904 parameters × 2 bytes = 3,369,207,808 bytes;
    // in 26,214,400-byte buckets: 128 full (3,355,443,200 bytes) and one of 3,369,207,808 − 3,355,443,200 =
    // 13,764,608 bytes, all-reduced once per step over the 4 data-parallel ranks.
    const QList<PatternEntry> expected = {
        entry(1, Collective::AllReduce, StepPhase::Forward, TrafficGroup::TensorParallel, 33'554'432, 8192, 2),
        entry(2, Collective::SendRecv, StepPhase::Forward, TrafficGroup::PipelineParallel, 33'554'432, 256, 2),
        entry(3, Collective::AllReduce, StepPhase::Backward, TrafficGroup::TensorParallel, 33'554'432, 8192, 2),
        entry(4, Collective::SendRecv, StepPhase::Backward, TrafficGroup::PipelineParallel, 33'554'432, 256, 2),
        entry(5, Collective::AllReduce, StepPhase::Backward, TrafficGroup::DataParallel, 26'214'400, 128, 4),
        entry(6, Collective::AllReduce, StepPhase::Backward, TrafficGroup::DataParallel, 13'764'608, 1, 4),
    };
    QCOMPARE(communicationPattern(d).entries, expected);

    // All-reduce: 33,554,432 × 16,384 + 3,369,207,808 = 549,755,813,888 + 3,369,207,808 = 553,125,021,696.
    // Send/receive: 33,554,432 × 512 = 17,179,869,184. Together 570,304,890,880; the tensor-parallel all-reduce
    // dominates.
    const PatternSummary summary = summarise(communicationPattern(d));
    QCOMPARE(bytesOf(summary, Collective::AllReduce), Q_INT64_C(553'125'021'696));
    QCOMPARE(bytesOf(summary, Collective::SendRecv), Q_INT64_C(17'179'869'184));
    QCOMPARE(summary.totalBytes, Q_INT64_C(570'304'890'880));
    QCOMPARE(summary.dominant(), Collective::AllReduce);
    QCOMPARE(summary.bytesPerCollective.size(), 2);
}

void TestCommunicationPattern::gpt3AsMegatronTrainedItWithShardedOptimizer()
{
    const WorkloadDescription d = gpt3();
    QVERIFY(validate(d).isEmpty());
    // Micro-batches per step: 1536 / (12 × 1) = 128. Layers per stage: 96 / 16 = 6.
    // Activation: 1 × 2048 × 12288 × 2 bytes (fp16) = 50,331,648 bytes (48 MiB).
    // Tensor parallel: 2 × 6 × 128 = 1536 all-reduces forward and 1536 backward, over 8 GPUs.
    // Pipeline: 128 sends forward and 128 backward.
    // ZeRO stage 1: the shard is 175,000,000,000 / (8 × 16) = 1,367,187,500 parameters × 2 bytes = 2,734,375,000
    // bytes; in 500,000,000-byte buckets: 5 full and one of 234,375,000. Gradients are reduce-scattered once per step
    // and the updated parameters all-gathered after the optimizer, both over the 12 data-parallel ranks.
    const QList<PatternEntry> expected = {
        entry(1, Collective::AllReduce, StepPhase::Forward, TrafficGroup::TensorParallel, 50'331'648, 1536, 8),
        entry(2, Collective::SendRecv, StepPhase::Forward, TrafficGroup::PipelineParallel, 50'331'648, 128, 2),
        entry(3, Collective::AllReduce, StepPhase::Backward, TrafficGroup::TensorParallel, 50'331'648, 1536, 8),
        entry(4, Collective::SendRecv, StepPhase::Backward, TrafficGroup::PipelineParallel, 50'331'648, 128, 2),
        entry(5, Collective::ReduceScatter, StepPhase::Backward, TrafficGroup::DataParallel, 500'000'000, 5, 12),
        entry(6, Collective::ReduceScatter, StepPhase::Backward, TrafficGroup::DataParallel, 234'375'000, 1, 12),
        entry(7, Collective::AllGather, StepPhase::Optimizer, TrafficGroup::DataParallel, 500'000'000, 5, 12),
        entry(8, Collective::AllGather, StepPhase::Optimizer, TrafficGroup::DataParallel, 234'375'000, 1, 12),
    };
    QCOMPARE(communicationPattern(d).entries, expected);

    // All-reduce 50,331,648 × 3072 = 154,618,822,656; send/receive 50,331,648 × 256 = 12,884,901,888;
    // reduce-scatter and all-gather 2,734,375,000 each. Total 172,972,474,544.
    const PatternSummary summary = summarise(communicationPattern(d));
    QCOMPARE(bytesOf(summary, Collective::AllReduce), Q_INT64_C(154'618'822'656));
    QCOMPARE(bytesOf(summary, Collective::SendRecv), Q_INT64_C(12'884'901'888));
    QCOMPARE(bytesOf(summary, Collective::ReduceScatter), Q_INT64_C(2'734'375'000));
    QCOMPARE(bytesOf(summary, Collective::AllGather), Q_INT64_C(2'734'375'000));
    QCOMPARE(summary.totalBytes, Q_INT64_C(172'972'474'544));
    QCOMPARE(summary.dominant(), Collective::AllReduce);
}

void TestCommunicationPattern::zeroStage3GathersParametersEveryMicroBatch()
{
    // Llama-2-7B fully sharded over 16 GPUs: tp 1, pp 1, dp 16, micro-batch 2, so 1024 / (16 × 2) = 32 micro-batches.
    // The shard is the whole model: 6,738,415,616 × 2 bytes = 13,476,831,232 bytes; in 26,214,400-byte buckets
    // 514 full (13,474,201,600 bytes) and one of 2,629,632. Per micro-batch the parameters are gathered before its
    // forward and again before its backward, and its gradients reduce-scattered: 514 × 32 = 16,448 full buckets
    // and 32 rests each. No all-gather after the optimizer: stage 3 gathers on use.
    WorkloadDescription d = llama2();
    d.tensorParallel = 1;
    d.pipelineParallel = 1;
    d.dataParallel = 16;
    d.microBatch = 2;
    d.zeroStage = 3;
    QVERIFY(validate(d).isEmpty());
    const QList<PatternEntry> expected = {
        entry(1, Collective::AllGather, StepPhase::Forward, TrafficGroup::DataParallel, 26'214'400, 16'448, 16),
        entry(2, Collective::AllGather, StepPhase::Forward, TrafficGroup::DataParallel, 2'629'632, 32, 16),
        entry(3, Collective::AllGather, StepPhase::Backward, TrafficGroup::DataParallel, 26'214'400, 16'448, 16),
        entry(4, Collective::AllGather, StepPhase::Backward, TrafficGroup::DataParallel, 2'629'632, 32, 16),
        entry(5, Collective::ReduceScatter, StepPhase::Backward, TrafficGroup::DataParallel, 26'214'400, 16'448, 16),
        entry(6, Collective::ReduceScatter, StepPhase::Backward, TrafficGroup::DataParallel, 2'629'632, 32, 16),
    };
    QCOMPARE(communicationPattern(d).entries, expected);
    // All-gather 2 × 32 × 13,476,831,232 = 862,517,198,848: twice the reduce-scatter's 431,258,599,424, ZeRO's 3Ψ
    // per micro-batch.
    const PatternSummary summary = summarise(communicationPattern(d));
    QCOMPARE(bytesOf(summary, Collective::AllGather), Q_INT64_C(862'517'198'848));
    QCOMPARE(bytesOf(summary, Collective::ReduceScatter), Q_INT64_C(431'258'599'424));
    QCOMPARE(summary.dominant(), Collective::AllGather);
}

void TestCommunicationPattern::expertsExchangeTokensTwicePerLayerEachWay()
{
    // The Llama-2-7B layout with expert parallelism 2 inside data parallelism 4: every layer routes each token of a
    // micro-batch to one expert and back, 2 all-to-alls of 33,554,432 bytes per layer and pass: 2 × 16 × 256 = 8192.
    WorkloadDescription d = llama2();
    d.expertParallel = 2;
    QVERIFY(validate(d).isEmpty());
    const QList<PatternEntry> entries = communicationPattern(d).entries;
    QCOMPARE(entries.at(1),
             entry(2, Collective::AllToAll, StepPhase::Forward, TrafficGroup::ExpertParallel, 33'554'432, 8192, 2));
    QCOMPARE(entries.at(4),
             entry(5, Collective::AllToAll, StepPhase::Backward, TrafficGroup::ExpertParallel, 33'554'432, 8192, 2));
}

void TestCommunicationPattern::inferenceMovesEachRequestsKvCache()
{
    // Llama-2-7B served by 16 single-GPU replicas, a batch of 64 requests of 4096 tokens: each replica's 4 requests
    // each move their KV cache from the prefill GPU to the decode GPU: keys and values (2) × 32 layers × 4096 tokens
    // × 4096 hidden × 2 bytes = 2,147,483,648 bytes (2 GiB) per request.
    WorkloadDescription d = llama2();
    d.kind = WorkloadKind::Inference;
    d.tensorParallel = 1;
    d.pipelineParallel = 1;
    d.dataParallel = 16;
    d.globalBatch = 64;
    QVERIFY(validate(d).isEmpty());
    QCOMPARE(communicationPattern(d).entries,
             (QList<PatternEntry>{entry(1, Collective::SendRecv, StepPhase::Transfer, TrafficGroup::KvCache,
                                        Q_INT64_C(2'147'483'648), 4, 2)}));
    // An FP8 KV cache halves it.
    d.precision = WorkloadPrecision::Fp8;
    QCOMPARE(communicationPattern(d).entries.at(0).bytes, Q_INT64_C(1'073'741'824));

    // With tensor parallelism 2 (8 replicas, 8 requests each) the prefill all-reduces 2 per layer per micro-batch
    // (2 × 32 × 8 = 512 of 33,554,432 bytes) and each GPU moves half of its requests' cache: 1,073,741,824 bytes.
    d.precision = WorkloadPrecision::Bf16;
    d.tensorParallel = 2;
    d.dataParallel = 8;
    QVERIFY(validate(d).isEmpty());
    QCOMPARE(communicationPattern(d).entries,
             (QList<PatternEntry>{
                 entry(1, Collective::AllReduce, StepPhase::Prefill, TrafficGroup::TensorParallel, 33'554'432, 512, 2),
                 entry(2, Collective::SendRecv, StepPhase::Transfer, TrafficGroup::KvCache, 1'073'741'824, 8, 2)}));
}

void TestCommunicationPattern::patternFileListsEveryCollective()
{
    const WorkloadDescription d = gpt3();
    const QJsonObject json = patternJson(d, communicationPattern(d));
    QCOMPARE(json.value(QStringLiteral("format")).toString(), QStringLiteral("fabric-workbench-pattern"));
    QCOMPARE(json.value(QStringLiteral("version")).toInt(), 1);
    QCOMPARE(json.value(QStringLiteral("workload")).toObject().value(QStringLiteral("tensor_parallel")).toInt(), 8);
    const QJsonArray collectives = json.value(QStringLiteral("collectives")).toArray();
    QCOMPARE(collectives.size(), 8);
    const QJsonObject first = collectives.at(0).toObject();
    QCOMPARE(first.value(QStringLiteral("order")).toInt(), 1);
    QCOMPARE(first.value(QStringLiteral("collective")).toString(), QStringLiteral("all_reduce"));
    QCOMPARE(first.value(QStringLiteral("bytes")).toInteger(), 50'331'648);
    QCOMPARE(first.value(QStringLiteral("count")).toInteger(), 1536);
    QCOMPARE(first.value(QStringLiteral("group_size")).toInteger(), 8);
    QCOMPARE(first.value(QStringLiteral("phase")).toString(), QStringLiteral("forward"));
    QCOMPARE(first.value(QStringLiteral("group")).toString(), QStringLiteral("tensor_parallel"));
    QCOMPARE(collectives.at(6).toObject().value(QStringLiteral("phase")).toString(), QStringLiteral("optimizer"));
    const QJsonObject summary = json.value(QStringLiteral("summary")).toObject();
    QCOMPARE(summary.value(QStringLiteral("dominant")).toString(), QStringLiteral("all_reduce"));
    QCOMPARE(summary.value(QStringLiteral("total_bytes")).toInteger(), 172'972'474'544);
}

void TestCommunicationPattern::oneGpuHasNoCollective()
{
    WorkloadDescription d = llama2();
    d.tensorParallel = d.pipelineParallel = d.dataParallel = d.nodes = d.gpusPerNode = 1;
    QVERIFY(validate(d).isEmpty());
    QVERIFY(communicationPattern(d).entries.isEmpty());
    const PatternSummary summary = summarise(communicationPattern(d));
    QCOMPARE(summary.totalBytes, 0);
    QVERIFY(!summary.dominant());
    QCOMPARE(summaryLines(summary).size(), 1);
}

void TestCommunicationPattern::summaryNamesEachKindAndTheDominantOne()
{
    QLocale::setDefault(QLocale(QLocale::English));
    // Llama-2-7B above: all-reduce 553,125,021,696 bytes = 515.13 GiB, 97 % of 570,304,890,880 = 531.13 GiB;
    // send/receive 17,179,869,184 = 16 GiB, 3 %.
    QCOMPARE(summaryLines(summarise(communicationPattern(llama2()))),
             (QStringList{QStringLiteral("All-reduce: 515.1 GiB per step (97 %)"),
                          QStringLiteral("Send/receive: 16 GiB per step (3 %)"),
                          QStringLiteral("In all 531.1 GiB per step per GPU; All-reduce dominates.")}));
    // The default layout (tp 8, dp 2, 512 micro-batches) with ZeRO stage 1: tensor-parallel all-reduce
    // 33,554,432 × 2 × 32 × 512 × 2 = 2 TiB; the shard 6,738,415,616 / 8 × 2 = 1,684,603,904 bytes (1.57 GiB) is
    // reduce-scattered and all-gathered once, each under 1 % of the step.
    WorkloadDescription d;
    d.zeroStage = 1;
    const QStringList lines = summaryLines(summarise(communicationPattern(d)));
    QCOMPARE(lines.at(0), QStringLiteral("All-reduce: 2 TiB per step (100 %)"));
    QCOMPARE(lines.at(1), QStringLiteral("Reduce-scatter: 1.6 GiB per step (under 1 %)"));
    QCOMPARE(lines.at(2), QStringLiteral("All-gather: 1.6 GiB per step (under 1 %)"));
}

QTEST_GUILESS_MAIN(TestCommunicationPattern)
#include "testcommunicationpattern.moc"
