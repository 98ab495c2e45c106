// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <span>

namespace fw::agent {

// `fabric-agent counters snapshot|delta|watch|thresholds`: fabric counters and the alarms their changes raise.
int runCounters(std::span<char* const> args);

} // namespace fw::agent
