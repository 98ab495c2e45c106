// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/acceptanceplan.h"
#include "remote/dispatchrunrepository.h"
#include "remote/planjob.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <optional>

namespace fw::core {

class ProjectFile;

// A plan run as the project keeps it: the plan as it ran, its status, and each step's outcome. The agent commands
// it ran are dispatches linked to it (DispatchRunRepository::ofPlanRun).
struct StoredPlanRun
{
    enum class Status
    {
        Running, // still running, or the app stopped before it ended: read as interrupted when not current
        Complete,
        Failed,
        Cancelled,
        Interrupted
    };

    qint64 id = 0;
    std::optional<qint64> candidateId;
    std::optional<qint64> profileId;
    AcceptancePlan plan;
    QString destination;
    Status status = Status::Running;
    QString message;
    QDateTime startedAt;
    QDateTime finishedAt;
    QList<PlanStepOutcome> steps; // in step order; a step that never ran has none
};

QString storageKey(StoredPlanRun::Status status);

// Records a plan run as it goes: begin() before the first command, each command and step outcome as they arrive
// (each one transaction, so a crash keeps what ran), finish() at the end.
class PlanRunRepository
{
    Q_DECLARE_TR_FUNCTIONS(PlanRunRepository)

public:
    explicit PlanRunRepository(ProjectFile& project) : m_project(project) {}

    qint64 begin(const AcceptancePlan& plan, const ConnectionProfile& profile, std::optional<qint64> candidateId);
    qint64 addInvocation(qint64 planRunId, const PlanInvocation& invocation, std::optional<qint64> profileId,
                         std::optional<qint64> candidateId);
    void addStep(qint64 planRunId, const PlanStepOutcome& outcome);
    void finish(qint64 planRunId, const PlanRunResult& result);

    QList<StoredPlanRun> all() const;
    std::optional<StoredPlanRun> find(qint64 id) const;
    void remove(qint64 id);

private:
    QList<StoredPlanRun> select(const QString& where, const QVariantList& values) const;

    ProjectFile& m_project;
};

} // namespace fw::core
