// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "analysis/claimcheck.h"
#include "domain/questionnaireanswer.h"
#include "domain/questionnairecatalog.h"

#include <QStringList>
#include <optional>

namespace fw::core {

// What the red-flag rules make of one answer: the status to show, and why when it is a red flag.
struct AnswerAssessment
{
    AnswerStatus status = AnswerStatus::Unanswered;
    QStringList findings; // reasons, in `language` where they come from the catalog
    // A finding that makes the answer worse than no answer at all: the reviewer's red flag, or a claim its linked
    // run contradicts. A red flag for vagueness or a missing detail only asks for more and is not worse.
    bool worseThanNoAnswer = false;
};

// The rules: a vague answer made only of generic phrases ("InfiniBand included"), a missing required
// detail (generation, switch, adapter, ...), evidence claimed but none attached, a numeric claim that one of its
// linked runs measured worse by more than the tolerance (`checks`, from checkClaims), or the reviewer's own red flag.
// A check within the tolerance, better, or not compared adds nothing: evidence that is not worse never flags.
AnswerAssessment assessAnswer(const Question& question, const QuestionnaireAnswer& answer, const QString& language,
                              const QList<ClaimCheck>& checks = {});

struct QuestionnaireCompleteness
{
    int total = 0;
    int answered = 0; // answered or answered with evidence, and no red flag
    int withEvidence = 0;
    int redFlags = 0;   // every answer shown as a red flag
    int incomplete = 0; // of those, the ones flagged only for a vague or missing detail
    int unanswered = 0;

    // The red flags that count against a supplier: an incomplete answer is no worse than none.
    int penalisedRedFlags() const { return redFlags - incomplete; }

    int percent() const { return total == 0 ? 0 : answered * 100 / total; }
};

// `checks`: by question key, the checks of the answers' claims against their linked runs.
QuestionnaireCompleteness completeness(const QuestionnaireCatalog& catalog,
                                       const QMap<QString, QuestionnaireAnswer>& answers, const QString& language,
                                       const QMap<QString, QList<ClaimCheck>>& checks = {});

} // namespace fw::core
