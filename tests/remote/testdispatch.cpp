// SPDX-License-Identifier: Apache-2.0
#include "base/version.h"
#include "domain/agentfacts.h"
#include "loopbackprofile.h"
#include "processrun.h"
#include "remote/agentbundle.h"
#include "remote/agentdeployer.h"
#include "remote/connectionprofile.h"
#include "remote/dispatchjob.h"
#include "remote/dispatchrunrepository.h"
#include "remote/keptconnections.h"
#include "remote/knownhosts.h"
#include "remote/launchplan.h"
#include "remote/planjob.h"
#include "remote/runprogress.h"
#include "remote/shellquote.h"
#include "remote/sshsession.h"
#include "slurmharness.h"
#include "sshdharness.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/projectfile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <memory>

using namespace fw::core;

// The whole dispatch path against a real sshd on 127.0.0.1: deploy and build the embedded bundle, run the agent
// through mpirun with two ranks, stream, cancel, lose the connection, store. The remote build runs once per
// test run (initTestCase); the other cases hit its cache.
class TestDispatch : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<SshdHarness> m_sshd;
    std::unique_ptr<SlurmHarness> m_slurm;
    QTemporaryDir m_dir;

    static QString version() { return QString::fromUtf8(fw::base::version()); }
    QString knownHosts() const { return m_dir.filePath(QStringLiteral("known_hosts")); }
    QString workDir() const { return m_dir.filePath(QStringLiteral("remote work")); }

    ConnectionProfile profile() const
    {
        ConnectionProfile p = loopbackProfile(*m_sshd, QStringLiteral("loopback"), {QStringLiteral("localhost")});
        p.workDir = workDir(); // with a space, so quoting is exercised end to end
        p.ranksPerNode = 2;
        // CI runs as root with 2 cores.
        p.launcherArgs = {QStringLiteral("--allow-run-as-root"), QStringLiteral("--oversubscribe")};
        return p;
    }

    DispatchJob::Request request(const QStringList& benchArgs) const
    {
        return {profile(), benchArgs, knownHosts(), {}};
    }

    // The same host through Slurm: srun with two tasks on the harness's one node. Open MPI 4.1 programs start
    // through PMIx there (`--mpi=pmi2` fails).
    DispatchJob::Request srunRequest(const QStringList& benchArgs) const
    {
        ConnectionProfile p = profile();
        p.launcher = Launcher::Srun;
        p.nodes.clear();
        p.nodeCount = 1;
        p.ranksPerNode = 2;
        p.launcherArgs = {QStringLiteral("--mpi=pmix")};
        return {p, benchArgs, knownHosts(), {}};
    }

    // The job as slurmctld reports it ("JobState=COMPLETED ..."), or why there is none.
    QString slurmJob(qint64 id) const
    {
        return QString::fromUtf8(m_slurm->client(QStringLiteral("scontrol"),
                                                 {QStringLiteral("show"), QStringLiteral("job"), QString::number(id)}));
    }

    // Runs a job on this thread and returns its result; `onLine` sees each streamed line.
    static DispatchResult dispatch(DispatchJob& job, const std::function<void(const QByteArray&)>& onLine = {})
    {
        DispatchResult result;
        connect(&job, &DispatchJob::finished, &job, [&](const DispatchResult& r) { result = r; });
        if (onLine)
            connect(&job, &DispatchJob::lineReceived, &job, onLine);
        job.run();
        return result;
    }

    static QStringList longBench()
    {
        // Many sizes and iterations: long enough to cancel or cut mid-run, yet every size reports quickly.
        return {QStringLiteral("-b"), QStringLiteral("8"), QStringLiteral("-e"), QStringLiteral("8M"),
                QStringLiteral("-f"), QStringLiteral("2"), QStringLiteral("-n"), QStringLiteral("400"),
                QStringLiteral("-w"), QStringLiteral("5")};
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // A one-host Slurm beside sshd; the SSH sessions find it through SLURM_CONF, as a login node's do.
        m_slurm = std::make_unique<SlurmHarness>(m_dir.filePath(QStringLiteral("slurm")));
        QVERIFY2(m_slurm->isRunning() || m_slurm->isMissing(), qPrintable(m_slurm->error()));
        m_sshd = std::make_unique<SshdHarness>(QStringLiteral("ed25519"), false,
                                               QStringLiteral("SetEnv SLURM_CONF=") + m_slurm->confPath());
        QVERIFY2(m_sshd->isRunning(), qPrintable(m_sshd->error()));
        SshSession session(profile(), knownHosts());
        KnownHosts(knownHosts()).trust(session.connect());
    }

    void cleanup() { SshdHarness::killProcessesMentioning(workDir()); }

    void cleanupTestCase()
    {
        SshdHarness::killProcessesMentioning(workDir());
        m_sshd.reset();
        m_slurm.reset();
    }

    void deployBuildsOnceThenHitsTheCache()
    {
        const AgentBundle& bundle = AgentBundle::embedded();
        QCOMPARE(bundle.sha256().size(), 64);
        SshSession session(profile(), knownHosts());
        QCOMPARE(session.connect().status, HostKey::Status::Trusted);
        session.authenticate();
        QElapsedTimer timer;
        timer.start();
        const AgentDeployer::Deployment first = AgentDeployer(session, bundle).deploy();
        qInfo("upload and remote build: %lld ms", timer.restart());
        QVERIFY(!first.cached);
        QVERIFY(
            QFile::exists(workDir() + QLatin1Char('/') + bundle.folderName() + QStringLiteral("/build/fabric-agent")));
        const AgentDeployer::Deployment second = AgentDeployer(session, bundle).deploy();
        qInfo("cache check: %lld ms", timer.elapsed());
        QVERIFY(second.cached);
        QCOMPARE(second.agentPath, first.agentPath);
        QCOMPARE(
            QString::fromUtf8(session.run(shell::quote(second.agentPath) + QStringLiteral(" --version")).trimmed()),
            QStringLiteral("fabric-agent ") + version());
    }

    void failedBuildReturnsTheCompilerOutput()
    {
        // A bundle whose agent does not compile, laid out like the real one.
        QTemporaryDir stage;
        const QString top = stage.filePath(AgentBundle::embedded().topFolder() + QStringLiteral("/remote-agent"));
        QVERIFY(QDir().mkpath(top));
        QFile cmake(top + QStringLiteral("/CMakeLists.txt"));
        QVERIFY(cmake.open(QIODevice::WriteOnly));
        cmake.write(
            "cmake_minimum_required(VERSION 3.25)\nproject(broken CXX)\nadd_executable(fabric-agent main.cpp)\n");
        cmake.close();
        QFile source(top + QStringLiteral("/main.cpp"));
        QVERIFY(source.open(QIODevice::WriteOnly));
        source.write("int main() { return undeclared_on_purpose; }\n");
        source.close();
        const testsupport::ProcessResult tar = testsupport::runProcess(
            QStringLiteral("tar"), {QStringLiteral("czf"), QStringLiteral("-"), AgentBundle::embedded().topFolder()},
            QProcessEnvironment::systemEnvironment(), stage.path());
        QVERIFY2(tar.succeeded(), tar.describe().constData());
        const AgentBundle broken(tar.out);

        SshSession session(profile(), knownHosts());
        session.connect();
        session.authenticate();
        try {
            AgentDeployer(session, broken).deploy();
            QFAIL("the broken bundle built");
        } catch (const AgentBuildError& error) {
            QVERIFY2(error.log().contains(QLatin1String("undeclared_on_purpose")), qPrintable(error.log()));
        }
        // A failed build is not a cache entry.
        try {
            AgentDeployer(session, broken).deploy();
            QFAIL("the broken bundle was taken from the cache");
        } catch (const AgentBuildError&) {
        }
    }

    void mpirunRunWithTwoRanksIsStoredAndReadBack()
    {
        DispatchJob job(
            request({QStringLiteral("-b"), QStringLiteral("8"), QStringLiteral("-e"), QStringLiteral("64K"),
                     QStringLiteral("-f"), QStringLiteral("8"), QStringLiteral("-n"), QStringLiteral("20")}));
        RunProgress live;
        QList<DispatchJob::Stage> stages;
        connect(&job, &DispatchJob::stageChanged, &job, [&](DispatchJob::Stage stage) { stages << stage; });
        const DispatchResult result = dispatch(job, [&](const QByteArray& line) { live.feed(line); });
        QVERIFY2(result.status == DispatchResult::Status::Complete,
                 qPrintable(result.message + QLatin1Char('\n') + result.errorTail));
        // The bench describes its host in its own launch (--facts): no facts stage, no second mpirun.
        QCOMPARE(stages, (QList<DispatchJob::Stage>{DispatchJob::Stage::Connecting, DispatchJob::Stage::Deploying,
                                                    DispatchJob::Stage::Running}));
        QVERIFY(result.buildCached);
        QCOMPARE(result.sourceHash, AgentBundle::embedded().sha256());
        QVERIFY(result.command.startsWith(QStringLiteral("mpirun -np 2 --hostfile '")));
        QCOMPARE(live.start().value(QLatin1String("ranks")).toInt(), 2);
        QCOMPARE(live.total(), 5); // 8 B, 64 B, 512 B, 4K, 32K: -e 64K with -f 8
        QVERIFY(live.ended() && live.endedOk());
        QVERIFY(!live.results().isEmpty());
        QVERIFY2(result.command.endsWith(QStringLiteral(" --facts")), qPrintable(result.command));
        // One facts event per host (both ranks run here), the stream's first line, as the agent wrote it.
        QCOMPARE(result.facts.count("\"type\":\"facts\""), 1);
        QVERIFY(result.stream.startsWith(result.facts));
        QCOMPARE(AgentFacts::parse(result.facts, QStringLiteral("facts")).hosts.size(), 1);

        const QString path = m_dir.filePath(QStringLiteral("project.fabwb"));
        qint64 id = 0;
        {
            auto project = ProjectFile::create(path);
            id = DispatchRunRepository(*project).add(result, std::nullopt, std::nullopt);
        }
        auto project = ProjectFile::open(path);
        const QList<StoredDispatch> stored = DispatchRunRepository(*project).all();
        QCOMPARE(stored.size(), 1);
        QCOMPARE(stored[0].id, id);
        QCOMPARE(stored[0].result.status, DispatchResult::Status::Complete);
        QCOMPARE(stored[0].result.stream, result.stream);
        QCOMPARE(stored[0].result.facts, result.facts);
        QCOMPARE(stored[0].result.command, result.command);
        QCOMPARE(stored[0].result.hosts, QStringList{QStringLiteral("localhost")});
        QCOMPARE(stored[0].result.sourceHash, result.sourceHash);
        QCOMPARE(stored[0].agentVersion, version());
        // The complete stream is also a benchmark run, with every size of both buffer variants.
        QVERIFY(stored[0].benchmarkRunId);
        const BenchmarkRun run = BenchmarkRunRepository(*project).load(*stored[0].benchmarkRunId, true);
        QCOMPARE(run.tool, QStringLiteral("fabric-agent"));
        QCOMPARE(run.ranks, 2);
        QCOMPARE(run.summarize().sizeCount, 5);
        QCOMPARE(run.results.size(), live.results().size());
        QCOMPARE(run.source, RunSource::OwnMeasurement);
        QVERIFY(!run.results[0].iterationSamples.isEmpty());
    }

    // One connection serves the dispatches of a profile (#23): the second dispatch neither connects nor
    // authenticates again, nor uploads its hostfile; a connection the server dropped is replaced without the user
    // noticing; and a host no longer trusted in known_hosts stops a kept connection as it stops a new one.
    void keptConnectionServesTheNextDispatch()
    {
        KeptConnections::closeAll();
        const QString ownKnownHosts = m_dir.filePath(QStringLiteral("known_hosts.kept"));
        QFile::remove(ownKnownHosts);
        QVERIFY(QFile::copy(knownHosts(), ownKnownHosts));
        DispatchJob::Request req = request({QStringLiteral("-b"), QStringLiteral("8"), QStringLiteral("-e"),
                                            QStringLiteral("8"), QStringLiteral("-n"), QStringLiteral("5")});
        req.knownHostsPath = ownKnownHosts; // a connection of its own: no other test's connection is reused
        const auto run = [&] {
            DispatchJob job(req);
            return dispatch(job);
        };
        const int before = m_sshd->acceptedLogins();
        DispatchResult result = run();
        QVERIFY2(result.status == DispatchResult::Status::Complete, qPrintable(result.message));
        QCOMPARE(m_sshd->acceptedLogins(), before + 1);

        result = run();
        QVERIFY2(result.status == DispatchResult::Status::Complete, qPrintable(result.message));
        QCOMPARE(m_sshd->acceptedLogins(), before + 1); // the same connection
        QCOMPARE(result.facts.count("\"type\":\"facts\""), 1);

        // The server ends the kept connection (a restarted sshd, a timeout): the next dispatch connects anew.
        QVERIFY(m_sshd->killSessions() >= 1);
        result = run();
        QVERIFY2(result.status == DispatchResult::Status::Complete, qPrintable(result.message));
        QCOMPARE(m_sshd->acceptedLogins(), before + 2);

        // Trust withdrawn while the connection is kept: nothing runs over it.
        QFile empty(ownKnownHosts);
        QVERIFY(empty.open(QIODevice::WriteOnly | QIODevice::Truncate));
        empty.close();
        result = run();
        QCOMPARE(result.status, DispatchResult::Status::HostKeyUnknown);
        QVERIFY(result.stream.isEmpty());
        QCOMPARE(m_sshd->acceptedLogins(), before + 2);
    }

    void srunRunsTheAgentWithTwoTasksAndKeepsTheJob()
    {
        if (m_slurm->isMissing())
            QSKIP("Slurm is not installed (Debian: slurmctld slurmd slurm-client munge; packaging/install-deps.sh)");
        DispatchJob job(
            srunRequest({QStringLiteral("-b"), QStringLiteral("8"), QStringLiteral("-e"), QStringLiteral("64K"),
                         QStringLiteral("-f"), QStringLiteral("8"), QStringLiteral("-n"), QStringLiteral("20")}));
        RunProgress live;
        const DispatchResult result = dispatch(job, [&](const QByteArray& line) { live.feed(line); });
        QVERIFY2(result.status == DispatchResult::Status::Complete,
                 qPrintable(result.message + QLatin1Char('\n') + result.errorTail));
        QVERIFY2(
            result.command.startsWith(QStringLiteral("srun '--nodes=1' '--ntasks-per-node=2' '--mpi=pmix' sh -c ")),
            qPrintable(result.command));
        // Both ranks ran under Slurm, in the job rank 0 reported, which slurmctld knows as complete with two tasks.
        QCOMPARE(live.start().value(QLatin1String("ranks")).toInt(), 2);
        QCOMPARE(live.total(), 5);
        QVERIFY(live.ended() && live.endedOk());
        QCOMPARE(result.facts.count("\"type\":\"facts\""), 1); // one host, two tasks
        QVERIFY(result.slurmJobId);
        // slurmctld finishes the job's epilogue after srun returns: COMPLETING, then COMPLETED.
        QTRY_VERIFY_WITH_TIMEOUT(slurmJob(*result.slurmJobId).contains(QStringLiteral("JobState=COMPLETED")), 60000);
        const QString state = slurmJob(*result.slurmJobId);
        QVERIFY2(state.contains(QStringLiteral("NumTasks=2")), qPrintable(state));

        const QString path = m_dir.filePath(QStringLiteral("srun.fabwb"));
        {
            auto project = ProjectFile::create(path);
            DispatchRunRepository(*project).add(result, std::nullopt, std::nullopt);
        }
        auto project = ProjectFile::open(path);
        const QList<StoredDispatch> stored = DispatchRunRepository(*project).all();
        QCOMPARE(stored.size(), 1);
        QCOMPARE(stored[0].result.slurmJobId, result.slurmJobId);
        QCOMPARE(stored[0].result.launcher, QStringLiteral("srun"));
        QVERIFY(stored[0].benchmarkRunId);
        const BenchmarkRun run = BenchmarkRunRepository(*project).load(*stored[0].benchmarkRunId, true);
        QCOMPARE(run.ranks, 2);
        QCOMPARE(run.summarize().sizeCount, 5);
        QCOMPARE(run.placements.size(), 2);
        QCOMPARE(run.results.size(), live.results().size());
        // The command line shows the job with the run.
        const testsupport::ProcessResult shown = testsupport::runProcess(
            QStringLiteral(FW_WORKBENCH), {QStringLiteral("runs"), QStringLiteral("show"), QStringLiteral("--project"),
                                           path, QString::number(run.id), QStringLiteral("--json")});
        QVERIFY2(shown.succeeded(), shown.err.constData());
        QCOMPARE(QJsonDocument::fromJson(shown.out).object().value(QLatin1String("slurm_job_id")).toInteger(),
                 *result.slurmJobId);
    }

    void srunCancelIsAScancelOfTheJob()
    {
        if (m_slurm->isMissing())
            QSKIP("Slurm is not installed (Debian: slurmctld slurmd slurm-client munge; packaging/install-deps.sh)");
        DispatchJob job(srunRequest(longBench()));
        int results = 0;
        const DispatchResult result = dispatch(job, [&](const QByteArray& line) {
            if (line.contains("\"size_result\"") && ++results == 1)
                job.cancel();
        });
        QCOMPARE(result.status, DispatchResult::Status::Cancelled);
        QVERIFY(result.stream.contains("\"size_result\""));
        QVERIFY(result.slurmJobId);
        QTRY_VERIFY_WITH_TIMEOUT(slurmJob(*result.slurmJobId).contains(QStringLiteral("JobState=CANCELLED")), 60000);
        QTRY_COMPARE_WITH_TIMEOUT(SshdHarness::processesMentioning(workDir()), QList<qint64>(), 60000);
    }

    // A plan under Slurm runs every command as a step of one allocation, and gives the allocation back at its end.
    void srunPlanRunsInOneAllocation()
    {
        if (m_slurm->isMissing())
            QSKIP("Slurm is not installed (Debian: slurmctld slurmd slurm-client munge; packaging/install-deps.sh)");
        PlanStep baseline;
        baseline.kind = PlanStep::Kind::Baseline;
        baseline.repeats = 2;
        baseline.benchArgs = {QStringLiteral("-b"), QStringLiteral("8"),  QStringLiteral("-e"),
                              QStringLiteral("1K"), QStringLiteral("-n"), QStringLiteral("5")};
        AcceptancePlan plan;
        plan.steps = {baseline};
        ConnectionProfile p = srunRequest({}).profile;
        p.launcherArgs << QStringLiteral("--time=10"); // a resource option: salloc gets it too
        PlanJob job({p, plan, knownHosts(), {}});
        QList<PlanInvocation> invocations;
        connect(&job, &PlanJob::invocationFinished, this, [&](const PlanInvocation& i) { invocations << i; });
        PlanRunResult result;
        connect(&job, &PlanJob::finished, this, [&](const PlanRunResult& r) { result = r; });
        job.run();
        QVERIFY2(result.status == DispatchResult::Status::Complete, qPrintable(result.message));
        QCOMPARE(invocations.size(), 2);
        const std::optional<qint64> allocation = invocations[0].result.slurmJobId;
        QVERIFY(allocation);
        for (const PlanInvocation& invocation : std::as_const(invocations)) {
            QCOMPARE(invocation.result.status, DispatchResult::Status::Complete);
            QCOMPARE(invocation.result.slurmJobId, allocation);
            QVERIFY2(invocation.result.command.startsWith(
                         QStringLiteral("srun '--nodes=1' '--ntasks-per-node=2' '--jobid=%1' '--mpi=pmix' '--time=10' ")
                             .arg(*allocation)),
                     qPrintable(invocation.result.command));
        }
        // Both runs were steps of the one job, which the plan gave back at its end.
        QTRY_VERIFY_WITH_TIMEOUT(slurmJob(*allocation).contains(QStringLiteral("JobState=CANCELLED")), 60000);
        const QString state = slurmJob(*allocation);
        QVERIFY2(state.contains(QStringLiteral("JobName=fabric-workbench-plan")), qPrintable(state));
        QVERIFY2(state.contains(QStringLiteral("TimeLimit=00:10:00")), qPrintable(state));
    }

    void cancelLeavesNoAgentRunning()
    {
        DispatchJob job(request(longBench()));
        QThread thread;
        job.moveToThread(&thread);
        QSignalSpy finished(&job, &DispatchJob::finished);
        int results = 0;
        connect(&job, &DispatchJob::lineReceived, this, [&](const QByteArray& line) {
            if (line.contains("\"size_result\"") && ++results == 1)
                job.cancel();
        });
        thread.start();
        QMetaObject::invokeMethod(&job, &DispatchJob::run);
        QVERIFY(finished.wait(120000));
        thread.quit();
        thread.wait();
        const auto result = finished.at(0).at(0).value<DispatchResult>();
        QCOMPARE(result.status, DispatchResult::Status::Cancelled);
        QVERIFY(result.stream.contains("\"size_result\""));
        // Nothing of the job may outlive the cancel: no mpirun, no rank.
        QTRY_COMPARE_WITH_TIMEOUT(SshdHarness::processesMentioning(workDir()), QList<qint64>(), 60000);
    }

    void killedConnectionMarksTheRunInterrupted()
    {
        DispatchJob job(request(longBench()));
        int results = 0;
        const DispatchResult result = dispatch(job, [&](const QByteArray& line) {
            if (line.contains("\"size_result\"") && ++results == 2)
                QVERIFY(m_sshd->killSessions() > 0);
        });
        QCOMPARE(result.status, DispatchResult::Status::Interrupted);
        QVERIFY(result.stream.count("\"size_result\"") >= 2);

        const QString path = m_dir.filePath(QStringLiteral("interrupted.fabwb"));
        auto project = ProjectFile::create(path);
        DispatchRunRepository(*project).add(result, std::nullopt, std::nullopt);
        const QList<StoredDispatch> stored = DispatchRunRepository(*project).all();
        QCOMPARE(stored.size(), 1);
        QCOMPARE(stored[0].result.status, DispatchResult::Status::Interrupted);
        QCOMPARE(stored[0].result.stream, result.stream);
        QVERIFY(!stored[0].benchmarkRunId); // a cut stream is not a complete run
    }

    // The acceptance criterion for faults over SSH: the app's connection dies while a fault is held, and the node
    // reverts it at the end of the lease (3 s), long before the time-to-live (300 s).
    void heldFaultIsRevertedWhenTheConnectionDies()
    {
        const QString burst = m_dir.filePath(QStringLiteral("burst.bin"));
        const QString state = m_dir.filePath(QStringLiteral("fault-state"));
        QVERIFY(QDir().mkpath(state));
        PlanStep fault;
        fault.kind = PlanStep::Kind::Fault;
        fault.agentArgs = {QStringLiteral("--kind"),      QStringLiteral("storage-burst"),
                           QStringLiteral("--path"),      burst,
                           QStringLiteral("--bytes"),     QStringLiteral("1M"),
                           QStringLiteral("--state-dir"), state};
        fault.ttlSeconds = 300;
        fault.leaseSeconds = 3;
        fault.benchArgs = longBench();
        AcceptancePlan plan;
        plan.steps = {fault};
        PlanJob job({profile(), plan, knownHosts(), {}});
        QString phase;
        QElapsedTimer sinceKill;
        connect(&job, &PlanJob::stepStarted, this,
                [&](int, const QString& started, const QString&) { phase = started; });
        connect(&job, &PlanJob::lineReceived, this, [&](const QByteArray& line) {
            if (phase == QLatin1String("during") && line.contains("\"size_result\"") && !sinceKill.isValid()) {
                QVERIFY(QFile::exists(burst));
                QVERIFY(m_sshd->killSessions() > 0);
                sinceKill.start();
            }
        });
        QList<PlanStepOutcome> steps;
        connect(&job, &PlanJob::stepFinished, this, [&](const PlanStepOutcome& o) { steps << o; });
        PlanRunResult result;
        connect(&job, &PlanJob::finished, this, [&](const PlanRunResult& r) { result = r; });
        job.run();
        QVERIFY2(sinceKill.isValid(),
                 qPrintable(result.message + QLatin1Char('\n') + (steps.isEmpty() ? QString() : steps[0].message)));
        QCOMPARE(result.status, DispatchResult::Status::Interrupted);
        QCOMPARE(steps.size(), 1);
        QCOMPARE(steps[0].status, DispatchResult::Status::Interrupted);
        // Reverted by the node's watchdog when the lease lapsed (not at the TTL), and recorded as such in its journal:
        // the reason in the log says which, so no clock has to.
        QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(burst), 60000);
        qInfo("burst removed %lld ms after the connection was killed", sinceKill.elapsed());
        QTRY_COMPARE_WITH_TIMEOUT(QDir(state).entryList({QStringLiteral("*.json")}, QDir::Files).size(), 0, 60000);
        QFile log(state + QStringLiteral("/reverted.jsonl"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        QVERIFY(log.readAll().contains("\"reason\":\"lease\""));
    }

    void unknownHostKeyStopsBeforeAnythingIsSent()
    {
        DispatchJob::Request r = request(longBench());
        r.knownHostsPath = m_dir.filePath(QStringLiteral("empty_known_hosts"));
        DispatchJob job(r);
        const DispatchResult result = dispatch(job);
        QCOMPARE(result.status, DispatchResult::Status::HostKeyUnknown);
        QCOMPARE(result.hostKey.fingerprint, m_sshd->hostFingerprint());
        QVERIFY(result.message.contains(m_sshd->hostFingerprint()));
    }
};

QTEST_GUILESS_MAIN(TestDispatch)
#include "testdispatch.moc"
