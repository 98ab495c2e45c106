// SPDX-License-Identifier: Apache-2.0
#include "benchmarks/benchmarkspage.h"
#include "benchmarks/dispatchpanel.h"
#include "benchmarks/dispatchprofiledialog.h"
#include "charts/chartdata.h"
#include "domain/questionnairecatalog.h"
#include "evidence/costdecisionsnapshot.h"
#include "findchild.h"
#include "loopbackprofile.h"
#include "mainwindow.h"
#include "processrun.h"
#include "remote/connectionprofilerepository.h"
#include "remote/dispatchrunrepository.h"
#include "sshdharness.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/costrepository.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "windowfixture.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProcessEnvironment>
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
        QVERIFY(m_work.isValid());
    }

    void cleanupTestCase()
    {
        SshdHarness::killProcessesMentioning(m_remote.path());
        m_sshd.reset();
    }

    void connectionsMadeInTheWindowCarryRunsToTheirCandidates()
    {
        openWindow();
        QVERIFY(m_window->newProject(m_work.filePath(QStringLiteral("journey.fabwb"))));
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
        m_projectPath = project.path();
        closeWindow();
    }

    // Issue 19's journey on the same project: each candidate gets a vendor log, a plan run with a fault and counters,
    // an answered claim linked to its run and cost inputs; then every automatic score reaches the Decision page,
    // `decision --json` and the report in German and Japanese with the same figures and where they came from.
    void evidenceReachesTheDecision()
    {
        QVERIFY2(!m_projectPath.isEmpty(), "the connection journey made no project");
        const QString project = m_projectPath;
        QDir().mkpath(work("state"));
        QFile planFile(work("plan.json"));
        QVERIFY(planFile.open(QIODevice::WriteOnly));
        planFile.write(QStringLiteral(R"({
  "format": "fabric-workbench-plan", "version": 1, "name": "fault and counters",
  "steps": [
    {"kind": "fault", "label": "burst", "args": ["--kind", "storage-burst", "--path", "%1", "--bytes", "1M",
     "--state-dir", "%2"], "ttl_s": 300, "lease_s": 60, "bench": ["-b", "8", "-e", "64", "-f", "8", "-n", "10"],
     "recovery_tolerance": 10, "recovery_max_s": 60},
    {"kind": "counters", "label": "counters"}
  ]})")
                           .arg(work("burst.bin"), work("state"))
                           .toUtf8());
        planFile.close();

        const QList<std::pair<QString, QString>> offers = {
            {QStringLiteral("Acme"), QStringLiteral("nccl_allreduce_h100_2node_16rank_oci_roce.txt")},
            {QStringLiteral("Blue"), QStringLiteral("nccl_allreduce_h100_2node_16rank_gcp_a3mega_full_sweep.txt")}};
        for (const auto& [supplier, log] : offers) {
            const QString fixture = QStringLiteral(FW_SOURCE_DIR "/tests/fixtures/logs/") + log;
            for (const QStringList& command :
                 {QStringList{QStringLiteral("import"), QStringLiteral("--project"), project,
                              QStringLiteral("--candidate"), supplier, QStringLiteral("--source"),
                              QStringLiteral("vendor"), fixture},
                  QStringList{QStringLiteral("connection"), QStringLiteral("add"), QStringLiteral("--project"), project,
                              QStringLiteral("--candidate"), supplier, QStringLiteral("--name"), QStringLiteral("here"),
                              QStringLiteral("--local"), QStringLiteral("--cluster-node")},
                  QStringList{QStringLiteral("plan"), QStringLiteral("--project"), project,
                              QStringLiteral("--candidate"), supplier, QStringLiteral("--connection"),
                              QStringLiteral("here"), QStringLiteral("--plan"), planFile.fileName()}}) {
                const testsupport::ProcessResult result = workbench(command);
                QVERIFY2(result.succeeded(), result.describe().constData());
            }
        }

        // A claim answered in the window, linked from the command line to the candidate's own run.
        {
            auto file = core::ProjectFile::open(project);
            core::QuestionnaireRepository answers(*file);
            core::CostRepository costs(*file);
            for (const core::Candidate& candidate : core::CandidateRepository(*file).all()) {
                const core::QuestionnaireCatalog& catalog = core::QuestionnaireCatalog::forFabric(candidate.fabric);
                const auto claim = std::find_if(catalog.questions().cbegin(), catalog.questions().cend(),
                                                [](const core::Question& q) { return q.numericClaim; });
                QVERIFY(claim != catalog.questions().cend());
                answers.setAnswer(candidate.id, claim->key,
                                  {QStringLiteral("all_reduce: 0.05 GB/s bus bandwidth at 4 KiB"),
                                   core::AnswerStatus::Answered,
                                   {},
                                   {}});
                const qint64 own = ownRun(*file, candidate.id);
                QVERIFY(own > 0);
                const testsupport::ProcessResult link = workbench(
                    {QStringLiteral("questionnaire"), QStringLiteral("link"), QStringLiteral("--project"), project,
                     QStringLiteral("--candidate"), QString::number(candidate.id), QStringLiteral("--question"),
                     QString::number(claim->number), QStringLiteral("--run"), QString::number(own)});
                QVERIFY2(link.succeeded(), link.describe().constData());
                costs.setInput(candidate.id, core::CostInputKey::ComputeCapacity,
                               {core::InputSource::Quoted, 120000.0, QStringLiteral("offer, monthly")});
                costs.setInput(candidate.id, core::CostInputKey::OperationsHours,
                               {core::InputSource::Typed, 40.0, QStringLiteral("our estimate")});
            }
        }

        openWindow();
        QVERIFY(m_languages->setLanguage(QStringLiteral("en"))); // as the command line speaks under LANG=C
        QVERIFY(m_window->openProject(project));
        const core::CostDecisionSnapshot snapshot = core::CostDecisionSnapshot::load(m_window->project());
        const testsupport::ProcessResult decision =
            workbench({QStringLiteral("decision"), QStringLiteral("--project"), project, QStringLiteral("--json")});
        QVERIFY2(decision.succeeded(), decision.describe().constData());
        const QJsonObject json = QJsonDocument::fromJson(decision.out).object();
        QStringList german;
        QStringList japanese;
        for (const auto& [language, text] :
             {std::pair{QStringLiteral("de"), &german}, {QStringLiteral("ja"), &japanese}}) {
            const QString out = work(QStringLiteral("report-%1.html").arg(language));
            const testsupport::ProcessResult report =
                workbench({QStringLiteral("report"), QStringLiteral("--project"), project, QStringLiteral("--out"), out,
                           QStringLiteral("--lang"), language, QStringLiteral("--format"), QStringLiteral("html")});
            QVERIFY2(report.succeeded(), report.describe().constData());
            QFile html(out);
            QVERIFY(html.open(QIODevice::ReadOnly));
            *text << QString::fromUtf8(html.readAll());
        }

        const QStringList automatic = {QStringLiteral("tail_latency"), QStringLiteral("bus_bandwidth"),
                                       QStringLiteral("fault_behaviour"), QStringLiteral("counters_health"),
                                       QStringLiteral("questionnaire_completeness")};
        for (qsizetype k = 0; k < snapshot.criteria.size(); ++k) {
            const core::Criterion& criterion = snapshot.criteria.at(k);
            const QString key = criterion.builtin ? core::storageKey(*criterion.builtin) : QString();
            if (!automatic.contains(key))
                continue;
            const QJsonObject row = criterionJson(json, criterion.id);
            QVERIFY2(!row.isEmpty(), qPrintable(key));
            for (qsizetype c = 0; c < snapshot.candidates.size(); ++c) {
                const core::ScoreCell& cell = snapshot.cells.at(k).at(c);
                const QString what = key + QStringLiteral(" of ") + snapshot.candidates.at(c).supplier;
                // Computed from evidence, never typed, and saying where from.
                QVERIFY2(cell.score, qPrintable(what));
                QVERIFY2(!cell.source.isEmpty(), qPrintable(what));
                const QJsonObject jsonCell = row.value(u"cells").toArray().at(c).toObject();
                QCOMPARE(jsonCell.value(u"kind").toString(), QStringLiteral("automatic"));
                QCOMPARE(jsonCell.value(u"score").toDouble(), *cell.score);
                QCOMPARE(jsonCell.value(u"source").toString(), cell.source);
                if (key == u"tail_latency" || key == u"bus_bandwidth") {
                    QVERIFY2(!jsonCell.value(u"runs").toArray().isEmpty(), qPrintable(what));
                    for (const QJsonValue& run : jsonCell.value(u"runs").toArray())
                        QVERIFY2(cell.source.contains(QString::number(run.toInteger())), qPrintable(cell.source));
                }
                if (key == u"fault_behaviour" || key == u"counters_health")
                    QVERIFY2(!jsonCell.value(u"plan_steps").toArray().isEmpty(), qPrintable(what));
                // The report shows the same score, in each language's number format.
                QVERIFY2(german.constFirst().contains(QLocale(QLocale::German).toString(*cell.score, 'f', 2)),
                         qPrintable(what));
                QVERIFY2(japanese.constFirst().contains(QLocale(QLocale::Japanese).toString(*cell.score, 'f', 2)),
                         qPrintable(what));
            }
        }
        // The claim check reached the report beside the measurement.
        QVERIFY(german.constFirst().contains(QStringLiteral("0,05")));
        closeWindow();
    }

private:
    // The command line as a user runs it, in English, able to start mpirun ranks as root.
    static testsupport::ProcessResult workbench(const QStringList& arguments)
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        environment.remove(QStringLiteral("LC_ALL"));
        environment.insert(QStringLiteral("OMPI_ALLOW_RUN_AS_ROOT"), QStringLiteral("1"));
        environment.insert(QStringLiteral("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"), QStringLiteral("1"));
        return testsupport::runProcess(QStringLiteral(FW_WORKBENCH), arguments, environment);
    }

    // The candidate's first own measurement (a run of the agent).
    static qint64 ownRun(core::ProjectFile& project, qint64 candidateId)
    {
        for (const core::BenchmarkRun& run : core::BenchmarkRunRepository(project).list()) {
            if (run.candidateId == candidateId && run.source == core::RunSource::OwnMeasurement)
                return run.id;
        }
        return 0;
    }

    static QJsonObject criterionJson(const QJsonObject& json, qint64 id)
    {
        for (const QJsonValue& criterion : json.value(u"criteria").toArray()) {
            if (criterion.toObject().value(u"id").toInteger() == id)
                return criterion.toObject();
        }
        return {};
    }

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
    QTemporaryDir m_work;  // the project and its files, kept from one test function to the next
    QString m_projectPath; // the project the connection journey made

    QString work(const char* name) const { return m_work.filePath(QString::fromLatin1(name)); }
    QString work(const QString& name) const { return m_work.filePath(name); }
    QTemporaryDir m_remote;
};

QTEST_MAIN(TestConnectionJourney)
#include "testconnectionjourney.moc"
