// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <optional>

namespace fw::core {

// The criteria of R6.1 every project starts with. A criterion the user adds has none of these.
enum class BuiltinCriterion
{
    TailLatency,
    BusBandwidth,
    FaultBehaviour,
    CountersHealth,
    OperatingModelFit,
    CostPerAcceptedRun,
    ProcurementFlexibility,
    ExpansionPath,
    SupportBoundary,
    QuestionnaireCompleteness,
    WorkloadReplay // the buyer's own workload replayed (replay --pattern): step time, or request latency in an open
                   // loop
};
inline constexpr BuiltinCriterion kAllBuiltinCriteria[] = {BuiltinCriterion::TailLatency,
                                                           BuiltinCriterion::BusBandwidth,
                                                           BuiltinCriterion::FaultBehaviour,
                                                           BuiltinCriterion::CountersHealth,
                                                           BuiltinCriterion::OperatingModelFit,
                                                           BuiltinCriterion::CostPerAcceptedRun,
                                                           BuiltinCriterion::ProcurementFlexibility,
                                                           BuiltinCriterion::ExpansionPath,
                                                           BuiltinCriterion::SupportBoundary,
                                                           BuiltinCriterion::QuestionnaireCompleteness,
                                                           BuiltinCriterion::WorkloadReplay};

// Stable keys, as stored in the project file; display names are translated.
QString storageKey(BuiltinCriterion criterion);
std::optional<BuiltinCriterion> builtinCriterionFromKey(const QString& key);
QString displayName(BuiltinCriterion criterion);

// Scores run from 0 (worst) to 10 (best).
inline constexpr double kMaxScore = 10.0;

// One weighted row of the decision matrix.
struct Criterion
{
    qint64 id = 0; // 0 until stored
    std::optional<BuiltinCriterion> builtin;
    QString name; // the user's name for an added criterion; empty for a built-in one
    double weight = 1.0;
    int position = 0;

    QString title() const { return builtin ? displayName(*builtin) : name; }
    bool operator==(const Criterion&) const = default;
};

// A score the user gave by hand, with how sure they are of it (± points).
struct ManualScore
{
    qint64 criterionId = 0;
    qint64 candidateId = 0;
    double score = 0;
    double uncertainty = 1.0;
    QString note;
    bool enteredBeforeBenchmark = false; // no benchmark run was stored when it was given (R6.1)
    bool overridesEvidence = false;      // in force over an automatic score; `note` gives the reason

    bool operator==(const ManualScore&) const = default;
};

// The worksheet rows (R6.3) no measurement gives: who runs the fabric, and how it grows.
struct WorksheetNote
{
    qint64 candidateId = 0;
    QString operationsOwner;
    QString expansionPath;

    bool operator==(const WorksheetNote&) const = default;
};

} // namespace fw::core
