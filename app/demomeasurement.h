// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/dispatchresult.h"
#include "remote/runprogress.h"

#include <QObject>
#include <QStringList>
#include <optional>

class QWidget;

namespace fw::core {
class DispatchRecorder;
class ProjectFile;
} // namespace fw::core

namespace fw::app {

class AgentJobController;
class ProjectContext;
class Prompts;

// The demo's one real measurement of this computer (issue 20): when the demo project has just been built and mpirun
// and the local fabric-agent are there, a short all_reduce sweep over two ranks through mpirun runs on this computer,
// through the same AgentJobController and DispatchRecorder as the Benchmarks page's "Run the Agent". It never blocks:
// the job runs on its own thread and reports its progress through signals (the main window's status bar). Its stream
// is stored in the demo as it arrives, and the complete run is imported as an own measurement that belongs to no
// candidate, labelled and described as measured on this computer, not on a candidate's fabric.
//
// Like a dispatch of the Benchmarks page, it belongs to the project it started in: when that project closes, the run
// is cancelled and nothing more is written. The job's controller is a child of the window, so closing the window
// while it runs asks first, as for every agent job.
class DemoMeasurement final : public QObject
{
    Q_OBJECT

public:
    static constexpr int kRanks = 2;

    // `window` is the main window: questions and errors are shown over it, and the job's controller is its child.
    DemoMeasurement(Prompts& prompts, ProjectContext& context, QWidget* window);

    // The sweep's arguments after `fabric-agent bench`: a few seconds on a laptop.
    static QStringList benchArguments();
    // Why no measurement can be made on this computer: no mpirun on PATH, or no fabric-agent beside the app; empty
    // when one can. In the UI language.
    static QString unavailableReason();

    // Starts the measurement into the context's open project (the demo just built). False when nothing starts: no
    // writable project, or unavailableReason() is not empty. When a cancelled run of a project closed before is still
    // ending, this one starts as soon as it has ended.
    bool start();
    void cancel();
    bool isRunning() const;
    AgentJobController* jobs() const { return m_jobs; }

signals:
    // While it runs: what it is doing, and the sizes done of the total (`maximum` 0 while unknown).
    void progressChanged(const QString& text, int value, int maximum);
    // It has ended, stored or not: what became of it, in the UI language.
    void ended(const QString& text);
    // The complete run is stored in the project, labelled, as benchmark run `runId`.
    void stored(qint64 runId);

private:
    void launch();
    void handleLine(const QByteArray& line);
    void handleFinished(const core::DispatchResult& result);
    // The stored dispatch's run, labelled and described as this computer's: its id, or none when the importer
    // refused the stream. Throws core::StorageError.
    std::optional<qint64> label(qint64 dispatchId);
    void projectChanged();

    ProjectContext& m_context;
    AgentJobController* m_jobs;
    core::ProjectFile* m_project = nullptr; // the project the running measurement belongs to
    core::ProjectFile* m_pending = nullptr; // a project waiting for the previous run to end
    core::DispatchRecorder* m_recorder = nullptr;
    core::RunProgress m_progress;
    bool m_orphaned = false; // its project closed while it ran
};

} // namespace fw::app
