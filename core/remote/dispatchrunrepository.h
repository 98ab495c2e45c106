// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/dispatchresult.h"

#include <QCoreApplication>
#include <QList>
#include <optional>

namespace fw::core {

class ProjectFile;

// Where a dispatch sits in an acceptance plan run: the step's index in the plan and the phase within the step
// (before, during, after, recovery, run, counters_before, counters_after, fault, replay_before, replay_during).
struct PlanLink
{
    qint64 planRunId = 0;
    int step = 0;
    QString phase;
};

// A dispatch as the project keeps it: the raw streams and their provenance, complete or not.
struct StoredDispatch
{
    qint64 id = 0;
    std::optional<qint64> profileId;
    std::optional<qint64> candidateId;
    QString agentVersion;                 // from the stream's start event; empty when it never arrived
    QString versions;                     // the start event's MPI/NCCL/CUDA versions, compact JSON
    std::optional<qint64> benchmarkRunId; // the run as the Benchmarks page lists it; none when incomplete
    std::optional<PlanLink> plan;         // none for a dispatch of its own
    bool ended = true; // false: the program storing it stopped before the end (crash, kill), so it reads interrupted
    DispatchResult result; // a dispatch that never ended reads as interrupted, its stream as far as it was stored

    // The size_result events of a bench stream: the sizes that arrived, complete or not.
    int sizeResults() const;
};

// Stores every dispatch that got as far as running the agent, so an interrupted run keeps what arrived. A
// complete stream is also imported as a benchmark run (the importer's agent parser) and linked to its dispatch.
class DispatchRunRepository
{
    Q_DECLARE_TR_FUNCTIONS(DispatchRunRepository)

public:
    explicit DispatchRunRepository(ProjectFile& project) : m_project(project) {}

    // The name a complete bench stream is imported under (its provenance's file name, the run's name until people
    // give it a label), in the UI language: "fabric-agent run on This computer, 12/2/26 11:53 AM".
    static QString runName(const QString& destination, const QDateTime& startedAt);

    // A dispatch that has ended, stored in one transaction. Returns the dispatch's id. A complete bench stream that
    // the importer refuses is still stored, its reason appended to the message.
    qint64 add(const DispatchResult& result, std::optional<qint64> profileId, std::optional<qint64> candidateId,
               const std::optional<PlanLink>& plan = std::nullopt);

    // A dispatch stored as it runs (DispatchRecorder), each call one transaction. begin() writes the row when the
    // agent starts, with the provenance known then (command, hosts, facts, bundle) and the status interrupted, which
    // is what it says when the run never ends: a crash, a kill or a power loss needs no code to run. appendStream()
    // adds bytes of the stream without rewriting what is stored. finish() writes the outcome and the whole stream
    // in place of the chunks, and imports a complete bench stream as add() does.
    qint64 begin(const DispatchResult& provenance, std::optional<qint64> profileId, std::optional<qint64> candidateId,
                 const std::optional<PlanLink>& plan = std::nullopt);
    void appendStream(qint64 id, const QByteArray& bytes);
    void finish(qint64 id, const DispatchResult& result);

    QList<StoredDispatch> all() const;
    // The latest dispatch of its own (not of a plan run), if any.
    std::optional<StoredDispatch> last() const;
    // The dispatch a benchmark run was imported from, if it came from one.
    std::optional<StoredDispatch> ofBenchmarkRun(qint64 runId) const;
    // The dispatches of one plan run, in the order they ran.
    QList<StoredDispatch> ofPlanRun(qint64 planRunId) const;
    // The dispatches of one agent subcommand (bench, storage, replay, counters, fault), in the order they ran.
    QList<StoredDispatch> ofSubcommand(const QString& subcommand) const;

private:
    QList<StoredDispatch> select(const QString& where, const QVariantList& values) const;

    ProjectFile& m_project;
};

} // namespace fw::core
