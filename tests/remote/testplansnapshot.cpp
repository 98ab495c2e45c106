// SPDX-License-Identifier: Apache-2.0
#include "domain/acceptanceplan.h"
#include "localplanrun.h"
#include "remote/connectionprofile.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;

// A fault step reads the node's counters before its fault into a snapshot file, which the delta after the revert
// reads and removes. A fault that never applied (or a cancel) has no delta after it: the snapshot was left in the
// node's folder, one file per such step. Run for real with the agent built in this tree, in a temporary folder of
// the test's own (TMPDIR, where a local connection keeps the snapshot).
class TestPlanSnapshot : public QObject
{
    Q_OBJECT

private slots:
    void snapshotIsRemovedWhenTheFaultDoesNotApply();
};

void TestPlanSnapshot::snapshotIsRemovedWhenTheFaultDoesNotApply()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString temp = dir.filePath(QStringLiteral("tmp"));
    QVERIFY(QDir().mkpath(temp));
    const QByteArray oldTemp = qgetenv("TMPDIR");
    qputenv("TMPDIR", temp.toLocal8Bit());
    auto project = ProjectFile::create(dir.filePath(QStringLiteral("p.fabwb")));
    const qint64 candidate =
        CandidateRepository(*project).add({.supplier = QStringLiteral("Acme"), .offerName = QStringLiteral("IB")});
    QString problem;
    // A storage burst whose file is a folder: its parent can be written, so the plan's privilege check lets it run,
    // and the agent's apply fails before anything is in place.
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("folder"))));
    const std::optional<AcceptancePlan> plan =
        AcceptancePlan::fromJson(QStringLiteral(R"({
  "format": "fabric-workbench-plan", "version": 1, "name": "a fault that does not apply",
  "steps": [
    {"kind": "fault", "label": "burst", "args": ["--kind", "storage-burst", "--path", "%1", "--bytes", "1M",
     "--state-dir", "%2"], "ttl_s": 300, "lease_s": 60, "bench": ["-b", "8", "-e", "64", "-f", "8", "-n", "5"]}
  ]})")
                                     .arg(dir.filePath(QStringLiteral("folder")), dir.path())
                                     .toUtf8(),
                                 &problem);
    QVERIFY2(plan, qPrintable(problem));
    ConnectionProfile profile;
    profile.name = QStringLiteral("this computer");
    profile.launcher = Launcher::Local;
    profile.localAgent = QStringLiteral(FW_AGENT);
    QStringList events;
    const std::optional<qint64> run = storePlanRun(*project, candidate, *plan, profile, &problem, {}, &events);
    if (oldTemp.isNull())
        qunsetenv("TMPDIR");
    else
        qputenv("TMPDIR", oldTemp);
    QVERIFY2(!run, "the plan should end failed"); // its one step failed
    // The snapshot was taken (its phase ran) and the fault did not apply.
    QVERIFY2(events.contains(QStringLiteral("run 1 counters_before")), qPrintable(events.join(u'\n')));
    QVERIFY2(!events.contains(QStringLiteral("run 1 counters_after")), qPrintable(events.join(u'\n')));
    QVERIFY2(events.contains(QStringLiteral("step 1 failed")), qPrintable(events.join(u'\n')));
    const QStringList left = QDir(temp).entryList({QStringLiteral("counters-*.jsonl")}, QDir::Files);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(u' ')));
}

QTEST_GUILESS_MAIN(TestPlanSnapshot)
#include "testplansnapshot.moc"
