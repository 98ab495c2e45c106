// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/connectionprofile.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>
#include <optional>

namespace fw::core {

class AgentBundle;

// Exactly what a dispatch will run, known before anything connects: the user reads it in the preview, and the
// run stores it as provenance.
struct LaunchPlan
{
    Q_DECLARE_TR_FUNCTIONS(LaunchPlan)

public:
    // The name of a file the agent's ranks read, placed beside the deployed agent: `stem`, the first 16 hex digits of
    // its content's SHA-256 and `suffix`, so that concurrent dispatches never overwrite another's file.
    static QString placedName(const QByteArray& content, const QString& stem, const QString& suffix = {});
    // The folder the deployed agent's files are placed in on a cluster.
    static QString placedFolder(const QString& workDir, const AgentBundle& bundle);
    // `agentArgs` follow the subcommand, e.g. {"-b", "8", "-e", "1M"} after "bench".
    static LaunchPlan make(const ConnectionProfile& profile, const QStringList& agentArgs, const AgentBundle& bundle,
                           const QString& subcommand = QStringLiteral("bench"));

    QString agentPath;
    QString hostfilePath; // mpirun only; written over SFTP before the run
    QByteArray hostfile;
    QStringList factsArgv;
    QStringList agentArgv; // the subcommand through the launcher
    QStringList hosts;     // the node list as the profile gives it; the agent reports where ranks actually ran

    // The subcommand's command line as the remote shell receives it, minus the job wrapper.
    QString command() const;
    // The agent alone on the host it runs on, without the launcher: for per-node commands (fault, counters).
    QStringList onNode(const QStringList& args) const;

    // An acceptance plan under Slurm holds one allocation for all its steps, so they run as job steps of one job on
    // the same nodes without queueing again in between: `salloc --no-shell` for the nodes and tasks the profile's
    // srun asks for, with the launcher options that choose resources (partition, account, QoS, reservation, time,
    // constraint, GPUs, memory, exclusive). srun then joins it with --jobid.
    static QStringList sallocArgv(const ConnectionProfile& profile);
    // The job salloc reports on stderr ("salloc: Granted job allocation 42"), or none.
    static std::optional<qint64> grantedAllocation(const QByteArray& sallocStderr);

    // The agent that the local launcher runs when the profile names none: the one installed beside the app.
    static QString defaultLocalAgent();
};

} // namespace fw::core
