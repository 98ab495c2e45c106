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

// The checks of the answers' numeric claims against the runs linked to them, by question key (answers without a
// linked run are absent). Each run is read once, with its rows.
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
