// SPDX-License-Identifier: Apache-2.0
#include "analysis/bomdrift.h"

#include <QTest>

using namespace fw::core;

class TestBomDrift : public QObject
{
    Q_OBJECT

private slots:
    void fingerprintIsStableAndIgnoresEmptyValues();
    void fingerprintSeparatesKeysFromValues();
    void changedFieldMakesOnlyThatCandidatesRunsStale();
    void changesNameEveryChangedField();
    void snapshotWithoutFieldsIsStillFoundStale();
    void runsOfDeletedCandidatesAreLeftOut();

private:
    static BomValues bom()
    {
        return {{QStringLiteral("nic_firmware"), QStringLiteral("28.40.1000")},
                {QStringLiteral("nccl_version"), QStringLiteral("2.21.5")},
                {QStringLiteral("mtu"), QStringLiteral("9000")}};
    }
};

void TestBomDrift::fingerprintIsStableAndIgnoresEmptyValues()
{
    BomValues a = bom();
    BomValues b;
    b.insert(QStringLiteral("mtu"), QStringLiteral("9000"));
    b.insert(QStringLiteral("nccl_version"), QStringLiteral("2.21.5"));
    b.insert(QStringLiteral("nic_firmware"), QStringLiteral("28.40.1000"));
    b.insert(QStringLiteral("rack"), QString());
    QCOMPARE(bomFingerprint(a), bomFingerprint(b));
    QVERIFY(bomFingerprint(a).startsWith(QStringLiteral("bom1:")));
    QCOMPARE(bomFingerprint(a).size(), 5 + 64);
    // Pinned: the fingerprint is stored in project files, so it must never change between versions.
    QCOMPARE(bomFingerprint({}),
             QStringLiteral("bom1:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
    a[QStringLiteral("mtu")] = QStringLiteral("4200");
    QVERIFY(bomFingerprint(a) != bomFingerprint(b));
}

void TestBomDrift::fingerprintSeparatesKeysFromValues()
{
    const BomValues one = {{QStringLiteral("a"), QStringLiteral("bc")}};
    const BomValues two = {{QStringLiteral("ab"), QStringLiteral("c")}};
    QVERIFY(bomFingerprint(one) != bomFingerprint(two));
}

void TestBomDrift::changedFieldMakesOnlyThatCandidatesRunsStale()
{
    const BomValues original = bom();
    const QList<RunBomSnapshot> runs = {
        {1, 10, QStringLiteral("ib run 1"), bomFingerprint(original), original},
        {2, 10, QStringLiteral("ib run 2"), bomFingerprint(original), original},
        {3, 20, QStringLiteral("roce run"), bomFingerprint(original), original},
    };
    QHash<qint64, BomValues> current = {{10, original}, {20, original}};
    QVERIFY(staleRuns(runs, current).isEmpty());

    current[10][QStringLiteral("nic_firmware")] = QStringLiteral("28.41.1000");
    const QList<StaleRun> stale = staleRuns(runs, current);
    QCOMPARE(stale.size(), 2);
    QCOMPARE(stale.at(0).runId, 1);
    QCOMPARE(stale.at(1).runId, 2);
    QCOMPARE(stale.at(0).changes.size(), 1);
    QCOMPARE(stale.at(0).changes.first().key, QStringLiteral("nic_firmware"));
    QCOMPARE(stale.at(0).changes.first().before, QStringLiteral("28.40.1000"));
    QCOMPARE(stale.at(0).changes.first().after, QStringLiteral("28.41.1000"));

    // Changing it back makes the runs current again: the BOM is what it was when they ran.
    current[10] = original;
    QVERIFY(staleRuns(runs, current).isEmpty());
}

void TestBomDrift::changesNameEveryChangedField()
{
    BomValues after = bom();
    after.remove(QStringLiteral("mtu"));
    after.insert(QStringLiteral("gpu_model"), QStringLiteral("H200"));
    after[QStringLiteral("nccl_version")] = QStringLiteral("2.22.3");
    const QList<BomFieldChange> changes = bomChanges(bom(), after);
    // Catalog order: GPU model, then MTU, then NCCL.
    QCOMPARE(changes.size(), 3);
    QCOMPARE(changes.at(0).key, QStringLiteral("gpu_model"));
    QVERIFY(changes.at(0).before.isEmpty());
    QCOMPARE(changes.at(1).key, QStringLiteral("mtu"));
    QVERIFY(changes.at(1).after.isEmpty());
    QCOMPARE(changes.at(2).key, QStringLiteral("nccl_version"));
}

void TestBomDrift::snapshotWithoutFieldsIsStillFoundStale()
{
    const QList<RunBomSnapshot> runs = {{7, 10, QStringLiteral("imported"), bomFingerprint(bom()), {}}};
    QVERIFY(staleRuns(runs, {{10, bom()}}).isEmpty());
    BomValues changed = bom();
    changed[QStringLiteral("mtu")] = QStringLiteral("1500");
    const QList<StaleRun> stale = staleRuns(runs, {{10, changed}});
    QCOMPARE(stale.size(), 1);
    QCOMPARE(stale.first().runId, 7);
    QVERIFY(stale.first().changes.isEmpty()); // which field changed is unknown, not "everything"
}

void TestBomDrift::runsOfDeletedCandidatesAreLeftOut()
{
    const QList<RunBomSnapshot> runs = {{1, 99, QStringLiteral("gone"), QStringLiteral("bom1:x"), {}}};
    QVERIFY(staleRuns(runs, {{10, bom()}}).isEmpty());
}

QTEST_GUILESS_MAIN(TestBomDrift)
#include "testbomdrift.moc"
