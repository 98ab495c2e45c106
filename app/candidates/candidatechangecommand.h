// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/candidate.h"
#include "storage/deletesnapshot.h"

#include <QUndoCommand>
#include <optional>

namespace fw::app {

class CandidateTableModel;

// One undoable change to one candidate: an add (no before), a delete (no after) or an edit.
class CandidateChangeCommand final : public QUndoCommand
{
public:
    CandidateChangeCommand(CandidateTableModel& model, std::optional<core::Candidate> before,
                           std::optional<core::Candidate> after, const QString& text, QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;

private:
    void run(const std::optional<core::Candidate>& from, const std::optional<core::Candidate>& to);

    CandidateTableModel& m_model;
    std::optional<core::Candidate> m_before;
    std::optional<core::Candidate> m_after;
    // What the delete took with it (runs, BOM, answers, scores...), held while it can be undone.
    core::DeleteSnapshot m_removed;
};

} // namespace fw::app
