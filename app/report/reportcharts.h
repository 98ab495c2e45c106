// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "charts/chartdata.h"
#include "report/reportbuilder.h"

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

// The acceptance charts of the report (tail latency and bus bandwidth by message size), loaded and drawn by the
// Compare page's code (app/charts/) and rendered offscreen. Texts come out in the language installed at the call.
// Empty, with `note` saying why, when the project has no runs to chart.
QList<ReportChart> reportCharts(core::ProjectFile& project, QString* note);
// The fault-impact chart of the fault section, drawn from data already loaded.
ReportChart reportFaultChart(const FaultImpactData& data);

} // namespace fw::app
