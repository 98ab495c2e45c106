// SPDX-License-Identifier: Apache-2.0
#include "domain/questionnaireanswer.h"

#include <QCoreApplication>

namespace fw::core {

QString storageKey(AnswerStatus status)
{
    switch (status) {
    case AnswerStatus::Unanswered:
        return QStringLiteral("unanswered");
    case AnswerStatus::Answered:
        return QStringLiteral("answered");
    case AnswerStatus::AnsweredWithEvidence:
        return QStringLiteral("evidence");
    case AnswerStatus::RedFlag:
        return QStringLiteral("red_flag");
    }
    Q_UNREACHABLE();
    return {};
}

std::optional<AnswerStatus> answerStatusFromKey(const QString& key)
{
    for (AnswerStatus status : kAllAnswerStatuses) {
        if (storageKey(status) == key)
            return status;
    }
    return std::nullopt;
}

QString displayName(AnswerStatus status)
{
    switch (status) {
    case AnswerStatus::Unanswered:
        return QCoreApplication::translate("fw::core::QuestionnaireAnswer", "Unanswered");
    case AnswerStatus::Answered:
        return QCoreApplication::translate("fw::core::QuestionnaireAnswer", "Answered");
    case AnswerStatus::AnsweredWithEvidence:
        return QCoreApplication::translate("fw::core::QuestionnaireAnswer", "Answered with evidence");
    case AnswerStatus::RedFlag:
        return QCoreApplication::translate("fw::core::QuestionnaireAnswer", "Red flag");
    }
    Q_UNREACHABLE();
    return {};
}

} // namespace fw::core
