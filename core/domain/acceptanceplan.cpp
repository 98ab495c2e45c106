// SPDX-License-Identifier: Apache-2.0
#include "domain/acceptanceplan.h"

#include "base/faultreach.h"
#include "base/patternformat.h"
#include "domain/faultreach.h"
#include "domain/protocoltext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

namespace fw::core {

namespace {

constexpr auto kFormat = "fabric-workbench-plan";
constexpr int kVersion = 1;

struct KindKey
{
    PlanStep::Kind kind;
    const char* key;
};

constexpr KindKey kKinds[] = {{PlanStep::Kind::Baseline, "baseline"}, {PlanStep::Kind::Fault, "fault"},
                              {PlanStep::Kind::Storage, "storage"},   {PlanStep::Kind::Replay, "replay"},
                              {PlanStep::Kind::Counters, "counters"}, {PlanStep::Kind::Isolate, "isolate"}};

// The options a plan sets itself on `fault apply`; a step that gave them would fight the runner.
const QStringList& reservedFaultOptions()
{
    static const QStringList options = {QStringLiteral("--ttl"), QStringLiteral("--lease"), QStringLiteral("--hold"),
                                        QStringLiteral("--dry-run"), QStringLiteral("--id")};
    return options;
}

// The value after `option` in `args` (the agent takes "--kind x", never "--kind=x"), or empty.
QString optionValue(const QStringList& args, const QString& option)
{
    const qsizetype at = args.indexOf(option);
    return at >= 0 && at + 1 < args.size() ? args.at(at + 1) : QString();
}

QJsonArray toArray(const QStringList& list)
{
    return QJsonArray::fromStringList(list);
}

} // namespace

QString PlanStep::agentOption(const QString& option) const
{
    return optionValue(agentArgs, option);
}

QString storageKey(PlanStep::Kind kind)
{
    for (const KindKey& k : kKinds)
        if (k.kind == kind)
            return QString::fromLatin1(k.key);
    Q_UNREACHABLE();
}

std::optional<PlanStep::Kind> planStepKindFromKey(const QString& key)
{
    for (const KindKey& k : kKinds)
        if (key == QLatin1String(k.key))
            return k.kind;
    return std::nullopt;
}

std::optional<AcceptancePlan> AcceptancePlan::fromJson(const QByteArray& json, QString* error)
{
    std::optional<AcceptancePlan> plan = read(json, error);
    if (!plan)
        return plan;
    if (const QStringList problems = plan->problems(); !problems.isEmpty()) {
        if (error)
            *error = problems.constFirst();
        return std::nullopt;
    }
    return plan;
}

std::optional<AcceptancePlan> AcceptancePlan::read(const QByteArray& json, QString* error)
{
    const auto fail = [error](const QString& message) -> std::optional<AcceptancePlan> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const int line = int(json.left(parseError.offset).count('\n')) + 1;
        return fail(tr("Line %1: %2.").arg(line).arg(parseError.errorString()));
    }
    const QJsonObject root = document.object();
    if (!document.isObject() || root.value(QLatin1String("format")).toString() != QLatin1String(kFormat))
        return fail(tr("This is not a Fabric Workbench plan: the field \"format\" must be \"%1\".")
                        .arg(QLatin1String(kFormat)));
    if (const int version = root.value(QLatin1String("version")).toInt(); version != kVersion)
        return fail(tr("The plan has version %1; this version of Fabric Workbench reads version %2.")
                        .arg(version)
                        .arg(kVersion));
    AcceptancePlan plan;
    plan.name = root.value(QLatin1String("name")).toString();
    for (const auto& [field, target] : {std::pair{QStringLiteral("pattern"), &plan.pattern},
                                        std::pair{QStringLiteral("beside_pattern"), &plan.besidePattern}}) {
        const QJsonValue pattern = root.value(field);
        if (pattern.isUndefined())
            continue;
        const QString format = protocolText(base::pattern::kFormatName);
        if (!pattern.isObject() || pattern[protocolText(base::pattern::kFormat)].toString() != format)
            return fail(tr("The field \"%1\" must be a workload pattern (format \"%2\").").arg(field, format));
        if (const int version = pattern[protocolText(base::pattern::kVersionKey)].toInt();
            version < 1 || version > base::pattern::kVersion)
            return fail(tr("The plan's workload pattern has version %1; this version of Fabric Workbench reads "
                           "versions 1 to %2.")
                            .arg(version)
                            .arg(base::pattern::kVersion));
        *target = pattern.toObject();
    }
    const QJsonValue steps = root.value(QLatin1String("steps"));
    if (!steps.isArray())
        return fail(tr("The field \"steps\" must be a list."));
    const QJsonArray array = steps.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonObject object = array.at(i).toObject();
        const int number = int(i) + 1;
        const auto stepFail = [&](const QString& field, const QString& problem) {
            return fail(tr("Step %1, field \"%2\": %3").arg(number).arg(field, problem));
        };
        if (!array.at(i).isObject())
            return fail(tr("Step %1 is not an object.").arg(number));
        PlanStep step;
        const std::optional<PlanStep::Kind> kind = planStepKindFromKey(object.value(QLatin1String("kind")).toString());
        if (!kind)
            return stepFail(QStringLiteral("kind"),
                            tr("must be baseline, fault, storage, replay, counters or isolate."));
        step.kind = *kind;
        step.label = object.value(QLatin1String("label")).toString();
        step.node = object.value(QLatin1String("node")).toString();
        // Lists of strings, numbers with their limits; a missing field keeps its default.
        for (const auto& [field, target] :
             {std::pair{QStringLiteral("bench"), &step.benchArgs}, std::pair{QStringLiteral("args"), &step.agentArgs},
              std::pair{QStringLiteral("replay"), &step.replayArgs}, std::pair{QStringLiteral("nodes"), &step.nodes}}) {
            const QJsonValue value = object.value(field);
            if (value.isUndefined())
                continue;
            if (!value.isArray())
                return stepFail(field, tr("must be a list of strings."));
            for (const QJsonValue& word : value.toArray()) {
                if (!word.isString())
                    return stepFail(field, tr("must be a list of strings."));
                *target << word.toString();
            }
        }
        struct Number
        {
            QString field;
            int* target;
            int low;
            int high;
        };
        for (const Number& n : {Number{QStringLiteral("repeats"), &step.repeats, 1, 1000},
                                Number{QStringLiteral("ttl_s"), &step.ttlSeconds, 1, 86400},
                                Number{QStringLiteral("lease_s"), &step.leaseSeconds, 0, 86400},
                                Number{QStringLiteral("recovery_max_s"), &step.recoveryMaxSeconds, 0, 86400}}) {
            const QJsonValue value = object.value(n.field);
            if (value.isUndefined())
                continue;
            const double given = value.toDouble(-1);
            if (!value.isDouble() || given != double(int(given)) || given < n.low || given > n.high)
                return stepFail(n.field, tr("must be a whole number from %1 to %2.").arg(n.low).arg(n.high));
            *n.target = int(given);
        }
        if (const QJsonValue value = object.value(QLatin1String("recovery_tolerance")); !value.isUndefined()) {
            if (!value.isDouble() || value.toDouble() <= 0 || value.toDouble() > 10)
                return stepFail(QStringLiteral("recovery_tolerance"),
                                tr("must be a fraction above 0, e.g. 0.2 for 20%."));
            step.recoveryTolerance = value.toDouble();
        }
        if (const QJsonValue value = object.value(QLatin1String("tolerance")); !value.isUndefined()) {
            if (!value.isDouble() || value.toDouble() <= 0 || value.toDouble() >= 1)
                return stepFail(QStringLiteral("tolerance"),
                                tr("must be a fraction above 0 and below 1, e.g. 0.5 for 50%."));
            step.isolationTolerance = value.toDouble();
        }
        if (const QJsonValue value = object.value(QLatin1String("min_busbw_gbs")); !value.isUndefined()) {
            if (!value.isDouble() || value.toDouble() < 0)
                return stepFail(QStringLiteral("min_busbw_gbs"),
                                tr("must be a bus bandwidth in GB/s, 0 or more (0: no floor)."));
            step.minBusbwGBs = value.toDouble();
        }
        plan.steps << step;
    }
    return plan;
}

QStringList AcceptancePlan::problems() const
{
    QStringList result;
    if (steps.isEmpty())
        result << tr("The plan has no steps.");
    for (qsizetype i = 0; i < steps.size(); ++i)
        result << stepProblems(i);
    return result;
}

QStringList AcceptancePlan::stepProblems(qsizetype index) const
{
    QStringList result;
    if (index < 0 || index >= steps.size())
        return result;
    const PlanStep& step = steps.at(index);
    const int number = int(index) + 1;
    for (const auto& [argument, carried] :
         {std::pair{kPatternArgument, &pattern}, std::pair{kBesidePatternArgument, &besidePattern}})
        if (carried->isEmpty() && (step.agentArgs.contains(argument) || step.replayArgs.contains(argument)))
            result << tr("Step %1: its arguments name the workload's pattern (%2), but the plan carries none. Make the "
                         "plan from the workload (Faults & Replay, or plan --from-workload).")
                          .arg(number)
                          .arg(argument);
    if (step.kind == PlanStep::Kind::Fault) {
        if (!step.agentArgs.contains(QLatin1String("--kind")))
            result << tr("Step %1, field \"args\": a fault needs --kind (link-down, link-degraded, "
                         "storage-burst, ...).")
                          .arg(number);
        for (const QString& option : reservedFaultOptions())
            if (step.agentArgs.contains(option))
                result << tr("Step %1, field \"args\": %2 is set by the plan (ttl_s, lease_s), not by the "
                             "fault's arguments.")
                              .arg(number)
                              .arg(option);
        if (step.leaseSeconds > step.ttlSeconds)
            result << tr("Step %1: the lease (%2 s) is longer than the time-to-live (%3 s).")
                          .arg(number)
                          .arg(step.leaseSeconds)
                          .arg(step.ttlSeconds);
    }
    // A node name reaches a command line as the SSH destination: the same characters as a profile's host. A
    // counters step may name every node at once.
    static const QRegularExpression hostName(QStringLiteral("^[A-Za-z0-9_.:-]+$"));
    const bool everyNode = step.kind == PlanStep::Kind::Counters && step.node == QLatin1String("*");
    if (!step.node.isEmpty() && !everyNode && !hostName.match(step.node).hasMatch())
        result << tr("Step %1, field \"node\": '%2' is not a host name or address.").arg(number).arg(step.node);
    if (step.kind == PlanStep::Kind::Isolate) {
        // Two halves of two nodes at least; with no list, the connection's nodes are counted when the plan runs.
        if (!step.nodes.isEmpty() && step.nodes.size() < 4)
            result << tr("Step %1, field \"nodes\": an isolate step needs at least 4 nodes (two halves of two), "
                         "and it lists %n.",
                         nullptr, int(step.nodes.size()))
                          .arg(number);
        for (const QString& node : step.nodes)
            if (!hostName.match(node).hasMatch())
                result << tr("Step %1, field \"nodes\": '%2' is not a host name or address.").arg(number).arg(node);
        if (QSet<QString>(step.nodes.cbegin(), step.nodes.cend()).size() != step.nodes.size())
            result << tr("Step %1, field \"nodes\": a node is listed more than once.").arg(number);
    }
    if (step.kind == PlanStep::Kind::Fault && step.agentArgs.contains(QLatin1String("node-remove")) &&
        !step.agentArgs.contains(QLatin1String("--after-sizes")) && !step.agentArgs.contains(QLatin1String("--after")))
        result << tr("Step %1, field \"args\": a node-remove fault needs --after-sizes N (or --after S), so that it "
                     "strikes the benchmark that starts after it is applied.")
                      .arg(number);
    return result;
}

QStringList AcceptancePlan::warnings() const
{
    QStringList result;
    for (qsizetype i = 0; i < steps.size(); ++i)
        result << stepWarnings(i);
    return result;
}

QStringList AcceptancePlan::stepWarnings(qsizetype index) const
{
    QStringList result;
    if (index < 0 || index >= steps.size() || steps.at(index).kind != PlanStep::Kind::Fault)
        return result;
    const PlanStep& step = steps.at(index);
    const int number = int(index) + 1;
    const QString kind = optionValue(step.agentArgs, QStringLiteral("--kind"));
    // The benchmark's traffic: the NCCL backend moves data with RDMA verbs wherever the fabric offers them (RoCE,
    // InfiniBand); the MPI backend's transport depends on the MPI's configuration, which the plan does not say.
    const bool verbs = optionValue(step.benchArgs, QStringLiteral("--backend")) == QLatin1String("nccl");
    if (!verbs)
        return result;
    if (FaultReach::ofKind(kind) == protocolText(base::faultreach::kKernelIp))
        result << tr("Step %1: %2 reaches only kernel IP traffic (TCP/IP, MPI over TCP, IPoIB), but the benchmark "
                     "uses the NCCL backend, whose traffic over RoCE or InfiniBand goes through RDMA verbs and "
                     "bypasses it: the fault cannot slow that traffic. Use a kind that reaches the RDMA path "
                     "(ib-port-degrade, roce-speed-degrade, link-down on the RoCE netdev, ...).")
                      .arg(number)
                      .arg(kind);
    else if (kind == QLatin1String("link-down") &&
             optionValue(step.agentArgs, QStringLiteral("--interface")).startsWith(QLatin1String("ib")))
        result << tr("Step %1: if %2 is an IPoIB interface, link-down stops only IP over it; the InfiniBand port "
                     "stays active and the NCCL benchmark's RDMA traffic goes on. Use ib-port-disable to take the "
                     "port down.")
                      .arg(number)
                      .arg(optionValue(step.agentArgs, QStringLiteral("--interface")));
    return result;
}

QByteArray AcceptancePlan::toJson() const
{
    QJsonArray array;
    for (const PlanStep& step : steps) {
        QJsonObject object{{QStringLiteral("kind"), storageKey(step.kind)}, {QStringLiteral("label"), step.label}};
        switch (step.kind) {
        case PlanStep::Kind::Baseline:
            object.insert(QStringLiteral("repeats"), step.repeats);
            object.insert(QStringLiteral("bench"), toArray(step.benchArgs));
            break;
        case PlanStep::Kind::Fault:
            object.insert(QStringLiteral("node"), step.node);
            object.insert(QStringLiteral("args"), toArray(step.agentArgs));
            object.insert(QStringLiteral("ttl_s"), step.ttlSeconds);
            object.insert(QStringLiteral("lease_s"), step.leaseSeconds);
            object.insert(QStringLiteral("bench"), toArray(step.benchArgs));
            object.insert(QStringLiteral("recovery_tolerance"), step.recoveryTolerance);
            object.insert(QStringLiteral("recovery_max_s"), step.recoveryMaxSeconds);
            if (!step.replayArgs.isEmpty())
                object.insert(QStringLiteral("replay"), toArray(step.replayArgs));
            break;
        case PlanStep::Kind::Storage:
        case PlanStep::Kind::Replay:
            object.insert(QStringLiteral("args"), toArray(step.agentArgs));
            break;
        case PlanStep::Kind::Counters:
            object.insert(QStringLiteral("node"), step.node);
            break;
        case PlanStep::Kind::Isolate:
            object.insert(QStringLiteral("bench"), toArray(step.benchArgs));
            object.insert(QStringLiteral("nodes"), toArray(step.nodes));
            object.insert(QStringLiteral("tolerance"), step.isolationTolerance);
            object.insert(QStringLiteral("min_busbw_gbs"), step.minBusbwGBs);
            break;
        }
        array << object;
    }
    QJsonObject root{{QStringLiteral("format"), QLatin1String(kFormat)},
                     {QStringLiteral("version"), kVersion},
                     {QStringLiteral("name"), name},
                     {QStringLiteral("steps"), array}};
    if (!pattern.isEmpty())
        root.insert(QStringLiteral("pattern"), pattern);
    if (!besidePattern.isEmpty())
        root.insert(QStringLiteral("beside_pattern"), besidePattern);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

namespace {

// The English names of the standard steps (and the demo's burst), the stored text a display translates.
constexpr const char* kStandardLabels[] = {
    QT_TRANSLATE_NOOP("AcceptancePlan", "Acceptance plan"),
    QT_TRANSLATE_NOOP("AcceptancePlan", "Baseline sweep"),
    QT_TRANSLATE_NOOP("AcceptancePlan", "Degraded link"),
    QT_TRANSLATE_NOOP("AcceptancePlan", "Checkpoint burst during training"),
    QT_TRANSLATE_NOOP("AcceptancePlan", "Fabric counters"),
    QT_TRANSLATE_NOOP("AcceptancePlan", "Checkpoint and dataset storage"),
    QT_TRANSLATE_NOOP("AcceptancePlan", "Synthetic training step"),
    QT_TRANSLATE_NOOP("AcceptancePlan", "Storage burst"),
    QT_TRANSLATE_NOOP("AcceptancePlan", "Bad-node isolation"),
};

} // namespace

QString AcceptancePlan::displayLabel(const QString& label)
{
    for (const char* source : kStandardLabels) {
        if (label == QLatin1StringView(source))
            return tr(source);
    }
    return label;
}

AcceptancePlan AcceptancePlan::standard(const QString& node, const QString& interface, const QString& storagePath)
{
    const QStringList sweep = {QStringLiteral("-b"), QStringLiteral("8"), QStringLiteral("-e"), QStringLiteral("4M"),
                               QStringLiteral("-f"), QStringLiteral("4"), QStringLiteral("-n"), QStringLiteral("50")};
    AcceptancePlan plan;
    plan.name = tr("Acceptance plan");
    PlanStep baseline;
    baseline.label = tr("Baseline sweep");
    baseline.repeats = 3;
    baseline.benchArgs = sweep;
    // The workload's steps under each fault (issue 37): the replay before and while it is held gives the stalled
    // time the cost model's utilisation takes, with the step named, instead of a typed stall fraction.
    const QStringList workload = {QStringLiteral("--steps"),           QStringLiteral("20"),
                                  QStringLiteral("--compute-ms"),      QStringLiteral("20"),
                                  QStringLiteral("--allreduce-bytes"), QStringLiteral("16M")};
    const auto fault = [&](const QString& label, const QStringList& args) {
        PlanStep step;
        step.kind = PlanStep::Kind::Fault;
        step.label = label;
        step.node = node;
        step.agentArgs = args;
        step.benchArgs = sweep;
        step.replayArgs = workload;
        return step;
    };
    const PlanStep degraded = fault(tr("Degraded link"), {QStringLiteral("--kind"), QStringLiteral("link-degraded"),
                                                          QStringLiteral("--interface"), interface,
                                                          QStringLiteral("--rate"), QStringLiteral("200mbit")});
    const PlanStep burst = fault(tr("Checkpoint burst during training"),
                                 {QStringLiteral("--kind"), QStringLiteral("storage-burst"), QStringLiteral("--path"),
                                  storagePath + QStringLiteral("/fabric-workbench-burst"), QStringLiteral("--bytes"),
                                  QStringLiteral("1G")});
    PlanStep counters;
    counters.kind = PlanStep::Kind::Counters;
    counters.label = tr("Fabric counters");
    counters.node = node;
    PlanStep storage;
    storage.kind = PlanStep::Kind::Storage;
    storage.label = tr("Checkpoint and dataset storage");
    storage.agentArgs = {QStringLiteral("--path"), storagePath, QStringLiteral("--size"), QStringLiteral("64M")};
    PlanStep replay;
    replay.kind = PlanStep::Kind::Replay;
    replay.label = tr("Synthetic training step");
    replay.agentArgs = workload;
    plan.steps = {baseline, degraded, burst, counters, storage, replay};
    return plan;
}

} // namespace fw::core
