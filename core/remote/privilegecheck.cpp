// SPDX-License-Identifier: Apache-2.0
#include "remote/privilegecheck.h"

#include "base/protocol.h"
#include "domain/acceptanceplan.h"
#include "domain/protocoltext.h"
#include "ingest/agentstreamreader.h"

#include <QJsonArray>

namespace fw::core {

namespace field = base::protocol::field;

namespace {

namespace privileges = base::privileges;

std::string text(const QJsonValue& value)
{
    return value.toString().toStdString();
}

bool isFaultOn(const PlanStep& step, const QString& node)
{
    return step.kind == PlanStep::Kind::Fault && step.node == node;
}

} // namespace

QStringList PrivilegeCheck::faultNodes(const AcceptancePlan& plan)
{
    QStringList nodes;
    for (const PlanStep& step : plan.steps)
        if (step.kind == PlanStep::Kind::Fault && !nodes.contains(step.node))
            nodes << step.node;
    return nodes;
}

QStringList PrivilegeCheck::probeArgs(const AcceptancePlan& plan, const QString& node)
{
    QStringList args = {QStringLiteral("fault"), QStringLiteral("check-access")};
    for (const PlanStep& step : plan.steps) {
        if (!isFaultOn(step, node))
            continue;
        const QString kind = step.agentOption(QStringLiteral("--kind"));
        if (!kind.isEmpty() && !args.contains(kind))
            args << QStringLiteral("--kind") << kind;
        const QString path = step.agentOption(QStringLiteral("--path"));
        if (!path.isEmpty() && !args.contains(path))
            args << QStringLiteral("--path") << path;
    }
    return args;
}

std::optional<privileges::Probe> PrivilegeCheck::readProbe(const QByteArray& stream)
{
    const AgentEvent event = AgentStreamReader::first(stream, AgentEvent::Type::Privileges);
    if (!event.isObject())
        return std::nullopt;
    const QJsonObject& o = event.object();
    privileges::Probe probe;
    probe.user = text(o.value(protocolText(field::kUser)));
    probe.uid = o.value(protocolText(field::kUid)).toInteger(-1);
    probe.euid = o.value(protocolText(field::kEuid)).toInteger(-1);
    probe.capEff = o.value(protocolText(field::kCapEff)).toString().toULongLong(nullptr, 16);
    probe.sudoPresent = o.value(protocolText(field::kSudoPresent)).toBool();
    probe.sudoWorks = o.value(protocolText(field::kSudoN)).toBool();
    const QStringList kernel = o.value(protocolText(field::kKernel)).toString().split(QLatin1Char('.'));
    probe.kernelMajor = kernel.value(0).toInt();
    probe.kernelMinor = kernel.value(1).toInt();
    for (const QJsonValue& tool : o.value(protocolText(field::kTools)).toArray()) {
        const QJsonObject t = tool.toObject();
        probe.tools.push_back({text(t.value(protocolText(field::kName))), text(t.value(protocolText(field::kPath))),
                               t.value(protocolText(field::kSudo)).toBool()});
    }
    for (const QJsonValue& path : o.value(protocolText(field::kPaths)).toArray()) {
        const QJsonObject p = path.toObject();
        probe.paths.push_back(
            {text(p.value(protocolText(field::kPath))), p.value(protocolText(field::kWritable)).toBool()});
    }
    return probe;
}

QList<BlockedStep> PrivilegeCheck::blocked(const AcceptancePlan& plan, const QString& node,
                                           const privileges::Probe& probe)
{
    QList<BlockedStep> result;
    const QString user = QString::fromStdString(probe.user);
    for (int i = 0; i < plan.steps.size(); ++i) {
        const PlanStep& step = plan.steps.at(i);
        if (!isFaultOn(step, node))
            continue;
        const QString kind = step.agentOption(QStringLiteral("--kind"));
        const privileges::Decision d =
            privileges::decide(kind.toStdString(), probe, step.agentOption(QStringLiteral("--path")).toStdString());
        if (d.access != privileges::Access::No)
            continue;
        BlockedStep b{.step = i, .kind = kind, .node = node, .user = user};
        b.sudoRule = QString::fromStdString(d.sudoRule);
        const privileges::KindNeeds* needs = privileges::needsOf(kind.toStdString());
        const QString tool = needs ? QString::fromUtf8(needs->tool) : QString();
        const QString hostName = node.isEmpty() ? tr("the connection's host") : node;
        if (d.unknownKind) {
            b.why = tr("%1 is not a fault kind this agent knows.").arg(kind);
            b.remedy = tr("Correct the step's --kind.");
        } else if (d.pathNotWritable) {
            b.why = tr("%1 cannot create %2: its folder is not writable.")
                        .arg(user, step.agentOption(QStringLiteral("--path")));
            b.remedy = tr("Give --path a folder the user can write, such as its home or a scratch folder.");
        } else if (d.rawBindMissing) {
            b.why = tr("Binding the load to its interface needs CAP_NET_RAW on kernels before 5.7 (%1 runs %2.%3), "
                       "and %4 lacks it.")
                        .arg(hostName)
                        .arg(probe.kernelMajor)
                        .arg(probe.kernelMinor)
                        .arg(user);
            b.remedy = tr("Ask the provider for a drill, or for CAP_NET_RAW.");
        } else if (d.toolMissing) {
            b.why = tr("%1 is not installed on %2.").arg(tool, hostName);
            b.remedy = tr("Install %1 on the node, or ask the provider for a drill.").arg(tool);
        } else if (needs && needs->root) {
            b.why = tr("%1 runs %2, which needs root; %3 is not root, and sudo -n does not allow %2.")
                        .arg(kind, tool, user);
            b.remedy = tr("A sudo rule \"%1\" in /etc/sudoers.d on the node, or ask the provider for a drill.")
                           .arg(b.sudoRule);
        } else {
            b.why = tr("%1 runs %2, which needs root or %3; %4 is not root, lacks %3, and sudo -n does not allow %2.")
                        .arg(kind, tool, needs ? QString::fromUtf8(needs->capability) : QString(), user);
            b.remedy = tr("A sudo rule \"%1\" in /etc/sudoers.d on the node, or ask the provider for a drill.")
                           .arg(b.sudoRule);
        }
        result << b;
    }
    return result;
}

QString PrivilegeCheck::describe(const BlockedStep& step)
{
    return tr("Step %1 (%2 on %3) cannot run as %4: %5 What would make it run: %6")
        .arg(step.step + 1)
        .arg(step.kind, step.node.isEmpty() ? tr("the connection's host") : step.node, step.user, step.why,
             step.remedy);
}

QJsonObject PrivilegeCheck::details(const BlockedStep& step)
{
    QJsonObject details{{QStringLiteral("skipped"), true},
                        {QStringLiteral("kind"), step.kind},
                        {QStringLiteral("user"), step.user},
                        {QStringLiteral("why"), step.why},
                        {QStringLiteral("remedy"), step.remedy}};
    if (!step.sudoRule.isEmpty())
        details.insert(QStringLiteral("sudo_rule"), step.sudoRule);
    return details;
}

} // namespace fw::core
