#include "benchmarks/benchmarkspage.h"
#include "benchmarks/dispatchpanel.h"
#include "benchmarks/dispatchprofiledialog.h"
#include "charts/chartdata.h"
#include "findchild.h"
#include "loopbackprofile.h"
#include "mainwindow.h"
#include "processrun.h"
#include "remote/connectionprofilerepository.h"
#include "remote/dispatchrunrepository.h"
#include "sshdharness.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"
#include "windowfixture.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <functional>
#include <memory>

using namespace fw;

// Issue 18's journey, as a buyer makes it: two candidates, each given a connection in the dialog of the Benchmarks
// page (a real sshd on 127.0.0.1, mpirun with two ranks), the agent run for each from the page, each run under its
// candidate on Compare, and the command line running through a connection made in the window.
class TestConnectionJourney : public QObject, private WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_sshd = std::make_unique<SshdHarness>();
        QVERIFY2(m_sshd->isRunning(), qPrintable(m_sshd->error()));
        QVERIFY(m_remote.isValid());
    }

    void cleanupTestCase()
    {
        SshdHarness::killProcessesMentioning(m_remote.path());
        m_sshd.reset();
    }

    void connectionsMadeInTheWindowCarryRunsToTheirCandidates()
    {
        openWindow();
        QVERIFY(m_window->newProject(path("journey.fabwb")));
        core::CandidateRepository candidates(*m_window->project());
        const qint64 acme = candidates.add(
            core::Candidate{.supplier = QStringLiteral("Acme"), .offerName = QStringLiteral("RoCE pod")});
        const qint64 blue =
            candidates.add(core::Candidate{.supplier = QStringLiteral("Blue"), .offerName = QStringLiteral("IB pod")});
        m_prompts.trustAnswer = true; // the first connection meets the harness's host key
        m_window->showPage(app::MainWindow::Page::Benchmarks);
        QWidget* page = m_window->benchmarksPage();
        auto* panel = page->findChild<app::DispatchPanel*>();
        QVERIFY(panel);
        panel->setKnownHostsPath(path("known_hosts"));
        child<QTabWidget>(page, "tabs")->setCurrentWidget(panel);
        auto* candidate = child<QComboBox>(page, "candidate");

        const QList<std::pair<qint64, QString>> offers = {{acme, QStringLiteral("acme-loop")},
                                                          {blue, QStringLiteral("blue-loop")}};
        for (const auto& [id, name] : offers) {
            candidate->setCurrentIndex(candidate->findData(id));
            QCOMPARE(child<QComboBox>(panel, "connection")->count(), 1); // this computer only, so far
            const core::ConnectionProfile wanted = profile(name);
            fillNextDialog([&](app::DispatchProfileDialog* dialog) {
                QCOMPARE(child<QComboBox>(dialog, "candidate")->currentData().toLongLong(), id);
                child<QLineEdit>(dialog, "name")->setText(wanted.name);
                auto* launcher = child<QComboBox>(dialog, "launcher");
                launcher->setCurrentIndex(launcher->findData(int(core::Launcher::Mpirun)));
                child<QLineEdit>(dialog, "host")->setText(wanted.host);
                child<QSpinBox>(dialog, "port")->setValue(wanted.port);
                child<QLineEdit>(dialog, "user")->setText(wanted.user);
                auto* identity = child<QComboBox>(dialog, "identity");
                identity->setCurrentIndex(identity->findData(int(core::Identity::KeyFile)));
                child<QLineEdit>(dialog, "keyFile")->setText(wanted.keyFile);
                child<QLineEdit>(dialog, "workDir")->setText(wanted.workDir);
                child<QPlainTextEdit>(dialog, "nodes")->setPlainText(QStringLiteral("localhost"));
                child<QSpinBox>(dialog, "ranksPerNode")->setValue(2);
                child<QLineEdit>(dialog, "launcherArgs")->setText(wanted.launcherArgs.join(u' '));
            });
            QTest::mouseClick(child<QPushButton>(panel, "newConnection"), Qt::LeftButton);
            QCOMPARE(child<QComboBox>(panel, "connection")->currentText().section(QStringLiteral(" — "), 0, 0), name);

            child<QLineEdit>(panel, "arguments")->setText(QStringLiteral("-b 8 -e 4K -f 8 -n 20"));
            QSignalSpy stored(panel, &app::DispatchPanel::runStored);
            QTest::mouseClick(child<QPushButton>(panel, "run"), Qt::LeftButton);
            // The first run uploads and builds the agent on the "cluster": minutes on a busy 2-core machine.
            QTRY_VERIFY_WITH_TIMEOUT(stored.count() == 1, 900000);
            QVERIFY2(m_prompts.errors.isEmpty(), qPrintable(m_prompts.errors.join(u'\n')));
        }

        // Every dispatch belongs to the candidate chosen on the page, through that candidate's connection.
        core::ProjectFile& project = *m_window->project();
        const QList<core::ConnectionProfile> connections = core::ConnectionProfileRepository(project).all();
        QCOMPARE(connections.size(), 2);
        const QList<core::StoredDispatch> dispatches = core::DispatchRunRepository(project).all();
        QCOMPARE(dispatches.size(), 2);
        for (const core::StoredDispatch& d : dispatches) {
            QCOMPARE(d.result.status, core::DispatchResult::Status::Complete);
            QVERIFY(d.benchmarkRunId && d.profileId);
            const auto profile = std::find_if(connections.cbegin(), connections.cend(),
                                              [&](const core::ConnectionProfile& p) { return p.id == *d.profileId; });
            QVERIFY(profile != connections.cend());
            QCOMPARE(d.candidateId, profile->candidateId);
        }

        // Compare lists each measured run under its own candidate, none without one.
        const QList<app::CompareRun> runs = app::listCompareRuns(project);
        QCOMPARE(runs.size(), 2);
        QSet<qint64> owners;
        for (const app::CompareRun& run : runs) {
            QVERIFY(run.candidateId);
            QCOMPARE(run.source, core::RunSource::OwnMeasurement);
            QCOMPARE(run.ranks, 2);
            owners << *run.candidateId;
        }
        QCOMPARE(owners, (QSet<qint64>{acme, blue}));

        // The command line finds the connection made in the window, by candidate and name, and stores its run there.
        const testsupport::ProcessResult cli = testsupport::runProcess(
            QStringLiteral(FW_WORKBENCH),
            {QStringLiteral("run"), QStringLiteral("--project"), project.path(), QStringLiteral("--candidate"),
             QStringLiteral("Blue"), QStringLiteral("--connection"), QStringLiteral("blue-loop"),
             QStringLiteral("--known-hosts"), path("known_hosts"), QStringLiteral("--"), QStringLiteral("-b"),
             QStringLiteral("8"), QStringLiteral("-e"), QStringLiteral("64"), QStringLiteral("-n"),
             QStringLiteral("10")});
        QVERIFY2(cli.succeeded(), cli.describe().constData());
        const QList<core::StoredDispatch> after = core::DispatchRunRepository(project).all();
        QCOMPARE(after.size(), 3);
        const core::StoredDispatch& last =
            *std::max_element(after.cbegin(), after.cend(), [](const auto& a, const auto& b) { return a.id < b.id; });
        QCOMPARE(last.candidateId, std::optional(blue));
        QCOMPARE(last.result.status, core::DispatchResult::Status::Complete);
        closeWindow();
    }

private:
    core::ConnectionProfile profile(const QString& name) const
    {
        core::ConnectionProfile p = loopbackProfile(*m_sshd, name, {QStringLiteral("localhost")});
        p.workDir = m_remote.path(); // one work folder: the second connection finds the agent already built
        p.launcherArgs = {QStringLiteral("--allow-run-as-root"), QStringLiteral("--oversubscribe")};
        return p;
    }

    // Runs `fill` on the connection dialog that the next click opens, then accepts it: the dialog is modal, and the
    // posted call runs inside its event loop once it is shown.
    static void fillNextDialog(std::function<void(app::DispatchProfileDialog*)> fill)
    {
        QTimer::singleShot(0, [fill] {
            auto* dialog = qobject_cast<app::DispatchProfileDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            fill(dialog);
            dialog->accept();
            QVERIFY2(dialog->result() == QDialog::Accepted, qPrintable(child<QLabel>(dialog, "problems")->text()));
        });
    }

    std::unique_ptr<SshdHarness> m_sshd;
    QTemporaryDir m_remote;
};

QTEST_MAIN(TestConnectionJourney)
#include "testconnectionjourney.moc"
