#include "evidence/claimevidence.h"

#include "domain/questionnairecatalog.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/questionnairerepository.h"

#include <QHash>

namespace fw::core {

QMap<QString, QList<ClaimCheck>> claimChecks(ProjectFile& project, const QMap<QString, QuestionnaireAnswer>& answers)
{
    QMap<QString, QList<ClaimCheck>> result;
    BenchmarkRunRepository repository(project);
    QHash<qint64, BenchmarkRun> runs;
    for (auto it = answers.begin(); it != answers.end(); ++it) {
        if (it->linkedRunIds.isEmpty())
            continue;
        QList<BenchmarkRun> linked;
        for (qint64 id : it->linkedRunIds) {
            if (!runs.contains(id))
                runs.insert(id, repository.load(id));
            linked << runs.value(id);
        }
        result.insert(it.key(), checkClaims(it->text, linked));
    }
    return result;
}

AnswerEvidence answerEvidence(ProjectFile& project, const Candidate& candidate, const QString& language)
{
    AnswerEvidence evidence;
    evidence.answers = QuestionnaireRepository(project).answers(candidate.id);
    evidence.checks = claimChecks(project, evidence.answers);
    evidence.completeness =
        completeness(QuestionnaireCatalog::forFabric(candidate.fabric), evidence.answers, language, evidence.checks);
    return evidence;
}

} // namespace fw::core
