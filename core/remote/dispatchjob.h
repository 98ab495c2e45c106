// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/connectionprofile.h"
#include "remote/dispatchresult.h"

#include <QObject>
#include <QStringList>
#include <atomic>

namespace fw::core {

class AgentSite;
struct JobOutcome;

// One dispatch: connect, deploy, collect facts, run an agent subcommand (bench by default) and stream it. A worker:
// move it to a QThread and invoke run(); it reports through signals, and cancel() may be called from any thread.
class DispatchJob final : public QObject
{
    Q_OBJECT

public:
    struct Request
    {
        ConnectionProfile profile;
        QStringList agentArgs;  // after `fabric-agent <subcommand>`
        QString knownHostsPath; // remote launchers only
        QString passphrase;     // for an encrypted key file; kept in memory only
        QString subcommand = QStringLiteral("bench");
    };

    enum class Stage
    {
        Connecting,
        Deploying,
        CollectingFacts,
        Running
    };
    Q_ENUM(Stage)

    explicit DispatchJob(Request request, QObject* parent = nullptr);

    // The agent's arguments as the dispatch runs them, for the command shown before a run: a bench also describes
    // its hosts in its own launch (--facts).
    static QStringList launchArguments(const QString& subcommand, const QStringList& agentArgs);

    void cancel() { m_cancel.store(true); }

public slots:
    void run();

signals:
    void stageChanged(fw::core::DispatchJob::Stage stage);
    // The agent is about to run, after the facts: what is known of the dispatch so far (where, the exact command,
    // hosts, facts, bundle, start time), for a recorder to store before the first line arrives.
    void agentStarting(const fw::core::DispatchResult& provenance);
    // One line of the bench stream, as it arrives.
    void lineReceived(const QByteArray& line);
    void finished(const fw::core::DispatchResult& result);

private:
    void runAgent(AgentSite& site, DispatchResult& result);

    Request m_request;
    std::atomic_bool m_cancel = false;
};

// How a job that did not simply exit ended (cancelled, connection lost) goes into `result`, with `what` it was doing;
// false when it exited. Shared with acceptance plans, which run many jobs.
bool recordEnding(const JobOutcome& outcome, const QString& what, DispatchResult& result);
// A job that exited: complete on status 0, otherwise failed with the command, its status and its stderr.
void recordExit(const JobOutcome& outcome, const QString& command, DispatchResult& result);

} // namespace fw::core
