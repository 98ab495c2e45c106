// SPDX-License-Identifier: Apache-2.0
#include "remote/keptconnections.h"

#include "remote/remotelog.h"
#include "remote/sshsession.h"

#include <QCoreApplication>
#include <chrono>
#include <list>
#include <mutex>

namespace fw::core {

namespace {

using Clock = std::chrono::steady_clock;

struct Kept
{
    QString key;
    KeptConnections::Connection connection;
    Clock::time_point since;
};

std::mutex g_mutex;

// Oldest first. Never destroyed: closing a connection at exit would run after OpenSSL's own clean-up. The
// application closes them as QCoreApplication ends (closeAll as a post routine); otherwise the sockets simply close
// with the process.
std::list<Kept>& kept()
{
    static auto* list = new std::list<Kept>;
    return *list;
}

// Takes out what has been idle too long, to be closed by the caller outside the lock (closing talks to the server).
std::list<Kept> expired()
{
    std::list<Kept> old;
    const auto limit = Clock::now() - std::chrono::seconds(KeptConnections::kIdleSeconds);
    for (auto it = kept().begin(); it != kept().end();) {
        const auto next = std::next(it);
        if (it->since < limit)
            old.splice(old.end(), kept(), it);
        it = next;
    }
    return old;
}

} // namespace

QString KeptConnections::key(const ConnectionProfile& profile, const QString& knownHostsPath)
{
    return QStringList{profile.user,
                       profile.host,
                       QString::number(profile.port),
                       QString::number(int(profile.identity)),
                       profile.keyFile,
                       profile.jumpHost,
                       QString::number(profile.keepaliveSeconds),
                       knownHostsPath}
        .join(QChar(0x1f));
}

std::optional<KeptConnections::Connection> KeptConnections::take(const QString& key)
{
    std::list<Kept> old;
    std::optional<Connection> found;
    {
        const std::lock_guard lock(g_mutex);
        old = expired();
        // The most recently used: the one most likely still open.
        for (auto it = kept().rbegin(); it != kept().rend(); ++it) {
            if (it->key == key) {
                found = std::move(it->connection);
                kept().erase(std::next(it).base());
                break;
            }
        }
    }
    if (!old.empty())
        qCDebug(lcDispatch) << "closing" << old.size() << "kept connections idle for more than" << kIdleSeconds << "s";
    return found;
}

void KeptConnections::give(const QString& key, Connection connection)
{
    static const bool closedAtTheEnd = (qAddPostRoutine(&KeptConnections::closeAll), true);
    Q_UNUSED(closedAtTheEnd);
    std::list<Kept> old;
    {
        const std::lock_guard lock(g_mutex);
        old = expired();
        kept().push_back({key, std::move(connection), Clock::now()});
        while (kept().size() > std::size_t(kMaxKept))
            old.splice(old.end(), kept(), kept().begin());
    }
}

void KeptConnections::closeAll()
{
    std::list<Kept> old;
    const std::lock_guard lock(g_mutex);
    old.swap(kept());
}

} // namespace fw::core
