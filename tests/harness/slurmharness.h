// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QTemporaryDir>

// A one-host Slurm, or one across a namespace cluster, for integration tests (started by slurm.sh): munged, slurmctld
// and slurmd on 127.0.0.1 with a generated slurm.conf, one node with this machine's CPUs, one partition. Commands reach
// it with SLURM_CONF set to confPath(). The daemons are stopped in the destructor, so a failing test leaves nothing
// running.
class SlurmHarness
{
public:
    // Starts the cluster in `dir` (created when missing); the node is idle when the constructor returns.
    explicit SlurmHarness(const QString& dir);
    // Spans the hosts of a namespace cluster (NetClusterHarness: prefix, host count, fabric subnet): slurmctld on
    // its head, a slurmd on every host (slurm.sh --netcluster). Client commands then run on the head.
    SlurmHarness(const QString& dir, const QString& clusterPrefix, int hosts, const QString& subnet);
    ~SlurmHarness();
    SlurmHarness(const SlurmHarness&) = delete;
    SlurmHarness& operator=(const SlurmHarness&) = delete;

    bool isRunning() const { return m_running; }
    // True when the Slurm or munge programs are not installed (then the test skips; CI installs them).
    bool isMissing() const { return m_missing; }
    const QString& error() const { return m_error; }
    QString confPath() const { return m_dir + QStringLiteral("/slurm.conf"); }

    // Runs a Slurm client command (squeue, scontrol, ...) against this cluster; returns its stdout.
    QByteArray client(const QString& program, const QStringList& arguments) const;

private:
    void start(const QStringList& arguments);

    QString m_dir;
    QString m_clusterPrefix;
    bool m_running = false;
    bool m_missing = false;
    QString m_error;
};
