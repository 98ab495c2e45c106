// SPDX-License-Identifier: Apache-2.0
#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using clitest::Result;
using clitest::workbench;

// `fabric-workbench workload` (issue 36) through the real binary: a description set field by field, read back as
// JSON, its pattern written to a file, and a description that cannot be laid out refused with its field named.
class TestWorkloadCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void noDescriptionYet();
    void setThenShowJson();
    void patternGoesToAFile();
    void invalidDescriptionNamesTheField();
    void wrongValuesAreUsageErrors();

private:
    QStringList project(QStringList arguments) const { return arguments << QStringLiteral("--project") << m_path; }

    QTemporaryDir m_dir;
    QString m_path;
};

void TestWorkloadCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(QStringLiteral("workload.fabwb"));
    const Result made = workbench({QStringLiteral("new"), m_path});
    QVERIFY2(made.exitCode == 0, made.said().constData());
}

void TestWorkloadCli::noDescriptionYet()
{
    const Result shown =
        workbench(project({QStringLiteral("workload"), QStringLiteral("show"), QStringLiteral("--json")}));
    QVERIFY2(shown.exitCode == 0, shown.said().constData());
    QVERIFY(shown.json().object().value(QStringLiteral("workload")).isNull());
    const Result pattern = workbench(project({QStringLiteral("workload"), QStringLiteral("pattern")}));
    QCOMPARE(pattern.exitCode, 1);
    QVERIFY2(pattern.err.contains(QLatin1String("not described its workload")), pattern.said().constData());
}

// GPT-3 175B as Megatron-LM trained it (testcommunicationpattern works the numbers out by hand).
void TestWorkloadCli::setThenShowJson()
{
    const Result set = workbench(project({QStringLiteral("workload"),
                                          QStringLiteral("set"),
                                          QStringLiteral("--precision"),
                                          QStringLiteral("fp16"),
                                          QStringLiteral("--parameters"),
                                          QStringLiteral("175000000000"),
                                          QStringLiteral("--layers"),
                                          QStringLiteral("96"),
                                          QStringLiteral("--hidden-size"),
                                          QStringLiteral("12288"),
                                          QStringLiteral("--attention-heads"),
                                          QStringLiteral("96"),
                                          QStringLiteral("--sequence-length"),
                                          QStringLiteral("2048"),
                                          QStringLiteral("--vocabulary"),
                                          QStringLiteral("50257"),
                                          QStringLiteral("--global-batch"),
                                          QStringLiteral("1536"),
                                          QStringLiteral("--tensor-parallel"),
                                          QStringLiteral("8"),
                                          QStringLiteral("--pipeline-parallel"),
                                          QStringLiteral("16"),
                                          QStringLiteral("--data-parallel"),
                                          QStringLiteral("12"),
                                          QStringLiteral("--zero-stage"),
                                          QStringLiteral("1"),
                                          QStringLiteral("--gradient-bucket-bytes"),
                                          QStringLiteral("500000000"),
                                          QStringLiteral("--nodes"),
                                          QStringLiteral("192")}));
    QVERIFY2(set.exitCode == 0, set.said().constData());
    QVERIFY2(set.out.contains(QLatin1String("Described the workload.")), set.said().constData());
    QVERIFY2(set.out.contains(QLatin1String("All-reduce dominates")), set.said().constData());

    // A later set changes only what it names.
    const Result kind = workbench(project(
        {QStringLiteral("workload"), QStringLiteral("set"), QStringLiteral("--kind"), QStringLiteral("mixed")}));
    QVERIFY2(kind.exitCode == 0, kind.said().constData());
    QVERIFY2(kind.out.contains(QLatin1String("Changed the workload.")), kind.said().constData());

    const Result shown =
        workbench(project({QStringLiteral("workload"), QStringLiteral("show"), QStringLiteral("--json")}));
    QVERIFY2(shown.exitCode == 0, shown.said().constData());
    const QJsonObject json = shown.json().object();
    const QJsonObject workload = json.value(QStringLiteral("workload")).toObject();
    QCOMPARE(workload.value(QStringLiteral("kind")).toString(), QStringLiteral("mixed"));
    QCOMPARE(workload.value(QStringLiteral("precision")).toString(), QStringLiteral("fp16"));
    QCOMPARE(workload.value(QStringLiteral("parameters")).toInteger(), 175'000'000'000);
    QCOMPARE(workload.value(QStringLiteral("pipeline_parallel")).toInteger(), 16);
    QCOMPARE(workload.value(QStringLiteral("gpus_per_node")).toInteger(), 8); // the default, untouched
    QVERIFY(json.value(QStringLiteral("problems")).toArray().isEmpty());
    const QJsonObject summary = json.value(QStringLiteral("summary")).toObject();
    QCOMPARE(summary.value(QStringLiteral("dominant")).toString(), QStringLiteral("all_reduce"));
    // Mixed: the training step of testcommunicationpattern (154,618,822,656 bytes of all-reduce) unchanged.
    QCOMPARE(summary.value(QStringLiteral("bytes_per_collective"))
                 .toObject()
                 .value(QStringLiteral("all_reduce"))
                 .toInteger(),
             154'618'822'656);

    const Result text = workbench(project({QStringLiteral("workload"), QStringLiteral("show")}));
    QVERIFY2(text.exitCode == 0, text.said().constData());
    QVERIFY2(text.out.contains(QLatin1String("Pipeline stages: 16")), text.said().constData());
    QVERIFY2(text.out.contains(QLatin1String("All-reduce: 144 GiB per step")), text.said().constData());
}

void TestWorkloadCli::patternGoesToAFile()
{
    const QString out = m_dir.filePath(QStringLiteral("pattern.json"));
    const Result written =
        workbench(project({QStringLiteral("workload"), QStringLiteral("pattern"), QStringLiteral("--out"), out}));
    QVERIFY2(written.exitCode == 0, written.said().constData());
    QVERIFY2(written.out.contains(QLatin1String("Wrote the pattern of 9 collectives")), written.said().constData());
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(json.value(QStringLiteral("format")).toString(), QStringLiteral("fabric-workbench-pattern"));
    QCOMPARE(json.value(QStringLiteral("version")).toInt(), 1);
    const QJsonArray collectives = json.value(QStringLiteral("collectives")).toArray();
    QCOMPARE(collectives.size(), 9); // the 8 of GPT-3's training step, then the KV-cache transfer of "mixed"
    for (int i = 0; i < collectives.size(); ++i) {
        const QJsonObject entry = collectives.at(i).toObject();
        QCOMPARE(entry.value(QStringLiteral("order")).toInt(), i + 1);
        for (const char* key : {"collective", "bytes", "count", "group_size", "phase", "group"})
            QVERIFY2(entry.contains(QLatin1String(key)), key);
    }
    const QJsonObject last = collectives.last().toObject();
    QCOMPARE(last.value(QStringLiteral("collective")).toString(), QStringLiteral("send_recv"));
    QCOMPARE(last.value(QStringLiteral("phase")).toString(), QStringLiteral("transfer"));
    // 2 × (96 / 16) layers × 2048 tokens × (12288 / 8) × 2 bytes = 75,497,472 bytes, for 1536 / 12 = 128 requests.
    QCOMPARE(last.value(QStringLiteral("bytes")).toInteger(), 75'497'472);
    QCOMPARE(last.value(QStringLiteral("count")).toInteger(), 128);
}

void TestWorkloadCli::invalidDescriptionNamesTheField()
{
    const Result refused =
        workbench(project({QStringLiteral("workload"), QStringLiteral("set"), QStringLiteral("--attention-heads"),
                           QStringLiteral("100"), QStringLiteral("--hidden-size"), QStringLiteral("12800")}));
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains(QLatin1String("--attention-heads: The 100 attention heads are not divisible by "
                                                "tensor parallelism 8")),
             refused.said().constData());
    QVERIFY2(refused.err.contains(QLatin1String("The workload was not stored.")), refused.said().constData());
    const Result nodes = workbench(
        project({QStringLiteral("workload"), QStringLiteral("set"), QStringLiteral("--nodes"), QStringLiteral("0")}));
    QCOMPARE(nodes.exitCode, 2);
    QVERIFY2(nodes.err.contains(QLatin1String("--nodes: Nodes must be at least 1, not 0.")), nodes.said().constData());
    // Nothing of either was stored.
    const Result shown =
        workbench(project({QStringLiteral("workload"), QStringLiteral("show"), QStringLiteral("--json")}));
    const QJsonObject workload = shown.json().object().value(QStringLiteral("workload")).toObject();
    QCOMPARE(workload.value(QStringLiteral("attention_heads")).toInteger(), 96);
    QCOMPARE(workload.value(QStringLiteral("nodes")).toInteger(), 192);
}

void TestWorkloadCli::wrongValuesAreUsageErrors()
{
    const Result kind = workbench(project(
        {QStringLiteral("workload"), QStringLiteral("set"), QStringLiteral("--kind"), QStringLiteral("training")}));
    QCOMPARE(kind.exitCode, 2);
    QVERIFY2(kind.err.contains(QLatin1String("--kind must be one of pre_training, fine_tuning, inference, mixed")),
             kind.said().constData());
    const Result number = workbench(project(
        {QStringLiteral("workload"), QStringLiteral("set"), QStringLiteral("--layers"), QStringLiteral("many")}));
    QCOMPARE(number.exitCode, 2);
    QVERIFY2(number.err.contains(QLatin1String("--layers must be a whole number")), number.said().constData());
    const Result sub = workbench({QStringLiteral("workload"), QStringLiteral("drill")});
    QCOMPARE(sub.exitCode, 2);
}

QTEST_GUILESS_MAIN(TestWorkloadCli)
#include "testworkloadcli.moc"
