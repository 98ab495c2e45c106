// SPDX-License-Identifier: Apache-2.0
#include "localplanrun.h"

#include "domain/acceptanceplan.h"
#include "remote/connectionprofile.h"
#include "remote/planjob.h"
#include "remote/planrunrepository.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QDir>

using namespace fw::core;

std::optional<qint64> storeLocalPlanRun(ProjectFile& project, std::optional<qint64> candidateId, const QString& agent,
                                        const QString& workDir, QString* error, const QByteArray& planJson)
{
    const QString state = QDir(workDir).filePath(QStringLiteral("state"));
    QDir().mkpath(state);
    const QByteArray json = !planJson.isEmpty() ? planJson
                                                : QStringLiteral(R"({
  "format": "fabric-workbench-plan", "version": 1, "name": "local faults",
  "steps": [
    {"kind": "baseline", "label": "baseline", "repeats": 1, "bench": ["-b", "8", "-e", "64", "-f", "8", "-n", "5"]},
    {"kind": "fault", "label": "burst", "args": ["--kind", "storage-burst", "--path", "%1", "--bytes", "1M",
     "--state-dir", "%2"], "ttl_s": 300, "lease_s": 60, "bench": ["-b", "8", "-e", "64", "-f", "8", "-n", "20"],
     "recovery_tolerance": 10, "recovery_max_s": 30},
    {"kind": "replay", "label": "replay", "args": ["--steps", "4", "--compute-ms", "1"]}
  ]})")
                                                      .arg(QDir(workDir).filePath(QStringLiteral("burst.bin")), state)
                                                      .toUtf8();
    QString problem;
    const std::optional<AcceptancePlan> plan = AcceptancePlan::fromJson(json, &problem);
    if (!plan) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    ConnectionProfile profile;
    profile.name = QStringLiteral("local");
    profile.localAgent = agent;
    // The plan stands in for one on a candidate's cluster: its runs count as the cluster's, not this computer's.
    profile.clusterNode = true;
    return storePlanRun(project, candidateId, *plan, profile, error);
}

std::optional<qint64> storePlanRun(ProjectFile& project, std::optional<qint64> candidateId, const AcceptancePlan& plan,
                                   const ConnectionProfile& profile, QString* error, const QString& knownHostsPath,
                                   QStringList* events)
{
    PlanRunRepository repository(project);
    std::optional<qint64> id;
    try {
        id = repository.begin(plan, profile, candidateId);
        PlanJob job({profile, plan, knownHostsPath, QString()});
        QObject::connect(&job, &PlanJob::invocationFinished, &job, [&](const PlanInvocation& invocation) {
            repository.addInvocation(*id, invocation, std::nullopt, candidateId);
            if (events)
                *events << QStringLiteral("run %1 %2").arg(invocation.step + 1).arg(invocation.phase);
        });
        QObject::connect(&job, &PlanJob::stepFinished, &job, [&](const PlanStepOutcome& outcome) {
            repository.addStep(*id, outcome);
            if (events)
                *events << QStringLiteral("step %1 %2").arg(outcome.step + 1).arg(storageKey(outcome.status));
        });
        PlanRunResult result;
        QObject::connect(&job, &PlanJob::finished, &job, [&](const PlanRunResult& r) { result = r; });
        job.run();
        repository.finish(*id, result);
        if (result.status != DispatchResult::Status::Complete) {
            if (error)
                *error = QStringLiteral("the plan ended %1: %2").arg(storageKey(result.status), result.message);
            return std::nullopt;
        }
    } catch (const StorageError& e) {
        if (error)
            *error = e.message();
        return std::nullopt;
    }
    return id;
}
