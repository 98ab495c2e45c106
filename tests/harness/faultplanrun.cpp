// SPDX-License-Identifier: Apache-2.0
#include "faultplanrun.h"

#include "agentstreams.h"
#include "remote/planrunrepository.h"
#include "storage/projectfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace fw::test {

namespace {

// The saved delta over a fault raises 10 alarms, the first critical; the first `alarms` of them are kept.
QByteArray countersWithAlarms(int alarms)
{
    QJsonObject delta = QJsonDocument::fromJson(agentStream("counters-delta-fault.jsonl").trimmed()).object();
    QJsonArray kept;
    const QJsonArray all = delta.value(QStringLiteral("alarms")).toArray();
    for (int i = 0; i < alarms; ++i)
        kept << all.at(i);
    delta.insert(QStringLiteral("alarms"), kept);
    return QJsonDocument(delta).toJson(QJsonDocument::Compact) + '\n';
}

// A bench stream `factor` times slower than the saved one, and unlike every other it gave: a real benchmark never
// writes the same bytes twice, and the importer refuses a stream it has seen (1 ppm apart changes no verdict).
QByteArray bench(double factor)
{
    static int serial = 0;
    return scaledBench(factor * (1 + 1e-6 * ++serial));
}

} // namespace

qint64 storeFaultPlanRun(core::ProjectFile& project, qint64 candidate, const QList<FaultStepSpec>& steps)
{
    using core::DispatchResult;
    static int serial = 0;
    core::AcceptancePlan plan;
    plan.name = QStringLiteral("faults");
    core::PlanStep fault;
    fault.kind = core::PlanStep::Kind::Fault;
    fault.agentArgs = {QStringLiteral("--kind"), QStringLiteral("storage-burst"), QStringLiteral("--path"),
                       QStringLiteral("/tmp/burst.bin")};
    for (qsizetype i = 0; i < steps.size(); ++i)
        plan.steps << fault;
    core::ConnectionProfile profile;
    profile.host = QStringLiteral("head");
    core::PlanRunRepository runs(project);
    // A plan the project would not read back would store nothing the readers see.
    if (const QStringList problems = plan.problems(); !problems.isEmpty())
        qFatal("%s", qPrintable(problems.join(QLatin1Char('\n'))));
    const qint64 id = runs.begin(plan, profile, candidate);
    for (int i = 0; i < steps.size(); ++i) {
        const FaultStepSpec& step = steps.at(i);
        const QDateTime revert = QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC).addSecs(3600 * ++serial);
        const auto add = [&](const char* phase, const char* subcommand, const QByteArray& stream,
                             const QDateTime& startedAt, DispatchResult::Status status) {
            DispatchResult r;
            r.subcommand = QString::fromLatin1(subcommand);
            r.status = status;
            r.stream = stream;
            r.startedAt = startedAt;
            runs.addInvocation(id, {i, QString::fromLatin1(phase), r}, std::nullopt, candidate);
        };
        if (step.baseline)
            add("before", "bench", bench(1.0), revert.addSecs(-120), DispatchResult::Status::Complete);
        if (step.applied)
            add("fault", "fault", agentStream("fault-storage-burst-hold.jsonl"), revert.addSecs(-100),
                DispatchResult::Status::Complete);
        add("during", "bench", bench(3.0), revert.addSecs(-90),
            step.duringFails ? DispatchResult::Status::Failed : DispatchResult::Status::Complete);
        const qint64 ms = qint64(step.seconds * 1000);
        add("recovery", "bench", bench(2.0), revert.addMSecs(ms / 2), DispatchResult::Status::Complete);
        add("recovery", "bench", bench(step.recovers ? 1.0 : 2.0), revert.addMSecs(ms),
            DispatchResult::Status::Complete);
        if (step.alarms >= 0)
            add("counters_after", "counters", countersWithAlarms(step.alarms), revert.addSecs(1),
                DispatchResult::Status::Complete);
        core::PlanStepOutcome outcome;
        outcome.step = i;
        outcome.details.insert(QStringLiteral("reverted_at"), revert.toString(Qt::ISODateWithMs));
        outcome.details.insert(QStringLiteral("recovery_tolerance"), 0.2);
        runs.addStep(id, outcome);
    }
    runs.finish(id, {.status = DispatchResult::Status::Complete});
    return id;
}

} // namespace fw::test
