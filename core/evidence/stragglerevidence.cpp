// SPDX-License-Identifier: Apache-2.0
#include "evidence/stragglerevidence.h"

#include "ingest/agentstreamreader.h"
#include "remote/dispatchrunrepository.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/bomrepository.h"
#include "storage/comparequeries.h"
#include "storage/projectfile.h"

#include <QLocale>
#include <QSqlQuery>
#include <mutex>

namespace fw::core {

QHash<QString, QJsonObject> runFacts(ProjectFile& project, const BenchmarkRun& run)
{
    QHash<QString, QJsonObject> facts;
    if (const std::optional<StoredDispatch> dispatch = DispatchRunRepository(project).ofBenchmarkRun(run.id)) {
        AgentStreamReader reader(dispatch->result.facts);
        AgentEvent host;
        while (reader.next(host)) {
            const QString name = host.string(base::protocol::field::kHostname);
            if (!name.isEmpty())
                facts.insert(name, host.object());
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
    // The Compare page asks again on every redraw of the heatmap (another size, statistic or host), and reading every
    // row's per-rank quantiles is most of the heatmap's time at thousands of ranks. A stored run's figures never
    // change; its facts change only with a write to the project, which total_changes() (this connection) and
    // data_version (any other) count; the sentence changes with the UI language.
    struct Cached
    {
        QString connection;
        qint64 runId = 0;
        qint64 changes = -1;
        qint64 dataVersion = -1;
        QString language;
        StragglerVerdict verdict;
    };
    static std::mutex mutex;
    static QList<Cached> cache; // the last few, most recent first
    QSqlQuery state =
        project.query(QStringLiteral("SELECT total_changes(), (SELECT data_version FROM pragma_data_version())"));
    state.next();
    Cached key{project.connectionName(), runId, state.value(0).toLongLong(), state.value(1).toLongLong(),
               QLocale().name(),         {}};
    const auto same = [&](const Cached& c) {
        return c.connection == key.connection && c.runId == key.runId && c.changes == key.changes &&
               c.dataVersion == key.dataVersion && c.language == key.language;
    };
    {
        const std::lock_guard lock(mutex);
        for (const Cached& c : std::as_const(cache))
            if (same(c))
                return c.verdict;
    }
    key.verdict = runStragglerVerdict(project, BenchmarkRunRepository(project).load(runId));
    const std::lock_guard lock(mutex);
    cache.prepend(key);
    while (cache.size() > 8)
        cache.removeLast();
    return key.verdict;
}

StragglerVerdict runStragglerVerdict(ProjectFile& project, BenchmarkRun run)
{
    const CompareQueries queries(project);
    for (qsizetype ordinal = 0; ordinal < run.results.size(); ++ordinal) {
        SizeResult& row = run.results[ordinal];
        if (row.iterations < kStragglerMinIterations)
            continue; // the rule does not read it
        const SizeResult figures = queries.rankFigures(run.id, int(ordinal));
        row.rankQuantiles = figures.rankQuantiles;
        row.rankBuckets = figures.rankBuckets;
        row.rankSamples = figures.rankSamples;
    }
    return stragglerVerdict(run, runFacts(project, run));
}

} // namespace fw::core
