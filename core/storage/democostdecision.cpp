// SPDX-License-Identifier: Apache-2.0
#include "storage/democostdecision.h"

#include "storage/candidaterepository.h"
#include "storage/costrepository.h"
#include "storage/decisionrepository.h"
#include "storage/demoproject.h"
#include "storage/projectfile.h"

#include <QCoreApplication>

namespace fw::core {

namespace {

using Key = CostInputKey;

struct ExampleInput
{
    Key key;
    InputSource source;
    std::optional<double> value;
    const char* note;
};

struct ExampleScore
{
    BuiltinCriterion criterion;
    double score;
    double uncertainty;
    const char* note;
};

// The notes are written in the UI language, as the rest of the demo (core/remote/demoruns.h).
const ExampleInput kInfiniBandInputs[] = {
    {Key::ComputeCapacity, InputSource::Quoted, 3'200'000,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example quote: 128 GPUs rented for a year, fabric included")},
    {Key::NetworkAdapters, InputSource::Quoted, 0,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example quote: included in the rental")},
    {Key::Switches, InputSource::Quoted, 0,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example quote: included in the rental")},
    {Key::OpticsCables, InputSource::Quoted, 0,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example quote: included in the rental")},
    {Key::RackPowerSpace, InputSource::Quoted, 0,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example quote: included in the rental")},
    {Key::StorageDataPath, InputSource::Quoted, 180'000,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example quote: parallel file system, 1 PB")},
    {Key::FabricOperations, InputSource::Derived, std::nullopt, ""},
    {Key::FailedJobWaste, InputSource::Derived, std::nullopt, ""},
    {Key::QueueIdleGpu, InputSource::Derived, std::nullopt, ""},
    {Key::SupportEscalation, InputSource::Quoted, 60'000,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example quote: premium support")},
    {Key::TrainingRunsPlanned, InputSource::Typed, 40, QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example plan")},
    {Key::UsefulGpuUtilisation, InputSource::Derived, std::nullopt, ""},
    {Key::AcceptanceRate, InputSource::Typed, 0.95,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example estimate: store own benchmark runs to derive it")},
    {Key::OperationsHours, InputSource::Typed, 200,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example estimate: the supplier runs the fabric")},
    {Key::OperationsHourlyRate, InputSource::Typed, 120, QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example rate")},
    {Key::StallFraction, InputSource::Typed, 0.11,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example estimate: store fault runs to derive it")},
    {Key::RecoveryHours, InputSource::Typed, 3,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example estimate: store fault runs to derive it")},
    {Key::IncidentsPerPeriod, InputSource::Typed, 6, QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example assumption")},
};

const ExampleInput kRoceInputs[] = {
    {Key::ComputeCapacity, InputSource::Typed, 2'600'000,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example: owned GPUs, depreciation for one year")},
    {Key::NetworkAdapters, InputSource::Quoted, 90'000,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example quote: 400G RoCE NICs")},
    {Key::Switches, InputSource::Quoted, 160'000,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example quote: leaf and spine switches")},
    {Key::OpticsCables, InputSource::Quoted, 70'000, QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example quote")},
    {Key::RackPowerSpace, InputSource::Quoted, 240'000,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example quote: colocation")},
    {Key::StorageDataPath, InputSource::Typed, 150'000, QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example estimate")},
    {Key::FabricOperations, InputSource::Derived, std::nullopt, ""},
    {Key::FailedJobWaste, InputSource::Derived, std::nullopt, ""},
    {Key::QueueIdleGpu, InputSource::Derived, std::nullopt, ""},
    {Key::SupportEscalation, InputSource::Quoted, 40'000,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example quote: switch vendor support")},
    {Key::TrainingRunsPlanned, InputSource::Typed, 40, QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example plan")},
    {Key::UsefulGpuUtilisation, InputSource::Derived, std::nullopt, ""},
    {Key::AcceptanceRate, InputSource::Typed, 0.85,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example estimate: store own benchmark runs to derive it")},
    {Key::OperationsHours, InputSource::Typed, 900,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example estimate: our team tunes PFC/ECN and runs the fabric")},
    {Key::OperationsHourlyRate, InputSource::Typed, 120, QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example rate")},
    {Key::StallFraction, InputSource::Typed, 0.16,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example estimate: store fault runs to derive it")},
    {Key::RecoveryHours, InputSource::Typed, 4,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example estimate: store fault runs to derive it")},
    {Key::IncidentsPerPeriod, InputSource::Typed, 12, QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example assumption")},
};

const ExampleScore kInfiniBandScores[] = {
    {BuiltinCriterion::TailLatency, 9, 1,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example: supplier claim only; no own run yet")},
    {BuiltinCriterion::BusBandwidth, 8, 1,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example: supplier claim only; no own run yet")},
    {BuiltinCriterion::FaultBehaviour, 8, 1, QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example judgement")},
    {BuiltinCriterion::CountersHealth, 6, 1,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example: port counters visible, congestion events not")},
    {BuiltinCriterion::OperatingModelFit, 9, 0.5,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example: the supplier runs the fabric, as we want")},
    {BuiltinCriterion::ProcurementFlexibility, 4, 0.5,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example: one supplier for fabric and GPUs")},
    {BuiltinCriterion::ExpansionPath, 7, 1,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example: 32 nodes in the same fabric domain")},
    {BuiltinCriterion::SupportBoundary, 9, 0.5,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example: one support contract covers GPU, HCA and switch")},
    {BuiltinCriterion::QuestionnaireCompleteness, 8, 1,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example judgement")},
};

const ExampleScore kRoceScores[] = {
    {BuiltinCriterion::TailLatency, 6, 1,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example: supplier claim only; no own run yet")},
    {BuiltinCriterion::BusBandwidth, 7, 1,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example: supplier claim only; no own run yet")},
    {BuiltinCriterion::FaultBehaviour, 6, 1, QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example judgement")},
    {BuiltinCriterion::CountersHealth, 7, 1,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example: per-priority PFC and ECN counters exported")},
    {BuiltinCriterion::OperatingModelFit, 5, 0.5,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example: our team must own lossless Ethernet tuning")},
    {BuiltinCriterion::ProcurementFlexibility, 8, 0.5,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example: switches and NICs from several vendors")},
    {BuiltinCriterion::ExpansionPath, 8, 1,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example: spine sized for 64 nodes")},
    {BuiltinCriterion::SupportBoundary, 5, 0.5,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example: GPU, NIC and switch support are separate contracts")},
    {BuiltinCriterion::QuestionnaireCompleteness, 6, 1,
     QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example judgement")},
};

template <std::size_t NI, std::size_t NS>
void fill(ProjectFile& project, qint64 candidateId, const ExampleInput (&inputs)[NI], const ExampleScore (&scores)[NS],
          const WorksheetNote& note)
{
    CostInputs costInputs;
    for (const ExampleInput& input : inputs)
        costInputs[int(input.key)] = {input.source, input.value, demoText(input.note)};
    CostRepository(project).setInputs(candidateId, costInputs);
    DecisionRepository decisions(project);
    QList<ManualScore> manual;
    for (const Criterion& criterion : decisions.criteria()) {
        for (const ExampleScore& score : scores) {
            if (criterion.builtin == score.criterion) {
                manual << ManualScore{.criterionId = criterion.id,
                                      .candidateId = candidateId,
                                      .score = score.score,
                                      .uncertainty = score.uncertainty,
                                      .note = demoText(score.note),
                                      .enteredBeforeBenchmark = true};
            }
        }
    }
    decisions.setScores(manual);
    WorksheetNote withId = note;
    withId.candidateId = candidateId;
    decisions.setNote(withId);
}

} // namespace

void addExampleCostAndDecision(ProjectFile& project)
{
    CostRepository(project).setSettings({.period = CostPeriod::Year, .currency = QStringLiteral("EUR")});
    for (const Candidate& candidate : CandidateRepository(project).all()) {
        if (!candidate.isExample)
            continue;
        if (candidate.fabric == FabricKind::InfiniBand) {
            fill(project, candidate.id, kInfiniBandInputs, kInfiniBandScores,
                 {.operationsOwner = demoText(QT_TRANSLATE_NOOP(
                      "fw::core::DemoProject", "Example: the supplier, as an appliance-like fabric service")),
                  .expansionPath = demoText(QT_TRANSLATE_NOOP("fw::core::DemoProject",
                                                              "Example: up to 32 nodes in the same fabric domain"))});
        } else {
            fill(project, candidate.id, kRoceInputs, kRoceScores,
                 {.operationsOwner = demoText(QT_TRANSLATE_NOOP(
                      "fw::core::DemoProject", "Example: our network team, with the switch vendor's support")),
                  .expansionPath = demoText(QT_TRANSLATE_NOOP(
                      "fw::core::DemoProject", "Example: add leaf switches; spine sized for 64 nodes"))});
        }
    }
}

} // namespace fw::core
