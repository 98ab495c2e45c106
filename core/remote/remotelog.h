// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QLoggingCategory>

// The logging categories of a run, for a person following one: debug messages are off unless
// QT_LOGGING_RULES turns them on, e.g. QT_LOGGING_RULES="fw.plan.debug=true" (docs/architecture.md).
namespace fw::core {

// fw.plan: a plan's steps as they start and end, and a fault's revert.
Q_DECLARE_LOGGING_CATEGORY(lcPlan)
// fw.deploy: the agent bundle on a host: uploaded and built, or the deployed build reused.
Q_DECLARE_LOGGING_CATEGORY(lcDeploy)
// fw.dispatch: connections, the command lines that run, and how each ended.
Q_DECLARE_LOGGING_CATEGORY(lcDispatch)

} // namespace fw::core
