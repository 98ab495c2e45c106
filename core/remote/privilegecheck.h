// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "base/privileges.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace fw::core {

struct AcceptancePlan;

// A plan step the connection's user cannot run on its node, found before anything runs.
struct BlockedStep
{
    int step = 0; // index in the plan; people count from 1
    QString kind; // the fault kind
    QString node; // empty: the connection's own host
    QString user;
    QString why;      // in the UI language
    QString remedy;   // in the UI language
    QString sudoRule; // the sudoers line that would let it run, when one would
};

// The plan check's first phase (issue 38, docs/faults.md "Privileges"): on each node a fault step runs on, the agent
// probes the user (`fabric-agent fault check-access`), and every step that user cannot run is named with why and
// what would make it run. Benchmarks, storage, replay, counters and isolate steps need nothing special; the decision
// is base::privileges::decide, the same the agent makes before it runs a fault's commands.
class PrivilegeCheck
{
    Q_DECLARE_TR_FUNCTIONS(PrivilegeCheck)

public:
    // The nodes the plan's fault steps run on, each once, in plan order (empty: the connection's own host).
    static QStringList faultNodes(const AcceptancePlan& plan);
    // `fault check-access` with the kinds and storage-burst paths of the fault steps on `node`.
    static QStringList probeArgs(const AcceptancePlan& plan, const QString& node);
    // The probe a stream's "privileges" event reports, or none.
    static std::optional<base::privileges::Probe> readProbe(const QByteArray& stream);
    // The fault steps on `node` that `probe`'s user cannot run, in plan order.
    static QList<BlockedStep> blocked(const AcceptancePlan& plan, const QString& node,
                                      const base::privileges::Probe& probe);
    // One sentence for people, the step numbered from 1 as the Faults page counts.
    static QString describe(const BlockedStep& step);
    // What a skipped step stores in its details: skipped, kind, user, why, remedy, sudo_rule.
    static QJsonObject details(const BlockedStep& step);
};

} // namespace fw::core
