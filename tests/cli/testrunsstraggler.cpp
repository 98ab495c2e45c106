// SPDX-License-Identifier: Apache-2.0
#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using clitest::Result;
using clitest::workbench;

// Issue 22's straggler verdict as a user meets it: a synthetic protocol 2 stream of 64 ranks on 8 hosts, one host's
// ranks twice as slow (fw-bench-agentstream ... host), imported with `fabric-workbench import`; `runs show` and the
// report name the host.
class TestRunsStraggler : public QObject
{
    Q_OBJECT

private slots:
    void slowHostIsNamed();
};

void TestRunsStraggler::slowHostIsNamed()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString stream = dir.filePath(u"slow-host.jsonl"_s);
    const testsupport::ProcessResult made =
        testsupport::runProcess(QStringLiteral(FW_AGENTSTREAM), {stream, u"64"_s, u"100"_s, u"6"_s, u"4"_s, u"host"_s});
    QVERIFY2(made.finished && made.exitCode == 0, made.err.constData());

    const QString p = dir.filePath(u"straggler.fabwb"_s);
    const auto ok = [](const QStringList& arguments, const QString& lang = u"C.UTF-8"_s) {
        const Result result = workbench(arguments, lang);
        if (result.exitCode != 0)
            qWarning("%s", result.said().constData());
        return result;
    };
    QCOMPARE(ok({u"new"_s, p}).exitCode, 0);
    QCOMPARE(ok({u"candidate"_s, u"add"_s, u"--project"_s, p, u"--supplier"_s, u"Acme"_s, u"--offer"_s, u"IB pod"_s,
                 u"--fabric"_s, u"infiniband"_s})
                 .exitCode,
             0);
    QCOMPARE(ok({u"import"_s, u"--project"_s, p, u"--candidate"_s, u"Acme"_s, stream}).exitCode, 0);
    const QJsonArray runs = ok({u"runs"_s, u"list"_s, u"--project"_s, p, u"--json"_s}).json().array();
    QCOMPARE(runs.size(), 1);
    const QString id = QString::number(runs[0][u"id"_s].toInteger());

    // Text: the verdict's sentence names the host (ranks 16 to 23), from all six sizes.
    Result r = ok({u"runs"_s, u"show"_s, u"--project"_s, p, id});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(u"Straggler verdict: Straggler host node00002: its ranks are slower than the others at 6 "
                            "of 6 sizes"_s),
             r.said().constData());

    // JSON: the level, the host with its eight slow ranks, and the evidence (twice as long: about +100%).
    r = ok({u"runs"_s, u"show"_s, u"--project"_s, p, id, u"--json"_s});
    const QJsonObject verdict = r.json().object()[u"straggler"_s].toObject();
    QCOMPARE(verdict[u"level"_s].toString(), u"host"_s);
    QCOMPARE(verdict[u"sizes"_s].toInt(), 6);
    QCOMPARE(verdict[u"ranks"_s].toInt(), 64);
    const QJsonArray hosts = verdict[u"hosts"_s].toArray();
    QCOMPARE(hosts.size(), 1);
    QCOMPARE(hosts[0][u"host"_s].toString(), u"node00002"_s);
    QCOMPARE(hosts[0][u"ranks"_s].toInt(), 8);
    QCOMPARE(hosts[0][u"slow_ranks"_s].toInt(), 8);
    const double excess = hosts[0][u"evidence"_s][u"excess_pct"_s].toDouble();
    QVERIFY2(excess > 90 && excess < 110, qPrintable(QString::number(excess)));
    QCOMPARE(verdict[u"slow_ranks"_s].toArray().size(), 8);
    for (const QJsonValue& rank : verdict[u"slow_ranks"_s].toArray()) {
        QCOMPARE(rank[u"host"_s].toString(), u"node00002"_s);
        QCOMPARE(rank[u"host_facts"_s].toBool(true), false);
    }

    // In German, the same verdict in German words.
    r = ok({u"runs"_s, u"show"_s, u"--project"_s, p, id}, u"de_DE.UTF-8"_s);
    QVERIFY2(r.out.contains(u"node00002"_s) && !r.out.contains(u"Straggler host"_s), r.said().constData());

    // The report names the host, and where the figure came from.
    const QString html = dir.filePath(u"report.html"_s);
    QCOMPARE(
        ok({u"report"_s, u"--project"_s, p, u"--lang"_s, u"en"_s, u"--format"_s, u"html"_s, u"--out"_s, html}).exitCode,
        0);
    QFile file(html);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY2(text.contains(u"Straggler verdicts"_s), qPrintable(text.left(2000)));
    QVERIFY(text.contains(u"Straggler host node00002"_s));
    QVERIFY(text.contains(u"Source: each rank's median time stored with each run"_s));
}

QTEST_GUILESS_MAIN(TestRunsStraggler)
#include "testrunsstraggler.moc"
