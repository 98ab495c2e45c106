// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "fault/faultjournal.h"

#include <string>

namespace fw::agent {

// Starts the detached watchdog of fault `id` (`fabric-agent fault watchdog`), which reverts it when its time-to-live
// ends or its lease is not renewed, and returns its pid once it has read the journal entry; throws
// std::runtime_error when it did not start.
long startWatchdog(const FaultJournal& journal, const std::string& id);
// `fault watchdog --state-dir DIR --id ID`, the detached side: reports "ready <pid>" on fd 3, then watches.
int runWatchdog(const std::string& stateDir, const std::string& id);

// Reverts fault `id` if it is still journalled and returns the `fault_reverted` line; empty when it was already
// reverted. Every reverter goes through here under the lock, so a fault is reverted exactly once.
std::string revertFault(const FaultJournal& journal, const std::string& id, const std::string& reason);

} // namespace fw::agent
