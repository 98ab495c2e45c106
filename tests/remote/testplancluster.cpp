// SPDX-License-Identifier: Apache-2.0
#include "clusterprofile.h"
#include "domain/agentfacts.h"
#include "ingest/agentresults.h"
#include "netclusterharness.h"
#include "processrun.h"
#include "remote/connectionprofilerepository.h"
#include "remote/dispatchjob.h"
#include "remote/dispatchrunrepository.h"
#include "remote/planrunrepository.h"
#include "remote/runprogress.h"
#include "slurmharness.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace fw::core;

// Issue 7's "done means": one command, `fabric-workbench plan`, runs an acceptance plan against the 3-host namespace
// cluster over SSH from this (root) namespace to the head's management address; the agent is deployed and built
// there, mpirun spreads the ranks over the fabric links, a degraded link is held on the third host through the head
// as jump host, and everything is stored in the project. Afterwards nothing of the fault is left, checked with ip,
// tc and the process list. Needs root, sshd and mpirun; skips otherwise.
class TestPlanCluster : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<NetClusterHarness> m_cluster;
    std::unique_ptr<SlurmHarness> m_slurm;
    QTemporaryDir m_dir;

    // The head over its management link, as the app reaches it; the agent is built in the same folder by every case.
    ConnectionProfile headProfile() const
    {
        return clusterHeadProfile(*m_cluster, m_dir.filePath(QStringLiteral("remote work")));
    }

    static double maxP99(const QByteArray& stream)
    {
        RunProgress progress;
        for (const QByteArray& line : stream.split('\n'))
            progress.feed(line);
        double result = 0;
        for (const LiveSizeResult& row : progress.results())
            result = std::max(result, row.p99Us);
        return result;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // SSH sessions on the hosts find the cluster's Slurm through SLURM_CONF, as a login node's do.
        const QString slurmDir = m_dir.filePath(QStringLiteral("slurm"));
        m_cluster = std::make_unique<NetClusterHarness>(
            3, true, QStringList{QStringLiteral("SLURM_CONF=") + slurmDir + QStringLiteral("/slurm.conf")});
        if (!m_cluster->skipReason().isEmpty())
            QSKIP(qPrintable(m_cluster->skipReason()));
        QVERIFY2(m_cluster->isUp(), qPrintable(m_cluster->error()));
        m_slurm = std::make_unique<SlurmHarness>(slurmDir, m_cluster->prefix(), m_cluster->hosts(),
                                                 m_cluster->fabricSubnet());
    }

    void cleanupTestCase()
    {
        if (!m_cluster)
            return;
        m_slurm.reset(); // its daemons run in the cluster's namespaces
        const QStringList left = m_cluster->leftovers();
        m_cluster.reset();
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char('\n'))));
    }

    void acceptancePlanRunsAcrossTheCluster()
    {
        // The app's known_hosts: the head by its management address, the nodes by their fabric addresses (reached
        // through the head).
        const QString knownHosts = m_dir.filePath(QStringLiteral("known_hosts"));
        {
            QFile out(knownHosts);
            QVERIFY(out.open(QIODevice::WriteOnly));
            for (const QString& part : {m_cluster->headKnownHosts(), m_cluster->clusterKnownHosts()}) {
                QFile in(part);
                QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(part));
                out.write(in.readAll());
            }
        }
        const QString project = m_dir.filePath(QStringLiteral("cluster.fabwb"));
        {
            auto file = ProjectFile::create(project);
            Candidate candidate;
            candidate.supplier = QStringLiteral("Namespace Networks");
            candidate.offerName = QStringLiteral("veth fabric");
            const qint64 candidateId = CandidateRepository(*file).add(candidate);
            ConnectionProfile profile = headProfile();
            profile.candidateId = candidateId;
            ConnectionProfileRepository(*file).save(profile);
        }
        const QString storage = m_dir.filePath(QStringLiteral("shared storage"));
        QVERIFY(QDir().mkpath(storage));
        const QString third = m_cluster->fabricAddress(3);
        const QString plan = m_dir.filePath(QStringLiteral("plan.json"));
        {
            QFile out(plan);
            QVERIFY(out.open(QIODevice::WriteOnly));
            // The third host is reached over its fabric link, so degrading that link needs the explicit override.
            out.write(QStringLiteral(R"({"format": "fabric-workbench-plan", "version": 1, "name": "namespace cluster",
  "steps": [
    {"kind": "baseline", "label": "baseline", "repeats": 2, "bench": ["-b", "8", "-e", "256K", "-f", "8", "-n", "10"]},
    {"kind": "fault", "label": "degraded link on h3", "node": "%1",
     "args": ["--kind", "link-degraded", "--interface", "fw0", "--rate", "5mbit", "--allow-ssh-interface"],
     "ttl_s": 180, "lease_s": 20, "bench": ["-b", "256K", "-e", "256K", "-n", "5"],
     "recovery_tolerance": 1.0, "recovery_max_s": 60},
    {"kind": "fault", "label": "h2 lost", "node": "%3",
     "args": ["--kind", "node-remove", "--match", "bench -b 64K", "--after-sizes", "1"],
     "ttl_s": 120, "lease_s": 20, "bench": ["-b", "64K", "-e", "256K", "-f", "2", "-n", "2000", "-w", "1"],
     "recovery_tolerance": 10, "recovery_max_s": 60},
    {"kind": "storage", "label": "shared storage", "args": ["--path", "%2", "--size", "4M", "--repeats", "1",
     "--kill-rank", "1"]},
    {"kind": "replay", "label": "training step", "args": ["--steps", "5", "--compute-ms", "5",
     "--allreduce-bytes", "64K"]},
    {"kind": "counters", "label": "counters on every host", "node": "*"}
  ]})")
                          .arg(third, storage, m_cluster->fabricAddress(2))
                          .toUtf8());
        }
        const testsupport::ProcessResult workbench =
            testsupport::runProcess(QStringLiteral(FW_WORKBENCH),
                                    {QStringLiteral("plan"), QStringLiteral("--project"), project,
                                     QStringLiteral("--candidate"), QStringLiteral("veth fabric"),
                                     QStringLiteral("--plan"), plan, QStringLiteral("--known-hosts"), knownHosts},
                                    QProcessEnvironment::systemEnvironment(), {}, {}, 900000);
        QVERIFY2(workbench.finished, workbench.describe().constData());
        const QString output = QString::fromUtf8(workbench.out + workbench.err);
        qInfo("%s", qPrintable(output.right(3000)));
        QVERIFY2(workbench.exitCode == 0, qPrintable(output));

        auto file = ProjectFile::open(project);
        const StoredPlanRun run = PlanRunRepository(*file).all().value(0);
        QCOMPARE(run.status, StoredPlanRun::Status::Complete);
        QCOMPARE(run.steps.size(), 6);
        const QJsonObject fault = run.steps.at(1).details;
        QVERIFY(fault.value(QLatin1String("revert_ok")).toBool());
        QVERIFY(fault.value(QLatin1String("recovered")).toBool());
        // The node lost during the benchmark: its ranks were killed, the job failed, and that is the result.
        const QJsonObject lost = run.steps.at(2).details;
        QCOMPARE(lost.value(QLatin1String("during_status")).toString(), QStringLiteral("failed"));
        QVERIFY(!lost.value(QLatin1String("killed_pids")).toArray().isEmpty());
        QVERIFY(lost.value(QLatin1String("recovered")).toBool());
        QSet<QString> counterHosts;
        QByteArray before;
        QByteArray during;
        QSet<QString> rankHosts;
        for (const StoredDispatch& d : DispatchRunRepository(*file).ofPlanRun(run.id)) {
            const bool killed = d.plan->step == 2 && d.plan->phase == QLatin1String("during");
            QVERIFY2((d.result.status == DispatchResult::Status::Complete) != killed, qPrintable(d.result.message));
            if (d.plan->step == 3) {
                const StorageResults stored = AgentResults::parseStorage(d.result.stream);
                const StoragePhaseResult* recovery = stored.phase(QStringLiteral("recovery"));
                QVERIFY(recovery && recovery->recoveryUs.count == 1 && recovery->recoveryUs.p50 > 0);
            }
            if (d.plan->step == 5)
                counterHosts << d.result.destination;
            if (d.plan->step == 1 && d.plan->phase == QLatin1String("before"))
                before = d.result.stream;
            if (d.plan->step == 1 && d.plan->phase == QLatin1String("during"))
                during = d.result.stream;
            if (d.plan->phase == QLatin1String("fault"))
                QCOMPARE(d.result.destination.section(QLatin1Char('@'), 1).section(QLatin1Char(':'), 0, 0),
                         d.plan->step == 1 ? third : m_cluster->fabricAddress(2));
            if (d.result.subcommand == QLatin1String("bench")) {
                RunProgress progress;
                for (const QByteArray& line : d.result.stream.split('\n'))
                    progress.feed(line);
                for (const QJsonValue& host : progress.start().value(QLatin1String("rank_hosts")).toArray())
                    rankHosts << host.toString();
            }
        }
        QCOMPARE(rankHosts.size(), 3);
        QCOMPARE(counterHosts.size(), 3);
        // 256 KiB over a 5 Mbit/s link takes about 400 ms; over the bare veth links, some 15 ms on a loaded 2-core
        // machine.
        qInfo("p99 at 256 KiB: %.0f us before, %.0f us during the fault", maxP99(before), maxP99(during));
        QVERIFY(maxP99(during) > 3 * maxP99(before));
        QVERIFY(m_cluster->qdiscs(3).indexOf("fa17:") < 0);
        QVERIFY(m_cluster->linkUp(3));
    }

    // Issue 23: Slurm across hosts. slurmctld on the head, a slurmd on each of the three hosts; the dispatch runs the
    // bench with srun --mpi=pmix from the head, two tasks on every host, and every host describes itself in the
    // bench's own launch (--facts).
    void srunSpansTheClusterAndEveryHostGivesItsFacts()
    {
        if (m_slurm->isMissing())
            QSKIP("Slurm is not installed (Debian: slurmctld slurmd slurm-client munge; packaging/install-deps.sh)");
        QVERIFY2(m_slurm->isRunning(), qPrintable(m_slurm->error()));
        ConnectionProfile profile = headProfile();
        profile.launcher = Launcher::Srun;
        profile.nodes.clear();
        profile.nodeCount = m_cluster->hosts();
        profile.ranksPerNode = 2;
        profile.launcherArgs = {QStringLiteral("--mpi=pmix")};
        DispatchJob job({profile,
                         {QStringLiteral("-b"), QStringLiteral("8"), QStringLiteral("-e"), QStringLiteral("64K"),
                          QStringLiteral("-f"), QStringLiteral("8"), QStringLiteral("-n"), QStringLiteral("20")},
                         m_cluster->headKnownHosts(),
                         {}});
        DispatchResult result;
        connect(&job, &DispatchJob::finished, this, [&](const DispatchResult& r) { result = r; });
        job.run();
        QVERIFY2(result.status == DispatchResult::Status::Complete,
                 qPrintable(result.message + QLatin1Char('\n') + result.errorTail));
        QVERIFY2(result.command.startsWith(QStringLiteral("srun '--nodes=3' '--ntasks-per-node=2' '--mpi=pmix' ")),
                 qPrintable(result.command));

        RunProgress live;
        for (const QByteArray& line : result.stream.split('\n'))
            live.feed(line);
        QVERIFY(live.ended() && live.endedOk());
        QCOMPARE(live.start().value(QLatin1String("ranks")).toInt(), 6);
        QCOMPARE(live.start().value(QLatin1String("nodes")).toInt(), 3);
        QStringList expected;
        for (int host = 1; host <= m_cluster->hosts(); ++host)
            expected << m_cluster->hostName(host);
        QStringList rankHosts;
        for (const QJsonValue& host : live.start().value(QLatin1String("rank_hosts")).toArray())
            rankHosts << host.toString();
        QCOMPARE(rankHosts.size(), 6);
        rankHosts.removeDuplicates();
        rankHosts.sort();
        QCOMPARE(rankHosts, expected);
        // One facts event per host, from the first task on it, at the head of the stream.
        const AgentFacts facts = AgentFacts::parse(result.facts, QStringLiteral("facts"));
        QVERIFY2(facts.error.isEmpty(), qPrintable(facts.error));
        QStringList factHosts;
        for (const QJsonObject& host : facts.hosts)
            factHosts << AgentFacts::hostName(host);
        factHosts.sort();
        QCOMPARE(factHosts, expected);

        // The job Slurm ran it in spanned the three nodes; slurmctld finishes its epilogue after srun returns.
        QVERIFY(result.slurmJobId);
        const auto slurmJob = [&] {
            return QString::fromUtf8(
                m_slurm->client(QStringLiteral("scontrol"),
                                {QStringLiteral("show"), QStringLiteral("job"), QString::number(*result.slurmJobId)}));
        };
        QTRY_VERIFY_WITH_TIMEOUT(slurmJob().contains(QStringLiteral("JobState=COMPLETED")), 60000);
        QVERIFY2(slurmJob().contains(QStringLiteral("NumNodes=3")), qPrintable(slurmJob()));
        QVERIFY2(slurmJob().contains(QStringLiteral("NumTasks=6")), qPrintable(slurmJob()));
    }

    // Issue 23: the head's management link goes down in the middle of a run, silently (no RST, no FIN). The SSH
    // keepalive finds the dead link (within two intervals of the last message, not the kernel's quarter of an hour),
    // and the run is stored as interrupted with what arrived and why.
    void deadLinkIsFoundByTheKeepalive()
    {
        ConnectionProfile profile = headProfile();
        profile.nodes = {m_cluster->fabricAddress(1)};
        profile.keepaliveSeconds = 2;
        DispatchJob::Request request{profile,
                                     {QStringLiteral("-b"), QStringLiteral("8"), QStringLiteral("-e"),
                                      QStringLiteral("8M"), QStringLiteral("-f"), QStringLiteral("2"),
                                      QStringLiteral("-n"), QStringLiteral("2000"), QStringLiteral("-w"),
                                      QStringLiteral("5")},
                                     m_cluster->headKnownHosts(),
                                     {}};
        DispatchJob job(request);
        QElapsedTimer sinceDown;
        const auto mgmtLink = [&](const char* state) {
            return m_cluster->exec(
                1, QStringLiteral("ip"),
                {QStringLiteral("link"), QStringLiteral("set"), QStringLiteral("mg0"), QString::fromLatin1(state)});
        };
        connect(&job, &DispatchJob::lineReceived, this, [&](const QByteArray& line) {
            if (line.contains("\"size_result\"") && !sinceDown.isValid()) {
                const NetClusterHarness::Result down = mgmtLink("down");
                QVERIFY2(down.exitCode == 0, down.err.constData());
                sinceDown.start();
            }
        });
        DispatchResult result;
        connect(&job, &DispatchJob::finished, this, [&](const DispatchResult& r) { result = r; });
        job.run();
        const qint64 detectedMs = sinceDown.isValid() ? sinceDown.elapsed() : -1;
        // The link comes back and the agent the run left behind on the head goes, before anything can fail.
        const NetClusterHarness::Result up = mgmtLink("up");
        m_cluster->killInHost(1, profile.workDir);
        QVERIFY2(up.exitCode == 0, up.err.constData());
        QVERIFY2(sinceDown.isValid(), qPrintable(result.message + QLatin1Char('\n') + result.errorTail));
        qInfo("dead link found %lld ms after it went down (keepalive %d s)", detectedMs, profile.keepaliveSeconds);
        QCOMPARE(result.status, DispatchResult::Status::Interrupted);
        QVERIFY(result.stream.contains("\"size_result\""));
        // The reason is the socket's (here "No route to host": the keepalive's packets find the link gone).
        QVERIFY2(result.message.contains(QLatin1String("Socket error")), qPrintable(result.message));

        auto project = ProjectFile::create(m_dir.filePath(QStringLiteral("keepalive.fabwb")));
        DispatchRunRepository(*project).add(result, std::nullopt, std::nullopt);
        const StoredDispatch stored = DispatchRunRepository(*project).all().value(0);
        QCOMPARE(stored.result.status, DispatchResult::Status::Interrupted);
        QCOMPARE(stored.result.message, result.message);
        QCOMPARE(stored.result.stream, result.stream);
    }
};

QTEST_GUILESS_MAIN(TestPlanCluster)
#include "testplancluster.moc"
