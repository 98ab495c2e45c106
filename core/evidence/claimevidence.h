// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "analysis/answerassessment.h"
#include "analysis/claimcheck.h"
#include "domain/candidate.h"
#include "domain/questionnaireanswer.h"

#include <QList>
#include <QMap>
#include <QString>

namespace fw::core {

class ProjectFile;
struct StoredPlanRun;

// The steps of stored plan runs that measure recovery (fault steps, storage steps with a killed rank), with what
// they measured: of one plan run, or of every plan run of a candidate, oldest first.
QList<StepRecovery> recoverySteps(ProjectFile& project, const StoredPlanRun& run);
QList<StepRecovery> recoverySteps(ProjectFile& project, qint64 candidateId);

// The checks of the answers' numeric claims against the runs and plan steps linked to them, by question key (answers
// with nothing linked are absent). Each run and plan run is read once.
QMap<QString, QList<ClaimCheck>> claimChecks(ProjectFile& project, const QMap<QString, QuestionnaireAnswer>& answers);

// A candidate's answers, the checks of their claims and the completeness that counts them: what the Questionnaires
// and Compare pages, the report, the decision and the command line all read.
struct AnswerEvidence
{
    QMap<QString, QuestionnaireAnswer> answers;
    QMap<QString, QList<ClaimCheck>> checks;
    QuestionnaireCompleteness completeness;
};

AnswerEvidence answerEvidence(ProjectFile& project, const Candidate& candidate, const QString& language);

} // namespace fw::core
