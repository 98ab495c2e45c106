// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

namespace fw::core {

// One benchmark run of a bad-node search (an acceptance plan's isolate step): where it ran, the figure it measured
// (bus bandwidth at the largest size, the worse variant: HeadlineFigures), what that was compared with, and the
// verdict.
struct IsolationRun
{
    enum class Role
    {
        Half,     // one of the two halves of the node set, compared with the better half
        Test,     // part of the suspect set (with a known-good node when that part is one node), against the good half
        Pair,     // the suspect with a known-good node, against two known-good nodes
        GoodPair, // two known-good nodes: the confirmation's reference
    };
    enum class Verdict
    {
        Pass,
        Miss,
        Reference, // a reference run, not judged
        Failed     // did not complete or gave no figure: the search stopped
    };

    Role role = Role::Half;
    QStringList nodes;
    QString phase;                 // the plan phase of its stored run: isolate_1, isolate_2, ...
    double figureGBs = kUnknown;   // bus bandwidth at the largest size
    double comparedGBs = kUnknown; // the figure it was compared with; unknown for a reference
    Verdict verdict = Verdict::Failed;

    // Unknown figures compare equal.
    bool operator==(const IsolationRun& other) const;
};

// What a bad-node search found, with the runs that are its evidence. Stored as a plan step's details.
struct IsolationResult
{
    Q_DECLARE_TR_FUNCTIONS(IsolationResult)

public:
    enum class Outcome
    {
        Found,      // the node, confirmed by its pair run
        NoneFound,  // the halves performed alike, or the suspect did not reproduce
        NotOneNode, // both halves missed the floor, or the known-good nodes missed it too
        Failed      // a run did not complete: nothing is concluded
    };

    Outcome outcome = Outcome::Failed;
    QString node;    // Found: the bad node
    QString suspect; // NoneFound after a search: the node that did not reproduce
    double tolerance = 0.5;
    double minBusbwGBs = 0;
    int nodeCount = 0;
    QList<IsolationRun> runs; // in the order they ran

    // The bound on runs for `nodes` nodes: ⌈log₂ N⌉ + 2.
    static int maxRuns(qsizetype nodes);

    QJsonObject toJson() const;
    // From a step's details; nullopt when they are not an isolate step's.
    static std::optional<IsolationResult> fromJson(const QJsonObject& details);

    // One translated sentence: the node and the runs it took, or why none is named.
    QString summary() const;
    static QString roleName(IsolationRun::Role role);
    static QString verdictName(IsolationRun::Verdict verdict);

    bool operator==(const IsolationResult&) const = default;
};

// The search of an isolate step (docs/faults.md): the two halves of the node set run and the worse half is the
// suspect set when it misses the better one's figure by more than the tolerance; the suspect set is halved, one
// part run against the good half's figure (a single node with a known-good node, so every run has two nodes or
// more), and the search follows the part that misses, else the other one; the last suspect is confirmed by a run
// with a known-good node against a run of two known-good nodes. At most ⌈log₂ N⌉ + 2 runs.
class NodeIsolation
{
public:
    // Runs the benchmark on `nodes`, stored under plan phase `phase`; returns its figure, or nullopt when it did not
    // complete or gave none (the search stops there).
    using Runner = std::function<std::optional<double>(const QStringList& nodes, const QString& phase)>;

    // `nodes`: at least 4 distinct nodes. A run misses when its figure is below (1 - tolerance) × what it is
    // compared with, or below `minBusbwGBs` when that is above 0.
    static IsolationResult isolate(const QStringList& nodes, double tolerance, double minBusbwGBs, const Runner& run);
};

} // namespace fw::core
