// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"
#include "remote/hostkey.h"

#include <QByteArray>
#include <QDateTime>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <optional>

namespace fw::core {

// Everything a dispatch produced, complete or not: the stored run is made from it.
struct DispatchResult
{
    enum class Status
    {
        Complete,
        Failed,      // the agent, the build or the connection setup failed; message says which
        Cancelled,   // the user stopped it; the job was killed
        Interrupted, // the connection dropped mid-run; what arrived is kept
        HostKeyUnknown,
        HostKeyRefused, // changed, other-type or revoked key: nothing was sent to that server
        Skipped         // a plan step the connection's user cannot run (PrivilegeCheck): nothing of it ran
    };

    Status status = Status::Failed;
    QString message;
    QString buildLog; // the remote compiler output of a failed build
    HostKey hostKey;

    QString subcommand = QStringLiteral("bench"); // of fabric-agent: bench, storage, replay, counters, fault
    QString launcher;
    // Where it ran (ConnectionProfile::measuredOn); none: judged by the launcher, "local" being this computer.
    std::optional<MeasuredOn> measuredOn;
    QString destination;
    QString command; // the agent command exactly as run, without the job wrapper
    QStringList hosts;
    QString sourceHash; // SHA-256 of the agent bundle; empty for the local agent
    bool buildCached = false;
    QByteArray facts;  // the facts JSON Lines, one object per host
    QByteArray stream; // the bench JSON Lines as received, a partial last line included
    QString errorTail; // the job's stderr, last part
    int exitStatus = -1;
    std::optional<qint64> slurmJobId; // srun: the Slurm job the agent ran in
    QDateTime startedAt;              // UTC
    QDateTime finishedAt;

    // Whether the stream holds anything worth storing.
    bool hasData() const { return !stream.isEmpty(); }
    MeasuredOn where() const
    {
        return measuredOn.value_or(launcher == QLatin1String("local") ? MeasuredOn::ThisComputer : MeasuredOn::Cluster);
    }
};

QString storageKey(DispatchResult::Status status);

} // namespace fw::core

Q_DECLARE_METATYPE(fw::core::DispatchResult)
