// SPDX-License-Identifier: Apache-2.0
#include "remote/remotelog.h"

namespace fw::core {

Q_LOGGING_CATEGORY(lcPlan, "fw.plan", QtInfoMsg)
Q_LOGGING_CATEGORY(lcDeploy, "fw.deploy", QtInfoMsg)
Q_LOGGING_CATEGORY(lcDispatch, "fw.dispatch", QtInfoMsg)

} // namespace fw::core
