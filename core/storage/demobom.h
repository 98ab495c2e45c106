// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QtGlobal>

namespace fw::core {

class ProjectFile;

// Fills the demo project's BOMs, example agent facts (with a seeded firmware mismatch on one node), frozen
// BOMs of two example runs, questionnaire answers and triage answers. All of it is marked as example data.
void addDemoBomAndQuestionnaires(ProjectFile& project, qint64 infinibandCandidate, qint64 roceCandidate);

} // namespace fw::core
