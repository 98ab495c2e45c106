// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/jobtransport.h"

namespace fw::core {

// Runs command lines with /bin/sh on this computer: the `local` launcher, with no SSH in between.
class LocalTransport final : public JobTransport
{
public:
    CommandExit exec(const QString& commandLine, const Sink& out, const Sink& err,
                     const std::function<void()>& idle) override;
    void signalGroup(qint64 processGroup, int signal) override;
};

} // namespace fw::core
