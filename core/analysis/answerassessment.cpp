// SPDX-License-Identifier: Apache-2.0
#include "analysis/answerassessment.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

namespace fw::core {

namespace {

bool isLatin(const QString& phrase)
{
    return std::all_of(phrase.begin(), phrase.end(), [](QChar c) { return c.unicode() < 0x3000; });
}

// True when nothing is left of the answer once the generic phrases and the question's own words are gone.
bool isVague(const Question& question, const QString& answer)
{
    static const QRegularExpression digit(QStringLiteral("\\d"));
    if (answer.contains(digit))
        return false;
    QString rest = answer.toLower();
    for (const QString& phrase : QuestionnaireCatalog::vaguePhrases()) {
        if (isLatin(phrase)) {
            rest.replace(
                QRegularExpression(QStringLiteral("(?<![\\w-])%1(?![\\w-])").arg(QRegularExpression::escape(phrase)),
                                   QRegularExpression::UseUnicodePropertiesOption),
                QStringLiteral(" "));
        } else {
            rest.replace(phrase, QStringLiteral(" "));
        }
    }
    // Repeating the question back ("GPUDirect RDMA is enabled and supported") answers nothing either.
    static const QRegularExpression word(QStringLiteral("[\\w-]+"), QRegularExpression::UseUnicodePropertiesOption);
    QStringList questionWords;
    for (const QString& text : question.text) {
        for (auto it = word.globalMatch(text.toLower()); it.hasNext();)
            questionWords << it.next().captured();
    }
    QStringList left;
    for (auto it = word.globalMatch(rest); it.hasNext();) {
        const QString w = it.next().captured();
        if (!questionWords.contains(w))
            left << w;
    }
    return left.isEmpty();
}

} // namespace

AnswerAssessment assessAnswer(const Question& question, const QuestionnaireAnswer& answer, const QString& language,
                              const QList<ClaimCheck>& checks)
{
    AnswerAssessment result;
    const QString text = answer.text.trimmed();
    if (text.isEmpty() && answer.attachments.isEmpty()) {
        if (answer.status == AnswerStatus::RedFlag) {
            result.status = AnswerStatus::RedFlag;
            result.worseThanNoAnswer = true;
            result.findings << QCoreApplication::translate("fw::core::AnswerAssessment",
                                                           "Marked as a red flag by the reviewer.");
        }
        return result;
    }

    if (!text.isEmpty() && isVague(question, text)) {
        result.findings << QCoreApplication::translate(
                               "fw::core::AnswerAssessment",
                               "Incomplete: \"%1\" gives no specifics. Ask for models, numbers and named owners.")
                               .arg(text.left(60));
    } else if (!text.isEmpty()) {
        QStringList missing;
        for (const RequiredDetail& detail : question.requiredDetails) {
            if (!detail.pattern.match(text).hasMatch())
                missing << QuestionnaireCatalog::localised(detail.what, language);
        }
        if (!missing.isEmpty())
            result.findings << QCoreApplication::translate("fw::core::AnswerAssessment",
                                                           "Incomplete: the answer does not name %1.")
                                   .arg(missing.join(QStringLiteral(", ")));
    }
    if (answer.status == AnswerStatus::AnsweredWithEvidence && answer.attachments.isEmpty())
        result.findings << QCoreApplication::translate(
            "fw::core::AnswerAssessment", "Marked as answered with evidence, but no evidence is attached.");
    QSet<qint64> failedRuns;
    for (const ClaimCheck& check : checks) {
        if (check.failedRun && !failedRuns.contains(check.runId)) {
            failedRuns.insert(check.runId);
            result.worseThanNoAnswer = true;
            result.findings << QCoreApplication::translate("fw::core::AnswerAssessment",
                                                           "Its figures rest on a failed run: %1.")
                                   .arg(check.reason);
        }
        if (!check.contradicts())
            continue;
        result.worseThanNoAnswer = true;
        result.findings << QCoreApplication::translate("fw::core::AnswerAssessment",
                                                       "Contradicted by our own measurement: %1")
                               .arg(check.describe());
    }
    if (answer.status == AnswerStatus::RedFlag) {
        result.worseThanNoAnswer = true;
        result.findings << QCoreApplication::translate("fw::core::AnswerAssessment",
                                                       "Marked as a red flag by the reviewer.");
    }

    if (!result.findings.isEmpty())
        result.status = AnswerStatus::RedFlag;
    else if (!answer.attachments.isEmpty())
        result.status = AnswerStatus::AnsweredWithEvidence;
    else
        result.status = AnswerStatus::Answered;
    return result;
}

QuestionnaireCompleteness completeness(const QuestionnaireCatalog& catalog,
                                       const QMap<QString, QuestionnaireAnswer>& answers, const QString& language,
                                       const QMap<QString, QList<ClaimCheck>>& checks)
{
    QuestionnaireCompleteness result;
    for (const Question& question : catalog.questions()) {
        ++result.total;
        const AnswerAssessment assessment =
            assessAnswer(question, answers.value(question.key), language, checks.value(question.key));
        switch (assessment.status) {
        case AnswerStatus::Unanswered:
            ++result.unanswered;
            break;
        case AnswerStatus::RedFlag:
            ++result.redFlags;
            if (!assessment.worseThanNoAnswer)
                ++result.incomplete;
            break;
        case AnswerStatus::AnsweredWithEvidence:
            ++result.withEvidence;
            ++result.answered;
            break;
        case AnswerStatus::Answered:
            ++result.answered;
            break;
        }
    }
    return result;
}

} // namespace fw::core
