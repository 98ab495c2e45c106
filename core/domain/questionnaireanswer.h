// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/planstepref.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <optional>

namespace fw::core {

enum class AnswerStatus
{
    Unanswered,
    Answered,
    AnsweredWithEvidence,
    RedFlag
};
inline constexpr AnswerStatus kAllAnswerStatuses[] = {AnswerStatus::Unanswered, AnswerStatus::Answered,
                                                      AnswerStatus::AnsweredWithEvidence, AnswerStatus::RedFlag};

QString storageKey(AnswerStatus status);
std::optional<AnswerStatus> answerStatusFromKey(const QString& key);
QString displayName(AnswerStatus status);

// Evidence for one answer, kept inside the project file: a file's bytes with their SHA-256, or a link.
struct Attachment
{
    qint64 id = 0; // 0 until stored
    QString name;  // file name, or the link itself
    QString url;   // links only
    QByteArray content;
    QString sha256; // hex, files only

    bool isLink() const { return !url.isEmpty(); }
    bool operator==(const Attachment&) const = default;
};

// A supplier's answer to one catalog question for one candidate.
struct QuestionnaireAnswer
{
    QString text;
    AnswerStatus status = AnswerStatus::Unanswered; // what the reviewer set; red-flag rules may override it
    QList<qint64> linkedRunIds;                     // numeric claims: the runs that check them, ascending
    QList<Attachment> attachments;
    QList<PlanStepRef> linkedPlanSteps; // recovery claims: the plan steps that check them, ascending

    bool operator==(const QuestionnaireAnswer&) const = default;
};

} // namespace fw::core
