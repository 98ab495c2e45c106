// SPDX-License-Identifier: Apache-2.0
#include "domain/acceptanceplan.h"
#include "remote/privilegecheck.h"

#include <QTest>

using namespace fw::core;

namespace {

// A plan's fault step of `kind` on `node` with `args` after the kind.
PlanStep fault(const QString& kind, const QString& node, const QStringList& args = {})
{
    PlanStep step;
    step.kind = PlanStep::Kind::Fault;
    step.node = node;
    step.agentArgs = QStringList{QStringLiteral("--kind"), kind} + args;
    return step;
}

// The privileges event of an ordinary user "alice" with tc and ip installed, sudo present, no rule.
const QByteArray kAliceProbe =
    R"({"v":2,"type":"privileges","user":"alice","uid":1000,"euid":1000,"cap_eff":"0000000000000000",)"
    R"("sudo_present":true,"sudo_n":false,"kernel":"6.1","tools":[{"name":"ip","path":"/usr/bin/ip","sudo":false},)"
    R"({"name":"tc","path":"/usr/sbin/tc","sudo":false},{"name":"ibportstate","path":null,"sudo":false},)"
    R"({"name":"ethtool","path":"/usr/sbin/ethtool","sudo":false}],"paths":[{"path":"/scratch/a/burst","writable":true}],)"
    R"("kinds":[]})"
    "\n";

} // namespace

// The plan check's first phase without a cluster: the probe's arguments per node, the probe read back from the
// agent's event, and which steps a made-up user cannot run, numbered as the Faults page counts, with why and remedy.
class TestPrivilegeCheck : public QObject
{
    Q_OBJECT

private slots:
    void probesEachFaultNodeWithItsKindsAndPaths()
    {
        AcceptancePlan plan;
        plan.steps = {PlanStep{}, fault(QStringLiteral("link-degraded"), QString()),
                      fault(QStringLiteral("storage-burst"), QString(),
                            {QStringLiteral("--path"), QStringLiteral("/scratch/a/burst")}),
                      fault(QStringLiteral("link-down"), QStringLiteral("node2"))};
        QCOMPARE(PrivilegeCheck::faultNodes(plan), (QStringList{QString(), QStringLiteral("node2")}));
        QCOMPARE(
            PrivilegeCheck::probeArgs(plan, QString()),
            (QStringList{QStringLiteral("fault"), QStringLiteral("check-access"), QStringLiteral("--kind"),
                         QStringLiteral("link-degraded"), QStringLiteral("--kind"), QStringLiteral("storage-burst"),
                         QStringLiteral("--path"), QStringLiteral("/scratch/a/burst")}));
        QCOMPARE(PrivilegeCheck::probeArgs(plan, QStringLiteral("node2")),
                 (QStringList{QStringLiteral("fault"), QStringLiteral("check-access"), QStringLiteral("--kind"),
                              QStringLiteral("link-down")}));
    }

    void readsTheProbeFromTheAgentsEvent()
    {
        const std::optional<fw::base::privileges::Probe> probe = PrivilegeCheck::readProbe(kAliceProbe);
        QVERIFY(probe);
        QCOMPARE(probe->user, std::string("alice"));
        QCOMPARE(probe->euid, 1000L);
        QCOMPARE(probe->kernelMajor, 6);
        QVERIFY(probe->sudoPresent);
        QCOMPARE(probe->tool("tc")->path, std::string("/usr/sbin/tc"));
        QVERIFY(probe->tool("ibportstate")->path.empty());
        QVERIFY(probe->path("/scratch/a/burst")->writable);
        QVERIFY(!PrivilegeCheck::readProbe(R"({"v":2,"type":"error","message":"x"})"));
    }

    void namesEveryStepTheUserCannotRunWithWhyAndRemedy()
    {
        AcceptancePlan plan;
        plan.steps = {PlanStep{},
                      fault(QStringLiteral("link-degraded"), QString()),
                      fault(QStringLiteral("storage-burst"), QString(),
                            {QStringLiteral("--path"), QStringLiteral("/scratch/a/burst")}),
                      fault(QStringLiteral("node-remove"), QString()),
                      fault(QStringLiteral("ib-port-disable"), QString()),
                      fault(QStringLiteral("link-down"), QStringLiteral("node2"))};
        const fw::base::privileges::Probe probe = *PrivilegeCheck::readProbe(kAliceProbe);
        const QList<BlockedStep> blocked = PrivilegeCheck::blocked(plan, QString(), probe);
        QCOMPARE(blocked.size(), 2); // link-degraded and ib-port-disable; node2's step is judged by node2's probe
        QCOMPARE(blocked.at(0).step, 1);
        QCOMPARE(blocked.at(0).sudoRule, QStringLiteral("alice ALL=(root) NOPASSWD: /usr/sbin/tc"));
        const QString text = PrivilegeCheck::describe(blocked.at(0));
        QVERIFY2(text.startsWith(QLatin1String("Step 2 (link-degraded on the connection's host) cannot run as alice")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("CAP_NET_ADMIN")), qPrintable(text));
        QVERIFY2(text.contains(blocked.at(0).sudoRule), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("drill")), qPrintable(text));
        QCOMPARE(blocked.at(1).step, 4);
        QVERIFY2(blocked.at(1).why.contains(QLatin1String("ibportstate is not installed")),
                 qPrintable(blocked.at(1).why));
        const QJsonObject details = PrivilegeCheck::details(blocked.at(0));
        QVERIFY(details.value(QLatin1String("skipped")).toBool());
        QCOMPARE(details.value(QLatin1String("kind")).toString(), QStringLiteral("link-degraded"));
        QCOMPARE(details.value(QLatin1String("sudo_rule")).toString(), blocked.at(0).sudoRule);

        // With a sudo rule for tc nothing but the InfiniBand step is left.
        fw::base::privileges::Probe withRule = probe;
        for (auto& tool : withRule.tools)
            tool.sudoAllowed = tool.name == "tc";
        QCOMPARE(PrivilegeCheck::blocked(plan, QString(), withRule).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestPrivilegeCheck)
#include "testprivilegecheck.moc"
