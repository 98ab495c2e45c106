#pragma once

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

// The fixed questions of the triage (R1) and of the operating-model checklist (R3.4).
class Checklist
{
public:
    static const QList<ChecklistItem>& triageFilter();   // R1.1
    static const QList<ChecklistItem>& modelApiNeeds();  // R1.2, all yes/no
    static const QList<ChecklistItem>& workloads();      // R1.3, all yes/no
    static const QList<ChecklistItem>& operatingModel(); // R3.4, per candidate

    static QString label(const char* source);
    static QString optionLabel(const ChecklistItem& item, const QString& key);
    static bool isValid(const ChecklistItem& item, const QString& value);
};

} // namespace fw::core
