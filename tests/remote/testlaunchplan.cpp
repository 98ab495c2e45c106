// SPDX-License-Identifier: Apache-2.0
#include "remote/agentbundle.h"
#include "remote/connectionprofile.h"
#include "remote/launchplan.h"

#include <QTest>

using namespace fw::core;
using namespace Qt::StringLiterals;

// The command lines a dispatch or a plan runs, known before anything connects. testdispatch runs them for real.
class TestLaunchPlan : public QObject
{
    Q_OBJECT

    static ConnectionProfile slurm(const QStringList& launcherArgs)
    {
        ConnectionProfile profile;
        profile.host = u"login"_s;
        profile.launcher = Launcher::Srun;
        profile.nodes = {u"gpu01"_s, u"gpu02"_s};
        profile.ranksPerNode = 8;
        profile.launcherArgs = launcherArgs;
        return profile;
    }

private slots:
    void srunNamesNodesAndTasks()
    {
        const LaunchPlan plan =
            LaunchPlan::make(slurm({u"--mpi=pmix"_s}), {u"-b"_s, u"8"_s}, AgentBundle::embedded(), u"bench"_s);
        QCOMPARE(plan.agentArgv.mid(0, 5), (QStringList{u"srun"_s, u"--nodes=2"_s, u"--nodelist=gpu01,gpu02"_s,
                                                        u"--ntasks-per-node=8"_s, u"--mpi=pmix"_s}));
        QCOMPARE(plan.agentArgv.mid(plan.agentArgv.size() - 3), (QStringList{u"bench"_s, u"-b"_s, u"8"_s}));
    }

    // The plan's allocation asks for what srun would, with the options that choose resources in either spelling;
    // srun's own options (--mpi, --cpu-bind) stay with srun.
    void sallocTakesTheResourceOptions()
    {
        const QStringList argv = LaunchPlan::sallocArgv(
            slurm({u"--mpi=pmix"_s, u"-p"_s, u"gpu"_s, u"--account=proj7"_s, u"--cpu-bind=cores"_s, u"--time"_s,
                   u"30"_s, u"--exclusive"_s, u"--gres=gpu:8"_s, u"-q"_s, u"high"_s}));
        QCOMPARE(argv, (QStringList{u"salloc"_s, u"--no-shell"_s, u"--job-name=fabric-workbench-plan"_s, u"--nodes=2"_s,
                                    u"--nodelist=gpu01,gpu02"_s, u"--ntasks-per-node=8"_s, u"-p"_s, u"gpu"_s,
                                    u"--account=proj7"_s, u"--time"_s, u"30"_s, u"--exclusive"_s, u"--gres=gpu:8"_s,
                                    u"-q"_s, u"high"_s}));
        ConnectionProfile anywhere = slurm({});
        anywhere.nodes.clear();
        anywhere.nodeCount = 4;
        QCOMPARE(LaunchPlan::sallocArgv(anywhere).mid(3), (QStringList{u"--nodes=4"_s, u"--ntasks-per-node=8"_s}));
    }

    void grantedAllocationIsReadFromSallocsMessages()
    {
        QCOMPARE(LaunchPlan::grantedAllocation("salloc: Pending job allocation 118\n"
                                               "salloc: job 118 queued and waiting for resources\n"
                                               "salloc: job 118 has been allocated resources\n"
                                               "salloc: Granted job allocation 118\n"),
                 std::optional<qint64>(118));
        QCOMPARE(LaunchPlan::grantedAllocation("salloc: error: Job submit/allocate failed: Invalid partition name\n"),
                 std::nullopt);
    }
};

QTEST_GUILESS_MAIN(TestLaunchPlan)
#include "testlaunchplan.moc"
