// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace fw::core {
class ProjectFile;
struct AcceptancePlan;
struct ConnectionProfile;
} // namespace fw::core

// Runs a small acceptance plan for real with the local launcher and the agent built in this tree, and stores it
// in `project` as the app and `fabric-workbench plan` do: a baseline, a storage-burst fault held and reverted
// (its file in `workDir`), and a short synthetic replay; or the plan `planJson` when given. Returns the plan run's
// id, or none with `error` set.
std::optional<qint64> storeLocalPlanRun(fw::core::ProjectFile& project, std::optional<qint64> candidateId,
                                        const QString& agent, const QString& workDir, QString* error,
                                        const QByteArray& planJson = {});

// Runs `plan` over `profile` (a local launcher: one rank, or mpirun on this computer; or over SSH with
// `knownHostsPath`) and stores it the same way. `events`, when given, receives what the job reported in order:
// "step N STATUS" for a step's end, "run N PHASE" for a command's (N counted from 1).
std::optional<qint64> storePlanRun(fw::core::ProjectFile& project, std::optional<qint64> candidateId,
                                   const fw::core::AcceptancePlan& plan, const fw::core::ConnectionProfile& profile,
                                   QString* error, const QString& knownHostsPath = {}, QStringList* events = nullptr);
