// SPDX-License-Identifier: Apache-2.0
#include "domain/acceptanceplan.h"
#include "localplanrun.h"
#include "loopbackprofile.h"
#include "processrun.h"
#include "remote/connectionprofile.h"
#include "remote/connectionprofilerepository.h"
#include "remote/dispatchrunrepository.h"
#include "remote/knownhosts.h"
#include "remote/planrunrepository.h"
#include "remote/sshsession.h"
#include "sshdharness.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <unistd.h>

using namespace fw::core;

// Issue 38: a buyer's ordinary account on a rented cluster. A user who is not root (made by the harness) runs a whole
// plan over the real sshd: the privilege check names the step that needs root (a tc rate limit) before anything runs,
// and the others (a benchmark, a storage burst into the user's home) run and are stored; with a sudo rule for tc the
// fault step runs too, its commands through `sudo -n`. The fault shapes a veth pair the test makes, never the
// machine's own.
class TestPlanPrivileges : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<SshdHarness> m_sshd;
    QString m_user;
    QString m_interface;
    std::unique_ptr<ProjectFile> m_project;
    qint64 m_candidate = 0;

    QString knownHosts() const { return m_dir.filePath(QStringLiteral("known_hosts")); }

    ConnectionProfile profile() const
    {
        ConnectionProfile p = loopbackProfile(*m_sshd, QStringLiteral("rented"), {QStringLiteral("localhost")});
        p.user = m_user;
        p.workDir = m_sshd->userHome() + QStringLiteral("/fw");
        p.clusterNode = true;
        p.launcherArgs = {QStringLiteral("--oversubscribe")};
        return p;
    }

    AcceptancePlan plan() const
    {
        const QString bench = QStringLiteral(R"("bench": ["-b", "8", "-e", "64", "-f", "8", "-n", "5"])");
        QString problem;
        const std::optional<AcceptancePlan> plan =
            AcceptancePlan::fromJson(QStringLiteral(R"({
  "format": "fabric-workbench-plan", "version": 1, "name": "rented cluster",
  "steps": [
    {"kind": "baseline", "label": "baseline", "repeats": 1, %1},
    {"kind": "fault", "label": "shaped", "args": ["--kind", "link-degraded", "--interface", "%2", "--rate", "100mbit"],
     "ttl_s": 300, "lease_s": 60, %1, "recovery_tolerance": 10, "recovery_max_s": 30},
    {"kind": "fault", "label": "burst", "args": ["--kind", "storage-burst", "--path", "%3", "--bytes", "1M"],
     "ttl_s": 300, "lease_s": 60, %1, "recovery_tolerance": 10, "recovery_max_s": 30}
  ]})")
                                         .arg(bench, m_interface, m_sshd->userHome() + QStringLiteral("/burst.bin"))
                                         .toUtf8(),
                                     &problem);
        if (!plan)
            qWarning() << problem;
        return plan.value_or(AcceptancePlan{});
    }

    static QString qdiscs(const QString& interface)
    {
        return QString::fromUtf8(
            testsupport::runProcess(QStringLiteral("tc"),
                                    {QStringLiteral("qdisc"), QStringLiteral("show"), QStringLiteral("dev"), interface})
                .out);
    }

    // The plan run's stored steps and, per step, the phases of its stored commands.
    struct Stored
    {
        StoredPlanRun run;
        QHash<int, QStringList> phases;
        QHash<int, QByteArray> faultStream;
    };

    Stored stored(qint64 id) const
    {
        Stored s;
        s.run = PlanRunRepository(*m_project).find(id).value_or(StoredPlanRun{});
        for (const StoredDispatch& d : DispatchRunRepository(*m_project).ofPlanRun(id)) {
            s.phases[d.plan->step] << d.plan->phase;
            if (d.plan->phase == QLatin1String("fault"))
                s.faultStream[d.plan->step] = d.result.stream;
        }
        return s;
    }

private slots:
    void initTestCase()
    {
        if (::geteuid() != 0)
            QSKIP("needs root: the harness creates a user who is not root, a sudoers.d file and a veth pair");
        if (!QFile::exists(QStringLiteral("/usr/bin/sudo")))
            QSKIP("needs sudo (Debian package sudo, installed by packaging/install-deps.sh)");
        QVERIFY(m_dir.isValid());
        m_sshd = std::make_unique<SshdHarness>();
        QVERIFY2(m_sshd->isRunning(), qPrintable(m_sshd->error()));
        QString error;
        m_user = m_sshd->addUser(&error);
        QVERIFY2(!m_user.isEmpty(), qPrintable(error));
        m_interface = QStringLiteral("fwp%1").arg(::getpid() % 100000);
        const testsupport::ProcessResult made = testsupport::runProcess(
            QStringLiteral("ip"),
            {QStringLiteral("link"), QStringLiteral("add"), m_interface, QStringLiteral("type"), QStringLiteral("veth"),
             QStringLiteral("peer"), QStringLiteral("name"), QStringLiteral("fwq%1").arg(::getpid() % 100000)});
        QVERIFY2(made.succeeded(), made.describe().constData());
        QVERIFY(testsupport::runProcess(QStringLiteral("ip"), {QStringLiteral("link"), QStringLiteral("set"),
                                                               m_interface, QStringLiteral("up")})
                    .succeeded());
        SshSession session(profile(), knownHosts());
        KnownHosts(knownHosts()).trust(session.connect());
        m_project = ProjectFile::create(m_dir.filePath(QStringLiteral("p.fabwb")));
        m_candidate =
            CandidateRepository(*m_project)
                .add({.supplier = QStringLiteral("Rented"), .offerName = QStringLiteral("one week, no root")});
    }

    void cleanupTestCase()
    {
        if (!m_interface.isEmpty())
            testsupport::runProcess(QStringLiteral("ip"), {QStringLiteral("link"), QStringLiteral("del"), m_interface});
        m_project.reset();
        m_sshd.reset(); // removes the user, its home and its sudo rule
    }

    void stepsNeedingRootAreNamedBeforeAnythingRunsAndTheOthersRun()
    {
        QVERIFY(!m_user.isEmpty());
        QString error;
        QStringList events;
        const std::optional<qint64> id =
            storePlanRun(*m_project, m_candidate, plan(), profile(), &error, knownHosts(), &events);
        QVERIFY2(id, qPrintable(error));
        // Named first, before any command of any step was stored.
        QVERIFY2(!events.isEmpty() && events.constFirst() == QLatin1String("step 2 skipped"),
                 qPrintable(events.join(QLatin1Char('\n'))));
        const Stored s = stored(*id);
        QCOMPARE(s.run.steps.size(), 3);
        QCOMPARE(s.run.steps.at(0).status, DispatchResult::Status::Complete);
        const PlanStepOutcome& shaped = s.run.steps.at(1);
        QCOMPARE(shaped.status, DispatchResult::Status::Skipped);
        // Which step, why and what would make it run.
        QVERIFY2(shaped.message.contains(QLatin1String("Step 2")), qPrintable(shaped.message));
        QVERIFY2(shaped.message.contains(QLatin1String("link-degraded")), qPrintable(shaped.message));
        QVERIFY2(shaped.message.contains(QLatin1String("CAP_NET_ADMIN")), qPrintable(shaped.message));
        const QString rule = m_user + QStringLiteral(" ALL=(root) NOPASSWD: /usr/sbin/tc");
        QVERIFY2(shaped.message.contains(rule), qPrintable(shaped.message));
        QCOMPARE(shaped.details.value(QLatin1String("sudo_rule")).toString(), rule);
        QVERIFY(shaped.details.value(QLatin1String("skipped")).toBool());
        // Nothing of it ran, so nothing of it counts as a measurement; the other steps ran and are stored.
        QVERIFY(!s.phases.contains(1));
        QCOMPARE(s.run.steps.at(2).status, DispatchResult::Status::Complete);
        QVERIFY(s.phases.value(2).contains(QLatin1String("fault")));
        QVERIFY(s.phases.value(2).contains(QLatin1String("during")));
        QVERIFY(s.phases.value(0).contains(QLatin1String("run")));
        QVERIFY(!qdiscs(m_interface).contains(QLatin1String("fa17:")));
        QVERIFY(!QFile::exists(m_sshd->userHome() + QStringLiteral("/burst.bin")));
    }

    // `fabric-workbench plan --check` with a project names the step over the connection and runs nothing.
    void theCommandLineCheckNamesTheStepAndRunsNothing()
    {
        QVERIFY(!m_user.isEmpty());
        ConnectionProfile connection = profile();
        connection.candidateId = m_candidate;
        ConnectionProfileRepository(*m_project).save(connection);
        const QString planFile = m_dir.filePath(QStringLiteral("plan.json"));
        QFile file(planFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(plan().toJson());
        file.close();
        const qsizetype runsBefore = PlanRunRepository(*m_project).all().size();
        const testsupport::ProcessResult r = testsupport::runProcess(
            QStringLiteral(FW_WORKBENCH),
            {QStringLiteral("plan"), QStringLiteral("--check"), QStringLiteral("--plan"), planFile,
             QStringLiteral("--project"), m_project->path(), QStringLiteral("--candidate"),
             QString::number(m_candidate), QStringLiteral("--connection"), connection.name,
             QStringLiteral("--known-hosts"), knownHosts()});
        QVERIFY2(r.finished, r.describe().constData());
        QCOMPARE(r.exitCode, 1);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(QLatin1String("Step 2/3 (shaped) will not run: Step 2 (link-degraded")), qPrintable(err));
        QVERIFY2(err.contains(m_user + QStringLiteral(" ALL=(root) NOPASSWD: /usr/sbin/tc")), qPrintable(err));
        QVERIFY2(!err.contains(QLatin1String("Step 3/3")), qPrintable(err));
        QVERIFY2(QString::fromUtf8(r.out + r.err).contains(QLatin1String("cannot run as this connection's user.")),
                 r.out.constData());
        QCOMPARE(PlanRunRepository(*m_project).all().size(), runsBefore); // nothing stored
    }

    void aSudoRuleForTcLetsTheFaultStepRun()
    {
        QVERIFY(!m_user.isEmpty());
        QString error;
        QVERIFY2(m_sshd->setSudoRule(m_user + QStringLiteral(" ALL=(root) NOPASSWD: /usr/sbin/tc"), &error),
                 qPrintable(error));
        QStringList events;
        const std::optional<qint64> id =
            storePlanRun(*m_project, m_candidate, plan(), profile(), &error, knownHosts(), &events);
        QVERIFY2(m_sshd->setSudoRule({}, &error), qPrintable(error));
        QVERIFY2(id, qPrintable(error));
        QVERIFY2(!events.contains(QLatin1String("step 2 skipped")), qPrintable(events.join(QLatin1Char('\n'))));
        const Stored s = stored(*id);
        QCOMPARE(s.run.steps.size(), 3);
        for (const PlanStepOutcome& step : s.run.steps)
            QVERIFY2(step.status == DispatchResult::Status::Complete, qPrintable(step.message));
        // Applied and reverted through sudo -n, as the fault's own stream says.
        const QByteArray stream = s.faultStream.value(1);
        QVERIFY2(stream.contains("\"fault_applied\""), stream.constData());
        QVERIFY2(stream.contains("sudo -n /usr/sbin/tc qdisc add dev " + m_interface.toUtf8()), stream.constData());
        QVERIFY2(stream.contains("\"access\":\"sudo\""), stream.constData());
        QVERIFY2(stream.contains("\"fault_reverted\""), stream.constData());
        QVERIFY(!qdiscs(m_interface).contains(QLatin1String("fa17:")));
    }
};

QTEST_GUILESS_MAIN(TestPlanPrivileges)
#include "testplanprivileges.moc"
