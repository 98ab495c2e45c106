// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/candidate.h"

#include <optional>

class QComboBox;

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

// The name a candidate goes by in choices and lists: "Supplier / Offer", or whichever of the two is given.
QString candidateLabel(const core::Candidate& candidate);

// Fills `box` with `none` (no data) and the project's candidates (data: id). The chosen candidate stays chosen where it
// still exists; `none` stays chosen only when the user picked it among real candidates; otherwise the first
// candidate is chosen. Emits no signal of the box. Throws core::StorageError.
void fillCandidateChoice(QComboBox* box, core::ProjectFile* project, const QString& none);
// The candidate chosen in a box filled by fillCandidateChoice; none for the `none` entry.
std::optional<qint64> chosenCandidate(const QComboBox* box);

} // namespace fw::app
