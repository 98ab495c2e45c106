#include "evidence/stragglerevidence.h"

#include "remote/dispatchrunrepository.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/bomrepository.h"
#include "storage/comparequeries.h"

#include <QJsonDocument>

namespace fw::core {

QHash<QString, QJsonObject> runFacts(ProjectFile& project, const BenchmarkRun& run)
{
    QHash<QString, QJsonObject> facts;
    if (const std::optional<StoredDispatch> dispatch = DispatchRunRepository(project).ofBenchmarkRun(run.id)) {
        for (const QByteArray& line : dispatch->result.facts.split('\n')) {
            const QJsonObject host = QJsonDocument::fromJson(line).object();
            const QString name = host[QLatin1String("hostname")].toString();
            if (!name.isEmpty())
                facts.insert(name, host);
        }
    }
    if (run.candidateId)
        for (const StoredFacts& stored : BomRepository(project).measured(*run.candidateId))
            if (!facts.contains(stored.host))
                facts.insert(stored.host, stored.facts);
    return facts;
}

StragglerVerdict runStragglerVerdict(ProjectFile& project, qint64 runId)
{
    return runStragglerVerdict(project, BenchmarkRunRepository(project).load(runId));
}

StragglerVerdict runStragglerVerdict(ProjectFile& project, BenchmarkRun run)
{
    const CompareQueries queries(project);
    for (qsizetype ordinal = 0; ordinal < run.results.size(); ++ordinal) {
        SizeResult& row = run.results[ordinal];
        if (row.iterations < kStragglerMinIterations)
            continue; // the rule does not read it
        row.rankQuantiles = packSamples(queries.rankQuantiles(run.id, int(ordinal)));
        if (row.rankQuantiles.isEmpty())
            row.rankSamples = packSamples(queries.rankSamples(run.id, int(ordinal)));
    }
    return stragglerVerdict(run, runFacts(project, run));
}

} // namespace fw::core
