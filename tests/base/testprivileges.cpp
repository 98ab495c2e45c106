// SPDX-License-Identifier: Apache-2.0
#include "base/faultreach.h"
#include "base/privileges.h"

#include <QTest>

namespace privileges = fw::base::privileges;
using privileges::Access;

namespace {

// A probe as `fault check-access` would report it for user "alice" (uid 1000) with tc, ip and ethtool installed.
privileges::Probe ordinaryUser()
{
    privileges::Probe p;
    p.user = "alice";
    p.uid = p.euid = 1000;
    p.sudoPresent = true;
    p.kernelMajor = 6;
    p.kernelMinor = 1;
    p.tools = {{"ip", "/usr/sbin/ip", false},
               {"tc", "/usr/sbin/tc", false},
               {"ethtool", "/usr/sbin/ethtool", false},
               {"ibportstate", "", false}};
    return p;
}

} // namespace

// The declared needs of every fault kind, and the decision for made-up probes of the user a connection logs in as.
class TestPrivileges : public QObject
{
    Q_OBJECT

private slots:
    void everyFaultKindDeclaresItsNeeds();
    void declaredNeedsOfEachKind();
    void rootRunsEverythingInstalled();
    void ordinaryUserRunsOnlyWhatNeedsNothing();
    void aCapabilityIsEnoughExceptWhereRootIsNeeded();
    void aSudoRuleForTheToolMakesItRunThroughSudo();
    void aMissingToolIsNamedBeforePrivileges();
    void storageBurstNeedsAWritableFolder();
    void backgroundLoadNeedsRawOnlyOnOldKernels();
    void unknownKindCannotRun();
};

void TestPrivileges::everyFaultKindDeclaresItsNeeds()
{
    // faultreach.h lists every kind `fault apply` accepts: each has its needs, in the same order.
    QCOMPARE(std::size(privileges::kKinds), std::size(fw::base::faultreach::kKinds));
    for (std::size_t i = 0; i < std::size(privileges::kKinds); ++i)
        QCOMPARE(privileges::kKinds[i].kind, fw::base::faultreach::kKinds[i].kind);
    const std::vector<std::string_view> tools = privileges::allTools();
    QCOMPARE(tools, (std::vector<std::string_view>{"ip", "tc", "ibportstate", "ethtool"}));
}

void TestPrivileges::declaredNeedsOfEachKind()
{
    const auto* linkDown = privileges::needsOf("link-down");
    QVERIFY(linkDown);
    QCOMPARE(linkDown->capability, std::string_view("CAP_NET_ADMIN"));
    QCOMPARE(linkDown->tool, std::string_view("ip"));
    QCOMPARE(privileges::needsOf("link-degraded")->tool, std::string_view("tc"));
    QCOMPARE(privileges::needsOf("roce-link-down")->tool, std::string_view("ip"));
    QCOMPARE(privileges::needsOf("roce-speed-degrade")->tool, std::string_view("ethtool"));
    QVERIFY(privileges::needsOf("ib-port-disable")->root);
    QVERIFY(privileges::needsOf("ib-port-degrade")->root);
    QCOMPARE(privileges::needsOf("ib-port-degrade")->tool, std::string_view("ibportstate"));
    for (const char* nothing : {"storage-burst", "background-load", "node-remove"}) {
        const auto* needs = privileges::needsOf(nothing);
        QVERIFY(needs);
        QVERIFY(needs->tool.empty());
        QVERIFY(!needs->root);
        QCOMPARE(needs->capabilityBit, -1);
    }
    QVERIFY(privileges::needsOf("storage-burst")->writesPath);
    QVERIFY(!privileges::needsOf("no-such-kind"));
}

void TestPrivileges::rootRunsEverythingInstalled()
{
    privileges::Probe p = ordinaryUser();
    p.user = "root";
    p.uid = p.euid = 0;
    p.capEff = ~0ULL;
    for (const auto& needs : privileges::kKinds) {
        const privileges::Decision d = privileges::decide(needs.kind, p);
        if (needs.tool == "ibportstate") {
            QCOMPARE(d.access, Access::No); // not installed
            QVERIFY(d.toolMissing);
        } else {
            QCOMPARE(d.access, Access::Direct);
        }
    }
}

void TestPrivileges::ordinaryUserRunsOnlyWhatNeedsNothing()
{
    const privileges::Probe p = ordinaryUser();
    for (const char* kind : {"storage-burst", "background-load", "node-remove"})
        QCOMPARE(privileges::decide(kind, p).access, Access::Direct);
    const privileges::Decision d = privileges::decide("link-degraded", p);
    QCOMPARE(d.access, Access::No);
    QVERIFY(d.privilegeMissing);
    QVERIFY(!d.toolMissing);
    QCOMPARE(d.sudoRule, std::string("alice ALL=(root) NOPASSWD: /usr/sbin/tc"));
    QVERIFY(d.why.find("CAP_NET_ADMIN") != std::string::npos);
    QVERIFY(d.remedy.find(d.sudoRule) != std::string::npos);
    QVERIFY(d.remedy.find("drill") != std::string::npos);
}

void TestPrivileges::aCapabilityIsEnoughExceptWhereRootIsNeeded()
{
    privileges::Probe p = ordinaryUser();
    p.capEff = 1ULL << privileges::kCapNetAdmin;
    p.tools.back().path = "/usr/sbin/ibportstate";
    QCOMPARE(privileges::decide("link-down", p).access, Access::Direct);
    QCOMPARE(privileges::decide("roce-speed-degrade", p).access, Access::Direct);
    const privileges::Decision ib = privileges::decide("ib-port-disable", p);
    QCOMPARE(ib.access, Access::No);
    QVERIFY(ib.privilegeMissing);
    QCOMPARE(ib.sudoRule, std::string("alice ALL=(root) NOPASSWD: /usr/sbin/ibportstate"));
}

void TestPrivileges::aSudoRuleForTheToolMakesItRunThroughSudo()
{
    privileges::Probe p = ordinaryUser();
    p.tools[1].sudoAllowed = true; // tc only
    QCOMPARE(privileges::decide("link-degraded", p).access, Access::Sudo);
    QCOMPARE(privileges::decide("link-down", p).access, Access::No);
    // A capability the user holds is used before sudo.
    p.capEff = 1ULL << privileges::kCapNetAdmin;
    QCOMPARE(privileges::decide("link-degraded", p).access, Access::Direct);
}

void TestPrivileges::aMissingToolIsNamedBeforePrivileges()
{
    const privileges::Decision d = privileges::decide("ib-port-disable", ordinaryUser());
    QCOMPARE(d.access, Access::No);
    QVERIFY(d.toolMissing);
    QVERIFY(!d.privilegeMissing);
    QVERIFY(d.why.find("ibportstate") != std::string::npos);
}

void TestPrivileges::storageBurstNeedsAWritableFolder()
{
    privileges::Probe p = ordinaryUser();
    p.paths = {{"/scratch/mine/burst", true}, {"/srv/theirs/burst", false}};
    QCOMPARE(privileges::decide("storage-burst", p, "/scratch/mine/burst").access, Access::Direct);
    const privileges::Decision d = privileges::decide("storage-burst", p, "/srv/theirs/burst");
    QCOMPARE(d.access, Access::No);
    QVERIFY(d.pathNotWritable);
    // A path the probe was not asked about is not judged.
    QCOMPARE(privileges::decide("storage-burst", p, "/elsewhere").access, Access::Direct);
}

void TestPrivileges::backgroundLoadNeedsRawOnlyOnOldKernels()
{
    privileges::Probe p = ordinaryUser();
    QVERIFY(!privileges::needsRawBind(p));
    p.kernelMajor = 5;
    p.kernelMinor = 4;
    QVERIFY(privileges::needsRawBind(p));
    const privileges::Decision d = privileges::decide("background-load", p);
    QCOMPARE(d.access, Access::No);
    QVERIFY(d.rawBindMissing);
    p.capEff = 1ULL << privileges::kCapNetRaw;
    QCOMPARE(privileges::decide("background-load", p).access, Access::Direct);
}

void TestPrivileges::unknownKindCannotRun()
{
    const privileges::Decision d = privileges::decide("cable-cut", ordinaryUser());
    QCOMPARE(d.access, Access::No);
    QVERIFY(d.unknownKind);
    QCOMPARE(privileges::accessName(Access::Sudo), std::string_view("sudo"));
}

QTEST_APPLESS_MAIN(TestPrivileges)
#include "testprivileges.moc"
