// SPDX-License-Identifier: Apache-2.0
#include "remote/planjob.h"

#include "analysis/faultimpact.h"
#include "analysis/headlinefigures.h"
#include "analysis/nodeisolation.h"
#include "base/protocol.h"
#include "ingest/agentstreamreader.h"
#include "ingest/importer.h"
#include "remote/agentdeployer.h"
#include "remote/agentsite.h"
#include "remote/dispatchjob.h"
#include "remote/jobrunner.h"
#include "remote/privilegecheck.h"
#include "remote/remoteerror.h"
#include "remote/remotelog.h"
#include "remote/shellquote.h"

#include <QDir>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

namespace fw::core {

namespace {

namespace field = base::protocol::field;
using Type = AgentEvent::Type;

QString isoNow()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

// The bench run a complete command holds, parsed as the project stores it.
std::optional<BenchmarkRun> benchRun(const DispatchResult& result)
{
    if (result.status != DispatchResult::Status::Complete)
        return std::nullopt;
    return Importer::agentRun(result.stream);
}

// What a stopped or failed command says about itself: its message and the first error event.
QString reason(const DispatchResult& result)
{
    const QString error = AgentStreamReader::first(result.stream, Type::Error).string(field::kMessage);
    if (result.message.isEmpty())
        return error;
    return error.isEmpty() ? result.message : result.message + QLatin1Char('\n') + error;
}

// Where the counter snapshot before a fault waits on the node for the delta after it: the agent's work folder on
// a cluster (relative to the remote home, like the folder), the temporary folder here.
QString snapshotPath(const ConnectionProfile& profile)
{
    const QString name =
        QStringLiteral("counters-%1.jsonl").arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0'));
    return profile.isRemote() ? profile.workDir + QLatin1Char('/') + name : QDir::temp().filePath(name);
}

// Runs `argv` to its end also when the plan was cancelled: what gives back or cleans up after a step.
JobOutcome runToTheEnd(JobTransport& transport, const QStringList& argv)
{
    const std::atomic_bool never = false;
    return JobRunner(transport, never).run(argv, {});
}

bool stopped(DispatchResult::Status status)
{
    return status == DispatchResult::Status::Cancelled || status == DispatchResult::Status::Interrupted;
}

} // namespace

PlanJob::PlanJob(Request request, QObject* parent) : QObject(parent), m_request(std::move(request)) {}

void PlanJob::run()
{
    PlanRunResult result;
    result.startedAt = QDateTime::currentDateTimeUtc();
    qCDebug(lcPlan) << "plan of" << m_request.plan.steps.size() << "step(s) on" << m_request.profile.destination();
    try {
        if (const QStringList problems = m_request.plan.problems(); !problems.isEmpty())
            throw RemoteError(problems.join(QLatin1Char('\n')));
        AgentSite head(m_request.profile, m_request.knownHostsPath, m_request.passphrase);
        DispatchResult opening;
        opening.destination = m_request.profile.destination();
        if (!head.open(opening, m_cancel)) {
            result.status = opening.status;
            result.message = opening.message;
            result.hostKey = opening.hostKey;
            result.finishedAt = QDateTime::currentDateTimeUtc();
            emit finished(result);
            return;
        }
        m_sourceHash = opening.sourceHash;
        m_buildCached = opening.buildCached;
        std::optional<qint64> allocation;
        if (m_request.profile.launcher == Launcher::Srun) {
            allocation = allocate(head, result);
            if (!allocation) {
                result.finishedAt = QDateTime::currentDateTimeUtc();
                emit finished(result);
                return;
            }
            head.useSlurmAllocation(*allocation);
        }
        try {
            runSteps(head, result);
        } catch (...) {
            if (allocation)
                release(head, *allocation);
            throw;
        }
        if (allocation && !release(head, *allocation)) {
            result.message += (result.message.isEmpty() ? QString() : QStringLiteral("\n")) +
                              tr("The Slurm allocation %1 could not be given back: it ends at its time limit, or "
                                 "with scancel %1.")
                                  .arg(*allocation);
        }
    } catch (const AgentBuildError& error) {
        result.status = DispatchResult::Status::Failed;
        result.message = error.message() + QLatin1Char('\n') + error.log();
    } catch (const RemoteError& error) {
        result.status = DispatchResult::Status::Failed;
        result.message = error.message();
    }
    result.finishedAt = QDateTime::currentDateTimeUtc();
    qCDebug(lcPlan) << "plan ended:" << storageKey(result.status) << result.message;
    emit finished(result);
}

QHash<int, BlockedStep> PlanJob::checkPrivileges(AgentSite& head, QStringList& unchecked)
{
    QHash<int, BlockedStep> blocked;
    for (const QString& node : PrivilegeCheck::faultNodes(m_request.plan)) {
        const QStringList argv = head.onNode(PrivilegeCheck::probeArgs(m_request.plan, node));
        const QString where = node.isEmpty() ? head.profile().destination() : node;
        qCDebug(lcPlan) << "privileges on" << where << argv;
        DispatchResult probe;
        try {
            if (node.isEmpty() || node == head.profile().host) {
                probe = execute(head, QStringLiteral("fault"), argv, m_cancel, false);
            } else {
                const std::unique_ptr<AgentSite> site = head.node(node);
                if (site->open(probe, m_cancel))
                    probe = execute(*site, QStringLiteral("fault"), argv, m_cancel, false);
            }
        } catch (const RemoteError& error) {
            probe.message = error.message();
        }
        const std::optional<base::privileges::Probe> found = PrivilegeCheck::readProbe(probe.stream);
        if (!found) {
            qCWarning(lcPlan) << "the privilege check on" << where << "said nothing:" << reason(probe);
            unchecked << where;
            continue;
        }
        for (const BlockedStep& step : PrivilegeCheck::blocked(m_request.plan, node, *found))
            blocked.insert(step.step, step);
    }
    return blocked;
}

void PlanJob::runSteps(AgentSite& head, PlanRunResult& result)
{
    // First what this connection's user cannot run: named now, before anything runs, and skipped below.
    QStringList unchecked;
    const QHash<int, BlockedStep> blocked = checkPrivileges(head, unchecked);
    QStringList skipped;
    for (int i = 0; i < m_request.plan.steps.size(); ++i) {
        if (!blocked.contains(i))
            continue;
        PlanStepOutcome outcome;
        outcome.step = i;
        outcome.status = DispatchResult::Status::Skipped;
        outcome.message = PrivilegeCheck::describe(blocked.value(i));
        outcome.details = PrivilegeCheck::details(blocked.value(i));
        qCDebug(lcPlan) << "step" << i + 1 << "skipped:" << outcome.message;
        skipped << outcome.message;
        emit stepFinished(outcome);
    }
    if (m_request.checkOnly) {
        result.status = unchecked.isEmpty() ? DispatchResult::Status::Complete : DispatchResult::Status::Failed;
        QStringList lines;
        if (!unchecked.isEmpty())
            lines << tr("The user could not be checked on %1; its fault steps are not judged.")
                         .arg(unchecked.join(QStringLiteral(", ")));
        if (!skipped.isEmpty())
            lines << tr("%n step(s) cannot run as this connection's user.", nullptr, int(skipped.size()));
        else if (unchecked.isEmpty())
            lines << tr("Every step can run as this connection's user.");
        result.message = lines.join(QLatin1Char('\n'));
        return;
    }

    // Facts once, through the launcher, so every node of the run is described; each stored command carries them.
    const DispatchResult facts =
        execute(head, QStringLiteral("bench"), head.plan({}, QStringLiteral("bench")).factsArgv, m_cancel, false);
    if (facts.status != DispatchResult::Status::Complete) {
        result.status = facts.status;
        result.message = tr("Collecting facts failed: %1").arg(reason(facts));
        return;
    }
    m_facts = facts.stream;

    int failed = 0;
    result.status = DispatchResult::Status::Complete;
    for (int i = 0; i < m_request.plan.steps.size(); ++i) {
        if (m_cancel.load()) {
            result.status = DispatchResult::Status::Cancelled;
            break;
        }
        if (blocked.contains(i))
            continue;
        qCDebug(lcPlan) << "step" << i + 1 << "started:" << storageKey(m_request.plan.steps.at(i).kind)
                        << m_request.plan.steps.at(i).label;
        const PlanStepOutcome outcome = runStep(head, i);
        qCDebug(lcPlan) << "step" << i + 1 << "ended:" << storageKey(outcome.status) << outcome.message;
        emit stepFinished(outcome);
        if (stopped(outcome.status)) {
            result.status = outcome.status;
            result.message = outcome.message;
            break;
        }
        if (outcome.status != DispatchResult::Status::Complete)
            ++failed;
    }
    if (result.status == DispatchResult::Status::Complete && failed > 0) {
        result.status = DispatchResult::Status::Failed;
        result.message = tr("%n step(s) failed.", nullptr, failed);
    }
    if (result.status == DispatchResult::Status::Cancelled && result.message.isEmpty())
        result.message = tr("Cancelled; the steps that ran are kept.");
    // Skipped steps do not fail the plan: what could run ran and is stored; they are named again at the end.
    if (!skipped.isEmpty())
        result.message +=
            (result.message.isEmpty() ? QString() : QStringLiteral("\n")) +
            tr("%n step(s) skipped: this connection's user cannot run them.", nullptr, int(skipped.size())) +
            QLatin1Char('\n') + skipped.join(QLatin1Char('\n'));
}

std::optional<qint64> PlanJob::allocate(AgentSite& head, PlanRunResult& result)
{
    const QStringList argv = LaunchPlan::sallocArgv(head.profile());
    qCDebug(lcPlan) << "allocating:" << argv;
    JobRunner runner(head.transport(), m_cancel);
    const JobOutcome outcome = runner.run(argv, {});
    const std::optional<qint64> job = LaunchPlan::grantedAllocation(outcome.errorTail);
    if (outcome.ending == JobOutcome::Ending::Exited && outcome.exitStatus == 0 && job)
        return job;
    if (job) // granted, then cut off: not kept
        release(head, *job);
    result.status = outcome.ending == JobOutcome::Ending::Cancelled        ? DispatchResult::Status::Cancelled
                    : outcome.ending == JobOutcome::Ending::ConnectionLost ? DispatchResult::Status::Interrupted
                                                                           : DispatchResult::Status::Failed;
    result.message = tr("Slurm did not grant the plan's allocation (%1): %2")
                         .arg(shell::join(argv), QString::fromUtf8(outcome.errorTail).trimmed());
    return std::nullopt;
}

bool PlanJob::release(AgentSite& head, qint64 job)
{
    qCDebug(lcPlan) << "releasing Slurm allocation" << job;
    try {
        const JobOutcome outcome = runToTheEnd(head.transport(), {QStringLiteral("scancel"), QString::number(job)});
        return outcome.ending == JobOutcome::Ending::Exited && outcome.exitStatus == 0;
    } catch (const RemoteError&) {
        return false;
    }
}

DispatchResult PlanJob::execute(AgentSite& site, const QString& subcommand, const QStringList& argv,
                                const std::atomic_bool& cancel, bool live)
{
    DispatchResult r;
    r.subcommand = subcommand;
    r.launcher = storageKey(site.profile().launcher);
    r.measuredOn = site.profile().measuredOn();
    r.destination = site.profile().destination();
    r.command = shell::join(argv);
    r.hosts = site.profile().nodes.isEmpty() ? QStringList{site.profile().host} : site.profile().nodes;
    r.sourceHash = m_sourceHash;
    r.buildCached = m_buildCached;
    r.facts = m_facts;
    r.startedAt = QDateTime::currentDateTimeUtc();
    JobRunner runner(site.transport(), cancel);
    JobRunner::LineHandler onLine;
    if (live)
        onLine = [this](const QByteArray& line) { emit lineReceived(line); };
    const JobOutcome outcome = runner.run(argv, onLine);
    r.stream = outcome.output;
    if (!recordEnding(outcome, tr("running %1").arg(subcommand), r))
        recordExit(outcome, r.command, r);
    r.finishedAt = QDateTime::currentDateTimeUtc();
    return r;
}

DispatchResult PlanJob::invoke(AgentSite& head, int step, const QString& phase, const QString& subcommand,
                               const QStringList& args, const QStringList& nodes)
{
    // The workload's patterns, where the step names them: placed as files the ranks read.
    QStringList placed = args;
    for (const auto& [argument, pattern] :
         {std::pair{AcceptancePlan::kPatternArgument, &m_request.plan.pattern},
          std::pair{AcceptancePlan::kBesidePatternArgument, &m_request.plan.besidePattern}}) {
        if (!args.contains(argument))
            continue;
        const QString path = head.placeFile(QJsonDocument(*pattern).toJson(QJsonDocument::Compact),
                                            QStringLiteral("pattern"), QStringLiteral(".json"));
        for (QString& arg : placed)
            if (arg == argument)
                arg = path;
    }
    const LaunchPlan launch = head.plan(placed, subcommand, nodes);
    qCDebug(lcPlan) << "step" << step + 1 << phase << subcommand;
    emit stepStarted(step, phase, launch.command());
    DispatchResult r = execute(head, subcommand, launch.agentArgv, m_cancel, true);
    r.hosts = launch.hosts;
    emit invocationFinished({step, phase, r});
    return r;
}

PlanStepOutcome PlanJob::runStep(AgentSite& head, int index)
{
    const PlanStep& step = m_request.plan.steps.at(index);
    PlanStepOutcome outcome;
    outcome.step = index;
    const auto fromRun = [&](const DispatchResult& r) {
        outcome.status = r.status;
        if (r.status != DispatchResult::Status::Complete)
            outcome.message = reason(r);
    };
    switch (step.kind) {
    case PlanStep::Kind::Baseline:
        for (int repeat = 0; repeat < step.repeats && outcome.status == DispatchResult::Status::Complete; ++repeat)
            fromRun(invoke(head, index, QStringLiteral("run"), QStringLiteral("bench"), step.benchArgs));
        return outcome;
    case PlanStep::Kind::Storage:
        fromRun(invoke(head, index, QStringLiteral("run"), QStringLiteral("storage"), step.agentArgs));
        return outcome;
    case PlanStep::Kind::Replay:
        fromRun(invoke(head, index, QStringLiteral("run"), QStringLiteral("replay"), step.agentArgs));
        return outcome;
    case PlanStep::Kind::Counters: {
        // "*": every node of the profile, one snapshot each (the connection's own host when it lists none).
        const QStringList& nodes = m_request.profile.nodes;
        const QStringList hosts = step.node != QLatin1String("*") ? QStringList{step.node}
                                  : nodes.isEmpty()               ? QStringList{QString()}
                                                                  : nodes;
        const QStringList argv = head.onNode({QStringLiteral("counters"), QStringLiteral("snapshot")});
        QStringList problems;
        for (const QString& host : hosts) {
            const std::unique_ptr<AgentSite> node = head.node(host);
            DispatchResult opening;
            if (!node->open(opening, m_cancel)) {
                if (m_cancel.load()) {
                    outcome.status = DispatchResult::Status::Cancelled;
                    return outcome;
                }
                outcome.status = DispatchResult::Status::Failed;
                problems << node->profile().destination() + QStringLiteral(": ") + opening.message;
                continue;
            }
            emit stepStarted(index, QStringLiteral("run"), shell::join(argv));
            const DispatchResult r = execute(*node, QStringLiteral("counters"), argv, m_cancel, true);
            emit invocationFinished({index, QStringLiteral("run"), r});
            if (stopped(r.status)) {
                outcome.status = r.status;
                return outcome;
            }
            if (r.status != DispatchResult::Status::Complete) {
                outcome.status = r.status;
                problems << r.destination + QStringLiteral(": ") + reason(r);
            }
        }
        outcome.message = problems.join(QLatin1Char('\n'));
        return outcome;
    }
    case PlanStep::Kind::Fault:
        return runFault(head, index);
    case PlanStep::Kind::Isolate:
        return runIsolate(head, index);
    }
    Q_UNREACHABLE();
}

PlanStepOutcome PlanJob::runIsolate(AgentSite& head, int index)
{
    const PlanStep& step = m_request.plan.steps.at(index);
    PlanStepOutcome outcome;
    outcome.step = index;
    const QStringList nodes = step.nodes.isEmpty() ? m_request.profile.nodes : step.nodes;
    if (m_request.profile.launcher == Launcher::Local || nodes.size() < 4) {
        outcome.status = DispatchResult::Status::Failed;
        outcome.message = tr("Step %1 needs a cluster launcher (mpirun or srun) and at least 4 nodes to halve; it has "
                             "%n.",
                             nullptr, m_request.profile.launcher == Launcher::Local ? 0 : int(nodes.size()))
                              .arg(index + 1);
        return outcome;
    }
    QString problem;
    const auto runner = [&](const QStringList& set, const QString& phase) -> std::optional<double> {
        if (m_cancel.load()) {
            outcome.status = DispatchResult::Status::Cancelled;
            return std::nullopt;
        }
        const DispatchResult r = invoke(head, index, phase, QStringLiteral("bench"), step.benchArgs, set);
        if (r.status != DispatchResult::Status::Complete) {
            outcome.status = stopped(r.status) ? r.status : DispatchResult::Status::Failed;
            problem = tr("The benchmark on %1 did not complete: %2").arg(set.join(QStringLiteral(", ")), reason(r));
            return std::nullopt;
        }
        const std::optional<BenchmarkRun> run = benchRun(r);
        const double figure = run ? headlineFigures(*run).busbwLargeGBs : kUnknown;
        if (!isKnown(figure)) {
            outcome.status = DispatchResult::Status::Failed;
            problem = tr("The benchmark on %1 reported no bus bandwidth at its largest size.")
                          .arg(set.join(QStringLiteral(", ")));
            return std::nullopt;
        }
        qCDebug(lcPlan) << "step" << index + 1 << phase << set << "bus bandwidth" << figure << "GB/s";
        return figure;
    };
    const IsolationResult result = NodeIsolation::isolate(nodes, step.isolationTolerance, step.minBusbwGBs, runner);
    outcome.details = result.toJson();
    // What was found is in the details, read in the UI language where it is shown; only a failure has a message.
    if (result.outcome == IsolationResult::Outcome::Failed)
        outcome.message = problem.isEmpty() ? result.summary() : problem;
    return outcome;
}

PlanStepOutcome PlanJob::runFault(AgentSite& head, int index)
{
    const PlanStep& step = m_request.plan.steps.at(index);
    PlanStepOutcome outcome;
    outcome.step = index;
    QJsonObject& details = outcome.details;
    details.insert(QStringLiteral("recovery_tolerance"), step.recoveryTolerance);

    const DispatchResult before =
        invoke(head, index, QStringLiteral("before"), QStringLiteral("bench"), step.benchArgs);
    if (before.status != DispatchResult::Status::Complete) {
        outcome.status = stopped(before.status) ? before.status : DispatchResult::Status::Failed;
        outcome.message =
            tr("The benchmark before the fault did not complete, so nothing was injected: %1").arg(reason(before));
        return outcome;
    }
    // The same replay without the fault and under it: its step-time inflation is the stalled time.
    if (!step.replayArgs.isEmpty()) {
        const DispatchResult replay =
            invoke(head, index, QStringLiteral("replay_before"), QStringLiteral("replay"), step.replayArgs);
        if (replay.status != DispatchResult::Status::Complete) {
            outcome.status = stopped(replay.status) ? replay.status : DispatchResult::Status::Failed;
            outcome.message =
                tr("The replay before the fault did not complete, so nothing was injected: %1").arg(reason(replay));
            return outcome;
        }
    }

    // The node's side runs on a thread of its own with its own connection: counters, then the held fault until
    // `revert` is set, then counters again. Its results are emitted from here once it is done.
    const QString agent = head.onNode({}).constFirst();
    const QString snapshot = snapshotPath(m_request.profile);
    const QStringList faultArgv =
        head.onNode(QStringList{QStringLiteral("fault"), QStringLiteral("apply")} + step.agentArgs +
                    QStringList{QStringLiteral("--ttl"), QString::number(step.ttlSeconds), QStringLiteral("--lease"),
                                QString::number(step.leaseSeconds), QStringLiteral("--hold")});
    const QStringList countersBefore = {QStringLiteral("sh"), QStringLiteral("-c"),
                                        QStringLiteral("\"$0\" counters snapshot > \"$1\" && cat -- \"$1\""), agent,
                                        snapshot};
    const QStringList countersAfter = {
        QStringLiteral("sh"), QStringLiteral("-c"),
        QStringLiteral("\"$0\" counters delta --phase fault --before \"$1\"; s=$?; rm -f -- \"$1\"; exit $s"), agent,
        snapshot};

    std::mutex mutex;
    std::condition_variable changed;
    bool applied = false;
    bool nodeDone = false;
    QString revertedAt;
    std::atomic_bool revert = false;
    QList<PlanInvocation> nodeInvocations;
    QString nodeProblem;
    const std::unique_ptr<AgentSite> node = head.node(step.node);
    emit stepStarted(index, QStringLiteral("fault"), shell::join(faultArgv));

    std::thread nodeThread([&] {
        const auto record = [&](const QString& phase, const DispatchResult& r) {
            const std::lock_guard lock(mutex);
            nodeInvocations << PlanInvocation{index, phase, r};
        };
        try {
            DispatchResult opening;
            if (!node->open(opening, revert)) {
                const std::lock_guard lock(mutex);
                nodeProblem = opening.message;
            } else {
                record(QStringLiteral("counters_before"),
                       execute(*node, QStringLiteral("counters"), countersBefore, revert, false));
                // The fault's own stream says when it is in place and when it was reverted.
                DispatchResult r;
                r.subcommand = QStringLiteral("fault");
                r.destination = node->profile().destination();
                r.launcher = storageKey(node->profile().launcher);
                r.measuredOn = node->profile().measuredOn();
                r.command = shell::join(faultArgv);
                r.hosts = QStringList{node->profile().host};
                r.facts = m_facts;
                r.sourceHash = m_sourceHash;
                r.startedAt = QDateTime::currentDateTimeUtc();
                JobRunner runner(node->transport(), revert);
                const JobOutcome held = runner.run(faultArgv, [&](const QByteArray& line) {
                    const Type type = AgentEvent::read(line).type();
                    const std::lock_guard lock(mutex);
                    if (type == Type::FaultApplied)
                        applied = true;
                    else if (type == Type::FaultReverted)
                        revertedAt = isoNow();
                    changed.notify_all();
                });
                r.stream = held.output;
                const AgentEvent reverted = AgentStreamReader::first(r.stream, Type::FaultReverted);
                if (AgentStreamReader::first(r.stream, Type::FaultApplied).isObject() &&
                    reverted.value(field::kOk).toBool()) {
                    // Stopping the hold is how the plan reverts: a clean revert is the expected ending.
                    r.status = DispatchResult::Status::Complete;
                    r.exitStatus = held.exitStatus;
                    r.errorTail = QString::fromUtf8(held.errorTail);
                } else if (!recordEnding(held, tr("holding the fault"), r)) {
                    recordExit(held, r.command, r);
                }
                r.finishedAt = QDateTime::currentDateTimeUtc();
                record(QStringLiteral("fault"), r);
                DispatchResult after;
                if (reverted.isObject()) {
                    after = execute(*node, QStringLiteral("counters"), countersAfter, m_cancel, false);
                    record(QStringLiteral("counters_after"), after);
                }
                // The delta removes the snapshot it read. Where it did not run to its end (a fault that did not
                // apply, a cancel, a failure), the snapshot is removed here, also when the plan was cancelled.
                if (after.status != DispatchResult::Status::Complete) {
                    try {
                        runToTheEnd(node->transport(),
                                    {QStringLiteral("rm"), QStringLiteral("-f"), QStringLiteral("--"), snapshot});
                    } catch (const RemoteError& error) {
                        qCDebug(lcPlan) << "the counter snapshot" << snapshot << "stays:" << error.message();
                    }
                }
            }
        } catch (const RemoteError& error) {
            const std::lock_guard lock(mutex);
            nodeProblem = error.message();
        }
        const std::lock_guard lock(mutex);
        nodeDone = true;
        changed.notify_all();
    });

    bool inPlace = false;
    std::optional<DispatchResult::Status> during;
    {
        std::unique_lock lock(mutex);
        while (!applied && !nodeDone && !m_cancel.load())
            changed.wait_for(lock, std::chrono::milliseconds(100));
        inPlace = applied && !nodeDone;
    }
    if (inPlace) {
        details.insert(QStringLiteral("applied_at"), isoNow());
        const DispatchResult run =
            invoke(head, index, QStringLiteral("during"), QStringLiteral("bench"), step.benchArgs);
        during = run.status;
        details.insert(QStringLiteral("during_status"), storageKey(run.status));
        if (run.status != DispatchResult::Status::Complete)
            details.insert(QStringLiteral("during_message"), reason(run));
        if (!step.replayArgs.isEmpty() && !stopped(run.status)) {
            const DispatchResult replay =
                invoke(head, index, QStringLiteral("replay_during"), QStringLiteral("replay"), step.replayArgs);
            details.insert(QStringLiteral("replay_during_status"), storageKey(replay.status));
            if (stopped(replay.status))
                during = replay.status;
        }
    }
    qCDebug(lcPlan) << "step" << index + 1 << (inPlace ? "reverting the fault on" : "stopping the fault on")
                    << node->profile().destination();
    revert.store(true);
    nodeThread.join();
    for (const PlanInvocation& invocation : std::as_const(nodeInvocations))
        emit invocationFinished(invocation);

    const auto faultRun = std::find_if(nodeInvocations.cbegin(), nodeInvocations.cend(),
                                       [](const PlanInvocation& i) { return i.phase == QLatin1String("fault"); });
    if (faultRun != nodeInvocations.cend()) {
        const QByteArray& stream = faultRun->result.stream;
        const AgentEvent appliedEvent = AgentStreamReader::first(stream, Type::FaultApplied);
        const AgentEvent reverted = AgentStreamReader::first(stream, Type::FaultReverted);
        details.insert(QStringLiteral("fault_id"), appliedEvent.value(field::kId));
        details.insert(QStringLiteral("note"), appliedEvent.value(field::kNote));
        details.insert(QStringLiteral("reach"), appliedEvent.value(field::kReach));
        details.insert(QStringLiteral("revert_reason"), reverted.value(field::kReason));
        details.insert(QStringLiteral("revert_ok"), reverted.value(field::kOk));
        // A delayed node-remove says when it struck and what it killed.
        if (const AgentEvent fired = AgentStreamReader::first(stream, Type::FaultFired); fired.isObject()) {
            details.insert(QStringLiteral("fired_at"), fired.value(field::kTime));
            details.insert(QStringLiteral("killed_pids"), fired.value(field::kKilledPids));
        }
    }
    if (!inPlace) {
        outcome.status = m_cancel.load() ? DispatchResult::Status::Cancelled : DispatchResult::Status::Failed;
        outcome.message = tr("The fault was not applied: %1")
                              .arg(!nodeProblem.isEmpty()               ? nodeProblem
                                   : faultRun != nodeInvocations.cend() ? reason(faultRun->result)
                                                                        : tr("cancelled"));
        return outcome;
    }
    if (revertedAt.isEmpty()) {
        // The hold ended without saying so (its connection died); the lease and the TTL revert it on the node.
        qCWarning(lcPlan) << "step" << index + 1 << "the revert on" << node->profile().destination()
                          << "was not confirmed; its watchdog reverts it within" << step.leaseSeconds << "s";
        outcome.status = during && stopped(*during) ? *during : DispatchResult::Status::Failed;
        outcome.message = tr("The fault's revert was not confirmed by the node; its watchdog reverts it within "
                             "%1 s (lease) or at the latest %2 s after it was applied (time-to-live).")
                              .arg(step.leaseSeconds)
                              .arg(step.ttlSeconds);
        return outcome;
    }
    qCDebug(lcPlan) << "step" << index + 1 << "fault reverted at" << revertedAt;
    details.insert(QStringLiteral("reverted_at"), revertedAt);
    if (during && stopped(*during)) {
        outcome.status = *during;
        outcome.message = tr("The benchmark during the fault was stopped; the fault was reverted.");
        return outcome;
    }

    // Recovery: benchmark again until every size's p99 is back within tolerance of the run before the fault, judged
    // as the results view and the report judge it (FaultImpact).
    const QDateTime revertTime = QDateTime::fromString(revertedAt, Qt::ISODateWithMs);
    const std::optional<BenchmarkRun> baseline = benchRun(before);
    QList<RecoveryObservation> observations;
    while (!m_cancel.load() && baseline) {
        const DispatchResult after =
            invoke(head, index, QStringLiteral("recovery"), QStringLiteral("bench"), step.benchArgs);
        if (stopped(after.status)) {
            outcome.status = after.status;
            outcome.message = reason(after);
            break;
        }
        if (const std::optional<BenchmarkRun> run = benchRun(after)) {
            observations << RecoveryObservation{after.startedAt, *run};
            const double worst = FaultImpact::worstP99Ratio(*baseline, *run);
            qCDebug(lcPlan) << "step" << index + 1 << "recovery run" << observations.size() << "worst p99 ratio"
                            << worst;
            if (isKnown(worst) && worst <= 1 + step.recoveryTolerance)
                break;
        }
        if (revertTime.secsTo(QDateTime::currentDateTimeUtc()) >= step.recoveryMaxSeconds)
            break;
    }
    const Recovery recovery =
        baseline ? FaultImpact::recovery(*baseline, revertTime, observations, step.recoveryTolerance) : Recovery{};
    const bool recovered = recovery.recovered;
    const qsizetype runs = observations.size();
    if (recovered)
        details.insert(QStringLiteral("recovery_s"), recovery.secondsToRecover);
    details.insert(QStringLiteral("recovered"), recovered);
    details.insert(QStringLiteral("recovery_runs"), int(runs));
    return outcome;
}

} // namespace fw::core
