// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <span>

namespace fw::agent {

// `fabric-agent fault apply|renew|revert|revert-all|list`: reversible network faults with a watchdog, a lease and
// an on-host journal (docs/faults.md). `fault watchdog` is the detached reverter that `apply` starts.
int runFault(std::span<char* const> args);

} // namespace fw::agent
