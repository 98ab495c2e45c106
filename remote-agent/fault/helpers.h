// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "fault/faultoptions.h"

#include <string>
#include <vector>

namespace fw::agent {

// The helpers a fault's apply and revert commands run as `fabric-agent fault <action>` (docs/faults.md). Each
// prints what the apply journals (a helper's "pid N start T") and returns the exit status of the command.

// `fault storage-writer`: creates the burst's file and leaves a detached writer behind.
int runStorageWriter(const FaultOptions& options);
// `fault load-sender`: leaves a detached UDP sender behind; `fault load-stop` stops it.
int runLoadSender(const FaultOptions& options);
int runLoadStop(const FaultOptions& options);
// `fault node-kill`: kills the matching agents now, or leaves a detached killer behind; `fault node-kill-cancel`
// stops that killer.
int runNodeKill(const FaultOptions& options);
int runNodeKillCancel(const FaultOptions& options);

// The fabric-agent processes of this network namespace, other than `fabric-agent fault ...` (this command, its
// watchdogs and helpers), whose command line contains `text`: what node-remove kills.
std::vector<long> matchingAgents(const std::string& text);

// A tc rate ("100mbit", "1.5gbit", "64kbps") in bits per second, with tc's units: bit = bits/s, bps = bytes/s,
// k/m/g/t = 10^3/10^6/10^9/10^12. 0 when it is not one.
double rateBitsPerSecond(const std::string& rate);

} // namespace fw::agent
