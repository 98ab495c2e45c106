// SPDX-License-Identifier: Apache-2.0
#include "analysis/nodeisolation.h"

#include <QSet>
#include <QTest>

using namespace fw::core;

// The bad-node search of an isolate step with a scripted runner: a set that contains a slow node measures that
// node's bandwidth. The real runner (the bench under mpirun on the namespace cluster) is testplanisolation's.
class TestNodeIsolation : public QObject
{
    Q_OBJECT

private:
    static QStringList nodes(int count)
    {
        QStringList result;
        for (int i = 1; i <= count; ++i)
            result << QStringLiteral("n%1").arg(i);
        return result;
    }

    // Healthy sets measure about 2 GB/s (a little apart, as real runs are); a set with a slow node measures the
    // slowest one's figure. Every call is kept.
    struct Script
    {
        QHash<QString, double> slow;
        QList<QStringList> calls;
        QStringList phases;
        int failAt = -1; // the call (0-based) that does not complete

        NodeIsolation::Runner runner()
        {
            return [this](const QStringList& set, const QString& phase) -> std::optional<double> {
                calls << set;
                phases << phase;
                if (calls.size() - 1 == failAt)
                    return std::nullopt;
                double figure = 2.0 - 0.05 * double(calls.size() % 3);
                for (const QString& node : set)
                    if (slow.contains(node))
                        figure = std::min(figure, slow.value(node));
                return figure;
            };
        }
    };

private slots:
    void boundIsLog2PlusTwo()
    {
        QCOMPARE(IsolationResult::maxRuns(4), 4);
        QCOMPARE(IsolationResult::maxRuns(5), 5);
        QCOMPARE(IsolationResult::maxRuns(6), 5);
        QCOMPARE(IsolationResult::maxRuns(8), 5);
        QCOMPARE(IsolationResult::maxRuns(9), 6);
        QCOMPARE(IsolationResult::maxRuns(512), 11);
    }

    // Every node of every set size from 4 to 40 is found, within the bound, and every run has two nodes or more.
    void findsEveryNodeWithinTheBound()
    {
        for (int count = 4; count <= 40; ++count) {
            const QStringList all = nodes(count);
            for (const QString& bad : all) {
                Script script;
                script.slow.insert(bad, 0.1);
                const IsolationResult result = NodeIsolation::isolate(all, 0.5, 0, script.runner());
                const QString where = QStringLiteral("%1 of %2 nodes").arg(bad).arg(count);
                QVERIFY2(result.outcome == IsolationResult::Outcome::Found, qPrintable(where));
                QCOMPARE(result.node, bad);
                QVERIFY2(result.runs.size() <= IsolationResult::maxRuns(count), qPrintable(where));
                QCOMPARE(result.runs.size(), script.calls.size());
                for (qsizetype i = 0; i < script.calls.size(); ++i) {
                    QVERIFY2(script.calls.at(i).size() >= 2, qPrintable(where));
                    QCOMPARE(QSet<QString>(script.calls.at(i).cbegin(), script.calls.at(i).cend()).size(),
                             script.calls.at(i).size());
                    QCOMPARE(result.runs.at(i).nodes, script.calls.at(i));
                    QCOMPARE(result.runs.at(i).phase, QStringLiteral("isolate_%1").arg(i + 1));
                    QCOMPARE(script.phases.at(i), result.runs.at(i).phase);
                }
                // The confirmation: a pair with the node that missed, a pair without it that passed or is the
                // reference.
                const auto pairWith = [&](bool withBad) {
                    return std::any_of(result.runs.cbegin(), result.runs.cend(), [&](const IsolationRun& run) {
                        return run.nodes.size() == 2 && run.nodes.contains(bad) == withBad &&
                               run.verdict != IsolationRun::Verdict::Failed;
                    });
                };
                QVERIFY2(pairWith(true) && pairWith(false), qPrintable(where));
            }
        }
    }

    void sixNodesTheWayTheClusterTestRunsThem()
    {
        Script script;
        script.slow.insert(QStringLiteral("n5"), 0.05);
        const IsolationResult result = NodeIsolation::isolate(nodes(6), 0.5, 0, script.runner());
        QCOMPARE(result.node, QStringLiteral("n5"));
        // Halves n1-n3 and n4-n6; n4 with n1 passes; n5 with n1 misses, and is the suspect's pair against n1 and
        // n2, the reference.
        const QList<QStringList> expected = {
            {QStringLiteral("n1"), QStringLiteral("n2"), QStringLiteral("n3")},
            {QStringLiteral("n4"), QStringLiteral("n5"), QStringLiteral("n6")},
            {QStringLiteral("n4"), QStringLiteral("n1")},
            {QStringLiteral("n5"), QStringLiteral("n1")},
            {QStringLiteral("n1"), QStringLiteral("n2")},
        };
        QCOMPARE(script.calls, expected);
        using V = IsolationRun::Verdict;
        using R = IsolationRun::Role;
        const QList<V> verdicts = {V::Pass, V::Miss, V::Pass, V::Miss, V::Reference};
        const QList<R> roles = {R::Half, R::Half, R::Test, R::Pair, R::GoodPair};
        for (qsizetype i = 0; i < expected.size(); ++i) {
            QCOMPARE(result.runs.at(i).verdict, verdicts.at(i));
            QCOMPARE(result.runs.at(i).role, roles.at(i));
        }
        QCOMPARE(result.runs.at(3).figureGBs, 0.05);
        QCOMPARE(result.runs.at(3).comparedGBs, result.runs.at(4).figureGBs);
        QVERIFY(result.summary().contains(QLatin1String("n5")));
    }

    void noBadNodeStopsAfterTheHalves()
    {
        Script script;
        const IsolationResult result = NodeIsolation::isolate(nodes(8), 0.5, 0, script.runner());
        QCOMPARE(result.outcome, IsolationResult::Outcome::NoneFound);
        QVERIFY(result.node.isEmpty() && result.suspect.isEmpty());
        QCOMPARE(result.runs.size(), 2);
    }

    // A slow node in each half: the halves look alike, which names no node; with a floor both halves miss it.
    void slowNodesInBothHalvesAreNotOneNode()
    {
        Script script;
        script.slow.insert(QStringLiteral("n2"), 0.1);
        script.slow.insert(QStringLiteral("n7"), 0.1);
        QCOMPARE(NodeIsolation::isolate(nodes(8), 0.5, 0, script.runner()).outcome,
                 IsolationResult::Outcome::NoneFound);
        Script floored = script;
        floored.calls.clear();
        const IsolationResult result = NodeIsolation::isolate(nodes(8), 0.5, 1.0, floored.runner());
        QCOMPARE(result.outcome, IsolationResult::Outcome::NotOneNode);
        QVERIFY(result.node.isEmpty());
        QCOMPARE(result.runs.size(), 2);
        QCOMPARE(result.runs.at(0).verdict, IsolationRun::Verdict::Miss);
        QCOMPARE(result.runs.at(1).verdict, IsolationRun::Verdict::Miss);
    }

    // A node that was slow only while its half ran is a suspect, not a finding.
    void suspectThatDoesNotReproduceIsNotNamed()
    {
        int calls = 0;
        const NodeIsolation::Runner runner = [&](const QStringList& set, const QString&) -> std::optional<double> {
            ++calls;
            return calls == 1 && set.contains(QStringLiteral("n1")) ? 0.1 : 2.0;
        };
        const IsolationResult result = NodeIsolation::isolate(nodes(4), 0.5, 0, runner);
        QCOMPARE(result.outcome, IsolationResult::Outcome::NoneFound);
        QVERIFY(result.node.isEmpty());
        QCOMPARE(result.suspect, QStringLiteral("n2"));
        QVERIFY(result.runs.size() <= IsolationResult::maxRuns(4));
    }

    void failedRunStopsTheSearch()
    {
        Script script;
        script.slow.insert(QStringLiteral("n3"), 0.1);
        script.failAt = 2;
        const IsolationResult result = NodeIsolation::isolate(nodes(6), 0.5, 0, script.runner());
        QCOMPARE(result.outcome, IsolationResult::Outcome::Failed);
        QCOMPARE(result.runs.size(), 3);
        QCOMPARE(result.runs.last().verdict, IsolationRun::Verdict::Failed);
        QVERIFY(result.node.isEmpty());
    }

    void fewerThanFourNodesRunNothing()
    {
        Script script;
        const IsolationResult result = NodeIsolation::isolate(nodes(3), 0.5, 0, script.runner());
        QCOMPARE(result.outcome, IsolationResult::Outcome::Failed);
        QVERIFY(script.calls.isEmpty());
    }

    void resultRoundTripsThroughTheStepDetails()
    {
        Script script;
        script.slow.insert(QStringLiteral("n4"), 0.2);
        const IsolationResult result = NodeIsolation::isolate(nodes(7), 0.3, 0.5, script.runner());
        const std::optional<IsolationResult> read = IsolationResult::fromJson(result.toJson());
        QVERIFY(read);
        QCOMPARE(*read, result);
        QCOMPARE(result.toJson().value(QLatin1String("max_runs")).toInt(), 5);
        QVERIFY(!IsolationResult::fromJson(QJsonObject{{QStringLiteral("recovered"), true}}));
    }
};

QTEST_GUILESS_MAIN(TestNodeIsolation)
#include "testnodeisolation.moc"
