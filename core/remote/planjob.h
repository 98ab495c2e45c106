// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/acceptanceplan.h"
#include "remote/connectionprofile.h"
#include "remote/dispatchresult.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <atomic>
#include <optional>

namespace fw::core {

class AgentSite;
struct BlockedStep;

// One agent command a plan ran: stored as a dispatch, linked to its plan run, step and phase.
struct PlanInvocation
{
    int step = 0;
    QString phase; // see PlanLink
    DispatchResult result;
};

// What became of one step. A benchmark that fails during a fault (a removed node aborts the job) is a result of
// the step, recorded in `details`, not a failure of it; a step fails when it could not do what it says (the fault
// could not be applied, the baseline did not run).
struct PlanStepOutcome
{
    int step = 0;
    DispatchResult::Status status = DispatchResult::Status::Complete;
    QString message;
    // Fault steps: fault_id, applied_at, reverted_at, revert_reason, revert_ok, during_status, during_message,
    // replay_during_status (with the step's replay),
    // recovered, recovery_s (FaultImpact::recovery: revert to the start of the first run back within tolerance),
    // recovery_runs, recovery_tolerance. Times are ISO 8601 UTC.
    // Isolate steps: IsolationResult::toJson (the outcome, the node, every run with its nodes, figure and verdict).
    QJsonObject details;
};

struct PlanRunResult
{
    DispatchResult::Status status = DispatchResult::Status::Failed;
    QString message;
    HostKey hostKey; // when the head's key stopped the run
    QDateTime startedAt;
    QDateTime finishedAt;
};

// Runs an acceptance plan over one connection as a single job: connects and deploys once, checks on each node a fault
// step runs on which of those steps the connection's user can run (PrivilegeCheck; the others are reported as
// skipped at once, before anything runs, and never run), collects facts once, then runs each step's agent commands
// in order. Fault steps open a second connection to the node concerned,
// hold the fault there (`fault apply --hold` with a TTL and a lease) while the benchmark runs on the head, and
// revert it by stopping the hold; should the app or the connection die, the lease and the TTL revert it on the
// node. A worker like DispatchJob: move it to a QThread and invoke run(); cancel() from any thread.
class PlanJob final : public QObject
{
    Q_OBJECT

public:
    struct Request
    {
        ConnectionProfile profile;
        AcceptancePlan plan;
        QString knownHostsPath;
        QString passphrase;
        // Only the privilege check: connect, deploy, probe, report the steps that cannot run, run nothing.
        bool checkOnly = false;
    };

    explicit PlanJob(Request request, QObject* parent = nullptr);

    void cancel() { m_cancel.store(true); }

public slots:
    void run();

signals:
    void stepStarted(int step, const QString& phase, const QString& command);
    void lineReceived(const QByteArray& line);
    void invocationFinished(const fw::core::PlanInvocation& invocation);
    void stepFinished(const fw::core::PlanStepOutcome& outcome);
    void finished(const fw::core::PlanRunResult& result);

private:
    // The privilege check, facts, then every step in order; `result` says how it went.
    void runSteps(AgentSite& head, PlanRunResult& result);
    // The fault steps the connection's user cannot run, by index, from `fault check-access` on each of their nodes.
    // A node whose probe says nothing (it could not be reached) blocks nothing: its steps fail as they would have;
    // it is added to `unchecked`.
    QHash<int, BlockedStep> checkPrivileges(AgentSite& head, QStringList& unchecked);
    // Under Slurm: the allocation every step runs in (LaunchPlan::sallocArgv), or none with `result` saying why.
    std::optional<qint64> allocate(AgentSite& head, PlanRunResult& result);
    // Gives the allocation back (scancel), also after a cancel; false when that failed.
    bool release(AgentSite& head, qint64 job);
    PlanStepOutcome runStep(AgentSite& head, int index);
    PlanStepOutcome runFault(AgentSite& head, int index);
    // The bench on halves of the node set down to the bad node (NodeIsolation); the search in the details.
    PlanStepOutcome runIsolate(AgentSite& head, int index);
    // Runs one command on `site`; `live` passes its lines on (only from the thread that runs the plan).
    DispatchResult execute(AgentSite& site, const QString& subcommand, const QStringList& argv,
                           const std::atomic_bool& cancel, bool live);
    // Runs a subcommand through the launcher on the head and emits it as an invocation; `nodes`: on these nodes
    // only, else on the profile's.
    DispatchResult invoke(AgentSite& head, int step, const QString& phase, const QString& subcommand,
                          const QStringList& args, const QStringList& nodes = {});

    Request m_request;
    std::atomic_bool m_cancel = false;
    QByteArray m_facts;
    QString m_sourceHash;
    bool m_buildCached = false;
};

} // namespace fw::core

Q_DECLARE_METATYPE(fw::core::PlanInvocation)
Q_DECLARE_METATYPE(fw::core::PlanStepOutcome)
Q_DECLARE_METATYPE(fw::core::PlanRunResult)
