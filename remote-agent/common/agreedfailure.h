// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "base/protocol.h"
#include "common/agentstream.h"
#include "common/rankgroup.h"
#include "common/storageio.h"

#include <exception>
#include <string>
#include <vector>

namespace fw::agent {

// A failure on some ranks: every rank learns of it (so none waits in a collective), rank 0 writes one error event
// per failing rank naming its host, the path and the errno.
class Failures
{
public:
    Failures(const RankGroup& group, const EventStream& events, const std::vector<std::string>& hosts)
        : m_group(group), m_events(events), m_hosts(hosts)
    {}

    // Collective. True when every rank succeeded.
    bool agree(const std::string& localError, const std::string& path = {}, const std::string& code = {})
    {
        if (!m_group.any(!localError.empty()))
            return true;
        const std::vector<std::string> errors = m_group.gatherText(localError + '\x1f' + path + '\x1f' + code);
        for (std::size_t r = 0; r < errors.size(); ++r) {
            const std::string& entry = errors[r];
            const std::size_t first = entry.find('\x1f');
            const std::size_t second = entry.find('\x1f', first + 1);
            if (first == 0)
                continue;
            JsonWriter out = m_events.begin(base::protocol::event::kError);
            out.field(base::protocol::field::kMessage,
                      "rank " + std::to_string(r) + " on host " + m_hosts[r] + ": " + entry.substr(0, first))
                .field(base::protocol::field::kRank, static_cast<int>(r))
                .field(base::protocol::field::kHost, m_hosts[r]);
            const std::string errorPath = entry.substr(first + 1, second - first - 1);
            const std::string errorCode = entry.substr(second + 1);
            if (!errorPath.empty())
                out.field(base::protocol::field::kPath, errorPath);
            if (!errorCode.empty())
                out.field(base::protocol::field::kErrno, errorCode);
            m_events.write(out);
        }
        return false;
    }

private:
    const RankGroup& m_group;
    const EventStream& m_events;
    const std::vector<std::string>& m_hosts;
};

// Runs `work` on this rank, turning its exceptions into an agreed failure.
template <typename Work> bool runAgreed(Failures& failures, Work&& work)
{
    std::string error;
    std::string path;
    std::string code;
    try {
        work();
    } catch (const StorageError& failure) {
        error = failure.what();
        path = failure.path().string();
        code = errnoName(failure.error());
    } catch (const Interrupted& stop) {
        error = stop.what();
    } catch (const std::exception& failure) {
        error = failure.what();
    }
    return failures.agree(error, path, code);
}

} // namespace fw::agent
