// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstdint>
#include <string>

namespace fw::agent {

// Wall-clock milliseconds since the epoch: fault deadlines and counter snapshots are written to files that other
// processes (a watchdog, a later agent) read, so they need a clock every process agrees on.
std::int64_t nowMs();
// ISO 8601 UTC to the second, as the protocol writes timestamps.
std::string isoUtc(std::int64_t epochMs);

} // namespace fw::agent
