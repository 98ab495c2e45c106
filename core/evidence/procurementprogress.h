// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <array>

namespace fw::core {

class ProjectFile;

// The steps of a procurement, in the order a buyer works through them (the window's pages).
enum class ProcurementStep
{
    Triage,
    Candidates,
    Bom,
    Questionnaires,
    Benchmarks,
    FaultsReplay,
    Counters,
    Compare,
    Cost,
    Decision,
    Report,
    Count
};

// Where one step stands: a short state ("BOM: 2 of 2 candidates complete" without the step's name), whether it
// still needs work, what "complete" means for it and what is still missing. Steps with nothing of their own to count
// (Compare, Decision, Report) have none of these.
struct StepProgress
{
    QString state;
    bool needsWork = false;
    // One sentence: when the step counts as complete ("every field of each candidate's declared BOM is filled").
    QString complete;
    // What keeps it from complete, a line each ("Blue / IB: NIC speed, switch model"); empty when complete.
    QStringList missing;
};

using ProcurementProgress = std::array<StepProgress, std::size_t(ProcurementStep::Count)>;

// Reads the project's counts (cheap queries; of benchmark rows only those of runs linked to answers, whose checks the
// questionnaire's count needs, the same count as the page, the report and the command line): what the navigation
// shows beside each step and where an opened project lands (the first step that needs work).
class ProgressReader
{
    Q_DECLARE_TR_FUNCTIONS(ProgressReader)

public:
    static ProcurementProgress read(ProjectFile& project);
    // The first step that needs work; the Decision when none does.
    static ProcurementStep firstToDo(const ProcurementProgress& progress);
};

} // namespace fw::core
