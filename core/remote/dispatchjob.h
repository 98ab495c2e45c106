#pragma once

#include "remote/connectionprofile.h"
#include "remote/dispatchresult.h"

#include <QObject>
#include <QStringList>
#include <atomic>

namespace fw::core {

class JobTransport;
struct LaunchPlan;

// One dispatch: connect, deploy, collect facts, run the bench and stream it. A worker: move it to a QThread and
// invoke run(); it reports through signals, and cancel() may be called from any thread.
class DispatchJob final : public QObject
{
    Q_OBJECT

public:
    struct Request
    {
        ConnectionProfile profile;
        QStringList benchArgs;  // after `fabric-agent bench`
        QString knownHostsPath; // remote launchers only
        QString passphrase;     // for an encrypted key file; kept in memory only
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

    void cancel() { m_cancel.store(true); }

public slots:
    void run();

signals:
    void stageChanged(fw::core::DispatchJob::Stage stage);
    // One line of the bench stream, as it arrives.
    void lineReceived(const QByteArray& line);
    void finished(const fw::core::DispatchResult& result);

private:
    void runLocal(DispatchResult& result);
    void runRemote(DispatchResult& result);
    void runAgent(JobTransport& transport, const LaunchPlan& plan, DispatchResult& result);

    Request m_request;
    std::atomic_bool m_cancel = false;
};

} // namespace fw::core
