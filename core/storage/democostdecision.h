// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace fw::core {

class ProjectFile;

// Gives the demo project's example candidates (one InfiniBand, one RoCE v2) a complete, explained cost model and
// decision matrix. Every number is invented and its note says so.
void addExampleCostAndDecision(ProjectFile& project);

} // namespace fw::core
