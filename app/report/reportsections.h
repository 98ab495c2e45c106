// SPDX-License-Identifier: Apache-2.0
#pragma once

// The numbered sections of the procurement report, in their order, each an HTML fragment in the report's
// language. reportsections.cpp holds the procurement steps (summary to questionnaires), reportevidence.cpp what
// was measured and decided (acceptance to provenance). Internal to app/report.
#include "report/reportbuilder.h"
#include "report/reportdata.h"

namespace fw::app::report {

using namespace fw::core;

ReportSection summarySection(const Data& d);
ReportSection triageSection(const Data& d);
ReportSection workloadSection(const Data& d);
ReportSection candidatesSection(const Data& d);
ReportSection bomSection(const Data& d);
ReportSection questionnaireSection(const Data& d, const QString& language);
ReportSection operatingModelSection(const Data& d);
ReportSection acceptanceSection(const Data& d, const QList<ReportChart>& charts, const QString& chartNote);
ReportSection faultSection(const Data& d, const QList<ReportChart>& charts);
ReportSection costSection(const Data& d);
ReportSection decisionSection(const Data& d);
ReportSection officialSourcesSection(const Data& d);
ReportSection worksheetSection(const Worksheet& worksheet);
ReportSection provenanceSection(const Data& d, ProjectFile& project);

} // namespace fw::app::report
