// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/connectionprofile.h"
#include "sshdharness.h"

#include <QString>
#include <QStringList>

// A profile that reaches the harness's sshd on 127.0.0.1 as the current user with its client key, launching with
// mpirun on `nodes`. Tests set what else they need (work folder, ranks, launcher arguments).
inline fw::core::ConnectionProfile loopbackProfile(const SshdHarness& sshd, const QString& name,
                                                   const QStringList& nodes)
{
    fw::core::ConnectionProfile p;
    p.name = name;
    p.launcher = fw::core::Launcher::Mpirun;
    p.host = QStringLiteral("127.0.0.1");
    p.port = sshd.port();
    p.user = qEnvironmentVariable("USER", QStringLiteral("root"));
    p.identity = fw::core::Identity::KeyFile;
    p.keyFile = sshd.clientKey();
    p.nodes = nodes;
    return p;
}
