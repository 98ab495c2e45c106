// SPDX-License-Identifier: Apache-2.0
#include "demomeasurement.h"

#include "analysis/numberformat.h"
#include "common/agentjobcontroller.h"
#include "common/projectcontext.h"
#include "remote/dispatchrecorder.h"
#include "remote/dispatchrunrepository.h"
#include "remote/launchplan.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <QStandardPaths>
#include <QSysInfo>
#include <QWidget>

namespace fw::app {

using core::DispatchResult;

DemoMeasurement::DemoMeasurement(Prompts& prompts, ProjectContext& context, QWidget* window)
    : QObject(window), m_context(context), m_jobs(new AgentJobController(prompts, window))
{
    m_jobs->setObjectName(QStringLiteral("demoMeasurementJob"));
    connect(m_jobs, &AgentJobController::agentStarting, this, [this](const DispatchResult& provenance) {
        if (m_recorder)
            m_recorder->begin(provenance);
    });
    connect(m_jobs, &AgentJobController::lineReceived, this, [this](const QByteArray& line) {
        if (m_recorder)
            m_recorder->append(line);
    });
    connect(m_jobs, &AgentJobController::stageChanged, this, [this](core::DispatchJob::Stage stage) {
        if (stage == core::DispatchJob::Stage::Running)
            emit progressChanged(tr("Measuring this computer: starting %n rank(s) through mpirun…", nullptr, kRanks), 0,
                                 0);
    });
    connect(m_jobs, &AgentJobController::dispatchFinished, this, &DemoMeasurement::handleFinished);
    connect(m_jobs, &AgentJobController::idle, this, [this] {
        // A run of a project opened while the previous one was still ending.
        if (m_pending && m_pending == m_context.project()) {
            m_pending = nullptr;
            launch();
        }
    });
    connect(&m_context, &ProjectContext::changed, this, &DemoMeasurement::projectChanged);
}

QStringList DemoMeasurement::benchArguments()
{
    return {QStringLiteral("--collective"), QStringLiteral("all_reduce"), QStringLiteral("-b"), QStringLiteral("8"),
            QStringLiteral("-e"),           QStringLiteral("1M"),         QStringLiteral("-f"), QStringLiteral("4"),
            QStringLiteral("-n"),           QStringLiteral("20")};
}

QString DemoMeasurement::unavailableReason()
{
    if (QStandardPaths::findExecutable(QStringLiteral("mpirun")).isEmpty())
        return tr("A measurement of this computer needs mpirun (Open MPI or MPICH) on the PATH; none was found, so "
                  "the demo holds no run made here. With mpirun installed, the Benchmarks page's \"Run the Agent\" "
                  "measures this computer.");
    const QString agent = core::LaunchPlan::defaultLocalAgent();
    if (!QFileInfo(agent).isExecutable())
        return tr("A measurement of this computer needs fabric-agent beside the app (%1); it is missing, so the demo "
                  "holds no run made here.")
            .arg(agent);
    return {};
}

bool DemoMeasurement::isRunning() const
{
    return m_jobs->isRunning();
}

bool DemoMeasurement::start()
{
    if (!m_context.isEditable() || !unavailableReason().isEmpty())
        return false;
    if (isRunning()) {
        // The run of a project closed before is still ending: this one follows it.
        m_pending = m_context.project();
        return true;
    }
    launch();
    return true;
}

void DemoMeasurement::launch()
{
    m_project = m_context.project();
    if (!m_project)
        return;
    m_orphaned = false;
    m_progress = {};
    delete m_recorder;
    // No connection and no candidate: this computer is none of the offers.
    m_recorder = new core::DispatchRecorder(m_project, std::nullopt, std::nullopt, this);
    connect(m_recorder, &core::DispatchRecorder::linesStored, this, [this](const QList<QByteArray>& lines) {
        for (const QByteArray& line : lines)
            handleLine(line);
    });
    core::DispatchJob::Request request;
    request.profile.launcher = core::Launcher::Local;
    request.profile.name = core::displayName(core::Launcher::Local);
    request.profile.ranksPerNode = kRanks; // through mpirun on this computer
    // Open MPI starts no more ranks than this computer has cores without --oversubscribe, which MPICH's mpirun does
    // not know; Open MPI's ompi_info lies beside its mpirun.
    const QFileInfo mpirun(QStandardPaths::findExecutable(QStringLiteral("mpirun")));
    if (QFileInfo::exists(mpirun.dir().filePath(QStringLiteral("ompi_info"))))
        request.profile.launcherArgs = {QStringLiteral("--oversubscribe")};
    request.agentArgs = benchArguments();
    emit progressChanged(tr("Measuring this computer: preparing…"), 0, 0);
    if (!m_jobs->start(std::move(request))) {
        delete m_recorder;
        m_recorder = nullptr;
        m_project = nullptr;
        emit ended(tr("The measurement of this computer did not start."));
    }
}

void DemoMeasurement::cancel()
{
    m_pending = nullptr;
    m_jobs->cancel();
}

void DemoMeasurement::projectChanged()
{
    if (m_pending != m_context.project())
        m_pending = nullptr;
    if (!isRunning() || m_context.project() == m_project)
        return;
    // The project closes while the run goes on: it is cancelled, what was committed stays there, reading
    // interrupted, and nothing is written into another project.
    m_jobs->cancel();
    m_orphaned = true;
    if (m_recorder) {
        m_recorder->flush();
        m_recorder->detach();
    }
}

void DemoMeasurement::handleLine(const QByteArray& line)
{
    if (m_progress.feed(line) != core::RunProgress::Event::Progress)
        return;
    emit progressChanged(tr("Measuring this computer: %1 (size %2 of %3)")
                             .arg(core::formatBytes(m_progress.currentBytes()))
                             .arg(m_progress.index())
                             .arg(m_progress.total()),
                         m_progress.index() - 1, m_progress.total());
}

void DemoMeasurement::handleFinished(const DispatchResult& result)
{
    const std::optional<qint64> dispatchId = m_recorder ? m_recorder->finish(result) : std::nullopt;
    delete m_recorder;
    m_recorder = nullptr;
    if (m_orphaned) {
        m_project = nullptr;
        emit ended(tr("The measurement of this computer was cancelled because the demo project was closed."));
        return;
    }
    QString problem;
    std::optional<qint64> runId;
    if (const qint64 dispatch = dispatchId.value_or(0); result.status == DispatchResult::Status::Complete && dispatch) {
        try {
            runId = label(dispatch);
            if (!runId)
                problem = tr("the importer refused the stream; it is kept as dispatch %1.").arg(dispatch);
        } catch (const core::StorageError& error) {
            problem = error.message();
        }
    }
    m_project = nullptr;
    if (runId) {
        QSet<qint64> sizes;
        for (const core::LiveSizeResult& row : m_progress.results())
            sizes.insert(row.bytes);
        emit ended(tr("Measured this computer: %n message size(s), stored as an own run of no candidate.", nullptr,
                      int(sizes.size())));
        emit stored(*runId);
    } else if (result.status == DispatchResult::Status::Cancelled) {
        emit ended(tr("The measurement of this computer was cancelled."));
    } else {
        if (problem.isEmpty())
            problem = result.message.isEmpty() ? tr("no result arrived.") : result.message;
        emit ended(tr("The measurement of this computer failed: %1").arg(problem));
    }
}

std::optional<qint64> DemoMeasurement::label(qint64 dispatchId)
{
    std::optional<qint64> runId;
    for (const core::StoredDispatch& dispatch : core::DispatchRunRepository(*m_project).all()) {
        if (dispatch.id == dispatchId)
            runId = dispatch.benchmarkRunId;
    }
    if (!runId)
        return std::nullopt;
    core::BenchmarkRunRepository(*m_project)
        .edit({*runId},
              {.label = tr("Measured on this computer (not a candidate's fabric)"),
               .notes = tr("A real measurement made when the demo project was built: fabric-agent bench, all_reduce "
                           "over %n rank(s) through mpirun on this computer (%1), where the ranks talk through shared "
                           "memory. It shows what the agent records; it measures this computer, not the fabric of "
                           "any candidate, so it belongs to no candidate and counts for no offer.",
                           nullptr, kRanks)
                            .arg(QSysInfo::machineHostName())});
    return runId;
}

} // namespace fw::app
