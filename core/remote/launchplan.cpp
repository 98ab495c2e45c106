#include "remote/launchplan.h"

#include "remote/agentbundle.h"
#include "remote/agentdeployer.h"
#include "remote/jobrunner.h"
#include "remote/shellquote.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>

namespace fw::core {

namespace {

QStringList launcherPrefix(const ConnectionProfile& profile, const QString& hostfilePath)
{
    const int ranks = int(std::max<qsizetype>(1, profile.nodes.size())) * profile.ranksPerNode;
    switch (profile.launcher) {
    case Launcher::Local:
        if (profile.ranksPerNode <= 1)
            return {};
        return QStringList{QStringLiteral("mpirun"), QStringLiteral("-np"), QString::number(profile.ranksPerNode)} +
               profile.launcherArgs;
    case Launcher::Mpirun:
        return QStringList{QStringLiteral("mpirun"), QStringLiteral("-np"), QString::number(ranks),
                           QStringLiteral("--hostfile"), hostfilePath} +
               profile.launcherArgs;
    case Launcher::Srun: {
        QStringList srun{QStringLiteral("srun")};
        if (profile.nodes.isEmpty())
            srun << QStringLiteral("--nodes=%1").arg(profile.nodeCount);
        else
            srun << QStringLiteral("--nodes=%1").arg(profile.nodes.size())
                 << QStringLiteral("--nodelist=") + profile.nodes.join(QLatin1Char(','));
        srun << QStringLiteral("--ntasks-per-node=%1").arg(profile.ranksPerNode);
        return srun + profile.launcherArgs +
               QStringList{QStringLiteral("sh"), QStringLiteral("-c"), JobRunner::slurmRankScript(),
                           QStringLiteral("fw-rank")};
    }
    }
    Q_UNREACHABLE();
}

} // namespace

LaunchPlan LaunchPlan::make(const ConnectionProfile& profile, const QStringList& agentArgs, const AgentBundle& bundle,
                            const QString& subcommand)
{
    LaunchPlan plan;
    plan.hosts = profile.nodes;
    if (profile.isRemote()) {
        plan.agentPath = AgentDeployer::agentPath(profile.workDir, bundle);
    } else {
        plan.agentPath = profile.localAgent.isEmpty() ? defaultLocalAgent() : profile.localAgent;
        if (plan.hosts.isEmpty())
            plan.hosts << QStringLiteral("localhost");
    }
    if (profile.launcher == Launcher::Mpirun) {
        // Open MPI's hostfile syntax; named by its content, so concurrent dispatches never overwrite another's.
        for (const QString& node : profile.nodes)
            plan.hostfile += QStringLiteral("%1 slots=%2\n").arg(node).arg(profile.ranksPerNode).toUtf8();
        const QString digest =
            QString::fromLatin1(QCryptographicHash::hash(plan.hostfile, QCryptographicHash::Sha256).toHex().left(16));
        plan.hostfilePath =
            QFileInfo(AgentDeployer::folder(profile.workDir, bundle)).path() + QStringLiteral("/hosts-") + digest;
    }
    const QStringList prefix = launcherPrefix(profile, plan.hostfilePath);
    plan.factsArgv = prefix + QStringList{plan.agentPath, QStringLiteral("facts")};
    plan.agentArgv = prefix + QStringList{plan.agentPath, subcommand} + agentArgs;
    return plan;
}

QString LaunchPlan::command() const
{
    return shell::join(agentArgv);
}

QStringList LaunchPlan::onNode(const QStringList& args) const
{
    return QStringList{agentPath} + args;
}

QString LaunchPlan::defaultLocalAgent()
{
    // Installed: beside fabric-workbench. In a build tree the agent has a folder of its own.
    const QString appDir = QCoreApplication::applicationDirPath();
    for (const QString& candidate :
         {appDir + QStringLiteral("/fabric-agent"), appDir + QStringLiteral("/../remote-agent/fabric-agent")}) {
        if (QFileInfo(candidate).isExecutable())
            return QDir::cleanPath(candidate);
    }
    return appDir + QStringLiteral("/fabric-agent");
}

} // namespace fw::core
