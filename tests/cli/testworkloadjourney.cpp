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
#include <cmath>
#include <functional>

using clitest::Result;
using clitest::workbench;
using namespace fw::core;
using namespace Qt::StringLiterals;

// The buyer's workload to a stored measurement (issue 36) through the real binary: the workload described, a plan
// made from it, edited as a buyer would (the faults need root and the cluster's interfaces, so they go), run over
// the candidate's connection (two ranks through mpirun on this computer), and the replay of the workload's own step
// stored under the candidate with its exposed communication and each collective's time.
class TestWorkloadJourney : public QObject
{
    Q_OBJECT

private slots:
    void planFromTheWorkloadRunsItsReplay();
    void inferenceBesideTrainingIsStoredWithItsInflation();
    void noWorkloadNoPlan();

private:
    QString path(const QString& name) const { return m_dir.filePath(name); }
    // A project with candidate Acme, a local connection of `ranks` ranks and the small workload of `kind`.
    QString newProject(const QString& name, int ranks, const QString& kind) const;
    // The plan made from the project's workload, with only the steps `keep` accepts, made shorter.
    QString editedPlan(const QString& project, const QString& name,
                       const std::function<bool(const QJsonObject&)>& keep) const;
    static Result ok(const QStringList& arguments)
    {
        const Result r = workbench(arguments);
        if (r.exitCode != 0)
            qWarning("%s", r.said().constData());
        return r;
    }

    QTemporaryDir m_dir;
};

QString TestWorkloadJourney::newProject(const QString& name, int ranks, const QString& kind) const
{
    const QString p = path(name);
    if (ok({QStringLiteral("new"), p}).exitCode != 0 ||
        ok({QStringLiteral("candidate"), QStringLiteral("add"), QStringLiteral("--project"), p,
            QStringLiteral("--supplier"), QStringLiteral("Acme"), QStringLiteral("--offer"), QStringLiteral("RoCE")})
                .exitCode != 0 ||
        ok({QStringLiteral("connection"), QStringLiteral("add"), QStringLiteral("--project"), p,
            QStringLiteral("--candidate"), QStringLiteral("Acme"), QStringLiteral("--name"), QStringLiteral("here"),
            QStringLiteral("--local"), QStringLiteral("--ranks"), QString::number(ranks),
            QStringLiteral("--launcher-arg=--oversubscribe"), QStringLiteral("--cluster-node")})
                .exitCode != 0)
        return {};
    // A small model on 4 GPUs (tensor 2 × data 2), so that a few ranks replay its step in moments.
    QStringList set = {QStringLiteral("workload"),  QStringLiteral("set"),
                       QStringLiteral("--project"), p,
                       QStringLiteral("--kind"),    kind};
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
    return ok(set).exitCode == 0 ? p : QString();
}

QString TestWorkloadJourney::editedPlan(const QString& project, const QString& name,
                                        const std::function<bool(const QJsonObject&)>& keep) const
{
    const QString planFile = path(name + QStringLiteral("-made.json"));
    const Result made =
        ok({QStringLiteral("plan"), QStringLiteral("--project"), project, QStringLiteral("--candidate"),
            QStringLiteral("Acme"), QStringLiteral("--from-workload"), QStringLiteral("--out"), planFile});
    if (made.exitCode != 0 || !made.out.contains(QLatin1String("made from the workload")))
        return {};
    QFile file(planFile);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QJsonObject plan = QJsonDocument::fromJson(file.readAll()).object();
    // The buyer keeps some steps, each made shorter: 5 iterations a size, 5 steps a replay.
    QJsonArray kept;
    for (const QJsonValue& value : plan.value(QLatin1String("steps")).toArray()) {
        QJsonObject step = value.toObject();
        if (!keep(step))
            continue;
        for (const QString& list : {QStringLiteral("bench"), QStringLiteral("args")}) {
            QJsonArray args = step.value(list).toArray();
            for (qsizetype i = 0; i + 1 < args.size(); ++i)
                if (args.at(i) == QLatin1String("-n") || args.at(i) == QLatin1String("--steps"))
                    args.replace(i + 1, QStringLiteral("5"));
            if (!args.isEmpty())
                step.insert(list, args);
        }
        kept << step;
    }
    plan.insert(QStringLiteral("steps"), kept);
    const QString edited = path(name + QStringLiteral("-edited.json"));
    QFile out(edited);
    if (!out.open(QIODevice::WriteOnly) || out.write(QJsonDocument(plan).toJson()) < 0)
        return {};
    return edited;
}

void TestWorkloadJourney::planFromTheWorkloadRunsItsReplay()
{
    QVERIFY(m_dir.isValid());
    const QString p = newProject(QStringLiteral("journey.fabwb"), 2, QStringLiteral("pre_training"));
    QVERIFY(!p.isEmpty());
    // The buyer keeps the workload's sweep and its replay: the faults need root and the cluster's interfaces.
    int replaySteps = 0;
    const QString edited = editedPlan(p, QStringLiteral("training"), [&](const QJsonObject& step) {
        const QString kind = step.value(QLatin1String("kind")).toString();
        if (kind == QLatin1String("replay")) {
            ++replaySteps;
            return step.value(QLatin1String("args")).toArray().at(1) == QLatin1String("{pattern}");
        }
        return kind == QLatin1String("baseline") &&
               step.value(QLatin1String("bench")).toArray().first() == QLatin1String("--collective");
    });
    QVERIFY(!edited.isEmpty());
    QCOMPARE(replaySteps, 1);

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

    // The replay reaches the decision: Workload replay scores it once the buyer gives the criterion a weight, and
    // names the plan step it came from. A criterion the project lacks is refused, and nothing is written.
    const Result wrong =
        workbench({QStringLiteral("decision"), QStringLiteral("--project"), p, QStringLiteral("--weight"),
                   QStringLiteral("workload_replay=3"), QStringLiteral("--weight"), QStringLiteral("step_time=1")});
    QCOMPARE(wrong.exitCode, 2);
    QVERIFY2(wrong.err.contains(u"the project has no criterion step_time; it has tail_latency,"_s),
             wrong.said().constData());
    const Result decided = ok({QStringLiteral("decision"), QStringLiteral("--project"), p, QStringLiteral("--weight"),
                               QStringLiteral("workload_replay=2"), QStringLiteral("--json")});
    QCOMPARE(decided.exitCode, 0);
    QJsonObject criterion;
    for (const QJsonValue& value : QJsonDocument::fromJson(decided.out.toUtf8()).object()[u"criteria"_s].toArray())
        if (value[u"key"_s] == u"workload_replay"_s)
            criterion = value.toObject();
    QCOMPARE(criterion[u"weight"_s].toDouble(), 2.0);
    const QJsonObject cell = criterion[u"cells"_s].toArray().first().toObject();
    QCOMPARE(cell[u"kind"_s].toString(), u"automatic"_s);
    QCOMPARE(cell[u"basis"_s].toString(), u"measured"_s);
    QCOMPARE(cell[u"score"_s].toDouble(), 10.0); // the only candidate is the best
    QCOMPARE(cell[u"plan_steps"_s].toArray(),
             (QJsonArray{QJsonObject{{u"plan_run_id"_s, runs.constFirst().id}, {u"step"_s, replay.step + 1}}}));
    QVERIFY2(cell[u"source"_s].toString().contains(
                 u"of the workload's replay on 2 ranks, 1 replay on the candidate's cluster (plan run %1 step %2"_s
                     .arg(runs.constFirst().id)
                     .arg(replay.step + 1)),
             qPrintable(cell[u"source"_s].toString()));

    // The report's workload section: the description, the step's communication and the replay counted, in each
    // language.
    for (const auto& [language, heading] :
         {std::pair{u"en"_s, u"Replays of this workload"_s}, std::pair{u"de"_s, u"Replays dieser Arbeitslast"_s},
          std::pair{u"ja"_s, u"このワークロードの再現"_s}}) {
        const QString html = path(u"report-"_s + language + u".html"_s);
        QCOMPARE(ok({u"report"_s, u"--project"_s, p, u"--out"_s, html, u"--lang"_s, language, u"--format"_s, u"html"_s})
                     .exitCode,
                 0);
        QFile file(html);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(text.contains(heading), qPrintable(language));
        QVERIFY2(text.contains(u" %1 "_s.arg(runs.constFirst().id)) && text.contains(u"all_reduce"_s),
                 qPrintable(language));
    }
}

void TestWorkloadJourney::inferenceBesideTrainingIsStoredWithItsInflation()
{
    // Four ranks: the buyer's requests on two, the same model's training on the other two.
    const QString p = newProject(QStringLiteral("serving.fabwb"), 4, QStringLiteral("inference"));
    QVERIFY(!p.isEmpty());
    const QString edited = editedPlan(p, QStringLiteral("serving"), [](const QJsonObject& step) {
        return step.value(QLatin1String("args")).toArray().contains(QLatin1String("--beside"));
    });
    QVERIFY(!edited.isEmpty());
    const Result ran = ok({QStringLiteral("plan"), QStringLiteral("--project"), p, QStringLiteral("--candidate"),
                           QStringLiteral("Acme"), QStringLiteral("--plan"), edited});
    QCOMPARE(ran.exitCode, 0);
    QVERIFY2(ran.out.contains(QLatin1String(" --beside ")), ran.said().constData());

    auto project = ProjectFile::open(p);
    const QList<ReplayStepResult> replays = PlanResults::replaySteps(*project);
    QCOMPARE(replays.size(), 1);
    const ReplayResults& r = replays.constFirst().results;
    QVERIFY(r.hasResult);
    QCOMPARE(r.steps, 5);
    QVERIFY(r.requestLatencyUs.isKnown());
    QVERIFY(r.inflationOfLatency);
    QVERIFY(isKnown(r.p99Inflation));
    QVERIFY(r.besideSteps >= 1);
    QVERIFY(std::abs(r.p99Inflation - r.sharedP99Us / r.soloP99Us) <= 1e-4 * r.p99Inflation);
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
