// SPDX-License-Identifier: Apache-2.0
#include "domain/workload.h"

#include <QTest>

using namespace fw::core;

// A workload description that cannot be laid out as it says is refused with the field that is wrong and why.
class TestWorkloadValidation : public QObject
{
    Q_OBJECT

private slots:
    void theDefaultIsLlama2On16Gpus();
    void eachProblemNamesItsField_data();
    void eachProblemNamesItsField();
    void fieldLimitsComeBeforeWhatTheyMustAgreeOn();
    void keysReadBack();
};

void TestWorkloadValidation::theDefaultIsLlama2On16Gpus()
{
    const WorkloadDescription d;
    QVERIFY(validate(d).isEmpty());
    QCOMPARE(d.gpus(), 16);
    QCOMPARE(d.microBatchesPerStep(), 512); // 1024 / (2 × 1)
}

void TestWorkloadValidation::eachProblemNamesItsField_data()
{
    QTest::addColumn<QString>("changes"); // field=value,field=value on the default
    QTest::addColumn<QString>("expectedField");
    QTest::addColumn<QString>("says");
    // The default: 32 layers, hidden 4096, 32 heads, batch 1024, micro-batch 1, tp 8 × pp 1 × dp 2 = 2 nodes × 8.
    QTest::addRow("zero nodes") << "nodes=0"
                                << "nodes"
                                << "Nodes must be at least 1, not 0.";
    QTest::addRow("zero GPUs per node") << "gpus_per_node=0"
                                        << "gpus_per_node"
                                        << "at least 1";
    QTest::addRow("ZeRO stage 4") << "zero_stage=4"
                                  << "zero_stage"
                                  << "must be 0 to 3, not 4";
    QTest::addRow("negative checkpoint") << "checkpoint_bytes=-1"
                                         << "checkpoint_bytes"
                                         << "at least 0";
    QTest::addRow("heads by tensor parallelism") << "attention_heads=12,hidden_size=4092"
                                                 << "attention_heads"
                                                 << "12 attention heads are not divisible by tensor parallelism 8";
    QTest::addRow("hidden by heads") << "hidden_size=4100"
                                     << "hidden_size"
                                     << "hidden size 4100 is not divisible by the 32 attention heads";
    QTest::addRow("layers by stages") << "tensor_parallel=4,pipeline_parallel=2,layers=31"
                                      << "layers"
                                      << "31 layers are not divisible by the 2 pipeline stages";
    QTest::addRow("GPUs") << "data_parallel=4"
                          << "data_parallel"
                          << "8 × 1 × 4 = 32 GPUs, but 2 nodes of 8 GPUs are 16";
    QTest::addRow("batch") << "global_batch=1023"
                           << "global_batch"
                           << "batch of 1023 sequences is not divisible by data parallelism × micro-batch (2 × 1 = 2)";
    QTest::addRow("experts") << "expert_parallel=3"
                             << "expert_parallel"
                             << "Expert parallelism 3 does not divide data parallelism 2";
}

void TestWorkloadValidation::eachProblemNamesItsField()
{
    QFETCH(QString, changes);
    QFETCH(QString, expectedField);
    QFETCH(QString, says);
    WorkloadDescription d;
    for (const QString& change : changes.split(QLatin1Char(','))) {
        const WorkloadField* f = workloadField(change.section(QLatin1Char('='), 0, 0));
        QVERIFY(f);
        d.*f->member = change.section(QLatin1Char('='), 1).toLongLong();
    }
    const QList<WorkloadProblem> problems = validate(d);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().field, expectedField);
    QVERIFY2(problems.first().message.contains(says), qPrintable(problems.first().message));
}

void TestWorkloadValidation::fieldLimitsComeBeforeWhatTheyMustAgreeOn()
{
    // Zero tensor parallelism would divide by zero in the agreement checks: only its own limit is reported.
    WorkloadDescription d;
    d.tensorParallel = 0;
    d.layers = 0;
    const QList<WorkloadProblem> problems = validate(d);
    QCOMPARE(problems.size(), 2);
    QCOMPARE(problems.at(0).field, QStringLiteral("layers"));
    QCOMPARE(problems.at(1).field, QStringLiteral("tensor_parallel"));
}

void TestWorkloadValidation::keysReadBack()
{
    for (const WorkloadKind kind : allWorkloadKinds())
        QCOMPARE(workloadKindFromKey(storageKey(kind)), kind);
    for (const WorkloadPrecision precision : allWorkloadPrecisions())
        QCOMPARE(workloadPrecisionFromKey(storageKey(precision)), precision);
    QVERIFY(!workloadKindFromKey(QStringLiteral("training")));
    QCOMPARE(workloadFields().size(), 18);
    QVERIFY(!workloadField(QStringLiteral("kind"))); // an enum, not a number
}

QTEST_GUILESS_MAIN(TestWorkloadValidation)
#include "testworkloadvalidation.moc"
