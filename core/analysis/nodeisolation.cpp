// SPDX-License-Identifier: Apache-2.0
#include "analysis/nodeisolation.h"

#include <QJsonArray>
#include <algorithm>
#include <cmath>

namespace fw::core {

namespace {

struct Key
{
    int value;
    const char* key;
};

constexpr Key kRoles[] = {{int(IsolationRun::Role::Half), "half"},
                          {int(IsolationRun::Role::Test), "test"},
                          {int(IsolationRun::Role::Pair), "pair"},
                          {int(IsolationRun::Role::GoodPair), "good_pair"}};
constexpr Key kVerdicts[] = {{int(IsolationRun::Verdict::Pass), "pass"},
                             {int(IsolationRun::Verdict::Miss), "miss"},
                             {int(IsolationRun::Verdict::Reference), "reference"},
                             {int(IsolationRun::Verdict::Failed), "failed"}};
constexpr Key kOutcomes[] = {{int(IsolationResult::Outcome::Found), "found"},
                             {int(IsolationResult::Outcome::NoneFound), "none_found"},
                             {int(IsolationResult::Outcome::NotOneNode), "not_one_node"},
                             {int(IsolationResult::Outcome::Failed), "failed"}};

template <std::size_t N> QString keyOf(const Key (&keys)[N], int value)
{
    for (const Key& k : keys)
        if (k.value == value)
            return QString::fromLatin1(k.key);
    return {};
}

template <std::size_t N> std::optional<int> valueOf(const Key (&keys)[N], const QString& key)
{
    for (const Key& k : keys)
        if (key == QLatin1String(k.key))
            return k.value;
    return std::nullopt;
}

QJsonValue number(double value)
{
    return isKnown(value) ? QJsonValue(value) : QJsonValue();
}

double numberFrom(const QJsonValue& value)
{
    return value.isDouble() ? value.toDouble() : kUnknown;
}

bool sameFigure(double a, double b)
{
    return a == b || (!isKnown(a) && !isKnown(b));
}

} // namespace

bool IsolationRun::operator==(const IsolationRun& other) const
{
    return role == other.role && nodes == other.nodes && phase == other.phase &&
           sameFigure(figureGBs, other.figureGBs) && sameFigure(comparedGBs, other.comparedGBs) &&
           verdict == other.verdict;
}

int IsolationResult::maxRuns(qsizetype nodes)
{
    int bits = 0;
    while ((qsizetype(1) << bits) < nodes)
        ++bits;
    return bits + 2;
}

QJsonObject IsolationResult::toJson() const
{
    QJsonArray array;
    for (const IsolationRun& run : runs)
        array << QJsonObject{{QStringLiteral("role"), keyOf(kRoles, int(run.role))},
                             {QStringLiteral("nodes"), QJsonArray::fromStringList(run.nodes)},
                             {QStringLiteral("phase"), run.phase},
                             {QStringLiteral("busbw_gbs"), number(run.figureGBs)},
                             {QStringLiteral("compared_gbs"), number(run.comparedGBs)},
                             {QStringLiteral("verdict"), keyOf(kVerdicts, int(run.verdict))}};
    QJsonObject object{{QStringLiteral("isolation"), keyOf(kOutcomes, int(outcome))},
                       {QStringLiteral("tolerance"), tolerance},
                       {QStringLiteral("min_busbw_gbs"), minBusbwGBs},
                       {QStringLiteral("node_count"), nodeCount},
                       {QStringLiteral("max_runs"), maxRuns(nodeCount)},
                       {QStringLiteral("runs"), array}};
    if (!node.isEmpty())
        object.insert(QStringLiteral("node"), node);
    if (!suspect.isEmpty())
        object.insert(QStringLiteral("suspect"), suspect);
    return object;
}

std::optional<IsolationResult> IsolationResult::fromJson(const QJsonObject& details)
{
    const std::optional<int> outcome = valueOf(kOutcomes, details.value(QLatin1String("isolation")).toString());
    if (!outcome)
        return std::nullopt;
    IsolationResult result;
    result.outcome = Outcome(*outcome);
    result.node = details.value(QLatin1String("node")).toString();
    result.suspect = details.value(QLatin1String("suspect")).toString();
    result.tolerance = details.value(QLatin1String("tolerance")).toDouble(result.tolerance);
    result.minBusbwGBs = details.value(QLatin1String("min_busbw_gbs")).toDouble();
    result.nodeCount = details.value(QLatin1String("node_count")).toInt();
    for (const QJsonValue& value : details.value(QLatin1String("runs")).toArray()) {
        const QJsonObject object = value.toObject();
        IsolationRun run;
        run.role = IsolationRun::Role(valueOf(kRoles, object.value(QLatin1String("role")).toString()).value_or(0));
        run.verdict = IsolationRun::Verdict(
            valueOf(kVerdicts, object.value(QLatin1String("verdict")).toString()).value_or(int(run.verdict)));
        for (const QJsonValue& node : object.value(QLatin1String("nodes")).toArray())
            run.nodes << node.toString();
        run.phase = object.value(QLatin1String("phase")).toString();
        run.figureGBs = numberFrom(object.value(QLatin1String("busbw_gbs")));
        run.comparedGBs = numberFrom(object.value(QLatin1String("compared_gbs")));
        result.runs << run;
    }
    return result;
}

QString IsolationResult::summary() const
{
    const int taken = int(runs.size());
    switch (outcome) {
    case Outcome::Found:
        return tr("Bad node: %1, found in %n run(s) (at most %2 for %3 nodes).", nullptr, taken)
            .arg(node)
            .arg(maxRuns(nodeCount))
            .arg(nodeCount);
    case Outcome::NoneFound:
        if (!suspect.isEmpty())
            return tr("No bad node found: the suspect %1 did not miss when paired with a known-good node (%n run(s)).",
                      nullptr, taken)
                .arg(suspect);
        return tr("No bad node found: the two halves performed alike, within %1 % of each other (%n run(s)).", nullptr,
                  taken)
            .arg(tolerance * 100, 0, 'f', 0);
    case Outcome::NotOneNode:
        return tr("More than one half misses: the fault is not one node (%n run(s)).", nullptr, taken);
    case Outcome::Failed:
        return tr("The search stopped after %n run(s): a benchmark did not complete, so nothing is concluded.", nullptr,
                  taken);
    }
    Q_UNREACHABLE();
}

QString IsolationResult::roleName(IsolationRun::Role role)
{
    switch (role) {
    case IsolationRun::Role::Half:
        return tr("half");
    case IsolationRun::Role::Test:
        return tr("part of the suspects");
    case IsolationRun::Role::Pair:
        return tr("suspect with a known-good node");
    case IsolationRun::Role::GoodPair:
        return tr("two known-good nodes");
    }
    Q_UNREACHABLE();
}

QString IsolationResult::verdictName(IsolationRun::Verdict verdict)
{
    switch (verdict) {
    case IsolationRun::Verdict::Pass:
        return tr("passes");
    case IsolationRun::Verdict::Miss:
        return tr("misses");
    case IsolationRun::Verdict::Reference:
        return tr("reference");
    case IsolationRun::Verdict::Failed:
        return tr("did not complete");
    }
    Q_UNREACHABLE();
}

IsolationResult NodeIsolation::isolate(const QStringList& nodes, double tolerance, double minBusbwGBs,
                                       const Runner& run)
{
    IsolationResult result;
    result.tolerance = tolerance;
    result.minBusbwGBs = minBusbwGBs;
    result.nodeCount = int(nodes.size());
    if (nodes.size() < 4)
        return result;
    const auto misses = [&](double figure, double compared) {
        return figure < (1 - tolerance) * compared || (minBusbwGBs > 0 && figure < minBusbwGBs);
    };
    // Runs `set`; the run's record, or nullptr when it did not complete (recorded as failed).
    const auto measure = [&](IsolationRun::Role role, const QStringList& set) -> IsolationRun* {
        IsolationRun record;
        record.role = role;
        record.nodes = set;
        record.phase = QStringLiteral("isolate_%1").arg(result.runs.size() + 1);
        const std::optional<double> figure = run(set, record.phase);
        if (figure && isKnown(*figure)) {
            record.figureGBs = *figure;
            record.verdict = IsolationRun::Verdict::Reference;
        }
        result.runs << record;
        return record.verdict == IsolationRun::Verdict::Failed ? nullptr : &result.runs.last();
    };
    const auto judge = [&](IsolationRun& record, double compared) {
        record.comparedGBs = compared;
        record.verdict = misses(record.figureGBs, compared) ? IsolationRun::Verdict::Miss : IsolationRun::Verdict::Pass;
        return record.verdict == IsolationRun::Verdict::Miss;
    };

    // The halves, each judged against the better one.
    const QStringList first = nodes.mid(0, nodes.size() / 2);
    const QStringList second = nodes.mid(nodes.size() / 2);
    if (!measure(IsolationRun::Role::Half, first) || !measure(IsolationRun::Role::Half, second))
        return result;
    const double best = std::max(result.runs.at(0).figureGBs, result.runs.at(1).figureGBs);
    const bool firstMisses = judge(result.runs[0], best);
    const bool secondMisses = judge(result.runs[1], best);
    if (firstMisses && secondMisses) {
        result.outcome = IsolationResult::Outcome::NotOneNode;
        return result;
    }
    if (!firstMisses && !secondMisses) {
        result.outcome = IsolationResult::Outcome::NoneFound;
        return result;
    }
    QStringList suspects = firstMisses ? first : second;
    QStringList good = firstMisses ? second : first;
    const double goodFigure = best;

    // Halve the suspects: run one part (a single node with a known-good one), follow it when it misses, else the
    // other part, whose nodes were not run without the part that passed.
    qsizetype lastTest = -1;
    bool lastMissed = false;
    while (suspects.size() > 1) {
        const QStringList part = suspects.mid(0, suspects.size() / 2);
        const QStringList set = part.size() >= 2 ? part : part + QStringList{good.constFirst()};
        IsolationRun* test = measure(IsolationRun::Role::Test, set);
        if (!test)
            return result;
        lastTest = result.runs.size() - 1;
        lastMissed = judge(*test, goodFigure);
        if (lastMissed) {
            suspects = part;
        } else {
            good += part;
            suspects = suspects.mid(part.size());
        }
    }
    const QString suspect = suspects.constFirst();

    // Confirm: the suspect with a known-good node against two known-good nodes, both pairs. The last test was one
    // of them: the suspect's pair when it missed, a pair of nodes now known good when it passed.
    qsizetype pair = lastTest;
    qsizetype goodPair = lastTest;
    if (lastMissed) {
        if (!measure(IsolationRun::Role::GoodPair, good.mid(0, 2)))
            return result;
        goodPair = result.runs.size() - 1;
        // The last test is now the suspect's pair, judged against the good pair.
        result.runs[pair].role = IsolationRun::Role::Pair;
        judge(result.runs[pair], result.runs.at(goodPair).figureGBs);
    } else {
        if (!measure(IsolationRun::Role::Pair, {suspect, good.constFirst()}))
            return result;
        pair = result.runs.size() - 1;
        judge(result.runs[pair], result.runs.at(goodPair).figureGBs);
    }
    const double pairFigure = result.runs.at(pair).figureGBs;
    const double goodPairFigure = result.runs.at(goodPair).figureGBs;
    if (minBusbwGBs > 0 && goodPairFigure < minBusbwGBs) {
        // The nodes the search calls good miss the floor as well: not one node.
        result.outcome = IsolationResult::Outcome::NotOneNode;
        return result;
    }
    if (misses(pairFigure, goodPairFigure)) {
        result.outcome = IsolationResult::Outcome::Found;
        result.node = suspect;
    } else {
        result.outcome = IsolationResult::Outcome::NoneFound;
        result.suspect = suspect;
    }
    return result;
}

} // namespace fw::core
