// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "base/privileges.h"
#include "fault/faultjournal.h"

#include <span>
#include <string>
#include <vector>

namespace fw::agent {

struct FaultKind;

// What this process's user may do (base/privileges.h): its ids, CapEff, whether `sudo -n` works, every tool's
// path and whether `sudo -n -l` allows it, and whether the folders of `paths` can be written.
base::privileges::Probe probePrivileges(const std::vector<std::string>& paths = {});

// `fault check-access --kind K ... [--path FILE ...]`: one "privileges" event with the probe and, for each kind,
// whether it can run here, why not and what would make it run. Exit 0 whatever it finds; 2 for a usage error.
int runCheckAccess(std::span<char* const> args);

// Makes the kind's tool commands of `record` (apply and revert) run with the privilege they need: the tool by its
// full path (an ordinary user's PATH often lacks /usr/sbin), through `sudo -n` when this user is not root, lacks the
// capability and sudo allows the tool. Returns the access; throws Refused, with why and what would make it run, when
// the kind cannot run here and `refuse` is set.
base::privileges::Access runWithPrivileges(const FaultKind& kind, FaultRecord& record, bool refuse);

// `name` on PATH, else in /usr/sbin or /sbin, where the tools live and an ordinary user's PATH may not look; `name`
// itself when it is nowhere (running it then says so).
std::string toolPath(std::string_view name);

// The journal folder when none is given: /run/fabric-agent/faults for root; an ordinary user cannot write /run,
// so $XDG_RUNTIME_DIR/fabric-agent/faults or else ~/.fabric-agent/faults.
std::string defaultStateDir();

} // namespace fw::agent
