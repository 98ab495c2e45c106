// SPDX-License-Identifier: Apache-2.0
#include "remote/launchplan.h"

#include "remote/agentbundle.h"
#include "remote/agentdeployer.h"
#include "remote/jobrunner.h"
#include "remote/shellquote.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace fw::core {

namespace {

// The nodes and tasks a Slurm profile asks for, the same for srun and salloc.
QStringList slurmNodes(const ConnectionProfile& profile)
{
    QStringList options;
    if (profile.nodes.isEmpty())
        options << QStringLiteral("--nodes=%1").arg(profile.nodeCount);
    else
        options << QStringLiteral("--nodes=%1").arg(profile.nodes.size())
                << QStringLiteral("--nodelist=") + profile.nodes.join(QLatin1Char(','));
    return options << QStringLiteral("--ntasks-per-node=%1").arg(profile.ranksPerNode);
}

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
    case Launcher::Srun:
        return QStringList{QStringLiteral("srun")} + slurmNodes(profile) + profile.launcherArgs +
               QStringList{QStringLiteral("sh"), QStringLiteral("-c"), JobRunner::slurmRankScript(),
                           QStringLiteral("fw-rank")};
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
        // Open MPI's hostfile syntax.
        for (const QString& node : profile.nodes)
            plan.hostfile += QStringLiteral("%1 slots=%2\n").arg(node).arg(profile.ranksPerNode).toUtf8();
        plan.hostfilePath = placedFolder(profile.workDir, bundle) + QLatin1Char('/') +
                            placedName(plan.hostfile, QStringLiteral("hosts"));
    }
    const QStringList prefix = launcherPrefix(profile, plan.hostfilePath);
    plan.factsArgv = prefix + QStringList{plan.agentPath, QStringLiteral("facts")};
    plan.agentArgv = prefix + QStringList{plan.agentPath, subcommand} + agentArgs;
    return plan;
}

QString LaunchPlan::placedName(const QByteArray& content, const QString& stem, const QString& suffix)
{
    return stem + QLatin1Char('-') +
           QString::fromLatin1(QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex().left(16)) + suffix;
}

QString LaunchPlan::placedFolder(const QString& workDir, const AgentBundle& bundle)
{
    return QFileInfo(AgentDeployer::folder(workDir, bundle)).path();
}

QString LaunchPlan::command() const
{
    return shell::join(agentArgv);
}

QStringList LaunchPlan::onNode(const QStringList& args) const
{
    return QStringList{agentPath} + args;
}

QStringList LaunchPlan::sallocArgv(const ConnectionProfile& profile)
{
    // The launcher options that choose resources; those of srun alone (--mpi, --cpu-bind, ...) stay with srun.
    static const QStringList kResourceOptions = {QStringLiteral("-p"),
                                                 QStringLiteral("--partition"),
                                                 QStringLiteral("-A"),
                                                 QStringLiteral("--account"),
                                                 QStringLiteral("-q"),
                                                 QStringLiteral("--qos"),
                                                 QStringLiteral("--reservation"),
                                                 QStringLiteral("-t"),
                                                 QStringLiteral("--time"),
                                                 QStringLiteral("-C"),
                                                 QStringLiteral("--constraint"),
                                                 QStringLiteral("--gres"),
                                                 QStringLiteral("--gpus"),
                                                 QStringLiteral("--gpus-per-node"),
                                                 QStringLiteral("--mem"),
                                                 QStringLiteral("--exclusive")};
    QStringList argv = {QStringLiteral("salloc"), QStringLiteral("--no-shell"),
                        QStringLiteral("--job-name=fabric-workbench-plan")};
    argv << slurmNodes(profile);
    for (qsizetype i = 0; i < profile.launcherArgs.size(); ++i) {
        const QString& word = profile.launcherArgs.at(i);
        const QString name = word.section(QLatin1Char('='), 0, 0);
        if (!kResourceOptions.contains(name))
            continue;
        argv << word;
        // "-p gpu" or "--partition gpu": the value is the next word.
        const bool separateValue = !word.contains(QLatin1Char('=')) && word != QLatin1String("--exclusive");
        if (separateValue && i + 1 < profile.launcherArgs.size())
            argv << profile.launcherArgs.at(++i);
    }
    return argv;
}

std::optional<qint64> LaunchPlan::grantedAllocation(const QByteArray& sallocStderr)
{
    static const QRegularExpression granted(QStringLiteral("Granted job allocation ([0-9]+)"));
    const QRegularExpressionMatch match = granted.match(QString::fromUtf8(sallocStderr));
    if (!match.hasMatch())
        return std::nullopt;
    return match.captured(1).toLongLong();
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
