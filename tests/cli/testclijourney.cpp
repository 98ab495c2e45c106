// SPDX-License-Identifier: Apache-2.0
#include "clirunner.h"
#include "storage/projectfile.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using clitest::Result;
using clitest::workbench;

// Issue 18's command-line journey: a whole project from nothing with the commands alone (new, two candidates, a
// local connection each, a real 2-rank run each through `run`), then one run moved to the other candidate and the
// other deleted, every step checked through --json.
class TestCliJourney : public QObject
{
    Q_OBJECT

private slots:
    void wholeProjectFromNothing();

private:
    QJsonArray list(const QStringList& arguments)
    {
        const Result result =
            workbench(arguments + QStringList{QStringLiteral("--project"), m_path, QStringLiteral("--json")});
        if (result.exitCode != 0 || !result.json().isArray())
            qFatal("%s", result.said().constData());
        return result.json().array();
    }
    QJsonArray runsOf(const QString& candidate)
    {
        return list({QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--candidate"), candidate});
    }

    QTemporaryDir m_dir;
    QString m_path;
};

void TestCliJourney::wholeProjectFromNothing()
{
    m_path = m_dir.filePath(QStringLiteral("acceptance.fabwb"));
    const QString p = m_path;
    const auto ok = [](const QStringList& arguments) {
        const Result result = workbench(arguments);
        if (result.exitCode != 0)
            qWarning("%s", result.said().constData());
        return result;
    };

    // 1. An empty project, two candidates.
    Result r = ok({QStringLiteral("new"), p});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(QFileInfo::exists(p));
    QCOMPARE(list({QStringLiteral("candidate"), QStringLiteral("list")}), QJsonArray());
    r = ok({QStringLiteral("candidate"), QStringLiteral("add"), QStringLiteral("--project"), p,
            QStringLiteral("--supplier"), QStringLiteral("Acme"), QStringLiteral("--offer"), QStringLiteral("IB pod"),
            QStringLiteral("--fabric"), QStringLiteral("infiniband"), QStringLiteral("--delivery"),
            QStringLiteral("colocation"), QStringLiteral("--nodes"), QStringLiteral("1")});
    QCOMPARE(r.exitCode, 0);
    r = ok({QStringLiteral("candidate"), QStringLiteral("add"), QStringLiteral("--project"), p,
            QStringLiteral("--supplier"), QStringLiteral("Blue"), QStringLiteral("--offer"), QStringLiteral("RoCE pod"),
            QStringLiteral("--fabric"), QStringLiteral("roce"), QStringLiteral("--notes"), QStringLiteral("trial")});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray candidates = list({QStringLiteral("candidate"), QStringLiteral("list")});
    QCOMPARE(candidates.size(), 2);
    const QJsonObject acme = candidates.at(0).toObject();
    const QJsonObject blue = candidates.at(1).toObject();
    QCOMPARE(acme.value(QLatin1String("name")).toString(), QStringLiteral("Acme / IB pod"));
    QCOMPARE(acme.value(QLatin1String("fabric")).toString(), QStringLiteral("infiniband"));
    QCOMPARE(acme.value(QLatin1String("delivery")).toString(), QStringLiteral("colocation"));
    QCOMPARE(acme.value(QLatin1String("nodes")).toInt(), 1);
    QCOMPARE(blue.value(QLatin1String("fabric")).toString(), QStringLiteral("roce"));
    QCOMPARE(blue.value(QLatin1String("delivery")).toString(), QStringLiteral("cloud_rental"));
    QCOMPARE(blue.value(QLatin1String("notes")).toString(), QStringLiteral("trial"));
    const qint64 acmeId = acme.value(QLatin1String("id")).toInteger();
    const qint64 blueId = blue.value(QLatin1String("id")).toInteger();

    // 2. A local connection each, both named "here": names are unique per candidate, not per project.
    for (const QString& candidate : {QStringLiteral("Acme"), QStringLiteral("Blue")}) {
        r = ok({QStringLiteral("connection"), QStringLiteral("add"), QStringLiteral("--project"), p,
                QStringLiteral("--candidate"), candidate, QStringLiteral("--name"), QStringLiteral("here"),
                QStringLiteral("--local"), QStringLiteral("--ranks"), QStringLiteral("2"),
                QStringLiteral("--launcher-arg=--oversubscribe"), QStringLiteral("--cluster-node")});
        QCOMPARE(r.exitCode, 0);
    }
    const QJsonArray connections = list({QStringLiteral("connection"), QStringLiteral("list")});
    QCOMPARE(connections.size(), 2);
    QSet<qint64> owners;
    for (const QJsonValue& value : connections) {
        const QJsonObject c = value.toObject();
        QCOMPARE(c.value(QLatin1String("name")).toString(), QStringLiteral("here"));
        QCOMPARE(c.value(QLatin1String("launcher")).toString(), QStringLiteral("local"));
        QCOMPARE(c.value(QLatin1String("ranks_per_node")).toInt(), 2);
        QCOMPARE(c.value(QLatin1String("keepalive_seconds")).toInt(), 10);
        // Stated to be a node of the candidate's cluster, so its runs measure the candidate's fabric.
        QCOMPARE(c.value(QLatin1String("cluster_node")).toBool(), true);
        QCOMPARE(c.value(QLatin1String("measured_on")).toString(), QStringLiteral("cluster"));
        QCOMPARE(c.value(QLatin1String("launcher_args")).toArray(), QJsonArray{QStringLiteral("--oversubscribe")});
        owners.insert(c.value(QLatin1String("candidate_id")).toInteger());
    }
    QCOMPARE(owners, (QSet<qint64>{acmeId, blueId}));
    // `connection set` changes the statement (issue 43): without it a local connection measures this computer.
    const auto setNode = [&](const QString& value) {
        return workbench({QStringLiteral("connection"), QStringLiteral("set"), QStringLiteral("--project"), p,
                          QStringLiteral("--candidate"), QStringLiteral("Blue"), QStringLiteral("--name"),
                          QStringLiteral("here"), QStringLiteral("--cluster-node"), value});
    };
    QCOMPARE(setNode(QStringLiteral("maybe")).exitCode, 2);
    QCOMPARE(setNode(QStringLiteral("no")).exitCode, 0);
    const auto blueMeasuredOn = [&] {
        for (const QJsonValue& value : list({QStringLiteral("connection"), QStringLiteral("list")})) {
            if (value.toObject().value(QLatin1String("candidate_id")).toInteger() == blueId)
                return value.toObject().value(QLatin1String("measured_on")).toString();
        }
        return QString();
    };
    QCOMPARE(blueMeasuredOn(), QStringLiteral("this_computer"));
    QCOMPARE(setNode(QStringLiteral("yes")).exitCode, 0);
    QCOMPARE(blueMeasuredOn(), QStringLiteral("cluster"));
    QCOMPARE(list({QStringLiteral("connection"), QStringLiteral("list"), QStringLiteral("--candidate"),
                   QStringLiteral("Blue / RoCE pod")})
                 .first()
                 .toObject()
                 .value(QLatin1String("candidate_id"))
                 .toInteger(),
             blueId);
    // An SSH connection keeps its keepalive interval; it goes again, so each candidate has one connection.
    r = ok({QStringLiteral("connection"), QStringLiteral("add"), QStringLiteral("--project"), p,
            QStringLiteral("--candidate"), QStringLiteral("Acme"), QStringLiteral("--name"), QStringLiteral("head"),
            QStringLiteral("--host"), QStringLiteral("head.example"), QStringLiteral("--user"), QStringLiteral("fw"),
            QStringLiteral("--launcher"), QStringLiteral("srun"), QStringLiteral("--keepalive"), QStringLiteral("3")});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray acmeConnections = list(
        {QStringLiteral("connection"), QStringLiteral("list"), QStringLiteral("--candidate"), QStringLiteral("Acme")});
    QCOMPARE(acmeConnections.size(), 2);
    QCOMPARE(acmeConnections.at(0).toObject().value(QLatin1String("name")).toString(), QStringLiteral("head"));
    QCOMPARE(acmeConnections.at(0).toObject().value(QLatin1String("keepalive_seconds")).toInt(), 3);
    r = ok({QStringLiteral("connection"), QStringLiteral("remove"), QStringLiteral("--project"), p,
            QStringLiteral("--candidate"), QStringLiteral("Acme"), QStringLiteral("--name"), QStringLiteral("head")});
    QCOMPARE(r.exitCode, 0);

    // 3. A real 2-rank run each, through the candidate's connection.
    for (const QString& candidate : {QStringLiteral("Acme"), QStringLiteral("Blue")}) {
        r = ok({QStringLiteral("run"), QStringLiteral("--project"), p, QStringLiteral("--candidate"), candidate,
                QStringLiteral("--connection"), QStringLiteral("HERE"), QStringLiteral("--"), QStringLiteral("-b"),
                QStringLiteral("8"), QStringLiteral("-e"), QStringLiteral("512"), QStringLiteral("-f"),
                QStringLiteral("8"), QStringLiteral("-n"), QStringLiteral("10")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("Running: mpirun -np 2 --oversubscribe ")), r.said().constData());
        QVERIFY2(r.out.contains(QLatin1String("size 3/3: 512 B")), r.said().constData());
    }
    const QJsonArray acmeRuns = runsOf(QStringLiteral("Acme"));
    const QJsonArray blueRuns = runsOf(QStringLiteral("Blue"));
    QCOMPARE(acmeRuns.size(), 1);
    QCOMPARE(blueRuns.size(), 1);
    for (const QJsonArray& runs : {acmeRuns, blueRuns}) {
        const QJsonObject run = runs.first().toObject();
        QCOMPARE(run.value(QLatin1String("source")).toString(), QStringLiteral("own_measurement"));
        QCOMPARE(run.value(QLatin1String("tool")).toString(), QStringLiteral("fabric-agent"));
        QCOMPARE(run.value(QLatin1String("test")).toString(), QStringLiteral("all_reduce"));
        QCOMPARE(run.value(QLatin1String("ranks")).toInt(), 2);
        QCOMPARE(run.value(QLatin1String("sizes")).toInt(), 3);
        QCOMPARE(run.value(QLatin1String("correctness")).toString(), QStringLiteral("passed"));
        QCOMPARE(run.value(QLatin1String("measured_on")).toString(), QStringLiteral("cluster"));
    }
    const qint64 acmeRun = acmeRuns.first().toObject().value(QLatin1String("id")).toInteger();
    const qint64 blueRun = blueRuns.first().toObject().value(QLatin1String("id")).toInteger();
    QCOMPARE(acmeRuns.first().toObject().value(QLatin1String("candidate")).toString(), QStringLiteral("Acme / IB pod"));

    r = ok({QStringLiteral("runs"), QStringLiteral("show"), QStringLiteral("--project"), p, QString::number(acmeRun),
            QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject shown = r.json().object();
    QCOMPARE(shown.value(QLatin1String("id")).toInteger(), acmeRun);
    QCOMPARE(shown.value(QLatin1String("results")).toArray().size(), 6);
    QCOMPARE(shown.value(QLatin1String("placements")).toArray().size(), 2);
    QVERIFY(shown.value(QLatin1String("slurm_job_id")).isNull()); // dispatched without Slurm
    QStringList kinds;
    for (const QJsonValue& d : shown.value(QLatin1String("dependents")).toArray())
        kinds << d.toObject().value(QLatin1String("kind")).toString();
    // Its dispatch, the acceptance rate and the scores (both candidates have a run of the same setup), its frozen BOM.
    QCOMPARE(kinds, (QStringList{QStringLiteral("dispatch"), QStringLiteral("decision_evidence"),
                                 QStringLiteral("decision_evidence"), QStringLiteral("bom_snapshot")}));

    // 4. Acme's run belongs to Blue: move it.
    r = ok({QStringLiteral("runs"), QStringLiteral("move"), QStringLiteral("--project"), p, QString::number(acmeRun),
            QStringLiteral("--to"), QStringLiteral("Blue")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(runsOf(QStringLiteral("Acme")).size(), 0);
    const QJsonArray moved = runsOf(QStringLiteral("Blue"));
    QCOMPARE(moved.size(), 2);
    for (const QJsonValue& run : moved)
        QCOMPARE(run.toObject().value(QLatin1String("candidate_id")).toInteger(), blueId);

    // 5. Delete Blue's own run: the Cost and Decision pages count it, so only with --force.
    r = workbench(
        {QStringLiteral("runs"), QStringLiteral("delete"), QStringLiteral("--project"), p, QString::number(blueRun)});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("The Cost page counts it in the acceptance rate of Blue / RoCE pod.")),
             r.said().constData());
    QCOMPARE(runsOf(QStringLiteral("Blue")).size(), 2);
    r = ok({QStringLiteral("runs"), QStringLiteral("delete"), QStringLiteral("--project"), p, QString::number(blueRun),
            QStringLiteral("--force")});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray left = list({QStringLiteral("runs"), QStringLiteral("list")});
    QCOMPARE(left.size(), 1);
    QCOMPARE(left.first().toObject().value(QLatin1String("id")).toInteger(), acmeRun);
    QCOMPARE(left.first().toObject().value(QLatin1String("candidate")).toString(), QStringLiteral("Blue / RoCE pod"));

    // The file the commands left is whole, and both dispatches keep their streams.
    const auto project = fw::core::ProjectFile::open(p);
    QCOMPARE(project->scalar(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
    QCOMPARE(project->scalar(QStringLiteral("SELECT count(*) FROM dispatch_run WHERE length(stream) > 0")).toInt(), 2);
    QCOMPARE(
        project->scalar(QStringLiteral("SELECT count(*) FROM dispatch_run WHERE benchmark_run_id IS NULL")).toInt(), 1);
}

QTEST_GUILESS_MAIN(TestCliJourney)
#include "testclijourney.moc"
