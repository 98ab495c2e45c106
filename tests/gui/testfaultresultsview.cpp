#include "analysis/agentresults.h"
#include "faultresultsview.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QTest>
#include <QTreeWidget>

using fw::app::FaultResultsView;

// The results view fed with real agent streams (tests/fixtures/agent-streams, tests/data): a fault step with bench
// runs before, during and after, storage and replay steps, and failures that must read as results.
class TestFaultResultsView : public QObject
{
    Q_OBJECT

private slots:
    void emptySaysSo();
    void faultStepShowsImpactRecoveryAndAlarms();
    void duringRunAbortedIsAResult();
    void notRecoveredWithinWindow();
    void storageStepPerPhase();
    void replayStepFigures();
    void killedJobIsAFailedResult();

private:
    static QByteArray file(const QString& path);
    static QByteArray fixture(const char* name)
    {
        return file(QStringLiteral(FW_SOURCE_DIR "/tests/fixtures/agent-streams/") + QLatin1StringView(name));
    }
    // The 4-rank all_reduce bench stream with every time scaled by `factor` (p99 and busbw follow).
    static QByteArray bench(double factor);
    static FaultResultsView::StepRow row(int ordinal, const char* kind, const char* phase, const QByteArray& stream,
                                         int startSeconds = 0);
    static QList<FaultResultsView::StepRow> faultStep(const QList<double>& recoveryFactors);
    static QTreeWidgetItem* find(QTreeWidgetItem* parent, const QString& what);
    static QString verdict(QTreeWidgetItem* item) { return item->data(0, FaultResultsView::VerdictRole).toString(); }
};

QByteArray TestFaultResultsView::file(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    return f.readAll();
}

QByteArray TestFaultResultsView::bench(double factor)
{
    const QByteArray real = file(QStringLiteral(FW_SOURCE_DIR "/tests/data/agent-bench-mpi-all_reduce-4ranks.jsonl"));
    if (factor == 1.0)
        return real;
    // Scale the time summaries and divide the bandwidths, as a slower fabric would report them. The raw samples
    // are dropped, since they would no longer match.
    QByteArray out;
    for (const QByteArray& line : real.split('\n')) {
        if (line.isEmpty())
            continue;
        QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.value(QStringLiteral("type")).toString() == QLatin1StringView("size_result")) {
            QJsonObject time = o.value(QStringLiteral("time_us")).toObject();
            for (const QString& key :
                 {QStringLiteral("min"), QStringLiteral("avg"), QStringLiteral("max"), QStringLiteral("p50"),
                  QStringLiteral("p95"), QStringLiteral("p99"), QStringLiteral("p999"), QStringLiteral("stdev")})
                time.insert(key, time.value(key).toDouble() * factor);
            o.insert(QStringLiteral("time_us"), time);
            o.insert(QStringLiteral("algbw_gbs"), o.value(QStringLiteral("algbw_gbs")).toDouble() / factor);
            o.insert(QStringLiteral("busbw_gbs"), o.value(QStringLiteral("busbw_gbs")).toDouble() / factor);
            o.remove(QStringLiteral("iter_us_b64"));
            o.remove(QStringLiteral("rank_us_b64"));
            o.insert(QStringLiteral("rank_stats"), QJsonArray());
            o.insert(QStringLiteral("outliers"), QJsonArray());
        }
        out += QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
    }
    return out;
}

FaultResultsView::StepRow TestFaultResultsView::row(int ordinal, const char* kind, const char* phase,
                                                    const QByteArray& stream, int startSeconds)
{
    FaultResultsView::StepRow r;
    r.ordinal = ordinal;
    r.kind = QString::fromLatin1(kind);
    r.label = r.kind + QStringLiteral(" step");
    r.phase = QString::fromLatin1(phase);
    r.status = QStringLiteral("complete");
    r.stream = stream;
    r.startedAt = QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC).addSecs(startSeconds);
    r.finishedAt = r.startedAt.addSecs(5);
    return r;
}

QList<FaultResultsView::StepRow> TestFaultResultsView::faultStep(const QList<double>& recoveryFactors)
{
    // The revert time comes from the fault stream's fault_reverted event.
    const QByteArray faultStream = fixture("fault-storage-burst-hold.jsonl");
    const QDateTime reverted =
        QDateTime::fromString(fw::core::AgentResults::parseFault(faultStream).reverted.constFirst().time, Qt::ISODate);
    QList<FaultResultsView::StepRow> rows;
    rows << row(0, "fault", "before", bench(1.0), -60);
    rows << row(0, "fault", "counters_before", fixture("counters-snapshot-before.jsonl"), -50);
    FaultResultsView::StepRow fault = row(0, "fault", "fault", faultStream, -40);
    rows << fault;
    rows << row(0, "fault", "during", bench(3.0), -30);
    rows << row(0, "fault", "counters_after", fixture("counters-delta-fault.jsonl"), -5);
    int seconds = 10;
    for (double f : recoveryFactors) {
        FaultResultsView::StepRow r = row(0, "fault", "recovery", bench(f));
        r.startedAt = reverted.addSecs(seconds);
        rows << r;
        seconds += 10;
    }
    return rows;
}

QTreeWidgetItem* TestFaultResultsView::find(QTreeWidgetItem* parent, const QString& what)
{
    for (int i = 0; i < parent->childCount(); ++i) {
        if (parent->child(i)->text(FaultResultsView::What) == what)
            return parent->child(i);
    }
    return nullptr;
}

void TestFaultResultsView::emptySaysSo()
{
    FaultResultsView view;
    view.show();
    QCOMPARE(view.tree()->topLevelItemCount(), 0);
    QVERIFY(!view.summaryLabel()->text().isEmpty());
}

void TestFaultResultsView::faultStepShowsImpactRecoveryAndAlarms()
{
    FaultResultsView view;
    view.show();
    // Recovery runs: still 2x slow at 10 s, back within 10% at 20 s and 30 s.
    view.setSteps(faultStep({2.0, 1.05, 1.0}));
    QCOMPARE(view.tree()->topLevelItemCount(), 1);
    QTreeWidgetItem* step = view.stepItem(0);
    QVERIFY(step);
    QCOMPARE(step->text(FaultResultsView::What), QStringLiteral("Step 1: fault step"));

    QTreeWidgetItem* fault = find(step, QStringLiteral("Fault"));
    QVERIFY(fault);
    QCOMPARE(fault->text(FaultResultsView::Value), QStringLiteral("storage-burst on /tmp/h2s/burst"));
    QTreeWidgetItem* revert = find(step, QStringLiteral("Revert"));
    QVERIFY(revert);
    QCOMPARE(revert->text(FaultResultsView::Value), QStringLiteral("reverted (ttl)"));

    // Every time x3 during the fault: p99 x3.00 and a third of the bus bandwidth at every size.
    QTreeWidgetItem* impact = find(step, QStringLiteral("Impact during the fault"));
    QVERIFY(impact);
    QCOMPARE(verdict(impact), QStringLiteral("degraded"));
    QCOMPARE(impact->text(FaultResultsView::Value), QStringLiteral("worst p99 ×3.00"));
    QCOMPARE(impact->childCount(), 2 * 44);
    QTreeWidgetItem* p99 = find(impact, QStringLiteral("p99 at 16 MiB"));
    QVERIFY(p99);
    QVERIFY2(p99->text(FaultResultsView::Detail).startsWith(QStringLiteral("×3.00 (+")),
             qPrintable(p99->text(FaultResultsView::Detail)));
    QCOMPARE(verdict(p99), QStringLiteral("degraded"));
    QTreeWidgetItem* busbw = find(impact, QStringLiteral("Bus bandwidth at 16 MiB, in place"));
    QVERIFY(busbw);
    QVERIFY(busbw->text(FaultResultsView::Detail).startsWith(QStringLiteral("×0.33 (−")));

    QTreeWidgetItem* recovery = find(step, QStringLiteral("Recovery after the revert"));
    QVERIFY(recovery);
    QCOMPARE(recovery->text(FaultResultsView::Value), QStringLiteral("20.0 s"));
    QVERIFY(recovery->text(FaultResultsView::Detail).contains(QStringLiteral("3 run")));

    // The counters' own delta with its alarms: link_downed is critical.
    QTreeWidgetItem* counters = find(step, QStringLiteral("Counter deltas (fault)"));
    QVERIFY(counters);
    QCOMPARE(verdict(counters), QStringLiteral("critical"));
    QTreeWidgetItem* linkDown = find(counters, QStringLiteral("Alarm: link_downed on mlx5_0/1"));
    QVERIFY(linkDown);
    QCOMPARE(linkDown->text(FaultResultsView::Value), QStringLiteral("critical"));
    QCOMPARE(verdict(linkDown), QStringLiteral("critical"));
    QCOMPARE(linkDown->background(0).color(), QColor(0xf8, 0xc9, 0xc4));
    QVERIFY(find(counters, QStringLiteral("Alarm: symbol_error on mlx5_0/1")));
    QCOMPARE(verdict(step), QStringLiteral("critical"));
}

void TestFaultResultsView::duringRunAbortedIsAResult()
{
    QList<FaultResultsView::StepRow> rows = faultStep({1.0});
    // The job during the fault lost a node: the stream stops after a few rows, without end.
    const QByteArray full = bench(3.0);
    qsizetype cut = 0;
    for (int i = 0; i < 6; ++i)
        cut = full.indexOf('\n', cut) + 1;
    for (FaultResultsView::StepRow& r : rows) {
        if (r.phase == QLatin1StringView("during")) {
            r.stream = full.left(cut + 40);
            r.status = QStringLiteral("interrupted");
            r.message = QStringLiteral("the job ended: mpirun noticed that process rank 3 exited on signal 9");
        }
    }
    FaultResultsView view;
    view.setSteps(rows);
    QTreeWidgetItem* step = view.stepItem(0);
    QTreeWidgetItem* during = find(step, QStringLiteral("Benchmark during the fault"));
    QVERIFY(during);
    QCOMPARE(during->text(FaultResultsView::Value), QStringLiteral("interrupted"));
    QVERIFY(during->text(FaultResultsView::Detail).contains(QStringLiteral("rank 3 exited on signal 9")));
    QCOMPARE(verdict(during), QStringLiteral("failed"));
    QVERIFY(!find(step, QStringLiteral("Impact during the fault")));
    // Recovery still measured against the baseline.
    QTreeWidgetItem* recovery = find(step, QStringLiteral("Recovery after the revert"));
    QVERIFY(recovery);
    QCOMPARE(recovery->text(FaultResultsView::Value), QStringLiteral("10.0 s"));
    QVERIFY(view.summaryLabel()->text().contains(QStringLiteral("results of their step")));
}

void TestFaultResultsView::notRecoveredWithinWindow()
{
    FaultResultsView view;
    view.setSteps(faultStep({2.0, 1.5}));
    QTreeWidgetItem* recovery = find(view.stepItem(0), QStringLiteral("Recovery after the revert"));
    QVERIFY(recovery);
    QCOMPARE(recovery->text(FaultResultsView::Value), QStringLiteral("not recovered within the observed window"));
    QVERIFY(recovery->text(FaultResultsView::Detail).contains(QStringLiteral("20.0 s after the revert")));
    QCOMPARE(verdict(recovery), QStringLiteral("degraded"));
}

void TestFaultResultsView::storageStepPerPhase()
{
    FaultResultsView view;
    view.setSteps({row(2, "storage", "run", fixture("storage-2ranks.jsonl")),
                   row(3, "storage", "run", fixture("storage-tmpfs-nobypass.jsonl")),
                   row(4, "storage", "run", fixture("storage-corrupt.jsonl"))});
    QCOMPARE(view.tree()->topLevelItemCount(), 3);
    QTreeWidgetItem* two = view.stepItem(2);
    const fw::core::StorageResults parsed = fw::core::AgentResults::parseStorage(fixture("storage-2ranks.jsonl"));
    for (const char* phase : {"checkpoint_write", "restore", "dataset_load"}) {
        QTreeWidgetItem* item = find(two, QString::fromLatin1(phase));
        QVERIFY2(item, phase);
        QVERIFY(item->text(FaultResultsView::Value).endsWith(QStringLiteral(" GB/s")));
        QCOMPARE(verdict(item), QString());
    }
    QVERIFY(find(two, QStringLiteral("restore"))->text(FaultResultsView::Detail).contains(QStringLiteral("o_direct")));
    QCOMPARE(verdict(two), QStringLiteral("ok"));

    QTreeWidgetItem* cached = find(view.stepItem(3), QStringLiteral("dataset_load"));
    QCOMPARE(verdict(cached), QStringLiteral("warning"));
    QVERIFY(find(view.stepItem(3), QStringLiteral("Warning")));

    QTreeWidgetItem* corrupt = view.stepItem(4);
    QCOMPARE(verdict(find(corrupt, QStringLiteral("restore"))), QStringLiteral("failed"));
    QTreeWidgetItem* outcome = find(corrupt, QStringLiteral("Storage run"));
    QVERIFY(outcome);
    QVERIFY(outcome->text(FaultResultsView::Detail).contains(QStringLiteral("data check failed")));
    QCOMPARE(verdict(corrupt), QStringLiteral("failed"));
}

void TestFaultResultsView::replayStepFigures()
{
    FaultResultsView view;
    view.setSteps({row(5, "replay", "run", fixture("replay-synthetic.jsonl")),
                   row(6, "replay", "run", fixture("replay-command-exit3.jsonl"))});
    QTreeWidgetItem* synthetic = view.stepItem(5);
    QTreeWidgetItem* stepTime = find(synthetic, QStringLiteral("Step time"));
    QVERIFY(stepTime);
    QCOMPARE(stepTime->text(FaultResultsView::Value), QStringLiteral("p50 2.10 ms, p95 6.14 ms, p99 6.14 ms"));
    QTreeWidgetItem* checkpoint = find(synthetic, QStringLiteral("Checkpoint"));
    QVERIFY(checkpoint);
    QCOMPARE(checkpoint->text(FaultResultsView::Value), QStringLiteral("p50 3.32 ms, max 3.96 ms"));
    QVERIFY(!find(synthetic, QStringLiteral("Tokens/s")));
    QCOMPARE(verdict(synthetic), QStringLiteral("ok"));

    QTreeWidgetItem* command = view.stepItem(6);
    QTreeWidgetItem* tokens = find(command, QStringLiteral("Tokens/s"));
    QVERIFY(tokens);
    QCOMPARE(tokens->text(FaultResultsView::Value), QStringLiteral("average 3,003"));
    QTreeWidgetItem* job = find(command, QStringLiteral("Job"));
    QCOMPARE(job->text(FaultResultsView::Value), QStringLiteral("exit status 3"));
    QCOMPARE(verdict(job), QStringLiteral("failed"));
}

void TestFaultResultsView::killedJobIsAFailedResult()
{
    FaultResultsView view;
    view.setSteps({row(1, "replay", "during", fixture("replay-command-killed.jsonl"))});
    QTreeWidgetItem* job = find(view.stepItem(1), QStringLiteral("Job"));
    QVERIFY(job);
    QCOMPARE(job->text(FaultResultsView::Value), QStringLiteral("killed by signal 9"));
    QCOMPARE(verdict(job), QStringLiteral("failed"));
    // The agent itself ended ok: no run-outcome line, the job's failure is the result.
    QVERIFY(!find(view.stepItem(1), QStringLiteral("Replay run")));
}

QTEST_MAIN(TestFaultResultsView)
#include "testfaultresultsview.moc"
