// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "netclusterharness.h"
#include "remote/connectionprofile.h"

#include <QString>

// The namespace cluster's head over its management link, as the app reaches it: an mpirun connection named
// "cluster" over every host's fabric address, logging in with the cluster's client key, the agent built in
// `workDir` on the head.
inline fw::core::ConnectionProfile clusterHeadProfile(const NetClusterHarness& cluster, const QString& workDir)
{
    fw::core::ConnectionProfile profile;
    profile.name = QStringLiteral("cluster");
    profile.launcher = fw::core::Launcher::Mpirun;
    profile.host = cluster.headManagementAddress();
    profile.user = NetClusterHarness::sshUser();
    profile.identity = fw::core::Identity::KeyFile;
    profile.keyFile = cluster.clientKey();
    profile.workDir = workDir;
    profile.nodes = cluster.fabricAddresses();
    profile.launcherArgs = {QStringLiteral("--allow-run-as-root")};
    return profile;
}
