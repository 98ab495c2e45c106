// SPDX-License-Identifier: Apache-2.0
#include "../ingest/ingesttest.h"
#include "benchmarks/benchmarkruntablemodel.h"
#include "benchmarks/benchmarkspage.h"
#include "benchmarks/importcontroller.h"
#include "benchmarks/runeditdialog.h"
#include "common/projectcontext.h"
#include "findchild.h"
#include "ingest/importerror.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "settings.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"
#include "windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDropEvent>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QUndoStack>
#include <algorithm>

using namespace fw::app;
using namespace fw::core;

class TestBenchmarksPage : public QObject, private WindowFixture
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void droppedFixtureShowsWithItsSource();
    void everyFixtureDropsAtOnce();
    void refusedFilesSayWhyAndStoreNothing();
    void failedRunIsKeptAsAFailedAttemptOnRequest();
    void ownMeasurementFromTheSourceChoice();
    void fileMenuHasImport();
    void importActionAsksForFiles();
    void runsAreManagedAndEveryChangeUndoes();
    void importShowsEverywhereAtOnceAndUndoes();
    void detailsNameTheStragglerHost();

private:
    bool drop(const QStringList& paths);
    QString cell(int row, BenchmarkRunTableModel::Column column) const;
};

void TestBenchmarksPage::init()
{
    openWindow(false);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(m_window->newProject(m_dir->filePath(QStringLiteral("buy.fabwb"))));
    CandidateRepository(*m_window->project())
        .add(Candidate{.supplier = QStringLiteral("Acme Cloud"), .offerName = QStringLiteral("H100 IB")});
}

void TestBenchmarksPage::cleanup()
{
    closeWindow();
}

bool TestBenchmarksPage::drop(const QStringList& paths)
{
    QMimeData data;
    QList<QUrl> urls;
    for (const QString& path : paths)
        urls << QUrl::fromLocalFile(path);
    data.setUrls(urls);
    const QPoint centre = m_window->rect().center();
    QDragEnterEvent enter(centre, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &enter);
    if (!enter.isAccepted())
        return false;
    QDropEvent dropped(centre, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &dropped);
    return dropped.isAccepted();
}

QString TestBenchmarksPage::cell(int row, BenchmarkRunTableModel::Column column) const
{
    const BenchmarkRunTableModel* model = m_window->benchmarksPage()->model();
    return model->data(model->index(row, column)).toString();
}

void TestBenchmarksPage::droppedFixtureShowsWithItsSource()
{
    BenchmarksPage* page = m_window->benchmarksPage();
    QVERIFY(drop({ingesttest::fixture("nccl_allreduce_gh200_2node_wrong_nonzero_FAILED.txt")}));
    QCOMPARE(m_window->currentPage(), MainWindow::Page::Benchmarks);
    QTRY_COMPARE(page->model()->rowCount(), 1);
    QTRY_VERIFY(!page->importController()->isRunning());
    QCOMPARE(cell(0, BenchmarkRunTableModel::Source), QStringLiteral("Vendor claim"));
    QCOMPARE(cell(0, BenchmarkRunTableModel::Candidate), QStringLiteral("Acme Cloud / H100 IB"));
    QCOMPARE(cell(0, BenchmarkRunTableModel::Tool), QStringLiteral("nccl-tests 2.17.8"));
    QCOMPARE(cell(0, BenchmarkRunTableModel::Test), QStringLiteral("all_reduce (nccl)"));
    QCOMPARE(cell(0, BenchmarkRunTableModel::Placement), QStringLiteral("2 ranks on 2 nodes"));
    QCOMPARE(cell(0, BenchmarkRunTableModel::Correctness), QStringLiteral("Checked, FAILED"));
    QCOMPARE(cell(0, BenchmarkRunTableModel::File),
             QStringLiteral("nccl_allreduce_gh200_2node_wrong_nonzero_FAILED.txt"));
    QVERIFY(m_prompts.errors.isEmpty());
    QVERIFY(
        child<QLabel>(page, "importStatus")->text().contains(QLatin1String("Files imported: 1, refused: 0; 1 run")));
}

void TestBenchmarksPage::everyFixtureDropsAtOnce()
{
    const QDir fixtures(QStringLiteral(FW_LOG_DIR));
    QStringList paths;
    for (const QString& name : fixtures.entryList({QStringLiteral("*.txt")}, QDir::Files))
        paths << fixtures.filePath(name);
    QVERIFY(drop(paths));
    BenchmarksPage* page = m_window->benchmarksPage();
    QTRY_VERIFY_WITH_TIMEOUT(!page->importController()->isRunning(), 30000);
    qsizetype runs = 0;     // a file with several tests gives several runs
    QStringList failedRuns; // logs of runs that failed (issue 41): refused, each with its reason
    for (const QString& path : std::as_const(paths)) {
        try {
            runs += fw::core::Importer::readFile(path).size();
        } catch (const fw::core::ImportError& error) {
            QVERIFY2(QString::fromUtf8(error.what()).contains(QLatin1String("the run failed")), error.what());
            failedRuns << QFileInfo(path).fileName();
        }
    }
    QCOMPARE(failedRuns.size(), 2);
    const QString errors = m_prompts.errors.join(QLatin1Char('\n'));
    for (const QString& name : std::as_const(failedRuns))
        QVERIFY2(errors.contains(name + QLatin1String(", line ")), qPrintable(errors));
    QCOMPARE(errors.count(QLatin1String("the run failed")), failedRuns.size());
    QVERIFY(runs > paths.size());
    QCOMPARE(page->model()->rowCount(), runs);
    int unverified = 0;
    for (int row = 0; row < page->model()->rowCount(); ++row) {
        QCOMPARE(cell(row, BenchmarkRunTableModel::Source), QStringLiteral("Vendor claim"));
        unverified += cell(row, BenchmarkRunTableModel::Correctness) == QLatin1String("Unverified");
    }
    // nccl-tests: 2 old logs with validation 0, 2 srun-labelled logs and 2 all_gather logs with N/A, one rccl-tests
    // alltoall with N/A in place; OSU: 12 one-test logs (one of them an old title without version), the 9 runs of one
    // and 2 runs each of two more; 10 perftest logs (perftest checks nothing).
    QCOMPARE(unverified, 42);
}

void TestBenchmarksPage::refusedFilesSayWhyAndStoreNothing()
{
    const QString bad = m_dir->filePath(QStringLiteral("vendor.txt"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("#  size count type redop root time algbw busbw #wrong time algbw busbw #wrong\n"
               "  8 2 float sum -1 10.0 0.00 0.00 0 10.0 0.00 0.00 0\n"
               "  16 4 float sum -1 1O.0 0.00 0.00 0 10.0 0.00 0.00 0\n");
    file.close();
    const QString good = ingesttest::fixture("osu_latency_2node_oci_roce_v7.5_single_size.txt");
    QVERIFY(drop({bad, good, good}));
    BenchmarksPage* page = m_window->benchmarksPage();
    QTRY_VERIFY(!page->importController()->isRunning());
    QCOMPARE(page->model()->rowCount(), 1); // the good file once; the bad one left nothing
    QCOMPARE(m_prompts.errors.size(), 1);
    const QString& message = m_prompts.errors.constFirst();
    QVERIFY2(
        message.contains(QLatin1String("vendor.txt, line 3: expected a number in column 6 (time), found \"1O.0\"")),
        qPrintable(message));
    QVERIFY2(message.contains(QLatin1String("was already imported on")), qPrintable(message));
}

// Issue 41: a supplier's log of a run that failed is refused, and the window offers to keep it as a failed attempt of
// the candidate (what `import --salvage` does); kept, it shows its error and never counts as passed.
void TestBenchmarksPage::failedRunIsKeptAsAFailedAttemptOnRequest()
{
    const QString log = ingesttest::fixture("nccl_alltoall_h800_2node_16rank_cuda_failure_mid_table.txt");
    m_prompts.salvageAnswer = true;
    QVERIFY(drop({log}));
    BenchmarksPage* page = m_window->benchmarksPage();
    QTRY_VERIFY(!page->importController()->isRunning());
    QCOMPARE(m_prompts.errors.size(), 1);
    const QString& prompt = m_prompts.errors.constFirst();
    QVERIFY2(prompt.contains(QLatin1String("the run failed")), qPrintable(prompt));
    QVERIFY2(prompt.contains(QLatin1String("a failed run is kept as a failed attempt of the candidate")),
             qPrintable(prompt));
    // The salvaging import runs after the prompt: one run, with the failure the log reports.
    QTRY_COMPARE(page->model()->rowCount(), 1);
    QTRY_VERIFY(!page->importController()->isRunning());
    const BenchmarkRunRepository repository(*m_window->project());
    const QList<BenchmarkRun> runs = repository.list();
    QCOMPARE(runs.size(), 1);
    const BenchmarkRun kept = repository.load(runs.constFirst().id);
    QVERIFY(kept.failure.has_value());
    QVERIFY2(kept.failure->error.contains(QLatin1String("Test CUDA failure common.cu:389")),
             qPrintable(kept.failure->error));
    QVERIFY(cell(0, BenchmarkRunTableModel::Correctness) != QLatin1String("Passed"));
}

void TestBenchmarksPage::ownMeasurementFromTheSourceChoice()
{
    m_window->showPage(MainWindow::Page::Benchmarks);
    BenchmarksPage* page = m_window->benchmarksPage();
    QComboBox* source = child<QComboBox>(page, "source");
    source->setCurrentIndex(source->findData(int(RunSource::OwnMeasurement)));
    page->importFiles({ingesttest::fixture("perftest_ib_write_lat_rdma_cm_dgx_spark_roce.txt")});
    QTRY_COMPARE(page->model()->rowCount(), 1);
    QCOMPARE(cell(0, BenchmarkRunTableModel::Source), QStringLiteral("Own measurement"));
    QCOMPARE(cell(0, BenchmarkRunTableModel::Correctness), QStringLiteral("Unverified"));
}

void TestBenchmarksPage::fileMenuHasImport()
{
    QVERIFY(m_window->importAction());
    QCOMPARE(m_window->importAction()->text(), QStringLiteral("&Import Benchmark Logs..."));
    m_window->closeProject();
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(ingesttest::fixture("osu_reduce_full_f_200node_ib_v6.2.txt"))});
    QDragEnterEvent enter(QPoint(1, 1), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &enter);
    QVERIFY(!enter.isAccepted()); // no project: nothing to import into
}

// File > Import asks through Prompts, so the chosen files reach the same import as a drop.
void TestBenchmarksPage::importActionAsksForFiles()
{
    m_prompts.filesAnswer = {ingesttest::fixture("osu_reduce_full_f_200node_ib_v6.2.txt")};
    m_window->importAction()->trigger();
    BenchmarksPage* page = m_window->benchmarksPage();
    QCOMPARE(m_window->currentPage(), MainWindow::Page::Benchmarks);
    QTRY_COMPARE(page->model()->rowCount(), 1);
    QTRY_VERIFY(!page->importController()->isRunning());
    QCOMPARE(cell(0, BenchmarkRunTableModel::File), QStringLiteral("osu_reduce_full_f_200node_ib_v6.2.txt"));
    QVERIFY(m_prompts.errors.isEmpty());
}

// Runs are records like any other: moved between candidates, marked as claim or measurement, labelled and deleted
// from the list's context menu or with the Delete key, each change undone from the Edit menu's stack.
void TestBenchmarksPage::runsAreManagedAndEveryChangeUndoes()
{
    BenchmarksPage* page = m_window->benchmarksPage();
    ProjectFile& project = *m_window->project();
    const qint64 acme = CandidateRepository(project).all().constFirst().id;
    const qint64 blue = CandidateRepository(project).add(
        Candidate{.supplier = QStringLiteral("Blue"), .offerName = QStringLiteral("RoCE pod")});
    QVERIFY(drop({ingesttest::fixture("nccl_allreduce_h100_2node_16rank_oci_roce.txt"),
                  ingesttest::fixture("nccl_allreduce_gh200_2node_slingshot_v2.18.2.txt")}));
    QTRY_VERIFY_WITH_TIMEOUT(!page->importController()->isRunning(), 60000);
    QTRY_COMPARE(page->model()->rowCount(), 2);
    const auto stored = [&] { return BenchmarkRunRepository(project).list(); };
    const auto everyRun = [&](auto predicate) {
        const QList<BenchmarkRun> runs = stored();
        return runs.size() == 2 && std::all_of(runs.cbegin(), runs.cend(), predicate);
    };
    QTableView* view = child<QTableView>(page, "runTable");
    QUndoStack* undo = m_window->undoStack();

    // Both runs to Blue, through the context menu's candidate list; undo gives them back to Acme.
    view->selectAll();
    auto* menu = child<QMenu>(view, "moveRunsMenu");
    emit menu->aboutToShow();
    QAction* toBlue = nullptr;
    for (QAction* action : menu->actions()) {
        if (action->data().toLongLong() == blue)
            toBlue = action;
    }
    QVERIFY(toBlue);
    toBlue->trigger();
    QVERIFY(everyRun([&](const BenchmarkRun& r) { return r.candidateId == blue; }));
    QCOMPARE(cell(0, BenchmarkRunTableModel::Candidate), QStringLiteral("Blue / RoCE pod"));
    undo->undo();
    QVERIFY(everyRun([&](const BenchmarkRun& r) { return r.candidateId == acme; }));

    // A vendor's log re-labelled as our own measurement, and back.
    view->selectAll();
    child<QAction>(view, "markOwnMeasurement")->trigger();
    QVERIFY(everyRun([](const BenchmarkRun& r) { return r.source == RunSource::OwnMeasurement; }));
    undo->undo();
    QVERIFY(everyRun([](const BenchmarkRun& r) { return r.source == RunSource::VendorClaim; }));

    // One run's label and notes, in the dialog.
    view->selectRow(0);
    const qint64 labelled = page->model()->run(0).id;
    QTimer::singleShot(0, [] {
        auto* dialog = qobject_cast<RunEditDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        child<QLineEdit>(dialog, "label")->setText(QStringLiteral("Acceptance baseline"));
        child<QPlainTextEdit>(dialog, "notes")->setPlainText(QStringLiteral("Sent by the supplier on 3 March."));
        dialog->accept();
    });
    child<QAction>(view, "editRun")->trigger();
    QCOMPARE(BenchmarkRunRepository(project).load(labelled).label, QStringLiteral("Acceptance baseline"));
    QCOMPARE(cell(page->model()->rowOf(labelled), BenchmarkRunTableModel::Label),
             QStringLiteral("Acceptance baseline"));

    // The Delete key deletes the selection after saying what relies on the runs; undo brings back every row.
    const int rows = int(BenchmarkRunRepository(project).load(labelled).results.size());
    QApplication::setActiveWindow(m_window.get());
    view->selectAll();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Delete);
    QTRY_VERIFY(stored().isEmpty());
    QVERIFY2(m_prompts.questions.constLast().contains(QLatin1String("The Cost page counts it in the acceptance rate")),
             qPrintable(m_prompts.questions.constLast()));
    QCOMPARE(page->model()->rowCount(), 0);
    undo->undo();
    QCOMPARE(stored().size(), 2);
    const BenchmarkRun back = BenchmarkRunRepository(project).load(labelled);
    QCOMPARE(back.results.size(), rows);
    QCOMPARE(back.label, QStringLiteral("Acceptance baseline"));
    QCOMPARE(page->model()->rowCount(), 2);
    QVERIFY2(m_prompts.errors.isEmpty(), qPrintable(m_prompts.errors.join(u'\n')));
}

// Issue 42: after two imports the navigation still said "0 own runs, 0 claims" until another step was opened, and an
// import could not be undone. Now the navigation follows the import where the user is, and undo removes its runs.
void TestBenchmarksPage::importShowsEverywhereAtOnceAndUndoes()
{
    BenchmarksPage* page = m_window->benchmarksPage();
    ProjectFile& project = *m_window->project();
    QListWidgetItem* step = m_window->navigation()->item(int(MainWindow::Page::Benchmarks));
    // The step's state: "0 own runs, 2 claims" (in English "(s)" where the plural file is not loaded).
    const auto says = [step](int claims) {
        return step->text().contains(QRegularExpression(QStringLiteral("\\n0 own run[^,]*, %1 claim").arg(claims)));
    };
    m_window->showPage(MainWindow::Page::Benchmarks);
    m_window->context().notifyEdited(); // init() added the candidate behind the window's back
    QVERIFY2(says(0), qPrintable(step->text()));
    QVERIFY(drop({ingesttest::fixture("nccl_allreduce_h100_2node_16rank_oci_roce.txt")}));
    QTRY_VERIFY_WITH_TIMEOUT(!page->importController()->isRunning(), 60000);
    QCOMPARE(m_window->currentPage(), MainWindow::Page::Benchmarks); // no other step was opened
    QVERIFY2(says(1), qPrintable(step->text()));
    const qint64 first = BenchmarkRunRepository(project).list().constFirst().id;
    QVERIFY(drop({ingesttest::fixture("nccl_allreduce_gh200_2node_slingshot_v2.18.2.txt")}));
    QTRY_VERIFY_WITH_TIMEOUT(!page->importController()->isRunning(), 60000);
    QVERIFY2(says(2), qPrintable(step->text()));

    // Each import is an entry on the undo stack, named after its file: undo deletes its run, redo brings it back.
    QUndoStack* undo = m_window->undoStack();
    QCOMPARE(undo->count(), 2);
    QVERIFY2(
        undo->undoText().startsWith(QLatin1String("Import nccl_allreduce_gh200_2node_slingshot_v2.18.2.txt (1 run")),
        qPrintable(undo->undoText()));
    qint64 second = 0;
    for (const BenchmarkRun& run : BenchmarkRunRepository(project).list())
        second = run.id == first ? second : run.id;
    const int rows = int(BenchmarkRunRepository(project).load(second).results.size());
    undo->undo();
    QCOMPARE(BenchmarkRunRepository(project).list().size(), 1);
    QCOMPARE(page->model()->rowCount(), 1);
    QVERIFY2(says(1), qPrintable(step->text()));
    undo->redo();
    QCOMPARE(BenchmarkRunRepository(project).list().size(), 2);
    QCOMPARE(BenchmarkRunRepository(project).load(second).results.size(), rows);
    QCOMPARE(page->model()->rowCount(), 2);
    QVERIFY2(says(2), qPrintable(step->text()));
    undo->undo();
    undo->undo();
    QVERIFY(BenchmarkRunRepository(project).list().isEmpty());
    QCOMPARE(page->model()->rowCount(), 0);
    QVERIFY2(says(0), qPrintable(step->text()));
    QVERIFY2(m_prompts.errors.isEmpty(), qPrintable(m_prompts.errors.join(u'\n')));
}

// A run of 16 ranks on 8 hosts whose host node-3 is 60% slower at every size (57% above the median of all ranks, which
// it pulls up): the run's details name the host.
void TestBenchmarksPage::detailsNameTheStragglerHost()
{
    BenchmarkRun run;
    run.candidateId = CandidateRepository(*m_window->project()).all().constFirst().id;
    run.source = RunSource::OwnMeasurement;
    run.tool = QStringLiteral("fabric-agent");
    run.testName = QStringLiteral("all_reduce");
    run.ranks = 16;
    run.nodes = 8;
    for (int r = 0; r < 16; ++r)
        run.placements << RankPlacement{r, QStringLiteral("node-%1").arg(r / 2), {}, {}};
    for (int s = 0; s < 4; ++s) {
        SizeResult row;
        row.bytes = qint64(1024) << s;
        row.iterations = 200;
        std::vector<float> quantiles;
        for (int r = 0; r < 16; ++r) {
            const float p50 = float(10 + s) * (r / 2 == 3 ? 1.6f : 1.0f + 0.002f * float(r));
            quantiles.insert(quantiles.end(), {p50, p50 * 1.1f, p50 * 1.3f, p50 * 1.4f, p50 * 1.5f});
        }
        row.rankQuantiles = packSamples(quantiles);
        run.results << row;
    }
    run.provenance.sha256 = QString(64, QLatin1Char('7'));
    run.provenance.fileName = QStringLiteral("slow-node.jsonl");
    run.provenance.format = ImportFormat::AgentJsonLines;
    run.provenance.importedAt = QDateTime::currentDateTimeUtc();
    BenchmarkRunRepository(*m_window->project()).add({run});

    m_window->showPage(MainWindow::Page::Benchmarks);
    BenchmarksPage* page = m_window->benchmarksPage();
    page->reload();
    QCOMPARE(page->model()->rowCount(), 1);
    auto* table = child<QTableView>(page, "runTable");
    table->setCurrentIndex(page->model()->index(0, 0));
    const QString details = child<QTextBrowser>(page, "runDetails")->toPlainText();
    QVERIFY2(details.contains(QStringLiteral("Straggler verdict: Straggler host node-3: its ranks are slower than the "
                                             "others at 4 of 4 sizes (median 57% slower")),
             qPrintable(details));
}

QTEST_MAIN(TestBenchmarksPage)
#include "testbenchmarkspage.moc"
