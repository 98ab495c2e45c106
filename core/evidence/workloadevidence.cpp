// SPDX-License-Identifier: Apache-2.0
#include "evidence/workloadevidence.h"

#include "analysis/numberformat.h"
#include "base/patternformat.h"
#include "base/protocol.h"
#include "base/stats.h"
#include "domain/protocoltext.h"

#include <QMap>
#include <QSet>
#include <tuple>

namespace fw::core {

namespace {

using Setup = QPair<int, double>; // ranks, arrival rate (negative: closed loop)

QString setupText(const Setup& setup)
{
    return setup.second < 0 ? WorkloadEvidence::tr("%n rank(s)", nullptr, setup.first)
                            : WorkloadEvidence::tr("%n rank(s) at %1 requests/s", nullptr, setup.first)
                                  .arg(formatNumber(setup.second));
}

QString figureText(const Setup& setup, double us)
{
    return setup.second < 0 ? WorkloadEvidence::tr("step time p50 %1 ms").arg(formatNumber(us / 1000))
                            : WorkloadEvidence::tr("request latency p99 %1 ms").arg(formatNumber(us / 1000));
}

} // namespace

std::optional<double> WorkloadEvidence::figureUs() const
{
    if (figuresUs.isEmpty())
        return std::nullopt;
    return base::median(figuresUs);
}

QString WorkloadEvidence::source() const
{
    const std::optional<double> figure = figureUs();
    if (!figure)
        return QString();
    const Setup setup{ranks, arrivalRatePerS};
    return tr("measured: median %1 of the workload's replay on %2, %n replay(s) on the candidate's cluster (%3)",
              nullptr, int(steps.size()))
        .arg(figureText(setup, *figure), setupText(setup), steps.join(tr("; ")));
}

QList<WorkloadEvidence> workloadEvidence(const QList<ReplayStepResult>& replays, const QList<qint64>& candidateIds,
                                         const QJsonObject& pattern)
{
    QList<WorkloadEvidence> result(candidateIds.size());
    const QLatin1StringView collectivesKey = protocolText(base::pattern::kCollectives);
    const QJsonValue collectives = pattern.value(collectivesKey);
    if (!collectives.isArray())
        return result;
    struct Eligible
    {
        qsizetype candidate;
        PlanStepRef ref;
        QString name;
        Setup setup;
        double figureUs;
    };
    QList<Eligible> eligible;
    for (const ReplayStepResult& r : replays) {
        const qsizetype c = r.candidateId ? candidateIds.indexOf(*r.candidateId) : -1;
        if (c < 0 || r.pattern.isEmpty())
            continue; // a synthetic or command replay measures no workload of the buyer's
        WorkloadEvidence& e = result[c];
        const PlanStepRef ref{r.planRunId, r.step};
        const QString name = WorkloadEvidence::tr("plan run %1 step %2").arg(r.planRunId).arg(r.step + 1);
        const ReplayResults& results = r.results;
        if (r.measuredOn == MeasuredOn::ThisComputer) {
            e.leftOut
                << WorkloadEvidence::tr("%1 (measured on this computer, not on the candidate's fabric)").arg(name);
            e.thisComputerSteps << ref;
        } else if (r.pattern.value(collectivesKey) != collectives) {
            e.leftOut << WorkloadEvidence::tr("%1 (replayed other collectives than the workload's description gives "
                                              "now)")
                             .arg(name);
        } else if (!results.stream.start.value(protocolText(base::protocol::field::kBesidePath)).toString().isEmpty()) {
            e.leftOut << WorkloadEvidence::tr("%1 (ran beside another job: its figure is the isolation's, not the "
                                              "workload's alone)")
                             .arg(name);
        } else if (r.status != DispatchResult::Status::Complete || !results.hasResult || results.jobFailed()) {
            e.leftOut << WorkloadEvidence::tr("%1 (the replay did not complete)").arg(name);
        } else {
            const bool openLoop = isKnown(results.arrivalRatePerS);
            const double figure = openLoop ? results.requestLatencyUs.p99 : results.stepTimeUs.p50;
            const int ranks = results.stream.start.value(protocolText(base::protocol::field::kRanks)).toInt();
            if (!isKnown(figure) || figure <= 0 || ranks <= 0)
                e.leftOut << WorkloadEvidence::tr("%1 (no step time in its result)").arg(name);
            else
                eligible << Eligible{c, ref, name, {ranks, openLoop ? results.arrivalRatePerS : -1.0}, figure};
        }
    }
    // The setup the most candidates ran, so that every score compares the same job; on a tie more ranks, then the
    // open loop (an inference plan replays both, and its requests' tail is what a user waits on).
    QMap<Setup, QSet<qsizetype>> coverage;
    for (const Eligible& e : eligible)
        coverage[e.setup].insert(e.candidate);
    std::optional<Setup> compared;
    for (auto it = coverage.cbegin(); it != coverage.cend(); ++it) {
        const auto rank = [&](const Setup& setup) {
            return std::tuple(coverage.value(setup).size(), setup.first, setup.second);
        };
        if (!compared || rank(it.key()) > rank(*compared))
            compared = it.key();
    }
    for (const Eligible& e : eligible) {
        WorkloadEvidence& evidence = result[e.candidate];
        if (e.setup != *compared) {
            evidence.leftOut << WorkloadEvidence::tr("%1 (on %2; the candidates are compared on %3)")
                                    .arg(e.name, setupText(e.setup), setupText(*compared));
            continue;
        }
        evidence.ranks = compared->first;
        evidence.arrivalRatePerS = compared->second;
        evidence.countedSteps << e.ref;
        evidence.figuresUs << e.figureUs;
        evidence.steps << WorkloadEvidence::tr("%1: %2").arg(e.name, figureText(e.setup, e.figureUs));
    }
    return result;
}

} // namespace fw::core
