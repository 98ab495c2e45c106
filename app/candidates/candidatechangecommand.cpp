// SPDX-License-Identifier: Apache-2.0
#include "candidates/candidatechangecommand.h"

#include "candidates/candidatetablemodel.h"
#include "storage/storageerror.h"

namespace fw::app {

CandidateChangeCommand::CandidateChangeCommand(CandidateTableModel& model, std::optional<core::Candidate> before,
                                               std::optional<core::Candidate> after, const QString& text,
                                               QUndoCommand* parent)
    : QUndoCommand(text, parent), m_model(model), m_before(std::move(before)), m_after(std::move(after))
{}

void CandidateChangeCommand::redo()
{
    run(m_before, m_after);
}

void CandidateChangeCommand::undo()
{
    run(m_after, m_before);
}

void CandidateChangeCommand::run(const std::optional<core::Candidate>& from, const std::optional<core::Candidate>& to)
{
    try {
        const qint64 id = m_model.apply(from, to, m_removed);
        // A new candidate gets its id on the first redo; later redos must bring back the same one.
        if (m_after && m_after->id == 0)
            m_after->id = id;
    } catch (const core::StorageError& error) {
        // Nothing changed; drop the command so the stack never holds an edit the file lacks.
        setObsolete(true);
        m_model.reportFailure(error.message());
    }
}

} // namespace fw::app
