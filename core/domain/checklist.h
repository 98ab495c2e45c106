// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/candidate.h"

#include <QList>
#include <QMap>
#include <QString>

namespace fw::core {

struct ChecklistOption
{
    const char* key;
    const char* label; // translated on display (context "fw::core::Checklist")
};

// One question of a checklist: a choice among `options`, or free text when there are none.
struct ChecklistItem
{
    const char* key;
    const char* label; // translated on display (context "fw::core::Checklist")
    QList<ChecklistOption> options;
};

// Answers by item key; absent or empty: not answered.
using ChecklistAnswers = QMap<QString, QString>;

// Where a candidate's official-source check stands (R6.4): the status of one document, and where the buyer found
// it (address, version, date), so a reviewer can open the same page.
struct SourceCheck
{
    QString status; // an option key of the item; empty: not checked
    QString reference;

    bool isEmpty() const { return status.isEmpty() && reference.isEmpty(); }
    bool operator==(const SourceCheck&) const = default;
};
using SourceChecks = QMap<QString, SourceCheck>; // by item key

// The fixed questions of the triage (R1), of the operating-model checklist (R3.4) and the official sources to
// consult for each fabric (R6.4).
class Checklist
{
public:
    static const QList<ChecklistItem>& triageFilter();   // R1.1
    static const QList<ChecklistItem>& modelApiNeeds();  // R1.2, all yes/no
    static const QList<ChecklistItem>& workloads();      // R1.3, all yes/no
    static const QList<ChecklistItem>& operatingModel(); // R3.4, per candidate
    // R6.4, per candidate: the vendor and provider documents a serious buyer reads before trusting an offer. They
    // never replace the acceptance test; they tell what the offer should measure up to.
    static const QList<ChecklistItem>& officialSources(FabricKind fabric);

    static QString label(const char* source);
    static QString optionLabel(const ChecklistItem& item, const QString& key);
    static bool isValid(const ChecklistItem& item, const QString& value);
};

} // namespace fw::core
