// SPDX-License-Identifier: Apache-2.0
#include "clirunner.h"
#include "remote/planresults.h"
#include "remote/planrunrepository.h"
#include "storage/projectfile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using clitest::Result;
using clitest::workbench;
using namespace fw::core;

// The buyer's workload to a stored measurement (issue 36) through the real binary: the workload described, a plan
// made from it, edited as a buyer would (the faults need root and the cluster's interfaces, so they go), run over
// the candidate's connection (two ranks through mpirun on this computer), and the replay of the workload's own step
// stored under the candidate with its exposed communication and each collective's time.
class TestWorkloadJourney : public QObject
{
    Q_OBJECT

private slots:
    void planFromTheWorkloadRunsItsReplay();
    void noWorkloadNoPlan();

private:
    QString path(const QString& name) const { return m_dir.filePath(name); }
    static Result ok(const QStringList& arguments)
    {
        const Result r = workbench(arguments);
        if (r.exitCode != 0)
            qWarning("%s", r.said().constData());
        return r;
    }

    QTemporaryDir m_dir;
};

void TestWorkloadJourney::planFromTheWorkloadRunsItsReplay()
{
    QVERIFY(m_dir.isValid());
    const QString p = path(QStringLiteral("journey.fabwb"));
    QCOMPARE(ok({QStringLiteral("new"), p}).exitCode, 0);
    QCOMPARE(
        ok({QStringLiteral("candidate"), QStringLiteral("add"), QStringLiteral("--project"), p,
            QStringLiteral("--supplier"), QStringLiteral("Acme"), QStringLiteral("--offer"), QStringLiteral("RoCE")})
            .exitCode,
        0);
    QCOMPARE(ok({QStringLiteral("connection"), QStringLiteral("add"), QStringLiteral("--project"), p,
                 QStringLiteral("--candidate"), QStringLiteral("Acme"), QStringLiteral("--name"),
                 QStringLiteral("here"), QStringLiteral("--local"), QStringLiteral("--ranks"), QStringLiteral("2"),
                 QStringLiteral("--launcher-arg=--oversubscribe"), QStringLiteral("--cluster-node")})
                 .exitCode,
             0);
    // A small model on 4 GPUs (tensor 2 × data 2), so that two ranks replay its step in moments.
    QStringList set = {QStringLiteral("workload"), QStringLiteral("set"), QStringLiteral("--project"), p};
    for (const auto& [option, value] : {std::pair{"--parameters", "1048576"},
                                        {"--layers", "2"},
                                        {"--hidden-size", "256"},
                                        {"--attention-heads", "4"},
                                        {"--sequence-length", "128"},
                                        {"--vocabulary", "1000"},
                                        {"--global-batch", "4"},
                                        {"--micro-batch", "1"},
                                        {"--tensor-parallel", "2"},
                                        {"--pipeline-parallel", "1"},
                                        {"--data-parallel", "2"},
                                        {"--gradient-bucket-bytes", "1048576"},
                                        {"--nodes", "1"},
                                        {"--gpus-per-node", "4"}})
        set << QString::fromLatin1(option) << QString::fromLatin1(value);
    QCOMPARE(ok(set).exitCode, 0);

    const QString planFile = path(QStringLiteral("workload-plan.json"));
    const Result made =
        ok({QStringLiteral("plan"), QStringLiteral("--project"), p, QStringLiteral("--candidate"),
            QStringLiteral("Acme"), QStringLiteral("--from-workload"), QStringLiteral("--out"), planFile});
    QCOMPARE(made.exitCode, 0);
    QVERIFY2(made.out.contains(QLatin1String("made from the workload")), made.said().constData());

    // The buyer keeps the workload's sweep and its replay, each made shorter.
    QFile file(planFile);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject plan = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    QVERIFY(plan.value(QLatin1String("pattern")).isObject());
    QJsonArray kept;
    for (const QJsonValue& value : plan.value(QLatin1String("steps")).toArray()) {
        QJsonObject step = value.toObject();
        const QJsonArray bench = step.value(QLatin1String("bench")).toArray();
        if (step.value(QLatin1String("kind")) == QLatin1String("baseline") &&
            bench.first() == QLatin1String("--collective")) {
            QJsonArray shorter;
            for (qsizetype i = 0; i + 1 < bench.size(); ++i)
                shorter << bench.at(i);
            shorter << QStringLiteral("5"); // -n 5
            step.insert(QStringLiteral("bench"), shorter);
            kept << step;
        } else if (step.value(QLatin1String("kind")) == QLatin1String("replay")) {
            QJsonArray args = step.value(QLatin1String("args")).toArray();
            QCOMPARE(args.at(1).toString(), QStringLiteral("{pattern}"));
            args.replace(3, QStringLiteral("5")); // --steps 5
            step.insert(QStringLiteral("args"), args);
            kept << step;
        }
    }
    QCOMPARE(kept.size(), 2);
    plan.insert(QStringLiteral("steps"), kept);
    const QString edited = path(QStringLiteral("edited.json"));
    QFile out(edited);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(plan).toJson());
    out.close();

    const Result ran = ok({QStringLiteral("plan"), QStringLiteral("--project"), p, QStringLiteral("--candidate"),
                           QStringLiteral("Acme"), QStringLiteral("--plan"), edited});
    QCOMPARE(ran.exitCode, 0);
    QVERIFY2(ran.out.contains(QLatin1String("Plan run 1: complete.")), ran.said().constData());
    // The pattern was placed as a file and named on the agent's command line.
    QVERIFY2(ran.out.contains(QLatin1String("replay --pattern ")), ran.said().constData());

    auto project = ProjectFile::open(p);
    const QList<StoredPlanRun> runs = PlanRunRepository(*project).all();
    QCOMPARE(runs.size(), 1);
    QVERIFY(runs.constFirst().candidateId);
    const QList<ReplayStepResult> replays = PlanResults::replaySteps(*project);
    QCOMPARE(replays.size(), 1);
    const ReplayStepResult& replay = replays.constFirst();
    QCOMPARE(replay.candidateId, runs.constFirst().candidateId);
    const ReplayResults& r = replay.results;
    QVERIFY(r.hasResult);
    QCOMPARE(r.mode, QStringLiteral("pattern"));
    QCOMPARE(r.steps, 5);
    QCOMPARE(r.stream.start.value(QLatin1String("ranks")).toInt(), 2);
    QVERIFY(r.patternPath.contains(QLatin1String("pattern-")));
    QVERIFY(r.exposedUs.isKnown());
    QVERIFY(r.tokensPerS.isKnown());
    QCOMPARE(r.collectives.size(), 3);
    QCOMPARE(r.collectives.constLast().collective, QStringLiteral("all_reduce"));
    QCOMPARE(r.wrongElements.value_or(-1), 0);
}

void TestWorkloadJourney::noWorkloadNoPlan()
{
    const QString p = path(QStringLiteral("empty.fabwb"));
    QCOMPARE(ok({QStringLiteral("new"), p}).exitCode, 0);
    const QString planFile = path(QStringLiteral("none.json"));
    const Result r = workbench({QStringLiteral("plan"), QStringLiteral("--project"), p,
                                QStringLiteral("--from-workload"), QStringLiteral("--out"), planFile});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("not described its workload")), r.said().constData());
    QVERIFY(!QFile::exists(planFile));
    const Result noOut =
        workbench({QStringLiteral("plan"), QStringLiteral("--project"), p, QStringLiteral("--from-workload")});
    QCOMPARE(noOut.exitCode, 2);
}

QTEST_GUILESS_MAIN(TestWorkloadJourney)
#include "testworkloadjourney.moc"
