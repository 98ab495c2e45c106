// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/planresults.h"

#include <QByteArray>
#include <QWidget>
#include <optional>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace fw::app {

// The results of an acceptance plan run on the Faults & Replay page (R4.4, R7.1): for each fault its impact on
// p99 and bus bandwidth per message size, the time to recover after the revert, and the counter deltas and alarms;
// storage throughput per phase; replay step time, tokens/s and checkpoint duration; the node a bad-node isolation
// named, with every run it took as evidence. A run that failed under a
// fault (a job aborted when a node went away) is shown as a result of that step, never as an error dialog.
class FaultResultsView final : public QWidget
{
    Q_OBJECT

public:
    // One agent command a plan step ran, with its stored stream, for the step's own lines and each run's outcome.
    // Several rows share a step: a fault step has its before, fault, during, recovery and counters rows. Fault
    // impact, recovery and replay figures come from core::PlanResults, not from these rows.
    struct StepRow
    {
        int ordinal = 0; // the step's index in the plan
        QString kind;    // baseline, fault, storage, replay, counters
        QString label;   // the step's label in the plan
        QString phase;   // before, during, after, recovery, run, counters_before, counters_after, fault
        std::optional<qint64> dispatchId;
        QString status;    // the dispatch's status key: complete, failed, cancelled, interrupted, ...
        QString message;   // why, when not complete
        QByteArray stream; // the dispatch's JSON Lines as stored
        core::MeasuredOn measuredOn = core::MeasuredOn::Cluster; // where the command ran (issue 43)
    };

    // The result tree's columns.
    enum Column
    {
        What,
        Value,
        Detail,
        ColumnCount
    };
    // On every item: "ok", "degraded", "failed", "warning", "critical" or empty, for tests and colouring.
    static constexpr int VerdictRole = Qt::UserRole;

    explicit FaultResultsView(QWidget* parent = nullptr);

    // The rows of one plan run with what PlanResults read from the same run: its fault and isolate steps (matched
    // by step) and replay commands (matched by dispatch id).
    void setSteps(const QList<StepRow>& rows, const QList<core::FaultStepResult>& faults,
                  const QList<core::ReplayStepResult>& replays,
                  const QList<core::IsolationStepResult>& isolations = {});
    void clear();

    // The top-level item of a step by its ordinal, or nullptr.
    QTreeWidgetItem* stepItem(int ordinal) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void addBaseline(QTreeWidgetItem* parent, const QList<StepRow>& rows);
    void addFault(QTreeWidgetItem* parent, const QList<StepRow>& rows, const core::FaultStepResult* fault);
    void addStorage(QTreeWidgetItem* parent, const QList<StepRow>& rows);
    void addReplay(QTreeWidgetItem* parent, const QList<StepRow>& rows);
    void addCounters(QTreeWidgetItem* parent, const QList<StepRow>& rows);
    void addIsolation(QTreeWidgetItem* parent, const QList<StepRow>& rows, const core::IsolationStepResult* isolation);
    // The deltas, alarms and notes of a reading; `expectChange`: say so when there is no second snapshot.
    void addCounterReading(QTreeWidgetItem* parent, const core::CounterReading& reading, bool expectChange);
    // A row's own failure (status, agent errors, a stream cut off) as a result line; returns whether it failed.
    bool addRunOutcome(QTreeWidgetItem* parent, const StepRow& row, const QString& what);

    QList<StepRow> m_rows;
    QList<core::FaultStepResult> m_faults;
    QList<core::ReplayStepResult> m_replays;
    QList<core::IsolationStepResult> m_isolations;
    QLabel* m_summary;
    QTreeWidget* m_tree;
};

} // namespace fw::app
