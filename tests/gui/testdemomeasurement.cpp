// SPDX-License-Identifier: Apache-2.0
#include "demomeasurement.h"
#include "findchild.h"
#include "remote/dispatchrunrepository.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/projectfile.h"
#include "windowfixture.h"

#include <QFile>
#include <QLabel>
#include <QProgressBar>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace fw;
using app::DemoMeasurement;
using app::MainWindow;

// The demo's real measurement of this computer (issue 20), with the agent built in this tree and the system's mpirun:
// a fresh demo measures once and stores the run as this computer's, of no candidate; opening it again measures
// nothing; without mpirun on PATH nothing starts and the banner says why; closing the demo cancels the run.
class TestDemoMeasurement : public QObject, private WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // CI runs as root, where Open MPI starts ranks only when told to.
        qputenv("OMPI_ALLOW_RUN_AS_ROOT", "1");
        qputenv("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1");
    }

    void init()
    {
        openWindow();
        QFile::remove(MainWindow::demoProjectPath()); // a fresh demo every time: it measures only when built
    }

    void cleanup()
    {
        // A test that failed half-way leaves no run behind: the window cancels it on closing the project.
        if (m_window) {
            m_window->closeProject();
            QTRY_VERIFY_WITH_TIMEOUT(!m_window->demoMeasurement()->isRunning(), 60000);
        }
        closeWindow();
    }

    void aFreshDemoMeasuresThisComputerOnce()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("mpirun")).isEmpty())
            QSKIP("needs mpirun (Open MPI, installed by packaging/install-deps.sh)");
        DemoMeasurement* measurement = m_window->demoMeasurement();
        QSignalSpy stored(measurement, &DemoMeasurement::stored);
        QSignalSpy ended(measurement, &DemoMeasurement::ended);
        QVERIFY(m_window->openDemoProject());
        // Started, without blocking: the window is already the demo's, and the status bar shows the run.
        QVERIFY(measurement->isRunning());
        QVERIFY(m_window->project());
        QVERIFY(child<QProgressBar>(m_window.get(), "measurementProgress")->isVisible());
        QVERIFY(!child<QLabel>(m_window.get(), "measurementStatus")->text().isEmpty());

        QTRY_VERIFY_WITH_TIMEOUT(!ended.isEmpty(), 60000);
        QVERIFY2(stored.size() == 1, qPrintable(ended.constFirst().constFirst().toString()));
        QVERIFY(!measurement->isRunning());
        QVERIFY(!child<QProgressBar>(m_window.get(), "measurementProgress")->isVisible());
        const QString status =
            child<QLabel>(m_window.get(), "measurementStatus")->toolTip(); // whole, however narrow the bar
        QVERIFY2(status.contains(u"9 message size"), qPrintable(status));

        const qint64 id = stored.constFirst().constFirst().toLongLong();
        const core::BenchmarkRun run = core::BenchmarkRunRepository(*m_window->project()).load(id);
        QCOMPARE(run.source, core::RunSource::OwnMeasurement);
        QVERIFY(!run.candidateId); // this computer is none of the offers
        QCOMPARE(run.label, QStringLiteral("Measured on this computer (not a candidate's fabric)"));
        QVERIFY(run.notes.contains(u"not the fabric of any candidate"));
        QCOMPARE(run.ranks.value_or(0), DemoMeasurement::kRanks);
        // -b 8 -e 1M -f 4: 8 B to 512 KiB, each measured with real times and bandwidths.
        QSet<qint64> sizes;
        for (const core::SizeResult& row : run.results) {
            sizes.insert(row.bytes);
            QVERIFY(row.p50Us > 0);
            QVERIFY(row.p99Us >= row.p50Us);
            QVERIFY(row.busbwGBs >= 0);
        }
        QCOMPARE(sizes.size(), 9);
        QVERIFY(sizes.contains(8) && sizes.contains(512 * 1024));
        // Provenance: the dispatch it came from, through mpirun with two ranks.
        const std::optional<core::StoredDispatch> dispatch =
            core::DispatchRunRepository(*m_window->project()).ofBenchmarkRun(id);
        QVERIFY(dispatch);
        QCOMPARE(dispatch->result.status, core::DispatchResult::Status::Complete);
        QVERIFY2(dispatch->result.command.contains(u"mpirun -np 2"), qPrintable(dispatch->result.command));
        QVERIFY(!dispatch->candidateId);

        // Opened again, the demo is current: nothing is measured again, and the run stays.
        m_window->closeProject();
        QVERIFY(m_window->openDemoProject());
        QVERIFY(!measurement->isRunning());
        QCOMPARE(stored.size(), 1);
        QCOMPARE(ownRunsOfNoCandidate(), 1);
    }

    void withoutMpirunNothingStarts()
    {
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", QFile::encodeName(m_dir->path())); // a folder without mpirun
        const bool opened = m_window->openDemoProject();
        const bool running = m_window->demoMeasurement()->isRunning();
        qputenv("PATH", path);
        QVERIFY(opened);
        QVERIFY(!running);
        QVERIFY2(m_window->banner()->text().contains(u"needs mpirun"), qPrintable(m_window->banner()->text()));
        QCOMPARE(ownRunsOfNoCandidate(), 0);
        for (const core::StoredDispatch& dispatch : core::DispatchRunRepository(*m_window->project()).all())
            QVERIFY(dispatch.plan); // only the example plan runs' dispatches
    }

    void closingTheDemoCancelsTheMeasurement()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("mpirun")).isEmpty())
            QSKIP("needs mpirun (Open MPI, installed by packaging/install-deps.sh)");
        DemoMeasurement* measurement = m_window->demoMeasurement();
        QSignalSpy ended(measurement, &DemoMeasurement::ended);
        QVERIFY(m_window->openDemoProject());
        QVERIFY(measurement->isRunning());
        m_window->closeProject();
        QTRY_VERIFY_WITH_TIMEOUT(!measurement->isRunning(), 60000);
        QCOMPARE(ended.size(), 1);
        QVERIFY(ended.constFirst().constFirst().toString().contains(u"cancelled"));
        // Nothing was stored as a run, and what was written of the dispatch did not end complete.
        const auto project = core::ProjectFile::open(MainWindow::demoProjectPath());
        for (const core::BenchmarkRun& run : core::BenchmarkRunRepository(*project).list())
            QVERIFY(run.candidateId);
        for (const core::StoredDispatch& dispatch : core::DispatchRunRepository(*project).all())
            QVERIFY(dispatch.plan || dispatch.result.status != core::DispatchResult::Status::Complete);
    }

private:
    int ownRunsOfNoCandidate() const
    {
        int count = 0;
        for (const core::BenchmarkRun& run : core::BenchmarkRunRepository(*m_window->project()).list())
            count += run.source == core::RunSource::OwnMeasurement && !run.candidateId;
        return count;
    }
};

QTEST_MAIN(TestDemoMeasurement)
#include "testdemomeasurement.moc"
