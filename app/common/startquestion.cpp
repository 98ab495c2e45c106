// SPDX-License-Identifier: Apache-2.0
#include "common/startquestion.h"

#include "common/agentjobcontroller.h"
#include "common/projectcontext.h"
#include "prompts.h"
#include "remote/connectionprofile.h"
#include "remote/connectionprofilerepository.h"
#include "storage/candidaterepository.h"
#include "storage/storageerror.h"

namespace fw::app {

bool StartQuestion::ask(QWidget* parent, Prompts& prompts, ProjectContext& context, AgentJobController& jobs,
                        const core::ConnectionProfile& profile, std::optional<qint64> candidate, const QString& title,
                        const QString& question, const QString& what)
{
    // Asked every time until the user says otherwise for a stored connection (the built-in "this computer" entry
    // always asks).
    if (profile.id != 0 && !profile.askBeforeRun)
        return true;
    core::ProjectFile* project = context.project();
    QString candidateName = tr("none: the run counts for no offer");
    if (project && candidate) {
        try {
            for (const core::Candidate& c : core::CandidateRepository(*project).all()) {
                if (c.id == *candidate)
                    candidateName = tr("%1: %2").arg(c.supplier, c.offerName);
            }
        } catch (const core::StorageError& error) {
            prompts.showError(parent, tr("Cannot read the candidates"), error.message());
            return false;
        }
    }
    const QString connection = profile.id ? profile.name : tr("This computer (local, 1 rank), not a stored connection");
    QString text = question + QStringLiteral("\n\n") + tr("Candidate: %1").arg(candidateName) + QLatin1Char('\n') +
                   tr("Connection: %1").arg(connection) + QLatin1Char('\n') +
                   tr("Launcher: %1").arg(core::displayName(profile.launcher)) + QLatin1Char('\n') + what;
    if (profile.measuredOn() == core::MeasuredOn::ThisComputer)
        text += QStringLiteral("\n\n") +
                tr("The agent runs on this computer, so the run measures this computer, not a candidate's fabric: it "
                   "is stored marked \"this computer\" and left out of the scores and the acceptance rate. If this "
                   "computer is a node of the candidate's cluster, say so in the connection.");
    const bool canRemember = profile.id != 0 && project && context.isEditable();
    const RunAnswer answer = prompts.startRun(parent, title, text, canRemember);
    if (answer.run && answer.dontAskAgain && canRemember) {
        try {
            core::ConnectionProfileRepository(*project).setAskBeforeRun(profile.id, false);
            jobs.reloadConnections(project);
        } catch (const core::StorageError& error) {
            prompts.showError(parent, tr("Connection Not Saved"), error.message());
        }
    }
    return answer.run;
}

} // namespace fw::app
