// SPDX-License-Identifier: Apache-2.0
#include "benchmarks/dispatchpanel.h"

#include "analysis/numberformat.h"
#include "benchmarks/dispatchlivemodel.h"
#include "benchmarks/dispatchprofiledialog.h"
#include "charts/charts.h"
#include "charts/chartview.h"
#include "common/agentjobcontroller.h"
#include "common/objectnames.h"
#include "common/projectcontext.h"
#include "common/projecteditcommand.h"
#include "common/startquestion.h"
#include "domain/agentfacts.h"
#include "prompts.h"
#include "remote/agentbundle.h"
#include "remote/connectionprofilerepository.h"
#include "remote/dispatchrecorder.h"
#include "remote/dispatchrunrepository.h"
#include "remote/launchplan.h"
#include "remote/remoteerror.h"
#include "storage/bomrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSet>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace fw::app {

using core::DispatchResult;

namespace {

// A short sweep that finishes in seconds on a laptop, so a first run shows something real at once.
const QString kDefaultArguments = QStringLiteral("-b 8 -e 4M -f 4 -n 50");

QString durationText(double seconds)
{
    const qint64 total = qint64(seconds + 0.5);
    return QStringLiteral("%1:%2").arg(total / 60).arg(total % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

DispatchPanel::DispatchPanel(Prompts& prompts, ProjectContext& context, QWidget* parent)
    : QWidget(parent), m_prompts(prompts), m_context(context), m_jobs(new AgentJobController(prompts, this)),
      m_intro(new QLabel(this)), m_profiles(named(new QComboBox(this), "connection")),
      m_new(named(new QPushButton(this), "newConnection")), m_edit(named(new QPushButton(this), "editConnection")),
      m_copy(named(new QPushButton(this), "copyConnection")),
      m_delete(named(new QPushButton(this), "deleteConnection")),
      m_candidateHint(named(new QLabel(this), "candidateHint")),
      m_retrust(named(new QPushButton(this), "retrustHostKey")), m_argumentsLabel(new QLabel(this)),
      m_arguments(named(new QLineEdit(kDefaultArguments, this), "arguments")), m_previewLabel(new QLabel(this)),
      m_preview(named(new QPlainTextEdit(this), "preview")), m_run(named(new QPushButton(this), "run")),
      m_cancel(named(new QPushButton(this), "cancel")), m_progress(named(new QProgressBar(this), "progress")),
      m_timing(new QLabel(this)), m_status(named(new QLabel(this), "status")), m_model(new DispatchLiveModel(this)),
      m_table(named(new QTableView(this), "results")), m_chart(named(new CrosshairChartView(this), "chart")),
      m_log(named(new QPlainTextEdit(this), "log")), m_clock(new QTimer(this))
{
    m_intro->setWordWrap(true);
    m_preview->setReadOnly(true);
    m_preview->setMaximumHeight(fontMetrics().lineSpacing() * 4);
    m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_log->setReadOnly(true);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_log->hide();
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_retrust->hide();
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide();

    // p50 and p99 against message size, both on log scales: the tail is the point of the chart. The same axes,
    // units and line styles as the Compare page's tail latency.
    m_chart->setChart(buildLiveLatencyChart());
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(220);

    auto* profileRow = new QHBoxLayout;
    profileRow->addWidget(m_profiles, 1);
    profileRow->addWidget(m_new);
    profileRow->addWidget(m_edit);
    profileRow->addWidget(m_copy);
    profileRow->addWidget(m_delete);
    auto* runRow = new QHBoxLayout;
    runRow->addWidget(m_run);
    runRow->addWidget(m_cancel);
    runRow->addWidget(m_progress, 1);
    runRow->addWidget(m_timing);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_chart);
    splitter->addWidget(m_log);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_candidateHint);
    layout->addLayout(profileRow);
    auto* argumentsRow = new QHBoxLayout;
    argumentsRow->addWidget(m_argumentsLabel);
    argumentsRow->addWidget(m_arguments, 1);
    layout->addLayout(argumentsRow);
    layout->addWidget(m_previewLabel);
    layout->addWidget(m_preview);
    layout->addLayout(runRow);
    layout->addWidget(m_status);
    layout->addWidget(m_retrust, 0, Qt::AlignLeft);
    layout->addWidget(splitter, 1);

    connect(m_profiles, &QComboBox::currentIndexChanged, this, [this] {
        updatePreview();
        updateActions();
    });
    connect(m_arguments, &QLineEdit::textChanged, this, &DispatchPanel::updatePreview);
    connect(m_new, &QPushButton::clicked, this, [this] { editProfile(Edit::Create); });
    connect(m_edit, &QPushButton::clicked, this, [this] { editProfile(Edit::Change); });
    connect(m_copy, &QPushButton::clicked, this, [this] { editProfile(Edit::Copy); });
    connect(m_delete, &QPushButton::clicked, this, &DispatchPanel::deleteProfile);
    connect(m_retrust, &QPushButton::clicked, this, &DispatchPanel::retrustHostKey);
    connect(m_run, &QPushButton::clicked, this, &DispatchPanel::start);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_jobs->cancel();
        m_status->setText(tr("Cancelling: stopping the job and its ranks…"));
    });
    connect(m_jobs, &AgentJobController::started, this, &DispatchPanel::prepareRun);
    connect(m_jobs, &AgentJobController::stageChanged, this, &DispatchPanel::handleStage);
    // Lines go through the run's recorder, which hands them on once they are stored.
    connect(m_jobs, &AgentJobController::agentStarting, this, [this](const DispatchResult& provenance) {
        if (m_recorder)
            m_recorder->begin(provenance);
    });
    connect(m_jobs, &AgentJobController::lineReceived, this, [this](const QByteArray& line) {
        if (m_recorder)
            m_recorder->append(line);
    });
    connect(m_jobs, &AgentJobController::dispatchFinished, this, &DispatchPanel::handleFinished);
    m_clock->setInterval(500);
    connect(m_clock, &QTimer::timeout, this, &DispatchPanel::updateTiming);

    connect(&m_context, &ProjectContext::changed, this, &DispatchPanel::projectChanged);
    // An undo or redo of a connection edit shows at once.
    connect(m_context.undoStack(), &QUndoStack::indexChanged, this, [this] {
        if (!isRunning())
            reloadProfiles(m_profiles->currentData().toLongLong());
    });

    m_candidateHint->setWordWrap(true);
    m_candidateHint->setStyleSheet(QStringLiteral("color: palette(highlight)"));
    retranslate();
    projectChanged();
}

void DispatchPanel::projectChanged()
{
    if (m_context.project() == m_project)
        return;
    // A run belongs to the project it started in: when that project goes, the run is cancelled, and what it
    // measured is not written into another project. The old project is still open here (the context says so before
    // it closes): the lines that wait are committed, and what arrived stays there, reading interrupted.
    if (isRunning()) {
        m_jobs->cancel();
        m_runOrphaned = true;
        if (m_recorder) {
            m_recorder->flush();
            m_recorder->detach();
        }
    }
    m_project = m_context.project();
    m_candidate.reset();
    reloadProfiles();
    if (!isRunning())
        showUnfinished();
}

void DispatchPanel::showUnfinished()
{
    if (!m_project)
        return;
    try {
        const std::optional<core::StoredDispatch> last = core::DispatchRunRepository(*m_project).last();
        if (!last || last->ended)
            return;
        m_status->setText(tr("Dispatch %1, started %2, did not end: the program stopped while it ran. The %n "
                             "size(s) that had arrived are kept in the project as an interrupted dispatch, not as a "
                             "benchmark run.",
                             nullptr, last->sizeResults())
                              .arg(last->id)
                              .arg(QLocale().toString(last->result.startedAt.toLocalTime(), QLocale::ShortFormat)));
    } catch (const core::StorageError& error) {
        m_status->setText(error.message());
    }
}

void DispatchPanel::setCandidate(std::optional<qint64> candidate)
{
    if (candidate == m_candidate)
        return;
    m_candidate = candidate;
    if (!isRunning())
        reloadProfiles();
}

void DispatchPanel::setKnownHostsPath(const QString& path)
{
    m_jobs->setKnownHostsPath(path);
}

bool DispatchPanel::isRunning() const
{
    return m_jobs->isRunning();
}

core::ConnectionProfile DispatchPanel::currentProfile() const
{
    return m_jobs->connection(m_profiles->currentData().toLongLong());
}

void DispatchPanel::reloadProfiles(qint64 select)
{
    try {
        m_jobs->reloadConnections(m_project);
    } catch (const core::StorageError& error) {
        m_status->setText(error.message());
    }
    const QSignalBlocker blocker(m_profiles);
    m_profiles->clear();
    m_profiles->addItem(tr("This computer (local, 1 rank)"));
    m_candidateHint->setVisible(m_project && !m_candidate);
    for (const core::ConnectionProfile& p : m_jobs->connections()) {
        if (p.candidateId != m_candidate)
            continue;
        m_profiles->addItem(
            p.isRemote() ? QStringLiteral("%1 — %2, %3").arg(p.name, p.destination(), core::displayName(p.launcher))
                         : QStringLiteral("%1 — %2").arg(p.name, core::displayName(p.launcher)),
            p.id);
        if (p.id == select)
            m_profiles->setCurrentIndex(m_profiles->count() - 1);
    }
    updatePreview();
    updateActions();
}

void DispatchPanel::editProfile(Edit edit)
{
    if (!m_project)
        return;
    core::ConnectionProfile profile;
    QList<core::Candidate> candidates;
    try {
        candidates = core::CandidateRepository(*m_project).all();
    } catch (const core::StorageError& error) {
        m_prompts.showError(this, tr("Cannot read the candidates"), error.message());
        return;
    }
    if (edit == Edit::Create) {
        profile.name = tr("New connection");
        profile.launcher = core::Launcher::Mpirun;
        profile.user = qEnvironmentVariable("USER");
        profile.candidateId = m_candidate;
    } else {
        profile = currentProfile();
    }
    if (edit == Edit::Copy) {
        // A copy for another candidate: the first one that is not this connection's, which the user can change.
        profile.id = 0;
        for (const core::Candidate& c : candidates) {
            if (c.id != profile.candidateId) {
                profile.candidateId = c.id;
                break;
            }
        }
    }
    DispatchProfileDialog dialog(profile, candidates, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const core::ConnectionProfile after = dialog.profile();
    if (edit == Edit::Change)
        pushProfileChange(profile, after, tr("Edit connection %1").arg(after.name));
    else
        pushProfileChange(std::nullopt, after, tr("Add connection %1").arg(after.name));
}

void DispatchPanel::deleteProfile()
{
    const core::ConnectionProfile profile = currentProfile();
    if (profile.id == 0 || !m_project ||
        !m_prompts.confirm(this, tr("Delete Connection"),
                           tr("Delete the connection \"%1\"? Runs made through it keep their results; Edit > Undo "
                              "brings the connection back.")
                               .arg(profile.name)))
        return;
    pushProfileChange(profile, std::nullopt, tr("Delete connection %1").arg(profile.name));
}

void DispatchPanel::pushProfileChange(std::optional<core::ConnectionProfile> before,
                                      std::optional<core::ConnectionProfile> after, const QString& text)
{
    core::ProjectFile* project = m_project;
    // A new connection gets its id on the first redo; the undo removes it, and a redo (like the undo of a delete)
    // brings back the removed row under the same id, which runs and the command line refer to.
    auto stored = std::make_shared<std::optional<core::ConnectionProfile>>(std::move(after));
    auto removed = std::make_shared<core::DeleteSnapshot>();
    auto apply = [project, before, stored, removed](bool forward) {
        core::ConnectionProfileRepository repository(*project);
        if (before && *stored) {
            repository.save(forward ? **stored : *before);
        } else if (*stored) {
            if (!forward)
                *removed = repository.remove((*stored)->id);
            else if (removed->isEmpty())
                (*stored)->id = repository.save(**stored);
            else
                repository.restore(*removed);
        } else if (forward) {
            *removed = repository.remove(before->id);
        } else {
            repository.restore(*removed);
        }
    };
    m_context.undoStack()->push(new ProjectEditCommand(text, std::move(apply), [this](const QString& message) {
        m_prompts.showError(this, tr("Connection Not Saved"), message);
    }));
    if (*stored)
        reloadProfiles((*stored)->id);
}

void DispatchPanel::updatePreview()
{
    const core::ConnectionProfile profile = currentProfile();
    try {
        const core::LaunchPlan plan = core::LaunchPlan::make(
            profile,
            core::DispatchJob::launchArguments(QStringLiteral("bench"), QProcess::splitCommand(m_arguments->text())),
            core::AgentBundle::embedded());
        QString text = plan.command();
        if (profile.isRemote())
            text = tr("On %1:").arg(profile.destination()) + QLatin1Char('\n') + text;
        m_preview->setPlainText(text);
    } catch (const core::RemoteError& error) {
        m_preview->setPlainText(error.message());
    }
}

void DispatchPanel::updateActions()
{
    const bool running = isRunning();
    const bool stored = m_profiles->currentIndex() > 0;
    const bool writable = m_context.isEditable();
    m_run->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_profiles->setEnabled(!running);
    m_arguments->setEnabled(!running);
    m_new->setEnabled(!running && writable);
    m_edit->setEnabled(!running && writable && stored);
    m_copy->setEnabled(!running && writable && stored);
    m_delete->setEnabled(!running && writable && stored);
    m_retrust->setEnabled(!running);
}

void DispatchPanel::updateTiming()
{
    if (!m_elapsed.isValid())
        return;
    const double elapsed = double(m_elapsed.elapsed()) / 1000.0;
    const std::optional<double> eta = m_runProgress.etaSeconds(elapsed);
    m_timing->setText(eta ? tr("elapsed %1, about %2 left").arg(durationText(elapsed), durationText(*eta))
                          : tr("elapsed %1").arg(durationText(elapsed)));
}

void DispatchPanel::start()
{
    const core::ConnectionProfile profile = currentProfile();
    const QStringList problems = profile.problems();
    if (!problems.isEmpty()) {
        m_prompts.showError(this, tr("Cannot Run"), problems.join(u'\n'));
        return;
    }
    if (!StartQuestion::ask(this, m_prompts, m_context, *m_jobs, profile, m_candidate, tr("Run the Agent"),
                            tr("Run the agent now?"), tr("Command: %1").arg(m_preview->toPlainText())))
        return;
    core::DispatchJob::Request request;
    request.profile = currentProfile();
    request.agentArgs = QProcess::splitCommand(m_arguments->text());
    m_jobs->start(std::move(request));
}

void DispatchPanel::prepareRun()
{
    m_model->clear();
    {
        QChart* old = m_chart->chart();
        m_chart->setChart(buildLiveLatencyChart());
        delete old;
    }
    m_log->clear();
    m_log->hide();
    m_retrust->hide();
    m_runProgress = {};
    const core::ConnectionProfile profile = currentProfile();
    delete m_recorder;
    m_recorder =
        new core::DispatchRecorder(m_project, profile.id ? std::optional(profile.id) : std::nullopt, m_candidate, this);
    connect(m_recorder, &core::DispatchRecorder::linesStored, this, [this](const QList<QByteArray>& lines) {
        for (const QByteArray& line : lines)
            handleLine(line);
    });
    connect(m_recorder, &core::DispatchRecorder::storageFailed, this,
            [this](const QString& message) { m_prompts.showError(this, tr("Run Not Stored"), message); });
    m_progress->setRange(0, 0); // busy until the agent says how many sizes there are
    m_status->setText(tr("Starting…"));
    m_elapsed.start();
    m_clock->start();

    m_runOrphaned = false;
    updateActions();
}

void DispatchPanel::handleStage(core::DispatchJob::Stage stage)
{
    switch (stage) {
    case core::DispatchJob::Stage::Connecting:
        m_status->setText(tr("Connecting to %1…").arg(currentProfile().destination()));
        break;
    case core::DispatchJob::Stage::Deploying:
        m_status->setText(tr("Deploying the agent (uploading and building it the first time)…"));
        break;
    case core::DispatchJob::Stage::CollectingFacts:
        m_status->setText(tr("Collecting the facts of every node…"));
        break;
    case core::DispatchJob::Stage::Running:
        m_status->setText(tr("Running the benchmark…"));
        break;
    }
}

void DispatchPanel::handleLine(const QByteArray& line)
{
    switch (m_runProgress.feed(line)) {
    case core::RunProgress::Event::Progress:
        m_progress->setRange(0, m_runProgress.total());
        m_progress->setValue(m_runProgress.index() - 1);
        m_progress->setFormat(tr("size %1 of %2").arg(m_runProgress.index()).arg(m_runProgress.total()));
        m_status->setText(tr("Measuring %1…").arg(core::formatBytes(m_runProgress.currentBytes())));
        break;
    case core::RunProgress::Event::SizeResult: {
        const core::LiveSizeResult& row = m_runProgress.results().constLast();
        m_model->append(row);
        m_table->scrollToBottom();
        addLiveLatency(m_chart->chart(), row.bytes, row.p50Us, row.p99Us);
        break;
    }
    case core::RunProgress::Event::End:
        m_progress->setValue(m_progress->maximum());
        break;
    case core::RunProgress::Event::Error:
    case core::RunProgress::Event::Warning:
    case core::RunProgress::Event::Invalid:
        m_log->show();
        m_log->appendPlainText(m_runProgress.messages().constLast());
        break;
    case core::RunProgress::Event::Start:
    case core::RunProgress::Event::Other:
        break;
    }
}

void DispatchPanel::handleFinished(const DispatchResult& result)
{
    // First the outcome and the last lines, so the table and the counts below are complete.
    const std::optional<qint64> stored = m_recorder ? m_recorder->finish(result) : std::nullopt;
    m_clock->stop();
    updateTiming();
    m_elapsed.invalidate();
    if (m_progress->maximum() == 0)
        m_progress->setRange(0, 1);

    switch (result.status) {
    case DispatchResult::Status::HostKeyUnknown:
        // The controller asks whether to trust it next, and runs the dispatch again when the user does.
        m_status->setText(result.message);
        break;
    case DispatchResult::Status::HostKeyRefused:
        m_status->setText(result.message);
        // A revoked key is never trusted again from here; a changed one only through the explicit re-trust.
        if (result.hostKey.status != core::HostKey::Status::Revoked) {
            m_refusedKey = result.hostKey;
            m_retrust->show();
        }
        break;
    case DispatchResult::Status::Complete: {
        // Sizes, not rows: each size may come as out of place and in place.
        QSet<qint64> sizes;
        for (const core::LiveSizeResult& row : m_runProgress.results())
            sizes.insert(row.bytes);
        QString text = tr("Finished: %n message size(s) measured.", nullptr, int(sizes.size()));
        if (result.where() == core::MeasuredOn::ThisComputer)
            text += QLatin1Char(' ') + tr("Measured on this computer: the run is marked so and left out of the "
                                          "scores and the acceptance rate.");
        const QStringList disagreements = clusterNodeCheck(result);
        if (!disagreements.isEmpty())
            text += QLatin1Char('\n') + disagreements.join(QLatin1Char('\n'));
        m_status->setText(text);
        break;
    }
    case DispatchResult::Status::Failed:
    case DispatchResult::Status::Cancelled:
    case DispatchResult::Status::Interrupted:
    case DispatchResult::Status::Skipped: // a plan's step only
        m_status->setText(result.message);
        if (!result.buildLog.isEmpty() || !result.errorTail.trimmed().isEmpty()) {
            m_log->show();
            m_log->appendPlainText(result.buildLog.isEmpty() ? result.errorTail : result.buildLog);
        }
        break;
    }
    if (m_runOrphaned) {
        m_status->setText(m_status->text() + QLatin1Char('\n') +
                          (m_recorder && m_recorder->id()
                               ? tr("The run was cancelled because its project was closed; what had arrived stays "
                                    "in that project as interrupted dispatch %1.")
                                     .arg(*m_recorder->id())
                               : tr("The run was cancelled because its project was closed; it is not stored.")));
    } else if (stored) {
        emit runStored(*stored);
    } else if (result.hasData() && (!m_project || m_project->isReadOnly())) {
        m_status->setText(m_status->text() + QLatin1Char('\n') +
                          tr("The run is not stored: no project is open for writing."));
    }
    updateActions();
    emit runFinished(result);
}

QStringList DispatchPanel::clusterNodeCheck(const DispatchResult& result) const
{
    // Only a stated cluster node is checked: the agent's own host names against the hosts the candidate's BOM names.
    const core::ConnectionProfile profile = currentProfile();
    if (profile.isRemote() || !profile.clusterNode)
        return {};
    QStringList reported;
    for (const QJsonObject& host :
         core::AgentFacts::parse(result.facts.isEmpty() ? result.stream : result.facts, QStringLiteral("facts"))
             .hosts) {
        if (const QString name = core::AgentFacts::hostName(host); !name.isEmpty() && !reported.contains(name))
            reported << name;
    }
    QStringList declared;
    if (m_project && m_candidate) {
        try {
            for (const core::StoredFacts& host : core::BomRepository(*m_project).measured(*m_candidate))
                declared << host.host;
        } catch (const core::StorageError&) {
            // Nothing to compare with: the statement stands unchecked, as for a BOM that names no host.
        }
    }
    return core::clusterNodeDisagreements(reported, declared);
}

void DispatchPanel::retrustHostKey()
{
    if (m_refusedKey.knownHostsEntry.isEmpty() || !m_jobs->retrust(m_refusedKey))
        return;
    m_refusedKey = {};
    m_retrust->hide();
    start();
}

void DispatchPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DispatchPanel::retranslate()
{
    m_intro->setText(tr("Run fabric-agent on this computer, or over SSH on a candidate cluster, where it is built "
                        "against the cluster's own MPI and NCCL. Results arrive live and are stored in the project."));
    m_new->setText(tr("New…"));
    m_edit->setText(tr("Edit…"));
    m_copy->setText(tr("Copy to…"));
    m_copy->setToolTip(tr("Copy this connection to another candidate"));
    m_delete->setText(tr("Delete"));
    m_retrust->setText(tr("Re-trust Host Key…"));
    m_candidateHint->setText(tr("No candidate is chosen above: a run made here is stored, but counts for no offer "
                                "until it is moved to one."));
    m_argumentsLabel->setText(tr("Benchmark arguments:"));
    m_arguments->setToolTip(tr("Options of `fabric-agent bench`, as for nccl-tests: -b, -e, -f, -n, -w, "
                               "--collective, --backend"));
    m_previewLabel->setText(tr("Command:"));
    m_run->setText(tr("Run"));
    m_cancel->setText(tr("Cancel"));
    retranslateLiveLatency(m_chart->chart());
    if (m_profiles->count() > 0)
        m_profiles->setItemText(0, tr("This computer (local, 1 rank)"));
}

} // namespace fw::app
