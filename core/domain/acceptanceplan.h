// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace fw::core {

// One step of an acceptance plan. Arguments are fabric-agent's own options, so a plan says exactly what runs.
struct PlanStep
{
    enum class Kind
    {
        Baseline, // `bench` × repeats
        Fault,    // bench before; the fault applied on a node and held; bench during; revert; bench until recovered
        Storage,  // `storage`
        Replay,   // `replay`
        Counters, // `counters snapshot` on a node
        Isolate   // `bench` on halves of the node set, down to the bad node (NodeIsolation)
    };

    Kind kind = Kind::Baseline;
    QString label;
    int repeats = 1;        // baseline
    QStringList benchArgs;  // baseline, fault, isolate: after `fabric-agent bench`
    QStringList agentArgs;  // storage, replay: after the subcommand; fault: after `fault apply`, without --ttl etc.
    QStringList replayArgs; // fault: when given, `replay` with these runs before the fault and again while it is held
                            // (phases replay_before and replay_during): the step-time inflation is the stalled time
    QString node; // fault, counters: the host it concerns; empty for the connection's own host; counters: "*" for every
                  // node
    int ttlSeconds = 120;            // fault: the agent reverts by itself after this, whatever happens to the app
    int leaseSeconds = 15;           // fault: reverted this long after the app stops renewing (connection lost)
    double recoveryTolerance = 0.2;  // fault: recovered when every size's p99 is within this of the before run
    int recoveryMaxSeconds = 60;     // fault: stop looking for recovery after this
    QStringList nodes;               // isolate: the node set; empty for every node of the connection
    double isolationTolerance = 0.5; // isolate: a run misses below (1 - this) × the bus bandwidth it is compared with
    double minBusbwGBs = 0;          // isolate: a run also misses below this bus bandwidth (GB/s); 0: no floor

    // The value after `option` ("--kind") in agentArgs, or empty.
    QString agentOption(const QString& option) const;

    bool operator==(const PlanStep&) const = default;
};

QString storageKey(PlanStep::Kind kind);
std::optional<PlanStep::Kind> planStepKindFromKey(const QString& key);

// An ordered list of steps that runs as one job over a connection (the Faults & Replay page, `fabric-workbench
// plan`). Stored as JSON in plan files and, as it ran, with each plan run.
struct AcceptancePlan
{
    Q_DECLARE_TR_FUNCTIONS(AcceptancePlan)

public:
    QString name;
    QList<PlanStep> steps;
    // The workload's pattern file (docs/workload.md), carried by a plan made from the workload (WorkloadPlan). A
    // step's agent or replay arguments name it as kPatternArgument, which becomes the file's path where it runs.
    QJsonObject pattern;
    static constexpr QLatin1StringView kPatternArgument{"{pattern}"};
    // The pattern of a second job run beside the first (replay --beside), named as kBesidePatternArgument: another
    // tenant's training next to the buyer's inference, for the isolation of two jobs on one fabric.
    QJsonObject besidePattern;
    static constexpr QLatin1StringView kBesidePatternArgument{"{beside-pattern}"};

    // Reads a plan; `error` (when given) names the step and field of the first problem, and the result is empty.
    static std::optional<AcceptancePlan> fromJson(const QByteArray& json, QString* error);
    // As fromJson, but accepts a well-formed plan that problems() would refuse, so an editor can show and fix it.
    static std::optional<AcceptancePlan> read(const QByteArray& json, QString* error);
    QByteArray toJson() const;
    // Problems that make the plan unrunnable, one sentence each naming step and field; empty when it can run.
    QStringList problems() const;
    // The problems of the step at `index` alone, numbered as in problems().
    QStringList stepProblems(qsizetype index) const;
    // What can run but may not test what it seems to, one sentence each naming the step: a fault whose declared
    // reach (FaultReach) cannot affect the traffic its benchmark uses, such as a tbf rate limit or UDP background
    // load (kernel IP traffic only) under the NCCL backend, whose traffic over RoCE or InfiniBand uses RDMA verbs.
    QStringList warnings() const;
    QStringList stepWarnings(qsizetype index) const;

    // A starting point: a repeated baseline, a degraded link on `interface` of `node` and a checkpoint burst in
    // `storagePath` on it, each with the synthetic replay before and during the fault (the stalled time), counters,
    // a storage run in `storagePath` and the synthetic replay alone. The user edits it before running.
    // Its name and step labels are written in the UI language when it is made.
    static AcceptancePlan standard(const QString& node, const QString& interface, const QString& storagePath);
    // The examples a new plan starts from when the user has not named the cluster's fabric interface and scratch
    // folder yet (the plan editors, Plan from Workload, `fabric-workbench plan`).
    static constexpr QLatin1StringView kExampleInterface{"ib0"};
    static constexpr QLatin1StringView kExampleStoragePath{"/scratch/fabric-agent"};
    // A step label or plan name as shown: one of the standard names stored in English (a plan made before the UI
    // language was changed, the demo's plan) in the UI language; any other label as it is.
    static QString displayLabel(const QString& label);

    bool operator==(const AcceptancePlan&) const = default;
};

} // namespace fw::core
