// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>

class QWidget;

namespace fw::core {
struct ConnectionProfile;
}

namespace fw::app {

class AgentJobController;
class ProjectContext;
class Prompts;

// Starting a measurement is a choice (issue 43): Run the Agent and a plan's Run both ask before they start.
class StartQuestion
{
    Q_DECLARE_TR_FUNCTIONS(fw::app::StartQuestion)

public:
    // Asks `question` under `title`, naming the candidate the run counts for, the connection, the launcher and `what`
    // runs ("Command: …", "Plan: …"), and, for a run on this computer, that it measures this computer. A stored
    // connection whose user said "don't ask again" starts without asking; that answer is kept on the connection.
    // Returns whether to start.
    static bool ask(QWidget* parent, Prompts& prompts, ProjectContext& context, AgentJobController& jobs,
                    const core::ConnectionProfile& profile, std::optional<qint64> candidate, const QString& title,
                    const QString& question, const QString& what);
};

} // namespace fw::app
