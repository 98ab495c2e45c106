// SPDX-License-Identifier: Apache-2.0
#include "analysis/numberformat.h"
#include "cli/clisupport.h"
#include "cli/commands.h"
#include "evidence/costdecisionsnapshot.h"
#include "storage/decisionrepository.h"
#include "storage/projectfile.h"

#include <QJsonArray>
#include <QJsonObject>
#include <algorithm>
#include <cmath>

namespace fw::app::cli {

namespace {

template <typename T> QJsonValue optional(const std::optional<T>& value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

// How a cell's score is in force: computed from evidence, typed by hand, typed over the evidence, or missing.
QString cellKind(const core::ScoreCell& cell)
{
    if (!cell.score)
        return QStringLiteral("missing");
    if (cell.overriddenScore)
        return QStringLiteral("override");
    return cell.automatic ? QStringLiteral("automatic") : QStringLiteral("typed");
}

QString basisKey(const core::ScoreCell& cell)
{
    if (!cell.automatic)
        return QStringLiteral("typed");
    switch (cell.basis) {
    case core::ScoreBasis::Measured:
        return QStringLiteral("measured");
    case core::ScoreBasis::Answers:
        return QStringLiteral("answers");
    case core::ScoreBasis::CostModel:
        return QStringLiteral("cost_model");
    case core::ScoreBasis::Typed:
        break;
    }
    return QStringLiteral("typed");
}

// Where a cost figure comes from. A derived input is "measured" when it is derived from stored measurements (the
// acceptance rate from runs, recovery hours and the stall fraction from plan runs), else "derived" from others.
QString inputMarking(core::CostInputKey key, const core::ResolvedInput& input)
{
    using Key = core::CostInputKey;
    if (input.overridden)
        return QStringLiteral("override");
    switch (input.source) {
    case core::InputSource::Typed:
        return QStringLiteral("typed");
    case core::InputSource::Quoted:
        return QStringLiteral("quoted");
    case core::InputSource::Derived:
        break;
    }
    return key == Key::AcceptanceRate || key == Key::RecoveryHours || key == Key::StallFraction
               ? QStringLiteral("measured")
               : QStringLiteral("derived");
}

QJsonObject cellJson(const core::ScoreCell& cell, qint64 candidateId)
{
    QJsonArray runs;
    for (const qint64 id : cell.runIds)
        runs << id;
    QJsonArray steps;
    for (const core::PlanStepRef& ref : cell.planSteps)
        steps << planStepJson(ref);
    return {{QStringLiteral("candidate_id"), candidateId},
            {QStringLiteral("score"), optional(cell.score)},
            {QStringLiteral("uncertainty"), cell.score ? QJsonValue(cell.uncertainty) : QJsonValue()},
            {QStringLiteral("kind"), cellKind(cell)},
            {QStringLiteral("basis"), basisKey(cell)},
            {QStringLiteral("source"), cell.source},
            {QStringLiteral("formula"), cell.formula},
            {QStringLiteral("runs"), runs},
            {QStringLiteral("plan_steps"), steps},
            {QStringLiteral("overridden_score"), optional(cell.overriddenScore)},
            {QStringLiteral("overridden_source"), cell.overriddenSource},
            {QStringLiteral("entered_before_benchmark"), cell.enteredBeforeBenchmark}};
}

QJsonObject costJson(const core::CostResult& cost)
{
    QJsonArray inputs;
    for (int k = 0; k < core::kCostInputCount; ++k) {
        const auto key = core::CostInputKey(k);
        const core::ResolvedInput& input = cost.inputs[std::size_t(k)];
        inputs << QJsonObject{{QStringLiteral("key"), core::storageKey(key)},
                              {QStringLiteral("value"), optional(input.value)},
                              {QStringLiteral("marking"), inputMarking(key, input)},
                              {QStringLiteral("derivation"), input.quote.isEmpty() ? input.derivation : input.quote},
                              {QStringLiteral("quoted_lines"),
                               [&] {
                                   QJsonArray lines;
                                   for (const int line : input.quotedLines)
                                       lines << line;
                                   return lines;
                               }()},
                              {QStringLiteral("missing"), input.missing}};
    }
    return {{QStringLiteral("ready"), cost.ready},
            {QStringLiteral("total"), optional(cost.total)},
            {QStringLiteral("accepted_runs"), optional(cost.acceptedRuns)},
            {QStringLiteral("cost_per_accepted_run"), optional(cost.costPerAcceptedRun)},
            {QStringLiteral("cost_per_accepted_output"), optional(cost.costPerAcceptedOutput)},
            {QStringLiteral("missing"), QJsonArray::fromStringList(cost.missing)},
            {QStringLiteral("inputs"), inputs}};
}

QJsonObject snapshotJson(const core::CostDecisionSnapshot& s)
{
    const auto idOf = [&](int row) { return row >= 0 ? QJsonValue(s.candidates.at(row).id) : QJsonValue(); };
    double weightSum = 0;
    for (const core::Criterion& criterion : s.criteria)
        weightSum += criterion.weight;
    QJsonArray criteria;
    for (qsizetype k = 0; k < s.criteria.size(); ++k) {
        const core::Criterion& criterion = s.criteria.at(k);
        QJsonArray cells;
        for (qsizetype c = 0; c < s.candidates.size(); ++c)
            cells << cellJson(s.cells.at(k).at(c), s.candidates.at(c).id);
        criteria << QJsonObject{
            {QStringLiteral("id"), criterion.id},
            {QStringLiteral("key"),
             criterion.builtin ? QJsonValue(core::storageKey(*criterion.builtin)) : QJsonValue()},
            {QStringLiteral("name"), criterion.title()},
            {QStringLiteral("weight"), criterion.weight},
            {QStringLiteral("weight_share"), weightSum > 0 ? QJsonValue(criterion.weight / weightSum) : QJsonValue()},
            {QStringLiteral("cells"), cells}};
    }
    QJsonArray candidates;
    for (qsizetype c = 0; c < s.candidates.size(); ++c) {
        const core::Candidate& candidate = s.candidates.at(c);
        candidates << QJsonObject{{QStringLiteral("id"), candidate.id},
                                  {QStringLiteral("name"), candidateName(candidate)},
                                  {QStringLiteral("total"), optional(s.outcome.totals.at(c))},
                                  {QStringLiteral("benchmark_result"), s.benchmarkResult(int(c))},
                                  {QStringLiteral("cost"), costJson(s.results.at(c))}};
    }
    QJsonArray missing;
    for (const auto& [criterion, candidate] : s.outcome.missing)
        missing << QJsonObject{{QStringLiteral("criterion_id"), s.criteria.at(criterion).id},
                               {QStringLiteral("candidate_id"), s.candidates.at(candidate).id}};
    QJsonArray tied;
    if (s.outcome.isTie()) {
        for (const int c : s.outcome.tiedWith)
            tied << s.candidates.at(c).id;
    }
    QJsonArray leftOut;
    QJsonArray compared;
    for (const core::RunEvidence& run : s.comparison.runs) {
        const QJsonObject where{{QStringLiteral("run_id"), run.runId},
                                {QStringLiteral("candidate_id"), run.candidateId},
                                {QStringLiteral("measured_on"), core::storageKey(run.measuredOn)}};
        if (!run.comparable) {
            QJsonObject left = where;
            left.insert(QStringLiteral("reason"), run.exclusion);
            leftOut << left;
        } else {
            compared << where;
        }
    }
    const bool decided = s.outcome.winner >= 0;
    return {{QStringLiteral("currency"), s.settings.currency},
            {QStringLiteral("period"), core::storageKey(s.settings.period)},
            {QStringLiteral("reference_setup"),
             s.comparison.reference ? QJsonValue(s.comparison.reference->describe()) : QJsonValue()},
            {QStringLiteral("runs_compared"), compared},
            {QStringLiteral("runs_left_out"), leftOut},
            {QStringLiteral("this_computer_notice"), s.thisComputerNotice()},
            {QStringLiteral("criteria"), criteria},
            {QStringLiteral("candidates"), candidates},
            {QStringLiteral("missing"), missing},
            {QStringLiteral("recommendation"),
             QJsonObject{{QStringLiteral("text"), s.recommendation()},
                         {QStringLiteral("winner_id"), idOf(s.outcome.winner)},
                         {QStringLiteral("runner_up_id"), idOf(s.outcome.runnerUp)},
                         {QStringLiteral("tied_ids"), tied},
                         {QStringLiteral("lead"),
                          decided && s.outcome.runnerUp >= 0 ? QJsonValue(s.outcome.lead) : QJsonValue()},
                         {QStringLiteral("margin"),
                          decided && s.outcome.runnerUp >= 0 ? QJsonValue(s.outcome.margin) : QJsonValue()}}},
            {QStringLiteral("filled_before_benchmark"), s.filledBeforeBenchmark}};
}

void printText(const core::CostDecisionSnapshot& s)
{
    for (qsizetype k = 0; k < s.criteria.size(); ++k) {
        const core::Criterion& criterion = s.criteria.at(k);
        print(stdout, tr("%1 (weight %2)").arg(criterion.title(), core::formatNumber(criterion.weight)));
        for (qsizetype c = 0; c < s.candidates.size(); ++c) {
            const core::ScoreCell& cell = s.cells.at(k).at(c);
            const QString who = candidateName(s.candidates.at(c));
            if (!cell.score) {
                print(stdout, tr("  %1: no score").arg(who));
                continue;
            }
            print(stdout, tr("  %1: %2 ± %3 (%4) %5")
                              .arg(who, core::formatPoints(*cell.score), core::formatPoints(cell.uncertainty),
                                   cellKind(cell), cell.source));
            if (!cell.formula.isEmpty())
                print(stdout, tr("    = %1").arg(cell.formula));
        }
    }
    for (qsizetype c = 0; c < s.candidates.size(); ++c) {
        const std::optional<double>& total = s.outcome.totals.at(c);
        const core::CostResult& cost = s.results.at(c);
        print(stdout, tr("%1: weighted total %2; cost per accepted run %3")
                          .arg(candidateName(s.candidates.at(c)), total ? core::formatPoints(*total) : tr("incomplete"),
                               cost.costPerAcceptedRun
                                   ? s.money(*cost.costPerAcceptedRun) + (cost.ready ? QString() : tr(" (not ready)"))
                                   : tr("not known")));
    }
    print(stdout, s.recommendation());
    if (const QString notice = s.thisComputerNotice(); !notice.isEmpty())
        print(stdout, notice);
}

// The weights `--weight NAME=W` gives (a built-in criterion by its key, one the user added by its name), checked
// against the project's criteria; none after printing why. Every weight is checked before any is written.
std::optional<QList<core::Criterion>> weighted(const CommandLine& parser, const QStringList& values,
                                               const QList<core::Criterion>& criteria)
{
    QList<core::Criterion> changed;
    for (const QString& value : values) {
        const qsizetype equals = value.lastIndexOf(QLatin1Char('='));
        bool ok = false;
        const double weight = equals > 0 ? value.mid(equals + 1).toDouble(&ok) : 0;
        if (!ok || !std::isfinite(weight) || weight < 0) {
            parser.usageError(
                tr("--weight %1: give a criterion and a weight of 0 or more, e.g. workload_replay=2.").arg(value));
            return std::nullopt;
        }
        const QString name = value.left(equals);
        const auto criterion = std::find_if(criteria.begin(), criteria.end(), [&](const core::Criterion& c) {
            return c.builtin ? core::storageKey(*c.builtin) == name : c.name == name;
        });
        if (criterion == criteria.end()) {
            QStringList names;
            for (const core::Criterion& c : criteria)
                names << (c.builtin ? core::storageKey(*c.builtin) : c.name);
            parser.usageError(tr("--weight %1: the project has no criterion %2; it has %3.")
                                  .arg(value, name, names.join(QStringLiteral(", "))));
            return std::nullopt;
        }
        core::Criterion c = *criterion;
        c.weight = weight;
        changed << c;
    }
    return changed;
}

} // namespace

int decisionCommand(const QStringList& arguments)
{
    CommandLine parser(
        tr("fabric-workbench decision --project P [--weight CRITERION=W ...] [--json]"),
        tr("Print the decision matrix as the Decision page shows it: each score with where it comes from "
           "(evidence, typed, override), its source, formula and runs; the weighted totals, the recommendation "
           "and each candidate's cost figures. --weight first changes a criterion's weight, as the page does."),
        CommandLine::ProjectFile | CommandLine::Json);
    const QCommandLineOption weight(
        QStringLiteral("weight"),
        tr("A criterion's weight: a built-in criterion by its key (e.g. workload_replay), one you added by its name; "
           "repeat for several."),
        QStringLiteral("criterion=weight"));
    parser.addOption(weight);
    if (const std::optional<int> exitCode = parser.read(arguments))
        return *exitCode;
    if (!parser.positionalArguments().isEmpty())
        return parser.usageError(tr("The decision takes no file names; --project names the project."));
    const QStringList weights = parser.values(weight);
    const std::unique_ptr<core::ProjectFile> file =
        parser.openProject(weights.isEmpty() ? OpenMode::AsItIs : OpenMode::Writable);
    if (!file)
        return 2;
    if (!weights.isEmpty()) {
        QList<core::Criterion> criteria;
        if (!stored([&] { criteria = core::DecisionRepository(*file).criteria(); }))
            return 1;
        const std::optional<QList<core::Criterion>> changed = weighted(parser, weights, criteria);
        if (!changed)
            return 2;
        if (!stored([&] {
                file->write([&] {
                    for (const core::Criterion& c : *changed)
                        core::DecisionRepository(*file).updateCriterion(c);
                });
            }))
            return 1;
    }
    core::CostDecisionSnapshot snapshot;
    if (!stored([&] { snapshot = core::CostDecisionSnapshot::load(file.get()); }))
        return 1;
    if (parser.wantsJson())
        printJson(snapshotJson(snapshot));
    else
        printText(snapshot);
    return 0;
}

} // namespace fw::app::cli
